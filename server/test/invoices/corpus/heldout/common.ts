/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).
 * What the three layouts of the split share: the parties (supplier seats, the split's made-up traders),
 * numbers, dates, quantities and prices printed in the bill's own style, the wording pools the contract
 * checks, and figures a real bill carries beside the expected ones. Only printing: every figure the
 * expected extraction holds comes from the Bill as bill.ts computed it.
 */
import type { Bill, RowKind } from '../bill.ts'
import { addDays } from '../format.ts'
import { partyOf, type Party, type TraderSeat } from '../parties.ts'
import type { Random } from '../random.ts'
import { days, addMonths } from '../kit/calendar.ts'
import { type Payment, paidAdvances, type Reading } from '../kit/figures.ts'
import { fontBytes, fontPath } from '../kit/fonts.ts'
import { isEnergy, segmentsOf, buys, sells, sumTotals, itemsOf, discountPercent } from '../kit/items.ts'
import { DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, customerIco } from '../kit/parties.ts'
import { num, amount, money, date, period, cur, sentence, energy, kwhText, quantityParts, priceParts, ibanGrouped, esc } from '../kit/print.ts'
import { iban, qrModules } from '../kit/qr.ts'
import { meterReadings as kitMeterReadings } from '../kit/figures.ts'

// The shared helpers, re-exported for the layouts of the split.
export { DISTRIBUTOR_NAMES, DISTRIBUTOR_FULL, FAULT_LINES, fontBytes, fontPath, num, amount, money, date, period, cur, isEnergy, sentence, energy, kwhText, quantityParts, priceParts, segmentsOf, buys, sells, days, sumTotals, itemsOf, addMonths, discountPercent, paidAdvances, iban, ibanGrouped, qrModules, customerIco, esc }
export type { Payment, Reading }

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

// ---------------------------------------------------------------- numbers and dates

/** A period whose start drops the year when both ends share it ("1. 1.–30. 6. 2025", "01.01.–30.06.2025"). */
export function shortPeriod(bill: Bill, from: string, to: string): string {
  if (from.slice(0, 4) !== to.slice(0, 4)) return period(bill, from, to, '–')
  const full = date(bill, from)
  const head = full.slice(0, full.lastIndexOf(from.slice(0, 4))).trimEnd()
  return `${head}–${date(bill, to)}`
}

export const buyItemsOf = (bill: Bill) => bill.items.filter((i) => !i.kind.startsWith('sell'))
export const sellItemsOf = (bill: Bill) => bill.items.filter((i) => i.kind.startsWith('sell'))

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

/** Meter readings per register and price segment, drawn from this split's ranges. */
export const meterReadings = (bill: Bill, random: Random) => kitMeterReadings(bill, random, { meter: [1_000_000, 99_999_999], meterDigits: 8, buyStart: [2_000, 80_000], sellStart: [100, 15_000] })

/** The SPAYD string of a QR payment of the balance (only where the customer pays). */
export function spayd(bill: Bill, party: Party): string {
  const due = bill.dueDate.replaceAll('-', '')
  return `SPD*1.0*ACC:${iban(party.account)}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${due}*X-VS:${bill.variableSymbol}*MSG:VYUCTOVANI ${bill.invoiceNumber}`
}

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
