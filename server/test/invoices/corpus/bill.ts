/**
 * The synthetic bill behind every generated PDF: who, what, which prices and quantities, and every
 * line item with its rounded total, so that layouts only print and the expected JSON only reads.
 * Supplier prices are random within plausible ranges (synthetic, not real prices). Regulated prices are
 * the real ones where the shipped price lists have them (shared/data/tariffs/PROVENANCE.md): the
 * nationwide figures (system services, electricity tax, POZE) always, the distribution VT/NT and breaker
 * fees of the household D rates by distributor and year; business C rates, which the lists lack, get
 * random distribution fees. Fault-line numbers are the distributors' published ones.
 */
import { breakerFees, distributionFees } from '../../../src/data/tariffs.ts'
import type { PrintStyle } from './format.ts'
import { addDays } from './format.ts'
import { Random } from './random.ts'

export type SupplierId = 'cez' | 'eon' | 'pre' | 'innogy' | 'centropol' | 'mnd' | 'generic'
export type Direction = 'buy' | 'sell' | 'both'
export type DistributorKey = 'CEZ' | 'PRE' | 'EGD'
export type RowKind =
  | 'energyVt'
  | 'energyNt'
  | 'energySingle'
  | 'monthlyFee'
  | 'spotFee'
  | 'discountVt'
  | 'distVt'
  | 'distNt'
  | 'distSingle'
  | 'breaker'
  | 'poze'
  | 'systemServices'
  | 'infrastructure'
  | 'tax'
  | 'sellEnergy'
  | 'sellFee'
  | 'sellMonthly'

export type QuantityUnit = 'kWh' | 'month'

export interface LineItem {
  kind: RowKind
  from: string
  to: string
  /** Quantity in its natural unit: kWh for energy, months, or ampere-months. */
  quantity: number
  unit: QuantityUnit
  /** CZK per MWh for energy rows, CZK per month / per ampere-month otherwise; negative for deductions. */
  price: number
  total: number
}

export interface Address {
  street: string
  zip: string
  city: string
  distributor: DistributorKey
  /** The DOMAIN.md address rule (Prague → PRE, South Bohemia/Moravia → EG.D, else ČEZ) holds for it. */
  ruleHolds: boolean
}

export type Anomaly = 'ean-check' | 'total-mismatch' | 'balance-mismatch' | 'consumption-mismatch' | 'issued-before-period-end'

export interface Bill {
  id: string
  supplier: SupplierId
  supplierName: string
  direction: Direction
  customerType: 'residential' | 'business'
  style: PrintStyle
  energyUnit: 'MWh' | 'kWh'
  invoiceNumber: string
  variableSymbol: string
  customerNumber: string
  issueDate: string
  dueDate: string
  periodFrom: string
  periodTo: string
  ean: string
  productionEan: string | null
  customerName: string
  billingAddress: Address
  supplyAddress: Address
  addressOnTwoLines: boolean
  distributor: DistributorKey
  distributorShown: 'explicit' | 'fault-line' | 'none'
  rate: string
  twoTariff: boolean
  breaker: { phases: number; amps: number }
  productName: string
  buyingType: 'FIX' | 'SPOT'
  contractEnd: string | null
  sellingType: 'FIX' | 'SPOT'
  sellProductName: string
  items: LineItem[]
  vtKwh: number
  ntKwh: number
  soldKwh: number
  /** Printed consumption total (differs from vt+nt only for the consumption-mismatch anomaly). */
  statedTotalKwh: number
  yearlyEstimatePrinted: number | null
  buyTotalNoVat: number
  vat: number
  buyTotalWithVat: number
  sellTotal: number
  advances: number
  balance: number
  anomalies: Anomaly[]
}

const SUPPLIER_NAMES: Record<Exclude<SupplierId, 'generic'>, string> = {
  cez: 'ČEZ Prodej, a.s.',
  eon: 'E.ON Energie, a.s.',
  pre: 'Pražská energetika, a.s.',
  innogy: 'innogy Energie, s.r.o.',
  centropol: 'Centropol Energy, a.s.',
  mnd: 'MND a.s.',
}
/** Suppliers without their own rules: one real name seen in INVOICE_WORDING.md and made-up ones. */
const GENERIC_SUPPLIERS = ['EP Energy Trading, a.s.', 'Proud Plus s.r.o.', 'Světlo Energie a.s.', 'Moravská elektrárenská s.r.o.']

