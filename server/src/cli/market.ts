/**
 * `bun run admin spot import <file>... [--date <YYYY-MM-DD>] [--eur-czk <rate> | --rates <file>]`: delivery
 * days of OTE day-ahead prices, in OTE's own chart-data JSON (one day a file, as
 * `…/day-ahead-market/@@chart-data?report_date=YYYY-MM-DD` serves it), for hosts the OTE job cannot reach.
 *
 * `bun run admin tariffs import <file> [--year <YYYY>]`: a year's regulated price lists in the records of
 * `server/datasets/tariffs.json` (DATA.md, "Keeping the data current").
 *
 * Both go to the database; every instance uses them from its next request.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { MarketFormatError, parseCnbRates, parseOteChartData, rateOn, type OteDay } from '../data/ote.ts'
import { availablePeriods } from '../engine/index.ts'
import { loadMarketSnapshot } from '../modules/reference/market-store.ts'
import { convertPendingDays, saveSpotDays, type SpotDayInput } from '../modules/reference/spot-store.ts'
import { priceListsByYear, saveTariffYears, TariffImportError } from '../modules/reference/tariff-store.ts'
import { UsageError, type AdminCommand } from './command.ts'

function option(values: Record<string, unknown>, name: string): string | undefined {
  const value = values[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`)
  }
}

async function readJson(file: string): Promise<unknown> {
  const text = await readText(file)
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`)
  }
}

export const spotImportCommand: AdminCommand = async (db, { positionals, values }) => {
  if (positionals.length === 0) throw new UsageError('spot import <file>... needs the files to import (OTE chart-data JSON, one day each)')
  const date = option(values, 'date')
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError('--date must be YYYY-MM-DD')
  if (date && positionals.length > 1) throw new UsageError('--date names the day of a single file')
  const rateOption = option(values, 'eur-czk')
  const ratesFile = option(values, 'rates')
  if (rateOption && ratesFile) throw new UsageError('give either --eur-czk or --rates')
  const fixedRate = rateOption === undefined ? undefined : Number(rateOption.replace(',', '.'))
  if (fixedRate !== undefined && !(fixedRate > 10 && fixedRate < 100)) throw new UsageError('--eur-czk must be the ČNB EUR/CZK fixing, e.g. 24.295')
  let fixings: Map<string, number> | undefined
  try {
    if (ratesFile) fixings = parseCnbRates(await readText(ratesFile))
    const inputs: SpotDayInput[] = []
    for (const file of positionals) {
      const day: OteDay | null = parseOteChartData(await readJson(file), date)
      if (!day) throw new UsageError(`${file}: the day has no prices`)
      const fixing = fixedRate !== undefined ? { rate: fixedRate, fixingDate: day.date } : fixings ? rateOn(day.date, fixings) : undefined
      if (fixings && !fixing) throw new UsageError(`${ratesFile} does not settle the ČNB fixing valid on ${day.date} (no fixing of that day or after it)`)
      inputs.push({ day, fixing })
    }
    const em = db.orm.em.fork()
    const days = await saveSpotDays(em, inputs, `imported from ${positionals.map((file) => basename(file)).join(', ')}`.slice(0, 300))
    if (fixings) await convertPendingDays(db.orm.em.fork(), fixings)
    const snapshot = await loadMarketSnapshot(db.orm.em.fork())
    const inEur = inputs.filter((input) => !input.fixing).map((input) => input.day.date)
    return {
      days,
      resolutionMinutes: [...new Set(inputs.map((input) => input.day.resolutionMinutes))],
      ...(inEur.length > 0 ? { waitingForFixing: inEur, note: 'stored in EUR: the CZK prices follow once the ČNB fixing is known (the OTE job, or an import with --eur-czk / --rates)' } : {}),
      window: snapshot.window,
      periods: availablePeriods(snapshot.window),
      missingDays: snapshot.missingDays,
    }
  } catch (error) {
    if (error instanceof MarketFormatError) throw new UsageError(error.message)
    throw error
  }
}

export const tariffsImportCommand: AdminCommand = async (db, { positionals, values }) => {
  const file = positionals[0]
  if (!file) throw new UsageError('tariffs import <file> needs the file to import')
  const yearOption = option(values, 'year')
  if (yearOption !== undefined && !/^\d{4}$/.test(yearOption)) throw new UsageError('--year must look like 2027')
  try {
    const years = priceListsByYear(await readJson(file), yearOption ? [Number(yearOption)] : undefined)
    const saved = await saveTariffYears(db.orm.em.fork(), years, `imported from ${basename(file)}`)
    const snapshot = await loadMarketSnapshot(db.orm.em.fork())
    return {
      years: saved,
      distributionFees: [...years.values()].reduce((sum, lists) => sum + lists.distributionFees.length, 0),
      breakerFees: [...years.values()].reduce((sum, lists) => sum + lists.breakerFees.length, 0),
      nationwideFeePeriods: [...years.values()].reduce((sum, lists) => sum + lists.nationwideFees.length, 0),
      priceListsTo: snapshot.priceListsTo,
      window: snapshot.window,
      periods: availablePeriods(snapshot.window),
    }
  } catch (error) {
    if (error instanceof TariffImportError) throw new UsageError(error.message)
    throw error
  }
}
