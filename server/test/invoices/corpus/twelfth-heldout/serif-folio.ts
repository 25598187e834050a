/** TWELFTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 10; unsealed in session 11).
 * The pdf-lib layout "serif-folio": a multi-page bill whose text is positioned by hand (summary page,
 * then a detail table that runs over pages under a repeated header, readings, payments, notes).
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Bill, LineItem } from '../bill.ts'
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
  fontBytes,
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
  quantityParts,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const LEFT = 42
const RIGHT = 553
const BOTTOM = 66
const GREY = rgb(0.38, 0.38, 0.42)
const INK = rgb(0.08, 0.08, 0.1)

type Align = 'left' | 'right'
interface Fonts {
  serif: PDFFont
  bold: PDFFont
  label: PDFFont
}

/** A cursor over the pages of one bill: text at positions, wrapping, and page breaks. */
class Folio {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = 0
  onBreak: (() => void) | null = null

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage()
  }

  newPage(): void {
    this.page = this.doc.addPage([WIDTH, HEIGHT])
    this.pages.push(this.page)
    this.y = this.pages.length === 1 ? HEIGHT - 40 : HEIGHT - 62
  }

  text(value: string, x: number, y: number, size = 8, font: PDFFont = this.fonts.serif, align: Align = 'left', color = INK): void {
    const at = align === 'right' ? x - font.widthOfTextAtSize(value, size) : x
    this.page.drawText(value, { x: at, y, size, font, color })
  }

  wrap(value: string, width: number, size: number, font: PDFFont = this.fonts.serif): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of value.split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line) lines.push(line)
    return lines
  }

  /** Room for `height` points below the cursor, else a new page (and the table header again, where one runs). */
  need(height: number): void {
    if (this.y - height < BOTTOM) {
      this.newPage()
      this.onBreak?.()
    }
  }

  rule(y = this.y, from = LEFT, to = RIGHT, thickness = 0.5): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color: GREY })
  }

  heading(value: string): void {
    this.need(30)
    this.y -= 16
    this.text(value, LEFT, this.y, 10, this.fonts.bold)
    this.y -= 4
    this.rule()
    this.y -= 4
  }

  paragraph(value: string, size = 7, width = RIGHT - LEFT, color = GREY): void {
    for (const line of this.wrap(value, width, size)) {
      this.need(size + 3)
      this.y -= size + 3
      this.text(line, LEFT, this.y, size, this.fonts.serif, 'left', color)
    }
  }
}

const titleOf = (bill: Bill) =>
  bill.direction === 'sell' ? 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY Z VÝROBNY' : bill.direction === 'both' ? 'VYÚČTOVÁNÍ DODÁVKY A VÝKUPU ELEKTŘINY' : 'VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY'

