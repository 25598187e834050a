/**
 * Section headings ("Distribuce elektřiny", "Za dodávku", "Výkup elektřiny"): which part of the bill the rows under them
 * belong to, as an ordered table of patterns, and the test that tells a heading line from a label, a total or a letterhead.
 */
import type { Section } from './row.ts'
import { type Line, withCells } from '../pdf/layout.ts'
import { LEGAL_FORM, findNumbers } from './text.ts'

export const SECTION_HEADINGS: [RegExp, Section][] = [
  // One table for both ("Dodávka a distribuce elektřiny", "Elektřina a regulované služby") or for all items ("Rozpis položek"): each row's own words tell its kind.
  [/dodavk\w* (silove )?(elektriny )?a distribuc|distribuc\w* a dodavk|^elektrin\w* a (regulovan|distribuc)|^rozpis (polozek|vyuctovani)|^polozky vyuctovani|^vyuctovane polozky/, 'unknown'],
  [/vykup|vykoup|vyrobn|pretok|dodavka do site/, 'selling'],
  [/distribuc|(?<!ne)regulovan|souvisejici sluzby|sitove sluzby/, 'distribution'],
  [/obchodni|dodavka (silove )?elektriny|dodavka$|za dodavku|^za elektrinu\b|spotrebovana elektrina|silova elektrina|ceni?k|neregulovan|\bdodavateli\b/, 'supply'],
]

/** Words a label starts with (a product, a price type, a tariff), never a table heading. */
const LABEL_NOUN = /^(produkt|cena|typ|druh|nazev|zpusob|tarif|sazba|smlouva|distributor)\b|\bprodukt\b/

/** A table heading line: no numbers, short, no "label: value"; numbered or ending in a colon ("2. Distribuce:") all the same. */
export function sectionOf(line: Line, next?: Line): Section | null {
  // "- výkup za spotové ceny": a note wrapped under a value, after a dash, is no heading.
  if (/^[-–]\s\p{Ll}/u.test(line.text)) return null
  // A group's heading with its subtotal over its items ("Distributorovi - provozovatel distribuční soustavy | 2 922,96"
  // over "Distribuce ve VT | 820 kWh | …"): the heading alone.
  // A total's line ("Výkup elektřiny celkem | 1 555,90") heads nothing.
  // Its share of the whole may follow ("Silová elektřina a služby obchodníka | 2 525,64 | 48,9 %").
  const share = line.cells.length === 3 && /^\d{1,3}(,\d+)?\s?%$/.test(line.cells[2]!.text)
  const subtotal = (line.cells.length === 2 || share) && !/\d|celkem|soucet/.test(line.cells[0]!.folded) && /^\d[\d\s.]*,\d{2}(\s?(kc|czk))?$/.test(line.cells[1]!.folded)
  const items = !!next && next.page === line.page && next.cells.length >= 3 && /^\p{L}/u.test(next.cells[0]!.text) && next.cells.filter((cell) => /\d/.test(cell.text)).length >= 2
  if (subtotal && items) return sectionOf(withCells(line, line.cells.slice(0, 1)))
  // Plain-text reports frame a heading with dashes or stars ("-- výkup elektřiny z výrobny --").
  // A heading may name the rate it prices ("Za distribuci a regulované platby - C45d").
  const whole = line.folded
    .replace(/^[-–=*\s]{2,}|[-–=*\s]{2,}$/g, '')
    .replace(/^([a-z]|\d{1,2}|[ivx]{1,4})([.)]\s+|\s\|\s)/, '')
    // "Oddíl A - Silová elektřina a služby obchodníka (ČEZ Prodej, a.s.)": a lettered part, and whose it is in parentheses.
    .replace(/^(oddil|cast|sekce|blok)\s+([a-z]|\d{1,2}|[ivx]{1,4})\s*[-–.:)]\s*/, '')
    .replace(/\s*\([^()]*\b(a\.\s?s\.|s\.\s?r\.\s?o\.|spol\.)[^()]*\)$/, '')
    .replace(/:\s*$/, '')
    .replace(/\s[-–(]\s*(sazba\s)?[cd]\s?\d{2}\s?d\)?$/, '')
  // "Rozpis vyúčtování - pokračování": a table continued in the next column or page stays in the section it was in.
  if (/\bpokracovani\b/.test(whole)) return null
  // A heading may name the product it bills ("Za elektřinu - PRE Fixace 24"): its words before the dash tell the section.
  const [head = '', ...rest] = whole.split(/\s[-–]\s/)
  const named = rest.length > 0 && SECTION_HEADINGS.some(([pattern]) => pattern.test(head)) && !findNumbers(rest.join(' ')).some((token) => token.unit || token.decimals)
  const text = named ? head : whole
  if (/\d|:/.test(text) || line.cells.length > 2 || text.split(' ').length > 8) return null
  // "Produkt výkupu | Výkup elektřiny SPOT" is a label and its value, not the buy-back's heading; so is "Distribuce | EG.D, a.s.".
  // Nor is a letterhead's company beside the document's title ("MND a.s. | Vyúčtování odběru a výkupu elektřiny").
  if (line.cells.length === 2 && (LABEL_NOUN.test(line.cells[0]!.folded) || line.cells.some((cell) => LEGAL_FORM.test(cell.text)))) return null
  // Nor a product's label and its name in one cell ("Výkupní produkt Výkup elektřiny SPOT - výkup za ceny SPOT"); a heading may
  // name its product after its own words ("Obchodní část - produkt E.ON Elektřina Spot").
  if (line.cells.length === 1 && /^(\p{L}+\s)?produkt\b/u.test(whole)) return null
  return SECTION_HEADINGS.find(([pattern]) => pattern.test(text))?.[1] ?? null
}
