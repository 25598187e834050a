/** THIRTEENTH SPLIT (blind development), written blind on 2026-11-23 (session 11).
 * The Chromium layout "billing-basis": an HTML bill (printed to PDF) whose charges are grouped by what
 * they are billed on rather than by who receives them. Metered charges sit in the readings table
 * itself (register, period, start and end state and quantity merged over the price components billed
 * on that register: energy, discount, distribution, buy-back); charges on the whole consumption (SPOT
 * fee, POZE, system services, tax) and fixed monthly charges follow in tables of their own; only the
 * closing recap sums them per recipient (supplier, distributor, state). Page one is a two-column
 * page; numbered footnotes, a running header from page two and "str. n/N" on every page.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  GROUPS,
  amount,
  buyTypeText,
  buys,
  contractText,
  date,
  energy,
  energyNumber,
  fuelMix,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  previousPeriod,
  priceParts,
  promoText,
  qrModules,
  segmentsOf,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const css = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')

function qrSvg(text: string): string {
  const grid = qrModules(text, 25)
  const cells = grid.flatMap((row, r) => row.map((dark, c) => (dark ? `<rect x="${c}" y="${r}" width="1" height="1"/>` : ''))).join('')
  return `<svg class="qr" viewBox="-2 -2 29 29" xmlns="http://www.w3.org/2000/svg"><rect x="-2" y="-2" width="29" height="29" fill="#fff"/><g fill="#000">${cells}</g></svg>`
}

/** Price components billed on each register kind, in print order. */
const ON_REGISTER: Record<'vt' | 'nt' | 'out', RowKind[]> = {
  vt: ['energyVt', 'energySingle', 'discountVt', 'distVt', 'distSingle'],
  nt: ['energyNt', 'distNt'],
  out: ['sellEnergy', 'sellFee'],
}
const ON_TOTAL: RowKind[] = ['spotFee', 'poze', 'systemServices', 'tax']
const MONTHLY: RowKind[] = ['monthlyFee', 'breaker', 'infrastructure', 'sellMonthly']

