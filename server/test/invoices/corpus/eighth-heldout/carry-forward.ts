/**
 * EIGHTH FORMER HELD-OUT split (written blind 2026-11-23, session 6; unsealed in session 7). Layout "carry-forward", drawn with pdf-lib:
 * a small supplier's A5 statement whose itemised table runs over several pages, its header repeated
 * on every page and the running sum carried from page to page ("Převod z předchozí strany"), with
 * footnote markers, a DUZP date and a separate "Vyúčtování záloh" part.
 */
import fontkit from '@pdf-lib/fontkit'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { round2, type Bill, type LineItem } from '../bill.ts'
import { formatDate } from '../format.ts'
import type { Random } from '../random.ts'
import {
  advancePayments,
  balanceLine,
  breakerText,
  buyItems,
  captions,
  contractLine,
  customerCategory,
  customerIds,
  date,
  distributorLine,
  energy,
  energyUnit,
  isCommercial,
  money,
  num,
  type Printing,
  printing,
  priceUnit,
  quantity,
  quantityUnit,
  sellItems,
  supplierDetails,
  unitPrice,
} from './common.ts'

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const fonts = {
  regular: readFileSync(join(fontDir, 'DejaVuSans.ttf')),
  bold: readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf')),
  condensed: readFileSync(join(fontDir, 'DejaVuSansCondensed.ttf')),
  condensedBold: readFileSync(join(fontDir, 'DejaVuSansCondensed-Bold.ttf')),
}

const A5: [number, number] = [419.53, 595.28]
const MARGIN = 28
const WIDTH = A5[0] - 2 * MARGIN

interface TextOptions {
  size?: number
  bold?: boolean
  right?: boolean
}
type Cell = [x: number, text: string, options?: TextOptions]

/** A5 pages drawn top-down with a cursor; the caller decides where pages break. */
class Pad {
  readonly pages: PDFPage[] = []
  private page!: PDFPage
  y = 0
  onNewPage: (() => void) | null = null

  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage()
  }

  static async create(title: string, producer: string, created: Date, condensed: boolean): Promise<Pad> {
    const pdf = await PDFDocument.create()
    pdf.registerFontkit(fontkit)
    pdf.setTitle(title)
    pdf.setProducer(producer)
    pdf.setCreator(producer)
    pdf.setCreationDate(created)
    pdf.setModificationDate(created)
    const regular = await pdf.embedFont(condensed ? fonts.condensed : fonts.regular, { subset: true, customName: 'HoSans' })
    const bold = await pdf.embedFont(condensed ? fonts.condensedBold : fonts.bold, { subset: true, customName: 'HoSansBold' })
    return new Pad(pdf, regular, bold)
  }

  newPage(): void {
    this.page = this.pdf.addPage(A5)
    this.pages.push(this.page)
    this.y = A5[1] - MARGIN
    if (this.pages.length > 1) this.onNewPage?.()
  }

  /** Points left above the footer. */
  room(): number {
    return this.y - (MARGIN + 16)
  }

  width(text: string, options: TextOptions = {}): number {
    return (options.bold ? this.bold : this.regular).widthOfTextAtSize(text, options.size ?? 7)
  }

  row(cells: Cell[], size = 7, leading = 1.42): void {
    const height = size * leading
    if (this.room() < height) this.newPage()
    this.y -= height
    for (const [x, text, options = {}] of cells) this.draw(this.page, x, this.y, text, { size, ...options })
  }

  draw(page: PDFPage, x: number, y: number, text: string, options: TextOptions = {}): void {
    if (!text) return
    const size = options.size ?? 7
    const font = options.bold ? this.bold : this.regular
    const at = options.right ? MARGIN + x - font.widthOfTextAtSize(text, size) : MARGIN + x
    page.drawText(text, { x: at, y, size, font, color: rgb(0, 0, 0) })
  }

  wrap(text: string, width: number, options: TextOptions = {}): string[] {
    const lines: string[] = []
    let current = ''
    for (const word of text.split(' ')) {
      const next = current ? `${current} ${word}` : word
      if (current && this.width(next, options) > width) {
        lines.push(current)
        current = word
      } else current = next
    }
    if (current) lines.push(current)
    return lines
  }

  rule(from = 0, to = WIDTH, thickness = 0.5): void {
    this.page.drawLine({
      start: { x: MARGIN + from, y: this.y - 3 },
      end: { x: MARGIN + to, y: this.y - 3 },
      thickness,
      color: rgb(0.3, 0.3, 0.3),
    })
  }

  gap(points: number): void {
    this.y -= points
  }

  /** Page numbers, once the number of pages is known. */
  stampPages(caption: (page: number, pages: number) => string): void {
    this.pages.forEach((page, index) => {
      this.draw(page, WIDTH, MARGIN - 4, caption(index + 1, this.pages.length), { size: 6, right: true })
    })
  }
}

