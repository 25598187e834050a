/**
 * Meter readings ("Odečty elektroměru", "Stavy měřidla"): per register the state at the start and
 * at the end of a period and the consumption between them, (end − start) × the meter's constant.
 * They confirm the billed kWh register by register; a state itself is never a consumption.
 */
import type { Line } from '../pdf/layout.ts'
import type { Row, RowKind } from './row.ts'
import { findDates, findNumbers, OBIS_CODE, priceUnitCell, type NumberToken } from './text.ts'

/** What a register measures: the high or low tariff, a single tariff, or electricity fed into the grid. */
export type RegisterClass = 'vt' | 'nt' | 'single' | 'production'

export interface Reading {
  register: RegisterClass
  /** The dates of the start and end readings, when printed. */
  from: string | null
  to: string | null
  start: number
  end: number
  constant: number
  kwh: number
  line: Line
}

/** The first and last date printed on the lines (the start and the end reading). */
function datesOf(lines: Line[]): { from: string | null; to: string | null } {
  const dates = lines.flatMap((line) => findDates(line.cells.map((cell) => cell.text).join(' ')))
  return { from: dates[0]?.iso ?? null, to: dates.at(-1)?.iso ?? null }
}

/** Register names: VT/NT, T1/T2, the OBIS codes (1.8.1 consumption VT, 2.8.0 delivery into the grid), "jednotarif". */
const REGISTERS: [RegExp, RegisterClass][] = [
  [/(?<![\d.])2\.8\.\d(?![\d.])|dodavka do site|do site|vyrob|pretok/, 'production'],
  [/(?<![\d.])1\.8\.1(?![\d.])|\bvt\b|\bt1\b|vysok/, 'vt'],
  [/(?<![\d.])1\.8\.2(?![\d.])|\bnt\b|\bt2\b|nizk/, 'nt'],
  [/(?<![\d.])1\.8\.0(?![\d.])|jednotarif|\bjt\b/, 'single'],
]

export function registerOf(folded: string): RegisterClass | null {
  return REGISTERS.find(([pattern]) => pattern.test(folded))?.[1] ?? null
}

/** Money or a unit price on the line: a priced item, not a reading. */
const PRICED = new Set(['CZK', 'CZK/MWh', 'CZK/kWh', 'CZK/month', 'CZK/day', 'CZK/A/month', 'percent'])

/** Numbers a reading's line prints at most: two states, the consumption, a constant, and a spare (a register's number). */
const MAX_READING_NUMBERS = 6

/** Every OBIS register code of a text. */
const OBIS = new RegExp(OBIS_CODE.source, 'g')

/** The line's numbers (dates and OBIS codes excluded), cell by cell so that "1 | 128,00" stays two numbers. */
const numbersOf = (line: Line): NumberToken[] => line.cells.flatMap((cell) => findNumbers(cell.text.replace(OBIS, ' ')))

/**
 * Start, end and consumption on one line: two states and, after them, the consumption they
 * differ by, times a constant printed on the line (else 1).
 */
function readingOnLine(line: Line, register: RegisterClass): Reading | null {
  const tokens = numbersOf(line)
  // Money, a unit price or a price unit column ("| h/kWh |") make a priced item; a row of a grid by month ("Odběr VT (kWh) | 106 | 79 | … | 169")
  // prints a number per month, more than a reading's states, consumption and constant.
  if (tokens.length < 3 || tokens.length > MAX_READING_NUMBERS || tokens.some((t) => t.unit && PRICED.has(t.unit)) || line.cells.some((cell) => priceUnitCell(cell.text))) return null
  const constants = [1, ...tokens.filter((t) => t.decimals === 0 && t.value >= 2 && t.value <= 10_000).map((t) => t.value)]
  for (let c = tokens.length - 1; c >= 2; c--) {
    const kwh = tokens[c]!.value
    if (kwh <= 0) continue
    for (let a = 0; a < c; a++)
      for (let b = a + 1; b < c; b++) {
        const [start, end] = [tokens[a]!.value, tokens[b]!.value]
        // The two states of one register are printed alike (the same decimal places).
        if (end <= start || tokens[a]!.decimals !== tokens[b]!.decimals) continue
        const constant = constants.find((k) => k !== kwh && Math.abs((end - start) * k - kwh) <= 0.5 * Math.max(1, k / 10))
        if (constant !== undefined) return { register, ...datesOf([line]), start, end, constant, kwh, line }
      }
  }
  return null
}

