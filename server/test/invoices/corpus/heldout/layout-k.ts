/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).
 * Layout k, drawn with pdf-lib.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  CONTRACT_END_LABELS,
  DISTRIBUTOR_FULL,
  ESTIMATE_LABELS,
  FAULT_LINES,
  SELL_FEE_LABELS,
  SELL_MONTHLY_LABELS,
  SPOT_FEE_LABELS,
  amount,
  breakerText,
  buyItemsOf,
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
  segmentsOf,
  sellItemsOf,
  sellTypeText,
  sells,
  sentence,
  shortPeriod,
  sumTotals,
  supplierParty,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const L = 42
const R = 553
const TOP = HEIGHT - 40
const BOTTOM = 58
const INK = rgb(0.08, 0.08, 0.1)
const GREY = rgb(0.38, 0.38, 0.4)
const HAIR = rgb(0.7, 0.7, 0.72)
const ACCENT = rgb(0.45, 0.12, 0.16)
const TINT = rgb(0.96, 0.93, 0.92)
const BAND = rgb(0.9, 0.9, 0.9)

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina', 'Elektřina – obchodní část', 'Dodávka elektřiny', 'Cena za elektřinu'],
  energyNt: ['Silová elektřina', 'Elektřina – obchodní část', 'Dodávka elektřiny', 'Cena za elektřinu'],
  energySingle: ['Silová elektřina', 'Elektřina – obchodní část', 'Dodávka elektřiny', 'Cena za elektřinu'],
  monthlyFee: ['Stálá platba', 'Stálý měsíční plat', 'Pevná měsíční cena za odběrné místo'],
  spotFee: [...SPOT_FEE_LABELS],
  discountVt: ['Sleva {p} % z ceny elektřiny', 'Zákaznická sleva {p} %'],
  distVt: ['Distribuce elektřiny', 'Cena za distribuované množství', 'Použití sítí – množství'],
  distNt: ['Distribuce elektřiny', 'Cena za distribuované množství', 'Použití sítí – množství'],
  distSingle: ['Distribuce elektřiny', 'Cena za distribuované množství', 'Použití sítí – množství'],
  breaker: ['Rezervovaný příkon (jistič)', 'Měsíční cena za jistič', 'Cena za příkon dle jističe'],
  poze: ['Podpora výroby z obnovitelných zdrojů (POZE)', 'Složka ceny na podporu POZE'],
  systemServices: ['Systémové služby', 'Cena za systémové služby ČEPS'],
  infrastructure: ['Činnost OTE a nesíťová infrastruktura', 'Cena za provoz nesíťové infrastruktury'],
  tax: ['Daň z elektřiny', 'Spotřební daň z elektřiny'],
  sellEnergy: ['Vykoupená elektřina', 'Výkup přetoků do sítě', 'Elektřina dodaná z výrobny'],
  sellFee: [...SELL_FEE_LABELS],
  sellMonthly: [...SELL_MONTHLY_LABELS],
}
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina za hodinové ceny OTE', 'Silová elektřina (spot)', 'Nákup na spotovém trhu'],
  energyNt: ['Elektřina za hodinové ceny OTE', 'Silová elektřina (spot)', 'Nákup na spotovém trhu'],
  energySingle: ['Elektřina za hodinové ceny OTE', 'Silová elektřina (spot)', 'Nákup na spotovém trhu'],
}

type Align = 'left' | 'right' | 'center'

class Sheet {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = TOP
  /** Drawn after a page break inside a table (its repeated header). */
  onBreak: (() => void) | null = null

  constructor(
    private readonly doc: PDFDocument,
    readonly serif: PDFFont,
    readonly serifBold: PDFFont,
    readonly sans: PDFFont,
    readonly sansBold: PDFFont,
    readonly italic: PDFFont,
  ) {
    this.addPage()
  }

  addPage(): void {
    this.page = this.doc.addPage([WIDTH, HEIGHT])
    this.pages.push(this.page)
    this.y = this.pages.length === 1 ? TOP : TOP - 34
  }

  text(value: string, x: number, y: number, size = 8, font: PDFFont = this.serif, align: Align = 'left', color: RGB = INK): void {
    const width = font.widthOfTextAtSize(value, size)
    const at = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
    this.page.drawText(value, { x: at, y, size, font, color })
  }

