/** Which printed lines are priced items: lines with amounts that are none, item tables of many columns over two pages, pages printed in independent columns. */
import { describe, expect, test } from 'bun:test'
import { readColumns } from '../../../src/modules/invoices/extraction/columns.ts'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { buildLines } from '../../../src/modules/invoices/pdf/layout.ts'
import { bill, header, supply } from './lines.ts'

describe('lines with amounts that are no priced items', () => {
  test('meter readings (start, end, consumption) and advances are not energy rows', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Vysoký tarif VT'], [200, 'počáteční stav 12 345,00'], [300, 'konečný stav 12 745,00'], [400, 'spotřeba 400,00 kWh']],
        [[40, 'Zálohy celkem'], [250, '6'], [330, '1 500,00'], [430, '9 000,00']],
        ...supply,
      ]),
    )
    expect(invoice.buying).toMatchObject({ vtKwh: 400, totalKwh: 400, fixedBuyPriceCzkPerMwh: 3000 })
  })
})

describe('two-page bills with an item table of many columns', () => {
  test('a wrapped item name whose values sit on its last line (cells aligned to the bottom) is one row named by all its lines', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Položka'], [200, 'Množství'], [260, 'MJ'], [300, 'Cena za MJ'], [380, 'Cena bez DPH']],
        [[40, 'Silová elektřina ve vysokém']],
        [[40, 'tarifu (VT)'], [200, '400'], [260, 'kWh'], [300, '3,00000'], [380, '1 200,00']],
        [[40, 'Cena za distribuované množství']],
        [[40, 'elektřiny ve VT'], [200, '400'], [260, 'kWh'], [300, '1,40558'], [380, '562,23']],
      ]),
    )
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
    // The tail alone ("elektřiny ve VT") would read as supply energy; with its first line it is distribution.
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
  })

  test('a unit price and an amount with VAT hold their product too: the columns without VAT are the item\'s, whichever comes first', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Položka'], [150, 'Množství'], [200, 'MJ'], [230, 'Cena/MJ s DPH'], [300, 'Cena/MJ bez DPH'], [370, 'Cena s DPH'], [430, 'Cena bez DPH']],
        [[40, 'Silová elektřina'], [150, '400'], [200, 'kWh'], [230, '3,63000'], [300, '3,00000'], [370, '1 452,00'], [430, '1 200,00']],
        [[40, 'Distribuce elektřiny'], [150, '400'], [200, 'kWh'], [230, '1,70075'], [300, '1,40558'], [370, '680,30'], [430, '562,23']],
      ]),
    )
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
    expect(invoice.observations.buyTotalCzkNoVat).toBe(1762.23)
  })
})

