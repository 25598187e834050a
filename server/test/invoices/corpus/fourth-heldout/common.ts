/**
 * FOURTH FORMER HELD-OUT (unsealed 2026-11-23, session 4, after it measured 63.72 % fields right, 4.83 %
 * wrong non-null values, 25 of 180 bills refused by the gate; development material now). Written as a SEALED HELD-OUT split, written 2026-11-23 — written blind: without reading the extraction rules or
 * the development layouts. It was not read while the rules it measured were written.
 *
 * Helpers shared by the three held-out layouts: wording (label synonyms seen on real Czech bills,
 * INVOICE_WORDING.md), the distributor line, and how quantities, unit prices, dates and money print.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { addressLine, type Bill, type DistributorKey, type LineItem, type RowKind } from '../bill.ts'
import { formatMoney, type PrintStyle } from '../format.ts'
import type { Random } from '../random.ts'
import { isSell, isEnergy, buys, sells, SUPPLY_KINDS, type Labels } from '../kit/items.ts'
import { billingAddressLines } from '../kit/parties.ts'
import { date, period, num, breakerText } from '../kit/print.ts'

// The shared helpers, re-exported for the layouts of the split.
export { isSell, isEnergy, buys, sells, date, period, num, breakerText, billingAddressLines }
export type { Labels }

/** Creation date stamped into every PDF so that the same seed gives the same bytes. */
export const PRINTED_AT = new Date('2026-11-23T08:00:00Z')

export const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')

const DISTRIBUTOR_NAMES: Record<DistributorKey, string[]> = {
  CEZ: ['ČEZ Distribuce, a. s.', 'ČEZ Distribuce, a.s.'],
  PRE: ['PREdistribuce, a. s.', 'PREdistribuce, a.s.'],
  EGD: ['EG.D, a. s.', 'EG.D, a.s.'],
}

/** The distributors' published fault lines (cezdistribuce.cz, predistribuce.cz, egd.cz). */
export const FAULT_LINES: Record<DistributorKey, string> = { CEZ: '800 850 860', PRE: '800 823 823', EGD: '800 225 577' }

export const buyItems = (bill: Bill) => bill.items.filter((item) => !isSell(item))
export const sellItems = (bill: Bill) => bill.items.filter(isSell)

export const isSupplyItem = (item: LineItem) => SUPPLY_KINDS.includes(item.kind)

/** Price segments of the bill (one, or two when prices changed on 1 January). */
export function segmentsOf(items: LineItem[]): { from: string; to: string }[] {
  const seen = new Map<string, { from: string; to: string }>()
  for (const item of items) seen.set(`${item.from}/${item.to}`, { from: item.from, to: item.to })
  return [...seen.values()]
}

export const money = (bill: Bill, value: number) => formatMoney(value, bill.style)

/** An energy quantity in the bill's unit: "2 345 kWh" or "2,345 MWh". */
export function energy(bill: Bill, kwh: number, withUnit = true): string {
  const value = bill.energyUnit === 'MWh' ? num(bill, kwh / 1000, 3) : num(bill, kwh, 0)
  return withUnit ? `${value} ${bill.energyUnit}` : value
}

/** Quantity of a line item without its unit (months with three decimals). */
export const quantity = (bill: Bill, item: LineItem) => (isEnergy(item) ? energy(bill, item.quantity, false) : num(bill, item.quantity, 3))

export const quantityUnit = (bill: Bill, item: LineItem) => (isEnergy(item) ? bill.energyUnit : 'měs.')

/**
 * Unit price of a line item. Energy rows are priced per MWh, or per kWh with five decimals (the
 * exact same price) where a layout prints per kWh; fixed rows per month.
 */
export function unitPrice(bill: Bill, item: LineItem, perKwh = false): string {
  if (!isEnergy(item)) return num(bill, item.price, 2)
  return perKwh ? num(bill, item.price / 1000, 5) : num(bill, item.price, 2)
}

export function unitPriceUnit(bill: Bill, item: LineItem, perKwh = false): string {
  if (!isEnergy(item)) return `${bill.style.currency}/měs.`
  return `${bill.style.currency}/${perKwh ? 'kWh' : 'MWh'}`
}

