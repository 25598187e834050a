/** SEVENTEENTH SPLIT (blind development), written on 2026-11-23 (session 13).
 * The pdf-lib layout "transposed-blocks": a regional supplier's bill whose charges are TRANSPOSED, the
 * price components standing as columns and the figures as rows (unit, quantity, price per unit,
 * amount), one block per cost family and price period with a "Celkem" column of its own. Page one:
 * the window-envelope addressee beside the document's facts, the supply point as a four-column key
 * grid, a summary box. A recapitulation, a VAT recap, the advances as a ledger (prescribed | paid |
 * running sum) whose header repeats on a new page, the meter states and a tear-off payment slip follow;
 * a running header from page two, "Strana n/N" in the footer. Sell-only bills are the buyer's
 * self-billing document.
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
  addMonths,
  amount,
  buyTypeText,
  buys,
  contractText,
  customerIco,
  date,
  energy,
  fontBytes,
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
  resultWord,
  segmentsOf,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const LEFT = 42
const RIGHT = 553
const BOTTOM = 64
const GREY = rgb(0.4, 0.4, 0.4)
const INK = rgb(0.06, 0.06, 0.06)
const LINE = rgb(0.7, 0.7, 0.7)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
  condensed: PDFFont
  condensedBold: PDFFont
}

/** A cursor over the pages of one bill. */
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
    this.y = this.pages.length === 1 ? HEIGHT - 44 : HEIGHT - 72
  }

  text(
    value: string,
    x: number,
    y: number,
    size = 7.6,
    font: PDFFont = this.fonts.regular,
    align: 'left' | 'right' | 'center' = 'left',
    color: RGB = INK,
  ): void {
    const width = font.widthOfTextAtSize(value, size)
    const at = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
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

  need(height: number): void {
    if (this.y - height < BOTTOM) {
      this.newPage()
      this.onBreak?.()
    }
  }

  rule(y = this.y, from = LEFT, to = RIGHT, thickness = 0.5, color: RGB = LINE): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  box(x: number, top: number, width: number, height: number, fill?: RGB, border: RGB = LINE): void {
    this.page.drawRectangle({ x, y: top - height, width, height, color: fill, borderColor: border, borderWidth: 0.6 })
  }

  heading(title: string, accent: RGB, reserve = 60): void {
    this.need(reserve)
    this.y -= 18
    this.text(title.toUpperCase(), LEFT, this.y, 8.4, this.fonts.bold, 'left', accent)
    this.y -= 4
    this.rule(this.y, LEFT, RIGHT, 1, accent)
  }

  paragraph(value: string, size = 6.7, color: RGB = GREY, x = LEFT, width = RIGHT - LEFT): void {
    for (const line of this.wrap(value, width, size)) {
      this.need(size + 3)
      this.y -= size + 3
      this.text(line, x, this.y, size, this.fonts.regular, 'left', color)
    }
  }
}

interface Block {
  title: string
  period: string
  items: LineItem[]
  note?: string
}