describe('pages printed in independent columns', () => {
  // A landscape statement: customer | items | payments, each column's lines on their own baselines.
  const at = (x: number, y: number, text: string, size = 7.5) => ({ page: 1, text, x, y, width: text.length * size * 0.45, size })
  const landscape = () =>
    buildLines([
      at(28, 38, 'Pražská energetika, a.s.', 13), at(598, 38, 'VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY', 13),
      at(28, 53, 'Číslo faktury', 6), at(342, 53, 'Vyúčtování za období', 6),
      at(28, 62, '24167464705', 8.5), at(342, 62, '1. 1. 2025 - 28. 2. 2025', 8.5),
      at(28, 86, 'Zákazník', 9), at(254, 86, 'Spotřeba a ceny', 9), at(624, 86, 'Platby a vyrovnání', 9),
      at(28, 97, 'Truhlářství Bárta a syn, v.o.s.'), at(254, 97, 'Spotřeba celkem'), at(420, 97, '400 kWh'), at(624, 97, 'Celkem bez DPH'), at(754, 97, '1 762,23 Kč'),
      at(28, 106, 'Na Výsluní 3390/22'), at(624, 106, 'DPH 21 %'), at(764, 106, '370,07 Kč'),
      at(28, 115, '160 00 Praha 6'), at(624, 115, 'Přeplatek'), at(729, 115, '867,70 Kč'),
      at(254, 124, 'Položka'), at(413, 124, 'Množství'), at(471, 124, 'Cena za jednotku'), at(552, 124, 'Částka'),
      at(28, 141, 'Odběrné místo', 9), at(624, 141, 'Splatnost'), at(735, 141, '15. 3. 2025'),
      at(254, 146, 'Dodávka elektřiny (obchodní část)'),
      at(28, 152, 'Komenského 172, 160 00 Praha 6'), at(254, 157, 'Silová elektřina'), at(414, 157, '400 kWh'), at(476, 157, '3 000,00 Kč/MWh'), at(563, 157, '1 200,00 Kč'),
      at(28, 163, 'Kód odběrného místa'), at(139, 163, '859182400100000013'), at(624, 168, 'Způsob platby'), at(735, 168, 'převodem'),
      at(28, 179, 'Distribuční sazba'), at(139, 179, 'D02d'), at(254, 186, 'Distribuce a regulované platby'),
      at(28, 189, 'Jistič'), at(139, 189, '3x25 A'), at(254, 199, 'Distribuce elektřiny'), at(414, 199, '400 kWh'), at(476, 199, '1 405,58 Kč/MWh'), at(563, 199, '562,23 Kč'),
      at(28, 208, 'Smlouva', 9), at(254, 214, 'Daň z elektřiny'), at(414, 214, '400 kWh'), at(476, 214, '28,30 Kč/MWh'), at(563, 214, '11,32 Kč'),
      at(28, 222, 'Název produktu'), at(624, 226, 'Bankovní spojení'), at(735, 226, '4295175/0100'),
      at(28, 232, 'PRE Fixace 24'),
    ])

  test('each column is read whole: the items column\'s rows are no customer\'s, the product under its label is no item', () => {
    const { invoice } = extractInvoice(landscape())
    expect(invoice.meta).toMatchObject({ productName: 'PRE Fixace 24', supplyPointAddress: 'Komenského 172, 160 00 Praha 6', customerName: 'Truhlářství Bárta a syn, v.o.s.' })
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
    expect(invoice.observations.buyTotalCzkNoVat).toBe(1762.23)
  })

  test('a page of more cells than any bill prints is read as it stands, not searched for columns', () => {
    const page = landscape()
    expect(readColumns(page)).not.toEqual(page)
    const filler = Array.from({ length: 4200 }, (_, i) => ({ page: 1, text: `Řádek ${i} textu`, x: 28 + (i % 3) * 60, y: 240 + Math.floor(i / 3) * 8, width: 50, size: 6 }))
    const crowded = buildLines([...page.flatMap((line) => line.cells.map((cell) => ({ page: 1, text: cell.text, x: cell.x, y: line.y, width: cell.right - cell.x, size: cell.size }))), ...filler])
    expect(readColumns(crowded)).toEqual(crowded)
  })

  test('an item table whose names are left and numbers right of a gap is one table, not two columns', () => {
    const lines = bill([
      ...header,
      [[42, 'Položka'], [298, 'Množství'], [332, 'MJ'], [401, 'Cena/MJ'], [468, 'Celkem Kč']],
      [[42, 'Silová elektřina'], [298, '0,400'], [332, 'MWh'], [401, '3 000,00'], [468, '1 200,00']],
      [[42, 'Distribuce elektřiny'], [298, '0,400'], [332, 'MWh'], [401, '1 405,58'], [468, '562,23']],
      [[332, 'Celkem bez DPH'], [468, '1 762,23 Kč']],
      [[332, 'DPH 21 %'], [468, '370,07 Kč']],
      [[332, 'Celkem s DPH'], [468, '2 132,30 Kč']],
    ])
    const { invoice } = extractInvoice(lines)
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
    expect(invoice.observations.buyTotalCzkNoVat).toBe(1762.23)
  })
})
