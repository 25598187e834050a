/** Items and amounts: buying and selling rows, prices, totals, advances and the balance. */
import { describe, expect, test } from 'bun:test'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { generateTwentyFirstSplitBill } from '../corpus/twenty-first-split/index.ts'
import { buildLines } from '../../../src/modules/invoices/pdf/layout.ts'
import { readPdfText } from '../../../src/modules/invoices/pdf/read.ts'
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib'
import { bill, header, sized, supply } from './lines.ts'

describe('items and amounts read from the layouts of real bills', () => {
  test('monthly fees printed without dates next to dated metered rows keep their prices', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Silová elektřina'], [200, '1. 1. 2025 - 28. 2. 2025'], [330, '400,00 kWh'], [400, '3 000,00 Kč/MWh'], [480, '1 200,00 Kč']],
        [[40, 'Stálý plat'], [330, '2,000 měs.'], [400, '150,00 Kč/měs.'], [480, '300,00 Kč']],
        [[40, 'Distribuce elektřiny'], [200, '1. 1. 2025 - 28. 2. 2025'], [330, '400,00 kWh'], [400, '2 000,00 Kč/MWh'], [480, '800,00 Kč']],
      ]),
    )
    expect(invoice.buying.monthlyFeeCzk).toBe(150)
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
  })

  test('an item block whose period is printed in a cell of its own beside the label dates its row', () => {
    const dated = (from: string, to: string, price: string, total: string): [number, string][][] => [
      [[40, 'Silová elektřina'], [300, `${from} - ${to}`]],
      [[52, 'Množství: 100 kWh'], [212, `Jedn. cena: ${price} Kč/kWh`], [372, `Částka: CZK ${total}`]],
    ]
    const { invoice } = extractInvoice(bill([...header, ...dated('1. 1. 2025', '31. 1. 2025', '3,00000', '300,00'), ...dated('1. 2. 2025', '28. 2. 2025', '2,50000', '250,00'), ...supply.slice(1)]))
    expect(invoice.buying).toMatchObject({ vtKwh: 200, fixedBuyPriceCzkPerMwh: 2500 })
  })

  test('a values line whose names carry the unit ("Počet měsíců", "Cena za měsíc"), a VAT rate among the values, or an amount on the line below still makes the row', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Silová elektřina VT']],
        [[52, 'Množství: 400 kWh'], [170, 'Jedn. cena: 3,00000 Kč/kWh'], [300, 'Částka: CZK 1.200,00'], [420, 'DPH: 21 %']],
        [[40, 'Silová elektřina NT']],
        [[52, 'Množství: 100 kWh'], [212, 'Jedn. cena: 2,00000 Kč/kWh']],
        [[52, 'Částka: CZK 200,00']],
        [[40, 'Stálý měsíční plat']],
        [[52, 'Počet měsíců: 2'], [212, 'Cena za měsíc: 150,00 Kč'], [372, 'Částka: CZK 300,00']],
        ...supply.slice(1),
      ]),
    )
    expect(invoice.buying).toMatchObject({ vtKwh: 400, ntKwh: 100, fixedBuyPriceCzkPerMwh: 3000, fixedBuyPriceCzkPerMwhLowTariff: 2000, monthlyFeeCzk: 150 })
  })

  test('units only in the column headers are energy units, except for a monthly item', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Položka'], [250, 'Množství (kWh)'], [330, 'Cena (Kč/kWh)'], [430, 'Celkem (Kč)']],
        [[40, 'Silová elektřina'], [250, '310'], [330, '3,64709'], [430, '1.130,60']],
        [[40, 'Stálý měsíční plat'], [250, '2'], [330, '150,00'], [430, '300,00']],
        ...supply.slice(1),
      ]),
    )
    expect(invoice.buying).toMatchObject({ totalKwh: 310, fixedBuyPriceCzkPerMwh: 3647.09, monthlyFeeCzk: 150 })
  })

  test('a table continued on the next page without its header keeps the header\'s units', () => {
    const page = (number: number, rows: [number, string][][]) => bill(rows).map((line) => ({ ...line, page: number }))
    const { invoice } = extractInvoice([
      ...page(1, [...header, [[40, 'Položka'], [250, 'Množství [kWh]'], [330, 'Cena [Kč/MWh]'], [430, 'Celkem [Kč]']], [[40, 'Silová elektřina VT'], [250, '310'], [330, '3 647,09'], [430, '1 130,60']]]),
      ...page(2, [[[40, 'Faktura 7310045521 (pokračování)']], [[40, 'Silová elektřina NT'], [250, '1 000'], [330, '2 100,00'], [430, '2 100,00']], ...supply.slice(1)]),
    ])
    expect(invoice.buying).toMatchObject({ vtKwh: 310, ntKwh: 1000, fixedBuyPriceCzkPerMwhLowTariff: 2100 })
  })

  test('a spot trader\'s fee stated among the contract terms, per kWh, is the fee per MWh; a fixed-price bill has none', () => {
    const terms = (product: string) => bill([...header, [[40, `Produkt: ${product}`]], [[40, 'Marže obchodníka: 0,35 Kč/kWh']], ...supply])
    const spot = extractInvoice(terms('Spot Domácnost'))
    expect(spot.invoice.buying).toMatchObject({ buyingType: 'SPOT', spotTraderFeePerMwh: 350, spotTraderFeeType: 'PerMWh' })
    const fixed = extractInvoice(terms('Fixní cena 2025'))
    expect(fixed.invoice.buying).toMatchObject({ buyingType: 'FIX', spotTraderFeePerMwh: null, fixedBuyPriceCzkPerMwh: 3000 })
  })

  test('a yearly estimate printed without its unit is kWh; a quantity printed in the cell of the period is the quantity', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Odhad roční spotřeby'], [400, '2 500']],
        supply[0]!,
        [[40, 'Pevná měsíční platba'], [200, '1. 1. 2025 - 28. 2. 2025 2,000 měs.'], [360, '129,00/měs.'], [430, '258,00']],
        supply[1]!,
      ]),
    )
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(2500)
    expect(invoice.buying.monthlyFeeCzk).toBe(129)
  })

  test('a spot fee broken down per month charges the whole consumption printed in one row', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header.slice(0, 3),
        [[40, 'Zúčtovací období: 06.01.2025 - 28.02.2025']],
        ...header.slice(4),
        [[40, 'Dodané množství elektřiny'], [172, '06.01.2025 - 28.02.2025'], [321, '306 kWh'], [398, '2,67455 Kč/kWh'], [518, '818,41 Kč']],
        [[40, 'Obchodní přirážka k ceně SPOT']],
        [[40, 'leden 2025'], [172, '06.01.2025 - 31.01.2025'], [321, '147 kWh'], [398, '0,58646 Kč/kWh'], [518, '86,21 Kč']],
        [[40, 'únor 2025'], [172, '01.02.2025 - 28.02.2025'], [321, '159 kWh'], [398, '0,58646 Kč/kWh'], [518, '93,25 Kč']],
        [[40, 'Distribuce elektřiny'], [172, '06.01.2025 - 28.02.2025'], [321, '306 kWh'], [398, '1,40558 Kč/kWh'], [510, '430,11 Kč']],
      ]),
    )
    expect(invoice.buying).toMatchObject({ buyingType: 'SPOT', spotTraderFeePerMwh: 586.46, spotTraderFeeType: 'PerMWh' })
  })

  test('a tariff matrix (tariffs as columns, quantity, unit price and amount as lines) reads as one row per tariff, its total column as none', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header.slice(0, 3),
        [[40, 'Vyúčtování za období: 4. 2. 2024 - 31. 12. 2024']],
        ...header.slice(4),
        [[40, 'Cenové období 4. 2. 2024 - 31. 12. 2024']],
        [[40, 'Dodávka elektřiny (obchodní část)'], [360, 'VT'], [449, 'NT'], [518, 'Celkem']],
        [[40, 'Množství (MWh)'], [348, '2,003'], [438, '5,699']],
        [[40, 'Jednotková cena (Kč/MWh)'], [334, '2 868,06'], [424, '3 554,47']],
        [[40, 'Cena bez DPH (Kč)'], [334, '5 744,72'], [419, '20 256,92'], [505, '26 001,64']],
        [[40, 'Další platby za dodávku']],
        [[50, 'Stálý plat za odběrné místo'], [279, '10,897 měs.'], [406, '153,97 Kč/měs.'], [515, '1 677,81']],
      ]),
    )
    expect(invoice.buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 2868.06, fixedBuyPriceCzkPerMwhLowTariff: 3554.47, vtKwh: 2003, ntKwh: 5699, monthlyFeeCzk: 153.97 })
  })

  test('a split the other rows contradict gives a total only from the quantity the electricity tax is charged on', () => {
    const { invoice, warnings } = extractInvoice(
      bill([
        ...header,
        [[40, 'Silová elektřina VT'], [250, '300,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '900,00 Kč']],
        [[40, 'Daň z elektřiny'], [250, '400,00 kWh'], [330, '28,30 Kč/MWh'], [430, '11,32 Kč']],
      ]),
    )
    expect(invoice.buying.vtKwh).toBeNull()
    expect(warnings).toContainEqual(expect.objectContaining({ field: 'buying.vtKwh', extractedValue: 300 }))
    expect(invoice.buying.totalKwh).toBe(400)
  })

  test('two label–value pairs on one line are no item, and a date beside another label dates no row', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'DPH 21 %'], [150, '3 499,16 Kč'], [300, 'Nízký tarif (NT)'], [420, '1,960 MWh']],
        ...supply,
        [[40, 'Výkup elektřiny z výrobny']],
        [[40, 'Vykoupená elektřina'], [200, '0,653 MWh'], [280, '1 444,09 Kč/MWh'], [360, '942,99 Kč'], [440, 'Splatnost'], [500, '06.03.2025']],
        [[40, 'Vykoupená elektřina'], [200, '0,191 MWh'], [280, '1 555,07 Kč/MWh'], [360, '297,02 Kč'], [440, 'Způsob platby'], [500, 'převodem']],
      ]),
    )
    expect(invoice.buying.totalKwh).toBe(400)
    expect(invoice.selling).toMatchObject({ fixedSellPriceCzkPerMwh: 1555.07, soldKwh: 844 })
  })

  test('a monthly fee priced at the metering point\'s regulated fee is that fee, not the trader\'s monthly fee', () => {
    const monthlyFee = (name: string, price: string, amount: string) =>
      extractInvoice(
        bill([
          ...header,
          ...supply,
          [[40, 'Stálý plat za dodávku'], [250, '2 měs.'], [330, '99,00 Kč/měs.'], [430, '198,00 Kč']],
          [[40, name], [250, '2 měs.'], [330, price], [430, amount]],
        ]),
      ).invoice.buying.monthlyFeeCzk
    // The metering point's fee of 2025 (non-network infrastructure); a whole-crown price that happens to be some breaker's fee stays the trader's.
    expect(monthlyFee('Měsíční plat', '10,84 Kč/měs.', '21,68 Kč')).toBe(99)
    expect(monthlyFee('Měsíční plat', '209,00 Kč/měs.', '418,00 Kč')).toBe(209)
    expect(monthlyFee('Měsíční plat', '120,00 Kč/měs.', '240,00 Kč')).toBe(120)
  })

  test('"Celkové dodané množství" is the billed consumption even when "elektřiny" wraps away; the quantity delivered to the grid is not', () => {
    const total = (label: string) => extractInvoice(bill([...header, ...supply, [[40, label], [430, '0,529 MWh']]])).invoice.buying.totalKwh
    expect(total('Celkové dodané množství')).toBe(529)
    expect(total('Celkové dodané množství elektřiny:')).toBe(529)
    // The rows' 400 kWh, not the production delivered to the grid.
    expect(total('Celkové dodané množství do sítě')).toBe(400)
  })

  test('text turned off the horizontal (a sorting code up the margin) is left out of the lines', async () => {
    const document = await PDFDocument.create()
    const font = await document.embedFont(StandardFonts.Helvetica)
    const page = document.addPage([595, 842])
    page.drawText('Podpora POZE', { x: 80, y: 400, size: 8, font })
    page.drawText('495,00 Kc/MWh', { x: 380, y: 400, size: 8, font })
    page.drawText('91924-244708363721-A4', { x: 60, y: 360, size: 5, font, rotate: degrees(90) })
    const read = await readPdfText(await document.save(), 30)
    expect(read.ok && read.items.map((item) => item.text)).toEqual(['Podpora POZE', '495,00 Kc/MWh'])
  })

  test('a yearly consumption the bill prints in wording no label knows leaves the estimate empty, with a warning, rather than the scaled billed kWh', () => {
    const rows: [number, string][][] = [
      [[40, 'Zúčtovací období: 1. 1. 2025 - 31. 3. 2025']],
      [[40, 'Silová elektřina'], [250, '1 000 kWh'], [330, '3 000,00 Kč/MWh'], [430, '3 000,00 Kč']],
    ]
    expect(extractInvoice(bill(rows)).invoice.buying.yearlyConsumptionKwhEstimated).toBe(4056)
    const { invoice, warnings } = extractInvoice(bill([...rows, [[40, 'Roční spotřeba dle distributora'], [250, '12 207 kWh']]]))
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBeNull()
    expect(warnings.map((w) => w.field)).toContain('buying.yearlyConsumptionKwhEstimated')
  })

  test('a grid of consumption by month ("Odběr VT (kWh) | 106 | 79 | … | 169") is no meter reading of the register', () => {
    const { invoice } = extractInvoice(
      sized([
        [40, 9, [[40, 'MND a.s.']]],
        [64, 9, [[40, 'Zúčtovací období 21.03.2025 - 19.04.2025']]],
        [322, 7.2, [[36, 'Silová elektřina VT'], [200, '169 kWh'], [260, '2,69482 Kč/kWh'], [360, '455,42']]],
        [342, 7.2, [[36, 'Silová elektřina NT'], [200, '132 kWh'], [260, '1,59407 Kč/kWh'], [360, '210,42']]],
        [711, 7.8, [[36, '1.8.1 (VT)'], [112, '21.03.2025'], [198, '19.04.2025'], [352, '13 555'], [444, '13 724'], [545, '169']]],
        [724, 7.8, [[36, '1.8.2 (NT)'], [112, '21.03.2025'], [198, '19.04.2025'], [352, '49 755'], [444, '49 887'], [545, '132']]],
        [778, 6.4, [[185, 'kvě 2024'], [235, 'čvn 2024'], [285, 'čvc 2024'], [334, 'srp 2024'], [382, 'zář 2024'], [429, 'říj 2024'], [473, 'lis 2024'], [770, 'Za období']]],
        [791, 7.4, [[36, 'Odběr VT (kWh)'], [204, '106'], [258, '79'], [307, '94'], [356, '74'], [404, '83'], [447, '77'], [491, '99'], [790, '169']]],
        [805, 7.4, [[36, 'Odběr NT (kWh)'], [208, '83'], [258, '62'], [307, '74'], [356, '58'], [404, '65'], [447, '60'], [491, '78'], [790, '132']]],
      ]),
    )
    expect(invoice.buying).toMatchObject({ vtKwh: 169, ntKwh: 132 })
  })

  test('a sale itemised month by month, then for the whole period, is read once: the summary', () => {
    const month = (y: number, label: string, mwh: string, energy: string, fee: string): [number, number, [number, string][]][] => [
      [y, 8, [[44, label]]],
      [y + 10, 8, [[42, 'Elektřina dodaná z výrobny do sítě'], [312, mwh], [336, 'MWh'], [416, '1 533,61'], [533, energy]]],
      [y + 20, 8, [[42, 'Srážka za odchylku výrobce'], [312, mwh], [336, 'MWh'], [416, '-536,91'], [533, fee]]],
    ]
    const { invoice } = extractInvoice(
      sized([
        [40, 12, [[42, 'ČEZ Prodej, a.s.']]],
        [54, 9, [[42, 'Zúčtovací období: 28. 5. 2024 - 28. 5. 2025']]],
        [64, 9, [[330, 'Výkup elektřiny celkem'], [497, '1 376,45 Kč']]],
        ...month(100, '06/2024', '0,633', '970,78', '-339,86'),
        ...month(140, '07/2024', '0,748', '1 147,14', '-401,61'),
        [200, 8, [[40, 'Výkup za celé období (souhrn)']]],
        [210, 8, [[42, 'Elektřina dodaná z výrobny do sítě'], [312, '1,381'], [336, 'MWh'], [416, '1 533,61'], [533, '2 117,92']]],
        [220, 8, [[42, 'Srážka za odchylku výrobce'], [312, '1,381'], [336, 'MWh'], [416, '-536,91'], [533, '-741,47']]],
      ]),
    )
    expect(invoice.selling).toMatchObject({ soldKwh: 1381, spotTraderFeePerMwh: 536.91 })
  })

  test('a sale itemised twice, as undated cards and in a dated table, is read once', () => {
    const card = (y: number, name: string, math: string, amount: string): [number, number, [number, string][]][] => [
      [y, 8, [[51, name]]],
      [y + 10, 8, [[51, math], [486, amount]]],
    ]
    const row = (y: number, name: string, qty: string, price: string, amount: string): [number, number, [number, string][]] => [y, 8, [[40, name], [259, '3.5.2024'], [313, '2.5.2025'], [378, qty], [410, 'MWh'], [468, price], [523, amount]]]
    const { invoice } = extractInvoice(
      sized([
        [40, 10, [[37, 'innogy Energie, s.r.o.']]],
        [52, 8, [[37, 'Výkupní doklad - přetoky z výrobny']]],
        [60, 8, [[37, 'Vyúčtování bylo provedeno za období od 3.5.2024 do 2.5.2025:']]],
        [100, 8, [[37, 'Výkup přetoků z výrobny (Kč, plnění mimo DPH)']]],
        ...card(110, 'Vykoupená elektřina (FVE)', '4,2200 MWh × 2 490,55 Kč/MWh', '10 510,12'),
        ...card(130, 'Srážka obchodníka z výkupní ceny', '4,2200 MWh × -309,07 Kč/MWh', '-1 304,28'),
        [160, 8, [[37, 'Výkup celkem'], [466, '9 205,84 Kč']]],
        [300, 8, [[37, 'Položky (ceny bez DPH)']]],
        [310, 8, [[40, 'Položka'], [259, 'Od'], [313, 'Do'], [372, 'Množství'], [410, 'MJ'], [445, 'Cena za MJ (Kč)'], [513, 'Celkem (Kč)']]],
        row(320, 'Vykoupená elektřina (FVE)', '4,2200', '2 490,55', '10 510,12'),
        row(330, 'Srážka obchodníka z výkupní ceny', '4,2200', '-309,07', '-1 304,28'),
      ]),
    )
    expect(invoice.selling).toMatchObject({ soldKwh: 4220, spotTraderFeePerMwh: 309.07 })
    // One item printed twice is read once as well.
    const once = extractInvoice(
      sized([
        [40, 10, [[37, 'innogy Energie, s.r.o.']]],
        [60, 8, [[37, 'Vyúčtování bylo provedeno za období od 25.3.2025 do 22.4.2025:']]],
        [100, 8, [[37, 'Výkup přetoků z výrobny (Kč, plnění mimo DPH)']]],
        ...card(110, 'Výkup elektřiny z výrobny', '0,8490 MWh × 974,53 Kč/MWh', '827,38'),
        [140, 8, [[37, 'Výkup celkem'], [466, '827,38 Kč']]],
        [310, 8, [[40, 'Položka'], [259, 'Od'], [313, 'Do'], [372, 'Množství'], [410, 'MJ'], [445, 'Cena za MJ (Kč)'], [513, 'Celkem (Kč)']]],
        [320, 8, [[40, 'Výkup elektřiny z výrobny'], [259, '25.3.2025'], [313, '22.4.2025'], [378, '0,8490'], [410, 'MWh'], [468, '974,53'], [523, '827,38']]],
      ]),
    ).invoice
    expect(once.selling).toMatchObject({ soldKwh: 849, fixedSellPriceCzkPerMwh: 974.53 })
  })

  test('a caption with digits of its own words ("Odhad spotřeby na 12 měsíců") under its value', async () => {
    // dev21-651093-value-captions-023: "na dobu neurčitou | 4 709 kWh | 1546024" over "Doba trvání smlouvy | Odhad spotřeby na 12 měsíců | …".
    const bill = await generateTwentyFirstSplitBill(651093, 22)
    const read = await readPdfText(bill.pdf, 30)
    if (!read.ok) throw new Error('unreadable')
    expect(extractInvoice(buildLines(read.items)).invoice.buying.yearlyConsumptionKwhEstimated).toBe(4709)
  })
})
