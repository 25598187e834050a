/** SEVENTEENTH SPLIT (blind development), written on 2026-11-23 (session 13).
 * The Chromium layout "two-line-items": an HTML bill (printed to PDF) of a municipal or cooperative
 * supplier's billing system in which every item takes TWO LINES of its table: the name with its
 * period (on some bills written with the month's name) over a line of figures (quantity, unit, unit
 * price, VAT rate, amount) under column heads that the table header carries once and repeats on every
 * page. Page one has three columns (customer, document, supply point) and an overview strip; the
 * regulated charges form a table of their own; the buy-back is a self-billing part with its own
 * number; advances are listed as prescribed against paid with the difference; footnote marks lead to
 * notes under the tables. "Strana n / N" in the bottom margin, the invoice number in the top margin
 * from page two.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  ESTIMATE_LABELS,
  FAULT_LINES,
  amount,
  buyTypeText,
  buys,
  contractText,
  customerIco,
  date,
  energy,
  fuelMix,
  isEnergy,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
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

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const css = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')

const GENITIVE = ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince']
/** A date with the month's name ("1. ledna 2025"). */
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d}. ${GENITIVE[m! - 1]} ${y}`
}

/** The HTML of one bill in the two-line-items layout. */
export function twoLineItemsHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const accent = random.pick(['#2b5d34', '#7a2e46', '#24507a', '#6b4d12', '#3c3c6e'])
  const readings = meterReadings(bill, random)
  const sellOnly = bill.direction === 'sell'
  const monthNames = random.chance(0.5)
  const itemPeriod = (from: string, to: string) => (monthNames ? `${longDate(from)} – ${longDate(to)}` : period(bill, from, to, ' – '))
  const per: 'MWh' | 'kWh' = bill.energyUnit === 'kWh' && random.chance(0.6) ? 'kWh' : 'MWh'
  const monthUnit = random.pick(['měs.', 'měsíc'])
  const parts: string[] = []
  const notes: string[] = []
  const mark = (text: string) => {
    notes.push(text)
    return `<sup>${notes.length})</sup>`
  }

  // ---- header band
  const title = sellOnly
    ? 'Vyúčtování výkupu elektřiny'
    : bill.direction === 'both'
      ? 'Vyúčtování elektřiny – odběr a výkup'
      : 'Vyúčtování dodávky elektřiny'
  parts.push(
    `<header class="band"><div><b>${esc(party.name)}</b><span>${esc(party.street)}, ${party.zipCity}</span><span>IČO ${party.ico} · DIČ CZ${party.ico} · ${party.web}</span></div><div class="doc"><span>${
      sellOnly ? 'Doklad o výkupu – samofakturace' : 'Faktura – daňový doklad'
    }</span><b>${title}</b><strong>č. ${bill.invoiceNumber}</strong></div></header>`,
  )

  // ---- three columns: customer, document, supply point
  const customer = [`<b class="big">${esc(bill.customerName)}</b>`]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    customer.push(`IČ: ${ico} · DIČ: CZ${ico}`)
  }
  customer.push(esc(bill.billingAddress.street), `${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}`)
  const docFacts: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Číslo odběratele', 'Zákaznické číslo']), bill.customerNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['Datum zdan. plnění', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Vyplacení do', date(bill, bill.dueDate)],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
  ]
  const addressHtml = bill.addressOnTwoLines
    ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
    : `${esc(bill.supplyAddress.street)}, ${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
  const place: [string, string][] = []
  const [contractLabel, contractValue] = contractText(bill, random)
  if (buys(bill)) {
    place.push(['EAN', bill.ean], ['Adresa', addressHtml], ['Distribuční sazba', bill.rate])
    place.push([
      'Jistič',
      random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} × ${bill.breaker.amps} A`]),
    ])
    if (bill.distributorShown === 'explicit') place.push(['Distributor', esc(DISTRIBUTOR_FULL[bill.distributor])])
    if (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.4)))
      place.push(['Poruchová služba', FAULT_LINES[bill.distributor]])
    place.push(['Produkt', esc(bill.productName)], ['Cenový model', esc(buyTypeText(bill, random))])
  } else {
    place.push(
      ['EAN výrobny', bill.productionEan!],
      ['Adresa výrobny', addressHtml],
      ['Produkt', esc(bill.sellProductName)],
      ['Cena výkupu', esc(sellTypeText(bill, random))],
    )
  }
  place.push([esc(contractLabel), esc(contractValue)])
  const dl = (rows: [string, string][]) => `<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`
  parts.push(
    `<section class="three"><div><h3>Odběratel</h3><p class="addr">${customer.join('<br>')}</p></div><div><h3>Doklad</h3>${dl(docFacts)}</div><div><h3>${
      sellOnly ? 'Výrobna' : 'Odběrné místo'
    }</h3>${dl(place)}</div></section>`,
  )

  // ---- overview strip
  const strip: [string, string][] = []
  if (buys(bill))
    strip.push(
      ['Bez DPH', money(bill, bill.buyTotalNoVat)],
      ['DPH 21 %', money(bill, bill.vat)],
      ['S DPH', money(bill, bill.buyTotalWithVat)],
    )
  if (sells(bill)) strip.push([sellOnly ? 'Výkup celkem' : 'Výkup (odečet)', money(bill, bill.sellTotal)])
  if (buys(bill)) strip.push(['Zálohy', money(bill, bill.advances)])
  const resultLabel =
    bill.balance > 0
      ? random.pick(['Nedoplatek', 'K úhradě'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Vracíme Vám'])
        : 'Vyrovnáno'
  strip.push([resultLabel, money(bill, Math.abs(bill.balance))])
  parts.push(
    `<table class="strip"><tr>${strip.map(([k, v], i) => `<td${i === strip.length - 1 ? ' class="res"' : ''}><small>${k}</small><b>${v}</b></td>`).join('')}</tr></table>`,
  )

  // ---- consumption facts
  if (buys(bill)) {
    const rows: string[] = []
    if (bill.twoTariff) rows.push(`Vysoký tarif (VT): <b>${e(bill.vtKwh)}</b>`, `Nízký tarif (NT): <b>${e(bill.ntKwh)}</b>`)
    else rows.push(`Jednotarif: <b>${e(bill.vtKwh)}</b>`)
    rows.push(`Odběr celkem: <b>${e(bill.statedTotalKwh)}</b>`)
    if (bill.yearlyEstimatePrinted !== null)
      rows.push(`${random.pick(ESTIMATE_LABELS)}: <b>${num(bill, bill.yearlyEstimatePrinted, 0)} kWh</b>`)
    if (sells(bill)) rows.push(`Dodáno do sítě: <b>${e(bill.soldKwh)}</b>`)
    parts.push(`<p class="facts">${rows.join(' <span class="sep">|</span> ')}</p>`)
  } else parts.push(`<p class="facts">Elektřina dodaná z výrobny do sítě: <b>${e(bill.soldKwh)}</b></p>`)

  // ---- the item tables, two lines per item
  const unitOf = (i: LineItem) => (isEnergy(i) ? bill.energyUnit : monthUnit)
  const qtyOf = (i: LineItem) =>
    isEnergy(i)
      ? bill.energyUnit === 'kWh'
        ? num(bill, i.quantity, 0)
        : num(bill, i.quantity / 1000, mwhDecimals)
      : num(bill, i.quantity, 3)
  const priceOf = (i: LineItem) =>
    isEnergy(i)
      ? per === 'kWh'
        ? `${num(bill, i.price / 1000, 5)} ${cur}/kWh`
        : `${amount(bill, i.price)} ${cur}/MWh`
      : `${amount(bill, i.price)} ${cur}/${monthUnit}`
  const footnote: Partial<Record<RowKind, string>> = {}
  if (bill.buyingType === 'SPOT' && buys(bill))
    footnote.energyVt = footnote.energySingle = 'Cena elektřiny je vážený průměr hodinových cen denního trhu OTE za dané období.'
  if (bill.items.some((i) => i.kind === 'breaker'))
    footnote.breaker = `Hodnota hlavního jističe ${bill.breaker.phases}x${bill.breaker.amps} A podle údajů distributora.`
  if (bill.items.some((i) => i.kind === 'discountVt')) footnote.discountVt = 'Sleva podle obchodních podmínek produktu.'
  const marks = new Map<RowKind, string>()
  const table = (caption: string, kinds: RowKind[], vatRate: string, subtotalLabel: string) => {
    const items = itemsOf(bill, kinds)
    if (!items.length) return
    const rows = items
      .map((item) => {
        let sup = ''
        const text = footnote[item.kind]
        if (text) {
          if (!marks.has(item.kind)) marks.set(item.kind, mark(text))
          sup = marks.get(item.kind)!
        }
        return `<tbody class="it"><tr class="name"><td colspan="4">${esc(labels[item.kind])}${sup}</td><td colspan="2" class="per">${itemPeriod(item.from, item.to)}</td></tr><tr class="fig"><td></td><td class="n">${qtyOf(
          item,
        )}</td><td>${unitOf(item)}</td><td class="n">${priceOf(item)}</td><td class="n">${vatRate}</td><td class="n">${amount(bill, item.total)}</td></tr></tbody>`
      })
      .join('')
    parts.push(
      `<table class="items"><caption>${caption}</caption><colgroup><col style="width:3%"><col style="width:16%"><col style="width:9%"><col style="width:28%"><col style="width:10%"><col style="width:34%"></colgroup><thead><tr><th class="ind"></th><th class="n">Množství</th><th>MJ</th><th class="n">Jedn. cena bez DPH</th><th class="n">DPH</th><th class="n">Částka bez DPH (${cur})</th></tr></thead>${rows}<tfoot><tr><td colspan="5">${subtotalLabel}</td><td class="n">${amount(
        bill,
        sumTotals(items),
      )}</td></tr></tfoot></table>`,
    )
  }
  if (buys(bill)) {
    parts.push(`<h2>${random.pick(['Rozpis fakturovaných položek', 'Podrobné vyúčtování'])}</h2>`)
    table(
      random.pick(['Dodávka elektřiny (obchodník)', 'Silová elektřina a služby obchodníka']),
      ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'],
      '21 %',
      'Celkem za dodávku',
    )
    table(
      random.pick(['Regulované platby (ceny stanovené ERÚ)', 'Distribuce a regulované služby']),
      ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure'],
      '21 %',
      'Celkem regulované platby',
    )
    table('Daně', ['tax'], '21 %', 'Celkem daň z elektřiny')
    parts.push(
      `<table class="total"><tr><td>Celkem za dodávku elektřiny a související služby bez DPH</td><td class="n">${money(bill, bill.buyTotalNoVat)}</td></tr></table>`,
    )
    parts.push(
      `<table class="vat"><thead><tr><th>Rekapitulace DPH</th><th class="n">Základ</th><th class="n">Sazba</th><th class="n">DPH</th><th class="n">Celkem s DPH</th></tr></thead><tbody><tr><td>základní sazba</td><td class="n">${amount(
        bill,
        bill.buyTotalNoVat,
      )}</td><td class="n">21 %</td><td class="n">${amount(bill, bill.vat)}</td><td class="n">${money(bill, bill.buyTotalWithVat)}</td></tr></tbody></table>`,
    )
  }
  if (sells(bill)) {
    parts.push(
      `<h2>${sellOnly ? 'Vykoupená elektřina' : 'Samofakturace – výkup elektřiny'}</h2><p class="small">Doklad o výkupu č. ${bill.invoiceNumber}-V vystavuje odběratel jménem výrobce; výrobce není plátcem DPH. EAN výrobny ${bill.productionEan}, produkt ${esc(
        bill.sellProductName,
      )} (${esc(sellTypeText(bill, random))}).</p>`,
    )
    table('Výkup přebytků', ['sellEnergy', 'sellFee', 'sellMonthly'], '–', 'Celkem za výkup')
  }
  if (notes.length) parts.push(`<ol class="notes">${notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ol>`)

  // ---- readings
  const readRows = readings.rows
    .map((r) => {
      const reg = r.kind === 'vt' ? (bill.twoTariff ? 'VT' : 'jednotarif') : r.kind === 'nt' ? 'NT' : 'dodávka do sítě'
      return `<tr><td>${readings.meter}</td><td>${reg}</td><td class="n">${date(bill, r.from)}</td><td class="n">${num(bill, r.start, 0)}</td><td class="n">${date(bill, r.to)}</td><td class="n">${num(
        bill,
        r.end,
        0,
      )}</td><td class="n">${num(bill, r.end - r.start, 0)}</td><td>${r.estimated ? 'odhad' : 'odečet'}</td></tr>`
    })
    .join('')
  parts.push(
    `<h2>Odečty elektroměru</h2><table class="read"><thead><tr><th>Elektroměr</th><th>Tarif</th><th class="n">Od</th><th class="n">Stav</th><th class="n">Do</th><th class="n">Stav</th><th class="n">kWh</th><th>Typ</th></tr></thead><tbody>${readRows}</tbody></table>`,
  )

  // ---- advances: prescribed against paid
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([15, 20, 25]))
    if (paid.length) {
      const rows = paid
        .map(
          (p) =>
            `<tr><td>${date(bill, p.date)}</td><td class="n">${amount(bill, p.amount)}</td><td class="n">${amount(bill, p.amount)}</td><td class="n">${amount(bill, 0)}</td></tr>`,
        )
        .join('')
      parts.push(
        `<h2>Zálohy</h2><table class="adv"><thead><tr><th>Splatnost</th><th class="n">Předpis (${cur})</th><th class="n">Uhrazeno (${cur})</th><th class="n">Rozdíl (${cur})</th></tr></thead><tbody>${rows}</tbody><tfoot><tr><td>Celkem</td><td class="n">${amount(
          bill,
          bill.advances,
        )}</td><td class="n">${amount(bill, bill.advances)}</td><td class="n">${amount(bill, 0)}</td></tr></tfoot></table>`,
      )
    }
  }

  // ---- settlement and payment
  const settle: string[] = []
  if (buys(bill)) settle.push(`<tr><td>Fakturováno s DPH</td><td class="n">${money(bill, bill.buyTotalWithVat)}</td></tr>`)
  if (sells(bill)) settle.push(`<tr><td>Výkup elektřiny</td><td class="n">−${money(bill, bill.sellTotal)}</td></tr>`)
  if (buys(bill)) settle.push(`<tr><td>Uhrazené zálohy</td><td class="n">−${money(bill, bill.advances)}</td></tr>`)
  settle.push(`<tr class="res"><td>${resultLabel}</td><td class="n">${money(bill, Math.abs(bill.balance))}</td></tr>`)
  const payment =
    bill.balance > 0
      ? `Částku ${money(bill, bill.balance)} uhraďte na účet ${party.account} s variabilním symbolem ${bill.variableSymbol} do ${date(bill, bill.dueDate)}.`
      : bill.balance < 0
        ? `Částku ${money(bill, -bill.balance)} ${sellOnly ? 'vyplatíme' : 'vrátíme'} na Váš účet do ${date(bill, bill.dueDate)}.`
        : 'Není třeba nic platit.'
  parts.push(`<h2>Vyúčtování</h2><table class="settle">${settle.join('')}</table><p>${payment}</p>`)
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    parts.push(
      `<p class="small">Předpis nových záloh: ${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'} ${money(bill, next.rows[0]!.amount)} k ${next.day}. dni v měsíci, poprvé ${date(bill, next.rows[0]!.date)}.</p>`,
    )
  }

  // ---- notes
  const info: string[] = []
  if (buys(bill)) info.push(fuelMix(random))
  info.push(
    promoText(bill, random),
    COMPLAINT_NOTE,
    `Zákaznická linka ${party.phone}, ${party.email}. Zapsáno v obchodním rejstříku vedeném ${party.register}.`,
  )
  parts.push(`<h2>Informace pro zákazníka</h2>${info.map((t) => `<p class="small">${esc(t)}</p>`).join('')}`)

  const header = css(`${party.name} · Vyúčtování č. ${bill.invoiceNumber}`)
  const footer = css(`${party.name} · ${party.street}, ${party.zipCity} · IČO ${party.ico}`)
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(title)}</title><style>
@page { size: A4; margin: 15mm 13mm 17mm 13mm;
  @top-right { content: "${header}"; font: 6.5pt 'DejaVu Sans', sans-serif; color: #666; }
  @bottom-left { content: "${footer}"; font: 6pt 'DejaVu Sans', sans-serif; color: #777; }
  @bottom-right { content: "Strana " counter(page) " / " counter(pages); font: 7pt 'DejaVu Sans', sans-serif; }
}
@page :first { @top-right { content: none; } }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 7.8pt; color: #161616; margin: 0; }
header.band { display: flex; justify-content: space-between; border-bottom: 3px solid ${accent}; padding-bottom: 5px; }
header.band b { display: block; font-size: 12pt; color: ${accent}; } header.band span { display: block; font-size: 6.8pt; color: #555; }
header.band .doc { text-align: right; } header.band .doc b { font-size: 10.5pt; color: #111; } header.band strong { font-size: 10pt; color: ${accent}; }
section.three { display: flex; gap: 12px; margin-top: 8px; } section.three > div { flex: 1; min-width: 0; }
h3 { font-size: 7pt; text-transform: uppercase; letter-spacing: 0.5px; color: ${accent}; margin: 0 0 3px; border-bottom: 1px solid #ccc; }
.addr { margin: 0; font-size: 8.4pt; } .big { font-size: 9.6pt; }
dl { display: grid; grid-template-columns: minmax(0, 46%) minmax(0, 54%); column-gap: 3px; margin: 0; row-gap: 1px; } dt { color: #666; font-size: 6.8pt; } dd { margin: 0; font-weight: bold; font-size: 7.4pt; }
table { border-collapse: collapse; width: 100%; }
table.strip { margin-top: 9px; } table.strip td { border: 1px solid #bbb; padding: 3px 5px; vertical-align: top; } table.strip small { display: block; color: #666; font-size: 6.4pt; }
table.strip b { white-space: nowrap; } table.strip td.res { background: ${accent}; color: #fff; } table.strip td.res small { color: #eee; }
p.facts { margin: 6px 0; padding: 3px 5px; background: #f3f3f0; } .sep { color: #aaa; }
h2 { font-size: 9pt; color: ${accent}; margin: 10px 0 3px; break-after: avoid; }
table.items { margin-top: 4px; table-layout: fixed; } table.items caption { text-align: left; font-weight: bold; padding: 3px 0; }
table.items th { font-size: 6.4pt; color: #444; text-align: left; border-bottom: 1px solid #222; padding: 2px 3px; background: #f2f2f2; }
table.items tbody.it { break-inside: avoid; }
table.items tr.name td { padding: 2px 3px 0; font-weight: bold; } table.items tr.name td.per { text-align: right; font-weight: normal; color: #555; font-size: 6.8pt; white-space: nowrap; }
table.items tr.fig td { padding: 0 3px 2px; border-bottom: 1px solid #e0e0e0; }
table.items tfoot td { font-weight: bold; border-top: 1px solid #222; padding: 2px 3px; }
td.n, th.n { text-align: right; white-space: nowrap; }
table.total td { font-weight: bold; font-size: 8.6pt; padding: 4px 3px; border-top: 2px solid ${accent}; border-bottom: 2px solid ${accent}; margin-top: 6px; }
table.vat, table.read, table.adv, table.settle { margin-top: 5px; }
table.vat th, table.read th, table.adv th { font-size: 6.4pt; color: #444; text-align: left; border-bottom: 1px solid #222; padding: 2px 3px; }
table.vat td, table.read td, table.adv td, table.settle td { padding: 2px 3px; border-bottom: 1px solid #e6e6e6; white-space: nowrap; }
table.adv tfoot td { font-weight: bold; }
table.settle { width: 60%; } table.settle tr.res td { font-weight: bold; font-size: 9.5pt; border-top: 1.5px solid #222; }
ol.notes { font-size: 6.6pt; color: #555; margin: 4px 0; padding-left: 14px; }
sup { font-size: 5.5pt; }
.small { font-size: 6.6pt; color: #555; margin: 3px 0; }
</style></head><body>${parts.join('\n')}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with the shared Chromium and fixes the PDF's dates to the bill's issue date. */
export async function renderTwoLineItems(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
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
