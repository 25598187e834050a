/**
 * BLIND DEVELOPMENT split, written 2026-11-23 without reading the extraction rules or the other
 * layouts. Shared by its three layouts: how a bill is drawn for a seed and index, Czech (and English)
 * wording, and the printed forms of quantities, prices and money, so that every layout prints the
 * Bill's values the same faithful way.
 */
import { randomBill, type Bill, type DistributorKey, type LineItem, type RowKind, type SupplierId } from '../bill.ts'
import { formatDate, formatMoney, formatNumber } from '../format.ts'
import { SUPPLIERS } from '../index.ts'
import { Random } from '../random.ts'
import { buys, sells, buyItems, sellItems } from '../kit/items.ts'
import { billingAddressLines } from '../kit/parties.ts'
import { unitPrice, breakerText } from '../kit/print.ts'

// The shared helpers, re-exported for the layouts of the split.
export { buys, sells, buyItems, sellItems, unitPrice, breakerText, billingAddressLines }

export type FifthLayout = 'glyph-run' | 'business-monthly' | 'bilingual'

const DIRECTIONS = ['buy', 'buy', 'both', 'buy', 'sell', 'buy', 'both'] as const
/** Small traders of this split's own invention (the generic supplier), and their spot products. */
const TRADERS = ['Zelený proud s.r.o.', 'Energie Pod Sněžkou a.s.', 'VoltDomov s.r.o.', 'Elektra Vltava s.r.o.']
const TRADER_SPOT = ['Burza Flex', 'Hodinový SPOT Plus', 'Elektřina podle burzy']

/** One bill for (seed, layout, index): suppliers cycle over the index, directions over the bill's turn within its layout. */
export function drawBill(seed: number, layout: FifthLayout, layoutIndex: number, index: number): Bill {
  const random = new Random(seed * 7919 + layoutIndex * 104729 + index * 31)
  const supplier: SupplierId = SUPPLIERS[index % SUPPLIERS.length]!
  const direction = DIRECTIONS[Math.floor(index / 3) % DIRECTIONS.length]!
  const id = `fifth-${seed}-${layout}-${String(index + 1).padStart(3, '0')}`
  const buyingType = random.chance(0.35) ? 'SPOT' : 'FIX'
  const twoTariff = random.chance(0.45)
  const drawnBusiness = random.chance(0.2)
  // The monthly breakdown is a business bill's layout.
  const business = layout === 'business-monthly' || drawnBusiness
  const bill = randomBill(random, id, { supplier, direction, buyingType, twoTariff, business })
  if (supplier === 'generic' && random.chance(0.6)) {
    bill.supplierName = random.pick(TRADERS)
    if (bill.buyingType === 'SPOT') bill.productName = random.pick(TRADER_SPOT)
  }
  return bill
}

/** Creation date of every PDF of the split: the bytes depend on the seed and index only. */
export const CREATED = new Date(Date.UTC(2026, 10, 23, 8, 0, 0))

export const money = (value: number, bill: Bill) => formatMoney(value, bill.style)
export const date = (iso: string, bill: Bill) => formatDate(iso, bill.style)
export const period = (from: string, to: string, bill: Bill) => `${date(from, bill)} – ${date(to, bill)}`

/** Energy in the bill's unit: whole kWh, or MWh with three decimals (exact for whole kWh). */
export function energy(kwh: number, bill: Bill): string {
  return bill.energyUnit === 'MWh' ? `${formatNumber(kwh / 1000, 3, bill.style)} MWh` : `${formatNumber(kwh, 0, bill.style)} kWh`
}

/** Whole kWh whatever the bill's unit (the yearly estimate). */
export const kwhText = (kwh: number, bill: Bill) => `${formatNumber(kwh, 0, bill.style)} kWh`

/** An item's quantity with its unit (energy in the bill's unit, months with three decimals). */
export function quantity(item: LineItem, bill: Bill): string {
  return item.unit === 'kWh' ? energy(item.quantity, bill) : `${formatNumber(item.quantity, 3, bill.style)} měs.`
}

