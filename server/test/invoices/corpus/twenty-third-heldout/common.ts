/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).
 * What the three layouts of the split share: the made-up traders and products, the wording pools the
 * printed contract checks, and the figures of a bill as strings in the bill's own style (item rows,
 * consumption, totals with and without VAT, advances, the amount due and its rounding). Only printing:
 * every figure the expected extraction holds comes from the Bill as bill.ts computed it.
 */
import { round2, type Bill, type DistributorKey, type LineItem, type RowKind } from '../bill.ts'
import { partyOf, type Party, type TraderSeat } from '../parties.ts'
import type { Random } from '../random.ts'
import { fontBytes } from '../kit/fonts.ts'
import { buys, itemsOf, SELL_KINDS, sells } from '../kit/items.ts'
import { DISTRIBUTOR_FULL, FAULT_LINES } from '../kit/parties.ts'
import { date, energy, esc, money, num as kitNum, period as span, priceParts, quantityParts } from '../kit/print.ts'
import { resultWord } from '../kit/wording.ts'

// The shared helpers, re-exported for the layouts of the split.
export { buys, date, DISTRIBUTOR_FULL, energy, esc, FAULT_LINES, fontBytes, money, SELL_KINDS, sells, span }

/** Made-up traders of the split (the generic supplier is renamed to one): [name, street, zip and city, IČO]. */
export const TRADER_SEATS: readonly TraderSeat[] = [
  ['Jizerská energetická a.s.', 'Palackého 412/9', '466 01 Jablonec nad Nisou', '07815236'],
  ['Energie Pod Radhoštěm s.r.o.', 'Zašovská 1180', '757 01 Valašské Meziříčí', '26841927'],
  ['Vltavín Energy SE', 'Rybná 716/24', '110 00 Praha 1', '09472318'],
  ['Elektrárny Dyje, družstvo', 'Pražská 2301/51', '669 02 Znojmo', '05318264'],
]
export const FIX_PRODUCTS = ['Proud Jistota 36', 'Elektřina Pevná cena 2026', 'Domácnost FIX Komfort']
export const SPOT_PRODUCTS = ['Elektřina Burza Denní', 'Tržní proud SPOT Plus', 'Flexi Hodina']

export const supplierParty = (bill: Bill): Party => partyOf(bill, TRADER_SEATS)

/** Distributor names (any one printed = explicit; the full names and fault lines are the kit's). */
export const DISTRIBUTOR_NAMES: Record<DistributorKey, string[]> = { CEZ: ['ČEZ Distribuce'], PRE: ['PREdistribuce'], EGD: ['EG.D'] }

/** Labels printed only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = ['Smlouva sjednána do', 'Doba trvání smlouvy do', 'Cena garantována do']
export const ESTIMATE_LABELS = ['Předpokládaný roční odběr', 'Odhad spotřeby na 12 měsíců', 'Očekávaná roční spotřeba']
export const SPOT_FEE_LABELS = ['Služba obchodníka ke spotové ceně', 'Přirážka k ceně OTE', 'Obchodní marže SPOT']
export const SELL_FEE_LABELS = ['Srážka obchodníka z výkupu', 'Poplatek za zobchodování přetoků']
export const SELL_MONTHLY_LABELS = ['Paušál za správu výkupu', 'Měsíční poplatek výkupu']

// ---------------------------------------------------------------- numbers, document numbers

/** A number in the bill's style, two decimals unless told. */
export const num = (bill: Bill, value: number, decimals = 2) => kitNum(bill, value, decimals)

/** A document number with a letter prefix, as billing systems number their tax documents. */
export function documentNumber(bill: Bill, random: Random): string {
  const [year, month] = bill.issueDate.split('-')
  return random.pick([
    () => `FV-${year}-${String(random.int(1, 999_999)).padStart(7, '0')}`,
    () => `AB${year}/${month}/${random.digits(4)}`,
    () => `VY${year!.slice(2)}${random.digits(8)}`,
    () => `E${random.digits(2)}-${year}${month}-${random.digits(5)}`,
  ])()
}

/** The tariff word printed beside the product name (single-tariff bills never say NT). */
export const tariffWord = (bill: Bill, random: Random) =>
  bill.twoTariff ? random.pick(['dvoutarif VT/NT', 'VT/NT', 'dvoutarifní sazba']) : random.pick(['jednotarif', 'jednotarifní sazba'])

export const buyTypeText = (bill: Bill) => (bill.buyingType === 'SPOT' ? 'spotová cena (SPOT)' : 'fixní cena')
export const sellTypeText = (bill: Bill) => (bill.sellingType === 'SPOT' ? 'výkup za spotové ceny (SPOT)' : 'pevná výkupní cena')

