/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).
 * What the three layouts of the split share: the parties (supplier seats, the split's made-up traders),
 * numbers, dates, quantities and prices printed in the bill's own style, the wording pools the contract
 * checks, and figures a real bill carries beside the expected ones. Only printing: every figure the
 * expected extraction holds comes from the Bill as bill.ts computed it.
 */
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Bill, DistributorKey, LineItem, RowKind } from '../bill.ts'
import { addDays, formatDate, formatNumber } from '../format.ts'
import { partyOf, type Party, type TraderSeat } from '../parties.ts'
import type { Random } from '../random.ts'

/** Made-up traders of the split (the generic supplier is renamed to one): [name, street, zip and city, IČO]. */
export const HELD_OUT_TRADER_SEATS: readonly TraderSeat[] = [
  ['Posázavská energetická společnost, spol. s r.o.', 'Pražská 1608', '251 01 Říčany', '06743811'],
  ['Toušeňská energie a.s.', 'Kostelní 11', '250 89 Lázně Toušeň', '29150469'],
  ['Meridian Proud SE', 'Pernerova 691/42', '186 00 Praha 8', '17047293'],
  ['Energie Labe-Vltava s.r.o.', 'Dlouhá 88', '277 11 Neratovice', '04682157'],
  ['Hranická elektrárenská k.s.', 'Masarykovo náměstí 28', '753 01 Hranice', '05239168'],
]
export const HELD_OUT_FIX_PRODUCTS = ['Klidná cena 24', 'Domácnost Stabil 2026', 'Elektřina Pevný bod']
export const HELD_OUT_SPOT_PRODUCTS = ['Burzovní proud Flexi', 'Hodinovka Online', 'Elektřina Tržní SPOT']

export type { Party } from '../parties.ts'

/** The supplier's identification as the bill prints it (the split's traders under their made-up seats). */
export const supplierParty = (bill: Bill): Party => partyOf(bill, HELD_OUT_TRADER_SEATS)

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
  'Smlouva uzavřena na dobu určitou do',
  'Konec doby trvání smlouvy',
  'Fixace ceny platí do',
  'Produkt sjednán do',
  'Platnost smlouvy do',
]
export const ESTIMATE_LABELS = [
  'Předpokládaná roční spotřeba',
  'Očekávaný odběr za 12 měsíců',
  'Roční odhad spotřeby',
  'Predikce odběru na další rok',
]
export const SPOT_FEE_LABELS = [
  'Příplatek obchodníka k ceně OTE',
  'Obchodní přirážka SPOT',
  'Poplatek za nákup na denním trhu',
  'Marže za hodinový nákup',
]
export const SELL_FEE_LABELS = ['Srážka za prodej přetoků na trhu', 'Obchodní srážka z výkupu', 'Poplatek výkupce za MWh']
export const SELL_MONTHLY_LABELS = ['Měsíční paušál výkupu', 'Správa výrobního místa – měsíčně', 'Pevný poplatek za výkup']

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
export const cur = (bill: Bill) => bill.style.currency
export const isEnergy = (item: LineItem) => item.unit === 'kWh'
/** Text ending in one full stop, also after a name that ends in an abbreviation ("a. s."). */
export const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)

/** A period whose start drops the year when both ends share it ("1. 1.–30. 6. 2025", "01.01.–30.06.2025"). */
export function shortPeriod(bill: Bill, from: string, to: string): string {
  if (from.slice(0, 4) !== to.slice(0, 4)) return period(bill, from, to, '–')
  const full = date(bill, from)
  const head = full.slice(0, full.lastIndexOf(from.slice(0, 4))).trimEnd()
  return `${head}–${date(bill, to)}`
}

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

/** An item's unit price: per MWh with 2 decimals, per kWh with 5, per month with 2; `per` picks the energy unit. */
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
export const buyItemsOf = (bill: Bill) => bill.items.filter((i) => !i.kind.startsWith('sell'))
export const sellItemsOf = (bill: Bill) => bill.items.filter((i) => i.kind.startsWith('sell'))

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
  overrides: Partial<Record<RowKind, string[]>> = {},
): Record<RowKind, string> {
  const out = {} as Record<RowKind, string>
  const energyIndex = random.int(0, 5)
  const distIndex = random.int(0, 5)
  for (const kind of Object.keys(pools) as RowKind[]) {
    const pool = overrides[kind] ?? pools[kind]
    const index = kind.startsWith('energy') || kind === 'discountVt' ? energyIndex : kind.startsWith('dist') ? distIndex : random.int(0, 5)
    out[kind] = pool[index % pool.length]!.replace('{p}', String(discountPercent(bill)))
  }
  return out
}

// ---------------------------------------------------------------- wording around the figures

