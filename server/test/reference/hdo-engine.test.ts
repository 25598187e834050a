/** Imported HDO schedules reach the engine: the preview and studies bill NT by the imported windows. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAdmin } from '../../src/cli/admin.ts'
import { startTestServer, type TestServer } from '../support/harness.ts'
import { householdRequest } from '../engine/requests.ts'

let srv: TestServer
let scratch: string
beforeAll(async () => {
  srv = await startTestServer()
  scratch = mkdtempSync(join(tmpdir(), 'hdo-engine-'))
}, 60_000)
afterAll(async () => {
  await srv.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const preview = async (body: unknown) =>
  fetch(`${srv.baseUrl}/api/v1/studies/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await srv.accessToken()}` },
    body: JSON.stringify(body),
  })

/** An EG.D table (the distributor's `casy` JSON) for one command: NT on workdays 00–06 and 08–24, none at weekends. */
function egdTable(ntWindows: { od: string; do: string }[]) {
  return [
    {
      region: 'TOU',
      kodHdo_A: '197',
      A: '1',
      B: '7',
      DP: '01',
      skupinaPovelu: 'TOU-TAR',
      sazby: [{ sazba: 'D45d', dny: [1, 2, 3, 4, 5].map((denVTydnu) => ({ denVTydnu, casy: ntWindows })) }],
      od: { rok: '1900', mesic: '01', den: '01' },
      do: { rok: '9999', mesic: '12', den: '31' },
    },
  ]
}

describe('imported HDO schedules in the engine', () => {
  test('a command known only from an import is usable at once, and a re-import with other windows changes the NT share', async () => {
    const request = householdRequest({
      battery: null,
      totalKWp: 0,
      distribution: { distributor: 'EGD', distributionRate: 'D45d', lowTariffCommand: 'A1B7DP1', lowTariffRegion: 'TOU' },
    })
    const before = await preview(request)
    expect(before.status).toBe(400)

    const file = join(scratch, 'casy.json')
    writeFileSync(file, JSON.stringify(egdTable([{ od: '00:00:00', do: '06:00:00' }, { od: '08:00:00', do: '00:00:00' }])))
    await runAdmin(['hdo', 'import', file, '--distributor', 'EGD', '--json'], srv.services.db)
    const wide = await preview(request)
    expect(wide.status).toBe(200)
    const wideResult = await wide.json()
    const wideShare = wideResult.energy.importNtKWh / wideResult.energy.importKWh
    // Workdays are NT for 22 of 24 hours, weekends not at all: roughly 0.92 × 5/7 of the year's hours.
    expect(wideShare).toBeGreaterThan(0.55)
    expect(wideShare).toBeLessThan(0.75)

    writeFileSync(file, JSON.stringify(egdTable([{ od: '00:00:00', do: '06:00:00' }])))
    await runAdmin(['hdo', 'import', file, '--distributor', 'EGD', '--json'], srv.services.db)
    const narrow = await (await preview(request)).json()
    const narrowShare = narrow.energy.importNtKWh / narrow.energy.importKWh
    expect(narrowShare).toBeLessThan(wideShare / 2)
    expect(narrowShare).toBeGreaterThan(0)
  })

  test('the payback price model follows the PRICE_MODEL_* settings', async () => {
    const priced = await startTestServer({ PRICE_MODEL_CZK_PER_KWP: '50000', PRICE_MODEL_CZK_PER_BATTERY_KWH: '0', PRICE_MODEL_FIXED_CZK: '10000' })
    try {
      const response = await fetch(`${priced.baseUrl}/api/v1/studies/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await priced.accessToken()}` },
        body: JSON.stringify(householdRequest()),
      })
      const result = await response.json()
      expect(result.payback).toMatchObject({ investmentCzk: 5 * 50_000 + 10_000, source: 'price-model' })
      expect(result.paybackYears).toBeCloseTo(260_000 / result.headlineYearlySaving, 1)
    } finally {
      await priced.stop()
    }
  }, 60_000)
})
