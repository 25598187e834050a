/**
 * FORMER HELD-OUT SPLIT — unsealed on 2026-11-22. Written before the extraction rules were reworked and
 * kept sealed while they were: development layouts written against other ideas raised nothing here
 * (93.69 % fields right, unchanged over eleven generic fixes), so its per-field failures were looked at.
 * From then on it is development material; the benchmark still reports it on its own seeds, and the
 * figure that counts is the sealed split in ./heldout/.
 *
 * Three layouts drawn with pdf-lib (the second PDF producer): a ledger with a unit column, meta in
 * two columns and a table that breaks across pages; item blocks whose values sit on the line below
 * their label with money written "CZK 1 234,56"; and the monthly bill of a small spot-price trader
 * with units only in the column headers. Known suppliers are printed in these foreign layouts too.
 */
import { addressLine, randomBill, type Bill, type LineItem, type RowKind, type SupplierId } from './bill.ts'
import { expectedInvoice, expectedWarningFields } from './expected.ts'
import { formatDate, formatNumber } from './format.ts'
import type { GeneratedBill } from './index.ts'
import { Random } from './random.ts'
import { Sheet } from './sheet.ts'

export const FORMER_HELD_OUT_SEEDS = [310_977, 552_041]

const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic', 'generic', 'generic']
/** Unknown suppliers, one of them a small spot-price trader. */
const UNKNOWN = ['Voltík Energie s.r.o.', 'Spotový proud s.r.o.', 'Energie Vysočina a.s.', 'Kilowatt Trading s.r.o.']
const SPOT_PRODUCTS = ['Spot hodinový', 'Elektřina za tržní ceny', 'Hodinový spot Domácnost']

const WORDS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina – vysoký tarif', 'Dodávka elektřiny VT', 'Spotřeba VT (T1)'],
  energyNt: ['Silová elektřina – nízký tarif', 'Dodávka elektřiny NT', 'Spotřeba NT (T2)'],
  energySingle: ['Silová elektřina', 'Dodaná elektřina', 'Spotřeba elektřiny (jednotarif)'],
  monthlyFee: ['Stálý měsíční plat', 'Pevná cena za odběrné místo', 'Měsíční platba za dodávku'],
  spotFee: ['Poplatek za obchodní služby SPOT', 'Přirážka obchodníka k hodinové ceně', 'Marže obchodníka'],
  discountVt: ['Sleva na silovou elektřinu VT'],
  distVt: ['Cena za distribuci VT', 'Distribuce elektřiny – vysoký tarif'],
  distNt: ['Cena za distribuci NT', 'Distribuce elektřiny – nízký tarif'],
  distSingle: ['Cena za distribuci elektřiny', 'Použití sítí – distribuce'],
  breaker: ['Měsíční plat za rezervovaný příkon (jistič)', 'Cena za jistič', 'Plat za příkon dle jističe'],
  poze: ['Podpora výkupu elektřiny z OZE', 'Složka ceny na podporu el. z podporovaných zdrojů', 'Cena na podporu POZE'],
  systemServices: ['Cena za systémové služby', 'Systémové služby ČEPS'],
  infrastructure: ['Cena za činnost OTE', 'Provoz nesíťové infrastruktury'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z FVE', 'Vyrobená elektřina dodaná do sítě'],
  sellFee: ['Srážka za zprostředkování výkupu', 'Poplatek za službu výkupu'],
  sellMonthly: ['Měsíční plat za výkup', 'Paušál za výkup'],
}

const SUPPLY: RowKind[] = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee']
const REGULATED: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker', 'poze', 'systemServices', 'infrastructure', 'tax']
const SELL: RowKind[] = ['sellEnergy', 'sellFee', 'sellMonthly']
const DISTRIBUTORS = { CEZ: 'ČEZ Distribuce, a. s.', EGD: 'EG.D, a.s.', PRE: 'PREdistribuce, a. s.' } as const
const FAULT_LINES = { CEZ: '800 850 860', EGD: '800 225 577', PRE: '800 823 823' } as const

