/**
 * Positioned text lines of an electricity bill → the spec's Invoice, with the provenance of each
 * value (for fieldConfidence) and the reconciliation warnings.
 */
import type { Invoice, InvoiceWarning } from '@partner/energy-shared'
import { InvoiceDocument, type Found, type Provenance } from './document.ts'
import { findDistributor } from './distributor.ts'
import type { Line } from './layout.ts'
import { reconcile } from './reconcile.ts'
import { parseRows, type Row, type RowKind } from './rows.ts'
import { detectSupplier, labelsFor, sidesFor, type LabelKey, type SupplierProfile } from './suppliers.ts'
import {
  breakerSizeCode,
  daysInclusive,
  findBreaker,
  findDates,
  findEans,
  findNumbers,
  findRateCode,
  round,
  toKwh,
  type Breaker,
} from './text.ts'

export interface Extraction {
  invoice: Invoice
  warnings: InvoiceWarning[]
}

export interface ExtractOptions {
  /** Scales every confidence: OCR text is less certain than a text layer. */
  confidenceScale?: number
}

const LEGAL_FORM = /\b(a\.\s?s\.|s\.\s?r\.\s?o\.|spol\. s r\.\s?o\.|v\.\s?o\.\s?s\.|k\.\s?s\.|z\.\s?s\.)/i

const BASE_CONFIDENCE: Record<Provenance, number> = {
  'table-checked': 0.97,
  label: 0.95,
  'label-nearby': 0.88,
  table: 0.85,
  document: 0.75,
  computed: 0.7,
  inferred: 0.6,
}

/** Cell borders removed: OCR may split "20. 4. | 2024" inside a date. */
const joined = (text: string) => text.replaceAll(' | ', ' ')

const accept = {
  date: (text: string) => findDates(joined(text))[0]?.iso ?? null,
  period: (text: string) => {
    const dates = findDates(joined(text))
    return dates.length >= 2 ? ([dates[0]!.iso, dates[1]!.iso] as const) : null
  },
  invoiceNumber: (text: string) => {
    const token = /(?<![\w/])([A-Z]{0,4}\d[\dA-Z/-]{4,19})(?![\w/])/.exec(text.replace(/\s\|\s.*/, ''))?.[1]
    return token && !findDates(text).length && (token.match(/\d/g)?.length ?? 0) >= 5 ? token : null
  },
  ean: (text: string) => findEans(text)[0]?.ean ?? null,
  name: (text: string) => {
    const value = text.split(' | ')[0]!.trim()
    return value && !/\d/.test(value) && value.length >= 3 && !value.endsWith(':') ? value : null
  },
  text: (text: string) => {
    const value = text.split(' | ')[0]!.trim()
    return value.length >= 2 ? value : null
  },
  money: (text: string) => findNumbers(text).find((token) => token.unit === 'CZK' || token.unit === null)?.value ?? null,
  energy: (text: string) => {
    const token = findNumbers(text).find((t) => t.unit === 'MWh' || t.unit === 'kWh')
    return token ? toKwh(token.value, token.unit) : null
  },
  energyPair: (text: string) => {
    const tokens = findNumbers(text).filter((t) => t.unit === 'MWh' || t.unit === 'kWh')
    return tokens.length >= 2 ? ([toKwh(tokens[0]!.value, tokens[0]!.unit), toKwh(tokens[1]!.value, tokens[1]!.unit)] as const) : null
  },
  rate: (text: string) => findRateCode(text),
  breaker: (text: string) => findBreaker(text),
  legalName: (text: string) => {
    const value = text.split(' | ')[0]!.trim()
    return LEGAL_FORM.test(value) ? value.replace(/\s*[·,]\s*IČO.*$/i, '') : null
  },
}

class Reader {
  constructor(
    readonly document: InvoiceDocument,
    readonly profile: SupplierProfile,
  ) {}

  label<T>(key: LabelKey, parse: (text: string) => T | null): Found<T> | null {
    for (const pattern of labelsFor(this.profile, key)) {
      const found = this.document.labelled(pattern, parse, sidesFor(this.profile, key))
      if (found) return found
    }
    return null
  }

  /** Money after a label, e.g. a total; E.ON's "Faktura celkem" row carries both without and with VAT. */
  amount(key: LabelKey, column = 0): Found<number> | null {
    return this.label(key, (text) => findNumbers(text).filter((t) => t.unit === 'CZK' || t.unit === null)[column]?.value ?? null)
  }
}

/** Rows of the latest price period: prices reported are the ones in force at the end of the bill. */
function latestRow(rows: Row[], kinds: RowKind[], billingEnd: string | null): Row | null {
  const candidates = rows.filter((row) => kinds.includes(row.kind))
  if (!candidates.length) return null
  const dated = rows.filter((row) => row.to)
  if (!dated.length) return candidates.at(-1)!
  const end = dated.reduce((max, row) => (row.to! > max ? row.to! : max), billingEnd ?? '')
  return candidates.filter((row) => row.to === end).at(-1) ?? null
}

