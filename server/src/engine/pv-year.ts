/**
 * The typical PV year with the engine's PV model applied: kWh per kWp for each of its 8 760 UTC hours,
 * plus PVGIS's own output of the same hours for the model check. Pure: the loaded dataset
 * (`data/solar.ts`) in, series out.
 */
import type { SolarDataset } from '../data/solar-schema.ts'
import { hourMeansFromSnapshots } from './hour-means.ts'
import { DEFAULT_PV_MODEL, pvSeriesPerKWp, type PvModelParameters } from './pv.ts'
import { planeSnapshotsPerKWp } from './plane.ts'
import { decomposeSky, skyFromHorizontal, type HorizontalHours, type SkyHours } from './sky.ts'

const MONTH_START_DAY = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

export interface TypicalPvYear {
  dataset: SolarDataset
  /** UTC instant of each hour's values (its source year, the PVGIS minute offset). */
  timestampsUtcMs: Float64Array
  /** Model output at PVGIS's instants (hh:10), kWh per kWp: what PVGIS's own `P` is compared with. */
  snapshotPerKWp: Float64Array
  /** Model output as the mean of each UTC hour hh:00–hh+1:00 (what the engine bills), kWh per kWp. */
  perKWp: Float64Array
  /** PVGIS's own output of the same instants, kWh per kWp. */
  pvgisPerKWp: Float64Array
  /** GHI / DNI / DHI and sun positions behind the series, for other roof planes. */
  sky: SkyHours
  /** How the year was built (for a study's assumptions). */
  description: string
  /** The PV model and its parameters (for a study's assumptions). */
  model: string
}

export function typicalPvYearOf(dataset: SolarDataset, parameters: PvModelParameters = DEFAULT_PV_MODEL): TypicalPvYear {
  const timestampsUtcMs = new Float64Array(8760)
  for (let i = 0; i < 8760; i++) {
    const dayOfYear = Math.floor(i / 24)
    let month = 11
    while (MONTH_START_DAY[month]! > dayOfYear) month--
    timestampsUtcMs[i] = Date.UTC(dataset.monthSourceYears[month]!, month, dayOfYear - MONTH_START_DAY[month]! + 1, i % 24, dataset.timestampMinute)
  }
  const snapshotPerKWp = pvSeriesPerKWp(dataset.site, { ...dataset, timestampsUtcMs }, parameters)
  const sky = decomposeSky({ ...dataset, ...dataset.site, minute: dataset.timestampMinute, timestampsUtcMs })
  const pvgisPerKWp = Float64Array.from(dataset.pvgisPowerW, (watts) => watts / dataset.site.pvgisNominalKWp / 1000)
  const years = dataset.monthSourceYears.map((year, index) => `${index + 1}/${year}`).join(', ')
  return {
    dataset,
    timestampsUtcMs,
    snapshotPerKWp,
    perKWp: hourMeansFromSnapshots(snapshotPerKWp, dataset.timestampMinute),
    pvgisPerKWp,
    sky,
    description: `Typical PV year from the PVGIS-SARAH2 hourly series 2005–2020 (PVGIS © European Union): per calendar month the most representative year by the Finkelstein–Schafer statistic of daily irradiation and temperature (month/year: ${years}). PVGIS gives instantaneous values at hh:${String(dataset.timestampMinute).padStart(2, '0')} UTC; each hour hh:00–hh+1:00 gets the mean of the piecewise-linear curve through them (hour means, DATA.md).`,
    model: `PV output per kWp: PVGIS-style chain — plane-of-array beam/diffuse/reflected irradiance, Martin & Ruiz reflection loss (a_r ${parameters.reflectionAr}), Faiman module temperature (U0 ${parameters.faimanU0}, U1 ${parameters.faimanU1}, fitted to PVGIS's own output of the series), Huld c-Si efficiency (PVGIS5 coefficients), ${parameters.systemLossPercent} % system losses; no inverter clipping, no degradation.`,
  }
}

/** A location's PV year from its horizontal sky (PVGIS typical year): kWh per kWp of a plane, snapshots and hour means. */
export interface SitePvYear {
  sky: SkyHours
  snapshotPerKWp: Float64Array
  perKWp: Float64Array
}

/**
 * The PV year of a horizontal series (8 760 hours in typical-year order, hour i = UTC day ⌊i/24⌋ of a
 * non-leap year, hour i mod 24) on one plane: the same Perez transposition, reflection, temperature and
 * loss chain as every roof plane (plane.ts), then hour means.
 */
export function sitePvYearOf(hours: HorizontalHours, plane: { tiltDeg: number; azimuthDeg: number }, parameters: PvModelParameters = DEFAULT_PV_MODEL): SitePvYear {
  const sky = skyFromHorizontal(hours)
  const snapshotPerKWp = planeSnapshotsPerKWp(sky, plane, parameters)
  return { sky, snapshotPerKWp, perKWp: hourMeansFromSnapshots(snapshotPerKWp, hours.minute) }
}
