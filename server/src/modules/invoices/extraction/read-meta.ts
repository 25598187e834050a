/** Who and what the bill is about: supplier, numbers, dates, supply point, product, contract. */
import type { InvoiceMeta } from '@partner/energy-shared'
import { CELL_SEPARATOR, overlaps, type Cell, type Line } from '../pdf/layout.ts'
import type { Found, InvoiceDocument } from './document.ts'
import { accept, BASE_CONFIDENCE, type Confidence, type ExtractionContext, type Reader, type SectionRead } from './context.ts'
import { findDates, findEans, findNumbers, fold, isDateTail, LEGAL_FORM, LEGAL_FORM_ONLY, POSTCODE_TOWN, type NumberToken } from './text.ts'
import { documentNumber } from './document-number.ts'
import { stripCaptions } from './strip-captions.ts'
import { isAddress, isIsoDateBetween, notALabel, type Validation } from './validate.ts'

const plausibleDate = isIsoDateBetween('2000-01-01', '2100-12-31')

/** Labels of the customer's address window. */
const ADDRESSEE = /^(odberatel|zakaznik|adresat|prijemce|platce|vyrobce|obchodni partner|korespondencni adresa|fakturacni adresa|dorucovaci adresa)\b/

/** Companies a bill names that never sell it: distributors, the grid and market operators (ČEPS, OTE), the regulator, the banks of the payment details. */
const NOT_A_SUPPLIER = /distribuc|\beg\.?d\b|\bcepsu?\b|^ote\b|operator trhu|regulacni urad|\beru\b|bank|sporitel|\bcsob\b|\bfio\b|moneta|raiffeisen|unicredit/

/** A legal form its line cut short: "spol. s" (of "spol. s r.o."), "s." or "s. r." (of "s. r. o."), "a." (of "a. s."), "v. o." (of "v. o. s."). */
const CUT_LEGAL_FORM = /(\bspol\.\s?s|\bs\.(\s?r\.)?|\ba\.|\bv\.\s?o\.)$/i

/** The rest of a legal form: what a line under a cut one may hold ("r.o.", "o.", "s."). */
const LEGAL_FORM_REST = /^(r\.\s?o\.|o\.|s\.|r\.\s?o\.\s?s\.)$/i

/** A legal name whose form the line cut short ("…, spol. s" over "r.o."), with the rest printed right under it in its column. */
function withLegalFormRest(lines: Line[], name: string): string {
  if (!CUT_LEGAL_FORM.test(name)) return name
  const at = lines.findIndex((line) => line.cells.some((cell) => cell.text.endsWith(name)))
  const line = lines[at]
  const cell = line?.cells.find((other) => other.text.endsWith(name))
  const next = lines[at + 1]
  if (!line || !cell || !next || next.page !== line.page || next.y - line.y > line.size * 1.6) return name
  const rest = next.cells.find((other) => Math.abs(other.x - cell.x) <= 1 && LEGAL_FORM_REST.test(other.text))
  return rest ? `${name} ${rest.text}` : name
}

/** Legal names that are not the supplier's: the customer's, the distributor's, an operator's or a bank's. */
const notSupplier = (name: string, customerName: string | null) => name !== customerName && !NOT_A_SUPPLIER.test(fold(name))

/**
 * The supplier: a supplier rule's legal name; else after "Dodavatel:"; else the legal name of the
 * company identity line (IČO, DIČ, commercial register — usually the footer); else the first legal
 * name near the top. Never the customer's or the distributor's name.
 */
