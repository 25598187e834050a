/** The buy-back contract: FIX or SPOT, its price or deduction, the monthly fee and the kWh sold. */
import type { InvoiceSelling } from '@partner/energy-shared'
import { accept, latestRow, sumOf, type ExtractionContext, type SectionRead } from './context.ts'
import { meteredKwh } from './readings.ts'
import { round } from './text.ts'
import { notRegulated } from './regulated.ts'
import { inRange, type Validation } from './validate.ts'

export function readSelling(ctx: ExtractionContext, productName: string | null, validation: Validation): SectionRead<InvoiceSelling> {
  const { rows, sellRows, sells, direction, billingTo: end } = ctx
  const sellEnergy = latestRow(rows, ['sellEnergy'], end)
  const sellFee = latestRow(rows, ['sellFee'], end)
  const sellMonthly = latestRow(rows, ['sellMonthly'], end)
  const produced = meteredKwh(ctx.readings).production
  // The buy-back's own product says how it is priced, on a bill that buys too ("Výkup / Buy-back | Výkup elektřiny SPOT").
  const sellProduct = direction === 'sell' ? productName : (ctx.reader.label('sellProduct', accept.text)?.value ?? null)
  const spot = sellFee !== null || sellRows.some((row) => /\bspot|burz|hodinov/.test(row.line.folded)) || /\bspot/i.test(sellProduct ?? '')
  const values: InvoiceSelling = {
    sellingType: sells ? (spot ? 'SPOT' : 'FIX') : null,
    monthlyFeeCzk: sells && sellMonthly?.price != null ? validation.fromRow('selling.monthlyFeeCzk', sellMonthly, inRange(0, 5000), '0 – 5 000 CZK per month', (r) => Math.abs(r.price!)) : null,
    fixedSellPriceCzkPerMwh: sells && !spot ? validation.fromRow('selling.fixedSellPriceCzkPerMwh', sellEnergy, notRegulated(inRange(1, 20000)), '1 – 20 000 CZK/MWh, not a regulated rate') : null,
    spotTraderFeePerMwh: sells && spot && sellFee?.price != null ? validation.fromRow('selling.spotTraderFeePerMwh', sellFee, notRegulated(inRange(0, 5000)), '0 – 5 000 CZK/MWh, not a regulated rate', (r) => Math.abs(r.price!)) : null,
    spotTraderFeeType: sells && spot && sellFee ? 'PerMWh' : null,
    // The production register's readings (2.8.x), where printed, confirm the kWh sold.
    soldKwh: sells ? validation.check('selling.soldKwh', round(sumOf(rows, ['sellEnergy'], (row) => row.quantity), 3), (v) => produced === null || Math.abs(v - produced) <= 1, `the production register's readings: ${produced} kWh`) : null,
  }
  return { values, confidence: {} }
}
