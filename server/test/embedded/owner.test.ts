import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SQL } from 'bun'
import { makeIco, testDatabase } from '../support/harness.ts'
import { admin, bunStart, bunStartUp, eventually, exchange, freePort, type Started } from './process.ts'

const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PAGE = 'https://stranka.example'
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'energy-owner-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** DATA_DIR plus, on the PostgreSQL run, a fresh database: what a self-hoster's two terminals share. */
async function environment(): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: dataDir(), DATABASE_URL: '', JWT_SECRET: `owner-test-${crypto.randomUUID()}${crypto.randomUUID()}` }
  if (testDatabase === 'postgres') {
    const name = `energy_o_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`
    const sql = new SQL(PG_ADMIN_URL)
    await sql.unsafe(`create database ${name}`)
    await sql.close()
    const url = new URL(PG_ADMIN_URL)
    url.pathname = `/${name}`
    env.DATABASE_URL = url.toString()
    // With a shared database every process states the public address (the token issuer).
    env.PUBLIC_BASE_URL = 'http://127.0.0.1'
    cleanups.push(async () => {
      const drop = new SQL(PG_ADMIN_URL)
      await drop.unsafe(`drop database if exists ${name} with (force)`)
      await drop.close()
    })
  }
  return env
}

async function stop(server: Started, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  server.proc.kill(signal)
  return server.proc.exited
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const corsFor = async (baseUrl: string, origin: string) =>
  (await fetch(`${baseUrl}/api/v1/studies`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })).headers.get('access-control-allow-origin') === origin
const jwtOf = async (baseUrl: string, refreshToken: string, origin?: string) => ((await (await exchange(baseUrl, refreshToken, origin)).json()) as { jwtToken: string }).jwtToken
const periods = (baseUrl: string, jwt: string) => fetch(`${baseUrl}/api/v1/reference/periods`, { headers: bearer(jwt) }).then((response) => response.status)

/** An EG.D table with one new command (the format of the distributor's public export). */
const EGD_TABLE = [
  {
    region: 'TOU',
    kodHdo_A: '197',
    A: '1',
    B: '7',
    DP: '01',
    skupinaPovelu: 'TOU-TAR',
    sazby: [{ sazba: 'D45d', dny: [1, 2, 3, 4, 5].map((denVTydnu) => ({ denVTydnu, casy: [{ od: '00:00:00', do: '06:00:00' }] })) }],
    od: { rok: '1900', mesic: '01', den: '01' },
    do: { rok: '9999', mesic: '12', den: '31' },
  },
]

