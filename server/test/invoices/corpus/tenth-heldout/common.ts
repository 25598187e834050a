/**
 * TENTH FORMER HELD-OUT split (written blind 2026-11-23, session 8; unsealed in session 9). Shared pieces of its three layouts:
 * this split's own made-up trader names and products, the distributors' names and fault lines, number
 * and date printing in a bill's own style, supplier identity lines, meter readings and the wording of
 * the result (přeplatek / nedoplatek). Nothing here reads or knows the extractor.
 *
 * Wording promises every layout keeps (the split's test checks them on bills whose expected field is null):
 * the buying spot fee is the only text with "spotov…", the selling spot fee the only one with "srážka",
 * the selling monthly fee the only one with "paušál", a contract end the only "určitou do", a yearly
 * estimate the only "roční spotřeb…", NT wording only on two-tariff bills, POZE wording only where a
 * POZE item is billed, distributor names / fault lines only as the Bill's distributorShown says.
 */
import { addressLine, type Address, type Bill, type DistributorKey, type LineItem, type RowKind } from '../bill.ts'
import { formatDate, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { FAULT_LINES } from '../kit/parties.ts'
import { escapeHtml } from '../kit/print.ts'

// The shared helpers, re-exported for the layouts of the split.
export { FAULT_LINES, escapeHtml }

/** This split's unknown ("generic") suppliers: made-up small traders. */
export const TENTH_HELD_OUT_TRADERS = [
  'Vltavská energetická s.r.o.',
  'Energie Pod Ještědem a.s.',
  'Watt Morava Energie s.r.o.',
  'Domovní proud CZ s.r.o.',
]
export const TENTH_HELD_OUT_FIX_PRODUCTS = ['Proud Pevně 2025', 'Elektřina Klid 24', 'Jistota Domov Fix']
export const TENTH_HELD_OUT_SPOT_PRODUCTS = ['Elektřina Burza Flexi', 'Hodinový spot Domov', 'Proud dle burzy']

export const DISTRIBUTOR_NAMES: Record<DistributorKey, string> = {
  CEZ: 'ČEZ Distribuce, a. s.',
  PRE: 'PREdistribuce, a. s.',
  EGD: 'EG.D, a. s.',
}

/** Printing in one bill's style (thousands separator, date style, Kč or CZK). */
export class Fmt {
  constructor(readonly bill: Bill) {}

  get cur(): string {
    return this.bill.style.currency
  }

  n(value: number, decimals: number): string {
    return formatNumber(value, decimals, this.bill.style)
  }

  money(value: number): string {
    return `${this.n(value, 2)} ${this.cur}`
  }

  date(iso: string): string {
    return formatDate(iso, this.bill.style)
  }

  period(from: string, to: string, separator = ' – '): string {
    return `${this.date(from)}${separator}${this.date(to)}`
  }

  /** Energy in kWh (integer) or MWh (with `mwhDecimals`), unit included. */
  energy(kwh: number, unit: 'kWh' | 'MWh' = this.bill.energyUnit, mwhDecimals = 3): string {
    return unit === 'kWh' ? `${this.n(kwh, 0)} kWh` : `${this.n(kwh / 1000, mwhDecimals)} MWh`
  }

  /** A CZK/MWh price as CZK per kWh, 5 decimals (exact for prices with 2 decimals). */
  perKwh(pricePerMwh: number): string {
    return this.n(pricePerMwh / 1000, 5)
  }
}

export const isEnergyRow = (item: LineItem) => item.unit === 'kWh'
export const SUPPLIER_PART: RowKind[] = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee']
export const REGULATED_PART: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure', 'tax']
export const SELL_PART: RowKind[] = ['sellEnergy', 'sellFee', 'sellMonthly']

/** Items of some kinds, ordered by the kinds' order, then by period. */
export function itemsOf(bill: Bill, kinds: RowKind[]): LineItem[] {
  return bill.items
    .filter((i) => kinds.includes(i.kind))
    .sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.from.localeCompare(b.from))
}

export const sumOf = (items: LineItem[]) => Math.round(items.reduce((acc, i) => acc + i.total, 0) * 100) / 100

/** The discount in % of a discountVt row (the energy price of the same period it is taken from). */
export function discountPercent(bill: Bill, item: LineItem): number {
  const energy = bill.items.find((i) => (i.kind === 'energyVt' || i.kind === 'energySingle') && i.from === item.from)
  return energy ? Math.round((-item.price / energy.price) * 100) : 0
}

/** Periods of the bill's price segments (one, or two when prices changed on 1 January). */
export function segmentsOf(bill: Bill): { from: string; to: string }[] {
  const seen = new Map<string, { from: string; to: string }>()
  for (const item of bill.items) if (!seen.has(item.from)) seen.set(item.from, { from: item.from, to: item.to })
  return [...seen.values()].sort((a, b) => a.from.localeCompare(b.from))
}

function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0
  return hash
}

const digitsOf = (text: string, count: number) => String(10 ** (count - 1) + (hashOf(text) % (9 * 10 ** (count - 1))))

