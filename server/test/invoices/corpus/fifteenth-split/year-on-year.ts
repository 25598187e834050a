/** FIFTEENTH SPLIT (blind development), written on 2026-11-23 (session 12).
 * The pdf-lib layout "year-on-year": a bill that sets every figure beside the previous billing period,
 * as some suppliers' redesigned bills do. Page one: a logo square with the supplier's initials, the
 * addressee beside the document's facts, the supply point in two columns, a comparison table (this
 * period | previous period | difference | change in %) of consumption, cost with VAT and the average
 * price per kWh with VAT, drawn bars, and the settlement with negatives in accounting parentheses.
 * The item table carries two more columns after the amount: the unit price of the previous period and
 * the change of the price in per cent; fixed monthly items give their period's length in days too.
 * VAT recap, readings, paid and next advances and notes follow; a running header from page two and
 * "Strana n ze N" in every footer. Sell-only bills are the buyer's self-billing document.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { Bill, LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  GROUPS,
  accounting,
  amount,
  buyTypeText,
  buys,
  contractText,
  customerIco,
  date,
  days,
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
  quantityParts,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const LEFT = 40
const RIGHT = 555
const BOTTOM = 62
const GREY = rgb(0.42, 0.42, 0.42)
const INK = rgb(0.05, 0.05, 0.05)
const PALE = rgb(0.95, 0.95, 0.93)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
  mono: PDFFont
  italic: PDFFont
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
    this.y = this.pages.length === 1 ? HEIGHT - 40 : HEIGHT - 66
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

  rule(y = this.y, from = LEFT, to = RIGHT, thickness = 0.5, color: RGB = GREY): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  heading(title: string, accent: RGB): void {
    this.need(40)
    this.y -= 20
    this.page.drawRectangle({ x: LEFT, y: this.y - 3, width: 3, height: 12, color: accent })
    this.text(title, LEFT + 8, this.y, 9.5, this.fonts.bold, 'left', accent)
    this.y -= 5
    this.rule(this.y, LEFT, RIGHT, 0.4)
  }

  paragraph(value: string, size = 6.8, color: RGB = GREY, x = LEFT, width = RIGHT - LEFT, font: PDFFont = this.fonts.regular): void {
    for (const line of this.wrap(value, width, size, font)) {
      this.need(size + 3)
      this.y -= size + 3
      this.text(line, x, this.y, size, font, 'left', color)
    }
  }
}

/** A signed difference ("+1 234", "−56") and a change in per cent with one decimal. */
const signed = (bill: Bill, value: number, decimals: number) =>
  (value > 0 ? '+' : value < 0 ? '−' : '±') + num(bill, Math.abs(value), decimals)
const change = (bill: Bill, now: number, before: number) =>
  before === 0 ? '–' : `${signed(bill, ((now - before) / Math.abs(before)) * 100, 1)} %`

