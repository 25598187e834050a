/** NINETEENTH SPLIT (blind development), written blind on 2026-11-28 (session 14).
 * The pdf-lib layout "month-sections", drawn at absolute positions.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { Bill, LineItem, RowKind } from '../bill.ts'
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
  days,
  energy,
  fontBytes,
  fuelMix,
  isEnergy,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
  monthName,
  monthParts,
  monthsOf,
  nextAdvances,
  num,
  paidAdvances,
  period,
  priceParts,
  promoText,
  quantityParts,
  segmentsOf,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
  type MonthPart,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const LEFT = 40
const RIGHT = 555
const BOTTOM = 62
const INK = rgb(0.08, 0.08, 0.1)
const GREY = rgb(0.42, 0.42, 0.45)
const LINE = rgb(0.72, 0.72, 0.75)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
  condensed: PDFFont
  condensedBold: PDFFont
}

/** A cursor over the pages of one bill; `onBreak` draws what a continuation page repeats. */
class Sheet {
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
    this.y = this.pages.length === 1 ? HEIGHT - 42 : HEIGHT - 70
  }

  text(
    value: string,
    x: number,
    y: number,
    size = 7.6,
    font: PDFFont = this.fonts.regular,
    align: 'left' | 'right' = 'left',
    color: RGB = INK,
  ): void {
    const at = align === 'right' ? x - font.widthOfTextAtSize(value, size) : x
    this.page.drawText(value, { x: at, y, size, font, color })
  }

  wrap(value: string, width: number, size: number, font: PDFFont = this.fonts.regular): string[] {
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

  need(height: number): boolean {
    if (this.y - height >= BOTTOM) return false
    this.newPage()
    this.onBreak?.()
    return true
  }

  rule(y = this.y, from = LEFT, to = RIGHT, thickness = 0.5, color: RGB = LINE): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  band(top: number, height: number, color: RGB, from = LEFT, to = RIGHT): void {
    this.page.drawRectangle({ x: from, y: top - height, width: to - from, height, color })
  }

  heading(title: string, accent: RGB, reserve = 70): void {
    this.need(reserve)
    this.y -= 20
    this.text(title, LEFT, this.y, 9.4, this.fonts.bold, 'left', accent)
    this.y -= 4
    this.rule(this.y, LEFT, RIGHT, 1.2, accent)
  }

  paragraph(value: string, size = 6.8, color: RGB = GREY): void {
    for (const line of this.wrap(value, RIGHT - LEFT, size)) {
      this.need(size + 3)
      this.y -= size + 3
      this.text(line, LEFT, this.y, size, this.fonts.regular, 'left', color)
    }
  }
}

interface Column {
  head: string
  x: number
  align: 'left' | 'right'
}

