/**
 * THIRD FORMER HELD-OUT split, shared wording: written blind on 2026-11-22 (session 3) without
 * reading the extraction rules or the development layouts; unsealed on 2026-11-23 (session 4).
 *
 * How the sealed layouts word and print a Bill: row names, the distributor line, quantities and unit
 * prices in the Bill's energy unit and print style.
 */
import { addressLine, type Bill, type DistributorKey, type LineItem, type RowKind } from '../bill.ts'
import { formatDate, formatMoney, formatNumber } from '../format.ts'
import { isEnergy, isSell, buys, sells } from '../kit/items.ts'
import { breakerText } from '../kit/print.ts'

// The shared helpers, re-exported for the layouts of the split.
export { breakerText, isEnergy, isSell, buys, sells }

export const DISTRIBUTOR_NAMES: Record<DistributorKey, string> = {
  CEZ: 'ČEZ Distribuce, a.s.',
  PRE: 'PREdistribuce, a.s.',
  EGD: 'EG.D, a.s.',
}
export const FAULT_LINES: Record<DistributorKey, string> = {
  CEZ: '800 850 860',
  PRE: '224 915 151',
  EGD: '800 225 577',
}

/** Row names as a Czech bill words them (one wording per kind; the layouts add their own where they differ). */
export function rowName(item: LineItem, bill: Bill): string {
  const names: Record<RowKind, string> = {
    energyVt: 'Silová elektřina – vysoký tarif (VT)',
    energyNt: 'Silová elektřina – nízký tarif (NT)',
    energySingle: 'Silová elektřina – jednotarif',
    monthlyFee: 'Stálý měsíční plat za dodávku',
    spotFee: 'Poplatek za nákup na spotovém trhu',
    discountVt: 'Sleva z ceny silové elektřiny VT',
    distVt: `Distribuce elektřiny ve vysokém tarifu (${bill.rate})`,
    distNt: `Distribuce elektřiny v nízkém tarifu (${bill.rate})`,
    distSingle: `Distribuce elektřiny (${bill.rate})`,
    breaker: `Měsíční plat za příkon dle jističe ${breakerText(bill)}`,
    poze: 'Podpora elektřiny z podporovaných zdrojů (POZE)',
    systemServices: 'Systémové služby',
    infrastructure: 'Provoz nesíťové infrastruktury',
    tax: 'Daň z elektřiny',
    sellEnergy: 'Výkup elektřiny z výrobny',
    sellFee: 'Poplatek za zpracování výkupu (srážka)',
    sellMonthly: 'Měsíční poplatek za výkup (srážka)',
  }
  return names[item.kind]
}

/** Energy in the bill's unit: MWh with 3 decimals (exact for whole kWh) or whole kWh. */
export function energy(kwh: number, bill: Bill, withUnit = true): string {
  const text = bill.energyUnit === 'MWh' ? formatNumber(kwh / 1000, 3, bill.style) : formatNumber(kwh, 0, bill.style)
  return withUnit ? `${text} ${bill.energyUnit}` : text
}

/** A row's quantity with its unit: energy in the bill's unit, months with 3 decimals. */
export function quantity(item: LineItem, bill: Bill): string {
  return isEnergy(item) ? energy(item.quantity, bill) : `${formatNumber(item.quantity, 3, bill.style)} měs.`
}

/** A row's unit price with its unit: per MWh (2 decimals) or per kWh (5 decimals), or per month. */
export function unitPrice(item: LineItem, bill: Bill): string {
  const cur = bill.style.currency
  if (!isEnergy(item)) return `${formatNumber(item.price, 2, bill.style)} ${cur}/měs.`
  return bill.energyUnit === 'MWh'
    ? `${formatNumber(item.price, 2, bill.style)} ${cur}/MWh`
    : `${formatNumber(item.price / 1000, 5, bill.style)} ${cur}/kWh`
}

export const money = (value: number, bill: Bill) => formatMoney(value, bill.style)
export const date = (iso: string, bill: Bill) => formatDate(iso, bill.style)
export const period = (from: string, to: string, bill: Bill) => `${date(from, bill)} – ${date(to, bill)}`

/** The supply address on one or two lines, as the Bill says. */
export function supplyLines(bill: Bill): string[] {
  const a = bill.supplyAddress
  return bill.addressOnTwoLines ? [a.street, `${a.zip} ${a.city}`] : [addressLine(a)]
}

/** The distributor line the Bill asks for, or null when the bill names none. */
export function distributorLine(bill: Bill): string | null {
  if (bill.direction === 'sell') return null
  if (bill.distributorShown === 'explicit') return `Provozovatel distribuční soustavy: ${DISTRIBUTOR_NAMES[bill.distributor]}`
  if (bill.distributorShown === 'fault-line') return `Poruchová linka distributora: ${FAULT_LINES[bill.distributor]} (nonstop)`
  return null
}

export const contractText = (bill: Bill) =>
  bill.contractEnd
    ? `Smlouva je sjednána na dobu určitou do dne ${date(bill.contractEnd, bill)}.`
    : 'Smlouva je sjednána na dobu neurčitou.'

/** "Nedoplatek"/"Přeplatek" and the amount without its sign. */
export function result(bill: Bill): { label: string; amount: string; due: boolean } {
  const due = bill.balance >= 0
  return {
    label: due ? 'Nedoplatek' : bill.direction === 'sell' ? 'K výplatě (přeplatek)' : 'Přeplatek',
    amount: money(Math.abs(bill.balance), bill),
    due,
  }
}

/** The product line: purchase product, and the buy-back product where the bill has one. */
export function productLines(bill: Bill): string[] {
  const lines: string[] = []
  if (buys(bill)) lines.push(`Produkt: ${bill.productName} (${bill.buyingType === 'SPOT' ? 'cena dle spotového trhu OTE' : 'fixní cena'})`)
  if (sells(bill)) lines.push(`Produkt výkupu: ${bill.sellProductName}`)
  return lines
}

/** A deterministic IČO for business customers (not part of the expected extraction). */
export const ico = (bill: Bill) => bill.customerNumber.slice(0, 8)

export const CREATED = new Date(Date.UTC(2026, 10, 22, 12, 0, 0))