const DISTRIBUTORS: Record<DistributorKey, { name: string; faultLine: string }> = {
  CEZ: { name: 'ČEZ Distribuce, a.s.', faultLine: '800 850 860' },
  PRE: { name: 'PREdistribuce, a.s.', faultLine: '224 915 151' },
  EGD: { name: 'EG.D, a.s.', faultLine: '800 225 577' },
}

/** What the bill says about its distributor: the name, only the fault line's number, or nothing. */
export function distributorLine(bill: Bill, words: Words): { label: string; value: string } | null {
  const distributor = DISTRIBUTORS[bill.distributor]
  if (bill.distributorShown === 'explicit') return { label: words.distributor, value: distributor.name }
  if (bill.distributorShown === 'fault-line') return { label: words.faultLine, value: distributor.faultLine }
  return null
}

export interface ItemName {
  cs: string[]
  en: string
}

const ITEM_NAMES: Record<RowKind, ItemName> = {
  energyVt: {
    cs: ['Silová elektřina VT', 'Dodávka elektřiny – vysoký tarif', 'Spotřeba ve vysokém tarifu (VT)'],
    en: 'Energy, high tariff',
  },
  energyNt: { cs: ['Silová elektřina NT', 'Dodávka elektřiny – nízký tarif', 'Spotřeba v nízkém tarifu (NT)'], en: 'Energy, low tariff' },
  energySingle: { cs: ['Silová elektřina', 'Dodávka elektřiny jednotarif', 'Dodané množství elektřiny'], en: 'Energy supplied' },
  monthlyFee: { cs: ['Stálý měsíční plat', 'Stálá platba', 'Měsíční platba za dodávku'], en: 'Standing charge' },
  spotFee: { cs: ['Obchodní přirážka k ceně SPOT', 'Poplatek za nákup na burze'], en: 'Spot trading fee' },
  discountVt: { cs: ['Sleva ze silové elektřiny VT', 'Sleva - spotřeba VT'], en: 'Discount, high tariff energy' },
  distVt: { cs: ['Distribuce elektřiny VT', 'Cena za distribuované množství ve vysokém tarifu'], en: 'Distribution, high tariff' },
  distNt: { cs: ['Distribuce elektřiny NT', 'Cena za distribuované množství v nízkém tarifu'], en: 'Distribution, low tariff' },
  distSingle: { cs: ['Distribuce elektřiny', 'Cena za distribuované množství elektřiny'], en: 'Distribution' },
  breaker: { cs: ['Cena za příkon podle hodnoty jističe', 'Platba za jistič'], en: 'Capacity charge (main breaker)' },
  poze: { cs: ['Podpora elektřiny z podporovaných zdrojů', 'Složka ceny na podporu POZE'], en: 'Renewables support' },
  systemServices: { cs: ['Systémové služby', 'Cena za systémové služby'], en: 'System services' },
  infrastructure: { cs: ['Cena za provoz nesíťové infrastruktury', 'Činnosti OTE'], en: 'Market operator fee' },
  tax: { cs: ['Daň z elektřiny'], en: 'Electricity tax' },
  sellEnergy: { cs: ['Vykoupená elektřina z výrobny', 'Výkup elektřiny – dodávka do sítě'], en: 'Electricity bought back' },
  sellFee: { cs: ['Poplatek obchodníka za výkup', 'Srážka z ceny výkupu SPOT'], en: 'Buy-back trading fee' },
  sellMonthly: { cs: ['Měsíční poplatek za výkup'], en: 'Buy-back monthly fee' },
}

export const itemNameEn = (kind: RowKind) => ITEM_NAMES[kind].en

/** Czech labels, one synonym per bill (real wording from INVOICE_WORDING.md and the suppliers' explainers). */
export interface Words {
  title: string
  invoiceNo: string
  variableSymbol: string
  customerNo: string
  issued: string
  due: string
  period: string
  ean: string
  supplyPoint: string
  rate: string
  breaker: string
  product: string
  contractEnd: string
  distributor: string
  faultLine: string
  totalNoVat: string
  vat: string
  totalWithVat: string
  advances: string
  consumption: string
  yearly: string
  productionEan: string
  sellProduct: string
  sellTotal: string
  itemName: (kind: RowKind) => string
}