const START = /^(pocatecni|puvodni|predchozi|minuly) stav|^stav (od|k zacatku)/
const END = /^(konecny|novy|aktualni|soucasny|posledni) stav|^stav (do|ke konci)/
const CONSUMED = /spotreba|dodano|rozdil|odber/

/** The first number with no price unit on a line. */
const amount = (line: Line) => numbersOf(line).find((t) => !t.unit || !PRICED.has(t.unit))?.value ?? null

/**
 * A register's readings as a box of labelled lines under its name: "Registr VT" then
 * "Počáteční stav …: 12 345 kWh", "Konečný stav …: 13 655 kWh", "Spotřeba: 1 310 kWh".
 */
function readingInBox(lines: Line[], index: number, register: RegisterClass): Reading | null {
  let start: number | null = null
  let end: number | null = null
  let kwh: number | null = null
  const box: Line[] = []
  for (const line of lines.slice(index + 1, index + 5)) {
    if (line.page !== lines[index]!.page) break
    const folded = line.cells[0]?.folded ?? ''
    if (START.test(folded)) start = amount(line)
    else if (END.test(folded)) end = amount(line)
    else if (CONSUMED.test(folded)) kwh = amount(line)
    else break
    box.push(line)
  }
  if (start === null || end === null || kwh === null || end < start || Math.abs(end - start - kwh) > 0.5) return null
  return { register, ...datesOf(box), start, end, constant: 1, kwh, line: lines[index]! }
}

/** The register a line reads: the one its code names, though prose beside the table names another ("Vaše výrobna dodala …"). */
function lineRegister(line: Line): RegisterClass | null {
  const coded = line.cells.find((cell) => OBIS_CODE.test(cell.text))
  return registerOf(coded ? coded.folded : line.folded)
}

/** Every meter reading of the bill, in reading order. */
export function meterReadings(lines: Line[]): Reading[] {
  const out: Reading[] = []
  lines.forEach((line, index) => {
    const register = lineRegister(line)
    if (!register) return
    // Numbers on the register's line: a reading on one line; none ("Registr T1"): a box of labelled lines below.
    const reading = numbersOf(line).length ? readingOnLine(line, register) : readingInBox(lines, index, register)
    if (reading) out.push(reading)
  })
  return out
}

/** The readings' consumption per register class (single counted as VT, DOMAIN.md); null without readings. */
export function meteredKwh(readings: Reading[]): { vt: number; nt: number | null; production: number | null; consumption: boolean } {
  const sum = (classes: RegisterClass[]) => readings.filter((r) => classes.includes(r.register)).reduce((acc, r) => acc + r.kwh, 0)
  const has = (register: RegisterClass) => readings.some((r) => r.register === register)
  return {
    vt: sum(['vt', 'single']),
    nt: has('nt') ? sum(['nt']) : null,
    production: has('production') ? sum(['production']) : null,
    consumption: has('vt') || has('nt') || has('single'),
  }
}


/** The registers whose consumption a metered item is billed on. */
const BILLED_ON: Partial<Record<RowKind, RegisterClass[]>> = {
  energyVt: ['vt'],
  distVt: ['vt'],
  energyNt: ['nt'],
  distNt: ['nt'],
  energySingle: ['vt', 'single'],
  distSingle: ['vt', 'single'],
  spotFee: ['vt', 'nt', 'single'],
  poze: ['vt', 'nt', 'single'],
  systemServices: ['vt', 'nt', 'single'],
  tax: ['vt', 'nt', 'single'],
  sellEnergy: ['production'],
  sellFee: ['production'],
}

/**
 * Items priced per energy that print no kWh (the bill shows them in its readings) take the kWh of
 * their registers' readings over the item's period, only when that kWh × the unit price gives the
 * item's amount to the printed precision: a quantity no product confirms stays unknown.
 */
export function withMeteredQuantities(rows: Row[], readings: Reading[]): Row[] {
  if (!readings.length) return rows
  return rows.map((row) => {
    const registers = BILLED_ON[row.kind]
    if (!registers || row.quantity !== null || row.price === null || row.total === null) return row
    // An undated item is billed on the whole period; a dated one on the readings inside its dates.
    const within = (r: Reading) => !row.from || !row.to || (r.from !== null && r.to !== null && r.from >= row.from && r.to <= row.to)
    const matched = readings.filter((r) => registers.includes(r.register) && within(r))
    if (!matched.length) return row
    const kwh = matched.reduce((acc, r) => acc + r.kwh, 0)
    const holds = Math.abs((kwh * row.price) / 1000 - row.total) <= 0.011 + kwh * 1e-5
    return holds ? { ...row, quantity: kwh, quantityUnit: 'kWh', checked: true } : row
  })
}