  wrap(value: string, width: number, size: number, font: PDFFont = this.serif): string[] {
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

  /** A new page when less than `height` is left (the table header comes back with it); true when it broke. */
  need(height: number): boolean {
    if (this.y - height >= BOTTOM) return false
    this.addPage()
    this.onBreak?.()
    return true
  }

  rule(y: number, from = L, to = R, thickness = 0.5, color: RGB = HAIR): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  box(x: number, top: number, width: number, height: number, fill?: RGB, border?: RGB): void {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      ...(fill ? { color: fill } : {}),
      ...(border ? { borderColor: border, borderWidth: 0.7 } : {}),
    })
  }

  paragraph(value: string, size = 7.3, x = L, width = R - L, color: RGB = GREY, font: PDFFont = this.serif, leading = 2.6): void {
    for (const line of this.wrap(value, width, size, font)) {
      this.need(size + leading)
      this.y -= size + leading
      this.text(line, x, this.y, size, font, 'left', color)
    }
  }

  heading(value: string, aside?: string): void {
    this.need(46)
    this.y -= 20
    this.text(value.toUpperCase(), L, this.y, 9, this.sansBold, 'left', ACCENT)
    if (aside) this.text(aside, R, this.y, 7.2, this.italic, 'right', GREY)
    this.y -= 4
    this.rule(this.y, L, R, 0.9, ACCENT)
  }

  /** Label: value lines in one column from x; the value starts at x + tab and wraps within width. */
  pairs(rows: [string, string][], x: number, tab: number, width: number, size = 7.8): void {
    for (const [label, value] of rows) {
      const lines = this.wrap(value, width - tab, size, this.sans)
      this.need(lines.length * (size + 3) + 2)
      this.y -= size + 3
      this.text(label, x, this.y, size - 0.6, this.serif, 'left', GREY)
      lines.forEach((line, k) => {
        if (k) this.y -= size + 3
        this.text(line, x + tab, this.y, size, this.sans)
      })
    }
  }
}

interface Band {
  title: string
  /** Quantity shown on the band's line (the segment's VT or NT amount), or none. */
  quantity: string | null
  items: LineItem[]
}

