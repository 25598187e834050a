/** TWENTY-FIRST SPLIT (blind development), written blind on 2026-11-28 (session 15).
 * What the three layouts of the twenty-first split share: the parties (the shared supplier seats and this
 * split's made-up traders), numbers, dates, quantities and prices printed in the bill's own style, row
 * labels drawn per bill from real bills' wording (INVOICE_WORDING.md synonyms and abbreviations), the
 * wording pools the contract checks, and the figures a real bill carries beside the expected ones:
 * meter readings, paid and next advances, a monthly consumption profile, a QR-payment string and notes.
 * Only printing: every figure the expected extraction holds comes from the Bill as bill.ts computed it;
 * nothing here reads or imports the extractor.
 */
import type { Bill, DistributorKey, LineItem, RowKind } from '../bill.ts'
import { formatNumber } from '../format.ts'
import { partyOf, type Party, type TraderSeat } from '../parties.ts'
import type { Random } from '../random.ts'
import { round2, days, addMonths, monthsOf, splitInteger } from '../kit/calendar.ts'
import type { Payment, Reading } from '../kit/figures.ts'
import { fontBytes, fontPath } from '../kit/fonts.ts'
import { isEnergy, buys, sells, segmentsOf, itemsOf, SUPPLY_KINDS, SELL_KINDS, type Labels, discountPercent } from '../kit/items.ts'
import { DISTRIBUTOR_NAMES, FAULT_LINES, customerIco } from '../kit/parties.ts'
import { num, amount, money, cur, date, period, monthName, energy, priceParts, ibanGrouped, esc } from '../kit/print.ts'
import { iban } from '../kit/qr.ts'
import { meterReadings as kitMeterReadings } from '../kit/figures.ts'

// The shared helpers, re-exported for the layouts of the split.
export { DISTRIBUTOR_NAMES, FAULT_LINES, fontBytes, fontPath, num, amount, money, cur, date, period, isEnergy, round2, buys, sells, days, monthName, energy, priceParts, segmentsOf, itemsOf, addMonths, SUPPLY_KINDS, SELL_KINDS, discountPercent, monthsOf, iban, ibanGrouped, customerIco, esc }
export type { Labels, Payment, Reading }

export type { Party }

/** Made-up traders of the split (the generic supplier is renamed to one): [name, street, zip and city, IČO]. */
export const TWENTY_FIRST_TRADER_SEATS: readonly TraderSeat[] = [
  ['Lužická energetická s.r.o.', 'Nádražní 2918/7', '470 01 Česká Lípa', '07315942'],
  ['Polabí Proud a.s.', 'Palackého třída 155', '288 02 Nymburk', '29184630'],
  ['Zlínská energie Plus s.r.o.', 'třída Tomáše Bati 3721', '760 01 Zlín', '08826417'],
  ['Energo Záříčí, družstvo', 'Záříčí 112', '768 11 Chropyně', '05472391'],
  ['Ampera Kladensko s.r.o.', 'Huťská 1543', '272 01 Kladno', '24639158'],
]
export const TWENTY_FIRST_FIX_PRODUCTS = ['Klidný rok Fix', 'Pevná cena Rodina 24', 'Elektřina Stálice']
export const TWENTY_FIRST_SPOT_PRODUCTS = ['Spot Flexi Start', 'Burzovní tarif Pružný', 'Proud dle trhu']

/** The supplier's identification as the bill prints it (the split's traders under their made-up seats). */
export const supplierParty = (bill: Bill): Party => partyOf(bill, TWENTY_FIRST_TRADER_SEATS)

const DISTRIBUTOR_FULL: Record<DistributorKey, string[]> = {
  CEZ: ['ČEZ Distribuce, a. s.', 'ČEZ Distribuce, a.s., Teplická 874/8, Děčín'],
  PRE: ['PREdistribuce, a.s.', 'PREdistribuce, a.s., Svornosti 3199/19a, Praha 5'],
  EGD: ['EG.D, a.s.', 'EG.D, a.s. (dříve E.ON Distribuce)'],
}
export const distributorFull = (bill: Bill, random: Random) => random.pick(DISTRIBUTOR_FULL[bill.distributor])

