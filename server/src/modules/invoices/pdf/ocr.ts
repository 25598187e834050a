/**
 * OCR of scanned bills with the host's Tesseract (Debian: tesseract-ocr + tesseract-ocr-ces),
 * detected once at start-up. Words come back with their boxes (TSV) so the same cell-aware
 * extraction runs on them as on a PDF text layer. Tesseract reads untrusted images, so it runs in
 * the shared process pool (memory cap, time budget), one thread per run.
 */
import type { ProcessPool } from '../../../workers/process-pool.ts'
import type { TextItem } from './layout.ts'

export interface OcrPage {
  items: TextItem[]
  /** Mean word confidence, 0–1. */
  confidence: number
}

export interface OcrEngine {
  /** Reads one rendered page (PNG) by `deadline` (epoch ms); `page` numbers the items. */
  readPage(png: Uint8Array, page: number, deadline: number): Promise<OcrPage>
}

export type OcrAvailability = { available: true } | { available: false; reason: string }

/** Runs a trusted, quick command (the installation probe), not an upload. */
async function probe(command: string[]): Promise<{ code: number; stdout: string }> {
  const child = Bun.spawn(command, { stdin: 'ignore', stdout: 'pipe', stderr: 'ignore' })
  const timer = setTimeout(() => child.kill(), 30_000)
  try {
    const stdout = await new Response(child.stdout).text()
    return { code: await child.exited, stdout }
  } finally {
    clearTimeout(timer)
  }
}

/** Tesseract TSV (level 5 = word) → positioned items, one text line per Tesseract line. */
export function itemsFromTsv(tsv: string, page: number): OcrPage {
  interface Word {
    key: string
    left: number
    top: number
    width: number
    height: number
    confidence: number
    text: string
  }
  const words: Word[] = []
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t')
    if (cols.length < 12 || cols[0] !== '5' || !cols[11]!.trim()) continue
    words.push({
      key: `${cols[2]}/${cols[3]}/${cols[4]}`,
      left: Number(cols[6]),
      top: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
      confidence: Number(cols[10]),
      text: cols[11]!,
    })
  }
  const byLine = new Map<string, Word[]>()
  for (const word of words) byLine.set(word.key, [...(byLine.get(word.key) ?? []), word])
  const items: TextItem[] = []
  for (const lineWords of byLine.values()) {
    const heights = lineWords.map((word) => word.height).sort((a, b) => a - b)
    const height = heights[Math.floor(heights.length / 2)]!
    const bottom = Math.max(...lineWords.map((word) => word.top + word.height))
    // Word boxes hug the glyphs: the font size is about 1.3 × the typical box height.
    for (const word of lineWords) items.push({ page, text: word.text, x: word.left, y: bottom, width: word.width, size: height * 1.3 })
  }
  const confidence = words.length ? words.reduce((acc, word) => acc + Math.max(0, word.confidence), 0) / words.length / 100 : 0
  return { items, confidence }
}

/** Tesseract in the pool. psm 6: one uniform block, so a table row stays one line with its cells apart. */
export const tesseractEngine = (pool: ProcessPool): OcrEngine => ({
  async readPage(png, page, deadline) {
    const argv = ['tesseract', 'stdin', 'stdout', '-l', 'ces', '--psm', '6', 'tsv']
    const { stdout } = await pool.runCommand(argv, { stdin: png, timeoutMs: deadline - Date.now(), deadline, env: { OMP_THREAD_LIMIT: '1' } })
    return itemsFromTsv(new TextDecoder().decode(stdout), page)
  },
})

/** Whether `tesseract` with Czech data and `pdftoppm` are installed on this host; when not, the reason names every missing piece. */
export async function detectOcr(): Promise<OcrAvailability> {
  const missing: string[] = []
  try {
    const { code, stdout } = await probe(['tesseract', '--list-langs'])
    if (code !== 0) missing.push('tesseract did not run')
    else if (!/^ces$/m.test(stdout)) missing.push('tesseract is installed without Czech language data (tesseract-ocr-ces)')
  } catch {
    missing.push('tesseract is not installed (Debian packages tesseract-ocr and tesseract-ocr-ces)')
  }
  // Scanned pages are rendered to images by poppler's pdftoppm (it prints its version on stderr).
  try {
    if ((await probe(['pdftoppm', '-v'])).code !== 0) missing.push('pdftoppm did not run')
  } catch {
    missing.push('pdftoppm is not installed (Debian package poppler-utils)')
  }
  return missing.length > 0 ? { available: false, reason: missing.join('; ') } : { available: true }
}

let onThisHost: Promise<OcrAvailability> | undefined

/** detectOcr() once per process: the start-up notice and every invoice service share one answer. */
export const hostOcr = (): Promise<OcrAvailability> => (onThisHost ??= detectOcr())
