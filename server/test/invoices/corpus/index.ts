/**
 * The invoice test corpus: generated bills with their expected extraction, and documents the
 * pre-flight gate must refuse. Same seed, same corpus.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces'
import { randomBill, type Bill, type BillOptions, type SupplierId } from './bill.ts'
import { expectedInvoice, expectedWarningFields, type ExpectedInvoice } from './expected.ts'
import { billDocument } from './layouts.ts'
import { renderPdf } from './pdf.ts'
import { Random } from './random.ts'
import { FORM_LAYOUTS, renderFormBill, type FormLayout } from './form-layouts.ts'
import { METER_LAYOUTS, renderMeterBill, type MeterLayout } from './meter-layouts.ts'
import { renderSheetBill, SHEET_LAYOUTS, type SheetLayout } from './sheet-layouts.ts'
import { ITEMIZED_LAYOUTS, renderItemizedBill, type ItemizedLayout } from './itemized-layouts.ts'
import { renderTraderBill, TRADER_LAYOUTS, TRADER_SPOT_PRODUCTS, TRADER_SUPPLIERS, type TraderLayout } from './trader-layouts.ts'
import { HTML_LAYOUTS, renderHtmlBill, type HtmlLayout } from './html-layouts.ts'
import { HtmlPrinter } from './html-print.ts'

export const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']

export interface GeneratedBill {
  id: string
  bill: Bill
  /** The pdfmake definition (null for bills drawn with pdf-lib or printed from HTML). */
  document: TDocumentDefinitions | null
  pdf: Uint8Array
  expected: ExpectedInvoice
  expectedWarnings: string[]
}

function optionsFor(random: Random, supplier: SupplierId, index: number): BillOptions {
  // Cycle through directions so every supplier gets buy, both and sell bills.
  const direction = (['buy', 'buy', 'both', 'buy', 'sell', 'buy', 'both'] as const)[index % 7]!
  return { supplier, direction, buyingType: random.chance(0.35) ? 'SPOT' : 'FIX', twoTariff: random.chance(0.45), business: random.chance(0.2) }
}

export async function generateBill(seed: number, supplier: SupplierId, index: number): Promise<GeneratedBill & { document: TDocumentDefinitions }> {
  const random = new Random(seed * 7919 + SUPPLIERS.indexOf(supplier) * 104729 + index)
  const id = `${supplier}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, supplier, index))
  const document = billDocument(bill, random)
  const pdf = await renderPdf(document)
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** Unknown suppliers of the pdf-lib layouts, one of them a small spot-price trader. */
const SHEET_SUPPLIERS = ['Elektro Šumava s.r.o.', 'Proudík a.s.', 'Fér Energie s.r.o.', 'Spot Energie Morava s.r.o.']
const SHEET_SPOT_PRODUCTS = ['Spot Domácnost', 'Elektřina SPOT hodinová', 'Dynamický tarif']

/** The pdf-lib development layouts: the first set (sheet-layouts.ts), the form layouts (form-layouts.ts), the small traders' (trader-layouts.ts), the meter-reading bills (meter-layouts.ts), then the two-page itemized bills (itemized-layouts.ts). */
type PdfLibLayout = SheetLayout | FormLayout | TraderLayout | MeterLayout | ItemizedLayout
export const PDF_LIB_LAYOUTS: PdfLibLayout[] = [...SHEET_LAYOUTS, ...FORM_LAYOUTS, ...TRADER_LAYOUTS, ...METER_LAYOUTS, ...ITEMIZED_LAYOUTS]
const isForm = (layout: PdfLibLayout): layout is FormLayout => (FORM_LAYOUTS as readonly string[]).includes(layout)
const isTrader = (layout: PdfLibLayout): layout is TraderLayout => (TRADER_LAYOUTS as readonly string[]).includes(layout)
const isMeter = (layout: PdfLibLayout): layout is MeterLayout => (METER_LAYOUTS as readonly string[]).includes(layout)
const isItemized = (layout: PdfLibLayout): layout is ItemizedLayout => (ITEMIZED_LAYOUTS as readonly string[]).includes(layout)

function renderPdfLibBill(layout: PdfLibLayout, bill: Bill, random: Random): Promise<Uint8Array> {
  if (isTrader(layout)) return renderTraderBill(layout, bill, random)
  if (isForm(layout)) return renderFormBill(layout, bill, random)
  if (isMeter(layout)) return renderMeterBill(layout, bill, random)
  if (isItemized(layout)) return renderItemizedBill(layout, bill, random)
  return renderSheetBill(layout, bill, random)
}

/** A bill drawn with pdf-lib in one of the development layouts: any supplier, in a layout that is not its own. */
export async function generateSheetBill(seed: number, layout: PdfLibLayout, index: number): Promise<GeneratedBill> {
  const random = new Random(seed * 6151 + PDF_LIB_LAYOUTS.indexOf(layout) * 49_157 + index)
  const supplier = SUPPLIERS[index % SUPPLIERS.length]!
  const id = `${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, supplier, index))
  if (supplier === 'generic') {
    bill.supplierName = random.pick(isTrader(layout) ? TRADER_SUPPLIERS : SHEET_SUPPLIERS)
    if (bill.buyingType === 'SPOT') bill.productName = random.pick(isTrader(layout) ? TRADER_SPOT_PRODUCTS : SHEET_SPOT_PRODUCTS)
  }
  const pdf = await renderPdfLibBill(layout, bill, random)
  return { id, bill, document: null, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/** A bill printed from HTML by Chromium (html-layouts.ts): any supplier, unknown ones under made-up names. */
export async function generateHtmlBill(printer: HtmlPrinter, seed: number, layout: HtmlLayout, index: number): Promise<GeneratedBill> {
  const random = new Random(seed * 3571 + HTML_LAYOUTS.indexOf(layout) * 65_537 + index)
  const supplier = SUPPLIERS[(index + HTML_LAYOUTS.indexOf(layout)) % SUPPLIERS.length]!
  const id = `${layout}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, supplier, index))
  if (supplier === 'generic') {
    bill.supplierName = random.pick(SHEET_SUPPLIERS)
    if (bill.buyingType === 'SPOT') bill.productName = random.pick(SHEET_SPOT_PRODUCTS)
  }
  const pdf = await renderHtmlBill(printer, layout, bill, random)
  return { id, bill, document: null, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

/**
 * The development corpus: `perSupplier` pdfmake bills per supplier rule and as many pdf-lib and
 * HTML-printed bills per layout. The HTML bills need Chromium: pass a printer to share one browser,
 * else one is launched for this call and closed before it returns.
 */
export async function generateBills(seed: number, perSupplier: number, printer?: HtmlPrinter): Promise<GeneratedBill[]> {
  const bills: GeneratedBill[] = []
  for (const supplier of SUPPLIERS) for (let i = 0; i < perSupplier; i++) bills.push(await generateBill(seed, supplier, i))
  for (const layout of PDF_LIB_LAYOUTS) for (let i = 0; i < perSupplier; i++) bills.push(await generateSheetBill(seed, layout, i))
  const own = printer ? null : await HtmlPrinter.launch()
  try {
    for (const layout of HTML_LAYOUTS) for (let i = 0; i < perSupplier; i++) bills.push(await generateHtmlBill((printer ?? own)!, seed, layout, i))
  } finally {
    await own?.close()
  }
  return bills
}
