/** SEVENTEENTH SPLIT (blind development), written on 2026-11-23 (session 13).
 * What the three layouts of the seventeenth split share: the parties (supplier seats, this split's
 * made-up municipal, cooperative and spot traders), number, date, quantity and price printing in the
 * bill's own style, row labels drawn per bill from real bills' wording (with synonyms of this split),
 * the wording pools the contract checks, and the surrounding figures a real bill carries: paid and
 * prescribed advances, the next advance plan, meter readings, a QR-payment string, notes. Only
 * printing: every figure the expected extraction holds comes from the Bill as bill.ts computed it;
 * nothing here reads or imports the extractor.
 */
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Bill, DistributorKey, LineItem, RowKind, SupplierId } from '../bill.ts'
import { addDays, formatDate, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'

/** Made-up small traders of the split: [name, seat street, seat zip and city, IČO]. */
export const SEVENTEENTH_TRADER_SEATS: readonly (readonly [string, string, string, string])[] = [
  ['Městská energetika Kroměříž s.r.o.', 'Velké náměstí 115/1', '767 01 Kroměříž', '07312946'],
  ['Energetické společenství Vysočina, družstvo', 'Havlíčkova 2140/33', '586 01 Jihlava', '19470385'],
  ['SpotLine Energy s.r.o.', 'Karolinská 661/4', '186 00 Praha 8', '08561723'],
  ['Elektrárny Orlice a.s.', 'Tyršova 508', '516 01 Rychnov nad Kněžnou', '26913850'],
  ['Voltik Energie s.r.o.', 'Cejl 514/62', '602 00 Brno', '05738219'],
]
export const SEVENTEENTH_FIX_PRODUCTS = ['Jistota 24 měsíců', 'Občanský tarif Fix', 'Pevná cena Region']
export const SEVENTEENTH_SPOT_PRODUCTS = ['Spot Hodina Plus', 'Dynamická cena OTE', 'Burza Standard Spot']

export interface Party {
  name: string
  street: string
  zipCity: string
  ico: string
  account: string
  phone: string
  web: string
  email: string
  register: string
}

const SEATS: Record<Exclude<SupplierId, 'generic'>, Omit<Party, 'name'>> = {
  cez: {
    street: 'Duhová 425/1',
    zipCity: '140 53 Praha 4',
    ico: '28232551',
    account: '35-4544340207/0100',
    phone: '371 100 100',
    web: 'www.cez.cz',
    email: 'info@cez.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 12348',
  },
  eon: {
    street: 'F. A. Gerstnera 2151/6',
    zipCity: '370 01 České Budějovice',
    ico: '26078201',
    account: '2000050011/2700',
    phone: '800 77 33 22',
    web: 'www.eon.cz',
    email: 'info@eon.cz',
    register: 'Krajským soudem v Českých Budějovicích, oddíl B, vložka 1390',
  },
  pre: {
    street: 'Na Hroudě 1492/4',
    zipCity: '100 05 Praha 10',
    ico: '60193913',
    account: '2000980000/2700',
    phone: '800 550 055',
    web: 'www.pre.cz',
    email: 'pre@pre.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 2405',
  },
  innogy: {
    street: 'Limuzská 3135/12',
    zipCity: '108 00 Praha 10',
    ico: '49903209',
    account: '1387022/0300',
    phone: '800 11 33 55',
    web: 'www.innogy.cz',
    email: 'zakaznik@innogy.cz',
    register: 'Městským soudem v Praze, oddíl C, vložka 23470',
  },
  centropol: {
    street: 'Vaníčkova 1594/11',
    zipCity: '400 01 Ústí nad Labem',
    ico: '25458302',
    account: '2101057722/2010',
    phone: '800 77 44 33',
    web: 'www.centropol.cz',
    email: 'info@centropol.cz',
    register: 'Krajským soudem v Ústí nad Labem, oddíl B, vložka 1307',
  },
  mnd: {
    street: 'Úprkova 807/6',
    zipCity: '695 01 Hodonín',
    ico: '28349334',
    account: '115-8765430227/0100',
    phone: '800 400 500',
    web: 'www.mnd.cz',
    email: 'zakaznici@mnd.cz',
    register: 'Krajským soudem v Brně, oddíl B, vložka 6104',
  },
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** The supplier's identification as a bill prints it (traders of the split under their made-up seats). */
export function supplierParty(bill: Bill): Party {
  if (bill.supplier !== 'generic') return { name: bill.supplierName, ...SEATS[bill.supplier] }
  const seat = SEVENTEENTH_TRADER_SEATS.find(([name]) => name === bill.supplierName) ?? SEVENTEENTH_TRADER_SEATS[0]!
  const [name, street, zipCity, ico] = seat
  const domain = ascii(name.replace(/,? (s\.r\.o\.|a\.s\.)$/, '')).replace(/[^a-z]+/g, '')
  return {
    name,
    street,
    zipCity,
    ico,
    account: `${ico.slice(1)}/0800`,
    phone: `+420 6${ico.slice(0, 2)} ${ico.slice(2, 5)} ${ico.slice(5, 8)}`,
    web: `www.${domain}.cz`,
    email: `fakturace@${domain}.cz`,
    register: `Krajským soudem v Ostravě, oddíl C, vložka ${Number(ico.slice(2, 7)) % 80_000}`,
  }
}

/** Distributor names (any one printed = explicit) and the distributors' published fault lines. */
export const DISTRIBUTOR_NAMES: Record<DistributorKey, string[]> = {
  CEZ: ['ČEZ Distribuce'],
  PRE: ['PREdistribuce'],
  EGD: ['EG.D', 'E.ON Distribuce'],
}
export const DISTRIBUTOR_FULL: Record<DistributorKey, string> = {
  CEZ: 'ČEZ Distribuce, a. s.',
  PRE: 'PREdistribuce, a.s.',
  EGD: 'EG.D, a.s.',
}
export const FAULT_LINES: Record<DistributorKey, string> = { CEZ: '800 850 860', PRE: '224 915 151', EGD: '800 225 577' }

/** Labels the layouts print only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = ['Smlouva sjednána do', 'Závazek trvá do', 'Produkt platí do', 'Fixace ceny končí']
export const ESTIMATE_LABELS = ['Předpokládaný roční odběr', 'Odhad ročního odběru', 'Plánovaná spotřeba na rok']
export const SPOT_FEE_LABELS = ['Přirážka k ceně z denního trhu', 'Poplatek za obstarání elektřiny na burze', 'Obchodní marže ke spotu']
export const SELL_FEE_LABELS = ['Srážka z výkupní ceny (spot)', 'Poplatek za zpracování přebytků', 'Odchylka a obchodní náklady výkupu']
export const SELL_MONTHLY_LABELS = ['Paušál za výkup přebytků', 'Měsíční správa výrobny', 'Poplatek za výkupní smlouvu']

// ---------------------------------------------------------------- fonts

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const fontCache = new Map<string, Uint8Array>()
/** A DejaVu TTF of the dejavu-fonts-ttf package (read once). */
export function fontBytes(file: string): Uint8Array {
  let bytes = fontCache.get(file)
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(join(fontDir, file)))
    fontCache.set(file, bytes)
  }
  return bytes
}
export const fontPath = (file: string) => join(fontDir, file)

