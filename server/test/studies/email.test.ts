import { describe, expect, test } from 'bun:test'
import { studyEmail, type StudyEmailInput } from '../../src/modules/studies/email.ts'
import { czechAddress } from '../../src/modules/studies/greeting.ts'

describe('czechAddress: the vocative of a formal Czech greeting', () => {
  test.each([
    ['Jana Nováková', 'paní Nováková'],
    ['Petr Svoboda', 'pane Svobodo'],
    ['Jan Novák', 'pane Nováku'],
    ['Jiří Kučera', 'pane Kučero'],
    ['Karel Čapek', 'pane Čapku'],
    ['Jakub Beneš', 'pane Beneši'],
    ['Tomáš Černý', 'pane Černý'],
    ['Marie Dvořáková', 'paní Dvořáková'],
    ['Ing. Petr Svoboda', 'pane Svobodo'],
    ['Mgr. Eva Veselá, Ph.D.', 'paní Veselá'],
    ['jana nováková', 'paní Nováková'],
    ['Jiří Novák-Dvořák', 'pane Nováku-Dvořáku'],
  ])('%s → %s', (name, address) => {
    expect(czechAddress(name)).toBe(address)
  })

  test.each([
    ['Jana', 'one word: a first name or a surname?'],
    ['Lenka Krejčí', 'an indeclinable surname that reads as a man’s'],
    ['Josef Nováková', 'first name and surname disagree'],
    ['x@y.cz', 'not a name'],
    ['', 'empty'],
  ])('%s → no name (%s)', (name) => {
    expect(czechAddress(name)).toBeNull()
  })
})

describe('the study e-mail greeting', () => {
  const input = (language: 'cs' | 'en', recipientName: string | null): StudyEmailInput => ({
    language,
    from: 'studie@example.cz',
    to: 'jana@example.cz',
    recipientName,
    studyLabel: null,
    yearlySaving: 12345,
    brokerUrl: 'https://api.example.cz/api/v1/studies/1/pdf',
    branding: null,
    pdf: new Uint8Array([37, 80, 68, 70]),
  })

  test('Czech greets in the vocative, in the text and the HTML part', () => {
    const mail = studyEmail(input('cs', 'Jana Nováková'))
    expect(mail.text.split('\n')[0]).toBe('Dobrý den, paní Nováková,')
    expect(mail.html).toContain('Dobrý den, paní Nováková,')
    expect(mail.text).not.toContain('Jana Nováková')
    expect(studyEmail(input('cs', 'Petr Svoboda')).text.split('\n')[0]).toBe('Dobrý den, pane Svobodo,')
  })

  test('Czech without a sure vocative greets without the name', () => {
    expect(studyEmail(input('cs', 'Lenka Krejčí')).text.split('\n')[0]).toBe('Dobrý den,')
    expect(studyEmail(input('cs', null)).text.split('\n')[0]).toBe('Dobrý den,')
  })

  test('English keeps the name as given', () => {
    expect(studyEmail(input('en', 'Jana Nováková')).text.split('\n')[0]).toBe('Hello Jana Nováková,')
  })
})

describe('the study e-mail body', () => {
  const withSaving = (language: 'cs' | 'en', yearlySaving: number): StudyEmailInput => ({
    language,
    from: 'studie@example.cz',
    to: 'jana@example.cz',
    recipientName: null,
    studyLabel: null,
    yearlySaving,
    brokerUrl: 'https://api.example.cz/api/v1/studies/1/pdf',
    branding: null,
    pdf: new Uint8Array([37, 80, 68, 70]),
  })

  test('a saving is announced in whole crowns', () => {
    expect(studyEmail(withSaving('cs', 12_345)).text).toContain('ušetříte přibližně 12\u00a0345\u00a0Kč ročně')
  })

  test('no saving (a study without PV), a saving under half a crown or a loss is not announced as a saving, in the text and the HTML', () => {
    for (const yearlySaving of [0, 0.4, -0, -850]) {
      const cs = studyEmail(withSaving('cs', yearlySaving))
      expect(cs.text).toContain('Za zadaných podmínek úspora nevychází')
      expect(cs.html).toContain('Za zadaných podmínek úspora nevychází')
      expect(cs.text).not.toContain('ušetříte')
      expect(studyEmail(withSaving('en', yearlySaving)).text).toContain('Under the given conditions there is no saving')
    }
  })
})
