/** Derived figures and totals: average energy prices, totals without VAT, the balance after advances. */
import type { InvoiceObservations } from '@partner/energy-shared'
import { accept, averagePerMwh, type ExtractionContext, type Reader, type SectionRead } from './context.ts'
import type { Row, RowKind } from './row.ts'
import { isVatOf, VAT_RATE } from './reconcile.ts'
import { notRegulated } from './regulated.ts'
import { findNumbers, fold, round } from './text.ts'
import { finalAmount, type FinalAmount } from './final-amount.ts'
import { totalWithoutVat, type VatFigures } from './vat-totals.ts'
import { inRange, type Validation } from './validate.ts'

export interface ObservationsRead extends SectionRead<InvoiceObservations> {
  /** Inputs of the reconciliation: the sums of the line items and the printed totals. */
  checks: { computedBuyTotal: number; computedSellTotal: number; vat: number | null; totalWithVat: number | null; advances: number | null; rounding: number }
}

/** Balance with VAT: positive when the customer owes, negative when money is owed to the customer; rounded as the bill rounds it last. */
function readBalance(reader: Reader, direction: string, sellTotal: number | null): FinalAmount | null {
  // A signed result's value is the bare amount: "Výsledek vyúčtování: | Přeplatek 1 234,00 Kč" is worded, not signed; so is
  // a sentence under it ("Částku 2 452,55 Kč Vám vyplatíme převodem …").
  const signed = reader.label('balanceSigned', (text) => (/preplatek|nedoplatek|doplatek|k uhrade|k vraceni|k vyplate|vyplatime|vratime|vracime|uhradte/.test(fold(text)) ? null : accept.money(text)))
  // "K úhradě: -1 234,56 Kč": a negative amount to pay is an overpayment.
  const owed = signed ? null : reader.amount('balanceOwed')
  const overpaid = signed || owed ? null : reader.amount('balanceOverpaid')
  const found = signed ?? owed ?? overpaid
  if (found) {
    const value = overpaid ? -Math.abs(found.value) : found.value
    return found.line ? finalAmount(reader.document.lines, found.line, found.value, value) : { value, rounding: 0 }
  }
  // Told in a sentence: "… vzniká přeplatek 2 049,76 Kč, který Vám vrátíme …".
  for (const { folded, text } of reader.document.paragraphs()) {
    const match = /\b(preplatek|nedoplatek)( ve vysi| cini| v castce)?\s+(?=[\d-])/.exec(folded)
    const amount = match ? findNumbers(text.slice(match.index + match[0].length, match.index + match[0].length + 20))[0] : undefined
    if (amount && (amount.unit === 'CZK' || amount.unit === null) && amount.decimals === 2) return { value: match![1] === 'preplatek' ? -Math.abs(amount.value) : Math.abs(amount.value), rounding: 0 }
  }
  return direction === 'sell' && sellTotal !== null ? { value: -sellTotal, rounding: 0 } : null
}

/** Rows of a tariff that contradict themselves or carry a unit price no energy has: their roles were misread. */
const misread = (rows: Row[], kinds: RowKind[], plausible: (price: number) => boolean) =>
  rows.some((row) => kinds.includes(row.kind) && (row.contradicted || (row.price !== null && !plausible(row.price))))

/** An average energy price is a price per MWh of energy like the contract's: outside their range, or a regulated rate, the rows behind it were misread. */
const plausibleAverage = notRegulated(inRange(300, 20000))
const AVERAGE_HINT = '300 – 20 000 CZK/MWh, not a regulated rate'
const plausibleSellAverage = notRegulated(inRange(1, 20000))

/**
 * The total without VAT where no label prints it: the total with VAT less the VAT when the VAT is 21 % of
 * the difference, else the sum of the line items as long as the printed VAT or total with VAT does not
 * contradict it (a sum over rows that were not all read is no total of the bill).
 */
function unprintedBuyTotal(computed: number, vat: number | null, withVat: number | null, validation: Validation): number | null {
  if (vat !== null && withVat !== null && isVatOf(round(withVat - vat, 2), vat)) return round(withVat - vat, 2)
  const printed = vat !== null ? `${vat} CZK of VAT` : withVat !== null ? `${withVat} CZK with VAT` : ''
  const agrees = (value: number) => (vat === null || isVatOf(value, vat)) && (withVat === null || Math.abs(round(value * (1 + VAT_RATE), 2) - withVat) <= 0.05)
  return validation.check('observations.buyTotalCzkNoVat', computed, agrees, `the sum of the line items, agreeing with the ${printed}`)
}

