/** NINETEENTH SPLIT (blind development), written blind on 2026-11-28 (session 14).
 * The Chromium layout "fine-print-columns", HTML printed to PDF.
 */
import type { Bill, LineItem } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  ESTIMATE_LABELS,
  FAULT_LINES,
  NETWORK_KINDS,
  REGULATED_KINDS,
  SELL_KINDS,
  SUPPLY_KINDS,
  amount,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  date,
  energy,
  esc,
  fuelMix,
  isEnergy,
  itemsOf,
  labelsFor,
  meterReadings,
  moneyFirst,
  nextAdvances,
  num,
  paidAdvances,
  period,
  promoText,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

const css = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')

/** The HTML of one bill in the fine-print-columns layout. */
export function finePrintColumnsHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const c = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const m = (value: number) => moneyFirst(bill, value)
  const sellOnly = bill.direction === 'sell'
  const readings = meterReadings(bill, random)
  const english = random.chance(0.5)
  const accent = random.pick(['#0b5563', '#8a3b12', '#36521c', '#4a2f7a', '#7a1f3d'])
  const columns = random.pick([3, 3, 2])
  const monthWord = random.pick(['měs.', 'M'])
  const breakerText = random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases}×${bill.breaker.amps}A`])
  /** A Czech label with its English gloss on bilingual bills. */
  const L = (cz: string, en: string) => (english ? `${esc(cz)} <i>/ ${esc(en)}</i>` : esc(cz))
  const blocks: string[] = []
  const block = (title: string, en: string, inner: string) => blocks.push(`<section><h4>${L(title, en)}</h4>${inner}</section>`)
  const kv = (rows: [string, string, string][]) =>
    `<table class="kv">${rows.map(([cz, en, v]) => `<tr><th>${L(cz, en)}</th><td>${v}</td></tr>`).join('')}</table>`

  // ---- the head (outside the columns): issuer, document, and the result box
  const title = sellOnly
    ? 'Vyúčtování výkupu elektřiny'
    : bill.direction === 'both'
      ? 'Vyúčtování elektřiny a výkupu přetoků'
      : 'Vyúčtování dodávky elektřiny'
  const resultLabel =
    bill.balance > 0
      ? random.pick(['K úhradě', 'Nedoplatek'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Vracíme Vám'])
        : 'Vyrovnáno'
  const resultEn = bill.balance > 0 ? 'Amount due' : bill.balance < 0 ? 'Refund' : 'Settled'
  const head = `<header>