const PRODUCERS = ['EnergoFakt 4.2 (A5 tisk)', 'FAKTURIS Energie 2.9', 'Helios Orange – modul Energie']

export async function renderCarryForward(bill: Bill, random: Random): Promise<Uint8Array> {
  const p: Printing = printing(bill, random, { longDates: 0.25, mwhDecimals: [3, 5, 5] })
  const d = (iso: string) => date(p, iso, (day) => formatDate(day, p.style))
  const period = (from: string, to: string) => `${d(from)} – ${d(to)}`
  const breaker = breakerText(bill, random)
  const caption = captions(bill, random, breaker)
  const supplier = supplierDetails(bill, random)
  const sells = bill.direction !== 'buy'
  const buys = bill.direction !== 'sell'
  const pad = await Pad.create(
    `Vyúčtování ${bill.invoiceNumber}`,
    random.pick(PRODUCERS),
    new Date(`${bill.issueDate}T08:00:00Z`),
    random.chance(0.5),
  )
  const title = buys
    ? random.pick(['VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY', 'FAKTURA – DAŇOVÝ DOKLAD', 'Vyúčtování elektřiny – daňový doklad'])
    : random.pick(['VÝKUPNÍ DOKLAD – ELEKTŘINA', 'Vyúčtování výkupu elektřiny'])
  const numberCaption = random.pick(['Číslo dokladu', 'Evidenční číslo dokladu', 'Faktura č.'])

  // Running header of pages 2+.
  let inTable: (() => void) | null = null
  pad.onNewPage = () => {
    pad.row([
      [0, bill.supplierName, { bold: true }],
      [WIDTH, `${numberCaption} ${bill.invoiceNumber}`, { right: true }],
    ])
    pad.rule()
    pad.gap(4)
    inTable?.()
  }

  // Identification.
  pad.row([[0, bill.supplierName, { bold: true, size: 11 }]], 11)
  pad.row([[0, `${supplier.seat} · IČO ${supplier.ico} · DIČ CZ${supplier.ico}`]], 6.5)
  pad.row([[0, `Zapsáno v obchodním rejstříku · ${supplier.web}`]], 6.5)
  pad.gap(4)
  pad.row([[0, title, { bold: true, size: 10 }]], 10)
  pad.rule(0, WIDTH, 0.8)
  pad.gap(3)

  const right: [string, string][] = [
    [numberCaption, bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zákaznické číslo', bill.customerNumber],
    ['Datum vystavení', d(bill.issueDate)],
    ['Datum zdaň. plnění', d(bill.periodTo)],
  ]
  if (buys && bill.balance > 0) right.push(['Datum splatnosti', d(bill.dueDate)])
  const left: string[] = [random.pick(['Odběratel:', 'Zákazník:', 'Příjemce dokladu:']), bill.customerName]
  for (const [label, value] of customerIds(bill, random)) left.push(`${label}: ${value}`)
  left.push(bill.billingAddress.street, `${bill.billingAddress.zip} ${bill.billingAddress.city}`)
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const pair = right[i]
    pad.row([
      [0, left[i] ?? '', { bold: i === 1 }],
      [175, pair ? `${pair[0]}:` : ''],
      [WIDTH, pair?.[1] ?? '', { right: true, bold: i === 0 }],
    ])
  }
  pad.gap(5)

  // Supply point.
  pad.row(
    [
      [
        0,
        buys ? random.pick(['Odběrné místo', 'Údaje o odběrném místě']) : random.pick(['Výrobna', 'Předávací místo výrobny']),
        { bold: true, size: 8 },
      ],
    ],
    8,
  )
  pad.rule()
  const place: [string, string][] = []
  if (buys) place.push([random.pick(['EAN odběrného místa', 'Kód OPM (EAN)', 'EAN']), bill.ean])
  if (sells) place.push([random.pick(['EAN výrobny', 'EAN předávacího místa výroby', 'EAN výroba']), bill.productionEan!])
  if (bill.addressOnTwoLines) {
    place.push([buys ? 'Adresa odběrného místa' : 'Adresa výrobny', bill.supplyAddress.street])
    place.push(['', `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`])
  } else
    place.push([
      buys ? 'Adresa odběrného místa' : 'Adresa výrobny',
      `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`,
    ])
  if (buys) {
    place.push([random.pick(['Distribuční sazba', 'Sazba distribuce']), bill.rate])
    place.push([random.pick(['Hlavní jistič', 'Jistič před elektroměrem']), breaker])
    const line = distributorLine(bill, random)
    if (line) place.push(line)
    place.push([random.pick(['Produkt', 'Produkt dodávky', 'Ceník']), bill.productName])
  }
  if (sells) place.push([buys ? 'Produkt výkupu' : random.pick(['Produkt', 'Produkt výkupu']), bill.sellProductName])
  const contract = contractLine(bill, random, d)
  if (contract) place.push(contract)
  if (random.chance(0.5)) place.push(['Kategorie zákazníka', customerCategory(bill)])
  for (const [label, value] of place)
    pad.row([
      [0, label ? `${label}:` : ''],
      [132, value],
    ])
  pad.gap(4)
  pad.row(
    [
      [
        0,
        `${random.pick(['Zúčtovací období', 'Fakturační období', 'Období vyúčtování'])}: ${period(bill.periodFrom, bill.periodTo)}`,
        { bold: true },
      ],
    ],
    7.5,
  )
  pad.gap(3)

  // Consumption (and production).
  const unit = energyUnit(p)
  if (buys) {
    pad.row([
      [0, random.pick(['Spotřeba elektřiny v zúčtovacím období', 'Naměřená spotřeba', 'Odebrané množství elektřiny']), { bold: true }],
    ])
    if (bill.twoTariff) {
      pad.row([
        [10, 'vysoký tarif (VT)'],
        [200, energy(p, bill.vtKwh), { right: true }],
        [204, unit],
      ])
      pad.row([
        [10, 'nízký tarif (NT)'],
        [200, energy(p, bill.ntKwh), { right: true }],
        [204, unit],
      ])
    } else
      pad.row([
        [10, 'jednotarif'],
        [200, energy(p, bill.vtKwh), { right: true }],
        [204, unit],
      ])
    pad.row([
      [10, 'celkem²', { bold: true }],
      [200, energy(p, bill.statedTotalKwh), { right: true, bold: true }],
      [204, unit],
    ])
    if (bill.yearlyEstimatePrinted !== null) {
      pad.row([
        [10, random.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby'])],
        [200, energy(p, bill.yearlyEstimatePrinted), { right: true }],
        [204, unit],
      ])
    }
  }
  if (sells)
    pad.row([
      [0, random.pick(['Elektřina dodaná do sítě (výroba)', 'Vykoupené množství']), { bold: true }],
      [200, energy(p, bill.soldKwh), { right: true }],
      [204, unit],
    ])
  pad.gap(6)

  // The itemised table, carried from page to page.
  const cols = { label: 0, labelWidth: 150, qty: 222, unit: 225, price: 300, priceUnit: 303, total: WIDTH }
  const tableHeader = () => {
    pad.row(
      [
        [cols.label, 'Položka', { bold: true }],
        [cols.qty, 'Množství', { bold: true, right: true }],
        [cols.unit, 'MJ', { bold: true }],
        [cols.price, 'Cena/MJ', { bold: true, right: true }],
        [cols.total, `Částka ${p.style.currency}`, { bold: true, right: true }],
      ],
      6.5,
    )
    pad.rule()
    pad.gap(2)
  }
  const carryCaptionOut = random.pick(['Převod na další stranu', 'Převádí se', 'Do převodu'])
  const carryCaptionIn = random.pick(['Převod z předchozí strany', 'Převod z minulé strany', 'Převedeno'])
  let carry = 0
  const table = (heading: string, items: LineItem[], group: (item: LineItem) => string | null, closing: [string, number] | null) => {
    carry = 0
    pad.row([[0, heading, { bold: true, size: 8 }]], 8)
    tableHeader()
    inTable = () => {
      tableHeader()
      pad.row([
        [cols.label, `${carryCaptionIn}:`, { bold: true }],
        [cols.total, num(p, carry, 2), { right: true, bold: true }],
      ])
    }
    let currentGroup: string | null = null
    let groupSum = 0
    const groupEnd = () => {
      if (currentGroup === null) return
      ensure(12)
      pad.row([
        [cols.label + 8, `Mezisoučet ${currentGroup.slice(0, 1)}`],
        [cols.total, num(p, round2(groupSum), 2), { right: true }],
      ])
      pad.gap(2)
    }
    for (const item of items) {
      const g = group(item)
      if (g !== currentGroup) {
        groupEnd()
        currentGroup = g
        groupSum = 0
        if (g) ensure(2 * 10)
        if (g) pad.row([[cols.label, g, { bold: true }]])
      }
      const regulated = !isCommercial(item) && !item.kind.startsWith('sell')
      const lines = pad.wrap(caption(item) + (regulated ? '¹' : ''), cols.labelWidth)
      const height = (lines.length + 1) * 7 * 1.42
      ensure(height)
      const price = unitPrice(p, item)
      lines.forEach((line, index) => {
        pad.row(
          index === 0
            ? [
                [cols.label, line],
                [cols.qty, quantity(p, item), { right: true }],
                [cols.unit, quantityUnit(p, item)],
                [cols.price, price, { right: true }],
                [cols.priceUnit, priceUnit(p, item).replace(`${p.style.currency}/`, '/'), { size: 5.5 }],
                [cols.total, num(p, item.total, 2), { right: true }],
              ]
            : [[cols.label, line]],
        )
      })
      pad.row([[cols.label + 6, period(item.from, item.to), { size: 5.8 }]])
      carry = round2(carry + item.total)
      groupSum += item.total
    }
    groupEnd()
    if (closing) {
      ensure(14)
      pad.rule()
      pad.row(
        [
          [cols.label, closing[0], { bold: true }],
          [cols.total, num(p, closing[1], 2), { right: true, bold: true }],
        ],
        7.5,
      )
    }
    inTable = null
    pad.gap(8)
  }
  /** Breaks the page before a row that does not fit, carrying the running sum over. */
  const ensure = (height: number) => {
    if (pad.room() >= height + 12) return
    pad.rule(cols.price, WIDTH)
    pad.row([
      [cols.label, `${carryCaptionOut}:`, { bold: true }],
      [cols.total, num(p, carry, 2), { right: true, bold: true }],
    ])
    pad.newPage()
  }

  if (buys) {
    const commercial = random.pick(['A. Obchodní část – dodávka elektřiny', 'A. Dodávka elektřiny (obchodník)'])
    const regulated = random.pick(['B. Regulovaná část – distribuce a služby', 'B. Distribuce elektřiny a související služby'])
    table(
      random.pick(['Rozpis vyúčtování', 'Podrobný rozpis fakturovaných položek']),
      buyItems(bill),
      (item) => (isCommercial(item) ? commercial : regulated),
      null,
    )
  }
  if (sells) {
    table(random.pick(['C. Výkup elektřiny z výrobny', 'Výkup elektřiny (přetoky)']), sellItems(bill), () => null, [
      random.pick(['Celkem za výkup elektřiny', 'Výkup celkem (bez DPH)']),
      bill.sellTotal,
    ])
  }

  // VAT recap and the settlement of advances, kept on one page.
  if (pad.room() < 150) pad.newPage()
  if (buys) {
    pad.row([[0, random.pick(['Rekapitulace DPH', 'Souhrn daně z přidané hodnoty']), { bold: true, size: 8 }]], 8)
    pad.rule()
    pad.row(
      [
        [0, 'Sazba'],
        [150, 'Základ daně', { right: true }],
        [240, 'DPH', { right: true }],
        [WIDTH, 'Celkem s DPH', { right: true }],
      ],
      6.5,
    )
    pad.row([
      [0, '21 %'],
      [150, num(p, bill.buyTotalNoVat, 2), { right: true }],
      [240, num(p, bill.vat, 2), { right: true }],
      [WIDTH, num(p, bill.buyTotalWithVat, 2), { right: true }],
    ])
    pad.gap(2)
    pad.row([
      [0, random.pick(['Celkem za dodávku bez DPH', 'Fakturováno bez DPH']), { bold: true }],
      [WIDTH, money(p, bill.buyTotalNoVat), { right: true, bold: true }],
    ])
    pad.gap(8)
  }

  pad.row([[0, random.pick(['Vyúčtování záloh', 'Vypořádání záloh a plateb']), { bold: true, size: 8 }]], 8)
  pad.rule()
  if (buys) {
    pad.row([
      [0, 'Fakturováno celkem včetně DPH'],
      [WIDTH, money(p, bill.buyTotalWithVat), { right: true }],
    ])
    const payments = random.chance(0.5) ? advancePayments(bill) : []
    if (payments.length > 1) {
      for (const payment of payments)
        pad.row(
          [
            [10, `záloha uhrazena ${d(payment.date)}`, { size: 6 }],
            [260, num(p, payment.amount, 2), { right: true, size: 6 }],
          ],
          6,
        )
    }
    pad.row([
      [0, random.pick(['Uhrazené zálohy celkem', 'Zaplacené zálohy', 'Odečet přijatých záloh'])],
      [WIDTH, money(p, -bill.advances), { right: true }],
    ])
  }
  if (sells)
    pad.row([
      [0, buys ? 'Započtení výkupu elektřiny' : 'Výkup elektřiny celkem'],
      [WIDTH, money(p, buys ? -bill.sellTotal : bill.sellTotal), { right: true }],
    ])
  pad.rule(200, WIDTH)
  const [balanceCaption, balanceAmount] = balanceLine(p, random)
  pad.row(
    [
      [0, balanceCaption, { bold: true, size: 9 }],
      [WIDTH, balanceAmount, { right: true, bold: true, size: 9 }],
    ],
    9,
    1.6,
  )
  pad.gap(3)
  if (bill.balance > 0) {
    pad.row([[0, `Nedoplatek uhraďte do ${d(bill.dueDate)} na účet ${supplier.account}, VS ${bill.variableSymbol}.`]], 6.5)
  } else if (bill.balance < 0) {
    pad.row([[0, `Částku zašleme do ${d(bill.dueDate)} na Váš účet uvedený ve smlouvě, VS ${bill.variableSymbol}.`]], 6.5)
  }
  pad.gap(8)
  if (buys) pad.row([[0, '¹ Regulované ceny dle cenového rozhodnutí Energetického regulačního úřadu platného v daném období.']], 5.8)
  if (buys) pad.row([[0, '² Údaje o spotřebě předal provozovatel distribuční soustavy na základě odečtu.']], 5.8)
  pad.stampPages((page, pages) => `${bill.supplierName} · ${numberCaption} ${bill.invoiceNumber} · strana ${page}/${pages}`)
  return pad.pdf.save({ useObjectStreams: true })
}
