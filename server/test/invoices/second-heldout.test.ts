/**
 * The second former held-out split's generator (corpus/second-heldout/): deterministic, valid PDFs with a
 * text layer that prints the bill's identifiers, expected invoices consistent with themselves.
 */
import { describe, expect, test } from 'bun:test'
import { extractText, getDocumentProxy } from 'unpdf'
import { formatDate, formatNumber } from './corpus/format.ts'
import { FAULT_LINES } from './corpus/second-heldout/common.ts'
import { generateSecondHeldOutBill as generateHeldOutBill, generateSecondHeldOutBills as generateHeldOutBills, SECOND_HELD_OUT_LAYOUTS as HELD_OUT_LAYOUTS, SECOND_HELD_OUT_SEEDS as HELD_OUT_SEEDS } from './corpus/second-heldout/index.ts'

const PER_SEED = 9
const bills = await generateHeldOutBills(PER_SEED)

async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  return { pages: totalPages, text }
}

describe('second former held-out split generator', () => {
  test('the same seed and index give the same PDF bytes and the same expected invoice', async () => {
    for (const index of [0, 1, 2]) {
      const again = await generateHeldOutBill(HELD_OUT_SEEDS[0], index)
      const first = bills[index]!
      expect(again.id).toBe(first.id)
      expect(Buffer.from(again.pdf).equals(Buffer.from(first.pdf))).toBe(true)
      expect(again.expected).toEqual(first.expected)
    }
  })

  test('different seeds give different bills', () => {
    expect(bills[0]!.bill.invoiceNumber).not.toBe(bills[PER_SEED]!.bill.invoiceNumber)
  })

  test('covers every layout, direction, buying type and tariff count', () => {
    const seen = new Set(bills.flatMap(({ id, bill }) => [HELD_OUT_LAYOUTS.find((layout) => id.includes(layout)), bill.direction, bill.buyingType, bill.twoTariff ? 'two' : 'one']))
    for (const value of [...HELD_OUT_LAYOUTS, 'buy', 'both', 'sell', 'FIX', 'SPOT', 'two', 'one']) expect(seen).toContain(value)
  })

  for (const generated of bills) {
    test(`${generated.id} is a PDF whose text prints the bill's values`, async () => {
      expect(new TextDecoder().decode(generated.pdf.subarray(0, 5))).toBe('%PDF-')
      const { pages, text } = await pdfText(generated.pdf)
      expect(pages).toBeGreaterThanOrEqual(1)
      const { meta } = generated.expected
      for (const printed of [meta.invoiceNumber, meta.ean, meta.supplierName, meta.customerName, meta.productName, generated.bill.variableSymbol]) expect(text).toContain(printed!)
      // The expected numbers are printed: prices per MWh or per kWh, quantities in kWh, money with 2 decimals.
      const flat = text.replaceAll('\u00a0', ' ')
      const shown = (value: number, decimals: number) => flat.includes(formatNumber(value, decimals, generated.bill.style).replaceAll('\u00a0', ' '))
      const price = (perMwh: number) => shown(perMwh, 2) || shown(perMwh / 1000, 5)
      const { buying, selling, distribution, observations } = generated.expected
      const prices = [buying.fixedBuyPriceCzkPerMwh, buying.fixedBuyPriceCzkPerMwhLowTariff, buying.spotTraderFeePerMwh, distribution.distributorFeeHighPerMWh, distribution.distributorFeeLowPerMWh, distribution.systemServicesFeePerMWh, distribution.renewableEnergyFeePerMWh, selling.fixedSellPriceCzkPerMwh]
      for (const value of prices) if (value !== null) expect({ value, shown: price(value) }).toEqual({ value, shown: true })
      const money = [buying.monthlyFeeCzk, distribution.circuitBreakerMonthlyFeeCzkInvoice, observations.buyTotalCzkNoVat, observations.sellTotalCzkNoVat, Math.abs(observations.balanceDueCzkWithVat!)]
      for (const value of money) if (value !== null) expect({ value, shown: shown(value, 2) }).toEqual({ value, shown: true })
      const { bill } = generated
      for (const date of [meta.issueDate, meta.billingPeriodFrom, meta.billingPeriodTo, meta.contractEndDate]) if (date) expect(flat).toContain(formatDate(date, bill.style))
      if (bill.direction !== 'sell') {
        expect(flat).toContain(bill.rate)
        expect(flat).toContain(`${bill.breaker.phases}x${bill.breaker.amps} A`)
        // The distributor is named, or its fault line printed, or nothing tells it but the address.
        const evidence = { explicit: flat.includes(bill.distributor === 'PRE' ? 'PREdistribuce' : bill.distributor === 'EGD' ? 'EG.D' : 'ČEZ Distribuce'), faultLine: flat.includes(FAULT_LINES[bill.distributor]) }
        expect(evidence).toEqual({ explicit: bill.distributorShown === 'explicit', faultLine: bill.distributorShown === 'fault-line' })
      }
      const energy = (kwh: number) => shown(kwh, 0) || shown(kwh / 1000, 3) || shown(kwh / 1000, 5)
      for (const value of [buying.vtKwh, buying.ntKwh, buying.totalKwh, selling.soldKwh]) if (value !== null) expect({ value, shown: energy(value) }).toEqual({ value, shown: true })
    })

    test(`${generated.id} has a self-consistent expected invoice`, () => {
      const { bill, expected } = generated
      const { buying, selling, distribution } = expected
      if (bill.direction === 'sell') {
        expect(buying.totalKwh).toBeNull()
        expect(distribution.distributorKey).toBeNull()
      } else {
        expect(buying.vtKwh! + (buying.ntKwh ?? 0)).toBe(bill.vtKwh + bill.ntKwh)
        if (!bill.anomalies.includes('consumption-mismatch')) expect(buying.totalKwh).toBe(buying.vtKwh! + (buying.ntKwh ?? 0))
        expect(buying.ntKwh === null).toBe(!bill.twoTariff)
      }
      if (bill.direction === 'buy') expect(selling.soldKwh).toBeNull()
      else expect(selling.soldKwh).toBeGreaterThan(0)
      expect(expected.meta.invoiceDirection).toBe(bill.direction)
      // The balance the bill prints is what the bill's parts give, unless a mismatch was planted.
      if (!bill.anomalies.includes('balance-mismatch')) expect(Math.abs(bill.buyTotalWithVat - bill.sellTotal - bill.advances - bill.balance)).toBeLessThan(0.006)
    })
  }
})
