/**
 * TENTH FORMER HELD-OUT split (written blind 2026-11-23, session 8; unsealed in session 9). Layout "narrow-strip", HTML printed by
 * Chromium (html-print.ts) on phone-width pages (100 mm × 230 mm, several of them): the bill a small
 * trader's portal e-mails for reading on a phone. The result comes first (what you pay or get back),
 * then stacked cards whose facts sit as a small label above a bold value. Every item of the price
 * breakdown is its own block of label/value lines, quantities always in kWh and every energy price per
 * kWh with 5 decimals, beside its price with VAT; the consumption summary uses the bill's own unit
 * (kWh or MWh), next to an SVG chart comparing it with the same period a year ago. A drawn (fake) QR
 * code sits in the payment card; footnotes and the supplier's identity close the strip.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  addressLines,
  bankAccount,
  breakerText,
  discountPercent,
  distributorLines,
  escapeHtml,
  Fmt,
  itemsOf,
  outcomeOf,
  readingsOf,
  REGULATED_PART,
  SELL_PART,
  sumOf,
  SUPPLIER_PART,
  supplierInfo,
  titleOf,
} from './common.ts'

function labelOf(bill: Bill, item: LineItem): string {
  const spot = bill.buyingType === 'SPOT'
  const labels: Record<RowKind, string> = {
    energyVt: spot ? 'Elektřina VT za burzovní cenu' : 'Elektřina ve vysokém tarifu (VT)',
    energyNt: spot ? 'Elektřina NT za burzovní cenu' : 'Elektřina v nízkém tarifu (NT)',
    energySingle: spot ? 'Elektřina za burzovní cenu' : 'Elektřina (jednotarifní sazba)',
    discountVt: `Sleva ${discountPercent(bill, item)} % na elektřinu`,
    spotFee: 'Poplatek za spotový nákup',
    monthlyFee: 'Stálý plat obchodníka',
    distVt: 'Distribuce ve VT',
    distNt: 'Distribuce v NT',
    distSingle: 'Distribuce elektřiny',
    breaker: `Příkon podle jističe ${breakerText(bill, '×')}`,
    systemServices: 'Systémové služby',
    poze: 'Podpora obnovitelných zdrojů (POZE)',
    infrastructure: 'Provoz nesíťové infrastruktury',
    tax: 'Daň z elektřiny',
    sellEnergy: 'Výkup přetoků do sítě',
    sellFee: 'Srážka obchodníka z výkupu',
    sellMonthly: 'Měsíční paušál výkupu',
  }
  return labels[item.kind]
}

const CSS = `
@page { size: 100mm 230mm; margin: 7mm 6mm 8mm 6mm; }
* { box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 8pt; color: #1f2a24; margin: 0; }
.brand { background: #0b6e4f; color: #fff; padding: 3mm; border-radius: 2mm; }
.brand .name { font-size: 12pt; font-weight: bold; }
.brand .sub { font-size: 7.5pt; }
.card { border: 0.3mm solid #c9d6cf; border-radius: 2mm; padding: 2.4mm 2.8mm; margin: 2.4mm 0; break-inside: avoid; }
.card.flow { break-inside: auto; }
.card h2 { font-size: 9pt; margin: 0 0 1.2mm 0; color: #0b6e4f; }
.result { background: #f1f8f4; }
.result .big { font-size: 17pt; font-weight: bold; }
.lbl { font-size: 6.3pt; color: #6a766f; margin-top: 1.2mm; }
.val { font-weight: bold; }
.num { white-space: nowrap; }
.item { border-top: 0.2mm dotted #9fb0a7; padding: 1.3mm 0 1mm 0; break-inside: avoid; }
.item .head { font-weight: bold; }
.item .when { font-size: 6.5pt; color: #6a766f; }
.kv { display: flex; justify-content: space-between; gap: 2mm; }
.kv span:last-child { white-space: nowrap; text-align: right; }
.group { font-size: 8.5pt; font-weight: bold; margin-top: 2mm; color: #0b6e4f; }
.sub-total { border-top: 0.3mm solid #0b6e4f; font-weight: bold; padding-top: 1mm; }
table.reads { width: 100%; border-collapse: collapse; font-size: 6.8pt; }
table.reads td, table.reads th { border-bottom: 0.2mm solid #dde5e0; padding: 0.6mm 0.4mm; text-align: right; }
table.reads td:first-child, table.reads th:first-child { text-align: left; }
.foot { font-size: 6pt; color: #6a766f; margin-top: 2mm; }
`

const kv = (label: string, value: string) => `<div class="kv"><span>${escapeHtml(label)}</span><span>${escapeHtml(value)}</span></div>`
const fact = (label: string, value: string) => `<div class="lbl">${escapeHtml(label)}</div><div class="val">${escapeHtml(value)}</div>`

/** A QR-like square pattern drawn from the bill's random stream: graphics only, no text. */
function fakeQr(random: Random): string {
  const cells = 25
  const size = 3
  let rects = ''
  const finder = (x: number, y: number) =>
    `<rect x="${x * size}" y="${y * size}" width="${7 * size}" height="${7 * size}" fill="#000"/><rect x="${(x + 1) * size}" y="${(y + 1) * size}" width="${5 * size}" height="${5 * size}" fill="#fff"/><rect x="${(x + 2) * size}" y="${(y + 2) * size}" width="${3 * size}" height="${3 * size}" fill="#000"/>`
  for (let y = 0; y < cells; y++)
    for (let x = 0; x < cells; x++) {
      const inFinder = (x < 8 && y < 8) || (x > cells - 9 && y < 8) || (x < 8 && y > cells - 9)
      if (!inFinder && random.chance(0.48)) rects += `<rect x="${x * size}" y="${y * size}" width="${size}" height="${size}" fill="#000"/>`
    }
  return `<svg width="${cells * size}" height="${cells * size}" viewBox="0 0 ${cells * size} ${cells * size}">${finder(0, 0)}${finder(cells - 7, 0)}${finder(0, cells - 7)}${rects}</svg>`
}

