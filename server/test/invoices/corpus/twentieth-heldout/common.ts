/** TWENTIETH FORMER HELD-OUT SPLIT (written blind on 2026-11-28, session 14; unsealed in session 15).
 * What the three layouts of the split share: the parties (supplier seats, the split's made-up traders),
 * numbers, dates, quantities and prices printed in the bill's own style, the wording pools the
 * contract checks, and figures a real bill carries beside the expected ones. Only printing: every
 * figure the expected extraction holds comes from the Bill as bill.ts computed it.
 */
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Bill, DistributorKey, LineItem, RowKind } from '../bill.ts'
import { addDays, formatDate, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { partyOf, type Party } from '../parties.ts'

/** Made-up traders of the split (the generic supplier is renamed to one): [name, street, zip and city, IČO]. */
export const TWENTIETH_HELD_OUT_TRADER_SEATS: readonly (readonly [string, string, string, string])[] = [
  ['Horácká energie s.r.o.', 'Komenského 1421/9', '591 01 Žďár nad Sázavou', '08461935'],
  ['Elektro Podlesí družstvo', 'Lesní 77', '664 34 Kuřim', '05193728'],
  ['Krkonošská energie a.s.', 'Nádražní 862', '541 01 Trutnov', '28746310'],
  ['Amper Sever s.r.o.', 'Teplická 405/12', '405 02 Děčín', '09627184'],
  ['Svitavská energie a.s.', 'T. G. Masaryka 35', '568 02 Svitavy', '26914853'],
]
export const TWENTIETH_HELD_OUT_FIX_PRODUCTS = ['Tarif Obzor 24', 'Domácí cena Jistota 36', 'Stálost 2026']
export const TWENTIETH_HELD_OUT_SPOT_PRODUCTS = ['Spot Pulz', 'Burzovní Rytmus', 'Proud za hodinovou cenu']

export type { Party } from '../parties.ts'

/** The supplier's identification as the bill prints it (the split's traders under their made-up seats). */
export const supplierParty = (bill: Bill): Party => partyOf(bill, TWENTIETH_HELD_OUT_TRADER_SEATS)

/** Distributor names (any one printed = explicit), full names, and the distributors' published fault lines. */
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

/** Labels printed only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = [
  'Smlouva na dobu určitou do',
  'Konec smluvního období',
  'Smluvní vztah končí dne',
  'Sjednaná doba trvání do',
  'Závazek odběru do',
  'Platnost ceníkové garance do',
]
export const ESTIMATE_LABELS = [
  'Předpokládaný roční odběr',
  'Očekávaná spotřeba za 12 měsíců',
  'Prognóza odběru na další rok',
  'Odhad spotřeby pro výpočet záloh',
]
export const SPOT_FEE_LABELS = [
  'Obchodní přirážka k ceně OTE',
  'Poplatek za spotový nákup',
  'Marže obchodníka ke spotové ceně',
  'Servisní poplatek k hodinové ceně',
  'Přirážka dodavatele k burzovní ceně',
]
export const SELL_FEE_LABELS = [
  'Poplatek za prodej přetoků na trhu',
  'Srážka za obchodování výkupu',
  'Obchodní srážka z ceny OTE',
  'Odečet za zpracování přetoků',
]
export const SELL_MONTHLY_LABELS = [
  'Měsíční paušál výkupu',
  'Stálý poplatek za výrobnu',
  'Správa předávacího místa – paušál',
  'Měsíční platba za výkup',
]

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
export const padded = (bill: Bill, iso: string) => formatDate(iso, { ...bill.style, dateStyle: 'padded' })
export const period = (bill: Bill, from: string, to: string, dash = ' – ') => `${date(bill, from)}${dash}${date(bill, to)}`
export const isEnergy = (item: LineItem) => item.unit === 'kWh'
export const cur = (bill: Bill) => bill.style.currency
/** Text ending in one full stop, also after a name that ends in an abbreviation ("a. s."). */
export const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)

