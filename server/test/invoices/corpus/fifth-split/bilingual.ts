/**
 * BLIND DEVELOPMENT split layout, written 2026-11-23 without reading the extraction rules or the
 * other layouts. "bilingual": HTML printed by Chromium (html-print.ts) for a supplier serving
 * expatriates. Every label is Czech with its English translation in smaller grey type, under it or
 * after it ("Číslo faktury / Invoice No."); the data sit in CSS-grid definition lists (document,
 * customer, supply point), the items in a table with bilingual headers, then the recap.
 */
import type { Bill, LineItem } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  balanceLine,
  billingAddressLines,
  breakerText,
  buyItems,
  buys,
  companyId,
  CREATED,
  date,
  distributorLine,
  energy,
  itemNameEn,
  kwhText,
  money,
  period,
  pickWords,
  quantity,
  sellItems,
  sells,
  supplyAddressLines,
  unitPrice,
  type Words,
} from './common.ts'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A Czech label with its English gloss, under it or after a slash as the bill's style says. */
const label = (cs: string, en: string) => `${escapeHtml(cs)}<span class="en">${escapeHtml(en)}</span>`

type Entry = [cs: string, en: string, value: string]

const definitionList = (entries: Entry[]) =>
  `<dl>${entries.map(([cs, en, value]) => `<dt>${label(cs, en)}</dt><dd>${value.split('\n').map(escapeHtml).join('<br>')}</dd>`).join('')}</dl>`

function documentEntries(bill: Bill, words: Words): Entry[] {
  return [
    [words.invoiceNo, 'Invoice No.', bill.invoiceNumber],
    [words.variableSymbol, 'Payment reference', bill.variableSymbol],
    [words.customerNo, 'Customer No.', bill.customerNumber],
    [words.issued, 'Issue date', date(bill.issueDate, bill)],
    [words.due, 'Due date', date(bill.dueDate, bill)],
    [words.period, 'Billing period', period(bill.periodFrom, bill.periodTo, bill)],
  ]
}

function customerEntries(bill: Bill): Entry[] {
  const entries: Entry[] = [
    ['Zákazník', 'Customer', bill.customerName],
    ['Korespondenční adresa', 'Mailing address', billingAddressLines(bill).join('\n')],
  ]
  if (bill.customerType === 'business') entries.push(['IČO', 'Company ID', companyId(bill)])
  return entries
}

function supplyEntries(bill: Bill, words: Words): Entry[] {
  const entries: Entry[] = [[words.supplyPoint, 'Supply point', supplyAddressLines(bill).join('\n')]]
  if (buys(bill)) {
    entries.push(
      [words.ean, 'EAN code', bill.ean],
      [words.product, 'Product', bill.productName],
      [words.rate, 'Distribution tariff', bill.rate],
      [words.breaker, 'Main circuit breaker', breakerText(bill)],
    )
    const distributor = distributorLine(bill, words)
    if (distributor)
      entries.push([
        distributor.label,
        bill.distributorShown === 'explicit' ? 'Distribution system operator' : 'Outage hotline',
        distributor.value,
      ])
  }
  if (sells(bill))
    entries.push(
      [words.productionEan, 'Generation point EAN', bill.productionEan!],
      [words.sellProduct, 'Buy-back product', bill.sellProductName],
    )
  if (bill.contractEnd) entries.push([words.contractEnd, 'Contract ends', date(bill.contractEnd, bill)])
  return entries
}

function consumptionEntries(bill: Bill, words: Words): Entry[] {
  const entries: Entry[] = []
  if (bill.twoTariff)
    entries.push(
      ['Spotřeba VT', 'Peak consumption', energy(bill.vtKwh, bill)],
      ['Spotřeba NT', 'Off-peak consumption', energy(bill.ntKwh, bill)],
    )
  entries.push([words.consumption, 'Total consumption', energy(bill.statedTotalKwh, bill)])
  if (bill.yearlyEstimatePrinted !== null)
    entries.push([words.yearly, 'Estimated annual consumption', kwhText(bill.yearlyEstimatePrinted, bill)])
  return entries
}

function itemsTable(items: LineItem[], bill: Bill, words: Words): string {
  const head = [
    ['Položka', 'Item'],
    ['Období', 'Period'],
    ['Množství', 'Quantity'],
    ['Jednotková cena', 'Unit price'],
    ['Částka bez DPH', 'Amount excl. VAT'],
  ]
  const row = (item: LineItem) =>
    `<tr><td>${escapeHtml(words.itemName(item.kind))}<span class="en">${escapeHtml(itemNameEn(item.kind))}</span></td><td class="period">${escapeHtml(period(item.from, item.to, bill))}</td>` +
    `<td class="num">${escapeHtml(quantity(item, bill))}</td><td class="num">${escapeHtml(unitPrice(item, bill))}</td><td class="num">${escapeHtml(money(item.total, bill))}</td></tr>`
  return `<table><thead><tr>${head.map(([cs, en], i) => `<th${i > 1 ? ' class="num"' : ''}>${label(cs!, en!)}</th>`).join('')}</tr></thead><tbody>${items.map(row).join('')}</tbody></table>`
}

