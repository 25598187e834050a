import type { ReactiveController, ReactiveControllerHost } from 'lit'
import type {
  CircuitBreaker,
  ConsumptionProfileItem,
  DistributionRate,
  Distributor,
  EnergyClient,
  FeeBaseline,
  HdoRegion,
} from '@partner/energy-sdk'
import { initialForm, lookupPeriod, type FieldId, type ReferenceContext, type StudyForm } from '../form-state.ts'

/** The reference calls the calculator makes (an `EnergyClient`'s `reference`, or a fake in tests). */
export type ReferenceApi = Pick<
  EnergyClient['reference'],
  'distributors' | 'distributionRates' | 'periods' | 'fees' | 'circuitBreakers' | 'regions' | 'commands' | 'consumptionProfile'
>

export interface ReferenceOptions {
  api(): ReferenceApi
  /** The form as it is now (read again after every answer). */
  form(): StudyForm
  /** A lookup's answer changes the form: `patch` applies to the current form, `dropped` loses its bill mark. */
  adjust(patch: Partial<StudyForm>, dropped: FieldId[]): void
  /** A failure of a lookup nobody awaits (the debounced profile). */
  onError(error: unknown): void
  /** @default 300 */
  profileDebounceMs?: number
}

/** The breaker chosen when the bill names none or one the tariff does not offer. */
const DEFAULT_BREAKER = '3X25A'

/** A run counter per loader, so that a slow answer never overwrites a newer one. */
class Latest {
  #run = 0
  next(): () => boolean {
    const run = ++this.#run
    return () => run === this.#run
  }
}

/**
 * The reference lists the form offers (distributors, rates, periods, breakers, HDO regions and
 * commands), the fees of the chosen tariff and the monthly consumption profile. Each loader
 * updates the host when its answer arrives; an answer overtaken by a newer call is dropped.
 */
export class ReferenceController implements ReactiveController {
  distributors: Distributor[] = []
  rates: DistributionRate[] = []
  periods: string[] = []
  breakers: CircuitBreaker[] = []
  regions: HdoRegion[] = []
  commands: string[] = []
  fees: FeeBaseline | null = null
  profile: ConsumptionProfileItem[] = []

  readonly #host: ReactiveControllerHost
  readonly #options: ReferenceOptions
  #profileTimer: ReturnType<typeof setTimeout> | undefined
  #latestTariff = new Latest()
  #latestCommands = new Latest()
  #latestProfile = new Latest()

  constructor(host: ReactiveControllerHost, options: ReferenceOptions) {
    this.#host = host
    this.#options = options
    host.addController(this)
  }

  hostDisconnected() {
    clearTimeout(this.#profileTimer)
  }

  /** Distributors, rates and periods: the lists every other lookup starts from. */
  async loadLists() {
    const api = this.#options.api()
    const [distributors, rates, periods] = await Promise.all([api.distributors(), api.distributionRates(), api.periods()])
    this.distributors = distributors
    this.rates = rates
    this.periods = periods
    this.#host.requestUpdate()
  }

  /** Keeps codes (e.g. read from a bill) only when the loaded lists offer them. */
  withinLists(form: StudyForm): { form: StudyForm; dropped: FieldId[] } {
    const next = { ...form }
    const dropped: FieldId[] = []
    if (this.distributors.length > 0 && !this.distributors.some((d) => d.key === next.distributor)) {
      next.distributor = this.distributors[0]!.key
      dropped.push('distributor')
    }
    if (this.rates.length > 0 && !this.rates.some((r) => r.code === next.distributionRate)) {
      next.distributionRate = this.rates.find((r) => r.code === initialForm().distributionRate)?.code ?? this.rates[0]!.code
      dropped.push('distributionRate')
    }
    return { form: next, dropped }
  }

  /** Fees and circuit breakers of the distributor, rate and period. */
  async loadTariff() {
    const form = this.#options.form()
    const period = lookupPeriod(form, this.periods)
    if (!period) return
    const isLatest = this.#latestTariff.next()
    const api = this.#options.api()
    const query = { distributor: form.distributor, distributionRate: form.distributionRate, period }
    const [fees, breakers] = await Promise.all([api.fees(query), api.circuitBreakers(query)])
    if (!isLatest()) return
    this.fees = fees
    this.breakers = breakers
    this.#host.requestUpdate()
    if (!breakers.some((b) => b.code === this.#options.form().circuitBreaker)) {
      const fallback = breakers.find((b) => b.code === DEFAULT_BREAKER) ?? breakers[0]
      this.#options.adjust({ circuitBreaker: fallback?.code ?? '' }, ['circuitBreaker'])
    }
  }

  /** The distributor's HDO regions, then the commands of the chosen region. */
  async loadRegions() {
    const regions = await this.#options.api().regions(this.#options.form().distributor)
    this.regions = [...regions].sort((a, b) => a.sortIndex - b.sortIndex)
    this.#host.requestUpdate()
    // Nothing is chosen for the customer: a region the distributor does not have is cleared, not replaced.
    const region = this.#options.form().lowTariffRegion
    if (region !== null && !this.regions.some((r) => r.key === region)) this.#options.adjust({ lowTariffRegion: null }, ['lowTariffRegion'])
    await this.loadCommands()
  }

  async loadCommands() {
    const isLatest = this.#latestCommands.next()
    const { distributor, lowTariffRegion: region } = this.#options.form()
    const commands = await this.#options.api().commands(distributor, region ? { region } : undefined)
    if (!isLatest()) return
    this.commands = commands
    this.#host.requestUpdate()
    const command = this.#options.form().lowTariffCommand
    if (command !== null && !commands.includes(command)) this.#options.adjust({ lowTariffCommand: null }, ['lowTariffCommand'])
  }

  /** Reloads the consumption profile once the inputs it depends on stop changing. */
  scheduleProfile() {
    clearTimeout(this.#profileTimer)
    this.#profileTimer = setTimeout(() => void this.#loadProfile().catch((error) => this.#options.onError(error)), this.#options.profileDebounceMs ?? 300)
  }

  async #loadProfile() {
    const form = this.#options.form()
    const rate = this.rates.find((r) => r.code === form.distributionRate)
    const yearly = form.yearlyConsumptionKWh
    if (!rate || !yearly || yearly <= 0) return
    const isLatest = this.#latestProfile.next()
    const profile = await this.#options.api().consumptionProfile({ tdd: rate.tdd, yearlyConsumptionKWh: yearly })
    if (!isLatest()) return
    this.profile = profile
    this.#host.requestUpdate()
  }

  /** What the calculation takes from the lookups for a form. */
  context(form: StudyForm): ReferenceContext {
    return { fees: this.fees, breakerFee: this.breakers.find((b) => b.code === form.circuitBreaker)?.monthlyFeeCzk ?? null }
  }
}
