/**
 * Sanity of the whole chain on the shipped data: a 5 kWp system in a typical household (D02d at ČEZ,
 * 4 MWh a year, SPOT buying and selling), 2025. Figures at the time of writing: 5 749 kWh production
 * (1 150 kWh/kWp at the PVGIS site), saving 14 530 CZK/yr without a battery (self-consumption 30 %,
 * self-sufficiency 42 %, payback 8.6 years at 25 000 CZK/kWp) and 23 155 CZK/yr with 10 kWh.
 */
import { describe, expect, test } from 'bun:test'
import { shippedHdoCatalog } from '../../src/data/hdo.ts'
import { runStudy } from '../../src/engine/index.ts'
import { shippedEngineData } from '../../src/modules/studies/simulation.ts'
import { householdRequest } from './requests.ts'

const data = shippedEngineData()
const hdo = shippedHdoCatalog()

describe('5 kWp, D02d, 4 MWh/yr', () => {
  const withoutBattery = runStudy(householdRequest({ battery: null }), data, hdo)
  const withBattery = runStudy(householdRequest(), data, hdo)

  test('produces roughly 5 000 kWh a year', () => {
    expect(withoutBattery.energy.productionKWh).toBeGreaterThan(4500)
    expect(withoutBattery.energy.productionKWh).toBeLessThan(6500)
    expect(withoutBattery.energy.consumptionKWh).toBeCloseTo(4000, 2)
  })

  test('saves a plausible amount with a plausible payback', () => {
    // The household pays roughly 8 CZK/kWh incl. VAT: a baseline bill of 25–45 thousand CZK a year.
    expect(withoutBattery.baselineBill.total).toBeGreaterThan(25_000)
    expect(withoutBattery.baselineBill.total).toBeLessThan(45_000)
    expect(withoutBattery.headlineYearlySaving).toBeGreaterThan(8_000)
    expect(withoutBattery.headlineYearlySaving).toBeLessThan(25_000)
    expect(withoutBattery.energy.selfConsumptionRatio).toBeGreaterThan(0.2)
    expect(withoutBattery.energy.selfConsumptionRatio).toBeLessThan(0.5)
    expect(withoutBattery.paybackYears!).toBeGreaterThan(4)
    expect(withoutBattery.paybackYears!).toBeLessThan(20)
  })

  test('a battery raises self-sufficiency and the saving', () => {
    expect(withBattery.energy.selfSufficiency).toBeGreaterThan(withoutBattery.energy.selfSufficiency + 0.2)
    expect(withBattery.headlineYearlySaving).toBeGreaterThan(withoutBattery.headlineYearlySaving)
    expect(withBattery.energy.batteryCycles).toBeGreaterThan(100)
    expect(withBattery.energy.batteryCycles).toBeLessThan(365)
  })

  test('no PV and no battery saves nothing and has no payback', () => {
    const nothing = runStudy(householdRequest({ totalKWp: 0, battery: null }), data, hdo)
    expect(nothing.savingCzk).toBe(0)
    expect(nothing.paybackYears).toBeNull()
    expect(nothing.billWithPv).toEqual(nothing.baselineBill)
  })

  test('the request investment replaces the price model', () => {
    const result = runStudy(householdRequest({ battery: null, investment: { totalCzk: 150_000, subsidyCzk: 50_000 } }), data, hdo)
    expect(result.payback).toEqual({ investmentCzk: 150_000, subsidyCzk: 50_000, source: 'request' })
    expect(result.paybackYears).toBe(Math.round((100_000 / result.headlineYearlySaving) * 10) / 10)
  })

  test('extended study: battery-size sensitivity and typical days', () => {
    const extended = runStudy(householdRequest({ study: { extendedStudy: true } }), data, hdo)
    expect(extended.sensitivity!.map((row) => row.batterySizeKwh)).toEqual([0, 5, 10, 15])
    const savings = extended.sensitivity!.map((row) => row.yearlySavingCzk)
    expect(savings[0]).toBe(withoutBattery.headlineYearlySaving)
    expect(savings[2]).toBe(withBattery.headlineYearlySaving)
    expect(savings[1]!).toBeGreaterThan(savings[0]!)
    const summer = extended.typicalDays!.find((day) => day.key === 'summer')!
    const peak = summer.hours.reduce((best, hour) => (hour.productionKWh > best.productionKWh ? hour : best))
    expect(peak.hour).toBeGreaterThanOrEqual(11) // local time: solar noon is about 12:50 CEST at 17° E
    expect(peak.hour).toBeLessThanOrEqual(14)
    expect(summer.hours[3]!.productionKWh).toBe(0)
    expect(runStudy(householdRequest(), data, hdo).sensitivity).toBeUndefined()
  })
})
