/**
 * Development layouts of the second PDF producer (pdf-lib, text at absolute positions), for rules to
 * be written against: a statement with labels and values in separate columns and a unit column; item
 * cards whose numbers sit on the line below the label with money as "Kč 1 234,56"; a two-column
 * header over a table whose long labels wrap inside a narrow column and whose units are only in the
 * header; E.ON's item row shape with the unit before the quantity; items as runs of text. Wording from INVOICE_WORDING.md and its usual synonyms, drawn per bill.
 */
import { addressLine, type Bill, type LineItem, type RowKind } from './bill.ts'
import { formatDate, formatNumber } from './format.ts'
import type { Random } from './random.ts'
import { Sheet } from './sheet.ts'

const ROW_WORDS: Record<RowKind, string[]> = {
  energyVt: ['Elektřina ve vysokém tarifu', 'Obchodní cena VT', 'Energie VT'],
  energyNt: ['Elektřina v nízkém tarifu', 'Obchodní cena NT', 'Energie NT'],
  energySingle: ['Obchodní cena elektřiny', 'Elektřina – jednotarif', 'Energie'],
  monthlyFee: ['Stálá platba za dodávku', 'Měsíční poplatek za odběrné místo', 'Pevný měsíční plat'],
  spotFee: ['Obchodní přirážka k SPOT ceně', 'Poplatek obchodníka', 'Marže dodavatele'],
  discountVt: ['Sleva z obchodní ceny VT'],
  distVt: ['Distribuce – vysoký tarif', 'Cena za distribuované množství VT'],
  distNt: ['Distribuce – nízký tarif', 'Cena za distribuované množství NT'],
  distSingle: ['Cena za distribuované množství', 'Distribuční poplatek'],
  breaker: ['Cena za rezervovaný příkon podle jističe', 'Měsíční cena za příkon', 'Jistič – měsíční plat'],
  poze: ['Složka ceny na podporu výkupu z OZE', 'Podpora obnovitelných zdrojů', 'POZE – podpora elektřiny z podporovaných zdrojů'],
  systemServices: ['Systémové služby', 'Cena za systémové služby ČEPS'],
  infrastructure: ['Poplatek za činnost operátora trhu', 'Nesíťová infrastruktura'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup přetoků z FVE', 'Elektřina dodaná z výrobny do sítě'],
  sellFee: ['Srážka výkupčího', 'Poplatek za zpracování výkupu'],
  sellMonthly: ['Měsíční poplatek za výkup', 'Stálá platba za výkup'],
}

const META_WORDS = {
  customer: ['Odběratel', 'Zákazník', 'Jméno a příjmení'],
  address: ['Adresa odběrného místa', 'Odběrné místo', 'Místo spotřeby'],
  invoice: ['Číslo faktury', 'Daňový doklad č.', 'Evidenční číslo daňového dokladu', 'Číslo dokladu'],
  issued: ['Datum vystavení', 'Vystaveno dne', 'Datum vystavení dokladu'],
  period: ['Zúčtovací období', 'Fakturační období'],
  product: ['Produkt', 'Název produktu'],
  rate: ['Distribuční sazba', 'Sazba distribuce'],
  breaker: ['Jistič', 'Hlavní jistič', 'Hodnota jističe'],
  owed: ['Nedoplatek', 'Doplatek', 'K úhradě'],
  advances: ['Zaplacené zálohy', 'Uhrazené zálohy', 'Zúčtované zálohy'],
  noVat: ['Celkem bez DPH', 'Základ DPH', 'Celková cena bez DPH'],
  withVat: ['Celkem s DPH', 'Celkem včetně DPH'],
  consumption: ['Celková spotřeba elektřiny', 'Spotřeba celkem', 'Celkové dodané množství elektřiny'],
  yearly: ['Předpokládaná roční spotřeba', 'Odhad roční spotřeby'],
}

export const SUPPLY: RowKind[] = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee']
export const REGULATED: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker', 'poze', 'systemServices', 'infrastructure', 'tax']
export const SELL: RowKind[] = ['sellEnergy', 'sellFee', 'sellMonthly']
const DISTRIBUTOR_NAMES = { CEZ: 'ČEZ Distribuce, a. s.', EGD: 'EG.D, a.s.', PRE: 'PREdistribuce, a. s.' } as const
const FAULT_NUMBERS = { CEZ: '800 850 860', EGD: '800 225 577', PRE: '800 823 823' } as const

export type MetaKey = keyof typeof META_WORDS
/** A layout family's wording: row labels and meta labels to draw from. */
export interface Wording {
  rows: Record<RowKind, string[]>
  meta: Record<MetaKey, string[]>
}

/** One bill's printing choices: wording drawn once per bill, numbers in the bill's style. */
export class Print {
  private rows = new Map<RowKind, string>()
  private meta = new Map<string, string>()

  constructor(
    readonly bill: Bill,
    readonly random: Random,
    readonly wording: Wording = { rows: ROW_WORDS, meta: META_WORDS },
  ) {}

  row(kind: RowKind): string {
    if (!this.rows.has(kind)) this.rows.set(kind, this.random.pick(this.wording.rows[kind].filter((label) => this.fits(kind, label))))
    return this.rows.get(kind)!
  }

  /** A fixed-price supply never names its energy after the market's hourly prices ("za spotové ceny OTE"). */
  private fits(kind: RowKind, label: string): boolean {
    return !kind.startsWith('energy') || this.bill.buyingType === 'SPOT' || !/spotov|hodinov|burz|\bspot\b/i.test(label)
  }

  word(key: MetaKey): string {
    if (!this.meta.has(key)) this.meta.set(key, this.random.pick(this.wording.meta[key]))
    return this.meta.get(key)!
  }

  date = (iso: string) => formatDate(iso, this.bill.style)
  number = (value: number, decimals: number) => formatNumber(value, decimals, this.bill.style)
  czk = (value: number) => `${this.number(value, 2)} Kč`
  period = () => `${this.date(this.bill.periodFrom)} - ${this.date(this.bill.periodTo)}`

  quantity(item: LineItem): string {
    if (item.unit === 'month') return this.number(item.quantity, 3)
    return this.bill.energyUnit === 'MWh' ? this.number(item.quantity / 1000, 5) : this.number(item.quantity, 2)
  }

  unitPrice(item: LineItem): string {
    return item.unit === 'kWh' && this.bill.energyUnit === 'kWh' ? this.number(item.price / 1000, 5) : this.number(item.price, 2)
  }

  items(kinds: RowKind[]): LineItem[] {
    return this.bill.items.filter((item) => kinds.includes(item.kind))
  }

  contract(): string {
    const end = this.bill.contractEnd
    return end ? this.random.pick([`Smlouva platí do: ${this.date(end)}`, `Konec smlouvy: ${this.date(end)}`]) : 'Smlouva je uzavřena na dobu neurčitou.'
  }

  distributor(): string | null {
    const { distributor, distributorShown, direction } = this.bill
    if (direction === 'sell' || distributorShown === 'none') return null
    if (distributorShown === 'fault-line') return `Poruchová linka: ${FAULT_NUMBERS[distributor]}`
    return `${this.random.pick(['Provozovatel distribuční soustavy', 'Distributor'])}: ${DISTRIBUTOR_NAMES[distributor]}`
  }

  /** [label, value] of the summary: consumption, totals, advances, result. */
  summary(money: (value: number) => string): [string, string][] {
    const b = this.bill
    const lines: [string, string][] = []
    if (b.direction !== 'sell') {
      lines.push([this.word('consumption'), `${this.number(b.statedTotalKwh, 0)} kWh`])
      if (b.yearlyEstimatePrinted) lines.push([this.word('yearly'), `${this.number(b.yearlyEstimatePrinted, 0)} kWh`])
      lines.push([this.word('noVat'), money(b.buyTotalNoVat)], ['DPH 21 %', money(b.vat)], [this.word('withVat'), money(b.buyTotalWithVat)])
    }
    if (b.direction !== 'buy') lines.push(['Výkup elektřiny celkem', money(b.sellTotal)])
    if (b.direction !== 'sell') lines.push([this.word('advances'), money(b.advances)])
    lines.push(b.balance >= 0 ? [this.word('owed'), money(b.balance)] : ['Přeplatek', money(-b.balance)])
    return lines
  }
}

/** Statement: labels and values in separate columns, a unit column, a page break before the regulated part. */
async function statement(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Vyúčtování ${b.invoiceNumber}`, 'pdf-lib statement')
  sheet.row([[0, b.supplierName, { bold: true, size: 11 }], [511, 'VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY', { right: true, size: 9 }]], 11)
  sheet.gap(6)
  const a = b.supplyAddress
  const sell = b.direction === 'sell'
  const meta: [string, string][] = [
    [p.word('invoice'), b.invoiceNumber],
    [p.word('issued'), p.date(b.issueDate)],
    [p.word('period'), p.period()],
    [sell ? 'Výrobce' : p.word('customer'), b.customerName],
    [sell ? 'Adresa výrobny' : p.word('address'), b.addressOnTwoLines ? a.street : addressLine(a)],
    ...(b.addressOnTwoLines ? [['', `${a.zip} ${a.city}`] as [string, string]] : []),
    ...(sell ? [] : [['EAN', b.ean] as [string, string]]),
    ...(b.productionEan ? [['EAN výrobny', b.productionEan] as [string, string]] : []),
    ...(sell ? [] : ([[p.word('rate'), b.rate], [p.word('breaker'), `${b.breaker.phases}x${b.breaker.amps} A`]] as [string, string][])),
    [p.word('product'), sell ? b.sellProductName : b.productName],
  ]
  for (const [label, value] of meta) sheet.row([[0, label ? `${label}:` : ''], [150, value]])
  sheet.row([[0, p.contract()]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)
  const x = { label: 0, qty: 300, unit: 306, price: 430, total: 511 }
  const table = (title: string, kinds: RowKind[]) => {
    const items = p.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true }]], 9)
    sheet.row([[x.label, 'Položka'], [x.qty, 'Množství', { right: true }], [x.unit, 'Jednotka'], [x.price, 'Jedn. cena bez DPH', { right: true }], [x.total, 'Částka bez DPH', { right: true }]], 7.5)
    const dated = new Set(items.map((item) => item.from)).size > 1
    for (const item of items) {
      const label = dated ? `${p.row(item.kind)} ${p.date(item.from)} - ${p.date(item.to)}` : p.row(item.kind)
      const unit = item.unit === 'month' ? 'měs.' : b.energyUnit
      // A long label wraps inside its column; the continuation goes on the following line.
      const [first, ...rest] = sheet.wrap(label, 220, { size: 7.5 })
      sheet.row([[x.label, first!], [x.qty, p.quantity(item), { right: true }], [x.unit, unit], [x.price, p.unitPrice(item), { right: true }], [x.total, p.number(item.total, 2), { right: true }]], 7.5)
      for (const more of rest) sheet.row([[x.label, more]], 7.5)
    }
    sheet.gap(4)
  }
  if (!sell) {
    table('Dodávka elektřiny', SUPPLY)
    if (p.random.chance(0.6)) sheet.breakPage()
    table('Distribuce elektřiny a regulované platby', REGULATED)
  }
  if (b.direction !== 'buy') table('Výkup elektřiny', SELL)
  sheet.gap(6)
  for (const [label, value] of p.summary(p.czk)) sheet.row([[0, label], [250, value, { right: true }]])
  return sheet.bytes()
}

/** Cards: each item's label on its own line, "quantity unit × price = amount" (or the values named) on the next; money as "Kč 1 234,56". */
async function cards(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Faktura ${b.invoiceNumber}`, 'pdf-lib cards')
  const money = (value: number) => `Kč ${p.number(value, 2)}`
  // Values named in the line ("Spotřeba 233,00 kWh | Sazba 3,11 Kč/kWh | Celkem Kč 725,54"), or bare.
  const labelled = p.random.chance(0.5)
  sheet.row([[0, 'Faktura – vyúčtování elektřiny', { bold: true, size: 13 }]], 13)
  sheet.row([[0, `Dodavatel: ${b.supplierName}`]])
  const sell = b.direction === 'sell'
  const lines = [
    `${p.word('invoice')}: ${b.invoiceNumber}`,
    `${p.word('issued')}: ${p.date(b.issueDate)}`,
    `${p.word('period')}: ${p.period()}`,
    `${sell ? 'Výrobce' : p.word('customer')}: ${b.customerName}`,
    `${sell ? 'Adresa výrobny' : p.word('address')}: ${addressLine(b.supplyAddress)}`,
    ...(sell ? [] : [`EAN odběrného místa: ${b.ean}`, `${p.word('rate')}: ${b.rate}`, `${p.word('breaker')}: ${b.breaker.phases} x ${b.breaker.amps} A`]),
    ...(b.productionEan ? [`EAN výrobny: ${b.productionEan}`] : []),
    `${p.word('product')}: ${sell ? b.sellProductName : b.productName}`,
    p.contract(),
  ]
  for (const text of lines) sheet.row([[0, text]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(6)
  const section = (title: string, kinds: RowKind[]) => {
    const items = p.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true, size: 10 }]], 10)
    const dated = new Set(items.map((item) => item.from)).size > 1
    let period = ''
    for (const item of items) {
      if (dated && item.from !== period) {
        sheet.row([[0, `Období ${p.date(item.from)} - ${p.date(item.to)}`, { size: 7.5 }]], 7.5)
        period = item.from
      }
      sheet.row([[8, p.row(item.kind)]])
      const unit = item.unit === 'month' ? 'měs.' : b.energyUnit
      const priceUnit = item.unit === 'month' ? 'Kč/měs.' : `Kč/${b.energyUnit}`
      if (labelled) sheet.row([[20, `Spotřeba ${p.quantity(item)} ${unit}`], [200, `Sazba ${p.unitPrice(item)} ${priceUnit}`], [511, `Celkem ${money(item.total)}`, { right: true }]])
      else sheet.row([[20, `${p.quantity(item)} ${unit} × ${p.unitPrice(item)} ${priceUnit}`], [511, money(item.total), { right: true }]])
    }
    sheet.gap(3)
  }
  if (!sell) {
    section('Neregulovaná část – dodávka', SUPPLY)
    section('Regulovaná část – distribuce', REGULATED)
  }
  if (b.direction !== 'buy') section('Výkup elektřiny z výrobny', SELL)
  sheet.gap(6)
  sheet.row([[300, 'Rekapitulace', { bold: true }]], 9)
  for (const [label, value] of p.summary(money)) sheet.row([[300, label], [511, value, { right: true }]])
  return sheet.bytes()
}