const PRODUCTS: Record<SupplierId, { fix: string[]; spot: string[] }> = {
  cez: { fix: ['Elektřina Bez starostí na 1 rok', 'Elektřina Bez starostí na 2 roky', 'Elektřina Standard'], spot: ['Elektřina Aktuál SPOT'] },
  eon: { fix: ['E.ON Elektřina Fix 2026', 'E.ON Elektřina Standard'], spot: ['E.ON Elektřina Spot'] },
  pre: { fix: ['PRE Fixace 24', 'PRE Elektřina Klasik'], spot: ['PRE Spot Elektřina'] },
  innogy: { fix: ['innogy Elektřina Optimal', 'innogy Fixace na 2 roky'], spot: ['innogy Elektřina Spot'] },
  centropol: { fix: ['Centropol Fix 12', 'Centropol Standard'], spot: ['Centropol SPOT Elektřina'] },
  mnd: { fix: ['MND Fixace 2025', 'MND Elektřina Standard'], spot: ['MND Spot'] },
  generic: { fix: ['Elektřina Jistota', 'Fixní cena Domov'], spot: ['Elektřina za burzovní ceny', 'SPOT Domov'] },
}

const FIRST = ['Jan', 'Petra', 'Tomáš', 'Jana', 'Martin', 'Lucie', 'Pavel', 'Eva', 'Jiří', 'Kateřina', 'Lukáš', 'Zuzana']
const LAST = ['Novák', 'Svobodová', 'Dvořák', 'Černá', 'Procházka', 'Kučerová', 'Veselý', 'Horáková', 'Němec', 'Marková', 'Pokorný', 'Šťastná']
const COMPANIES = ['Pekárna U Lípy s.r.o.', 'Autoservis Kratochvíl s.r.o.', 'Truhlářství Bárta a syn, v.o.s.', 'Zahradnictví Růže a.s.', 'Kavárna Na Rohu s.r.o.']
const STREETS = ['Lipová', 'Husova', 'Nádražní', 'Školní', 'Zahradní', 'Komenského', 'Palackého', 'U Potoka', 'Jiráskova', 'Na Výsluní']

/** [zip, city, distributor, DOMAIN.md address rule holds] */
const PLACES: [string, string, DistributorKey, boolean][] = [
  ['140 00', 'Praha 4', 'PRE', true],
  ['100 00', 'Praha 10', 'PRE', true],
  ['160 00', 'Praha 6', 'PRE', true],
  ['602 00', 'Brno', 'EGD', true],
  ['612 00', 'Brno', 'EGD', true],
  ['370 01', 'České Budějovice', 'EGD', true],
  ['669 02', 'Znojmo', 'EGD', true],
  ['390 01', 'Tábor', 'EGD', true],
  ['695 01', 'Hodonín', 'EGD', true],
  ['586 01', 'Jihlava', 'EGD', false],
  ['301 00', 'Plzeň', 'CEZ', true],
  ['400 01', 'Ústí nad Labem', 'CEZ', true],
  ['460 01', 'Liberec', 'CEZ', true],
  ['500 02', 'Hradec Králové', 'CEZ', true],
  ['530 02', 'Pardubice', 'CEZ', true],
  ['779 00', 'Olomouc', 'CEZ', true],
  ['702 00', 'Ostrava', 'CEZ', true],
  ['272 01', 'Kladno', 'CEZ', true],
]

/** Nationwide regulated figures per year (shared/data/tariffs/PROVENANCE.md). */
const SYSTEM_SERVICES: Record<number, number> = { 2024: 212.82, 2025: 170.92, 2026: 164.24 }
const ELECTRICITY_TAX = 28.3
const POZE_PER_MWH: Record<number, number> = { 2024: 495, 2025: 495, 2026: 0 }

const RATES = {
  residential: { single: ['D01d', 'D02d'], dual: ['D25d', 'D26d', 'D45d', 'D56d', 'D57d', 'D61d'] },
  business: { single: ['C01d', 'C02d', 'C03d'], dual: ['C25d', 'C26d', 'C45d'] },
}

/** CONTRACT.md breaker code of a main breaker (null above 1×25 A single-phase, which no band covers). */
export const breakerCodeOf = ({ phases, amps }: { phases: number; amps: number }): string | null =>
  phases === 1 ? (amps <= 25 ? 'UP_TO_3X10A' : null) : amps <= 10 ? 'UP_TO_3X10A' : `3X${amps}A`

