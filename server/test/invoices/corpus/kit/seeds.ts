/** Drawing a split's bills: every seed's bills in turn, the Chromium-printed ones sharing one browser. */
import { HtmlPrinter } from '../html-print.ts'
import type { GeneratedBill } from '../index.ts'

/** `perSeed` bills for each seed, one Chromium for the whole call (closed before it returns). */
export async function billsOfSeeds(
  seeds: readonly number[],
  perSeed: number,
  generate: (seed: number, index: number, printer: HtmlPrinter) => Promise<GeneratedBill>,
): Promise<GeneratedBill[]> {
  const printer = await HtmlPrinter.launch()
  const bills: GeneratedBill[] = []
  try {
    for (const seed of seeds) for (let index = 0; index < perSeed; index++) bills.push(await generate(seed, index, printer))
  } finally {
    await printer.close()
  }
  return bills
}

/** Runs `print` with the given browser, else with one launched for this call and closed before it returns. */
export async function withPrinter<T>(printer: HtmlPrinter | undefined, print: (browser: HtmlPrinter) => Promise<T>): Promise<T> {
  if (printer) return print(printer)
  const own = await HtmlPrinter.launch()
  try {
    return await print(own)
  } finally {
    await own.close()
  }
}