/** Label synonyms per item kind, from the wording real bills use. */
const LABELS: Record<RowKind, string[]> = {
  energyVt: ['Spotřeba ve vysokém tarifu (VT/T1)', 'Silová elektřina VT', 'Dodané množství VT', 'Spotřeba / vysoký tarif (VT/T1)'],
  energyNt: ['Spotřeba v nízkém tarifu (NT/T2)', 'Silová elektřina NT', 'Dodané množství NT', 'Spotřeba / nízký tarif (NT/T2)'],
  energySingle: ['Dodané množství jednotarif', 'Silová elektřina', 'Spotřeba elektřiny', 'Dodávka elektřiny'],
  monthlyFee: ['Stálý měsíční plat', 'Stálá platba', 'Měsíční platba', 'Stálý plat za odběrné místo'],
  spotFee: ['Poplatek za obchodní službu SPOT', 'Příplatek obchodníka k ceně SPOT', 'Marže obchodníka (SPOT)'],
  discountVt: ['Sleva - spotřeba VT', 'Sleva z ceny silové elektřiny VT'],
  distVt: [
    'Cena za distribuci VT',
    'Distribuce VT',
    'Cena za distrib. množství elektřiny ve vysokém tarifu',
    'Platba za distribuované množství VT',
  ],
  distNt: [
    'Cena za distribuci NT',
    'Distribuce NT',
    'Cena za distrib. množství elektřiny v nízkém tarifu',
    'Platba za distribuované množství NT',
  ],
  distSingle: [
    'Cena za distribuci elektřiny',
    'Distribuce elektřiny',
    'Cena za distrib. množství elektřiny',
    'Platba za distribuované množství',
  ],
  breaker: ['Cena za příkon podle hodnoty hl. jističe', 'Měsíční plat za rezervovaný příkon', 'Stálý plat za jistič', 'Platba za jistič'],
  poze: ['Složka ceny na podporu el. z podpor. zdrojů energie', 'Podpora výkupu elektřiny z OZE (POZE)', 'Příspěvek na POZE'],
  systemServices: ['Pevná cena za systémové služby', 'Systémové služby', 'Cena za systémové služby'],
  infrastructure: ['Cena za provoz nesíťové infrastruktury', 'Poplatek OTE (nesíťová infrastruktura)', 'Činnost operátora trhu'],
  tax: ['Daň z elektřiny', 'Spotřební daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Elektřina dodaná do sítě (výkup)', 'Vykoupená elektřina'],
  sellFee: ['Poplatek za zprostředkování výkupu SPOT', 'Srážka obchodníka z ceny SPOT', 'Obchodní přirážka výkupu'],
  sellMonthly: ['Měsíční poplatek za výkup', 'Stálý plat za výkup'],
}

export function pickLabels(random: Random): Labels {
  const entries = Object.entries(LABELS).map(([kind, options]) => [kind, random.pick(options)])
  return Object.fromEntries(entries) as Labels
}

