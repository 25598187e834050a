/** Wording the splits print alike: price-type words, the result word, the complaint note, promotions and the fuel mix. Shared by every split's generator. */
import type { Bill, RowKind } from '../bill.ts'
import { addDays } from '../format.ts'
import type { Random } from '../random.ts'
import { buys, discountPercent, sells } from './items.ts'
import { date } from './print.ts'

/** Complaint and regulator notice (ERÚ, its seat in Jihlava), printed on every bill of the split. */
export const COMPLAINT_NOTE =
  'Nesouhlasíte-li s vyúčtováním, můžete podat reklamaci do 30 dnů od jeho doručení. Mimosoudní spory rozhoduje Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava, www.eru.cz.'
/** Advertising or explanation with numbers of its own, in wording safe for the bill's direction and tariff. */
export function promoText(bill: Bill, random: Random): string {
  const c = bill.style.currency
  const options: string[] = []
  if (buys(bill)) {
    options.push(
      `Tip: chytrá zásuvka s měřením spotřeby za 349 ${c} odhalí spotřebiče, které zbytečně běží i v pohotovostním režimu.`,
      `Doporučte nás známým: za každého nového zákazníka získáte odměnu 1 000 ${c} v podobě slevy na další vyúčtování.`,
    )
    if (bill.buyingType === 'SPOT')
      options.push('Hodinové ceny na příští den zveřejňuje OTE vždy odpoledne; v aplikaci si můžete nastavit upozornění na levné hodiny.')
    else options.push(`Nabídka pro věrné zákazníky: prodloužení fixace do ${date(bill, addDays(bill.issueDate, 60))} bez navýšení ceny.`)
  }
  if (sells(bill)) options.push('Baterie k Vaší fotovoltaice zvýší podíl vlastní spotřeby; nezávaznou nabídku Vám připravíme zdarma.')
  else options.push('Uvažujete o fotovoltaice na střechu? Spočítáme Vám návratnost zdarma.')
  return random.pick(options)
}
/** The supplier's fuel mix (mandatory on Czech bills), with plausible made-up shares. */
export function fuelMix(random: Random): string {
  const coal = random.amount(28, 40, 1)
  const nuclear = random.amount(30, 42, 1)
  const gas = random.amount(3, 9, 1)
  const other = random.amount(0.5, 3, 1)
  const renewables = Math.round((100 - coal - nuclear - gas - other) * 10) / 10
  const co2 = random.amount(360, 510, 1)
  const c = (v: number) => v.toFixed(1).replace('.', ',')
  return `Skladba palivového mixu dodavatele (2024): uhelné elektrárny ${c(coal)} %, jaderné elektrárny ${c(nuclear)} %, obnovitelné zdroje ${c(renewables)} %, zemní plyn ${c(gas)} %, ostatní ${c(other)} %. Emise CO2 ${c(co2)} g/kWh, radioaktivní odpad 0,0019 g/kWh.`
}
/** Price type wording of the purchase (the Fix/SPOT word a real bill carries). */
export function buyTypeText(bill: Bill, random: Random): string {
  return bill.buyingType === 'SPOT'
    ? random.pick(['spotová (dle hodinových cen OTE)', 'SPOT – cena dle denního trhu OTE', 'Spot, burzovní cena'])
    : random.pick(['fixní cena', 'Fixace ceny', 'pevná cena po dobu fixace'])
}
export function sellTypeText(bill: Bill, random: Random): string {
  return bill.sellingType === 'SPOT'
    ? random.pick(['výkupní cena SPOT (hodinové ceny OTE)', 'SPOT'])
    : random.pick(['pevná výkupní cena', 'Fix'])
}
/** The word of the result: what the customer pays, gets back, or neither. */
export const resultWord = (bill: Bill, pay = 'Nedoplatek', back = 'Přeplatek') =>
  bill.balance > 0 ? pay : bill.balance < 0 ? back : 'Vyrovnáno'
/** One label per row kind for this bill, picked from a layout's pools; "{p}" becomes the discount percentage. */
export function pickLabels(
  bill: Bill,
  random: Random,
  pools: Record<RowKind, string[]>,
  singlePools: Partial<Record<RowKind, string[]>> = {},
): Record<RowKind, string> {
  const out = {} as Record<RowKind, string>
  const energyIndex = random.int(0, 5)
  const distIndex = random.int(0, 5)
  for (const kind of Object.keys(pools) as RowKind[]) {
    const pool = (!bill.twoTariff && singlePools[kind]) || pools[kind]
    const index = kind.startsWith('energy') || kind === 'discountVt' ? energyIndex : kind.startsWith('dist') ? distIndex : random.int(0, 5)
    out[kind] = pool[index % pool.length]!.replace('{p}', String(discountPercent(bill)))
  }
  return out
}