/** An energy amount in the bill's unit: whole kWh, or MWh with the given decimals. */
export function energy(bill: Bill, kwh: number, mwhDecimals: number): string {
  return bill.energyUnit === 'kWh' ? `${formatNumber(kwh, 0, bill.style)} kWh` : `${formatNumber(kwh / 1000, mwhDecimals, bill.style)} MWh`
}
export const kwhText = (bill: Bill, kwh: number) => `${formatNumber(kwh, 0, bill.style)} kWh`

/** An item's quantity number and unit word in the bill's energy unit. */
export function quantityParts(bill: Bill, item: LineItem, mwhDecimals: number, monthWord: string): [string, string] {
  if (!isEnergy(item)) return [formatNumber(item.quantity, 3, bill.style), monthWord]
  return bill.energyUnit === 'kWh'
    ? [formatNumber(item.quantity, 0, bill.style), 'kWh']
    : [formatNumber(item.quantity / 1000, mwhDecimals, bill.style), 'MWh']
}

/** An item's unit price: per MWh with 2 decimals, per kWh with 5, per month with 2; `per` forces the energy unit. */
export function priceParts(bill: Bill, item: LineItem, monthWord: string, per: 'MWh' | 'kWh' = bill.energyUnit): [string, string] {
  const c = bill.style.currency
  if (!isEnergy(item)) return [formatNumber(item.price, 2, bill.style), `${c}/${monthWord}`]
  return per === 'kWh'
    ? [formatNumber(item.price / 1000, 5, bill.style), `${c}/kWh`]
    : [formatNumber(item.price, 2, bill.style), `${c}/MWh`]
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
export const sumTotals = (items: LineItem[]) => Math.round(items.reduce((acc, i) => acc + i.total, 0) * 100) / 100

/** The bill's items of some kinds, segment by segment, in the given kind order within a segment. */
export function itemsOf(bill: Bill, kinds: RowKind[]): LineItem[] {
  return bill.items
    .filter((i) => kinds.includes(i.kind))
    .sort((a, b) => (a.from === b.from ? kinds.indexOf(a.kind) - kinds.indexOf(b.kind) : a.from < b.from ? -1 : 1))
}

/** Same day of a month `months` later, clamped to that month's length. */
export function addMonths(iso: string, months: number, day?: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  const total = y! * 12 + (m! - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day ?? d!, last)).padStart(2, '0')}`
}

/** The discount percentage of a discounted bill (0 without a discount row). */
export function discountPercent(bill: Bill): number {
  const energyRow = bill.items.find((i) => i.kind === 'energyVt' || i.kind === 'energySingle')
  const discountRow = bill.items.find((i) => i.kind === 'discountVt')
  return energyRow && discountRow ? Math.round((-discountRow.price / energyRow.price) * 100) : 0
}

/** One label per row kind for this bill, picked from a layout's pools; "{p}" becomes the discount percentage. */
export function pickLabels(
  bill: Bill,
  random: Random,
  pools: Record<RowKind, string[]>,
  singlePools: Partial<Record<RowKind, string[]>> = {},
): Record<RowKind, string> {
  const out = {} as Record<RowKind, string>
  const energyIndex = random.int(0, 5)
  const distIndex = random.int(0, 5)
  for (const kind of Object.keys(pools) as RowKind[]) {
    const pool = (!bill.twoTariff && singlePools[kind]) || pools[kind]
    const index = kind.startsWith('energy') || kind === 'discountVt' ? energyIndex : kind.startsWith('dist') ? distIndex : random.int(0, 5)
    out[kind] = pool[index % pool.length]!.replace('{p}', String(discountPercent(bill)))
  }
  return out
}

// ---------------------------------------------------------------- wording around the figures

/** The purchase price type as a bill words it (carries the Fix/SPOT word). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick([
        'cena podle hodinových cen denního trhu OTE (SPOT)',
        'spotová cena + přirážka',
        'Spot – hodinová cena z burzy',
        'typ ceny: SPOT',
      ])
    : random.pick(['fixní cena po celou dobu fixace', 'pevná cena podle ceníku produktu', 'Fixace ceny elektřiny', 'typ ceny: Fix'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['výkup za hodinové ceny denního trhu (SPOT)', 'tržní výkup – spot OTE', 'výkupní cena SPOT mínus srážka'])
    : random.pick(['pevná výkupní cena', 'výkup za fixní cenu', 'Fix – smluvní výkupní cena'])
}

/** The contract's term: an end date under one of the given labels, else an indefinite term in other words. */
export function contractTerm(bill: Bill, random: Random, endLabels: string[]): [string, string] {
  if (!bill.contractEnd)
    return random.pick([
      ['Doba trvání smlouvy', 'neurčitá'],
      ['Smluvní vztah', 'na dobu neurčitou, výpověď 3 měsíce'],
      ['Typ smlouvy', 'na dobu neurčitou'],
    ] as const) as [string, string]
  return [random.pick(endLabels), date(bill, bill.contractEnd)]
}

// ---------------------------------------------------------------- surrounding figures

export interface Payment {
  date: string
  amount: number
}

/** The advances paid during the period (monthly or quarterly, summing exactly to bill.advances). */
export function paidAdvances(bill: Bill, day: number, quarterly = false): Payment[] {
  if (!bill.advances) return []
  const step = quarterly ? 3 : 1
  const count = Math.max(1, Math.min(12 / step, Math.round(days(bill.periodFrom, bill.periodTo) / (30.44 * step))))
  const each = Math.floor(bill.advances / count / 10) * 10
  return Array.from({ length: count }, (_, k) => ({
    date: addMonths(bill.periodFrom, k * step, day),
    amount: k === count - 1 ? Math.round((bill.advances - each * (count - 1)) * 100) / 100 : each,
  }))
}

/** The advance schedule of the next period: monthly or quarterly amounts from the month after issue. */
export function nextAdvances(bill: Bill, random: Random): { every: 'monthly' | 'quarterly'; day: number; rows: Payment[] } {
  const every = random.chance(0.65) ? 'monthly' : 'quarterly'
  const day = random.pick([10, 15, 20, 25])
  const perYear = (bill.buyTotalWithVat * 365) / days(bill.periodFrom, bill.periodTo)
  const count = every === 'monthly' ? 12 : 4
  const each = Math.max(300, Math.round((perYear * random.amount(0.98, 1.1)) / count / 100) * 100)
  const start = addMonths(bill.issueDate, 1, day)
  return {
    every,
    day,
    rows: Array.from({ length: count }, (_, k) => ({ date: addMonths(start, every === 'monthly' ? k : k * 3, day), amount: each })),
  }
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

/** Meter readings per register and price segment; their differences are the item quantities. */
export function meterReadings(bill: Bill, random: Random): { meter: string; rows: Reading[] } {
  const meter = String(random.int(1_000_000, 99_999_999)).padStart(8, '0')
  const rows: Reading[] = []
  const registers: { register: string; kind: Reading['kind']; kinds: RowKind[]; start: number }[] = []
  if (buys(bill)) {
    registers.push({
      register: bill.twoTariff ? '1.8.1' : '1.8.0',
      kind: 'vt',
      kinds: ['energyVt', 'energySingle'],
      start: random.int(3_000, 70_000),
    })
    if (bill.twoTariff) registers.push({ register: '1.8.2', kind: 'nt', kinds: ['energyNt'], start: random.int(3_000, 70_000) })
  }
  if (sells(bill)) registers.push({ register: '2.8.0', kind: 'out', kinds: ['sellEnergy'], start: random.int(200, 12_000) })
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

/** The IBAN grouped by four characters, as printed. */
export const ibanGrouped = (account: string) => iban(account).replace(/(.{4})(?=.)/g, '$1 ')

/** The SPAYD string of a QR payment of the balance (only where the customer pays). */
export function spayd(bill: Bill, party: Party): string {
  const due = bill.dueDate.replaceAll('-', '')
  return `SPD*1.0*ACC:${iban(party.account)}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${due}*X-VS:${bill.variableSymbol}*MSG:ELEKTRINA ${bill.invoiceNumber}`
}

/** A QR-like module matrix (finder squares and seeded modules) to draw; it encodes nothing. */
export function qrModules(text: string, size = 25): boolean[][] {
  let hash = 2166136261
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0
  const grid: boolean[][] = []
  for (let r = 0; r < size; r++) {
    const row: boolean[] = []
    for (let c = 0; c < size; c++) {
      hash = Math.imul(hash ^ (r * 131 + c * 7), 2654435761) >>> 0
      row.push(((hash >>> 11) & 1) === 1)
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

/** A made-up company number for a business customer. */
export const customerIco = (random: Random) => random.digits(8)

/** The supplier's fuel mix (mandatory on Czech bills), with plausible made-up shares. */
export function fuelMix(random: Random, year: number): string {
  const shares = [random.amount(24, 40, 1), random.amount(31, 43, 1), random.amount(4, 11, 1), random.amount(0.6, 2.4, 1)]
  const renewables = Math.round((100 - shares.reduce((a, b) => a + b, 0)) * 10) / 10
  const f = (v: number) => v.toFixed(1).replace('.', ',')
  return random.pick([
    `Skladba palivového mixu dodavatele za rok ${year}: jaderná energie ${f(shares[1]!)} %, uhelné elektrárny ${f(shares[0]!)} %, obnovitelné zdroje ${f(renewables)} %, zemní plyn ${f(shares[2]!)} %, ostatní ${f(shares[3]!)} %. Emise CO2 ${f(random.amount(330, 510, 1))} g/kWh, radioaktivní odpad 0,0020 g/kWh.`,
    `Původ elektřiny (${year}): OZE ${f(renewables)} %, jádro ${f(shares[1]!)} %, uhlí ${f(shares[0]!)} %, plyn ${f(shares[2]!)} %, jiné ${f(shares[3]!)} %; měrné emise oxidu uhličitého ${f(random.amount(330, 510, 1))} g/kWh.`,
  ])
}

/** Complaint and regulator notice. */
export const COMPLAINT_NOTE =
  'Reklamaci vyúčtování můžete uplatnit písemně nebo na zákaznické lince do 30 dnů od doručení dokladu. K mimosoudnímu řešení sporů je příslušný Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava (www.eru.cz).'

/** Advertising or explanation with numbers of its own, in wording safe for the bill's direction and tariff. */
export function promoText(bill: Bill, random: Random): string {
  const c = bill.style.currency
  const options: string[] = []
  if (buys(bill)) {
    options.push(
      `Doporučte nás sousedům: za každého nového zákazníka získáte odměnu 500 ${c}.`,
      'Zálohy si můžete kdykoli upravit v zákaznickém portálu, stačí zadat aktuální stav elektroměru.',
    )
    if (bill.buyingType === 'SPOT')
      options.push('Nejlevnější hodiny zítřejšího dne Vám můžeme posílat SMS zprávou; službu zapnete v portálu.')
    else options.push(`Prodloužení ceny o další 2 roky si můžete sjednat do ${date(bill, addDays(bill.issueDate, 40))}.`)
  }
  if (sells(bill)) options.push('Plánujete rozšířit elektrárnu nebo přidat baterii? Rádi připravíme novou nabídku výkupu.')
  else options.push('Přemýšlíte o fotovoltaice? Nezávaznou kalkulaci Vám připravíme zdarma.')
  return random.pick(options)
}

// ---------------------------------------------------------------- who receives a charge

export type Recipient = 'supplier' | 'distribution' | 'regulated' | 'state' | 'buyback'

/** Who a charge goes to: the supplier, the distributor, the regulated national operators, the state (tax), or the buy-back. */
export function recipientOf(kind: RowKind): Recipient {
  if (kind.startsWith('sell')) return 'buyback'
  if (kind === 'distVt' || kind === 'distNt' || kind === 'distSingle' || kind === 'breaker') return 'distribution'
  if (kind === 'poze' || kind === 'systemServices' || kind === 'infrastructure') return 'regulated'
  if (kind === 'tax') return 'state'
  return 'supplier'
}

/** HTML-escaped text. */
export const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
