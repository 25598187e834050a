/**
 * What every generated split promises, whatever its layouts: the same seed and index give the same
 * bytes and the same expected extraction, and different seeds give different bills. Registered in a
 * split's own describe block; the PDF text helper reads a bill's text layer as the tests compare it.
 */
import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
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

/** A PDF's text layer, pages merged. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document, { mergePages: true })
  return text
}

/** The opening comment of each source file of a split's directory (corpus/<split>/), where it says what the split is. */
export function fileHeads(split: string): string[] {
  const dir = join(import.meta.dir, split)
  return readdirSync(dir).filter((file) => file.endsWith('.ts')).map((file) => readFileSync(join(dir, file), 'utf8').slice(0, 600))
}
