import { Elysia } from 'elysia'
import { negotiateLanguage } from '@partner/energy-shared'
import type { HdoCatalog } from '../../data/hdo.ts'
import { bearerAuth } from '../../http/auth.ts'
import { badRequest } from '../../http/problem.ts'
import type { AppServices } from '../../services.ts'
import { liveHdoCatalog, type LiveHdoCatalog } from './hdo-store.ts'
import { liveMarketData, type LiveMarketData, type MarketSnapshot } from './market-store.ts'
import { conditionalJson, tagged, type TaggedBody } from './http-cache.ts'
import {
  CircuitBreakers,
  CommandParams,
  ConsumptionProfile,
  ConsumptionProfileQuery,
  DistributionRates,
  DistributorParams,
  Distributors,
  FeeBaseline,
  FeeQuery,
  HdoCommands,
  HdoRegions,
  HdoSchedules,
  Periods,
  RegionQuery,
  pathProblems,
  referenceProblems,
} from './model.ts'
import { TDD_VALUES, referenceService, requireDistributor, unknownValue, type ReferenceService } from './service.ts'

/** Shipped data changes only with a deployment: clients may reuse it for an hour, then revalidate. */
const STATIC_CACHE = 'private, max-age=3600'
/**
 * HDO data, periods and fees can change at any time (an import, new day-ahead prices, a new year's price
 * lists): always revalidate (cheap with the ETag).
 */
const REVALIDATE = 'private, no-cache'

type QueryValues = Record<string, string | undefined>

