import { describe, expect, test } from 'bun:test'
import { prefersText } from '../../src/modules/invoices/index.ts'
import { buildLines } from '../../src/modules/invoices/pdf/layout.ts'
import { parseRows } from '../../src/modules/invoices/extraction/rows.ts'
import {
  breakerSizeCode,
  findBreaker,
  findDates,
  findEans,
  findNumbers,
  findRateCode,
  gs1CheckDigitValid,
  memoized,
  numericDates,
  parseCzechNumber,
  round,
} from '../../src/modules/invoices/extraction/text.ts'

describe('dot-grouped whole numbers', () => {
  test('are thousands in kWh only; elsewhere they stay ambiguous and unread', () => {
    expect(findNumbers('4.200 kWh')).toMatchObject([{ value: 4200, unit: 'kWh' }])
    expect(findNumbers('1.234 MWh')).toEqual([])
    expect(findNumbers('0.356 kWh')).toEqual([])
  })
})

describe('rounding', () => {
  test('halves round away from zero, also when the float lands a hair below the half', () => {
    expect(round(1.005, 2)).toBe(1.01)
    expect(round(-1.005, 2)).toBe(-1.01)
    expect(round(9219.375 / 3, 2)).toBe(3073.13)
    expect(round(2.674999, 2)).toBe(2.67)
  })
})

describe('Czech numbers', () => {
  test.each([
    ['1 232,76 Kč', 1232.76, 'CZK'],
    ['3\u00a0462,81 Kč', 3462.81, 'CZK'],
    ['1.232,76 Kč', 1232.76, 'CZK'],
    ['0,35600 MWh', 0.356, 'MWh'],
    ['5,11700 Kč/kWh', 5.117, 'CZK/kWh'],
    ['130,00 Kč/měsíc', 130, 'CZK/month'],
    ['−785,02 Kč', -785.02, 'CZK'],
    ['28.30', 28.3, null],
    // Hellers per kWh are the same price in CZK per kWh.
    ['346,281 h/kWh', 3.46281, 'CZK/kWh'],
    ['49,5 hal./kWh', 0.495, 'CZK/kWh'],
  ] as const)('%s', (text, value, unit) => {
    const [token] = findNumbers(text)
    expect(token?.value).toBe(value)
    expect(token?.unit ?? null).toBe(unit)
  })

  test('dates, rate codes and day-month fragments are not numbers', () => {
    expect(findNumbers('od 27. 6. 2024 do 24.06.2025 celkem 797,00 kWh').map((t) => t.value)).toEqual([797])
    expect(findNumbers('Odhad spotřeby C25D (TDD2)')).toEqual([])
    expect(findNumbers('14. 9.')).toEqual([])
  })

  test('a single value', () => {
    expect(parseCzechNumber('Celkem: 12 361,53 Kč')).toBe(12361.53)
    expect(parseCzechNumber('bez čísla')).toBeNull()
  })
})

describe('dates', () => {
  test('spaced, padded and compact forms; impossible dates dropped', () => {
    expect(findDates('27. 6. 2024 – 24.06.2025, 1.1.2026, 31. 2. 2025').map((d) => d.iso)).toEqual(['2024-06-27', '2025-06-24', '2026-01-01'])
  })

  test('a month written out reads as its number, with or without diacritics and in capitals; a day and month alone stay without a year', () => {
    expect(numericDates('Období: 24. října 2024 - 20. června 2025')).toBe('Období: 24.10.2024 - 20.6.2025')
    expect(numericDates('15. ČERVENCE 2025, 1. cervence 2025')).toBe('15.7.2025, 1.7.2025')
    expect(numericDates('6. května 2024 - 5. května')).toBe('6.5.2024 - 5.5.')
    // A month's name alone, or a number without its dot, is no date.
    expect(numericDates('Říjen 2024, 3 ledna, 12. listopadový')).toBe('Říjen 2024, 3 ledna, 12. listopadový')
    expect(findDates(numericDates('vystaveno 11. července 2025')).map((d) => d.iso)).toEqual(['2025-07-11'])
  })
})

describe('codes', () => {
  test('EAN check digit (GS1 mod 10)', () => {
    expect(gs1CheckDigitValid('4006381333931')).toBe(true)
    expect(gs1CheckDigitValid('4006381333932')).toBe(false)
    expect(findEans('EAN: 859182 400 123 456 789 konec').map((e) => e.ean)).toEqual(['859182400123456789'])
  })

  test('distribution rate codes are normalised', () => {
    expect(findRateCode('Distribuční sazba C01D')).toBe('C01d')
    expect(findRateCode('sazba D 02d')).toBe('D02d')
    expect(findRateCode('Distribuční sazba DO1D')).toBe('D01d')
    expect(findRateCode('bez sazby')).toBeNull()
  })

  test.each([
    ['3x25 A', 3, 25, '3X25A'],
    ['3 × 20 A', 3, 20, '3X20A'],
    ['1x25A', 1, 25, 'UP_TO_3X10A'],
    ['3x10 A', 3, 10, 'UP_TO_3X10A'],
    ['3x13 A', 3, 13, '3X16A'],
    ['3x63 A', 3, 63, '3X63A'],
    ['3x100 A', 3, 100, '3X100A'],
  ] as const)('breaker %s', (text, phases, amps, code) => {
    const breaker = findBreaker(text)
    expect(breaker).toEqual({ phases, amps })
    expect(breakerSizeCode(breaker!)).toBe(code)
  })

  test('a one-phase breaker above 25 A has no band code', () => {
    expect(breakerSizeCode({ phases: 1, amps: 32 })).toBeNull()
  })
})

