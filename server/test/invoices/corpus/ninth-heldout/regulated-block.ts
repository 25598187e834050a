/**
 * NINTH FORMER HELD-OUT split (written blind 2026-11-23, session 7; unsealed in session 8). Layout "regulated-block", HTML
 * printed by Chromium: page one is a one-page "Souhrn vyúčtování" (parts with subtotals, VAT, advances,
 * result, payment box); the detail follows in numbered parts, the supplier's part priced in Kč/kWh and
 * a separate "Regulované platby" block under the distributor's own heading with its rates in Kč/MWh
 * and quantities in MWh, then the electricity tax, the buy-back and the consumption table.
 */
import type { Bill, LineItem } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  addressLines,
  customerIds,
  DISTRIBUTORS,
  escapeHtml as e,
  fixChromiumDates,
  headerWords,
  identityOf,
  isEnergy,
  itemLabels,
  itemsOf,
  longDate,
  Printer,
  resultOf,
  sumTotals,
  type Group,
} from './common.ts'

const CSS = `
@page { size: A4; margin: 13mm 12mm 15mm 12mm; }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.2pt; color: #1a1a1a; margin: 0; }
h1 { font-size: 14pt; margin: 6px 0 2px; }
h2 { font-size: 10.5pt; margin: 14px 0 4px; border-bottom: 1.2px solid #333; padding-bottom: 2px; }
h3 { font-size: 9pt; margin: 10px 0 3px; }
table { border-collapse: collapse; width: 100%; }
thead { display: table-header-group; }
tr { page-break-inside: avoid; }
th { text-align: left; font-size: 7.4pt; background: #e8edf2; padding: 3px 4px; border-bottom: 1px solid #888; }
td { padding: 2px 4px; border-bottom: 0.5px solid #ccc; vertical-align: top; }
.num { text-align: right; white-space: nowrap; }
.per { white-space: nowrap; font-size: 7pt; }
.sub td { font-style: italic; border-top: 1px solid #888; background: #f6f6f6; }
.total td { font-weight: bold; border-top: 1.5px solid #222; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.brand { font-size: 15pt; font-weight: bold; }
.muted { color: #555; font-size: 7pt; }
.window { width: 86mm; min-height: 30mm; border: 0.5px dashed #aaa; padding: 4mm; margin-top: 8mm; }
.kv td { border: none; padding: 1px 4px; }
.kv td:first-child { color: #444; }
.kv td + td { white-space: nowrap; }
.result { border: 2px solid #222; padding: 6px 10px; margin-top: 10px; font-size: 11pt; display: flex; justify-content: space-between; }
.pay { display: flex; gap: 10px; margin-top: 10px; }
.qr { width: 26mm; height: 26mm; border: 2px solid #000; display: flex; align-items: center; justify-content: center; font-size: 6.5pt; }
.detail { page-break-before: always; }
.note { font-size: 6.8pt; color: #444; margin-top: 12px; }
.distributor { background: #f1f1e6; padding: 4px 6px; border-left: 3px solid #777; margin-bottom: 4px; }
`

