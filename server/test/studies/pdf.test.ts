import { describe, expect, test } from 'bun:test'
import { negotiateLanguage, type StudyCreateRequest } from '@partner/energy-shared'
import { simulationService } from '../../src/modules/studies/simulation.ts'
import type { StudyBranding } from '../../src/modules/studies/branding.ts'
import { renderStudyPdf } from '../../src/modules/studies/pdf/index.ts'
import { pdfRenderer } from '../../src/modules/studies/pdf/pool.ts'
import { czechMoney, pdfText, studyRequest } from './support/studies.ts'

const simulation = simulationService()
const branding: StudyBranding = { name: 'Solární Střechy s.r.o.', logo: null, contactEmail: 'obchod@solarni-strechy.cz', contactPhone: '+420 601 234 567', web: 'www.solarni-strechy.cz' }

async function render(request: StudyCreateRequest, language: 'cs' | 'en' = 'cs', brand: StudyBranding | null = branding) {
  const result = await simulation.simulate(request)
  const pdf = await renderStudyPdf({ id: '3f1c2b9e-8d7a-4c65-b4e3-2a1f0e9d8c7b', createdAt: new Date('2026-03-15T10:00:00Z'), language, request, result, branding: brand })
  return { result, ...(await pdfText(pdf)) }
}

describe('study PDF', () => {
  test('Czech: cover, headline figures, bill breakdown, monthly table, assumptions in Czech, partner contact and consent', async () => {
    const { result, text, pages } = await render(studyRequest())
    expect(pages).toBe(5)
    for (const expected of [
      'Solární Střechy s.r.o.',
      'STUDIE ÚSPOR: FOTOVOLTAIKA S BATERIÍ',
      'Rodinný dům Novákovi – Říčany',
      'Jiráskova 1234/5, 251 01 Říčany',
      'Připraveno pro Jiří Novák',
      'kalendářní rok 2024 (1. 1. 2024 – 31. 12. 2024)',
      'Vytvořeno: 15. března 2026',
      czechMoney(result.headlineYearlySaving),
      'Výroba a spotřeba po měsících (kWh)',
      'Účet podle složek za hodnocené období',
      'Distribuce VT/NT',
      'Daň z elektřiny',
      'Přínos baterie',
      'Měsíční přehled',
      'červenec 2024',
      'Předpoklady a zdroje dat',
      'Nízký tarif platí v hodinách, kdy jej zapíná povel HDO A1B6DP1',
      'Hodinové ceny elektřiny na denním trhu: OTE, a.s.',
      'Telefon: +420 601 234 567',
      'Souhlasili jste, aby vás společnost Solární Střechy s.r.o. kontaktovala',
      'Číslo studie: 3f1c2b9e-8d7a-4c65-b4e3-2a1f0e9d8c7b',
      'Strana 5 z 5',
    ]) {
      expect(text).toContain(expected)
    }
    // Homeowner wording instead of the engine's audit notes.
    expect(text).not.toContain('Faiman')
    expect(result.paybackYears).not.toBeNull()
    expect(text).toContain(`${new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(result.paybackYears!)} roku`)
  })

  test('English, no battery, nothing sold, no consent to contact, generic branding', async () => {
    const request = studyRequest({ battery: null, electricitySellingSettings: null, recipient: { email: 'x@example.com', wantsContact: false } })
    const { text } = await render(request, 'en', null)
    expect(text).toContain('SAVINGS STUDY: SOLAR PV')
    expect(text).toContain('Energy savings calculator')
    expect(text).toContain('This study assumes no battery. The surplus you do not use at home is lost, as it is not sold.')
    expect(text).toContain('Surplus is not sold')
    expect(text).toContain('This study was created by an independent energy savings calculator.')
    expect(text).not.toContain('You agreed')
    expect(text).not.toContain('Prepared for')
  })

  test('partner branding without consent states that the partner will not call', async () => {
    const { text } = await render(studyRequest({ recipient: { email: 'x@example.com', name: 'Eva', wantsContact: false } }))
    expect(text).toContain('Nepřejete si být kontaktováni; společnost Solární Střechy s.r.o. vás sama kontaktovat nebude.')
  })

  test('extended study adds the battery-size sensitivity and typical-day pages', async () => {
    const { result, text, pages } = await render(studyRequest({ study: { label: 'Rozšířená', extendedStudy: true } }))
    expect(pages).toBe(7)
    expect(text).toContain('Jak úsporu ovlivní velikost baterie')
    expect(text).toContain('Typický den')
    expect(text).toContain('Letní den (čvn, čvc, srp)')
    for (const row of result.sensitivity!) expect(text).toContain(czechMoney(row.yearlySavingCzk))
  })

  test('fees wording only for sent overrides, no VT/NT split on a single-tariff rate, state of charge on its own % chart', async () => {
    const priceLists = await render(
      studyRequest({
        study: { label: 'Truth', extendedStudy: true },
        distribution: { distributor: 'CEZ', distributionRate: 'D02d', circuitBreaker: '3X25A' },
        pvArrays: [
          { kWp: 4.8, tiltDeg: 15, azimuthDeg: -90 },
          { kWp: 4.8, tiltDeg: 15, azimuthDeg: 90 },
        ],
      }),
      'en',
    )
    expect(priceLists.text).toContain('Roof planes: 4.8 kWp, 15° tilt, facing east; 4.8 kWp, 15° tilt, facing west.')
    expect(priceLists.text).toContain('for the roof planes you entered')
    expect(priceLists.text).toContain('Battery state of charge (%)')
    expect(priceLists.text).not.toContain('of which high tariff')
    expect(priceLists.text).not.toContain('values you entered')
    expect(priceLists.text).toContain('Production used at home')
    // SPOT selling with a 450 CZK/MWh fee: hours below it are curtailed, and the study says so.
    expect(priceLists.result.selling.curtailedHours).toBeGreaterThan(0)
    expect(priceLists.text).toContain('the inverter does not export')

    const overridden = await render(studyRequest(), 'en')
    expect(overridden.result.inputs.feeOverrides).toEqual(['distribution.circuitBreakerMonthlyFee'])
    expect(overridden.text).toContain('the values you entered apply to the whole period')
    expect(overridden.text).toContain('of which high tariff')
  })

  test('a period shorter than a year states the period saving and the scaled yearly one', async () => {
    const { result, text } = await render(studyRequest({ periodType: null, from: '2024-03-01', to: '2024-08-31' }))
    expect(result.period.yearFactor).toBeGreaterThan(1.5)
    expect(text).toContain('zvolené období (1. 3. 2024 – 31. 8. 2024)')
    expect(text).toContain(`Za hodnocené období ušetříte ${czechMoney(result.savingCzk)}, přepočteno na celý rok ${czechMoney(result.headlineYearlySaving)}.`)
    expect(text).toContain('Náklady na elektřinu za hodnocené období')
  })
})

