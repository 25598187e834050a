/**
 * Quick start: authenticate, prefill a study from reference data, preview it, create it, list the
 * partner's studies and print the broker link of the PDF.
 *
 *   bun start                                    # prints the demo api refresh token
 *   ENERGY_REFRESH_TOKEN=ens_api_… bun examples/node-quickstart/index.ts
 */
import { EnergyApiError, EnergyClient, type DistributionSettings, type StudyCreateRequest } from '@partner/energy-sdk'

const refreshToken = process.env.ENERGY_REFRESH_TOKEN
if (!refreshToken) throw new Error('Set ENERGY_REFRESH_TOKEN to an api refresh token (bun start prints the demo one)')
const energy = new EnergyClient({ baseUrl: process.env.ENERGY_BASE_URL ?? 'http://localhost:3000', refreshToken })

// The end user of your own product this study belongs to (opaque: never an e-mail or a name).
const externalUserId = process.env.ENERGY_EXTERNAL_USER ?? 'crm-customer-1042'

try {
  // 1. Reference data: what a form would offer as choices.
  const [rates, periods] = await Promise.all([energy.reference.distributionRates(), energy.reference.periods()])
  const distributionRate = rates.find((rate) => rate.code === 'D02d')?.code ?? rates[0]!.code
  const period = periods.includes('12M') ? '12M' : periods[0]!
  const query = { distributor: 'CEZ', distributionRate, period } as const

  // 2. The distribution block: the regulated fees are not copied in — the server applies the price list
  //    in force on each day (a 12M period spans two price lists); the breaker goes by its code.
  const [fees, breakers] = await Promise.all([energy.reference.fees(query), energy.reference.circuitBreakers(query)])
  const breaker = breakers.find((candidate) => candidate.code === '3X25A') ?? breakers[0]
  const distribution: DistributionSettings = {
    distributor: query.distributor,
    distributionRate,
    circuitBreaker: breaker?.code ?? null,
  }
  if (fees.ntAvailable) {
    // A two-tariff rate needs the household's HDO command (ask the customer; here: the first valid one).
    const region = (await energy.reference.regions(query.distributor))[0]?.key
    distribution.lowTariffRegion = region ?? null
    distribution.lowTariffCommand = (await energy.reference.commands(query.distributor, region ? { region } : undefined))[0] ?? null
  }

  const request: StudyCreateRequest = {
    study: { label: 'Rodinný dům Nová 12', extendedStudy: false },
    periodType: period,
    yearlyConsumptionKWh: 4_200,
    totalKWp: 6.5,
    battery: { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10 },
    distribution,
    electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3_290, monthlyFeeCzk: 129 },
    electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 350 },
    recipient: { email: 'jana.novakova@example.cz', name: 'Jana Nováková', wantsContact: true },
  }

  // 3. Preview: the numbers without storing or mailing anything.
  const preview = await energy.studies.preview(request)
  console.log(`Preview (${preview.period.from} … ${preview.period.to}): saves ${Math.round(preview.headlineYearlySaving)} CZK a year, payback ${preview.paybackYears?.toFixed(1) ?? 'n/a'} years`)

  // 4. Create: the PDF is rendered, stored and e-mailed; the idempotency key makes a retry safe.
  const created = await energy.studies.create(request, { externalUserId, language: 'cs' })
  console.log(`Created study ${created.id} (e-mail sent: ${created.emailSent})`)

  // 5. List this end user's studies, newest first.
  const page = await energy.studies.list({ externalUserId, pageSize: 5 })
  console.log(`${page.totalCount} studies for ${externalUserId}; latest: ${page.items.map((study) => study.id).join(', ')}`)

  // 6. The link to hand to the customer: a broker URL that redirects to a short-lived signed PDF link.
  console.log(`PDF: ${energy.studies.pdfUrl(created.id)}`)
} catch (error) {
  if (error instanceof EnergyApiError) {
    console.error(`${error.status} ${error.title}: ${error.detail} (request ${error.requestId})`, error.errors ?? '')
    process.exit(1)
  }
  throw error
}