function readSupplierName(ctx: ExtractionContext, customerName: string | null, confidence: Confidence): string | null {
  if (ctx.profile.legalName) {
    confidence['meta.supplierName'] = 0.97
    return ctx.profile.legalName
  }
  const named = ctx.reader.label('supplierName', accept.legalName)
  if (named && notSupplier(named.value, customerName)) {
    confidence['meta.supplierName'] = BASE_CONFIDENCE[named.how]
    return named.value
  }
  // "Dodavatel: Proudík, IČO …": a trader's name printed without its legal form, less certain.
  const plain = ctx.reader.label('supplierName', accept.name)
  if (plain && notSupplier(plain.value, customerName) && notALabel(plain.value)) {
    confidence['meta.supplierName'] = 0.7
    return plain.value
  }
  const legal = (line: { text: string }) => {
    const name = accept.legalName(line.text)
    return name && notSupplier(name, customerName) ? name : null
  }
  const identity = ctx.document.lines.filter((line) => /\bic:?\s?o?\b|\bico\b|\bdic\b|obchodnim rejstriku|zapsan/.test(line.folded)).map(legal).find((name) => name !== null)
  // A letterhead prints the name in a cell of its own, often beside the title ("VYÚČTOVÁNÍ ELEKTŘINY | Proud s.r.o."),
  // but not the addressee's company of the address window ("Adresát:" over "Pekárna s.r.o.").
  const lines = ctx.document.lines.slice(0, 12)
  const addressee = (index: number, cell: Cell) =>
    [cell, ...(lines[index - 1]?.cells.filter((above) => Math.abs(above.x - cell.x) <= 5) ?? [])].some((c) => ADDRESSEE.test(c.folded))
  const top = lines.flatMap((line, index) => line.cells.filter((cell) => !addressee(index, cell)).map(legal)).find((name) => name !== null)
  const letterhead = identity || top ? null : identifiedName(ctx.document.lines, customerName, (index, cell) => index < lines.length && addressee(index, cell))
  confidence['meta.supplierName'] = identity ? 0.8 : top ? 0.6 : letterhead ? 0.5 : 0
  return identity ?? top ?? letterhead
}

/**
 * "Energetické družstvo Podluží" over "Náměstí 28, 691 45 Podivín" over "IČO 06173518 · …" (or "…, Náměstí 28, 691 45
 * Podivín" over "IČO …"): a name without a legal form, heading the block that gives its identification number.
 */
function identifiedName(lines: Line[], customerName: string | null, addressee: (index: number, cell: Cell) => boolean): string | null {
  for (const [index, line] of lines.entries()) {
    const first = line.cells[0]
    if (!first || addressee(index, first)) continue
    const block = lines.slice(index + 1, index + 3).filter((other) => other.page === line.page && other.y - line.y <= line.size * 3.5)
    if (!block.some((other) => other.cells.some((cell) => Math.abs(cell.x - first.x) <= 5 && /^(ico|ic)\b/.test(cell.folded)))) continue
    // The name, and the address after it when the block prints both on one line.
    const head = first.text.replace(/,\s*\p{L}[^,]*\d[^,]*,\s*\d{3}\s?\d{2}\s.*$/u, '')
    const name = /\d|[?!:]\s*$/.test(head) ? null : accept.name(head)
    if (name && notALabel(name) && notSupplier(name, customerName) && !NOT_A_SUPPLIER.test(fold(name))) return name
  }
  return null
}

