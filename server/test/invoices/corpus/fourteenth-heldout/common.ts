/** FOURTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 11; unsealed in session 12).
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
export const FOURTEENTH_HELD_OUT_TRADER_SEATS: readonly (readonly [string, string, string, string])[] = [
  ['Energetické družstvo Podluží', 'Náměstí 28', '691 45 Podivín', '06173518'],
  ['Watt Online s.r.o.', 'Holandská 878/2', '639 00 Brno', '09412786'],
  ['Elektro Krkonoše a.s.', 'Horská 155', '543 51 Špindlerův Mlýn', '27518734'],
  ['Obecní energie Bystřice s.r.o.', 'Masarykovo náměstí 1', '593 01 Bystřice nad Pernštejnem', '04891226'],
  ['Ampérka Energie s.r.o.', 'Korunní 2569/108', '101 00 Praha 10', '08930517'],
]
export const FOURTEENTH_HELD_OUT_FIX_PRODUCTS = ['Domácnost Fix 24', 'Stálá cena 2026', 'Družstevní tarif Jistota']
export const FOURTEENTH_HELD_OUT_SPOT_PRODUCTS = ['Spot Flexi', 'Hodinový tarif OTE', 'Cena z burzy Plus']

export type { Party } from '../parties.ts'

/** The supplier's identification as the bill prints it (the split's traders under their made-up seats). */
export const supplierParty = (bill: Bill): Party => partyOf(bill, FOURTEENTH_HELD_OUT_TRADER_SEATS)

/** Labels printed only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = [
  'Smlouva na dobu určitou do',
  'Konec platnosti smlouvy',
  'Doba trvání smlouvy do',
  'Smlouva sjednána do',
  'Smlouva končí',
  'Závazek trvá do',
]
export const ESTIMATE_LABELS = [
  'Předpokládaná roční spotřeba',
  'Odhad spotřeby na dalších 12 měsíců',
  'Za rok odhadujeme',
  'Roční předpoklad odběru',
]
export const SPOT_FEE_LABELS = [
  'Obchodní marže k ceně spot',
  'Servisní poplatek SPOT',
  'Cena za obchodní služby (přirážka k ceně OTE)',
  'Přirážka obchodníka k hodinové ceně',
  'Náš poplatek za nákup na burze',
  'Přirážka za obchod na trhu',
]
export const SELL_FEE_LABELS = [
  'Srážka za obchodování přetoků',
  'Poplatek za prodej přetoků na trhu',
  'Srážka z výkupní ceny SPOT',
  'Náš poplatek za prodej na burze',
]
export const SELL_MONTHLY_LABELS = [
  'Paušál za výkup přetoků',
  'Měsíční poplatek za správu výkupu',
  'Stálý poplatek výkupu',
  'Měsíční poplatek za výkup',
]

// ---------------------------------------------------------------- wording around the figures

/** The purchase price type as a bill words it (carries the Fix/SPOT word). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick(['spotová cena (hodinové ceny OTE)', 'SPOT – podle denního trhu OTE', 'cena podle burzy (spot)'])
    : random.pick(['fixní cena', 'pevná cena', 'Fixace ceny po dobu smlouvy'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['SPOT (hodinové ceny OTE)', 'výkup za spotové ceny'])
    : random.pick(['pevná výkupní cena', 'Fix'])
}

/** The contract's term: an end date under one of the given labels, else an indefinite term in other words. */
export function contractTerm(bill: Bill, random: Random, endLabels: string[]): [string, string] {
  if (!bill.contractEnd)
    return random.pick([
      ['Smlouva', 'na dobu neurčitou'],
      ['Trvání smlouvy', 'neurčité'],
      ['Smluvní vztah', 'na dobu neurčitou'],
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
