/** THIRTEENTH SPLIT (blind development), written blind on 2026-11-23 (session 11).
 * What the blind development split's bills promise about their text layer, checked by splits.test.ts: every value
 * the expected extraction holds is printed in one of the forms the layouts use, what it leaves null is
 * not printed (no selling wording on purchase bills, no NT on single-tariff bills, no contract end, no
 * distributor name or fault line where the distributor must come from the address…), and every planted
 * anomaly is visible in the printed figures.
 */
import { addressLine, round2, type DistributorKey } from '../bill.ts'
import { formatDate, formatNumber, type PrintStyle } from '../format.ts'
import type { GeneratedBill } from '../index.ts'
import { CONTRACT_END_LABELS, DISTRIBUTOR_NAMES, ESTIMATE_LABELS, FAULT_LINES, SELL_FEE_LABELS, SELL_MONTHLY_LABELS, SPOT_FEE_LABELS } from './common.ts'
import { type SplitContract, unless } from '../split-contract.ts'
import { generateThirteenthSplitBill, THIRTEENTH_SPLIT_LAYOUTS, THIRTEENTH_SPLIT_SEEDS, THIRTEENTH_SPLIT_TRADERS } from './index.ts'

export const normalize = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ')

const dateForms = (iso: string, style: PrintStyle) => (['spaced', 'padded', 'compact'] as const).map((dateStyle) => formatDate(iso, { ...style, dateStyle }))
const priceForms = (perMwh: number, style: PrintStyle) => [formatNumber(Math.abs(perMwh), 2, style), formatNumber(Math.abs(perMwh) / 1000, 5, style)]
const energyForms = (kwh: number, style: PrintStyle) => [`${formatNumber(kwh, 0, style)} kWh`, ...[3, 4, 5].map((d) => `${formatNumber(kwh / 1000, d, style)} MWh`)]
const moneyForms = (value: number, style: PrintStyle) => [formatNumber(Math.abs(value), 2, style)]
const ANY_DISTRIBUTOR = /ČEZ Distribuce|PREdistribuce|EG\.D|E\.ON Distribuce/

/** GS1 mod-10 check of an 18-digit EAN. */
export function eanCheckHolds(ean: string): boolean {
  const digits = [...ean.slice(0, 17)].map(Number).reverse()
  const sum = digits.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === Number(ean[17])
}

