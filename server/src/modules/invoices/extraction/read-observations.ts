/** Derived figures and totals: average energy prices, totals without VAT, the balance after advances. */
import type { InvoiceObservations } from '@partner/energy-shared'
import { accept, averagePerMwh, type ExtractionContext, type Reader, type SectionRead } from './context.ts'
import type { Row, RowKind } from './rows.ts'
import { notRegulated } from './regulated.ts'
import { fold, round } from './text.ts'
import { inRange, type Validation } from './validate.ts'

export interface ObservationsRead extends SectionRead<InvoiceObservations> {
  /** Inputs of the reconciliation: the sums of the line items and the printed totals. */
  checks: { computedBuyTotal: number; computedSellTotal: number; vat: number | null; totalWithVat: number | null; advances: number | null }
}

/** Balance with VAT: positive when the customer owes, negative when money is owed to the customer. */
function readBalance(reader: Reader, direction: string, sellTotal: number | null): number | null {
  // A signed result's value is the bare amount: "Výsledek vyúčtování: | Přeplatek 1 234,00 Kč" is worded, not signed.
  const signed = reader.label('balanceSigned', (text) => (/preplatek|nedoplatek|doplatek|k uhrade|k vraceni|k vyplate/.test(fold(text)) ? null : accept.money(text)))
  if (signed) return signed.value
  // "K úhradě: -1 234,56 Kč": a negative amount to pay is an overpayment.
  const owed = reader.amount('balanceOwed')
  if (owed) return owed.value
  const overpaid = reader.amount('balanceOverpaid')
  if (overpaid) return -Math.abs(overpaid.value)
  return direction === 'sell' && sellTotal !== null ? -sellTotal : null
}

/** The average price of a tariff's energy rows; none when one of them contradicts itself (its roles may be misread). */
function average(rows: Row[], kinds: RowKind[]): number | null {
  return rows.some((row) => kinds.includes(row.kind) && row.contradicted) ? null : averagePerMwh(rows, kinds)
}

/** An average energy price is a price per MWh of energy like the contract's: outside their range, or a regulated rate, the rows behind it were misread. */
const plausibleAverage = notRegulated(inRange(300, 20000))
const AVERAGE_HINT = '300 – 20 000 CZK/MWh, not a regulated rate'

export function readObservations(ctx: ExtractionContext, validation: Validation): ObservationsRead {
  const { reader, rows, buyRows, sellRows, buys, sells, direction } = ctx
  // E.ON's "Faktura celkem" row carries the total without VAT, the VAT and the total with VAT.
  const withVatColumn = ctx.profile.key === 'eon' ? 2 : 0
  const totalNoVat = reader.amount('totalNoVat')
  const vat = reader.amount('vat')
  // E.ON's wording on another layout ("Celkem vč. DPH 17 544,54 Kč") carries the one amount.
  const totalWithVat = reader.amount('totalWithVat', withVatColumn) ?? reader.amount('totalWithVat')
  const advances = reader.amount('advances')
  const sellTotalFound = reader.amount('sellTotal')
  const computedBuyTotal = round(buyRows.reduce((acc, row) => acc + (row.total ?? 0), 0), 2)
  const computedSellTotal = round(sellRows.reduce((acc, row) => acc + (row.total ?? 0), 0), 2)
  const sellTotal = sells ? (sellTotalFound ? Math.abs(sellTotalFound.value) : computedSellTotal) : null
  const values: InvoiceObservations = {
    buyAveragePricePerMwhVt: buys ? validation.check('observations.buyAveragePricePerMwhVt', average(rows, ['energyVt', 'energySingle']), plausibleAverage, AVERAGE_HINT) : null,
    buyAveragePricePerMwhNt: buys ? validation.check('observations.buyAveragePricePerMwhNt', average(rows, ['energyNt']), plausibleAverage, AVERAGE_HINT) : null,
    buyTotalCzkNoVat: buys ? (totalNoVat?.value ?? computedBuyTotal) : null,
    sellAveragePricePerMwh: sells ? validation.check('observations.sellAveragePricePerMwh', average(rows, ['sellEnergy']), notRegulated(inRange(1, 20000)), '1 – 20 000 CZK/MWh, not a regulated rate') : null,
    sellTotalCzkNoVat: sellTotal,
    balanceDueCzkWithVat: readBalance(reader, direction, sellTotal),
  }
  return {
    values,
    confidence: {},
    checks: { computedBuyTotal, computedSellTotal, vat: vat?.value ?? null, totalWithVat: totalWithVat?.value ?? null, advances: advances ? Math.abs(advances.value) : null },
  }
}
