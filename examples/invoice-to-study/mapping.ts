import {
  studyRequestFromInvoice as draftFromInvoice,
  type BuyingSettings,
  type DistributionSettings,
  type EnergyClient,
  type Invoice,
  type Recipient,
  type SellingSettings,
  type StudyCreateRequest,
} from '@partner/energy-sdk'

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

/**
 * Maps an extracted bill to a study request. The bill selects the distributor, rate, breaker and the
 * supplier contract; the regulated fees are the server's price lists for each day of the evaluated
 * period (the same for every household on that rate, and the bill may be from another year).
 */
export async function studyRequestFromInvoice(energy: EnergyClient, invoice: Invoice, choices: StudyChoices): Promise<StudyCreateRequest> {
  // What the bill tells, named as the request names it (the SDK's one mapping, shared with <energy-calculator>).
  const draft = draftFromInvoice(invoice)
  const periods = await energy.reference.periods()
  const period = periods.includes('12M') ? '12M' : required(periods.at(-1) ?? null, 'a period')

  const distributor = required(draft.distribution.distributor, 'a known distributor')
  const distributionRate = required(draft.distribution.distributionRate, 'the distribution rate')
  const query = { distributor, distributionRate, period }
  const [fees, breakers] = await Promise.all([energy.reference.fees(query), energy.reference.circuitBreakers(query)])
  const breaker = breakers.find((candidate) => candidate.code === draft.distribution.circuitBreaker)

  // Regulated fees are not copied in: the server applies the price list in force on each day. The
  // breaker goes by its code; only a breaker the price list lacks falls back to the billed fee (an
  // override for the whole period).
  const distribution: DistributionSettings = breaker
    ? { distributor, distributionRate, circuitBreaker: breaker.code }
    : { distributor, distributionRate, circuitBreakerMonthlyFee: draft.distribution.circuitBreakerMonthlyFee }
  if (fees.ntAvailable) {
    // Bills do not print the HDO command; the customer reads it from the meter box. Here: the first valid one.
    const region = (await energy.reference.regions(distributor))[0]?.key
    distribution.lowTariffRegion = region ?? null
    distribution.lowTariffCommand = (await energy.reference.commands(distributor, region ? { region } : undefined))[0] ?? null
  }

  const buying = required(draft.electricityBuyingSettings, 'whether the contract is fixed-price or spot')
  const electricityBuyingSettings: BuyingSettings = {
    buyingType: buying.buyingType,
    feeType: buying.feeType,
    // A SPOT surcharge the bill does not print is taken as none; a FIX price is required.
    fee: buying.buyingType === 'FIX' ? required(buying.fee, 'the energy price') : (buying.fee ?? 0),
    ...(buying.feeLowTariff !== null ? { feeLowTariff: buying.feeLowTariff } : {}),
    monthlyFeeCzk: buying.monthlyFeeCzk ?? 0,
  }
  const selling = draft.electricitySellingSettings
  const electricitySellingSettings: SellingSettings | null = selling
    ? {
        sellingType: selling.sellingType,
        feeType: selling.feeType,
        fee: selling.sellingType === 'FIX' ? required(selling.fee, 'the buy-back price') : (selling.fee ?? 0),
        monthlyFeeCzk: selling.monthlyFeeCzk ?? 0,
      }
    : null

  return {
    study: draft.study,
    periodType: period,
    yearlyConsumptionKWh: required(draft.yearlyConsumptionKWh, 'the yearly consumption (or a billing period long enough to scale)'),
    totalKWp: choices.totalKWp,
    battery: choices.batterySizeKwh ? { batterySizeKwh: choices.batterySizeKwh, reservedBatteryCapacityPercentage: 10 } : null,
    distribution,
    electricityBuyingSettings,
    // A household without a selling contract yet would sign one with the PV system: assume spot buy-back.
    electricitySellingSettings: electricitySellingSettings ?? { sellingType: 'SPOT', feeType: 'PerMWh', fee: 400 },
    recipient: choices.recipient,
  }
}
