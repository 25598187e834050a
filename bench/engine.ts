/**
 * `bun run bench:engine`: median time of one full-year study (2024: 8 784 hours; PV + battery + SPOT
 * buying and selling) on the shipped data, after warm-up. A study with a battery also plans the
 * price-aware dispatch for the comparison of both (`dispatchComparison`), whichever it follows. Start-up (dataset loading, PV model over the
 * typical year, typed-array preparation) is reported separately; it happens once per process.
 */
import type { StudyPreviewRequest } from '@partner/energy-shared'
import { shippedHdoCatalog } from '../server/src/data/hdo.ts'
import { runStudy } from '../server/src/engine/index.ts'
import { shippedEngineData } from '../server/src/modules/studies/simulation.ts'

const WARM_UP = 500
const RUNS = 2000

const started = performance.now()
const data = shippedEngineData()
const hdo = shippedHdoCatalog()
const startUpMs = performance.now() - started

const request: StudyPreviewRequest = {
  periodType: '2024',
  yearlyConsumptionKWh: 4000,
  totalKWp: 5,
  battery: { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10 },
  distribution: { distributor: 'CEZ', distributionRate: 'D02d', circuitBreakerMonthlyFee: 256 },
  electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 450, monthlyFeeCzk: 150 },
  electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 350, spotPriceMinZero: true },
}
const twoTariff: StudyPreviewRequest = { ...request, distribution: { distributor: 'CEZ', distributionRate: 'D25d', lowTariffCommand: 'AKU8V2' } }
const eastWest: StudyPreviewRequest = {
  ...request,
  pvArrays: [
    { kWp: 2.5, tiltDeg: 15, azimuthDeg: -90 },
    { kWp: 2.5, tiltDeg: 15, azimuthDeg: 90 },
  ],
}

const priceAware: StudyPreviewRequest = { ...request, battery: { ...request.battery!, dispatch: 'price-aware' } }
const priceAwareGrid: StudyPreviewRequest = { ...request, battery: { ...request.battery!, dispatch: 'price-aware', gridCharging: true, exportFromBattery: true } }

function measure(name: string, study: StudyPreviewRequest, goalMs = 1): void {
  const first = performance.now()
  const result = runStudy(study, data, hdo)
  const firstMs = performance.now() - first
  if (result.period.hours !== 8784) throw new Error(`expected 8 784 hours, got ${result.period.hours}`)
  for (let i = 0; i < WARM_UP; i++) runStudy(study, data, hdo)
  const times = new Float64Array(RUNS)
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    runStudy(study, data, hdo)
    times[i] = performance.now() - t0
  }
  times.sort()
  const at = (q: number) => times[Math.floor(q * (RUNS - 1))]!.toFixed(3)
  console.log(`${name}`)
  console.log(`  median ${at(0.5)} ms   p10 ${at(0.1)} ms   p90 ${at(0.9)} ms   first call ${firstMs.toFixed(2)} ms   (goal: median ≤ ${goalMs} ms)`)
  console.log(`  saving ${result.headlineYearlySaving} CZK/yr, production ${result.energy.productionKWh} kWh, ${RUNS} runs after ${WARM_UP} warm-up`)
}

console.log(`engine data start-up: ${startUpMs.toFixed(1)} ms (once per process)`)
measure('full year 2024, 5 kWp + 10 kWh battery, D02d, SPOT buy/sell', request)
measure('same with two-tariff D25d and HDO command AKU8V2', twoTariff)
measure('D02d with two roof planes (east–west 15°, 2 × 2.5 kWp; first call transposes them)', eastWest)
measure('price-aware dispatch (day-by-day optimum), D02d SPOT', priceAware, 10)
measure('price-aware with grid charging and selling from the battery', priceAwareGrid, 10)
