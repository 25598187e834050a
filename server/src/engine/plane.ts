/**
 * PV output of any roof plane from the decomposed sky (sky.ts): Perez et al. (1990) transposition
 * ("allsitescomposite1990" coefficients: isotropic, circumsolar and horizon-brightening sky diffuse;
 * beam · cos AOI; isotropic ground reflection with the albedo), then the PVGIS chain of pv.ts:
 * Martin & Ruiz reflection (AOI) loss, Faiman module temperature, Huld efficiency, system loss.
 * The values hold at the snapshot instants; `hourMeansFromSnapshots` turns them into hour means.
 */
import { DEFAULT_PV_MODEL, pvOutputPerKWp, reflectionFactors, type PvModelParameters } from './pv.ts'
import { cosAoi, type SkyHours } from './sky.ts'

const DEG = Math.PI / 180
/** cos 85°: the circumsolar ratio cos AOI / cos Z is capped near the horizon, where it explodes. */
const MIN_COS_ZENITH_FOR_RB = 0.0872
/** Perez 1990 sky-clearness bin edges and F11 F12 F13 F21 F22 F23 per bin (allsitescomposite1990). */
const PEREZ_EPSILON_EDGES = [1.065, 1.23, 1.5, 1.95, 2.8, 4.5, 6.2]
const PEREZ_F = [
  [-0.0083117, 0.5877285, -0.0620636, -0.0596012, 0.0721249, -0.0220216],
  [0.1299457, 0.6825954, -0.1513752, -0.0189325, 0.065965, -0.0288748],
  [0.3296958, 0.4868735, -0.2210958, 0.055414, -0.0639588, -0.0260542],
  [0.5682053, 0.1874525, -0.295129, 0.1088631, -0.1519229, -0.0139754],
  [0.873028, -0.3920403, -0.3616149, 0.2255647, -0.4620442, 0.0012448],
  [1.1326077, -1.2367284, -0.4118494, 0.2877813, -0.8230357, 0.0558651],
  [1.0601591, -1.5999137, -0.3589221, 0.2642124, -1.127234, 0.1310694],
  [0.677747, -0.3272588, -0.2504286, 0.1561313, -1.3765031, 0.2506212],
] as const
const PEREZ_KAPPA = 1.041

/** Perez circumsolar (F1) and horizon-brightening (F2) coefficients of an hour. */
export function perezCoefficients(dhi: number, dni: number, cosZenith: number, extraterrestrial: number): { f1: number; f2: number } {
  const zenith = Math.acos(Math.min(1, Math.max(-1, cosZenith)))
  const zenithDeg = zenith / DEG
  const kz3 = PEREZ_KAPPA * zenith ** 3
  const epsilon = ((dhi + dni) / dhi + kz3) / (1 + kz3)
  // Kasten & Young (1989) relative air mass.
  const airMass = 1 / (cosZenith + 0.50572 * (96.07995 - zenithDeg) ** -1.6364)
  const brightness = (dhi * airMass) / extraterrestrial
  let bin = 0
  while (bin < PEREZ_EPSILON_EDGES.length && epsilon >= PEREZ_EPSILON_EDGES[bin]!) bin++
  const [f11, f12, f13, f21, f22, f23] = PEREZ_F[bin]!
  return { f1: Math.max(0, f11 + f12 * brightness + f13 * zenith), f2: f21 + f22 * brightness + f23 * zenith }
}

export interface PlaneOrientation {
  tiltDeg: number
  /** 0 = south, −90 = east, 90 = west, ±180 = north. */
  azimuthDeg: number
}

export interface PlaneIrradiance {
  beam: number
  diffuse: number
  reflected: number
  cosAoi: number
}

/** Perez plane-of-array irradiance of hour i. */
export function planeIrradianceAt(sky: SkyHours, i: number, plane: PlaneOrientation, out: PlaneIrradiance): PlaneIrradiance {
  const cosZenith = sky.cosZenith[i]!
  const ghi = sky.ghi[i]!
  out.beam = 0
  out.diffuse = 0
  out.reflected = 0
  out.cosAoi = cosAoi(cosZenith, sky.sunAzimuth[i]!, plane.tiltDeg, plane.azimuthDeg)
  if (ghi <= 0 || cosZenith <= 0) return out
  const tilt = plane.tiltDeg * DEG
  const dni = sky.dni[i]!
  const dhi = sky.dhi[i]!
  const positive = Math.max(0, out.cosAoi)
  out.beam = dni * positive
  if (dhi > 0) {
    const { f1, f2 } = perezCoefficients(dhi, dni, cosZenith, sky.extraterrestrial[i]!)
    const circumsolar = positive / Math.max(cosZenith, MIN_COS_ZENITH_FOR_RB)
    out.diffuse = Math.max(0, dhi * ((1 - f1) * ((1 + Math.cos(tilt)) / 2) + f1 * circumsolar + f2 * Math.sin(tilt)))
  }
  out.reflected = ghi * sky.albedo * ((1 - Math.cos(tilt)) / 2)
  return out
}

/** kWh per kWp at each snapshot for one plane. */
export function planeSnapshotsPerKWp(sky: SkyHours, plane: PlaneOrientation, parameters: PvModelParameters = DEFAULT_PV_MODEL): Float64Array {
  const n = sky.ghi.length
  const out = new Float64Array(n)
  const irradiance: PlaneIrradiance = { beam: 0, diffuse: 0, reflected: 0, cosAoi: 0 }
  // Martin & Ruiz diffuse and ground factors depend on the tilt only.
  const constant = reflectionFactors(0, plane.tiltDeg, parameters.reflectionAr)
  for (let i = 0; i < n; i++) {
    if (sky.ghi[i]! <= 0) continue
    planeIrradianceAt(sky, i, plane, irradiance)
    const poa = irradiance.beam + irradiance.diffuse + irradiance.reflected
    if (poa <= 0) continue
    const beamFactor = irradiance.beam > 0 ? reflectionFactors(irradiance.cosAoi, plane.tiltDeg, parameters.reflectionAr).beam : 0
    const effective = irradiance.beam * beamFactor + irradiance.diffuse * constant.diffuse + irradiance.reflected * constant.reflected
    out[i] = pvOutputPerKWp(effective, poa, sky.airTemperatureC[i]!, sky.windSpeedMs[i]!, parameters)
  }
  return out
}