/** Renders one bill in the transposed-blocks layout with pdf-lib. */
export async function renderTransposedBlocks(bill: Bill, random: Random): Promise<Uint8Array> {
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
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const accent = random.pick([rgb(0.1, 0.3, 0.5), rgb(0.45, 0.16, 0.1), rgb(0.12, 0.4, 0.2), rgb(0.3, 0.2, 0.45)])
  const tint = rgb(0.95, 0.96, 0.97)
  const readings = meterReadings(bill, random)
  const sellOnly = bill.direction === 'sell'
  const monthWord = random.pick(['měs.', 'měsíc', 'M'])
  const segments = segmentsOf(bill)

  // ---- letterhead: supplier on the left, the document's kind on the right
  s.text(party.name, LEFT, s.y, 12, fonts.bold, 'left', accent)
  s.text(`${party.street} · ${party.zipCity}`, LEFT, s.y - 11, 6.8, fonts.regular, 'left', GREY)
  s.text(`IČO ${party.ico} · DIČ CZ${party.ico} · ${party.web} · ${party.phone}`, LEFT, s.y - 20, 6.8, fonts.regular, 'left', GREY)
  const title = sellOnly
    ? 'Vyúčtování výkupu elektřiny'
    : bill.direction === 'both'
      ? 'Vyúčtování dodávky a výkupu elektřiny'
      : 'Vyúčtování dodávky elektřiny'
  s.text(sellOnly ? 'DOKLAD O VÝKUPU (samofakturace)' : 'FAKTURA – DAŇOVÝ DOKLAD', RIGHT, s.y, 10, fonts.bold, 'right')
  s.text(title, RIGHT, s.y - 11, 7.6, fonts.regular, 'right', GREY)
  s.text(`č. ${bill.invoiceNumber}`, RIGHT, s.y - 22, 9, fonts.bold, 'right', accent)
  s.y -= 34

  // ---- the addressee in the envelope window (left), the document's facts (right)
  const windowTop = s.y - 6
  s.text(random.pick(['Adresát', 'Zasílací adresa']), LEFT, windowTop - 2, 6, fonts.regular, 'left', GREY)
  const addressee: [string, PDFFont, number][] = [[bill.customerName, fonts.bold, 9.6]]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    addressee.push([`IČ: ${ico}, DIČ: CZ${ico}`, fonts.regular, 7.6])
  }
  addressee.push(
    [bill.billingAddress.street, fonts.regular, 9],
    [`${bill.billingAddress.zip} ${bill.billingAddress.city}`, fonts.regular, 9],
  )
  let ay = windowTop - 14
  for (const [line, font, size] of addressee) {
    s.text(line, LEFT + 6, ay, size, font)
    ay -= size + 3.5
  }
  const facts: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Zákaznické číslo', 'Číslo zákazníka']), bill.customerNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['DUZP', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Splatnost' : 'Vrácení do', date(bill, bill.dueDate)],
    ['Vyúčtování za období', period(bill, bill.periodFrom, bill.periodTo, ' – ')],
    ['Druh', random.pick(['řádné vyúčtování', 'řádné (konečné za období)'])],
  ]
  let fy = windowTop - 2
  s.box(318, windowTop + 6, RIGHT - 318, facts.length * 10.4 + 6, tint)
  for (const [label, value] of facts) {
    s.text(label, 324, fy - 4, 6.8, fonts.regular, 'left', GREY)
    s.text(value, RIGHT - 6, fy - 4, 7.6, fonts.bold, 'right')
    fy -= 10.4
  }
  s.y = Math.min(ay, fy) - 6

  // ---- supply point as a key grid of four columns
  s.heading(sellOnly ? 'Výrobna' : 'Odběrné místo', accent)
  const grid: [string, string][] = []
  const addressText = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  if (buys(bill)) {
    grid.push(['EAN', bill.ean], ['Adresa', addressText], ['Sazba distribuce', bill.rate])
    grid.push(['Jistič', random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases}×${bill.breaker.amps}A`])])
    grid.push(['Produkt', bill.productName], ['Cena', buyTypeText(bill, random)])
    if (bill.distributorShown === 'explicit') grid.push(['Distributor', DISTRIBUTOR_FULL[bill.distributor]])
    if (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.5)))
      grid.push(['Poruchy a havárie', FAULT_LINES[bill.distributor]])
    if (bill.yearlyEstimatePrinted !== null) grid.push([random.pick(ESTIMATE_LABELS), `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`])
    if (sells(bill)) grid.push(['EAN výrobny', bill.productionEan!], ['Výkup', `${bill.sellProductName} (${sellTypeText(bill, random)})`])
  } else {
    grid.push(
      ['EAN výrobny', bill.productionEan!],
      ['Adresa výrobny', addressText],
      ['Produkt', bill.sellProductName],
      ['Cena', sellTypeText(bill, random)],
    )
  }
  const [contractLabel, contractValue] = contractText(bill, random)
  grid.push([contractLabel, contractValue], ['Elektroměr č.', readings.meter])
  const colWidth = (RIGHT - LEFT) / 4
  for (let row = 0; row < grid.length; row += 4) {
    const cells = grid.slice(row, row + 4)
    let lowest = s.y
    cells.forEach(([label, value], k) => {
      const x = LEFT + k * colWidth
      s.text(label, x, s.y - 9, 6, fonts.regular, 'left', GREY)
      let vy = s.y - 18
      for (const part of value.split('\n'))
        for (const line of s.wrap(part, colWidth - 6, 7.4, fonts.bold)) {
          s.text(line, x, vy, 7.4, fonts.bold)
          vy -= 9
        }
      lowest = Math.min(lowest, vy)
    })
    s.y = lowest - 1
  }

  // ---- summary box
  s.need(90)
  s.y -= 10
  const sumRows: [string, string, boolean][] = []
  if (buys(bill)) {
    sumRows.push(['Dodávka elektřiny a služby bez DPH', money(bill, bill.buyTotalNoVat), false])
    sumRows.push(['DPH 21 %', money(bill, bill.vat), false])
    sumRows.push(['Celkem s DPH', money(bill, bill.buyTotalWithVat), true])
  }
  if (sells(bill)) sumRows.push([sellOnly ? 'Výkup elektřiny celkem' : 'Odečet za výkup přebytků', money(bill, bill.sellTotal), sellOnly])
  if (buys(bill)) sumRows.push(['Uhrazené zálohy', money(bill, bill.advances), false])
  const resultLabel =
    bill.balance > 0
      ? random.pick(['Nedoplatek k úhradě', 'Doplatek'])
      : bill.balance < 0
        ? random.pick(['Přeplatek', 'K výplatě'])
        : 'Vyrovnáno'
  sumRows.push([resultLabel, money(bill, Math.abs(bill.balance)), true])
  const boxHeight = sumRows.length * 12 + 10
  s.box(LEFT, s.y, RIGHT - LEFT, boxHeight, tint, accent)
  let sy = s.y - 13
  for (const [label, value, strong] of sumRows) {
    s.text(label, LEFT + 8, sy, strong ? 8.4 : 7.6, strong ? fonts.bold : fonts.regular)
    s.text(value, RIGHT - 8, sy, strong ? 8.4 : 7.6, strong ? fonts.bold : fonts.regular, 'right')
    sy -= 12
  }
  s.y -= boxHeight + 2
  if (sellOnly) s.paragraph('Doklad vystavuje odběratel elektřiny jménem výrobce (samofakturace); výrobce není plátcem DPH.')

  // ---- the transposed blocks
  const header = () => {
    s.text(
      `${party.name} · Faktura č. ${bill.invoiceNumber} · zákaznické číslo ${bill.customerNumber}`,
      LEFT,
      HEIGHT - 44,
      6.8,
      fonts.regular,
      'left',
      GREY,
    )
    s.rule(HEIGHT - 49)
  }
  s.onBreak = header
  const blocks: Block[] = []
  const family: { title: string; kinds: RowKind[] }[] = [
    {
      title: random.pick(['Obchodní část (dodavatel)', 'Dodávka elektřiny – neregulované ceny']),
      kinds: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'],
    },
    {
      title: random.pick(['Regulovaná část (distribuce a služby)', 'Distribuce a související služby']),
      kinds: ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure'],
    },
    { title: 'Daň z elektřiny', kinds: ['tax'] },
    { title: random.pick(['Výkup přebytků z výrobny', 'Výkup elektřiny']), kinds: ['sellEnergy', 'sellFee'] },
  ]
  segments.forEach((seg, index) => {
    for (const fam of family) {
      const items = itemsOf(bill, fam.kinds).filter((i) => i.from === seg.from && i.to === seg.to)
      const last = index === segments.length - 1
      if (last && fam.kinds.includes('sellEnergy')) items.push(...itemsOf(bill, ['sellMonthly']))
      if (items.length) blocks.push({ title: fam.title, period: period(bill, seg.from, seg.to), items })
    }
  })
  s.heading(random.pick(['Rozpis fakturace', 'Fakturované položky po složkách ceny']), accent, 120)
  s.paragraph(
    random.pick([
      'Složky ceny jsou uvedeny ve sloupcích; řádky udávají měrnou jednotku, množství, cenu za jednotku bez DPH a částku bez DPH.',
      'Každý sloupec je jedna fakturovaná položka. Ceny jsou bez DPH, v řádku „Částka“ je součin množství a jednotkové ceny.',
    ]),
  )
  const LABEL_W = 78
  for (const block of blocks) {
    const columns = block.items.length + 1
    const cw = (RIGHT - LEFT - LABEL_W) / columns
    const heads = block.items.map((i) => s.wrap(labels[i.kind], cw - 4, 6, fonts.condensedBold))
    heads.push(['Celkem'])
    const headLines = Math.max(...heads.map((h) => h.length))
    const height = 14 + headLines * 7.2 + 4 * 10 + 10
    s.need(height)
    s.y -= 12
    s.text(block.title, LEFT, s.y, 7.8, fonts.bold, 'left', accent)
    s.text(
      segments.length > 1 || random.chance(0.5) ? `Období ${block.period}` : block.period,
      RIGHT,
      s.y,
      6.8,
      fonts.regular,
      'right',
      GREY,
    )
    s.y -= 4
    s.page.drawRectangle({ x: LEFT, y: s.y - headLines * 7.2 - 3, width: RIGHT - LEFT, height: headLines * 7.2 + 3, color: tint })
    heads.forEach((lines, k) => {
      const right = LEFT + LABEL_W + (k + 1) * cw - 2
      lines.forEach((line, n) => {
        s.text(line, right, s.y - 6.5 - n * 7.2, 6, fonts.condensedBold, 'right')
      })
    })
    s.text('Položka', LEFT + 2, s.y - 6.5, 6, fonts.condensedBold)
    s.y -= headLines * 7.2 + 3
    s.rule(s.y, LEFT, RIGHT, 0.6, INK)
    const unitOf = (i: LineItem) => (isEnergy(i) ? bill.energyUnit : monthWord)
    const qtyOf = (i: LineItem) =>
      isEnergy(i)
        ? bill.energyUnit === 'kWh'
          ? num(bill, i.quantity, 0)
          : num(bill, i.quantity / 1000, mwhDecimals)
        : num(bill, i.quantity, 3)
    const priceOf = (i: LineItem) =>
      isEnergy(i) ? (bill.energyUnit === 'kWh' ? num(bill, i.price / 1000, 5) : amount(bill, i.price)) : amount(bill, i.price)
    const blockTotal = sumTotals(block.items)
    const rows: [string, (i: LineItem) => string, string][] = [
      ['Měrná jednotka', unitOf, ''],
      ['Množství', qtyOf, ''],
      [`Cena za MJ (${cur})`, priceOf, ''],
      [`Částka (${cur})`, (i) => amount(bill, i.total), amount(bill, blockTotal)],
    ]
    for (const [label, pick, total] of rows) {
      s.y -= 10
      const strong = label.startsWith('Částka')
      s.text(label, LEFT + 2, s.y, 6.6, strong ? fonts.bold : fonts.regular, 'left', strong ? INK : GREY)
      block.items.forEach((item, k) => {
        s.text(pick(item), LEFT + LABEL_W + (k + 1) * cw - 2, s.y, 7, strong ? fonts.condensedBold : fonts.condensed, 'right')
      })
      if (total) s.text(total, RIGHT - 2, s.y, 7.2, fonts.condensedBold, 'right')
      s.y -= 2.5
      s.rule(s.y, LEFT, RIGHT, 0.3)
    }
    if (block.items.some((i) => i.kind === 'sellMonthly')) {
      s.y -= 8
      s.text(
        `Paušál výkupu je účtován za celé zúčtovací období ${period(bill, bill.periodFrom, bill.periodTo)}.`,
        LEFT + 2,
        s.y,
        6,
        fonts.regular,
        'left',
        GREY,
      )
    }
  }

  // ---- recapitulation and VAT
  if (buys(bill)) {
    s.heading(random.pick(['Rekapitulace', 'Souhrn za zúčtovací období']), accent, 110)
    const recap: [string, number][] = [
      ['Obchodní část', sumTotals(itemsOf(bill, family[0]!.kinds))],
      ['Regulovaná část', sumTotals(itemsOf(bill, family[1]!.kinds))],
      ['Daň z elektřiny', sumTotals(itemsOf(bill, ['tax']))],
    ]
    for (const [label, value] of recap) {
      s.y -= 10
      s.text(label, LEFT + 2, s.y, 7.4)
      s.text(money(bill, value), RIGHT - 2, s.y, 7.4, fonts.regular, 'right')
    }
    s.y -= 3
    s.rule(s.y, LEFT, RIGHT, 0.6, INK)
    s.y -= 10
    s.text('Celkem bez DPH', LEFT + 2, s.y, 7.6, fonts.bold)
    s.text(money(bill, bill.buyTotalNoVat), RIGHT - 2, s.y, 7.6, fonts.bold, 'right')
    s.y -= 16
    const vx = [LEFT + 2, 250, 330, 430, RIGHT - 2]
    const vh = ['Rekapitulace DPH', `Základ (${cur})`, 'Sazba', `DPH (${cur})`, `Celkem (${cur})`]
    vh.forEach((h, k) => {
      s.text(h, vx[k]!, s.y, 6.4, fonts.bold, k === 0 ? 'left' : 'right', GREY)
    })
    s.y -= 10
    const vr = ['základní sazba', amount(bill, bill.buyTotalNoVat), '21 %', amount(bill, bill.vat), amount(bill, bill.buyTotalWithVat)]
    vr.forEach((v, k) => {
      s.text(v, vx[k]!, s.y, 7.4, fonts.regular, k === 0 ? 'left' : 'right')
    })
  }

  // ---- consumption and meter states
  s.heading(sellOnly ? 'Naměřené hodnoty výrobny' : 'Odběr a stavy elektroměru', accent, 90)
  s.y -= 10
  if (buys(bill)) {
    const parts: string[] = []
    if (bill.twoTariff) parts.push(`VT ${e(bill.vtKwh)}`, `NT ${e(bill.ntKwh)}`)
    else parts.push(`jednotarif ${e(bill.vtKwh)}`)
    s.text(`Odebráno za období: ${parts.join(', ')}; celkem ${e(bill.statedTotalKwh)}`, LEFT + 2, s.y, 7.6, fonts.bold)
    s.y -= 10
  }
  if (sells(bill)) {
    s.text(`Dodáno do sítě z výrobny: ${e(bill.soldKwh)}`, LEFT + 2, s.y, 7.6, fonts.bold)
    s.y -= 10
  }
  const rx = [LEFT + 2, 168, 222, 292, 346, 418, RIGHT - 2]
  const rh = ['Registr', 'Odečet od', 'Stav', 'Odečet do', 'Stav', `Rozdíl (kWh)`, 'Druh odečtu']
  const readingHead = () => {
    s.y -= 4
    rh.forEach((h, k) => {
      s.text(h, rx[k]!, s.y, 6.2, fonts.bold, k === 0 ? 'left' : 'right', GREY)
    })
    s.y -= 3
    s.rule(s.y, LEFT, RIGHT, 0.5, INK)
  }
  readingHead()
  for (const r of readings.rows) {
    s.need(12)
    s.y -= 10
    const name = r.kind === 'vt' ? (bill.twoTariff ? '1.8.1 (VT)' : '1.8.0') : r.kind === 'nt' ? '1.8.2 (NT)' : '2.8.0 (dodávka)'
    const cells = [
      name,
      date(bill, r.from),
      num(bill, r.start, 0),
      date(bill, r.to),
      num(bill, r.end, 0),
      num(bill, r.end - r.start, 0),
      r.estimated ? 'odhad' : 'skutečný',
    ]
    cells.forEach((c, k) => {
      s.text(c, rx[k]!, s.y, 7, fonts.condensed, k === 0 ? 'left' : 'right')
    })
  }
  s.y -= 8
  s.text(`Elektroměr č. ${readings.meter}`, LEFT + 2, s.y, 6.4, fonts.regular, 'left', GREY)

  // ---- advances ledger (header repeated after a page break)
  if (buys(bill) && bill.advances > 0) {
    const payDay = random.pick([10, 15, 20])
    const paid = paidAdvances(bill, payDay)
    s.heading(random.pick(['Zálohy za období', 'Přehled záloh']), accent, 60)
    const lx = [LEFT + 2, 200, 300, 400, RIGHT - 2]
    const lh = ['Splatnost zálohy', `Předpis (${cur})`, `Uhrazeno (${cur})`, 'Datum úhrady', `Průběžný součet (${cur})`]
    const ledgerHead = () => {
      s.y -= 10
      lh.forEach((h, k) => {
        s.text(h, lx[k]!, s.y, 6.2, fonts.bold, k === 0 ? 'left' : 'right', GREY)
      })
      s.y -= 3
      s.rule(s.y, LEFT, RIGHT, 0.5, INK)
    }
    ledgerHead()
    let running = 0
    for (const p of paid) {
      if (s.y - 12 < BOTTOM) {
        s.newPage()
        header()
        s.y -= 6
        s.text('Přehled záloh – pokračování', LEFT, s.y, 7, fonts.bold, 'left', accent)
        ledgerHead()
      }
      running = Math.round((running + p.amount) * 100) / 100
      s.y -= 10
      const cells = [
        date(bill, p.date),
        amount(bill, p.amount),
        amount(bill, p.amount),
        date(bill, addMonths(p.date, 0, Math.min(28, payDay + 2))),
        amount(bill, running),
      ]
      cells.forEach((c, k) => {
        s.text(c, lx[k]!, s.y, 7, fonts.condensed, k === 0 ? 'left' : 'right')
      })
    }
    s.y -= 3
    s.rule(s.y, LEFT, RIGHT, 0.5, INK)
    s.y -= 10
    s.text('Zálohy celkem', LEFT + 2, s.y, 7.4, fonts.bold)
    s.text(amount(bill, bill.advances), lx[2]!, s.y, 7.4, fonts.bold, 'right')
  }

  // ---- settlement
  s.heading(random.pick(['Vyúčtování', 'Výsledek vyúčtování']), accent, 70)
  const settle: [string, string][] = []
  if (buys(bill)) settle.push(['Celkem za dodávku s DPH', money(bill, bill.buyTotalWithVat)])
  if (sells(bill)) settle.push(['Výkup přebytků (odečet)', `−${money(bill, bill.sellTotal)}`])
  if (buys(bill)) settle.push(['Zaplacené zálohy', `−${money(bill, bill.advances)}`])
  settle.push([
    `${resultWord(bill, random.pick(['Nedoplatek', 'Doplatíte']), random.pick(['Přeplatek', 'Vracíme Vám']))}`,
    money(bill, Math.abs(bill.balance)),
  ])
  for (const [label, value] of settle) {
    s.y -= 10
    s.text(label, LEFT + 2, s.y, 7.6)
    s.text(value, 330, s.y, 7.6, fonts.bold, 'right')
  }
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    s.y -= 14
    s.text(
      `Nové zálohy: ${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'} ${money(bill, next.rows[0]!.amount)}, splatné k ${next.day}. dni, poprvé ${date(bill, next.rows[0]!.date)}.`,
      LEFT + 2,
      s.y,
      7.2,
    )
  }

  // ---- notes
  s.heading('Informace', accent, 50)
  if (buys(bill)) s.paragraph(fuelMix(random))
  s.paragraph(promoText(bill, random), 7.2, INK)
  s.paragraph(COMPLAINT_NOTE)
  s.paragraph(`Zákaznická linka ${party.phone}, ${party.email}. Společnost je zapsána v obchodním rejstříku vedeném ${party.register}.`)

  // ---- tear-off payment slip at the foot of the last page
  s.need(96)
  const slipTop = Math.min(s.y - 14, BOTTOM + 90)
  s.page.drawLine({ start: { x: LEFT, y: slipTop }, end: { x: RIGHT, y: slipTop }, thickness: 0.6, color: GREY, dashArray: [3, 2] })
  s.text('✂', LEFT - 12, slipTop - 3, 9, fonts.regular, 'left', GREY)
  const slip: [string, string][] =
    bill.balance > 0
      ? [
          ['Číslo účtu příjemce', party.account],
          ['Variabilní symbol', bill.variableSymbol],
          ['Částka', money(bill, bill.balance)],
          ['Splatnost', date(bill, bill.dueDate)],
        ]
      : [
          ['Doklad', bill.invoiceNumber],
          ['Variabilní symbol', bill.variableSymbol],
          [bill.balance < 0 ? 'Vrátíme na Váš účet' : 'K úhradě', money(bill, Math.abs(bill.balance))],
          ['Nejpozději', date(bill, bill.dueDate)],
        ]
  s.text(bill.balance > 0 ? 'PLATEBNÍ ÚSTŘIŽEK' : 'OZNÁMENÍ O VÝSLEDKU', LEFT, slipTop - 16, 8, fonts.bold, 'left', accent)
  slip.forEach(([label, value], k) => {
    const x = LEFT + (k % 2) * 255
    const y = slipTop - 32 - Math.floor(k / 2) * 22
    s.text(label, x, y, 6.2, fonts.regular, 'left', GREY)
    s.text(value, x, y - 10, 9, fonts.bold)
  })
  s.text(`${party.name} · faktura ${bill.invoiceNumber}`, RIGHT, slipTop - 16, 6.4, fonts.regular, 'right', GREY)

  // ---- footer with the page numbers
  const total = s.pages.length
  s.pages.forEach((page, index) => {
    s.page = page
    s.rule(48)
    s.text(
      `${party.name}, ${party.street}, ${party.zipCity} · IČO ${party.ico} · bankovní spojení ${party.account}`,
      LEFT,
      38,
      5.8,
      fonts.regular,
      'left',
      GREY,
    )
    s.text(`Strana ${index + 1}/${total}`, RIGHT, 38, 7, fonts.bold, 'right')
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator(`${party.name} – fakturační modul`)
  doc.setTitle(`${title} ${bill.invoiceNumber}`)
  const stamp = new Date(`${bill.issueDate}T07:45:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
