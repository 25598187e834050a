/** Meter readings: registers, start and end states, a readings table that bills each register. */
import { describe, expect, test } from 'bun:test'
import { readColumns } from '../../../src/modules/invoices/extraction/columns.ts'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { parseRows } from '../../../src/modules/invoices/extraction/rows.ts'
import { bill, header, sized, supply } from './lines.ts'

describe('meter readings', () => {
  const priced = (label: string, kwh: string, price: string, total: string): [number, string][] => [[40, label], [250, `${kwh} kWh`], [330, price], [430, `${total} Kč`]]
  const twoTariff = [
    priced('Silová elektřina VT', '1 310', '3,00000 Kč/kWh', '3 930,00'),
    priced('Silová elektřina NT', '2 200', '2,00000 Kč/kWh', '4 400,00'),
    priced('Distribuce elektřiny VT', '1 310', '2,00000 Kč/kWh', '2 620,00'),
    priced('Distribuce elektřiny NT', '2 200', '0,20000 Kč/kWh', '440,00'),
  ]
  const readingsHeader: [number, string][] = [[40, 'Elektroměr'], [100, 'Registr'], [150, 'Stav od'], [230, 'Stav do'], [300, 'Konst.'], [400, 'Spotřeba (kWh)']]
  const reading = (register: string, start: string, end: string, constant: string, kwh: string): [number, string][] => [[40, '51687012'], [100, register], [150, start], [230, end], [300, constant], [400, kwh]]

  test('a readings table whose states times the constant happen to multiply is no priced row; the readings confirm the split', () => {
    const { invoice, warnings } = extractInvoice(
      bill([...header, [[40, 'Odečty elektroměru']], readingsHeader, reading('VT', '13 000,0', '13 131,0', '10', '1 310'), reading('NT', '22 000,0', '22 220,0', '10', '2 200'), [[40, 'Dodávka elektřiny']], ...twoTariff]),
    )
    expect(invoice.buying).toMatchObject({ vtKwh: 1310, ntKwh: 2200, fixedBuyPriceCzkPerMwh: 3000, fixedBuyPriceCzkPerMwhLowTariff: 2000 })
    expect(warnings.filter((w) => w.field.startsWith('buying.'))).toEqual([])
  })

  test('readings that disagree with the billed kWh leave the split unconfirmed', () => {
    const { invoice, warnings } = extractInvoice(bill([...header, readingsHeader, reading('T1', '12 345', '13 755', '1', '1 410'), reading('T2', '1 000', '3 200', '1', '2 200'), ...twoTariff]))
    expect(invoice.buying.vtKwh).toBeNull()
    expect(invoice.buying.ntKwh).toBeNull()
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'buying.vtKwh', extractedValue: 1310 }))
  })

  test('OBIS registers in a box of labelled lines are read; the production register 2.8.0 checks the kWh sold', () => {
    const box = (register: string, start: string, end: string, kwh: string): [number, string][][] => [
      [[40, `Registr ${register}`]],
      [[52, 'Počáteční stav k 1. 1. 2025:'], [200, `${start} kWh`]],
      [[52, 'Konečný stav k 28. 2. 2025:'], [200, `${end} kWh`]],
      [[52, 'Naměřená spotřeba:'], [200, `${kwh} kWh`]],
    ]
    const sale: [number, string][][] = [[[40, 'Výkup elektřiny']], [[40, 'Výkup elektřiny do sítě'], [250, '500 kWh'], [330, '1,00000 Kč/kWh'], [430, '500,00 Kč']]]
    const lines = (sold: string) => bill([...header, ...box('1.8.1 (VT)', '12 345', '13 655', '1 310'), ...box('1.8.2 (NT)', '22 000', '24 200', '2 200'), ...box('2.8.0', '300', sold, `${Number(sold) - 300}`), ...twoTariff, ...sale])
    const agreeing = extractInvoice(lines('800'))
    expect(agreeing.invoice.buying).toMatchObject({ vtKwh: 1310, ntKwh: 2200 })
    expect(agreeing.invoice.selling.soldKwh).toBe(500)
    const disagreeing = extractInvoice(lines('900'))
    expect(disagreeing.invoice.selling.soldKwh).toBeNull()
    expect(disagreeing.warnings).toContainEqual(expect.objectContaining({ field: 'selling.soldKwh', extractedValue: 500 }))
  })

  test('a register\'s consumption worded like a total ("Spotřeba za období" under "Registr T1") is not the bill\'s total', () => {
    const box = (register: string, start: string, end: string, kwh: string): [number, string][][] => [
      [[40, `Registr ${register}`]],
      [[52, 'Počáteční stav k 1. 1. 2025:'], [200, `${start} kWh`]],
      [[52, 'Konečný stav k 28. 2. 2025:'], [200, `${end} kWh`]],
      [[52, 'Spotřeba za období:'], [200, `${kwh} kWh`]],
    ]
    const lines = (total: [number, string][][]) => bill([...header, ...box('T1', '12 345', '13 655', '1 310'), ...box('T2', '22 000', '24 200', '2 200'), ...twoTariff, ...total])
    const { invoice, warnings } = extractInvoice(lines([[[40, 'Celková spotřeba: 3 510 kWh']]]))
    expect(invoice.buying).toMatchObject({ vtKwh: 1310, ntKwh: 2200, totalKwh: 3510 })
    expect(warnings.filter((w) => w.field.startsWith('buying.'))).toEqual([])
    expect(extractInvoice(lines([])).invoice.buying.totalKwh).toBe(3510)
  })

  test('a meter state printed after a consumption label is no consumption', () => {
    const { invoice, warnings } = extractInvoice(bill([...header, [[40, 'VT'], [100, 'stav 1. 1. 2025: 12 345 kWh'], [240, 'stav 28. 2. 2025: 13 655 kWh'], [400, 'spotřeba 1 310 kWh']], [[40, 'Spotřeba za období: 13 655 kWh']], ...twoTariff.filter((_, i) => i % 2 === 0)]))
    expect(invoice.buying.totalKwh).toBe(1310)
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'buying.totalKwh', extractedValue: 13655 }))
  })

  test('prices in hellers per kWh are per MWh in CZK; a signed result is the balance, minus a refund', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        priced('Silová elektřina', '400', '346,281 h/kWh', '1 385,12'),
        priced('Distribuce elektřiny', '400', '140,558 h/kWh', '562,23'),
        [[40, 'Výsledek vyúčtování:'], [300, '\u2212338,00 Kč']],
        [[40, '(záporná částka = přeplatek)']],
      ]),
    )
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3462.81)
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
    expect(invoice.observations.balanceDueCzkWithVat).toBe(-338)
    const worded = extractInvoice(bill([...header, ...supply, [[40, 'Výsledek vyúčtování:'], [300, 'Přeplatek 338,00 Kč']]]))
    expect(worded.invoice.observations.balanceDueCzkWithVat).toBe(-338)
  })

  test('metered items that print no kWh take them from their registers\' readings when kWh × price = amount', () => {
    const register = (name: string, start: string, end: string, kwh: string): [number, string][] => [[40, name], [100, `stav 1. 1. 2025: ${start} kWh`], [240, `stav 28. 2. 2025: ${end} kWh`], [420, `spotřeba ${kwh} kWh`]]
    const unmetered = (label: string, price: string, total: string): [number, string][] => [[40, label], [330, price], [430, `${total} Kč`]]
    const lines = (ntTotal: string) =>
      bill([
        ...header,
        register('1.8.1 (VT)', '12 345', '13 655', '1 310'),
        register('1.8.2 (NT)', '22 000', '24 200', '2 200'),
        unmetered('Silová elektřina VT', '346,281 h/kWh', '4 536,28'),
        unmetered('Silová elektřina NT', '2,00000 Kč/kWh', ntTotal),
        unmetered('Daň z elektřiny', '0,02830 Kč/kWh', '99,33'),
      ])
    const confirmed = extractInvoice(lines('4 400,00')).invoice
    expect(confirmed.buying).toMatchObject({ vtKwh: 1310, ntKwh: 2200, totalKwh: 3510, fixedBuyPriceCzkPerMwh: 3462.81 })
    expect(confirmed.observations).toMatchObject({ buyAveragePricePerMwhVt: 3462.81, buyAveragePricePerMwhNt: 2000 })
    // 2 200 kWh × 2 Kč/kWh is not 4 300 Kč: the NT item's kWh stay unknown, its average unread.
    const refused = extractInvoice(lines('4 300,00')).invoice
    expect(refused.observations.buyAveragePricePerMwhNt).toBeNull()
  })

  test('the unit of a unit price in a column of its own, Kč/kWh or h/kWh, is that price\'s unit', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Silová elektřina'], [250, '400'], [270, 'kWh'], [330, '346,281'], [370, 'h/kWh'], [430, '1 385,12']],
        [[40, 'Distribuce elektřiny'], [250, '400'], [270, 'kWh'], [330, '1,40558'], [370, 'Kč/kWh'], [430, '562,23']],
        [[40, 'Stálý plat'], [250, '2,000'], [270, 'měs.'], [330, '129,00'], [370, 'Kč/měs.'], [430, '258,00']],
      ]),
    )
    expect(invoice.buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 3462.81, monthlyFeeCzk: 129, vtKwh: 400 })
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
  })

  test('a price column headed in hellers per kWh ("Cena (h/kWh)") gives CZK per MWh', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Položka'], [250, 'Množství (kWh)'], [330, 'Cena (h/kWh)'], [430, 'Celkem Kč']],
        [[40, 'Silová elektřina'], [250, '400'], [330, '346,281'], [430, '1 385,12']],
        [[40, 'Distribuce elektřiny'], [250, '400'], [330, '200,000'], [430, '800,00']],
      ]),
    )
    expect(invoice.buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 3462.81, vtKwh: 400 })
  })

  test('a result worded after "Výsledek vyúčtování" ("– přeplatek", "(nedoplatek)") takes the sign of its word', () => {
    const result = (label: string) => extractInvoice(bill([...header, ...supply, [[40, label], [300, '338,00 Kč']]])).invoice.observations.balanceDueCzkWithVat
    expect(result('Výsledek vyúčtování – přeplatek:')).toBe(-338)
    expect(result('Výsledek vyúčtování (nedoplatek):')).toBe(338)
    expect(result('Výsledek vyúčtování:')).toBe(338)
  })

  test('a trader\'s markup on the OTE price, per kWh, is the spot fee, not the market operator\'s monthly fee', () => {
    const { invoice } = extractInvoice(bill([...header, supply[0]!, priced('Přirážka obchodníka k ceně OTE', '400,00', '0,33926 Kč/kWh', '135,70'), supply[1]!]))
    expect(invoice.buying.spotTraderFeePerMwh).toBe(339.26)
  })
})