/** The consumption point's EAN; on a sell-only bill the production point's. */
function readEan(ctx: ExtractionContext): string | null {
  // An EAN is the production point's when the words just before it say so ("EAN odběrného místa … a EAN výrobny …"),
  // on its line, or at the end of the line above when it starts its line (a sentence wrapped before it).
  const lines = ctx.document.lines
  const before = (line: Line, index: number, found: { index: number; end: number }[], at: number) => {
    const start = at > 0 ? found[at - 1]!.end : 0
    const own = line.text.slice(start, found[at]!.index)
    const previous = lines[index - 1]
    return /\p{L}/u.test(own) || !previous ? own : previous.text.slice(-40) + own
  }
  const eans = lines.flatMap((line, index) =>
    findEans(line.text).map((found, at, all) => ({ ...found, production: /vyrob|predavac/.test(fold(before(line, index, all, at))) })),
  )
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
    // "Odběrné místo" over "Adresa: Lipová 12, …": the value without its own label.
    // "Odběrné místo EAN 859…, U Potoka 140, …": the code before the address is no part of it, nor one after it.
    const value = text.split(' | ')[0]!.replace(/^\s*EAN\s*:?\s*\d{18}\s*,\s*/i, '').replace(/,?\s+EAN\b.*$/i, '').replace(/^(adresa|ulice)[^:\d]{0,30}:\s*/i, '').trim()
    // Not the first label of a list under a heading ("Odběrné místo" over "Jméno zákazníka | Jan Novák").
    // Nor an item's row that names the supply point ("Stálý plat za odběrné místo | 19. 7. 2024-31. 12. | 0,903 měs. …"): an address has no dates or amounts.
    // Nor the addressee's company printed over the address ("Místo dodání:" over "Zahradnictví Růže a.s." over "U Potoka 140").
    // Nor a heading's words after a conjunction ("ODBĚRNÉ MÍSTO A SMLUVNÍ PODMÍNKY").
    if (!value || findEans(value).length || findDates(value).length || findNumbers(value).some((token) => token.unit) || reader.document.isLabel(fold(value)) || LEGAL_FORM.test(value) || /^(a|i)\s\D*$/i.test(value)) return null
    // A street without its number yet, not the label of the line below ("Odběrné místo" heading over "Adresa OM | Lipová 12, …").
    // A street's name has no comma or ellipsis before its number: "Víte, že…" beside the heading is a sidebar's.
    // A street has a name: a bare number after the label is an item's quantity ("Pevná cena za odběrné místo | 0,645 | měs.").
    return (/\d/.test(value) && /\p{L}{2}/u.test(value)) || (/^\p{Lu}/u.test(value) && value.split(' ').length <= 4 && !/[,…]/.test(value) && notALabel(value)) ? value : null
  })
  if (!found) return addressInSentence(reader)
  let value = found.value
  const complete = /\d{3}\s?\d{2}\s+\p{L}/u
  const lines = reader.document.lines
  const next = found.line ? lines[lines.indexOf(found.line) + 1] : undefined
  // A value wrapped inside its table cell goes on under itself ("…, 400 01 Ústí nad" / "Labem").
  const wrapped = found.line ? reader.document.wrappedTail(found.line, value) : null
  // The addressee's name over the address ("Místo dodání:" / "Jiří Novák" / "Zahradní 92, 460 01 Liberec"), maybe past a line of
  // another column: the whole address in the name's column is the value.
  const addressee = found.line && !/\d/.test(value) ? addressUnder(lines, found.line, value) : null
  // After a postcode and town, only the rest of the town's name goes on ("Ústí nad" / "Labem", "Praha" / "10"), not a label and its value.
  const tail = wrapped && complete.test(value) && /\d/.test(wrapped) && !/^\d{1,2}$/.test(wrapped) ? null : wrapped
  if (addressee) value = addressee
  else if (tail) value = /^\d{3}\s?\d{2}\s/.test(tail) ? `${value.replace(/,$/, '')}, ${tail}` : `${value} ${tail}`
  else if (found.line && complete.test(value) && /\p{L}$/u.test(value)) {
    // "…, 140 00 Praha" over "4.": a town's district number wrapped under the value's cell.
    const cell = found.line.cells.find((other) => other.text.endsWith(value))
    const district = cell && next?.page === found.line.page && next.y - found.line.y <= next.size * 1.6 ? next.cells.find((other) => Math.abs(other.x - cell.x) <= 2) : undefined
    if (district && /^\d{1,2}\.?$/.test(district.text)) value = `${value} ${district.text.replace('.', '')}`
  } else if (!complete.test(value) && next && next.page === found.line!.page) {
    // The next line's value: its first cell, or the cell after its own label ("PSČ, obec: 602 00 Brno"); in a
    // column of its own (the customer's address beside the supply point's) the cell under the value.
    const own = found.line!.cells.find((cell) => cell.text.includes(value))
    // A line of another column only may stand between ("Vrácení přeplatku do: | 10.04.2025" beside "Jiráskova 71" / "586 01 Jihlava").
    const column = own ? lines.slice(lines.indexOf(found.line!) + 1, lines.indexOf(found.line!) + 3).find((other) => other.page === found.line!.page && other.y - found.line!.y <= own.size * 2.2 && other.cells.some((cell) => overlaps(cell, own))) : undefined
    const under = own && (own !== found.line!.cells[0] || (column !== next && column?.cells.some((cell) => overlaps(cell, own) && /^\d{3}\s?\d{2}\s/.test(cell.text)))) ? column?.cells.find((cell) => overlaps(cell, own)) : undefined
    const [first, second] = under ? [under] : next.cells
    const continuation = (/:$/.test(first!.text) ? second?.text : first!.text.replace(/^(psc|obec|mesto)[^:\d]{0,12}:\s*/i, '')) ?? ''
    value = /^\d{3}\s?\d{2}\s/.test(continuation) ? `${value.replace(/,$/, '')}, ${continuation}` : `${value} ${continuation}`
  }
  // A town's name wrapped once more in the value's column ("…, 400 01 Ústí nad" / "Labem"), no label of its own beside it.
  if (found.line && /\d{3}\s?\d{2}\s+\p{L}[\p{L} ]*$/u.test(value)) value = withTownRest(lines, found.line, value)
  // Text of the next column run into the value ("České BudějoviceVystaveno dne") starts at a lower/upper-case seam.
  value = value.replace(/(?<=\p{Ll})(?=\p{Lu}\p{Ll})/gu, ', ')
  // A street's lines joined without their comma ("Zahradní 2435/46" / "140 00 Praha 4" over a caption): the postcode starts the town's part.
  value = value.replace(/^([^,]*\p{L}[^,]*\s\d+[a-z]?(?:\/\d+[a-z]?)?)\s+(?=\d{3}\s?\d{2}\s+\p{Lu})/u, '$1, ')
  const address = /^(.*?\d{3}\s?\d{2}\s+\p{L}[\p{L}\d ]*?)(?:[.,]\s|[.,]?$)/u.exec(value)?.[1] ?? null
  return address && /\d/.test(address.split(',')[0]!) ? address.trim() : addressInSentence(reader)
}