// ---------------------------------------------------------------- numbers and dates

export const num = (bill: Bill, value: number, decimals: number) => formatNumber(value, decimals, bill.style)
export const amount = (bill: Bill, value: number) => formatNumber(value, 2, bill.style)
export const money = (bill: Bill, value: number) => `${formatNumber(value, 2, bill.style)} ${bill.style.currency}`
export const date = (bill: Bill, iso: string) => formatDate(iso, bill.style)
export const period = (bill: Bill, from: string, to: string, dash = ' – ') => `${date(bill, from)}${dash}${date(bill, to)}`
export const isEnergy = (item: LineItem) => item.unit === 'kWh'
/** An amount with its sign in accounting style: negatives in parentheses. */
export const accounting = (bill: Bill, value: number) =>
  value < 0 ? `(${formatNumber(-value, 2, bill.style)})` : formatNumber(value, 2, bill.style)

const MONTHS = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec']
const MONTHS_SHORT = ['led', 'úno', 'bře', 'dub', 'kvě', 'čvn', 'čvc', 'srp', 'zář', 'říj', 'lis', 'pro']
export const monthName = (month: number) => MONTHS[month - 1]!
export const monthShort = (month: number) => MONTHS_SHORT[month - 1]!

/** An energy amount in the bill's unit: whole kWh, or MWh with the given decimals. */
export function energy(bill: Bill, kwh: number, mwhDecimals: number): string {
  return bill.energyUnit === 'kWh' ? `${formatNumber(kwh, 0, bill.style)} kWh` : `${formatNumber(kwh / 1000, mwhDecimals, bill.style)} MWh`
}
/** The bare number of energy(). */
export function energyNumber(bill: Bill, kwh: number, mwhDecimals: number): string {
  return bill.energyUnit === 'kWh' ? formatNumber(kwh, 0, bill.style) : formatNumber(kwh / 1000, mwhDecimals, bill.style)
}

