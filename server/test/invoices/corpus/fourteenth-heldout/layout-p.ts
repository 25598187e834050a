/** FOURTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 11; unsealed in session 12).
 * Layout p, drawn with pdf-lib.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  addMonths,
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
  num,
  paidAdvances,
  period,
  pickLabels,
  priceParts,
  promoText,
  qrModules,
  quantityParts,
  sellTypeText,
  sells,
  sentence,
  spayd,
  supplierParty,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const L = 36
const R = 559
const BOTTOM = 58
const INK = rgb(0.05, 0.05, 0.05)
const GREY = rgb(0.4, 0.4, 0.4)
const LINE = rgb(0.55, 0.55, 0.55)
const SHADE = rgb(0.9, 0.9, 0.9)

/** Accounting-software wording: what a small billing program prints in its "Označení dodávky" column. */
const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina VT', 'Dodávka el. energie – VT', 'Elektřina vysoký tarif (VT)'],
  energyNt: ['Silová elektřina NT', 'Dodávka el. energie – NT', 'Elektřina nízký tarif (NT)'],
  energySingle: ['Silová elektřina', 'Dodávka el. energie', 'Elektřina jednotarif'],
  monthlyFee: ['Měsíční paušál za dodávku', 'Stálá platba za odběrné místo', 'Pevný měsíční poplatek'],
  spotFee: ['Obchodní marže k ceně spot', 'Servisní poplatek SPOT'],
  discountVt: ['Sleva {p} % z ceny silové elektřiny VT'],
  distVt: ['Distribuce el. energie VT', 'Cena za distribuci – VT', 'Distribuované množství VT'],
  distNt: ['Distribuce el. energie NT', 'Cena za distribuci – NT', 'Distribuované množství NT'],
  distSingle: ['Distribuce el. energie', 'Cena za distribuci', 'Distribuované množství'],
  breaker: ['Rezervovaný příkon dle jističe', 'Měsíční cena za jistič', 'Příkon – hlavní jistič'],
  poze: ['Příspěvek na POZE', 'Podpora obnovitelných zdrojů (POZE)', 'Složka na podporu POZE'],
  systemServices: ['Systémové služby ČEPS', 'Cena za systémové služby', 'Systémové služby'],
  infrastructure: ['Činnost operátora trhu OTE', 'Provoz nesíťové infrastruktury', 'Poplatek OTE'],
  tax: ['Daň z elektřiny', 'Ekologická daň z elektřiny'],
  sellEnergy: ['Výkup přebytků z FVE', 'Vykoupená elektřina z výrobny', 'Přetoky do sítě – výkup'],
  sellFee: ['Srážka za obchodování přetoků', 'Srážka z výkupní ceny SPOT'],
  sellMonthly: ['Paušál za výkup přetoků', 'Měsíční poplatek za správu výkupu'],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % z ceny silové elektřiny'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Silová elektřina VT (spot OTE)', 'Elektřina VT – vážený průměr cen OTE'],
  energyNt: ['Silová elektřina NT (spot OTE)', 'Elektřina NT – vážený průměr cen OTE'],
  energySingle: ['Silová elektřina (spot OTE)', 'Elektřina – vážený průměr cen OTE'],
}

const GROUPS: { title: string; kinds: RowKind[] }[] = [
  {
    title: 'Neregulovaná část – dodávka elektřiny',
    kinds: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'],
  },
  {
    title: 'Regulovaná část – distribuce a ostatní služby dle cenového rozhodnutí ERÚ',
    kinds: ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure'],
  },
  { title: 'Daň z elektřiny dle zákona č. 261/2007 Sb.', kinds: ['tax'] },
  { title: 'Výkup elektřiny z výrobny (plnění nepodléhá DPH)', kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] },
]

type Align = 'left' | 'right' | 'center'

