/** Printing a bill's figures in its own style: numbers, amounts, dates, periods, energy, quantities and unit prices. Shared by every split's generator. */
import type { Bill, LineItem } from '../bill.ts'
import { formatDate, formatNumber } from '../format.ts'
import { isEnergy } from './items.ts'
import { iban } from './qr.ts'

export const num = (bill: Bill, value: number, decimals: number) => formatNumber(value, decimals, bill.style)
export const amount = (bill: Bill, value: number) => formatNumber(value, 2, bill.style)
export const money = (bill: Bill, value: number) => `${formatNumber(value, 2, bill.style)} ${bill.style.currency}`
export const cur = (bill: Bill) => bill.style.currency
export const date = (bill: Bill, iso: string) => formatDate(iso, bill.style)
export const period = (bill: Bill, from: string, to: string, dash = ' – ') => `${date(bill, from)}${dash}${date(bill, to)}`
/** An amount with its sign in accounting style: negatives in parentheses. */
export const accounting = (bill: Bill, value: number) =>
  value < 0 ? `(${formatNumber(-value, 2, bill.style)})` : formatNumber(value, 2, bill.style)
export const MONTHS = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec']
export const MONTHS_SHORT = ['led', 'úno', 'bře', 'dub', 'kvě', 'čvn', 'čvc', 'srp', 'zář', 'říj', 'lis', 'pro']
export const monthName = (month: number) => MONTHS[month - 1]!
export const monthShort = (month: number) => MONTHS_SHORT[month - 1]!
/** An energy amount in the bill's unit: whole kWh, or MWh with the given decimals. */
export function energy(bill: Bill, kwh: number, mwhDecimals: number): string {
  return bill.energyUnit === 'kWh' ? `${formatNumber(kwh, 0, bill.style)} kWh` : `${formatNumber(kwh / 1000, mwhDecimals, bill.style)} MWh`
}
/** The bare number of energy(). */
export function energyNumber(bill: Bill, kwh: number, mwhDecimals: number): string {
  return bill.energyUnit === 'kWh' ? formatNumber(kwh, 0, bill.style) : formatNumber(kwh / 1000, mwhDecimals, bill.style)
}
export const energyUnit = (bill: Bill) => bill.energyUnit
export const kwhText = (bill: Bill, kwh: number) => `${formatNumber(kwh, 0, bill.style)} kWh`
/** An item's quantity number and unit word in the bill's energy unit. */
export function quantityParts(bill: Bill, item: LineItem, mwhDecimals: number, monthWord: string): [string, string] {
  if (!isEnergy(item)) return [formatNumber(item.quantity, 3, bill.style), monthWord]
  return bill.energyUnit === 'kWh'
    ? [formatNumber(item.quantity, 0, bill.style), 'kWh']
    : [formatNumber(item.quantity / 1000, mwhDecimals, bill.style), 'MWh']
}
/** An item's unit price: per MWh with 2 decimals, per kWh with 5, per month with 2; `per` forces the energy unit. */
export function priceParts(bill: Bill, item: LineItem, monthWord: string, per: 'MWh' | 'kWh' = bill.energyUnit): [string, string] {
  const c = bill.style.currency
  if (!isEnergy(item)) return [formatNumber(item.price, 2, bill.style), `${c}/${monthWord}`]
  return per === 'kWh'
    ? [formatNumber(item.price / 1000, 5, bill.style), `${c}/kWh`]
    : [formatNumber(item.price, 2, bill.style), `${c}/MWh`]
}
/** An item's unit price: per MWh or per kWh (five decimals keep it exact) as the bill's unit, per month otherwise. */
export function unitPrice(item: LineItem, bill: Bill): string {
  const currency = bill.style.currency
  if (item.unit === 'month') return `${formatNumber(item.price, 2, bill.style)} ${currency}/měs.`
  return bill.energyUnit === 'MWh'
    ? `${formatNumber(item.price, 2, bill.style)} ${currency}/MWh`
    : `${formatNumber(item.price / 1000, 5, bill.style)} ${currency}/kWh`
}
export const padded = (bill: Bill, iso: string) => formatDate(iso, { ...bill.style, dateStyle: 'padded' })
/** Text ending in one full stop, also after a name that ends in an abbreviation ("a. s."). */
export const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)
/** HTML-escaped text. */
export const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
export const breakerText = (bill: Bill) => `${bill.breaker.phases}x${bill.breaker.amps} A`
/** The IBAN grouped by four characters, as printed. */
export const ibanGrouped = (account: string) => iban(account).replace(/(.{4})(?=.)/g, '$1 ')
