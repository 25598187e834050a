/** The supply contract: FIX or SPOT, its prices in force at the end of the bill, and the consumption. */
import type { InvoiceBuying } from '@partner/energy-shared'
import { accept, latestRow, rowConfidence, sumOf, type Confidence, type ExtractionContext, type SectionRead } from './context.ts'
import { overlaps, type Line } from '../pdf/layout.ts'
import type { Row, RowKind } from './row.ts'
import { meteredKwh } from './readings.ts'
import { daysInclusive, findNumbers, fold, round, toPerMwh } from './text.ts'
import { notRegulated } from './regulated.ts'
import { inRange, type Validation } from './validate.ts'

const SPOT_PRODUCT = /\bspot|burz|hodinov|dynamick/i
/** An energy item priced at the market's hourly prices ("Elektřina za hodinové ceny OTE (vážený průměr)"): the supply is SPOT whatever the product is called. */
const SPOT_ENERGY = /\bspot\b|spotov|burz|hodinov|denni\w* trh|vazen\w* prumer|(dle|podle) (cen )?ote\b/
const ENERGY: RowKind[] = ['energyVt', 'energyNt', 'energySingle']
/** Rows that bill the metered kWh by tariff. */
const METERED: RowKind[] = [...ENERGY, 'distVt', 'distNt', 'distSingle']
/** Words that speak of a yearly consumption, whatever label they make. */
const YEARLY_MENTION = /\brocni\w* (predpokladan\w* |odhadovan\w* |ocekavan\w* |planovan\w* )?(spotreb|odber)|(spotreb|odber)\w* (za|na) (rok|12 mesicu)|odhad\w* (rocni\w* )?(spotreb|odber)|\brocni (predpoklad|odhad)\b|\b(predpoved|predikce|prognoz)\w* rocni/
/** A scaled-up period and a printed yearly estimate agree within this factor (seasons included). */
const YEARLY_FACTOR = 3

/**
 * A trader's fee on the spot price is charged on the whole consumption of its price period: the
 * energy rows of the same dates, or, undated, the energy rows printed next to it (before or after).
 */
function chargesConsumption(fee: Row, rows: Row[]): boolean {
  const kwh = (group: Row[]) => group.filter((row) => ENERGY.includes(row.kind)).reduce((acc, row) => acc + (row.quantity ?? 0), 0)
  const matches = (group: Row[]) => group.some((row) => ENERGY.includes(row.kind)) && Math.abs(kwh(group) - (fee.quantity ?? 0)) <= 1
  const at = rows.indexOf(fee)
  const fees = rows.map((row, index) => (row.kind === 'spotFee' ? index : -1)).filter((index) => index >= 0)
  const previousFee = Math.max(-1, ...fees.filter((index) => index < at))
  const nextFee = Math.min(rows.length, ...fees.filter((index) => index > at))
  const candidates = [
    rows.filter((row) => row.from !== null && row.from === fee.from && row.to === fee.to),
    rows.slice(previousFee + 1, at),
    rows.slice(at + 1, nextFee),
    rows,
  ]
  // A fee broken down per month charges the whole consumption with all its rows together.
  const feeKwh = fees.reduce((acc, index) => acc + (rows[index]!.quantity ?? 0), 0)
  return !rows.some((row) => ENERGY.includes(row.kind)) || candidates.some(matches) || (fees.length > 1 && Math.abs(kwh(rows) - feeKwh) <= 1)
}

/**
 * A consumption total printed where no label names it: the "celkem" line closing tariff lines under a consumption heading
 * ("Naměřená spotřeba" / "vysoký tarif (VT) | 95 kWh" / "nízký tarif (NT) | 768 kWh" / "celkem | 983 | kWh"), or the
 * "Celkem" column of this period's row in a comparison table ("Období | Jednotarif (VT) | Celkem" over "Toto období … | 21,414 MWh | 21,534 MWh").
 */
