/**
 * A year's regulated price lists loaded by `bun run admin tariffs import` (`tariff_year`): the records of
 * `server/datasets/tariffs.json` (distribution fees, breaker fees, nationwide fee periods) for that year,
 * checked for completeness before they replace the shipped year of the same number, if any.
 */
import { Value } from '@sinclair/typebox/value'
import { Type } from '@sinclair/typebox'
import { DAY_MS } from '@partner/energy-shared'
import { shippedTariffs, type PriceListRecords } from '../../data/tariffs.ts'
import { BreakerPriceRow, DistributionFeeRecord, NationwideFeePeriod } from '../../data/tariffs-schema.ts'
import type { AppServices } from '../../services.ts'
import { TariffYearRecord } from './entities.ts'
import { noteMarketChange } from './market-changes.ts'

type EntityManager = ReturnType<AppServices['em']>

export class TariffImportError extends Error {
  override name = 'TariffImportError'
}

const ImportFile = Type.Object({
  distributionFees: Type.Optional(Type.Array(DistributionFeeRecord)),
  breakerFees: Type.Optional(Type.Array(BreakerPriceRow)),
  nationwideFees: Type.Optional(Type.Array(NationwideFeePeriod)),
})

/**
 * The price lists of each year in an import file, checked: a year needs distribution fees of known
 * rates and nationwide fee periods covering every one of its days exactly once; breaker fees name known
 * bands; nothing reaches into another year. `years` limits the import to those years.
 */
export function priceListsByYear(document: unknown, years?: readonly number[]): Map<number, PriceListRecords> {
  const firstError = Value.Errors(ImportFile, document).First()
  if (firstError) throw new TariffImportError(`not a price-list file: ${firstError.path || '/'} ${firstError.message}`)
  const file = document as Partial<PriceListRecords>
  const shipped = shippedTariffs()
  const bands = new Set(shipped.dataset.breakerBands.map((band) => band.sourceKey))
  const byYear = new Map<number, PriceListRecords>()
  const entry = (year: number) => {
    let lists = byYear.get(year)
    if (!lists) byYear.set(year, (lists = { distributionFees: [], breakerFees: [], nationwideFees: [] }))
    return lists
  }
  for (const row of file.distributionFees ?? []) entry(row.year).distributionFees.push(row)
  for (const row of file.breakerFees ?? []) entry(row.year).breakerFees.push(row)
  for (const period of file.nationwideFees ?? []) entry(Number(period.validFrom.slice(0, 4))).nationwideFees.push(period)
  for (const year of years ?? []) if (!byYear.has(year)) throw new TariffImportError(`the file has no price lists for ${year}`)
  if (years) for (const year of [...byYear.keys()]) if (!years.includes(year)) byYear.delete(year)
  if (byYear.size === 0) throw new TariffImportError('the file holds no price lists')

  for (const [year, lists] of byYear) {
    const problem = (message: string) => new TariffImportError(`${year}: ${message}`)
    if (lists.distributionFees.length === 0) throw problem('no distribution fees (distributionFees)')
    const seen = new Set<string>()
    for (const row of lists.distributionFees) {
      const rate = shipped.rateByCode(row.rate)
      if (!rate) throw problem(`unknown rate ${row.rate}; known: ${shipped.rateCatalog().map((r) => r.code).join(', ')}`)
      if (!row.validFrom.startsWith(`${year}-`) || !row.validTo.startsWith(`${year}-`) || row.validFrom > row.validTo) throw problem(`${row.distributor} ${row.rate}: validity ${row.validFrom} – ${row.validTo} is not within the year`)
      if (rate.tariffType === 'dual' && row.lowPerMWh === null) throw problem(`${row.distributor} ${row.rate} is a two-tariff rate and needs lowPerMWh`)
      const key = `${row.distributor}|${row.rate}`
      if (seen.has(key)) throw problem(`${row.distributor} ${row.rate} is listed twice`)
      seen.add(key)
    }
    for (const row of lists.breakerFees) {
      if (!bands.has(row.sourceKey)) throw problem(`unknown breaker band ${row.sourceKey}; known: ${[...bands].join(', ')}`)
      if (!shipped.rateByCode(row.rate)) throw problem(`breaker fee of unknown rate ${row.rate}`)
    }
    const periods = [...lists.nationwideFees].sort((a, b) => a.validFrom.localeCompare(b.validFrom))
    lists.nationwideFees = periods
    let expected = `${year}-01-01`
    for (const period of periods) {
      if (period.validFrom !== expected) throw problem(`nationwide fees: ${expected} is ${period.validFrom > expected ? 'not covered' : 'covered twice'} (a period starts ${period.validFrom})`)
      if (period.validTo < period.validFrom || !period.validTo.startsWith(`${year}-`)) throw problem(`nationwide fees: period ${period.validFrom} – ${period.validTo} is not within the year`)
      expected = new Date(Date.parse(period.validTo) + DAY_MS).toISOString().slice(0, 10)
    }
    if (expected !== `${year + 1}-01-01`) throw problem(`nationwide fees (nationwideFees) must cover every day of the year; they end before ${year}-12-31`)
  }
  return byYear
}

/** Stores the years (an imported year replaces an earlier import of it). */
export async function saveTariffYears(em: EntityManager, years: ReadonlyMap<number, PriceListRecords>, source: string): Promise<number[]> {
  await em.transactional(async (tx) => {
    for (const [year, priceLists] of years) {
      const row = await tx.findOne(TariffYearRecord, { year })
      if (row) tx.assign(row, { priceLists, source: source.slice(0, 500), importedAt: new Date() })
      else tx.create(TariffYearRecord, { year, priceLists, source: source.slice(0, 500) })
    }
  })
  noteMarketChange()
  return [...years.keys()].sort((a, b) => a - b)
}
