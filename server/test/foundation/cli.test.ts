import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestServer } from '../support/harness.ts'
import { runCli } from '../support/cli.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'energy-cli-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Runs the admin CLI as a user would, against an embedded database under DATA_DIR. */
const admin = (...args: string[]) => runCli({ DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'cli-test-secret-cli-test-secret-cli-test' }, ...args)

describe('admin CLI round trip', () => {
  test('partners and tokens: create, refuse a bad IČO, issue, list, revoke; the tokens work against the server', async () => {
    const bad = await admin('partner', 'create', '--name', 'Bad', '--ico', '12345678')
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('invalid IČO')

    const created = await admin('partner', 'create', '--name', 'Slunce s.r.o.', '--ico', '27082440', '--contact-email', 'info@slunce.example', '--json')
    expect(created.code).toBe(0)
    const partner = JSON.parse(created.stdout)
    expect(partner).toMatchObject({ name: 'Slunce s.r.o.', ico: '27082440', contactEmail: 'info@slunce.example' })

    const duplicate = await admin('partner', 'create', '--name', 'Again', '--ico', '27082440')
    expect(duplicate.code).toBe(2)

    const embedWithoutOrigin = await admin('token', 'issue', '--partner', '27082440', '--kind', 'embed')
    expect(embedWithoutOrigin.code).toBe(2)

    const api = JSON.parse((await admin('token', 'issue', '--partner', partner.id, '--kind', 'api', '--json')).stdout)
    expect(api.refreshToken).toStartWith('ens_api_')
    const embed = JSON.parse((await admin('token', 'issue', '--partner', '27082440', '--kind', 'embed', '--origin', 'https://slunce.example/', '--expires-days', '30', '--json')).stdout)
    expect(embed.refreshToken).toStartWith('ens_emb_')
    expect(embed.allowedOrigins).toEqual(['https://slunce.example'])
    expect(new Date(embed.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)

    const listed = JSON.parse((await admin('partner', 'list', '--json')).stdout)
    expect(listed.map((p: { ico: string }) => p.ico)).toEqual(['27082440'])
    const tokens = JSON.parse((await admin('token', 'list', '--json')).stdout)
    expect(tokens).toHaveLength(2)
    expect(JSON.stringify(tokens)).not.toContain(api.refreshToken)
    const text = await admin('token', 'list')
    expect(text.stdout).toContain(api.id)

    expect((await admin('token', 'revoke', embed.id)).code).toBe(0)
    expect((await admin('token', 'revoke', crypto.randomUUID())).code).toBe(2)
    expect((await admin('bogus', 'command')).code).toBe(2)

    // The server on the same database accepts the api token and refuses the revoked one.
    const srv = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { embeddedDir: join(dataDir, 'pglite') })
    try {
      const exchange = (refreshToken: string) =>
        fetch(`${srv.baseUrl}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://slunce.example' }, body: JSON.stringify({ refreshToken }) })
      expect((await exchange(api.refreshToken)).status).toBe(200)
      expect((await exchange(embed.refreshToken)).status).toBe(401)
    } finally {
      await srv.stop()
    }
  }, 120_000)

  test('partner logos are read once from a file or a web address and kept as bytes; non-images are refused', async () => {
    const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))
    const file = join(dataDir, 'logo.png')
    await Bun.write(file, png)
    const fromFile = await admin('partner', 'create', '--name', 'Logo Soubor s.r.o.', '--ico', '25596641', '--logo', file, '--json')
    expect(fromFile.code).toBe(0)
    expect(JSON.parse(fromFile.stdout)).toMatchObject({ logoMediaType: 'image/png', logoUrl: null })

    const web = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response(png, { headers: { 'content-type': 'image/png' } }) })
    try {
      const url = `http://127.0.0.1:${web.port}/logo.png`
      const fromUrl = await admin('partner', 'create', '--name', 'Logo Web s.r.o.', '--ico', '45274649', '--logo', url, '--json')
      expect(fromUrl.code).toBe(0)
      expect(JSON.parse(fromUrl.stdout)).toMatchObject({ logoMediaType: 'image/png', logoUrl: url })
    } finally {
      web.stop(true)
    }

    const text = join(dataDir, 'logo.txt')
    await Bun.write(text, 'not an image')
    const refused = await admin('partner', 'create', '--name', 'Bez loga', '--ico', '00006947', '--logo', text)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('not a PNG, JPEG or SVG')
  }, 120_000)
})
