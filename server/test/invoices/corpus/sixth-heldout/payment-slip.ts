/**
 * SIXTH FORMER HELD-OUT layout "payment-slip" (written 2026-11-23). Written blind, without reading the
 * extraction rules or the development layouts; unsealed in session 5 (see index.ts).
 *
 * A one-sheet bill printed from HTML by Chromium whose lower third is a payment slip: account,
 * amount, variable symbol and due date again, a QR Platba square and its SPD string printed as text
 * (or, for an overpayment, the refund notice in the same slip). Above it the bill proper in compact
 * form: a header strip, an items table with VAT columns (Cena bez DPH | DPH % | DPH | Cena s DPH),
 * totals, and small-print "Informace k vyúčtování" flowing in two narrow columns, where the supply
 * point, rate, breaker, distributor, product, consumption and contract are told.
 */
import type { Bill, LineItem } from '../bill.ts'
import { round2 } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  amount,
  breakerText,
  buyItems,
  CREATED,
  customerIco,
  date,
  distributorNote,
  eanLines,
  energy,
  itemNamer,
  itemPeriod,
  kwh,
  money,
  owes,
  quantity,
  segmented,
  sellItems,
  supplyAddress,
  unitPrice,
} from './common.ts'

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A Czech IBAN with valid check digits (bank code, prefix and number zero-padded). */
function czechIban(bank: string, number: string): string {
  const bban = `${bank}000000${number.padStart(10, '0')}`
  const check = 98n - (BigInt(`${bban}123500`) % 97n)
  return `CZ${String(check).padStart(2, '0')}${bban}`
}

/** The QR Platba (SPD 1.0) payload: amount with a dot, due date as yyyymmdd, ASCII message. */
function spd(bill: Bill, iban: string): string {
  const message = `VYUCTOVANI ELEKTRINY ${bill.invoiceNumber}`
  return `SPD*1.0*ACC:${iban}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${bill.dueDate.replaceAll('-', '')}*X-VS:${bill.variableSymbol}*MSG:${message}`
}