describe(`admin commands while the server runs (${testDatabase})`, () => {
  test('partner create, token issue/list/revoke (and --now), hdo import: effective on the next call, still so after a restart', async () => {
    const env = await environment()
    const port = await freePort()
    let server = await bunStartUp(env, port)
    cleanups.push(() => void server.proc.kill('SIGKILL'))
    const base = server.baseUrl
    expect(server.output()).toContain(`${base}/demo`)
    expect(server.output()).toContain('IČO 27082440')

    const ico = makeIco(Date.now() % 9_000_000)
    const created = await admin(env, 'partner', 'create', '--name', 'Za běhu s.r.o.', '--ico', ico, '--json')
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)

    const api = (await admin(env, 'token', 'issue', '--partner', ico, '--kind', 'api', '--json')).json()
    expect((await exchange(base, api.refreshToken)).status).toBe(200)
    const embed = (await admin(env, 'token', 'issue', '--partner', ico, '--kind', 'embed', '--origin', PAGE, '--json')).json()
    expect((await exchange(base, embed.refreshToken, PAGE)).status).toBe(200)
    expect(await eventually(() => corsFor(base, PAGE))).toBe(true)
    const listed = (await admin(env, 'token', 'list', '--partner', ico, '--json')).json() as { id: string }[]
    expect(listed.map((token) => token.id).sort()).toEqual([api.id, embed.id].sort())

    // Revoked: no new access token on the next call; one already issued lives until it expires...
    const issued = await jwtOf(base, api.refreshToken)
    expect((await admin(env, 'token', 'revoke', api.id)).code).toBe(0)
    expect((await exchange(base, api.refreshToken)).status).toBe(401)
    expect(await periods(base, issued)).toBe(200)
    // ...unless revoked with --now.
    const leaked = (await admin(env, 'token', 'issue', '--partner', ico, '--kind', 'api', '--json')).json()
    const leakedJwt = await jwtOf(base, leaked.refreshToken)
    expect(await periods(base, leakedJwt)).toBe(200)
    const now = await admin(env, 'token', 'revoke', leaked.id, '--now', '--json')
    expect(now.json()).toMatchObject({ id: leaked.id, accessTokensDenied: true })
    expect(await eventually(async () => (await periods(base, leakedJwt)) === 401)).toBe(true)
    // A revoked embed token's origin stops getting CORS within seconds.
    expect((await admin(env, 'token', 'revoke', embed.id)).code).toBe(0)
    expect(await eventually(async () => !(await corsFor(base, PAGE)))).toBe(true)

    const table = join(env.DATA_DIR!, 'egd.json')
    writeFileSync(table, JSON.stringify(EGD_TABLE))
    const imported = await admin(env, 'hdo', 'import', table, '--distributor', 'EGD', '--json')
    expect(imported.code).toBe(0)
    const keeper = (await admin(env, 'token', 'issue', '--partner', ico, '--kind', 'api', '--json')).json()
    const commands = async () => {
      const jwt = await jwtOf(base, keeper.refreshToken)
      return (await fetch(`${base}/api/v1/reference/distributors/EGD/commands?region=TOU`, { headers: bearer(jwt) })).json() as Promise<string[]>
    }
    expect(await commands()).toContain('A1B7DP1')

    expect(await stop(server)).toBe(0)
    server = await bunStartUp(env, port)
    expect((await exchange(base, api.refreshToken)).status).toBe(401)
    expect(await periods(base, leakedJwt)).toBe(401)
    expect(await corsFor(base, PAGE)).toBe(false)
    expect(await commands()).toContain('A1B7DP1')
    const partners = (await admin(env, 'partner', 'list', '--json')).json() as { ico: string }[]
    expect(partners.map((partner) => partner.ico)).toContain(ico)
    const after = (await admin(env, 'token', 'list', '--partner', ico, '--json')).json() as { id: string; revokedAt: string | null }[]
    expect(after.find((token) => token.id === api.id)?.revokedAt).toBeString()
    expect(after.find((token) => token.id === keeper.id)?.revokedAt).toBeNull()
    expect(await stop(server)).toBe(0)
  }, 240_000)

  test('admin --help and <command> --help print usage; an unknown command lists the valid ones', async () => {
    const env = await environment()
    const help = await admin(env, '--help')
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('token revoke <token-id> [--now]')
    const one = await admin(env, 'token', 'issue', '--help')
    expect(one.code).toBe(0)
    expect(one.stdout).toContain('--kind api|embed')
    const unknown = await admin(env, 'tokens', 'lst')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('the commands are: partner create, partner list, token issue')
  }, 60_000)
})

// Ownership of DATA_DIR concerns the embedded database only; PostgreSQL serves many processes itself.
if (testDatabase === 'pglite') {
  describe('one owner of an embedded DATA_DIR', () => {
    test('a second start is refused naming the owner, the same port is refused, kill -9 then a fresh start recovers and loses nothing committed', async () => {
      const env = await environment()
      const port = await freePort()
      const first = await bunStartUp(env, port)
      cleanups.push(() => void first.proc.kill('SIGKILL'))
      const owner = JSON.parse(readFileSync(join(env.DATA_DIR!, 'owner.lock'), 'utf8')) as { pid: number; socketDir: string }
      // The database is reachable only through a socket of the DATA_DIR's user, not over TCP.
      expect(owner.socketDir).toBe(join(env.DATA_DIR!, 'run'))
      expect(statSync(join(owner.socketDir, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600)
      expect(statSync(owner.socketDir).mode & 0o777).toBe(0o700)

      const second = await bunStart(env, await freePort())
      expect(await second.proc.exited).toBe(1)
      expect(await second.stderr()).toContain(`pid ${owner.pid}`)
      expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200)

      const samePort = await bunStart({ ...env, DATA_DIR: dataDir() }, port)
      expect(await samePort.proc.exited).toBe(1)
      expect(await samePort.stderr()).toContain(`port ${port}`)
      expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200)

      const ico = makeIco((Date.now() + 17) % 9_000_000)
      expect((await admin(env, 'partner', 'create', '--name', 'Před pádem s.r.o.', '--ico', ico)).code).toBe(0)
      const token = (await admin(env, 'token', 'issue', '--partner', ico, '--kind', 'api', '--json')).json()
      expect((await exchange(first.baseUrl, token.refreshToken)).status).toBe(200)

      expect(await stop(first, 'SIGKILL')).not.toBe(0)
      const again = await bunStartUp(env, port)
      cleanups.push(() => void again.proc.kill('SIGKILL'))
      expect(again.output()).toContain('Admin commands work while it runs')
      expect((await exchange(again.baseUrl, token.refreshToken)).status).toBe(200)
      expect(((await admin(env, 'partner', 'list', '--json')).json() as { ico: string }[]).map((partner) => partner.ico)).toContain(ico)
      expect(await stop(again)).toBe(0)
    }, 240_000)
  })
}
