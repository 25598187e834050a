/**
 * Sky conditions behind the shipped plane-of-array series, so the PV yield can be transposed to other
 * roof planes. PVGIS gives beam Gb(i), sky diffuse Gd(i) and ground-reflected Gr(i) on its own plane;
 * the decomposition recovers GHI, DNI and DHI from them:
 * - GHI from Gr(i): PVGIS reflects GHI isotropically with albedo 0.2, Gr = 0.2 · GHI · (1 − cos β)/2,
 *   so GHI = Gr / (0.1 · (1 − cos β)) (exact up to the 0.01 W/m² rounding of the file);
 * - DNI = Gb(i) / cos AOI where the sun faces the plane (cos AOI ≥ 0.1); where it does not (the sun
 *   behind or grazing the plane: summer mornings and evenings), the beam is unobservable and DNI comes
 *   from the Erbs et al. (1982) diffuse fraction of that GHI;
 * - DHI = GHI − DNI · cos Z.
 * Sun positions are those of `solarPosition` at each value's own instant.
 */
import { DAY_MS } from '@partner/energy-shared'
import { solarPosition, type SolarPosition } from './pv.ts'

const DEG = Math.PI / 180
/** PVGIS's ground albedo (pvgis-prototype ALBEDO_DEFAULT). */
export const PVGIS_ALBEDO = 0.2
const SOLAR_CONSTANT = 1367
/** Below this cos AOI the plane's beam says too little about DNI. */
const MIN_COS_AOI = 0.1

export interface SkyHours {
  latitude: number
  longitude: number
  albedo: number
  /** Minute past the hour at which the values hold (snapshots). */
  minute: number
  cosZenith: Float64Array
  /** Sun azimuth, radians clockwise from north. */
  sunAzimuth: Float64Array
  ghi: Float64Array
  dni: Float64Array
  dhi: Float64Array
  /** Extraterrestrial normal irradiance of the day, W/m². */
  extraterrestrial: Float64Array
  airTemperatureC: ArrayLike<number>
  windSpeedMs: ArrayLike<number>
}

export interface ShippedPlaneHours {
  latitude: number
  longitude: number
  slopeDeg: number
  azimuthDeg: number
  minute: number
  timestampsUtcMs: ArrayLike<number>
  beamPoaWm2: ArrayLike<number>
  diffusePoaWm2: ArrayLike<number>
  reflectedPoaWm2: ArrayLike<number>
  airTemperatureC: ArrayLike<number>
  windSpeedMs: ArrayLike<number>
}

/** Erbs et al. (1982): diffuse fraction of global horizontal irradiance by clearness index. */
export function erbsDiffuseFraction(kt: number): number {
  if (kt <= 0.22) return 1 - 0.09 * kt
  if (kt <= 0.8) return 0.9511 - 0.1604 * kt + 4.388 * kt ** 2 - 16.638 * kt ** 3 + 12.336 * kt ** 4
  return 0.165
}

/** Cosine of the angle of incidence of the sun on a plane (tilt β, azimuth 0 = south, −90 = east). */
export function cosAoi(cosZenith: number, sunAzimuthRad: number, tiltDeg: number, azimuthDeg: number): number {
  const sinZenith = Math.sqrt(Math.max(0, 1 - cosZenith * cosZenith))
  const tilt = tiltDeg * DEG
  return cosZenith * Math.cos(tilt) + sinZenith * Math.sin(tilt) * Math.cos(sunAzimuthRad - (180 + azimuthDeg) * DEG)
}

/** A sky of `n` hours at a site, its sun and irradiance still to be filled in; temperature and wind as given. */
function emptySky(
  site: Pick<SkyHours, 'latitude' | 'longitude' | 'minute' | 'airTemperatureC' | 'windSpeedMs'>,
  n: number,
): SkyHours {
  return {
    latitude: site.latitude,
    longitude: site.longitude,
    albedo: PVGIS_ALBEDO,
    minute: site.minute,
    cosZenith: new Float64Array(n),
    sunAzimuth: new Float64Array(n),
    ghi: new Float64Array(n),
    dni: new Float64Array(n),
    dhi: new Float64Array(n),
    extraterrestrial: new Float64Array(n),
    airTemperatureC: site.airTemperatureC,
    windSpeedMs: site.windSpeedMs,
  }
}

