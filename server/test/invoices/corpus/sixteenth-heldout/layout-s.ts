/** SIXTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 12; unsealed in session 13).
 * Layout s, drawn with pdf-lib.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  amount,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  cur,
  date,
  energy,
  fontBytes,
  fuelMix,
  ibanGrouped,
  itemsOf,
  kwhText,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  pickLabels,
  priceParts,
  promoText,
  qrModules,
  quantityParts,
  segmentsOf,
  sellTypeText,
  sells,
  sentence,
  spayd,
  supplierParty,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const L = 40
const R = 555
const TOP = HEIGHT - 40
const BOTTOM = 62
const INK = rgb(0.08, 0.08, 0.1)
const GREY = rgb(0.42, 0.42, 0.45)
const RULE = rgb(0.62, 0.62, 0.66)
const TINT = rgb(0.93, 0.95, 0.92)
const HEAD = rgb(0.2, 0.36, 0.22)

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Elektřina VT – obchodní cena', 'Silová elektřina (VT)', 'Dodávka elektřiny ve VT'],
  energyNt: ['Elektřina NT – obchodní cena', 'Silová elektřina (NT)', 'Dodávka elektřiny v NT'],
  energySingle: ['Elektřina – obchodní cena', 'Silová elektřina', 'Dodávka elektřiny'],
  monthlyFee: ['Stálá platba dodavateli', 'Pevná platba za měsíc', 'Měsíční cena za dodávku'],
  spotFee: ['Obchodní přirážka ke spotové ceně', 'Poplatek za službu SPOT', 'Marže obchodníka (spot)'],
  discountVt: ['Sleva {p} % z obchodní ceny VT'],
  distVt: ['Distribuce ve VT', 'Cena za distribuci – VT', 'Použití sítí ve VT'],
  distNt: ['Distribuce v NT', 'Cena za distribuci – NT', 'Použití sítí v NT'],
  distSingle: ['Distribuce', 'Cena za distribuci', 'Použití sítí'],
  breaker: ['Rezervovaná kapacita (jistič)', 'Jistič – měsíční cena', 'Cena za příkon podle jističe'],
  poze: ['POZE – podpora obnovitelných zdrojů', 'Podpora elektřiny z POZE'],
  systemServices: ['Systémové služby', 'Cena za systémové služby ČEPS'],
  infrastructure: ['Nesíťová infrastruktura (OTE)', 'Cena za činnosti OTE'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup přetoků z výrobny', 'Elektřina vykoupená z FVE', 'Přetoky – výkupní cena'],
  sellFee: ['Srážka za zprostředkování prodeje přetoků', 'Poplatek obchodníka z výkupu SPOT'],
  sellMonthly: ['Měsíční paušál výkupu', 'Pevná měsíční platba za výkup'],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % z obchodní ceny'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina VT – průměr hodinových cen OTE', 'Spotová elektřina (VT)'],
  energyNt: ['Elektřina NT – průměr hodinových cen OTE', 'Spotová elektřina (NT)'],
  energySingle: ['Elektřina – průměr hodinových cen OTE', 'Spotová elektřina'],
}

type Align = 'left' | 'right' | 'center'

class Sheet {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = TOP
  onBreak: (() => void) | null = null

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly narrow: PDFFont,
    readonly narrowBold: PDFFont,
  ) {
    this.addPage()
  }

  addPage(): void {
    this.page = this.doc.addPage([WIDTH, HEIGHT])
    this.pages.push(this.page)
    this.y = this.pages.length === 1 ? TOP : TOP - 26
  }

  text(value: string, x: number, y: number, size = 8, font: PDFFont = this.regular, align: Align = 'left', color: RGB = INK): void {
    const width = font.widthOfTextAtSize(value, size)
    const at = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
    this.page.drawText(value, { x: at, y, size, font, color })
  }

  width(value: string, size: number, font: PDFFont = this.regular): number {
    return font.widthOfTextAtSize(value, size)
  }

  wrap(value: string, width: number, size: number, font: PDFFont = this.regular): string[] {
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
    this.addPage()
    this.onBreak?.()
    return true
  }

  rule(y: number, from = L, to = R, thickness = 0.5, color: RGB = RULE): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  box(x: number, top: number, width: number, height: number, fill?: RGB, border: RGB | null = RULE): void {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      ...(border ? { borderColor: border, borderWidth: 0.6 } : {}),
      ...(fill ? { color: fill } : {}),
    })
  }

  paragraph(value: string, size = 7, x = L, width = R - L, color: RGB = GREY, font: PDFFont = this.regular, leading = 2.6): void {
    for (const line of this.wrap(value, width, size, font)) {
      this.need(size + leading)
      this.y -= size + leading
      this.text(line, x, this.y, size, font, 'left', color)
    }
  }

  heading(value: string, note?: string): void {
    this.need(40)
    this.y -= 20
    this.page.drawRectangle({ x: L, y: this.y - 3, width: 4, height: 13, color: HEAD })
    this.text(value, L + 9, this.y, 10, this.bold, 'left', HEAD)
    if (note) this.text(note, R, this.y, 6.8, this.regular, 'right', GREY)
    this.y -= 6
  }
}

interface Cell {
  items: LineItem[]
}

interface MatrixRow {
  basis: string
  detail: string
  cells: [Cell, Cell, Cell]
}

/** Renders one bill in layout s with pdf-lib. */
export async function renderLayoutS(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const regular = await doc.embedFont(fontBytes('DejaVuSans.ttf'), { subset: true, customName: 'DejaVuSans' })
  const bold = await doc.embedFont(fontBytes('DejaVuSans-Bold.ttf'), { subset: true, customName: 'DejaVuSans-Bold' })
  const narrow = await doc.embedFont(fontBytes('DejaVuSansCondensed.ttf'), { subset: true, customName: 'DejaVuSansCondensed' })
  const narrowBold = await doc.embedFont(fontBytes('DejaVuSansCondensed-Bold.ttf'), {
    subset: true,
    customName: 'DejaVuSansCondensed-Bold',
  })
  const s = new Sheet(doc, regular, bold, narrow, narrowBold)
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5, 5])
  const per: 'kWh' | 'MWh' = random.chance(0.5) ? bill.energyUnit : 'MWh'
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const pointEan = sellOnly ? bill.productionEan! : bill.ean
  const readings = meterReadings(bill, random)
  const kind = random.pick(['řádné', 'řádné roční', 'řádné'])
  const breakerText = random.pick([
    `${bill.breaker.phases}x${bill.breaker.amps} A`,
    `${bill.breaker.phases} × ${bill.breaker.amps} A`,
    `${bill.breaker.phases}×${bill.breaker.amps} A`,
  ])

  // ---- page head: the document's name on the left, the issuer right-aligned on the right
  const title = sellOnly
    ? random.pick(['Vyúčtování výkupu elektřiny', 'Výkup elektřiny – vyúčtování'])
    : random.pick(['Vyúčtování elektřiny', 'Vyúčtování dodávky elektřiny', 'Faktura za elektřinu'])
  s.text(title, L, s.y - 12, 17, bold, 'left', HEAD)
  s.text(
    `${sellOnly ? 'doklad č.' : random.pick(['daňový doklad č.', 'faktura – daňový doklad č.'])} ${bill.invoiceNumber}`,
    L,
    s.y - 28,
    10,
    bold,
  )
  s.text(`${kind} vyúčtování · vystaveno ${date(bill, bill.issueDate)}`, L, s.y - 41, 7.5, regular, 'left', GREY)
  const issuer: [string, PDFFont, number][] = [
    [party.name, bold, 9],
    [party.street, regular, 7.2],
    [party.zipCity, regular, 7.2],
    [`IČO ${party.ico} · DIČ CZ${party.ico}`, regular, 7.2],
    [`${party.phone} · ${party.web}`, regular, 7.2],
  ]
  issuer.forEach(([value, font, size], k) => {
    s.text(value, R, s.y - 8 - k * 10, size, font, 'right', k ? GREY : INK)
  })
  s.y -= 58
  s.rule(s.y, L, R, 1.6, HEAD)

  // ---- the addressee on the left, the document's facts on the right with labels flush right against them
  const top = s.y - 14
  let ly = top
  const whoLabel = sellOnly ? 'Výrobce' : bill.customerType === 'business' ? 'Odběratel' : 'Zákazník'
  s.text(whoLabel.toUpperCase(), L, ly, 6.5, bold, 'left', GREY)
  ly -= 13
  s.text(bill.customerName, L, ly, 10.5, bold)
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    ly -= 12
    s.text(`IČ: ${ico}   DIČ: CZ${ico}`, L, ly, 8)
  }
  ly -= 12
  s.text(bill.billingAddress.street, L, ly, 9)
  ly -= 11
  s.text(`${bill.billingAddress.zip} ${bill.billingAddress.city}`, L, ly, 9)
  ly -= 14
  s.text(`${random.pick(['Zákaznické číslo', 'Číslo zákazníka'])}: ${bill.customerNumber}`, L, ly, 7.5, regular, 'left', GREY)

  const facts: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo daňového dokladu', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    ['Datum vystavení', date(bill, bill.issueDate)],
    [sellOnly ? 'Datum plnění' : 'Datum zdanitelného plnění', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Splatnost' : 'Vrácení do', date(bill, bill.dueDate)],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
  ]
  const gutter = 418
  let ry = top
  for (const [label, value] of facts) {
    s.text(`${label}:`, gutter, ry, 7.2, regular, 'right', GREY)
    s.text(value, gutter + 6, ry, 8.3, label === 'Variabilní symbol' ? bold : regular)
    ry -= 11.5
  }
  s.y = Math.min(ly, ry) - 10

  // ---- the place of supply (or production) as a tinted band of sentences
  const band: string[] = []
  const addr = bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
  const bandLines: { text: string; font: PDFFont; size: number }[] = []
  bandLines.push({ text: `${sellOnly ? 'Výrobna' : 'Odběrné místo'} EAN ${pointEan}`, font: bold, size: 8.5 })
  for (const line of addr) bandLines.push({ text: line, font: regular, size: 8.2 })
  if (buys(bill)) {
    const operator = bill.distributorShown === 'explicit' ? ` · distributor ${DISTRIBUTOR_FULL[bill.distributor]}` : ''
    band.push(`Distribuční sazba ${bill.rate} · hlavní jistič ${breakerText}${operator}`)
    band.push(`Produkt ${bill.productName} – ${buyTypeText(bill, random)}`)
  }
  if (sells(bill)) {
    if (buys(bill)) band.push(`Výrobna na stejné adrese, EAN ${bill.productionEan}`)
    band.push(`${buys(bill) ? 'Výkupní produkt' : 'Produkt'} ${bill.sellProductName} – ${sellTypeText(bill, random)}`)
  }
  const [termLabel, termValue] = contractTerm(bill, random, [
    'Smlouva uzavřena na dobu určitou do',
    'Platnost smlouvy do',
    'Dodávka sjednána do',
  ])
  band.push(`${termLabel}: ${termValue} · elektroměr č. ${readings.meter}`)
  for (const line of band) for (const part of s.wrap(line, R - L - 16, 7.6)) bandLines.push({ text: part, font: regular, size: 7.6 })
  const bandHeight = bandLines.length * 10.5 + 10
  s.box(L, s.y, R - L, bandHeight, TINT, null)
  let by = s.y - 12
  for (const line of bandLines) {
    s.text(line.text, L + 8, by, line.size, line.font)
    by -= 10.5
  }
  s.y -= bandHeight

  // ---- consumption and readings (before the prices on some bills, after the payment on others)
  const drawUsage = () => {
    s.heading(sellOnly ? 'Dodávka do sítě a odečty' : 'Spotřeba a odečty', `elektroměr č. ${readings.meter}`)
    const usage: string[] = []
    if (buys(bill)) {
      usage.push(
        bill.twoTariff
          ? `Celková spotřeba ${e(bill.statedTotalKwh)} (VT ${e(bill.vtKwh)}, NT ${e(bill.ntKwh)}).`
          : `Celková spotřeba ${e(bill.statedTotalKwh)}, vše v jednom tarifu (VT ${e(bill.vtKwh)}).`,
      )
      if (bill.yearlyEstimatePrinted !== null)
        usage.push(
          `${random.pick(['Předpokládaná roční spotřeba', 'Očekávaný roční odběr'])}: ${kwhText(bill, bill.yearlyEstimatePrinted)}.`,
        )
    }
    if (sells(bill)) usage.push(`Do sítě dodáno a vykoupeno: ${e(bill.soldKwh)}.`)
    s.paragraph(usage.join(' '), 8, L, R - L, INK)
    const rc = [L + 5, L + 78, 330, 400, 470, R - 5]
    s.need(24)
    s.y -= 12
    s.text('Registr', rc[0]!, s.y, 6.8, bold, 'left', GREY)
    s.text('Období', rc[1]!, s.y, 6.8, bold, 'left', GREY)
    s.text('Počáteční stav', rc[2]!, s.y, 6.8, bold, 'right', GREY)
    s.text('Konečný stav', rc[3]!, s.y, 6.8, bold, 'right', GREY)
    s.text('Odečet', rc[4]! - 30, s.y, 6.8, bold, 'left', GREY)
    s.text('kWh', rc[5]!, s.y, 6.8, bold, 'right', GREY)
    s.y -= 3
    s.rule(s.y)
    for (const reading of readings.rows) {
      s.need(12)
      s.y -= 11
      const reg =
        reading.kind === 'out'
          ? `${reading.register} do sítě`
          : reading.kind === 'nt'
            ? `${reading.register} NT`
            : bill.twoTariff
              ? `${reading.register} VT`
              : reading.register
      s.text(reg, rc[0]!, s.y, 7.4)
      s.text(period(bill, reading.from, reading.to), rc[1]!, s.y, 7.4)
      s.text(num(bill, reading.start, 0), rc[2]!, s.y, 7.4, regular, 'right')
      s.text(num(bill, reading.end, 0), rc[3]!, s.y, 7.4, regular, 'right')
      s.text(reading.estimated ? 'odhad' : 'skutečný', rc[4]! - 30, s.y, 7.4)
      s.text(num(bill, reading.end - reading.start, 0), rc[5]!, s.y, 7.4, regular, 'right')
    }
  }

  const usageFirst = random.chance(0.35)
  if (usageFirst) drawUsage()

  // ---- the price matrix: rows are what a charge is billed on, columns are who receives it
  const segs = segmentsOf(bill)
  const colX = [L, L + 104, L + 104 + 137, L + 104 + 274, R]
  const cellWidth = 137
  if (buys(bill)) {
    const distributorHead = bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : 'provozovatel distribuční soustavy'
    s.heading(random.pick(['Komu platíte a za co', 'Rozpis ceny podle příjemce platby']), `ceny a částky bez DPH v ${c}`)
    const matrixHead = () => {
      s.y -= 4
      const h = 24
      s.box(L, s.y, R - L, h, HEAD, null)
      const heads: [string, string][] = [
        ['Základ účtování', 'množství'],
        ['Dodavatel', 'obchodní část'],
        ['Distribuce', distributorHead],
        ['Regulované platby', 'ERÚ, ČEPS, OTE a stát'],
      ]
      heads.forEach(([a, b], k) => {
        s.text(a, colX[k]! + 5, s.y - 10, 7.6, bold, 'left', rgb(1, 1, 1))
        let sub = b
        while (s.width(sub, 6.2, narrow) > (k ? cellWidth : 104) - 10 && sub.length > 4) sub = sub.slice(0, -1)
        s.text(sub, colX[k]! + 5, s.y - 19, 6.2, narrow, 'left', rgb(0.88, 0.93, 0.88))
      })
      s.y -= h
    }
    matrixHead()
    s.onBreak = () => {
      s.text(`Rozpis ceny – pokračování (doklad ${bill.invoiceNumber})`, L, s.y, 7.5, bold, 'left', GREY)
      s.y -= 4
      matrixHead()
    }
    const sums = [0, 0, 0]
    const componentHeight = (item: LineItem) => s.wrap(labelOf(item), cellWidth - 10, 6.4, narrow).length * 7.4 + 10.5
    const labelOf = (item: LineItem) => {
      if (item.kind === 'distVt' || item.kind === 'distNt' || item.kind === 'distSingle') return `${labels[item.kind]} (sazba ${bill.rate})`
      if (item.kind === 'breaker') return `${labels.breaker}, ${breakerText}`
      return labels[item.kind]
    }
    const drawRow = (row: MatrixRow, shade: boolean) => {
      const heights = row.cells.map((cell) => cell.items.reduce((acc, item) => acc + componentHeight(item), 0))
      const height = Math.max(30, ...heights.map((h) => h + 8))
      s.need(height)
      if (shade) s.box(L, s.y, R - L, height, rgb(0.975, 0.975, 0.97), null)
      s.text(row.basis, colX[0]! + 5, s.y - 11, 7.6, bold)
      s.text(row.detail, colX[0]! + 5, s.y - 22, 8.2, regular)
      row.cells.forEach((cell, k) => {
        const x = colX[k + 1]!
        let cy = s.y - 4
        if (!cell.items.length) {
          s.text('—', x + cellWidth / 2, s.y - 16, 8, regular, 'center', RULE)
          return
        }
        for (const item of cell.items) {
          for (const line of s.wrap(labelOf(item), cellWidth - 10, 6.4, narrow)) {
            cy -= 7.4
            s.text(line, x + 5, cy, 6.4, narrow, 'left', GREY)
          }
          cy -= 9.5
          const [price, unit] = priceParts(bill, item, 'měs.', per)
          s.text(`${price} ${unit}`, x + 5, cy, 7.2, narrow)
          s.text(amount(bill, item.total), x + cellWidth - 5, cy, 7.6, narrowBold, 'right')
          cy -= 1
          sums[k]! += item.total
        }
      })
      for (const x of colX.slice(1, 4)) s.page.drawLine({ start: { x, y: s.y }, end: { x, y: s.y - height }, thickness: 0.4, color: RULE })
      s.y -= height
      s.rule(s.y, L, R, 0.4)
    }
    const pick = (seg: { from: string }, kinds: RowKind[]) => itemsOf(bill, kinds).filter((i) => i.from === seg.from)
    for (const seg of segs) {
      if (segs.length > 1) {
        s.need(48)
        s.y -= 12
        s.text(`Cenové období ${period(bill, seg.from, seg.to)}`, L + 5, s.y, 7.8, bold, 'left', HEAD)
        s.y -= 4
        s.rule(s.y, L, R, 0.6, HEAD)
      }
      const rows: MatrixRow[] = []
      const qty = (item: LineItem | undefined) => (item ? quantityParts(bill, item, mwhDecimals, 'měs.').join(' ') : '')
      if (bill.twoTariff) {
        const vt = pick(seg, ['energyVt'])[0]
        const nt = pick(seg, ['energyNt'])[0]
        rows.push({
          basis: 'Vysoký tarif (VT)',
          detail: qty(vt),
          cells: [{ items: pick(seg, ['energyVt', 'discountVt']) }, { items: pick(seg, ['distVt']) }, { items: [] }],
        })
        rows.push({
          basis: 'Nízký tarif (NT)',
          detail: qty(nt),
          cells: [{ items: pick(seg, ['energyNt']) }, { items: pick(seg, ['distNt']) }, { items: [] }],
        })
      } else {
        const one = pick(seg, ['energySingle'])[0]
        rows.push({
          basis: 'Jednotarif (VT)',
          detail: qty(one),
          cells: [{ items: pick(seg, ['energySingle', 'discountVt']) }, { items: pick(seg, ['distSingle']) }, { items: [] }],
        })
      }
      const all = pick(seg, ['systemServices'])[0]
      rows.push({
        basis: bill.twoTariff ? 'Odběr VT + NT' : 'Celý odběr',
        detail: qty(all),
        cells: [{ items: pick(seg, ['spotFee']) }, { items: [] }, { items: pick(seg, ['systemServices', 'poze', 'tax']) }],
      })
      const months = pick(seg, ['monthlyFee'])[0]
      rows.push({
        basis: 'Měsíční platby',
        detail: qty(months),
        cells: [{ items: pick(seg, ['monthlyFee']) }, { items: pick(seg, ['breaker']) }, { items: pick(seg, ['infrastructure']) }],
      })
      rows.forEach((row, k) => {
        drawRow(row, k % 2 === 1)
      })
    }
    s.onBreak = null
    s.need(34)
    s.y -= 12
    s.text('Součet za příjemce', colX[0]! + 5, s.y, 7.6, bold)
    sums.forEach((value, k) => {
      s.text(amount(bill, Math.round(value * 100) / 100), colX[k + 1]! + cellWidth - 5, s.y, 8, bold, 'right')
    })
    s.y -= 5
    s.rule(s.y, L, R, 1, HEAD)
    s.y -= 12
    s.text(random.pick(['Cena za dodávku celkem bez DPH', 'Celkem bez DPH']), colX[2]!, s.y, 8.5, bold)
    s.text(money(bill, bill.buyTotalNoVat), R - 5, s.y, 9, bold, 'right')
  }

  // ---- buy-back: a plain table of its own
  if (sells(bill)) {
    s.heading(sellOnly ? 'Vykoupená elektřina' : 'Výkup elektřiny z výrobny', 'výrobce není plátcem DPH')
    const bc = [L + 5, 215, 375, 465, R - 5]
    const head = () => {
      s.y -= 10
      s.text('Položka', bc[0]!, s.y, 6.8, bold, 'left', GREY)
      s.text('Období', bc[1]!, s.y, 6.8, bold, 'left', GREY)
      s.text('Množství', bc[2]!, s.y, 6.8, bold, 'right', GREY)
      s.text('Cena', bc[3]!, s.y, 6.8, bold, 'right', GREY)
      s.text(`Částka ${c}`, bc[4]!, s.y, 6.8, bold, 'right', GREY)
      s.y -= 3
      s.rule(s.y)
    }
    head()
    s.onBreak = head
    for (const item of itemsOf(bill, ['sellEnergy', 'sellFee', 'sellMonthly'])) {
      s.need(13)
      s.y -= 11.5
      const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
      const [price, priceUnit] = priceParts(bill, item, 'měs.', per)
      s.text(labels[item.kind], bc[0]!, s.y, 7.6)
      s.text(period(bill, item.from, item.to), bc[1]!, s.y, 7.2, regular, 'left', GREY)
      s.text(`${qty} ${unit}`, bc[2]!, s.y, 7.6, regular, 'right')
      s.text(`${price} ${priceUnit}`, bc[3]!, s.y, 7.6, regular, 'right')
      s.text(amount(bill, item.total), bc[4]!, s.y, 7.6, regular, 'right')
    }
    s.onBreak = null
    s.need(16)
    s.y -= 4
    s.rule(s.y)
    s.y -= 11
    s.text(sellOnly ? 'Výkup celkem' : 'Výkup celkem (odečítá se od ceny za dodávku)', bc[0]!, s.y, 8, bold)
    s.text(money(bill, bill.sellTotal), bc[4]!, s.y, 8.5, bold, 'right')
  }

  // ---- the settlement: a column of sums on the right, a VAT recap and the paid advances on the left
  s.need(buys(bill) ? 150 : 70)
  s.heading(random.pick(['Vyúčtování', 'Zúčtování a výsledek']))
  const paid = buys(bill) ? paidAdvances(bill, random.pick([5, 12, 18, 25]), random.chance(0.3)) : []
  const settleTop = s.y
  let sy = settleTop
  const sumLine = (label: string, value: string, strong = false) => {
    sy -= 12.5
    s.text(label, 330, sy, 8, strong ? bold : regular)
    s.text(value, R - 5, sy, 8.5, strong ? bold : regular, 'right')
  }
  if (buys(bill)) {
    sumLine('Cena bez DPH', money(bill, bill.buyTotalNoVat))
    sumLine('DPH 21 %', money(bill, bill.vat))
    sumLine(random.pick(['Cena s DPH', 'Fakturováno s DPH']), money(bill, bill.buyTotalWithVat), true)
    sumLine(random.pick(['Přijaté zálohy', 'Zaplaceno na zálohách']), money(bill, -bill.advances))
    if (sells(bill)) sumLine('Započtený výkup z výrobny', money(bill, -bill.sellTotal))
  } else sumLine('Výkup celkem', money(bill, bill.sellTotal), true)
  sy -= 6
  const result =
    bill.balance > 0
      ? random.pick(['Nedoplatek', 'K úhradě', 'Doplatek'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Přeplatek k vrácení'])
        : 'Vyrovnáno'
  s.box(324, sy + 4, R - 324, 20, HEAD, null)
  sy -= 11
  s.text(result, 331, sy, 10, bold, 'left', rgb(1, 1, 1))
  s.text(money(bill, Math.abs(bill.balance)), R - 6, sy, 11, bold, 'right', rgb(1, 1, 1))
  sy -= 9
  let vy = settleTop
  if (buys(bill)) {
    vy -= 12.5
    s.text('Rekapitulace DPH', L, vy, 7.6, bold)
    vy -= 11
    const vc = [L, 150, 215, 290]
    s.text('sazba', vc[0]!, vy, 6.6, regular, 'left', GREY)
    s.text('základ', vc[1]!, vy, 6.6, regular, 'right', GREY)
    s.text('daň', vc[2]!, vy, 6.6, regular, 'right', GREY)
    s.text('celkem', vc[3]!, vy, 6.6, regular, 'right', GREY)
    vy -= 10.5
    s.text('21 %', vc[0]!, vy, 7.6)
    s.text(amount(bill, bill.buyTotalNoVat), vc[1]!, vy, 7.6, regular, 'right')
    s.text(amount(bill, bill.vat), vc[2]!, vy, 7.6, regular, 'right')
    s.text(amount(bill, bill.buyTotalWithVat), vc[3]!, vy, 7.6, regular, 'right')
    vy -= 16
    s.text(`Zálohy v období (${paid.length})`, L, vy, 7.6, bold)
    const line = paid.length
      ? paid.map((p) => `${date(bill, p.date)}: ${amount(bill, p.amount)}`).join('; ')
      : 'V období nebyly zaplaceny žádné zálohy.'
    for (const part of s.wrap(line, 260, 6.8)) {
      vy -= 9
      s.text(part, L, vy, 6.8, regular, 'left', GREY)
    }
  }
  s.y = Math.min(sy, vy) - 6

  // ---- payment or refund
  if (bill.balance > 0) {
    s.need(82)
    const boxTop = s.y - 6
    s.box(L, boxTop, R - L, 72, undefined, HEAD)
    s.text('Platba', L + 8, boxTop - 13, 8.5, bold, 'left', HEAD)
    const rows: [string, string][] = [
      ['Částka', money(bill, bill.balance)],
      ['Splatnost', date(bill, bill.dueDate)],
      ['Číslo účtu', `${party.account} (${party.bank})`],
      ['IBAN', ibanGrouped(party.account)],
      ['Variabilní symbol', bill.variableSymbol],
    ]
    rows.forEach(([k, v], i) => {
      s.text(k, L + 8, boxTop - 25 - i * 9.5, 7, regular, 'left', GREY)
      s.text(v, L + 92, boxTop - 25 - i * 9.5, 7.6, i === 0 || i === 4 ? bold : regular)
    })
    const grid = qrModules(spayd(bill, party), 25)
    const cell = 2.4
    for (const [r, row] of grid.entries())
      for (const [k, dark] of row.entries())
        if (dark) s.page.drawRectangle({ x: R - 70 + k * cell, y: boxTop - 6 - (r + 1) * cell, width: cell, height: cell, color: INK })
    s.text('QR Platba', R - 76, boxTop - 62, 6.2, regular, 'right', GREY)
    s.y = boxTop - 78
  } else if (bill.balance < 0) {
    s.y -= 4
    s.paragraph(
      `${sellOnly ? 'Částku za výkup' : 'Přeplatek'} ${money(bill, -bill.balance)} pošleme do ${date(bill, bill.dueDate)} na Váš účet evidovaný u nás.`,
      8,
      L,
      R - L,
      INK,
    )
  }

  if (!usageFirst) drawUsage()

  // ---- next advances (purchase only)
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    s.heading('Zálohy na další období')
    s.paragraph(
      `${next.every === 'monthly' ? 'Měsíčně' : 'Čtvrtletně'} ${money(bill, next.rows[0]!.amount)}, vždy k ${next.day}. dni${next.every === 'monthly' ? ' v měsíci' : ' prvního měsíce čtvrtletí'}, první platba ${date(bill, next.rows[0]!.date)}, poslední ${date(bill, next.rows.at(-1)!.date)}.`,
      7.8,
      L,
      R - L,
      INK,
    )
  }

  // ---- notes
  s.heading('Informace')
  if (buys(bill) && bill.distributorShown === 'explicit' && random.chance(0.5))
    s.paragraph(
      `Poruchy dodávky hlaste přímo distributorovi ${sentence(`${DISTRIBUTOR_FULL[bill.distributor]}, linka ${FAULT_LINES[bill.distributor]}`)}`,
      7.4,
      L,
      R - L,
      INK,
    )
  if (buys(bill) && bill.distributorShown === 'fault-line')
    s.paragraph(`Poruchová linka distribuce (nonstop): ${FAULT_LINES[bill.distributor]}.`, 7.4, L, R - L, INK)
  s.paragraph(`Zákaznická podpora: ${party.phone}, ${party.email}. Zapsáno v obchodním rejstříku vedeném ${party.register}.`, 7.2)
  if (buys(bill)) s.paragraph(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1), 6.6)
  s.paragraph(promoText(bill, random), 7.2, L, R - L, HEAD)
  s.paragraph(COMPLAINT_NOTE, 6.6)

  // ---- running header on further pages and the footer on every page
  const total = s.pages.length
  s.pages.forEach((page, index) => {
    s.page = page
    if (index > 0) {
      s.text(party.name, L, TOP - 4, 7.6, bold, 'left', HEAD)
      s.text(
        `${sellOnly ? 'Doklad' : 'Vyúčtování'} ${bill.invoiceNumber} · ${period(bill, bill.periodFrom, bill.periodTo)}`,
        R,
        TOP - 4,
        7.2,
        regular,
        'right',
        GREY,
      )
      s.rule(TOP - 9, L, R, 0.8, HEAD)
    }
    s.rule(48, L, R, 0.5)
    s.text(`${party.name} · doklad ${bill.invoiceNumber}`, L, 38, 6.6, regular, 'left', GREY)
    s.text(`Strana ${index + 1} (celkem ${total})`, R, 38, 7, regular, 'right', GREY)
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator('Fakturační systém EL-SYS 4')
  doc.setTitle(`${title} ${bill.invoiceNumber}`)
  doc.setAuthor(party.name)
  const stamp = new Date(`${bill.issueDate}T07:30:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