test('every identifier has a human name and selling income reads as income, in Czech and in English', async () => {
  const cs = await render(studyRequest())
  const money = (value: number) => czechMoney(value)
  expect(cs.text).toContain('typového diagramu dodávky OTE (TDD5 – domácnosti s akumulačním ohřevem vody, varianta střední Čechy)')
  expect(cs.text).toContain('ČEZ Distribuce, sazba D25d, oblast HDO Střed, povel HDO A1B6DP1')
  expect(cs.text).toContain(`Příjem z prodeje přebytků +${money(cs.result.selling.revenueCzk)}`)
  expect(cs.text).not.toContain(`−${money(cs.result.selling.revenueCzk)}`)
  const en = await render(studyRequest(), 'en')
  expect(en.text).toContain('OTE standard load profile (TDD5 – households with storage water heating, Central Bohemia variant)')
  expect(en.text).toContain('ČEZ Distribuce, rate D25d, HDO region Central, HDO command A1B6DP1')
  expect(en.text).toMatch(/Revenue from the sold surplus \+CZK [\d,]+/)
  // No raw code of the form Word_Word (TDD5_StredniCechy) anywhere.
  for (const text of [cs.text, en.text]) expect(text).not.toMatch(/\b[A-Za-z0-9]+_[A-Za-z]+\b/)
}, 60_000)

