import { describe, expect, test } from 'bun:test'
import { joinCardLines } from '../../../src/modules/invoices/extraction/passes/card-lines.ts'
import { printed, texts } from './lines.ts'

describe('line pass: card lines', () => {
  test('an item card’s label and its named values below become one row line', () => {
    expect(texts(joinCardLines(printed([[100, [[40, 'Spotřeba VT']]], [110, [[40, 'Množství: 310 kWh'], [160, 'Jedn. cena: 3,64709 Kč/kWh'], [320, '1 130,60 Kč']]]])))).toEqual(['Spotřeba VT | 310 kWh | 3,64709 Kč/kWh | 1 130,60 Kč'])
  })

  test('a label far above the values is no card’s', () => {
    expect(texts(joinCardLines(printed([[100, [[40, 'Spotřeba VT']]], [160, [[40, 'Množství: 310 kWh'], [160, 'Jedn. cena: 3,64709 Kč/kWh'], [320, '1 130,60 Kč']]]])))).toEqual(['Spotřeba VT', 'Množství: 310 kWh | Jedn. cena: 3,64709 Kč/kWh | 1 130,60 Kč'])
  })
})
