/**
 * Small, fully known engine inputs for hand-computed cases: a two-day data window (Mon 3 – Tue 4 June
 * 2024, CEST), one price per local hour, one two-tariff rate with round fees and one HDO command
 * (served by the real HdoCatalog).
 */
import type { HdoSchedule, StudyPreviewRequest } from '@partner/energy-shared'
import { HdoCatalog } from '../../src/data/hdo.ts'
import type { DistributionFeeRecord, NationwideFeePeriod, RateRecord } from '../../src/data/tariffs-schema.ts'
import { localMidnightUtcMs } from '../../src/lib/prague-time.ts'
import { prepareEngineData, type EngineData, type TariffSource } from '../../src/engine/index.ts'

export const GOLDEN_WINDOW = { from: '2024-06-03', to: '2024-06-04' }

/** CZK/MWh by local hour: night 1000, day 500 with −100 at 12:00 and 13:00, evening 3000. */
export function goldenPrice(localHour: number): number {
  if (localHour < 8) return 1000
  if (localHour < 16) return localHour === 12 || localHour === 13 ? -100 : 500
  return 3000
}

const rate = (code: string, tariffType: 'single' | 'dual', tdd: string): RateRecord => ({
  code,
  tariffType,
  description: code,
  tdd,
  tddSourced: true,
  tddNote: '',
  minNtHoursPerDay: tariffType === 'dual' ? 8 : 0,
  ntRule: '',
  cezSmartMeterGroup: null,
})

const rates = [rate('D02d', 'single', 'TDD4'), rate('D25d', 'dual', 'TDD5')]

const distributionFee = (code: string, lowPerMWh: number | null): DistributionFeeRecord => ({
  year: 2024,
  validFrom: '2024-01-01',
  validTo: '2024-12-31',
  distributor: 'CEZ',
  rate: code,
  highPerMWh: 2000,
  lowPerMWh,
  crossCheck: 'test',
  correction: null,
})

const nationwide: NationwideFeePeriod[] = [
  {
    validFrom: '2024-01-01',
    validTo: '2025-12-31',
    systemServicesPerMWh: 200,
    electricityTaxPerMWh: 28.3,
    renewableEnergyFeePerMWh: 500,
    renewableEnergyBreakerCapPerAmpMonth: 0,
    meteringPointFeeKind: 'non-network-infrastructure',
    meteringPointFeePerMonth: 10,
    vatPercent: 21,
    note: '',
  },
]

export const goldenTariffs: TariffSource = {
  rateByCode: (code) => rates.find((entry) => entry.code === code),
  rateCatalog: () => rates,
  distributionFees: (distributor, code, year) =>
    distributor === 'CEZ' && year === 2024 ? { D02d: distributionFee('D02d', null), D25d: distributionFee('D25d', 400) }[code] : undefined,
  nationwideFeePeriods: () => nationwide,
  breakerFees: (distributor, _code, year) => (distributor === 'CEZ' && year === 2024 ? [{ code: '3X25A', unit: 'CZK/month', price: 300 }] : []),
}

const schedule: HdoSchedule = {
  id: '00000000-0000-5000-8000-000000000001',
  distributorKey: 'CEZ',
  distributorName: 'ČEZ Distribuce',
  regionTypeId: null,
  regionTypeKey: null,
  regionTypeName: null,
  code: 'T1',
  command: 'T1',
  validFrom: '2024-01-01',
  validTo: null,
  tariffSchedules: [
    {
      dayTypeKey: 'EVERYDAY',
      sortIndex: 0,
      timeRanges: [
        { periodStart: '00:00:00', periodEnd: '06:00:00' },
        { periodStart: '13:30:00', periodEnd: '15:00:00' },
      ],
    },
  ],
}

/** NT 00:00–06:00 and 13:30–15:00 every day. */
export const goldenHdo = new HdoCatalog([], [{ schedule, rates: ['D25d'], kind: 'ripple-control', source: 'test', note: '' }])

export function goldenData(): EngineData {
  const firstHourUtcMs = localMidnightUtcMs(GOLDEN_WINDOW.from)
  const price = new Float64Array(48)
  for (let h = 0; h < 48; h++) price[h] = goldenPrice(h % 24)
  const flat = new Array(864).fill(1)
  return prepareEngineData({
    window: GOLDEN_WINDOW,
    spot: { firstHourUtcMs, priceCzkPerMWh: price, filledHours: [], fillRule: 'none', source: 'test prices' },
    typicalPvPerKWp: new Float64Array(8760),
    pvSite: { latitude: 50, longitude: 15, elevationM: 0, slopeDeg: 35, azimuthDeg: 0, typicalYear: 'none' },
    pvModel: 'none',
    tddProfiles: { TDD4: flat, TDD5_StredniCechy: flat },
    tddSource: 'flat test profile',
    tariffs: goldenTariffs,
  })
}

/** 1 kWh of load every hour; 3 kWh of PV in local hours 9–14 (six hours a day). */
export function goldenSeries(): { consumptionKWh: number[]; productionKWh: number[] } {
  const consumptionKWh = new Array(48).fill(1)
  const productionKWh = Array.from({ length: 48 }, (_, h) => (h % 24 >= 9 && h % 24 <= 14 ? 3 : 0))
  return { consumptionKWh, productionKWh }
}

export function goldenRequest(overrides: Partial<StudyPreviewRequest> = {}): StudyPreviewRequest {
  return {
    from: GOLDEN_WINDOW.from,
    to: GOLDEN_WINDOW.to,
    yearlyConsumptionKWh: 1,
    totalKWp: 0,
    distribution: { distributor: 'CEZ', distributionRate: 'D25d', lowTariffCommand: 'T1', circuitBreakerMonthlyFee: 300 },
    electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3000, feeLowTariff: 2000, monthlyFeeCzk: 100 },
    electricitySellingSettings: { sellingType: 'FIX', feeType: 'PerMWh', fee: 1000, monthlyFeeCzk: 30 },
    customProductionConsumptionData: { start: new Date(localMidnightUtcMs(GOLDEN_WINDOW.from)).toISOString(), granularity: 'PT1H', ...goldenSeries() },
    ...overrides,
  }
}
