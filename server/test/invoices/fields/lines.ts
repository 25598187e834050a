/** Small synthetic bills for the field readers' tests: printed lines built as the PDF layout would build them. */
import { buildLines } from '../../../src/modules/invoices/pdf/layout.ts'

/** One printed line per entry: cells at the given x positions, 12 points apart. */
export function bill(rows: [number, string][][]) {
  return buildLines(rows.flatMap((cells, index) => cells.map(([x, text]) => ({ page: 1, text, x, y: 60 + index * 12, width: text.length * 4, size: 8 }))))
}

/** A supplier's header with every meta field labelled. */
export const header: [number, string][][] = [
  [[40, 'Pražská energetika, a.s.']],
  [[40, 'Číslo faktury: 7310045521']],
  [[40, 'Datum vystavení: 12. 3. 2025']],
  [[40, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025']],
  [[40, 'Adresa odběrného místa: Lipová 12, 140 00 Praha 4']],
  [[40, 'EAN: 859182400100000013']],
  [[40, 'Distribuční sazba: D02d']],
]

/** Supply and distribution rows of a D02d household bill of 2025 (PRE Distribuce's regulated price). */
export const supply: [number, string][][] = [
  [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
  [[40, 'Distribuce elektřiny'], [250, '400,00 kWh'], [330, '1 405,58 Kč/MWh'], [430, '562,23 Kč']],
]
