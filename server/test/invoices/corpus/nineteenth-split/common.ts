/** NINETEENTH SPLIT (blind development), written blind on 2026-11-28 (session 14).
 * What the three layouts of the nineteenth split share: the parties (supplier seats and this split's
 * made-up traders), number, date, quantity and price printing in the bill's own style, row labels
 * drawn per bill from real bills' wording (synonyms this split adds), the wording pools the contract
 * checks, and the figures a real bill carries beside the expected ones: paid and next advances, meter
 * readings, a split of every item over the calendar months of its period, a QR-payment string and
 * notes. Only printing: every figure the expected extraction holds comes from the Bill as bill.ts
 * computed it; nothing here reads or imports the extractor.
 */
import type { Bill, LineItem, RowKind, SupplierId } from '../bill.ts'
import { addDays, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { days, round2, addMonths, splitInteger, monthsOf } from '../kit/calendar.ts'
import type { Payment, Reading } from '../kit/figures.ts'
import { fontBytes, fontPath } from '../kit/fonts.ts'
import { isEnergy, segmentsOf, buys, sells, itemsOf, SELL_KINDS, type Labels, discountPercent } from '../kit/items.ts'
import { DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, customerIco } from '../kit/parties.ts'
import { num, amount, money, cur, date, period, monthName, energy, kwhText, quantityParts, priceParts, ibanGrouped, esc } from '../kit/print.ts'
import { iban } from '../kit/qr.ts'
import { resultWord } from '../kit/wording.ts'
import { meterReadings as kitMeterReadings } from '../kit/figures.ts'

// The shared helpers, re-exported for the layouts of the split.
export { DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, fontBytes, fontPath, num, amount, money, cur, date, period, isEnergy, monthName, energy, kwhText, quantityParts, priceParts, segmentsOf, buys, sells, days, round2, itemsOf, addMonths, SELL_KINDS, discountPercent, resultWord, monthsOf, iban, ibanGrouped, customerIco, esc }
export type { Labels, Payment, Reading }

/** Made-up traders of the split (the generic supplier is renamed to one): [name, street, zip and city, IČO]. */
export const NINETEENTH_TRADER_SEATS: readonly (readonly [string, string, string, string])[] = [
  ['Energie Pálava s.r.o.', 'Náměstí 27/4', '692 01 Mikulov', '09126437'],
  ['Proudovod Energy a.s.', 'Sokolovská 394/17', '186 00 Praha 8', '28461903'],
  ['Elektrum Jizera, družstvo', 'Palackého 1021', '511 01 Turnov', '17305268'],
  ['Horácká energetická s.r.o.', 'Karlovo náměstí 58/12', '674 01 Třebíč', '06592814'],
  ['Watt Servis Slezsko s.r.o.', 'Ostrožná 233/40', '746 01 Opava', '04738195'],
]
export const NINETEENTH_FIX_PRODUCTS = ['Stabilní cena 36', 'Elektřina Klid Region', 'Pevný tarif Komfort 2026']
export const NINETEENTH_SPOT_PRODUCTS = ['Hodinová cena Flexi', 'Burzovní elektřina Start', 'Spot Aktiv Domov']

export interface Party {
  name: string
  street: string
  zipCity: string
  ico: string
  account: string
  bank: string
  phone: string
  email: string
  web: string
  register: string
}

const SEATS: Record<Exclude<SupplierId, 'generic'>, Omit<Party, 'name'>> = {
  cez: {
    street: 'Duhová 425/1',
    zipCity: '140 53 Praha 4',
    ico: '28232551',
    account: '35-4544340207/0100',
    bank: 'Komerční banka, a.s.',
    phone: '371 100 100',
    email: 'info@cez.cz',
    web: 'www.cez.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 12348',
  },
  eon: {
    street: 'F. A. Gerstnera 2151/6',
    zipCity: '370 01 České Budějovice',
    ico: '26078201',
    account: '2000050011/2700',
    bank: 'UniCredit Bank Czech Republic and Slovakia, a.s.',
    phone: '800 77 33 22',
    email: 'info@eon.cz',
    web: 'www.eon.cz',
    register: 'Krajským soudem v Českých Budějovicích, oddíl B, vložka 1390',
  },
  pre: {
    street: 'Na Hroudě 1492/4',
    zipCity: '100 05 Praha 10',
    ico: '60193913',
    account: '2000980000/2700',
    bank: 'UniCredit Bank Czech Republic and Slovakia, a.s.',
    phone: '800 550 055',
    email: 'pre@pre.cz',
    web: 'www.pre.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 2405',
  },
  innogy: {
    street: 'Limuzská 3135/12',
    zipCity: '108 00 Praha 10',
    ico: '49903209',
    account: '1387022/0300',
    bank: 'Československá obchodní banka, a.s.',
    phone: '800 11 33 55',
    email: 'zakaznik@innogy.cz',
    web: 'www.innogy.cz',
    register: 'Městským soudem v Praze, oddíl C, vložka 23470',
  },
  centropol: {
    street: 'Vaníčkova 1594/11',
    zipCity: '400 01 Ústí nad Labem',
    ico: '25458302',
    account: '2101057722/2010',
    bank: 'Fio banka, a.s.',
    phone: '800 77 44 33',
    email: 'info@centropol.cz',
    web: 'www.centropol.cz',
    register: 'Krajským soudem v Ústí nad Labem, oddíl B, vložka 1307',
  },
  mnd: {
    street: 'Úprkova 807/6',
    zipCity: '695 01 Hodonín',
    ico: '28349334',
    account: '115-8765430227/0100',
    bank: 'Komerční banka, a.s.',
    phone: '800 400 500',
    email: 'info@mnd.cz',
    web: 'www.mnd.cz',
    register: 'Krajským soudem v Brně, oddíl B, vložka 6104',
  },
}

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** The supplier's identification as the bill prints it (the split's traders under their made-up seats). */
export function supplierParty(bill: Bill): Party {
  if (bill.supplier !== 'generic') return { name: bill.supplierName, ...SEATS[bill.supplier] }
  const seat = NINETEENTH_TRADER_SEATS.find(([name]) => name === bill.supplierName) ?? NINETEENTH_TRADER_SEATS[0]!
  const [name, street, zipCity, ico] = seat
  const domain = plain(name.split(/[ ,]/)[0]! + name.split(/[ ,]/)[1]!).replace(/[^a-z]/g, '')
  const bankIndex = Number(ico[6]) % 4
  return {
    name,
    street,
    zipCity,
    ico,
    account: `${Number(ico.slice(2, 8))}${ico[1]}/${['0600', '2010', '5500', '0100'][bankIndex]}`,
    bank: ['MONETA Money Bank, a.s.', 'Fio banka, a.s.', 'Raiffeisenbank a.s.', 'Komerční banka, a.s.'][bankIndex]!,
    phone: `+420 ${['519', '222', '481', '568', '553'][Number(ico[7]) % 5]} ${ico.slice(1, 4)} ${ico.slice(4, 7)}`,
    email: `fakturace@${domain}.cz`,
    web: `www.${domain}.cz`,
    register: name.includes('družstvo')
      ? `Krajským soudem v Hradci Králové, oddíl Dr, vložka ${Number(ico.slice(3, 7)) % 5000}`
      : `Krajským soudem v ${['Brně', 'Ostravě', 'Praze'][Number(ico[5]) % 3]}, oddíl ${name.endsWith('a.s.') ? 'B' : 'C'}, vložka ${Number(ico.slice(2, 7)) % 90_000}`,
  }
}

