/** FIFTEENTH SPLIT (blind development), written on 2026-11-23 (session 12).
 * What the three layouts of the blind development split share: the parties (supplier seats, this
 * split's made-up small traders), number, date, quantity and price printing in the bill's own style,
 * row labels drawn per bill from real bills' wording (with synonyms no other split uses), the wording
 * pools the contract checks, and the surrounding figures a real bill carries: paid and next advances,
 * meter readings, the previous period and its prices (for comparisons), a per-month split of the
 * consumption, a QR-payment string, notes. Only printing: every figure the expected extraction holds
 * comes from the Bill as bill.ts computed it; nothing here reads or imports the extractor.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import { addDays, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { days, round2, addMonths } from '../kit/calendar.ts'
import { type Payment, type PreviousPeriod, previousPeriod, type MonthShare, monthShares, type Reading } from '../kit/figures.ts'
import { fontBytes, fontPath } from '../kit/fonts.ts'
import { isEnergy, segmentsOf, buys, sells, type Labels, discountPercent, itemsOf, sumTotals } from '../kit/items.ts'
import { type Party, SEATS, ascii, DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, customerIco } from '../kit/parties.ts'
import { num, amount, money, date, period, accounting, monthName, monthShort, energy, energyNumber } from '../kit/print.ts'
import { iban } from '../kit/qr.ts'
import { fuelMix, COMPLAINT_NOTE, resultWord } from '../kit/wording.ts'
import { meterReadings as kitMeterReadings } from '../kit/figures.ts'

// The shared helpers, re-exported for the layouts of the split.
export { DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, fontBytes, fontPath, num, amount, money, date, period, isEnergy, accounting, monthName, monthShort, energy, energyNumber, segmentsOf, buys, sells, days, round2, addMonths, discountPercent, itemsOf, sumTotals, previousPeriod, monthShares, iban, fuelMix, COMPLAINT_NOTE, resultWord, customerIco }
export type { Party, Labels, Payment, PreviousPeriod, MonthShare, Reading }

/** Made-up small traders of the split: [name, seat street, seat zip and city, IČO]. */
export const FIFTEENTH_SPLIT_TRADER_SEATS: readonly (readonly [string, string, string, string])[] = [
  ['WattBox Energy a.s.', 'Londýnská 730/59', '120 00 Praha 2', '09817364'],
  ['Proudnet s.r.o.', 'Purkyňova 2845/101', '612 00 Brno', '05529461'],
  ['Elektro Beskydy Frýdek s.r.o.', 'Hlavní třída 112', '738 01 Frýdek-Místek', '24718390'],
  ['Energetické družstvo Dolní Poohří', 'Masarykova 41', '440 01 Louny', '21937054'],
  ['Krajská proudová s.r.o.', 'Riegrova 1756/19', '370 01 České Budějovice', '06281573'],
]
export const FIFTEENTH_SPLIT_FIX_PRODUCTS = ['Stabilní cena 36', 'Fixní Domov Plus', 'Členský tarif Fix']
export const FIFTEENTH_SPLIT_SPOT_PRODUCTS = ['Zelená hodina Spot', 'Burzovní proud Flex', 'Spot Denní trh Plus']

