/**
 * Shape of `server/datasets/solar.json`, written by `bun run data:build` (scripts/data-build/solar.ts):
 * a typical PV year of 8 760 UTC hours assembled month by month from the PVGIS 2005–2020 hourly series
 * (see DATA.md, "Typical PV year"). Hour i of the year is UTC day ⌊i/24⌋ of a non-leap year, hour i mod 24.
 */
import { Type, type Static } from '@sinclair/typebox'

const Column = (description: string) => Type.Array(Type.Number(), { minItems: 8760, maxItems: 8760, description })

export const SolarDataset = Type.Object({
  builtFrom: Type.String(),
  site: Type.Object({
    latitude: Type.Number(),
    longitude: Type.Number(),
    elevationM: Type.Number(),
    /** Array slope from horizontal, degrees. */
    slopeDeg: Type.Number(),
    /** PVGIS convention: 0 = south, −90 = east, 90 = west. */
    azimuthDeg: Type.Number(),
    radiationDatabase: Type.String(),
    /** Nominal power of the array PVGIS simulated for column `pvgisPowerW`. */
    pvgisNominalKWp: Type.Number(),
    pvgisSystemLossPercent: Type.Number(),
  }),
  /** Minute past the UTC hour at which PVGIS gives its (instantaneous) values. */
  timestampMinute: Type.Integer(),
  /** Source year chosen for each calendar month (January first). */
  monthSourceYears: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12 }),
  beamPoaWm2: Column('Gb(i): beam irradiance on the array plane, W/m²'),
  diffusePoaWm2: Column('Gd(i): diffuse irradiance on the array plane, W/m²'),
  reflectedPoaWm2: Column('Gr(i): ground-reflected irradiance on the array plane, W/m²'),
  sunHeightDeg: Column('H_sun: sun height, degrees'),
  airTemperatureC: Column('T2m: 2-m air temperature, °C'),
  windSpeedMs: Column('WS10m: 10-m wind speed, m/s'),
  pvgisPowerW: Column('P: PVGIS’s own AC output of the pvgisNominalKWp array, W (model check only)'),
})
export type SolarDataset = Static<typeof SolarDataset>
