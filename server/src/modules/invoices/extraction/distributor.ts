import type { DistributorKey, InvoiceDistribution } from '@partner/energy-shared'
import type { InvoiceDocument } from './document.ts'
import type { Line } from '../pdf/layout.ts'

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
 * poruch"), PREdistribuce 800 823 823 (predistribuce.cz "Hlášení poruchy") and its long-standing
 * "Poruchová služba" 224 915 151.
 */
const FAULT_LINES: [string, DistributorKey][] = [
  ['800850860', 'CEZ'],
  ['800225577', 'EGD'],
  ['800823823', 'PRE'],
  ['224919473', 'PRE'],
  ['224915151', 'PRE'],
]

/**
 * DOMAIN.md: Prague → PRE; South Bohemia and South Moravia → EG.D; elsewhere ČEZ with low
 * confidence. Regions by postal code: Prague 1xx xx, South Bohemia 37x–39x, South Moravia 60x–69x.
 */
function fromAddress(address: string): DistributorFinding | null {
  const zip = /(?<!\d)(\d{3})\s?\d{2}(?!\d)/.exec(address)
  const prefix = zip ? Number(zip[1]) : null
  if ((prefix !== null && prefix >= 100 && prefix < 200) || /\bpraha\b/i.test(address))
    return { key: 'PRE', source: 'derived_from_address', confidence: 0.6 }
  if (prefix !== null && ((prefix >= 370 && prefix < 400) || (prefix >= 600 && prefix < 700)))
    return { key: 'EGD', source: 'derived_from_address', confidence: 0.6 }
  if (prefix !== null) return { key: 'CEZ', source: 'derived_from_address', confidence: 0.35 }
  return null
}

/** Words that introduce the distributor of the supply point: "Distributor:", "Provozovatel distribuční soustavy:", "PDS:". */
const DISTRIBUTOR_LABEL = /distributor|provozovatel\b|\bpds\b/

/**
 * The distributor named on the bill. A bill may name several (a list of fault lines, a footer of
 * the group): then the one after a distributor label, else the one the supply address agrees
 * with, else the first printed, less certain.
 */
function namedDistributor(document: InvoiceDocument, supplyAddress: string | null): DistributorFinding | null {
  // Per paragraph: a name may wrap inside its sentence ("Provozovatel distribuční soustavy: ČEZ" / "Distribuce, a. s.").
  const perLine = document.paragraphs().map((paragraph) => ({
    folded: paragraph.folded,
    keys: [...new Set(NAMES.filter(([pattern]) => pattern.test(paragraph.folded)).map(([, key]) => key))],
  }))
  const named = [...new Set(perLine.flatMap((entry) => entry.keys))]
  if (named.length === 1) return { key: named[0]!, source: 'explicit', confidence: 0.95 }
  if (!named.length) return null
  const labelled = perLine.find((entry) => entry.keys.length === 1 && DISTRIBUTOR_LABEL.test(entry.folded))
  if (labelled) return { key: labelled.keys[0]!, source: 'explicit', confidence: 0.9 }
  const address = supplyAddress ? fromAddress(supplyAddress) : null
  if (address && named.includes(address.key!)) return { key: address.key, source: 'explicit', confidence: 0.8 }
  // Else the first printed: the supply point's block comes before footers and lists, but less certain.
  return { key: perLine.find((entry) => entry.keys.length)!.keys[0]!, source: 'explicit', confidence: 0.6 }
}

export function findDistributor(document: InvoiceDocument, supplyAddress: string | null): DistributorFinding {
  const named = namedDistributor(document, supplyAddress)
  if (named) return named
  const address = supplyAddress ? fromAddress(supplyAddress) : null
  // Fault lines: one distributor's, or, when several are listed, the one of the supply address.
  // The number beside its label, under it on the next line ("Hlášení poruch" / "224 915 151"), or over it as a tile's caption.
  const faultKeys = [
    ...new Set(
      document.lines.flatMap((line, index) => {
        if (!/poruch/.test(line.folded)) return []
        const beside = [document.lines[index + 1], document.lines[index - 1]].filter((other): other is Line => !!other && other.page === line.page && Math.abs(other.y - line.y) <= other.size * 2.2)
        return [line, ...beside].flatMap(({ text }) => {
          const digits = text.replace(/\D/g, '')
          return FAULT_LINES.filter(([number]) => digits.includes(number)).map(([, key]) => key)
        })
      }),
    ),
  ]
  const fault = faultKeys.length === 1 ? faultKeys[0] : faultKeys.find((key) => key === address?.key)
  if (fault) return { key: fault, source: 'poruchova_linka', confidence: faultKeys.length === 1 ? 0.9 : 0.75 }
  // A fault line under other words ("Nonstop linka distributora", "Havárie a závady") is the distributor's still: the
  // number alone, printed whole as a phone number, names it. Only one distributor's, or the one of the supply address.
  const printed = [...new Set(document.lines.flatMap((line) => phoneNumbers(line.text).flatMap((digits) => FAULT_LINES.filter(([number]) => digits === number).map(([, key]) => key))))]
  const numbered = printed.length === 1 ? printed[0] : printed.find((key) => key === address?.key)
  if (numbered) return { key: numbered, source: 'poruchova_linka', confidence: printed.length === 1 ? 0.8 : 0.7 }
  return address ?? { key: null, source: 'unknown', confidence: 0 }
}

/**
 * The phone numbers of a text, as their nine digits: printed in groups ("800 850 860", "+420 800850860"), or whole on a
 * line that speaks of a phone ("Linka 800850860"); nine digits alone are as likely a contract's or a customer's number.
 */
const phoneNumbers = (text: string) =>
  [...text.matchAll(/(?<![\d,./-])(\+?420\s?)?(\d{3}(\s?)\d{3}\s?\d{3})(?![\d,./-]|\s\d)/g)]
    .filter((match) => match[1] || match[3] || /linka|linku|tel\.|telefon|volej|hlas/i.test(text))
    .map((match) => match[2]!.replace(/\s/g, ''))