const sumOf = (rows: Row[], kinds: RowKind[], pick: (row: Row) => number | null) =>
  rows.filter((row) => kinds.includes(row.kind)).reduce((acc, row) => acc + (pick(row) ?? 0), 0)

function averagePerMwh(rows: Row[], kinds: RowKind[]): number | null {
  const kwh = sumOf(rows, kinds, (row) => row.quantity)
  return kwh > 0 ? round(sumOf(rows, kinds, (row) => row.total) / (kwh / 1000), 2) : null
}

const rowConfidence = (row: Row | null): number => (row ? BASE_CONFIDENCE[row.checked ? 'table-checked' : 'table'] : 0)

export function extractInvoice(lines: Line[], options: ExtractOptions = {}): Extraction {
  const document = new InvoiceDocument(lines)
  const profile = detectSupplier(document.text)
  const reader = new Reader(document, profile)
  const rows = parseRows(lines)
  const confidence: Record<string, number> = {}

  // --- meta -------------------------------------------------------------------------------------
  const period = reader.label('period', accept.period)
  const billingFrom = period?.value[0] ?? null
  const billingTo = period?.value[1] ?? null

  const sellRows = rows.filter((row) => row.kind.startsWith('sell'))
  const buyRows = rows.filter((row) => !row.kind.startsWith('sell') && row.kind !== 'other')
  const buys = buyRows.some((row) => /^(energy|dist)/.test(row.kind))
  const sells = sellRows.some((row) => row.kind === 'sellEnergy')
  const direction = buys && sells ? 'both' : sells ? 'sell' : 'buy'

  const eans = document.lines.flatMap((line) => findEans(line.text).map((found) => ({ ...found, production: /vyrob|predavac/.test(line.folded) })))
  const labelledEan = reader.label('ean', (text) => {
    const ean = accept.ean(text)
    return ean && !eans.find((e) => e.ean === ean)?.production ? ean : null
  })
  const ean = direction === 'sell' ? (eans.find((e) => e.production)?.ean ?? eans[0]?.ean ?? null) : (labelledEan?.value ?? eans.find((e) => !e.production)?.ean ?? null)

  let supplierName = profile.legalName
  confidence.supplier_name = 0.97
  if (!supplierName) {
    const named = reader.label('supplierName', accept.legalName)
    const firstLegal = document.lines.slice(0, 12).map((line) => accept.legalName(line.text)).find((name) => name !== null) ?? null
    supplierName = named?.value ?? firstLegal
    confidence.supplier_name = named ? BASE_CONFIDENCE[named.how] : firstLegal ? 0.6 : 0
  }

  const customerName = reader.label('customerName', accept.name)?.value ?? null
  const supplyPointAddress = readAddress(reader)
  const contractEnd = reader.label('contractEnd', accept.date)?.value ?? null

  // --- distribution ------------------------------------------------------------------------------
  const rateFound = reader.label('rate', accept.rate) ?? (() => {
    const code = document.lines.map((line) => findRateCode(line.text)).find((c) => c !== null)
    return code ? ({ value: code, how: 'document' } as Found<string>) : null
  })()
  const breakerFound: Found<Breaker> | null = reader.label('breaker', accept.breaker) ?? (() => {
    const row = rows.find((r) => r.kind === 'breaker')
    const value = row ? findBreaker(row.line.text) : null
    return value ? { value, how: 'table' as Provenance } : null
  })()
  const distributor = findDistributor(document, supplyPointAddress)
  const end = billingTo
  const distHigh = latestRow(rows, ['distVt', 'distSingle'], end)
  const distLow = latestRow(rows, ['distNt'], end)
  const breakerRow = latestRow(rows, ['breaker'], end)
  const breakerFee = breakerRow?.quantityUnit === 'month' || breakerRow?.quantityUnit === null ? breakerRow : null

  // --- buying ------------------------------------------------------------------------------------
  const product = reader.label('product', accept.text)?.value ?? null
  const energyVt = latestRow(rows, ['energyVt', 'energySingle'], end)
  const energyNt = latestRow(rows, ['energyNt'], end)
  const spotFee = latestRow(rows, ['spotFee'], end)
  const monthlyFee = latestRow(rows, ['monthlyFee'], end)
  const spot = spotFee !== null || /\bspot|burz|hodinov|dynamick/i.test(product ?? '')
  const buyingType = buys ? (spot ? 'SPOT' : 'FIX') : null
  const vtKwh = sumOf(rows, ['energyVt', 'energySingle'], (row) => row.quantity)
  const ntRows = rows.filter((row) => row.kind === 'energyNt')
  const ntKwh = ntRows.length ? sumOf(rows, ['energyNt'], (row) => row.quantity) : null
  const statedTotal = reader.label('totalKwh', accept.energy)
  const totalKwh = statedTotal?.value ?? (buys ? round(vtKwh + (ntKwh ?? 0), 3) : null)
  const yearly = reader.label('yearlyKwh', accept.energy)
  const periodDays = billingFrom && billingTo ? daysInclusive(billingFrom, billingTo) : null
  const yearlyEstimate = yearly?.value ?? (totalKwh !== null && periodDays && periodDays > 0 ? Math.round((totalKwh * 365) / periodDays) : null)

  // --- selling -----------------------------------------------------------------------------------
  const sellEnergy = latestRow(rows, ['sellEnergy'], end)
  const sellFee = latestRow(rows, ['sellFee'], end)
  const sellMonthly = latestRow(rows, ['sellMonthly'], end)
  const sellSpot = sellFee !== null || sellRows.some((row) => /\bspot|burz|hodinov/.test(row.line.folded)) || (direction === 'sell' && /\bspot/i.test(product ?? ''))
  const soldKwh = sells ? round(sumOf(rows, ['sellEnergy'], (row) => row.quantity), 3) : null

  // --- observations -------------------------------------------------------------------------------
  const withVatColumn = profile.key === 'eon' ? 2 : 0
  const totalNoVat = reader.amount('totalNoVat')
  const vat = reader.amount('vat')
  const totalWithVat = reader.amount('totalWithVat', withVatColumn)
  const advances = reader.amount('advances')
  const sellTotalFound = reader.amount('sellTotal')
  const computedBuyTotal = round(buyRows.reduce((acc, row) => acc + (row.total ?? 0), 0), 2)
  const computedSellTotal = round(sellRows.reduce((acc, row) => acc + (row.total ?? 0), 0), 2)
  const sellTotal = sells ? (sellTotalFound ? Math.abs(sellTotalFound.value) : computedSellTotal) : null
  const balance = readBalance(reader, direction, sellTotal)

  const customerType = rateFound?.value.startsWith('C') ? 'business' : rateFound ? 'residential' : customerName && LEGAL_FORM.test(customerName) ? 'business' : 'residential'

  const breaker = breakerFound?.value ?? null
  const invoice: Invoice = {
    meta: {
      supplierName,
      invoiceNumber: reader.label('invoiceNumber', accept.invoiceNumber)?.value ?? null,
      issueDate: reader.label('issueDate', accept.date)?.value ?? null,
      billingPeriodFrom: billingFrom,
      billingPeriodTo: billingTo,
      ean,
      customerName,
      supplyPointAddress,
      productName: product,
      contractEndDate: contractEnd,
      energyType: 'electricity',
      invoiceDirection: direction,
      currency: 'CZK',
      customerType,
    },
    distribution: buys
      ? {
          distributorKey: distributor.key,
          distributorKeySource: distributor.source,
          distributionRate: rateFound?.value ?? null,
          breakerSizeCode: breaker ? breakerSizeCode(breaker) : null,
          breakerAmps: breaker?.amps ?? null,
          breakerPhases: breaker?.phases ?? null,
          distributorFeeHighPerMWh: distHigh?.price ?? null,
          distributorFeeLowPerMWh: distLow?.price ?? null,
          renewableEnergyFeePerMWh: latestRow(rows, ['poze'], end)?.price ?? null,
          systemServicesFeePerMWh: latestRow(rows, ['systemServices'], end)?.price ?? null,
          circuitBreakerMonthlyFeeCzkInvoice: breakerFee?.price ?? null,
        }
      : {
          distributorKey: null,
          distributorKeySource: 'unknown',
          distributionRate: null,
          breakerSizeCode: null,
          breakerAmps: null,
          breakerPhases: null,
          distributorFeeHighPerMWh: null,
          distributorFeeLowPerMWh: null,
          renewableEnergyFeePerMWh: null,
          systemServicesFeePerMWh: null,
          circuitBreakerMonthlyFeeCzkInvoice: null,
        },
    buying: {
      buyingType,
      monthlyFeeCzk: buys ? (monthlyFee?.price ?? null) : null,
      fixedBuyPriceCzkPerMwh: buyingType === 'FIX' ? (energyVt?.price ?? null) : null,
      fixedBuyPriceCzkPerMwhLowTariff: buyingType === 'FIX' ? (energyNt?.price ?? null) : null,
      spotTraderFeePerMwh: buyingType === 'SPOT' ? (spotFee?.price ?? null) : null,
      spotTraderFeeType: buyingType === 'SPOT' && spotFee ? 'PerMWh' : null,
      vtKwh: buys ? round(vtKwh, 3) : null,
      ntKwh: buys ? ntKwh : null,
      totalKwh: buys ? totalKwh : null,
      yearlyConsumptionKwhEstimated: buys ? yearlyEstimate : null,
    },
    selling: {
      sellingType: sells ? (sellSpot ? 'SPOT' : 'FIX') : null,
      monthlyFeeCzk: sellMonthly?.price != null ? Math.abs(sellMonthly.price) : null,
      fixedSellPriceCzkPerMwh: sells && !sellSpot ? (sellEnergy?.price ?? null) : null,
      spotTraderFeePerMwh: sells && sellSpot && sellFee?.price != null ? Math.abs(sellFee.price) : null,
      spotTraderFeeType: sells && sellSpot && sellFee ? 'PerMWh' : null,
      soldKwh,
    },
    observations: {
      buyAveragePricePerMwhVt: buys ? averagePerMwh(rows, ['energyVt', 'energySingle']) : null,
      buyAveragePricePerMwhNt: buys ? averagePerMwh(rows, ['energyNt']) : null,
      buyTotalCzkNoVat: buys ? (totalNoVat?.value ?? computedBuyTotal) : null,
      sellAveragePricePerMwh: sells ? averagePerMwh(rows, ['sellEnergy']) : null,
      sellTotalCzkNoVat: sellTotal,
      balanceDueCzkWithVat: balance,
    },
    fieldConfidence: {},
  }

  // --- confidence ----------------------------------------------------------------------------------
  if (buys) {
    confidence.distributor_key = distributor.confidence
    confidence.distribution_rate = rateFound ? BASE_CONFIDENCE[rateFound.how] : 0
    confidence.breaker_size_code = breakerFound && invoice.distribution.breakerSizeCode ? BASE_CONFIDENCE[breakerFound.how] : 0
    confidence.buying_type = spotFee || (energyVt && !spot) ? 0.95 : spot ? 0.8 : 0.5
    if (buyingType === 'FIX') confidence.fixed_buy_price_czk_per_mwh = rowConfidence(energyVt)
    confidence.distributor_fee_high_per_mwh = rowConfidence(distHigh)
    if (distLow) confidence.distributor_fee_low_per_mwh = rowConfidence(distLow)
    confidence.monthly_fee_czk = rowConfidence(monthlyFee)
  }

  const warnings = reconcile({
    invoice,
    rows,
    computedBuyTotal,
    computedSellTotal,
    vat: vat?.value ?? null,
    totalWithVat: totalWithVat?.value ?? null,
    advances: advances ? Math.abs(advances.value) : null,
    statedTotalKwh: statedTotal?.value ?? null,
    tariffSplit: reader.label('tariffSplitKwh', accept.energyPair)?.value ?? null,
    confidence,
  })
  const scale = options.confidenceScale ?? 1
  invoice.fieldConfidence = Object.fromEntries(Object.entries(confidence).map(([key, value]) => [key, round(Math.min(1, Math.max(0, value * scale)), 2)]))
  return { invoice, warnings }
}

