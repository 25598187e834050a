/**
 * `bun run bench:console`: the partner console's inbox over 100 000 studies of one partner — the first page and
 * filtered searches (leads, a name, a lead status, a website, a date range) — p50/p95 of the server's time per
 * request (sequential requests on loopback, after a warm-up), then the CSV export of all of them with the server's
 * RSS before and after. The server runs in a child process (`--serve`) so that its RSS is its own, the client's
 * buffers apart; the parent samples the child's VmRSS from /proc. `TEST_DATABASE=postgres` runs it on PostgreSQL (TEST_PG_URL), else on embedded PGlite.
 * `CONSOLE_BENCH_STUDIES` changes the count.
 */
import { readFileSync } from 'node:fs'
import { startTestServer, testDatabase, type TestServer } from '../server/test/support/harness.ts'
import { consoleClient, signedInUser } from '../server/test/console/support.ts'
import { readReady } from './child-app.ts'

const STUDIES = Number(process.env.CONSOLE_BENCH_STUDIES ?? 100_000)
const RUNS = 60

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Child side: the server, one partner's history, a signed-in owner; prints the ready line. */
async function serve() {
  const srv = await startTestServer()
  const em = srv.services.em()
  const started = performance.now()
  // One partner's history: a study every ~5 minutes back from now, one in six a lead, three websites, a name each.
  for (let from = 0; from < STUDIES; from += 20_000) {
    const to = Math.min(STUDIES, from + 20_000) - 1
    await em.execute(
      `insert into study (id, partner_id, created_at, annual_saving, currency, payback_years, study_label, external_user_id, recipient_email, recipient_name, recipient_phone,
         wants_contact, origin, language, email_sent, email_status, input, result)
       select gen_random_uuid(), ?, now() - make_interval(secs => i * 300), 10000 + (i % 9000), 'CZK', 8 + (i % 7), 'Dům ' || i, case when i % 10 = 0 then 'crm-' || i end,
         'zakaznik' || i || '@example.cz', 'Zákazník ' || i, '+420 600 ' || lpad((i % 1000000)::text, 6, '0'),
         i % 6 = 0, (array['https://a.example', 'https://b.example', 'https://c.example'])[1 + i % 3], 'cs', true, 'sent', '{}'::jsonb, '{}'::jsonb
       from generate_series(?::int, ?::int) as i`,
      [srv.partnerId, from, to],
    )
  }
  await em.execute(
    `insert into study_lead (study_id, partner_id, status, note, changed_at) select id, partner_id, 'contacted', null, now() from study where partner_id = ? and wants_contact limit 2000`,
    [srv.partnerId],
  )
  await em.execute('analyze')
  console.log(`${testDatabase}: ${STUDIES} studies written in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const { client } = await signedInUser(srv)
  console.log(JSON.stringify({ ready: true, url: srv.baseUrl, cookie: client.cookie, database: testDatabase }))
  process.on('SIGTERM', () => void srv.stop().finally(() => process.exit(0)))
}

/** VmRSS of a process, bytes. */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024

async function measure() {
  const child = Bun.spawn(['bun', import.meta.path, '--serve'], { stdout: 'pipe', stderr: 'inherit', env: process.env })
  try {
    const ready = (await readReady(child.stdout)) as unknown as { url: string; cookie: string }
    const srv = { baseUrl: ready.url } as TestServer
    const client = consoleClient(srv, ready.cookie)
    const queries: [string, string][] = [
      ['first page', ''],
      ['leads only', '?wantsContact=true'],
      ['search a name', '?q=Z%C3%A1kazn%C3%ADk%2012345'],
      ['search a phone', '?q=600%20054321'],
      ['lead status contacted', '?leadStatus=contacted'],
      ['one website, leads', `?origin=${encodeURIComponent('https://a.example')}&wantsContact=true`],
      ['a month', '?from=2026-01-01&to=2026-01-31'],
      ['external user id', '?externalUserId=crm-5000'],
    ]
    const rows: Record<string, string>[] = []
    for (const [name, query] of queries) {
      for (let i = 0; i < 5; i++) await client.call('GET', `/studies${query}`)
      const times: number[] = []
      let count = 0
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now()
        const response = await client.call('GET', `/studies${query}`)
        const page = (await response.json()) as { items: unknown[] }
        times.push(performance.now() - t0)
        if (response.status !== 200) throw new Error(`${name}: ${response.status}`)
        count = page.items.length
      }
      rows.push({
        query: name,
        rows: String(count),
        p50: `${percentile(times, 50).toFixed(1)} ms`,
        p95: `${percentile(times, 95).toFixed(1)} ms`,
      })
    }
    console.table(rows)

    // Twice: the first export also grows the heaps to their working size (PGlite's WASM memory never shrinks); the
    // second shows whether an export holds more than a page at a time.
    for (const round of ['first', 'second']) {
      const before = rssOf(child.pid)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid))), 20)
      const t0 = performance.now()
      const response = await consoleClient(srv, client.cookie).call('GET', '/studies/export')
      let bytes = 0
      let lines = 0
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength
        for (const byte of chunk) if (byte === 10) lines++
      }
      clearInterval(sampler)
      console.log(
        `CSV export (${round}): ${lines - 1} rows, ${(bytes / 1048576).toFixed(1)} MiB in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
          `the server's RSS ${(before / 1048576).toFixed(0)} → peak ${(peak / 1048576).toFixed(0)} MiB (+${((peak - before) / 1048576).toFixed(0)} MiB)`,
      )
    }
  } finally {
    child.kill('SIGTERM')
    await child.exited
  }
}

await (process.argv.includes('--serve') ? serve() : measure())
