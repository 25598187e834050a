/**
 * BLIND DEVELOPMENT split, written 2026-11-23 without reading the extraction rules or the other
 * layouts: three new bill layouts (glyph runs drawn with pdf-lib, a business bill itemized per
 * month with pdfmake, a Czech–English HTML bill printed by Chromium) for measuring and fixing the
 * extractor on layouts nobody fitted rules to. Same seed and index, same bytes.
 */
import type { GeneratedBill } from '../index.ts'
import { expectedInvoice, expectedWarningFields } from '../expected.ts'
import { HtmlPrinter } from '../html-print.ts'
import { Random } from '../random.ts'
import { renderBilingualBill } from './bilingual.ts'
import { renderBusinessMonthlyBill } from './business-monthly.ts'
import { drawBill, type FifthLayout } from './common.ts'
import { renderGlyphRunBill } from './glyph-run.ts'

export const FIFTH_SPLIT_SEEDS = [120413, 377209, 915337] as const
export const FIFTH_SPLIT_LAYOUTS: readonly FifthLayout[] = ['glyph-run', 'business-monthly', 'bilingual']

/** The layout of a bill index: the three layouts take turns. */
const layoutOf = (index: number) => FIFTH_SPLIT_LAYOUTS[index % FIFTH_SPLIT_LAYOUTS.length]!

async function render(layout: FifthLayout, seed: number, index: number, printer: () => Promise<HtmlPrinter>): Promise<GeneratedBill> {
  const layoutIndex = FIFTH_SPLIT_LAYOUTS.indexOf(layout)
  const bill = drawBill(seed, layout, layoutIndex, index)
  // Wording and glyph runs draw from their own stream, so that the bill is what the seed made it.
  const random = new Random(seed * 31 + index * 7 + layoutIndex)
  const pdf =
    layout === 'glyph-run'
      ? await renderGlyphRunBill(bill, random)
      : layout === 'business-monthly'
        ? await renderBusinessMonthlyBill(bill, random)
        : await renderBilingualBill(bill, random, await printer())
  return { id: bill.id, bill, document: null, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** A browser launched on first need and closed by the caller. */
function lazyPrinter() {
  let printer: Promise<HtmlPrinter> | null = null
  return {
    get: () => (printer ??= HtmlPrinter.launch()),
    close: async () => {
      if (printer) await (await printer).close()
    },
  }
}

export async function generateFifthSplitBill(seed: number, index: number): Promise<GeneratedBill> {
  const printer = lazyPrinter()
  try {
    return await render(layoutOf(index), seed, index, printer.get)
  } finally {
    await printer.close()
  }
}

/** perSeed bills for every seed; the Chromium bills share one browser, closed before returning. */
export async function generateFifthSplitBills(perSeed: number): Promise<GeneratedBill[]> {
  const printer = lazyPrinter()
  const bills: GeneratedBill[] = []
  try {
    for (const seed of FIFTH_SPLIT_SEEDS) {
      for (let index = 0; index < perSeed; index++) bills.push(await render(layoutOf(index), seed, index, printer.get))
    }
  } finally {
    await printer.close()
  }
  return bills
}