/** Renders one bill in layout k with pdf-lib. */
export async function renderLayoutK(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const embed = (file: string, name: string) => doc.embedFont(fontBytes(file), { subset: true, customName: name })
  const s = new Sheet(
    doc,
    await embed('DejaVuSerif.ttf', 'DejaVuSerif'),
    await embed('DejaVuSerif-Bold.ttf', 'DejaVuSerif-Bold'),
    await embed('DejaVuSansCondensed.ttf', 'DejaVuSansCondensed'),
    await embed('DejaVuSansCondensed-Bold.ttf', 'DejaVuSansCondensed-Bold'),
    await embed('DejaVuSerif-Italic.ttf', 'DejaVuSerif-Italic'),
  )
  const { serif, serifBold, sans, sansBold, italic } = s
  const party = supplierParty(bill)
  const sellOnly = bill.direction === 'sell'
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 3, 4, 5])
  const per: 'kWh' | 'MWh' = random.chance(0.6) ? bill.energyUnit : random.pick(['kWh', 'MWh'] as const)
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const tariffSuffix = bill.twoTariff && random.chance(0.5)
  const labels = pickLabels(bill, random, POOLS, bill.buyingType === 'SPOT' ? SPOT_ENERGY : {})
  const nameOf = (item: LineItem): string => {
    const base = labels[item.kind]
    if (!tariffSuffix) return base
    if (item.kind === 'energyVt' || item.kind === 'distVt') return `${base} VT`
    if (item.kind === 'energyNt' || item.kind === 'distNt') return `${base} NT`
    return base
  }
  const shortDates = random.chance(0.5)
  const itemPeriod = (item: LineItem) => (shortDates ? shortPeriod(bill, item.from, item.to) : period(bill, item.from, item.to, '–'))
  const operator = buys(bill) && bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : null
  const readings = meterReadings(bill, random)
  const breaker = breakerText(bill, random)
  const docTitle = sellOnly
    ? random.pick(['Vyúčtování výkupu elektřiny', 'Doklad o výkupu elektřiny'])
    : random.pick(['Vyúčtování elektřiny', 'Vyúčtování dodávky elektřiny a distribučních služeb', 'Faktura za elektřinu'])
  const numberLabel = random.pick(['Číslo dokladu', 'Evidenční číslo', 'Faktura č.'])
  const resultWord =
    bill.balance > 0
      ? random.pick(['Nedoplatek', 'K úhradě'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Přeplatek k vrácení'])
        : 'Vyrovnáno'

  // ---- the issuer at the top left, the document's frame at the top right
  let y = TOP
  const nameLines = s.wrap(party.name, 270, 13, serifBold)
  for (const line of nameLines) {
    y -= 13
    s.text(line, L, y, 13, serifBold, 'left', ACCENT)
    y -= 3
  }
  const identity = [
    `${party.street}, ${party.zipCity}`,
    `IČO ${party.ico} · DIČ CZ${party.ico}`,
    `Zapsána u rejstříkového soudu – ${party.register}`,
  ]
  for (const line of identity) {
    for (const part of s.wrap(line, 280, 6.8)) {
      y -= 9
      s.text(part, L, y, 6.8, serif, 'left', GREY)
    }
  }
  const frameTop = TOP
  s.box(340, frameTop, R - 340, 58, TINT)
  s.text(docTitle.length > 34 ? 'Vyúčtování elektřiny' : docTitle, 350, frameTop - 16, 10.5, serifBold, 'left', ACCENT)
  s.text(sellOnly ? 'doklad vystavený odběratelem (samofakturace)' : 'daňový doklad', 350, frameTop - 28, 7.4, italic, 'left', GREY)
  s.text(`${numberLabel} ${bill.invoiceNumber}`, 350, frameTop - 46, 10, sansBold)
  y = Math.min(y, frameTop - 58) - 16

  // ---- the addressee on the left, the document's facts on the right
  const ico = bill.customerType === 'business' ? customerIco(random) : null
  let left = y
  s.text(sellOnly ? 'Výrobce / příjemce platby' : 'Odběratel', L, left, 6.8, serif, 'left', GREY)
  left -= 13
  s.text(bill.customerName, L, left, 10, serifBold)
  if (ico) {
    left -= 11
    s.text(`IČ: ${ico}   DIČ: CZ${ico}`, L, left, 7.8, sans)
  }
  left -= 11
  s.text(bill.billingAddress.street, L, left, 8.6, serif)
  left -= 11
  s.text(`${bill.billingAddress.zip}  ${bill.billingAddress.city}`, L, left, 8.6, serif)
  const facts: [string, string][] = [
    ['Datum vystavení', date(bill, bill.issueDate)],
    [sellOnly ? 'Datum plnění' : 'Datum uskut. zdaň. plnění', date(bill, bill.periodTo)],
    ['Splatnost', date(bill, bill.dueDate)],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Číslo zákazníka', 'Zákaznické číslo']), bill.customerNumber],
    [random.pick(['Zúčtovací období', 'Období vyúčtování']), `${date(bill, bill.periodFrom)} – ${date(bill, bill.periodTo)}`],
  ]
  if (bill.balance > 0) facts.push(['Konstantní symbol', '0308'])
  s.y = y + 10
  s.pairs(facts, 340, 104, R - 340)
  s.y = Math.min(s.y, left) - 8

  // ---- the result band: three cells across the page
  const cells: [string, string][] = buys(bill)
    ? [
        ['Celkem za období vč. DPH', money(bill, bill.buyTotalWithVat)],
        [sells(bill) ? 'Zálohy a výkup' : 'Zaplacené zálohy', money(bill, bill.advances + (sells(bill) ? bill.sellTotal : 0))],
        [resultWord, money(bill, Math.abs(bill.balance))],
      ]
    : [
        ['Vykoupeno celkem', money(bill, bill.sellTotal)],
        ['Zálohy', money(bill, 0)],
        [resultWord, money(bill, Math.abs(bill.balance))],
      ]
  s.y -= 10
  const cellW = (R - L) / 3
  s.box(L, s.y, R - L, 40, BAND)
  cells.forEach(([label, value], k) => {
    s.text(label, L + k * cellW + 8, s.y - 12, 7, serif, 'left', GREY)
    s.text(value, L + (k + 1) * cellW - 8, s.y - 30, k === 2 ? 12 : 10, k === 2 ? sansBold : sans, 'right', k === 2 ? ACCENT : INK)
  })
  s.y -= 40
  if (bill.balance > 0) {
    s.y -= 11
    s.text(`Splatné do ${date(bill, bill.dueDate)} pod variabilním symbolem ${bill.variableSymbol}.`, L, s.y, 7.4, italic, 'left', GREY)
  }

  // ---- the place of consumption (or production)
  s.heading(sellOnly ? 'Výrobna' : 'Odběrné místo')
  const place: [string, string][] = []
  const addr = bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
  if (buys(bill)) {
    place.push(['EAN odběrného místa', bill.ean])
    place.push(['Adresa', addr[0]!])
    if (addr[1]) place.push(['', addr[1]])
    place.push([random.pick(['Distribuční sazba', 'Sazba distribuce']), bill.rate])
    place.push([random.pick(['Hlavní jistič', 'Hodnota jističe']), breaker])
    if (operator) place.push(['Provozovatel distribuční soustavy', operator])
    place.push(['Produkt', `${bill.productName} (${buyTypeText(bill, random)})`])
    if (sells(bill)) {
      place.push(['EAN výrobny', bill.productionEan!])
      place.push(['Výkupní produkt', `${bill.sellProductName} – ${sellTypeText(bill, random)}`])
    }
  } else {
    place.push(['EAN výrobny', bill.productionEan!])
    place.push(['Adresa výrobny', addr[0]!])
    if (addr[1]) place.push(['', addr[1]])
    place.push(['Produkt', `${bill.sellProductName} – ${sellTypeText(bill, random)}`])
  }
  place.push(contractTerm(bill, random, CONTRACT_END_LABELS))
  s.pairs(place, L, 150, R - L)

  // ---- the amounts of electricity in one line each
  s.heading(sellOnly ? 'Dodávka do sítě' : 'Spotřeba za období')
  const usage: [string, string][] = []
  if (buys(bill)) {
    usage.push([random.pick(['Celková spotřeba', 'Spotřeba celkem']), e(bill.statedTotalKwh)])
    if (bill.twoTariff) {
      usage.push(['z toho vysoký tarif (VT)', e(bill.vtKwh)])
      usage.push(['z toho nízký tarif (NT)', e(bill.ntKwh)])
    } else usage.push(['jednotarifní měření (VT)', e(bill.vtKwh)])
    if (bill.yearlyEstimatePrinted !== null) usage.push([random.pick(ESTIMATE_LABELS), kwhText(bill, bill.yearlyEstimatePrinted)])
  }
  if (sells(bill)) usage.push([random.pick(['Vyrobeno a dodáno do sítě', 'Přetoky do distribuční sítě']), e(bill.soldKwh)])
  s.pairs(usage, L, 150, R - L)

  // ---- the items, ordered by what they are billed on: VT, NT, the whole consumption, the month
  const X = { name: L + 8, period: 252, qty: 398, unit: 402, price: 480, punit: 483, total: R }
  const tableHeader = (title: string) => () => {
    s.y -= 12
    s.text(title, L, s.y, 7, italic, 'left', GREY)
    s.y -= 12
    s.box(L, s.y + 9, R - L, 13, TINT)
    s.text('Položka', X.name, s.y, 7, sansBold, 'left', GREY)
    s.text('Období', X.period, s.y, 7, sansBold, 'left', GREY)
    s.text('Množství', X.qty, s.y, 7, sansBold, 'right', GREY)
    s.text('Cena za jednotku', X.price, s.y, 7, sansBold, 'right', GREY)
    s.text(`Bez DPH (${c})`, X.total, s.y, 7, sansBold, 'right', GREY)
    s.y -= 5
  }
  const itemRow = (item: LineItem) => {
    const lines = s.wrap(nameOf(item), X.period - X.name - 8, 7.6, sans)
    s.need(lines.length * 10 + 2)
    s.y -= 10
    const [q, qu] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [p, pu] = priceParts(bill, item, 'měs.', per)
    lines.forEach((line, k) => {
      if (k) s.y -= 9
      s.text(line, X.name, s.y, 7.6, sans)
      if (!k) {
        s.text(itemPeriod(item), X.period, s.y, 7.2, sans, 'left', GREY)
        s.text(q, X.qty, s.y, 7.6, sans, 'right')
        s.text(qu, X.unit, s.y, 6.8, sans, 'left', GREY)
        s.text(p, X.price, s.y, 7.6, sans, 'right')
        s.text(pu, X.punit, s.y, 6.4, sans, 'left', GREY)
        s.text(amount(bill, item.total), X.total, s.y, 7.6, sans, 'right')
      }
    })
  }
  const bandLine = (band: Band) => {
    s.need(30)
    s.y -= 14
    s.text(band.title, L + 2, s.y, 7.8, serifBold)
    if (band.quantity) s.text(band.quantity, X.period, s.y, 7.6, sansBold)
    s.text(`součet ${amount(bill, sumTotals(band.items))}`, X.total, s.y, 7.2, italic, 'right', GREY)
    s.y -= 2.5
    s.rule(s.y, L, R, 0.3)
  }

  if (buys(bill)) {
    const title = random.pick(['Rozpis fakturovaných položek', 'Podrobný rozpis ceny', 'Položky vyúčtování'])
    s.heading(title, `ceny bez DPH, množství v ${bill.energyUnit}`)
    const header = tableHeader(`${title} – pokračování`)
    s.need(60)
    s.y -= 2
    tableHeader(`Ceny za energii v ${per === 'kWh' ? `${c}/kWh` : `${c}/MWh`}, pevné platby v ${c}/měs.`)()
    s.onBreak = header
    const segs = segmentsOf(bill)
    const buyItems = buyItemsOf(bill)
    const vtTitle = random.pick(['Vysoký tarif (VT)', 'Pásmo VT'])
    const ntTitle = vtTitle === 'Pásmo VT' ? 'Pásmo NT' : 'Nízký tarif (NT)'
    const singleTitle = random.pick(['Odebraná elektřina', 'Jednotarifní odběr'])
    for (const seg of segs) {
      const inSeg = buyItems.filter((i) => i.from === seg.from && i.kind !== 'sellMonthly')
      if (!inSeg.length) continue
      if (segs.length > 1) {
        s.need(40)
        s.y -= 14
        s.text(`Ceny platné ${period(bill, seg.from, seg.to)}`, L, s.y, 7.6, italic, 'left', ACCENT)
      }
      const of = (kinds: RowKind[]) =>
        inSeg.filter((i) => kinds.includes(i.kind)).sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind))
      const vtQty = inSeg.find((i) => i.kind === 'energyVt' || i.kind === 'energySingle')?.quantity ?? 0
      const ntQty = inSeg.find((i) => i.kind === 'energyNt')?.quantity ?? 0
      const bands: Band[] = bill.twoTariff
        ? [
            { title: vtTitle, quantity: e(vtQty), items: of(['energyVt', 'discountVt', 'distVt']) },
            { title: ntTitle, quantity: e(ntQty), items: of(['energyNt', 'distNt']) },
          ]
        : [{ title: singleTitle, quantity: e(vtQty), items: of(['energySingle', 'discountVt', 'distSingle']) }]
      bands.push({ title: 'Platby podle celkového odběru', quantity: null, items: of(['spotFee', 'poze', 'systemServices', 'tax']) })
      bands.push({ title: 'Pevné měsíční platby', quantity: null, items: of(['monthlyFee', 'breaker', 'infrastructure']) })
      for (const band of bands) {
        if (!band.items.length) continue
        bandLine(band)
        for (const item of band.items) itemRow(item)
      }
    }
    s.onBreak = null
    s.need(70)
    s.y -= 8
    s.rule(s.y, 300, R, 0.8, INK)
    const totals: [string, string, boolean][] = [
      [random.pick(['Celkem za dodávku a distribuci bez DPH', 'Základ daně celkem']), amount(bill, bill.buyTotalNoVat), true],
      ['DPH 21 %', amount(bill, bill.vat), false],
      ['Celkem vč. DPH', amount(bill, bill.buyTotalWithVat), true],
    ]
    for (const [label, value, strong] of totals) {
      s.y -= 12
      s.text(label, 300, s.y, 7.8, strong ? serifBold : serif)
      s.text(value, R, s.y, 8, strong ? sansBold : sans, 'right')
    }
  }

  // ---- the buy-back in a table of its own
  if (sells(bill)) {
    s.heading(sellOnly ? 'Vykoupená elektřina' : 'Výkup elektřiny z výrobny', `EAN výrobny ${bill.productionEan}`)
    const header = tableHeader('Výkup – pokračování')
    s.need(50)
    tableHeader(sellOnly ? 'Výkupce není povinen odvést DPH za výrobce, který není plátcem.' : 'Výrobce není plátcem DPH.')()
    s.onBreak = header
    for (const item of sellItemsOf(bill)) itemRow(item)
    s.onBreak = null
    s.need(20)
    s.y -= 6
    s.rule(s.y, 300, R, 0.8, INK)
    s.y -= 12
    s.text(random.pick(['Výkup celkem', 'Za vykoupenou elektřinu celkem']), 300, s.y, 7.8, serifBold)
    s.text(amount(bill, bill.sellTotal), R, s.y, 8, sansBold, 'right')
  }

  // ---- the settlement
  s.heading(random.pick(['Vyrovnání', 'Zúčtování záloh']))
  const settle: [string, string][] = []
  if (buys(bill)) {
    settle.push(['Fakturováno celkem vč. DPH', money(bill, bill.buyTotalWithVat)])
    settle.push(['odečteny uhrazené zálohy', `− ${money(bill, bill.advances)}`])
    if (sells(bill)) settle.push(['odečten výkup přetoků', `− ${money(bill, bill.sellTotal)}`])
  } else settle.push(['Za vykoupenou elektřinu', money(bill, bill.sellTotal)])
  settle.push([resultWord, money(bill, Math.abs(bill.balance))])
  settle.forEach(([label, value], k) => {
    s.need(14)
    s.y -= 12
    const last = k === settle.length - 1
    if (last) s.rule(s.y + 9, 300, R, 0.8, INK)
    s.text(label, 300, s.y, last ? 9 : 7.8, last ? serifBold : serif, 'left', last ? ACCENT : INK)
    s.text(value, R, s.y, last ? 9.5 : 8, last ? sansBold : sans, 'right', last ? ACCENT : INK)
  })
  s.y -= 6
  if (bill.balance > 0)
    s.paragraph(
      `Částku ${money(bill, bill.balance)} uhraďte nejpozději ${date(bill, bill.dueDate)} na účet ${party.account} (${party.bank}), IBAN ${ibanGrouped(party.account)}, variabilní symbol ${bill.variableSymbol}, konstantní symbol 0308.`,
      7.6,
      L,
      R - L,
      INK,
    )
  else if (bill.balance < 0)
    s.paragraph(
      sellOnly
        ? `Vyplatíme Vám ${money(bill, -bill.balance)} do ${date(bill, bill.dueDate)} na Váš bankovní účet uvedený ve smlouvě.`
        : `Přeplatek ${money(bill, -bill.balance)} Vám vrátíme do ${date(bill, bill.dueDate)} na účet, ze kterého hradíte zálohy.`,
      7.6,
      L,
      R - L,
      INK,
    )

  // ---- paid advances, four per line
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([6, 14, 21, 27]), random.chance(0.3))
    s.heading('Přijaté platby záloh', `celkem ${money(bill, bill.advances)}`)
    if (!paid.length) s.paragraph('Za zúčtovací období jsme neevidovali žádnou zálohu.', 7.6, L, R - L, INK)
    const colW = (R - L) / 4
    for (let k = 0; k < paid.length; k += 4) {
      s.need(12)
      s.y -= 11
      for (let j = 0; j < 4 && k + j < paid.length; j++) {
        const p = paid[k + j]!
        s.text(date(bill, p.date), L + j * colW + 2, s.y, 7.4, sans, 'left', GREY)
        s.text(amount(bill, p.amount), L + (j + 1) * colW - 10, s.y, 7.6, sans, 'right')
      }
    }
  }

  // ---- meter readings
  s.heading('Odečty elektroměru', `elektroměr č. ${readings.meter}`)
  const RX = [L + 4, L + 92, L + 200, L + 282, L + 390, L + 470, R]
  const readHeader = () => {
    s.y -= 11
    s.text('Registr', RX[0]!, s.y, 7, sansBold, 'left', GREY)
    s.text('Počáteční stav (datum)', RX[1]!, s.y, 7, sansBold, 'left', GREY)
    s.text('Stav', RX[2]!, s.y, 7, sansBold, 'right', GREY)
    s.text('Konečný stav (datum)', RX[3]!, s.y, 7, sansBold, 'left', GREY)
    s.text('Stav', RX[4]!, s.y, 7, sansBold, 'right', GREY)
    s.text('Rozdíl kWh', RX[5]!, s.y, 7, sansBold, 'right', GREY)
    s.text('Druh', RX[6]!, s.y, 7, sansBold, 'right', GREY)
  }
  readHeader()
  s.onBreak = readHeader
  for (const r of readings.rows) {
    s.need(11)
    s.y -= 10.5
    const reg =
      r.kind === 'out' ? `${r.register} dodávka` : r.kind === 'nt' ? `${r.register} NT` : bill.twoTariff ? `${r.register} VT` : r.register
    s.text(reg, RX[0]!, s.y, 7.4, sans)
    s.text(date(bill, r.from), RX[1]!, s.y, 7.4, sans)
    s.text(num(bill, r.start, 0), RX[2]!, s.y, 7.4, sans, 'right')
    s.text(date(bill, r.to), RX[3]!, s.y, 7.4, sans)
    s.text(num(bill, r.end, 0), RX[4]!, s.y, 7.4, sans, 'right')
    s.text(num(bill, r.end - r.start, 0), RX[5]!, s.y, 7.4, sans, 'right')
    s.text(r.estimated ? 'odhad' : 'skutečný', RX[6]!, s.y, 7.4, sans, 'right', GREY)
  }
  s.onBreak = null

  // ---- the advance plan of the next period
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    s.heading('Předpis záloh na další období', next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně')
    const colW = (R - L) / 4
    for (let k = 0; k < next.rows.length; k += 4) {
      s.need(12)
      s.y -= 11
      for (let j = 0; j < 4 && k + j < next.rows.length; j++) {
        const p = next.rows[k + j]!
        s.text(date(bill, p.date), L + j * colW + 2, s.y, 7.4, sans, 'left', GREY)
        s.text(amount(bill, p.amount), L + (j + 1) * colW - 10, s.y, 7.6, sans, 'right')
      }
    }
  }

  // ---- notes
  s.heading('Sdělení')
  const notes: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    notes.push(`Poruchy a přerušení dodávky hlaste nepřetržitě na poruchovou linku ${FAULT_LINES[bill.distributor]}.`)
  if (operator && random.chance(0.5)) notes.push(`Poruchy v síti řeší ${operator}, linka ${FAULT_LINES[bill.distributor]}.`)
  notes.push(`Zákaznická linka ${party.phone}, e-mail ${party.email}, ${party.web}.`)
  if (buys(bill)) notes.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  notes.push(promoText(bill, random))
  notes.push(COMPLAINT_NOTE)
  for (const note of notes) {
    s.y -= 2
    s.paragraph(`– ${sentence(note)}`, 7)
  }

  // ---- the running head from page two, the foot on every page
  const total = s.pages.length
  s.pages.forEach((page, index) => {
    s.page = page
    if (index > 0) {
      s.text(`Pokračování dokladu č. ${bill.invoiceNumber}`, L, TOP - 4, 7.6, serifBold, 'left', ACCENT)
      s.text(`${bill.customerName} · ${period(bill, bill.periodFrom, bill.periodTo)}`, R, TOP - 4, 7, serif, 'right', GREY)
      s.rule(TOP - 10, L, R, 0.6, ACCENT)
    }
    s.rule(44, L, R, 0.4)
    s.text(`${party.name} · doklad ${bill.invoiceNumber}`, L, 34, 6.6, serif, 'left', GREY)
    s.text(`${index + 1}. list ze ${total}`, R, 34, 7, sans, 'right', GREY)
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator('EnergoFakt 4.2')
  doc.setTitle(`${docTitle} ${bill.invoiceNumber}`)
  doc.setAuthor(party.name)
  const stamp = new Date(`${bill.issueDate}T06:20:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