test('without PV: the bill as it is, or a battery alone charged from the grid with its own summary and figures', async () => {
  const idle = await render(studyRequest({ totalKWp: 0 }))
  expect(idle.text).toContain('Studie počítá bez fotovoltaické elektrárny (s baterií 10 kWh, která se nabíjí jen z přebytků FVE): nic se nevyrobí, neuloží ani neprodá.')
  expect(idle.text).toContain('Bez výroby se baterie nemá z čeho nabíjet')
  const battery = { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10, dispatch: 'price-aware' as const, gridCharging: true, exportFromBattery: true }
  const alone = await render(studyRequest({ totalKWp: 0, battery }), 'en')
  expect(alone.result.energy.batteryDischargeKWh).toBeGreaterThan(0)
  expect(alone.text).toContain('This study assumes no solar PV, only a 10 kWh battery charged from the grid.')
  expect(alone.text).not.toContain('nothing is produced, stored or sold')
  expect(alone.text).not.toContain('has nothing to charge from')
  expect(alone.text).toContain('The study assumes no solar PV: nothing is produced, so at most the battery changes the bill as it is.')
}, 60_000)

test('a result with every section empty (no months, assumptions, shares, sensitivity or typical days) still renders', async () => {
  const request = studyRequest({ totalKWp: 0, study: { extendedStudy: true } })
  const real = await simulation.simulate(request)
  const zeroes = (flows: object) => Object.fromEntries(Object.keys(flows).map((key) => [key, 0]))
  const empty = {
    ...real,
    energy: zeroes(real.energy) as typeof real.energy,
    monthly: [],
    assumptions: [],
    sensitivity: [],
    typicalDays: [],
  }
  for (const language of ['cs', 'en'] as const) {
    const pdf = await renderStudyPdf({ id: '3f1c2b9e-8d7a-4c65-b4e3-2a1f0e9d8c7b', createdAt: new Date('2026-03-15T10:00:00Z'), language, request, result: empty, branding })
    const { text, pages } = await pdfText(pdf)
    expect(pages).toBe(5)
    expect(text).toContain(language === 'cs' ? 'Domácnost v hodnoceném období nic nespotřebuje.' : 'The household consumes nothing in the evaluated period.')
    expect(text).not.toContain('NaN')
  }
}, 60_000)

test('jobs queued on one render worker (rendered one after another) each come back as their own document', async () => {
  const renderInWorker = pdfRenderer(1)
  const labels = ['Dům A', 'Dům B', 'Dům C', 'Dům D', 'Dům E']
  const pdfs = await Promise.all(
    labels.map(async (label, index) => {
      const request = studyRequest({ study: { label, extendedStudy: index % 2 === 1 } })
      const result = await simulation.simulate(request)
      return renderInWorker({ id: `3f1c2b9e-8d7a-4c65-b4e3-2a1f0e9d8c7${index}`, createdAt: new Date('2026-03-15T10:00:00Z'), language: 'cs', request, result, branding })
    }),
  )
  for (const [index, pdf] of pdfs.entries()) {
    const { text, pages } = await pdfText(pdf)
    expect(pages).toBe(index % 2 === 1 ? 7 : 5)
    expect(text).toContain(labels[index]!)
    for (const other of labels.filter((_, at) => at !== index)) expect(text).not.toContain(other)
  }
}, 60_000)

test('Accept-Language: Czech unless English is preferred', () => {
  expect(negotiateLanguage(undefined)).toBe('cs')
  expect(negotiateLanguage('')).toBe('cs')
  expect(negotiateLanguage('en')).toBe('en')
  expect(negotiateLanguage('en-US,en;q=0.9')).toBe('en')
  expect(negotiateLanguage('cs-CZ,cs;q=0.9,en;q=0.8')).toBe('cs')
  expect(negotiateLanguage('de-DE,en;q=0.5')).toBe('en')
  expect(negotiateLanguage('de-DE,fr;q=0.5')).toBe('cs')
  expect(negotiateLanguage('en;q=0.3,cs;q=0.7')).toBe('cs')
  expect(negotiateLanguage('en;q=0,cs')).toBe('cs')
})
