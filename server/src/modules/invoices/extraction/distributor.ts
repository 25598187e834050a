import type { DistributorKey, InvoiceDistribution } from '@partner/energy-shared'
import type { InvoiceDocument } from './document.ts'

export interface DistributorFinding {
  key: DistributorKey | null
  source: InvoiceDistribution['distributorKeySource']
  confidence: number
}

/** Distributor company names as bills print them (folded). */
const NAMES: [RegExp, DistributorKey][] = [
  [/cez distribuce/, 'CEZ'],
  [/predistribuce|pre distribuce/, 'PRE'],
  [/\beg\.d\b|\begd\b|e\.on distribuce/, 'EGD'],
]

/**
 * Fault-line numbers ("poruchová linka") of the distributors: ČEZ Distribuce 800 850 860
 * (cezdistribuce.cz), EG.D 800 225 577 and PRE 1236 / 224 919 473 (energie-cs.cz "Hlášení
 * poruch"), PREdistribuce 800 823 823 (predistribuce.cz "Hlášení poruchy").
 */
const FAULT_LINES: [string, DistributorKey][] = [
  ['800850860', 'CEZ'],
  ['800225577', 'EGD'],
  ['800823823', 'PRE'],
  ['224919473', 'PRE'],
]

/**
 * DOMAIN.md: Prague → PRE; South Bohemia and South Moravia → EG.D; elsewhere ČEZ with low
 * confidence. Regions by postal code: Prague 1xx xx, South Bohemia 37x–39x, South Moravia 60x–69x.
 */
function fromAddress(address: string): DistributorFinding | null {
  const zip = /(?<!\d)(\d{3})\s?\d{2}(?!\d)/.exec(address)
  const prefix = zip ? Number(zip[1]) : null
  if ((prefix !== null && prefix >= 100 && prefix < 200) || /\bpraha\b/i.test(address)) return { key: 'PRE', source: 'derived_from_address', confidence: 0.6 }
  if (prefix !== null && ((prefix >= 370 && prefix < 400) || (prefix >= 600 && prefix < 700))) return { key: 'EGD', source: 'derived_from_address', confidence: 0.6 }
  if (prefix !== null) return { key: 'CEZ', source: 'derived_from_address', confidence: 0.35 }
  return null
}

export function findDistributor(document: InvoiceDocument, supplyAddress: string | null): DistributorFinding {
  for (const line of document.lines) {
    const named = NAMES.find(([pattern]) => pattern.test(line.folded))
    if (named) return { key: named[1], source: 'explicit', confidence: 0.95 }
  }
  for (const line of document.matching(/poruch/)) {
    const digits = line.text.replace(/\D/g, '')
    const known = FAULT_LINES.find(([number]) => digits.includes(number))
    if (known) return { key: known[1], source: 'poruchova_linka', confidence: 0.9 }
  }
  return (supplyAddress && fromAddress(supplyAddress)) || { key: null, source: 'unknown', confidence: 0 }
}
