/** The distribution fields: distributor, distribution rate and circuit breaker. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { bill, header, placed, sized, supply } from './lines.ts'

describe('distribution fields read from the layouts of real bills', () => {
  test('an item block whose values sit on the line below a label that carries its period and a tariff code is one row', () => {
    const block = (label: string, values: string[]): [number, string][][] => [[[40, label]], values.map((text, i) => [52 + i * 160, text] as [number, string])]
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Obchodní část']],
        ...block('Spotřeba VT (T1) (1. 1. 2025 - 28. 2. 2025)', ['Množství: 310 kWh', 'Jedn. cena: 3,64709 Kč/kWh', 'Částka: CZK 1.130,60']),
        ...block('Spotřeba NT (T2) (1. 1. 2025 - 28. 2. 2025)', ['Množství: 1 826 kWh', 'Jedn. cena: 2,10000 Kč/kWh', 'Částka: CZK 3.834,60']),
        [[40, 'Distribuční část']],
        ...block('Cena za distribuci VT (1. 1. 2025 - 28. 2. 2025)', ['Množství: 310 kWh', 'Jedn. cena: 1,40558 Kč/kWh', 'Částka: CZK 435,73']),
      ]),
    )
    expect(invoice.buying).toMatchObject({ vtKwh: 310, ntKwh: 1826, totalKwh: 2136, fixedBuyPriceCzkPerMwh: 3647.09, fixedBuyPriceCzkPerMwhLowTariff: 2100 })
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
  })

  test('a values line names its values in other words ("Spotřeba", "Cena/jedn.", "Částka bez DPH"); a label wrapped over two lines stays whole', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Silová elektřina VT']],
        [[52, 'Spotřeba: 310 kWh'], [212, 'Cena/jedn.: 3,64709 Kč/kWh'], [372, 'Částka bez DPH: 1.130,60 Kč']],
        [[40, 'Složka ceny na podporu elektřiny z podporovaných']],
        [[40, 'zdrojů energie (1. 1. 2025 - 28. 2. 2025)']],
        [[52, 'Množství: 310 kWh'], [212, 'Jedn. cena: 0,49500 Kč/kWh'], [372, 'Částka: CZK 153,45']],
        ...supply.slice(1),
      ]),
    )
    expect(invoice.buying).toMatchObject({ vtKwh: 310, fixedBuyPriceCzkPerMwh: 3647.09 })
    expect(invoice.distribution.renewableEnergyFeePerMWh).toBe(495)
  })

  test('a "Ceny platné od … do …" heading dates the rows below it: a rate billed only in the earlier period is not in force', () => {
    const rows = (poze: boolean, distribution: string): [number, string][][] => [
      [[40, 'Distribuce elektřiny'], [250, '0,2000'], [330, distribution], [430, (0.2 * Number(distribution.replace(' ', '').replace(',', '.'))).toFixed(2).replace('.', ',')]],
      ...(poze ? [[[40, 'Cena na podporu POZE'], [250, '0,2000'], [330, '495,00'], [430, '99,00']] as [number, string][]] : []),
    ]
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Položka'], [250, 'Množství [MWh]'], [330, 'Cena [Kč/MWh]'], [430, 'Cena celkem [Kč]']],
        [[40, 'Ceny platné od 1. 1. 2025 do 31. 1. 2025']],
        ...rows(true, '2 099,63'),
        [[40, 'Ceny platné od 1. 2. 2025 do 28. 2. 2025']],
        ...rows(false, '1 405,58'),
      ]),
    )
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
    expect(invoice.distribution.renewableEnergyFeePerMWh).toBeNull()
  })

  test('the production site ("Výrobna (předávací místo)") over two lines is the supply point; PRE\'s fault line 224 915 151 names PRE', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header.slice(0, 4),
        [[40, 'Výrobna (předávací místo)']],
        [[40, 'Palackého 86']],
        [[40, '400 01 Ústí nad Labem']],
        ...header.slice(5),
        ...supply,
        [[40, 'Poruchová služba distributora: 224 915 151']],
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('Palackého 86, 400 01 Ústí nad Labem')
    expect(invoice.distribution).toMatchObject({ distributorKey: 'PRE', distributorKeySource: 'poruchova_linka' })
  })

  test('a 12-month overview printed beside the items does not stop item names from joining their numbers on the next line', () => {
    const { invoice } = extractInvoice(
      placed([
        [42, 62, 14, 'Pražská energetika, a.s.'],
        [42, 80, 9, 'Zúčtovací období: 7. 7. 2025 - 6. 10. 2025'],
        [42, 92, 9, 'Distribuční sazba: D02d'],
        [42, 351, 7, 'Položka / období'], [207, 351, 7, 'Množství'], [247, 351, 7, 'Jedn. cena bez DPH'], [330, 351, 7, 'Celkem bez DPH'], [407, 351, 7, 'Přehled spotřeby - 12 měsíců'],
        [42, 361, 8, 'Dodávka a distribuce elektřiny'], [407, 361, 8, 'Měsíc'], [444, 361, 8, 'VT kWh'], [484, 361, 8, 'NT kWh'],
        [42, 372, 7, 'Silová elektřina - jednotarif'], [407, 372, 7, '11/2024'], [461, 372, 7, '562'],
        [48, 382, 7, '7. 7. 2025 - 6. 10. 2025'], [202, 382, 7, '1,301 MWh'], [262, 382, 7, '3 139,21 Kč/MWh'], [350, 382, 7, '4 084,11 Kč'], [407, 382, 7, '12/2024'], [461, 382, 7, '545'],
        [42, 392, 7, 'Stálý měsíční plat za dodávku'], [407, 392, 7, '01/2025'], [461, 392, 7, '567'],
        [48, 402, 7, '7. 7. 2025 - 6. 10. 2025'], [203, 402, 7, '3,000 měs.'], [269, 402, 7, '160,32 Kč/měs.'], [357, 402, 7, '480,96 Kč'], [407, 402, 7, '02/2025'], [461, 402, 7, '545'],
        [42, 412, 7, 'Distribuce elektřiny (D02d)'], [407, 412, 7, '03/2025'], [461, 412, 7, '465'],
        [48, 422, 7, '7. 7. 2025 - 6. 10. 2025'], [202, 422, 7, '1,301 MWh'], [262, 422, 7, '1 405,58 Kč/MWh'], [350, 422, 7, '1 828,66 Kč'], [407, 422, 7, '04/2025'], [461, 422, 7, '361'],
      ]),
    )
    expect(invoice.buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 3139.21, monthlyFeeCzk: 160.32, vtKwh: 1301, totalKwh: 1301 })
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
  })

  test('a header whose columns reach past the column beside an earlier table ends that column; "Rozpis položek" leaves each row its own kind', () => {
    const { invoice } = extractInvoice(
      placed([
        [40, 50, 12, 'Pražská energetika, a.s.'],
        [40, 70, 9, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025'],
        [40, 82, 9, 'Distribuční sazba: D02d'],
        [40, 100, 10, 'Výrobna'],
        [40, 112, 9, 'EAN výrobny: 859182400100000013'],
        [40, 130, 9, 'Měsíc'], [126, 130, 9, 'VT'], [202, 130, 9, 'NT'], [278, 130, 9, 'Celkem'], [354, 130, 9, 'Spotřeba ve vysokém tarifu:'], [510, 130, 9, '0,400 MWh'],
        [40, 142, 8, 'leden 2025'], [144, 142, 8, '0,200 MWh'], [296, 142, 8, '0,200 MWh'],
        [40, 170, 10, 'Rozpis položek'],
        [40, 182, 8, 'Položka'], [172, 182, 8, 'Období'], [293, 182, 8, 'Množství'], [379, 182, 8, 'Jednotková cena'], [480, 182, 8, 'Částka bez DPH'],
        [40, 194, 8, 'Dodávka elektřiny'], [172, 194, 8, '1. 1. 2025 - 28. 2. 2025'], [321, 194, 8, '0,400 MWh'], [398, 194, 8, '3 000,00 Kč/MWh'], [510, 194, 8, '1 200,00 Kč'],
        [40, 206, 8, 'Distribuce elektřiny'], [172, 206, 8, '1. 1. 2025 - 28. 2. 2025'], [321, 206, 8, '0,400 MWh'], [398, 206, 8, '1 405,58 Kč/MWh'], [510, 206, 8, '562,23 Kč'],
      ]),
    )
    expect(invoice.meta.invoiceDirection).toBe('buy')
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
  })

  test('items printed with quantity and amount only take the unit price of their entry in the price annex; a yearly estimate wrapped in a note is read', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Pol.'], [66, 'Položka'], [278, 'Od'], [332, 'Do'], [394, 'Množství'], [440, 'MJ'], [482, 'Částka bez DPH']],
        [[40, '1'], [66, 'Silová elektřina'], [278, '1. 1. 2025'], [332, '28. 2. 2025'], [411, '0,123'], [440, 'MWh'], [500, '369,19 Kč']],
        [[40, '2'], [66, 'Distribuce elektřiny'], [278, '1. 1. 2025'], [332, '28. 2. 2025'], [411, '0,123'], [440, 'MWh'], [500, '172,89 Kč']],
        [[40, 'Celkové dodané množství 0,123 MWh. Předpokládaná roční']],
        [[40, 'spotřeba 900 kWh.']],
        [[40, 'Příloha č. 1: jednotkové ceny']],
        [[40, 'Položka'], [278, 'Platnost od'], [342, 'Platnost do'], [460, 'Cena'], [490, 'Jednotka']],
        [[40, 'Silová elektřina'], [278, '1. 1. 2024'], [342, '31. 12. 2024'], [446, '2 900,00'], [490, 'Kč/MWh']],
        [[40, 'Silová elektřina'], [278, '1. 1. 2025'], [342, '28. 2. 2025'], [446, '3 001,57'], [490, 'Kč/MWh']],
        [[40, 'Distribuce elektřiny'], [278, '1. 1. 2025'], [342, '28. 2. 2025'], [446, '1 405,58'], [490, 'Kč/MWh']],
      ]),
    )
    // 369,19 / 0,123 would be 3 001,54 and 172,89 / 0,123 1 405,61: the annex prints the prices the amounts were computed from.
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3001.57)
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(900)
  })

  test('a name printed around its values line that starts with the rate code; a unit run into the price column; a percentage in a name', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[37, 'Složka ceny'], [238, 'Sazba'], [292, 'Od'], [351, 'Do'], [381, 'Množství'], [452, 'Cena'], [490, 'Jednotka'], [557, 'Celkem']],
        [[37, '1'], [50, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [557, '1 200,00 Kč']],
        [[37, '2'], [50, 'Sleva 10 % - silová elektřina'], [250, '400,00 kWh'], [330, '-300,00 Kč/MWh'], [557, '-120,00 Kč']],
        [[37, 'Distribuce elektřiny'], [210, 'D02d'], [292, '1. 1. 2025'], [351, '28. 2. 2025'], [381, '400'], [410, 'kWh'], [452, '1,40558'], [490, 'Kč/kWh'], [557, '562,23 Kč']],
        [[37, 'Podpora elektřiny z podporovaných']],
        [[210, 'D02d'], [292, '1. 1. 2025'], [351, '28. 2. 2025'], [381, '400'], [410, 'kWh'], [452, '0,49500'], [490, 'Kč/kWh'], [557, '198,00 Kč']],
        [[37, 'zdrojů (POZE)']],
        [[37, 'Měsíční plat za rezervovaný příkon (jistič)'], [292, '1. 1. 2025'], [351, '28. 2. 2025'], [381, '2,000'], [420, 'měsíc 188,00'], [490, 'Kč/měs.'], [557, '376,00 Kč']],
      ]),
    )
    expect(invoice.distribution).toMatchObject({ renewableEnergyFeePerMWh: 495, circuitBreakerMonthlyFeeCzkInvoice: 188, distributorFeeHighPerMWh: 1405.58 })
    // The discount is no price of its own: the energy stays at 3 000 per MWh.
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
  })

  test('an undated POZE row whose rate is no longer in force at the bill\'s end billed an earlier part: no POZE rate is read', () => {
    const poze = (period: string) =>
      extractInvoice(
        bill([
          ...header.map((cells) => (cells[0]![1].startsWith('Zúčtovací období') ? [[40, `Zúčtovací období: ${period}`] as [number, string]] : cells)),
          ...supply,
          [[40, 'Podpora POZE'], [250, '400,00 kWh'], [330, '495,00 Kč/MWh'], [430, '198,00 Kč']],
        ]),
      ).invoice.distribution.renewableEnergyFeePerMWh
    expect(poze('1. 7. 2025 - 31. 12. 2025')).toBe(495)
    // From 2026 the state pays POZE: the household rate in force at the end is 0.
    expect(poze('9. 7. 2025 - 5. 1. 2026')).toBeNull()
  })

  test('a period itemised twice by the table reader beats the layout-free reading: its items keep the sections they are printed in', () => {
    const card = (y: number, name: string, math: string, amount: string): [number, number, [number, string][]][] => [
      [y, 8, [[51, name]]],
      [y + 10, 8, [[51, math], [486, amount]]],
    ]
    const row = (y: number, name: string, qty: string, unit: string, price: string, amount: string): [number, number, [number, string][]] => [y, 8, [[40, name], [232, '11.8.2025'], [286, '10.11.2025'], [357, qty], [393, unit], [462, price], [523, amount]]]
    const { invoice } = extractInvoice([
      ...sized([
        [40, 10, [[37, 'ČEZ Prodej, a.s.']]],
        [60, 8, [[37, 'Vyúčtování bylo provedeno za období od 11.8.2025 do 10.11.2025:']]],
        [100, 8, [[37, 'Obchodní část (dodavatel)'], [482, '3 695,12']]],
        ...card(110, 'Platba za dodávku elektřiny', '0,79200 MWh × 4 046,18 Kč/MWh', '3 204,57'),
        ...card(130, 'Stálý plat', '3,011 měs. × 162,92 Kč/měs.', '490,55'),
        [160, 8, [[37, 'Distribuce (provozovatel sítě)'], [482, '1 957,99']]],
        ...card(170, 'Cena za distrib. množství el.', '0,79200 MWh × 2 099,63 Kč/MWh', '1 662,91'),
        ...card(190, 'Stálý plat za distribuci dle jističe', '3,011 měs. × 98,00 Kč/měs.', '295,08'),
        [220, 8, [[37, 'Celkem bez DPH'], [466, '5 653,11 Kč']]],
      ]),
      ...sized(
        [
          [100, 8, [[37, 'Položky (ceny bez DPH)']]],
          [110, 8, [[40, 'Položka'], [232, 'Od'], [286, 'Do'], [355, 'Množství'], [393, 'MJ'], [439, 'Cena za MJ (Kč)'], [513, 'Celkem (Kč)']]],
          row(120, 'Platba za dodávku elektřiny', '0,79200', 'MWh', '4 046,18', '3 204,57'),
          row(130, 'Stálý plat', '3,011', 'měs.', '162,92', '490,55'),
          row(140, 'Cena za distrib. množství el.', '0,79200', 'MWh', '2 099,63', '1 662,91'),
          row(150, 'Stálý plat za distribuci dle jističe', '3,011', 'měs.', '98,00', '295,08'),
        ],
        2,
      ),
    ])
    expect(invoice.buying).toMatchObject({ monthlyFeeCzk: 162.92, fixedBuyPriceCzkPerMwh: 4046.18 })
    expect(invoice.distribution.circuitBreakerMonthlyFeeCzkInvoice).toBe(98)
  })
})
