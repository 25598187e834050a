/** A distributor's fault-line number identifies the distributor whatever words print it: never derived from the address instead. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header } from './lines.ts'

/** A trader's bill for a supply point in Plzeň (ČEZ's region by its postcode), no distributor named. */
const distributorOf = (lines: [number, string][][]) => {
  const trader: [number, string][][] = [
    [[40, 'Proudík s.r.o.']],
    ...header.slice(1).map((line): [number, string][] => (line[0]![1].startsWith('Adresa') ? [[40, 'Adresa odběrného místa: Masarykova 12, 301 00 Plzeň']] : line)),
    [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
  ]
  const { distributorKey, distributorKeySource } = extractInvoice(bill([...trader, ...lines])).invoice.distribution
  return [distributorKey, distributorKeySource]
}

describe('distributor by its fault line', () => {
  test('the number under words other than "poruchová linka" names its distributor', () => {
    expect(distributorOf([[[40, 'Nonstop linka distributora: 800 225 577']]])).toEqual(['EGD', 'poruchova_linka'])
    expect(distributorOf([[[40, 'Havárie a závady hlaste na'], [250, '+420 800 850 860']]])).toEqual(['CEZ', 'poruchova_linka'])
  })

  test('nine digits that are no phone number (a contract\'s) name nobody: the address decides', () => {
    expect(distributorOf([[[40, 'Číslo smlouvy 800225577 1']]])).toEqual(['CEZ', 'derived_from_address'])
    expect(distributorOf([[[40, 'Zákaznická linka: 800 111 222']]])).toEqual(['CEZ', 'derived_from_address'])
  })
})