/** Labels printed only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = [
  'Smlouva je sjednána na dobu určitou do',
  'Doba určitá do',
  'Cena fixována do',
  'Konec smluvního období',
]
export const ESTIMATE_LABELS = [
  'Předpokládaná roční spotřeba',
  'Odhad spotřeby na 12 měsíců',
  'Plánovaná spotřeba na další rok',
  'Předpoklad odběru (rok)',
]
export const SPOT_FEE_LABELS = [
  'Poplatek za nákup na spotovém trhu',
  'Obchodní marže SPOT',
  'Služba obchodníka – spot',
  'Přirážka k ceně OTE',
]
export const SELL_FEE_LABELS = ['Poplatek za zpracování výkupu', 'Srážka obchodníka z výkupní ceny', 'Odchylka a náklady výkupu']
export const SELL_MONTHLY_LABELS = ['Měsíční poplatek za výkup', 'Paušál výrobce', 'Pevná platba za výkupní místo']

// ---------------------------------------------------------------- numbers and dates

export const sumTotals = (items: LineItem[]) => round2(items.reduce((acc, i) => acc + i.total, 0))

const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII']
export const romanMonth = (month: number) => ROMAN_MONTHS[month - 1]!
export const roman = (n: number) => ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'][n]!

/** An item's quantity number and unit word; `per` forces the energy unit. */
export function quantityParts(
  bill: Bill,
  item: LineItem,
  mwhDecimals: number,
  monthWord: string,
  per: 'MWh' | 'kWh' = bill.energyUnit,
): [string, string] {
  if (!isEnergy(item)) return [formatNumber(item.quantity, 3, bill.style), monthWord]
  return per === 'kWh'
    ? [formatNumber(item.quantity, 0, bill.style), 'kWh']
    : [formatNumber(item.quantity / 1000, mwhDecimals, bill.style), 'MWh']
}

// ---------------------------------------------------------------- row labels

export const NETWORK_KINDS: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker']
export const REGULATED_KINDS: RowKind[] = ['systemServices', 'poze', 'infrastructure']
export const TAX_KINDS: RowKind[] = ['tax']
export const BUY_KINDS: RowKind[] = [...SUPPLY_KINDS, ...NETWORK_KINDS, ...REGULATED_KINDS, ...TAX_KINDS]

const POOLS: Record<RowKind, string[]> = {
  energyVt: [
    'Spotřeba / vysoký tarif (VT/T1)',
    'Dodávky VT',
    'Proud – VT',
    'Silová elektřina ve vysokém tarifu',
    'Platba za dodávku elektřiny – VT',
  ],
  energyNt: [
    'Spotřeba / nízký tarif (NT/T2)',
    'Dodávky NT',
    'Proud – NT',
    'Silová elektřina v nízkém tarifu',
    'Platba za dodávku elektřiny – NT',
  ],
  energySingle: [
    'Dodané množství jednotarif',
    'Dodávky elektřiny',
    'Proud – jednotarif',
    'Silová elektřina',
    'Platba za dodávku elektřiny',
  ],
  monthlyFee: ['Stálý plat', 'Stálý měsíční plat', 'Měsíční platba', 'Stálá platba za dodávku', 'Pevná měsíční cena obchodníka'],
  spotFee: SPOT_FEE_LABELS,
  discountVt: ['Sleva {p} % - spotřeba VT', 'Sleva {p} % z dodávky VT', 'Bonus {p} % k ceně VT'],
  distVt: [
    'Cena za distribuované množství elektřiny ve vysokém tarifu',
    'Distribuce VT',
    'Cena za distrib. množství el. VT',
    'Použití sítí – VT',
    'Distribuce elektřiny – vysoký tarif',
  ],
  distNt: [
    'Cena za distribuované množství elektřiny v nízkém tarifu',
    'Distribuce NT',
    'Cena za distrib. množství el. NT',
    'Použití sítí – NT',
    'Distribuce elektřiny – nízký tarif',
  ],
  distSingle: [
    'Cena za distribuované množství elektřiny',
    'Distribuce',
    'Cena za distrib. množství el.',
    'Použití sítí',
    'Distribuce elektřiny',
  ],
  breaker: [
    'Cena za příkon podle hodnoty hl. jističe před elekt.',
    'Měsíční plat za jistič',
    'Rezervovaný příkon (hlavní jistič)',
    'Stálý plat za distribuci dle jističe',
  ],
  poze: ['Složka ceny na podporu el. z podpor. zdrojů energie', 'POZE dle spotřeby', 'Příspěvek na podporované zdroje (POZE)'],
  systemServices: ['Pevná cena za systémové služby', 'Systémové služby', 'Cena za systémové služby ČEPS'],
  infrastructure: ['Cena za provoz nesíťové infrastruktury', 'Činnosti OTE', 'Poplatek společnosti OTE', 'Nesíťová infrastruktura'],
  tax: ['Daň z elektřiny', 'Daň z elektřiny dle zák. č. 261/2007 Sb.', 'Daň z elektřiny (DzE)'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Přetoky do DS – výkup', 'Vykoupená elektřina (FVE)', 'Elektřina dodaná z výrobny do sítě'],
  sellFee: SELL_FEE_LABELS,
  sellMonthly: SELL_MONTHLY_LABELS,
}
const SINGLE_DISCOUNT = ['Sleva {p} % - spotřeba', 'Sleva {p} % z dodávky', 'Bonus {p} % k ceně elektřiny']
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina VT za spotové ceny', 'Dodávky VT – hodinová cena OTE'],
  energyNt: ['Elektřina NT za spotové ceny', 'Dodávky NT – hodinová cena OTE'],
  energySingle: ['Elektřina za spotové ceny', 'Dodávky – hodinová cena OTE'],
}