/** The purchase price type as a bill words it (carries the Fix/SPOT word). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick(['spotová cena (hodinové ceny OTE)', 'Spot – dle výsledků denního trhu', 'cena SPOT z krátkodobého trhu'])
    : random.pick(['fixní cena po dobu fixace', 'pevná cena podle ceníku produktu', 'Fix – cena neměnná'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['výkup za hodinové ceny SPOT', 'výkupní cena podle spotového trhu'])
    : random.pick(['pevná výkupní cena', 'výkup za fixní cenu dle smlouvy'])
}

/** The contract's term: an end date under one of the given labels, else an indefinite term in other words. */
export function contractTerm(bill: Bill, random: Random, endLabels: readonly string[]): [string, string] {
  if (!bill.contractEnd)
    return random.pick([
      ['Doba trvání smlouvy', 'neurčitá'],
      ['Smlouva', 'na dobu neurčitou s výpovědní lhůtou 3 měsíce'],
      ['Trvání závazku', 'bez časového omezení'],
    ] as const) as [string, string]
  return [random.pick(endLabels), date(bill, bill.contractEnd)]
}

/** The breaker as bills print it, in one of a few spellings. */
export function breakerText(bill: Bill, random: Random): string {
  const { phases, amps } = bill.breaker
  return random.pick([`${phases}x${amps} A`, `${phases} x ${amps} A`, `${phases}×${amps} A`, `${phases}x${amps}A`])
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
  const every = random.chance(0.6) ? 'monthly' : 'quarterly'
  const day = random.pick([5, 12, 18, 24])
  const perYear = (bill.buyTotalWithVat * 365) / days(bill.periodFrom, bill.periodTo)
  const count = every === 'monthly' ? 12 : 4
  const each = Math.max(300, Math.round((perYear * random.amount(0.97, 1.12)) / count / 100) * 100)
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
      start: random.int(2_000, 80_000),
    })
    if (bill.twoTariff) registers.push({ register: '1.8.2', kind: 'nt', kinds: ['energyNt'], start: random.int(2_000, 80_000) })
  }
  if (sells(bill)) registers.push({ register: '2.8.0', kind: 'out', kinds: ['sellEnergy'], start: random.int(100, 15_000) })
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
  return `SPD*1.0*ACC:${iban(party.account)}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${due}*X-VS:${bill.variableSymbol}*MSG:VYUCTOVANI ${bill.invoiceNumber}`
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
  const coal = random.amount(22, 40, 1)
  const nuclear = random.amount(30, 44, 1)
  const gas = random.amount(3, 11, 1)
  const other = random.amount(0.4, 2.6, 1)
  const renewables = Math.round((100 - coal - nuclear - gas - other) * 10) / 10
  const f = (v: number) => v.toFixed(1).replace('.', ',')
  return `Skladba palivového mixu dodavatele za rok ${year}: uhlí ${f(coal)} %, jaderná energie ${f(nuclear)} %, zemní plyn ${f(gas)} %, obnovitelné zdroje ${f(renewables)} %, ostatní ${f(other)} %. Emise CO2 ${f(random.amount(330, 510, 1))} g/kWh, radioaktivní odpad 0,0019 g/kWh. Podrobnosti o vlivu na životní prostředí najdete na webu dodavatele.`
}

/** Complaint and regulator notice, in the split's own words. */
export const COMPLAINT_NOTE =
  'Reklamaci vyúčtování můžete uplatnit písemně nebo elektronicky do 30 dnů ode dne jeho doručení; reklamace nemá odkladný účinek na splatnost. Spotřebitelské spory řeší Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava, podatelna@eru.cz.'

/** Advertising or explanation with numbers of its own, in wording safe for the bill's direction and tariff. */
export function promoText(bill: Bill, random: Random): string {
  const c = bill.style.currency
  const options: string[] = []
  if (buys(bill)) {
    options.push(
      `Přejděte na elektronické faktury a získejte slevu 150 ${c} na příští vyúčtování.`,
      'Zálohy si můžete upravit sami v zákaznickém portálu, nejvýše dvakrát za rok.',
    )
    if (bill.buyingType === 'SPOT')
      options.push(
        'Ceny na následující den zveřejňujeme každý den odpoledne v aplikaci; spotřebiče pouštějte, když je elektřina nejlevnější.',
      )
    else options.push(`Prodlužte si fixaci za zvýhodněných podmínek – nabídka platí do ${date(bill, addDays(bill.issueDate, 40))}.`)
  }
  if (sells(bill)) options.push('Novou baterii nebo wallbox k Vaší elektrárně připojíme bez změny smlouvy o výkupu.')
  else options.push('Chystáte fotovoltaiku? Připravíme Vám nezávaznou nabídku včetně dotace.')
  return random.pick(options)
}

/** HTML-escaped text. */
export const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
