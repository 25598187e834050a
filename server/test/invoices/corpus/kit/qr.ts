/** The QR payment of a bill: IBAN, SPAYD string and a module matrix to draw. Shared by every split's generator. */
import type { Bill } from '../bill.ts'
import type { Party } from './parties.ts'

/** A valid Czech IBAN of a bank account written "prefix-number/bank". */
export function iban(account: string): string {
  const [main, bank] = account.split('/')
  const [prefix, number] = main!.includes('-') ? main!.split('-') : ['0', main!]
  const bban = bank!.padStart(4, '0') + prefix!.padStart(6, '0') + number!.padStart(10, '0')
  const check = 98n - (BigInt(`${bban}123500`) % 97n)
  return `CZ${String(check).padStart(2, '0')}${bban}`
}
/** The SPAYD string of a QR payment of the balance (only where the customer pays). */
export function spayd(bill: Bill, party: Party): string {
  const due = bill.dueDate.replaceAll('-', '')
  return `SPD*1.0*ACC:${iban(party.account)}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${due}*X-VS:${bill.variableSymbol}*MSG:ELEKTRINA ${bill.invoiceNumber}`
}
/** A QR-like module matrix (finder squares and seeded modules) to draw; it encodes nothing. */
export function qrModules(text: string, size = 25): boolean[][] {
  let hash = 2166136261
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0
  const grid: boolean[][] = []
  for (let r = 0; r < size; r++) {
    const row: boolean[] = []
    for (let c = 0; c < size; c++) {
      hash = Math.imul(hash ^ (r * 131 + c * 7), 2654435761) >>> 0
      row.push(((hash >>> 11) & 1) === 1)
    }
    grid.push(row)
  }
  const finder = (r0: number, c0: number) => {
    for (let r = 0; r < 7; r++)
      for (let c = 0; c < 7; c++) grid[r0 + r]![c0 + c] = r === 0 || r === 6 || c === 0 || c === 6 || (r >= 2 && r <= 4 && c >= 2 && c <= 4)
  }
  finder(0, 0)
  finder(0, size - 7)
  finder(size - 7, 0)
  return grid
}