/** An item's quantity number and its unit. */
export function quantityParts(bill: Bill, item: LineItem, mwhDecimals: number, monthWord = 'měs.'): [string, string] {
  if (isEnergy(item)) return [energyNumber(bill, item.quantity, mwhDecimals), bill.energyUnit]
  return [formatNumber(item.quantity, 3, bill.style), monthWord]
}
/**
 * An item's unit price number and unit: per MWh with 2 decimals or per kWh with 5 (`per` chooses, the
 * bill's own unit by default), per month with 2.
 */
export function priceParts(bill: Bill, item: LineItem, monthWord = 'měs.', per: 'MWh' | 'kWh' = bill.energyUnit): [string, string] {
  const cur = bill.style.currency
  if (!isEnergy(item)) return [formatNumber(item.price, 2, bill.style), `${cur}/${monthWord}`]
  return per === 'kWh'
    ? [formatNumber(item.price / 1000, 5, bill.style), `${cur}/kWh`]
    : [formatNumber(item.price, 2, bill.style), `${cur}/MWh`]
}

/** Price segments of the bill in order (one, or two around 1 January). */
export function segmentsOf(bill: Bill): { from: string; to: string }[] {
  const seen = new Map<string, { from: string; to: string }>()
  for (const item of bill.items)
    if (!seen.has(item.from + item.to) && item.kind !== 'sellMonthly') seen.set(item.from + item.to, { from: item.from, to: item.to })
  const list = [...seen.values()]
  return list.length ? list : [{ from: bill.periodFrom, to: bill.periodTo }]
}

export const buys = (bill: Bill) => bill.direction !== 'sell'
export const sells = (bill: Bill) => bill.direction !== 'buy'
export const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
export const round2 = (value: number) => Math.round((value + Math.sign(value) * 1e-9) * 100) / 100

