/**
 * Priced line items of a bill ("label … quantity, unit price, total"), whatever the table shape:
 * units inside the cells, in a unit column, or only in the column header; price before or after
 * quantity. The role of each number is settled by units, header and the product check
 * quantity × unit price = total (to the printed precision).
 */
import type { Cell, Line } from '../layout.ts'
import { findBreaker, findDates, findNumbers, findRateCode, fold, normalizeSpaces, round, type NumberToken, type Unit } from '../text.ts'

export type Section = 'supply' | 'distribution' | 'selling' | 'unknown'

export type RowKind =
  | 'energyVt'
  | 'energyNt'
  | 'energySingle'
  | 'monthlyFee'
  | 'spotFee'
  | 'discount'
  | 'distVt'
  | 'distNt'
  | 'distSingle'
  | 'breaker'
  | 'poze'
  | 'systemServices'
  | 'infrastructure'
  | 'tax'
  | 'sellEnergy'
  | 'sellFee'
  | 'sellMonthly'
  | 'other'

export interface Row {
  label: string
  kind: RowKind
  section: Section
  from: string | null
  to: string | null
  /** kWh for energy, months otherwise. */
  quantity: number | null
  quantityUnit: 'kWh' | 'month' | 'other' | null
  /** CZK per MWh for energy rows, CZK per month for monthly rows. */
  price: number | null
  total: number | null
  /** quantity × price = total held to the printed precision. */
  checked: boolean
  /** Quantity, unit price and total were all printed and their product does not hold: the roles may be misread. */
  contradicted: boolean
  line: Line
}

const ENERGY: Unit[] = ['MWh', 'kWh']
const PER_UNIT: Unit[] = ['CZK/MWh', 'CZK/kWh', 'CZK/month', 'CZK/day', 'CZK/A/month']

type Role = 'qty' | 'price' | 'total'

interface Value {
  token: NumberToken
  unit: Unit | null
  headerRole: Role | null
  cell: Cell
}

const SECTION_HEADINGS: [RegExp, Section][] = [
  [/vykup|vyrobn|pretok|dodavka do site/, 'selling'],
  [/distribuc|(?<!ne)regulovan|souvisejici sluzby|sitove sluzby/, 'distribution'],
  [/obchodni|dodavka elektriny|dodavka$|za dodavku|spotrebovana elektrina|silova elektrina|ceni?k/, 'supply'],
]

const HEADER_ROLES: [RegExp, Role][] = [
  [/celkem|castka/, 'total'],
  [/cena|sazba|jednotk/, 'price'],
  [/mnozstvi|pocet|spotreba/, 'qty'],
]

const BARE_UNIT = /^(mwh|kwh|mes\.?|mesic|mesice|mesicu|a\s?[x×]\s?mes\.?|ks|den|dny|dni)$/

function bareUnit(folded: string): Unit | null {
  if (!BARE_UNIT.test(folded)) return null
  if (folded === 'mwh') return 'MWh'
  if (folded === 'kwh') return 'kWh'
  if (folded.startsWith('mes')) return 'month'
  if (/^(den|dny|dni)$/.test(folded)) return 'day'
  return 'A'
}

/** A table heading line: no numbers, short, no "label: value". */
function sectionOf(line: Line): Section | null {
  if (/\d|:/.test(line.text) || line.cells.length > 2 || line.text.split(' ').length > 8) return null
  return SECTION_HEADINGS.find(([pattern]) => pattern.test(line.folded))?.[1] ?? null
}

function isHeader(line: Line): boolean {
  return line.cells.filter((cell) => HEADER_ROLES.some(([pattern]) => pattern.test(cell.folded))).length >= 2
}

function headerUnit(folded: string): Unit | null {
  // "Množství (kWh, měs.)": one column for energy and months; the row's own label decides.
  if (/mes|mesic/.test(folded) && /wh/.test(folded)) return null
  if (/mwh/.test(folded)) return /kc|czk/.test(folded) ? 'CZK/MWh' : 'MWh'
  if (/kwh/.test(folded)) return /kc|czk/.test(folded) ? 'CZK/kWh' : 'kWh'
  return null
}