describe('a readings table that bills each register', () => {
  const header: [number, number, [number, string][]][] = [
    [418, 7, [[141, 'Stav počáteční']]],
    [421, 7, [[39, 'Registr'], [94, 'Období'], [203, 'Množství'], [250, 'Složka ceny'], [388, 'Cena bez DPH'], [446, 'MJ'], [478, 'Částka bez DPH (Kč)']]],
    [425, 7, [[141, 'konečný']]],
  ]
  const registers: [number, number, [number, string][]][] = [
    [438, 7, [[39, '1.8.1'], [94, '8.4.2025'], [172, '23 805'], [205, '1 733 kWh'], [250, 'Dodávka elektřiny VT'], [411, '3,81064'], [446, 'Kč/kWh'], [521, '6 603,84']]],
    [445, 7, [[39, 'VT'], [94, '3.12.2025'], [172, '25 538']]],
    [453, 7, [[250, 'Použití distribuční soustavy VT'], [411, '2,08884'], [446, 'Kč/kWh'], [521, '3 619,96']]],
    [494, 7, [[39, '2.8.0'], [94, '8.4.2025'], [176, '5 690'], [214, '867 kWh'], [250, 'Přetoky z výrobny - výkup'], [411, '2,47579'], [446, 'Kč/kWh'], [521, '2 146,51']]],
    [502, 7, [[39, 'dodávka do sítě'], [94, '3.12.2025'], [176, '6 557']]],
    [508, 7, [[250, 'Srážka obchodníka z ceny SPOT'], [406, '-0,40415'], [446, 'Kč/kWh'], [525, '-350,40']]],
    [521, 7, [[39, 'Součet plateb podle naměřeného množství'], [516, '10 019,91']]],
  ]

  test('each row is the item under the items\' column, dated from its period\'s two lines, billed for the quantity column; an item under it shares that quantity', () => {
    const rows = parseRows(sized([...header, ...registers]))
    expect(rows.map((row) => [row.kind, row.label, row.from, row.to, row.quantity])).toEqual([
      ['energyVt', 'Dodávka elektřiny VT', '2025-04-08', '2025-12-03', 1733],
      ['distVt', 'Použití distribuční soustavy VT', '2025-04-08', '2025-12-03', 1733],
      ['sellEnergy', 'Přetoky z výrobny - výkup', '2025-04-08', '2025-12-03', 867],
      // A trader's deduction on the quantity sold above it is the sale's fee.
      ['sellFee', 'Srážka obchodníka z ceny SPOT', '2025-04-08', '2025-12-03', 867],
    ])
  })

  test('an item\'s name may carry its register\'s code ("(T1)"); an item shares the quantity of the row above though a header\'s wrapped words joined that row', () => {
    const rows = parseRows(
      sized([
        ...header,
        [438, 7, [[39, '1.8.1'], [94, '2. 8. 2024'], [172, '45 945'], [205, '1,493 MWh'], [250, 'Elektřina - vysoký tarif (T1)'], [398, '3.119,16'], [446, 'Kč/MWh'], [521, '4.656,91']]],
        [448, 7, [[39, 'VT'], [94, '31. 12. 2024'], [172, '47 438']]],
        [460, 7, [[250, 'Distribuční složka VT'], [406, '273,10'], [446, 'Kč/MWh'], [530, '407,74']]],
      ]),
    )
    expect(rows.map((row) => [row.kind, row.label, row.from, row.to, row.quantity])).toEqual([
      ['energyVt', 'Elektřina - vysoký tarif (T1)', '2024-08-02', '2024-12-31', 1493],
      ['distVt', 'Distribuční složka VT', '2024-08-02', '2024-12-31', 1493],
    ])
  })

  test('such a table is one table, not two flows of text split between its quantity and items\' columns', () => {
    const left: [number, number, [number, string][]][] = [
      [168, 7, [[39, 'Obchodník - silová elektřina']]],
      [205, 7, [[39, 'Stát - daň z elektřiny']]],
      [218, 7, [[39, 'Základ DPH celkem']]],
    ]
    const lines = sized([...left, ...header, ...registers, [560, 7, [[300, 'Poznámka k výkupu']]], [570, 7, [[300, 'Výkup podle hodinových cen']]], [580, 7, [[300, 'Přetoky se zaokrouhlují']]]])
    const named = parseRows(readColumns(lines)).filter((row) => row.quantity !== null)
    expect(named.map((row) => row.label)).toEqual(['Dodávka elektřiny VT', 'Použití distribuční soustavy VT', 'Přetoky z výrobny - výkup', 'Srážka obchodníka z ceny SPOT'])
  })

  test('a table\'s heading that names no section ends the section above; a letterhead beside the title and a total\'s line head no section', () => {
    const rows = parseRows(
      sized([
        [57, 9, [[37, 'MND a.s.'], [388, 'Vyúčtování odběru a výkupu elektřiny']]],
        [181, 7, [[39, 'Distributor - regulované platby (EG.D, a.s.)']]],
        [555, 9, [[37, 'Pevné měsíční platby']]],
        [568, 7, [[39, 'Složka ceny'], [212, 'Období'], [321, 'Počet měsíců'], [379, 'Cena bez DPH'], [440, 'MJ'], [474, 'Částka bez DPH (Kč)']]],
        [580, 7, [[39, 'Stálá měsíční platba za odběrné místo'], [212, '3. 2. 2025 - 30. 9. 2025'], [330, '7,929 měs.'], [409, '102,28'], [440, 'Kč/měs.'], [530, '810,98']]],
        [610, 7, [[39, 'Výkup elektřiny celkem (bez DPH)'], [521, '1 555,90']]],
        [625, 7, [[39, 'Poplatek za odběrné místo'], [212, '3. 2. 2025 - 30. 9. 2025'], [330, '7,929 měs.'], [409, '12,00'], [440, 'Kč/měs.'], [530, '95,15']]],
      ]),
    )
    expect(rows.filter((row) => row.quantity !== null).map((row) => [row.kind, row.section])).toEqual([
      ['monthlyFee', 'unknown'],
      ['monthlyFee', 'unknown'],
    ])
    const titled = parseRows(
      sized([
        [57, 9, [[37, 'MND a.s.'], [388, 'Vyúčtování odběru a výkupu elektřiny']]],
        [568, 7, [[39, 'Složka ceny'], [212, 'Období'], [321, 'Počet měsíců'], [379, 'Cena bez DPH'], [440, 'MJ'], [474, 'Částka bez DPH (Kč)']]],
        [580, 7, [[39, 'Pevná měsíční cena dodavatele'], [212, '3. 2. 2025 - 30. 9. 2025'], [330, '7,929 měs.'], [409, '102,28'], [440, 'Kč/měs.'], [530, '810,98']]],
      ]),
    )
    expect(titled.map((row) => [row.kind, row.section])).toEqual([['monthlyFee', 'unknown']])
  })

  test('a label wrapped under itself joins its tail though a column printed before it goes on with values ("VS …" / "do 13.1.2026")', () => {
    const { invoice } = extractInvoice(
      sized([
        [57, 9, [[37, 'MND a.s.']]],
        [168, 7, [[304, 'Zúčtovací období'], [391, '8.4.2025 - 3.12.2025']]],
        [329, 7, [[97, 'VS 4210519600'], [304, 'Datum ukončení'], [391, '3.8.2027']]],
        [337, 7, [[97, 'do 13.1.2026'], [304, 'smlouvy']]],
        [400, 7, [[39, 'Silová elektřina'], [250, '432 kWh'], [330, '4,58474 Kč/kWh'], [430, '1 980,61']]],
      ]),
    )
    expect(invoice.meta.contractEndDate).toBe('2027-08-03')
  })
})