export const referenceModule = (
  services: AppServices,
  hdoCatalog: LiveHdoCatalog = liveHdoCatalog(services),
  market: LiveMarketData = liveMarketData(services),
) => {
  /** The service over the data in force, and the bodies computed from it; replaced when the data change. */
  type State = { fingerprint: string; service: ReferenceService; periods: Set<string>; bodies: Map<string, TaggedBody> }
  let state: State | undefined
  const stateOf = (snapshot: MarketSnapshot): State => {
    if (state?.fingerprint !== snapshot.fingerprint) {
      const service = referenceService(snapshot.window, undefined, snapshot.tariffs)
      state = { fingerprint: snapshot.fingerprint, service, periods: new Set(service.periods()), bodies: new Map() }
    }
    return state
  }
  /** At once while the snapshot is fresh (nearly every request); else after the database was asked. */
  const current = (): State | Promise<State> => {
    const snapshot = market.fresh()
    return snapshot ? stateOf(snapshot) : market.current().then(stateOf)
  }
  const whenCurrent = <T>(use: (state: State) => T): T | Promise<T> => {
    const now = current()
    if (now instanceof Promise) return now.then(use)
    return use(now)
  }

  /** Serves a value computed once per distinct request and data version (invalid ones throw before anything is kept). */
  const cachedJson = (request: Request, key: string, compute: (service: ReferenceService) => unknown, cacheControl: string, vary?: string) =>
    whenCurrent(({ service, bodies }) => {
      let body = bodies.get(key)
      if (!body) {
        body = tagged(compute(service), cacheControl, vary)
        bodies.set(key, body)
      }
      return conditionalJson(request, body)
    })
  const staticJson = (request: Request, key: string, compute: (service: ReferenceService) => unknown, vary?: string) => cachedJson(request, key, compute, STATIC_CACHE, vary)
  const dataJson = (request: Request, key: string, compute: (service: ReferenceService) => unknown, vary?: string) => cachedJson(request, key, compute, REVALIDATE, vary)
  const hdoJson = async (request: Request, compute: (catalog: HdoCatalog) => unknown, vary?: string) =>
    conditionalJson(request, tagged(await compute(await hdoCatalog.current()), REVALIDATE, vary))
  /** Names and descriptions follow `Accept-Language` (cs, en; Czech by default). */
  const languageOf = (request: Request) => negotiateLanguage(request.headers.get('accept-language'))
  const LOCALIZED = 'Accept-Language'

  // Unknown codes are answered with the accepted values before the schema check turns them into a bare
  // validation error (Elysia runs `transform` before validation).
  // Elysia awaits a hook whose source returns a call's result, as this one's does (`return whenCurrent(…)`).
  const checkFeeQuery = ({ query }: { query: QueryValues }) => {
    if (query.distributor !== undefined) requireDistributor(query.distributor, false)
    const period = query.period
    if (period === undefined) return
    return whenCurrent(({ periods, service }) => {
      if (!periods.has(period)) throw unknownValue('period', period, service.periods())
    })
  }
  const checkDistributorPath = ({ params }: { params: Record<string, string> }) => {
    requireDistributor(params.distributor ?? '', true)
  }

  return new Elysia({ name: 'reference', seed: services.instanceId, prefix: '/api/v1/reference' })
    .use(bearerAuth(services))
    .get('/distributors', ({ request }) => staticJson(request, 'distributors', (service) => service.distributors()), {
      response: { 200: Distributors, ...referenceProblems },
      detail: { operationId: 'listDistributors', tags: ['Reference'], summary: 'Distribution system operators (CEZ, PRE, EGD)' },
    })
    .get('/distribution-rates', ({ request }) => {
      const language = languageOf(request)
      return staticJson(request, `rates|${language}`, (service) => service.distributionRates(language), LOCALIZED)
    }, {
      response: { 200: DistributionRates, ...referenceProblems },
      detail: {
        operationId: 'listDistributionRates',
        tags: ['Reference'],
        summary: 'Household distribution rates (D01d … D61d) with their TDD load-profile class',
        description: 'Descriptions in Czech or English by `Accept-Language` (Czech by default).',
      },
    })
    .get('/periods', ({ request }) => dataJson(request, 'periods', (service) => service.periods()), {
      response: { 200: Periods, ...referenceProblems },
      detail: {
        operationId: 'listPeriods',
        tags: ['Reference'],
        summary: 'Accepted periodType values',
        description: 'Every calendar year lying fully inside the data window, then `12M`: the last 12 completed calendar months inside it. The window runs from the first to the last day with complete day-ahead prices (the shipped days and those fetched from OTE or imported since), up to the last day a regulated price list covers; it moves as new days arrive.',
      },
    })
    .get(
      '/fees',
      ({ request, query }) =>
        dataJson(request, `fees|${query.distributor}|${query.distributionRate}|${query.period}`, (service) => service.feeBaseline(query.distributor, query.distributionRate, query.period)),
      {
        transform: checkFeeQuery,
        query: FeeQuery,
        response: { 200: FeeBaseline, ...referenceProblems },
        detail: {
          operationId: 'getFeeBaseline',
          tags: ['Reference'],
          summary: 'Regulated fee baseline of a distributor, rate and period',
          description:
            'CZK/MWh excl. VAT. A calendar year uses that year\'s price list; `12M` the price list in force for most of its months (`feeSourceYear`). Unknown codes → 400 with `allowedValues`.',
        },
      },
    )
    .get(
      '/circuit-breakers',
      ({ request, query }) => {
        const language = languageOf(request)
        return dataJson(
          request,
          `breakers|${query.distributor}|${query.distributionRate}|${query.period}|${language}`,
          (service) => service.circuitBreakers(query.distributor, query.distributionRate, query.period, language),
          LOCALIZED,
        )
      },
      {
        transform: checkFeeQuery,
        query: FeeQuery,
        response: { 200: CircuitBreakers, ...referenceProblems },
        detail: {
          operationId: 'listCircuitBreakers',
          tags: ['Reference'],
          summary: 'Main circuit-breaker bands and their monthly fees',
          description:
            'Codes UP_TO_3X10A, 3X16A … 3X63A (D57d up to 3X160A). Send the `code` as distribution.circuitBreaker: its fee then follows the price list in force on each day of the study. `monthlyFeeCzk` (excl. VAT) sent as distribution.circuitBreakerMonthlyFee overrides that for the whole period. Labels in Czech or English by `Accept-Language`.',
        },
      },
    )
    .get('/distributors/:distributor/regions', ({ request, params }) => hdoJson(request, async (catalog) => (await current()).service.regions(catalog, params.distributor, languageOf(request)), LOCALIZED), {
      transform: checkDistributorPath,
      params: DistributorParams,
      response: { 200: HdoRegions, ...pathProblems },
      detail: { operationId: 'listHdoRegions', tags: ['Reference'], summary: "A distributor's HDO regions", description: 'Empty when the distributor\'s commands are not region-specific (PRE). Names in Czech or English by `Accept-Language`.' },
    })
    .get(
      '/distributors/:distributor/commands',
      ({ request, params, query }) => hdoJson(request, async (catalog) => (await current()).service.commands(catalog, params.distributor, query.region)),
      {
        transform: checkDistributorPath,
        params: DistributorParams,
        query: RegionQuery,
        response: { 200: HdoCommands, ...pathProblems },
        detail: {
          operationId: 'listHdoCommands',
          tags: ['Reference'],
          summary: 'Currently valid HDO commands of a distributor',
          description: 'With `region`: the commands of that region plus those not tied to a region (e.g. ČEZ smart-meter bands).',
        },
      },
    )
    .get(
      '/distributors/:distributor/commands/:command/periods',
      ({ request, params, query }) => hdoJson(request, async (catalog) => (await current()).service.commandPeriods(catalog, params.distributor, params.command, query.region)),
      {
        transform: checkDistributorPath,
        params: CommandParams,
        query: RegionQuery,
        response: { 200: HdoSchedules, ...pathProblems },
        detail: {
          operationId: 'listHdoCommandPeriods',
          tags: ['Reference'],
          summary: 'Switching schedules (NT windows) of an HDO command',
          description:
            'Every version of the command (or short code) with its validity; `timeRanges` are the low-tariff windows, local time, HH:MM:SS. `region` narrows a region-specific command. Day types: WORKDAY (Mon–Fri), SATURDAY, SUNDAY (holidays count as Sunday), EVERYDAY, or MONDAY … FRIDAY where a weekday differs.',
        },
      },
    )
    .get(
      '/consumption-profile',
      // Not memoised: the key space (any positive number) is unbounded; the month weights are.
      async ({ request, query }) => conditionalJson(request, tagged((await current()).service.consumptionProfile(query.tdd, query.yearlyConsumptionKWh), REVALIDATE)),
      {
        transform: ({ query }) => {
          if (query.tdd !== undefined && !TDD_VALUES.includes(query.tdd)) throw unknownValue('tdd', query.tdd, TDD_VALUES)
          const kWh = query.yearlyConsumptionKWh as unknown
          if (kWh !== undefined && !(Number(kWh) > 0 && Number.isFinite(Number(kWh)))) {
            throw badRequest('yearlyConsumptionKWh must be a number greater than 0', { yearlyConsumptionKWh: ['must be a number greater than 0'] })
          }
        },
        query: ConsumptionProfileQuery,
        response: { 200: ConsumptionProfile, ...referenceProblems },
        detail: {
          operationId: 'getConsumptionProfile',
          tags: ['Reference'],
          summary: 'Monthly split of a yearly consumption by a TDD load profile',
          description:
            'Twelve months that add up exactly to `yearlyConsumptionKWh`: values are whole multiples of 0.001 kWh (or of the input\'s finest decimal when it has more), split by the largest-remainder method over the calendar of the last whole year of the data window.',
        },
      },
    )
}