function recap(bill: Bill, words: Words): string {
  const rows: Entry[] = []
  if (buys(bill)) {
    rows.push(
      [words.totalNoVat, 'Total excl. VAT', money(bill.buyTotalNoVat, bill)],
      [words.vat, 'VAT 21 %', money(bill.vat, bill)],
      [words.totalWithVat, 'Total incl. VAT', money(bill.buyTotalWithVat, bill)],
      [words.advances, 'Advance payments made', money(bill.advances, bill)],
    )
  }
  if (sells(bill)) rows.push([words.sellTotal, 'Buy-back total', money(bill.sellTotal, bill)])
  const result = balanceLine(bill)
  rows.push([result.cs, result.en, result.amount])
  return `<div class="recap">${definitionList(rows)}</div>`
}

function css(glossBelow: boolean, accent: string): string {
  return `@page { size: A4; margin: 14mm 14mm 16mm 14mm }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #1d2327 }
header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${accent}; padding-bottom: 6px }
header .brand { font-size: 15pt; font-weight: bold; color: ${accent} }
h1 { font-size: 12pt; margin: 0; text-align: right }
h2 { font-size: 10pt; margin: 14px 0 4px; color: ${accent} }
.en { color: #7a8288; font-size: 7pt; font-weight: normal; ${glossBelow ? 'display: block' : 'margin-left: 4px'} }
${glossBelow ? '' : '.en::before { content: "/ " }'}
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 24px }
dl { display: grid; grid-template-columns: 44% 56%; gap: 3px 8px; margin: 0 }
dt { color: #3b4349 } dd { margin: 0; font-weight: bold }
table { width: 100%; border-collapse: collapse; font-size: 7.5pt; margin-top: 4px }
thead { display: table-header-group }
th:first-child { width: 34% }
th { text-align: left; border-bottom: 1px solid ${accent}; padding: 3px 4px; vertical-align: bottom }
td { border-bottom: 1px solid #e3e6e8; padding: 3px 4px; vertical-align: top }
tr { break-inside: avoid }
.num, .period { text-align: right; white-space: nowrap }
.period { text-align: left }
th.num { white-space: normal }
.recap { width: 55%; margin: 12px 0 0 auto; border-top: 2px solid ${accent}; padding-top: 6px }
.recap dd { text-align: right }
footer { margin-top: 18px; font-size: 7pt; color: #7a8288 }`
}

function html(bill: Bill, words: Words, random: Random): string {
  const accent = random.pick(['#0b5d8c', '#2f6b3a', '#6b2f5f'])
  const title = bill.direction === 'sell' ? 'Vyúčtování výkupu elektřiny' : words.title
  const sections = [
    `<header><div class="brand">${escapeHtml(bill.supplierName)}</div><h1>${label(title, bill.direction === 'sell' ? 'Buy-back statement' : 'Electricity bill')}</h1></header>`,
    `<div class="grid"><section><h2>${label('Doklad', 'Document')}</h2>${definitionList(documentEntries(bill, words))}</section>`,
    `<section><h2>${label('Zákazník', 'Customer')}</h2>${definitionList(customerEntries(bill))}</section></div>`,
    `<h2>${label('Odběrné místo', 'Supply point')}</h2>${definitionList(supplyEntries(bill, words))}`,
  ]
  if (buys(bill)) {
    sections.push(`<h2>${label('Spotřeba', 'Consumption')}</h2>${definitionList(consumptionEntries(bill, words))}`)
    sections.push(`<h2>${label('Rozpis položek', 'Itemised charges')}</h2>${itemsTable(buyItems(bill), bill, words)}`)
  }
  if (sells(bill)) sections.push(`<h2>${label('Výkup elektřiny', 'Electricity buy-back')}</h2>${itemsTable(sellItems(bill), bill, words)}`)
  sections.push(recap(bill, words))
  sections.push(`<footer>${label('Zákaznická linka 800 123 456, info@example.cz', 'We speak English: customer line 800 123 456')}</footer>`)
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${escapeHtml(`${title} ${bill.invoiceNumber}`)}</title><style>${css(random.chance(0.5), accent)}</style></head><body>${sections.join('\n')}</body></html>`
}

/** Chromium stamps the print time into the PDF: the split's fixed date replaces it (same length), so bytes repeat. */
function fixDates(pdf: Uint8Array): Uint8Array {
  const stamp = `D:${CREATED.toISOString().replace(/[-:T]/g, '').slice(0, 14)}`
  const text = Buffer.from(pdf)
    .toString('latin1')
    .replace(/D:\d{14}/g, stamp)
  return new Uint8Array(Buffer.from(text, 'latin1'))
}

export async function renderBilingualBill(bill: Bill, random: Random, printer: HtmlPrinter): Promise<Uint8Array> {
  const words = pickWords(random)
  return fixDates(await printer.print(html(bill, words, random)))
}