/**
 * The supply point's address as "street, PSČ city": a street on one line and "PSČ city" on the
 * next, or an address wrapped inside a sentence, are joined.
 */
function readAddress(reader: Reader): string | null {
  const found = reader.label('address', (text) => text.split(' | ')[0]!.replace(/\s+EAN\b.*$/i, '').trim() || null)
  if (!found) return null
  let value = found.value
  const complete = /\d{3}\s?\d{2}\s+\p{L}/u
  const lines = reader.document.lines
  const next = found.line ? lines[lines.indexOf(found.line) + 1] : undefined
  if (!complete.test(value) && next && next.page === found.line!.page) {
    const continuation = next.cells[0]!.text
    value = /^\d{3}\s?\d{2}\s/.test(continuation) ? `${value.replace(/,$/, '')}, ${continuation}` : `${value} ${continuation}`
  }
  const address = /^(.*?\d{3}\s?\d{2}\s+\p{L}[\p{L}\d ]*?)(?:[.,]\s|[.,]?$)/u.exec(value)?.[1] ?? null
  return address && /\d/.test(address.split(',')[0]!) ? address.trim() : null
}

/** Balance with VAT: positive when the customer owes, negative when money is owed to the customer. */
function readBalance(reader: Reader, direction: string, sellTotal: number | null): number | null {
  const signed = reader.amount('balanceSigned')
  if (signed) return signed.value
  const owed = reader.amount('balanceOwed')
  if (owed) return Math.abs(owed.value)
  const overpaid = reader.amount('balanceOverpaid')
  if (overpaid) return -Math.abs(overpaid.value)
  return direction === 'sell' && sellTotal !== null ? -sellTotal : null
}
