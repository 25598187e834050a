/** Who and what the bill is about: supplier, numbers, dates, supply point, product, contract. */
import type { InvoiceMeta } from '@partner/energy-shared'
import type { Found } from './document.ts'
import { accept, BASE_CONFIDENCE, LEGAL_FORM, type Confidence, type ExtractionContext, type Reader, type SectionRead } from './context.ts'
import { findEans, findRateCode } from '../text.ts'
import { isAddress, isIsoDateBetween, notALabel, type Validation } from './validate.ts'

const plausibleDate = isIsoDateBetween('2000-01-01', '2100-12-31')

/** The distribution rate code: after its label, else the first code printed anywhere. */
export function readRate(reader: Reader): Found<string> | null {
  const labelled = reader.label('rate', accept.rate)
  if (labelled) return labelled
  const code = reader.document.lines.map((line) => findRateCode(line.text)).find((c) => c !== null)
  return code ? { value: code, how: 'document' } : null
}

function readSupplierName(ctx: ExtractionContext, confidence: Confidence): string | null {
  if (ctx.profile.legalName) {
    confidence['meta.supplierName'] = 0.97
    return ctx.profile.legalName
  }
  const named = ctx.reader.label('supplierName', accept.legalName)
  const firstLegal = ctx.document.lines.slice(0, 12).map((line) => accept.legalName(line.text)).find((name) => name !== null) ?? null
  confidence['meta.supplierName'] = named ? BASE_CONFIDENCE[named.how] : firstLegal ? 0.6 : 0
  return named?.value ?? firstLegal
}

/** The consumption point's EAN; on a sell-only bill the production point's. */
function readEan(ctx: ExtractionContext): string | null {
  const eans = ctx.document.lines.flatMap((line) => findEans(line.text).map((found) => ({ ...found, production: /vyrob|predavac/.test(line.folded) })))
  const labelled = ctx.reader.label('ean', (text) => {
    const ean = accept.ean(text)
    return ean && !eans.find((e) => e.ean === ean)?.production ? ean : null
  })
  if (ctx.direction === 'sell') return eans.find((e) => e.production)?.ean ?? eans[0]?.ean ?? null
  return labelled?.value ?? eans.find((e) => !e.production)?.ean ?? null
}

/**
 * The supply point's address as "street, PSČ city": a street on one line and "PSČ city" on the
 * next, or an address wrapped inside a sentence, are joined.
 */
function readAddress(reader: Reader): string | null {
  // An address, or its street wrapped before the house number; not a sentence that merely names the
  // supply point ("spravujte své odběrné místo online", "odběrné místo s kódem EAN …").
  const found = reader.label('address', (text) => {
    const value = text.split(' | ')[0]!.replace(/,?\s+EAN\b.*$/i, '').trim()
    if (!value || findEans(value).length) return null
    return /\d/.test(value) || (/^\p{Lu}/u.test(value) && value.split(' ').length <= 4) ? value : null
  })
  if (!found) return null
  let value = found.value
  const complete = /\d{3}\s?\d{2}\s+\p{L}/u
  const lines = reader.document.lines
  const next = found.line ? lines[lines.indexOf(found.line) + 1] : undefined
  if (!complete.test(value) && next && next.page === found.line!.page) {
    const continuation = next.cells[0]!.text
    value = /^\d{3}\s?\d{2}\s/.test(continuation) ? `${value.replace(/,$/, '')}, ${continuation}` : `${value} ${continuation}`
  }
  // Text of the next column run into the value ("České BudějoviceVystaveno dne") starts at a lower/upper-case seam.
  value = value.replace(/(?<=\p{Ll})(?=\p{Lu}\p{Ll})/gu, ', ')
  const address = /^(.*?\d{3}\s?\d{2}\s+\p{L}[\p{L}\d ]*?)(?:[.,]\s|[.,]?$)/u.exec(value)?.[1] ?? null
  return address && /\d/.test(address.split(',')[0]!) ? address.trim() : null
}

export function readMeta(ctx: ExtractionContext, validation: Validation): SectionRead<InvoiceMeta> {
  const { reader } = ctx
  const confidence: Confidence = {}
  const supplierName = readSupplierName(ctx, confidence)
  const customerName = validation.check('meta.customerName', reader.label('customerName', accept.name)?.value ?? null, notALabel, 'a person or company name, not a label')
  const rate = readRate(reader)
  const customerType = rate?.value.startsWith('C') ? 'business' : rate ? 'residential' : customerName && LEGAL_FORM.test(customerName) ? 'business' : 'residential'
  const values: InvoiceMeta = {
    supplierName,
    invoiceNumber: reader.label('invoiceNumber', accept.invoiceNumber)?.value ?? null,
    issueDate: validation.check('meta.issueDate', reader.label('issueDate', accept.date)?.value ?? null, plausibleDate, 'a date between 2000 and 2100'),
    billingPeriodFrom: ctx.billingFrom,
    billingPeriodTo: ctx.billingTo,
    ean: readEan(ctx),
    customerName,
    supplyPointAddress: validation.check('meta.supplyPointAddress', readAddress(reader), isAddress, 'street and number, postal code and town'),
    productName: validation.check('meta.productName', reader.label('product', accept.text)?.value ?? null, (v) => notALabel(v) && v.length <= 80, 'a product name, not a label or a sentence'),
    contractEndDate: validation.check('meta.contractEndDate', reader.label('contractEnd', accept.date)?.value ?? null, plausibleDate, 'a date between 2000 and 2100'),
    energyType: 'electricity',
    invoiceDirection: ctx.direction,
    currency: 'CZK',
    customerType,
  }
  return { values, confidence }
}
