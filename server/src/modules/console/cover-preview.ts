/** The branding page's preview: the first page of a made-up study's PDF, drawn as PNG by poppler's pdftoppm. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StudyCreateRequest } from '@partner/energy-shared'
import { HttpProblem } from '../../http/problem.ts'

/** The sample customer: the console's new-study defaults, no real person. */
export const SAMPLE_STUDY: StudyCreateRequest = {
  study: { label: 'Ukázková studie' },
  periodType: '2024',
  yearlyConsumptionKWh: 4500,
  totalKWp: 8,
  battery: { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10 },
  distribution: { distributor: 'CEZ', distributionRate: 'D02d' },
  electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3500, vat: 21 } as StudyCreateRequest['electricityBuyingSettings'],
  recipient: { email: 'zakaznik@example.cz', name: 'Jana Ukázková', wantsContact: true },
}

/** Previews drawn at once by this instance; more get 503 (each is a simulation, a PDF and a pdftoppm). */
const MAX_AT_ONCE = 2
const DPI = 60
const TIMEOUT_MS = 20_000
let running = 0

const unavailable = (detail: string, retryAfter = 5) => new HttpProblem({ status: 503, slug: 'service-unavailable', detail, headers: { 'Retry-After': String(retryAfter) } })

/** Renders `pdf()`'s first page as PNG; 503 when too many run or pdftoppm is missing or fails. */
export async function coverPreviewPng(pdf: () => Promise<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  if (running >= MAX_AT_ONCE) throw unavailable('Cover previews are being drawn; retry shortly.')
  running++
  const dir = mkdtempSync(join(tmpdir(), 'cover-preview-'))
  try {
    const file = join(dir, 'study.pdf')
    writeFileSync(file, await pdf())
    let child: ReturnType<typeof Bun.spawn>
    try {
      child = Bun.spawn(['pdftoppm', '-png', '-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', file], { stdout: 'pipe', stderr: 'ignore', stdin: 'ignore', timeout: TIMEOUT_MS })
    } catch {
      throw unavailable('The cover preview needs poppler\u2019s pdftoppm, which is not installed on this server.', 3600)
    }
    const [png, code] = await Promise.all([new Response(child.stdout as ReadableStream).arrayBuffer(), child.exited])
    if (code !== 0 || png.byteLength === 0) throw unavailable(`The cover preview could not be drawn (pdftoppm exited with ${code}).`)
    return new Uint8Array(png)
  } finally {
    running--
    rmSync(dir, { recursive: true, force: true })
  }
}
