import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPgDatabase } from '../support/postgres.ts'
import { runCli } from '../support/cli.ts'
import { testDatabase } from '../support/harness.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'energy-webhook-cli-'))
const database = testDatabase === 'postgres' ? await createPgDatabase() : undefined
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  await database?.drop()
})

/** The admin CLI against this file's database (embedded under dataDir, or PostgreSQL). */
const admin = (args: string[], env: Record<string, string> = {}) =>
  runCli(
    { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', PUBLIC_BASE_URL: 'http://localhost:3000', JWT_SECRET: 'cli-test-secret-cli-test-secret-cli-test', ...env },
    ...args,
  )

describe('admin CLI: webhook endpoints and lead e-mail addresses', () => {
  test('partner update, webhook add (URL checked), list, remove', async () => {
    expect((await admin(['partner', 'create', '--name', 'Slunce s.r.o.', '--ico', '27082440', '--contact-email', 'info@slunce.example'])).code).toBe(0)
    const updated = await admin(['partner', 'update', '--partner', '27082440', '--lead-email', 'obchod@slunce.example', '--lead-email', 'crm@slunce.example', '--language', 'en', '--json'])
    expect(updated.code).toBe(0)
    expect(JSON.parse(updated.stdout)).toMatchObject({ language: 'en', leadEmails: ['obchod@slunce.example', 'crm@slunce.example'] })
    expect((await admin(['partner', 'update', '--partner', '27082440', '--lead-email', 'not-an-address'])).code).toBe(2)
    expect((await admin(['partner', 'update', '--partner', '27082440', '--language', 'de'])).code).toBe(2)
    expect(JSON.parse((await admin(['partner', 'update', '--partner', '27082440', '--lead-email', 'default', '--json'])).stdout).leadEmails).toBeNull()

    const refused = await admin(['webhook', 'add', '--partner', '27082440', '--url', 'https://127.0.0.1/hook'])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('loopback')
    expect((await admin(['webhook', 'add', '--partner', '27082440', '--url', 'http://127.0.0.1:9/hook'])).code).toBe(2)

    const added = await admin(['webhook', 'add', '--partner', '27082440', '--url', 'http://127.0.0.1:9/hook', '--event', 'lead.created', '--description', 'CRM', '--json'], { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' })
    expect(added.code).toBe(0)
    const endpoint = JSON.parse(added.stdout)
    expect(endpoint).toMatchObject({ url: 'http://127.0.0.1:9/hook', events: ['lead.created'], description: 'CRM', enabled: true })
    expect(endpoint.secret).toStartWith('whsec_')

    const listed = await admin(['webhook', 'list', '--partner', '27082440', '--json'])
    expect(JSON.parse(listed.stdout).map((item: { id: string }) => item.id)).toEqual([endpoint.id])
    expect(listed.stdout).not.toContain(endpoint.secret)
    expect((await admin(['webhook', 'remove', endpoint.id])).code).toBe(0)
    expect(JSON.parse((await admin(['webhook', 'list', '--partner', '27082440', '--json'])).stdout)).toEqual([])
    expect((await admin(['webhook', 'remove', endpoint.id])).code).toBe(2)
    expect((await admin(['webhook', 'add', '--help'])).stdout).toContain('--url')
  }, 120_000)
})
