/**
 * Names of values inside a values line ("Množství: 233 kWh", "Cena | 3,11 Kč/kWh", "Celkem Kč 725,54"): recognised,
 * and removed with the unit they imply kept ("Počet měsíců: 2" → "2 měs.").
 */
import { findNumbers } from './text.ts'
import { fold } from '../pdf/normalize.ts'
import { type Line, withCells } from '../pdf/layout.ts'

/** A line of numbers only ("233,00 kWh × 3,11 Kč/kWh | Kč 725,54"), whose label is the line above. */
export const VALUES_ONLY = /^[-+]?(?:\d|(?:kc|czk)\s?\d)/

/** Words that name a value inside a values line ("Množství: 233 kWh", "Cena 3,11 Kč/kWh", "Celkem Kč 725,54"). */
const VALUE_NAMES =
  /(((dodane|odebrane|spotrebovane|vykoupene|fakturovane) )?mnozstvi|pocet( (mesicu|dni|jednotek|mj))?|spotreba|jedn(otkova|\.)? ?cena|(vykupni|nakupni|smluvni|prodejni) cena|cena( za (jednotku|mj|jedn\.|mesic|den|kwh|mwh))?|cena\s?\/\s?(jedn(otku|\.)?|mj|kwh|mwh|mes\.?)|sazba( dph)?|dph|castka|celkem|cena celkem)/

const VALUE_NAME = new RegExp(`^${VALUE_NAMES.source}( bez dph)?\\s*:?\\s*(?=[-+]?(\\d|kc|czk))`)

/** A value's name in a cell of its own, its value in the next cell ("Cena s DPH | 3,05957 CZK/kWh"). */
export const VALUE_NAME_CELL = new RegExp(`^${VALUE_NAMES.source}( (bez|s|vc\\.?|vcetne) dph)?\\s*:?$`)

/** A value's unit told by its name only: "Počet měsíců: 2", "Cena za měsíc: 150,00 Kč". */
const NAMED_UNITS: [RegExp, string, string][] = [
  [/^pocet mesicu/, ' měs.', ''],
  [/^pocet dni/, ' dní', ''],
  [/^cena za den/, ' Kč/den', '/den'],
  [/^cena (za |\/ ?)kwh/, ' Kč/kWh', '/kWh'],
  [/^cena (za |\/ ?)mwh/, ' Kč/MWh', '/MWh'],
  [/^cena (za |\/ ?)mes/, ' Kč/měs.', '/měs.'],
]

/** The value without its name, with the unit its name implies when the value prints none (or only "Kč"). */
export function namedValue(name: string, value: string): string {
  const implied = NAMED_UNITS.find(([pattern]) => pattern.test(name))
  const unit = findNumbers(value)[0]?.unit
  if (!implied || (unit && unit !== 'CZK')) return value
  return unit === 'CZK' ? (/(kc|czk)\s*$/i.test(fold(value)) ? value + implied[2] : value) : value + implied[1]
}

/** The cells of a values line with their value names removed: "Cena: 3,11 Kč/kWh" → "3,11 Kč/kWh". */
export function unnamed(line: Line): Line | null {
  if (!line.cells.length || !line.cells.every((cell) => VALUE_NAME.test(cell.folded) || VALUES_ONLY.test(cell.folded))) return null
  const cells = line.cells.map((cell) => {
    const name = VALUE_NAME.exec(cell.folded)?.[0] ?? ''
    const text = namedValue(fold(name), cell.text.slice(name.length))
    return { ...cell, text, folded: fold(text) }
  })
  return withCells(line, cells)
}