<div class="issuer"><b>${esc(party.name)}</b><span>${esc(party.street)}, ${party.zipCity}</span><span>IČO ${party.ico} · DIČ CZ${party.ico} · ${party.web}</span></div>
<div class="doc"><b>${esc(title)}</b><span>${sellOnly ? 'Doklad o výkupu – samofakturace' : 'Faktura – daňový doklad'} č. <strong>${bill.invoiceNumber}</strong></span><span>${L('Zúčtovací období', 'Billing period')}: ${period(bill, bill.periodFrom, bill.periodTo)}</span></div>
<div class="result"><span>${L(resultLabel, resultEn)}</span><b>${m(Math.abs(bill.balance))}</b><span>${bill.balance > 0 ? `${L('splatnost', 'due')} ${date(bill, bill.dueDate)}` : bill.balance < 0 ? `${L('vrátíme do', 'paid by')} ${date(bill, bill.dueDate)}` : ''}</span></div>
</header>`

  // ---- the totals strip, before anything else
  const strip: [string, string, string][] = []
  if (buys(bill))
    strip.push(
      ['Celkem bez DPH', 'Net total', m(bill.buyTotalNoVat)],
      ['DPH 21 %', 'VAT 21 %', m(bill.vat)],
      ['Celkem s DPH', 'Total incl. VAT', m(bill.buyTotalWithVat)],
    )
  if (sells(bill)) strip.push([sellOnly ? 'Výkup celkem' : 'Odečet výkupu', 'Buy-back', m(bill.sellTotal)])
  if (buys(bill)) strip.push(['Uhrazené zálohy', 'Advances paid', m(bill.advances)])
  const totals = `<table class="strip"><tr>${strip.map(([cz, en, v]) => `<td><small>${L(cz, en)}</small><b>${v}</b></td>`).join('')}</tr></table>`

  // ---- the customer and the document
  const customer = [`<b>${esc(bill.customerName)}</b>`]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    customer.push(`IČ: ${ico}, DIČ: CZ${ico}`)
  }
  customer.push(esc(bill.billingAddress.street), `${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}`)
  block(sellOnly ? 'Výrobce' : 'Odběratel', sellOnly ? 'Producer' : 'Customer', `<p class="addr">${customer.join('<br>')}</p>`)
  block(
    'Doklad',
    'Document',
    kv([
      [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', 'Invoice no.', bill.invoiceNumber],
      ['Variabilní symbol', 'Payment ref.', bill.variableSymbol],
      ['Zákaznické číslo', 'Customer no.', bill.customerNumber],
      ['Vystaveno', 'Issued', date(bill, bill.issueDate)],
      ['DUZP', 'Tax point', date(bill, bill.periodTo)],
      [bill.balance > 0 ? 'Splatnost' : 'Vrácení do', bill.balance > 0 ? 'Due date' : 'Refund by', date(bill, bill.dueDate)],
      ['Období', 'Period', period(bill, bill.periodFrom, bill.periodTo)],
      ['Druh', 'Type', 'řádné vyúčtování'],
    ]),
  )

  // ---- the supply (or production) point
  const address = bill.addressOnTwoLines
    ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
    : `${esc(bill.supplyAddress.street)}, ${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
  const [termLabel, termValue] = contractTerm(bill, random)
  const place: [string, string, string][] = []
  if (buys(bill)) {
    place.push(
      ['EAN', 'EAN', `<b>${bill.ean}</b>`],
      ['Adresa', 'Address', address],
      ['Sazba', 'Tariff', bill.rate],
      ['Jistič', 'Main breaker', breakerText],
    )
    if (bill.distributorShown === 'explicit') place.push(['Distributor', 'DSO', esc(DISTRIBUTOR_FULL[bill.distributor])])
    if (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.5)))
      place.push(['Poruchy', 'Outages', FAULT_LINES[bill.distributor]])
    place.push(['Produkt', 'Product', esc(bill.productName)], ['Cena', 'Pricing', esc(buyTypeText(bill, random))])
    if (bill.yearlyEstimatePrinted !== null)
      place.push([random.pick(ESTIMATE_LABELS), 'Annual estimate', `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`])
    if (sells(bill))
      place.push(
        ['EAN výrobny', 'Generation EAN', bill.productionEan!],
        ['Výkup', 'Buy-back', `${esc(bill.sellProductName)} (${esc(sellTypeText(bill, random))})`],
      )
  } else {
    place.push(['EAN výrobny', 'Generation EAN', `<b>${bill.productionEan}</b>`], ['Adresa', 'Address', address])
    place.push(['Produkt', 'Product', esc(bill.sellProductName)], ['Cena', 'Pricing', esc(sellTypeText(bill, random))])
  }
  place.push([termLabel, 'Contract', termValue])
  block(sellOnly ? 'Výrobna' : 'Odběrné místo', sellOnly ? 'Generation point' : 'Supply point', kv(place))

  // ---- consumption and readings
  const readRows = readings.rows
    .map((r) => {
      const name = r.kind === 'vt' ? (bill.twoTariff ? '1.8.1' : '1.8.0') : r.kind === 'nt' ? '1.8.2' : '2.8.0'
      return `<tr><td>${name}</td><td>${date(bill, r.from)}</td><td class="n">${num(bill, r.start, 0)}</td><td>${date(bill, r.to)}</td><td class="n">${num(bill, r.end, 0)}</td></tr>`
    })
    .join('')
  const amounts: string[] = []
  if (buys(bill)) {
    if (bill.twoTariff) amounts.push(`VT ${e(bill.vtKwh)}, NT ${e(bill.ntKwh)}, celkem ${e(bill.statedTotalKwh)}`)
    else amounts.push(`${e(bill.vtKwh)} (jednotarif); celkem ${e(bill.statedTotalKwh)}`)
  }
  if (sells(bill)) amounts.push(`${sellOnly ? '' : 'do sítě '}${e(bill.soldKwh)}`)
  block(
    sellOnly ? 'Dodáno do sítě' : 'Odběr',
    sellOnly ? 'Exported' : 'Consumption',
    `<p>${amounts.join('<br>')}</p><table class="mini"><tr><th>Reg.</th><th>Od</th><th class="n">Stav</th><th>Do</th><th class="n">Stav</th></tr>${readRows}</table><p class="tiny">Elektroměr č. ${readings.meter}; stavy v kWh.</p>`,
  )

  // ---- the price breakdown in narrow tables
  const per = bill.energyUnit
  const row = (item: LineItem) => {
    const q = isEnergy(item)
      ? per === 'kWh'
        ? `${num(bill, item.quantity, 0)} kWh`
        : `${num(bill, item.quantity / 1000, mwhDecimals)} MWh`
      : `${num(bill, item.quantity, 3)} ${monthWord}`
    const p = isEnergy(item) ? (per === 'kWh' ? num(bill, item.price / 1000, 5) : amount(bill, item.price)) : amount(bill, item.price)
    const when =
      new Set(bill.items.map((i) => i.from)).size > 1 || item.kind === 'sellMonthly'
        ? `<small>${period(bill, item.from, item.to, '–')}</small>`
        : ''
    return `<tr><td>${esc(labels[item.kind])}${when}</td><td class="n">${q}</td><td class="n">${p}</td><td class="n">${amount(bill, item.total)}</td></tr>`
  }
  const table = (caption: string, items: LineItem[], sumLabel: string) =>
    `<table class="items"><thead><tr><th>${esc(caption)}</th><th class="n">Množství</th><th class="n">${c}/MJ</th><th class="n">${c}</th></tr></thead><tbody>${items.map(row).join('')}</tbody><tfoot><tr><td colspan="3">${esc(sumLabel)}</td><td class="n">${amount(bill, sumTotals(items))}</td></tr></tfoot></table>`
  if (buys(bill)) {
    const groups: [string, LineItem[], string][] = [
      ['Neregulovaná část (dodavatel)', itemsOf(bill, SUPPLY_KINDS), 'Mezisoučet dodávka'],
      ['Distribuce', itemsOf(bill, NETWORK_KINDS), 'Mezisoučet distribuce'],
      ['Regulované služby', itemsOf(bill, REGULATED_KINDS), 'Mezisoučet služby'],
      ['Daň', itemsOf(bill, ['tax']), 'Mezisoučet daň'],
    ]
    const note = `<p class="tiny">Ceny bez DPH; energie v ${c}/${per}, stálé platby v ${c} za měsíc.</p>`
    const sum = `<table class="sum"><tr><td>${L('Celkem bez DPH', 'Net total')}</td><td class="n">${m(bill.buyTotalNoVat)}</td></tr><tr><td>${L('DPH 21 %', 'VAT 21 %')}</td><td class="n">${m(bill.vat)}</td></tr><tr class="b"><td>${L('Celkem s DPH', 'Total incl. VAT')}</td><td class="n">${m(bill.buyTotalWithVat)}</td></tr></table>`
    block('Rozpis ceny', 'Price breakdown', note + groups.map(([cap, items, sumLabel]) => table(cap, items, sumLabel)).join('') + sum)
  }
  if (sells(bill)) {
    const items = itemsOf(bill, SELL_KINDS)
    block(
      'Výkup přetoků',
      'Buy-back',
      `${table('Výkup z výrobny', items, 'Výkup celkem')}<p class="tiny">Výrobce není plátcem DPH${sellOnly ? '; doklad vystavuje odběratel jménem výrobce' : ''}.</p>`,
    )
  }

  // ---- settlement, advances, payment
  const settle: [string, string, string][] = []
  if (buys(bill)) settle.push(['Fakturováno s DPH', 'Invoiced', m(bill.buyTotalWithVat)])
  if (sells(bill)) settle.push([sellOnly ? 'Výkup' : 'Odečet výkupu', 'Buy-back', sellOnly ? m(bill.sellTotal) : m(-bill.sellTotal)])
  if (buys(bill)) settle.push(['Zálohy', 'Advances', m(-bill.advances)])
  settle.push([resultLabel, resultEn, `<b>${m(Math.abs(bill.balance))}</b>`])
  let payment = ''
  if (bill.balance > 0)
    payment = `<p>${L('Účet', 'Account')}: <b>${party.account}</b> (${esc(party.bank)}), VS <b>${bill.variableSymbol}</b>, ${L('splatnost', 'due')} <b>${date(bill, bill.dueDate)}</b>.</p>`
  else if (bill.balance < 0) payment = `<p>Částku ${sellOnly ? 'vyplatíme' : 'vrátíme'} na Váš účet do ${date(bill, bill.dueDate)}.</p>`
  const paid = buys(bill) ? paidAdvances(bill, random.pick([12, 18, 26])) : []
  const paidList = paid.length
    ? `<p class="tiny">${L('Přijaté zálohy', 'Advances received')}: ${paid.map((p) => `${date(bill, p.date)} ${amount(bill, p.amount)}`).join(' · ')}</p>`
    : ''
  block('Vyúčtování', 'Settlement', `${kv(settle)}${payment}${paidList}`)
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    block(
      'Zálohy na další období',
      'Next advances',
      `<p>${next.every === 'monthly' ? 'Měsíčně' : 'Čtvrtletně'} ${m(next.rows[0]!.amount)} k ${next.day}. dni:</p><p class="tiny">${next.rows.map((r) => date(bill, r.date)).join(', ')}</p>`,
    )
  }

  // ---- the small print
  const info: string[] = []
  if (buys(bill)) info.push(fuelMix(random))
  info.push(
    promoText(bill, random),
    COMPLAINT_NOTE,
    `Zákaznická linka ${party.phone}, ${party.email}. ${party.name} je zapsána v obchodním rejstříku vedeném ${party.register}.`,
  )
  block('Informace', 'Information', info.map((t) => `<p class="tiny">${esc(t)}</p>`).join(''))

  const running = css(`${party.name} · č. ${bill.invoiceNumber}`)
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(title)} ${bill.invoiceNumber}</title><style>
@page { size: A4; margin: 11mm 9mm 13mm 9mm;
  @top-right { content: "${running}"; font: 5.8pt 'DejaVu Sans', sans-serif; color: #666; }
  @bottom-left { content: "${css(`${party.name} · IČO ${party.ico} · ${party.web}`)}"; font: 5.6pt 'DejaVu Sans', sans-serif; color: #777; }
  @bottom-right { content: "Stránka " counter(page) "/" counter(pages); font: 6.4pt 'DejaVu Sans', sans-serif; }
}
@page :first { @top-right { content: none; } }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 6.3pt; line-height: 1.22; color: #151515; margin: 0; }
header { display: flex; gap: 8px; align-items: stretch; border-bottom: 2px solid ${accent}; padding-bottom: 4px; }
header div { display: flex; flex-direction: column; } header span { font-size: 6pt; color: #444; }
header .issuer { flex: 1.1; } header .issuer b { font-size: 10pt; color: ${accent}; }
header .doc { flex: 1.2; } header .doc b { font-size: 8.6pt; }
header .result { flex: 0.8; background: ${accent}; color: #fff; padding: 3px 6px; text-align: right; } header .result span { color: #f2f2f2; } header .result b { font-size: 11pt; }
table { border-collapse: collapse; width: 100%; }
table.strip { margin: 4px 0 5px; } table.strip td { border: 0.6pt solid #aaa; padding: 2px 4px; } table.strip small { display: block; color: #555; font-size: 5.6pt; } table.strip b { white-space: nowrap; }
main { column-count: ${columns}; column-gap: 4mm; column-rule: 0.4pt solid #bbb; }
section { margin: 0 0 5px; }
h4 { margin: 0 0 2px; font-size: 6.6pt; text-transform: uppercase; letter-spacing: 0.3px; color: ${accent}; border-bottom: 0.6pt solid ${accent}; break-after: avoid; }
h4 i, th i, small i, span i { text-transform: none; font-weight: normal; color: #777; }
p { margin: 1px 0; } p.addr { font-size: 7pt; } .tiny { font-size: 5.5pt; color: #555; }
table.kv th { text-align: left; font-weight: normal; color: #555; padding: 0.5px 3px 0.5px 0; vertical-align: top; width: 42%; } table.kv td { padding: 0.5px 0; font-weight: bold; }
table.mini th, table.items th { font-size: 5.6pt; color: #444; text-align: left; border-bottom: 0.6pt solid #333; padding: 1px 2px; }
table.mini td { padding: 0.5px 2px; white-space: nowrap; }
table.items { margin: 2px 0 3px; } table.items td { padding: 0.6px 2px; vertical-align: top; border-bottom: 0.3pt solid #e2e2e2; }
table.items td small { display: block; color: #666; font-size: 5.3pt; } table.items tfoot td { font-weight: bold; border-top: 0.6pt solid #333; }
table.items tr { break-inside: avoid; }
td.n, th.n { text-align: right; white-space: nowrap; }
table.sum td { padding: 1px 2px; } table.sum tr.b td { font-weight: bold; border-top: 0.8pt solid #222; }
</style></head><body>${head}${totals}<main>${blocks.join('\n')}</main></body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with the shared Chromium and fixes the PDF's dates to the bill's issue date, so bytes repeat. */
export async function renderFinePrintColumns(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
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
  const stamp = `D:${bill.issueDate.replaceAll('-', '')}081000+00'00'`
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${stamp})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