/** Failures of the printed-values contract of one bill (empty when it holds). */
export function printedFailures({ bill, expected }: GeneratedBill, raw: string): string[] {
  const text = normalize(raw)
  const style = bill.style
  const failures: string[] = []
  const has = (s: string) => text.includes(normalize(s))
  const need = (field: string, forms: string[]) => {
    if (!forms.some(has)) failures.push(`${field}: none of ${JSON.stringify(forms)} printed`)
  }
  const absent = (field: string, pattern: RegExp | string) => {
    const found = typeof pattern === 'string' ? text.toLowerCase().includes(pattern.toLowerCase()) : pattern.test(text)
    if (found) failures.push(`${field} is null but ${pattern} is printed`)
  }
  const { meta, distribution: dist, buying, selling, observations: obs } = expected

  need('meta.supplierName', [meta.supplierName!])
  need('meta.invoiceNumber', [meta.invoiceNumber!])
  need('meta.issueDate', dateForms(meta.issueDate!, style))
  need('meta.billingPeriodFrom', dateForms(meta.billingPeriodFrom!, style))
  need('meta.billingPeriodTo', dateForms(meta.billingPeriodTo!, style))
  need('meta.ean', [meta.ean!])
  need('meta.customerName', [meta.customerName!])
  need('meta.productName', [meta.productName!])
  need('meta.currency', [style.currency])
  if (style.currency === 'CZK') absent('meta.currency (one currency word per bill)', /\bKč\b/)
  if (!has(addressLine(bill.supplyAddress))) {
    need('meta.supplyPointAddress (street)', [bill.supplyAddress.street])
    need('meta.supplyPointAddress (zip city)', [`${bill.supplyAddress.zip} ${bill.supplyAddress.city}`])
  }
  if (meta.contractEndDate) need('meta.contractEndDate', dateForms(meta.contractEndDate, style))
  else for (const label of CONTRACT_END_LABELS) absent('meta.contractEndDate', label)
  if (meta.invoiceDirection === 'sell') absent('meta.ean (consumption point of a sell-only bill)', bill.ean)
  // Business customers carry their own company number (the supplier's is printed as "IČO" on every bill).
  if (meta.customerType === 'business') {
    if (!/\bIČ:? \d{8}\b/.test(text)) failures.push('meta.customerType: the business customer\'s IČ is not printed')
  } else absent('meta.customerType (a residential customer has no IČ)', /\bIČ:? \d{8}\b/)

  if (dist.distributorKey) {
    const key = dist.distributorKey as DistributorKey
    if (dist.distributorKeySource === 'explicit') need('distribution.distributorKey', DISTRIBUTOR_NAMES[key])
    else absent('distribution.distributorKey (name)', ANY_DISTRIBUTOR)
    if (dist.distributorKeySource === 'poruchova_linka') need('distribution.distributorKey (fault line)', [FAULT_LINES[key]])
    if (dist.distributorKeySource === 'derived_from_address') for (const line of Object.values(FAULT_LINES)) absent('distribution.distributorKey (fault line)', line)
    for (const [other, line] of Object.entries(FAULT_LINES)) if (other !== key) absent('distribution.distributorKey (another fault line)', line)
    if (!new RegExp(`\\b${dist.distributionRate!}\\b`, 'i').test(text)) failures.push(`distribution.distributionRate: ${dist.distributionRate} not printed`)
    if (!new RegExp(`${dist.breakerPhases}\\s*[x×]\\s*${dist.breakerAmps}\\s*A`).test(text)) failures.push('distribution.breaker not printed')
    need('distribution.distributorFeeHighPerMWh', priceForms(dist.distributorFeeHighPerMWh!, style))
    if (dist.distributorFeeLowPerMWh !== null) need('distribution.distributorFeeLowPerMWh', priceForms(dist.distributorFeeLowPerMWh, style))
    if (dist.renewableEnergyFeePerMWh !== null) need('distribution.renewableEnergyFeePerMWh', priceForms(dist.renewableEnergyFeePerMWh, style))
    else if (!bill.items.some((i) => i.kind === 'poze')) absent('distribution.renewableEnergyFeePerMWh', /POZE|podporovan/i)
    need('distribution.systemServicesFeePerMWh', priceForms(dist.systemServicesFeePerMWh!, style))
    need('distribution.circuitBreakerMonthlyFeeCzkInvoice', moneyForms(dist.circuitBreakerMonthlyFeeCzkInvoice!, style))
  } else {
    absent('distribution.distributionRate', /\b[CD]\d\d[dD]\b/)
    absent('distribution.breaker', /\d\s*[x×]\s*\d+\s*A\b/)
    absent('distribution.distributorKey', ANY_DISTRIBUTOR)
    for (const line of Object.values(FAULT_LINES)) absent('distribution.distributorKey (fault line)', line)
    absent('distribution.systemServicesFeePerMWh', /systémov/i)
    absent('distribution.renewableEnergyFeePerMWh', /POZE/)
  }

  if (buying.buyingType) {
    need('buying.buyingType', buying.buyingType === 'SPOT' ? ['spot', 'SPOT', 'Spot'] : ['fixní', 'Fixace', 'pevná', 'Fix'])
    need('buying.monthlyFeeCzk', moneyForms(buying.monthlyFeeCzk!, style))
    if (buying.fixedBuyPriceCzkPerMwh !== null) need('buying.fixedBuyPriceCzkPerMwh', priceForms(buying.fixedBuyPriceCzkPerMwh, style))
    if (buying.fixedBuyPriceCzkPerMwhLowTariff !== null) need('buying.fixedBuyPriceCzkPerMwhLowTariff', priceForms(buying.fixedBuyPriceCzkPerMwhLowTariff, style))
    if (buying.spotTraderFeePerMwh !== null) need('buying.spotTraderFeePerMwh', priceForms(buying.spotTraderFeePerMwh, style))
    else for (const label of SPOT_FEE_LABELS) absent('buying.spotTraderFeePerMwh', label)
    need('buying.vtKwh', energyForms(buying.vtKwh!, style))
    if (buying.ntKwh !== null) need('buying.ntKwh', energyForms(buying.ntKwh, style))
    else absent('buying.ntKwh', /\bNT\b|nízk|(?<![\d.])1\.8\.2(?![\d.])|\bT2\b/i)
    need('buying.totalKwh', energyForms(buying.totalKwh!, style))
    if (bill.yearlyEstimatePrinted !== null) need('buying.yearlyConsumptionKwhEstimated', [`${formatNumber(bill.yearlyEstimatePrinted, 0, style)} kWh`])
    else {
      absent('buying.yearlyConsumptionKwhEstimated', /roční spotřeb/i)
      for (const label of ESTIMATE_LABELS) absent('buying.yearlyConsumptionKwhEstimated', label)
    }
  } else {
    absent('buying', /stálá platba|stálý měsíční plat|daň z elektřiny|distribuční sazb|jistič/i)
    absent('buying.vtKwh', /\bVT\b|vysok/i)
    absent('buying.totalKwh', /spotřebovali|celková spotřeba|dodané množství/i)
  }

  if (selling.sellingType) {
    need('selling.sellingType', selling.sellingType === 'SPOT' ? ['spot', 'SPOT'] : ['pevná', 'Fix', 'fixní'])
    if (selling.monthlyFeeCzk !== null) need('selling.monthlyFeeCzk', moneyForms(selling.monthlyFeeCzk, style))
    else for (const label of SELL_MONTHLY_LABELS) absent('selling.monthlyFeeCzk', label)
    if (selling.fixedSellPriceCzkPerMwh !== null) need('selling.fixedSellPriceCzkPerMwh', priceForms(selling.fixedSellPriceCzkPerMwh, style))
    if (selling.spotTraderFeePerMwh !== null) need('selling.spotTraderFeePerMwh', priceForms(selling.spotTraderFeePerMwh, style))
    else for (const label of SELL_FEE_LABELS) absent('selling.spotTraderFeePerMwh', label)
    need('selling.soldKwh', energyForms(selling.soldKwh!, style))
    need('meta.productionEan', [bill.productionEan!])
  } else absent('selling', /výkup|vykoup|přetok|výrobn|2\.8\.0|předávací/i)

  if (obs.buyTotalCzkNoVat !== null) need('observations.buyTotalCzkNoVat', moneyForms(obs.buyTotalCzkNoVat, style))
  if (obs.sellTotalCzkNoVat !== null) need('observations.sellTotalCzkNoVat', moneyForms(obs.sellTotalCzkNoVat, style))
  need('observations.balanceDueCzkWithVat', moneyForms(obs.balanceDueCzkWithVat!, style))
  if (obs.balanceDueCzkWithVat! > 0) need('observations.balanceDueCzkWithVat (direction)', ['Nedoplatek', 'Doplatek', 'Doplatíte', 'K úhradě'])
  if (obs.balanceDueCzkWithVat! < 0) need('observations.balanceDueCzkWithVat (direction)', ['Přeplatek', 'K výplatě', 'Vyplatíme Vám', 'Vracíme Vám'])
  return failures
}

