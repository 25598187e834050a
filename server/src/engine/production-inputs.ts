/** Step 3 of a study: hourly PV production, from the customer's series or the typical PV year. */
import type { Assumption, PvArray } from '@partner/energy-shared'
import type { StudyContext, StepResult } from './context.ts'
import type { HourlyInputs } from './simulate.ts'

export interface ProductionInputs {
  production: HourlyInputs['production']
  /** Roof planes modelled; null for the customer's own series. */
  arrays: PvArray[] | null
}

export function productionInputs({ request, data, startHour }: StudyContext): StepResult<ProductionInputs> {
  const custom = request.customProductionConsumptionData?.productionKWh
  if (custom) {
    return {
      inputs: { production: { source: Float64Array.from(custom), offset: 0, scale: 1 }, arrays: null },
      assumptions: [{ key: 'pv-production', text: 'Hourly PV production is the customer’s own series (customProductionConsumptionData); totalKWp is not used for it.' }],
    }
  }
  const site = data.pvSite
  const assumptions: Assumption[] = [
    {
      key: 'pv-site',
      text: `PV site: ${site.latitude} N, ${site.longitude} E, ${site.elevationM} m (PVGIS series from south-west Slovakia, about 50 km from the Czech border; no Czech series was available), array ${site.slopeDeg}° tilt facing ${facing(site.azimuthDeg)}.`,
    },
    { key: 'pv-typical-year', text: site.typicalYear },
    { key: 'pv-model', text: data.pvModel },
  ]
  const arrays = [{ kWp: request.totalKWp, tiltDeg: site.slopeDeg, azimuthDeg: site.azimuthDeg }]
  return { inputs: { production: { source: data.pvPerKWpByHour, offset: startHour, scale: request.totalKWp }, arrays }, assumptions }
}

/** "south", "2° east of south", … for an azimuth in the PVGIS convention (0 = south, −90 = east). */
export function facing(azimuthDeg: number): string {
  return azimuthDeg === 0 ? 'south' : `${Math.abs(azimuthDeg)}° ${azimuthDeg < 0 ? 'east' : 'west'} of south`
}
