/** ELEVENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 9; unsealed in session 10).
 * Layout "meter-exchange" (pdf-lib): a bill whose meter was replaced during the period. Readings of the
 * removed and the new meter per OBIS register, consumption summed over both; items on two lines each
 * (name and period, then quantity × price and amount); a running header on every further page, page
 * numbers and a rotated mail-sorting line in the left margin, legal footnotes in small print.
 */
import { degrees } from 'pdf-lib'
import { addressLine, type Bill, type LineItem, type RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import { Sheet } from '../sheet.ts'
import {
  addDays,
  breakerText,
  buys,
  CONTRACT_END_LABELS,
  customerLine,
  DISTRIBUTOR_NAMES,
  FAULT_LINES,
  FIXED_CREATED,
  OPEN_ENDED_WORDING,
  printer,
  REGULATED_KINDS,
  SELL_KINDS,
  sells,
  SUPPLY_KINDS,
  supplierIco,
  vocabulary,
  type Printer,
} from './common.ts'

const W = 511.28

interface Register {
  obis: string
  tariff: string
  kwh: number
}

/** Splits each register's consumption between the removed meter (until the exchange) and the new one. */
function meterReadings(bill: Bill, random: Random, exchange: string) {
  const registers: Register[] = []
  if (buys(bill)) {
    if (bill.twoTariff) {
      registers.push({ obis: '1.8.1', tariff: 'VT', kwh: bill.vtKwh }, { obis: '1.8.2', tariff: 'NT', kwh: bill.ntKwh })
    } else registers.push({ obis: '1.8.0', tariff: random.pick(['jednotarif', 'T1 (jednotarif)']), kwh: bill.vtKwh })
  }
  if (sells(bill)) registers.push({ obis: '2.8.0', tariff: random.pick(['dodávka do sítě', 'výroba – přetok']), kwh: bill.soldKwh })
  const days = (Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000 + 1
  const share = ((Date.parse(exchange) - Date.parse(bill.periodFrom)) / 86_400_000 + 1) / days
  return registers.map((register) => {
    const oldPart = Math.round(register.kwh * share)
    const oldStart = random.int(3000, 90000)
    const newStart = random.int(0, 4)
    return {
      ...register,
      old: { start: oldStart, end: oldStart + oldPart, used: oldPart },
      new: { start: newStart, end: newStart + register.kwh - oldPart, used: register.kwh - oldPart },
    }
  })
}

export async function renderMeterExchange(bill: Bill, random: Random, supplierSeat: string): Promise<Uint8Array> {
  const p: Printer = printer(bill.style)
  const label = vocabulary(random)
  const unit = bill.energyUnit
  const mwhDecimals = random.pick([3, 5])
  const sheet = await Sheet.create(`Vyúčtování ${bill.invoiceNumber}`, random.pick(['SAP IS-U Print', 'BillingPrint 4.2', 'FAKTURACE/PDF']), FIXED_CREATED)
  const ean = bill.direction === 'sell' ? bill.productionEan! : bill.ean
  const title = bill.direction === 'sell' ? random.pick(['VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY', 'Vyúčtování výkupu elektřiny z výrobny']) : random.pick(['VYÚČTOVÁNÍ ZA ELEKTŘINU', 'Vyúčtování dodávky elektřiny a distribučních služeb', 'Řádná faktura za elektřinu'])
  sheet.onNewPage = (s) => {
    s.row([[0, `${bill.supplierName} · ${title.toLowerCase()} č. ${bill.invoiceNumber} · EAN ${ean}`, { size: 7 }], [W, 'pokračování', { size: 7, right: true }]], 7)
    s.rule(0, W)
    s.gap(8)
  }

  // Header: supplier and title.
  sheet.row([[0, bill.supplierName, { bold: true, size: 13 }], [W, title, { bold: true, size: 10, right: true }]], 13)
  if (supplierSeat) sheet.row([[0, `${supplierSeat} · IČO ${supplierIco(bill, random)}`, { size: 7 }]], 7)
  const web = bill.supplier === 'generic' ? bill.supplierName.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '') : bill.supplier
  sheet.row([[0, `Zákaznická linka ${customerLine(random)} · www.${web}.cz`, { size: 7 }]], 7)
  sheet.gap(10)

  // Customer (left) and document (right).
  const business = bill.customerType === 'business'
  const left: string[] = [
    'Zákazník',
    bill.customerName,
    ...(business ? [`IČO ${random.digits(8)}, DIČ CZ${random.digits(8)}`] : []),
    bill.billingAddress.street,
    `${bill.billingAddress.zip} ${bill.billingAddress.city}`,
    `Zákaznické číslo: ${bill.customerNumber}`,
  ]
  const right: [string, string][] = [
    [random.pick(['Číslo daňového dokladu', 'Evidenční číslo daňového dokladu', 'Číslo faktury']), bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Datum vystavení', 'Datum vystavení dokladu']), p.date(bill.issueDate)],
    ['Datum uskutečnění zdanitelného plnění', p.date(bill.periodTo)],
    [random.pick(['Datum splatnosti', 'Splatnost']), p.date(bill.dueDate)],
  ]
  const lines = Math.max(left.length, right.length)
  for (let i = 0; i < lines; i++) {
    const r = right[i]
    sheet.row([[0, left[i] ?? '', { bold: i === 0 }], [270, r ? `${r[0]}:` : '', { size: 7.5 }], [W, r?.[1] ?? '', { right: true }]])
  }
  sheet.gap(10)

  // Supply point.
  sheet.row([[0, bill.direction === 'sell' ? 'Výrobna / předávací místo' : 'Odběrné místo', { bold: true, size: 10 }]], 10)
  sheet.rule(0, W)
  sheet.gap(2)
  const point: [string, string][] = []
  if (bill.direction === 'both') point.push(['EAN odběrného místa', bill.ean], ['EAN výrobny (předávací místo)', bill.productionEan!])
  else point.push([bill.direction === 'sell' ? 'EAN výrobny' : 'EAN', ean])
  if (bill.addressOnTwoLines) point.push(['Adresa', bill.supplyAddress.street], ['', `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`])
  else point.push([bill.direction === 'sell' ? 'Adresa výrobny' : 'Adresa odběrného místa', addressLine(bill.supplyAddress)])
  if (buys(bill)) {
    point.push(['Distribuční sazba', random.chance(0.3) ? bill.rate.toUpperCase() : bill.rate], ['Hlavní jistič', breakerText(bill, random)])
    if (bill.distributorShown === 'explicit') point.push([random.pick(['Distributor', 'Provozovatel distribuční soustavy']), random.pick(DISTRIBUTOR_NAMES[bill.distributor])])
    if (bill.distributorShown === 'fault-line') point.push(['Poruchová linka distributora', `${FAULT_LINES[bill.distributor]} (nonstop)`])
    point.push(['Produkt', bill.productName])
    point.push(['Typ ceny', bill.buyingType === 'FIX' ? random.pick(['fixní (pevná cena)', 'pevná cena po dobu fixace']) : random.pick(['spotová – hodinová cena OTE', 'SPOT (denní trh OTE)'])])
  }
  if (sells(bill)) {
    point.push(['Produkt výkupu', bill.sellProductName])
    point.push(['Výkupní cena', bill.sellingType === 'FIX' ? 'pevná (fixní)' : 'spotová dle OTE'])
  }
  if (bill.contractEnd) point.push([random.pick(CONTRACT_END_LABELS), p.date(bill.contractEnd)])
  else point.push(['Smlouva', random.pick(OPEN_ENDED_WORDING)])
  if (bill.yearlyEstimatePrinted !== null) point.push([random.pick(['Předpokládaná roční spotřeba', 'Roční spotřeba (odhad)']), `${p.num(bill.yearlyEstimatePrinted, 0)} kWh`])
  point.push(['Zúčtovací období', `${p.date(bill.periodFrom)} – ${p.date(bill.periodTo)}`])
  for (const [key, value] of point) sheet.row([[0, key ? `${key}:` : ''], [150, value, { bold: key === 'EAN' || key.startsWith('EAN') }]])
  sheet.gap(10)

  // Summary.
  const summary: [string, string, boolean?][] = []
  if (buys(bill)) {
    summary.push([random.pick(['Celkem za dodávku elektřiny a distribuční služby bez DPH', 'Fakturováno celkem bez DPH']), p.money(bill.buyTotalNoVat)])
    summary.push(['DPH 21 %', p.money(bill.vat)])
    summary.push(['Celkem včetně DPH', p.money(bill.buyTotalWithVat), true])
  }
  if (sells(bill)) summary.push([random.pick(['Výkup elektřiny celkem (bez DPH)', 'Za vykoupenou elektřinu celkem']), p.money(bill.sellTotal)])
  if (buys(bill)) summary.push([random.pick(['Zaplacené zálohy', 'Uhrazené zálohy za období', 'Zúčtované zálohy']), p.money(bill.advances)])
  const owed = bill.balance >= 0
  summary.push([
    owed ? random.pick(['Nedoplatek', 'Doplatek k úhradě']) : bill.direction === 'sell' ? 'K výplatě výrobci' : random.pick(['Přeplatek', 'Přeplatek k vrácení']),
    p.money(Math.abs(bill.balance)),
    true,
  ])
  sheet.row([[0, 'Souhrn vyúčtování', { bold: true, size: 10 }]], 10)
  sheet.rule(0, W)
  sheet.gap(2)
  const top = sheet.mark()
  for (const [key, value, bold] of summary) sheet.row([[6, key, { bold }], [W - 6, value, { right: true, bold }]], 9)
  sheet.frame(top, 0, W)
  sheet.gap(6)
  if (owed) sheet.paragraph(0, `Částku ${p.money(bill.balance)} uhraďte nejpozději ${p.date(bill.dueDate)} pod variabilním symbolem ${bill.variableSymbol}.`, W, { size: 7.5 })
  else sheet.paragraph(0, `Částku ${p.money(-bill.balance)} Vám ${bill.direction === 'sell' ? 'vyplatíme' : 'vrátíme'} do ${p.date(bill.dueDate)} na účet uvedený ve smlouvě.`, W, { size: 7.5 })

  // Readings with the meter exchange.
  sheet.breakPage()
  const exchange = addDays(bill.periodFrom, Math.max(1, Math.round(((Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000) * random.amount(0.25, 0.75))))
  const oldMeter = random.digits(8)
  const newMeter = random.digits(random.pick([8, 9]))
  const readings = meterReadings(bill, random, exchange)
  sheet.row([[0, 'Odečty a výměna elektroměru', { bold: true, size: 10 }]], 10)
  sheet.rule(0, W)
  sheet.gap(2)
  sheet.paragraph(
    0,
    `Dne ${p.date(exchange)} provedl distributor na ${bill.direction === 'sell' ? 'předávacím' : 'odběrném'} místě výměnu elektroměru č. ${oldMeter} za elektroměr č. ${newMeter} (${random.pick(['přechod na elektroměr AMM', 'konec platnosti ověření', 'porucha elektroměru'])}). ${bill.direction === 'sell' ? 'Množství' : 'Spotřeba'} za období je součtem naměřených hodnot obou elektroměrů.`,
    W,
    { size: 8 },
  )
  sheet.gap(4)
  const columns: [number, string, boolean?][] = [
    [0, 'Elektroměr'],
    [62, 'Registr'],
    [100, 'Tarif'],
    [178, 'Od'],
    [252, 'Stav', true],
    [262, 'Do'],
    [336, 'Stav', true],
    [346, 'Druh odečtu'],
    [W, 'Spotřeba kWh', true],
  ]
  sheet.row(columns.map(([x, text, right]) => [x, text, { bold: true, size: 7.5, right }]), 7.5)
  const readingRow = (meter: string, r: (typeof readings)[number], part: 'old' | 'new') => {
    const from = part === 'old' ? bill.periodFrom : exchange
    const to = part === 'old' ? exchange : bill.periodTo
    const kind = part === 'old' ? random.pick(['odečet / demontáž', 'výměna – demontáž']) : random.pick(['odečet', 'dálkový odečet', 'odečet zákazníka'])
    sheet.row(
      [
        [0, meter],
        [62, r.obis],
        [100, r.tariff],
        [178, p.date(from)],
        [252, p.num(r[part].start, 0), { right: true }],
        [262, p.date(to)],
        [336, p.num(r[part].end, 0), { right: true }],
        [346, kind],
        [W, p.num(r[part].used, 0), { right: true }],
      ],
      7.5,
    )
  }
  for (const r of readings) readingRow(oldMeter, r, 'old')
  for (const r of readings) readingRow(newMeter, r, 'new')
  sheet.rule(0, W, true)
  sheet.gap(3)
  const sums: [string, string][] = []
  if (buys(bill)) {
    if (bill.twoTariff) {
      sums.push([random.pick(['Spotřeba ve VT celkem', 'Celkem vysoký tarif (VT)']), p.energy(bill.vtKwh, 'kWh')])
      sums.push([random.pick(['Spotřeba v NT celkem', 'Celkem nízký tarif (NT)']), p.energy(bill.ntKwh, 'kWh')])
    }
    sums.push([random.pick(['Celková spotřeba elektřiny za odběrné místo', 'Celkové dodané množství elektřiny']), `${p.energy(bill.statedTotalKwh, 'kWh')}${unit === 'MWh' ? ` (${p.energy(bill.statedTotalKwh, 'MWh', mwhDecimals)})` : ''}`])
  }
  if (sells(bill)) sums.push([random.pick(['Elektřina dodaná do sítě celkem', 'Vykoupené množství celkem']), p.energy(bill.soldKwh, 'kWh')])
  for (const [key, value] of sums) sheet.row([[100, key, { bold: true }], [W, value, { right: true, bold: true }]])
  sheet.gap(12)

  // Items, two lines each.
  sheet.row([[0, random.pick(['Rozpis fakturovaných položek', 'Podrobné vyúčtování']), { bold: true, size: 10 }]], 10)
  sheet.rule(0, W)
  sheet.gap(2)
  sheet.row([[0, 'Položka / období', { size: 7, bold: true }], [W, `Částka bez DPH v ${p.currency}`, { size: 7, bold: true, right: true }]], 7)
  const itemLines = (item: LineItem) => {
    sheet.keep(26)
    const name = item.kind === 'breaker' ? `${label(item.kind)} (${breakerText(bill, random)})` : label(item.kind)
    sheet.row([[0, name, { bold: true }], [W, `${p.date(item.from)} – ${p.date(item.to)}`, { right: true, size: 7.5 }]])
    const qty = item.unit === 'kWh' ? p.energy(item.quantity, unit, mwhDecimals) : `${p.num(item.quantity, 3)} měs.`
    const price = item.unit === 'kWh' ? `${p.price(item.price, unit)} ${p.currency}/${unit}` : `${p.num(item.price, 2)} ${p.currency}/měs.`
    sheet.row([[18, `${qty}  ×  ${price}`, { size: 8 }], [W, p.num(item.total, 2), { right: true }]])
  }
  const group = (heading: string, kinds: RowKind[], subtotal: string) => {
    const rows = bill.items.filter((i) => kinds.includes(i.kind))
    if (!rows.length) return
    sheet.gap(4)
    sheet.row([[0, heading, { bold: true, size: 9 }]], 9)
    for (const item of rows) itemLines(item)
    sheet.rule(300, W, true)
    sheet.gap(2)
    sheet.row([[300, subtotal], [W, p.num(rows.reduce((acc, i) => acc + i.total, 0), 2), { right: true, bold: true }]])
  }
  group(`A. Obchodní část – dodávka elektřiny`, SUPPLY_KINDS, 'Celkem obchodní část')
  group(
    bill.distributorShown === 'explicit' ? `B. Regulovaná část – distribuce (${DISTRIBUTOR_NAMES[bill.distributor][1]}) a související služby` : 'B. Regulovaná část – distribuce a související služby',
    REGULATED_KINDS,
    'Celkem regulovaná část',
  )
  group('C. Výkup elektřiny z výrobny', SELL_KINDS, 'Celkem výkup')
  sheet.gap(8)

  // VAT recap.
  if (buys(bill)) {
    sheet.keep(60)
    sheet.row([[0, 'Rekapitulace DPH', { bold: true, size: 9 }]], 9)
    sheet.row([[0, 'Sazba', { size: 7.5 }], [200, 'Základ daně', { size: 7.5, right: true }], [330, 'DPH', { size: 7.5, right: true }], [W, 'Celkem', { size: 7.5, right: true }]], 7.5)
    sheet.row([[0, '21 %'], [200, p.num(bill.buyTotalNoVat, 2), { right: true }], [330, p.num(bill.vat, 2), { right: true }], [W, p.num(bill.buyTotalWithVat, 2), { right: true }]])
    sheet.gap(8)
  }

  // Small print.
  const notes = [
    'Regulované ceny distribuce, systémových služeb a podpory POZE jsou stanoveny cenovým rozhodnutím Energetického regulačního úřadu.',
    `Daň z elektřiny je účtována dle zákona č. 261/2007 Sb. Stavy elektroměrů jsou uvedeny v kWh.`,
    'Reklamaci vyúčtování lze uplatnit písemně do 30 dnů od doručení dokladu.',
  ]
  if (!bill.items.some((i) => i.kind === 'poze')) notes.shift()
  if (!buys(bill)) notes.splice(0, notes.length - 1, 'Výrobce není plátcem DPH; vykoupená elektřina je vyúčtována bez DPH.')
  if (buys(bill) && bill.distributorShown === 'explicit' && random.chance(0.5)) notes.push(`Poruchy hlaste distributorovi na lince ${FAULT_LINES[bill.distributor]}.`)
  sheet.keep(40)
  for (const note of notes) sheet.paragraph(0, note, W, { size: 5.5 })

  // Page numbers and the rotated mail-sorting line on every page.
  const pages = sheet.pdf.getPages()
  const sortCode = random.digits(6)
  pages.forEach((page, i) => {
    page.drawText(`Strana ${i + 1} / ${pages.length}`, { x: 42 + W - sheet.regular.widthOfTextAtSize(`Strana ${i + 1} / ${pages.length}`, 7), y: 26, size: 7, font: sheet.regular })
    page.drawText(`${sortCode} ${String(i + 1).padStart(2, '0')}${String(pages.length).padStart(2, '0')} DOC ${bill.invoiceNumber}`, { x: 22, y: 260, size: 5.5, font: sheet.regular, rotate: degrees(90) })
  })
  return sheet.bytes()
}
