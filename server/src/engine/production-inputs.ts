/**
 * Step 3 of a study: hourly PV production, from the customer's series or the typical PV year — on the
 * shipped PVGIS plane, or on the request's roof planes (`pvArrays`) transposed from its sky — or none
 * when the study has no PV (totalKWp 0).
 */
import type { Assumption, PvArray, PvgisProductionSource, ResolvedLocation } from '@partner/energy-shared'
import type { StudyContext, StepResult } from './context.ts'
import { onWindowAxis, type EngineData, type PvSiteDescription } from './data.ts'
import { EngineValidationError } from './errors.ts'
import { hourMeansFromSnapshots } from './hour-means.ts'
import { planeSnapshotsPerKWp, type PlaneOrientation } from './plane.ts'
import type { HourlyInputs } from './simulate.ts'

/** Roof planes kept per process; beyond this the oldest is dropped (orientations come from requests). */
const PLANE_CACHE_SIZE = 64
/** Tolerance of the kWp sum of the arrays against totalKWp. */
const KWP_TOLERANCE = 0.001

export interface ProductionInputs {
  production: HourlyInputs['production']
  /** Roof planes modelled; null for the customer's own series. */
  arrays: PvArray[] | null
}

export function productionInputs({ request, data, startHour, hours }: StudyContext): StepResult<ProductionInputs> {
  const custom = request.customProductionConsumptionData?.productionKWh
  if (custom) {
    return {
      inputs: { production: { source: Float64Array.from(custom), offset: 0, scale: 1 }, arrays: null },
      assumptions: [
        {
          key: 'pv-production',
          text: `Hourly PV production is the customer’s own series (customProductionConsumptionData); totalKWp${request.pvArrays ? ' and pvArrays are' : ' is'} not used for it.`,
        },
      ],
    }
  }
  if (request.totalKWp === 0 && (request.pvArrays ?? []).every((array) => array.kWp === 0)) return noPvInputs(data, startHour)
  const site = data.pvSite
  if (request.pvArrays) return arrayInputs(request.pvArrays, request.totalKWp, data, startHour, hours)
  const assumptions: Assumption[] = [
    {
      key: 'pv-site',
      text: `PV site: ${site.latitude} N, ${site.longitude} E, ${site.elevationM} m (${seriesNote(site)}), array ${site.slopeDeg}° tilt facing ${facing(site.azimuthDeg)}.`,
    },
    locationAssumption(site),
    { key: 'pv-typical-year', text: site.typicalYear },
    { key: 'pv-model', text: data.pvModel },
  ]
  const arrays = [{ kWp: request.totalKWp, tiltDeg: site.slopeDeg, azimuthDeg: site.azimuthDeg }]
  return { inputs: { production: { source: data.pvPerKWpByHour, offset: startHour, scale: request.totalKWp }, arrays }, assumptions }
}

const REFERENCE_SITE_NOTE = 'PVGIS series from south-west Slovakia, about 50 km from the Czech border; no Czech series was available'

function seriesNote(site: PvSiteDescription): string {
  return site.seriesNote ?? REFERENCE_SITE_NOTE
}

/** The roof's location as the result states it: the resolved one, else the site of the series. */
export function locationOf(site: PvSiteDescription): ResolvedLocation {
  return site.location ?? { latitude: site.latitude, longitude: site.longitude, source: 'reference-site' }
}

/** The irradiance the PV model ran on, as the result states it. */
export function productionSourceOf(site: PvSiteDescription): PvgisProductionSource {
  return site.productionSource ?? { source: 'reference-site', radiationDatabase: 'PVGIS', yearMin: 0, yearMax: 0, latitude: site.latitude, longitude: site.longitude }
}

/** What located the roof and which sky the study used (pv-location). */
function locationAssumption(site: PvSiteDescription): Assumption {
  const location = locationOf(site)
  const source = productionSourceOf(site)
  return {
    key: 'pv-location',
    text:
      site.locationNote ??
      `Roof location: none given (no location in the request, no PSČ in the address, no partner default), so the reference site's sky is used (${source.radiationDatabase}${source.yearMin ? ` ${source.yearMin}–${source.yearMax}` : ''}).`,
    value: location.source,
  }
}

