/** TWENTIETH FORMER HELD-OUT SPLIT (written blind on 2026-11-28, session 14; unsealed in session 15).
 * What the three layouts of the split share: the parties (supplier seats, the split's made-up traders),
 * numbers, dates, quantities and prices printed in the bill's own style, the wording pools the
 * contract checks, and figures a real bill carries beside the expected ones. Only printing: every
 * figure the expected extraction holds comes from the Bill as bill.ts computed it.
 */
import type { Bill } from '../bill.ts'
import { addDays } from '../format.ts'
import type { Random } from '../random.ts'
import { partyOf, type Party } from '../parties.ts'
import { days, addMonths } from '../kit/calendar.ts'
import { type Payment, paidAdvances, nextAdvances, type Reading, meterReadings } from '../kit/figures.ts'
import { fontBytes, fontPath } from '../kit/fonts.ts'
import { isEnergy, segmentsOf, buys, sells, sumTotals, itemsOf, discountPercent } from '../kit/items.ts'
import { DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, customerIco, type Recipient, recipientOf } from '../kit/parties.ts'
import { num, amount, money, date, padded, period, cur, sentence, energy, kwhText, quantityParts, priceParts, ibanGrouped, esc } from '../kit/print.ts'
import { iban, spayd, qrModules } from '../kit/qr.ts'
import { pickLabels } from '../kit/wording.ts'

// The shared helpers, re-exported for the layouts of the split.
export { DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, fontBytes, fontPath, num, amount, money, date, padded, period, isEnergy, cur, sentence, energy, kwhText, quantityParts, priceParts, segmentsOf, buys, sells, days, sumTotals, itemsOf, addMonths, discountPercent, pickLabels, paidAdvances, nextAdvances, meterReadings, iban, ibanGrouped, spayd, qrModules, customerIco, recipientOf, esc }
export type { Payment, Reading, Recipient }

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