function unlabelledTotalKwh(lines: Line[]): number | null {
  const samePage = (line: Line | undefined, other: Line): line is Line => !!line && line.page === other.page
  for (const [index, line] of lines.entries()) {
    const first = line.cells[0]?.folded.trim() ?? ''
    if (/^celkem\W*$/.test(first)) {
      const value = accept.energy(line.cells.slice(1).map((cell) => cell.text).join(' | '))
      if (value === null) continue
      let above = index - 1
      while (index - above <= TARIFF_LINES && samePage(lines[above], line) && /\b(vt|nt|tarif\w*)\b/.test(lines[above]!.cells[0]?.folded ?? '') && accept.energy(lines[above]!.text) !== null) above--
      const heading = lines[above]
      if (above < index - 1 && samePage(heading, line) && !/\d/.test(heading.text) && /spotreb/.test(heading.folded)) return value
    }
    if (/^(toto|aktualni|soucasne|vyuctovane) obdobi\b/.test(first)) {
      const header = [lines[index - 1], lines[index - 2]].find((other) => samePage(other, line) && !/\d/.test(other.text) && other.cells.some((cell) => /^celkem\b/.test(cell.folded)))
      const column = header?.cells.find((cell) => /^celkem\b/.test(cell.folded))
      const cell = column && line.cells.find((other) => overlaps(other, column))
      const value = cell ? accept.energy(cell.text) : null
      if (value !== null) return value
    }
  }
  return null
}
/** Tariff lines a consumption block lists above its total, at most. */
const TARIFF_LINES = 4

const quantity = (row: Row) => row.quantity
/**
 * VT and NT kWh. Supply and distribution bill the same metered kWh: where both split them, they
 * must agree (else the split is refused). A supply billed at one price for both tariffs, or not
 * itemized at all, takes the split from the distribution rows when they add up to the same total.
 */
function meteredSplit(rows: Row[]): { vtKwh: number; ntKwh: number | null; distributionAgrees: boolean } {
  const has = (kind: RowKind) => rows.some((row) => row.kind === kind && row.quantity !== null)
  const energyVt = sumOf(rows, ['energyVt', 'energySingle'], quantity)
  const energyNt = has('energyNt') ? sumOf(rows, ['energyNt'], quantity) : null
  const distVt = sumOf(rows, ['distVt', 'distSingle'], quantity)
  const distNt = has('distNt') ? sumOf(rows, ['distNt'], quantity) : null
  const close = (a: number, b: number) => Math.abs(a - b) <= 1
  const supplyItemized = energyVt + (energyNt ?? 0) > 0
  if (energyNt !== null && distNt !== null) return { vtKwh: energyVt, ntKwh: energyNt, distributionAgrees: close(energyVt, distVt) && close(energyNt, distNt) }
  if (distNt !== null) return { vtKwh: distVt, ntKwh: distNt, distributionAgrees: !supplyItemized || close(energyVt, distVt + distNt) }
  if (!supplyItemized && distVt > 0) return { vtKwh: distVt, ntKwh: null, distributionAgrees: true }
  return { vtKwh: energyVt, ntKwh: energyNt, distributionAgrees: true }
}

export interface BuyingRead extends SectionRead<InvoiceBuying> {
  /** The consumption total printed on the bill, for reconciliation. */
  statedTotalKwh: number | null
  tariffSplit: readonly [number, number] | null
}