/** No PV: a production of zero every hour, and no PV model to state. */
function noPvInputs(data: EngineData, startHour: number): StepResult<ProductionInputs> {
  return {
    inputs: { production: { source: data.pvPerKWpByHour, offset: startHour, scale: 0 }, arrays: [] },
    assumptions: [{ key: 'no-pv', text: 'No PV (totalKWp 0): nothing is produced, so the bill "with PV" differs from the bill as it is only by what a battery does.' }],
  }
}

/** "south", "2° east of south", … for an azimuth in the PVGIS convention (0 = south, −90 = east). */
export function facing(azimuthDeg: number): string {
  return azimuthDeg === 0 ? 'south' : `${Math.abs(azimuthDeg)}° ${azimuthDeg < 0 ? 'east' : 'west'} of south`
}

function arrayInputs(arrays: PvArray[], totalKWp: number, data: EngineData, startHour: number, hours: number): StepResult<ProductionInputs> {
  const sum = arrays.reduce((total, array) => total + array.kWp, 0)
  if (Math.abs(sum - totalKWp) > KWP_TOLERANCE) {
    throw EngineValidationError.field('pvArrays', `the arrays' kWp sum to ${Math.round(sum * 1000) / 1000}, not totalKWp ${totalKWp}`)
  }
  const combined = new Float64Array(hours)
  for (const array of arrays) {
    if (array.kWp === 0) continue
    const series = planeSeries(data, array)
    for (let h = 0; h < hours; h++) combined[h]! += series[startHour + h]! * array.kWp
  }
  const site = data.pvSite
  const planes = arrays.map((array) => `${array.kWp} kWp at ${array.tiltDeg}° tilt facing ${facing(array.azimuthDeg)}`).join('; ')
  return {
    inputs: { production: { source: combined, offset: 0, scale: 1 }, arrays: arrays.map((array) => ({ ...array })) },
    assumptions: [
      {
        key: 'pv-site',
        text: `PV site: ${site.latitude} N, ${site.longitude} E, ${site.elevationM} m (${seriesNote(site)}).`,
      },
      locationAssumption(site),
      { key: 'pv-typical-year', text: site.typicalYear },
      {
        key: 'pv-arrays',
        text: `Roof planes: ${planes}. The sky behind the PVGIS series (GHI from its ground-reflected part with albedo 0.2, DNI from its plane beam, Erbs where the sun is behind that plane) is transposed to each plane with the Perez 1990 model; then Martin & Ruiz angle-of-incidence loss and the temperature and loss model below; no shading between or by neighbouring objects.`,
        value: arrays.length,
      },
      { key: 'pv-model', text: data.pvModel },
    ],
  }
}

/** kWh per kWp of one plane on the window axis (hour means), computed once per orientation. */
function planeSeries(data: EngineData, plane: PlaneOrientation): Float64Array {
  const site = data.pvSite
  // The shipped plane is the PVGIS series itself (no transposition needed).
  if (plane.tiltDeg === site.slopeDeg && plane.azimuthDeg === site.azimuthDeg) return data.pvPerKWpByHour
  const sky = data.pvSky
  if (!sky) throw EngineValidationError.field('pvArrays', 'this server has no sky data for other roof planes; leave pvArrays out')
  const key = `${plane.tiltDeg}|${plane.azimuthDeg}`
  const cached = data.pvPlanes.get(key)
  if (cached) return cached
  const series = onWindowAxis(data.calendar, data.windowHours, hourMeansFromSnapshots(planeSnapshotsPerKWp(sky, plane), sky.minute))
  if (data.pvPlanes.size >= PLANE_CACHE_SIZE) data.pvPlanes.delete(data.pvPlanes.keys().next().value!)
  data.pvPlanes.set(key, series)
  return series
}