/** The HTML of one bill in the billing-basis layout. */
export function billingBasisHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 4])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const accent = random.pick(['#00607a', '#7a3b00', '#3f3f9f', '#56761d'])
  const readings = meterReadings(bill, random)
  const consumptionEan = bill.direction === 'sell' ? bill.productionEan! : bill.ean
  const notes: string[] = []
  const note = (text: string) => {
    notes.push(text)
    return `<sup>${notes.length}</sup>`
  }
  const once = new Map<string, number>()
  /** The number of a footnote printed once however many rows point to it. */
  const noteOnce = (text: string) => {
    if (!once.has(text)) {
      note(text)
      once.set(text, notes.length)
    }
    return `<sup>${once.get(text)}</sup>`
  }
  const regulatedMark = () =>
    noteOnce(`Regulovaná cena podle cenového rozhodnutí Energetického regulačního úřadu${bill.distributorShown === 'explicit' ? `; dodavatel ji vybírá pro ${DISTRIBUTOR_FULL[bill.distributor]}` : ''}.`)
  const parts: string[] = []

  // ---- page one, left column: the result and the recap; right column: addressee and facts
  const title = bill.direction === 'sell' ? 'Vyúčtování výkupu elektřiny' : bill.direction === 'both' ? 'Vyúčtování odběru a výkupu elektřiny' : 'Vyúčtování odběru elektřiny'
  parts.push(`<header class="bar"><div><b>${esc(party.name)}</b><span>${esc(party.street)}, ${esc(party.zipCity)} · IČO ${party.ico}</span></div><div class="docno">${title}<br><b>č. ${esc(bill.invoiceNumber)}</b></div></header>`)

  const left: string[] = []
  const resultLabel = bill.balance > 0 ? random.pick(['Doplatíte', 'K úhradě']) : bill.balance < 0 ? (bill.direction === 'sell' ? 'Vyplatíme Vám' : random.pick(['Vracíme Vám', 'Přeplatek'])) : 'Vyrovnáno'
  left.push(`<div class="result"><span>${resultLabel}</span><strong>${money(bill, Math.abs(bill.balance))}</strong><em>${
    bill.balance > 0 ? `splatnost ${date(bill, bill.dueDate)}` : bill.balance < 0 ? `odešleme do ${date(bill, bill.dueDate)}` : 'bez platby'
  }</em></div>`)
  const recap: [string, string, string?][] = []
  const groupTotal = (index: number) => sumTotals(itemsOf(bill, GROUPS[index]!.kinds))
  if (buys(bill)) {
    recap.push(['Obchodník – silová elektřina a poplatky', amount(bill, groupTotal(0))])
    recap.push([`Distributor – regulované platby${bill.distributorShown === 'explicit' ? ` (${DISTRIBUTOR_FULL[bill.distributor]})` : ''}`, amount(bill, groupTotal(1))])
    recap.push(['Stát – daň z elektřiny', amount(bill, groupTotal(2))])
    recap.push(['Základ DPH celkem', amount(bill, bill.buyTotalNoVat), 'b'])
    recap.push(['DPH 21 %', amount(bill, bill.vat)])
    recap.push(['Fakturováno včetně DPH', amount(bill, bill.buyTotalWithVat), 'b'])
    recap.push([random.pick(['Uhrazené zálohy', 'Zaplaceno na zálohách']), amount(bill, -bill.advances)])
  }
  if (sells(bill)) recap.push([buys(bill) ? `Započtený výkup z výrobny${note('Výrobce není plátcem DPH; výkup se odečítá od částky včetně DPH.')}` : `Výkup z výrobny celkem${note('Výrobce není plátcem DPH.')}`, amount(bill, buys(bill) ? -bill.sellTotal : bill.sellTotal), 'b'])
  recap.push([bill.balance > 0 ? 'Nedoplatek' : bill.balance < 0 ? (bill.direction === 'sell' ? 'K výplatě' : 'Přeplatek') : 'Výsledek', amount(bill, Math.abs(bill.balance)), 'r'])
  left.push(`<h2>Souhrn (${cur})</h2><table class="recap">${recap.map(([k, v, c]) => `<tr class="${c ?? ''}"><td>${k}</td><td class="n">${v}</td></tr>`).join('')}</table>`)
  if (bill.balance > 0)
    left.push(`<div class="pay">${qrSvg(spayd(bill, party))}<p>QR Platba<br>účet ${party.account}<br>VS ${bill.variableSymbol}<br>do ${date(bill, bill.dueDate)}</p></div>`)

  const right: string[] = []
  const business = bill.customerType === 'business' ? `<br>IČ: ${random.digits(8)}` : ''
  right.push(`<div class="addr"><small>Adresát</small><b>${esc(bill.customerName)}</b>${business}<br>${esc(bill.billingAddress.street)}<br>${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}</div>`)
  const facts: [string, string][] = [
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo, ' – ')],
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['Zdanitelné plnění', date(bill, bill.periodTo)],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zákaznické číslo', bill.customerNumber],
    [bill.direction === 'sell' ? 'EAN výrobny' : 'EAN', consumptionEan],
    [
      bill.direction === 'sell' ? 'Výrobna' : 'Odběrné místo',
      bill.addressOnTwoLines ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}` : `${esc(bill.supplyAddress.street)}, ${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`,
    ],
  ]
  if (buys(bill)) {
    facts.push(['Sazba', bill.rate])
    facts.push(['Jistič', random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} x ${bill.breaker.amps} A`])])
    facts.push(['Produkt', `${esc(bill.productName)} (${buyTypeText(bill, random)})`])
  }
  if (sells(bill)) {
    if (buys(bill)) facts.push(['EAN výrobny', bill.productionEan!])
    facts.push([buys(bill) ? 'Výkupní produkt' : 'Produkt', `${esc(bill.sellProductName)} (${sellTypeText(bill, random)})`])
  }
  const [contractLabel, contractValue] = contractText(bill, random)
  facts.push([contractLabel, contractValue])
  if (buys(bill) && bill.distributorShown === 'explicit') facts.push(['Distribuce', DISTRIBUTOR_FULL[bill.distributor]])
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.5)))) facts.push(['Poruchová linka', FAULT_LINES[bill.distributor]])
  right.push(`<dl class="facts">${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`)
  parts.push(`<section class="two"><div class="col">${left.join('')}</div><div class="col">${right.join('')}</div></section>`)

  // ---- consumption in words
  if (buys(bill)) {
    const prev = previousPeriod(bill, random)
    const split = bill.twoTariff ? `ve vysokém tarifu (VT) ${e(bill.vtKwh)}, v nízkém tarifu (NT) ${e(bill.ntKwh)}` : `vše v jednom tarifu (VT) ${e(bill.vtKwh)}`
    const estimate = bill.yearlyEstimatePrinted !== null ? ` ${random.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby'])} pro nový předpis záloh: ${num(bill, bill.yearlyEstimatePrinted, 0)} kWh.` : ''
    parts.push(
      `<p class="lead">${random.pick(['Celková spotřeba', 'Celkové dodané množství'])} za zúčtovací období: <b>${e(bill.statedTotalKwh)}</b> (${split}); v předchozím období ${period(bill, prev.from, prev.to, ' – ')} ${e(prev.kwh)}.${estimate}${
        sells(bill) ? ` Z výrobny bylo do sítě předáno ${e(bill.soldKwh)}.` : ''
      }</p>`,
    )
  } else parts.push(`<p class="lead">Z výrobny bylo za zúčtovací období do sítě předáno <b>${e(bill.soldKwh)}</b>.</p>`)

  // ---- metered charges inside the readings table
  const cells = (item: LineItem) => {
    const [price, unit] = priceParts(bill, item, 'měs.')
    return `<td>${esc(labels[item.kind])}${item.kind.startsWith('dist') ? regulatedMark() : ''}</td><td class="n">${price}</td><td class="u">${unit}</td><td class="n">${amount(bill, item.total)}</td>`
  }
  const regRows: string[] = []
  const metered: LineItem[] = []
  for (const r of readings.rows) {
    const items = ON_REGISTER[r.kind].flatMap((kind) => bill.items.filter((i) => i.kind === kind && i.from === r.from))
    if (!items.length) continue
    metered.push(...items)
    const register = r.kind === 'out' ? `${r.register}<small>dodávka do sítě</small>` : r.kind === 'nt' ? `${r.register}<small>NT</small>` : bill.twoTariff ? `${r.register}<small>VT</small>` : `${r.register}<small>jednotarif</small>`
    const span = items.length
    const qty = `${energyNumber(bill, items[0]!.quantity, mwhDecimals)} ${bill.energyUnit}`
    regRows.push(
      `<tbody class="blk"><tr><td rowspan="${span}">${register}</td><td rowspan="${span}">${date(bill, r.from)}<br>${date(bill, r.to)}${r.estimated ? `<small>stav dopočten${noteOnce('Stav ke dni změny cen dopočten podle typového diagramu dodávky.')}</small>` : ''}</td><td rowspan="${span}" class="n">${num(bill, r.start, 0)}<br>${num(
        bill,
        r.end,
        0,
      )}</td><td rowspan="${span}" class="n">${qty}</td>${cells(items[0]!)}</tr>${items
        .slice(1)
        .map((item) => `<tr>${cells(item)}</tr>`)
        .join('')}</tbody>`,
    )
  }
  parts.push(
    `<h2>Platby podle naměřeného množství – elektroměr č. ${readings.meter}</h2><table class="items"><thead><tr><th>Registr</th><th>Období</th><th class="n">Stav počáteční<br>konečný</th><th class="n">Množství</th><th>Složka ceny</th><th class="n">Cena bez DPH</th><th>MJ</th><th class="n">Částka bez DPH (${cur})</th></tr></thead>${regRows.join('')}<tfoot><tr><td colspan="7">Součet plateb podle naměřeného množství</td><td class="n">${amount(bill, sumTotals(metered))}</td></tr></tfoot></table>`,
  )

  // ---- charges on the whole consumption, and fixed monthly charges
  const simpleTable = (heading: string, qtyHead: string, kinds: RowKind[], footer: string) => {
    const rows = itemsOf(bill, kinds)
    if (!rows.length) return
    const body = rows
      .map((item) => {
        const qty = item.unit === 'kWh' ? `${energyNumber(bill, item.quantity, mwhDecimals)} ${bill.energyUnit}` : `${num(bill, item.quantity, 3)} měs.`
        const mark = item.kind === 'poze' || item.kind === 'systemServices' || item.kind === 'breaker' || item.kind === 'infrastructure' ? regulatedMark() : ''
        return `<tr><td>${esc(labels[item.kind])}${mark}</td><td>${period(bill, item.from, item.to, ' – ')}</td><td class="n">${qty}</td>${cells(item).replace(/^<td>.*?<\/td>/, '')}</tr>`
      })
      .join('')
    parts.push(
      `<h2>${heading}</h2><table class="items simple"><thead><tr><th>Složka ceny</th><th>Období</th><th class="n">${qtyHead}</th><th class="n">Cena bez DPH</th><th>MJ</th><th class="n">Částka bez DPH (${cur})</th></tr></thead><tbody>${body}</tbody><tfoot><tr><td colspan="5">${footer}</td><td class="n">${amount(bill, sumTotals(rows))}</td></tr></tfoot></table>`,
    )
  }
  simpleTable('Platby podle celkového odebraného množství', 'Množství', ON_TOTAL, 'Součet plateb podle celkového množství')
  simpleTable('Pevné měsíční platby', 'Počet měsíců', MONTHLY, 'Součet pevných měsíčních plateb')

  // ---- recap per recipient
  const perRecipient: string[] = []
  GROUPS.forEach((group, index) => {
    const rows = itemsOf(bill, group.kinds)
    if (!rows.length) return
    const who = ['obchodník', 'distributor a operátoři trhu', 'stát', 'výkup (odečítá se)'][index]!
    perRecipient.push(`<tr><td>${group.title}</td><td>${who}</td><td class="n">${amount(bill, sumTotals(rows))}</td></tr>`)
  })
  const closing: string[] = []
  if (buys(bill)) {
    closing.push(`<tr class="b"><td colspan="2">Celkem za odběr elektřiny bez DPH</td><td class="n">${amount(bill, bill.buyTotalNoVat)}</td></tr>`)
    closing.push(`<tr><td colspan="2">DPH 21 % ze základu ${amount(bill, bill.buyTotalNoVat)}</td><td class="n">${amount(bill, bill.vat)}</td></tr>`)
    closing.push(`<tr class="b"><td colspan="2">Celkem za odběr elektřiny včetně DPH</td><td class="n">${amount(bill, bill.buyTotalWithVat)}</td></tr>`)
  }
  if (sells(bill)) closing.push(`<tr class="b"><td colspan="2">Výkup elektřiny celkem (bez DPH)</td><td class="n">${amount(bill, bill.sellTotal)}</td></tr>`)
  parts.push(`<h2>Rozdělení podle příjemce (${cur})</h2><table class="items simple"><thead><tr><th>Část</th><th>Komu platba náleží</th><th class="n">Bez DPH</th></tr></thead><tbody>${perRecipient.join('')}${closing.join('')}</tbody></table>`)

  // ---- advances
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([5, 12, 18]))
    parts.push(
      `<h2>Zálohy zaplacené v období</h2><div class="chips">${paid.length ? paid.map((p) => `<span>${date(bill, p.date)}<b>${amount(bill, p.amount)}</b></span>`).join('') : '<span>žádné zálohy</span>'}</div><p>Celkem zaplaceno ${money(bill, bill.advances)}.</p>`,
    )
    const next = nextAdvances(bill, random)
    parts.push(
      `<h2>Nové zálohy</h2><p>${next.every === 'monthly' ? 'Měsíční' : 'Čtvrtletní'} záloha ${money(bill, next.rows[0]!.amount)}, splatná vždy ${next.day}. den ${next.every === 'monthly' ? 'v měsíci' : 'prvního měsíce čtvrtletí'}: ${next.rows
        .slice(0, 4)
        .map((p) => date(bill, p.date))
        .join(', ')} …</p>`,
    )
  }
  const segs = segmentsOf(bill)
  if (segs.length > 1 && buys(bill)) parts.push(`<p class="small">Ceny se v zúčtovacím období změnily k ${date(bill, segs[1]!.from)}; položky jsou proto rozděleny na dvě období.</p>`)

  // ---- footnotes and information
  parts.push(`<h2>Poznámky</h2><ol class="notes">${notes.map((n) => `<li>${n}</li>`).join('')}</ol>`)
  if (buys(bill)) parts.push(`<p class="small">${fuelMix(random)}</p>`)
  parts.push(`<p class="small">${esc(promoText(bill, random))}</p><p class="small">${COMPLAINT_NOTE}</p>`)

  const header = css(`${party.name} · ${title} č. ${bill.invoiceNumber}`)
  const footer = css(`${party.name} · ${party.web} · ${party.phone} · ${party.register}`)
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(title)}</title><style>
@page { size: A4; margin: 15mm 13mm 17mm 13mm;
  @top-right { content: "${header}"; font: 6.5pt 'DejaVu Sans', sans-serif; color: #666; }
  @bottom-left { content: "${footer}"; font: 5.8pt 'DejaVu Sans', sans-serif; color: #777; }
  @bottom-right { content: "str. " counter(page) "/" counter(pages); font: 7pt 'DejaVu Sans', sans-serif; }
}
@page :first { @top-right { content: none; } }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; color: #111; margin: 0; }
.bar { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 4px solid ${accent}; padding-bottom: 5px; }
.bar b { font-size: 15pt; color: ${accent}; display: block; } .bar span { font-size: 7pt; color: #555; }
.docno { text-align: right; font-size: 9pt; } .docno b { font-size: 11pt; }
.two { display: flex; gap: 18px; margin-top: 10px; } .two .col { flex: 1; }
.result { background: ${accent}; color: #fff; padding: 8px 10px; border-radius: 3px; }
.result span { display: block; font-size: 9pt; } .result strong { display: block; font-size: 17pt; } .result em { font-size: 7.5pt; }
.addr { border-left: 3px solid ${accent}; padding: 4px 8px; font-size: 9.5pt; margin-bottom: 8px; } .addr small { display: block; font-size: 6.5pt; color: #666; } .addr b { display: block; }
dl.facts { display: grid; grid-template-columns: 34% 66%; margin: 0; row-gap: 2px; } dl.facts dt { color: #666; font-size: 7pt; } dl.facts dd { margin: 0; font-weight: bold; }
h2 { font-size: 9.5pt; color: ${accent}; margin: 11px 0 4px; break-after: avoid; }
table { border-collapse: collapse; width: 100%; }
table.recap td { padding: 2px 3px; border-bottom: 1px dotted #bbb; } table.recap tr.b td { font-weight: bold; } table.recap tr.r td { font-weight: bold; font-size: 10pt; border-top: 1.5px solid #111; }
.pay { display: flex; gap: 8px; margin-top: 8px; font-size: 7pt; } .qr { width: 72px; height: 72px; }
p.lead { margin: 10px 0 0; padding: 5px 8px; background: #f3f3f0; }
table.items th { font-size: 6.5pt; text-align: left; border-bottom: 1.2px solid #222; padding: 2px 3px; color: #333; }
table.items td { padding: 2px 3px; border-bottom: 1px solid #e3e3e3; vertical-align: top; }
table.items tbody.blk { break-inside: avoid; } table.items tbody.blk tr:first-child td { border-top: 1px solid #999; }
table.items td small { display: block; font-size: 6pt; color: #666; }
table.items tfoot td, table.items tr.b td { font-weight: bold; border-top: 1px solid #222; }
td.n, th.n { text-align: right; white-space: nowrap; font-family: 'DejaVu Sans Mono', monospace; font-size: 7.4pt; } th.n { font-family: 'DejaVu Sans', sans-serif; font-size: 6.5pt; } td.u { color: #555; font-size: 6.8pt; white-space: nowrap; }
.chips span { display: inline-block; margin: 1px 3px 1px 0; padding: 1px 4px; border: 1px solid #ccc; font-size: 7pt; } .chips b { margin-left: 4px; }
ol.notes { font-size: 6.8pt; color: #444; padding-left: 14px; margin: 0; }
.small { font-size: 6.6pt; color: #555; }
sup { font-size: 5.5pt; }
</style></head><body>${parts.join('\n')}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with Chromium; the PDF's creation and modification stamps become the issue date, so bytes repeat. */
export async function renderBillingBasis(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
  // One page prints one bill at a time: callers that generate bills in parallel wait their turn.
  const previous = queues.get(printer) ?? Promise.resolve()
  const job = previous.then(() => printer.print(html))
  queues.set(
    printer,
    job.then(
      () => undefined,
      () => undefined,
    ),
  )
  const pdf = await job
  const text = Buffer.from(pdf).toString('latin1')
  const stamp = `D:${bill.issueDate.replaceAll('-', '')}071500+00'00'`
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${stamp})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