/** A QR-code-like square of modules drawn from the bill's random (a picture, no text). */
function qrSquare(random: Random): string {
  const size = 25
  const cells: string[] = []
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (random.chance(0.5)) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`)
  return `<svg class="qr" viewBox="0 0 ${size} ${size}" xmlns="http://www.w3.org/2000/svg">${cells.join('')}</svg>`
}

/** One items-table row: name (and period), quantity, unit price, then the VAT columns. */
function itemRow(item: LineItem, bill: Bill, name: string, vatRate: number): string {
  const vat = round2(item.total * vatRate)
  const period = segmented(bill) ? `<br><span class="small">${itemPeriod(item, bill)}</span>` : ''
  const cells = [
    quantity(item, bill),
    unitPrice(item, bill),
    amount(item.total, bill),
    `${vatRate * 100} %`,
    amount(vat, bill),
    amount(round2(item.total + vat), bill),
  ]
  return `<tr><td>${esc(name)}${period}</td>${cells.map((cell) => `<td class="num">${cell}</td>`).join('')}</tr>`
}

function itemsTable(bill: Bill, random: Random): string {
  const name = itemNamer(random)
  const head = `<tr><th>Položka</th><th>Množství</th><th>Jedn. cena</th><th>Cena bez DPH</th><th>DPH %</th><th>DPH</th><th>Cena s DPH</th></tr>`
  const sections: string[] = []
  const buys = buyItems(bill)
  if (buys.length) {
    sections.push(
      `<tr class="section"><td colspan="7">${random.pick(['Dodávka elektřiny a distribuční služby', 'Elektřina a regulované služby'])}</td></tr>`,
    )
    sections.push(...buys.map((item) => itemRow(item, bill, name(item.kind), 0.21)))
    sections.push(
      `<tr class="total"><td colspan="3">Celkem za dodávku</td><td class="num">${money(bill.buyTotalNoVat, bill)}</td><td class="num">21 %</td><td class="num">${money(bill.vat, bill)}</td><td class="num">${money(bill.buyTotalWithVat, bill)}</td></tr>`,
    )
  }
  const sells = sellItems(bill)
  if (sells.length) {
    sections.push(`<tr class="section"><td colspan="7">Výkup elektřiny z výrobny – ${esc(bill.sellProductName)}</td></tr>`)
    sections.push(...sells.map((item) => itemRow(item, bill, name(item.kind), 0)))
    sections.push(
      `<tr class="total"><td colspan="3">Výkup celkem</td><td class="num">${money(bill.sellTotal, bill)}</td><td class="num">0 %</td><td class="num">${money(0, bill)}</td><td class="num">${money(bill.sellTotal, bill)}</td></tr>`,
    )
  }
  return `<table class="items">${head}${sections.join('')}</table>`
}

/** The result block under the items: advances and the balance. */
function result(bill: Bill): string {
  const rows: [string, string][] = []
  if (bill.direction !== 'sell') rows.push(['Uhrazené zálohy', money(bill.advances, bill)])
  if (bill.direction === 'both') rows.push(['Započtený výkup', money(bill.sellTotal, bill)])
  rows.push([owes(bill) ? 'Nedoplatek' : 'Přeplatek', money(Math.abs(bill.balance), bill)])
  return `<table class="result">${rows.map(([label, value]) => `<tr><td>${label}</td><td class="num">${value}</td></tr>`).join('')}</table>`
}

/** Small print in two narrow columns: the supply point and contract facts as short paragraphs. */
function information(bill: Bill, random: Random): string {
  const paragraphs: string[] = [
    `Odběrné místo: ${bill.addressOnTwoLines ? `${esc(bill.supplyAddress.street)}<br>${esc(`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)}` : esc(supplyAddress(bill))}.`,
    ...eanLines(bill).map(([label, ean]) => `${label}: ${ean}.`),
  ]
  if (bill.direction !== 'sell') {
    paragraphs.push(`Distribuční sazba ${bill.rate}, hlavní jistič ${breakerText(bill)}.`, `Produkt: ${esc(bill.productName)}.`)
    const distributor = distributorNote(
      bill,
      (name) => `Provozovatel distribuční soustavy: ${name}.`,
      (phone) => `Poruchová linka distributora: ${phone}.`,
    )
    if (distributor) paragraphs.push(distributor)
    const split = bill.twoTariff ? ` (VT ${energy(bill.vtKwh, bill)}, NT ${energy(bill.ntKwh, bill)})` : ''
    paragraphs.push(`Celková spotřeba za období: ${energy(bill.statedTotalKwh, bill)}${split}.`)
    if (bill.yearlyEstimatePrinted !== null) paragraphs.push(`Předpokládaná roční spotřeba: ${kwh(bill.yearlyEstimatePrinted, bill)}.`)
  }
  if (bill.productionEan) paragraphs.push(`Výkupní produkt: ${esc(bill.sellProductName)}, vykoupeno ${energy(bill.soldKwh, bill)}.`)
  paragraphs.push(
    bill.contractEnd ? `Smlouva je sjednána na dobu určitou do ${date(bill.contractEnd, bill)}.` : 'Smlouva je sjednána na dobu neurčitou.',
  )
  paragraphs.push(
    random.pick([
      'Reklamaci vyúčtování lze uplatnit písemně do 30 dnů od doručení.',
      'Vyúčtování je řádné. Případné námitky uplatněte u zákaznického centra.',
    ]),
  )
  return `<div class="info"><h3>Informace k vyúčtování</h3>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</div>`
}