class Pager {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = 0
  onBreak: (() => void) | null = null

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly italic: PDFFont,
  ) {
    this.addPage()
  }

  addPage(): void {
    this.page = this.doc.addPage([WIDTH, HEIGHT])
    this.pages.push(this.page)
    this.y = this.pages.length === 1 ? HEIGHT - 36 : HEIGHT - 64
  }

  text(value: string, x: number, y: number, size = 8, font: PDFFont = this.regular, align: Align = 'left', color = INK): void {
    const width = font.widthOfTextAtSize(value, size)
    const at = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
    this.page.drawText(value, { x: at, y, size, font, color })
  }

  /** Text shrunk (down to 6 pt) until it fits the width, as form-filling programs do. */
  fit(value: string, x: number, y: number, width: number, size = 8, font: PDFFont = this.regular, color = INK): void {
    let at = size
    while (at > 5 && font.widthOfTextAtSize(value, at) > width) at -= 0.25
    this.text(value, x, y, at, font, 'left', color)
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

  need(height: number): void {
    if (this.y - height < BOTTOM) {
      this.addPage()
      this.onBreak?.()
    }
  }

  hline(y: number, from = L, to = R, thickness = 0.6, color = LINE): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  vline(x: number, top: number, bottom: number, thickness = 0.6): void {
    this.page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness, color: LINE })
  }

  frame(x: number, top: number, width: number, height: number, fill?: ReturnType<typeof rgb>): void {
    this.page.drawRectangle({ x, y: top - height, width, height, borderColor: LINE, borderWidth: 0.7, ...(fill ? { color: fill } : {}) })
  }

  paragraph(value: string, size = 7, x = L, width = R - L, color = GREY, font: PDFFont = this.regular): void {
    for (const line of this.wrap(value, width, size, font)) {
      this.need(size + 3)
      this.y -= size + 3
      this.text(line, x, this.y, size, font, 'left', color)
    }
  }

  caption(value: string): void {
    this.need(34)
    this.y -= 18
    this.text(value, L, this.y, 9, this.bold)
    this.y -= 4
    this.hline(this.y, L, R, 0.9, INK)
  }
}