/** One label per row kind for this bill (the same on every segment); energy and distribution labels agree in style. */
export function labelsFor(bill: Bill, random: Random): Labels {
  const out = {} as Labels
  const energyIndex = random.int(0, 4)
  const distIndex = random.int(0, 4)
  for (const kind of Object.keys(POOLS) as RowKind[]) {
    let pool = POOLS[kind]
    if (kind === 'discountVt' && !bill.twoTariff) pool = SINGLE_DISCOUNT
    if (bill.buyingType === 'SPOT' && SPOT_ENERGY[kind]) pool = SPOT_ENERGY[kind]!
    const index = kind.startsWith('energy') || kind === 'discountVt' ? energyIndex : kind.startsWith('dist') ? distIndex : random.int(0, 4)
    out[kind] = pool[index % pool.length]!.replace('{p}', String(discountPercent(bill)))
  }
  return out
}

// ---------------------------------------------------------------- wording around the figures

/** The purchase price type as a bill words it (carries the Fix/SPOT word). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick(['spotová (hodinové ceny OTE)', 'SPOT – denní trh OTE', 'Spot, cena podle burzy'])
    : random.pick(['fixní cena na dobu smlouvy', 'Fixace ceny na celé období', 'pevná cena dle ceníku'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['spotová cena OTE mínus poplatek', 'výkup SPOT (denní trh)'])
    : random.pick(['pevná výkupní cena', 'Fixní cena výkupu'])
}

/** The contract's term: an end date under one of CONTRACT_END_LABELS, else an indefinite term in other words. */
export function contractTerm(bill: Bill, random: Random): [string, string] {
  if (!bill.contractEnd)
    return random.pick([
      ['Doba trvání smlouvy', 'na dobu neurčitou'],
      ['Smluvní vztah', 'neurčitý, s výpovědní lhůtou 3 měsíce'],
      ['Trvání smlouvy', 'bez určení konce'],
    ] as const) as [string, string]
  return [random.pick(CONTRACT_END_LABELS), date(bill, bill.contractEnd)]
}

/** The word of the result: what the customer pays, gets back, or neither. */
export const resultWord = (bill: Bill, pay: string, back: string) => (bill.balance > 0 ? pay : bill.balance < 0 ? back : 'Vyrovnáno')

