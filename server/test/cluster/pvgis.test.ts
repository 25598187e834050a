/**
 * Two server processes on one PostgreSQL ask for the same new PVGIS cell at the same moment: PVGIS (a loopback
 * double, answering slowly) is called once; the instance holding the lease stores the cell, the other takes it
 * from the database. Always PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { PvgisProductionSource, Study, StudyPreviewRequest, StudyResult } from '@partner/energy-shared'
import { openDatabase, type Database } from '../../src/db/orm.ts'
import { partnerService } from '../../src/modules/partners/service.ts'
import { makeIco, startTestServer } from '../support/harness.ts'
import { createPgDatabase } from '../support/postgres.ts'
import { apiGet, createStudy, studyRequest } from '../studies/support/studies.ts'
import { startPvgisDouble, type PvgisDouble } from '../support/pvgis-double.ts'
import { startCluster, type Cluster } from './support.ts'

let cluster: Cluster
let db: Database
let double: PvgisDouble
let refreshToken: string

beforeAll(async () => {
  double = startPvgisDouble([{ name: 'Ostrava', latitude: 49.82, longitude: 18.26, scale: 0.88 }])
  cluster = await startCluster(2, { PVGIS: 'on', PVGIS_URL: double.url, PDF_RENDER_WORKERS: '0', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000' })
  db = await openDatabase({ url: cluster.database.url, embeddedDir: 'memory://', poolMax: 2, migrations: 'skip' })
  const partners = partnerService(db.orm.em.fork())
  const partner = await partners.createPartner({ name: 'Cluster PVGIS s.r.o.', ico: makeIco(6161), contactEmail: 'pvgis@example.test' })
  refreshToken = (await partners.issueToken({ partnerId: partner.id, kind: 'api' })).secret
}, 120_000)
afterAll(async () => {
  await db?.close()
  await cluster?.stop()
  double?.stop()
}, 60_000)

const request: StudyPreviewRequest = {
  study: { address: 'Nádražní 12, 702 00 Ostrava' },
  periodType: '2025',
  yearlyConsumptionKWh: 4000,
  totalKWp: 6,
  distribution: { distributor: 'CEZ', distributionRate: 'D02d' },
  electricityBuyingSettings: { buyingType: 'SPOT', feeType: 'PerMWh', fee: 400 },
}

async function preview(baseUrl: string, token: string): Promise<PvgisProductionSource> {
  const response = await fetch(`${baseUrl}/api/v1/studies/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as StudyResult).inputs.productionSource as PvgisProductionSource
}

test('both instances warm the same new cell at once: PVGIS is asked once, and both then serve it', async () => {
  const auth = await fetch(`${cluster.proxy.url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }) })
  const token = ((await auth.json()) as { jwtToken: string }).jwtToken
  const [a, b] = cluster.instances.map((instance) => instance.url) as [string, string]
  double.mode = 'slow'
  double.slowMs = 1500
  const first = await Promise.all([preview(a, token), preview(b, token)])
  for (const source of first) expect(source).toMatchObject({ source: 'reference-site', fallbackReason: expect.stringMatching(/not cached yet/) })
  const deadline = Date.now() + 20_000
  for (const url of [a, b]) {
    for (;;) {
      if ((await preview(url, token)).source === 'pvgis') break
      if (Date.now() > deadline) throw new Error(`${url} never served the cell`)
      await Bun.sleep(100)
    }
  }
  expect(double.totalCalls()).toBe(1)
}, 60_000)

test('two instances creating a study for the same new cell at once: PVGIS is asked once, both studies on its sky', async () => {
  const fresh = await createPgDatabase()
  const settings = { PVGIS: 'on', PVGIS_URL: double.url, PVGIS_BUDGET_MS: '8000', PVGIS_TIMEOUT_MS: '10000', DATABASE_URL: fresh.url }
  const first = await startTestServer(settings)
  const second = await startTestServer(settings)
  try {
    double.mode = 'slow'
    double.slowMs = 600
    const at = { latitude: 49.4, longitude: 15.6 }
    const before = double.totalCalls()
    const servers = await Promise.all([first, second].map(async (server) => ({ server, token: await server.accessToken('api') })))
    const created = await Promise.all(servers.map(({ server, token }) => createStudy(server, studyRequest({ location: at }), { token })))
    expect(double.totalCalls()).toBe(before + 1)
    for (const [i, { server, token }] of servers.entries()) {
      const study = (await (await apiGet(server, `/api/v1/studies/${created[i]!.id}`, token)).json()) as Study
      expect((study.result.inputs.productionSource as PvgisProductionSource).source).toBe('pvgis')
    }
  } finally {
    double.mode = 'ok'
    await second.stop()
    await first.stop()
    await fresh.drop()
  }
}, 60_000)
