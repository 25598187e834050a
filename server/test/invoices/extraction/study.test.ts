/** The mapping of one extracted invoice to a study request. */
import { describe, expect, test } from 'bun:test'
import { studyRequestFromInvoice } from '@partner/energy-shared/invoice-study'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header, supply } from './lines.ts'

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