/** Renders one bill in the serif-folio layout with pdf-lib. */
export async function renderSerifFolio(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const fonts: Fonts = {
    serif: await doc.embedFont(fontBytes('DejaVuSerifCondensed.ttf'), { subset: true, customName: 'DejaVuSerifCondensed' }),
    bold: await doc.embedFont(fontBytes('DejaVuSerifCondensed-Bold.ttf'), { subset: true, customName: 'DejaVuSerifCondensed-Bold' }),
    label: await doc.embedFont(fontBytes('DejaVuSansCondensed.ttf'), { subset: true, customName: 'DejaVuSansCondensed' }),
  }
  const f = new Folio(doc, fonts)
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 5, 5])
  const payment = bill.balance > 0 ? random.pick(['bankovní převod', 'bankovní převod', 'inkaso z účtu', 'SIPO']) : 'bankovní převod'
  const customerAccount = `${random.int(100_000, 9_999_999)}${random.int(100, 999)}/${random.pick(['0100', '0300', '0800', '2010', '3030', '5500', '0600'])}`
  const customerIco = random.digits(8)

  // ---- page 1: identification
  f.text(party.name, LEFT, f.y, 13, fonts.bold)
  f.text('Faktura – daňový doklad', RIGHT, f.y, 11, fonts.bold, 'right')
  f.y -= 12
  f.text(`${party.street}, ${party.zipCity}`, LEFT, f.y, 7, fonts.label, 'left', GREY)
  f.text(`č. ${bill.invoiceNumber}`, RIGHT, f.y, 10, fonts.bold, 'right')
  f.y -= 9
  f.text(`IČO ${party.ico}   DIČ CZ${party.ico}   ${party.web}`, LEFT, f.y, 7, fonts.label, 'left', GREY)
  f.y -= 30
  f.text(titleOf(bill), LEFT, f.y, 12, fonts.bold)
  f.y -= 13
  const kind = random.pick(['Řádné vyúčtování', 'Řádná faktura', 'Pravidelné vyúčtování'])
  f.text(`${kind} za zúčtovací období ${period(bill, bill.periodFrom, bill.periodTo)}`, LEFT, f.y, 8.5)

  // invoice facts on the left, the addressee on the right
  f.y -= 22
  const top = f.y
  const facts: [string, string][] = [
    [random.pick(['Evidenční číslo daňového dokladu', 'Číslo faktury']), bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Zákaznické číslo', 'Číslo zákazníka']), bill.customerNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['Datum uskutečnění zdanitelného plnění', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Termín vrácení přeplatku', date(bill, bill.dueDate)],
    ['Způsob úhrady', payment],
  ]
  for (const [label, value] of facts) {
    f.text(label, LEFT, f.y, 7, fonts.label, 'left', GREY)
    f.text(value, 190, f.y, 8.5)
    f.y -= 11
  }
  const afterFacts = f.y
  let y = top + 6
  f.page.drawRectangle({ x: 318, y: top - 62, width: RIGHT - 318, height: 74, borderColor: GREY, borderWidth: 0.4 })
  f.text('Adresát', 326, y - 4, 6.5, fonts.label, 'left', GREY)
  y -= 16
  const addressee = [bill.customerName, bill.billingAddress.street, `${bill.billingAddress.zip}  ${bill.billingAddress.city}`]
  if (bill.customerType === 'business') addressee.splice(1, 0, `IČ ${customerIco}, DIČ CZ${customerIco}`)
  for (const line of addressee) {
    f.text(line, 326, y, 9, line === bill.customerName ? fonts.bold : fonts.serif)
    y -= 11.5
  }
  f.y = Math.min(afterFacts, top - 70)

  // supply point and contract: two columns of label over value
  f.heading(bill.direction === 'sell' ? 'Výrobna a smlouva o výkupu' : 'Odběrné místo a smlouva')
  const left: [string, string[]][] = []
  const right: [string, string[]][] = []
  const addressLines = bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
  const [contractLabel, contractValue] = contractText(bill, random)
  if (buys(bill)) {
    left.push([random.pick(['Adresa odběrného místa', 'Odběrné místo']), addressLines])
    left.push(['Kód odběrného místa (EAN)', [bill.ean]])
    left.push(['Distribuční sazba / hlavní jistič', [`${bill.rate} / ${bill.breaker.phases}x${bill.breaker.amps} A`]])
    right.push(['Produkt', [bill.productName]])
    right.push(['Typ ceny', [buyTypeText(bill, random)]])
  } else {
    left.push(['Adresa výrobny', addressLines])
    left.push(['EAN předávacího místa výrobny', [bill.productionEan!]])
  }
  right.push([contractLabel, [contractValue]])
  if (sells(bill)) {
    if (buys(bill)) left.push(['EAN předávacího místa výrobny', [bill.productionEan!]])
    right.push([buys(bill) ? 'Produkt výkupu' : 'Produkt', [bill.sellProductName]])
    right.push(['Výkupní cena', [sellTypeText(bill, random)]])
  }
  if (buys(bill) && bill.distributorShown === 'explicit') right.push(['Provozovatel distribuční soustavy', [DISTRIBUTOR_FULL[bill.distributor]]])
  const columnTop = f.y
  for (const [column, x] of [
    [left, LEFT],
    [right, 318],
  ] as const) {
    f.y = columnTop
    for (const [label, values] of column) {
      f.y -= 9
      f.text(label, x, f.y, 6.5, fonts.label, 'left', GREY)
      for (const value of values) {
        f.y -= 10
        f.text(value, x, f.y, 8.5)
      }
      f.y -= 2
    }
  }
  f.y = Math.min(columnTop - left.reduce((a, [, v]) => a + 11 + v.length * 10, 0), columnTop - right.reduce((a, [, v]) => a + 11 + v.length * 10, 0))

  // summary of the bill
  f.heading('Souhrn vyúčtování')
  const groupTotal = (index: number) => sumTotals(itemsOf(bill, GROUPS[index]!.kinds))
  const summary: [string, string, boolean?][] = []
  if (buys(bill)) {
    summary.push(['Dodávka elektřiny (obchodní část)', amount(bill, groupTotal(0))])
    summary.push(['Distribuce elektřiny a související služby', amount(bill, groupTotal(1))])
    summary.push(['Daň z elektřiny', amount(bill, groupTotal(2))])
    summary.push([random.pick(['Celkem za dodávku elektřiny bez DPH', 'Fakturace celkem bez DPH']), amount(bill, bill.buyTotalNoVat), true])
    summary.push(['DPH 21 %', amount(bill, bill.vat)])
    summary.push(['Celkem za dodávku elektřiny včetně DPH', amount(bill, bill.buyTotalWithVat), true])
    summary.push([random.pick(['Zaplacené zálohy', 'Uhrazené zálohy', 'Zúčtované zálohy']), amount(bill, -bill.advances)])
  }
  if (sells(bill)) {
    summary.push([buys(bill) ? 'Výkup elektřiny z výrobny (odpočet, bez DPH)' : 'Výkup elektřiny z výrobny celkem', amount(bill, buys(bill) ? -bill.sellTotal : bill.sellTotal), true])
    if (!buys(bill)) summary.push(['DPH', 'výrobce není plátcem DPH'])
  }
  const result = bill.balance > 0 ? 'Nedoplatek' : bill.balance < 0 ? 'Přeplatek' : 'Vyrovnáno'
  summary.push([`${result}`, amount(bill, Math.abs(bill.balance)), true])
  for (const [label, value, strong] of summary) {
    f.need(12)
    f.y -= 12
    f.text(label, LEFT, f.y, 8.5, strong ? fonts.bold : fonts.serif)
    f.text(value, 470, f.y, 8.5, strong ? fonts.bold : fonts.serif, 'right')
    if (/\d$/.test(value)) f.text(cur, 476, f.y, 8.5, fonts.serif)
  }

  // result and payment
  f.y -= 10
  f.need(80)
  const boxTop = f.y
  f.page.drawRectangle({ x: LEFT, y: boxTop - 74, width: RIGHT - LEFT, height: 70, color: rgb(0.95, 0.95, 0.93) })
  f.y -= 18
  if (bill.balance > 0) {
    f.text(`K úhradě: ${money(bill, bill.balance)}`, LEFT + 8, f.y, 12, fonts.bold)
    f.y -= 13
    f.text(`Splatnost ${date(bill, bill.dueDate)}, číslo účtu ${party.account}, variabilní symbol ${bill.variableSymbol}`, LEFT + 8, f.y, 8)
    f.y -= 11
    if (payment !== 'bankovní převod') f.text(`Nedoplatek uhradíte způsobem: ${payment}.`, LEFT + 8, f.y, 8)
    const code = spayd(bill, party)
    const grid = qrModules(code)
    const cell = 2.3
    for (const [r, row] of grid.entries())
      for (const [c, dark] of row.entries())
        if (dark) f.page.drawRectangle({ x: RIGHT - 66 + c * cell, y: boxTop - 6 - (r + 1) * cell, width: cell, height: cell, color: INK })
    f.text('QR Platba', RIGHT - 110, boxTop - 20, 7, fonts.label, 'left', GREY)
    f.y = boxTop - 80
    for (const part of f.wrap(code.replaceAll('*', '* ').trim(), RIGHT - LEFT, 5.5, fonts.label)) {
      f.y -= 7
      f.text(part.replaceAll('* ', '*'), LEFT, f.y, 5.5, fonts.label, 'left', GREY)
    }
  } else if (bill.balance < 0) {
    f.text(`${bill.direction === 'sell' ? 'K výplatě' : 'Přeplatek'}: ${money(bill, -bill.balance)}`, LEFT + 8, f.y, 12, fonts.bold)
    f.y -= 13
    f.text(`Částku Vám poukážeme do ${date(bill, bill.dueDate)} na účet č. ${customerAccount}.`, LEFT + 8, f.y, 8)
    f.y = boxTop - 80
  } else {
    f.text('Vyúčtování je vyrovnané, nic nedoplácíte.', LEFT + 8, f.y, 11, fonts.bold)
    f.y = boxTop - 80
  }

  // consumption in short
  f.heading(buys(bill) ? 'Spotřeba v zúčtovacím období' : 'Množství vykoupené elektřiny')
  const prev = previousPeriod(bill, random)
  const lines: [string, string][] = []
  if (buys(bill)) {
    lines.push([random.pick(['Celkové dodané množství elektřiny', 'Celková spotřeba elektřiny']), energy(bill, bill.statedTotalKwh, mwhDecimals)])
    if (bill.twoTariff) {
      lines.push(['z toho ve vysokém tarifu (VT)', energy(bill, bill.vtKwh, mwhDecimals)])
      lines.push(['z toho v nízkém tarifu (NT)', energy(bill, bill.ntKwh, mwhDecimals)])
    } else lines.push(['z toho jednotarif (VT)', energy(bill, bill.vtKwh, mwhDecimals)])
    lines.push([`Spotřeba v předchozím období ${period(bill, prev.from, prev.to)}`, energy(bill, prev.kwh, mwhDecimals)])
    if (bill.yearlyEstimatePrinted !== null) lines.push([random.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby']), `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`])
  }
  if (sells(bill)) lines.push(['Elektřina dodaná z výrobny do sítě (vykoupené množství)', energy(bill, bill.soldKwh, mwhDecimals)])
  for (const [label, value] of lines) {
    f.need(11)
    f.y -= 11
    f.text(label, LEFT, f.y, 8.5)
    f.text(value, RIGHT, f.y, 8.5, fonts.serif, 'right')
  }
  if (buys(bill) && bill.distributorShown !== 'none') {
    f.y -= 8
    const name = bill.distributorShown === 'explicit' && random.chance(0.6) ? ` ${DISTRIBUTOR_FULL[bill.distributor]}` : ''
    if (bill.distributorShown === 'fault-line' || name) f.paragraph(`Poruchová linka distributora${name} (nonstop): ${FAULT_LINES[bill.distributor]}`, 8, RIGHT - LEFT, INK)
  }
  f.paragraph(`Zákaznická linka ${party.name}: ${party.phone}, ${party.web}. Vyúčtování naleznete také v zákaznickém portálu.`, 7.5)

  // ---- the itemized detail: on a page of its own, or straight after the summary (then it runs over the page end)
  if (random.chance(0.5)) f.newPage()
  else {
    f.need(80)
    f.y -= 22
  }
  f.text('Podrobný rozpis vyúčtování', LEFT, f.y, 11, fonts.bold)
  f.y -= 6
  const cols = { name: LEFT, from: 196, to: 244, qty: 338, unit: 342, price: 432, total: 500, vat: RIGHT }
  const tableHeader = () => {
    f.y -= 14
    f.text('Položka', cols.name, f.y, 6.5, fonts.label, 'left', GREY)
    f.text('Od', cols.from, f.y, 6.5, fonts.label, 'left', GREY)
    f.text('Do', cols.to, f.y, 6.5, fonts.label, 'left', GREY)
    f.text('Množství', cols.qty, f.y, 6.5, fonts.label, 'right', GREY)
    f.text('MJ', cols.unit, f.y, 6.5, fonts.label, 'left', GREY)
    f.text('Cena za MJ bez DPH', cols.price, f.y, 6.5, fonts.label, 'right', GREY)
    f.text(`Celkem bez DPH (${cur})`, cols.total, f.y, 6.5, fonts.label, 'right', GREY)
    f.text('DPH', cols.vat, f.y, 6.5, fonts.label, 'right', GREY)
    f.y -= 3
    f.rule()
  }
  let running = 0
  f.onBreak = () => {
    f.text('Podrobný rozpis vyúčtování – pokračování', LEFT, f.y, 9, fonts.bold)
    f.y -= 2
    tableHeader()
    f.y -= 10
    f.text('Převod z předchozí strany', LEFT, f.y, 7.5, fonts.serif, 'left', GREY)
    f.text(amount(bill, running), cols.total, f.y, 7.5, fonts.serif, 'right', GREY)
  }
  tableHeader()
  /** Room for `height` more points of the table, else the carried sum at the page foot and the table goes on overleaf. */
  const carry = (height: number) => {
    if (f.y - height - 14 >= BOTTOM) return
    f.y -= 10
    if (running) {
      f.text('Převod na další stranu', LEFT, f.y, 7.5, fonts.serif, 'left', GREY)
      f.text(amount(bill, running), cols.total, f.y, 7.5, fonts.serif, 'right', GREY)
    }
    f.y = 0
    f.need(height)
  }
  const row = (item: LineItem) => {
    const nameLines = f.wrap(labels[item.kind], cols.from - cols.name - 6, 7.5)
    const height = nameLines.length * 9 + 3
    carry(height)
    f.y -= 11
    const [qty, unit] = quantityParts(bill, item, mwhDecimals)
    const [price] = priceParts(bill, item)
    f.text(nameLines[0]!, cols.name, f.y, 7.5)
    f.text(date(bill, item.from), cols.from, f.y, 7.5)
    f.text(date(bill, item.to), cols.to, f.y, 7.5)
    f.text(qty, cols.qty, f.y, 7.5, fonts.serif, 'right')
    f.text(unit, cols.unit, f.y, 7.5)
    f.text(`${price} ${cur}`, cols.price, f.y, 7.5, fonts.serif, 'right')
    f.text(amount(bill, item.total), cols.total, f.y, 7.5, fonts.serif, 'right')
    f.text(item.kind.startsWith('sell') ? '–' : '21 %', cols.vat, f.y, 7.5, fonts.serif, 'right')
    for (const more of nameLines.slice(1)) {
      f.y -= 9
      f.text(more, cols.name + 6, f.y, 7.5)
    }
    running = Math.round((running + item.total) * 100) / 100
  }
  GROUPS.forEach((group, index) => {
    const rows = itemsOf(bill, group.kinds)
    if (!rows.length) return
    carry(40)
    f.y -= 14
    f.text(index === 3 && !buys(bill) ? 'Výkup elektřiny z výrobny' : group.title, LEFT, f.y, 8, fonts.bold)
    for (const item of rows) row(item)
    carry(14)
    f.y -= 11
    f.text(`Mezisoučet – ${index === 0 ? 'obchodní část' : index === 1 ? 'regulovaná část' : index === 2 ? 'daň' : 'výkup'}`, LEFT + 6, f.y, 7.5, fonts.serif, 'left', GREY)
    f.text(amount(bill, sumTotals(rows)), cols.total, f.y, 7.5, fonts.bold, 'right')
  })
  f.onBreak = null
  f.need(30)
  f.y -= 6
  f.rule()
  if (buys(bill)) {
    f.y -= 12
    f.text('Celkem za dodávku elektřiny a související služby v elektroenergetice bez DPH', LEFT, f.y, 8, fonts.bold)
    f.text(amount(bill, bill.buyTotalNoVat), cols.total, f.y, 8, fonts.bold, 'right')
  }
  if (sells(bill)) {
    f.y -= 12
    f.text('Celkem za výkup elektřiny (výrobce není plátcem DPH)', LEFT, f.y, 8, fonts.bold)
    f.text(amount(bill, bill.sellTotal), cols.total, f.y, 8, fonts.bold, 'right')
  }

  // VAT recap
  if (buys(bill)) {
    f.heading('Rekapitulace DPH')
    f.y -= 10
    for (const [x, label] of [
      [220, 'Základ daně'],
      [300, 'Sazba'],
      [400, 'DPH'],
      [500, 'Celkem s DPH'],
    ] as const)
      f.text(label, x, f.y, 6.5, fonts.label, 'right', GREY)
    f.y -= 11
    f.text(amount(bill, bill.buyTotalNoVat), 220, f.y, 8, fonts.serif, 'right')
    f.text('21 %', 300, f.y, 8, fonts.serif, 'right')
    f.text(amount(bill, bill.vat), 400, f.y, 8, fonts.serif, 'right')
    f.text(amount(bill, bill.buyTotalWithVat), 500, f.y, 8, fonts.serif, 'right')
  }

  // meter readings
  const readings = meterReadings(bill, random)
  f.heading(`Odečty elektroměru č. ${readings.meter}`)
  f.y -= 10
  for (const [x, label, align] of [
    [LEFT, 'Registr', 'left'],
    [100, 'Období', 'left'],
    [330, 'Počáteční stav', 'right'],
    [410, 'Konečný stav', 'right'],
    [470, 'Typ odečtu', 'left'],
    [RIGHT, 'Rozdíl (kWh)', 'right'],
  ] as const)
    f.text(label, x, f.y, 6.5, fonts.label, align, GREY)
  for (const reading of readings.rows) {
    f.need(11)
    f.y -= 11
    const register = reading.kind === 'vt' ? (bill.twoTariff ? `${reading.register} VT` : reading.register) : reading.kind === 'nt' ? `${reading.register} NT` : `${reading.register} dodávka`
    f.text(register, LEFT, f.y, 7.5)
    f.text(period(bill, reading.from, reading.to), 100, f.y, 7.5)
    f.text(num(bill, reading.start, 0), 330, f.y, 7.5, fonts.serif, 'right')
    f.text(num(bill, reading.end, 0), 410, f.y, 7.5, fonts.serif, 'right')
    f.text(reading.estimated ? 'odhad (O)' : 'skutečný (S)', 470, f.y, 7.5)
    f.text(num(bill, reading.end - reading.start, 0), RIGHT, f.y, 7.5, fonts.serif, 'right')
  }

  // payments during the period and the next advances
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([10, 15, 20]))
    f.heading('Přehled přijatých záloh')
    if (!paid.length) f.paragraph('V zúčtovacím období nebyly předepsány žádné zálohy.', 8, RIGHT - LEFT, INK)
    for (let i = 0; i < paid.length; i += 3) {
      f.need(11)
      f.y -= 11
      paid.slice(i, i + 3).forEach((p, j) => {
        f.text(date(bill, p.date), LEFT + j * 172, f.y, 7.5)
        f.text(money(bill, p.amount), LEFT + j * 172 + 150, f.y, 7.5, fonts.serif, 'right')
      })
    }
    f.need(12)
    f.y -= 12
    f.text('Zálohy celkem', LEFT, f.y, 8, fonts.bold)
    f.text(money(bill, bill.advances), RIGHT, f.y, 8, fonts.bold, 'right')

    const next = nextAdvances(bill, random)
    f.heading(`Zálohový kalendář na další období (${next.every === 'monthly' ? 'měsíční' : 'čtvrtletní'} zálohy)`)
    f.paragraph(`Výše zálohy: ${money(bill, next.rows[0]!.amount)}, splatná vždy k ${next.day}. dni ${next.every === 'monthly' ? 'měsíce' : 'prvního měsíce čtvrtletí'}, variabilní symbol ${bill.variableSymbol}.`, 8, RIGHT - LEFT, INK)
    for (let i = 0; i < next.rows.length; i += 4) {
      f.need(11)
      f.y -= 11
      next.rows.slice(i, i + 4).forEach((p, j) => {
        f.text(date(bill, p.date), LEFT + j * 128, f.y, 7.5)
        f.text(amount(bill, p.amount), LEFT + j * 128 + 112, f.y, 7.5, fonts.serif, 'right')
      })
    }
  }

  // notes
  f.heading('Informace pro zákazníka')
  if (buys(bill)) f.paragraph(fuelMix(random))
  f.paragraph(promoText(bill, random))
  f.paragraph(COMPLAINT_NOTE)

  // running headers and footers, now that the page count is known
  const total = f.pages.length
  f.pages.forEach((page, index) => {
    f.page = page
    if (index > 0) {
      f.text(`${party.name} · Vyúčtování č. ${bill.invoiceNumber}`, LEFT, HEIGHT - 34, 7, fonts.label, 'left', GREY)
      f.text(`Zákaznické číslo ${bill.customerNumber}`, RIGHT, HEIGHT - 34, 7, fonts.label, 'right', GREY)
      f.rule(HEIGHT - 40)
    }
    f.rule(44)
    f.text(`${party.name}, ${party.street}, ${party.zipCity}, IČO ${party.ico}, zapsaná v obchodním rejstříku vedeném ${party.register}`, LEFT, 34, 6, fonts.label, 'left', GREY)
    f.text(`Strana ${index + 1} z ${total}`, RIGHT, 24, 7, fonts.label, 'right', GREY)
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator(`${party.name} – fakturační systém`)
  doc.setTitle(`Vyúčtování ${bill.invoiceNumber}`)
  const stamp = new Date(`${bill.issueDate}T06:00:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
