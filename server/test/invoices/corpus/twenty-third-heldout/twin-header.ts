/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).
 * Layout "twin-header", drawn with pdf-lib: a two-column header (supplier and customer on the left, the
 * document box on the right), a first-page summary whose purchase total stands without VAT, VAT and with
 * VAT side by side, then the item table without VAT columns and a VAT recapitulation on the next pages.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Bill, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import { advancesPaid, breakerText, BUY_KINDS, buyTypeText, buys, COMPLAINT_NOTE, CONTRACT_END_LABELS, date, DIST_KINDS } from './common.ts'
import { DISTRIBUTOR_FULL, FAULT_LINES, fontBytes, money, num, partyLines, pickLabels, pozeNote, resultLines, rowsOf } from './common.ts'
import { SELL_KINDS, sells, sellTypeText, span, supplierParty, tariffWord, usageLines } from './common.ts'
import type { LayoutPools } from './common.ts'

const POOLS: LayoutPools = {
  energyVt: ['Dodané množství ve vysokém tarifu', 'Elektřina VT (T1)'],
  energyNt: ['Dodané množství v nízkém tarifu', 'Elektřina NT (T2)'],
  energySingle: ['Dodané množství jednotarif', 'Elektřina jednotarif'],
  monthlyFee: ['Stálý plat', 'Pevná měsíční platba za dodávku'],
  discountVt: ['Sleva na elektřinu'],
  distVt: ['Cena za distrib. množství elektřiny ve VT', 'Distribuce – vysoký tarif'],
  distNt: ['Cena za distrib. množství elektřiny v NT', 'Distribuce – nízký tarif'],
  distSingle: ['Cena za distrib. množství elektřiny', 'Distribuce – jednotarif'],
  breaker: ['Cena za příkon podle hodnoty hl. jističe', 'Rezervovaná kapacita (jistič)'],
  poze: ['Složka ceny na podporu el. z POZE', 'POZE dle spotřeby'],
  systemServices: ['Pevná cena za systémové služby', 'Systémové služby ČEPS'],
  infrastructure: ['Cena za provoz nesíťové infrastruktury'],
  sellEnergy: ['Výkup přetoků', 'Přetoky do distribuční soustavy'],
}

const HEIGHT = 841.89
const L = 40
const R = 555
const MID = 318
const TOP = HEIGHT - 44
const BOTTOM = 60
const GREY = rgb(0.4, 0.4, 0.42)
const BLUE = rgb(0.05, 0.25, 0.5)

/** A cursor over pages: text at a position, rows that open a new page when the current one is full. */
class Pages {
  pages: PDFPage[] = []
  page!: PDFPage
  y = TOP

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.add()
  }

  add(): void {
    this.page = this.doc.addPage([595.28, HEIGHT])
    this.pages.push(this.page)
    this.y = TOP - 22
  }

  text(s: string, x: number, y: number, size = 8, bold = false, align: 'left' | 'right' = 'left', color = rgb(0.1, 0.1, 0.1)): void {
    const font = bold ? this.bold : this.regular
    const left = align === 'right' ? x - font.widthOfTextAtSize(s, size) : x
    this.page.drawText(s, { x: left, y, size, font, color })
  }

  /** One line of cells ([text, x, align]) at the cursor, on a new page when this one is full. */
  row(cells: [string, number, 'left' | 'right'][], size = 7.6, bold = false, step = 11): void {
    if (this.y < BOTTOM + step) this.add()
    for (const [s, x, align] of cells) this.text(s, x, this.y, size, bold, align)
    this.y -= step
  }

  heading(s: string): void {
    if (this.y < BOTTOM + 60) this.add()
    this.y -= 6
    this.text(s, L, this.y, 10, true, 'left', BLUE)
    this.page.drawLine({ start: { x: L, y: this.y - 3 }, end: { x: R, y: this.y - 3 }, thickness: 0.6, color: BLUE })
    this.y -= 16
  }

  /** Text wrapped to the width between x and R. */
  paragraph(s: string, size = 7, x = L): void {
    let line = ''
    for (const word of s.split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (this.regular.widthOfTextAtSize(next, size) > R - x) {
        this.row([[line, x, 'left']], size, false, size + 3)
        line = word
      } else line = next
    }
    if (line) this.row([[line, x, 'left']], size, false, size + 3)
  }
}

