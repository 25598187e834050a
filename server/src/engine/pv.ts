/**
 * PV output per kWp from plane-of-array irradiance, air temperature and wind, following the PVGIS 5
 * chain (MODEL_NOTES.md): Martin & Ruiz (2005) reflection loss, Faiman module temperature, Huld (2011)
 * irradiance/temperature efficiency with the PVGIS5 c-Si coefficients, then one lumped system loss
 * (default 14 %, as PVGIS and PVWatts). No inverter curve or clipping (PVGIS has none either); PVGIS's
 * spectral correction is not modelled.
 */
import { DAY_MS } from '@partner/energy-shared'

const DEG = Math.PI / 180

export interface PvModelParameters {
  systemLossPercent: number
  /** Faiman heat-loss coefficients: U0 W/(m²K), U1 W·s/(m³K). */
  faimanU0: number
  faimanU1: number
  /** Huld k1…k6. */
  huldK: readonly [number, number, number, number, number, number]
  /** Martin & Ruiz angular-loss coefficient a_r. */
  reflectionAr: number
}

/**
 * Faiman U0/U1 are fitted (least squares on hourly P) to PVGIS's own output in the shipped series: the
 * published c-Si free-standing constants (26.9, 6.2) overestimate every year 2005–2020 by 4.1–4.5 %,
 * the fitted pair reproduces each year within 0.1 % (DATA.md, "PV model check").
 */
export const DEFAULT_PV_MODEL: PvModelParameters = {
  systemLossPercent: 14,
  faimanU0: 22,
  faimanU1: 2,
  huldK: [-0.017237, -0.040465, -0.004702, 0.000149, 0.00017, 0.000005],
  reflectionAr: 0.16,
}

export interface SolarPosition {
  /** Degrees above the horizon (no refraction). */
  elevationDeg: number
  /** Degrees clockwise from north. */
  azimuthDeg: number
}

/** NOAA solar-position equations (Meeus, low precision: ~0.01° declination), enough for incidence angles. */
export function solarPosition(utcMs: number, latitudeDeg: number, longitudeDeg: number): SolarPosition {
  const julianCentury = (utcMs / DAY_MS + 2440587.5 - 2451545) / 36525
  const t = julianCentury
  const meanLongitude = (280.46646 + t * (36000.76983 + t * 0.0003032)) % 360
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t)
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
  const m = meanAnomaly * DEG
  const center =
    Math.sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + Math.sin(2 * m) * (0.019993 - 0.000101 * t) + Math.sin(3 * m) * 0.000289
  const omega = (125.04 - 1934.136 * t) * DEG
  const apparentLongitude = (meanLongitude + center - 0.00569 - 0.00478 * Math.sin(omega)) * DEG
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
  const obliquity = (meanObliquity + 0.00256 * Math.cos(omega)) * DEG
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(apparentLongitude))
  const y = Math.tan(obliquity / 2) ** 2
  const l0 = meanLongitude * DEG
  const equationOfTimeMin =
    (4 / DEG) *
    (y * Math.sin(2 * l0) -
      2 * eccentricity * Math.sin(m) +
      4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
      0.5 * y * y * Math.sin(4 * l0) -
      1.25 * eccentricity * eccentricity * Math.sin(2 * m))
  const minutesOfDay = ((utcMs % DAY_MS) + DAY_MS) % DAY_MS / 60_000
  const hourAngle = ((minutesOfDay + equationOfTimeMin + 4 * longitudeDeg) / 4 - 180) * DEG
  const latitude = latitudeDeg * DEG
  const cosZenith = Math.sin(latitude) * Math.sin(declination) + Math.cos(latitude) * Math.cos(declination) * Math.cos(hourAngle)
  const zenith = Math.acos(Math.min(1, Math.max(-1, cosZenith)))
  const azimuthFromSouth = Math.atan2(
    Math.sin(hourAngle),
    Math.cos(hourAngle) * Math.sin(latitude) - Math.tan(declination) * Math.cos(latitude),
  )
  return { elevationDeg: 90 - zenith / DEG, azimuthDeg: (azimuthFromSouth / DEG + 540) % 360 }
}

