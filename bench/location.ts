/**
 * `bun run bench:location`: the roof's location against a loopback PVGIS (server/test/support/pvgis-double.ts,
 * PVGIS's typical-year JSON; skies = the reference sky × 0.88 / 0.94 / 1.02 for Ostrava / Praha / Znojmo):
 * how long a new cell takes from the first request until it is cached (the double answers at once, so this is
 * the server's own share: fetch, parse, store), the preview's latency with a cached location against one without
 * a location (p50/p90 of 200 sequential previews, loopback, embedded PGlite), the stored size of a cell, and the
 * calculator's starting household (CEZ D02d, 3 500 kWh, 5 kWp, 5 kWh battery, SPOT at the bare market) on each sky.
 */
import type { PvgisProductionSource, StudyPreviewRequest, StudyResult } from '@partner/energy-shared'
import { startTestServer } from '../server/test/support/harness.ts'
import { startPvgisDouble } from '../server/test/support/pvgis-double.ts'

const double = startPvgisDouble([
  { name: 'Ostrava', latitude: 49.82, longitude: 18.26, scale: 0.88 },
  { name: 'Praha', latitude: 50.08, longitude: 14.44, scale: 0.94 },
  { name: 'Znojmo', latitude: 48.84, longitude: 16.03, scale: 1.02 },
])
const srv = await startTestServer({ PVGIS: 'on', PVGIS_URL: double.url })
const token = await srv.accessToken()

const household = (address?: string): StudyPreviewRequest => ({
  ...(address ? { study: { address } } : {}),
  periodType: '12M',
  yearlyConsumptionKWh: 3500,
  totalKWp: 5,
  battery: { batterySizeKwh: 5, reservedBatteryCapacityPercentage: 10 },
  distribution: { distributor: 'CEZ', distributionRate: 'D02d', circuitBreaker: '3X25A' },
  electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 0, spotPriceMinZero: true },
  electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 0, spotPriceMinZero: true },
})

async function preview(body: StudyPreviewRequest): Promise<StudyResult> {
  const response = await fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status !== 200) throw new Error(`preview: ${response.status} ${await response.text()}`)
  return (await response.json()) as StudyResult
}
const source = (result: StudyResult) => result.inputs.productionSource as PvgisProductionSource
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!

try {
  const reference = await preview(household())
  console.log(`reference site: ${reference.energy.productionKWh} kWh, saving ${reference.headlineYearlySaving} CZK/year, payback ${reference.paybackYears} years`)
  for (const address of ['Nádražní 12, 702 00 Ostrava', 'Vodičkova 5, 110 00 Praha', 'Obroková 3, 669 02 Znojmo']) {
    const started = performance.now()
    let result = await preview(household(address))
    while (source(result).source !== 'pvgis') {
      await Bun.sleep(5)
      result = await preview(household(address))
    }
    const ms = performance.now() - started
    const change = result.headlineYearlySaving - reference.headlineYearlySaving
    console.log(
      `${result.inputs.location?.place}: new cell cached in ${Math.round(ms)} ms; ${result.energy.productionKWh} kWh (${((result.energy.productionKWh / reference.energy.productionKWh - 1) * 100).toFixed(1)} %), saving ${result.headlineYearlySaving} CZK/year (${change >= 0 ? '+' : ''}${Math.round(change)}), payback ${result.paybackYears} years`,
    )
  }
  for (const [label, body] of [
    ['cached location (Ostrava)', household('Nádražní 12, 702 00 Ostrava')],
    ['no location (reference site)', household()],
  ] as const) {
    for (let i = 0; i < 20; i++) await preview(body)
    const times: number[] = []
    for (let i = 0; i < 200; i++) {
      const started = performance.now()
      await preview(body)
      times.push(performance.now() - started)
    }
    console.log(`preview, ${label}: p50 ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms`)
  }
  const sizes = await srv.services.em().execute<{ cell: string; bytes: number }[]>('select cell, octet_length(series) as bytes from pvgis_cell order by cell')
  console.log(`stored cells: ${sizes.map((row) => `${row.cell} ${(Number(row.bytes) / 1024).toFixed(1)} KiB`).join(', ')}`)
  console.log(`PVGIS calls: ${double.totalCalls()}`)
} finally {
  await srv.stop()
  double.stop()
}