/** Renders one bill in this layout with pdf-lib. */
export async function renderTwinHeader(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const embed = (file: string) => doc.embedFont(fontBytes(file), { subset: true })
  const p = new Pages(doc, await embed('DejaVuSansCondensed.ttf'), await embed('DejaVuSansCondensed-Bold.ttf'))
  const party = supplierParty(bill)
  const sellOnly = bill.direction === 'sell'
  const c = bill.style.currency
  const mwhDecimals = random.pick([3, 5])
  const per = random.chance(0.6) ? bill.energyUnit : random.pick(['MWh', 'kWh'] as const)
  const labels = pickLabels(random, POOLS)
  const business = bill.customerType === 'business'

  // ---- left column: supplier, then customer
  let y = TOP
  p.text(party.name, L, y, 11, true, 'left', BLUE)
  for (const line of partyLines(party)) p.text(line, L, (y -= 10), 6.4, false, 'left', GREY)
  p.text(sellOnly ? 'VÝROBCE' : 'ZÁKAZNÍK', L, (y -= 22), 7, true, 'left', GREY)
  p.text(bill.customerName, L, (y -= 12), 9, true)
  if (business) p.text(`IČ ${random.digits(8)}`, L, (y -= 11), 8)
  p.text(bill.billingAddress.street, L, (y -= 11), 8)
  p.text(`${bill.billingAddress.zip} ${bill.billingAddress.city}`, L, (y -= 11), 8)

  // ---- right column: the document box
  const title = sellOnly ? 'Vyúčtování výkupu elektřiny' : random.pick(['Vyúčtování elektřiny', 'Faktura – daňový doklad'])
  const box: [string, string][] = [
    [random.pick(['Číslo vyúčtování', 'Daňový doklad č.', 'Evidenční číslo dokladu']), bill.invoiceNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['Datum splatnosti', date(bill, bill.dueDate)],
    ['DUZP', date(bill, bill.periodTo)],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zákaznické číslo', bill.customerNumber],
  ]
  const boxTop = TOP + 8
  p.page.drawRectangle({ x: MID, y: boxTop - 22 - box.length * 12, width: R - MID, height: 28 + box.length * 12, borderColor: BLUE, borderWidth: 0.8 })
  p.text(title, MID + 8, boxTop - 10, 10, true, 'left', BLUE)
  box.forEach(([k, v], i) => {
    p.text(k, MID + 8, boxTop - 26 - i * 12, 7.6, false, 'left', GREY)
    p.text(v, R - 8, boxTop - 26 - i * 12, 7.6, true, 'right')
  })
  p.text(`Zúčtovací období: ${span(bill, bill.periodFrom, bill.periodTo)}`, MID, boxTop - 40 - box.length * 12, 8, true)
  p.y = Math.min(y, boxTop - 40 - box.length * 12) - 26

  // ---- the supply point, full width
  p.heading(sellOnly ? 'VÝROBNA' : business ? 'PROVOZOVNA' : 'ODBĚRNÉ MÍSTO')
  const place = bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
  const facts: [string, string][] = [[business ? 'Provozovna:' : 'Adresa:', place[0]!]]
  if (place[1]) facts.push(['', place[1]])
  if (buys(bill)) facts.push(['EAN:', bill.ean])
  if (sells(bill)) facts.push(['EAN výrobny:', bill.productionEan!])
  if (buys(bill)) {
    facts.push(['Sazba a jistič:', `${bill.rate}, ${breakerText(bill, random)}`])
    facts.push(['Produkt:', `${bill.productName} – ${tariffWord(bill, random)} – ${buyTypeText(bill)}`])
    if (bill.distributorShown === 'explicit') facts.push(['Distributor:', DISTRIBUTOR_FULL[bill.distributor]])
    if (bill.distributorShown !== 'none' && random.chance(0.8)) facts.push(['Poruchová linka:', `${FAULT_LINES[bill.distributor]} (nonstop)`])
    else if (bill.distributorShown === 'fault-line') facts.push(['Číslo poruchové linky distributora:', FAULT_LINES[bill.distributor]])
  }
  if (sells(bill)) facts.push(['Výkup:', `${bill.sellProductName} (${sellTypeText(bill)})`])
  if (bill.contractEnd) facts.push([random.pick(CONTRACT_END_LABELS), date(bill, bill.contractEnd)])
  for (const [k, v] of facts) p.row([[k, L, 'left'], [v, L + 150, 'left']], 8)

  // ---- summary: totals side by side, advances, the amount due and its rounding
  p.heading('SOUHRN VYÚČTOVÁNÍ')
  const cols = [R - 200, R - 110, R] as const
  const result = resultLines(bill)
  if (buys(bill)) {
    p.row([[`bez DPH (${c})`, cols[0], 'right'], [`DPH 21 % (${c})`, cols[1], 'right'], [`s DPH (${c})`, cols[2], 'right']], 7, true)
    p.row([['Dodávka elektřiny a související služby', L, 'left'], [num(bill, bill.buyTotalNoVat), cols[0], 'right'], [num(bill, bill.vat), cols[1], 'right'], [num(bill, bill.buyTotalWithVat), cols[2], 'right']], 8)
  }
  if (sells(bill)) p.row([['Výkup elektřiny (bez DPH)', L, 'left'], [num(bill, -bill.sellTotal), cols[2], 'right']], 8)
  if (buys(bill)) p.row([['Zaplacené zálohy', L, 'left'], [num(bill, -bill.advances), cols[2], 'right']], 8)
  p.row([[result.word, L, 'left'], [money(bill, bill.balance), cols[2], 'right']], 9, true, 13)
  if (result.rounding) p.row([['Zaokrouhlení', L, 'left'], [result.rounding, cols[2], 'right']], 8)
  p.row([[result.roundedWord, L, 'left'], [`${result.rounded} ${c}`, cols[2], 'right']], 9, true, 13)
  p.y -= 4
  p.paragraph(
    bill.balance > 0
      ? `Nedoplatek uhraďte do ${date(bill, bill.dueDate)} na účet ${party.account} (${party.bank}), VS ${bill.variableSymbol}.`
      : bill.balance < 0
        ? `Přeplatek Vám pošleme do ${date(bill, bill.dueDate)} na Váš účet.`
        : 'Není třeba nic doplácet.',
    7.6,
  )

  p.heading(sells(bill) ? (buys(bill) ? 'SPOTŘEBA A VÝKUP' : 'VÝKUP') : 'SPOTŘEBA')
  for (const [k, v] of usageLines(bill, mwhDecimals, random)) p.row([[k, L, 'left'], [v, L + 300, 'right']], 8)

  // ---- details on the next page: items without VAT columns, then the VAT recapitulation
  p.add()
  const X = { period: 232, qty: 392, price: 470, total: R }
  const table = (title: string, kinds: RowKind[]) => {
    const rows = rowsOf(bill, kinds, labels, mwhDecimals, per)
    if (!rows.length) return
    p.heading(title)
    p.row([['Položka', L, 'left'], ['Období', X.period, 'left'], ['Množství', X.qty, 'right'], ['Cena za MJ', X.price, 'right'], [`Částka (${c})`, X.total, 'right']], 6.8, true)
    for (const row of rows)
      p.row([[row.label, L, 'left'], [row.period, X.period, 'left'], [`${row.quantity} ${row.unit}`, X.qty, 'right'], [`${row.price} ${row.priceUnit}`, X.price, 'right'], [row.total, X.total, 'right']], 7)
  }
  if (buys(bill)) {
    table('ROZPIS – OBCHODNÍ ČÁST', BUY_KINDS)
    table('ROZPIS – DISTRIBUCE A REGULOVANÉ SLUŽBY', DIST_KINDS)
    p.y -= 4
    p.row([['Rekapitulace DPH', L, 'left'], ['základ', cols[0], 'right'], ['DPH', cols[1], 'right'], ['celkem', cols[2], 'right']], 7, true)
    p.row([['sazba 21 %', L, 'left'], [num(bill, bill.buyTotalNoVat), cols[0], 'right'], [num(bill, bill.vat), cols[1], 'right'], [num(bill, bill.buyTotalWithVat), cols[2], 'right']], 8)
    const poze = pozeNote(bill)
    if (poze) p.paragraph(poze)
  }
  if (sells(bill)) {
    table('ROZPIS – VÝKUP ELEKTŘINY', SELL_KINDS)
    p.row([['Celkem výkup', L, 'left'], [num(bill, bill.sellTotal), X.total, 'right']], 8, true)
  }
  const paid = advancesPaid(bill)
  if (paid.length) {
    p.heading('PŘIJATÉ ZÁLOHY')
    for (const pay of paid) p.row([[date(bill, pay.date), L, 'left'], [num(bill, pay.amount), L + 200, 'right']], 7.4)
    p.row([['Celkem', L, 'left'], [num(bill, bill.advances), L + 200, 'right']], 7.4, true)
  }
  p.y -= 10
  p.paragraph(COMPLAINT_NOTE, 6.6)

  // ---- running head from page two, page numbers on every page
  p.pages.forEach((page, index) => {
    p.page = page
    if (index > 0) p.text(`${title} č. ${bill.invoiceNumber} · ${bill.customerName}`, L, HEIGHT - 30, 7, false, 'left', GREY)
    p.text(`Strana ${index + 1} z ${p.pages.length}`, R, 30, 7, false, 'right', GREY)
  })
  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setTitle(`${title} ${bill.invoiceNumber}`)
  const stamp = new Date(`${bill.issueDate}T04:45:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