class Words {
  private chosen = new Map<RowKind, string>()
  constructor(
    readonly bill: Bill,
    readonly random: Random,
  ) {}
  label(kind: RowKind): string {
    const label = this.chosen.get(kind) ?? this.random.pick(WORDS[kind])
    this.chosen.set(kind, label)
    return label
  }
  date = (iso: string) => formatDate(iso, this.bill.style)
  num = (value: number, decimals: number) => formatNumber(value, decimals, this.bill.style)
  money = (value: number) => `${this.num(value, 2)} Kč`
  moneyBefore = (value: number) => `CZK ${this.num(value, 2)}`
  period = () => `${this.date(this.bill.periodFrom)} – ${this.date(this.bill.periodTo)}`
  qty(item: LineItem): string {
    if (item.unit === 'month') return this.num(item.quantity, 3)
    return this.bill.energyUnit === 'MWh' ? this.num(item.quantity / 1000, 4) : this.num(item.quantity, 0)
  }
  unit(item: LineItem): string {
    return item.unit === 'month' ? 'měs.' : this.bill.energyUnit
  }
  price(item: LineItem): string {
    if (item.unit === 'kWh' && this.bill.energyUnit === 'kWh') return this.num(item.price / 1000, 5)
    return this.num(item.price, 2)
  }
  contract(): string {
    return this.bill.contractEnd ? `na dobu určitou do ${this.date(this.bill.contractEnd)}` : 'na dobu neurčitou'
  }
  breaker(): string {
    return `${this.bill.breaker.phases} x ${this.bill.breaker.amps} A`
  }
  product(): string {
    return this.bill.direction === 'sell' ? this.bill.sellProductName : this.bill.productName
  }
  items(kinds: RowKind[]): LineItem[] {
    return this.bill.items.filter((item) => kinds.includes(item.kind))
  }
  distributorText(): string | null {
    const { distributor, distributorShown, direction } = this.bill
    if (direction === 'sell' || distributorShown === 'none') return null
    return distributorShown === 'explicit' ? `Distributor: ${DISTRIBUTORS[distributor]}` : `Poruchová linka distributora: ${FAULT_LINES[distributor]}`
  }
}

/** Ledger: meta in two label/value columns, one table with a unit column that runs across pages. */
async function ledger(bill: Bill, random: Random): Promise<Uint8Array> {
  const w = new Words(bill, random)
  const sheet = await Sheet.create(`Faktura ${bill.invoiceNumber}`, 'pdf-lib ledger')
  sheet.row([[0, bill.supplierName, { bold: true, size: 12 }]], 12)
  sheet.row([[0, `Faktura – daňový doklad za dodávku elektřiny`, { size: 10 }]], 10)
  sheet.gap(6)
  const a = bill.supplyAddress
  const wrapAddress = random.chance(0.5)
  const left: [string, string][] = [
    [bill.direction === 'sell' ? 'Výrobce' : 'Odběratel', bill.customerName],
    [bill.direction === 'sell' ? 'Adresa výrobny' : 'Adresa odběrného místa', wrapAddress ? `${a.street},` : addressLine(a)],
    ...(wrapAddress ? [['', `${a.zip} ${a.city}`] as [string, string]] : []),
    ...(bill.direction === 'sell' ? [] : [['EAN odběrného místa', bill.ean] as [string, string]]),
    ...(bill.productionEan ? [['EAN výrobny', bill.productionEan] as [string, string]] : []),
    ...(bill.direction === 'sell' ? [] : ([['Distribuční sazba', bill.rate], ['Hodnota jističe', w.breaker()]] as [string, string][])),
    ['Produkt', w.product()],
    ['Smlouva', w.contract()],
  ]
  const right: [string, string][] = [
    ['Číslo faktury', bill.invoiceNumber],
    ['Datum vystavení', w.date(bill.issueDate)],
    ['Datum splatnosti', w.date(bill.dueDate)],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zúčtovací období', w.period()],
    ['Zákaznické číslo', bill.customerNumber],
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const l = left[i]
    const r = right[i]
    sheet.row([
      [0, l?.[0] ? `${l[0]}:` : ''],
      [105, l?.[1] ?? ''],
      [290, r ? `${r[0]}:` : ''],
      [385, r?.[1] ?? ''],
    ])
  }
  const distributor = w.distributorText()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)

  const columns = { label: 0, period: 175, qty: 330, unit: 362, price: 440, total: 511 }
  const header = () =>
    sheet.row([
      [columns.label, 'Položka', { bold: true }],
      [columns.period, 'Období', { bold: true }],
      [columns.qty, 'Množství', { bold: true, right: true }],
      [columns.unit, 'MJ', { bold: true }],
      [columns.price, 'Cena za MJ [Kč]', { bold: true, right: true }],
      [columns.total, 'Celkem [Kč]', { bold: true, right: true }],
    ], 7.5)
  const table = (title: string, kinds: RowKind[]) => {
    const items = w.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true }]], 9)
    header()
    sheet.onNewPage = (s) => {
      s.row([[0, `${bill.supplierName} · faktura ${bill.invoiceNumber} (pokračování)`, { size: 7 }]], 7)
      header()
    }
    for (const item of items) {
      sheet.row([
        [columns.label, item.kind === 'discountVt' ? w.label('discountVt') : w.label(item.kind)],
        [columns.period, `${w.date(item.from)} – ${w.date(item.to)}`],
        [columns.qty, w.qty(item), { right: true }],
        [columns.unit, w.unit(item)],
        [columns.price, w.price(item), { right: true }],
        [columns.total, w.num(item.total, 2), { right: true }],
      ], 7.5)
    }
    sheet.onNewPage = null
    sheet.gap(4)
  }
  if (bill.direction !== 'sell') {
    table('Dodávka elektřiny (neregulovaná část)', SUPPLY)
    table('Regulované služby distribuce', REGULATED)
  }
  if (bill.direction !== 'buy') table('Výkup elektřiny z výrobny', SELL)
  sheet.gap(6)
  summaryBox(sheet, w, random, (value) => w.money(value))
  return sheet.bytes()
}