/** The bill's wording for its header and summary fields, picked once per bill. */
export function pickWording(random: Random) {
  return {
    invoiceNumber: random.pick(['Číslo daňového dokladu', 'Evidenční číslo daňového dokladu', 'Číslo faktury', 'Faktura č.']),
    variableSymbol: random.pick(['Variabilní symbol', 'Var. symbol']),
    customerNumber: random.pick(['Zákaznické číslo', 'Číslo zákazníka']),
    issueDate: random.pick(['Datum vystavení', 'Datum vystavení faktury', 'Vystaveno dne']),
    dueDate: random.pick(['Datum splatnosti', 'Splatnost']),
    period: random.pick(['Zúčtovací období', 'Fakturační období', 'Vyúčtování za období', 'Období vyúčtování']),
    ean: random.pick(['EAN', 'Kód odběrného místa (EAN)', 'EAN odběrného místa', 'EAN kód OPM']),
    productionEan: random.pick(['EAN výrobny', 'EAN předávacího místa výrobny', 'Kód výrobny (EAN)']),
    supplyAddress: random.pick(['Adresa odběrného místa', 'Odběrné místo', 'Adresa OM']),
    rate: random.pick(['Distribuční sazba', 'Sazba distribuce', 'Sazba']),
    breaker: random.pick(['Hlavní jistič', 'Jistič', 'Hodnota hlavního jističe']),
    product: random.pick(['Produkt', 'Produkt / ceník', 'Název produktu']),
    totalNoVat: random.pick(['Celkem bez DPH', 'Faktura celkem bez DPH', 'Základ daně celkem']),
    vat: 'DPH 21 %',
    totalWithVat: random.pick(['Celkem s DPH', 'Faktura celkem s DPH', 'Celková částka vč. DPH']),
    advances: random.pick(['Zaplacené zálohy', 'Zúčtované zálohy', 'Započtené zálohy', 'Uhrazené zálohy']),
    consumption: random.pick(['Celková spotřeba', 'Celkové dodané množství elektřiny', 'Spotřeba celkem']),
    yearly: random.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby', 'Očekávaná roční spotřeba']),
    sold: random.pick(['Elektřina dodaná do sítě', 'Vykoupené množství', 'Výroba dodaná do DS']),
    sellTotal: random.pick(['Výkup celkem', 'Celkem za výkup elektřiny', 'Cena výkupu celkem']),
  }
}
export type Wording = ReturnType<typeof pickWording>

/** "Nedoplatek" when the customer pays, "Přeplatek" when the supplier does (printed as a positive amount). */
export const balanceLabel = (bill: Bill) => (bill.balance >= 0 ? 'Nedoplatek' : 'Přeplatek')

export function contractLine(bill: Bill): string {
  return bill.contractEnd
    ? `Smlouva je sjednána na dobu určitou do dne ${date(bill, bill.contractEnd)}.`
    : 'Smlouva je sjednána na dobu neurčitou.'
}

/** How the bill names its distributor: by name, only by its fault line, or not at all (null). */
export function distributorLine(bill: Bill, random: Random): { label: string; value: string } | null {
  if (bill.distributorShown === 'explicit')
    return { label: 'Provozovatel distribuční soustavy', value: random.pick(DISTRIBUTOR_NAMES[bill.distributor]) }
  if (bill.distributorShown === 'fault-line') {
    return {
      label: random.pick(['Poruchová linka', 'Poruchová linka distributora', 'Poruchová telefonní linka']),
      value: FAULT_LINES[bill.distributor],
    }
  }
  return null
}

/** The supply point's address as one line or, where the bill says so, street and town on two lines. */
export const supplyAddressLines = (bill: Bill) =>
  bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [addressLine(bill.supplyAddress)]

/** Identification a real bill carries but the extraction does not take (made up per bill). */
export function identification(random: Random) {
  const ico = random.digits(8)
  return {
    supplierIco: ico,
    supplierDic: `CZ${ico}`,
    court: random.pick([
      'Městským soudem v Praze',
      'Krajským soudem v Brně',
      'Krajským soudem v Českých Budějovicích',
      'Krajským soudem v Ostravě',
    ]),
    file: `${random.pick(['B', 'C'])} ${random.int(1000, 29999)}`,
    customerIco: random.digits(8),
    account: `${random.int(100000, 9999999)}/${random.pick(['0100', '0300', '0800', '2010', '5500'])}`,
    hotline: `${random.int(800, 849)} ${random.int(100, 999)} ${random.int(100, 999)}`,
  }
}
export type Identification = ReturnType<typeof identification>

/** "Faktura – daňový doklad" titles by direction: a production-only bill is a purchase statement. */
export function title(bill: Bill, random: Random): string {
  if (bill.direction === 'sell') return random.pick(['Vyúčtování výkupu elektřiny', 'Doklad o výkupu elektřiny z výrobny'])
  return random.pick(['Vyúčtování dodávky elektřiny', 'Řádné vyúčtování za elektřinu', 'Faktura - daňový doklad za dodávku elektřiny'])
}

/** The print style with dots as thousands separators (SAP-printed bills), decimals only. */
export const dottedStyle = (style: PrintStyle): PrintStyle => ({ ...style, thousands: '.' })