/** Labels printed only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = ['Smlouva platí do', 'Doba určitá do', 'Konec fixace ceny', 'Garance ceny do']
export const ESTIMATE_LABELS = ['Roční předpoklad odběru', 'Očekávaný odběr za 12 měsíců', 'Předpověď ročního odběru']
export const SPOT_FEE_LABELS = [
  'Obchodní přirážka k indexu OTE',
  'Poplatek za spotový nákup',
  'Přirážka dodavatele ke spotu',
  'Marže za obstarání na denním trhu',
]
export const SELL_FEE_LABELS = ['Srážka za odchylku výrobce', 'Poplatek za obchodování přetoků', 'Náklady obchodníka na výkup']
export const SELL_MONTHLY_LABELS = ['Měsíční paušál výrobce', 'Paušál za správu přetoků', 'Pevný poplatek za výkupní místo']

// ---------------------------------------------------------------- numbers and dates

/** Money with the currency before the number ("Kč 1 234,56", "CZK 1 234,56"), as some billing systems print it. */
export const moneyFirst = (bill: Bill, value: number) => `${bill.style.currency} ${formatNumber(value, 2, bill.style)}`

export const sumTotals = (items: LineItem[]) => round2(items.reduce((acc, i) => acc + i.total, 0))

// ---------------------------------------------------------------- row labels