/** The total printed as without VAT; the total with VAT read in its place gives way to the figure the VAT and the items agree on, else to null. */
function printedBuyTotal(total: number, figures: VatFigures, validation: Validation): number | null {
  const value = totalWithoutVat(total, figures)
  return value !== null ? value : validation.check('observations.buyTotalCzkNoVat', total, () => false, 'the total without VAT, not the total with VAT')
}

export function readObservations(ctx: ExtractionContext, validation: Validation): ObservationsRead {
  const { reader, rows, buyRows, sellRows, buys, sells, direction } = ctx
  // E.ON's "Faktura celkem" row carries the total without VAT, the VAT and the total with VAT.
  const withVatColumn = ctx.profile.key === 'eon' ? 2 : 0
  const totalNoVat = reader.amount('totalNoVat')
  const vat = reader.amount('vat', 0, true)
  // E.ON's wording on another layout ("Celkem vč. DPH 17 544,54 Kč") carries the one amount.
  const totalWithVat = reader.amount('totalWithVat', withVatColumn) ?? reader.amount('totalWithVat')
  const advances = reader.amount('advances')
  const sellTotalFound = reader.amount('sellTotal')
  const computedBuyTotal = round(buyRows.reduce((acc, row) => acc + (row.total ?? 0), 0), 2)
  const computedSellTotal = round(sellRows.reduce((acc, row) => acc + (row.total ?? 0), 0), 2)
  const sellTotal = sells ? (sellTotalFound ? Math.abs(sellTotalFound.value) : computedSellTotal) : null
  // An average over misread rows would look plausible and be false: refused with the rows, not only by its own range.
  // Energy of one tariff beside energy of both VT and NT, priced over the same period, is some other item read as energy
  // (a fee's row). Beside NT alone it is the VT's row whose name does not say so.
  const samePeriod = (row: Row, kind: RowKind) => rows.some((other) => other.kind === kind && other.from === row.from && other.to === row.to)
  // Two single-tariff energy rows on a bill whose distribution bills VT and NT apart are its two tariffs with their words
  // wrapped away: which one is VT, nothing tells.
  const twoUnsplit = rows.filter((row) => row.kind === 'energySingle').length >= 2 && !rows.some((row) => row.kind === 'energyVt' || row.kind === 'energyNt') && rows.some((row) => row.kind === 'distNt')
  const mixedTariffs = twoUnsplit || rows.some((row) => row.kind === 'energySingle' && samePeriod(row, 'energyVt') && samePeriod(row, 'energyNt'))
  const averageOf = (field: string, kinds: RowKind[], plausible: (value: number) => boolean, hint: string) => {
    const doubtful = misread(rows, kinds, plausible) || (kinds.includes('energySingle') && mixedTariffs)
    return validation.check(field, averagePerMwh(rows, kinds), (value) => !doubtful && plausible(value), doubtful ? `${hint}, over rows whose unit prices are energy prices` : hint)
  }
  const balance = readBalance(reader, direction, sellTotal)
  const figures = { computed: computedBuyTotal, vat: vat?.value ?? null, withVat: totalWithVat?.value ?? null, items: buyRows.length }
  const values: InvoiceObservations = {
    buyAveragePricePerMwhVt: buys ? averageOf('observations.buyAveragePricePerMwhVt', ['energyVt', 'energySingle'], plausibleAverage, AVERAGE_HINT) : null,
    buyAveragePricePerMwhNt: buys ? averageOf('observations.buyAveragePricePerMwhNt', ['energyNt'], plausibleAverage, AVERAGE_HINT) : null,
    buyTotalCzkNoVat: buys ? (totalNoVat ? printedBuyTotal(totalNoVat.value, figures, validation) : unprintedBuyTotal(computedBuyTotal, vat?.value ?? null, totalWithVat?.value ?? null, validation)) : null,
    sellAveragePricePerMwh: sells ? averageOf('observations.sellAveragePricePerMwh', ['sellEnergy'], plausibleSellAverage, '1 – 20 000 CZK/MWh, not a regulated rate') : null,
    sellTotalCzkNoVat: sellTotal,
    balanceDueCzkWithVat: balance?.value ?? null,
  }
  return {
    values,
    confidence: {},
    checks: { computedBuyTotal, computedSellTotal, vat: vat?.value ?? null, totalWithVat: totalWithVat?.value ?? null, advances: advances ? Math.abs(advances.value) : null, rounding: balance?.rounding ?? 0 },
  }
}
