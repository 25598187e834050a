/** SIXTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 12; unsealed in session 13).
 * What the three layouts of the split share: the parties (supplier seats, the split's made-up traders),
 * numbers, dates, quantities and prices printed in the bill's own style, the wording pools the
 * contract checks, and figures a real bill carries beside the expected ones. Only printing: every
 * figure the expected extraction holds comes from the Bill as bill.ts computed it.
 */
import type { Bill } from '../bill.ts'
import type { Random } from '../random.ts'
import { partyOf, type Party } from '../parties.ts'
import { days, addMonths } from '../kit/calendar.ts'
import { type Payment, paidAdvances, nextAdvances, type Reading, meterReadings } from '../kit/figures.ts'
import { fontBytes, fontPath } from '../kit/fonts.ts'
import { isEnergy, segmentsOf, buys, sells, sumTotals, itemsOf, discountPercent } from '../kit/items.ts'
import { DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, customerIco } from '../kit/parties.ts'
import { num, amount, money, date, padded, period, cur, sentence, energy, kwhText, quantityParts, priceParts, ibanGrouped } from '../kit/print.ts'
import { iban, spayd, qrModules } from '../kit/qr.ts'
import { pickLabels, promoText } from '../kit/wording.ts'

// The shared helpers, re-exported for the layouts of the split.
export { DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, fontBytes, fontPath, num, amount, money, date, padded, period, isEnergy, cur, sentence, energy, kwhText, quantityParts, priceParts, segmentsOf, buys, sells, days, sumTotals, itemsOf, addMonths, discountPercent, pickLabels, paidAdvances, nextAdvances, meterReadings, iban, ibanGrouped, spayd, qrModules, customerIco, promoText }
export type { Payment, Reading }

/** Made-up traders of the split (the generic supplier is renamed to one): [name, street, zip and city, IČO]. */
export const SIXTEENTH_HELD_OUT_TRADER_SEATS: readonly (readonly [string, string, string, string])[] = [
  ['Energie Ohře a.s.', 'Pražská 1620/8', '440 01 Louny', '27645319'],
  ['Zelená zásuvka s.r.o.', 'Křižíkova 488/115', '186 00 Praha 8', '09127463'],
  ['Beskydská energetická s.r.o.', 'Revoluční 1952/14', '738 01 Frýdek-Místek', '05372918'],
  ['Proudokruh s.r.o.', 'Purkyňova 2845/101', '612 00 Brno', '08416275'],
  ['Družstvo Solární Haná', 'Wurmova 578/7', '779 00 Olomouc', '07219854'],
]
export const SIXTEENTH_HELD_OUT_FIX_PRODUCTS = ['Stabil 24 měsíců', 'Garantovaná cena Domácnost', 'Fixní tarif Klasik 2026']
export const SIXTEENTH_HELD_OUT_SPOT_PRODUCTS = ['Spot Denní trh', 'Elektřina za tržní cenu', 'Burzovní tarif Aktiv']

export type { Party } from '../parties.ts'

/** The supplier's identification as the bill prints it (the split's traders under their made-up seats). */
export const supplierParty = (bill: Bill): Party => partyOf(bill, SIXTEENTH_HELD_OUT_TRADER_SEATS)

/** Labels printed only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = [
  'Smlouva uzavřena na dobu určitou do',
  'Sjednaná doba trvání do',
  'Platnost smlouvy do',
  'Konec smluvního závazku',
  'Smlouva platí do',
  'Dodávka sjednána do',
]
export const ESTIMATE_LABELS = [
  'Předpokládaná roční spotřeba',
  'Očekávaný roční odběr',
  'Odhad spotřeby na 12 měsíců',
  'Plánovaná spotřeba za rok',
]
export const SPOT_FEE_LABELS = [
  'Obchodní přirážka ke spotové ceně',
  'Poplatek za službu SPOT',
  'Marže obchodníka (spot)',
  'Přirážka k ceně denního trhu OTE',
  'Cena služby obchodníka ke spotu',
]
export const SELL_FEE_LABELS = [
  'Srážka za zprostředkování prodeje přetoků',
  'Poplatek obchodníka z výkupu SPOT',
  'Odpočet za obchodování přebytků',
  'Srážka z tržní ceny přetoků',
]
export const SELL_MONTHLY_LABELS = [
  'Měsíční paušál výkupu',
  'Pevná měsíční platba za výkup',
  'Správa výkupního místa – měsíčně',
  'Měsíční poplatek za výkupní místo',
]

// ---------------------------------------------------------------- wording around the figures

/** The purchase price type as a bill words it (carries the Fix/SPOT word). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick(['spotová cena podle OTE', 'SPOT (hodinové ceny denního trhu)', 'tržní cena – spot'])
    : random.pick(['fixní cena', 'pevná cena po dobu fixace', 'Fix – cena garantovaná smlouvou'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['výkup za ceny SPOT', 'SPOT – hodinové ceny OTE'])
    : random.pick(['pevná výkupní cena', 'Fix výkup'])
}

/** The contract's term: an end date under one of the given labels, else an indefinite term in other words. */
export function contractTerm(bill: Bill, random: Random, endLabels: string[]): [string, string] {
  if (!bill.contractEnd)
    return random.pick([
      ['Smlouva', 'na dobu neurčitou'],
      ['Doba trvání', 'neurčitá'],
      ['Smluvní vztah', 'bez časového omezení'],
    ] as const) as [string, string]
  return [random.pick(endLabels), date(bill, bill.contractEnd)]
}

// ---------------------------------------------------------------- surrounding figures

/** The supplier's fuel mix (mandatory on Czech bills), with plausible made-up shares. */
export function fuelMix(random: Random, year: number): string {
  const shares = [random.amount(28, 44, 1), random.amount(28, 40, 1), random.amount(2, 9, 1), random.amount(0.4, 3, 1)]
  const renewables = Math.round((100 - shares.reduce((a, b) => a + b, 0)) * 10) / 10
  const f = (v: number) => v.toFixed(1).replace('.', ',')
  return `Skladba palivového mixu dodavatele za rok ${year}: uhelné elektrárny ${f(shares[0]!)} %, jaderné elektrárny ${f(shares[1]!)} %, obnovitelné zdroje ${f(renewables)} %, zemní plyn ${f(shares[2]!)} %, ostatní zdroje ${f(shares[3]!)} %. Emise CO2 ${f(random.amount(360, 540, 1))} g/kWh, radioaktivní odpad 0,0019 g/kWh.`
}

/** Complaint and regulator notice. */
export const COMPLAINT_NOTE =
  'Případnou reklamaci vyúčtování uplatněte písemně nejpozději do 30 dnů ode dne jeho doručení. Mimosoudní řešení sporů zajišťuje Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava (www.eru.cz).'