export async function renderRegulatedBlockBill(printer: HtmlPrinter, bill: Bill, random: Random): Promise<Uint8Array> {
  const p = new Printer(bill, random, { unicodeMinus: true })
  const w = headerWords(p)
  const label = itemLabels(p, bill.supplier)
  const id = identityOf(bill, random)
  const buys = bill.direction !== 'sell'
  const sells = bill.direction !== 'buy'
  const customer = bill.customerType === 'business' ? customerIds(random) : null
  const bySegment = random.chance(0.5)
  const longPeriod = random.chance(0.3)
  const cur = p.currency
  const d = DISTRIBUTORS[bill.distributor]
  const num = (text: string) => `<td class="num">${e(text)}</td>`
  const result = resultOf(bill)

  const supplyItems = itemsOf(bill, 'supply', bySegment)
  const regulatedItems = (['distribution', 'regulated'] as Group[]).flatMap((g) => itemsOf(bill, g, bySegment))
  const taxItems = itemsOf(bill, 'tax', bySegment)
  const sellItems = itemsOf(bill, 'sell', true)

  // ---------- page 1: summary ----------
  const docRows: [string, string][] = [
    [w.number, bill.invoiceNumber],
    [w.vs, bill.variableSymbol],
    [w.customerNumber, bill.customerNumber],
    [w.issued, p.date(bill.issueDate)],
  ]
  if (buys && random.chance(0.5)) docRows.push([w.duzp, p.date(bill.periodTo)])
  docRows.push([w.due, p.date(bill.dueDate)])
  docRows.push([w.period.replace('Vyúčtování za období', 'Zúčtovací období'), p.period(bill.periodFrom, bill.periodTo)])
  const kv = (rows: [string, string][]) => `<table class="kv">${rows.map(([k, v]) => `<tr><td>${e(k)}</td><td><b>${e(v)}</b></td></tr>`).join('')}</table>`

  const customerLines = [`<b>${e(bill.customerName)}</b>`, ...addressLines(bill.billingAddress, bill.addressOnTwoLines).map(e)]
  if (customer) customerLines.push(`IČO: ${customer.ico}, DIČ: ${customer.dic}`)

  const placeAddress = addressLines(bill.supplyAddress, bill.addressOnTwoLines)
  const mainEan = bill.direction === 'sell' ? bill.productionEan! : bill.ean
  const intro =
    bill.supplier === 'centropol' && bill.direction !== 'sell'
      ? `<p>Souhrnné informace Vašeho vyúčtování pro odběrné místo s kódem EAN ${mainEan} na adrese ${e(placeAddress.join(', '))}.</p>`
      : `<p>${e(w.place)}: ${e(placeAddress.join(', '))} &nbsp;·&nbsp; ${e(w.ean)}: <b>${mainEan}</b></p>`
  const periodText = longPeriod ? `za období od ${longDate(bill.periodFrom)} do ${longDate(bill.periodTo)}` : `za období ${p.period(bill.periodFrom, bill.periodTo)}`

  const summary: string[] = []
  const sRow = (name: string, value: number, cls = '') => summary.push(`<tr class="${cls}"><td>${e(name)}</td>${num(p.money(value))}</tr>`)
  if (buys) {
    sRow(`1. ${random.pick(['Obchodní část (dodávka elektřiny)', 'Dodávka elektřiny – platba obchodníkovi', 'Platba za silovou elektřinu'])}`, sumTotals(supplyItems))
    sRow(`2. ${random.pick(['Regulované platby (distribuce a související služby)', 'Regulované složky ceny', 'Distribuce a regulované služby'])}`, sumTotals(regulatedItems))
    sRow('3. Daň z elektřiny', sumTotals(taxItems))
    sRow(w.totalNoVat, bill.buyTotalNoVat, 'total')
    sRow('DPH 21 %', bill.vat)
    sRow(w.totalWithVat, bill.buyTotalWithVat, 'total')
  }
  if (sells) sRow(`${buys ? '4' : '1'}. ${w.sellTotal}${buys ? ' (započteno)' : ''}`, buys ? -bill.sellTotal : bill.sellTotal, buys ? '' : 'total')
  if (buys) sRow(w.advances, -bill.advances)
  const resultLabel = result.owes ? w.owes : bill.direction === 'sell' ? w.sellCredit : w.credit

  const payBox = result.owes
    ? `<div class="pay"><div class="qr">QR Platba</div><div>${kv([
        ['Částka k úhradě', p.money(result.amount)],
        ['Číslo účtu', id.bank],
        [w.vs, bill.variableSymbol],
        ['Splatnost', p.date(bill.dueDate)],
      ])}</div></div>`
    : `<p>${e(resultLabel)} ve výši ${e(p.money(result.amount))} Vám poukážeme do ${e(p.date(bill.dueDate))} na účet uvedený ve smlouvě.</p>`

  const page1 = `
<div class="top">
  <div><div class="brand">${e(id.name)}</div><div class="muted">${e(id.street)}, ${e(id.city)} · IČO ${id.ico} · DIČ ${id.dic}</div>
    <div class="window">${customerLines.join('<br>')}</div></div>
  <div style="width: 78mm">${kv(docRows)}</div>
</div>
<h1>${e(w.title)}</h1>
<div>${e(w.subtitle)} ${e(periodText)}</div>
${intro}
<h2>Souhrn vyúčtování</h2>
<table>${summary.join('')}</table>
<div class="result"><b>${e(resultLabel)}</b><b>${e(p.money(result.amount))}</b></div>
${payBox}
<p class="note">Podrobné vyúčtování najdete na následujících stranách. Zákaznická linka ${e(id.phone)}, ${e(id.web)}.</p>`

  // ---------- detail ----------
  const facts: [string, string][] = []
  facts.push([w.place, placeAddress.join(', ')])
  facts.push([w.ean, mainEan])
  if (bill.direction === 'both') facts.push([w.productionEan, bill.productionEan!])
  if (buys) {
    facts.push([w.rate, bill.rate])
    facts.push([w.breaker, p.breaker()])
  }
  facts.push([w.product, bill.direction === 'sell' ? bill.sellProductName : bill.productName])
  if (bill.direction === 'both') facts.push(['Produkt výkupu', bill.sellProductName])
  if (bill.contractEnd) facts.push([w.contractEnd, p.date(bill.contractEnd)])
  facts.push(['Kategorie zákazníka', bill.customerType === 'business' ? 'podnikatel (MOP)' : 'domácnost (MOO)'])

  const table = (head: string[], rows: string[], sub?: [string, number]) =>
    `<table><thead><tr>${head.map((h, i) => `<th${i >= 2 ? ' class="num"' : ''}>${e(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}${
      sub ? `<tr class="sub"><td colspan="${head.length - 1}">${e(sub[0])}</td>${num(p.n(sub[1], 2))}</tr>` : ''
    }</tbody></table>`

  // Supply part: the supplier's prices per kWh.
  const supplyRow = (item: LineItem) => {
    const qty = isEnergy(item) ? p.energy(item.quantity) : p.months(item.quantity)
    const price = isEnergy(item) ? `${p.perKwh(item.price)} ${cur}/kWh` : `${p.n(item.price, 2)} ${cur}/měs.`
    return `<tr><td>${e(label(item))}</td><td class="per">${e(p.period(item.from, item.to, ' – '))}</td>${num(qty)}${num(price)}${num(p.n(item.total, 2))}</tr>`
  }
  // Regulated part: the distributor's rates per MWh, quantities in MWh.
  const regulatedRow = (item: LineItem) => {
    const qty = isEnergy(item) ? `${p.n(item.quantity / 1000, 3)} MWh` : p.months(item.quantity)
    const price = isEnergy(item) ? `${p.n(item.price, 2)} ${cur}/MWh` : `${p.n(item.price, 2)} ${cur}/měs.`
    const name = item.kind === 'breaker' ? `${label(item)} ${p.breaker()}` : label(item)
    return `<tr><td>${e(name)}</td><td class="per">${e(p.period(item.from, item.to, ' – '))}</td>${num(qty)}${num(price)}${num(p.n(item.total, 2))}</tr>`
  }
  const sellRow = (item: LineItem) => {
    const qty = isEnergy(item) ? p.energy(item.quantity) : p.months(item.quantity)
    const price = isEnergy(item) ? `${p.n(item.price, 2)} ${cur}/MWh` : `${p.n(item.price, 2)} ${cur}/měs.`
    return `<tr><td>${e(label(item))}</td><td class="per">${e(p.period(item.from, item.to, ' – '))}</td>${num(qty)}${num(price)}${num(p.n(item.total, 2))}</tr>`
  }
  const amountHead = `Celkem bez DPH (${cur})`
  const parts: string[] = []
  if (buys) {
    parts.push(`<h2>1. ${e(bill.supplier === 'mnd' ? 'Obchodní část - ceník MND' : random.pick(['Obchodní část – dodávka elektřiny', 'Dodávka elektřiny (obchodník)', 'Platby za dodávku elektřiny']))}</h2>
<div class="muted">Dodavatel: ${e(id.name)}</div>
${table(['Položka', 'Období', 'Množství', 'Cena za jednotku', amountHead], supplyItems.map(supplyRow), [random.pick(['Mezisoučet obchodní část', 'Celkem za dodávku', 'Celková platba za obchodní část']), sumTotals(supplyItems)])}`)
    const heading =
      bill.distributorShown === 'explicit'
        ? `<div class="distributor"><b>${e(d.name)}</b>, IČO ${d.ico} – provozovatel distribuční soustavy</div>`
        : bill.distributorShown === 'fault-line'
          ? `<div class="distributor">Poruchová linka distributora (nonstop): <b>${d.faultLine}</b></div>`
          : `<div class="distributor">Ceny stanovené cenovým rozhodnutím ERÚ pro distribuční sazbu ${e(bill.rate)}</div>`
    parts.push(`<h2>2. Regulované platby</h2>
${heading}
${table(['Složka ceny', 'Období', 'Množství', 'Sazba', amountHead], regulatedItems.map(regulatedRow), [random.pick(['Mezisoučet regulované platby', 'Celkem regulované platby']), sumTotals(regulatedItems)])}
<h2>3. Daň z elektřiny</h2>
${table(['Položka', 'Období', 'Množství', 'Sazba daně', amountHead], taxItems.map(regulatedRow), ['Celkem daň z elektřiny', sumTotals(taxItems)])}
<h3>Rekapitulace</h3>
<table style="width: 60%">
<tr><td>${e(w.totalNoVat)}</td>${num(p.money(bill.buyTotalNoVat))}</tr>
<tr><td>DPH 21 % ze základu ${e(p.n(bill.buyTotalNoVat, 2))}</td>${num(p.money(bill.vat))}</tr>
<tr class="total"><td>${e(w.totalWithVat)}</td>${num(p.money(bill.buyTotalWithVat))}</tr>
</table>`)
  }
  if (sells) {
    parts.push(`<h2>${buys ? '4' : '1'}. ${e(random.pick(['Výkup elektřiny z výrobny', 'Vyúčtování výkupu', 'Výkup přetoků']))}</h2>
<div class="muted">${e(w.productionEan)}: ${bill.productionEan} · ${bill.customerType === 'business' ? 'Ceny bez DPH.' : 'Výrobce není plátcem DPH.'}</div>
${table(['Položka', 'Období', 'Množství', 'Cena', `Celkem (${cur})`], sellItems.map(sellRow), [w.sellTotal, bill.sellTotal])}
<p>${e(w.sold)}: ${e(p.energy(bill.soldKwh))}</p>`)
  }
  if (buys) {
    const rows: [string, string][] = bill.twoTariff
      ? [
          [`Vysoký tarif (${p.high()})`, p.energy(bill.vtKwh)],
          [`Nízký tarif (${p.low()})`, p.energy(bill.ntKwh)],
        ]
      : [['Jednotarif', p.energy(bill.vtKwh)]]
    rows.push([w.consumption, p.energy(bill.statedTotalKwh)])
    if (bill.yearlyEstimatePrinted !== null) rows.push([w.yearly, p.energy(bill.yearlyEstimatePrinted, 'kWh')])
    parts.push(`<h2>${random.pick(['Spotřeba v zúčtovacím období', 'Údaje o spotřebě', 'Množství elektřiny'])}</h2>
<table style="width: 60%">${rows.map(([k, v]) => `<tr><td>${e(k)}</td>${num(v)}</tr>`).join('')}</table>`)
  }

  const page2 = `
<div class="detail">
<div class="top"><div class="brand" style="font-size: 11pt">${e(id.name)}</div><div class="muted">${e(w.number)} ${e(bill.invoiceNumber)}</div></div>
<h1 style="font-size: 12pt">${random.pick(['Podrobné vyúčtování', 'Detailní struktura vyúčtování', 'Rozpis vyúčtování'])}</h1>
${kv(facts)}
${parts.join('\n')}
<p class="note">${e(id.register)} Reklamace: ${e(id.email)}, ${e(id.phone)}.</p>
</div>`

  const html = `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${e(w.title)} ${e(bill.invoiceNumber)}</title><style>${CSS}</style></head><body>${page1}${page2}</body></html>`
  return fixChromiumDates(await printer.print(html), bill)
}
