import { describe, expect, test } from 'bun:test'
import { nextLine, sameLeftEdge } from '../../../src/modules/invoices/pdf/geometry.ts'
import { printed } from './lines.ts'

describe('named page geometry', () => {
  test('a line 1.6 font sizes below another on its page is the next line of its text; further, or on another page, it is not', () => {
    const [above, near, far] = printed([[100, [[40, 'Cena na podporu elektřiny z']]], [112, [[40, 'podporovaných zdrojů']]], [130, [[40, 'Distribuce']]]])
    expect(nextLine(above!, near!)).toBe(true)
    expect(nextLine(near!, far!)).toBe(false)
    expect(nextLine(near!, far!, 2.5)).toBe(true)
    const [other] = printed([[112, [[40, 'podporovaných zdrojů']]]], 8, 2)
    expect(nextLine(above!, other!)).toBe(false)
  })

  test('cells 2 points apart or less start at one left edge', () => {
    expect(sameLeftEdge({ x: 40 }, { x: 42 })).toBe(true)
    expect(sameLeftEdge({ x: 40 }, { x: 42.5 })).toBe(false)
  })
})
