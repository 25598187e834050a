/**
 * Meter readings ("Odečty elektroměru", "Stavy měřidla"): per register the state at the start and
 * at the end of a period and the consumption between them, (end − start) × the meter's constant.
 * They confirm the billed kWh register by register; a state itself is never a consumption.
 */
import type { Line } from '../pdf/layout.ts'
import { findNumbers, type NumberToken } from './text.ts'

/** What a register measures: the high or low tariff, a single tariff, or electricity fed into the grid. */
export type RegisterClass = 'vt' | 'nt' | 'single' | 'production'

export interface Reading {
  register: RegisterClass
  start: number
  end: number
  constant: number
  kwh: number
  line: Line
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

/** The line's numbers (dates excluded), cell by cell so that "1 | 128,00" stays two numbers. */
const numbersOf = (line: Line): NumberToken[] => line.cells.flatMap((cell) => findNumbers(cell.text))

/**
 * Start, end and consumption on one line: two states and, after them, the consumption they
 * differ by, times a constant printed on the line (else 1).
 */
function readingOnLine(line: Line, register: RegisterClass): Reading | null {
  const tokens = numbersOf(line)
  if (tokens.length < 3 || tokens.some((t) => t.unit && PRICED.has(t.unit))) return null
  const constants = [1, ...tokens.filter((t) => t.decimals === 0 && t.value >= 2 && t.value <= 10_000).map((t) => t.value)]
  for (let c = tokens.length - 1; c >= 2; c--) {
    const kwh = tokens[c]!.value
    if (kwh <= 0) continue
    for (let a = 0; a < c; a++)
      for (let b = a + 1; b < c; b++) {
        const [start, end] = [tokens[a]!.value, tokens[b]!.value]
        if (end <= start) continue
        const constant = constants.find((k) => k !== kwh && Math.abs((end - start) * k - kwh) <= 0.5 * Math.max(1, k / 10))
        if (constant !== undefined) return { register, start, end, constant, kwh, line }
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
  for (const line of lines.slice(index + 1, index + 5)) {
    if (line.page !== lines[index]!.page) break
    const folded = line.cells[0]?.folded ?? ''
    if (START.test(folded)) start = amount(line)
    else if (END.test(folded)) end = amount(line)
    else if (CONSUMED.test(folded)) kwh = amount(line)
    else break
  }
  if (start === null || end === null || kwh === null || end < start || Math.abs(end - start - kwh) > 0.5) return null
  return { register, start, end, constant: 1, kwh, line: lines[index]! }
}

/** Every meter reading of the bill, in reading order. */
export function meterReadings(lines: Line[]): Reading[] {
  const out: Reading[] = []
  lines.forEach((line, index) => {
    const register = registerOf(line.folded)
    if (!register) return
    const reading = /\d/.test(line.folded.replace(/\b[12]\.8\.\d\b/g, '')) ? readingOnLine(line, register) : readingInBox(lines, index, register)
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

