/** A regulated distribution rate is read as printed and is never taken for a buy-back price. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header, supply } from './lines.ts'

describe('regulated rates', () => {
  test('a POZE row worded as "výkup" under a buy-back heading is POZE, not a sale: the bill stays buy-only', () => {
    const { invoice } = extractInvoice(bill([...header, ...supply, [[40, 'Výkup elektřiny']], [[40, 'Podpora výkupu elektřiny'], [250, '400,00 kWh'], [330, '495,00 Kč/MWh'], [430, '198,00 Kč']]]))
    expect(invoice.meta.invoiceDirection).toBe('buy')
    expect(invoice.selling).toMatchObject({ sellingType: null, fixedSellPriceCzkPerMwh: null, soldKwh: null })
    expect(invoice.distribution.renewableEnergyFeePerMWh).toBe(495)
  })

  test('a household rate\'s distribution price that is in no price list is refused, naming the listed ones; a listed one is rated 0.99', () => {
    const off = extractInvoice(bill([...header, supply[0]!, [[40, 'Distribuce elektřiny'], [250, '400,00 kWh'], [330, '2 000,00 Kč/MWh'], [430, '800,00 Kč']]]))
    expect(off.invoice.distribution.distributorFeeHighPerMWh).toBeNull()
    const warning = off.warnings.find((w) => w.field === 'distribution.distributorFeeHighPerMWh')
    expect(warning).toMatchObject({ extractedValue: 2000 })
    // D02d in 2025 at PRE, ČEZ and EG.D.
    for (const price of ['1405.58', '2099.63', '2171.45']) expect(warning?.expectedHint).toContain(price)
    const listed = extractInvoice(bill([...header, ...supply]))
    expect(listed.invoice.fieldConfidence['distribution.distributorFeeHighPerMWh']).toBe(0.99)
  })

  test('a row in wording no reader knows, priced at the rate\'s listed distribution price, is the distribution row, not supply', () => {
    const { invoice } = extractInvoice(bill([...header, supply[0]!, [[40, 'Přenos po síti'], [250, '400,00 kWh'], [330, '1 405,58 Kč/MWh'], [430, '562,23 Kč']]]))
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
  })

  test('a business C rate, which the price lists lack, keeps the plain range check', () => {
    const business = header.map((cells) => cells.map(([x, text]) => [x, text.replace('D02d', 'C02d')] as [number, string]))
    const { invoice } = extractInvoice(bill([...business, supply[0]!, [[40, 'Distribuce elektřiny'], [250, '400,00 kWh'], [330, '2 000,00 Kč/MWh'], [430, '800,00 Kč']]]))
    expect(invoice.meta.customerType).toBe('business')
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(2000)
  })

  test('a price read as system services that is no regulated rate is refused', () => {
    const { invoice, warnings } = extractInvoice(bill([...header, ...supply, [[40, 'Systémové služby'], [250, '400,00 kWh'], [330, '300,00 Kč/MWh'], [430, '120,00 Kč']]]))
    expect(invoice.distribution.systemServicesFeePerMWh).toBeNull()
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'distribution.systemServicesFeePerMWh', extractedValue: 300 }))
    expect(invoice.fieldConfidence['distribution.systemServicesFeePerMWh']).toBe(0)
  })
})