/** Same day of a month `months` later, clamped to that month's length. */
export function addMonths(iso: string, months: number, day?: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  const total = y! * 12 + (m! - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day ?? d!, last)).padStart(2, '0')}`
}

// ---------------------------------------------------------------- row labels

const LABELS: Record<RowKind, { two: string[]; one: string[] }> = {
  energyVt: {
    two: ['Spotřeba – vysoký tarif (VT/T1)', 'Odebraná elektřina VT', 'Obchodní cena elektřiny – VT', 'Proud – vysoký tarif'],
    one: [],
  },
  energyNt: {
    two: ['Spotřeba – nízký tarif (NT/T2)', 'Odebraná elektřina NT', 'Obchodní cena elektřiny – NT', 'Proud – nízký tarif'],
    one: [],
  },
  energySingle: {
    two: [],
    one: ['Spotřeba elektřiny (jednotarif)', 'Odebraná elektřina', 'Obchodní cena elektřiny', 'Proud – dodané množství'],
  },
  monthlyFee: {
    two: ['Stálý plat za dodávku', 'Měsíční platba za odběrné místo', 'Pravidelná měsíční platba', 'Cena za správu smlouvy'],
    one: [],
  },
  spotFee: { two: SPOT_FEE_LABELS, one: [] },
  discountVt: { two: ['Věrnostní sleva {p} % (VT)'], one: ['Věrnostní sleva {p} % z ceny elektřiny'] },
  distVt: {
    two: ['Cena za distrib. množství ve VT', 'Distribuce – vysoký tarif', 'Přenos a distribuce VT', 'Síťová cena VT'],
    one: [],
  },
  distNt: {
    two: ['Cena za distrib. množství v NT', 'Distribuce – nízký tarif', 'Přenos a distribuce NT', 'Síťová cena NT'],
    one: [],
  },
  distSingle: { two: [], one: ['Cena za distrib. množství', 'Distribuce – jednotarif', 'Přenos a distribuce', 'Síťová cena'] },
  breaker: {
    two: ['Cena za příkon podle hl. jističe', 'Měsíční cena za jistič', 'Rezervovaný příkon – jistič', 'Jistič před elektroměrem'],
    one: [],
  },
  poze: {
    two: ['Složka ceny na podporu el. z podpor. zdrojů (POZE)', 'Podpora obnovitelných zdrojů (POZE)', 'POZE – příspěvek dle spotřeby'],
    one: [],
  },
  systemServices: { two: ['Pevná cena za systémové služby', 'Systémové služby (ČEPS)', 'Cena systémových služeb'], one: [] },
  infrastructure: {
    two: ['Cena za provoz nesíťové infrastruktury', 'Nesíťová infrastruktura OTE', 'Služby operátora trhu'],
    one: [],
  },
  tax: { two: ['Daň z elektřiny', 'Spotřební daň z elektřiny', 'Daň z elektřiny dle zák. 261/2007 Sb.'], one: [] },
  sellEnergy: {
    two: ['Výkup elektřiny z FVE', 'Přebytky dodané do sítě', 'Vykoupená elektřina (přetoky)', 'Elektřina z výrobny – výkup'],
    one: [],
  },
  sellFee: { two: SELL_FEE_LABELS, one: [] },
  sellMonthly: { two: SELL_MONTHLY_LABELS, one: [] },
}
const SPOT_ENERGY = {
  energyVt: ['Elektřina VT za hodinové ceny OTE', 'Spotová elektřina – VT'],
  energyNt: ['Elektřina NT za hodinové ceny OTE', 'Spotová elektřina – NT'],
  energySingle: ['Elektřina za hodinové ceny OTE', 'Spotová elektřina'],
}

export type Labels = Record<RowKind, string>

/** One label per row kind for this bill (the same on every segment), drawn from real wording. */
export function labelsFor(bill: Bill, random: Random): Labels {
  const out = {} as Labels
  const energyIndex = random.int(0, 3)
  const distIndex = random.int(0, 3)
  for (const kind of Object.keys(LABELS) as RowKind[]) {
    const set = LABELS[kind]
    const pool = set.one.length && (!bill.twoTariff || set.two.length === 0) ? set.one : set.two
    let label =
      kind.startsWith('energy') || kind.startsWith('dist')
        ? pool[(kind.startsWith('energy') ? energyIndex : distIndex) % pool.length]!
        : random.pick(pool)
    if (bill.buyingType === 'SPOT' && (kind === 'energyVt' || kind === 'energyNt' || kind === 'energySingle'))
      label = SPOT_ENERGY[kind][energyIndex % 2]!
    out[kind] = label
  }
  out.discountVt = out.discountVt.replace('{p}', String(discountPercent(bill)))
  return out
}

/** The percentage of the loyalty discount (0 where the bill has none). */
export function discountPercent(bill: Bill): number {
  const energyRow = bill.items.find((i) => i.kind === 'energyVt' || i.kind === 'energySingle')
  const discountRow = bill.items.find((i) => i.kind === 'discountVt')
  return energyRow && discountRow ? Math.round((-discountRow.price / energyRow.price) * 100) : 0
}

export const GROUPS: { title: string; kinds: RowKind[] }[] = [
  {
    title: 'Obchodní část – dodávka elektřiny',
    kinds: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'],
  },
  {
    title: 'Regulovaná část – distribuce a služby',
    kinds: ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure'],
  },
  { title: 'Daň z elektřiny', kinds: ['tax'] },
  { title: 'Výkup přebytků', kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] },
]

/** The bill's items of some kinds, in item order within each kind order, segment by segment. */
export function itemsOf(bill: Bill, kinds: RowKind[]): LineItem[] {
  return bill.items
    .filter((i) => kinds.includes(i.kind))
    .sort((a, b) => (a.from === b.from ? kinds.indexOf(a.kind) - kinds.indexOf(b.kind) : a.from < b.from ? -1 : 1))
}
export const sumTotals = (items: LineItem[]) => Math.round(items.reduce((acc, i) => acc + i.total, 0) * 100) / 100

/** Price type wording of the purchase (the Fix/SPOT word a real bill carries). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick(['spotový (hodinové ceny OTE)', 'SPOT – denní trh', 'Spot, cena z burzy OTE'])
    : random.pick(['fixní', 'Fixace ceny na dobu smlouvy', 'pevná cena'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['SPOT (hodinové ceny OTE)', 'výkup za spot'])
    : random.pick(['pevná výkupní cena', 'Fix'])
}

/** Contract duration as printed: an end date under one of CONTRACT_END_LABELS, else an indefinite term. */
export function contractText(bill: Bill, random: Random): [string, string] {
  if (!bill.contractEnd)
    return random.pick([
      ['Doba trvání smlouvy', 'neurčitá'],
      ['Smlouva', 'na dobu neurčitou'],
      ['Trvání závazku', 'bez doby určité'],
    ] as const) as [string, string]
  const d = date(bill, bill.contractEnd)
  return random.pick([
    ['Smlouva sjednána do', d],
    ['Závazek trvá do', d],
    ['Produkt platí do', d],
    ['Fixace ceny končí', d],
  ] as const) as [string, string]
}

// ---------------------------------------------------------------- surrounding figures

export interface Payment {
  date: string
  amount: number
}

/** The advances paid during the period (monthly, summing exactly to bill.advances). */
export function paidAdvances(bill: Bill, day: number): Payment[] {
  if (!bill.advances) return []
  const count = Math.max(1, Math.min(12, Math.round(days(bill.periodFrom, bill.periodTo) / 30.44)))
  const each = Math.floor(bill.advances / count / 10) * 10
  return Array.from({ length: count }, (_, k) => ({
    date: addMonths(bill.periodFrom, k, day),
    amount: k === count - 1 ? Math.round((bill.advances - each * (count - 1)) * 100) / 100 : each,
  }))
}

/** The advance schedule of the next period: monthly or quarterly amounts from the month after issue. */
export function nextAdvances(bill: Bill, random: Random): { every: 'monthly' | 'quarterly'; day: number; rows: Payment[] } {
  const every = random.chance(0.7) ? 'monthly' : 'quarterly'
  const day = random.pick([15, 20, 25])
  const perYear = (bill.buyTotalWithVat * 365) / days(bill.periodFrom, bill.periodTo)
  const count = every === 'monthly' ? 12 : 4
  const each = Math.max(200, Math.round((perYear * random.amount(1.0, 1.08)) / count / 10) * 10)
  const start = addMonths(bill.issueDate, 1, day)
  return {
    every,
    day,
    rows: Array.from({ length: count }, (_, k) => ({ date: addMonths(start, every === 'monthly' ? k : k * 3, day), amount: each })),
  }
}

/**
 * The period before this one as a comparison prints it: its dates, consumption, production, a price
 * per row kind (the current one moved by a few per cent; the electricity tax unchanged) and totals.
 */
export interface PreviousPeriod {
  from: string
  to: string
  vt: number
  nt: number
  kwh: number
  sold: number
  price: Partial<Record<RowKind, number>>
  buyNoVat: number
  buyWithVat: number
  sellTotal: number
}

export function previousPeriod(bill: Bill, random: Random): PreviousPeriod {
  const to = addDays(bill.periodFrom, -1)
  const from = addDays(to, -(days(bill.periodFrom, bill.periodTo) - 1))
  const kwh = Math.max(20, Math.round((bill.vtKwh + bill.ntKwh) * random.amount(0.78, 1.22)))
  const nt = bill.twoTariff ? Math.round(kwh * random.amount(0.4, 0.8)) : 0
  const sold = sells(bill) ? Math.max(50, Math.round(bill.soldKwh * random.amount(0.7, 1.3))) : 0
  const price: Partial<Record<RowKind, number>> = {}
  for (const item of bill.items) {
    if (price[item.kind] !== undefined) continue
    price[item.kind] = item.kind === 'tax' ? item.price : round2(item.price * random.amount(0.82, 1.16, 3))
  }
  const ratio = bill.vtKwh + bill.ntKwh > 0 ? kwh / (bill.vtKwh + bill.ntKwh) : 1
  const buyNoVat = buys(bill) ? round2(bill.buyTotalNoVat * ratio * random.amount(0.9, 1.1)) : 0
  const sellTotal = sells(bill) ? round2((bill.sellTotal * sold) / Math.max(1, bill.soldKwh)) : 0
  return { from, to, vt: kwh - nt, nt, kwh, sold, price, buyNoVat, buyWithVat: round2(buyNoVat * 1.21), sellTotal }
}

/** The consumption split over the calendar months of the period (sums exactly to each total). */
export interface MonthShare {
  year: number
  month: number
  vt: number
  nt: number
  sold: number
}

export function monthShares(bill: Bill, random: Random): MonthShare[] {
  const months: { year: number; month: number; weight: number; solar: number }[] = []
  for (let day = bill.periodFrom; day <= bill.periodTo; day = addDays(day, 1)) {
    const year = Number(day.slice(0, 4))
    const month = Number(day.slice(5, 7))
    let entry = months.at(-1)
    if (!entry || entry.year !== year || entry.month !== month) {
      entry = { year, month, weight: 0, solar: 0 }
      months.push(entry)
    }
    // Winter months weigh more for consumption, summer months for production.
    const season = Math.cos(((month - 1) / 12) * 2 * Math.PI)
    entry.weight += 1 + 0.35 * season
    entry.solar += Math.max(0.05, 1 - 0.85 * season)
  }
  for (const m of months) {
    m.weight *= random.amount(0.85, 1.15, 3)
    m.solar *= random.amount(0.8, 1.2, 3)
  }
  const split = (total: number, weights: number[]) => {
    const sum = weights.reduce((a, b) => a + b, 0)
    const out = weights.map((w) => Math.floor((total * w) / sum))
    let rest = total - out.reduce((a, b) => a + b, 0)
    for (let i = 0; rest > 0; i = (i + 1) % out.length, rest--) out[i]! += 1
    return out
  }
  const vt = split(
    bill.vtKwh,
    months.map((m) => m.weight),
  )
  const nt = split(
    bill.ntKwh,
    months.map((m) => m.weight * random.amount(0.9, 1.1, 3)),
  )
  const sold = split(
    bill.soldKwh,
    months.map((m) => m.solar),
  )
  return months.map((m, i) => ({ year: m.year, month: m.month, vt: vt[i]!, nt: nt[i]!, sold: sold[i]! }))
}

export interface Reading {
  register: string
  kind: 'vt' | 'nt' | 'out'
  from: string
  to: string
  start: number
  end: number
  estimated: boolean
}

/** Meter readings per register and price segment; differences are the item quantities. */
export function meterReadings(bill: Bill, random: Random): { meter: string; rows: Reading[] } {
  const meter = String(random.int(10_000_000, 99_999_999))
  const rows: Reading[] = []
  const registers: { register: string; kind: Reading['kind']; kinds: RowKind[]; start: number }[] = []
  if (buys(bill)) {
    registers.push({
      register: bill.twoTariff ? '1.8.1' : '1.8.0',
      kind: 'vt',
      kinds: ['energyVt', 'energySingle'],
      start: random.int(8_000, 60_000),
    })
    if (bill.twoTariff) registers.push({ register: '1.8.2', kind: 'nt', kinds: ['energyNt'], start: random.int(8_000, 60_000) })
  }
  if (sells(bill)) registers.push({ register: '2.8.0', kind: 'out', kinds: ['sellEnergy'], start: random.int(500, 9_000) })
  const segs = segmentsOf(bill)
  for (const reg of registers) {
    let value = reg.start
    segs.forEach((seg, index) => {
      const qty = bill.items.filter((i) => reg.kinds.includes(i.kind) && i.from === seg.from).reduce((acc, i) => acc + i.quantity, 0)
      rows.push({
        register: reg.register,
        kind: reg.kind,
        from: seg.from,
        to: seg.to,
        start: value,
        end: value + qty,
        estimated: index < segs.length - 1,
      })
      value += qty
    })
  }
  return { meter, rows }
}

/** A valid Czech IBAN of a bank account written "prefix-number/bank". */
export function iban(account: string): string {
  const [main, bank] = account.split('/')
  const [prefix, number] = main!.includes('-') ? main!.split('-') : ['0', main!]
  const bban = bank!.padStart(4, '0') + prefix!.padStart(6, '0') + number!.padStart(10, '0')
  const check = 98n - (BigInt(`${bban}123500`) % 97n)
  return `CZ${String(check).padStart(2, '0')}${bban}`
}

/** The SPAYD string of a QR payment of the balance (only where the customer pays). */
export function spayd(bill: Bill, party: Party): string {
  const due = bill.dueDate.replaceAll('-', '')
  return `SPD*1.0*ACC:${iban(party.account)}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${due}*X-VS:${bill.variableSymbol}*MSG:FAKTURA ${bill.invoiceNumber}`
}

/** A QR-like module matrix (finder squares and seeded modules) to draw; it encodes nothing. */
export function qrModules(text: string, size = 25): boolean[][] {
  let hash = 2166136261
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0
  const grid: boolean[][] = []
  for (let r = 0; r < size; r++) {
    const row: boolean[] = []
    for (let c = 0; c < size; c++) {
      hash = Math.imul(hash ^ (r * 31 + c), 2246822519) >>> 0
      row.push(((hash >>> 13) & 1) === 1)
    }
    grid.push(row)
  }
  const finder = (r0: number, c0: number) => {
    for (let r = 0; r < 7; r++)
      for (let c = 0; c < 7; c++) grid[r0 + r]![c0 + c] = r === 0 || r === 6 || c === 0 || c === 6 || (r >= 2 && r <= 4 && c >= 2 && c <= 4)
  }
  finder(0, 0)
  finder(0, size - 7)
  finder(size - 7, 0)
  return grid
}

/** The supplier's fuel mix (mandatory on Czech bills), with plausible made-up shares. */
export function fuelMix(random: Random): string {
  const coal = random.amount(28, 40, 1)
  const nuclear = random.amount(30, 42, 1)
  const gas = random.amount(3, 9, 1)
  const other = random.amount(0.5, 3, 1)
  const renewables = Math.round((100 - coal - nuclear - gas - other) * 10) / 10
  const co2 = random.amount(360, 510, 1)
  const c = (v: number) => v.toFixed(1).replace('.', ',')
  return `Skladba palivového mixu dodavatele (2024): uhelné elektrárny ${c(coal)} %, jaderné elektrárny ${c(nuclear)} %, obnovitelné zdroje ${c(renewables)} %, zemní plyn ${c(gas)} %, ostatní ${c(other)} %. Emise CO2 ${c(co2)} g/kWh, radioaktivní odpad 0,0019 g/kWh.`
}

/** Complaint and regulator notice (ERÚ, its seat in Jihlava), printed on every bill of the split. */
export const COMPLAINT_NOTE =
  'Nesouhlasíte-li s vyúčtováním, můžete podat reklamaci do 30 dnů od jeho doručení. Mimosoudní spory rozhoduje Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava, www.eru.cz.'

/** A short advertisement or explanation with numbers of its own, in wording safe for the bill's direction and tariff. */
export function promoText(bill: Bill, random: Random): string {
  const cur = bill.style.currency
  const options: string[] = []
  if (buys(bill)) {
    options.push(
      `Úsporné LED osvětlení a chytré zásuvky sníží spotřebu domácnosti o 8 až 15 %; sada od 1 490 ${cur} včetně DPH.`,
      `Aktivujte si zasílání faktur e-mailem a získejte jednorázový bonus 250 ${cur} k příštímu vyúčtování.`,
    )
    if (bill.buyingType === 'SPOT')
      options.push('Hodinové ceny denního trhu na zítřek zveřejňuje OTE každý den po 13. hodině; najdete je i v naší aplikaci.')
    else
      options.push(
        `Prodloužením smlouvy do ${date(bill, addDays(bill.issueDate, 60))} si udržíte stávající cenu a získáte 2 měsíce stálého platu zdarma.`,
      )
  }
  if (sells(bill)) options.push('Chytrý wallbox nabije elektromobil z přebytků Vaší fotovoltaiky; informace na zákaznické lince.')
  else options.push('Uvažujete o fotovoltaice na střeše? Připravíme Vám nezávaznou nabídku zdarma.')
  return random.pick(options)
}

/** The word of the result: what the customer pays, gets back, or neither. */
export const resultWord = (bill: Bill, pay = 'Nedoplatek', back = 'Přeplatek') =>
  bill.balance > 0 ? pay : bill.balance < 0 ? back : 'Vyrovnáno'

/** The business customer's own company number (drawn from the layout's stream). */
export const customerIco = (random: Random) => random.digits(8)
