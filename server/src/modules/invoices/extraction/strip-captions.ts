/**
 * Captions and headings are never part of a value: "Provozovna: Lipová 12, …", "VÝROBNA (FVE 9,9 kWp) Lipová 12, …",
 * a heading ("Údaje o odběrném místě") read where the customer's name should be, a tariff word ("jednotarif", "VT")
 * read where the product's name should be. One vocabulary, one function, applied to the meta block's text values as
 * they are read.
 */
import { fold } from './text.ts'

/** The text values a caption may stand before or in place of. */
export type CaptionedField = 'customerName' | 'supplyPointAddress' | 'productName'

/** The vocabulary: a caption's words (folded), and the fields it labels (or heads) — every text field where none is named. */
const CAPTIONS: { words: string; fields?: CaptionedField[] }[] = [
  { words: 'provozovna' },
  { words: 'vyrobna' },
  { words: 'adresa( odberneho mista| om| vyrobny| mista spotreby| provozovny)?' },
  { words: '(odberne|predavaci|odberne a predavaci) misto' },
  { words: 'misto (spotreby|odberu|dodani|vyroby|pripojeni)' },
  { words: '(dodaci|fakturacni|korespondencni) adresa' },
  { words: 'zakaznik|odberatel|obchodni partner|vyrobce|platce', fields: ['customerName', 'supplyPointAddress'] },
  { words: 'jmeno( a prijmeni)?|prijmeni a jmeno|nazev( zakaznika| odberatele)?|firma', fields: ['customerName'] },
  { words: '(nazev )?produkt(u)?|tarif|cenik', fields: ['productName'] },
]

/** A heading that introduces a section, read in place of a value ("Údaje o odběrném místě", "Informace o zákazníkovi"). */
const HEADING = /^(udaje|informace|identifikace|specifikace|prehled) o\b|^(udaje|informace) (zakaznika|odberatele|odberneho mista)$/

/** A tariff's words: the tariff's register or kind, never a product's name. */
const TARIFF_WORDS = /^(jednotarif(ni)?|dvoutarif(ni)?|vt|nt|vt\/nt|vysoky tarif|nizky tarif|jedno(tarifni)? sazba|dvou(tarifni)? sazba|(jedno|dvou)tarifni produkt)(\s*\((vt|nt|vt\/nt|jednotarif|dvoutarif)\))?$/

const captionsOf = (field: CaptionedField) => CAPTIONS.filter((caption) => !caption.fields || caption.fields.includes(field)).map((caption) => caption.words)

/** "Provozovna:", "Adresa OM:", "Jméno: " before the value (one caption or more). */
const leadingCaption = (field: CaptionedField) => new RegExp(`^(?:(?:${captionsOf(field).join('|')})\\s*:\\s*)+`)
/** A caption word alone, or with its colon: the value is the caption itself. */
const wholeCaption = (field: CaptionedField) => new RegExp(`^(?:${captionsOf(field).join('|')})\\s*:?$`)
/** A heading in capitals before the value ("VÝROBNA (FVE 9,9 kWp)", "ODBĚRNÉ MÍSTO"), with a parenthesis that describes it. */
const capitalHeading = (field: CaptionedField) => new RegExp(`^(?:${captionsOf(field).join('|')})(?:\\s*\\([^)]*\\))?\\s*:?\\s+`)

/** The value without the captions and headings before it; null when the value is a caption, a heading or (for a product) a tariff's words. */
export function stripCaptions(field: CaptionedField, value: string | null): string | null {
  if (value === null) return null
  let text = value.trim()
  const folded = () => fold(text)
  const cut = (length: number) => {
    text = text.slice(length).trim()
  }
  const labelled = leadingCaption(field).exec(folded())
  if (labelled) cut(labelled[0].length)
  // A heading's words are in capitals (the value's own are not: a street, a name, a product's name in their case).
  const heading = capitalHeading(field).exec(folded())
  if (heading && text.slice(0, heading[0].length).replace(/\([^)]*\)/g, '') === text.slice(0, heading[0].length).replace(/\([^)]*\)/g, '').toUpperCase()) cut(heading[0].length)
  const rest = folded().replace(/\s+/g, ' ')
  if (!rest || wholeCaption(field).test(rest) || HEADING.test(rest) || (field === 'productName' && TARIFF_WORDS.test(rest))) return null
  return text
}
