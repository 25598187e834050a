/**
 * Tariff step of `bun run data:build`: regulated distribution prices, breaker fees, nationwide fees and
 * the household rate catalogue from `<shared>/tariffs/*.csv` (see that folder's PROVENANCE.md) plus the
 * ČEZ smart-meter band groups from `<shared>/hdo/`. Output: `server/datasets/tariffs.json`.
 */
import { join } from 'node:path'
import { DISTRIBUTOR_KEYS, DISTRIBUTOR_NAMES, type DistributorKey } from '@partner/energy-shared'
import {
  TariffsDataset,
  type BreakerBand,
  type BreakerPriceRow,
  type DistributionFeeRecord,
  type DistributorRecord,
  type NationwideFeePeriod,
  type RateRecord,
} from '../../server/src/data/tariffs-schema.ts'
import { stableId } from '../../server/src/data/stable-id.ts'
import { readCsv } from './csv.ts'
import { writeDataset } from './output.ts'

/**
 * D27d and D57d are newer than the only sourced class table (vyhl. 541/2005 as of 2010). The class
 * chosen is the one of the sourced rates with the same consumption pattern.
 */
const CHOSEN_TDD: Record<string, { tdd: string; why: string }> = {
  D27d: {
    tdd: 'TDD5',
    why: 'no sourced class; chosen TDD5 like D25d/D26d: 8 h NT at night shifts the load into the NT like accumulation water heating (EV charging)',
  },
  D57d: {
    tdd: 'TDD7',
    why: 'no sourced class; chosen TDD7 like D45d/D56d: heating by direct heaters or a heat pump with 20 h NT',
  },
}

/** Source key → CONTRACT.md code, label and band upper bound, in band order (see the tariffs PROVENANCE for J0…J14). */
const BREAKER_BANDS: BreakerBand[] = [
  { sourceKey: 'J0', code: 'UP_TO_3X10A', label: 'do 3×10 A nebo do 1×25 A', maxAmps3Phase: null, unit: 'CZK/month' },
  { sourceKey: 'J1', code: '3X16A', label: 'nad 3×10 A do 3×16 A', maxAmps3Phase: 16, unit: 'CZK/month' },
  { sourceKey: 'J2', code: '3X20A', label: 'nad 3×16 A do 3×20 A', maxAmps3Phase: 20, unit: 'CZK/month' },
  { sourceKey: 'J3', code: '3X25A', label: 'nad 3×20 A do 3×25 A', maxAmps3Phase: 25, unit: 'CZK/month' },
  { sourceKey: 'J4', code: '3X32A', label: 'nad 3×25 A do 3×32 A', maxAmps3Phase: 32, unit: 'CZK/month' },
  { sourceKey: 'J5', code: '3X40A', label: 'nad 3×32 A do 3×40 A', maxAmps3Phase: 40, unit: 'CZK/month' },
  { sourceKey: 'J6', code: '3X50A', label: 'nad 3×40 A do 3×50 A', maxAmps3Phase: 50, unit: 'CZK/month' },
  { sourceKey: 'J7', code: '3X63A', label: 'nad 3×50 A do 3×63 A', maxAmps3Phase: 63, unit: 'CZK/month' },
  { sourceKey: 'J10', code: '3X80A', label: 'nad 3×63 A do 3×80 A', maxAmps3Phase: 80, unit: 'CZK/month' },
  { sourceKey: 'J11', code: '3X100A', label: 'nad 3×80 A do 3×100 A', maxAmps3Phase: 100, unit: 'CZK/month' },
  { sourceKey: 'J12', code: '3X125A', label: 'nad 3×100 A do 3×125 A', maxAmps3Phase: 125, unit: 'CZK/month' },
  { sourceKey: 'J13', code: '3X160A', label: 'nad 3×125 A do 3×160 A', maxAmps3Phase: 160, unit: 'CZK/month' },
  { sourceKey: 'J8', code: 'ABOVE_3X63A', label: 'nad 3×63 A, za každou 1 A', maxAmps3Phase: null, unit: 'CZK/A/month' },
  { sourceKey: 'J14', code: 'ABOVE_3X160A', label: 'nad 3×160 A, za každou 1 A', maxAmps3Phase: null, unit: 'CZK/A/month' },
  { sourceKey: 'J9', code: 'ABOVE_1X25A', label: 'nad 1×25 A, za každou 1 A', maxAmps3Phase: null, unit: 'CZK/A/month' },
]