describe('meter readings in the layouts of real bills', () => {
  test('a negative amount to pay is an overpayment', () => {
    const { invoice } = extractInvoice(bill([...header, ...supply, [[40, 'Celkem s DPH: 2 420,00 Kč']], [[40, 'K úhradě: -180,00 Kč']]]))
    expect(invoice.observations.balanceDueCzkWithVat).toBe(-180)
  })

  test('energy priced at the market operator\'s spot prices is supply, not the operator\'s monthly fee', () => {
    const { invoice } = extractInvoice(bill([...header, [[40, 'Silová elektřina za spotové ceny OTE'], [250, 'kWh 400,00'], [330, 'Kč/kWh 2,50000'], [430, 'Kč 1 000,00']], supply[1]!]))
    expect(invoice.buying.vtKwh).toBe(400)
    expect(invoice.observations.buyAveragePricePerMwhVt).toBe(2500)
  })

  test('an item broken down per month under its name is read as that item; its subtotal is not added again', () => {
    const month = (name: string, from: string, to: string, kwh: string, price: string, amount: string): [number, string][] => [[40, name], [172, `${from} - ${to}`], [321, kwh], [398, price], [518, amount]]
    const { invoice } = extractInvoice(
      bill([
        ...header.slice(0, 3),
        [[40, 'Zúčtovací období: 06.01.2025 - 28.02.2025']],
        ...header.slice(4),
        [[40, 'Obchodní část - dodávka elektřiny']],
        [[40, 'Položka / měsíc'], [172, 'Období'], [293, 'Množství'], [379, 'Jednotková cena'], [480, 'Částka bez DPH']],
        [[40, 'Dodávka elektřiny - vysoký tarif']],
        month('leden 2025', '06.01.2025', '31.01.2025', '0,147 MWh', '2.674,55 Kč/MWh', '393,16 Kč'),
        month('únor 2025', '01.02.2025', '28.02.2025', '0,159 MWh', '2.674,55 Kč/MWh', '425,25 Kč'),
        [[40, 'Mezisoučet - Dodávka elektřiny - vysoký tarif'], [172, '06.01.2025 - 28.02.2025'], [316, '0,306 MWh'], [505, '818,41 Kč']],
        [[40, 'Obchodní přirážka k ceně SPOT']],
        month('leden 2025', '06.01.2025', '31.01.2025', '0,147 MWh', '586,46 Kč/MWh', '86,21 Kč'),
        month('únor 2025', '01.02.2025', '28.02.2025', '0,159 MWh', '586,46 Kč/MWh', '93,25 Kč'),
        [[40, 'Distribuce elektřiny'], [172, '06.01.2025 - 28.02.2025'], [321, '0,306 MWh'], [398, '1.405,58 Kč/MWh'], [510, '430,11 Kč']],
      ]),
    )
    expect(invoice.buying).toMatchObject({ buyingType: 'SPOT', vtKwh: 306, totalKwh: 306, spotTraderFeePerMwh: 586.46 })
    expect(invoice.observations.buyAveragePricePerMwhVt).toBe(2674.54)
  })

  test('a ledger row (booking date | document | text wrapped in its column | debit | balance) is its item; VAT "ze základu" is the VAT', () => {
    const { invoice, warnings } = extractInvoice(
      bill([
        ...header,
        [[40, 'Datum'], [100, 'Doklad'], [180, 'Text'], [360, 'Má dáti'], [430, 'Dal'], [500, 'Zůstatek']],
        [[40, '15.01.2025'], [100, 'Z625762/01'], [180, 'Úhrada zálohy'], [430, '2 000,00'], [500, '-2 000,00']],
        [[40, '28.02.2025'], [100, '242574652817'], [180, 'Silová elektřina, 0,400 MWh × 3 000,00'], [360, '1 200,00'], [500, '-800,00']],
        [[180, 'Kč/MWh']],
        [[40, '28.02.2025'], [100, '242574652817'], [180, 'Distribuce elektřiny, 0,400 MWh ×'], [360, '562,23'], [500, '-237,77']],
        [[180, '1 405,58 Kč/MWh']],
        [[40, 'Celkem bez DPH: 1 762,23 Kč']],
        [[40, 'DPH 21 % ze základu 1 762,23'], [360, '370,07']],
      ]),
    )
    expect(invoice.buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 3000, totalKwh: 400 })
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
    expect(warnings.filter((w) => w.field === 'observations.buyTotalCzkNoVat')).toEqual([])
  })

  test('PRE\'s "Elektřina a regulované služby" total is without VAT only when it does not say "s DPH"', () => {
    const totals = (wording: string) => extractInvoice(bill([...header, ...supply, [[40, 'Cena celkem bez DPH'], [430, '1 762,23 Kč']], [[40, wording], [430, '2 132,30 Kč']]])).invoice.observations.buyTotalCzkNoVat
    expect(totals('Elektřina a regulované služby celkem s DPH')).toBe(1762.23)
    expect(totals('Elektřina a regulované služby vč. DPH')).toBe(1762.23)
    // "DPH" wrapped onto the next line.
    expect(totals('Elektřina a regulované služby celkem s')).toBe(1762.23)
  })

  test('"Daň z přidané hodnoty" is the VAT and "Fakturováno včetně DPH" the total with it: figures that do not follow from each other are warned of', () => {
    const warned = ({ vat = '370,07 Kč', withVat = '2 132,30 Kč', balance = '132,30 Kč' }) =>
      extractInvoice(
        bill([
          ...header,
          ...supply,
          [[40, 'Základ daně celkem (sazba 21 %)'], [430, '1 762,23 Kč']],
          [[40, 'Daň z přidané hodnoty 21 %'], [430, vat]],
          [[40, 'Fakturováno včetně DPH'], [430, withVat]],
          [[40, 'Přijaté zálohy'], [430, '-2 000,00 Kč']],
          [[40, 'VÝSLEDEK VYÚČTOVÁNÍ - NEDOPLATEK'], [430, balance]],
        ]),
      ).warnings.map((w) => w.field).filter((field) => field.startsWith('observations.'))
    expect(warned({})).toEqual([])
    expect(warned({ balance: '632,30 Kč' })).toEqual(['observations.balanceDueCzkWithVat'])
    expect(warned({ vat: '400,00 Kč', withVat: '2 162,23 Kč', balance: '162,23 Kč' })).toContain('observations.buyTotalCzkNoVat')
    expect(warned({ withVat: '2 200,00 Kč', balance: '200,00 Kč' })).toContain('observations.buyTotalCzkNoVat')
  })
})
