/** Engine validation errors become 400 problems with `errors` per field path. */
import { describe, expect, test } from 'bun:test'
import { HttpProblem } from '../../src/http/problem.ts'
import { simulationService } from '../../src/modules/studies/simulation.ts'
import { householdRequest } from './requests.ts'

const service = simulationService()

async function problemOf(run: () => Promise<unknown>): Promise<HttpProblem> {
  try {
    await run()
  } catch (error) {
    if (error instanceof HttpProblem) return error
    throw error
  }
  throw new Error('no problem raised')
}

describe('simulation service errors', () => {
  test('unknown rate → errors at distribution.distributionRate with the accepted codes', async () => {
    const problem = await problemOf(() => service.simulate(householdRequest({ distribution: { distributor: 'CEZ', distributionRate: 'D99d' } })))
    expect(problem.status).toBe(400)
    expect(problem.slug).toBe('validation-error')
    expect(Object.keys(problem.extra.errors as object)).toEqual(['distribution.distributionRate'])
    expect(problem.extra.allowedValues).toContain('D02d')
  })

  test('two-tariff rate without an HDO command → errors at distribution.lowTariffCommand', async () => {
    const problem = await problemOf(() => service.simulate(householdRequest({ distribution: { distributor: 'CEZ', distributionRate: 'D25d' } })))
    expect(problem.extra.errors).toEqual({ 'distribution.lowTariffCommand': ['required for the two-tariff rate D25d'] })
  })

  test('unknown circuit breaker → errors at distribution.circuitBreaker with the bands of the price list', async () => {
    const problem = await problemOf(() => service.simulate(householdRequest({ distribution: { distributor: 'CEZ', distributionRate: 'D02d', circuitBreaker: '3X99A' } })))
    expect(problem.status).toBe(400)
    expect(Object.keys(problem.extra.errors as object)).toEqual(['distribution.circuitBreaker'])
    expect(problem.extra.allowedValues).toContain('3X25A')
  })

  test('roof planes whose kWp miss totalKWp → errors at pvArrays', async () => {
    const problem = await problemOf(() => service.simulate(householdRequest({ totalKWp: 5, pvArrays: [{ kWp: 4, tiltDeg: 30, azimuthDeg: 0 }] })))
    expect(problem.status).toBe(400)
    expect(Object.keys(problem.extra.errors as object)).toEqual(['pvArrays'])
  })

  test('unknown HDO command → errors at distribution.lowTariffCommand with the commands on offer', async () => {
    const problem = await problemOf(() =>
      service.simulate(householdRequest({ distribution: { distributor: 'CEZ', distributionRate: 'D25d', lowTariffCommand: 'NOPE1' } })),
    )
    expect(Object.keys(problem.extra.errors as object)).toEqual(['distribution.lowTariffCommand'])
    expect(problem.extra.allowedValues).toContain('AKU8V1')
  })

  test('custom series of the wrong length or start → errors per series', async () => {
    const problem = await problemOf(() =>
      service.simulate(
        householdRequest({
          periodType: null,
          from: '2025-01-01',
          to: '2025-01-02',
          customProductionConsumptionData: { start: '2025-01-01T00:00:00Z', granularity: 'PT1H', consumptionKWh: new Array(47).fill(1), productionKWh: new Array(48).fill(0) },
        }),
      ),
    )
    expect(problem.extra.errors).toEqual({
      'customProductionConsumptionData.start': ['must be the first hour of the period, 2024-12-31T23:00:00.000Z'],
      'customProductionConsumptionData.consumptionKWh': ['must have exactly one value per hour of the period: 48, got 47'],
    })
  })

  test('out of the window → period-out-of-range with allowedFrom/allowedTo', async () => {
    const problem = await problemOf(() => service.simulate(householdRequest({ periodType: null, from: '2026-05-01', to: '2026-06-30' })))
    expect(problem.slug).toBe('period-out-of-range')
    expect(problem.extra).toMatchObject({ allowedFrom: '2024-01-01', allowedTo: '2026-05-27' })
  })

  test('a custom series replaces the model and is used as given', async () => {
    const hours = 24
    const result = await service.simulate(
      householdRequest({
        periodType: null,
        from: '2025-06-10',
        to: '2025-06-10',
        battery: null,
        customProductionConsumptionData: { start: '2025-06-09T22:00:00Z', granularity: 'PT1H', consumptionKWh: new Array(hours).fill(0.5), productionKWh: new Array(hours).fill(0.25) },
      }),
    )
    expect(result.inputs).toMatchObject({ consumptionSource: 'custom', productionSource: 'custom', loadProfile: null })
    expect(result.energy).toMatchObject({ consumptionKWh: 12, productionKWh: 6, directUseKWh: 6, importKWh: 6, exportKWh: 0 })
  })
})