const SUPPLY = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'] as const
const NETWORK = ['distVt', 'distNt', 'distSingle', 'breaker'] as const
const REGULATED = ['systemServices', 'poze', 'infrastructure'] as const
export const SUPPLY_KINDS: RowKind[] = [...SUPPLY]
export const NETWORK_KINDS: RowKind[] = [...NETWORK]
export const REGULATED_KINDS: RowKind[] = [...REGULATED]

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Cena silové elektřiny v T1 (VT)', 'Elektrická energie – VT', 'Dodávka EE ve VT', 'Odběr elektřiny v pásmu VT'],
  energyNt: ['Cena silové elektřiny v T2 (NT)', 'Elektrická energie – NT', 'Dodávka EE v NT', 'Odběr elektřiny v pásmu NT'],
  energySingle: ['Cena silové elektřiny', 'Elektrická energie', 'Dodávka EE', 'Odběr elektřiny (jedno pásmo)'],
  monthlyFee: ['Pevná cena za odběrné místo', 'Měsíční služba dodavatele', 'Fixní měsíční poplatek', 'Cena za správu odběrného místa'],
  spotFee: SPOT_FEE_LABELS,
  discountVt: ['Sleva {p} % z ceny EE ve VT', 'Bonus {p} % z ceny elektrické energie VT'],
  distVt: ['Distribuce EE – VT', 'Přeprava elektřiny VT', 'Síťové služby – T1 (VT)', 'Distribuční poplatek VT'],
  distNt: ['Distribuce EE – NT', 'Přeprava elektřiny NT', 'Síťové služby – T2 (NT)', 'Distribuční poplatek NT'],
  distSingle: ['Distribuce EE', 'Přeprava elektřiny', 'Síťové služby', 'Distribuční poplatek'],
  breaker: ['Měsíční cena za hlavní jistič', 'Jistič – rezervovaný příkon', 'Příkon dle velikosti jističe', 'Platba za jistič'],
  poze: ['Podpora obnovitelných zdrojů energie (POZE)', 'POZE – složka na podporu OZE', 'Příspěvek POZE'],
  systemServices: ['Systémové služby ČEPS', 'Cena systémových služeb PPS', 'Systémové služby (regulovaná cena)'],
  infrastructure: ['Služby OTE (nesíťová infrastruktura)', 'Poplatek operátorovi trhu', 'Nesíťová infrastruktura OTE'],
  tax: ['Daň z elektřiny', 'Daň z elektřiny – zákon 261/2007 Sb.', 'Daň z elektřiny (ekologická)'],
  sellEnergy: ['Výkup přebytků z FVE', 'Elektřina dodaná z výrobny do sítě', 'Vykoupené přetoky', 'Výkup EE z FVE'],
  sellFee: SELL_FEE_LABELS,
  sellMonthly: SELL_MONTHLY_LABELS,
}
const SINGLE_DISCOUNT = ['Sleva {p} % z ceny EE', 'Bonus {p} % z ceny elektrické energie']
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektrická energie VT – cena dle OTE', 'Dodávka EE ve VT (index OTE)'],
  energyNt: ['Elektrická energie NT – cena dle OTE', 'Dodávka EE v NT (index OTE)'],
  energySingle: ['Elektrická energie – cena dle OTE', 'Dodávka EE (index OTE)'],
}

/** One label per row kind for this bill (the same on every segment); energy and distribution labels agree in style. */
export function labelsFor(bill: Bill, random: Random): Labels {
  const out = {} as Labels
  const energyIndex = random.int(0, 3)
  const distIndex = random.int(0, 3)
  for (const kind of Object.keys(POOLS) as RowKind[]) {
    let pool = POOLS[kind]
    if (kind === 'discountVt' && !bill.twoTariff) pool = SINGLE_DISCOUNT
    if (bill.buyingType === 'SPOT' && SPOT_ENERGY[kind]) pool = SPOT_ENERGY[kind]!
    const index = kind.startsWith('energy') || kind === 'discountVt' ? energyIndex : kind.startsWith('dist') ? distIndex : random.int(0, 3)
    out[kind] = pool[index % pool.length]!.replace('{p}', String(discountPercent(bill)))
  }
  return out
}

// ---------------------------------------------------------------- wording around the figures

