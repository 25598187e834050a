import { describe, expect, test } from 'bun:test'
import type { Problem } from '@partner/energy-shared'
import { textsFor } from '../src/i18n.ts'
import { describeProblem, describeWarnings, fieldForPath, siteOwnerHint } from '../src/problems.ts'

const cs = textsFor('cs')
const en = textsFor('en')
const problem = (slug: string, status: number, extra: Partial<Problem> = {}): Problem => ({
  type: `http://127.0.0.1/problems/${slug}`,
  title: 'Title',
  status,
  detail: 'Detail',
  instance: '/api/v1/studies/preview',
  ...extra,
})

describe('fieldForPath', () => {
  test('JSON pointers, dotted and bracketed paths name the same control', () => {
    expect(fieldForPath('/distribution/lowTariffCommand')).toBe('lowTariffCommand')
    expect(fieldForPath('distribution.lowTariffCommand')).toBe('lowTariffCommand')
    expect(fieldForPath('body.electricityBuyingSettings.fee')).toBe('buyingFee')
    expect(fieldForPath('distribution[distributionRate]')).toBe('distributionRate')
    expect(fieldForPath('/recipient/email')).toBe('email')
  })

  test('an unknown member falls back to its nearest known parent, else to none', () => {
    expect(fieldForPath('/electricitySellingSettings/feeType')).toBe('sellingFee')
    expect(fieldForPath('/battery')).toBe('batterySizeKwh')
    expect(fieldForPath('/customProductionConsumptionData/start')).toBeNull()
  })
})

describe('describeProblem', () => {
  test('a 400 maps its messages onto fields; unplaced ones join the summary', () => {
    const shown = describeProblem(
      problem('validation-error', 400, {
        errors: {
          '/yearlyConsumptionKWh': ['Must be greater than 0'],
          '/distribution/lowTariffCommand': ['A two-tariff rate needs an HDO command'],
          '/customProductionConsumptionData': ['Wrong length'],
        },
      }),
      en,
    )
    expect(shown.fields).toEqual({
      yearlyConsumptionKWh: ['Must be greater than 0'],
      lowTariffCommand: ['A two-tariff rate needs an HDO command'],
    })
    expect(shown.unplaced).toEqual(['Wrong length'])
    expect(shown.summary).toBe('Please correct the marked values: Wrong length')
    expect(shown.summary).not.toContain('{')
  })

  test('a period outside the data window states the bounds in the customer’s language', () => {
    const shown = describeProblem(problem('period-out-of-range', 400, { allowedFrom: '2024-01-01', allowedTo: '2025-12-31' }), cs)
    expect(shown.summary).toBe('Pro toto období nemáme data. Zvolte termín mezi 1. 1. 2024 a 31. 12. 2025.')
    expect(shown.fields.period).toEqual([shown.summary])
    expect(describeProblem(problem('period-out-of-range', 400, { allowedFrom: '2024-01-01', allowedTo: '2025-12-31' }), en).summary).toBe(
      'We have no data for this period. Choose dates between 01/01/2024 and 31/12/2025.',
    )
  })

  test('statuses without fields become one human sentence', () => {
    expect(describeProblem(problem('not-an-energy-invoice', 422), en).summary).toBe(
      'This document does not look like an electricity bill. You can fill in the form yourself.',
    )
    expect(describeProblem(problem('forbidden', 403), cs).summary).toContain('není k dispozici')
    expect(describeProblem(problem('whatever', 413), en).summary).toBe('The file is too large. Please upload a smaller PDF.')
    expect(describeProblem(problem('internal-error', 500), en).summary).toBe('The service is unavailable right now. Please try again in a moment.')
    expect(describeProblem(null, en).summary).toBe('Could not reach the server. Check your connection and try again.')
  })
})

describe('a refused token', () => {
  const forbidden = problem('forbidden', 403, { title: 'Forbidden', detail: 'Origin https://shop.example is not allowed for this embed token', instance: '/api/v1/auth' })
  const unknown = problem('unauthorized', 401, { title: 'Unauthorized', detail: 'Unknown, revoked or expired refresh token', instance: '/api/v1/auth' })

  test('the homeowner reads a neutral sentence, with no retry, unlike a network failure', () => {
    for (const refusal of [forbidden, unknown]) {
      const shown = describeProblem(refusal, en)
      expect(shown.summary).toBe('The calculator is not available on this site right now. Please try again later or contact the site owner directly.')
      expect(shown.refused).toBe(true)
    }
    expect(describeProblem(null, en).refused).toBeUndefined()
    expect(describeProblem(null, en).summary).not.toBe(describeProblem(forbidden, en).summary)
  })

  test('the site owner reads the API’s reason and the origin to register', () => {
    const hint = siteOwnerHint(forbidden, 'https://shop.example')
    expect(hint).toContain('403 Forbidden: Origin https://shop.example is not allowed for this embed token')
    expect(hint).toContain("Register this page's origin https://shop.example on the embed token")
    expect(siteOwnerHint(unknown, 'https://shop.example')).toContain('Unknown, revoked or expired refresh token')
  })
})

test('extraction warnings read in the customer’s language, one sentence per kind; unknown kinds keep the API text', () => {
  const warning = (field: string, reason = 'API reason') => ({ field, level: 'warn' as const, reason, extractedValue: null, expectedHint: '' })
  expect(
    describeWarnings(
      [warning('meta.ean'), warning('observations.buyTotalCzkNoVat'), warning('observations.sellTotalCzkNoVat'), warning('distribution.something', 'Odd breaker')],
      cs,
    ),
  ).toEqual(['Kód odběrného místa (EAN) nemá platnou kontrolní číslici.', 'Částky na vyúčtování nedávají přesně uvedený součet.', 'Odd breaker'])
  expect(describeWarnings([warning('buying.vtKwh')], en)).toEqual(['The consumption in the line items does not match the bill’s summary.'])
})

describe('texts', () => {
  test('Czech money and numbers use Intl (non-breaking spaces, Kč after the amount)', () => {
    expect(cs.czk(12345)).toBe('12\u00a0345\u00a0Kč')
    expect(cs.kwh(3500)).toBe('3\u00a0500 kWh')
    expect(cs.percent(0.456)).toBe('46 %')
    expect(en.czk(12345)).toBe('CZK\u00a012,345')
    expect(cs.month(1)).toBe('leden')
    expect(en.month(12, 'short')).toBe('Dec')
  })

  test('years take the plural form of their number', () => {
    expect([1, 2, 4, 6.34, 10].map((n) => cs.years(n))).toEqual(['1 rok', '2 roky', '4 roky', '6,3 roku', '10 let'])
    expect([1, 8.4].map((n) => en.years(n))).toEqual(['1 year', '8.4 years'])
  })

  test('placeholders are filled, unknown ones stay visible', () => {
    expect(en.t('bill.read', { count: 5 })).toBe('We filled in the values from your bill (5 in total). Please check them.')
    expect(en.t('bill.read')).toContain('{count}')
  })
})