/** Distribution VT/NT (CZK/MWh) and breaker fee (CZK/month) of the price list, or undefined where it has no row. */
function regulatedDistribution(distributor: DistributorKey, rate: string, year: number, breaker: { phases: number; amps: number }) {
  const fees = distributionFees(distributor, rate, year)
  const band = breakerFees(distributor, rate, year).find((fee) => fee.code === breakerCodeOf(breaker) && fee.unit === 'CZK/month')
  return fees && band ? { high: fees.highPerMWh, low: fees.lowPerMWh, breaker: band.price } : undefined
}

export const round2 = (value: number) => Math.round((value + Math.sign(value) * 1e-9) * 100) / 100

/** Months of a period counted per calendar month (days present / days of that month), 3 decimals. */
function monthsBetween(from: string, to: string): number {
  let months = 0
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const [y, m] = day.split('-').map(Number)
    months += 1 / new Date(Date.UTC(y!, m!, 0)).getUTCDate()
  }
  return Math.round(months * 1000) / 1000
}

function eanWithCheckDigit(body17: string): string {
  const digits = [...body17].map(Number).reverse()
  const sum = digits.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0)
  return body17 + String((10 - (sum % 10)) % 10)
}

function randomEan(random: Random): string {
  return eanWithCheckDigit('8591824' + random.digits(10))
}

function address(random: Random, distributor?: DistributorKey): Address {
  const places = distributor ? PLACES.filter((p) => p[2] === distributor) : PLACES
  const [zip, city, key, ruleHolds] = random.pick(places)
  const number = random.chance(0.5) ? `${random.int(100, 3999)}/${random.int(1, 60)}` : String(random.int(1, 250))
  return { street: `${random.pick(STREETS)} ${number}`, zip, city, distributor: key, ruleHolds }
}

export const addressLine = (a: Address) => `${a.street}, ${a.zip} ${a.city}`

export interface BillOptions {
  supplier: SupplierId
  direction: Direction
  buyingType: 'FIX' | 'SPOT'
  twoTariff: boolean
  business: boolean
}

/** Price segments: a period crossing a new year may carry a price change on 1 January. */
function segments(random: Random, from: string, to: string): { from: string; to: string }[] {
  const fromYear = Number(from.slice(0, 4))
  const toYear = Number(to.slice(0, 4))
  if (fromYear === toYear || random.chance(0.4)) return [{ from, to }]
  const boundary = `${toYear}-01-01`
  return [
    { from, to: addDays(boundary, -1) },
    { from: boundary, to },
  ]
}