/** Cosine of the angle of incidence on a plane; `panelAzimuthDeg` in the PVGIS convention (0 = south, −90 = east). */
export function cosIncidence(sun: SolarPosition, slopeDeg: number, panelAzimuthDeg: number): number {
  const zenith = (90 - sun.elevationDeg) * DEG
  const slope = slopeDeg * DEG
  const panelAzimuthFromNorth = (180 + panelAzimuthDeg) * DEG
  return Math.cos(zenith) * Math.cos(slope) + Math.sin(zenith) * Math.sin(slope) * Math.cos(sun.azimuthDeg * DEG - panelAzimuthFromNorth)
}

/** Martin & Ruiz transmitted fractions for beam (per incidence angle), isotropic diffuse and ground-reflected light. */
export function reflectionFactors(cosAoi: number, slopeDeg: number, ar: number): { beam: number; diffuse: number; reflected: number } {
  const norm = 1 - Math.exp(-1 / ar)
  const beam = cosAoi <= 0 ? 0 : 1 - (Math.exp(-cosAoi / ar) - Math.exp(-1 / ar)) / norm
  const slope = slopeDeg * DEG
  const c1 = 4 / (3 * Math.PI)
  const c2 = 0.5 * ar - 0.154
  const xDiffuse = Math.sin(slope) + (Math.PI - slope - Math.sin(slope)) / (1 + Math.cos(slope))
  // (s − sin s) / (1 − cos s) tends to s/3; for a nearly flat panel 1 − cos s rounds to 0 (0/0 = NaN), so use the limit.
  const curvature = slope < 1e-4 ? slope / 3 : (slope - Math.sin(slope)) / (1 - Math.cos(slope))
  const xReflected = slope === 0 ? 0 : Math.sin(slope) + curvature
  const loss = (x: number) => Math.exp((-1 / ar) * (c1 * x + c2 * x * x))
  return { beam, diffuse: 1 - loss(xDiffuse), reflected: slope === 0 ? 1 : 1 - loss(xReflected) }
}

/** AC kWh per kWp in one hour, from effective irradiance (after reflection) and module conditions. */
export function pvOutputPerKWp(
  effectiveIrradianceWm2: number,
  poaIrradianceWm2: number,
  airTemperatureC: number,
  windSpeedMs: number,
  parameters: PvModelParameters,
): number {
  if (effectiveIrradianceWm2 <= 0) return 0
  const [k1, k2, k3, k4, k5, k6] = parameters.huldK
  const moduleTemperature = airTemperatureC + poaIrradianceWm2 / (parameters.faimanU0 + parameters.faimanU1 * windSpeedMs)
  const g = effectiveIrradianceWm2 / 1000
  const lnG = Math.log(g)
  const dt = moduleTemperature - 25
  const efficiency = 1 + k1 * lnG + k2 * lnG * lnG + k3 * dt + k4 * dt * lnG + k5 * dt * lnG * lnG + k6 * dt * dt
  return Math.max(0, g * efficiency) * (1 - parameters.systemLossPercent / 100)
}

export interface PvSite {
  latitude: number
  longitude: number
  slopeDeg: number
  azimuthDeg: number
}

export interface PlaneOfArrayHours {
  /** UTC instant of each value. */
  timestampsUtcMs: Float64Array | number[]
  beamPoaWm2: ArrayLike<number>
  diffusePoaWm2: ArrayLike<number>
  reflectedPoaWm2: ArrayLike<number>
  airTemperatureC: ArrayLike<number>
  windSpeedMs: ArrayLike<number>
}

/** kWh per kWp for every hour of a plane-of-array series. */
export function pvSeriesPerKWp(site: PvSite, hours: PlaneOfArrayHours, parameters: PvModelParameters = DEFAULT_PV_MODEL): Float64Array {
  const out = new Float64Array(hours.beamPoaWm2.length)
  for (let i = 0; i < out.length; i++) {
    const beam = hours.beamPoaWm2[i]!
    const diffuse = hours.diffusePoaWm2[i]!
    const reflected = hours.reflectedPoaWm2[i]!
    const poa = beam + diffuse + reflected
    if (poa <= 0) continue
    const sun = solarPosition(hours.timestampsUtcMs[i]!, site.latitude, site.longitude)
    const factors = reflectionFactors(cosIncidence(sun, site.slopeDeg, site.azimuthDeg), site.slopeDeg, parameters.reflectionAr)
    const effective = beam * factors.beam + diffuse * factors.diffuse + reflected * factors.reflected
    out[i] = pvOutputPerKWp(effective, poa, hours.airTemperatureC[i]!, hours.windSpeedMs[i]!, parameters)
  }
  return out
}