/** The breaker as a bill prints it. */
export const breakerText = (bill: Bill, random: Random) =>
  random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} × ${bill.breaker.amps} A`])

// ---------------------------------------------------------------- item rows

export interface Row {
  item: LineItem
  label: string
  period: string
  quantity: string
  unit: string
  price: string
  priceUnit: string
  total: string
}

/** A layout's own label pools: every row kind but the fees and the tax, whose wording the layouts share. */
export type LayoutPools = Omit<Record<RowKind, readonly string[]>, 'spotFee' | 'sellFee' | 'sellMonthly' | 'tax'>

/** One label per row kind from a layout's pools, the same variant across kinds so a bill's wording hangs together. */
export function pickLabels(random: Random, own: LayoutPools): Record<RowKind, string> {
  const pools: Record<RowKind, readonly string[]> = { ...own, spotFee: SPOT_FEE_LABELS, sellFee: SELL_FEE_LABELS, sellMonthly: SELL_MONTHLY_LABELS, tax: ['Daň z elektřiny'] }
  const variant = random.int(0, 5)
  const out = {} as Record<RowKind, string>
  for (const kind of Object.keys(pools) as RowKind[]) out[kind] = pools[kind][variant % pools[kind].length]!
  return out
}

/**
 * The bill's rows of the given kinds in that order within each price segment, figures in the bill's units:
 * energy in kWh or MWh (`mwhDecimals`), prices per MWh or per kWh (`per`), fees per month.
 */
export function rowsOf(bill: Bill, kinds: RowKind[], labels: Record<RowKind, string>, mwhDecimals: number, per: 'MWh' | 'kWh'): Row[] {
  return itemsOf(bill, kinds).map((item) => {
    const [quantity, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [price, priceUnit] = priceParts(bill, item, 'měs.', per)
    return { item, label: labels[item.kind], period: span(bill, item.from, item.to), quantity, unit, price, priceUnit, total: num(bill, item.total) }
  })
}

export const BUY_KINDS: RowKind[] = ['energyVt', 'energySingle', 'discountVt', 'energyNt', 'spotFee', 'monthlyFee']
export const DIST_KINDS: RowKind[] = ['distVt', 'distSingle', 'distNt', 'breaker', 'systemServices', 'poze', 'infrastructure', 'tax']

/** VAT of a row at 21 %, as a VAT column shows it. */
export const vatOf = (total: number) => round2(total * 0.21)

/**
 * Where the latest price segment starts in 2026 and an earlier one paid POZE: the note real bills print
 * that the item is no longer billed (the state pays it from 2026), without a figure for 2026.
 */
export function pozeNote(bill: Bill): string | null {
  const paid = bill.items.some((i) => i.kind === 'poze')
  return paid && bill.periodTo >= '2026-01-01' && !bill.items.some((i) => i.kind === 'poze' && i.to === bill.periodTo)
    ? `Od ${date(bill, '2026-01-01')} se složka POZE zákazníkům neúčtuje, hradí ji stát.`
    : null
}

// ---------------------------------------------------------------- consumption, totals, result

/** Consumption and export lines: [label, figure]; the total is the stated one. */
export function consumptionLines(bill: Bill, mwhDecimals: number): [string, string][] {
  const lines: [string, string][] = []
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  if (buys(bill)) {
    if (bill.twoTariff) lines.push(['Odběr ve vysokém tarifu (VT)', e(bill.vtKwh)], ['Odběr v nízkém tarifu (NT)', e(bill.ntKwh)])
    else lines.push(['Odběr (jednotarif)', e(bill.vtKwh)])
    lines.push(['Celková spotřeba za období', e(bill.statedTotalKwh)])
  }
  if (sells(bill)) lines.push(['Dodávka do sítě – vykoupeno', e(bill.soldKwh)])
  return lines
}

/** The consumption lines and, where the bill prints one, the yearly estimate after them. */
export function usageLines(bill: Bill, mwhDecimals: number, random: Random): [string, string][] {
  const lines = consumptionLines(bill, mwhDecimals)
  if (buys(bill) && bill.yearlyEstimatePrinted !== null) lines.push([random.pick(ESTIMATE_LABELS), `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`])
  return lines
}

/** The advances paid during the period, monthly, summing exactly to bill.advances. */
export function advancesPaid(bill: Bill): { date: string; amount: number }[] {
  if (!bill.advances) return []
  const months = Math.max(1, Math.min(12, Math.round((Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000 / 30.44)))
  const each = Math.floor(bill.advances / months / 10) * 10
  return Array.from({ length: months }, (_, k) => {
    const d = new Date(Date.parse(bill.periodFrom) + k * 30.44 * 86_400_000 + 14 * 86_400_000).toISOString().slice(0, 10)
    return { date: d, amount: k === months - 1 ? round2(bill.advances - each * (months - 1)) : each }
  })
}

/** The result: the amount due (negative = owed to the customer), then the rounding to whole crowns. */
export function resultLines(bill: Bill): { word: string; due: string; rounding: string | null; rounded: string; roundedWord: string } {
  const word = resultWord(bill, 'Nedoplatek', bill.direction === 'sell' ? 'K výplatě' : 'Přeplatek')
  const whole = Math.round(bill.balance)
  const delta = round2(whole - bill.balance)
  return {
    word,
    due: num(bill, bill.balance),
    rounding: delta ? `${delta > 0 ? '+' : ''}${num(bill, delta)}` : null,
    rounded: num(bill, Math.abs(whole)),
    roundedWord: bill.balance >= 0 ? 'K úhradě po zaokrouhlení' : 'Vrátíme po zaokrouhlení',
  }
}

/** Supplier identification lines under the name. */
export const partyLines = (party: Party) => [
  `${party.street}, ${party.zipCity}`,
  `IČO: ${party.ico}, DIČ: CZ${party.ico}`,
  `Zapsána v obchodním rejstříku vedeném ${party.register}`,
  `Zákaznická linka ${party.phone} · ${party.email} · ${party.web}`,
]

export const COMPLAINT_NOTE =
  'Reklamaci vyúčtování lze uplatnit do 30 dnů od jeho doručení; reklamace nemá odkladný účinek na splatnost. Spory mezi zákazníkem a dodavatelem rozhoduje Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava.'
