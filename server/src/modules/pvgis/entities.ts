import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * One cached PVGIS typical year per grid cell (CELL_DEGREES, `cache.ts`), shared by every instance:
 * the cell's horizontal irradiance and weather in `series` (codec.ts, ≈ 40 kB), with where PVGIS was
 * asked, what it answered from (version, radiation and meteo databases, years) and when. Rows beyond
 * PVGIS_CACHE_CELLS are dropped least recently used first.
 */
export const PvgisCellRecord = defineEntity({
  name: 'PvgisCellRecord',
  tableName: 'pvgis_cell',
  indexes: [{ properties: ['usedAt'] }],
  properties: {
    /** "49.80,18.25": the cell's centre, to the grid's precision. */
    cell: p.string().length(24).primary(),
    latitude: p.double(),
    longitude: p.double(),
    elevationM: p.double(),
    pvgisVersion: p.string().length(100),
    radiationDatabase: p.string().length(60),
    meteoDatabase: p.string().length(60).nullable(),
    yearMin: p.integer(),
    yearMax: p.integer(),
    timeOffsetHours: p.double(),
    /** Source year of each calendar month, January first. */
    monthYears: p.json<number[]>(),
    series: p.blob(),
    fetchedAt: p.datetime(),
    usedAt: p.datetime(),
  },
})
export type PvgisCellRecord = InferEntity<typeof PvgisCellRecord>

export const pvgisEntities = [PvgisCellRecord]