/** Two columns at the top (customer | invoice), a table whose long labels wrap and whose units are only in the header. */
async function columns(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Doklad ${b.invoiceNumber}`, 'pdf-lib columns')
  sheet.row([[0, b.supplierName, { bold: true, size: 10 }], [300, 'DAŇOVÝ DOKLAD – VYÚČTOVÁNÍ', { bold: true, size: 10 }]], 10)
  sheet.gap(4)
  const sell = b.direction === 'sell'
  const a = b.supplyAddress
  const left = [
    `${sell ? 'Výrobce' : p.word('customer')}: ${b.customerName}`,
    `${sell ? 'Adresa výrobny' : p.word('address')}: ${a.street},`,
    `${a.zip} ${a.city}`,
    ...(sell ? [] : [`EAN: ${b.ean}`]),
    ...(b.productionEan ? [`EAN výrobny: ${b.productionEan}`] : []),
  ]
  const right = [
    `${p.word('invoice')}: ${b.invoiceNumber}`,
    `${p.word('issued')}: ${p.date(b.issueDate)}`,
    `${p.word('period')}: ${p.period()}`,
    ...(sell ? [] : [`${p.word('rate')}: ${b.rate}`, `${p.word('breaker')}: ${b.breaker.phases}x${b.breaker.amps} A`]),
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) sheet.row([[0, left[i] ?? ''], [300, right[i] ?? '']])
  sheet.row([[0, `${p.word('product')}: ${sell ? b.sellProductName : b.productName}`]])
  sheet.row([[0, p.contract()]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)
  const energy = b.energyUnit
  const table = (title: string, kinds: RowKind[]) => {
    const items = p.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true }]], 9)
    sheet.row([[0, 'Položka'], [250, 'Od'], [300, 'Do'], [390, `Množství (${energy}, měs.)`, { right: true }], [460, 'Cena za jedn.', { right: true }], [511, 'Celkem Kč', { right: true }]], 7)
    for (const item of items) {
      const [first, ...rest] = sheet.wrap(p.row(item.kind), 120, { size: 7.5 })
      sheet.row([[0, first!], [250, p.date(item.from)], [300, p.date(item.to)], [390, p.quantity(item), { right: true }], [460, p.unitPrice(item), { right: true }], [511, p.number(item.total, 2), { right: true }]], 7.5)
      for (const more of rest) sheet.row([[0, more]], 7.5)
    }
    sheet.gap(4)
  }
  if (!sell) {
    table('Dodávka silové elektřiny', SUPPLY)
    table('Regulované ceny distribuce', REGULATED)
  }
  if (b.direction !== 'buy') table('Výkup elektřiny', SELL)
  sheet.gap(6)
  for (const [label, value] of p.summary(p.czk)) sheet.row([[260, label], [511, value, { right: true }]])
  return sheet.bytes()
}

/**
 * Itemized: meta as a grid of label and value cells in two column pairs; E.ON's item row shape
 * "name, from, to, rate, breaker, unit, quantity, unit price, total" (the unit before the number);
 * the header repeated after a page break; the summary in a box on the right.
 */
async function itemized(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Faktura ${b.invoiceNumber}`, 'pdf-lib itemized')
  sheet.row([[0, b.supplierName, { bold: true, size: 10 }]], 10)
  sheet.row([[0, 'Řádná faktura za elektřinu', { bold: true, size: 12 }]], 12)
  sheet.gap(4)
  const sell = b.direction === 'sell'
  const a = b.supplyAddress
  const left: [string, string][] = [
    [sell ? 'Výrobce' : p.word('customer'), b.customerName],
    [sell ? 'Adresa výrobny' : p.word('address'), addressLine(a)],
    ...(sell ? [] : [['EAN', b.ean] as [string, string]]),
    ...(b.productionEan ? [['EAN výrobny', b.productionEan] as [string, string]] : []),
    [p.word('product'), sell ? b.sellProductName : b.productName],
  ]
  const right: [string, string][] = [
    [p.word('invoice'), b.invoiceNumber],
    [p.word('issued'), p.date(b.issueDate)],
    ['Datum splatnosti', p.date(b.dueDate)],
    ['Variabilní symbol', b.variableSymbol],
    [p.word('period'), p.period()],
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    sheet.row([[0, left[i]?.[0] ?? ''], [95, left[i]?.[1] ?? ''], [300, right[i]?.[0] ?? ''], [400, right[i]?.[1] ?? '']])
  }
  sheet.row([[0, p.contract()]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(6)
  const x = { name: 0, from: 170, to: 215, rate: 262, breaker: 292, unit: 322, qty: 400, price: 455, total: 511 }
  const header = () =>
    sheet.row([[x.name, 'Název položky'], [x.from, 'Od'], [x.to, 'Do'], [x.rate, 'Sazba'], [x.breaker, 'Jistič'], [x.unit, 'MJ'], [x.qty, 'Množství', { right: true }], [x.price, 'Cena/MJ', { right: true }], [x.total, 'Celkem', { right: true }]], 6.5)
  const table = (title: string, kinds: RowKind[], regulated: boolean) => {
    const items = p.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true }]], 9)
    header()
    sheet.onNewPage = () => header()
    for (const item of items) {
      const unit = item.unit === 'month' ? 'Měsíc' : b.energyUnit
      const breaker = item.kind === 'breaker' ? `${b.breaker.phases}x${b.breaker.amps}` : ''
      sheet.row([
        [x.name, p.row(item.kind)], [x.from, p.date(item.from)], [x.to, p.date(item.to)], [x.rate, regulated && item.kind !== 'tax' ? b.rate : ''], [x.breaker, breaker],
        [x.unit, unit], [x.qty, p.quantity(item), { right: true }], [x.price, p.unitPrice(item), { right: true }], [x.total, p.number(item.total, 2), { right: true }],
      ], 6.5)
    }
    sheet.onNewPage = null
    sheet.gap(4)
  }
  if (!sell) {
    table('Dodávka elektřiny', SUPPLY, false)
    table('Distribuce a související služby', REGULATED, true)
  }
  if (b.direction !== 'buy') table('Výkup elektřiny', SELL, false)
  sheet.gap(6)
  for (const [label, value] of p.summary(p.czk)) sheet.row([[320, label], [511, value, { right: true }]])
  return sheet.bytes()
}