function chart(fmt: Fmt, bill: Bill, lastYearKwh: number): string {
  const max = Math.max(bill.statedTotalKwh, lastYearKwh, 1)
  const bar = (y: number, label: string, kwh: number, color: string) =>
    `<text x="0" y="${y + 9}" font-size="8">${escapeHtml(label)}</text><rect x="78" y="${y}" width="${Math.max(2, (kwh / max) * 140)}" height="12" fill="${color}"/><text x="${82 + Math.max(2, (kwh / max) * 140)}" y="${y + 9}" font-size="8">${escapeHtml(fmt.energy(kwh))}</text>`
  return `<svg width="300" height="42" viewBox="0 0 300 42">${bar(2, 'Toto období', bill.statedTotalKwh, '#0b6e4f')}${bar(24, 'Stejné období loni', lastYearKwh, '#9fb0a7')}</svg>`
}

export function narrowStripHtml(bill: Bill, random: Random): string {
  const fmt = new Fmt(bill)
  const supplier = supplierInfo(bill)
  const buys = bill.direction !== 'sell'
  const sells = bill.direction !== 'buy'
  const outcome = outcomeOf(bill)
  const distributor = distributorLines(bill, random)
  const readings = readingsOf(bill, random)
  const account = bankAccount(random)
  const parts: string[] = []

  parts.push(
    `<div class="brand"><div class="name">${escapeHtml(supplier.name)}</div><div class="sub">${escapeHtml(titleOf(bill))}</div><div class="sub">Doklad č. ${escapeHtml(bill.invoiceNumber)}</div></div>`,
  )

  const resultTitle =
    outcome === 'nedoplatek'
      ? 'Doplatíte (nedoplatek)'
      : outcome === 'přeplatek'
        ? buys
          ? 'Vracíme Vám (přeplatek)'
          : 'Vyplatíme Vám (přeplatek za výkup)'
        : 'Vyrovnáno'
  const resultWhen =
    outcome === 'nedoplatek'
      ? `Splatnost ${fmt.date(bill.dueDate)}`
      : outcome === 'přeplatek'
        ? `Odešleme do ${fmt.date(bill.dueDate)}`
        : 'Nic nehraďte.'
  parts.push(
    `<div class="card result"><div class="lbl">${escapeHtml(resultTitle)}</div><div class="big num">${escapeHtml(fmt.money(Math.abs(bill.balance)))}</div><div>${escapeHtml(resultWhen)}</div></div>`,
  )

  parts.push(
    `<div class="card"><h2>Doklad</h2>${fact('Číslo faktury', bill.invoiceNumber)}${fact('Datum vystavení', fmt.date(bill.issueDate))}${fact('Zúčtovací období', fmt.period(bill.periodFrom, bill.periodTo))}${fact('Variabilní symbol', bill.variableSymbol)}${fact('Zákaznické číslo', bill.customerNumber)}</div>`,
  )

  let customer = fact(bill.customerType === 'business' ? 'Odběratel (podnikatel)' : 'Odběratel (domácnost)', bill.customerName)
  customer += `<div>${addressLines(bill.billingAddress, true).map(escapeHtml).join('<br>')}</div>`
  if (bill.customerType === 'business') customer += fact('IČ', random.digits(8))
  parts.push(`<div class="card"><h2>Zákazník</h2>${customer}</div>`)

  let place = ''
  if (buys) place += fact('EAN odběrného místa', bill.ean)
  if (sells) place += fact('EAN výrobny', bill.productionEan!)
  place += `<div class="lbl">Adresa</div><div class="val">${addressLines(bill.supplyAddress, bill.addressOnTwoLines).map(escapeHtml).join('<br>')}</div>`
  if (buys) {
    place += fact('Distribuční sazba', bill.rate)
    place += fact('Hlavní jistič', breakerText(bill, random.pick(['x', '×'])))
    if (distributor.name) place += fact('Distributor', distributor.name)
    if (distributor.faultLine) place += fact('Hlášení poruch (poruchová linka)', distributor.faultLine)
    place += fact('Produkt', bill.productName)
  }
  if (sells) place += fact('Produkt výkupu', bill.sellProductName)
  if (bill.contractEnd) place += fact('Smlouva', `na dobu určitou do ${fmt.date(bill.contractEnd)}`)
  parts.push(`<div class="card"><h2>Odběrné místo</h2>${place}</div>`)

  let usage = ''
  if (buys) {
    const lastYear = Math.max(30, Math.round(bill.statedTotalKwh * random.amount(0.78, 1.22)))
    usage += chart(fmt, bill, lastYear)
    if (bill.twoTariff) usage += kv('Vysoký tarif (VT)', fmt.energy(bill.vtKwh)) + kv('Nízký tarif (NT)', fmt.energy(bill.ntKwh))
    usage += `<div class="sub-total">${kv('Celkem spotřebováno', fmt.energy(bill.statedTotalKwh))}</div>`
    if (bill.yearlyEstimatePrinted !== null) usage += kv('Předpokládaná roční spotřeba', `${fmt.n(bill.yearlyEstimatePrinted, 0)} kWh`)
  }
  if (sells) usage += kv('Dodáno z výrobny do sítě', fmt.energy(bill.soldKwh))
  usage += `<div class="lbl">Elektroměr ${escapeHtml(readings.meter)} · ${escapeHtml(readings.kind)}</div><table class="reads"><tr><th>Registr</th><th>${escapeHtml(fmt.date(bill.periodFrom))}</th><th>${escapeHtml(fmt.date(bill.periodTo))}</th><th>kWh</th></tr>${readings.registers
    .map(
      (r) => `<tr><td>${escapeHtml(r.label)}</td><td>${fmt.n(r.start, 0)}</td><td>${fmt.n(r.end, 0)}</td><td>${fmt.n(r.kwh, 0)}</td></tr>`,
    )
    .join('')}</table>`
  parts.push(`<div class="card"><h2>${buys ? 'Vaše spotřeba' : 'Vaše výroba'}</h2>${usage}</div>`)

  const item = (line: LineItem, withVat: boolean) => {
    const energy = line.unit === 'kWh'
    const rows = energy
      ? kv('Množství', `${fmt.n(line.quantity, 0)} kWh`) +
        kv('Cena bez DPH¹', `${fmt.perKwh(line.price)} ${fmt.cur}/kWh`) +
        (withVat ? kv('Cena s DPH', `${fmt.n((line.price * 1.21) / 1000, 5)} ${fmt.cur}/kWh`) : '')
      : kv('Počet měsíců', fmt.n(line.quantity, 3)) +
        kv('Cena bez DPH', `${fmt.n(line.price, 2)} ${fmt.cur}/měsíc`) +
        (withVat ? kv('Cena s DPH', `${fmt.n(line.price * 1.21, 2)} ${fmt.cur}/měsíc`) : '')
    return `<div class="item"><div class="head">${escapeHtml(labelOf(bill, line))}</div><div class="when">${escapeHtml(fmt.period(line.from, line.to))}</div>${rows}${kv('Částka bez DPH', fmt.money(line.total))}</div>`
  }
  let breakdown = ''
  const groupOf = (title: string, items: LineItem[], withVat: boolean, totalLabel: string) => {
    if (!items.length) return
    breakdown += `<div class="group">${escapeHtml(title)}</div>${items.map((i) => item(i, withVat)).join('')}<div class="sub-total">${kv(totalLabel, fmt.money(sumOf(items)))}</div>`
  }
  if (buys) {
    groupOf(`Za elektřinu – ${bill.productName}`, itemsOf(bill, SUPPLIER_PART), true, 'Za elektřinu bez DPH')
    groupOf(`Za distribuci a regulované platby – ${bill.rate}`, itemsOf(bill, REGULATED_PART), true, 'Za distribuci bez DPH')
  }
  if (sells) groupOf(`Výkup z Vaší výrobny – ${bill.sellProductName}`, itemsOf(bill, SELL_PART), false, 'Výkup celkem (neplátce DPH)')
  parts.push(`<div class="card flow"><h2>Rozpis ceny</h2>${breakdown}</div>`)

  let sums = ''
  if (buys) {
    sums += kv('Součet za elektřinu bez DPH', fmt.money(bill.buyTotalNoVat))
    sums += kv('DPH 21 %', fmt.money(bill.vat))
    sums += kv('Celkem s DPH', fmt.money(bill.buyTotalWithVat))
    if (sells) sums += kv('Odečteno za výkup', fmt.money(-bill.sellTotal))
    sums += kv('Zálohy, které jste zaplatili', fmt.money(-bill.advances))
  } else sums += kv('Výkup celkem (bez DPH, výrobce není plátce)', fmt.money(bill.sellTotal))
  sums += `<div class="sub-total">${kv(outcome === 'nedoplatek' ? 'Nedoplatek' : outcome === 'přeplatek' ? 'Přeplatek' : 'Vyrovnáno', fmt.money(Math.abs(bill.balance)))}</div>`
  parts.push(`<div class="card"><h2>Součty</h2>${sums}</div>`)

  if (outcome === 'nedoplatek') {
    parts.push(
      `<div class="card"><h2>Jak zaplatit</h2><div class="kv"><div>${fact('Číslo účtu', account)}${fact('Variabilní symbol', bill.variableSymbol)}${fact('Částka', fmt.money(bill.balance))}${fact('Splatnost', fmt.date(bill.dueDate))}</div><div>${fakeQr(random)}<div class="lbl">QR Platba</div></div></div></div>`,
    )
  } else if (outcome === 'přeplatek') {
    parts.push(
      `<div class="card"><h2>Vrácení peněz</h2><div>Částku pošleme na účet, ze kterého platíte, s variabilním symbolem ${escapeHtml(bill.variableSymbol)}.</div></div>`,
    )
  }

  parts.push(
    `<div class="foot">¹ Ceny za kWh uvádíme na pět desetinných míst, částky zaokrouhlujeme na haléře. Ceny distribuce a regulovaných složek stanovuje Energetický regulační úřad.<br>${escapeHtml(
      `${supplier.name}, ${supplier.address}, IČO ${supplier.ico}, DIČ ${supplier.dic}, ${supplier.register}. Zákaznická linka ${supplier.phone}, ${supplier.web}`,
    )}</div>`,
  )
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${escapeHtml(`${titleOf(bill)} ${bill.invoiceNumber}`)}</title><style>${CSS}</style></head><body>${parts.join('\n')}</body></html>`
}

/** Chromium stamps the print time: the bill's own creation moment replaces it, so the bytes stay reproducible. */
function fixDates(pdf: Uint8Array, bill: Bill): Uint8Array {
  const stamp = `D:${bill.issueDate.replace(/-/g, '')}073000+00'00'`
  const text = Buffer.from(pdf)
    .toString('latin1')
    .replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, (_match, key: string) => `/${key} (${stamp})`)
  return new Uint8Array(Buffer.from(text, 'latin1'))
}

export async function renderNarrowStrip(printer: HtmlPrinter, bill: Bill, random: Random): Promise<Uint8Array> {
  return fixDates(await printer.print(narrowStripHtml(bill, random)), bill)
}