/** A whole address (street and number, postcode and town) in the cell under `value`'s, on one of the next two lines. */
function addressUnder(lines: Line[], line: Line, value: string): string | null {
  const own = line.cells.find((cell) => cell.text.includes(value))
  if (!own) return null
  for (const below of lines.slice(lines.indexOf(line) + 1, lines.indexOf(line) + 3)) {
    if (below.page !== line.page || below.y - line.y > own.size * 2.2) return null
    const cell = below.cells.find((other) => Math.abs(other.x - own.x) <= 2)
    if (cell) return /^\p{Lu}[^,\d]*\d[^,]*,\s*\d{3}\s?\d{2}\s+\p{Lu}/u.test(cell.text) ? cell.text : null
  }
  return null
}

/**
 * The rest of a town's name on the line after the postcode's, in the same column: the value's cell over "PSČ town"
 * over the rest ("Jiráskova 2687/18" / "400 01 Ústí nad" / "Labem"), with no cell between the value's label and it.
 */
function withTownRest(lines: Line[], labelLine: Line, value: string): string {
  const postcode = /\d{3}\s?\d{2}\s+\p{L}[\p{L} ]*$/u.exec(value)![0]
  const at = lines.indexOf(labelLine)
  const own = labelLine.cells.find((cell) => value.startsWith(cell.text) || cell.text.endsWith(postcode))
  const label = own ? labelLine.cells[labelLine.cells.indexOf(own) - 1] : undefined
  if (!own || !label) return value
  for (let index = at + 1; index < at + 3 && index < lines.length; index++) {
    const line = lines[index]!
    const town = line.cells.find((cell) => Math.abs(cell.x - own.x) <= 2 && postcode.startsWith(cell.text.replace(/^.*?(?=\d{3}\s?\d{2}\s)/, '')) && /\d{3}\s?\d{2}\s/.test(cell.text))
    if (!town) continue
    // The next line with a cell in the column, past lines of a column beside it printed between.
    for (const after of lines.slice(index + 1, index + 3)) {
      if (after.page !== line.page || after.y - line.y > line.size * 1.6) return value
      const more = after.cells.find((cell) => Math.abs(cell.x - own.x) <= 2)
      if (!more) continue
      const labelled = after.cells.some((cell) => cell.x >= label.x - 2 && cell.x < more.x)
      return !labelled && /^\p{Lu}\p{Ll}+( \p{L}+){0,2}$/u.test(more.text) ? `${value} ${more.text}` : value
    }
    return value
  }
  return value
}

