/** Hand-written printed lines for the extraction tests: cells at x on lines at y, with a font size. */
import { buildLines } from '../../../src/modules/invoices/pdf/layout.ts'


/** One printed line per entry: cells at the given x positions, 12 points apart. */
export function bill(rows: [number, string][][]) {
  return buildLines(rows.flatMap((cells, index) => cells.map(([x, text]) => ({ page: 1, text, x, y: 60 + index * 12, width: text.length * 4, size: 8 }))))
}

/** Printed lines as [y, font size, cells at x]; a glyph is half the font size wide. */
export const sized = (rows: [number, number, [number, string][]][], page = 1) =>
  buildLines(rows.flatMap(([y, size, cells]) => cells.map(([x, text]) => ({ page, text, x, y, width: text.length * size * 0.5, size }))))

export const header: [number, string][][] = [
  [[40, 'Pražská energetika, a.s.']],
  [[40, 'Číslo faktury: 7310045521']],
  [[40, 'Datum vystavení: 12. 3. 2025']],
  [[40, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025']],
  [[40, 'Adresa odběrného místa: Lipová 12, 140 00 Praha 4']],
  [[40, 'EAN: 859182400100000013']],
  [[40, 'Distribuční sazba: D02d']],
]
export const supply: [number, string][][] = [
  [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
  // PRE Distribuce's regulated D02d price of 2025.
  [[40, 'Distribuce elektřiny'], [250, '400,00 kWh'], [330, '1 405,58 Kč/MWh'], [430, '562,23 Kč']],
]


export function placed(items: [number, number, number, string][]) {
  return buildLines(items.map(([x, y, size, text]) => ({ page: 1, text, x, y, width: text.length * size * 0.5, size })))
}