/** The breaker as a bill prints it. */
export function breakerText(bill: Bill, random: Random): string {
  const { phases, amps } = bill.breaker
  return random.pick([`${phases}x${amps} A`, `${phases} x ${amps} A`, `${phases}×${amps}A`, `${phases} × ${amps} A`])
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
  const day = random.pick([5, 10, 15, 25])
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

/** Meter readings per register and price segment, drawn from this split's ranges. */
export const meterReadings = (bill: Bill, random: Random) => kitMeterReadings(bill, random, { meter: [1_000_000, 9_999_999], buyStart: [2_000, 90_000], sellStart: [100, 12_000] })

export interface MonthVolume {
  year: number
  month: number
  from: string
  to: string
  vt: number
  nt: number
  out: number
}

/** The period's metered volumes per calendar month (a seasonal profile; the months add up to the period's registers). */
export function monthlyVolumes(bill: Bill, random: Random): MonthVolume[] {
  const months = monthsOf(bill.periodFrom, bill.periodTo)
  const season = (month: number) => Math.cos(((month - 1) / 12) * 2 * Math.PI)
  const weights = months.map((m) => ({
    vt: days(m.from, m.to) * (1 + 0.28 * season(m.month)) * random.amount(0.9, 1.1, 3),
    nt: days(m.from, m.to) * (1 + 0.42 * season(m.month)) * random.amount(0.9, 1.1, 3),
    out: days(m.from, m.to) * Math.max(0.05, 1 - 0.88 * season(m.month)) * random.amount(0.85, 1.15, 3),
  }))
  const vt = splitInteger(
    bill.vtKwh,
    weights.map((w) => w.vt),
  )
  const nt = splitInteger(
    bill.twoTariff ? bill.ntKwh : 0,
    weights.map((w) => w.nt),
  )
  const out = splitInteger(
    bill.soldKwh,
    weights.map((w) => w.out),
  )
  return months.map((m, k) => ({ ...m, vt: vt[k]!, nt: nt[k]!, out: out[k]! }))
}

/** The SPAYD string of a QR payment of the balance (only where the customer pays). */
export function spayd(bill: Bill, party: Party): string {
  const due = bill.dueDate.replaceAll('-', '')
  return `SPD*1.0*ACC:${iban(party.account)}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${due}*X-VS:${bill.variableSymbol}*MSG:FAKTURA ${bill.invoiceNumber}`
}

/** The supplier's fuel mix (mandatory on Czech bills), with plausible made-up shares. */
export function fuelMix(random: Random, year: number): string {
  const coal = random.amount(24, 40, 1)
  const nuclear = random.amount(30, 44, 1)
  const gas = random.amount(3, 10, 1)
  const other = random.amount(0.3, 2.4, 1)
  const renewables = Math.round((100 - coal - nuclear - gas - other) * 10) / 10
  const f = (v: number) => v.toFixed(1).replace('.', ',')
  return `Struktura zdrojů elektřiny dodané dodavatelem v roce ${year - 1}: uhlí ${f(coal)} %, jádro ${f(nuclear)} %, obnovitelné zdroje ${f(renewables)} %, zemní plyn ${f(gas)} %, ostatní ${f(other)} %. Měrné emise CO2 ${f(random.amount(340, 490, 1))} g/kWh, radioaktivní odpad 0,0019 g/kWh. Podrobnosti na www.eru.cz.`
}

/** Complaint and regulator notices (the ERÚ decree's part C). */
export const COMPLAINT_NOTES = [
  'Případnou reklamaci vyúčtování uplatněte u dodavatele písemně nebo v zákaznické zóně, a to do 60 dnů od doručení. Reklamace nemá odkladný účinek na splatnost.',
  'Spory ze smlouvy rozhoduje Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava (www.eru.cz); mimosoudní řešení sporů spotřebitelů rovněž ERÚ.',
]

/** Advertising or explanation with numbers of its own, in wording safe for the bill's direction and tariff. */
export function promoText(bill: Bill, random: Random): string {
  const c = bill.style.currency
  const options: string[] = []
  if (buys(bill)) {
    options.push(
      `Přejděte na elektronické faktury a ušetříte 20 ${c} měsíčně na poštovném.`,
      'Zálohy si můžete upravit kdykoli v zákaznickém portálu nebo na pobočce.',
    )
    if (bill.buyingType === 'SPOT') options.push('Hodinové ceny na další den najdete každý den po 13:00 v mobilní aplikaci.')
  }
  if (sells(bill)) options.push('Zvažujete baterii k Vaší FVE? Pomůžeme Vám s výběrem i s dotací.')
  else options.push('Chcete vlastní fotovoltaiku? Nabídku připravíme zdarma a nezávazně.')
  return random.pick(options)
}
