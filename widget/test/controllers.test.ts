/**
 * The calculator's controllers against a fake client: the preview waits for every reference
 * lookup it depends on, and a lookup overtaken by a newer one is dropped.
 */
import { describe, expect, test } from 'bun:test'
import type { ReactiveController, ReactiveControllerHost } from 'lit'
import type { CircuitBreaker, FeeBaseline, FeeQuery, StudyPreviewRequest, StudyResult } from '@partner/energy-sdk'
import { PreviewController } from '../src/controllers/preview-controller.ts'
import { ReferenceController, type ReferenceApi } from '../src/controllers/reference-controller.ts'
import { initialForm, missingFields, toPreviewRequest, type StudyForm } from '../src/form-state.ts'

const fakeHost = (): ReactiveControllerHost & { controllers: ReactiveController[] } => ({
  controllers: [],
  addController(controller) {
    this.controllers.push(controller)
  },
  removeController() {},
  requestUpdate() {},
  updateComplete: Promise.resolve(true),
})

/** A promise the test settles by hand. */
const deferred = <T>() => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

/** Lets every due timer (the debounce is 0 here) and promise callback run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

const fees = (high: number, ntAvailable = false): FeeBaseline => ({
  distributorFeeHighPerMWh: high,
  distributorFeeLowPerMWh: ntAvailable ? 300 : 0,
  ntAvailable,
  renewableEnergyFeePerMWh: 495,
  systemServicesFeePerMWh: 170.92,
  feeSourceYear: 2025,
})
const breakers: CircuitBreaker[] = [{ code: '3X25A', label: '3 × 25 A', monthlyFeeCzk: 165 }]
const result = { headlineYearlySaving: 1 } as StudyResult

/**
 * The calculator's wiring of both controllers over a fake API whose fee lookups answer when the
 * test says so; previews are recorded with their abort signals.
 */
const rig = () => {
  const host = fakeHost()
  // The customer has an HDO command set; the request carries it only for a rate the fees call two-tariff.
  let form: StudyForm = { ...initialForm(), period: '2025', lowTariffCommand: '405' }
  const feeAnswers: { query: FeeQuery; answer: ReturnType<typeof deferred<FeeBaseline>> }[] = []
  const previews: { request: StudyPreviewRequest; signal: AbortSignal | undefined }[] = []
  const errors: unknown[] = []
  const api: ReferenceApi = {
    distributors: async () => [],
    distributionRates: async () => [
      { code: 'D02d', description: 'two', tdd: 'TDD4' },
      { code: 'D25d', description: 'twenty-five', tdd: 'TDD4' },
    ],
    periods: async () => ['2025'],
    fees: (query) => {
      const answer = deferred<FeeBaseline>()
      feeAnswers.push({ query, answer })
      return answer.promise
    },
    circuitBreakers: async () => breakers,
    regions: async () => [],
    commands: async () => [],
    consumptionProfile: async () => [],
  }
  const reference = new ReferenceController(host, {
    api: () => api,
    form: () => form,
    adjust: (patch) => (form = { ...form, ...patch }),
    onError: (error) => errors.push(error),
  })
  const preview = new PreviewController(host, {
    api: () => ({
      preview: async (request, options) => {
        previews.push({ request, signal: options?.signal })
        return result
      },
    }),
    request: () => {
      const context = reference.context(form)
      return missingFields(form, context).length > 0 ? null : toPreviewRequest(form, context)
    },
    onResult: () => {},
    onError: (error) => errors.push(error),
    debounceMs: 0,
  })
  /** What the element does on an edit: set the form, then hold the preview for the lookups it starts. */
  const edit = (patch: Partial<StudyForm>) => {
    form = { ...form, ...patch }
    return preview.after([reference.loadTariff()])
  }
  return { host, reference, preview, feeAnswers, previews, errors, edit, form: () => form }
}