function energyFactor(qtyUnit: Unit | null, priceUnit: Unit | null): number[] {
  // The factor that turns quantity × price into CZK: per-kWh price times MWh quantity needs 1000, etc.
  const qtyMwh = qtyUnit === 'MWh'
  const qtyKwh = qtyUnit === 'kWh'
  if (priceUnit === 'CZK/MWh') return qtyKwh ? [0.001] : qtyMwh ? [1] : [1, 0.001]
  if (priceUnit === 'CZK/kWh') return qtyMwh ? [1000] : qtyKwh ? [1] : [1, 1000]
  if (qtyKwh) return [1, 0.001]
  return [1]
}

function productHolds(q: NumberToken, p: NumberToken, t: NumberToken, factor: number): boolean {
  const tolerance = 0.011 + (Math.abs(q.value) * factor * 0.5) / 10 ** p.decimals + (Math.abs(p.value) * factor * 0.5) / 10 ** q.decimals
  return Math.abs(q.value * p.value * factor - t.value) <= tolerance
}

interface Assignment {
  qty: Value | null
  price: Value | null
  total: Value | null
  factor: number
  checked: boolean
}

function unitRole(unit: Unit | null): Role | null {
  if (!unit) return null
  if (PER_UNIT.includes(unit)) return 'price'
  if (unit === 'CZK') return null
  return unit === 'percent' ? null : 'qty'
}

/** Picks which number is the quantity, the unit price and the total. */
function assign(values: Value[]): Assignment | null {
  let best: (Assignment & { score: number }) | null = null
  const options = [null, ...values]
  for (const qty of options)
    for (const price of options)
      for (const total of options) {
        const used = [qty, price, total].filter((v): v is Value => v !== null)
        if (new Set(used).size !== used.length || used.length < 2) continue
        if (qty && (qty.unit === 'CZK' || PER_UNIT.includes(qty.unit!))) continue
        if (price && (ENERGY.includes(price.unit!) || price.unit === 'month')) continue
        if (total && total.unit && total.unit !== 'CZK') continue
        let score = 0
        for (const [value, role] of [[qty, 'qty'], [price, 'price'], [total, 'total']] as const) {
          if (!value) continue
          if (unitRole(value.unit) === role) score += 2
          if (value.headerRole === role) score += 2
          if (value.headerRole && value.headerRole !== role) score -= 3
        }
        let factor = 1
        let checked = false
        if (qty && price && total) {
          const factors = energyFactor(qty.unit, price.unit)
          const holding = factors.find((f) => productHolds(qty.token, price.token, total.token, f))
          if (holding !== undefined) {
            factor = holding
            checked = true
            // A product that holds to the printed precision outweighs a header that spans two columns.
            score += 8
          } else score -= 4
        }
        // Reading order as the last tie-breaker: quantity, price, total left to right is the most common.
        if (total && used.every((v) => v.cell.x <= total.cell.x)) score += 1
        if (!best || score > best.score) best = { qty, price, total, factor, checked, score }
      }
  return best
}

function kindOf(folded: string, section: Section, qtyUnit: Row['quantityUnit'], priceIsPerEnergy: boolean): RowKind {
  const energy = qtyUnit === 'kWh' || priceIsPerEnergy
  const monthly = qtyUnit === 'month'
  const vt = /\bvt\b|vysok|\bt1\b/.test(folded)
  const nt = /\bnt\b|nizk|\bt2\b/.test(folded)
  if (/dan z elektr|ekologicka dan/.test(folded)) return 'tax'
  if (/poze|podpor|obnovitel|\boze\b/.test(folded)) return energy ? 'poze' : 'other'
  if (/systemov/.test(folded)) return 'systemServices'
  if (/\bote\b|operator(a)? trhu|nesitov/.test(folded)) return 'infrastructure'
  if (/jistic|prikon/.test(folded)) return 'breaker'
  if (/sleva|bonus|zvyhodneni/.test(folded)) return 'discount'
  const selling = section === 'selling' || /vykup|pretok|do site|vyrobn/.test(folded)
  if (selling) {
    if (monthly || /mesicni|pausal|staly plat/.test(folded)) return 'sellMonthly'
    if (/poplat|sraz|odecet|marz|prirazk/.test(folded)) return 'sellFee'
    return energy ? 'sellEnergy' : 'other'
  }
  if (/distrib/.test(folded) || (section === 'distribution' && energy)) {
    if (!energy) return 'other'
    return vt ? 'distVt' : nt ? 'distNt' : 'distSingle'
  }
  const traderFee = /marz|prirazk|priplatek|poplat|sluzb[ua] obchodnika/.test(folded) || (/\bspot\b/.test(folded) && !/elektrin|spotreb|dodan|energi|proud/.test(folded))
  if (traderFee && energy) return 'spotFee'
  if (monthly || /stal[ay] (mesicni )?plat|mesicni (plat|poplat)|pevna mesicni/.test(folded)) return monthly ? 'monthlyFee' : 'other'
  if (energy) return vt ? 'energyVt' : nt ? 'energyNt' : 'energySingle'
  return 'other'
}

