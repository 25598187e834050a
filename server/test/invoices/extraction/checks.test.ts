/** A value that fails its check becomes null with a warning under its path; cross-field safeguards and derived values. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header, supply } from './lines.ts'

describe('values that fail their check', () => {
  test('a customer name that is a neighbouring label is null with a warning', () => {
    // Two columns printed so close that the text layer runs them into one cell.
    const { invoice, warnings } = extractInvoice(bill([...header, [[40, 'Zákazník: Číslo dokladu']], ...supply]))
    expect(invoice.meta.customerName).toBeNull()
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'meta.customerName', extractedValue: 'Číslo dokladu' }))
  })

  test('a label followed by another label takes its value from below, never an item of the table below', () => {
    const boxes = extractInvoice(bill([...header, [[40, 'Zákazník'], [200, 'Číslo dokladu']], [[40, 'Jana Dvořáková'], [200, '7310045521']], ...supply]))
    expect(boxes.invoice.meta.customerName).toBe('Jana Dvořáková')
    const table = extractInvoice(bill([...header, [[40, 'Zákazník:'], [200, 'Číslo dokladu']], ...supply]))
    expect(table.invoice.meta.customerName).toBeNull()
  })

  test('a row whose quantity × unit price contradicts its amount gives no price', () => {
    const { invoice } = extractInvoice(bill([...header, [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 500,00 Kč']], supply[1]!]))
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBeNull()
    expect(invoice.fieldConfidence['buying.fixedBuyPriceCzkPerMwh']).toBe(0)
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
  })

  test('the EAN warning names its field and carries the EAN read', () => {
    const lines = header.map((row) => (row[0]![1].startsWith('EAN') ? [[40, 'EAN: 859182400100000014']] as [number, string][] : row))
    const { warnings } = extractInvoice(bill([...lines, ...supply]))
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'meta.ean', extractedValue: '859182400100000014' }))
  })
})

describe('cross-field safeguards', () => {
  const row = (label: string, kwh: string, price: string, total: string): [number, string][] => [[40, label], [250, `${kwh} kWh`], [330, `${price} Kč/MWh`], [430, `${total} Kč`]]
  const distribution = [row('Distribuce elektřiny VT', '300,00', '2 000,00', '600,00'), row('Distribuce elektřiny NT', '100,00', '200,00', '20,00')]

  test('supply and distribution rows that split VT/NT differently give no split', () => {
    const supplySplit = [row('Silová elektřina VT', '250,00', '3 000,00', '750,00'), row('Silová elektřina NT', '150,00', '2 000,00', '300,00')]
    const { invoice, warnings } = extractInvoice(bill([...header, ...supplySplit, ...distribution]))
    expect(invoice.buying.vtKwh).toBeNull()
    expect(invoice.buying.ntKwh).toBeNull()
    expect(invoice.buying.totalKwh).toBe(400)
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'buying.vtKwh', extractedValue: 250 }))
  })

  test('supply billed at one price takes its VT/NT split from the distribution rows of the same kWh', () => {
    const { invoice } = extractInvoice(bill([...header, row('Silová elektřina', '400,00', '3 000,00', '1 200,00'), ...distribution]))
    expect(invoice.buying).toMatchObject({ vtKwh: 300, ntKwh: 100, totalKwh: 400, fixedBuyPriceCzkPerMwh: 3000 })
  })

  test('a regulated rate printed without its quantity under an unknown wording is never read as the supply price', () => {
    // "Příspěvek na zdroje 495,00 Kč/MWh 198,00 Kč": the 2025 POZE rate, its label not one the reader knows.
    const { invoice, warnings } = extractInvoice(bill([...header, ...supply, [[40, 'Příspěvek na zdroje'], [330, '495,00 Kč/MWh'], [430, '198,00 Kč']]]))
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBeNull()
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'buying.fixedBuyPriceCzkPerMwh', extractedValue: 495 }))
  })

  test("a bank or the market operator named with its IČO is never the supplier; a supplier's name is never the customer", () => {
    const unknown = (rows: [number, string][][]) => bill([[[40, 'Vyúčtování elektřiny']], ...header.slice(1), ...rows, ...supply])
    const bank = extractInvoice(unknown([[[40, 'Bankovní spojení: Komerční banka, a.s., IČO 45317054']], [[40, 'Světlo Energie a.s., IČO 12345678, DIČ CZ12345678']]]))
    expect(bank.invoice.meta.supplierName).toBe('Světlo Energie a.s.')
    const operator = extractInvoice(unknown([[[40, 'OTE, a.s., IČO 26463318, operátor trhu s elektřinou']], [[40, 'Světlo Energie a.s., IČO 12345678, DIČ CZ12345678']]]))
    expect(operator.invoice.meta.supplierName).toBe('Světlo Energie a.s.')
    const customer = extractInvoice(bill([...header, [[40, 'Zákazník: ČEZ Distribuce, a. s.']], ...supply]))
    expect(customer.invoice.meta.customerName).toBeNull()
    expect(customer.warnings).toContainEqual(expect.objectContaining({ field: 'meta.customerName', extractedValue: 'ČEZ Distribuce, a. s.' }))
  })

  test('a fixed monthly price for distribution is the breaker fee, not the supplier\'s monthly fee', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Dodávka elektřiny']],
        supply[0]!,
        [[40, 'Stálý plat'], [250, '2 měs.'], [330, '99,00 Kč/měs.'], [430, '198,00 Kč']],
        [[40, 'Distribuce elektřiny']],
        [[40, 'Použití sítí'], [250, '400,00 kWh'], [330, '2 000,00 Kč/MWh'], [430, '800,00 Kč']],
        [[40, 'Stálý měsíční plat za distribuci'], [250, '2 měs.'], [330, '150,00 Kč/měs.'], [430, '300,00 Kč']],
      ]),
    )
    expect(invoice.buying.monthlyFeeCzk).toBe(99)
    expect(invoice.distribution.circuitBreakerMonthlyFeeCzkInvoice).toBe(150)
  })

  test('a bill naming several distributors takes the labelled one, else the one of the supply address', () => {
    const faultLines: [number, string][] = [[40, 'Poruchové linky: ČEZ Distribuce 800 850 860, EG.D 800 225 577, PREdistribuce 800 823 823']]
    const listed = extractInvoice(bill([...header, ...supply, faultLines]))
    expect(listed.invoice.distribution.distributorKey).toBe('PRE')
    const labelled = extractInvoice(bill([...header, [[40, 'Distributor: EG.D, a.s.']], ...supply, faultLines]))
    expect(labelled.invoice.distribution.distributorKey).toBe('EGD')
  })

  test('a yearly estimate printed as "Odhad spotřeby" or "Předpokládaný odběr" is read, not replaced by the billed kWh scaled to a year', () => {
    for (const label of ['Odhad spotřeby', 'Odhadovaná roční spotřeba', 'Předpokládaný odběr', 'Očekávaná spotřeba', 'Plánovaná spotřeba']) {
      const { invoice } = extractInvoice(bill([...header, ...supply, [[40, `${label}: 3 500 kWh`]]]))
      expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(3500)
    }
  })

  test('a yearly estimate printed without its unit is kWh; "Smlouva do" is the contract end', () => {
    const { invoice } = extractInvoice(bill([...header, ...supply, [[40, 'Odhad roční spotřeby'], [200, '3 500']], [[40, 'Smlouva do:'], [200, '16.12.2026']]]))
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(3500)
    expect(invoice.meta.contractEndDate).toBe('2026-12-16')
  })

  test('an average energy price outside the range of energy prices is refused', () => {
    // 40 kWh for 1 200 Kč printed without a unit price: 30 000 CZK/MWh on average, a misread quantity.
    const { invoice, warnings } = extractInvoice(bill([...header, [[40, 'Silová elektřina'], [250, '40,00 kWh'], [430, '1 200,00 Kč']], supply[1]!]))
    expect(invoice.observations.buyAveragePricePerMwhVt).toBeNull()
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'observations.buyAveragePricePerMwhVt', extractedValue: 30000 }))
  })
})

describe('derived values', () => {
  test('a yearly estimate the bill prints but that cannot be read is null with a warning, not the billed kWh scaled to a year', () => {
    const unread = extractInvoice(bill([...header, ...supply, [[40, 'Předpokládaná roční spotřeba:'], [300, 'viz příloha']]]))
    expect(unread.invoice.buying.yearlyConsumptionKwhEstimated).toBeNull()
    expect(unread.warnings).toContainEqual(expect.objectContaining({ field: 'buying.yearlyConsumptionKwhEstimated', extractedValue: null }))
    // Without such a label the period's 400 kWh over 59 days are scaled to a year.
    const scaled = extractInvoice(bill([...header, ...supply]))
    expect(scaled.invoice.buying.yearlyConsumptionKwhEstimated).toBe(Math.round((400 * 365) / 59))
  })

  test('line items far from the printed total (over 20 %) were misread: the prices read from them are null with a warning; a small difference keeps them', () => {
    const far = extractInvoice(bill([...header, ...supply, [[40, 'Celkem bez DPH: 3 000,00 Kč']]]))
    expect(far.invoice.buying.fixedBuyPriceCzkPerMwh).toBeNull()
    expect(far.invoice.observations.buyAveragePricePerMwhVt).toBeNull()
    expect(far.invoice.fieldConfidence['buying.fixedBuyPriceCzkPerMwh']).toBe(0)
    expect(far.warnings).toContainEqual(expect.objectContaining({ field: 'buying.fixedBuyPriceCzkPerMwh', extractedValue: 3000 }))
    // Distribution prices are checked against the price lists, not against the sum.
    expect(far.invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
    const near = extractInvoice(bill([...header, ...supply, [[40, 'Celkem bez DPH: 1 850,00 Kč']]]))
    expect(near.invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
    expect(near.warnings).toContainEqual(expect.objectContaining({ field: 'observations.buyTotalCzkNoVat' }))
  })

  test('an average over an energy row whose unit price no energy has (3,27 CZK/MWh: misread) is null, not a plausible-looking mean', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Silová elektřina (1. 1. 2025 - 31. 1. 2025)'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
        [[40, 'Silová elektřina (1. 2. 2025 - 28. 2. 2025)'], [250, '400,00 kWh'], [330, '3,27 Kč/MWh'], [430, '1,31 Kč']],
        supply[1]!,
      ]),
    )
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBeNull()
    expect(invoice.observations.buyAveragePricePerMwhVt).toBeNull()
  })
})

describe('precision guards of the meta fields', () => {
  test('a product that is a billed item\'s name or a cut-off piece of text, or a contract end before the billing period, is null with a warning', () => {
    const item = extractInvoice(bill([...header, [[40, 'Název produktu:'], [200, 'Distribuce elektřiny']], ...supply]))
    expect(item.invoice.meta.productName).toBeNull()
    expect(item.warnings).toContainEqual(expect.objectContaining({ field: 'meta.productName', extractedValue: 'Distribuce elektřiny' }))
    const cut = extractInvoice(bill([...header, [[40, 'Název produktu:'], [200, 'Měsíční plat za rezervovaný příkon (3x63']], ...supply]))
    expect(cut.invoice.meta.productName).toBeNull()
    const named = extractInvoice(bill([...header, [[40, 'Název produktu:'], [200, 'Elektřina Standard (fixní cena)']], ...supply]))
    expect(named.invoice.meta.productName).toBe('Elektřina Standard')
    const ended = extractInvoice(bill([...header, [[40, 'Smlouva platí do: 21. 8. 2024']], ...supply]))
    expect(ended.invoice.meta.contractEndDate).toBeNull()
    expect(ended.warnings).toContainEqual(expect.objectContaining({ field: 'meta.contractEndDate', extractedValue: '2024-08-21' }))
    const running = extractInvoice(bill([...header, [[40, 'Smlouva platí do: 21. 8. 2026']], ...supply]))
    expect(running.invoice.meta.contractEndDate).toBe('2026-08-21')
  })
})
