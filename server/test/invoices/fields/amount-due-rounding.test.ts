/** The amount due is the bill's last, rounded amount: a rounding line after the balance carries it to the amount paid. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header, supply } from './lines.ts'

/** Totals of the supply rows: 1 762,23 + 21 % VAT = 2 132,30; advances of 2 633,94 leave an overpayment of 501,64. */
const totals: [number, string][][] = [
  [[40, 'Celkem bez DPH'], [430, '1 762,23 Kč']],
  [[40, 'DPH 21 %'], [430, '370,07 Kč']],
  [[40, 'Celkem s DPH'], [430, '2 132,30 Kč']],
  [[40, 'Zaplacené zálohy'], [430, '-2 633,94 Kč']],
]
const read = (ending: [number, string][][]) => {
  const { invoice, warnings } = extractInvoice(bill([...header, ...supply, ...totals, ...ending]))
  return { balance: invoice.observations.balanceDueCzkWithVat, balanceWarned: warnings.some((w) => w.field === 'observations.balanceDueCzkWithVat') }
}

describe('amount due after the final rounding', () => {
  test('"K úhradě" over "Zaokrouhlení" over "K úhradě po zaokrouhlení": the rounded amount, and the balance reconciles', () => {
    expect(read([[[40, 'K úhradě'], [430, '-501,64 Kč']], [[40, 'Zaokrouhlení'], [430, '-0,36 Kč']], [[40, 'K úhradě po zaokrouhlení'], [430, '-502,00 Kč']]])).toEqual({ balance: -502, balanceWarned: false })
  })

  test('an overpayment worded, its rounding and result unsigned, stays an overpayment', () => {
    expect(read([[[40, 'Přeplatek'], [430, '501,64 Kč']], [[40, 'Zaokrouhlení'], [430, '0,36 Kč']], [[40, 'Přeplatek po zaokrouhlení'], [430, '502,00 Kč']]])).toEqual({ balance: -502, balanceWarned: false })
  })

  test('a signed result over the rounding over a differently worded final line', () => {
    expect(read([[[40, 'Výsledek vyúčtování'], [430, '-501,64 Kč']], [[40, 'Zaokrouhlení'], [430, '-0,36 Kč']], [[40, 'Celkem k úhradě'], [430, '-502,00 Kč']]])).toEqual({ balance: -502, balanceWarned: false })
  })

  test('a rounding printed over the amount due is included in it: no balance warning', () => {
    expect(read([[[40, 'Zaokrouhlení'], [430, '0,36 Kč']], [[40, 'Přeplatek'], [430, '502,00 Kč']]])).toEqual({ balance: -502, balanceWarned: false })
  })

  test('a line after the balance that is not its rounding result leaves the balance as read', () => {
    expect(read([[[40, 'K úhradě'], [430, '-501,64 Kč']], [[40, 'Zaokrouhlení'], [430, '-0,36 Kč']], [[40, 'Zálohy na příští období'], [430, '2 600,00 Kč']]]).balance).toBe(-501.64)
    expect(read([[[40, 'K úhradě'], [430, '-501,64 Kč']], [[40, 'Splatnost'], [430, '15. 4. 2025']]])).toEqual({ balance: -501.64, balanceWarned: false })
  })

  test('a "rounding" of a crown or more is no rounding', () => {
    expect(read([[[40, 'K úhradě'], [430, '-501,64 Kč']], [[40, 'Zaokrouhlení'], [430, '-3,36 Kč']], [[40, 'K úhradě po zaokrouhlení'], [430, '-505,00 Kč']]]).balance).toBe(-501.64)
  })
})