/** Renders one bill in layout p with pdf-lib. */
export async function renderLayoutP(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const regular = await doc.embedFont(fontBytes('DejaVuSans.ttf'), { subset: true, customName: 'DejaVuSans' })
  const bold = await doc.embedFont(fontBytes('DejaVuSans-Bold.ttf'), { subset: true, customName: 'DejaVuSans-Bold' })
  const italic = await doc.embedFont(fontBytes('DejaVuSans-Oblique.ttf'), { subset: true, customName: 'DejaVuSans-Oblique' })
  const p = new Pager(doc, regular, bold, italic)
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 3, 4, 5])
  const sellOnly = bill.direction === 'sell'
  const pointEan = sellOnly ? bill.productionEan! : bill.ean
  const payBy = bill.balance > 0 ? random.pick(['Převodním příkazem', 'Převodem', 'Inkasem z účtu', 'SIPO']) : 'Převodem'
  const contractNo = `${random.pick(['S', 'SM', 'EL'])}${random.digits(7)}`
  const contractSigned = addMonths(bill.periodFrom, -random.int(2, 40))
  const clerk = random.pick(['Jana Malá', 'Ing. Petr Hruška', 'Bc. Alena Vítková', 'Martina Kolářová', 'Radek Šimek'])
  const icoOfCustomer = bill.customerType === 'business' ? customerIco(random) : null

  // ---- head: the issuer's name left, the document's kind and number in a frame on the right
  const title = sellOnly
    ? random.pick(['VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY', 'DOKLAD O VÝKUPU ELEKTŘINY'])
    : random.pick(['FAKTURA – DAŇOVÝ DOKLAD', 'FAKTURA - DAŇOVÝ DOKLAD', 'DAŇOVÝ DOKLAD – FAKTURA'])
  p.text(party.name, L, p.y - 4, 13, bold)
  p.frame(330, p.y + 8, R - 330, 38, SHADE)
  p.text(title, R - 8, p.y - 6, 10.5, bold, 'right')
  p.text(
    sellOnly ? 'Výrobce není plátcem DPH' : `Vyúčtování elektřiny za období ${period(bill, bill.periodFrom, bill.periodTo)}`,
    L,
    p.y - 22,
    7.5,
    regular,
    'left',
    GREY,
  )
  // the number after the subtitle on its baseline, so that the text layer reads them apart
  p.text(`${sellOnly ? 'číslo dokladu' : 'číslo'} ${bill.invoiceNumber}`, R - 8, p.y - 22, 10, bold, 'right')
  p.y -= 44

  // ---- three party boxes across the page: issuer | invoiced customer | final recipient (the place of supply)
  const third = (R - L) / 3
  const boxes: { title: string; lines: [string, PDFFont, number][] }[] = []
  const issuer: [string, PDFFont, number][] = [
    [party.name, bold, 8.5],
    [party.street, regular, 8],
    [party.zipCity, regular, 8],
    [`IČO: ${party.ico}`, regular, 7.5],
    [`DIČ: CZ${party.ico}`, regular, 7.5],
    [`Zapsán v OR vedeném ${party.register}`, regular, 5.5],
  ]
  boxes.push({ title: sellOnly ? 'Vykupující' : 'Dodavatel', lines: issuer })
  const customer: [string, PDFFont, number][] = [[bill.customerName, bold, 9]]
  customer.push([bill.billingAddress.street, regular, 8])
  customer.push([`${bill.billingAddress.zip}  ${bill.billingAddress.city}`, regular, 8])
  if (icoOfCustomer) customer.push([`IČ: ${icoOfCustomer}, DIČ: CZ${icoOfCustomer}`, regular, 7.5])
  customer.push([`${random.pick(['Číslo zákazníka', 'Zákaznické číslo', 'Odběratel č.'])}: ${bill.customerNumber}`, regular, 7.5])
  boxes.push({ title: sellOnly ? 'Výrobce (příjemce platby)' : 'Odběratel', lines: customer })
  const addressLines = bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
  const place: [string, PDFFont, number][] = addressLines.map((line): [string, PDFFont, number] => [line, regular, 8])
  place.push([`${sellOnly ? 'EAN výrobny' : 'EAN'}: ${pointEan}`, bold, 8])
  if (buys(bill)) place.push([`Sazba ${bill.rate}, jistič ${bill.breaker.phases}x${bill.breaker.amps} A`, regular, 7.5])
  boxes.push({ title: sellOnly ? 'Výrobna' : random.pick(['Konečný příjemce – odběrné místo', 'Místo spotřeby']), lines: place })
  const boxHeight = Math.max(...boxes.map((b) => b.lines.length)) * 11 + 20
  const boxTop = p.y
  boxes.forEach((box, k) => {
    const x = L + k * third
    p.frame(x, boxTop, third - (k < 2 ? 4 : 0), boxHeight)
    p.page.drawRectangle({ x, y: boxTop - 12, width: third - (k < 2 ? 4 : 0), height: 12, color: SHADE })
    p.text(box.title, x + 5, boxTop - 9, 7, bold, 'left', GREY)
    let y = boxTop - 23
    for (const [value, font, size] of box.lines) {
      p.fit(value, x + 5, y, third - 14, size, font, size < 6 ? GREY : INK)
      y -= 11
    }
  })
  p.y = boxTop - boxHeight - 6

  // ---- the document's facts as a strip of ruled cells, each label above its value
  const strip: [string, string][] = [
    ['Datum vystavení', date(bill, bill.issueDate)],
    [random.pick(['DUZP', 'Datum zdan. plnění']), date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Datum vrácení', date(bill, bill.dueDate)],
    [random.pick(['Forma úhrady', 'Způsob platby']), payBy],
    ['Variabilní symbol', bill.variableSymbol],
    ['Konstantní symbol', random.pick(['0308', '0008', '0558'])],
  ]
  const cellWidth = (R - L) / strip.length
  const stripTop = p.y
  p.frame(L, stripTop, R - L, 26)
  strip.forEach(([label, value], k) => {
    const x = L + k * cellWidth
    if (k > 0) p.vline(x, stripTop, stripTop - 26)
    p.text(label, x + 4, stripTop - 9, 6.5, regular, 'left', GREY)
    p.fit(value, x + 4, stripTop - 21, cellWidth - 8, 8.5, k === 2 || k === 4 ? bold : regular)
  })
  p.y = stripTop - 26
  const bankTop = p.y
  p.frame(L, bankTop, R - L, 14)
  p.fit(
    `Bankovní spojení: ${party.bank}   Číslo účtu: ${party.account}   IBAN: ${ibanGrouped(party.account)}`,
    L + 4,
    bankTop - 10,
    R - L - 8,
    7.5,
  )
  p.y = bankTop - 14
  const [termLabel, termValue] = contractTerm(bill, random, ['Smlouva na dobu určitou do', 'Konec platnosti smlouvy'])
  p.y -= 2
  p.paragraph(
    `Smlouva č. ${contractNo} ze dne ${date(bill, contractSigned)} · ${termLabel}: ${termValue} · vystavil: ${clerk} · vyúčtování ${random.pick(['řádné', 'řádné roční', 'řádné (konečné)'])}`,
    7.5,
  )

  // ---- the text before the items, as such programs print it ("Fakturujeme Vám …")
  p.y -= 6
  const spec: string[] = []
  if (sellOnly)
    spec.push(
      `Vyúčtováváme Vám výkup elektřiny z výrobny uvedené výše za období od ${date(bill, bill.periodFrom)} do ${date(bill, bill.periodTo)}.`,
    )
  else
    spec.push(
      `Fakturujeme Vám dodávku elektřiny do odběrného místa uvedeného výše za zúčtovací období od ${date(bill, bill.periodFrom)} do ${date(bill, bill.periodTo)}.`,
    )
  if (buys(bill)) {
    const breaker = random.pick([
      `${bill.breaker.phases}x${bill.breaker.amps} A`,
      `${bill.breaker.phases} x ${bill.breaker.amps} A`,
      `${bill.breaker.phases}×${bill.breaker.amps}A`,
    ])
    const operator = bill.distributorShown === 'explicit' ? `, provozovatel distribuční soustavy ${DISTRIBUTOR_FULL[bill.distributor]}` : ''
    spec.push(
      `Produkt: ${bill.productName} (${buyTypeText(bill, random)}). ${sentence(`Distribuční sazba ${bill.rate}, hlavní jistič ${breaker}${operator}`)}`,
    )
  }
  if (sells(bill)) {
    const where = buys(bill) ? ` Výrobna s EAN ${bill.productionEan} na téže adrese.` : ''
    spec.push(`Výkupní produkt: ${bill.sellProductName}, ${sellTypeText(bill, random)}.${where}`)
  }
  for (const line of spec) p.paragraph(line, 8, L, R - L, INK)

  // ---- the item table: ruled grid, grey header, text-only rows between the parts
  const col = { text: L + 4, qty: 350, unit: 355, price: 440, vat: 470, total: R - 4 }
  const header = () => {
    p.y -= 4
    p.page.drawRectangle({ x: L, y: p.y - 14, width: R - L, height: 14, color: SHADE })
    p.hline(p.y)
    p.hline(p.y - 14)
    const hy = p.y - 10
    p.text('Označení dodávky', col.text, hy, 7, bold)
    p.text('Počet MJ', col.qty, hy, 7, bold, 'right')
    p.text('MJ', col.unit, hy, 7, bold)
    p.text('Cena za MJ', col.price, hy, 7, bold, 'right')
    p.text('DPH %', col.vat, hy, 7, bold, 'right')
    p.text(`Celkem bez DPH ${c}`, col.total, hy, 7, bold, 'right')
    p.y -= 14
  }
  p.need(90)
  p.y -= 8
  header()
  p.onBreak = () => {
    p.text(`Pokračování rozpisu položek faktury ${bill.invoiceNumber}`, L, p.y, 8, bold)
    p.y -= 6
    header()
  }
  const itemRow = (item: LineItem) => {
    const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [price] = priceParts(bill, item, 'měs.')
    let sub = `období ${period(bill, item.from, item.to)}`
    if (item.kind === 'distVt' || item.kind === 'distNt' || item.kind === 'distSingle') sub += `, sazba ${bill.rate}`
    if (item.kind === 'breaker') sub += `, ${bill.breaker.phases}x${bill.breaker.amps} A`
    p.need(22)
    p.y -= 10
    p.text(labels[item.kind], col.text, p.y, 8)
    p.text(qty, col.qty, p.y, 8, regular, 'right')
    p.text(unit, col.unit, p.y, 8)
    p.text(price, col.price, p.y, 8, regular, 'right')
    p.text(item.kind.startsWith('sell') ? '–' : '21', col.vat, p.y, 8, regular, 'right')
    p.text(amount(bill, item.total), col.total, p.y, 8, regular, 'right')
    p.y -= 9
    p.text(sub, col.text + 8, p.y, 6.5, italic, 'left', GREY)
    p.y -= 3
    p.hline(p.y, L, R, 0.3, rgb(0.8, 0.8, 0.8))
  }
  for (const [index, group] of GROUPS.entries()) {
    const rows = itemsOf(bill, group.kinds)
    if (!rows.length) continue
    p.need(40)
    p.y -= 12
    p.text(index === 3 && sellOnly ? 'Výkup elektřiny z výrobny' : group.title, col.text, p.y, 7.5, bold)
    p.y -= 3
    for (const item of rows) itemRow(item)
    const subtotal = Math.round(rows.reduce((acc, i) => acc + i.total, 0) * 100) / 100
    p.need(12)
    p.y -= 10
    p.text('Mezisoučet', col.price, p.y, 7.5, italic, 'right', GREY)
    p.text(amount(bill, subtotal), col.total, p.y, 7.5, bold, 'right')
  }
  p.onBreak = null
  p.y -= 4
  p.hline(p.y, L, R, 0.9, INK)

  // ---- totals, with the VAT recapitulation beside them
  const paid = buys(bill) ? paidAdvances(bill, random.pick([5, 15, 20, 25]), random.chance(0.3)) : []
  // every advance was a tax document of a received payment: its base and VAT are deducted again here
  const split = paid.map((pay) => {
    const base = Math.round((pay.amount / 1.21) * 100) / 100
    return { ...pay, base, vat: Math.round((pay.amount - base) * 100) / 100 }
  })
  const baseSum = Math.round(split.reduce((acc, x) => acc + x.base, 0) * 100) / 100
  const vatSum = Math.round(split.reduce((acc, x) => acc + x.vat, 0) * 100) / 100
  p.need(buys(bill) ? 70 : 40)
  const totalsTop = p.y - 6
  let ty = totalsTop
  const totalRow = (label: string, value: string, strong = false) => {
    ty -= 12
    p.text(label, 330, ty, 8, strong ? bold : regular)
    p.text(value, R - 4, ty, 8.5, strong ? bold : regular, 'right')
  }
  if (buys(bill)) {
    totalRow(random.pick(['Celkem bez DPH', 'Základ daně celkem']), money(bill, bill.buyTotalNoVat))
    totalRow('DPH 21 %', money(bill, bill.vat))
    totalRow(random.pick(['Celkem s DPH', 'Celkem vč. DPH']), money(bill, bill.buyTotalWithVat), true)
    let vy = totalsTop - 12
    p.text(`Rekapitulace DPH v ${c}:`, L, vy, 8, bold)
    vy -= 12
    const vc = [L + 4, 150, 215, 300]
    p.text('Sazba', vc[0]!, vy, 7, regular, 'left', GREY)
    p.text('Základ', vc[1]!, vy, 7, regular, 'right', GREY)
    p.text('DPH', vc[2]!, vy, 7, regular, 'right', GREY)
    p.text('Celkem', vc[3]!, vy, 7, regular, 'right', GREY)
    vy -= 2
    p.hline(vy, L, 305, 0.4)
    vy -= 10
    p.text('21 %', vc[0]!, vy, 8)
    p.text(amount(bill, bill.buyTotalNoVat), vc[1]!, vy, 8, regular, 'right')
    p.text(amount(bill, bill.vat), vc[2]!, vy, 8, regular, 'right')
    p.text(amount(bill, bill.buyTotalWithVat), vc[3]!, vy, 8, regular, 'right')
    if (split.length) {
      vy -= 11
      p.text('zálohy 21 %', vc[0]!, vy, 8)
      p.text(amount(bill, -baseSum), vc[1]!, vy, 8, regular, 'right')
      p.text(amount(bill, -vatSum), vc[2]!, vy, 8, regular, 'right')
      p.text(amount(bill, -bill.advances), vc[3]!, vy, 8, regular, 'right')
    }
    ty = Math.min(ty, vy)
  } else totalRow('Výkup elektřiny celkem', money(bill, bill.sellTotal), true)
  p.y = ty - 4

  // ---- the advances deducted, each with its base and VAT
  if (buys(bill)) {
    p.caption(random.pick(['Odpočet záloh – daňové doklady k přijatým platbám', 'Zúčtování přijatých záloh']))
    if (!split.length) p.paragraph('V zúčtovacím období nebyly přijaty žádné zálohy.', 8, L, R - L, INK)
    else {
      const ac = [L + 4, 150, 330, 420, R - 4]
      const head = () => {
        p.y -= 10
        p.text('Doklad', ac[0]!, p.y, 7, regular, 'left', GREY)
        p.text('Platba přijata', ac[1]!, p.y, 7, regular, 'left', GREY)
        p.text('Základ', ac[2]!, p.y, 7, regular, 'right', GREY)
        p.text('DPH 21 %', ac[3]!, p.y, 7, regular, 'right', GREY)
        p.text('Celkem', ac[4]!, p.y, 7, regular, 'right', GREY)
        p.y -= 3
        p.hline(p.y, L, R, 0.4)
      }
      head()
      p.onBreak = head
      const serial = random.int(1000, 8000)
      split.forEach((pay, k) => {
        p.need(11)
        p.y -= 10.5
        p.text(`ZDD ${pay.date.slice(0, 4)}/${serial + k}`, ac[0]!, p.y, 7.5)
        p.text(date(bill, pay.date), ac[1]!, p.y, 7.5)
        p.text(amount(bill, -pay.base), ac[2]!, p.y, 7.5, regular, 'right')
        p.text(amount(bill, -pay.vat), ac[3]!, p.y, 7.5, regular, 'right')
        p.text(amount(bill, -pay.amount), ac[4]!, p.y, 7.5, regular, 'right')
      })
      p.onBreak = null
      p.need(12)
      p.y -= 4
      p.hline(p.y, L, R, 0.4)
      p.y -= 10
      p.text('Odpočet záloh celkem', ac[0]!, p.y, 8, bold)
      p.text(amount(bill, -baseSum), ac[2]!, p.y, 8, bold, 'right')
      p.text(amount(bill, -vatSum), ac[3]!, p.y, 8, bold, 'right')
      p.text(amount(bill, -bill.advances), ac[4]!, p.y, 8, bold, 'right')
    }
  }

  // ---- the settlement
  p.need(70)
  p.y -= 8
  ty = p.y
  if (buys(bill)) {
    totalRow(random.pick(['Celkem s DPH', 'Fakturováno celkem vč. DPH']), money(bill, bill.buyTotalWithVat))
    totalRow(random.pick(['Uhrazeno zálohami', 'Zálohy celkem']), money(bill, -bill.advances))
    if (sells(bill)) totalRow('Odpočet výkupu elektřiny z výrobny', money(bill, -bill.sellTotal))
  }
  ty -= 4
  p.hline(ty, 330, R, 0.9, INK)
  const resultLabel =
    bill.balance > 0
      ? random.pick(['K úhradě', 'Nedoplatek k úhradě', 'Nedoplatek – zbývá uhradit'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Přeplatek k vrácení'])
        : 'Vyrovnáno'
  ty -= 16
  p.frame(326, ty + 12, R - 326, 18, SHADE)
  p.text(resultLabel, 332, ty, 10, bold)
  p.text(money(bill, Math.abs(bill.balance)), R - 4, ty, 11, bold, 'right')
  p.y = ty - 12

  // ---- payment instructions
  if (bill.balance > 0) {
    p.need(74)
    const boxTop = p.y
    p.frame(L, boxTop, R - L, 66)
    p.text('Platební údaje', L + 6, boxTop - 12, 8, bold)
    const lines = [
      `Částku ${money(bill, bill.balance)} uhraďte do ${date(bill, bill.dueDate)}`,
      `na účet ${party.account} (${party.bank}),`,
      `variabilní symbol ${bill.variableSymbol}.`,
      payBy === 'SIPO' || payBy === 'Inkasem z účtu'
        ? `Nedoplatek bude uhrazen způsobem: ${payBy.toLowerCase()}.`
        : 'Při platbě uveďte vždy správný variabilní symbol.',
    ]
    for (const [i, line] of lines.entries()) p.fit(line, L + 6, boxTop - 25 - i * 10, R - L - 90, 8)
    const grid = qrModules(spayd(bill, party))
    const cell = 2.2
    for (const [r, row] of grid.entries())
      for (const [k, dark] of row.entries())
        if (dark) p.page.drawRectangle({ x: R - 62 + k * cell, y: boxTop - 4 - (r + 1) * cell, width: cell, height: cell, color: INK })
    p.text('QR Platba', R - 70, boxTop - 34, 6.5, regular, 'right', GREY)
    p.y = boxTop - 72
  } else if (bill.balance < 0) {
    p.need(30)
    p.y -= 4
    p.paragraph(
      `${sellOnly ? 'Částku' : 'Přeplatek'} ${money(bill, -bill.balance)} Vám zašleme do ${date(bill, bill.dueDate)} na účet, ze kterého přijímáme Vaše platby.`,
      8,
      L,
      R - L,
      INK,
    )
    p.y -= 8
  }

  // ---- readings and consumption
  const readings = meterReadings(bill, random)
  p.caption(`Odečty – elektroměr č. ${readings.meter}`)
  p.y -= 10
  const rc = [L + 4, L + 62, 330, 410, 470, R - 4]
  p.text('Registr', rc[0]!, p.y, 7, regular, 'left', GREY)
  p.text('Období', rc[1]!, p.y, 7, regular, 'left', GREY)
  p.text('Poč. stav', rc[2]!, p.y, 7, regular, 'right', GREY)
  p.text('Kon. stav', rc[3]!, p.y, 7, regular, 'right', GREY)
  p.text('Odečet', rc[4]!, p.y, 7, regular, 'left', GREY)
  p.text('Rozdíl kWh', rc[5]!, p.y, 7, regular, 'right', GREY)
  for (const reading of readings.rows) {
    p.need(11)
    p.y -= 11
    const reg =
      reading.kind === 'out'
        ? `${reading.register} dodávka`
        : reading.kind === 'nt'
          ? `${reading.register} NT`
          : bill.twoTariff
            ? `${reading.register} VT`
            : reading.register
    p.text(reg, rc[0]!, p.y, 7.5)
    p.text(period(bill, reading.from, reading.to), rc[1]!, p.y, 7.5)
    p.text(num(bill, reading.start, 0), rc[2]!, p.y, 7.5, regular, 'right')
    p.text(num(bill, reading.end, 0), rc[3]!, p.y, 7.5, regular, 'right')
    p.text(reading.estimated ? 'vypočtený' : 'fyzický', rc[4]!, p.y, 7.5)
    p.text(num(bill, reading.end - reading.start, 0), rc[5]!, p.y, 7.5, regular, 'right')
  }
  p.y -= 4
  const usage: string[] = []
  if (buys(bill)) {
    const split = bill.twoTariff
      ? `, z toho VT ${energy(bill, bill.vtKwh, mwhDecimals)} a NT ${energy(bill, bill.ntKwh, mwhDecimals)}`
      : ` (VT ${energy(bill, bill.vtKwh, mwhDecimals)})`
    usage.push(`Celková spotřeba za zúčtovací období: ${energy(bill, bill.statedTotalKwh, mwhDecimals)}${split}.`)
    if (bill.yearlyEstimatePrinted !== null) usage.push(`Předpokládaná roční spotřeba: ${kwhText(bill, bill.yearlyEstimatePrinted)}.`)
  }
  if (sells(bill)) usage.push(`Vykoupené množství elektřiny (přetoky do sítě): ${energy(bill, bill.soldKwh, mwhDecimals)}.`)
  for (const line of usage) p.paragraph(line, 8, L, R - L, INK)

  // ---- notes
  p.caption('Poznámka')
  if (buys(bill) && bill.distributorShown !== 'none') {
    const named = bill.distributorShown === 'explicit' ? ` ${DISTRIBUTOR_FULL[bill.distributor]}` : ''
    if (bill.distributorShown === 'fault-line' || random.chance(0.5))
      p.paragraph(
        `Poruchy a přerušení dodávky hlaste nonstop distributorovi${named} na lince ${FAULT_LINES[bill.distributor]}.`,
        7.5,
        L,
        R - L,
        INK,
      )
  }
  p.paragraph(`Dotazy k vyúčtování: ${party.phone}, ${party.email}, ${party.web}.`, 7.5, L, R - L, INK)
  if (buys(bill)) p.paragraph(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  p.paragraph(promoText(bill, random))
  p.paragraph(COMPLAINT_NOTE)
  p.need(40)
  p.y -= 26
  p.text(`Vystavil: ${clerk}`, L, p.y, 7.5)
  p.text('Razítko a podpis:', 330, p.y, 7.5, regular, 'left', GREY)
  p.hline(p.y - 2, 400, R, 0.4)

  // ---- running header and footer now that the page count is known
  const total = p.pages.length
  const software = random.pick(['EKOFAKT 7.3', 'Fakturace ENERGO 5.1', 'ABRA-E 2024'])
  p.pages.forEach((page, index) => {
    p.page = page
    if (index > 0) {
      p.text(`${party.name} · faktura č. ${bill.invoiceNumber}`, L, HEIGHT - 36, 7.5, bold, 'left', GREY)
      p.text(`VS ${bill.variableSymbol}`, R, HEIGHT - 36, 7.5, regular, 'right', GREY)
      p.hline(HEIGHT - 41)
    }
    p.hline(46)
    p.text(`Vytištěno programem ${software}`, L, 36, 6.5, italic, 'left', GREY)
    p.text(`Strana ${index + 1}/${total}`, R, 36, 7, regular, 'right', GREY)
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator(software)
  doc.setTitle(`Faktura ${bill.invoiceNumber}`)
  doc.setAuthor(party.name)
  const stamp = new Date(`${bill.issueDate}T09:15:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