/**
 * Inline: each item one run of text, "label quantity unit price unit-price total" with no cell
 * borders (Centropol's wording: "Spotřeba ve vysokém tarifu (VT/T1) 5,12 Kč/kWh 7 431,00 kWh 38 024,42 Kč",
 * price before quantity), price periods as headings, money as "CZK 1 234,56" in the summary.
 */
async function inline(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Vyúčtování ${b.invoiceNumber}`, 'pdf-lib inline')
  sheet.row([[0, `Vyúčtování dodávky elektřiny – ${b.supplierName}`, { bold: true, size: 11 }]], 11)
  const sell = b.direction === 'sell'
  const intro = `${sell ? 'Výrobce' : p.word('customer')}: ${b.customerName}, ${sell ? 'adresa výrobny' : 'odběrné místo'} ${addressLine(b.supplyAddress)}${sell ? '' : `, EAN ${b.ean}`}.`
  sheet.paragraph(0, intro, 500)
  const lines = [
    `${p.word('invoice')}: ${b.invoiceNumber}`,
    `${p.word('issued')}: ${p.date(b.issueDate)}`,
    `${p.word('period')}: ${p.period()}`,
    ...(b.productionEan ? [`EAN výrobny: ${b.productionEan}`] : []),
    ...(sell ? [] : [`${p.word('rate')}: ${b.rate}`, `${p.word('breaker')}: ${b.breaker.phases}x${b.breaker.amps} A`]),
    `${p.word('product')}: ${sell ? b.sellProductName : b.productName}`,
    p.contract(),
  ]
  for (const text of lines) sheet.row([[0, text]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(6)
  const section = (title: string, kinds: RowKind[]) => {
    const items = p.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true }]], 9)
    const dated = new Set(items.map((item) => item.from)).size > 1
    let period = ''
    for (const item of items) {
      if (dated && item.from !== period) {
        sheet.row([[0, `Období ${p.date(item.from)} - ${p.date(item.to)}`, { size: 7.5 }]], 7.5)
        period = item.from
      }
      const unit = item.unit === 'month' ? 'měs.' : b.energyUnit
      const priceUnit = item.unit === 'month' ? 'Kč/měs.' : `Kč/${b.energyUnit}`
      const priceFirst = p.random.chance(0.5)
      const numbers = priceFirst ? `${p.unitPrice(item)} ${priceUnit} ${p.quantity(item)} ${unit}` : `${p.quantity(item)} ${unit} ${p.unitPrice(item)} ${priceUnit}`
      sheet.row([[8, `${p.row(item.kind)} ${numbers} ${p.czk(item.total)}`]], 8)
    }
    sheet.gap(3)
  }
  if (!sell) {
    section('Dodávka elektřiny (obchodní část)', SUPPLY)
    section('Distribuce elektřiny', REGULATED)
  }
  if (b.direction !== 'buy') section('Výkup elektřiny', SELL)
  sheet.gap(6)
  for (const [label, value] of p.summary((v) => `CZK ${p.number(v, 2)}`)) sheet.row([[0, label], [230, value, { right: true }]])
  return sheet.bytes()
}

export const SHEET_LAYOUTS = ['statement', 'cards', 'columns', 'itemized', 'inline'] as const
export type SheetLayout = (typeof SHEET_LAYOUTS)[number]
const LAYOUTS: Record<SheetLayout, (p: Print) => Promise<Uint8Array>> = { statement, cards, columns, itemized, inline }

export function renderSheetBill(layout: SheetLayout, bill: Bill, random: Random): Promise<Uint8Array> {
  return LAYOUTS[layout](new Print(bill, random))
}
