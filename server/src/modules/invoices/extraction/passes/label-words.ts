/**
 * Line pass: label words written out. Abbreviated label words are written out and a calculation's sign dropped, so
 * label patterns need one wording.
 *
 *   "Zúčt. období | 1. 1. 2025 - 31. 12. 2025", "= Vracíme Vám | 512,00 Kč"
 *   → "Zuctovaci období | …" (folded "zuctovaci obdobi"), "Vracíme Vám | 512,00 Kč"
 */
import { type Line, withCells } from '../../pdf/layout.ts'
import { unabbreviated } from '../text.ts'

/** "= Vracíme Vám", "+ DPH 21 %": the sign of a calculation's line is no word of its label. */
const CALCULATION_SIGN = /^[=+]\s+(?=\p{L})/u

/** The line with abbreviated label words written out ("Zúčt. období" reads as "zuctovaci obdobi") and without calculation signs. */
export function withLabelWordsWrittenOut(line: Line): Line {
  const cells = line.cells.map((cell) => {
    const signed = CALCULATION_SIGN.exec(cell.text)?.[0].length
    const bare = signed ? { ...cell, text: cell.text.slice(signed), folded: cell.folded.slice(signed) } : cell
    const written = unabbreviated(bare.text, bare.folded)
    return written ? { ...bare, ...written } : bare
  })
  return cells.some((cell, c) => cell !== line.cells[c]) ? withCells(line, cells) : line
}