function number(value: string | undefined, what: string): number {
  const parsed = Number(value)
  if (value === undefined || value.trim() === '' || !Number.isFinite(parsed)) throw new Error(`${what}: not a number: ${value}`)
  return parsed
}

function distributorKey(value: string | undefined): DistributorKey {
  const key = DISTRIBUTOR_KEYS.find((candidate) => candidate === value)
  if (!key) throw new Error(`unknown distributor ${value}`)
  return key
}

function tariffType(value: string | undefined): 'single' | 'dual' {
  if (value === 'single' || value === 'dual') return value
  throw new Error(`unknown tariff type ${value}`)
}

async function smartMeterGroupsByRate(sharedDataDir: string): Promise<Map<string, string>> {
  const bands = (await Bun.file(join(sharedDataDir, 'hdo/cez_continuous_metering_nt_bands.json')).json()) as {
    codes: { group: string; household_rates_per_ha_energy?: string[] | null }[]
  }
  const groups = new Map<string, string>()
  for (const band of bands.codes) for (const rate of band.household_rates_per_ha_energy ?? []) groups.set(rate, band.group)
  return groups
}

async function buildRates(sharedDataDir: string): Promise<RateRecord[]> {
  const groups = await smartMeterGroupsByRate(sharedDataDir)
  const rows = await readCsv(join(sharedDataDir, 'tariffs/household_rates_catalog.csv'))
  return rows.map((row): RateRecord => {
    const code = row.rate!
    const chosen = CHOSEN_TDD[code]
    const sourcedTdd = row.tdd_class_2010_rule ?? ''
    if (!chosen && !/^TDD[1-8]$/.test(sourcedTdd)) throw new Error(`${code}: no TDD class and no documented choice`)
    return {
      code,
      tariffType: tariffType(row.tariff_type),
      description: row.description_cs!,
      tdd: chosen ? chosen.tdd : sourcedTdd,
      tddSourced: !chosen,
      tddNote: chosen ? chosen.why : `vyhl. 541/2005 Sb. class table as of 31.12.2010: ${row.tdd_mapping_status}`,
      minNtHoursPerDay: row.min_nt_hours_per_day ? number(row.min_nt_hours_per_day, `${code} NT hours`) : null,
      ntRule: row.nt_rule_notes!,
      cezSmartMeterGroup: groups.get(code) ?? null,
    }
  })
}

async function buildDistributionFees(sharedDataDir: string): Promise<DistributionFeeRecord[]> {
  const rows = await readCsv(join(sharedDataDir, 'tariffs/distribution_energy_prices_2024_2026.csv'))
  return rows.map((row) => {
    const what = `${row.year} ${row.distributor} ${row.rate}`
    const dual = tariffType(row.tariff_type) === 'dual'
    return {
      year: number(row.year, what),
      validFrom: row.valid_from!,
      validTo: row.valid_to!,
      distributor: distributorKey(row.distributor),
      rate: row.rate!,
      highPerMWh: number(row.dist_vt_czk_mwh, `${what} VT`),
      lowPerMWh: dual ? number(row.dist_nt_czk_mwh, `${what} NT`) : null,
      crossCheck: row.cross_check!,
      correction: row.cross_check?.startsWith('CORRECTED') ? row.note! : null,
    }
  })
}