/** "… pro odběrné místo na adrese" / "Školní 163, 140 00 Praha 4 (EAN …": an address a sentence wrapped away from its label. */
function addressInSentence(reader: Reader): string | null {
  const address = (text: string) => /^[\s:]*(\p{Lu}[^,()|:]*\d[^,()|:]*,\s*\d{3}\s?\d{2}\s+[\p{L}\d ]+?)\s*(?=[(,.;|]|$)/u.exec(text)?.[1] ?? null
  return reader.inParagraph('address', address, 70)?.value ?? null
}

/** What a heading's "Produkt a smlouva" leaves after the label: the rest of a sentence, not a name. */
const FRAGMENT = /^(a|i|o|na|za|pro|k|s|v|ve|ze|do|od|dle|podle)\s/
/** "Elektřina Standard (fixní cena)": a parenthesis (or a tail after a dash) that says how the product is priced describes it and is no part of its name. */
const PRICING_NOTE = /\b(cena|cenou|ceny|fix|fixni|fixace|spot|spotov\w*|burz\w*|trh|trhu|trzni|ote|tarif|variabilni|indexov\w*)\b/

/** A name quoted in a sentence ("v produktu „PRE Fixace 24“, …") or ending it ("Produkt: Elektřina Standard."): the name without the punctuation. */
const unquoted = (text: string) => text.replace(/^\s*["„“”'‚‘]\s*(.+?)\s*["“”'‘’]\s*$/u, '$1').replace(/(?<!\b\p{L}\.\p{L}{1,3})[.,;:]$/u, '').trim()

/** A product name after its label: not the rest of a heading, without a pricing note. */
function productName(text: string): string | null {
  const read = accept.text(text)
  const value = read && accept.text(unquoted(read))
  // A generic word ("Cena" of a row of labels beside "Produkt") is no name: the name is looked for under the label.
  if (!value || FRAGMENT.test(value) || GENERIC_PRODUCT_WORDS.test(fold(value).trim())) return null
  // "Výkup elektřiny Fix, vykoupeno 2 096 kWh.", "… na 2 roky; smlouva na dobu …": the sentence goes on after the name;
  // "Fix 2026 (pevná cena). Distribuční sazba …": the next sentence starts after it.
  const sentence = /,\s+\p{Ll}|;\s|(?<=\p{L}{3}|\d|\))\.\s+(?=\p{Lu})/u.exec(value)
  const name = sentence ? accept.text(value.slice(0, sentence.index)) : value
  // An amount ("11,974 měs.", "3 496,00 kWh") is no name; a whole count of months after the name's words is ("Stabil 24 měsíců").
  const amount = (token: NumberToken) => !!token.unit && !(token.unit === 'month' && token.decimals === 0 && token.index > 0)
  return name && !findNumbers(name).some(amount) ? withoutPricingNote(name) : null
}

/**
 * A note on the pricing after the name, in parentheses (one level nested: "(výkupní cena SPOT (hodinové ceny OTE))"),
 * after a dash in lower case ("Výkup elektřiny SPOT - cena dle spotového trhu") or after a colon, is no part of it.
 */
function withoutPricingNote(value: string): string | null {
  const note =
    /\s*\(((?:[^()]|\([^()]*\))*)\)\s*$/.exec(value) ??
    /\s[-–]\s(\p{Ll}+\s\p{Ll}.*)$/u.exec(value) ??
    // … or in words of their own case, digits none ("Centropol Standard - Fixace ceny po dobu smlouvy").
    /\s[-–]\s(\p{L}+(?:\s\p{L}+)+)$/u.exec(value) ??
    /,\s+(\p{L}+)$/u.exec(value) ??
    // "PRE Fixace 24 - Fix", "Výkup elektřiny Fix - Fix výkup": the pricing model alone after a dash, whatever its case.
    /\s[-–]\s((?:fix\w*|spot\w*)(?:\s(?:vykup|cena|ceny))?)$/iu.exec(fold(value)) ??
    // … or after a colon ("E.ON Elektřina Spot: typ ceny: SPOT", "Výkup elektřiny Fix: výkup za fixní cenu").
    /:\s+(\S.*)$/u.exec(value)
  if (!note || !PRICING_NOTE.test(fold(note[1]!))) return value
  // The name may go on with a note of its own after a comma ("Výkup elektřiny SPOT, SPOT (hodinové ceny OTE)").
  const name = accept.text(value.slice(0, note.index))
  return name && name !== value ? withoutPricingNote(name) : name
}

/**
 * The product named in the contract terms' sentence ("… v produktu PRE Fixace 24, ve kterém …"): up
 * to the comma or the sentence's end; a long run is cut before its first " za " ("Výkup elektřiny
 * SPOT za hodinové ceny …"). On a sell-only bill the buy-back's sentence, else the first other one.
 */
function productInSentence(ctx: ExtractionContext): string | null {
  const named = ctx.document.paragraphs().flatMap(({ text }) =>
    // A quoted name ends at its closing quote ("v rámci produktu „Výkup Fix“ vykoupili …").
    // Also named in the nominative after a comma, its pricing note in parentheses ("… smlouvy č. 123, produkt Elektřina Aktuál SPOT (nákup za …).").
    [...text.replaceAll(CELL_SEPARATOR, ' ').matchAll(/(?:\b(?:v|ve|na|v rámci) produktu|,\sprodukt(?=\s(?:\p{Lu}|\p{Ll}+\s\p{Lu})))\s+(?:[„"“]([^„“”"|]{2,60})[“”"]|((?:[^,.;|]|\.(?!\s|$))+?)(?:,|\.(?:\s|$)|;|\s\(|$))/gu)].flatMap((match) => {
      const run = match[1] ?? match[2]!
      const words = run.trim().split(/\s+/)
      const name = words.length > 6 ? run.split(/\s(?:za|s|se|ve|v|kde|ktery|který)\s/u)[0]!.trim() : run.trim()
      // The sentence's own words before the product tell a buy-back ("Elektřinu z výrobny vykupujeme v produktu …").
      const sentence = fold(text.slice(Math.max(0, text.lastIndexOf('.', match.index) + 1), match.index))
      const value = unquoted(name)
      // So does the product's own name ("Výkup elektřiny Fix").
      return value.split(/\s+/).length <= 6 && notALabel(value) ? [{ name: value, selling: /vykup|vyrobn/.test(sentence) || /^vykup/.test(fold(value)) }] : []
    }),
  )
  return (ctx.direction === 'sell' ? named.find((n) => n.selling) : named.find((n) => !n.selling))?.name ?? null
}

/** Words of an addressee's name at most ("Truhlářství Bárta a syn, v.o.s.", "Ing. Jana Nováková, Ph.D."). */
const MAX_NAME_WORDS = 7

/** "U Potoka 247/42, 400 01 Ústí nad Labem": a street and its town in one cell. */
const STREET_AND_TOWN = /^\p{L}[^:,|]*\d[^:,|]*,\s*\d{3}\s?\d{2}\s+\p{L}[^:|]*$/u

/**
 * The addressee of a window envelope printed without a label: a name over "street number" over "PSČ
 * town" in one column, a line apart each, none of them a labelled value (the cell before the street is
 * no label, as "Odběrné místo:" would make it the supply point). Not the supplier's or a distributor's block.
 */
/** The supplier's name, also without its legal form ("Komunitní energie Podřipsko" of "…, družstvo"). */
const supplierNamed = (value: string, supplierName: string | null) => !!supplierName && (fold(value) === fold(supplierName) || fold(supplierName).startsWith(`${fold(value)},`))

function unlabelledAddressee(document: InvoiceDocument, supplierName: string | null): string | null {
  const { lines } = document
  // The line above in the same column; a line of the other column printed between is skipped (and the column's own lines
  // may stand as far apart as the lines skipped allow: a block of address lines spaced wider than the column beside it).
  const above = (index: number, cell: Cell) => {
    const line = lines[index]!
    for (let u = index - 1, skipped = 0; u >= 0; u--, skipped++) {
      const up = lines[u]!
      // A line apart: by the larger font of the two (an IČO printed small under a name set large).
      if (up.page !== line.page || line.y - up.y > Math.max(line.size, up.size) * 1.6 * (skipped + 1)) return null
      const found = up.cells.findIndex((other) => Math.abs(other.x - cell.x) <= 2)
      if (found >= 0) return { line: up, index: u, c: found, cell: up.cells[found]! }
      if (up.cells.some((other) => other.x < cell.right && cell.x < other.right)) return null
    }
    return null
  }
  const labelled = (line: Line, c: number) => c > 0 && document.isLabel(line.cells[c - 1]!.folded)
  for (const [index, line] of lines.entries()) {
    for (const [c, cell] of line.cells.entries()) {
      // The street over its town, or both on one line ("U Potoka 247/42, 400 01 Ústí nad Labem").
      // A postcode and its town may stand in two cells ("702 00 | Ostrava").
      const town = POSTCODE_TOWN.test(cell.text) || (/^\d{3}\s?\d{2}$/.test(cell.text) && /^\p{Lu}\p{Ll}/u.test(line.cells[c + 1]?.text ?? ''))
      const street = STREET_AND_TOWN.test(cell.text) ? { line, index, c, cell } : town ? above(index, cell) : null
      // A street with the company's IČO on its line ("Havlíčkova 2140/33, 586 01 Jihlava · IČO 19470385") is a letterhead's.
      if (!street || !/^\p{L}[^:]*\d/u.test(street.cell.text) || labelled(street.line, street.c) || /\b(ico|dic)\b/.test(street.cell.folded)) continue
      // A company's IČO / DIČ may stand between its name and its street.
      const id = above(street.index, street.cell)
      const name = id && /^(ic|ico|dic)\b/.test(id.cell.folded) ? above(id.index, id.cell) : id
      // A name is a few words, not a sentence wrapped over the street (the regulator's address in a paragraph of notes).
      const value = name && !labelled(name.line, name.c) && !document.isLabel(name.cell.folded) && name.cell.text.split(' ').length <= MAX_NAME_WORDS ? accept.name(name.cell.text) : null
      // A legal form alone ("družstvo" wrapped under a letterhead's name) is no name.
      if (value && !LEGAL_FORM_ONLY.test(fold(value)) && notALabel(value) && notSupplier(value, null) && !supplierNamed(value, supplierName)) return value
    }
  }
  return null
}

/** "Doba trvání smlouvy: neurčitá", "na dobu neurčitou": the contract has no end, and no other date is its end. */
const INDEFINITE = /^\s*(na )?(dobu )?neurcit/
const NO_END = 'none'

function readContractEnd(reader: Reader): string | null {
  const dateOrNoEnd = (text: string) => (INDEFINITE.test(fold(text)) ? NO_END : accept.date(text))
  const found = (reader.label('contractEnd', dateOrNoEnd) ?? reader.inParagraph('contractEnd', accept.date))?.value ?? yearWrappedEnd(reader)
  return found === NO_END ? null : found
}

/** "Smlouva | sjednána na dobu určitou do 21. 1." over "| 2026": a date whose year its cell wrapped onto the next line. */
function yearWrappedEnd(reader: Reader): string | null {
  const cut = reader.label('contractEnd', (text) => (/\d{1,2}\.\s?\d{1,2}\.\s*$/.test(text) ? text : null))
  const tail = cut?.line ? (reader.document.wrappedTail(cut.line, cut.value) ?? yearBelow(reader, cut.line, cut.value)) : null
  return cut && tail && isDateTail(tail) ? accept.date(`${cut.value} ${tail}`) : null
}

/** "na dobu určitou do 27. 7." over "2025": the year alone under the cell that ends with the cut date, a line below. */
function yearBelow(reader: Reader, line: Line, value: string): string | null {
  const { lines } = reader.document
  const cell = line.cells.find((other) => other.text.endsWith(value))
  const next = lines[lines.indexOf(line) + 1]
  if (!cell || !next || next.page !== line.page || next.y - line.y > line.size * 1.6) return null
  return next.cells.find((other) => Math.abs(other.x - cell.x) < 1 && /^(19|20)\d{2}\.?$/.test(other.text))?.text ?? null
}

/** A billed item's name, or a cut-off piece of text (an unclosed parenthesis), read where the product should be. */
const itemLabel = (ctx: ExtractionContext, value: string) =>
  (value.match(/\(/g)?.length ?? 0) !== (value.match(/\)/g)?.length ?? 0) || ctx.rows.some((row) => fold(row.label).trim() === fold(value).trim())

/** The product the bill is about: the buy-back's on a sell-only bill, else the supply's; after its label, else in the terms' sentence. */
function readProduct(ctx: ExtractionContext): string | null {
  const { reader } = ctx
  // The note may wrap onto the next line too: it is left out of the name joined whole.
  const labelled = (key: 'product' | 'sellProduct') => {
    const name = unwrapped(reader, reader.label(key, productName))
    return name && withoutPricingNote(name)
  }
  const own = ctx.direction === 'sell' ? (labelled('sellProduct') ?? labelled('product')) : labelled('product')
  return own ?? productInSentence(ctx)
}

/**
 * A name with the words it wrapped onto inside its cell ("Elektřina Bez starostí na 2" / "roky", "Bárta a syn," / "v.o.s."); a number below is another value.
 * A person's or company's name has no digit at all: a line under it with one is the address ("Pavel Pokorný" / "Komenského 27").
 */
function unwrapped(reader: Reader, found: Found<string> | null, party = false): string | null {
  if (!found) return null
  const tail = found.line ? reader.document.wrappedTail(found.line, found.value) : null
  if (!tail || (party && /\d/.test(tail))) return found.value
  // A note in parentheses under the name ("(Fixace ceny)") says what it is; it is no word of it. A year alone is a word of it ("Fix" / "2026").
  return (!/\d{3}/.test(tail) || /^20\d{2}$/.test(tail)) && !/^\(.*\)$/.test(tail) ? `${found.value} ${tail}` : found.value
}

/** "FAKTURA – DAŇOVÝ DOKLAD" (or "DOKLAD O VÝKUPU ELEKTŘINY") over "číslo 24133702836": the document's title names what the number under it numbers. */
function numberUnderTitle(document: InvoiceDocument): string | null {
  const { lines } = document
  for (const [index, line] of lines.entries()) {
    const title = line.cells.find((cell) => /^(faktura|danovy doklad|doklad|vyuctovani)\b/.test(cell.folded) && !/\d/.test(cell.text))
    if (!title) continue
    // The next line, or the one after it when a line of the letterhead's column stands between ("obchod s elektřinou").
    for (const below of lines.slice(index + 1, index + 3)) {
      if (below.page !== line.page || below.y - line.y > line.size * 2.2) break
      const numbered = below.cells.find((cell) => cell.x < title.right && title.x < cell.right && /^(cislo|c\.)\s*:?\s*[a-z]{0,4}\d/.test(cell.folded))
      const value = numbered ? documentNumber(numbered.text) : null
      if (value) return value
    }
  }
  return null
}

/** Words that name what a product is, never a product's name themselves ("Cena", "Typ ceny", "Trvání smlouvy"). */
const GENERIC_PRODUCT_WORDS = /^(cena|ceny|typ ceny|druh ceny|cenovy model|trvani smlouvy|doba trvani|tarif|cenik|produkt|sluzba)$/

/**
 * A product's name: not a label or a generic word, no sentence (no sentence's end inside it: "Spot Flexi (…). Distribuční
 * sazba D61d"), and on a bill that buys, not the buy-back's product ("Výkup elektřiny SPOT"), which names the sale's.
 */
export function isProductName(value: string, direction: 'buy' | 'sell' | 'both'): boolean {
  const folded = fold(value).trim()
  return notALabel(value) && value.length <= 80 && !GENERIC_PRODUCT_WORDS.test(folded) && !/\p{Ll}{2}[.)]\.?\s+\p{Lu}/u.test(value) && (direction === 'sell' || !/^vykup\b/.test(folded))
}

/** The meta block; its text values pass stripCaptions as they are read: a caption or heading is never part of one. */
export function readMeta(ctx: ExtractionContext, validation: Validation): SectionRead<InvoiceMeta> {
  const { reader } = ctx
  const confidence: Confidence = {}
  // A caption in two languages ("ODBĚR / Consumption") or an abbreviation alone ("Reg.") names nobody.
  const aName = (value: string) => notALabel(value) && !/\s\/\s/.test(value) && !/^\S+\.$/.test(value)
  const customerRead = validation.check('meta.customerName', stripCaptions('customerName', unwrapped(reader, reader.label('customerName', accept.name), true)), aName, 'a person or company name, not a label')
  const supplierRead = readSupplierName(ctx, customerRead, confidence)
  const supplierName = supplierRead && withLegalFormRest(ctx.document.lines, supplierRead)
  // A customer read as the supplier, a distributor or an operator took a company of the letterhead or the footer.
  // The supplier's name without its legal form ("Komunitní energie Podřipsko" of "…, družstvo") is the supplier's still.
  const customerChecked = validation.check('meta.customerName', customerRead, (v) => !supplierNamed(v, supplierName) && !NOT_A_SUPPLIER.test(fold(v)), 'the customer, not the supplier, a distributor or a bank')
  const addressee = customerChecked === null && !validation.failed.has('meta.customerName') ? unlabelledAddressee(ctx.document, supplierName) : null
  if (addressee) confidence['meta.customerName'] = BASE_CONFIDENCE.inferred
  const customerName = customerChecked ?? addressee
  const { rate } = ctx
  const customerType = rate?.value.startsWith('C') ? 'business' : rate ? 'residential' : customerName && LEGAL_FORM.test(customerName) ? 'business' : 'residential'
  const values: InvoiceMeta = {
    supplierName,
    invoiceNumber: reader.label('invoiceNumber', documentNumber)?.value ?? numberUnderTitle(ctx.document),
    issueDate: validation.check('meta.issueDate', reader.label('issueDate', accept.date)?.value ?? null, plausibleDate, 'a date between 2000 and 2100'),
    billingPeriodFrom: ctx.billingFrom,
    billingPeriodTo: ctx.billingTo,
    ean: readEan(ctx),
    customerName,
    supplyPointAddress: validation.check('meta.supplyPointAddress', stripCaptions('supplyPointAddress', readAddress(reader)), isAddress, 'street and number, postal code and town'),
    productName: validation.check('meta.productName', stripCaptions('productName', readProduct(ctx)), (v) => isProductName(v, ctx.direction) && !itemLabel(ctx, v), 'a product name, not a label, a sentence or a billed item; on a bill that buys, not the buy-back product'),
    // A contract that ended before the billed supply began did not govern it: a date of something else was read.
    contractEndDate: validation.check(
      'meta.contractEndDate',
      readContractEnd(reader),
      (v) => plausibleDate(v) && (!ctx.billingFrom || v >= ctx.billingFrom),
      'a date between 2000 and 2100, not before the billing period',
    ),
    energyType: 'electricity',
    invoiceDirection: ctx.direction,
    currency: 'CZK',
    customerType,
  }
  return { values, confidence }
}
