/**
 * The extraction on arbitrary bill-like text: lines of cells drawn from a bill's vocabulary (labels, table headers,
 * amounts, units, periods, register codes, outline numbers, placeholders, prose), set at arbitrary positions and
 * sizes, in any order and on any page. Whatever the layout, extractInvoice returns an invoice whose every number is
 * finite and whose confidences lie in [0, 1]; it never throws (a thrown error would be a 5xx for a client's upload).
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { extractInvoice } from '../../src/modules/invoices/extraction/extract.ts'
import { buildLines, type TextItem } from '../../src/modules/invoices/pdf/layout.ts'

/** Cells real bills print, in every role the readers look for, and the shapes that once broke a reader (empty lines, lone codes). */
const VOCABULARY = [
  'Položka', 'Celkem', 'Množství', 'Cena za MJ (Kč)', 'Měrná jednotka', 'Částka (Kč)', 'MJ', 'M', 'měs.', 'MWh', 'kWh', 'Kč/MWh', 'Kč/měs.',
  'Základ účtování', 'Dodavatel', 'Distribuce', 'Regulované platby', 'Celý odběr', 'Měsíční platby', 'Nízký tarif (NT)', 'Jednotarif (VT)',
  'Silová elektřina', 'Cena za distribuci (sazba D25d)', 'POZE - podpora obnovitelných zdrojů', 'Cena za systémové služby ČEPS',
  'Rezervovaná kapacita (jistič), 3 × 20 A', 'Stálá platba dodavateli', 'Výkup elektřiny z výrobny', 'Odpočet za obchodování přebytků',
  'Odběrné místo EAN 859182495348336039', 'Odběrné místo a smlouva', 'Adresa odběrného místa', 'Školní 3492/44', '602 00 Brno', '400 01 Ústí nad', 'Labem',
  'Produkt', 'Cena', 'Distributor', 'Poruchy a havárie', 'Produkt Výkup elektřiny Fix - Fix výkup', 'Stabil 24 měsíců', 'Výsledek vyúčtování',
  'Částku 2 452,55 Kč Vám vyplatíme převodem.', 'K výplatě', 'DPH 21 %', 'Očekávaný roční odběr', 'Konec smluvního závazku', 'Zúčtovací období',
  '2,728 MWh', '12,033 měs.', '3 846,60 Kč/MWh', '178,25 Kč/měs.', '10 493,52', '6.874,59', '1 350,36', '-637,00', '(266,78)', '0,49500', '23',
  '971,51', '1 687 kWh à 1,89575 Kč/kWh', 'a) 02.06.2024 - 31.12.2024', 'b) 01.01.2025 - 02.06.2025', '3.11.2024 - 3.11.2025', '27.01.2026',
  '1.8.1 VT', '1.8.2', '2.8.0 do sítě', '3.1', '3.1.1', '2.2', '1', '2', '-', '–', 'Vaše výrobna dodala do sítě 471 kWh, které', 'Odběr VT (kWh)',
  '106', '79', '169', 'kvě 2024', '', ' ', 'EAN', '859182462393283847', 'IČ: 33621920, DIČ: CZ33621920', 'Zahradnictví Růže a.s.',
]

const cell = fc.record({ text: fc.constantFrom(...VOCABULARY), x: fc.integer({ min: 0, max: 560 }) })
const line = fc.record({ cells: fc.array(cell, { minLength: 1, maxLength: 9 }), size: fc.constantFrom(6, 7, 8, 9.5, 12), gap: fc.integer({ min: 0, max: 30 }), page: fc.integer({ min: 1, max: 3 }) })

function items(lines: { cells: { text: string; x: number }[]; size: number; gap: number; page: number }[]): TextItem[] {
  let y = 40
  return lines.flatMap(({ cells, size, gap, page }) => {
    y += gap
    return cells.map(({ text, x }) => ({ page, text, x, y, width: text.length * size * 0.5, size }))
  })
}

const finite = (value: unknown): boolean => (typeof value === 'number' ? Number.isFinite(value) : typeof value === 'object' && value !== null ? Object.values(value).every(finite) : true)

describe('extraction on arbitrary bill-like lines', () => {
  test('never throws; every number it returns is finite and every confidence in [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 60 }), (lines) => {
        const { invoice, warnings } = extractInvoice(buildLines(items(lines)))
        expect(finite(invoice)).toBe(true)
        for (const value of Object.values(invoice.fieldConfidence)) expect(value >= 0 && value <= 1).toBe(true)
        expect(Array.isArray(warnings)).toBe(true)
      }),
      { numRuns: 400 },
    )
  })
})
