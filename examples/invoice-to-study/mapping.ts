import type {
  BuyingSettings,
  DistributionSettings,
  DistributorKey,
  EnergyClient,
  Invoice,
  Recipient,
  SellingSettings,
  StudyCreateRequest,
} from '@partner/energy-sdk'

const DISTRIBUTORS: readonly string[] = ['CEZ', 'PRE', 'EGD'] satisfies DistributorKey[]

/** What the bill cannot tell: the customer's choices for the proposed installation. */
export interface StudyChoices {
  totalKWp: number
  batterySizeKwh?: number
  recipient: Recipient
}

/** A field the bill did not yield: in a real product, ask the customer for it in the form. */
class MissingFromInvoice extends Error {}

const required = <T>(value: T | null, what: string): T => {
  if (value === null) throw new MissingFromInvoice(`The invoice does not state ${what}; ask the customer`)
  return value
}

/** Days of the billing period, inclusive, to scale the billed consumption to a year. */
const billedDays = (invoice: Invoice): number | null => {
  const { billingPeriodFrom, billingPeriodTo } = invoice.meta
  if (!billingPeriodFrom || !billingPeriodTo) return null
  return (Date.parse(billingPeriodTo) - Date.parse(billingPeriodFrom)) / 86_400_000 + 1
}

const yearlyConsumption = (invoice: Invoice): number => {
  const { yearlyConsumptionKwhEstimated, totalKwh } = invoice.buying
  if (yearlyConsumptionKwhEstimated) return yearlyConsumptionKwhEstimated
  const days = billedDays(invoice)
  return Math.round(required(totalKwh, 'the billed consumption') * (365 / required(days, 'the billing period')))
}

/**
 * Maps an extracted bill to a study request. The bill selects the distributor, rate, breaker and the
 * supplier contract; the regulated fees come from the reference baseline of the evaluated period
 * (they are the same for every household on that rate, and the bill may be from another year).
 */
export async function studyRequestFromInvoice(energy: EnergyClient, invoice: Invoice, choices: StudyChoices): Promise<StudyCreateRequest> {
  const periods = await energy.reference.periods()
  const period = periods.includes('12M') ? '12M' : required(periods.at(-1) ?? null, 'a period')

  const billedDistributor = required(invoice.distribution.distributorKey, 'the distributor')
  if (!DISTRIBUTORS.includes(billedDistributor)) throw new MissingFromInvoice(`Unknown distributor ${billedDistributor}`)
  const distributor = billedDistributor as DistributorKey
  const distributionRate = required(invoice.distribution.distributionRate, 'the distribution rate')
  const query = { distributor, distributionRate, period }
  const [fees, breakers] = await Promise.all([energy.reference.fees(query), energy.reference.circuitBreakers(query)])
  const breaker = breakers.find((candidate) => candidate.code === invoice.distribution.breakerSizeCode)

  const distribution: DistributionSettings = {
    distributor,
    distributionRate,
    distributorFeeHighPerMWh: fees.distributorFeeHighPerMWh,
    distributorFeeLowPerMWh: fees.distributorFeeLowPerMWh,
    renewableEnergyFeePerMWh: fees.renewableEnergyFeePerMWh,
    systemServicesFeePerMWh: fees.systemServicesFeePerMWh,
    circuitBreakerMonthlyFee: breaker?.monthlyFeeCzk ?? invoice.distribution.circuitBreakerMonthlyFeeCzkInvoice,
  }
  if (fees.ntAvailable) {
    // Bills do not print the HDO command; the customer reads it from the meter box. Here: the first valid one.
    const region = (await energy.reference.regions(distributor))[0]?.key
    distribution.lowTariffRegion = region ?? null
    distribution.lowTariffCommand = (await energy.reference.commands(distributor, region ? { region } : undefined))[0] ?? null
  }

  const { buying, selling } = invoice
  const buyingType = required(buying.buyingType, 'whether the contract is fixed-price or spot')
  const electricityBuyingSettings: BuyingSettings =
    buyingType === 'FIX'
      ? {
          buyingType,
          feeType: 'PerMWh',
          fee: required(buying.fixedBuyPriceCzkPerMwh, 'the energy price'),
          ...(buying.fixedBuyPriceCzkPerMwhLowTariff !== null ? { feeLowTariff: buying.fixedBuyPriceCzkPerMwhLowTariff } : {}),
          monthlyFeeCzk: buying.monthlyFeeCzk ?? 0,
        }
      : { buyingType, feeType: 'PerMWh', fee: buying.spotTraderFeePerMwh ?? 0, monthlyFeeCzk: buying.monthlyFeeCzk ?? 0 }

  const electricitySellingSettings: SellingSettings | null =
    selling.sellingType === 'FIX'
      ? { sellingType: 'FIX', feeType: 'PerMWh', fee: required(selling.fixedSellPriceCzkPerMwh, 'the buy-back price'), monthlyFeeCzk: selling.monthlyFeeCzk ?? 0 }
      : selling.sellingType === 'SPOT'
        ? { sellingType: 'SPOT', feeType: 'PerMWh', fee: selling.spotTraderFeePerMwh ?? 0, monthlyFeeCzk: selling.monthlyFeeCzk ?? 0 }
        : null

  return {
    study: { label: invoice.meta.supplyPointAddress ?? 'Studie z faktury', ...(invoice.meta.supplyPointAddress ? { address: invoice.meta.supplyPointAddress } : {}) },
    periodType: period,
    yearlyConsumptionKWh: yearlyConsumption(invoice),
    totalKWp: choices.totalKWp,
    battery: choices.batterySizeKwh ? { batterySizeKwh: choices.batterySizeKwh, reservedBatteryCapacityPercentage: 10 } : null,
    distribution,
    electricityBuyingSettings,
    // A household without a selling contract yet would sign one with the PV system: assume spot buy-back.
    electricitySellingSettings: electricitySellingSettings ?? { sellingType: 'SPOT', feeType: 'PerMWh', fee: 400 },
    recipient: choices.recipient,
  }
}