/** The lower third: the slip to pay the underpayment (with QR Platba), or the refund notice. */
function slip(bill: Bill, random: Random): string {
  const iban = czechIban('0800', random.digits(10))
  const due = date(bill.dueDate, bill)
  if (!owes(bill)) {
    return `<div class="slip"><h3>Vrácení přeplatku</h3><table><tr><td>Částka k vrácení</td><td><b>${money(Math.abs(bill.balance), bill)}</b></td></tr><tr><td>Variabilní symbol</td><td>${bill.variableSymbol}</td></tr><tr><td>Vrátíme do</td><td>${due}</td></tr></table><p class="small">Přeplatek pošleme na účet, ze kterého platíte zálohy.</p></div>`
  }
  const rows: [string, string][] = [
    ['Příjemce', esc(bill.supplierName)],
    ['Číslo účtu / IBAN', iban],
    ['Částka k úhradě', `<b>${money(bill.balance, bill)}</b>`],
    ['Variabilní symbol', bill.variableSymbol],
    ['Datum splatnosti', due],
  ]
  return `<div class="slip"><h3>${random.pick(['Platební údaje – QR Platba', 'Platební doklad'])}</h3><div class="slip-body">${qrSquare(random)}<table>${rows
    .map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`)
    .join('')}</table></div><p class="spd">${spd(bill, iban)}</p></div>`
}

function header(bill: Bill, random: Random): string {
  const ico = customerIco(bill)
  const facts: [string, string][] = [
    [random.pick(['Faktura č.', 'Číslo dokladu']), bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zákaznické číslo', bill.customerNumber],
    [random.pick(['Vystaveno', 'Datum vystavení']), date(bill.issueDate, bill)],
    [random.pick(['Splatnost', 'Datum splatnosti']), date(bill.dueDate, bill)],
    ['Zúčtovací období', `${date(bill.periodFrom, bill)} – ${date(bill.periodTo, bill)}`],
  ]
  const customer = [
    bill.customerName,
    ico ? `IČO ${ico}` : '',
    bill.billingAddress.street,
    `${bill.billingAddress.zip} ${bill.billingAddress.city}`,
  ].filter(Boolean)
  return `<div class="head"><div><div class="brand">${esc(bill.supplierName)}</div><div class="title">${random.pick(['Vyúčtování elektřiny', 'Faktura – vyúčtování dodávky elektřiny'])}</div>
<table class="facts">${facts.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('')}</table></div>
<div class="customer">${customer.map(esc).join('<br>')}</div></div>`
}

const STYLE = `@page { size: A4; margin: 12mm 12mm 10mm 12mm }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; color: #111 }
.head { display: flex; justify-content: space-between } .brand { font-size: 13pt; font-weight: bold } .title { font-size: 10pt; margin: 2px 0 6px }
.customer { width: 62mm; border: 0.5pt solid #999; padding: 4mm; font-size: 9pt } .facts td { padding: 0 8px 0 0 }
table.items { width: 100%; border-collapse: collapse; margin-top: 8px } .items th { border-bottom: 0.8pt solid #000; text-align: left; font-size: 7.5pt }
.items td { border-bottom: 0.3pt solid #ccc; padding: 1.5px 2px } .num { text-align: right; white-space: nowrap }
.section td { font-weight: bold; padding-top: 5px } .total td { font-weight: bold; border-top: 0.8pt solid #000 }
.result { margin: 6px 0 0 auto } .result td { padding: 1px 6px; font-size: 9pt }
.info { column-count: 2; column-gap: 6mm; width: 120mm; font-size: 6.5pt; margin-top: 6px } .info h3 { font-size: 7.5pt; margin: 0 0 2px; column-span: all } .info p { margin: 0 0 2px }
.slip { border-top: 1pt dashed #000; margin-top: 10mm; padding-top: 4mm; page-break-inside: avoid } .slip h3 { font-size: 10pt; margin: 0 0 4px }
.slip-body { display: flex; gap: 8mm } .qr { width: 32mm; height: 32mm } .slip td { padding: 1px 10px 1px 0; font-size: 9pt }
.spd { font-family: 'DejaVu Sans Mono', monospace; font-size: 6.5pt; word-break: break-all } .small { font-size: 6.5pt; color: #444 }`

export function paymentSlipHtml(bill: Bill, random: Random): string {
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Vyúčtování ${bill.invoiceNumber}</title><style>${STYLE}</style></head><body>
${header(bill, random)}${itemsTable(bill, random)}${result(bill)}${information(bill, random)}${slip(bill, random)}</body></html>`
}

/** Chromium stamps the print time into the info dictionary: the same-length fixed time keeps bytes reproducible. */
function fixDates(pdf: Uint8Array): Uint8Array {
  const stamp = CREATED.toISOString().replace(/\D/g, '').slice(0, 14)
  const text = Buffer.from(pdf)
    .toString('latin1')
    .replace(/\/(CreationDate|ModDate) \(D:\d{14}/g, (_, key: string) => `/${key} (D:${stamp}`)
  return new Uint8Array(Buffer.from(text, 'latin1'))
}

export async function renderPaymentSlip(printer: HtmlPrinter, bill: Bill, random: Random): Promise<Uint8Array> {
  return fixDates(await printer.print(paymentSlipHtml(bill, random)))
}