/** Renders one bill in the month-sections layout with pdf-lib. */
export async function renderMonthSections(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const fonts: Fonts = {
    regular: await doc.embedFont(fontBytes('DejaVuSans.ttf'), { subset: true, customName: 'DejaVuSans' }),
    bold: await doc.embedFont(fontBytes('DejaVuSans-Bold.ttf'), { subset: true, customName: 'DejaVuSans-Bold' }),
    condensed: await doc.embedFont(fontBytes('DejaVuSansCondensed.ttf'), { subset: true, customName: 'DejaVuSansCondensed' }),
    condensedBold: await doc.embedFont(fontBytes('DejaVuSansCondensed-Bold.ttf'), { subset: true, customName: 'DejaVuSansCondensed-Bold' }),
  }
  const s = new Sheet(doc, fonts)
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const c = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const accent = random.pick([rgb(0.05, 0.33, 0.42), rgb(0.5, 0.2, 0.08), rgb(0.2, 0.32, 0.12), rgb(0.26, 0.18, 0.46)])
  const tint = rgb(0.94, 0.95, 0.96)
  const sellOnly = bill.direction === 'sell'
  const readings = meterReadings(bill, random)
  const parts = monthParts(bill, random)
  const monthWord = random.pick(['měs.', 'měsíc'])
  const numericMonths = random.chance(0.4)
  const monthTitle = (year: number, month: number) =>
    numericMonths ? `${String(month).padStart(2, '0')}/${year}` : `${monthName(month)} ${year}`
  const breakerText = random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} × ${bill.breaker.amps} A`])

  // ---- letterhead
  s.text(party.name, LEFT, s.y, 12.5, fonts.bold, 'left', accent)
  s.text(`${party.street}, ${party.zipCity}`, LEFT, s.y - 11, 6.8, fonts.regular, 'left', GREY)
  s.text(`IČO ${party.ico} · DIČ CZ${party.ico} · ${party.web} · ${party.phone}`, LEFT, s.y - 20, 6.8, fonts.regular, 'left', GREY)
  const kind = sellOnly ? 'DOKLAD O VÝKUPU ELEKTŘINY' : random.pick(['VYÚČTOVACÍ FAKTURA', 'VYÚČTOVÁNÍ ELEKTŘINY'])
  s.text(kind, RIGHT, s.y, 10.5, fonts.bold, 'right')
  s.text(
    sellOnly ? 'samofakturace odběratele výroby' : 'daňový doklad s měsíčním rozpisem',
    RIGHT,
    s.y - 11,
    6.8,
    fonts.regular,
    'right',
    GREY,
  )
  s.text(`č. ${bill.invoiceNumber}`, RIGHT, s.y - 23, 10, fonts.bold, 'right', accent)
  s.y -= 38

  // ---- the totals box, first thing on the page
  const resultLabel =
    bill.balance > 0
      ? random.pick(['Nedoplatek k úhradě', 'K úhradě'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Vracíme Vám'])
        : 'Vyrovnáno'
  const sums: [string, string][] = []
  if (buys(bill)) {
    sums.push(
      ['Celkem bez DPH', money(bill, bill.buyTotalNoVat)],
      ['DPH 21 %', money(bill, bill.vat)],
      ['Celkem s DPH', money(bill, bill.buyTotalWithVat)],
    )
  }
  if (sells(bill)) sums.push([sellOnly ? 'Výkup elektřiny celkem' : 'Odečet výkupu přetoků', money(bill, bill.sellTotal)])
  if (buys(bill)) sums.push(['Zaplacené zálohy', money(bill, bill.advances)])
  const boxHeight = Math.max(58, sums.length * 11 + 14)
  s.band(s.y, boxHeight, tint)
  s.page.drawRectangle({ x: LEFT, y: s.y - boxHeight, width: 5, height: boxHeight, color: accent })
  s.text(resultLabel, LEFT + 14, s.y - 16, 8.6, fonts.bold, 'left', accent)
  s.text(money(bill, Math.abs(bill.balance)), LEFT + 14, s.y - 36, 17, fonts.bold)
  const dueText =
    bill.balance > 0
      ? `splatnost ${date(bill, bill.dueDate)} · VS ${bill.variableSymbol}`
      : bill.balance < 0
        ? `pošleme na Váš účet do ${date(bill, bill.dueDate)}`
        : 'nic nedoplácíte'
  s.text(dueText, LEFT + 14, s.y - 49, 7, fonts.regular, 'left', GREY)
  let sy = s.y - 13
  for (const [label, value] of sums) {
    s.text(label, 330, sy, 7.4, fonts.regular, 'left', GREY)
    s.text(value, RIGHT - 8, sy, 7.6, fonts.bold, 'right')
    sy -= 11
  }
  s.y -= boxHeight + 8

  // ---- customer and the document's facts
  const top = s.y
  s.text(sellOnly ? 'Výrobce' : 'Odběratel', LEFT, top - 8, 6.6, fonts.bold, 'left', GREY)
  const addressee: [string, PDFFont, number][] = [[bill.customerName, fonts.bold, 9.6]]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    addressee.push([`IČ: ${ico} · DIČ: CZ${ico}`, fonts.regular, 7.4])
  }
  addressee.push(
    [bill.billingAddress.street, fonts.regular, 8.8],
    [`${bill.billingAddress.zip} ${bill.billingAddress.city}`, fonts.regular, 8.8],
  )
  let ay = top - 20
  for (const [line, font, size] of addressee) {
    s.text(line, LEFT, ay, size, font)
    ay -= size + 3.4
  }
  const facts: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Zákaznické číslo', 'Číslo zákazníka']), bill.customerNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['Datum zdanitelného plnění', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Datum vrácení', date(bill, bill.dueDate)],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
    ['Druh vyúčtování', random.pick(['řádné', 'řádné roční', 'řádné – konečné za období'])],
  ]
  let fy = top - 8
  for (const [label, value] of facts) {
    s.text(label, 318, fy, 6.8, fonts.regular, 'left', GREY)
    s.text(value, RIGHT, fy, 7.6, fonts.bold, 'right')
    fy -= 10.2
  }
  s.y = Math.min(ay, fy) - 4

  // ---- the supply (or production) point in two columns of label: value lines
  s.heading(sellOnly ? 'Výrobna' : 'Odběrné místo', accent, 110)
  const place: [string, string][] = []
  const addressLines = bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
  const [termLabel, termValue] = contractTerm(bill, random)
  if (buys(bill)) {
    place.push(
      ['EAN odběrného místa', bill.ean],
      ['Adresa', addressLines.join('\n')],
      ['Distribuční sazba', bill.rate],
      ['Hlavní jistič', breakerText],
    )
    if (bill.distributorShown === 'explicit') place.push(['Provozovatel DS', DISTRIBUTOR_FULL[bill.distributor]])
    if (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.4)))
      place.push(['Poruchová linka', FAULT_LINES[bill.distributor]])
    place.push(['Produkt', bill.productName], ['Způsob stanovení ceny', buyTypeText(bill, random)])
    if (bill.yearlyEstimatePrinted !== null) place.push([random.pick(ESTIMATE_LABELS), `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`])
    if (sells(bill))
      place.push(['EAN výrobny', bill.productionEan!], ['Výkup přetoků', `${bill.sellProductName} (${sellTypeText(bill, random)})`])
  } else {
    place.push(['EAN výrobny', bill.productionEan!], ['Adresa výrobny', addressLines.join('\n')])
    place.push(['Produkt výkupu', bill.sellProductName], ['Cena výkupu', sellTypeText(bill, random)])
  }
  place.push([termLabel, termValue], ['Elektroměr', `č. ${readings.meter}`])
  const half = Math.ceil(place.length / 2)
  let lowest = s.y
  for (const [col, list] of [place.slice(0, half), place.slice(half)].entries()) {
    let y = s.y - 11
    const x = col === 0 ? LEFT : 300
    for (const [label, value] of list) {
      const labelLines = s.wrap(`${label}:`, 94, 6.8)
      labelLines.forEach((line, k) => {
        s.text(line, x, y - k * 8.4, 6.8, fonts.regular, 'left', GREY)
      })
      const start = y
      for (const part of value.split('\n')) {
        for (const line of s.wrap(part, 150, 7.6, fonts.bold)) {
          s.text(line, x + 100, y, 7.6, fonts.bold)
          y -= 9.6
        }
      }
      y = Math.min(y, start - labelLines.length * 8.4 - 1.2)
    }
    lowest = Math.min(lowest, y)
  }
  s.y = lowest + 2

  // ---- running header from page two
  const header = () => {
    s.text(
      `${party.name} · ${sellOnly ? 'Doklad' : 'Faktura'} č. ${bill.invoiceNumber} · zákazník ${bill.customerNumber}`,
      LEFT,
      HEIGHT - 42,
      6.8,
      fonts.regular,
      'left',
      GREY,
    )
    s.text(period(bill, bill.periodFrom, bill.periodTo), RIGHT, HEIGHT - 42, 6.8, fonts.regular, 'right', GREY)
    s.rule(HEIGHT - 47)
  }
  s.onBreak = header

  // ---- a small generic table drawer with a header repeated on every new page
  const drawHead = (columns: Column[], caption?: string) => {
    if (caption) {
      s.y -= 11
      s.text(caption, LEFT, s.y, 7, fonts.bold, 'left', accent)
    }
    s.y -= 4
    s.band(s.y, 11, tint)
    s.y -= 8
    for (const col of columns) s.text(col.head, col.x, s.y, 6.3, fonts.condensedBold, col.align, GREY)
    s.y -= 3
    s.rule(s.y, LEFT, RIGHT, 0.6, INK)
  }
  const drawRow = (columns: Column[], cells: string[], strong = false, repeat?: () => void) => {
    if (s.y - 11 < BOTTOM) {
      s.newPage()
      header()
      repeat?.()
    }
    s.y -= 9.6
    cells.forEach((cell, k) => {
      const col = columns[k]!
      if (cell) s.text(cell, col.x, s.y, 7, strong ? fonts.condensedBold : fonts.condensed, col.align, INK)
    })
    s.y -= 1.6
  }

  // ---- consumption per month
  const months = monthsOf(bill.periodFrom, bill.periodTo)
  const partOf = (kinds: RowKind[], year: number, month: number) =>
    bill.items
      .filter((i) => kinds.includes(i.kind))
      .flatMap((i) => parts.get(i)!.filter((p) => p.year === year && p.month === month))
      .reduce((acc, p) => acc + p.quantity, 0)
  const unitHead = bill.energyUnit === 'kWh' ? '(kWh)' : '(MWh)'
  const qty = (kwh: number) => (bill.energyUnit === 'kWh' ? num(bill, kwh, 0) : num(bill, kwh / 1000, mwhDecimals))
  s.heading(sellOnly ? 'Výroba dodaná do sítě po měsících' : 'Spotřeba po měsících', accent, 90)
  const consumptionColumns: Column[] = [{ head: 'Měsíc', x: LEFT + 2, align: 'left' }]
  if (buys(bill)) {
    if (bill.twoTariff)
      consumptionColumns.push(
        { head: `VT – 1.8.1 ${unitHead}`, x: 250, align: 'right' },
        { head: `NT – 1.8.2 ${unitHead}`, x: 340, align: 'right' },
      )
    consumptionColumns.push({ head: `${bill.twoTariff ? 'Celkem' : 'Spotřeba 1.8.0'} ${unitHead}`, x: 430, align: 'right' })
  }
  if (sells(bill)) consumptionColumns.push({ head: `Do sítě 2.8.0 ${unitHead}`, x: RIGHT - 2, align: 'right' })
  const repeatConsumption = () => drawHead(consumptionColumns, 'Spotřeba po měsících – pokračování')
  drawHead(consumptionColumns)
  for (const m of months) {
    const cells = [
      `${monthTitle(m.year, m.month)}${m.from.slice(8) !== '01' || days(m.from, m.to) < monthLength(m.year, m.month) ? ` (${date(bill, m.from)} – ${date(bill, m.to)})` : ''}`,
    ]
    if (buys(bill)) {
      const vt = partOf(['energyVt', 'energySingle'], m.year, m.month)
      const nt = partOf(['energyNt'], m.year, m.month)
      if (bill.twoTariff) cells.push(qty(vt), qty(nt))
      cells.push(qty(vt + nt))
    }
    if (sells(bill)) cells.push(qty(partOf(['sellEnergy'], m.year, m.month)))
    drawRow(consumptionColumns, cells, false, repeatConsumption)
  }
  s.rule(s.y + 1, LEFT, RIGHT, 0.6, INK)
  s.need(30)
  s.y -= 11
  const totalLine: string[] = []
  if (buys(bill)) {
    if (bill.twoTariff) totalLine.push(`VT ${e(bill.vtKwh)}`, `NT ${e(bill.ntKwh)}`)
    totalLine.push(`${bill.twoTariff ? 'celkem' : 'jednotarif'} ${e(bill.statedTotalKwh)}`)
  }
  if (sells(bill)) totalLine.push(`do sítě ${e(bill.soldKwh)}`)
  s.text(`Celkem za období: ${totalLine.join(' · ')}`, LEFT + 2, s.y, 7.6, fonts.bold)

  // ---- the items month by month
  const buyOrder: RowKind[] = [...SUPPLY_KINDS, ...NETWORK_KINDS, ...REGULATED_KINDS, 'tax']
  const itemColumns: Column[] = [
    { head: 'Položka', x: LEFT + 2, align: 'left' },
    { head: 'Množství', x: 330, align: 'right' },
    { head: 'MJ', x: 336, align: 'left' },
    { head: 'Cena za MJ', x: 440, align: 'right' },
    { head: `Částka bez DPH (${c})`, x: RIGHT - 2, align: 'right' },
  ]
  const quantityText = (item: LineItem, part: MonthPart): [string, string] =>
    isEnergy(item) ? [qty(part.quantity), bill.energyUnit] : [num(bill, part.quantity, 3), monthWord]
  s.heading(random.pick(['Rozpis vyúčtování po měsících', 'Měsíční rozpis položek']), accent, 120)
  s.paragraph(
    random.pick([
      'Položky jsou rozepsány do kalendářních měsíců podle průběhového měření; částky jsou bez DPH a součet měsíců dává částku položky za celé zúčtovací období.',
      'Měsíční rozpis vychází z naměřených hodnot; rozhodující jsou částky souhrnu za zúčtovací období uvedené za rozpisem.',
    ]),
  )
  for (const m of months) {
    const rows: { item: LineItem; part: MonthPart }[] = []
    for (const kind of [...buyOrder, ...SELL_KINDS])
      for (const item of itemsOf(bill, [kind])) {
        const part = parts.get(item)!.find((p) => p.year === m.year && p.month === m.month)
        if (part) rows.push({ item, part })
      }
    if (!rows.length) continue
    s.need(60)
    s.y -= 14
    s.band(s.y + 9, 13, accent)
    s.text(monthTitle(m.year, m.month).toUpperCase(), LEFT + 4, s.y, 8, fonts.bold, 'left', rgb(1, 1, 1))
    s.text(period(bill, m.from, m.to), RIGHT - 4, s.y, 7, fonts.regular, 'right', rgb(1, 1, 1))
    s.y -= 3
    const caption = `${monthTitle(m.year, m.month)} – pokračování`
    drawHead(itemColumns)
    for (const { item, part } of rows) {
      const [q, u] = quantityText(item, part)
      const [price] = priceParts(bill, item, monthWord)
      drawRow(itemColumns, [labels[item.kind], q, u, price, amount(bill, part.total)], false, () => drawHead(itemColumns, caption))
    }
    const buySum = Math.round(rows.filter((r) => !r.item.kind.startsWith('sell')).reduce((a, r) => a + r.part.total, 0) * 100) / 100
    const sellSum = Math.round(rows.filter((r) => r.item.kind.startsWith('sell')).reduce((a, r) => a + r.part.total, 0) * 100) / 100
    s.rule(s.y + 1, LEFT, RIGHT, 0.4, INK)
    if (rows.some((r) => !r.item.kind.startsWith('sell')))
      drawRow(itemColumns, [`Dodávka a distribuce za ${monthTitle(m.year, m.month)}`, '', '', '', amount(bill, buySum)], true)
    if (rows.some((r) => r.item.kind.startsWith('sell')))
      drawRow(itemColumns, [`Výkup za ${monthTitle(m.year, m.month)}`, '', '', '', amount(bill, sellSum)], true)
  }

  // ---- the summary of the whole period: the authoritative item list
  s.heading(random.pick(['Souhrn za zúčtovací období', 'Položky za celé období (souhrn)']), accent, 120)
  const summaryColumns: Column[] = [
    { head: 'Položka', x: LEFT + 2, align: 'left' },
    { head: 'Období', x: 214, align: 'left' },
    { head: 'Množství', x: 368, align: 'right' },
    { head: 'MJ', x: 373, align: 'left' },
    { head: 'Cena za MJ', x: 470, align: 'right' },
    { head: `Částka (${c})`, x: RIGHT - 2, align: 'right' },
  ]
  const multi = segmentsOf(bill).length > 1
  const summaryGroups: { title: string; kinds: RowKind[] }[] = [
    { title: 'Dodávka elektřiny (obchodní část)', kinds: SUPPLY_KINDS },
    { title: 'Distribuce elektřiny', kinds: NETWORK_KINDS },
    { title: 'Regulované služby', kinds: REGULATED_KINDS },
    { title: 'Daň z elektřiny', kinds: ['tax'] },
    { title: 'Výkup elektřiny z výrobny', kinds: SELL_KINDS },
  ]
  drawHead(summaryColumns)
  for (const group of summaryGroups) {
    const items = itemsOf(bill, group.kinds)
    if (!items.length) continue
    s.need(40)
    s.y -= 10
    s.text(group.title, LEFT + 2, s.y, 7.2, fonts.bold, 'left', accent)
    s.y -= 1
    for (const item of items) {
      const [q, u] = quantityParts(bill, item, mwhDecimals, monthWord)
      const [price, priceUnit] = priceParts(bill, item, monthWord)
      const when = multi || item.kind === 'sellMonthly' || random.chance(0.5) ? period(bill, item.from, item.to, '–') : 'celé období'
      drawRow(summaryColumns, [labels[item.kind], when, q, u, `${price} ${priceUnit}`, amount(bill, item.total)], false, () =>
        drawHead(summaryColumns, 'Souhrn – pokračování'),
      )
    }
    drawRow(summaryColumns, [`Celkem ${group.title.toLowerCase()}`, '', '', '', '', amount(bill, sumTotals(items))], true)
  }
  if (buys(bill)) {
    s.need(44)
    s.y -= 4
    s.rule(s.y, LEFT, RIGHT, 0.8, INK)
    const totals: [string, string][] = [
      ['Celkem bez DPH', money(bill, bill.buyTotalNoVat)],
      ['DPH 21 %', money(bill, bill.vat)],
      ['Celkem s DPH', money(bill, bill.buyTotalWithVat)],
    ]
    for (const [label, value] of totals) {
      s.y -= 10.5
      s.text(label, 330, s.y, 7.8, fonts.bold)
      s.text(value, RIGHT - 2, s.y, 7.8, fonts.bold, 'right')
    }
  }

  // ---- settlement and advances
  s.heading(random.pick(['Vyúčtování záloh', 'Výsledek vyúčtování']), accent, 90)
  const settle: [string, string][] = []
  if (buys(bill)) settle.push(['Fakturováno celkem s DPH', money(bill, bill.buyTotalWithVat)])
  if (sells(bill))
    settle.push([sellOnly ? 'Výkup elektřiny (bez DPH, výrobce není plátce)' : 'Odečet výkupu přetoků', money(bill, bill.sellTotal)])
  if (buys(bill)) settle.push(['Zaplacené zálohy', money(bill, bill.advances)])
  settle.push([resultLabel, money(bill, Math.abs(bill.balance))])
  for (const [label, value] of settle) {
    s.y -= 10.5
    s.text(label, LEFT + 2, s.y, 7.6, label === resultLabel ? fonts.bold : fonts.regular)
    s.text(value, 330, s.y, 7.6, fonts.bold, 'right')
  }
  if (bill.balance > 0) {
    s.y -= 12
    s.text(
      `Uhraďte prosím na účet ${party.account} (${party.bank}), VS ${bill.variableSymbol}, do ${date(bill, bill.dueDate)}.`,
      LEFT + 2,
      s.y,
      7,
    )
  }
  const paid = buys(bill) ? paidAdvances(bill, random.pick([8, 15, 22])) : []
  if (paid.length) {
    s.need(30 + Math.ceil(paid.length / 3) * 10)
    s.y -= 14
    s.text('Přijaté zálohy', LEFT + 2, s.y, 7.2, fonts.bold, 'left', accent)
    const rows = Math.ceil(paid.length / 3)
    paid.forEach((p, k) => {
      const x = LEFT + 2 + Math.floor(k / rows) * 172
      const y = s.y - 10 - (k % rows) * 9.6
      s.text(date(bill, p.date), x, y, 7, fonts.condensed)
      s.text(amount(bill, p.amount), x + 130, y, 7, fonts.condensed, 'right')
    })
    s.y -= 10 + rows * 9.6
  }
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    s.y -= 6
    s.text(
      `Zálohy na další období: ${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'} ${money(bill, next.rows[0]!.amount)}, vždy k ${next.day}. dni, první ${date(bill, next.rows[0]!.date)}.`,
      LEFT + 2,
      s.y,
      7,
    )
  }

  // ---- meter readings
  s.heading('Odečty elektroměru', accent, 70)
  const readingColumns: Column[] = [
    { head: 'Registr', x: LEFT + 2, align: 'left' },
    { head: 'Počáteční stav', x: 200, align: 'right' },
    { head: 'Ke dni', x: 262, align: 'right' },
    { head: 'Konečný stav', x: 340, align: 'right' },
    { head: 'Ke dni', x: 402, align: 'right' },
    { head: 'Rozdíl (kWh)', x: 470, align: 'right' },
    { head: 'Odečet', x: RIGHT - 2, align: 'right' },
  ]
  drawHead(readingColumns)
  for (const r of readings.rows) {
    const name = r.kind === 'vt' ? (bill.twoTariff ? '1.8.1 VT' : '1.8.0') : r.kind === 'nt' ? '1.8.2 NT' : '2.8.0 dodávka do sítě'
    drawRow(readingColumns, [
      name,
      num(bill, r.start, 0),
      date(bill, r.from),
      num(bill, r.end, 0),
      date(bill, r.to),
      num(bill, r.end - r.start, 0),
      r.estimated ? 'odhad' : 'dálkový',
    ])
  }

  // ---- notes
  s.heading('Informace', accent, 50)
  if (buys(bill)) s.paragraph(fuelMix(random))
  s.paragraph(promoText(bill, random), 7, INK)
  s.paragraph(COMPLAINT_NOTE)
  s.paragraph(`Zákaznická linka ${party.phone}, ${party.email}. Společnost je zapsána v obchodním rejstříku vedeném ${party.register}.`)

  // ---- footer with the page numbers
  const total = s.pages.length
  s.pages.forEach((page, index) => {
    s.page = page
    s.rule(46)
    s.text(
      `${party.name} · ${party.street}, ${party.zipCity} · IČO ${party.ico} · účet ${party.account}`,
      LEFT,
      36,
      5.8,
      fonts.regular,
      'left',
      GREY,
    )
    s.text(`Strana ${index + 1} (z ${total})`, RIGHT, 36, 7, fonts.bold, 'right')
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator(`${party.name} – billing`)
  doc.setTitle(`${kind} ${bill.invoiceNumber}`)
  const stamp = new Date(`${bill.issueDate}T06:30:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}

const monthLength = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
