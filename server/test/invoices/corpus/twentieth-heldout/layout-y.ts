/** TWENTIETH FORMER HELD-OUT SPLIT (written blind on 2026-11-28, session 14; unsealed in session 15).
 * Layout y, drawn with pdf-lib.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  SELL_FEE_LABELS,
  SELL_MONTHLY_LABELS,
  SPOT_FEE_LABELS,
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
  quantityParts,
  type Reading,
  sellTypeText,
  sells,
  sentence,
  sumTotals,
  supplierParty,
  ESTIMATE_LABELS,
  CONTRACT_END_LABELS,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const L = 36
const R = 559
const TOP = HEIGHT - 40
const BOTTOM = 60
const INK = rgb(0.08, 0.08, 0.1)
const GREY = rgb(0.42, 0.42, 0.45)
const RULE = rgb(0.7, 0.71, 0.74)
const TEAL = rgb(0.0, 0.4, 0.42)
const PALE = rgb(0.9, 0.95, 0.95)
const WHITE = rgb(1, 1, 1)

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Spotřeba / vysoký tarif (VT/T1)', 'Dodávky VT', 'Obchodní cena elektřiny – VT', 'Proud – odběr VT'],
  energyNt: ['Spotřeba / nízký tarif (NT/T2)', 'Dodávky NT', 'Obchodní cena elektřiny – NT', 'Proud – odběr NT'],
  energySingle: ['Spotřeba / jednotarif', 'Dodané množství jednotarif', 'Obchodní cena elektřiny', 'Proud – odběr'],
  monthlyFee: ['Stálý plat', 'Stálý měsíční plat', 'Měsíční platba za dodávku', 'Pevná měsíční platba obchodníkovi'],
  spotFee: SPOT_FEE_LABELS.slice(0, 3),
  discountVt: ['Sleva {p} % – spotřeba VT'],
  distVt: ['Cena za distrib. množství elektřiny ve vysokém tarifu', 'Distribuce VT', 'Použití sítí – VT'],
  distNt: ['Cena za distrib. množství elektřiny v nízkém tarifu', 'Distribuce NT', 'Použití sítí – NT'],
  distSingle: ['Cena za distrib. množství elektřiny', 'Distribuce', 'Použití sítí'],
  breaker: ['Cena za příkon podle hodnoty hl. jističe', 'Měsíční cena za jistič', 'Rezervovaný příkon (jistič)'],
  poze: ['Složka ceny na podporu el. z podpor. zdrojů energie', 'POZE – podpora obnovitelných zdrojů'],
  systemServices: ['Pevná cena za systémové služby', 'Systémové služby'],
  infrastructure: ['Cena za provoz nesíťové infrastruktury', 'Poplatek společnosti OTE', 'Činnosti OTE'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Přetoky dodané do sítě', 'Vykoupená elektřina'],
  sellFee: SELL_FEE_LABELS.slice(0, 3),
  sellMonthly: SELL_MONTHLY_LABELS.slice(0, 3),
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % – spotřeba'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina VT za ceny OTE', 'Spotřeba VT – spot'],
  energyNt: ['Elektřina NT za ceny OTE', 'Spotřeba NT – spot'],
  energySingle: ['Elektřina za ceny OTE', 'Spotřeba – spot'],
}

type Align = 'left' | 'right'

class Sheet {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = TOP
  /** Called after a page break inside a table, to repeat its head. */
  onBreak: (() => void) | null = null

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly italic: PDFFont,
    readonly serif: PDFFont,
  ) {
    this.addPage()
  }

  addPage(): void {
    this.page = this.doc.addPage([WIDTH, HEIGHT])
    this.pages.push(this.page)
    this.y = this.pages.length === 1 ? TOP : TOP - 26
  }

  text(value: string, x: number, y: number, size = 7.6, font: PDFFont = this.regular, align: Align = 'left', color: RGB = INK): void {
    const at = align === 'right' ? x - font.widthOfTextAtSize(value, size) : x
    this.page.drawText(value, { x: at, y, size, font, color })
  }

  width(value: string, size: number, font: PDFFont = this.regular): number {
    return font.widthOfTextAtSize(value, size)
  }

  /** Lines of at most `width`, broken at spaces. */
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

  box(x: number, top: number, width: number, height: number, fill?: RGB, border?: RGB): void {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      color: fill,
      borderColor: border,
      borderWidth: border ? 0.7 : 0,
    })
  }

  paragraph(value: string, size = 7, x = L, width = R - L, color: RGB = GREY, font: PDFFont = this.regular): void {
    for (const line of this.wrap(value, width, size, font)) {
      this.need(size + 3)
      this.y -= size + 3
      this.text(line, x, this.y, size, font, 'left', color)
    }
  }

  heading(value: string, right?: string): void {
    this.need(40)
    this.y -= 20
    this.text(value, L, this.y, 10, this.serif, 'left', TEAL)
    if (right) this.text(right, R, this.y, 7, this.italic, 'right', GREY)
    this.y -= 5
    this.rule(this.y, L, R, 0.9, TEAL)
  }
}

