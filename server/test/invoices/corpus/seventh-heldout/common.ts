/**
 * SEVENTH FORMER HELD-OUT split (written blind 2026-11-23, session 5; unsealed in session 6): shared helpers of its three layouts.
 * Everything printed comes from the Bill model (bill.ts); these helpers only word and format it.
 */
import type { Bill, DistributorKey, LineItem, RowKind } from '../bill.ts'
import { formatMoney, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { buys, sells, buyItems, sellItems, isEnergy } from '../kit/items.ts'
import { date, num, escapeHtml } from '../kit/print.ts'

// The shared helpers, re-exported for the layouts of the split.
export { buys, sells, buyItems, sellItems, isEnergy, date, num, escapeHtml }

/** The distribution system operators: name, seat and published fault line. */
export const OPERATORS: Record<DistributorKey, { name: string; seat: string; faultLine: string }> = {
  CEZ: { name: 'ČEZ Distribuce, a. s.', seat: 'Teplická 874/8, 405 02 Děčín', faultLine: '800 850 860' },
  PRE: { name: 'PREdistribuce, a. s.', seat: 'Svornosti 3199/19a, 150 00 Praha 5', faultLine: '224 915 151' },
  EGD: { name: 'EG.D, a. s.', seat: 'Lidická 1873/36, 602 00 Brno', faultLine: '800 225 577' },
}

/** Small traders of this split only (generic suppliers are partly renamed to them). */
export const SEVENTH_HELD_OUT_TRADERS = [
  'Voltaris Energie s.r.o.',
  'Jiskra Obchod s.r.o.',
  'Ampér Trade a.s.',
  'Lucerna Energy s.r.o.',
  'Energetické družstvo Radost',
]
export const HELD_OUT_TRADER_PRODUCTS = { fix: ['Pevná cena 36', 'Klidný domov'], spot: ['Hodinová cena Flexi', 'Burza Plus'] }

const SEATS: Record<string, string> = {
  'ČEZ Prodej, a.s.': 'Duhová 1531/3, 140 00 Praha 4',
  'E.ON Energie, a.s.': 'F. A. Gerstnera 2151/6, 370 01 České Budějovice',
  'Pražská energetika, a.s.': 'Na Hřebenech II 1718/10, 140 00 Praha 4',
  'innogy Energie, s.r.o.': 'Limuzská 3135/12, 108 00 Praha 10',
  'Centropol Energy, a.s.': 'Vaníčkova 1594/9, 400 01 Ústí nad Labem',
  'MND a.s.': 'Evropská 866/71, 160 00 Praha 6',
}
const TRADER_SEATS = [
  'Sokolská 118, 779 00 Olomouc',
  'Masarykova 27, 591 01 Žďár nad Sázavou',
  'Průmyslová 940, 530 03 Pardubice',
  'Tovární 12, 757 01 Valašské Meziříčí',
]

/** The supplier's seat and company number as a letterhead prints them. */
export function supplierIdentity(bill: Bill, random: Random): { seat: string; ico: string } {
  return { seat: SEATS[bill.supplierName] ?? random.pick(TRADER_SEATS), ico: random.digits(8) }
}

/** A Czech account number and its IBAN (check digits computed). */
export function bankAccount(random: Random): { local: string; iban: string } {
  const bank = random.pick(['0100', '0300', '0800', '2010', '5500', '6100'])
  const number = random.digits(10)
  const bban = `${bank}000000${number}`
  const check = 98n - (BigInt(`${bban}123500`) % 97n)
  return { local: `${number}/${bank}`, iban: `CZ${String(check).padStart(2, '0')}${bban}` }
}

export const money = (bill: Bill, value: number) => formatMoney(value, bill.style)

/** An amount of energy in the bill's unit, without the unit. */
export const energy = (bill: Bill, kwh: number, mwhDecimals = 3) =>
  bill.energyUnit === 'MWh' ? formatNumber(kwh / 1000, mwhDecimals, bill.style) : formatNumber(kwh, 0, bill.style)
export const energyWithUnit = (bill: Bill, kwh: number, mwhDecimals = 3) => `${energy(bill, kwh, mwhDecimals)} ${bill.energyUnit}`

/** A quantity in the unit its line prints (energy in the bill's unit, months with three decimals). */
export const quantity = (bill: Bill, item: LineItem) =>
  isEnergy(item) ? energy(bill, item.quantity) : formatNumber(item.quantity, 3, bill.style)
export const quantityUnit = (bill: Bill, item: LineItem, monthWord = 'měs.') => (isEnergy(item) ? bill.energyUnit : monthWord)

/** A unit price in the bill's energy unit: per MWh as the model holds it, per kWh with five decimals. */
export function unitPrice(bill: Bill, item: LineItem, perKwh = bill.energyUnit === 'kWh'): { value: string; unit: string } {
  const currency = bill.style.currency
  if (!isEnergy(item)) return { value: formatNumber(item.price, 2, bill.style), unit: `${currency}/měs.` }
  return perKwh
    ? { value: formatNumber(item.price / 1000, 5, bill.style), unit: `${currency}/kWh` }
    : { value: formatNumber(item.price, 2, bill.style), unit: `${currency}/MWh` }
}

export const breakerText = (bill: Bill, sign = 'x') => `${bill.breaker.phases}${sign}${bill.breaker.amps} A`

/** The price periods of the bill (one, or two when prices changed on 1 January), in order. */
export function pricePeriods(bill: Bill): { from: string; to: string }[] {
  const seen = new Map<string, { from: string; to: string }>()
  for (const item of bill.items) if (item.kind !== 'sellMonthly') seen.set(`${item.from}|${item.to}`, { from: item.from, to: item.to })
  return [...seen.values()].sort((a, b) => a.from.localeCompare(b.from))
}

const discountPercent = (bill: Bill, item: LineItem) => {
  const base = bill.items.find((i) => (i.kind === 'energyVt' || i.kind === 'energySingle') && i.from === item.from)!
  return Math.round((-item.price / base.price) * 100)
}

/** Line wordings; `variant` picks one synonym per bill so that the split does not repeat one phrasing. */
export function itemLabel(bill: Bill, item: LineItem, variant: number): string {
  const percent = item.kind === 'discountVt' ? discountPercent(bill, item) : 0
  const options: Record<RowKind, string[]> = {
    energyVt: ['Silová elektřina – vysoký tarif', 'Dodávka elektřiny VT', 'Spotřeba ve vysokém tarifu (VT)'],
    energyNt: ['Silová elektřina – nízký tarif', 'Dodávka elektřiny NT', 'Spotřeba v nízkém tarifu (NT)'],
    energySingle: ['Silová elektřina – jednotarif', 'Dodávka elektřiny (jeden tarif)', 'Spotřeba elektřiny jednotarif'],
    monthlyFee: ['Stálý měsíční plat', 'Stálá platba za odběrné místo', 'Pevná měsíční platba'],
    spotFee: ['Přirážka obchodníka k ceně SPOT', 'Poplatek za obchodní služby (SPOT)', 'Obchodní přirážka k burzovní ceně'],
    discountVt: [`Sleva ${percent} % – spotřeba VT`, `Sleva z ceny VT (${percent} %)`, `Věrnostní sleva ${percent} % VT`],
    distVt: ['Distribuce elektřiny – vysoký tarif', 'Cena za distribuované množství VT', 'Použití sítí VT'],
    distNt: ['Distribuce elektřiny – nízký tarif', 'Cena za distribuované množství NT', 'Použití sítí NT'],
    distSingle: ['Distribuce elektřiny – jednotarif', 'Cena za distribuované množství', 'Použití sítí (jeden tarif)'],
    breaker: ['Měsíční plat za rezervovaný příkon (jistič)', 'Cena za příkon podle jmenovité hodnoty jističe', 'Plat za jistič'],
    poze: ['Podpora elektřiny z podporovaných zdrojů (POZE)', 'Složka ceny na podporu el. z POZE', 'Příspěvek na obnovitelné zdroje'],
    systemServices: ['Systémové služby', 'Cena za systémové služby', 'Systémové služby ČEPS'],
    infrastructure: ['Provoz nesíťové infrastruktury', 'Cena za činnost operátora trhu (OTE)', 'Nesíťová infrastruktura OTE'],
    tax: ['Daň z elektřiny', 'Spotřební daň z elektřiny', 'Daň z elektřiny (zákon 261/2007 Sb.)'],
    sellEnergy: ['Vykoupená elektřina', 'Výkup přebytků elektřiny', 'Elektřina dodaná do sítě'],
    sellFee: ['Poplatek za zpracování výkupu', 'Srážka obchodníka z ceny SPOT', 'Poplatek za výkup (SPOT)'],
    sellMonthly: ['Měsíční poplatek za výkup', 'Pevná platba za výkup', 'Správa výrobny – měsíční plat'],
  }
  const list = options[item.kind]
  return list[variant % list.length]!
}

export const REGULATED: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure']
export const COMMERCIAL: RowKind[] = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee', 'tax']

/** The result of the bill: what the customer pays (nedoplatek) or gets back (přeplatek). */
export function result(bill: Bill): { owes: boolean; word: string; amount: string } {
  const owes = bill.balance > 0
  const word = bill.balance > 0 ? 'Nedoplatek' : bill.balance < 0 ? 'Přeplatek' : 'Vyrovnáno'
  return { owes, word, amount: money(bill, Math.abs(bill.balance)) }
}

export function contractText(bill: Bill): string {
  return bill.contractEnd ? `smlouva na dobu určitou do ${date(bill, bill.contractEnd)}` : 'smlouva na dobu neurčitou'
}

/** The distributor as the bill names it (explicitly, by its fault line, or not at all). */
export function distributorText(bill: Bill): string | null {
  const operator = OPERATORS[bill.distributor]
  if (bill.distributorShown === 'explicit') return `Provozovatel distribuční soustavy: ${operator.name}`
  if (bill.distributorShown === 'fault-line') return `Poruchová linka distributora: ${operator.faultLine}`
  return null
}

/** A dates stamp for a PDF's metadata: the issue date at noon UTC. */
export const issuedAt = (bill: Bill) => new Date(Date.parse(`${bill.issueDate}T12:00:00Z`))