export function decomposeSky(plane: ShippedPlaneHours): SkyHours {
  const n = plane.beamPoaWm2.length
  const sky = emptySky(plane, n)
  const groundView = (PVGIS_ALBEDO * (1 - Math.cos(plane.slopeDeg * DEG))) / 2
  for (let i = 0; i < n; i++) {
    const utcMs = plane.timestampsUtcMs[i]!
    const sun: SolarPosition = solarPosition(utcMs, plane.latitude, plane.longitude)
    const cosZenith = Math.sin(sun.elevationDeg * DEG)
    const dayAngle = (2 * Math.PI * (Math.floor(utcMs / DAY_MS) % 365.25)) / 365.25
    const extraterrestrial = SOLAR_CONSTANT * (1 + 0.033 * Math.cos(dayAngle))
    sky.cosZenith[i] = cosZenith
    sky.sunAzimuth[i] = sun.azimuthDeg * DEG
    sky.extraterrestrial[i] = extraterrestrial
    const ghi = plane.reflectedPoaWm2[i]! / groundView
    if (cosZenith <= 0 || ghi <= 0) continue
    const cosIncidence = cosAoi(cosZenith, sky.sunAzimuth[i]!, plane.slopeDeg, plane.azimuthDeg)
    let dni: number
    if (cosIncidence >= MIN_COS_AOI) dni = plane.beamPoaWm2[i]! / cosIncidence
    else {
      const kt = Math.min(1, ghi / (extraterrestrial * Math.max(cosZenith, 0.065)))
      dni = (ghi * (1 - erbsDiffuseFraction(kt))) / Math.max(cosZenith, 0.065)
    }
    dni = Math.min(dni, ghi / Math.max(cosZenith, 1e-3), extraterrestrial)
    sky.ghi[i] = ghi
    sky.dni[i] = dni
    sky.dhi[i] = Math.max(0, ghi - dni * cosZenith)
  }
  return sky
}

/** A series of horizontal irradiance and weather, as PVGIS's typical-year service gives it. */
export interface HorizontalHours {
  latitude: number
  longitude: number
  /** Minute past the hour at which the irradiance values hold (PVGIS's irradiance time offset). */
  minute: number
  /** UTC instant of each value (its source year, the offset included). */
  timestampsUtcMs: ArrayLike<number>
  ghi: ArrayLike<number>
  dni: ArrayLike<number>
  dhi: ArrayLike<number>
  airTemperatureC: ArrayLike<number>
  windSpeedMs: ArrayLike<number>
}

/**
 * The sky of a horizontal series: GHI, DNI and DHI as given (night and negative values as 0, DNI at most
 * the extraterrestrial irradiance), with the sun at each value's own instant.
 */
export function skyFromHorizontal(hours: HorizontalHours): SkyHours {
  const n = hours.ghi.length
  const sky = emptySky(hours, n)
  for (let i = 0; i < n; i++) {
    const utcMs = hours.timestampsUtcMs[i]!
    const sun = solarPosition(utcMs, hours.latitude, hours.longitude)
    const cosZenith = Math.sin(sun.elevationDeg * DEG)
    const dayAngle = (2 * Math.PI * (Math.floor(utcMs / DAY_MS) % 365.25)) / 365.25
    const extraterrestrial = SOLAR_CONSTANT * (1 + 0.033 * Math.cos(dayAngle))
    sky.cosZenith[i] = cosZenith
    sky.sunAzimuth[i] = sun.azimuthDeg * DEG
    sky.extraterrestrial[i] = extraterrestrial
    const ghi = Math.max(0, hours.ghi[i]!)
    if (cosZenith <= 0 || ghi <= 0) continue
    sky.ghi[i] = ghi
    sky.dni[i] = Math.min(Math.max(0, hours.dni[i]!), extraterrestrial)
    sky.dhi[i] = Math.max(0, hours.dhi[i]!)
  }
  return sky
}