export function readBuying(ctx: ExtractionContext, productName: string | null, validation: Validation): BuyingRead {
  const { reader, rows, buys, billingFrom, billingTo } = ctx
  const end = billingTo
  const confidence: Confidence = {}
  const energyVt = latestRow(rows, ['energyVt', 'energySingle'], end)
  const energyNt = latestRow(rows, ['energyNt'], end)
  const feeRow = latestRow(rows, ['spotFee'], end)
  const spotFee = feeRow && chargesConsumption(feeRow, rows) ? feeRow : null
  if (feeRow && !spotFee) validation.check('buying.spotTraderFeePerMwh', feeRow.price, () => false, 'a fee charged on the whole consumption of its period')
  // No fee row: a fee stated among the contract terms ("Marže obchodníka: 0,35 Kč/kWh"), per energy only.
  const statedFee = feeRow
    ? null
    : reader.label('spotFee', (text) => {
        const token = findNumbers(text).find((t) => t.unit === 'CZK/MWh' || t.unit === 'CZK/kWh')
        return token ? toPerMwh(token.value, token.unit) : null
      })
  const monthlyFee = latestRow(rows, ['monthlyFee'], end)
  const spot = spotFee !== null || SPOT_PRODUCT.test(productName ?? '') || rows.some((row) => ENERGY.includes(row.kind) && SPOT_ENERGY.test(fold(row.label)))
  const buyingType = buys ? (spot ? 'SPOT' : 'FIX') : null
  const split = meteredSplit(rows)
  const metered = meteredKwh(ctx.readings)
  // No kWh in the item rows: the consumption is the sum over the meter's registers.
  const fromReadings = buys && metered.consumption && split.vtKwh === 0 && split.ntKwh === null
  const { vtKwh, ntKwh, distributionAgrees } = fromReadings ? { vtKwh: metered.vt, ntKwh: metered.nt, distributionAgrees: true } : split
  // No energy or distribution row with its kWh and no readings: the split was not read, which is not 0 kWh.
  const splitRead = fromReadings || rows.some((row) => METERED.includes(row.kind) && row.quantity !== null)
  // Printed readings confirm the billed kWh register by register; when they disagree the split is unconfirmed.
  const readingsAgree = !metered.consumption || (Math.abs(vtKwh - metered.vt) <= 1 && Math.abs((ntKwh ?? 0) - (metered.nt ?? 0)) <= 1)
  // The electricity tax (else system services) is charged on every kWh consumed: VT + NT must add up to its quantity.
  const chargedKwh = sumOf(rows, ['tax'], (row) => row.quantity) || sumOf(rows, ['systemServices'], (row) => row.quantity)
  const splitHolds = () => distributionAgrees && readingsAgree && (chargedKwh === 0 || Math.abs(vtKwh + (ntKwh ?? 0) - chargedKwh) <= 1)
  const splitHint = !readingsAgree
    ? `the meter readings' consumption: ${metered.vt} kWh VT${metered.nt !== null ? `, ${metered.nt} kWh NT` : ''}`
    : distributionAgrees
      ? `VT + NT = ${round(chargedKwh, 3)} kWh, the quantity the electricity tax is charged on`
      : 'the same VT and NT kWh in the supply rows as in the distribution rows'
  // A meter state printed near a consumption label ("stav 13 655 kWh") is no consumption.
  const states = new Set(ctx.readings.flatMap((r) => [r.start, r.end]))
  // A consumption printed in one register's reading ("Spotřeba za období: 1 310 kWh" under "Registr VT")
  // is that register's, not the bill's total: the search goes on to the next label.
  const consumed = ctx.readings.filter((r) => r.register !== 'production')
  const perRegister = [...consumed.map((r) => r.kwh), metered.vt, metered.nt ?? 0]
  const meteredTotal = metered.vt + (metered.nt ?? 0)
  const oneRegister = (value: number) => consumed.length >= 2 && Math.abs(value - meteredTotal) > 0.5 && perRegister.some((kwh) => Math.abs(kwh - value) <= 0.5)
  const labelledTotal = reader.label('totalKwh', (text) => {
    // "VT 1 425 kWh, NT 6 489 kWh, celkem 8 364 kWh": the total is the amount named so; a tariff's amount is none.
    const folded = fold(text)
    const total = folded.search(/\b(celkem|celkove|soucet)\b/)
    if (total < 0 && /\b(vt|nt|t1|t2|vysok\w*|nizk\w*)\b/.test(folded.split(/\d/)[0]!)) return null
    const value = accept.energy(total < 0 ? text : text.slice(total))
    return value !== null && !oneRegister(value) ? value : null
  })
  const unlabelled = labelledTotal ? null : unlabelledTotalKwh(ctx.document.lines)
  const statedFound = labelledTotal ?? (unlabelled !== null ? { value: unlabelled } : null)
  const statedTotal = statedFound && validation.check('buying.totalKwh', statedFound.value, (v) => !states.has(v), 'a consumption, not a meter state') !== null ? statedFound : null
  // The printed total (a contradiction is the reconciliation's warning); else VT + NT when the split holds; else
  // the quantity the electricity tax is charged on, every consumed kWh; a split that fails adds up to nothing true.
  const parts = vtKwh + (ntKwh ?? 0)
  // A refused split may still add up right: another part of the bill bills the same kWh.
  const confirmed = [sumOf(rows, ['distVt', 'distNt', 'distSingle'], quantity), chargedKwh, metered.vt + (metered.nt ?? 0)].some((kwh) => kwh > 0 && Math.abs(kwh - parts) <= 1)
  const summed = splitHolds() || confirmed ? parts : chargedKwh > 0 ? chargedKwh : null
  const totalKwh = statedTotal?.value ?? (buys && summed !== null ? round(summed, 3) : null)
  const yearly = reader.label('yearlyKwh', accept.kwhByMeaning) ?? reader.inParagraph('yearlyKwh', accept.kwhByMeaning)
  const periodDays = billingFrom && billingTo && billingFrom <= billingTo ? daysInclusive(billingFrom, billingTo) : null
  const scaled = totalKwh !== null && periodDays ? Math.round((totalKwh * 365) / periodDays) : null
  const plausibleYearly = (value: number) => scaled === null || periodDays! < 28 || (value <= scaled * YEARLY_FACTOR && value >= scaled / YEARLY_FACTOR)
  const printedYearly = validation.check('buying.yearlyConsumptionKwhEstimated', yearly?.value ?? null, plausibleYearly, `within ×${YEARLY_FACTOR} of the billed consumption scaled to a year`)
  // A yearly estimate the bill prints but that could not be read is the bill's figure, not ours: no scaling in its place.
  // Also in wording no label knows ("Roční spotřeba - odhad", "Odhad odběru na příští rok"): a scaled figure would pass for the bill's.
  // So does one read but refused: what was read under its label is no estimate, and the bill's own figure is elsewhere.
  const unreadYearly = buys && printedYearly === null && scaled !== null && (yearly !== null || reader.printed('yearlyKwh') || reader.document.lines.some((line) => YEARLY_MENTION.test(line.folded)))
  if (unreadYearly) {
    const hint = 'the yearly consumption the bill prints'
    validation.warnings.push({ field: 'buying.yearlyConsumptionKwhEstimated', level: 'warn', reason: `The bill prints a yearly consumption estimate that could not be read; it is left empty rather than replaced by the billed consumption scaled to a year (${scaled} kWh).`, extractedValue: null, expectedHint: hint })
    validation.failed.add('buying.yearlyConsumptionKwhEstimated')
  }
  const yearlyEstimate = printedYearly ?? (unreadYearly ? null : scaled)

  if (buys) {
    confidence['buying.buyingType'] = spotFee || (energyVt && !spot) ? 0.95 : spot ? 0.8 : 0.5
    if (buyingType === 'FIX') confidence['buying.fixedBuyPriceCzkPerMwh'] = rowConfidence(energyVt)
    confidence['buying.monthlyFeeCzk'] = rowConfidence(monthlyFee)
  }
  const feeValid = notRegulated(inRange(-2000, 5000))
  const feeHint = '−2 000 – 5 000 CZK/MWh, not a regulated rate'
  if (buyingType === 'SPOT' && !spotFee && statedFee) confidence['buying.spotTraderFeePerMwh'] = 0.8
  const energyPrice = (field: string, row: Row | null) => validation.fromRow(field, row, notRegulated(inRange(300, 20000)), '300 – 20 000 CZK/MWh, not a regulated rate')
  const kwh = (field: string, value: number | null) => validation.check(field, value, inRange(0, 10_000_000), '0 – 10 000 000 kWh')
  const values: InvoiceBuying = {
    buyingType,
    monthlyFeeCzk: buys ? validation.fromRow('buying.monthlyFeeCzk', monthlyFee, inRange(0, 5000), '0 – 5 000 CZK per month') : null,
    fixedBuyPriceCzkPerMwh: buyingType === 'FIX' ? energyPrice('buying.fixedBuyPriceCzkPerMwh', energyVt) : null,
    fixedBuyPriceCzkPerMwhLowTariff: buyingType === 'FIX' ? energyPrice('buying.fixedBuyPriceCzkPerMwhLowTariff', energyNt) : null,
    spotTraderFeePerMwh:
      buyingType !== 'SPOT' ? null : spotFee || !statedFee ? validation.fromRow('buying.spotTraderFeePerMwh', spotFee, feeValid, feeHint) : validation.check('buying.spotTraderFeePerMwh', statedFee.value, feeValid, feeHint),
    spotTraderFeeType: buyingType === 'SPOT' && (spotFee || statedFee) ? 'PerMWh' : null,
    vtKwh: buys && splitRead ? validation.check('buying.vtKwh', kwh('buying.vtKwh', round(vtKwh, 3)), splitHolds, splitHint) : null,
    ntKwh: buys ? validation.check('buying.ntKwh', kwh('buying.ntKwh', ntKwh), splitHolds, splitHint) : null,
    totalKwh: buys ? kwh('buying.totalKwh', totalKwh) : null,
    yearlyConsumptionKwhEstimated: buys ? kwh('buying.yearlyConsumptionKwhEstimated', yearlyEstimate) : null,
  }
  return { values, confidence, statedTotalKwh: statedTotal?.value ?? null, tariffSplit: reader.label('tariffSplitKwh', accept.energyPair)?.value ?? null }
}
