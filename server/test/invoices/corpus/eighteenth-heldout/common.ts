/** EIGHTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 13; unsealed in session 14).
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
export const EIGHTEENTH_HELD_OUT_TRADER_SEATS: readonly (readonly [string, string, string, string])[] = [
  ['Městská energetika Polná s.r.o.', 'Husovo náměstí 39', '588 13 Polná', '04817263'],
  ['Elektrárna Sázava družstvo', 'Benešovská 312', '285 06 Sázava', '06271549'],
  ['Lumen Energie a.s.', 'Vinohradská 2396/184', '130 00 Praha 3', '29184736'],
  ['Podhorská energetická s.r.o.', 'Nádražní 1187', '543 01 Vrchlabí', '03964128'],
  ['Volt Partner Morava a.s.', 'Hlinky 505/118', '603 00 Brno', '27731852'],
]
export const EIGHTEENTH_HELD_OUT_FIX_PRODUCTS = ['Jistota Plus 36', 'Domov s pevnou cenou 2025', 'Městská elektřina Fix']
export const EIGHTEENTH_HELD_OUT_SPOT_PRODUCTS = ['Hodinovka Burza', 'Spot Flexi Domov', 'Tržní elektřina Online']

export type { Party } from '../parties.ts'

/** The supplier's identification as the bill prints it (the split's traders under their made-up seats). */
export const supplierParty = (bill: Bill): Party => partyOf(bill, EIGHTEENTH_HELD_OUT_TRADER_SEATS)

/** Labels printed only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = [
  'Smlouva sjednána na dobu určitou do',
  'Doba trvání smlouvy končí',
  'Cena garantována do',
  'Závazek trvá do',
  'Smlouva na dobu určitou, konec',
  'Datum ukončení smlouvy',
]
export const ESTIMATE_LABELS = [
  'Předpokládaná spotřeba na příští rok',
  'Odhad ročního odběru',
  'Roční odběr podle predikce',
  'Plánovaná spotřeba na 12 měsíců',
]
export const SPOT_FEE_LABELS = [
  'Poplatek obchodníka za nákup na burze',
  'Servisní přirážka k hodinové ceně',
  'Obchodní marže ke spotové ceně',
  'Přirážka za obstarání elektřiny na denním trhu',
  'Služba spotového nákupu',
]
export const SELL_FEE_LABELS = [
  'Poplatek za obchodování přetoků na burze',
  'Srážka obchodníka z ceny přetoků',
  'Servisní srážka z výkupní ceny',
  'Odpočet za zprostředkování výkupu',
]
export const SELL_MONTHLY_LABELS = [
  'Měsíční poplatek za správu výkupu',
  'Paušál za výkupní místo',
  'Pevný měsíční poplatek výkupu',
  'Správa výrobny – paušál',
]

// ---------------------------------------------------------------- wording around the figures

/** The purchase price type as a bill words it (carries the Fix/SPOT word). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick(['nákup za hodinové ceny SPOT', 'cena odvozená ze spotového trhu OTE', 'Spot – cena podle burzy'])
    : random.pick(['fixní cena na celé období', 'pevná cena dle ceníku', 'Fixace ceny'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['výkup přetoků za hodinové ceny SPOT', 'tržní výkup (spot OTE)'])
    : random.pick(['pevná cena výkupu', 'výkup za fixní cenu'])
}

/** The contract's term: an end date under one of the given labels, else an indefinite term in other words. */
export function contractTerm(bill: Bill, random: Random, endLabels: string[]): [string, string] {
  if (!bill.contractEnd)
    return random.pick([
      ['Trvání smlouvy', 'doba neurčitá'],
      ['Smlouva uzavřena', 'na dobu neurčitou'],
      ['Výpovědní lhůta', '3 měsíce (smlouva na neurčito)'],
    ] as const) as [string, string]
  return [random.pick(endLabels), date(bill, bill.contractEnd)]
}

// ---------------------------------------------------------------- surrounding figures

/** The supplier's fuel mix (mandatory on Czech bills), with plausible made-up shares. */
export function fuelMix(random: Random, year: number): string {
  const shares = [random.amount(25, 42, 1), random.amount(30, 42, 1), random.amount(3, 10, 1), random.amount(0.5, 2.5, 1)]
  const renewables = Math.round((100 - shares.reduce((a, b) => a + b, 0)) * 10) / 10
  const f = (v: number) => v.toFixed(1).replace('.', ',')
  return `Struktura zdrojů elektřiny dodané v roce ${year}: jádro ${f(shares[1]!)} %, uhlí ${f(shares[0]!)} %, obnovitelné zdroje ${f(renewables)} %, plyn ${f(shares[2]!)} %, ostatní ${f(shares[3]!)} %. Měrné emise CO2 ${f(random.amount(340, 520, 1))} g/kWh; radioaktivní odpad 0,0021 g/kWh.`
}

/** Complaint and regulator notice. */
export const COMPLAINT_NOTE =
  'Nesouhlasíte-li s vyúčtováním, podejte reklamaci do 30 dnů od jeho doručení. Spory mezi zákazníkem a dodavatelem mimosoudně řeší Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava, www.eru.cz.'

/** Advertising or explanation with numbers of its own, in wording safe for the bill's direction and tariff. */
export function promoText(bill: Bill, random: Random): string {
  const c = bill.style.currency
  const options: string[] = []
  if (buys(bill)) {
    options.push(
      `Za přechod na faktury pouze e-mailem Vám přičteme jednorázový bonus 200 ${c}.`,
      'V zákaznické aplikaci uvidíte spotřebu po dnech a můžete si sami upravit výši záloh.',
    )
    if (bill.buyingType === 'SPOT')
      options.push('Praní, myčku a ohřev vody přesuňte do hodin s nejnižší cenou; přehled cen na zítřek zveřejňujeme denně po 14. hodině.')
    else options.push(`Cenu si můžete zajistit na další 3 roky; nabídka platí do ${date(bill, addDays(bill.issueDate, 45))}.`)
  }
  if (sells(bill)) options.push('Zvažujete domácí baterii? Spočítáme, kolik přetoků by Vám zůstalo doma.')
  else options.push('Uvažujete o solárních panelech na střechu? Nabídku a výpočet návratnosti připravíme zdarma.')
  return random.pick(options)
}