describe('cells of a line', () => {
  const at = (text: string, x: number, width: number) => ({ page: 1, text, x, y: 280, width, size: 7.5 })
  const cells = (items: ReturnType<typeof at>[]) => buildLines(items)[0]!.cells.map((cell) => cell.text)

  test('a quantity printed into a wide date column, or touching a full date, is a cell of its own; a word split into two items is one', () => {
    expect(cells([at('13. 8. 2024 – 31. 12. 2024', 270, 92.6), at('10 371 kWh', 358.9, 45.1)])).toEqual(['13. 8. 2024 - 31. 12. 2024', '10 371 kWh'])
    expect(cells([at('24.10.2024 – 24.10.2025', 270, 88.1), at('12,032 měs.', 357.2, 46.8)])).toEqual(['24.10.2024 - 24.10.2025', '12,032 měs.'])
    expect(cells([at('Silová elek', 40, 40), at('třina', 80, 18)])).toEqual(['Silová elektřina'])
  })

  test('a value printed per glyph into the end of a long label is one cell after it', () => {
    const glyphs = [...'24.9.2025'].map((char, index) => at(char, 442 + index * 4.8, 4.8))
    expect(cells([at('Datum vystavení dokladu', 342, 109), ...glyphs])).toEqual(['Datum vystavení dokladu', '24.9.2025'])
  })

  test('in a fixed-width font (every glyph 0.6 em) a one-glyph gap is a word space, two or more a column; rules drawn with "=====" carry nothing', () => {
    const mono = (text: string, x: number, y = 280) => ({ page: 1, text, x, y, width: text.length * 5.4, size: 9 })
    expect(cells([mono('Číslo', 40), mono('faktury', 40 + 6 * 5.4), mono('5774743246', 361)])).toEqual(['Číslo faktury', '5774743246'])
    expect(cells([mono('3', 418), mono('105,27', 418 + 2 * 5.4), mono('74', 485), mono('321,53', 485 + 3 * 5.4)])).toEqual(['3 105,27', '74 321,53'])
    expect(buildLines([mono('======', 40, 100), mono('DOKLAD', 40, 90)]).map((line) => line.text)).toEqual(['DOKLAD'])
  })

  test('the same text drawn twice at one place (a simulated bold) is read once', () => {
    expect(cells([at('Nedoplatek', 40, 40), at('Nedoplatek', 40.3, 40), at('2 967,18 Kč', 200, 40)])).toEqual(['Nedoplatek', '2 967,18 Kč'])
  })
})

describe('table rows', () => {
  const item = (text: string, x: number, y: number) => ({ page: 1, text, x, y, width: text.length * 4, size: 8 })

  test('price before quantity, units in the cells, checked by the product', () => {
    const [row] = parseRows(buildLines([item('Spotřeba ve vysokém tarifu (VT/T1)', 40, 100), item('5,11700 Kč/kWh', 250, 100), item('7 431,00 kWh', 340, 100), item('38 024,43 Kč', 430, 100)]))
    expect(row).toMatchObject({ kind: 'energyVt', quantity: 7431, price: 5117, total: 38024.43, checked: true })
  })

  test('bare numbers under a header, the unit in its own column', () => {
    const rows = parseRows(
      buildLines([
        item('Položka', 40, 90), item('MJ', 250, 90), item('Množství', 300, 90), item('Cena za MJ', 360, 90), item('Celkem', 440, 90),
        item('Cena za distrib. množství elektřiny v nízkém tarifu', 40, 100), item('MWh', 250, 100), item('1,13700', 300, 100), item('364,31', 360, 100), item('414,22', 440, 100),
      ]),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'distNt', quantity: 1137, price: 364.31, total: 414.22, checked: true })
  })
})

describe('content negotiation', () => {
  test.each([
    ['text/plain', true],
    ['application/json', false],
    ['text/plain;q=0.5, application/json', false],
    ['application/json;q=0.5, text/plain', true],
    ['*/*', false],
    ['text/*', true],
  ] as const)('Accept: %s', (accept, text) => {
    expect(prefersText(accept)).toBe(text)
  })
  test('no Accept header → JSON', () => expect(prefersText(null)).toBe(false))
})

describe('remembered parses', () => {
  test('each caller gets its own list of the same frozen tokens: one caller changing its list changes nobody else\'s', () => {
    const first = findNumbers('3 841 kWh à 2,62916 Kč/kWh')
    first.push({ value: 1, unit: null, decimals: 0, index: 0, end: 1 })
    first.reverse()
    expect(findNumbers('3 841 kWh à 2,62916 Kč/kWh').map((token) => token.value)).toEqual([3841, 2.62916])
    expect(Object.isFrozen(findNumbers('3 841 kWh')[0])).toBe(true)
    const dates = findDates('1. 1. 2025 - 31. 12. 2025')
    dates.pop()
    expect(findDates('1. 1. 2025 - 31. 12. 2025').map((date) => date.iso)).toEqual(['2025-01-01', '2025-12-31'])
  })

  test('a remembered function computes each short string once, long strings every time, and forgets all past its bound', () => {
    const calls: string[] = []
    const upper = memoized((text: string) => {
      calls.push(text)
      return text.toUpperCase()
    })
    expect([upper('a'), upper('a'), upper('b')]).toEqual(['A', 'A', 'B'])
    expect(calls).toEqual(['a', 'b'])
    const long = 'x'.repeat(201)
    upper(long)
    upper(long)
    expect(calls.filter((text) => text === long)).toHaveLength(2)
    // A hostile file of many distinct cells cannot grow the memory without end: past 20 000 strings it starts again.
    for (let i = 0; i < 20_001; i++) upper(`cell ${i}`)
    calls.length = 0
    upper('a')
    expect(calls).toEqual(['a'])
  })
})