export function pickWords(random: Random): Words {
  const names = Object.fromEntries(Object.entries(ITEM_NAMES).map(([kind, name]) => [kind, random.pick(name.cs)])) as Record<
    RowKind,
    string
  >
  return {
    title: random.pick(['Vyúčtování dodávky elektřiny', 'Faktura – daňový doklad za elektřinu', 'Řádné vyúčtování elektřiny']),
    invoiceNo: random.pick(['Číslo faktury', 'Číslo daňového dokladu', 'Evidenční číslo dokladu']),
    variableSymbol: 'Variabilní symbol',
    customerNo: random.pick(['Zákaznické číslo', 'Číslo zákazníka']),
    issued: random.pick(['Datum vystavení', 'Datum vystavení faktury']),
    due: random.pick(['Datum splatnosti', 'Splatnost']),
    period: random.pick(['Zúčtovací období', 'Fakturační období', 'Vyúčtování za období']),
    ean: random.pick(['EAN', 'Kód EAN odběrného místa', 'EAN odběrného místa']),
    supplyPoint: random.pick(['Adresa odběrného místa', 'Odběrné místo']),
    rate: random.pick(['Distribuční sazba', 'Sazba distribuce']),
    breaker: random.pick(['Hlavní jistič', 'Jistič', 'Hodnota jističe']),
    product: random.pick(['Produkt', 'Produkt dodávky', 'Název produktu']),
    contractEnd: random.pick(['Smlouva na dobu určitou do', 'Konec smlouvy', 'Doba trvání smlouvy do']),
    distributor: random.pick(['Provozovatel distribuční soustavy', 'Distributor']),
    faultLine: random.pick(['Poruchová linka', 'Poruchová linka distributora']),
    totalNoVat: random.pick(['Celkem bez DPH', 'Cena celkem bez DPH']),
    vat: 'DPH 21 %',
    totalWithVat: random.pick(['Celkem s DPH', 'Fakturováno celkem vč. DPH', 'Faktura celkem s DPH']),
    advances: random.pick(['Zaplacené zálohy', 'Zúčtované zálohy', 'Uhrazené zálohy']),
    consumption: random.pick(['Celková spotřeba elektřiny', 'Celkové dodané množství elektřiny']),
    yearly: random.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby']),
    productionEan: random.pick(['EAN výrobny', 'EAN předávacího místa výroby']),
    sellProduct: random.pick(['Produkt výkupu', 'Výkupní produkt']),
    sellTotal: random.pick(['Výkup celkem', 'Celkem za vykoupenou elektřinu']),
    itemName: (kind) => names[kind],
  }
}

/** The result line: what the customer pays, what the supplier pays back, or nothing. */
export function balanceLine(bill: Bill): { cs: string; en: string; amount: string } {
  const amount = money(Math.abs(bill.balance), bill)
  if (bill.balance > 0) return { cs: 'Nedoplatek k úhradě', en: 'Amount due', amount }
  // A buy-back statement pays the producer out; a purchase bill returns an overpayment.
  if (bill.balance < 0 && bill.direction === 'sell') return { cs: 'K výplatě', en: 'Payable to you', amount }
  if (bill.balance < 0) return { cs: 'Přeplatek', en: 'Credit to you', amount }
  return { cs: 'Vyrovnáno', en: 'Settled', amount }
}

/** The supply address as one line or as street and town on two lines, as the Bill prints it. */
export function supplyAddressLines(bill: Bill): string[] {
  const a = bill.supplyAddress
  return bill.addressOnTwoLines ? [a.street, `${a.zip} ${a.city}`] : [`${a.street}, ${a.zip} ${a.city}`]
}

/** A company identification number for business customers (not part of the extraction). */
export const companyId = (bill: Bill) => bill.customerNumber.split('').reverse().join('')
