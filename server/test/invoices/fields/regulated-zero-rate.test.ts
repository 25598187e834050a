/** A regulated rate the price list sets to zero for the bill's year (POZE in 2026) is read as 0, not left empty; elsewhere zero is no rate. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { isRegulatedRate } from '../../../src/modules/invoices/extraction/regulated.ts'
import { bill } from './lines.ts'

/** A PRE D02d bill over `period`, its POZE row billed at 0 CZK/MWh; the 2026 distribution and system-services prices of the lists. */
const pozeAtZero = (period: string) =>
  extractInvoice(
    bill([
      [[40, 'Pražská energetika, a.s.']],
      [[40, 'Číslo faktury: 7310045521']],
      [[40, `Zúčtovací období: ${period}`]],
      [[40, 'Adresa odběrného místa: Lipová 12, 140 00 Praha 4']],
      [[40, 'Distribuční sazba: D02d']],
      [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
      [[40, 'Distribuce elektřiny'], [250, '400,00 kWh'], [330, '1 516,53 Kč/MWh'], [430, '606,61 Kč']],
      [[40, 'Systémové služby'], [250, '400,00 kWh'], [330, '164,24 Kč/MWh'], [430, '65,70 Kč']],
      [[40, 'Podpora výkupu elektřiny (POZE)'], [250, '400,00 kWh'], [330, '0,00 Kč/MWh'], [430, '0,00 Kč']],
    ]),
  )

describe('a regulated rate of zero', () => {
  test('POZE billed at 0 on a bill of 2026, when the price list sets it to 0, is 0 without a warning', () => {
    const { invoice, warnings } = pozeAtZero('1. 1. 2026 - 28. 2. 2026')
    expect(invoice.distribution.renewableEnergyFeePerMWh).toBe(0)
    expect(warnings.filter((w) => w.field === 'distribution.renewableEnergyFeePerMWh')).toEqual([])
  })

  test('POZE billed at 0 in 2025, when the listed rate is 495 CZK/MWh, is no rate: null with a warning', () => {
    const { invoice, warnings } = pozeAtZero('1. 1. 2025 - 28. 2. 2025')
    expect(invoice.distribution.renewableEnergyFeePerMWh).toBeNull()
    expect(warnings.some((w) => w.field === 'distribution.renewableEnergyFeePerMWh')).toBe(true)
  })

  test('zero is a regulated rate only on a date whose price list sets it so', () => {
    expect(isRegulatedRate('poze', 0, '2026-02-28')).toBe(true)
    expect(isRegulatedRate('poze', 0, '2025-02-28')).toBe(false)
    expect(isRegulatedRate('poze', 0)).toBe(false)
    expect(isRegulatedRate('systemServices', 0, '2026-02-28')).toBe(false)
    expect(isRegulatedRate('poze', 495)).toBe(true)
  })
})