async function buildBreakerFees(sharedDataDir: string): Promise<BreakerPriceRow[]> {
  const rows = await readCsv(join(sharedDataDir, 'tariffs/breaker_fees_2024_2026.csv'))
  const bandOrder = (sourceKey: string) => BREAKER_BANDS.findIndex((band) => band.sourceKey === sourceKey)
  return rows
    .map((row) => {
      const what = `${row.year} ${row.distributor} ${row.rate} ${row.source_key}`
      const band = BREAKER_BANDS[bandOrder(row.source_key!)]
      if (!band) throw new Error(`${what}: unknown breaker band`)
      if (row.unit !== band.unit) throw new Error(`${what}: unit ${row.unit} does not match the band`)
      return {
        year: number(row.year, what),
        distributor: distributorKey(row.distributor),
        rate: row.rate!,
        sourceKey: band.sourceKey,
        price: number(row.price, what),
      }
    })
    .sort(
      (a, b) =>
        a.year - b.year ||
        a.distributor.localeCompare(b.distributor) ||
        a.rate.localeCompare(b.rate) ||
        bandOrder(a.sourceKey) - bandOrder(b.sourceKey),
    )
}

/** Joins the one-row-per-component CSV into periods over which every component is constant. */
async function buildNationwideFees(sharedDataDir: string): Promise<NationwideFeePeriod[]> {
  const rows = await readCsv(join(sharedDataDir, 'tariffs/nationwide_fees_2024_2026.csv'))
  const periods = new Map<string, Map<string, Record<string, string>>>()
  for (const row of rows) {
    const key = `${row.valid_from}/${row.valid_to}`
    const components = periods.get(key) ?? new Map<string, Record<string, string>>()
    components.set(row.component!, row)
    periods.set(key, components)
  }
  return [...periods.entries()]
    .map(([key, components]): NationwideFeePeriod => {
      const [validFrom, validTo] = key.split('/') as [string, string]
      const value = (component: string) => number(components.get(component)?.value, `${key} ${component}`)
      const marketOperator = components.has('ote_market_operator_fee_cinnost_operatora_trhu')
      // In 2026 POZE is listed but paid by the state: the effective row overrides the listed one.
      const pozeEffective = components.get('poze_effective_for_customer')
      return {
        validFrom,
        validTo,
        systemServicesPerMWh: value('system_services_systemove_sluzby'),
        electricityTaxPerMWh: value('electricity_tax_dan_z_elektriny'),
        renewableEnergyFeePerMWh: pozeEffective ? value('poze_effective_for_customer') : value('poze_by_consumption'),
        renewableEnergyBreakerCapPerAmpMonth: value('poze_by_breaker_cap'),
        meteringPointFeeKind: marketOperator ? 'market-operator' : 'non-network-infrastructure',
        meteringPointFeePerMonth: marketOperator
          ? value('ote_market_operator_fee_cinnost_operatora_trhu')
          : value('nonnetwork_infrastructure_fee_provoz_nesitove_infrastruktury'),
        vatPercent: value('vat_dph'),
        note: pozeEffective ? pozeEffective.note! : '',
      }
    })
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom))
}

export async function build(sharedDataDir: string, outDir: string): Promise<void> {
  const distributors: DistributorRecord[] = DISTRIBUTOR_KEYS.map((key) => ({
    id: stableId(`distributor:${key}`),
    key,
    name: DISTRIBUTOR_NAMES[key],
  }))
  await writeDataset(outDir, 'tariffs.json', TariffsDataset, {
    builtFrom: 'shared/data/tariffs (Xlisto/Elektricke-odecty, cross-checked with davidrapan/ha-energy); see DATA.md',
    distributors,
    rates: await buildRates(sharedDataDir),
    distributionFees: await buildDistributionFees(sharedDataDir),
    breakerBands: BREAKER_BANDS,
    breakerFees: await buildBreakerFees(sharedDataDir),
    nationwideFees: await buildNationwideFees(sharedDataDir),
  })
}