export function randomBill(random: Random, id: string, options: BillOptions): Bill {
  const { supplier, direction, twoTariff } = options
  const customerType = options.business ? 'business' : 'residential'
  const style: PrintStyle = {
    thousands: random.pick([' ', '\u00a0', ' ', '.'] as const),
    dateStyle: random.pick(['spaced', 'padded', 'compact'] as const),
    currency: supplier === 'generic' && random.chance(0.4) ? 'CZK' : 'Kč',
  }
  const supplyAddress = address(random, supplier === 'pre' && random.chance(0.7) ? 'PRE' : undefined)
  const distributor = supplyAddress.distributor
  const distributorShown = supplyAddress.ruleHolds ? random.pick(['explicit', 'explicit', 'fault-line', 'none'] as const) : random.pick(['explicit', 'fault-line'] as const)

  // Monthly SPOT bills are common; yearly bills otherwise; some partial periods (change of supplier).
  const monthly = options.buyingType === 'SPOT' && random.chance(0.5)
  // Periods stay inside 2024–2026, the years the regulated figures below cover.
  const periodTo = addDays(`${random.int(2025, 2025)}-${String(random.int(1, 12)).padStart(2, '0')}-01`, random.int(-1, 40))
  const periodDays = monthly ? random.int(28, 31) : random.pick([365, 365, 366, 181, 92, 240])
  const periodFrom = addDays(periodTo, -(periodDays - 1))
  const issueDate = addDays(periodTo, random.int(3, 25))

  const rates = RATES[customerType][twoTariff ? 'dual' : 'single']
  const rate = random.pick(rates)
  const breaker = random.chance(0.15) ? { phases: 1, amps: random.pick([16, 20, 25]) } : { phases: 3, amps: random.pick([10, 16, 20, 25, 25, 25, 32, 40, 50, 63]) }

  const yearlyKwh = twoTariff ? random.int(3500, 14000) : customerType === 'business' ? random.int(4000, 30000) : random.int(900, 5200)
  const totalKwh = Math.max(30, Math.round((yearlyKwh * periodDays) / 365))
  const ntShare = twoTariff ? random.amount(0.4, 0.9, 2) : 0
  const ntKwh = Math.round(totalKwh * ntShare)
  const vtKwh = totalKwh - ntKwh

  const buys = direction !== 'sell'
  const sells = direction !== 'buy'
  const soldKwh = sells ? random.int(200, 4500) : 0
  const buyingType = options.buyingType
  const sellingType = random.chance(0.7) ? 'SPOT' : 'FIX'

  const items: LineItem[] = []
  const segs = segments(random, periodFrom, periodTo)
  const totalDays = segs.reduce((acc, s) => acc + (Date.parse(s.to) - Date.parse(s.from)) / 86_400_000 + 1, 0)
  let vtLeft = vtKwh
  let ntLeft = ntKwh
  let soldLeft = soldKwh
  const discount = supplier === 'centropol' && random.chance(0.5) ? random.pick([3, 5, 10]) : 0
  const breakerBase = random.amount(90, 240)
  segs.forEach((seg, index) => {
    const last = index === segs.length - 1
    const share = ((Date.parse(seg.to) - Date.parse(seg.from)) / 86_400_000 + 1) / totalDays
    const segVt = last ? vtLeft : Math.round(vtKwh * share)
    const segNt = last ? ntLeft : Math.round(ntKwh * share)
    const segSold = last ? soldLeft : Math.round(soldKwh * share)
    vtLeft -= segVt
    ntLeft -= segNt
    soldLeft -= segSold
    const months = monthsBetween(seg.from, seg.to)
    const year = Number(seg.to.slice(0, 4))
    const row = (kind: RowKind, quantity: number, unit: QuantityUnit, price: number): void => {
      const amount = unit === 'kWh' ? (quantity / 1000) * price : quantity * price
      items.push({ kind, from: seg.from, to: seg.to, quantity, unit, price, total: round2(amount) })
    }
    if (buys) {
      const energyPrice = buyingType === 'FIX' ? random.amount(2400, 4600) : random.amount(1500, 3300)
      row(twoTariff ? 'energyVt' : 'energySingle', segVt, 'kWh', energyPrice)
      if (discount) row('discountVt', segVt, 'kWh', round2((-energyPrice * discount) / 100))
      if (twoTariff) row('energyNt', segNt, 'kWh', buyingType === 'FIX' ? random.amount(2000, 3900) : random.amount(1200, 2900))
      if (buyingType === 'SPOT') row('spotFee', segVt + segNt, 'kWh', random.amount(150, 600))
      row('monthlyFee', months, 'month', random.amount(79, 189))
      // Random draws happen either way, so that the rest of the bill stays what the seed made it.
      const drawnHigh = random.amount(1300, 3600)
      const drawnLow = twoTariff ? random.amount(90, 420) : 0
      const regulated = regulatedDistribution(distributor, rate, year, breaker)
      row(twoTariff ? 'distVt' : 'distSingle', segVt, 'kWh', regulated?.high ?? drawnHigh)
      if (twoTariff) row('distNt', segNt, 'kWh', regulated?.low ?? drawnLow)
      row('breaker', months, 'month', regulated?.breaker ?? round2(breakerBase * (breaker.amps / 25) * (breaker.phases === 1 ? 0.5 : 1) + index * 7))
      if (POZE_PER_MWH[year]) {
        row('poze', segVt + segNt, 'kWh', POZE_PER_MWH[year]!)
      }
      row('systemServices', segVt + segNt, 'kWh', SYSTEM_SERVICES[year]!)
      row('infrastructure', months, 'month', random.amount(4, 13))
      row('tax', segVt + segNt, 'kWh', ELECTRICITY_TAX)
    }
    if (sells) {
      row('sellEnergy', segSold, 'kWh', sellingType === 'FIX' ? random.amount(500, 1800) : random.amount(900, 2600))
      if (sellingType === 'SPOT') row('sellFee', segSold, 'kWh', -random.amount(250, 600))
    }
  })
  // A monthly purchase fee, unless it would eat the whole purchase price.
  const sellMonthly = sells && random.chance(0.5) ? random.amount(25, 99) : 0
  const sellEnergyTotal = items.filter((i) => i.kind.startsWith('sell')).reduce((acc, i) => acc + i.total, 0)
  if (sellMonthly && sellMonthly * monthsBetween(periodFrom, periodTo) < sellEnergyTotal * 0.5) {
    const months = monthsBetween(periodFrom, periodTo)
    items.push({ kind: 'sellMonthly', from: periodFrom, to: periodTo, quantity: months, unit: 'month', price: -sellMonthly, total: round2(-months * sellMonthly) })
  }

  const anomalies: Anomaly[] = []
  if (random.chance(0.06)) anomalies.push('ean-check')
  if (buys && random.chance(0.05)) anomalies.push('total-mismatch')
  if (buys && random.chance(0.05)) anomalies.push('balance-mismatch')
  if (buys && random.chance(0.04)) anomalies.push('consumption-mismatch')
  if (random.chance(0.03)) anomalies.push('issued-before-period-end')

  const buyRows = items.filter((i) => !i.kind.startsWith('sell'))
  const itemsSum = round2(buyRows.reduce((acc, i) => acc + i.total, 0))
  const buyTotalNoVat = anomalies.includes('total-mismatch') ? round2(itemsSum * random.pick([1.04, 0.95, 1.08])) : itemsSum
  const vat = buys ? round2(buyTotalNoVat * 0.21) : 0
  const buyTotalWithVat = round2(buyTotalNoVat + vat)
  const sellTotal = round2(items.filter((i) => i.kind.startsWith('sell')).reduce((acc, i) => acc + i.total, 0))
  const advances = buys ? Math.max(0, Math.round((buyTotalWithVat * random.amount(0.8, 1.2)) / 100) * 100) : 0
  const trueBalance = round2(buyTotalWithVat - sellTotal - advances)
  const balance = anomalies.includes('balance-mismatch') ? round2(trueBalance + random.pick([500, -300, 1200])) : trueBalance

  const mistyped = (ean: string) => ean.slice(0, 17) + String((Number(ean[17]) + 3) % 10)
  // The planted check-digit error goes into the EAN the bill is about (the production point's on sell-only bills).
  const ean = anomalies.includes('ean-check') && direction !== 'sell' ? mistyped(randomEan(random)) : randomEan(random)
  const productionEan = sells ? (anomalies.includes('ean-check') && direction === 'sell' ? mistyped(randomEan(random)) : randomEan(random)) : null
  const products = PRODUCTS[supplier]
  const supplierName = supplier === 'generic' ? random.pick(GENERIC_SUPPLIERS) : SUPPLIER_NAMES[supplier]
  const customerName = customerType === 'business' ? random.pick(COMPANIES) : `${random.pick(FIRST)} ${random.pick(LAST)}`
  const contractEnd = random.chance(0.55) ? addDays(periodTo, random.int(60, 700)) : null

  return {
    id,
    supplier,
    supplierName,
    direction,
    customerType,
    style,
    energyUnit: random.chance(0.5) ? 'MWh' : 'kWh',
    invoiceNumber: random.pick(['', '', 'FV', '24']) + random.digits(random.int(9, 10)),
    variableSymbol: random.digits(10),
    customerNumber: random.digits(8),
    issueDate: anomalies.includes('issued-before-period-end') ? addDays(periodTo, -random.int(5, 20)) : issueDate,
    dueDate: addDays(issueDate, random.pick([14, 15, 17])),
    periodFrom,
    periodTo,
    ean,
    productionEan,
    customerName,
    billingAddress: random.chance(0.7) ? supplyAddress : address(random),
    supplyAddress,
    addressOnTwoLines: random.chance(0.35),
    distributor,
    distributorShown,
    rate,
    twoTariff,
    breaker,
    productName: random.pick(products[buyingType === 'FIX' ? 'fix' : 'spot']),
    buyingType,
    contractEnd,
    sellingType,
    sellProductName: sellingType === 'SPOT' ? 'Výkup elektřiny SPOT' : 'Výkup elektřiny Fix',
    items,
    vtKwh,
    ntKwh,
    soldKwh,
    statedTotalKwh: anomalies.includes('consumption-mismatch') ? vtKwh + ntKwh + random.pick([120, 450, -80]) : vtKwh + ntKwh,
    yearlyEstimatePrinted: buys && random.chance(0.5) ? Math.round(yearlyKwh * random.amount(0.9, 1.1)) : null,
    buyTotalNoVat: buys ? buyTotalNoVat : 0,
    vat,
    buyTotalWithVat,
    sellTotal,
    advances,
    balance,
    anomalies,
  }
}
