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

export const SUPPLIERS: SupplierId[] = ['cez', 'eon', 'pre', 'innogy', 'centropol', 'mnd', 'generic']

export interface GeneratedBill {
  id: string
  bill: Bill
  document: TDocumentDefinitions
  pdf: Uint8Array
  expected: ExpectedInvoice
  expectedWarnings: string[]
}

function optionsFor(random: Random, supplier: SupplierId, index: number): BillOptions {
  // Cycle through directions so every supplier gets buy, both and sell bills.
  const direction = (['buy', 'buy', 'both', 'buy', 'sell', 'buy', 'both'] as const)[index % 7]!
  return { supplier, direction, buyingType: random.chance(0.35) ? 'SPOT' : 'FIX', twoTariff: random.chance(0.45), business: random.chance(0.2) }
}

export async function generateBill(seed: number, supplier: SupplierId, index: number): Promise<GeneratedBill> {
  const random = new Random(seed * 7919 + SUPPLIERS.indexOf(supplier) * 104729 + index)
  const id = `${supplier}-${String(index + 1).padStart(3, '0')}`
  const bill = randomBill(random, id, optionsFor(random, supplier, index))
  const document = billDocument(bill, random)
  const pdf = await renderPdf(document)
  return { id, bill, document, pdf, expected: expectedInvoice(bill), expectedWarnings: expectedWarningFields(bill) }
}

export async function generateBills(seed: number, perSupplier: number): Promise<GeneratedBill[]> {
  const bills: GeneratedBill[] = []
  for (const supplier of SUPPLIERS) for (let i = 0; i < perSupplier; i++) bills.push(await generateBill(seed, supplier, i))
  return bills
}
