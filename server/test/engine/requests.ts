import type { StudyPreviewRequest } from '@partner/energy-shared'

/** A typical household on the shipped data: 5 kWp, D02d at ČEZ, 4 MWh a year, SPOT buying and selling. */
export function householdRequest(overrides: Partial<StudyPreviewRequest> = {}): StudyPreviewRequest {
  return {
    periodType: '2025',
    yearlyConsumptionKWh: 4000,
    totalKWp: 5,
    battery: { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10 },
    distribution: { distributor: 'CEZ', distributionRate: 'D02d', circuitBreakerMonthlyFee: 256 },
    electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 450, spotPriceMinZero: false, monthlyFeeCzk: 150 },
    electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 350, spotPriceMinZero: true, monthlyFeeCzk: 0 },
    ...overrides,
  }
}