/** A table column: its left edge (or right edge when right-aligned) and its width for wrapping. */
interface Column {
  head: string
  x: number
  width: number
  align: Align
}

/** Draws a table: a shaded head (repeated after a page break), rows of wrapped cells. */
function table(
  s: Sheet,
  columns: Column[],
  rows: (string[] | { group: string } | { total: string[]; strong?: boolean })[],
  size = 7.2,
): void {
  const head = () => {
    s.box(L, s.y, R - L, 14, PALE)
    for (const col of columns) s.text(col.head, col.align === 'right' ? col.x + col.width : col.x, s.y - 10, 6.6, s.bold, col.align, TEAL)
    s.y -= 14
  }
  s.need(34)
  head()
  s.onBreak = head
  for (const row of rows) {
    if ('group' in row) {
      s.need(26)
      s.y -= 12
      s.text(row.group, L + 2, s.y, size, s.bold)
      s.y -= 2
      continue
    }
    const cells = 'total' in row ? row.total : row
    const font = 'total' in row ? s.bold : s.regular
    const lines = columns.map((col, k) =>
      col.align === 'right' ? [cells[k] ?? ''] : (cells[k] ?? '').split('\n').flatMap((part) => s.wrap(part, col.width, size, font)),
    )
    const height = Math.max(...lines.map((l) => l.length)) * (size + 2.4) + 2.6
    s.need(height + 2)
    if ('total' in row) s.rule(s.y, L, R, 0.4)
    const top = s.y
    columns.forEach((col, k) => {
      lines[k]!.forEach((line, n) => {
        s.text(line, col.align === 'right' ? col.x + col.width : col.x, top - (size + 1.6) - n * (size + 2.4), size, font, col.align)
      })
    })
    s.y -= height
    if ('total' in row && row.strong) s.rule(s.y + 1, L, R, 0.9, TEAL)
  }
  s.onBreak = null
  s.y -= 2
  s.rule(s.y, L, R, 0.4)
}