/** Renders one bill in the year-on-year layout with pdf-lib. */
export async function renderYearOnYear(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const fonts: Fonts = {
    regular: await doc.embedFont(fontBytes('DejaVuSans.ttf'), { subset: true, customName: 'DejaVuSans' }),
    bold: await doc.embedFont(fontBytes('DejaVuSans-Bold.ttf'), { subset: true, customName: 'DejaVuSans-Bold' }),
    mono: await doc.embedFont(fontBytes('DejaVuSansMono.ttf'), { subset: true, customName: 'DejaVuSansMono' }),
    italic: await doc.embedFont(fontBytes('DejaVuSans-Oblique.ttf'), { subset: true, customName: 'DejaVuSans-Oblique' }),
  }
  const s = new Sheet(doc, fonts)
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const accent = random.pick([rgb(0.05, 0.36, 0.33), rgb(0.42, 0.13, 0.36), rgb(0.16, 0.27, 0.55), rgb(0.55, 0.3, 0.05)])
  const readings = meterReadings(bill, random)
  const prev = previousPeriod(bill, random)
  const sellOnly = bill.direction === 'sell'
  // kWh bills price energy per kWh on most bills, MWh bills always per MWh
  const per: 'MWh' | 'kWh' = bill.energyUnit === 'kWh' && random.chance(0.7) ? 'kWh' : 'MWh'

  // ---- letterhead: the initials in a square, the name and seat; the document's kind on the right
  const initials = party.name
    .replace(/[,.]/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]/.test(w) && !['s', 'a'].includes(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
  s.page.drawRectangle({ x: 0, y: HEIGHT - 8, width: WIDTH, height: 8, color: accent })
  s.page.drawRectangle({ x: LEFT, y: s.y - 22, width: 30, height: 30, color: accent })
  s.text(initials, LEFT + 15, s.y - 12, 12, fonts.bold, 'center', rgb(1, 1, 1))
  s.text(party.name, LEFT + 38, s.y - 2, 11.5, fonts.bold)
  s.text(`${party.street}, ${party.zipCity}`, LEFT + 38, s.y - 12, 6.8, fonts.regular, 'left', GREY)
  s.text(`IČO ${party.ico} · DIČ CZ${party.ico} · ${party.web}`, LEFT + 38, s.y - 21, 6.8, fonts.regular, 'left', GREY)
  const title = sellOnly
    ? 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY'
    : bill.direction === 'both'
      ? 'VYÚČTOVÁNÍ ODBĚRU A VÝKUPU ELEKTŘINY'
      : 'VYÚČTOVÁNÍ ELEKTŘINY'
  s.text(title, RIGHT, s.y - 2, 10.5, fonts.bold, 'right', accent)
  s.text(
    random.pick(['a srovnání s předchozím obdobím', 'se srovnáním s minulým obdobím']),
    RIGHT,
    s.y - 12,
    7,
    fonts.italic,
    'right',
    GREY,
  )
  s.text(
    sellOnly ? `Doklad o výkupu č. ${bill.invoiceNumber}` : `Faktura – daňový doklad č. ${bill.invoiceNumber}`,
    RIGHT,
    s.y - 23,
    8.5,
    fonts.bold,
    'right',
  )
  s.y -= 34
  if (sellOnly) {
    s.text(
      'Doklad vystavuje odběratel elektřiny jménem výrobce (samofakturace); výrobce není plátcem DPH.',
      RIGHT,
      s.y,
      6.5,
      fonts.regular,
      'right',
      GREY,
    )
    s.y -= 4
  }
  s.rule(s.y, LEFT, RIGHT, 0.8, accent)

  // ---- addressee (left) and the document's facts (right)
  const top = s.y - 12
  const addressee: [string, PDFFont, number][] = [[bill.customerName, fonts.bold, 10]]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    addressee.push([`IČ: ${ico}   DIČ: CZ${ico}`, fonts.regular, 8])
  }
  addressee.push(
    [bill.billingAddress.street, fonts.regular, 9],
    [`${bill.billingAddress.zip}  ${bill.billingAddress.city}`, fonts.regular, 9],
  )
  s.text(sellOnly ? 'Výrobce (příjemce platby)' : 'Zákazník', LEFT, top, 6.5, fonts.regular, 'left', GREY)
  let ay = top - 13
  for (const [line, font, size] of addressee) {
    s.text(line, LEFT, ay, size, font)
    ay -= size + 3
  }
  const facts: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    ['Číslo smluvního účtu', bill.customerNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['Datum uskutečnění zdanitelného plnění', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : sellOnly ? 'Výplata do' : 'Vrácení přeplatku do', date(bill, bill.dueDate)],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
    ['Druh vyúčtování', random.pick(['řádné', 'řádné (roční)', 'řádné vyúčtování'])],
  ]
  let fy = top
  for (const [label, value] of facts) {
    s.text(label, 300, fy, 7, fonts.regular, 'left', GREY)
    s.text(value, RIGHT, fy, 7.8, fonts.bold, 'right')
    fy -= 10.5
  }
  s.y = Math.min(ay, fy) - 2

  // ---- supply point (or production point) in two columns
  s.heading(sellOnly ? 'Výrobna' : 'Odběrné místo', accent)
  const place: [string, string[]][] = []
  const addressLines = bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
  if (buys(bill)) {
    place.push(['EAN odběrného místa', [bill.ean]], ['Adresa odběrného místa', addressLines])
    place.push(
      ['Distribuční sazba', [bill.rate]],
      [
        'Hlavní jistič',
        [random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} × ${bill.breaker.amps} A`])],
      ],
    )
    place.push(['Produkt', [bill.productName]], ['Typ ceny', [buyTypeText(bill, random)]])
    if (sells(bill))
      place.push(
        ['EAN výrobny', [bill.productionEan!]],
        ['Výkupní produkt', [bill.sellProductName]],
        ['Cena výkupu', [sellTypeText(bill, random)]],
      )
  } else {
    place.push(
      ['EAN výrobny', [bill.productionEan!]],
      ['Adresa výrobny', addressLines],
      ['Produkt', [bill.sellProductName]],
      ['Cena výkupu', [sellTypeText(bill, random)]],
    )
  }
  const [contractLabel, contractValue] = contractText(bill, random)
  place.push([contractLabel, [contractValue]], ['Číslo elektroměru', [readings.meter]])
  if (buys(bill) && bill.distributorShown === 'explicit')
    place.push(['Provozovatel distribuční soustavy', [DISTRIBUTOR_FULL[bill.distributor]]])
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.4))))
    place.push(['Poruchová linka (nonstop)', [FAULT_LINES[bill.distributor]]])
  const half = Math.ceil(place.length / 2)
  const colTop = s.y
  const drawPlace = (list: [string, string[]][], x: number, right: number) => {
    s.y = colTop
    for (const [label, values] of list) {
      s.y -= 10.5
      s.text(label, x, s.y, 6.8, fonts.regular, 'left', GREY)
      values.forEach((value, i) => {
        if (i > 0) s.y -= 9.5
        s.text(value, right, s.y, 7.8, fonts.bold, 'right')
      })
    }
    return s.y
  }
  const endA = drawPlace(place.slice(0, half), LEFT, 286)
  const endB = drawPlace(place.slice(half), 306, RIGHT)
  s.y = Math.min(endA, endB)

  // ---- the comparison with the previous period
  s.heading(random.pick(['Srovnání s předchozím obdobím', 'Letos a loni: Vaše elektřina v číslech']), accent)
  const x = { label: LEFT, now: 330, before: 420, diff: 490, pct: RIGHT }
  s.y -= 11
  s.text('Ukazatel', x.label, s.y, 6.5, fonts.bold, 'left', GREY)
  s.text('Toto období', x.now, s.y, 6.5, fonts.bold, 'right', GREY)
  s.text('Předchozí období', x.before, s.y, 6.5, fonts.bold, 'right', GREY)
  s.text('Rozdíl', x.diff, s.y, 6.5, fonts.bold, 'right', GREY)
  s.text('Změna', x.pct, s.y, 6.5, fonts.bold, 'right', GREY)
  s.y -= 8
  s.text(period(bill, bill.periodFrom, bill.periodTo, '–'), x.now, s.y, 5.8, fonts.regular, 'right', GREY)
  s.text(period(bill, prev.from, prev.to, '–'), x.before, s.y, 5.8, fonts.regular, 'right', GREY)
  s.y -= 3
  s.rule()
  type Compare = [string, number, number | null, (v: number) => string, (v: number) => string, boolean]
  const kwhUnit = (v: number) => e(v)
  const moneyUnit = (v: number) => money(bill, v)
  const rows: Compare[] = []
  const totalNow = bill.statedTotalKwh
  if (buys(bill)) {
    rows.push([
      random.pick(['Celková spotřeba elektřiny', 'Celkové dodané množství elektřiny']),
      totalNow,
      prev.kwh,
      kwhUnit,
      (v) => `${signed(bill, v, 0)} kWh`,
      true,
    ])
    if (bill.twoTariff) {
      rows.push(['z toho ve vysokém tarifu (VT)', bill.vtKwh, prev.vt, kwhUnit, (v) => `${signed(bill, v, 0)} kWh`, false])
      rows.push(['z toho v nízkém tarifu (NT)', bill.ntKwh, prev.nt, kwhUnit, (v) => `${signed(bill, v, 0)} kWh`, false])
    } else rows.push(['z toho jednotarif (VT)', bill.vtKwh, prev.vt, kwhUnit, (v) => `${signed(bill, v, 0)} kWh`, false])
    const perDay = (kwh: number, from: string, to: string) => Math.round((kwh / days(from, to)) * 10) / 10
    rows.push([
      'Průměrná spotřeba za den',
      perDay(totalNow, bill.periodFrom, bill.periodTo),
      perDay(prev.kwh, prev.from, prev.to),
      (v) => `${num(bill, v, 1)} kWh/den`,
      (v) => signed(bill, v, 1),
      false,
    ])
    rows.push(['Náklady na elektřinu včetně DPH', bill.buyTotalWithVat, prev.buyWithVat, moneyUnit, (v) => signed(bill, v, 2), true])
    const avg = (money: number, kwh: number) => (kwh > 0 ? Math.round((money / kwh) * 100) / 100 : 0)
    rows.push([
      'Průměrná cena za 1 kWh včetně DPH',
      avg(bill.buyTotalWithVat, bill.vtKwh + bill.ntKwh),
      avg(prev.buyWithVat, prev.kwh),
      (v) => `${num(bill, v, 2)} ${cur}/kWh`,
      (v) => signed(bill, v, 2),
      false,
    ])
    if (bill.yearlyEstimatePrinted !== null)
      rows.push([
        random.pick(['Předpokládaná roční spotřeba', 'Očekávaná roční spotřeba']),
        bill.yearlyEstimatePrinted,
        null,
        (v) => `${num(bill, v, 0)} kWh`,
        () => '',
        false,
      ])
  }
  if (sells(bill)) {
    rows.push(['Elektřina předaná do sítě (výkup)', bill.soldKwh, prev.sold, kwhUnit, (v) => `${signed(bill, v, 0)} kWh`, true])
    rows.push(['Výkup celkem (bez DPH)', bill.sellTotal, prev.sellTotal, moneyUnit, (v) => signed(bill, v, 2), false])
  }
  for (const [label, now, before, show, diff, strong] of rows) {
    s.need(12)
    s.y -= 11
    const font = strong ? fonts.bold : fonts.regular
    s.text(label, x.label + (label.startsWith('z toho') ? 8 : 0), s.y, 7.6, font)
    s.text(show(now), x.now, s.y, 7.6, font, 'right')
    if (before !== null) {
      s.text(show(before), x.before, s.y, 7.2, fonts.regular, 'right', GREY)
      s.text(diff(now - before), x.diff, s.y, 7.2, fonts.regular, 'right', GREY)
      s.text(change(bill, now, before), x.pct, s.y, 7.2, fonts.regular, 'right', GREY)
    } else s.text('(odhad)', x.before, s.y, 6.5, fonts.italic, 'right', GREY)
  }
  // bars: this period against the previous one
  s.need(34)
  s.y -= 8
  const barNow = buys(bill) ? totalNow : bill.soldKwh
  const barBefore = buys(bill) ? prev.kwh : prev.sold
  const scale = 300 / Math.max(barNow, barBefore, 1)
  const bars: [string, number, RGB][] = [
    ['letos', barNow, accent],
    ['loni', barBefore, rgb(0.75, 0.75, 0.75)],
  ]
  for (const [caption, value, color] of bars) {
    s.y -= 11
    s.text(caption, LEFT, s.y + 1, 6.5, fonts.regular, 'left', GREY)
    s.page.drawRectangle({ x: LEFT + 30, y: s.y, width: Math.max(2, value * scale), height: 7, color })
  }
  s.y -= 4

  // ---- the settlement
  s.heading(sellOnly ? 'Výsledek vyúčtování výkupu' : 'Výsledek vyúčtování', accent)
  const settle: [string, string, boolean][] = []
  const groupTotal = (index: number) => sumTotals(itemsOf(bill, GROUPS[index]!.kinds))
  if (buys(bill)) {
    settle.push(['Dodávka elektřiny (obchodník)', accounting(bill, groupTotal(0)), false])
    settle.push(['Distribuce a regulované služby', accounting(bill, groupTotal(1)), false])
    settle.push(['Daň z elektřiny', accounting(bill, groupTotal(2)), false])
    settle.push(['Celkem bez DPH', accounting(bill, bill.buyTotalNoVat), true])
    settle.push(['DPH 21 %', accounting(bill, bill.vat), false])
    settle.push(['Celkem včetně DPH', accounting(bill, bill.buyTotalWithVat), true])
    settle.push([random.pick(['Zaplacené zálohy', 'Uhrazené zálohy za období']), accounting(bill, -bill.advances), false])
    if (sells(bill)) settle.push(['Výkup elektřiny z výrobny (započten, bez DPH)', accounting(bill, -bill.sellTotal), false])
  } else settle.push(['Výkup elektřiny z výrobny celkem (výrobce není plátcem DPH)', accounting(bill, bill.sellTotal), true])
  const word =
    bill.balance > 0
      ? random.pick(['Nedoplatek', 'Doplatíte'])
      : bill.balance < 0
        ? sellOnly
          ? random.pick(['K výplatě', 'Vyplatíme Vám'])
          : random.pick(['Přeplatek', 'Vracíme Vám'])
        : 'Vyrovnáno'
  const boxTop = s.y - 4
  for (const [label, value, strong] of settle) {
    s.need(12)
    s.y -= 11
    s.text(label, LEFT + 6, s.y, 7.8, strong ? fonts.bold : fonts.regular)
    s.text(value, 470, s.y, 7.8, fonts.mono, 'right')
    s.text(cur, 476, s.y, 7.2, fonts.regular, 'left', GREY)
  }
  s.need(22)
  s.y -= 17
  s.page.drawRectangle({ x: LEFT, y: s.y - 5, width: RIGHT - LEFT, height: 17, color: PALE })
  s.text(word, LEFT + 6, s.y, 10.5, fonts.bold, 'left', accent)
  s.text(amount(bill, Math.abs(bill.balance)), 470, s.y, 10.5, fonts.bold, 'right', accent)
  s.text(cur, 476, s.y, 9, fonts.bold, 'left', accent)
  if (s.pages.length === 1) s.page.drawRectangle({ x: LEFT - 4, y: s.y - 6, width: 1.2, height: boxTop - s.y + 6, color: accent })
  s.y -= 8
  if (bill.balance > 0)
    s.paragraph(
      `Částku uhraďte do ${date(bill, bill.dueDate)} na účet ${party.account}, variabilní symbol ${bill.variableSymbol}. Záporné částky jsou uvedeny v závorkách.`,
      7.2,
      INK,
    )
  else if (bill.balance < 0)
    s.paragraph(
      `Částku ${money(bill, -bill.balance)} Vám pošleme do ${date(bill, bill.dueDate)} na Váš bankovní účet. Záporné částky jsou uvedeny v závorkách.`,
      7.2,
      INK,
    )

  // ---- the items with the previous period's unit prices
  if (random.chance(0.65)) s.newPage()
  s.heading(random.pick(['Rozpis položek a srovnání cen', 'Podrobný rozpis vyúčtování']), accent)
  const col = { name: LEFT, period: 168, qty: 298, unit: 301, price: 374, total: 436, split: 444, prev: 506, pct: RIGHT }
  const header = () => {
    s.y -= 10
    const h = (t: string, at: number, align: 'left' | 'right' = 'left') => s.text(t, at, s.y, 6, fonts.bold, align, GREY)
    h('Položka', col.name)
    h('Období', col.period)
    h('Množství', col.qty, 'right')
    h('MJ', col.unit)
    h('Cena/MJ', col.price, 'right')
    h(`Částka (${cur})`, col.total, 'right')
    h('Cena/MJ', col.prev, 'right')
    h('Změna', col.pct, 'right')
    s.y -= 7
    h('', col.name)
    h('bez DPH', col.price, 'right')
    h('bez DPH', col.total, 'right')
    h('předch. období', col.prev, 'right')
    h('ceny', col.pct, 'right')
    s.y -= 3
    s.rule()
    s.page.drawLine({ start: { x: col.split, y: s.y + 20 }, end: { x: col.split, y: s.y }, thickness: 0.4, color: GREY })
  }
  s.onBreak = () => {
    s.text(`Rozpis položek – pokračování (č. ${bill.invoiceNumber})`, LEFT, s.y, 7.8, fonts.bold)
    header()
  }
  header()
  const row = (item: LineItem) => {
    const name = s.wrap(labels[item.kind], col.period - col.name - 6, 7)
    const monthly = item.unit === 'month'
    const lines = Math.max(2, name.length)
    s.need(lines * 8.4 + 4)
    s.y -= 10
    const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [price, priceUnit] = priceParts(bill, item, 'měs.', per)
    const before = prev.price[item.kind] ?? item.price
    const [beforePrice] = priceParts(bill, { ...item, price: before }, 'měs.', per)
    const top = s.y
    s.text(name[0]!, col.name, s.y, 7)
    s.text(`${date(bill, item.from)} –`, col.period, s.y, 6.6)
    s.text(qty, col.qty, s.y, 7, fonts.mono, 'right')
    s.text(unit, col.unit, s.y, 6.6)
    s.text(item.price < 0 ? `(${price.replace('-', '')})` : price, col.price, s.y, 7, fonts.mono, 'right')
    s.text(accounting(bill, item.total), col.total, s.y, 7, fonts.mono, 'right')
    s.text(before < 0 ? `(${beforePrice.replace('-', '')})` : beforePrice, col.prev, s.y, 6.6, fonts.mono, 'right', GREY)
    s.text(change(bill, item.price, before), col.pct, s.y, 6.6, fonts.regular, 'right', GREY)
    s.y -= 8.4
    s.text(monthly ? `${date(bill, item.to)} (${days(item.from, item.to)} dní)` : date(bill, item.to), col.period + 5, s.y, 6.6)
    s.text(priceUnit, col.price, s.y, 5.6, fonts.regular, 'right', GREY)
    s.text(priceUnit, col.prev, s.y, 5.6, fonts.regular, 'right', GREY)
    name.slice(1).forEach((more, i) => {
      const y = top - 8.4 * (i + 1)
      s.text(more, col.name + 5, y, 7)
      s.y = Math.min(s.y, y)
    })
    s.page.drawLine({ start: { x: col.split, y: top + 8 }, end: { x: col.split, y: s.y - 2 }, thickness: 0.4, color: GREY })
    s.y -= 1
  }
  const titles = [
    `Dodávka elektřiny – ${party.name}`,
    bill.distributorShown === 'explicit'
      ? `Distribuce – ${DISTRIBUTOR_FULL[bill.distributor]}, regulované ceny ERÚ`
      : 'Distribuce a související služby (regulované ceny ERÚ)',
    'Daň z elektřiny',
    'Výkup elektřiny z výrobny (bez DPH)',
  ]
  GROUPS.forEach((group, index) => {
    const items = itemsOf(bill, group.kinds)
    if (!items.length) return
    s.need(36)
    s.y -= 13
    s.text(titles[index]!, LEFT, s.y, 7.8, fonts.bold, 'left', accent)
    for (const item of items) row(item)
    s.need(12)
    s.y -= 10
    s.text(`Mezisoučet – ${group.title.toLowerCase()}`, col.name + 5, s.y, 7, fonts.bold)
    s.text(accounting(bill, sumTotals(items)), col.total, s.y, 7, fonts.mono, 'right')
    s.rule(s.y - 3, col.name, col.split, 0.3)
  })
  s.onBreak = null
  s.need(30)
  s.y -= 14
  if (buys(bill)) {
    s.text('Celkem za dodávku elektřiny a související služby bez DPH', col.name, s.y, 7.8, fonts.bold)
    s.text(accounting(bill, bill.buyTotalNoVat), col.total, s.y, 7.8, fonts.mono, 'right')
    s.y -= 11
  }
  if (sells(bill)) {
    s.text('Celkem za výkup elektřiny (plnění není předmětem DPH)', col.name, s.y, 7.8, fonts.bold)
    s.text(accounting(bill, bill.sellTotal), col.total, s.y, 7.8, fonts.mono, 'right')
    s.y -= 11
  }
  const notes = [
    `Cena/MJ předchozího období je informativní: platila v období ${period(bill, prev.from, prev.to)} a do vyúčtování nevstupuje.`,
    'U měsíčních položek je množství v měsících; v závorce počet dní období.',
  ]
  if (buys(bill) && bill.buyingType === 'SPOT')
    notes.push('Cena silové elektřiny je vážený průměr hodinových cen denního trhu OTE v období řádku.')
  for (const note of notes) s.paragraph(note, 6.3)

  // ---- VAT recap
  if (buys(bill)) {
    s.heading('Rekapitulace DPH', accent)
    s.y -= 10
    const heads: [number, string][] = [
      [180, 'Sazba'],
      [300, `Základ daně (${cur})`],
      [410, `DPH (${cur})`],
      [RIGHT, `Celkem (${cur})`],
    ]
    for (const [at, label] of heads) s.text(label, at, s.y, 6.5, fonts.bold, 'right', GREY)
    s.y -= 11
    s.text('21 %', 180, s.y, 7.6, fonts.regular, 'right')
    s.text(amount(bill, bill.buyTotalNoVat), 300, s.y, 7.6, fonts.mono, 'right')
    s.text(amount(bill, bill.vat), 410, s.y, 7.6, fonts.mono, 'right')
    s.text(amount(bill, bill.buyTotalWithVat), RIGHT, s.y, 7.6, fonts.mono, 'right')
  }

  // ---- readings
  s.heading(`Stavy elektroměru č. ${readings.meter}`, accent)
  s.y -= 10
  const rcol: [number, string, 'left' | 'right'][] = [
    [LEFT, 'Registr', 'left'],
    [130, 'Odečet od', 'left'],
    [200, 'Odečet do', 'left'],
    [330, 'Počáteční stav', 'right'],
    [410, 'Konečný stav', 'right'],
    [480, 'Rozdíl kWh', 'right'],
    [RIGHT, 'Typ', 'right'],
  ]
  for (const [at, label, align] of rcol) s.text(label, at, s.y, 6.5, fonts.bold, align, GREY)
  for (const r of readings.rows) {
    s.need(10)
    s.y -= 10
    const register =
      r.kind === 'out'
        ? `${r.register} dodávka do sítě`
        : r.kind === 'nt'
          ? `${r.register} NT`
          : bill.twoTariff
            ? `${r.register} VT`
            : `${r.register} JT`
    s.text(register, LEFT, s.y, 7.2)
    s.text(date(bill, r.from), 130, s.y, 7.2)
    s.text(date(bill, r.to), 200, s.y, 7.2)
    s.text(num(bill, r.start, 0), 330, s.y, 7.2, fonts.mono, 'right')
    s.text(num(bill, r.end, 0), 410, s.y, 7.2, fonts.mono, 'right')
    s.text(num(bill, r.end - r.start, 0), 480, s.y, 7.2, fonts.mono, 'right')
    s.text(r.estimated ? 'dopočet' : 'skutečný', RIGHT, s.y, 7.2, fonts.regular, 'right')
  }

  // ---- advances
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([5, 12, 20]))
    s.heading('Zálohy zaplacené v období', accent)
    if (!paid.length) s.paragraph('V období jste neplatili žádné zálohy.', 7.4, INK)
    for (let i = 0; i < paid.length; i += 3) {
      s.need(10)
      s.y -= 10
      paid.slice(i, i + 3).forEach((p, j) => {
        s.text(date(bill, p.date), LEFT + j * 172, s.y, 7.2)
        s.text(amount(bill, p.amount), LEFT + j * 172 + 150, s.y, 7.2, fonts.mono, 'right')
      })
    }
    s.need(12)
    s.y -= 12
    s.text('Zálohy celkem', LEFT, s.y, 7.8, fonts.bold)
    s.text(money(bill, bill.advances), 470, s.y, 7.8, fonts.bold, 'right')
    const next = nextAdvances(bill, random)
    s.heading('Zálohy na další období', accent)
    s.paragraph(
      `${next.every === 'monthly' ? 'Měsíční' : 'Čtvrtletní'} záloha ${money(bill, next.rows[0]!.amount)}, splatná k ${next.day}. dni ${next.every === 'monthly' ? 'každého měsíce' : 'prvního měsíce čtvrtletí'}: ${next.rows
        .slice(0, 4)
        .map((p) => date(bill, p.date))
        .join(', ')} a dále.`,
      7.3,
      INK,
    )
  }

  // ---- notes
  s.heading('Důležité informace', accent)
  if (buys(bill)) s.paragraph(fuelMix(random))
  s.paragraph(promoText(bill, random))
  s.paragraph(COMPLAINT_NOTE)
  s.paragraph(
    `Zákaznická linka ${party.phone}, e-mail ${party.email}. ${party.name} je zapsána v obchodním rejstříku vedeném ${party.register}.`,
  )

  // ---- running header and footer
  const total = s.pages.length
  s.pages.forEach((page, index) => {
    s.page = page
    if (index > 0) {
      s.text(
        `${party.name} · Vyúčtování č. ${bill.invoiceNumber} · smluvní účet ${bill.customerNumber}`,
        LEFT,
        HEIGHT - 38,
        6.8,
        fonts.regular,
        'left',
        GREY,
      )
      s.rule(HEIGHT - 43)
    }
    s.rule(46)
    s.text(
      `${party.name}, ${party.street}, ${party.zipCity} · IČO ${party.ico} · bankovní spojení ${party.account}`,
      LEFT,
      36,
      5.8,
      fonts.regular,
      'left',
      GREY,
    )
    s.text(`Strana ${index + 1} ze ${total}`, RIGHT, 26, 7, fonts.bold, 'right')
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator(`${party.name} – zákaznický systém`)
  doc.setTitle(`Vyúčtování ${bill.invoiceNumber}`)
  const stamp = new Date(`${bill.issueDate}T06:20:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
