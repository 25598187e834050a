/**
 * Runs every outcome case of the SDK matrix against the built package and prints one JSON line per case:
 * `{ case, settled, ms, value?, error? }`. Plain JavaScript so that Node runs it as it is; `outcomes.test.ts`
 * runs it under Node and under Bun and judges the lines.
 *
 * Env: SDK_ENTRY (path of dist/index.js), MATRIX (JSON: api, scripted, refused base URLs and tokens).
 */
const { EnergyClient, EnergyError } = await import(process.env.SDK_ENTRY)
const env = JSON.parse(process.env.MATRIX)
const runtime = process.versions.bun ? 'bun' : 'node'

/** A call that neither resolves nor rejects within this long is reported unsettled. */
const SETTLE_LIMIT_MS = 20_000

const api = (options = {}) => new EnergyClient({ baseUrl: env.api.baseUrl, refreshToken: env.api.apiRefreshToken, ...options })
/** The case being run: the scripted server counts requests per case. */
let current = ''
/** A client of the scripted server: the scenario, runtime and case ride in a header the server reads. */
const scripted = (scenario, options = {}) =>
  new EnergyClient({ baseUrl: env.scripted, refreshToken: 'ens_api_matrix', headers: { 'x-scenario': `${scenario}:${runtime}:${current}` }, ...options })

const previewBody = {
  periodType: '12M',
  yearlyConsumptionKWh: 4000,
  totalKWp: 5,
  distribution: { distributor: 'CEZ', distributionRate: 'D02d' },
  electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3000, monthlyFeeCzk: 120 },
}
const createBody = { ...previewBody, study: { label: 'Matrix house' }, recipient: { email: 'matrix@example.test', name: 'Matrix Test', wantsContact: false } }
const invalidBody = { periodType: '2025', yearlyConsumptionKWh: 'x' }
const idempotencyKey = `matrix-${runtime}-${Date.now()}`

const aborted = (reason) => {
  const controller = new AbortController()
  controller.abort(reason)
  return controller.signal
}
const abortedAfter = (ms, reason) => {
  const controller = new AbortController()
  setTimeout(() => controller.abort(reason), ms)
  return controller.signal
}
const callerReason = new Error('caller gave up')

/** case name → the call. What each must end in is `outcomes.test.ts`'s to say. */
const cases = {
  'real 200 GET': () => api().reference.periods(),
  'real 200 POST preview': () => api().studies.preview(previewBody),
  'real 200 POST create': () => api().studies.create(createBody, { idempotencyKey }),
  'real 400 POST preview': () => api().studies.preview(invalidBody),
  'real 400 POST create': () => api().studies.create(invalidBody),
  'real 400 POST create without retries': () => api().studies.create(invalidBody, { maxRetries: 0 }),
  'real 403 GET list with an embed token': () =>
    new EnergyClient({ baseUrl: env.api.baseUrl, refreshToken: env.api.embedRefreshToken, headers: { origin: env.api.embedOrigin } }).studies.list(),
  'real 404 GET': () => api().studies.get('00000000-0000-4000-8000-000000000000'),
  'real 409 POST create, key reused with another body': () =>
    api().studies.create({ ...createBody, yearlyConsumptionKWh: 4001 }, { idempotencyKey }),
  '401 then a refreshed token': () => scripted('401-once').reference.periods(),
  '401 twice': () => scripted('401-always').studies.preview(previewBody),
  '403 POST': () => scripted('403').studies.preview(previewBody),
  '413 POST': () => scripted('413').studies.create(createBody),
  '415 POST': () => scripted('415').studies.preview(previewBody),
  '422 POST': () => scripted('422').studies.preview(previewBody),
  '429 with Retry-After, then 200': () => scripted('429-once').studies.preview(previewBody),
  '429 without retries': () => scripted('429-always', { maxRetries: 0 }).studies.preview(previewBody),
  '503 on every attempt': () => scripted('503-always', { maxRetries: 1 }).reference.periods(),
  '503 POST create on every attempt': () => scripted('503-always', { maxRetries: 1 }).studies.create(createBody),
  'connection refused GET': () => new EnergyClient({ baseUrl: env.refused, refreshToken: 'ens_api_matrix', maxRetries: 1 }).reference.periods(),
  'connection refused POST': () => new EnergyClient({ baseUrl: env.refused, getAccessToken: () => 'token', maxRetries: 0 }).studies.preview(previewBody),
  'no answer GET': () => scripted('silent', { timeout: 300, maxRetries: 0 }).reference.periods(),
  'no answer POST': () => scripted('silent', { timeout: 300 }).studies.create(createBody, { maxRetries: 0 }),
  'signal aborted before the call': () => scripted('silent').studies.preview(previewBody, { signal: aborted(callerReason) }),
  'signal aborted during the call': () => scripted('silent').studies.preview(previewBody, { signal: abortedAfter(100, callerReason) }),
}

const only = process.env.MATRIX_ONLY
for (const [name, call] of Object.entries(cases)) {
  if (only && name !== only) continue
  current = name
  const started = performance.now()
  let timer
  const outcome = await Promise.race([
    call().then(
      (value) => ({ settled: true, value: { type: Array.isArray(value) ? 'array' : typeof value } }),
      (error) => ({
        settled: true,
        error: {
          isEnergyError: error instanceof EnergyError,
          isCallerReason: error === callerReason,
          name: error?.name,
          code: error?.code,
          status: error?.status,
          slug: error?.slug,
          requestId: error?.requestId,
        },
      }),
    ),
    new Promise((resolve) => {
      timer = setTimeout(() => resolve({ settled: false }), SETTLE_LIMIT_MS)
    }),
  ])
  clearTimeout(timer)
  console.log(JSON.stringify({ case: name, ms: Math.round(performance.now() - started), ...outcome }))
}