const HOMES: Record<string, string> = {
  cez: 'Duhová 1531/3, 140 53 Praha 4',
  eon: 'F. A. Gerstnera 2151/6, 370 01 České Budějovice',
  pre: 'Na Hroudě 1492/4, 100 05 Praha 10',
  innogy: 'Limuzská 3135/12, 108 00 Praha 10',
  centropol: 'Vaníčkova 1594/37, 400 01 Ústí nad Labem',
  mnd: 'Evropská 866/71, 160 00 Praha 6',
}
const TRADER_HOMES = [
  'Nábřežní 412/7, 370 01 České Budějovice',
  'Tř. Svobody 88, 779 00 Olomouc',
  'Masarykova 1203/5, 602 00 Brno',
  'Sokolská 31, 460 01 Liberec',
]
const WEBS: Record<string, string> = {
  cez: 'www.cez.cz',
  eon: 'www.eon.cz',
  pre: 'www.pre.cz',
  innogy: 'www.innogy.cz',
  centropol: 'www.centropol.cz',
  mnd: 'www.mnd.cz',
}

export interface SupplierInfo {
  name: string
  address: string
  ico: string
  dic: string
  phone: string
  web: string
  register: string
}

/** Identity lines of the supplier: IČO (PRE's real one, otherwise derived from the name), seat, customer line. */
export function supplierInfo(bill: Bill): SupplierInfo {
  const name = bill.supplierName
  const ico = bill.supplier === 'pre' ? '60193913' : digitsOf(name, 8)
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\b(s\.r\.o\.|a\.s\.)/g, '')
    .replace(/[^a-z]+/g, '')
  const phoneDigits = digitsOf(`${name}/phone`, 6)
  return {
    name,
    address: HOMES[bill.supplier] ?? TRADER_HOMES[hashOf(name) % TRADER_HOMES.length]!,
    ico,
    dic: `CZ${ico}`,
    // A customer line (never a distributor's fault line): +420 5xx xxx xxx.
    phone: `+420 5${phoneDigits.slice(0, 2)} ${phoneDigits.slice(2, 5)} ${phoneDigits.slice(5)}${digitsOf(`${name}/p2`, 2)}`,
    web: WEBS[bill.supplier] ?? `www.${slug}.cz`,
    register: `zapsaná v obchodním rejstříku vedeném ${bill.supplier === 'eon' ? 'Krajským soudem v Českých Budějovicích' : 'Městským soudem v Praze'}, oddíl B, vložka ${digitsOf(`${name}/reg`, 5)}`,
  }
}

/** The two address printings: one line, or street and "zip city" on two lines. */
export function addressLines(address: Address, twoLines: boolean): string[] {
  return twoLines ? [address.street, `${address.zip} ${address.city}`] : [addressLine(address)]
}

export interface Register {
  label: string
  start: number
  end: number
  kwh: number
}

export interface Readings {
  meter: string
  kind: string
  registers: Register[]
}

/** Meter readings behind the billed quantities (consumption registers for buys, the export register for sells). */
export function readingsOf(bill: Bill, random: Random): Readings {
  const registers: Register[] = []
  const add = (label: string, kwh: number) => {
    const start = random.int(1200, 64000)
    registers.push({ label, start, end: start + kwh, kwh })
  }
  if (bill.direction !== 'sell') {
    add(bill.twoTariff ? 'VT' : 'VT (jednotarif)', bill.vtKwh)
    if (bill.twoTariff) add('NT', bill.ntKwh)
  }
  if (bill.direction !== 'buy') add('dodávka do sítě', bill.soldKwh)
  return { meter: random.digits(8), kind: random.pick(['skutečný odečet', 'odečet distributora', 'dálkový odečet']), registers }
}

export type Outcome = 'nedoplatek' | 'přeplatek' | 'vyrovnáno'
export const outcomeOf = (bill: Bill): Outcome => (bill.balance > 0 ? 'nedoplatek' : bill.balance < 0 ? 'přeplatek' : 'vyrovnáno')

export function titleOf(bill: Bill): string {
  if (bill.direction === 'sell') return 'Vyúčtování výkupu elektřiny z výrobny'
  if (bill.direction === 'both') return 'Vyúčtování dodávky a výkupu elektřiny'
  return 'Vyúčtování dodávky elektřiny'
}

/** A bank account of the supplier (random per bill, stable per seed). */
export function bankAccount(random: Random): string {
  return `${random.digits(random.int(7, 10))}/${random.pick(['0300', '0100', '0800', '2700', '5500', '6100'])}`
}

/** The PDF creation moment: the bill's issue date (fixed, so bytes stay reproducible). */
export const createdOf = (bill: Bill) => new Date(`${bill.issueDate}T07:30:00Z`)

/** Where the distributor is told, the lines that tell it (name, fault line, or nothing). */
export function distributorLines(bill: Bill, random: Random): { name: string | null; faultLine: string | null } {
  if (bill.direction === 'sell' || bill.distributorShown === 'none') return { name: null, faultLine: null }
  if (bill.distributorShown === 'fault-line') return { name: null, faultLine: FAULT_LINES[bill.distributor] }
  return { name: DISTRIBUTOR_NAMES[bill.distributor], faultLine: random.chance(0.5) ? FAULT_LINES[bill.distributor] : null }
}

/** Breaker as printed: "3x25 A" or "3×25 A". */
export const breakerText = (bill: Bill, times = 'x') => `${bill.breaker.phases}${times}${bill.breaker.amps} A`

/** Days of the billing period. */
export const periodDays = (bill: Bill) => Math.round((Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000) + 1