describe('PreviewController', () => {
  test('registers itself with its host', () => {
    const { host, reference, preview } = rig()
    expect(host.controllers).toEqual([reference, preview])
  })

  test('a preview waits for the fee lookup of a changed rate and is built on its answer', async () => {
    const { reference, preview, feeAnswers, previews, edit } = rig()
    // The first rate's fees are known and a preview is already scheduled when the rate changes.
    const first = reference.loadTariff()
    feeAnswers[0]!.answer.resolve(fees(2100))
    await first
    preview.schedule()
    const edited = edit({ distributionRate: 'D25d' })
    await settle()
    expect(feeAnswers.map((a) => a.query.distributionRate)).toEqual(['D02d', 'D25d'])
    expect(previews).toEqual([])
    expect(preview.pending).toBe(true)

    // D25d is two-tariff: sent before this answer, the preview would have dropped the HDO command.
    feeAnswers[1]!.answer.resolve(fees(1500, true))
    await edited
    await settle()
    expect(previews).toHaveLength(1)
    expect(previews[0]!.request.distribution).toMatchObject({ distributionRate: 'D25d', lowTariffCommand: '405', circuitBreaker: '3X25A' })
    expect(preview.result).toBe(result)
    expect(preview.pending).toBe(false)
  })

  test('with two edits in flight the preview waits for both, and sends once', async () => {
    const { preview, feeAnswers, previews, edit } = rig()
    const one = edit({ distributionRate: 'D25d' })
    const two = edit({ distributionRate: 'D02d' })
    feeAnswers[1]!.answer.resolve(fees(2100))
    await two
    await settle()
    expect(previews).toEqual([])
    feeAnswers[0]!.answer.resolve(fees(1500, true))
    await one
    await settle()
    expect(previews).toHaveLength(1)
    // The older (two-tariff) answer arrived last and was dropped: the request follows the single-tariff rate shown.
    expect(previews[0]!.request.distribution).toMatchObject({ distributionRate: 'D02d', lowTariffCommand: null })
    expect(preview.pending).toBe(false)
  })

  test('a lookup that starts while a preview is on its way aborts that preview', async () => {
    const { reference, preview, feeAnswers, previews, edit } = rig()
    const first = reference.loadTariff()
    feeAnswers[0]!.answer.resolve(fees(2100))
    await first
    preview.schedule()
    await settle()
    expect(previews).toHaveLength(1)
    const edited = edit({ distributionRate: 'D25d' })
    expect(previews[0]!.signal?.aborted).toBe(true)
    feeAnswers[1]!.answer.resolve(fees(1500))
    await edited
    await settle()
    expect(previews).toHaveLength(2)
  })

  test('a failed lookup is reported and the preview still runs on what is known', async () => {
    const { preview, feeAnswers, previews, errors, edit } = rig()
    const edited = edit({ distributionRate: 'D25d' })
    feeAnswers[0]!.answer.reject(new Error('lookup failed'))
    await edited
    await settle()
    expect(errors.map((e) => (e as Error).message)).toEqual(['lookup failed'])
    expect(previews).toHaveLength(1)
    expect(preview.pending).toBe(false)
  })

  test('nothing is sent while a required input is missing, and the preview is not left pending', async () => {
    const { reference, preview, feeAnswers, previews, edit } = rig()
    const first = reference.loadTariff()
    feeAnswers[0]!.answer.resolve(fees(2100, true))
    await first
    // A two-tariff rate needs an HDO command, and the customer has not chosen one.
    const edited = edit({ totalKWp: 6, lowTariffCommand: null })
    feeAnswers[1]!.answer.resolve(fees(2100, true))
    await edited
    await settle()
    expect(previews).toEqual([])
    expect(preview.pending).toBe(false)
  })
})

describe('ReferenceController', () => {
  test('a breaker the tariff does not offer falls back to 3X25A', async () => {
    const { reference, feeAnswers, edit, form } = rig()
    const edited = edit({ circuitBreaker: '3X63A' })
    feeAnswers[0]!.answer.resolve(fees(2100))
    await edited
    expect(reference.breakers).toEqual(breakers)
    expect(form().circuitBreaker).toBe('3X25A')
    expect(reference.context(form()).breakerFee).toBe(165)
  })

  test('codes the lists do not offer are replaced and named', async () => {
    const { reference } = rig()
    await reference.loadLists()
    const { form, dropped } = reference.withinLists({ ...initialForm(), distributionRate: 'D99x' })
    expect(form.distributionRate).toBe('D02d')
    expect(dropped).toEqual(['distributionRate'])
  })
})