/** The purchase price type as a bill words it (carries the Fix/SPOT word). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick(['spotová cena (index OTE)', 'SPOT – hodinové ceny denního trhu', 'cena dle spotového trhu'])
    : random.pick(['Fixace ceny po dobu smlouvy', 'fixní ceník', 'pevná cena za MWh'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['výkup za spotové ceny OTE', 'SPOT výkup přetoků'])
    : random.pick(['pevná výkupní cena', 'Fixní výkup'])
}

/** The contract's term: an end date under one of CONTRACT_END_LABELS, else an indefinite term in other words. */
export function contractTerm(bill: Bill, random: Random): [string, string] {
  if (!bill.contractEnd)
    return random.pick([
      ['Doba trvání smlouvy', 'neurčitá'],
      ['Smlouva uzavřena', 'na dobu neurčitou'],
      ['Závazek', 'bez časového omezení'],
    ] as const) as [string, string]
  return [random.pick(CONTRACT_END_LABELS), date(bill, bill.contractEnd)]
}

// ---------------------------------------------------------------- surrounding figures

/** The advances paid during the period (monthly, summing exactly to bill.advances). */
export function paidAdvances(bill: Bill, day: number): Payment[] {
  if (!bill.advances) return []
  const count = Math.max(1, Math.min(12, Math.round(days(bill.periodFrom, bill.periodTo) / 30.44)))
  const each = Math.floor(bill.advances / count / 10) * 10
  return Array.from({ length: count }, (_, k) => ({
    date: addMonths(bill.periodFrom, k, day),
    amount: k === count - 1 ? round2(bill.advances - each * (count - 1)) : each,
  }))
}

/** The advance schedule of the next period: monthly or quarterly amounts from the month after issue. */
export function nextAdvances(bill: Bill, random: Random): { every: 'monthly' | 'quarterly'; day: number; rows: Payment[] } {
  const every = random.chance(0.7) ? 'monthly' : 'quarterly'
  const day = random.pick([5, 15, 20, 28])
  const perYear = (bill.buyTotalWithVat * 365) / days(bill.periodFrom, bill.periodTo)
  const count = every === 'monthly' ? 12 : 4
  const each = Math.max(200, Math.round((perYear * random.amount(1.0, 1.07)) / count / 10) * 10)
  const start = addMonths(bill.issueDate, 1, day)
  return {
    every,
    day,
    rows: Array.from({ length: count }, (_, k) => ({ date: addMonths(start, every === 'monthly' ? k : k * 3, day), amount: each })),
  }
}

/** Meter readings per register and price segment, drawn from this split's ranges. */
export const meterReadings = (bill: Bill, random: Random) => kitMeterReadings(bill, random, { meter: [10_000_000, 99_999_999], buyStart: [4_000, 80_000], sellStart: [300, 15_000] })

/** One calendar month's part of an item: its days, quantity and amount. */
export interface MonthPart {
  year: number
  month: number
  from: string
  to: string
  quantity: number
  total: number
}

/**
 * Every item split over the calendar months of its period, as a billing system with monthly metering
 * prints it: energy quantities by a seasonal profile (the same per register for every item billed on
 * it), fixed items by the share of each month's days; amounts are quantity × unit price rounded, the
 * last month taking what rounding left, so that the months add up to the item exactly.
 */