/** Labels of monthly items: fixed fees per month, the breaker's capacity fee, the per-point OTE fee. */
const MONTHLY_LABEL = /stal[ay]|mesicn|pausal|pevn[ay] (mesicni )?(cena|plat)|jistic|prikon|infrastruktur|\bote\b|operator/

/**
 * Units of a row printed without any (not in the cells, not in the header), once quantity × price
 * = total held: a monthly item by its label; otherwise energy, per MWh when the price is 20 CZK or
 * more (no energy price reaches 20 CZK per kWh; the smallest regulated rate, the electricity tax,
 * is 28.30 CZK per MWh), else per kWh.
 */
function inferUnits(folded: string, price: number): { qty: Unit; price: Unit } {
  if (MONTHLY_LABEL.test(folded)) return { qty: 'month', price: 'CZK/month' }
  return Math.abs(price) >= 20 ? { qty: 'MWh', price: 'CZK/MWh' } : { qty: 'kWh', price: 'CZK/kWh' }
}

/** A line of numbers only ("233,00 kWh × 3,11 Kč/kWh | Kč 725,54"), whose label is the line above. */
const VALUES_ONLY = /^[-+]?(?:\d|(?:kc|czk)\s?\d)/
/** Words that name a value inside a values line ("Množství: 233 kWh", "Cena 3,11 Kč/kWh", "Celkem Kč 725,54"). */
const VALUE_NAME = /^(mnozstvi|pocet|spotreba|jedn(otkova|\.)? ?cena|cena( za (jednotku|mj|jedn\.))?|sazba|castka|celkem|cena celkem)\s*:?\s*(?=[-+]?(\d|kc|czk))/

/** The cells of a values line with their value names removed: "Cena: 3,11 Kč/kWh" → "3,11 Kč/kWh". */
function unnamed(line: Line): Line | null {
  if (!line.cells.length || !line.cells.every((cell) => VALUE_NAME.test(cell.folded) || VALUES_ONLY.test(cell.folded))) return null
  const cells = line.cells.map((cell) => {
    const name = VALUE_NAME.exec(cell.folded)?.[0].length ?? 0
    return { ...cell, text: cell.text.slice(name), folded: cell.folded.slice(name) }
  })
  return { ...line, cells, text: cells.map((cell) => cell.text).join(' | '), folded: cells.map((cell) => cell.folded).join(' | ') }
}

/**
 * Item cards print the label on one line and its numbers on the next (a page break may fall between
 * them): such pairs become one line (label cell first), as a table row would print them.
 */
function joinCardLines(lines: Line[]): Line[] {
  const out: Line[] = []
  for (const input of lines) {
    const previous = out.at(-1)
    const line = unnamed(input) ?? input
    const first = line.cells[0]
    if (
      previous && first && VALUES_ONLY.test(first.folded) && findNumbers(line.text).length >= 2 &&
      previous.cells.length === 1 && !/\d/.test(previous.text) &&
      // Next to each other, or split by a page break (the label last on its page, the numbers first on the next).
      ((previous.page === line.page && line.y - previous.y <= line.size * 2.2) || previous.page === line.page - 1)
    ) {
      out[out.length - 1] = { ...line, y: previous.y, cells: [previous.cells[0]!, ...line.cells], text: `${previous.text} | ${line.text}`, folded: `${previous.folded} | ${line.folded}` }
      continue
    }
    out.push(input)
  }
  return out
}