/** The supplier's identification as a bill prints it (traders of the split under their made-up seats). */
export function supplierParty(bill: Bill): Party {
  if (bill.supplier !== 'generic') return { name: bill.supplierName, ...SEATS[bill.supplier] }
  const seat = FIFTEENTH_SPLIT_TRADER_SEATS.find(([name]) => name === bill.supplierName) ?? FIFTEENTH_SPLIT_TRADER_SEATS[0]!
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

/** Labels the layouts print only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = ['na dobu určitou do', 'Konec platnosti smlouvy', 'Cena a smlouva platí do', 'Ukončení smlouvy ke dni']
export const ESTIMATE_LABELS = ['Předpokládaná roční spotřeba', 'Očekávaná roční spotřeba', 'Odhad spotřeby na dalších 12 měsíců']
export const SPOT_FEE_LABELS = ['Marže obchodníka k ceně SPOT', 'Poplatek za nákup na denním trhu', 'Obchodní přirážka k hodinové ceně OTE']
export const SELL_FEE_LABELS = ['Poplatek za výkup za spotové ceny', 'Srážka za odchylku výrobce', 'Služba obchodníka při výkupu']
export const SELL_MONTHLY_LABELS = ['Měsíční poplatek za výkup', 'Správa výkupního místa', 'Fixní platba za výkup']

// ---------------------------------------------------------------- numbers and dates

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

// ---------------------------------------------------------------- row labels

const LABELS: Record<RowKind, { two: string[]; one: string[] }> = {
  energyVt: {
    two: ['Elektřina VT (silová)', 'Dodávka silové elektřiny – VT', 'Cena za elektřinu ve VT', 'Silová elektřina – vysoký tarif'],
    one: [],
  },
  energyNt: {
    two: ['Elektřina NT (silová)', 'Dodávka silové elektřiny – NT', 'Cena za elektřinu v NT', 'Silová elektřina – nízký tarif'],
    one: [],
  },
  energySingle: { two: [], one: ['Elektřina (silová)', 'Dodávka silové elektřiny', 'Cena za elektřinu', 'Silová elektřina – jednotarif'] },
  monthlyFee: {
    two: [
      'Stálý měsíční plat',
      'Paušální platba za odběrné místo',
      'Pevná platba obchodníkovi',
      'Měsíční poplatek za správu odběrného místa',
    ],
    one: [],
  },
  spotFee: { two: SPOT_FEE_LABELS, one: [] },
  discountVt: { two: ['Sleva {p} % z obchodní ceny VT'], one: ['Zákaznická sleva {p} % z obchodní ceny'] },
  distVt: {
    two: ['Cena za distribuci VT', 'Distribuce elektřiny – VT', 'Použití sítí ve vysokém tarifu', 'Distribuované množství VT'],
    one: [],
  },
  distNt: {
    two: ['Cena za distribuci NT', 'Distribuce elektřiny – NT', 'Použití sítí v nízkém tarifu', 'Distribuované množství NT'],
    one: [],
  },
  distSingle: { two: [], one: ['Cena za distribuci', 'Distribuce elektřiny', 'Použití sítí (jednotarif)', 'Distribuované množství'] },
  breaker: {
    two: ['Měsíční plat za hlavní jistič', 'Cena za příkon (jistič)', 'Rezervovaná kapacita dle jističe', 'Platba za jistič'],
    one: [],
  },
  poze: {
    two: ['Příspěvek na POZE', 'Cena na podporu elektřiny z podporovaných zdrojů (POZE)', 'POZE – podporované zdroje energie'],
    one: [],
  },
  systemServices: { two: ['Systémové služby', 'Cena za systémové služby ČEPS', 'Systémové služby přenosové soustavy'], one: [] },
  infrastructure: {
    two: ['Činnosti operátora trhu (OTE)', 'Cena za nesíťovou infrastrukturu', 'Poplatek OTE za činnost operátora trhu'],
    one: [],
  },
  tax: { two: ['Daň z elektřiny', 'Ekologická daň z elektřiny', 'Daň z elektřiny (zák. č. 261/2007 Sb.)'], one: [] },
  sellEnergy: {
    two: ['Výkup přebytků elektřiny', 'Elektřina dodaná do sítě – výkup', 'Vykoupené přetoky z FVE', 'Výkup elektřiny z výrobny'],
    one: [],
  },
  sellFee: { two: SELL_FEE_LABELS, one: [] },
  sellMonthly: { two: SELL_MONTHLY_LABELS, one: [] },
}
const SPOT_ENERGY = {
  energyVt: ['Elektřina za spotové ceny – VT', 'Silová elektřina dle denního trhu OTE – VT'],
  energyNt: ['Elektřina za spotové ceny – NT', 'Silová elektřina dle denního trhu OTE – NT'],
  energySingle: ['Elektřina za spotové ceny', 'Silová elektřina dle denního trhu OTE'],
}

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

export const GROUPS: { title: string; kinds: RowKind[] }[] = [
  {
    title: 'Dodávka elektřiny (neregulovaná část)',
    kinds: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'],
  },
  {
    title: 'Distribuce a související služby (regulovaná část)',
    kinds: ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure'],
  },
  { title: 'Daň z elektřiny', kinds: ['tax'] },
  { title: 'Výkup elektřiny', kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] },
]

/** Price type wording of the purchase (the Fix/SPOT word a real bill carries). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick(['spotová cena (denní trh OTE)', 'SPOT – hodinové ceny OTE', 'Spot, cena podle burzy'])
    : random.pick(['fixní cena', 'Fixace ceny', 'pevná cena na celé období'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['výkup za SPOT (hodinové ceny OTE)', 'SPOT'])
    : random.pick(['pevná výkupní cena', 'Fix'])
}

/** Contract duration as printed: an end date under one of CONTRACT_END_LABELS, else an indefinite term. */
export function contractText(bill: Bill, random: Random): [string, string] {
  if (!bill.contractEnd)
    return random.pick([
      ['Doba trvání smlouvy', 'neurčitá'],
      ['Smlouva', 'na dobu neurčitou'],
      ['Trvání smlouvy', 'bez omezení (doba neurčitá)'],
    ] as const) as [string, string]
  const d = date(bill, bill.contractEnd)
  return random.pick([
    ['Smlouva', `na dobu určitou do ${d}`],
    ['Konec platnosti smlouvy', d],
    ['Cena a smlouva platí do', d],
    ['Ukončení smlouvy ke dni', d],
  ] as const) as [string, string]
}

// ---------------------------------------------------------------- surrounding figures

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

/** Meter readings per register and price segment, drawn from this split's ranges. */
export const meterReadings = (bill: Bill, random: Random) => kitMeterReadings(bill, random, { meter: [10_000_000, 99_999_999], buyStart: [8_000, 60_000], sellStart: [500, 9_000] })

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

/** A short advertisement or explanation with numbers of its own, in wording safe for the bill's direction and tariff. */
export function promoText(bill: Bill, random: Random): string {
  const cur = bill.style.currency
  const options: string[] = []
  if (buys(bill)) {
    options.push(
      `Tepelné čerpadlo místo přímotopu sníží náklady na vytápění až o 60 %; montáž od 189 900 ${cur} včetně DPH, dotace až 90 000 ${cur}.`,
      `Přejděte na elektronickou fakturu a získejte bonus 300 ${cur} k příštímu vyúčtování.`,
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
