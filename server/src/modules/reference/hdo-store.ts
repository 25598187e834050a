/**
 * Imported HDO schedules in the database, merged with the shipped subset: an imported version chain
 * (distributor, region, command) replaces the shipped chain of the same command; everything else
 * shipped stays available.
 */
import { DISTRIBUTOR_KEYS, type DistributorKey } from '@partner/energy-shared'
import { HdoCatalog, shippedHdoCatalog, shippedHdoRegions, type HdoRegionEntry } from '../../data/hdo.ts'
import { assembleSchedules, chainKey, HdoImportError, regionEntry, scheduleId, type ScheduleDraft } from '../../data/hdo-schedules.ts'
import { HdoScheduleRecord } from './entities.ts'
import type { AppServices } from '../../services.ts'

type EntityManager = ReturnType<AppServices['em']>

function draftOf(row: HdoScheduleRecord): ScheduleDraft {
  return {
    distributor: row.distributor as DistributorKey,
    regionKey: row.regionKey ?? null,
    command: row.command,
    code: row.code,
    validFrom: row.validFrom,
    ...(row.validToStated ? { validTo: row.validTo ?? null } : {}),
    days: row.days,
    rates: row.rates,
    kind: row.kind,
    source: row.source,
    note: row.note,
  }
}

/** Shipped regions plus the ones only imported schedules name (listed after them, named as imported). */
function regionsWith(drafts: readonly ScheduleDraft[], names: ReadonlyMap<string, string>): HdoRegionEntry[] {
  const regions = [...shippedHdoRegions()]
  for (const draft of drafts) {
    if (draft.regionKey === null) continue
    const known = regions.some((entry) => entry.distributor === draft.distributor && entry.region.key === draft.regionKey)
    if (known) continue
    const sortIndex = regions.filter((entry) => entry.distributor === draft.distributor).length
    regions.push(regionEntry(draft.distributor, draft.regionKey, names.get(`${draft.distributor}|${draft.regionKey}`) ?? draft.regionKey, sortIndex))
  }
  return regions
}

function mergedCatalog(drafts: readonly ScheduleDraft[], names: ReadonlyMap<string, string> = new Map()): HdoCatalog {
  if (drafts.length === 0) return shippedHdoCatalog()
  const regions = regionsWith(drafts, names)
  const importedChains = new Set(drafts.map((draft) => chainKey(draft.distributor, draft.regionKey, draft.command)))
  const shipped = DISTRIBUTOR_KEYS
    .flatMap((distributor) => shippedHdoCatalog().entries(distributor))
    .filter((entry) => !importedChains.has(chainKey(entry.schedule.distributorKey, entry.schedule.regionTypeKey, entry.schedule.command)))
  return new HdoCatalog(regions, [...shipped, ...assembleSchedules(drafts, regions)])
}

/** The HDO catalogue to serve: the shipped subset with every imported command chain in place of its shipped one. */
export async function loadHdoCatalog(em: EntityManager): Promise<HdoCatalog> {
  const rows = await em.find(HdoScheduleRecord, {})
  const names = new Map(rows.filter((row) => row.regionKey && row.regionName).map((row) => [`${row.distributor}|${row.regionKey}`, row.regionName!]))
  return mergedCatalog(rows.map(draftOf), names)
}

/** The merged HDO catalogue, kept in memory and rebuilt only when the imported rows change. */
export interface LiveHdoCatalog {
  current(): Promise<HdoCatalog>
}

/**
 * One catalogue object per process for the reference endpoints and the engine (which caches NT hours
 * per catalogue object). Each use asks the database only for a fingerprint of the imports (one cheap
 * aggregate), so an `admin hdo import` from another process takes effect at once without a restart.
 */
export function liveHdoCatalog(services: AppServices): LiveHdoCatalog {
  let catalog: HdoCatalog | undefined
  let fingerprint = ''
  return {
    async current() {
      const em = services.em()
      const [row] = await em.getConnection().execute<{ rows: string; latest: string | null }[]>(
        'select count(*)::text as rows, max(imported_at)::text as latest from hdo_schedule',
      )
      const next = `${row?.rows}|${row?.latest}`
      if (!catalog || next !== fingerprint) {
        catalog = await loadHdoCatalog(em)
        fingerprint = next
      }
      return catalog
    },
  }
}

export interface SavedImport {
  saved: number
  commands: string[]
}

/**
 * Stores imported drafts (a re-imported version replaces its row) after checking that, together with
 * what is already stored, they still form valid version chains.
 */
export async function saveHdoImport(em: EntityManager, drafts: readonly ScheduleDraft[]): Promise<SavedImport> {
  const existing = await em.find(HdoScheduleRecord, {})
  const incomingIds = new Set(drafts.map(scheduleId))
  const kept = existing.filter((row) => !incomingIds.has(row.id)).map(draftOf)
  let catalog: HdoCatalog
  try {
    catalog = mergedCatalog([...kept, ...drafts])
  } catch (error) {
    throw new HdoImportError(`the imported schedules do not fit the stored ones: ${(error as Error).message}`)
  }
  const regionNames = new Map(catalog.regionEntries().map((entry) => [`${entry.distributor}|${entry.region.key}`, entry.region.name]))
  await em.transactional(async (tx) => {
    for (const draft of drafts) {
      const id = scheduleId(draft)
      const values = {
        distributor: draft.distributor,
        regionKey: draft.regionKey,
        regionName: draft.regionKey === null ? null : (regionNames.get(`${draft.distributor}|${draft.regionKey}`) ?? null),
        command: draft.command,
        code: draft.code,
        validFrom: draft.validFrom,
        validTo: draft.validTo ?? null,
        validToStated: draft.validTo !== undefined,
        days: draft.days,
        rates: draft.rates,
        kind: draft.kind,
        source: draft.source.slice(0, 500),
        note: draft.note.slice(0, 1000),
      }
      const row = await tx.findOne(HdoScheduleRecord, { id })
      if (row) tx.assign(row, { ...values, importedAt: new Date() })
      else tx.create(HdoScheduleRecord, { id, ...values })
    }
  })
  return { saved: drafts.length, commands: [...new Set(drafts.map((draft) => draft.command))].sort() }
}