/** Summary box: consumption, totals, advances and the result, amounts right-aligned. */
function summaryBox(sheet: Sheet, w: Words, random: Random, money: (value: number) => string): void {
  const bill = w.bill
  const lines: [string, string][] = []
  if (bill.direction !== 'sell') {
    lines.push([random.pick(['Celková spotřeba elektřiny', 'Spotřeba celkem']), `${w.num(bill.statedTotalKwh, 0)} kWh`])
    if (bill.yearlyEstimatePrinted) lines.push(['Předpokládaná roční spotřeba', `${w.num(bill.yearlyEstimatePrinted, 0)} kWh`])
    lines.push(['Celkem bez DPH', money(bill.buyTotalNoVat)], ['DPH 21 %', money(bill.vat)], ['Celkem s DPH', money(bill.buyTotalWithVat)])
  }
  if (bill.direction !== 'buy') lines.push(['Výkup elektřiny celkem', money(bill.sellTotal)])
  if (bill.direction !== 'sell') lines.push([random.pick(['Uhrazené zálohy', 'Zaplacené zálohy']), money(bill.advances)])
  lines.push(bill.balance >= 0 ? [random.pick(['Nedoplatek', 'K úhradě']), money(bill.balance)] : ['Přeplatek', money(-bill.balance)])
  sheet.row([[280, 'Souhrn vyúčtování', { bold: true }]], 9)
  for (const [label, value] of lines) sheet.row([[280, label], [511, value, { right: true }]])
}

/** Item blocks: the label on one line, its quantity, unit price and amount on the next; money as "CZK 1 234,56". */
async function blocks(bill: Bill, random: Random): Promise<Uint8Array> {
  const w = new Words(bill, random)
  const sheet = await Sheet.create(`Vyúčtování ${bill.invoiceNumber}`, 'pdf-lib blocks')
  sheet.row([[0, 'VYÚČTOVÁNÍ ELEKTŘINY', { bold: true, size: 14 }], [511, bill.supplierName, { right: true, size: 9 }]], 14)
  sheet.gap(4)
  const a = bill.supplyAddress
  const meta = [
    `Faktura č.: ${bill.invoiceNumber}`,
    `Vystaveno dne: ${w.date(bill.issueDate)}`,
    `Fakturační období: ${w.period()}`,
    `Zákazník: ${bill.customerName}`,
    `${bill.direction === 'sell' ? 'Adresa výrobny' : 'Místo spotřeby'}: ${addressLine(a)}`,
    ...(bill.direction === 'sell' ? [] : [`EAN: ${bill.ean}`]),
    ...(bill.productionEan ? [`EAN výrobny: ${bill.productionEan}`] : []),
    `Název produktu: ${w.product()}`,
    `Smlouva ${w.contract()}`,
    ...(bill.direction === 'sell' ? [] : [`Sazba distribuce: ${bill.rate}`, `Jistič: ${w.breaker()}`]),
  ]
  for (const text of meta) sheet.row([[0, text]])
  const distributor = w.distributorText()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)
  const section = (title: string, kinds: RowKind[]) => {
    const items = w.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true, size: 10 }]], 10)
    for (const item of items) {
      const dated = items.some((other) => other.from !== item.from)
      sheet.row([[0, dated ? `${w.label(item.kind)} (${w.date(item.from)} – ${w.date(item.to)})` : w.label(item.kind), { bold: true }]])
      const unit = item.unit === 'month' ? 'Kč/měs.' : `Kč/${bill.energyUnit}`
      sheet.row([
        [12, `Množství: ${w.qty(item)} ${w.unit(item)}`],
        [170, `Jedn. cena: ${w.price(item)} ${unit}`],
        [511, `Částka: ${w.moneyBefore(item.total)}`, { right: true }],
      ])
    }
    sheet.gap(4)
  }
  if (bill.direction !== 'sell') {
    section('Obchodní část', SUPPLY)
    if (random.chance(0.5)) sheet.breakPage()
    section('Distribuční část', REGULATED)
  }
  if (bill.direction !== 'buy') section('Výkup přebytků', SELL)
  sheet.gap(6)
  summaryBox(sheet, w, random, w.moneyBefore)
  return sheet.bytes()
}