export function monthParts(bill: Bill, random: Random): Map<LineItem, MonthPart[]> {
  const profile = new Map<string, { vt: number; nt: number; out: number }>()
  const weightOf = (year: number, month: number) => {
    const key = `${year}-${month}`
    let w = profile.get(key)
    if (!w) {
      const season = Math.cos(((month - 1) / 12) * 2 * Math.PI)
      w = {
        vt: (1 + 0.3 * season) * random.amount(0.88, 1.12, 3),
        nt: (1 + 0.4 * season) * random.amount(0.88, 1.12, 3),
        out: Math.max(0.06, 1 - 0.85 * season) * random.amount(0.85, 1.15, 3),
      }
      profile.set(key, w)
    }
    return w
  }
  const register = (kind: RowKind): 'vt' | 'nt' | 'out' | 'both' | 'time' => {
    if (kind === 'energyVt' || kind === 'energySingle' || kind === 'distVt' || kind === 'distSingle' || kind === 'discountVt') return 'vt'
    if (kind === 'energyNt' || kind === 'distNt') return 'nt'
    if (kind === 'sellEnergy' || kind === 'sellFee') return 'out'
    if (kind === 'spotFee' || kind === 'poze' || kind === 'systemServices' || kind === 'tax') return 'both'
    return 'time'
  }
  const splitCache = new Map<string, number[]>()
  const splitFor = (reg: 'vt' | 'nt' | 'out', from: string, to: string, total: number) => {
    const key = `${reg}|${from}|${to}|${total}`
    let split = splitCache.get(key)
    if (!split) {
      split = splitInteger(
        total,
        monthsOf(from, to).map((m) => days(m.from, m.to) * weightOf(m.year, m.month)[reg]),
      )
      splitCache.set(key, split)
    }
    return split
  }
  const segQuantity = (seg: LineItem, kinds: RowKind[]) =>
    bill.items.filter((i) => kinds.includes(i.kind) && i.from === seg.from && i.to === seg.to).reduce((a, i) => a + i.quantity, 0)
  const out = new Map<LineItem, MonthPart[]>()
  for (const item of bill.items) {
    const months = monthsOf(item.from, item.to)
    const reg = register(item.kind)
    let quantities: number[]
    if (reg === 'time') {
      const shares = months.map((m) => Math.round((days(m.from, m.to) / new Date(Date.UTC(m.year, m.month, 0)).getUTCDate()) * 1000) / 1000)
      const rest = Math.round((item.quantity - shares.slice(0, -1).reduce((a, b) => a + b, 0)) * 1000) / 1000
      quantities = [...shares.slice(0, -1), rest]
    } else if (reg === 'both') {
      const vt = splitFor('vt', item.from, item.to, segQuantity(item, ['energyVt', 'energySingle']))
      const nt = splitFor('nt', item.from, item.to, segQuantity(item, ['energyNt']))
      quantities = vt.map((v, i) => v + (nt[i] ?? 0))
      if (quantities.reduce((a, b) => a + b, 0) !== item.quantity) quantities = splitFor('vt', item.from, item.to, item.quantity)
    } else quantities = splitFor(reg, item.from, item.to, item.quantity)
    let left = item.total
    out.set(
      item,
      months.map((m, k) => {
        const quantity = quantities[k]!
        const last = k === months.length - 1
        const total = last ? round2(left) : round2(item.unit === 'kWh' ? (quantity / 1000) * item.price : quantity * item.price)
        left = round2(left - total)
        return { ...m, quantity, total }
      }),
    )
  }
  return out
}

/** The SPAYD string of a QR payment of the balance (only where the customer pays). */
export function spayd(bill: Bill, party: Party): string {
  const due = bill.dueDate.replaceAll('-', '')
  return `SPD*1.0*ACC:${iban(party.account)}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${due}*X-VS:${bill.variableSymbol}*MSG:VYUCTOVANI ${bill.invoiceNumber}`
}

/** The supplier's fuel mix (mandatory on Czech bills), with plausible made-up shares. */
export function fuelMix(random: Random): string {
  const coal = random.amount(26, 41, 1)
  const nuclear = random.amount(31, 43, 1)
  const gas = random.amount(3, 9, 1)
  const other = random.amount(0.4, 2.6, 1)
  const renewables = Math.round((100 - coal - nuclear - gas - other) * 10) / 10
  const f = (v: number) => v.toFixed(1).replace('.', ',')
  return `Podíl zdrojů na elektřině dodané v roce 2024: jaderné ${f(nuclear)} %, uhelné ${f(coal)} %, obnovitelné ${f(renewables)} %, zemní plyn ${f(gas)} %, ostatní ${f(other)} %. Emise CO2 ${f(random.amount(350, 500, 1))} g/kWh, radioaktivní odpad 0,0020 g/kWh.`
}

/** Complaint and regulator notice. */
export const COMPLAINT_NOTE =
  'Reklamaci vyúčtování lze uplatnit písemně do 30 dnů od doručení dokladu. Spory mezi zákazníkem a dodavatelem rozhoduje Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava, www.eru.cz.'

/** Advertising or explanation with numbers of its own, in wording safe for the bill's direction and tariff. */
export function promoText(bill: Bill, random: Random): string {
  const c = bill.style.currency
  const options: string[] = []
  if (buys(bill)) {
    options.push(
      `Doporučte nás známým: za každého nového zákazníka Vám připíšeme 300 ${c} na příští vyúčtování.`,
      'Výši záloh si můžete kdykoli upravit v zákaznické zóně na našem webu.',
    )
    if (bill.buyingType === 'SPOT')
      options.push('Ceny na následující den zveřejňujeme každý den po 14. hodině v zákaznické zóně a v aplikaci.')
    else options.push(`Prodlužte si smlouvu do ${date(bill, addDays(bill.issueDate, 50))} a získejte slevu 150 ${c} z ročního paušálu.`)
  }
  if (sells(bill)) options.push('Přemýšlíte o domácí baterii? Spočítáme, kolik přetoků byste mohli využít sami.')
  else options.push('Zajímá Vás fotovoltaika na střechu? Připravíme nezávaznou kalkulaci zdarma.')
  return random.pick(options)
}
