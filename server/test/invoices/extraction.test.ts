/**
 * Precision rules of the extraction on small hand-written bills: a regulated rate is never a
 * buy-back, a label is never a value, a value that fails its check becomes null with a warning
 * under the field's camelCase path (with the value read) and confidence 0.
 */
import { describe, expect, test } from 'bun:test'
import { studyRequestFromInvoice } from '@partner/energy-shared/invoice-study'
import { extractInvoice } from '../../src/modules/invoices/extraction/extract.ts'
import { buildLines } from '../../src/modules/invoices/layout.ts'

/** One printed line per entry: cells at the given x positions, 12 points apart. */
function bill(rows: [number, string][][]) {
  return buildLines(rows.flatMap((cells, index) => cells.map(([x, text]) => ({ page: 1, text, x, y: 60 + index * 12, width: text.length * 4, size: 8 }))))
}

const header: [number, string][][] = [
  [[40, 'Pražská energetika, a.s.']],
  [[40, 'Číslo faktury: 7310045521']],
  [[40, 'Datum vystavení: 12. 3. 2025']],
  [[40, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025']],
  [[40, 'Adresa odběrného místa: Lipová 12, 140 00 Praha 4']],
  [[40, 'EAN: 859182400100000013']],
  [[40, 'Distribuční sazba: D02d']],
]
const supply: [number, string][][] = [
  [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
  [[40, 'Distribuce elektřiny'], [250, '400,00 kWh'], [330, '2 000,00 Kč/MWh'], [430, '800,00 Kč']],
]

describe('regulated rates', () => {
  test('a POZE row worded as "výkup" under a buy-back heading is POZE, not a sale: the bill stays buy-only', () => {
    const { invoice } = extractInvoice(bill([...header, ...supply, [[40, 'Výkup elektřiny']], [[40, 'Podpora výkupu elektřiny'], [250, '400,00 kWh'], [330, '495,00 Kč/MWh'], [430, '198,00 Kč']]]))
    expect(invoice.meta.invoiceDirection).toBe('buy')
    expect(invoice.selling).toMatchObject({ sellingType: null, fixedSellPriceCzkPerMwh: null, soldKwh: null })
    expect(invoice.distribution.renewableEnergyFeePerMWh).toBe(495)
  })

  test('a price read as system services that is no regulated rate is refused', () => {
    const { invoice, warnings } = extractInvoice(bill([...header, ...supply, [[40, 'Systémové služby'], [250, '400,00 kWh'], [330, '300,00 Kč/MWh'], [430, '120,00 Kč']]]))
    expect(invoice.distribution.systemServicesFeePerMWh).toBeNull()
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'distribution.systemServicesFeePerMWh', extractedValue: 300 }))
    expect(invoice.fieldConfidence['distribution.systemServicesFeePerMWh']).toBe(0)
  })
})

describe('values that fail their check', () => {
  test('a customer name that is a neighbouring label is null with a warning', () => {
    const { invoice, warnings } = extractInvoice(bill([...header, [[40, 'Zákazník:'], [200, 'Číslo dokladu']], ...supply]))
    expect(invoice.meta.customerName).toBeNull()
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'meta.customerName', extractedValue: 'Číslo dokladu' }))
  })

  test('a row whose quantity × unit price contradicts its amount gives no price', () => {
    const { invoice } = extractInvoice(bill([...header, [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 500,00 Kč']], supply[1]!]))
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBeNull()
    expect(invoice.fieldConfidence['buying.fixedBuyPriceCzkPerMwh']).toBe(0)
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(2000)
  })

  test('the EAN warning names its field and carries the EAN read', () => {
    const lines = header.map((row) => (row[0]![1].startsWith('EAN') ? [[40, 'EAN: 859182400100000014']] as [number, string][] : row))
    const { warnings } = extractInvoice(bill([...lines, ...supply]))
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'meta.ean', extractedValue: '859182400100000014' }))
  })
})

describe('one invoice → study mapping', () => {
  test('names follow the study request and confidences follow the fields', () => {
    const { invoice } = extractInvoice(bill([...header, [[40, 'Jistič: 3x25 A']], ...supply]))
    const draft = studyRequestFromInvoice(invoice)
    expect(draft.distribution).toMatchObject({ distributor: 'PRE', distributionRate: 'D02d', circuitBreaker: '3X25A' })
    expect(draft.electricityBuyingSettings).toMatchObject({ buyingType: 'FIX', feeType: 'PerMWh', fee: 3000 })
    // 400 kWh over 59 days, scaled to a year.
    expect(draft.yearlyConsumptionKWh).toBe(Math.round((400 * 365) / 59))
    expect(draft.confidence['electricityBuyingSettings.fee']).toBe(invoice.fieldConfidence['buying.fixedBuyPriceCzkPerMwh'])
    expect(draft.electricitySellingSettings).toBeNull()
  })
})
