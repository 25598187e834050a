/**
 * The two halves of a benchmark that runs the real application in a child process (`<bench> --serve`):
 * the child starts it with one partner and prints a ready line; the parent reads that line.
 */

export interface Ready {
  url: string
  refreshToken: string
  database: string
}

/** Child side: the application with one partner and its api token; prints `{"ready":true,…}` on stdout. */
export async function startBenchApp(partner: { name: string; contactEmail: string; contactPhone?: string; leadEmails?: string[] }) {
  const { loadConfig } = await import('../server/src/config.ts')
  const { startApplication } = await import('../server/src/bootstrap.ts')
  const { partnerService } = await import('../server/src/modules/partners/service.ts')
  const app = await startApplication(loadConfig())
  const partners = partnerService(app.services.em())
  const created = await partners.createPartner({ ico: '12345679', ...partner })
  const token = await partners.issueToken({ partnerId: created.id, kind: 'api' })
  console.log(JSON.stringify({ ready: true, url: app.http.url, refreshToken: token.secret, database: app.services.db.kind }))
  return { app, partnerId: created.id }
}

/**
 * Parent side: waits for the child's ready line, then keeps reading the child's stdout (its log lines) so that
 * the pipe stays open: a child writing to a pipe nobody reads any more dies of EPIPE.
 */
export async function readReady(stream: ReadableStream<Uint8Array>): Promise<Ready> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffered += decoder.decode(value)
    const line = buffered.split('\n').find((candidate) => candidate.startsWith('{"ready":true'))
    if (line) {
      void (async () => {
        while (!(await reader.read().catch(() => ({ done: true }))).done) {}
      })()
      return JSON.parse(line) as Ready
    }
  }
  throw new Error(`the server exited before it was ready:\n${buffered}`)
}
