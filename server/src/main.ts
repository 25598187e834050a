import { type Config, ConfigError, loadConfig } from './config.ts'
import { startApplication, type Running } from './bootstrap.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { PortInUseError } from './server.ts'
import { DEMO_PARTNER_ICO, seedDemoPartner } from './seed.ts'
import { PendingMigrationsError } from './db/migrate.ts'
import { hostOcr } from './modules/invoices/pdf/ocr.ts'

const startedAt = performance.now()
let config: Config
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`)
    process.exit(1)
  }
  throw error
}

let app: Running
try {
  app = await startApplication(config)
} catch (error) {
  if (error instanceof PendingMigrationsError) {
    console.error(`Database error: ${error.message}`)
    process.exit(1)
  }
  // Refused, not shared: a second owner of DATA_DIR or of the port would split the data between two processes.
  if (error instanceof DataDirInUseError || error instanceof PortInUseError) {
    console.error(`Cannot start: ${error.message}`)
    process.exit(1)
  }
  throw error
}
const demo = await seedDemoPartner(app.services)
const base = config.publicBaseUrl
app.services.log.info('started', {
  url: base,
  port: app.http.port,
  database: app.services.db.kind,
  startupMs: Math.round(performance.now() - startedAt),
})

// What invoice extraction cannot do on this host, said at start-up rather than on the first scanned bill.
const ocr = await hostOcr()
if (!ocr.available) app.services.log.warn('invoice ocr off', { reason: ocr.reason, effect: 'scanned bills (no text layer) get 422 ocr-unavailable' })
const ocrLine = ocr.available ? '' : `\n  Invoices: OCR of scanned bills is off, so a scan gets 422 ocr-unavailable (PDFs with text are read as usual): ${ocr.reason}`

// One write for the whole banner: whoever reads the output (a terminal, a supervisor, a test) gets it whole.
const demoLines = demo
  ? `

  Demo partner: ${demo.partnerName}, IČO ${DEMO_PARTNER_ICO} (what admin --partner and the element's ico= take), id ${demo.partnerId}
    api refresh token:   ${demo.apiToken}
    embed refresh token: ${demo.embedToken}   (origins: ${demo.embedOrigins.join(', ')})
  Demo page with the calculator: ${base}/demo
  Try: curl -s -X POST ${base}/api/v1/auth -H 'content-type: application/json' -d '{"refreshToken":"${demo.apiToken}"}'
`
  : ''
console.log(`
  Partner Energy Savings API is running on ${base}
  API docs (interactive): ${base}/docs      OpenAPI: ${base}/openapi.json
  Database: ${app.services.db.kind === 'pglite' ? `embedded PGlite in ${config.dataDir} (owned by this process, pid ${process.pid})` : 'PostgreSQL'}
  Admin commands work while it runs, e.g. in a second terminal with the same DATA_DIR: bun run admin --help${ocrLine}${demoLines}`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    app.services.log.info('shutting down', { signal })
    // An orchestrator's stop drains first (readyz 503 while balancers notice); Ctrl-C in a terminal stops at once.
    if (signal === 'SIGTERM') await app.drain()
    await app.close()
    process.exit(0)
  })
}