/** A small spot-price trader's monthly bill: units only in the column headers, regulated part under its own heading. */
async function spotTrader(bill: Bill, random: Random): Promise<Uint8Array> {
  const w = new Words(bill, random)
  const sheet = await Sheet.create(`Faktura ${bill.invoiceNumber}`, 'pdf-lib spot')
  sheet.row([[0, bill.supplierName, { bold: true, size: 11 }]], 11)
  sheet.row([[0, `IČO ${random.digits(8)} · zapsaná v obchodním rejstříku`, { size: 7 }]], 7)
  sheet.gap(4)
  sheet.row([[0, 'Faktura za dodávku elektřiny – hodinové ceny', { bold: true, size: 11 }]], 11)
  const a = bill.supplyAddress
  sheet.row([[0, `Číslo dokladu: ${bill.invoiceNumber}`], [300, `Datum vystavení: ${w.date(bill.issueDate)}`]])
  sheet.row([[0, `Zúčtovací období: ${w.period()}`], [300, `Splatnost: ${w.date(bill.dueDate)}`]])
  sheet.row([[0, `Zákazník: ${bill.customerName}`]])
  sheet.row([[0, `Adresa odběrného místa: ${addressLine(a)}`]])
  if (bill.direction !== 'sell') sheet.row([[0, `EAN: ${bill.ean}`], [300, `Sazba: ${bill.rate}, jistič ${w.breaker()}`]])
  if (bill.productionEan) sheet.row([[0, `EAN výrobny: ${bill.productionEan}`]])
  sheet.row([[0, `Produkt: ${w.product()}`], [300, `Smlouva ${w.contract()}`]])
  const distributor = w.distributorText()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)
  const energy = bill.energyUnit
  const table = (title: string, kinds: RowKind[]) => {
    const items = w.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true, size: 9.5 }]], 9.5)
    sheet.row([
      [0, 'Položka', { bold: true }],
      [330, `Množství [${energy} / měs.]`, { bold: true, right: true }],
      [430, `Cena [Kč/${energy} / Kč/měs.]`, { bold: true, right: true }],
      [511, 'Cena celkem [Kč]', { bold: true, right: true }],
    ], 7.5)
    let period = ''
    for (const item of items) {
      const itemPeriod = `${item.from}|${item.to}`
      if (items.some((other) => other.from !== item.from) && itemPeriod !== period) {
        sheet.row([[0, `Ceny platné od ${w.date(item.from)} do ${w.date(item.to)}`, { size: 7 }]], 7.5)
        period = itemPeriod
      }
      sheet.row([[0, w.label(item.kind)], [330, w.qty(item), { right: true }], [430, w.price(item), { right: true }], [511, w.num(item.total, 2), { right: true }]], 7.5)
    }
    sheet.gap(4)
  }
  if (bill.direction !== 'sell') {
    table('Silová elektřina a služby obchodníka', SUPPLY)
    table('Regulované složky ceny', REGULATED)
  }
  if (bill.direction !== 'buy') table('Výkup elektřiny', SELL)
  sheet.gap(6)
  summaryBox(sheet, w, random, w.money)
  return sheet.bytes()
}

const TEMPLATES = { ledger, blocks, spotTrader } as const

async function heldOutBill(seed: number, index: number): Promise<GeneratedBill> {
  const random = new Random(seed * 15_485_863 + index * 7_727)
  const supplier = SUPPLIERS[index % SUPPLIERS.length]!
  const template = random.pick(Object.keys(TEMPLATES) as (keyof typeof TEMPLATES)[])
  const spot = template === 'spotTrader' || random.chance(0.35)
  const direction = (['buy', 'buy', 'both', 'buy', 'sell', 'buy', 'both', 'buy'] as const)[index % 8]!
  const id = `former-${seed}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, { supplier, direction, buyingType: spot ? 'SPOT' : 'FIX', twoTariff: random.chance(0.45), business: random.chance(0.2) })
  if (supplier === 'generic') {
    bill.supplierName = random.pick(UNKNOWN)
    if (spot) bill.productName = random.pick(SPOT_PRODUCTS)
  }
  const pdf = await TEMPLATES[template](bill, random)
  return { id, bill, document: { content: [] }, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** The held-out bills: `perSeed` bills for each held-out seed. */
export async function generateFormerHeldOutBills(perSeed: number): Promise<GeneratedBill[]> {
  const bills: GeneratedBill[] = []
  for (const seed of FORMER_HELD_OUT_SEEDS) for (let i = 0; i < perSeed; i++) bills.push(await heldOutBill(seed, i))
  return bills
}