/** Renders one bill in layout y with pdf-lib. */
export async function renderLayoutY(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const regular = await doc.embedFont(fontBytes('DejaVuSansCondensed.ttf'), { subset: true, customName: 'DejaVuSansCondensed' })
  const bold = await doc.embedFont(fontBytes('DejaVuSansCondensed-Bold.ttf'), { subset: true, customName: 'DejaVuSansCondensed-Bold' })
  const italic = await doc.embedFont(fontBytes('DejaVuSansCondensed-Oblique.ttf'), {
    subset: true,
    customName: 'DejaVuSansCondensed-Oblique',
  })
  const serif = await doc.embedFont(fontBytes('DejaVuSerif-Bold.ttf'), { subset: true, customName: 'DejaVuSerif-Bold' })
  const s = new Sheet(doc, regular, bold, italic, serif)
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const both = bill.direction === 'both'
  const readings = meterReadings(bill, random)
  const operator = bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : null
  const breakerText = random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} x ${bill.breaker.amps} A`])
  const paid = buys(bill) ? paidAdvances(bill, random.pick([6, 14, 21, 27]), random.chance(0.3)) : []
  const next = buys(bill) ? nextAdvances(bill, random) : null
  const placeCount = (buys(bill) ? 1 : 0) + (sells(bill) ? 1 : 0)
  const docKind = sellOnly ? 'Souhrnné vyúčtování výkupu elektřiny' : random.pick(['Souhrnná faktura', 'Souhrnná faktura za elektřinu'])
  const placeWords = sellOnly ? 'předávací místo výrobny' : both ? 'odběrné a předávací místo' : 'odběrné místo'
  const [termLabel, termValue] = contractTerm(bill, random, CONTRACT_END_LABELS.slice(0, 4))
  const supplyLines = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`

  // ---- page 1: the issuer, the document box
  s.text(party.name, L, s.y - 10, 14, serif, 'left', TEAL)
  s.text(`${party.street}, ${party.zipCity}`, L, s.y - 23, 7.4, regular, 'left', GREY)
  s.text(`IČO ${party.ico}   DIČ CZ${party.ico}`, L, s.y - 32, 7.4, regular, 'left', GREY)
  s.text(`${party.phone} · ${party.email} · ${party.web}`, L, s.y - 41, 7.4, regular, 'left', GREY)
  const boxW = 214
  s.box(R - boxW, s.y + 2, boxW, 50, TEAL)
  s.text(docKind.toUpperCase(), R - boxW + 8, s.y - 11, sellOnly ? 8 : 9.6, bold, 'left', WHITE)
  s.text(
    sellOnly ? 'řádné vyúčtování' : random.pick(['daňový doklad · řádné vyúčtování', 'řádné vyúčtování – daňový doklad']),
    R - boxW + 8,
    s.y - 23,
    7,
    regular,
    'left',
    WHITE,
  )
  s.text(`č. ${bill.invoiceNumber}`, R - boxW + 8, s.y - 40, 11.5, bold, 'left', WHITE)
  s.y -= 62
  s.rule(s.y, L, R, 0.6)

  // ---- the customer account on the left, the document's facts on the right
  const top = s.y - 14
  let ly = top
  s.text(`Zákaznický účet ${bill.customerNumber}`, L, ly, 7, italic, 'left', GREY)
  ly -= 14
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
  ly -= 16
  s.text(`Počet míst zahrnutých do dokladu: ${placeCount}`, L, ly, 7.2, regular, 'left', GREY)

  const facts: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', bill.invoiceNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    [sellOnly ? 'Datum plnění' : 'Datum uskut. zdanitelného plnění', date(bill, bill.periodTo)],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : sellOnly ? 'Výplata do' : 'Vrácení přeplatku do', date(bill, bill.dueDate)],
    ['Variabilní symbol', bill.variableSymbol],
    ['Konstantní symbol', '0308'],
    ['Způsob úhrady', bill.balance > 0 ? 'bankovní převod' : 'na účet zákazníka'],
  ]
  let ry = top
  for (const [label, value] of facts) {
    s.text(label, 318, ry, 7.4, regular, 'left', GREY)
    s.text(value, R, ry, 8, label.startsWith('Číslo') || label === 'Variabilní symbol' ? bold : regular, 'right')
    ry -= 11.5
  }
  s.y = Math.min(ly, ry) - 6

  // ---- the places of the account, one row each
  s.heading(
    sellOnly ? 'Přehled předávacích míst výroben' : both ? 'Přehled odběrných a předávacích míst' : 'Přehled odběrných míst',
    `částky v ${c}`,
  )
  s.y -= 4
  const placeCols: Column[] = [
    { head: 'Č.', x: L + 2, width: 12, align: 'left' },
    { head: 'EAN', x: L + 16, width: 82, align: 'left' },
    { head: 'Adresa místa', x: L + 100, width: 104, align: 'left' },
    { head: 'Druh', x: L + 208, width: 62, align: 'left' },
    { head: 'Období', x: L + 272, width: 60, align: 'left' },
    { head: 'Množství', x: L + 334, width: 48, align: 'right' },
    { head: 'Základ', x: L + 384, width: 44, align: 'right' },
    { head: 'DPH', x: L + 430, width: 38, align: 'right' },
    { head: 'Celkem', x: L + 470, width: 51, align: 'right' },
  ]
  const placeRows: string[][] = []
  const stretch = period(bill, bill.periodFrom, bill.periodTo, ' –\n')
  if (buys(bill))
    placeRows.push([
      '1',
      bill.ean,
      supplyLines,
      `odběr\nsazba ${bill.rate}`,
      stretch,
      e(bill.statedTotalKwh),
      amount(bill, bill.buyTotalNoVat),
      amount(bill, bill.vat),
      amount(bill, bill.buyTotalWithVat),
    ])
  if (sells(bill))
    placeRows.push([
      String(placeRows.length + 1),
      bill.productionEan!,
      supplyLines,
      'výroba – výkup\n(neplátce DPH)',
      stretch,
      e(bill.soldKwh),
      amount(bill, sellOnly ? bill.sellTotal : -bill.sellTotal),
      '—',
      amount(bill, sellOnly ? bill.sellTotal : -bill.sellTotal),
    ])
  const accountTotal =
    Math.round(((buys(bill) ? bill.buyTotalWithVat : 0) - (both ? bill.sellTotal : 0) + (sellOnly ? bill.sellTotal : 0)) * 100) / 100
  table(s, placeCols, [...placeRows, { total: ['', 'Celkem za účet', '', '', '', '', '', '', amount(bill, accountTotal)], strong: true }])

  // ---- the account's recap on the right, payment on the left
  s.need(120)
  s.y -= 14
  const recapTop = s.y
  const recap: [string, string, boolean][] = []
  if (buys(bill)) {
    recap.push([random.pick(['Odběr celkem bez DPH', 'Celkem za dodávku bez DPH']), money(bill, bill.buyTotalNoVat), false])
    recap.push(['DPH 21 %', money(bill, bill.vat), false])
    recap.push([random.pick(['Odběr celkem včetně DPH', 'Celkem za dodávku s DPH']), money(bill, bill.buyTotalWithVat), true])
    if (sells(bill)) recap.push(['Výkup z výrobny (odečet)', money(bill, -bill.sellTotal), false])
    recap.push([random.pick(['Zaplacené zálohy', 'Uhrazené zálohy v období']), money(bill, -bill.advances), false])
  } else recap.push(['Výkup celkem (neplátce DPH)', money(bill, bill.sellTotal), true])
  const resultWord =
    bill.balance > 0 ? random.pick(['Nedoplatek', 'K úhradě']) : bill.balance < 0 ? (sellOnly ? 'K výplatě' : 'Přeplatek') : 'Vyrovnáno'
  let qy = recapTop
  for (const [label, value, strong] of recap) {
    s.text(label, 330, qy, 8, strong ? bold : regular)
    s.text(value, R, qy, 8, strong ? bold : regular, 'right')
    qy -= 12
  }
  s.box(322, qy + 9, R - 322 + 4, 20, PALE, TEAL)
  s.text(resultWord, 330, qy - 5, 10.5, bold, 'left', TEAL)
  s.text(money(bill, Math.abs(bill.balance)), R - 3, qy - 5, 10.5, bold, 'right', TEAL)
  qy -= 26

  let py = recapTop
  const payLines: string[] = []
  if (bill.balance > 0)
    payLines.push(
      `Částku ${money(bill, bill.balance)} uhraďte do ${date(bill, bill.dueDate)}.`,
      `Účet: ${party.account} (${party.bank})`,
      `IBAN: ${ibanGrouped(party.account)}`,
      `Variabilní symbol: ${bill.variableSymbol}, konstantní symbol 0308`,
    )
  else if (bill.balance < 0)
    payLines.push(
      sellOnly
        ? `Částku ${money(bill, -bill.balance)} Vám vyplatíme do ${date(bill, bill.dueDate)}`
        : `Přeplatek ${money(bill, -bill.balance)} Vám vrátíme do ${date(bill, bill.dueDate)}`,
      'na bankovní účet uvedený ve smlouvě.',
      `Variabilní symbol platby: ${bill.variableSymbol}`,
    )
  else payLines.push('Vyúčtování je vyrovnané, nic nedoplácíte.')
  s.text(bill.balance > 0 ? 'Platební údaje' : sellOnly ? 'Výplata' : 'Vrácení platby', L, py, 8.4, bold, 'left', TEAL)
  for (const line of payLines) {
    py -= 11
    s.text(line, L, py, 7.6)
  }
  s.y = Math.min(py, qy) - 10

  // the product in a sentence, the places' annexes announced
  const intro = sellOnly
    ? `Vyúčtování výkupu elektřiny za období ${period(bill, bill.periodFrom, bill.periodTo)} v produktu ${bill.sellProductName} (${sellTypeText(bill, random)}). Rozpis za každé ${placeWords} je v příloze.`
    : `Dodávka elektřiny v produktu ${bill.productName} (${buyTypeText(bill, random)}) za období ${period(bill, bill.periodFrom, bill.periodTo)}. Rozpis za každé ${placeWords} je v příloze tohoto dokladu.`
  s.y -= 4
  s.paragraph(intro, 7.6, L, R - L, INK)

  // ---- one annex per place
  const labelOf = (item: LineItem) => {
    if (item.kind === 'distVt' || item.kind === 'distNt' || item.kind === 'distSingle') return `${labels[item.kind]} (${bill.rate})`
    if (item.kind === 'breaker') return `${labels.breaker} ${breakerText}`
    return labels[item.kind]
  }
  const itemCols: Column[] = [
    { head: 'Pol.', x: L + 2, width: 24, align: 'left' },
    { head: 'Cenová složka', x: L + 28, width: 150, align: 'left' },
    { head: 'Období', x: L + 182, width: 94, align: 'left' },
    { head: 'Množství', x: L + 278, width: 50, align: 'right' },
    { head: 'MJ', x: L + 334, width: 24, align: 'left' },
    { head: `Cena/MJ (${c})`, x: L + 360, width: 60, align: 'right' },
    { head: 'DPH', x: L + 424, width: 26, align: 'right' },
    { head: 'Bez DPH', x: L + 454, width: 67, align: 'right' },
  ]
  const readingRows = (rows: Reading[]) =>
    rows.map((r) => [
      r.kind === 'out' ? `${r.register} dodávka` : r.kind === 'nt' ? `${r.register} NT` : bill.twoTariff ? `${r.register} VT` : r.register,
      date(bill, r.from),
      num(bill, r.start, 0),
      date(bill, r.to),
      num(bill, r.end, 0),
      num(bill, r.end - r.start, 0),
      r.estimated ? 'odhad' : 'odečet',
    ])
  const readingCols: Column[] = [
    { head: 'Registr', x: L + 2, width: 80, align: 'left' },
    { head: 'Od', x: L + 86, width: 70, align: 'left' },
    { head: 'Stav od', x: L + 158, width: 60, align: 'right' },
    { head: 'Do', x: L + 232, width: 70, align: 'left' },
    { head: 'Stav do', x: L + 304, width: 60, align: 'right' },
    { head: 'Rozdíl (kWh)', x: L + 372, width: 66, align: 'right' },
    { head: 'Způsob', x: L + 450, width: 60, align: 'left' },
  ]
  const factGrid = (pairs: [string, string][]) => {
    const half = Math.ceil(pairs.length / 2)
    for (let row = 0; row < half; row++) {
      const cells = [pairs[row], pairs[row + half]].map((pair) =>
        pair ? { label: pair[0], lines: pair[1].split('\n').flatMap((part) => s.wrap(part, 156, 7.6)) } : null,
      )
      const height = Math.max(...cells.map((cell) => cell?.lines.length ?? 1)) * 10 + 2.5
      s.need(height)
      cells.forEach((cell, col) => {
        if (!cell) return
        const x = L + col * 262
        s.text(cell.label, x, s.y - 9, 7, regular, 'left', GREY)
        cell.lines.forEach((line, n) => {
          s.text(line, x + 100, s.y - 9 - n * 10, 7.6, regular)
        })
      })
      s.y -= height
    }
  }

  let annex = 0
  if (buys(bill)) {
    annex++
    s.addPage()
    s.heading(`Příloha č. ${annex} – odběrné místo ${annex} z ${placeCount}`, `k dokladu č. ${bill.invoiceNumber}`)
    s.y -= 4
    s.text(`EAN ${bill.ean}`, L, s.y - 12, 10, bold)
    s.y -= 16
    const pairs: [string, string][] = [
      ['Adresa odběrného místa', supplyLines],
      ['Distribuční sazba', bill.rate],
      ['Hlavní jistič', breakerText],
      ['Produkt', bill.productName],
      ['Typ ceny', buyTypeText(bill, random)],
      [termLabel, termValue],
      ['Elektroměr č.', readings.meter],
      ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
    ]
    if (operator) pairs.splice(3, 0, ['Distributor', operator])
    factGrid(pairs)
    s.y -= 8
    const groups: { title: string; kinds: RowKind[] }[] = [
      {
        title: `A  Dodávka elektřiny – ${party.name}`,
        kinds: ['energyVt', 'energySingle', 'discountVt', 'energyNt', 'spotFee', 'monthlyFee'],
      },
      { title: `B  Distribuce elektřiny${operator ? ` – ${operator}` : ''}`, kinds: ['distVt', 'distSingle', 'distNt', 'breaker'] },
      { title: 'C  Ostatní regulované platby', kinds: ['systemServices', 'poze', 'infrastructure'] },
      { title: 'D  Daň z elektřiny', kinds: ['tax'] },
    ]
    const rows: (string[] | { group: string } | { total: string[]; strong?: boolean })[] = []
    let n = 0
    for (const group of groups) {
      const items = itemsOf(bill, group.kinds)
      if (!items.length) continue
      rows.push({ group: group.title })
      for (const item of items) {
        n++
        const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
        const [price] = priceParts(bill, item, 'měs.', bill.energyUnit)
        rows.push([
          `${annex}.${String(n).padStart(2, '0')}`,
          labelOf(item),
          period(bill, item.from, item.to, '–'),
          qty,
          unit,
          price,
          '21 %',
          amount(bill, item.total),
        ])
      }
      if (items.length > 1)
        rows.push({ total: ['', `Mezisoučet ${group.title.slice(0, 1)}`, '', '', '', '', '', amount(bill, sumTotals(items))] })
    }
    rows.push({
      total: ['', `Celkem za odběrné místo ${annex} bez DPH`, '', '', '', '', '', amount(bill, bill.buyTotalNoVat)],
      strong: true,
    })
    table(s, itemCols, rows)
    s.y -= 6
    s.need(40)
    s.text(
      `DPH 21 % ze základu ${amount(bill, bill.buyTotalNoVat)}: ${amount(bill, bill.vat)} · celkem s DPH ${money(bill, bill.buyTotalWithVat)}`,
      R,
      s.y - 8,
      7.6,
      bold,
      'right',
    )
    s.y -= 16

    // consumption of the place
    s.heading(random.pick(['Spotřeba odběrného místa', 'Množství elektřiny v období']))
    const usage: [string, string][] = [['Spotřeba celkem', e(bill.statedTotalKwh)]]
    if (bill.twoTariff) usage.push(['z toho vysoký tarif (VT)', e(bill.vtKwh)], ['z toho nízký tarif (NT)', e(bill.ntKwh)])
    else usage.push([`jednotarifní sazba ${bill.rate} (vše VT)`, e(bill.vtKwh)])
    if (bill.yearlyEstimatePrinted !== null) usage.push([random.pick(ESTIMATE_LABELS), kwhText(bill, bill.yearlyEstimatePrinted)])
    for (const [label, value] of usage) {
      s.need(12)
      s.y -= 11.5
      s.text(label, L + 4, s.y, 7.8)
      s.text(value, L + 260, s.y, 7.8, bold, 'right')
    }
    s.y -= 6
    s.need(50)
    s.y -= 8
    s.text(`Odečty elektroměru č. ${readings.meter}`, L, s.y, 7.6, bold, 'left', TEAL)
    s.y -= 4
    table(s, readingCols, readingRows(readings.rows.filter((r) => r.kind !== 'out')), 7)
  }

  if (sells(bill)) {
    annex++
    s.addPage()
    s.heading(`Příloha č. ${annex} – předávací místo ${annex} z ${placeCount}`, `k dokladu č. ${bill.invoiceNumber}`)
    s.y -= 4
    s.text(`EAN výrobny ${bill.productionEan}`, L, s.y - 12, 10, bold)
    s.y -= 16
    const pairs: [string, string][] = [
      ['Adresa výrobny', supplyLines],
      ['Výkupní produkt', bill.sellProductName],
      ['Typ výkupu', sellTypeText(bill, random)],
      ['Elektroměr č.', readings.meter],
      ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
    ]
    if (sellOnly) pairs.splice(3, 0, [termLabel, termValue])
    factGrid(pairs)
    s.y -= 8
    const rows: (string[] | { group: string } | { total: string[]; strong?: boolean })[] = [{ group: 'V  Výkup elektřiny z výrobny' }]
    let n = 0
    for (const item of itemsOf(bill, ['sellEnergy', 'sellFee', 'sellMonthly'])) {
      n++
      const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
      const [price] = priceParts(bill, item, 'měs.', bill.energyUnit)
      rows.push([
        `${annex}.${String(n).padStart(2, '0')}`,
        labels[item.kind],
        period(bill, item.from, item.to, '–'),
        qty,
        unit,
        price,
        '—',
        amount(bill, item.total),
      ])
    }
    rows.push({ total: ['', 'Výkup celkem (výrobce není plátcem DPH)', '', '', '', '', '', amount(bill, bill.sellTotal)], strong: true })
    table(s, itemCols, rows)
    s.y -= 6
    s.need(40)
    s.y -= 10
    s.text('Do sítě dodáno v období', L + 4, s.y, 7.8)
    s.text(e(bill.soldKwh), L + 260, s.y, 7.8, bold, 'right')
    s.y -= 12
    s.need(50)
    s.y -= 8
    s.text(`Odečty elektroměru č. ${readings.meter} (registr dodávky)`, L, s.y, 7.6, bold, 'left', TEAL)
    s.y -= 4
    table(s, readingCols, readingRows(readings.rows.filter((r) => r.kind === 'out')), 7)
  }

  // ---- payments and information, after the annexes
  if (buys(bill)) {
    s.heading(random.pick(['Přehled zaplacených záloh', 'Zálohy uhrazené v zúčtovacím období']), `celkem ${money(bill, bill.advances)}`)
    if (!paid.length) s.paragraph('V zúčtovacím období nebyla uhrazena žádná záloha.', 7.6, L, R - L, INK)
    const colW = (R - L) / 4
    for (let k = 0; k < paid.length; k += 4) {
      s.need(12)
      s.y -= 11.5
      for (let j = 0; j < 4 && k + j < paid.length; j++) {
        const p = paid[k + j]!
        s.text(date(bill, p.date), L + j * colW + 4, s.y, 7.6)
        s.text(amount(bill, p.amount), L + (j + 1) * colW - 14, s.y, 7.6, regular, 'right')
      }
    }
    if (next) {
      s.heading(`Předpis záloh od ${date(bill, next.rows[0]!.date)}`, next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně')
      for (let k = 0; k < next.rows.length; k += 4) {
        s.need(12)
        s.y -= 11.5
        for (let j = 0; j < 4 && k + j < next.rows.length; j++) {
          const p = next.rows[k + j]!
          s.text(date(bill, p.date), L + j * colW + 4, s.y, 7.6)
          s.text(amount(bill, p.amount), L + (j + 1) * colW - 14, s.y, 7.6, regular, 'right')
        }
      }
      s.y -= 4
      s.paragraph(`Zálohy hraďte na účet ${party.account} s variabilním symbolem ${bill.variableSymbol}.`, 7, L, R - L, GREY)
    }
  }
  s.heading('Informace pro zákazníka')
  const notes: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    notes.push(
      `Poruchy a výpadky dodávky hlaste na poruchovou linku provozovatele distribuční soustavy ${FAULT_LINES[bill.distributor]} (nonstop).`,
    )
  if (buys(bill) && operator && random.chance(0.5)) notes.push(`Poruchová linka ${operator}: ${FAULT_LINES[bill.distributor]}.`)
  notes.push(
    `Zákaznická linka ${party.phone}, e-mail ${party.email}. ${party.name} je zapsána v obchodním rejstříku vedeném ${sentence(party.register)}`,
  )
  if (buys(bill)) notes.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  notes.push(promoText(bill, random))
  notes.push(COMPLAINT_NOTE)
  for (const note of notes) {
    s.y -= 3
    s.paragraph(`– ${note}`, 7.1)
  }

  // ---- running head on further pages, footer on every page
  const total = s.pages.length
  s.pages.forEach((page, index) => {
    s.page = page
    if (index > 0) {
      s.text(party.name, L, TOP - 4, 7.6, bold, 'left', TEAL)
      s.text(`${docKind} č. ${bill.invoiceNumber}`, R, TOP - 4, 7.4, regular, 'right', GREY)
      s.rule(TOP - 10, L, R, 0.6, TEAL)
    }
    s.rule(48, L, R, 0.4)
    s.text(`${party.name} · ${party.street}, ${party.zipCity} · IČO ${party.ico}`, L, 38, 6.6, regular, 'left', GREY)
    s.text(`List ${index + 1} z ${total}`, R, 38, 7.2, bold, 'right', INK)
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator('EnergoBill Souhrn 4.1')
  doc.setTitle(`${docKind} ${bill.invoiceNumber}`)
  doc.setAuthor(party.name)
  const stamp = new Date(`${bill.issueDate}T04:30:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