const AMOUNT_UNITS: (Unit | null)[] = ['MWh', 'kWh', 'month', 'CZK', 'CZK/MWh', 'CZK/kWh', 'CZK/month', 'CZK/A/month']

/**
 * "Spotřeba VT 5,12 Kč/kWh 7 431,00 kWh 38 024,42 Kč" in one cell: the label before the first
 * amount (a number with a unit or with decimals) and the amounts as a cell of their own.
 */
function splitRun(cell: Cell): { label: string; values: Cell } | null {
  const amount = findNumbers(cell.text).find((token) => token.unit !== 'percent' && (AMOUNT_UNITS.includes(token.unit) || token.decimals >= 2))
  if (!amount) return null
  const label = normalizeSpaces(cell.text).slice(0, amount.index).trim()
  if (!/\p{L}{3}/u.test(label)) return null
  const rest = normalizeSpaces(cell.text).slice(amount.index)
  return { label, values: { text: rest, folded: fold(rest), x: cell.x + 1, right: cell.right } }
}

/** Every priced row of the document, in reading order, with its section and price period. */
export function parseRows(input: Line[]): Row[] {
  const lines = joinCardLines(input)
  const rows: Row[] = []
  let section: Section = 'unknown'
  let header: Line | null = null
  let periodHeading: { from: string; to: string } | null = null
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const heading = sectionOf(line)
    if (heading) {
      section = heading
      periodHeading = null
      continue
    }
    if (line.cells.length >= 3 && !/\d/.test(line.text)) {
      // A table header; one without quantity/price/total columns (meter readings) resets the columns.
      header = isHeader(line) ? line : null
      continue
    }
    if (header && header.page !== line.page) header = null
    const first = line.cells[0]
    if (!first) continue
    // "Období 1. 1. 2025 - 20. 4. 2025": the price period of the rows below (OCR may split it into cells).
    const lineText = line.cells.map((cell) => cell.text).join(' ')
    const dates = findDates(lineText)
    if (dates.length === 2 && /^(obdobi|od )/.test(first.folded) && !findNumbers(lineText).length) {
      periodHeading = { from: dates[0]!.iso, to: dates[1]!.iso }
      continue
    }

    // A row printed as one run of text: the label is the text before its first amount.
    const run = splitRun(first)
    let label = run?.label ?? first.text
    const cells = run ? [first, run.values, ...line.cells.slice(1)] : line.cells
    const values: Value[] = []
    const cellDates = findDates(cells.slice(1).map((cell) => cell.text).join(' '))
    let pendingUnit: Unit | null = null
    for (const [position, cell] of cells.entries()) {
      if (position === 0 || findDates(cell.text).length) continue
      const unit = bareUnit(cell.folded)
      if (unit) {
        // A unit column names the quantity next to it: the one before when that has no unit yet, else the next.
        const previous = values.at(-1)
        if (previous && !previous.unit && previous.cell === cells[position - 1]) previous.unit = unit
        else pendingUnit = unit
        continue
      }
      if (findRateCode(cell.text) && cell.text.length <= 5) continue
      if (findBreaker(cell.text) && !/,/.test(cell.text)) continue
      // A lone four-digit year is the wrapped tail of a date, not an amount.
      const tokens = /^(19|20)\d{2}$/.test(cell.text) ? [] : findNumbers(cell.text)
      if (!tokens.length) {
        if (!values.length) label += ' ' + cell.text
        continue
      }
      const headerCell = header?.cells.find((h) => h.x < cell.right + 2 && cell.x < h.right + 2)
      const headerRole = headerCell ? (HEADER_ROLES.find(([pattern]) => pattern.test(headerCell.folded))?.[1] ?? null) : null
      for (const token of tokens) {
        if (token.unit === 'percent') continue
        let unit = token.unit ?? pendingUnit
        if (!token.unit) pendingUnit = null
        if (!unit && headerCell) unit = headerUnit(headerCell.folded)
        values.push({ token, unit, headerRole, cell })
      }
    }
    if (values.length < 2) continue

    // A label wrapped onto the following line(s) of the same cell.
    for (let next = index + 1; next < lines.length; next++) {
      const more = lines[next]!
      const cont = more.cells[0]
      // Words of the label, or the wrapped tail of a period printed in it ("… 1. 1. 2025 -" / "31. 12. 2025").
      const tail = /^[\d.\s-]+$/.test(more.text) && findDates(`${label} ${more.text}`).length > findDates(label).length
      if (!cont || more.page !== line.page || more.cells.length > 1 || (/\d/.test(more.text) && !tail) || Math.abs(cont.x - first.x) > 2) break
      if (more.y - lines[next - 1]!.y > line.size * 1.6) break
      // A capitalised section heading right under a row ("Výkup elektřiny") starts the next table, it does not end this label.
      if (/^\p{Lu}/u.test(cont.text) && sectionOf(more)) break
      label += ' ' + cont.text
      index = next
    }
    // "Label 1. 1. 2025 - 31. 12. 2025": a price period printed inside the label cell.
    const labelDates = findDates(label)
    const rowDates = cellDates.length ? cellDates : labelDates.length === 2 ? labelDates : []
    const from = rowDates[0]?.iso ?? periodHeading?.from ?? null
    const to = rowDates.at(-1)?.iso ?? periodHeading?.to ?? null

    const assignment = assign(values)
    if (!assignment || !assignment.total) continue
    // An amount of money is printed with hellers; a whole number is a house number, a count or a code.
    if (assignment.total.token.decimals === 0 && assignment.total.unit !== 'CZK') continue
    const { qty, price, total, factor, checked } = assignment
    const folded = fold(label)
    // "Množství: 233 kWh | Cena: …" without its item label above: the name of a value, not an item.
    if (/^(mnozstvi|pocet|spotreba|jedn\.? cena|cena|sazba|castka|celkem)\s*:$/.test(folded.trim())) continue
    let quantity: number | null = null
    let quantityUnit: Row['quantityUnit'] = null
    let priceValue: number | null = price?.token.value ?? null
    const inferred = qty && price && checked && !qty.unit && !price.unit ? inferUnits(folded, price.token.value) : null
    const qtyUnit = inferred?.qty ?? qty?.unit ?? null
    const priceUnit = inferred?.price ?? price?.unit ?? null
    const energyQty = qtyUnit === 'MWh' || qtyUnit === 'kWh' || (qtyUnit === null && (priceUnit === 'CZK/MWh' || priceUnit === 'CZK/kWh'))
    if (qty) {
      if (energyQty) {
        // Unit of an unlabelled quantity follows from the price unit and the factor that checked.
        const inMwh = qtyUnit === 'MWh' || (qtyUnit === null && ((priceUnit === 'CZK/MWh' && factor === 1) || (priceUnit === 'CZK/kWh' && factor === 1000)))
        quantity = round(qty.token.value * (inMwh ? 1000 : 1), 3)
        quantityUnit = 'kWh'
      } else if (qtyUnit === 'month') {
        quantity = qty.token.value
        quantityUnit = 'month'
      } else {
        quantity = qty.token.value
        quantityUnit = 'other'
      }
    }
    let perEnergy = priceUnit === 'CZK/MWh' || priceUnit === 'CZK/kWh' || energyQty
    if (price && perEnergy) {
      // Price per MWh: per-kWh prices (stated, or implied by quantity unit and factor) × 1000.
      const perKwh = priceUnit === 'CZK/kWh' || (priceUnit !== 'CZK/MWh' && ((qtyUnit === 'kWh' && factor === 1) || (qtyUnit === 'MWh' && factor === 1000)))
      priceValue = round(price.token.value * (perKwh ? 1000 : 1), 4)
    }
    if (priceUnit === 'CZK/month') quantityUnit = quantityUnit ?? 'month'
    if (!price && qty && quantity) {
      priceValue = quantityUnit === 'kWh' ? round(total.token.value / (quantity / 1000), 2) : round(total.token.value / quantity, 2)
    }
    perEnergy = perEnergy || quantityUnit === 'kWh'
    rows.push({
      label,
      kind: kindOf(folded, section, quantityUnit, perEnergy),
      section,
      from,
      to,
      quantity,
      quantityUnit,
      price: priceValue,
      total: total.token.value,
      checked,
      contradicted: !!(qty && price && !checked),
      line,
    })
  }
  return rows
}
