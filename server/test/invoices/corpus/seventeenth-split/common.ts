/** SEVENTEENTH SPLIT (blind development), written on 2026-11-23 (session 13).
 * What the three layouts of the seventeenth split share: the parties (supplier seats, this split's
 * made-up municipal, cooperative and spot traders), number, date, quantity and price printing in the
 * bill's own style, row labels drawn per bill from real bills' wording (with synonyms of this split),
 * the wording pools the contract checks, and the surrounding figures a real bill carries: paid and
 * prescribed advances, the next advance plan, meter readings, a QR-payment string, notes. Only
 * printing: every figure the expected extraction holds comes from the Bill as bill.ts computed it;
 * nothing here reads or imports the extractor.
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
export const SEVENTEENTH_TRADER_SEATS: readonly (readonly [string, string, string, string])[] = [
  ['Městská energetika Kroměříž s.r.o.', 'Velké náměstí 115/1', '767 01 Kroměříž', '07312946'],
  ['Energetické společenství Vysočina, družstvo', 'Havlíčkova 2140/33', '586 01 Jihlava', '19470385'],
  ['SpotLine Energy s.r.o.', 'Karolinská 661/4', '186 00 Praha 8', '08561723'],
  ['Elektrárny Orlice a.s.', 'Tyršova 508', '516 01 Rychnov nad Kněžnou', '26913850'],
  ['Voltik Energie s.r.o.', 'Cejl 514/62', '602 00 Brno', '05738219'],
]
export const SEVENTEENTH_FIX_PRODUCTS = ['Jistota 24 měsíců', 'Občanský tarif Fix', 'Pevná cena Region']
export const SEVENTEENTH_SPOT_PRODUCTS = ['Spot Hodina Plus', 'Dynamická cena OTE', 'Burza Standard Spot']

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

/** Labels the layouts print only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = ['Smlouva sjednána do', 'Závazek trvá do', 'Produkt platí do', 'Fixace ceny končí']
export const ESTIMATE_LABELS = ['Předpokládaný roční odběr', 'Odhad ročního odběru', 'Plánovaná spotřeba na rok']
export const SPOT_FEE_LABELS = ['Přirážka k ceně z denního trhu', 'Poplatek za obstarání elektřiny na burze', 'Obchodní marže ke spotu']
export const SELL_FEE_LABELS = ['Srážka z výkupní ceny (spot)', 'Poplatek za zpracování přebytků', 'Odchylka a obchodní náklady výkupu']
export const SELL_MONTHLY_LABELS = ['Paušál za výkup přebytků', 'Měsíční správa výrobny', 'Poplatek za výkupní smlouvu']

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
