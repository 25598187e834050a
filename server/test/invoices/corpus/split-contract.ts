/**
 * What every generated split promises, whatever its layouts: the same seed and index give the same
 * bytes and the same expected extraction, and different seeds give different bills. Registered in a
 * split's own describe block; the PDF text helper reads a bill's text layer as the tests compare it.
 */
import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
import type { HtmlPrinter } from './html-print.ts'
import type { GeneratedBill } from './index.ts'

export interface SplitGenerator {
  seeds: readonly number[]
  layouts: readonly string[]
  generate: (seed: number, index: number) => Promise<GeneratedBill>
  /** Indices the same-seed check regenerates. @default one per layout */
  sameSeedBills?: number
}

export function reproducibleSplit({ seeds, layouts, generate, sameSeedBills = layouts.length }: SplitGenerator): void {
  test('same seed and index give the same bytes and the same expected extraction', async () => {
    for (let index = 0; index < sameSeedBills; index++) {
      const a = await generate(seeds[1]!, index)
      const b = await generate(seeds[1]!, index)
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true)
      expect(a.expected).toEqual(b.expected)
      expect(a.expectedWarnings).toEqual(b.expectedWarnings)
      expect(a.id).toBe(b.id)
    }
  }, 30_000)

  test('different seeds give different bills', async () => {
    for (let index = 0; index < layouts.length; index++) {
      const [a, b, c] = await Promise.all(seeds.map((seed) => generate(seed, index)))
      expect(a!.expected).not.toEqual(b!.expected)
      expect(b!.expected).not.toEqual(c!.expected)
      expect(Buffer.from(a!.pdf).equals(Buffer.from(b!.pdf))).toBe(false)
    }
  }, 30_000)
}

/**
 * What a split's registry entry (splits.ts) tells the one contract test, splits.test.ts. Bill i of a
 * seed uses layout i % 3; the three layouts are drawn by pdf-lib, pdfmake (which keeps its document)
 * and Chromium, in this order unless `producers` names another.
 */
export interface SplitContract {
  /** The split's directory, corpus/<dir>/: every file opens with the marker. */
  dir: string
  marker: string
  seeds: readonly number[]
  layouts: readonly string[]
  /** Ids are <idPrefix>-<seed>-<layout>-<NNN>. */
  idPrefix: string
  /** The made-up traders the generic supplier is renamed to. */
  traders: readonly string[]
  generate: (seed: number, index: number, printer?: HtmlPrinter) => Promise<GeneratedBill>
  /** Expected values not printed and nulls printed, of one bill and its text layer. */
  printedFailures: (bill: GeneratedBill, text: string) => string[]
  /** Planted anomalies not visible. */
  anomalyFailures: (bill: GeneratedBill, text: string) => string[]
  /** How each layout prints "page n of pages" (first and last page are checked). */
  pageNumber?: Record<string, (page: number, pages: number) => string>
  /** What each layout's PDF names as its producer, null where it names another (a real biller's); the pdfmake one keeps its document. @default pdf-lib, pdfmake, Chromium's Skia/PDF */
  producers?: readonly (string | null)[]
  /** Every page repeats the invoice number (else only continuation pages do). */
  invoiceNumberOnEveryPage?: true
  /** Variations of the Bill model the split predates, or that a layout of it misses (sellingType: both selling prices). */
  lacks?: readonly ('dateStyle' | 'yearlyEstimate' | 'splitWide' | 'sellingType')[]
  /** The split's own promises: each a name and the failures of one bill (empty when it holds). */
  checks?: readonly SplitCheck[]
}

/** A generated bill with its text layer and where it sits in the split. */
export interface CheckedBill extends GeneratedBill {
  text: string
  seed: number
  index: number
  layout: string
}

export interface SplitCheck {
  name: string
  /** The failures of one bill. */
  failures?: (bill: CheckedBill) => string[] | Promise<string[]>
  /** The failures of the split's bills as a whole: what no single bill shows (a variety, one bill of a kind). */
  whole?: (bills: readonly CheckedBill[]) => string[]
}

/** The failure of an expectation a split check states, or none. */
export const unless = (holds: boolean, failure: string): string[] => (holds ? [] : [failure])

/** A PDF's text layer, pages merged. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document, { mergePages: true })
  return text
}

/** The opening comment of each source file of a split's directory (corpus/<split>/), where it says what the split is. */
export function fileHeads(split: string): string[] {
  const dir = join(import.meta.dir, split)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8').slice(0, 600))
}