/** Failures of the planted-anomaly contract: each anomaly of the Bill is visible in the printed figures. */
export function anomalyFailures({ bill, expected }: GeneratedBill, raw: string): string[] {
  const text = normalize(raw)
  const style = bill.style
  const has = (forms: string[]) => forms.some((s) => text.includes(normalize(s)))
  const failures: string[] = []
  const buyItems = bill.items.filter((i) => !i.kind.startsWith('sell'))
  for (const anomaly of bill.anomalies) {
    if (anomaly === 'ean-check' && (eanCheckHolds(expected.meta.ean!) || !text.includes(expected.meta.ean!))) failures.push('ean-check not visible')
    if (anomaly === 'total-mismatch') {
      const sum = round2(buyItems.reduce((acc, i) => acc + i.total, 0))
      const printed = buyItems.every((i) => has([formatNumber(Math.abs(i.total), 2, style)])) && has([formatNumber(bill.buyTotalNoVat, 2, style)])
      if (sum === bill.buyTotalNoVat || !printed) failures.push('total-mismatch not visible')
    }
    if (anomaly === 'balance-mismatch') {
      const computed = round2(bill.buyTotalWithVat - bill.sellTotal - bill.advances)
      const printed = has([formatNumber(bill.buyTotalWithVat, 2, style)]) && has([formatNumber(bill.advances, 2, style)]) && has([formatNumber(Math.abs(bill.balance), 2, style)])
      if (computed === bill.balance || !printed) failures.push('balance-mismatch not visible')
    }
    if (anomaly === 'consumption-mismatch') {
      const printed = has(energyForms(bill.statedTotalKwh, style)) && has(energyForms(bill.vtKwh, style)) && (!bill.twoTariff || has(energyForms(bill.ntKwh, style)))
      if (bill.statedTotalKwh === bill.vtKwh + bill.ntKwh || !printed) failures.push('consumption-mismatch not visible')
    }
    if (anomaly === 'issued-before-period-end' && !(bill.issueDate < bill.periodTo && has(dateForms(bill.issueDate, style)))) failures.push('issued-before-period-end not visible')
  }
  return failures
}

/** The split's entry for the contract test (splits.test.ts, through the registry). */
export const THIRTEENTH_SPLIT_CONTRACT: SplitContract = {
  dir: 'thirteenth-split',
  marker: 'THIRTEENTH SPLIT (blind development), written blind on 2026-11-23 (session 11).',
  seeds: THIRTEENTH_SPLIT_SEEDS,
  layouts: THIRTEENTH_SPLIT_LAYOUTS,
  idPrefix: 'dev13',
  traders: THIRTEENTH_SPLIT_TRADERS,
  generate: generateThirteenthSplitBill,
  printedFailures,
  anomalyFailures,
  checks: [
    {
      name: 'running headers and page numbers are printed',
      failures: ({ layout, text, bill }) => {
        const first = { 'line-numbered': /List 1 z \d/, 'spanned-groups': /Stránka 1 z \d/, 'billing-basis': /str\. 1\/\d/ }[layout]!
        // Pages after the first repeat the invoice number in their running header.
        const pages = Number(text.match(/(?:List 1 z|Stránka 1 z|str\. 1\/) ?(\d+)/)?.[1] ?? 1)
        return [
          ...unless(first.test(text), `no page number ${first}`),
          ...unless(text.split(bill.invoiceNumber).length - 1 >= (pages > 1 ? 2 : 1), 'continuation pages do not repeat the invoice number'),
        ]
      },
    },
  ],
}
