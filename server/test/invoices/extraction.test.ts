/**
 * Precision rules of the extraction on small hand-written bills: a regulated rate is never a
 * buy-back, a label is never a value, a value that fails its check becomes null with a warning
 * under the field's camelCase path (with the value read) and confidence 0.
 */
import { describe, expect, test } from 'bun:test'
import { readColumns } from '../../src/modules/invoices/extraction/columns.ts'
import { extractInvoice } from '../../src/modules/invoices/extraction/extract.ts'
import { parseRows } from '../../src/modules/invoices/extraction/rows.ts'
import { withoutRowNumbers } from '../../src/modules/invoices/extraction/row-numbers.ts'
import { withAmountsLast } from '../../src/modules/invoices/extraction/amounts-first.ts'
import { tripleRows } from '../../src/modules/invoices/extraction/triples.ts'
import { withTwinTablesApart } from '../../src/modules/invoices/extraction/twin-tables.ts'
import { generateNineteenthSplitBill } from './corpus/nineteenth-split/index.ts'
import { LEGAL_FORM } from '../../src/modules/invoices/extraction/text.ts'
import { classifyDocument } from '../../src/modules/invoices/gate.ts'
import { buildLines } from '../../src/modules/invoices/pdf/layout.ts'
import { readPdfText } from '../../src/modules/invoices/pdf/read.ts'
import { bill, header, placed, sized, supply } from './extraction/lines.ts'

describe('compact bills of small traders', () => {
  test('an overpayment sentence with the bank account before the amount: the account is no amount', () => {
    const { invoice } = extractInvoice(
      bill([...header, ...supply, [[40, 'Přeplatek bude vrácen na Váš účet č. 19-2000145399/0800 do 30 dnů.']], [[40, 'K vrácení:'], [300, '1 234,56 Kč']]]),
    )
    expect(invoice.observations.balanceDueCzkWithVat).toBe(-1234.56)
    const alone = extractInvoice(bill([...header, ...supply, [[40, 'Přeplatek bude vrácen na účet 2501234567/2010.']]]))
    expect(alone.invoice.observations.balanceDueCzkWithVat).toBeNull()
  })

  test('buy-back credited on the bill (amounts negative, price positive) is read as the sale it is', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        ...supply,
        [[40, 'Výkup přebytků z FVE (odpočet)']],
        [[40, 'Výkup přebytků z FVE'], [250, '0,40000 MWh'], [330, '1 500,00 Kč/MWh'], [430, '-600,00 Kč']],
        [[40, 'Poplatek za výkup'], [250, '0,40000 MWh'], [330, '200,00 Kč/MWh'], [430, '80,00 Kč']],
      ]),
    )
    expect(invoice.meta.invoiceDirection).toBe('both')
    expect(invoice.selling).toMatchObject({ sellingType: 'SPOT', soldKwh: 400, spotTraderFeePerMwh: 200 })
    expect(invoice.observations.sellAveragePricePerMwh).toBe(1500)
    expect(invoice.observations.sellTotalCzkNoVat).toBe(520)
  })

  test('a supply-point heading over its "Adresa OM" line: the address is the line\'s value, not the label below the heading', () => {
    const lines = header.filter((row) => !/Adresa odběrného místa/.test(row[0]![1]))
    const { invoice } = extractInvoice(bill([...lines, [[40, 'Odběrné místo']], [[40, 'Adresa OM'], [172, 'Školní 3425/55, 100 00 Praha 10']], ...supply]))
    expect(invoice.meta.supplyPointAddress).toBe('Školní 3425/55, 100 00 Praha 10')
  })

  test('a summary line with two label-value pairs (consumption beside the total with VAT) is no energy row', () => {
    const { invoice } = extractInvoice(bill([...header, ...supply, [[40, 'Celková spotřeba: 3 775 kWh'], [300, 'Celkem s DPH'], [450, '2 420,00 Kč']]]))
    expect(invoice.buying.vtKwh).toBe(400)
    expect(invoice.observations.buyAveragePricePerMwhVt).toBe(3000)
  })

  test('a VAT recapitulation\'s "Základ" column is the total without VAT; "Vyúčtování výkupu č." numbers the bill', () => {
    const recap: [number, string][][] = [[[300, 'Sazba'], [380, 'Základ'], [440, 'DPH'], [500, 'Celkem']], [[300, '21 %'], [380, '2 100,00'], [440, '441,00'], [500, '2 541,00']]]
    const { invoice } = extractInvoice(bill([...header, ...supply, ...recap]))
    expect(invoice.observations.buyTotalCzkNoVat).toBe(2100)
    const numbered = extractInvoice(bill([[[40, 'Vyúčtování výkupu č. FV1660755126']], ...header.slice(2), ...supply]))
    expect(numbered.invoice.meta.invoiceNumber).toBe('FV1660755126')
  })

  test('advances worded "Uhrazeno zálohami" take part in the balance check', () => {
    const { warnings } = extractInvoice(
      bill([...header, ...supply, [[40, 'Celkem s DPH:'], [300, '2 420,00 Kč']], [[40, 'Uhrazeno zálohami:'], [300, '-2 000,00 Kč']], [[40, 'K úhradě:'], [300, '900,00 Kč']]]),
    )
    expect(warnings.map((w) => w.field)).toContain('observations.balanceDueCzkWithVat')
  })

  test('"Celkem k úhradě" is the amount owed after advances', () => {
    const { invoice } = extractInvoice(bill([...header, ...supply, [[40, 'Celkem k úhradě:'], [300, '312,40 Kč']]]))
    expect(invoice.observations.balanceDueCzkWithVat).toBe(312.4)
  })
})

/** Items placed freely: [x, y, font size, text]; widths from the text at 0.5 em per character. */
describe('layouts of the third former held-out split', () => {
  // Values printed big, each with a small caption under it, in a grid of cards.
  const cards: [number, number, number, string][] = [
    [36, 55, 16, 'Pražská energetika, a.s.'],
    [226, 91, 11, 'FV6791188222'],
    [337, 91, 11, '10.02.2025'],
    [448, 91, 11, '31.08.2024 -'],
    [36, 104, 24, '3 240,52 Kč'],
    [226, 103, 7, 'Číslo faktury'],
    [337, 103, 7, 'Datum vystavení'],
    [448, 103, 11, '27.02.2025'],
    [448, 109, 7, 'Zúčtovací období'],
    [36, 116, 11, 'Vrátíme Vám (přeplatek)'],
    [226, 116, 11, '8619642731'],
    [337, 116, 11, '10.04.2025'],
    [226, 130, 7, 'Variabilní symbol'],
    [337, 130, 7, 'Datum splatnosti'],
    [36, 167, 11, 'Jan Šťastná'],
    [233, 167, 11, '859182455856156635'],
    [36, 176, 7, 'Zákazník'],
    [233, 176, 7, 'EAN odběrného místa'],
    [233, 194, 9, 'Na Výsluní 63, 400 01 Ústí nad'],
    [233, 203, 9, 'Labem'],
    [233, 214, 7, 'Adresa odběrného místa'],
    [233, 240, 10, 'D01d'],
    [233, 250, 7, 'Distribuční sazba'],
    [40, 300, 8, 'Silová elektřina'], [250, 300, 8, '400,00 kWh'], [330, 300, 8, '3 000,00 Kč/MWh'], [430, 300, 8, '1 200,00 Kč'],
    [40, 312, 8, 'Distribuce elektřiny'], [250, 312, 8, '400,00 kWh'], [330, 312, 8, '1 405,58 Kč/MWh'], [430, 312, 8, '562,23 Kč'],
  ]

  test('values printed big over small captions are read above their caption, a wrapped period or address whole, the refund with its sign', () => {
    const { invoice } = extractInvoice(placed(cards))
    expect(invoice.meta).toMatchObject({
      invoiceNumber: 'FV6791188222',
      issueDate: '2025-02-10',
      billingPeriodFrom: '2024-08-31',
      billingPeriodTo: '2025-02-27',
      customerName: 'Jan Šťastná',
      supplyPointAddress: 'Na Výsluní 63, 400 01 Ústí nad Labem',
    })
    expect(invoice.observations.balanceDueCzkWithVat).toBe(-3240.52)
  })

  test('small labels over big values (form boxes) are still read below their label', () => {
    const boxes: [number, number, number, string][] = [
      [36, 55, 16, 'Pražská energetika, a.s.'],
      [40, 90, 7, 'Číslo faktury'], [240, 90, 7, 'Datum vystavení'],
      [40, 102, 11, 'FV6791188222'], [240, 102, 11, '10.02.2025'],
      [40, 120, 7, 'Variabilní symbol'], [240, 120, 7, 'Zúčtovací období'],
      [40, 132, 11, '8619642731'], [240, 132, 11, '31.08.2024 - 27.02.2025'],
      [40, 150, 7, 'Zákazník'], [240, 150, 7, 'Adresa odběrného místa'],
      [40, 162, 11, 'Jan Šťastná'], [240, 162, 11, 'Lipová 12, 140 00 Praha 4'],
      ...cards.slice(-8),
    ]
    const { invoice } = extractInvoice(placed(boxes))
    expect(invoice.meta).toMatchObject({ invoiceNumber: 'FV6791188222', issueDate: '2025-02-10', billingPeriodFrom: '2024-08-31', customerName: 'Jan Šťastná', supplyPointAddress: 'Lipová 12, 140 00 Praha 4' })
  })

})

describe('the electricity-bill gate', () => {
  test('a buy-back statement titled "Doklad o výkupu elektřiny z výrobny" reads as a bill; a contract does not', () => {
    const statement = bill([
      [[40, 'Doklad o výkupu elektřiny z výrobny']],
      [[40, 'Číslo daňového dokladu:'], [200, 'FV9212187162']],
      [[40, 'Zúčtovací období:'], [200, '15.8.2024 - 14.8.2025']],
      [[40, 'Kód výrobny (EAN):'], [200, '859182437114653551']],
      [[40, 'Výkup elektřiny z výrobny'], [250, '2 371 kWh'], [330, '2 140,08 Kč/MWh'], [430, '5 074,13 Kč']],
      [[40, 'Přeplatek'], [430, '5 074,13 Kč']],
    ])
    expect(classifyDocument(statement)).toMatchObject({ accepted: true })
    expect(classifyDocument(bill([[[40, 'Smlouva o výkupu elektřiny z výrobny']], ...statement.slice(1).map((line) => line.cells.map((cell) => [cell.x, cell.text] as [number, string]))]))).toMatchObject({ accepted: false })
  })

  test('a bill whose title no known wording or place gives still reads as one when it calls itself a faktura with its VAT, kWh and EAN; "zúčtování" is a title', () => {
    const letterhead: [number, string][][] = Array.from({ length: 12 }, (_, i) => [[40, `Řádek hlavičky ${i + 1}`]])
    const body: [number, string][][] = [
      [[40, 'Přehled za období 1. 1. 2025 - 31. 12. 2025']],
      [[40, 'EAN'], [200, '859182400100000013']],
      [[40, 'Silová elektřina'], [250, '2 371 kWh'], [330, '3 140,08 Kč/MWh'], [430, '7 445,13 Kč']],
      [[40, 'DPH 21 %'], [430, '1 563,48 Kč']],
      [[40, 'Nedoplatek'], [430, '1 008,61 Kč']],
    ]
    expect(classifyDocument(bill([...letterhead, ...body]))).toMatchObject({ accepted: false })
    expect(classifyDocument(bill([...letterhead, ...body, [[40, 'Faktura je splatná do 15. 2. 2026.']]]))).toMatchObject({ accepted: true })
    expect(classifyDocument(bill([[[40, 'Smlouva o dodávce elektřiny']], ...letterhead, ...body, [[40, 'Faktura je splatná do 15. 2. 2026.']]]))).toMatchObject({ accepted: false })
    expect(classifyDocument(bill([[[40, 'Roční zúčtování elektřiny']], ...body]))).toMatchObject({ accepted: true })
  })

  test('a title below a long letterhead reads as a bill when it is a heading of the first page, not when it is body text', () => {
    const letterhead = ['Pražská energetika, a.s.', 'Na Hroudě 1492/4, 100 05 Praha 10', 'IČO 60193913', 'Číslo zákazníka 57852987', 'Vystaveno dne 28. 5. 2025', 'Splatnost 12. 6. 2025', 'Petra Horáková', 'Komenského 1131/6', '160 00 Praha 6', 'Variabilní symbol 6907129577', 'Zákaznická linka 800 550 055', 'www.pre.cz']
    const rest = ['Zúčtovací období 21. 2. 2025 - 23. 5. 2025', 'EAN odběrného místa 859182451542038490', 'Silová elektřina VT 1,691 MWh', 'Hodnota hlavního jističe 3x10 A', 'Přeplatek 1 506,75 Kč']
    const document = (titleSize: number) =>
      buildLines(
        [...letterhead, 'Vyúčtování dodávky elektřiny a souvisejících služeb', ...rest].map((text, index) => ({ page: 1, text, x: 40, y: 40 + index * 14, width: text.length * 4, size: index === letterhead.length ? titleSize : 8 })),
      )
    expect(classifyDocument(document(14))).toMatchObject({ accepted: true })
    expect(classifyDocument(document(8))).toMatchObject({ accepted: false })
  })

  test('a period written with month names and a "Výkupní doklad" title read as a bill', () => {
    const statement = bill([
      [[40, 'VÝKUPNÍ DOKLAD - ELEKTŘINA']],
      [[40, 'Číslo dokladu:'], [200, '7282952021']],
      [[40, 'Období vyúčtování: 17. prosince 2024 - 16. prosince 2025']],
      [[40, 'EAN výroba:'], [200, '859182469976634461']],
      [[40, 'Výkup elektřiny z výrobny'], [250, '2 371 kWh'], [330, '2 140,08 Kč/MWh'], [430, '5 074,13 Kč']],
      [[40, 'K výplatě'], [430, '5 074,13 Kč']],
    ])
    expect(classifyDocument(statement)).toMatchObject({ accepted: true })
    expect(extractInvoice(statement).invoice.meta).toMatchObject({ billingPeriodFrom: '2024-12-17', billingPeriodTo: '2025-12-16' })
  })
})

describe('layouts of the sixth former held-out split', () => {
  const letterHead: [number, string][][] = [
    [[40, 'Pražská energetika, a.s.']],
    [[40, 'Číslo faktury: 7310045521']],
    [[40, 'Datum vystavení: 12. 3. 2025']],
    [[40, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025']],
  ]

  test('items told in sentences wrapped over lines (a dash before the quantity) are rows; the total, the yearly estimate and the balance are read from sentences', () => {
    const { invoice } = extractInvoice(
      bill([
        ...letterHead,
        [[40, 'zasíláme Vám vyúčtování pro odběrné místo na adrese']],
        [[40, 'Lipová 12, 140 00 Praha 4 (EAN odběrného místa 859182400100000013 a EAN výrobny']],
        [[40, '859182400100000020). Odběrné místo má distribuční sazbu D02d.']],
        [[40, 'Celkem jste v tomto období odebrali 0,400 MWh elektřiny. Vaši předpokládanou roční spotřebu']],
        [[40, 'odhadujeme na 2 450 kWh.']],
        [[56, 'Dodávka elektřiny - 0,400 MWh po 3 000,00 Kč/MWh - činí']],
        [[56, '1 200,00 Kč.']],
        [[56, 'Distribuce elektřiny v rozsahu 0,400 MWh při ceně 1 405,58 Kč/MWh dělá 562,23 Kč.']],
        [[56, 'Spotřební daň z elektřiny - 0,400 MWh po 28,30 Kč/MWh - činí 11,32 Kč.']],
        [[40, 'Výsledně Vám po odečtení záloh vzniká přeplatek']],
        [[40, '1 049,76 Kč, který Vám vrátíme.']],
      ]),
    )
    expect(invoice.buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 3000, totalKwh: 400, yearlyConsumptionKwhEstimated: 2450 })
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
    expect(invoice.meta.supplyPointAddress).toBe('Lipová 12, 140 00 Praha 4')
    // The production point's EAN is named just before it, on the line above: the supply point's is the other.
    expect(invoice.meta.ean).toBe('859182400100000013')
    expect(invoice.observations.balanceDueCzkWithVat).toBe(-1049.76)
  })

  test('an address after its label in one cell of a column, wrapped at the column\'s edge, reads whole; a lone line takes no item name below', () => {
    const { invoice } = extractInvoice(
      bill([
        ...letterHead,
        [[40, 'Odběrné místo: Husova 2510/32, 370 01 České'], [218, 'Celková spotřeba za období: 0,400 MWh.']],
        [[40, 'Budějovice.'], [218, 'Smlouva je sjednána na dobu určitou.']],
        ...supply,
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('Husova 2510/32, 370 01 České Budějovice')
    const lone = extractInvoice(bill([...letterHead, [[40, 'Produkt: Elektřina Bez starostí']], ...supply]))
    expect(lone.invoice.meta.productName).toBe('Elektřina Bez starostí')
  })
})

describe('layouts of the seventh former held-out split', () => {
  const letterHead: [number, string][][] = [
    [[40, 'Pražská energetika, a.s.']],
    [[40, 'Datum vystavení: 12. 3. 2025']],
    [[40, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025']],
  ]

  test('a row that says it sums the rows above it is no item; one with nothing above to sum is', () => {
    const sale = (rows: [number, string][][]) => extractInvoice(bill([...letterHead, [[40, 'Výkup elektřiny z výrobny']], ...rows])).invoice
    const summed = sale([
      [[40, 'Ceny platné v období 1. 1. 2025 - 31. 1. 2025']],
      [[40, 'Elektřina dodaná do sítě'], [300, '0,300 MWh × 2 000,00 Kč/MWh = 600,00 Kč']],
      [[40, 'Ceny platné v období 1. 2. 2025 - 28. 2. 2025']],
      [[40, 'Elektřina dodaná do sítě'], [300, '0,100 MWh × 2 400,00 Kč/MWh = 240,00 Kč']],
      [[40, 'Vykoupeno celkem 0,400 MWh za 840,00 Kč']],
    ])
    expect(summed.selling.soldKwh).toBe(400)
    expect(summed.observations.sellTotalCzkNoVat).toBe(840)
    const alone = sale([[[40, 'Vykoupeno celkem'], [300, '0,400 MWh'], [380, '2 100,00 Kč/MWh'], [460, '840,00 Kč']]])
    expect(alone.selling.soldKwh).toBe(400)
  })

  test('the number under the document\'s title, or after "faktura" on a continued page, is the invoice number', () => {
    const number = (rows: [number, string][][]) => extractInvoice(bill([...rows, ...letterHead.slice(1), ...supply])).invoice.meta.invoiceNumber
    expect(number([[[40, 'ČEZ Prodej, a.s.'], [374, 'FAKTURA - DAŇOVÝ DOKLAD']], [[40, 'Duhová 1531/3, 140 00 Praha 4'], [420, 'číslo 24133702836']]])).toBe('24133702836')
    expect(number([[[40, 'ČEZ Prodej, a.s. - faktura 24133702836'], [500, 'pokračování']]])).toBe('24133702836')
    // A year or a period after "faktura" is no number; nor is a number under another heading.
    expect(number([[[40, 'Faktura 2025']], [[40, 'Přehled plateb'], [374, 'Zálohy']], [[374, 'číslo 24133702836']]])).toBeNull()
  })

  test('a grand total naming both parts, a consumption listed per tariff then in total, a contract end cut after its month, a buy-back product labelled "Výkup"', () => {
    const { invoice, warnings } = extractInvoice(
      bill([
        ...header,
        [[40, 'Výkup'], [160, 'Výkup elektřiny SPOT']],
        ...supply,
        [[40, 'Celkem za dodávku elektřiny a distribuční služby bez DPH'], [345, '1 900,00 Kč']],
        [[40, 'Spotřeba za zúčtovací období: VT 150 kWh, NT 260 kWh, celkem 410 kWh']],
        [[40, 'Poznámka: smlouva na dobu určitou do 29. 3.']],
        [[40, '2026.']],
      ]),
    )
    // The printed figures, each contradicting the items (a warning says so), not the items' sums.
    expect(invoice.observations.buyTotalCzkNoVat).toBe(1900)
    expect(invoice.buying.totalKwh).toBe(410)
    expect(warnings.map((w) => w.field)).toEqual(expect.arrayContaining(['observations.buyTotalCzkNoVat', 'buying.totalKwh']))
    expect(invoice.meta.contractEndDate).toBe('2026-03-29')
    // On a bill that also buys, "Výkup" names the buy-back only: no supply product.
    expect(invoice.meta.productName).toBeNull()
    const sellOnly = extractInvoice(
      bill([...letterHead, [[40, 'Výkup'], [160, 'Výkup elektřiny SPOT']], [[40, 'Elektřina dodaná do sítě'], [250, '0,400 MWh'], [330, '2 000,00 Kč/MWh'], [430, '800,00 Kč']]]),
    )
    expect(sellOnly.invoice.meta.productName).toBe('Výkup elektřiny SPOT')
  })

  test('a label whose values stand one per line in the column after it: the address under the EAN', () => {
    const { invoice } = extractInvoice(
      bill([
        ...letterHead,
        [[40, 'Odběrné místo'], [152, 'EAN 859182400100000013']],
        [[152, 'Komenského 126, 140 00 Praha 4']],
        ...supply,
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('Komenského 126, 140 00 Praha 4')
    expect(invoice.meta.ean).toBe('859182400100000013')
  })
})

describe('layouts of the eighth former held-out split', () => {
  /** Lines at the given y (points), cells at the given x, in a font of `size` points (4 points of width per character). */
  const placed = (rows: [number, [number, string][]][], size = 7) =>
    buildLines(rows.flatMap(([y, cells]) => cells.map(([x, text]) => ({ page: 1, text, x, y, width: text.length * 4, size }))))
  const top: [number, [number, string][]][] = header.map((cells, index) => [40 + index * 12, cells])

  test('a charge table with one column group per price period gives one row per period; the whole-period group is a subtotal', () => {
    const rows = (periods: [number, [number, string][]][]) =>
      placed([
        ...top,
        ...periods,
        [150, [[40, 'Položka'], [200, 'Množství'], [240, 'Cena/MJ'], [290, 'Kč'], [335, 'Množství'], [370, 'Cena/MJ'], [420, 'Kč'], [465, 'Množství'], [505, 'Kč']]],
        [162, [[40, 'Obchodní část']]],
        [174, [[40, 'Silová elektřina'], [120, 'MWh'], [140, 'Kč/MWh'], [205, '0,435'], [235, '2 265,79'], [280, '985,62'], [340, '1,218'], [370, '2 804,44'], [415, '3 415,81'], [465, '1,653'], [500, '4 401,43']]],
      ]).concat(bill([[[40, 'Distribuce elektřiny'], [250, '1 653,00 kWh'], [330, '1 405,58 Kč/MWh'], [430, '2 323,42 Kč']]]).map((line) => ({ ...line, y: 300 })))
    const printed = extractInvoice(rows([[138, [[200, '01.01.2025 - 31.01.2025'], [330, '01.02.2025 - 28.02.2025'], [460, 'Celkem za období']]]])).invoice
    expect(printed.buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 2804.44, totalKwh: 1653 })
    // Narrow header cells: each range's year wraps onto the next line, and the subtotal's cell sits a little lower.
    const wrapped = extractInvoice(
      rows([
        [132, [[200, '01.01.2025 - 31.01.'], [330, '01.02.2025 - 28.02.']]],
        [136, [[460, 'Součet']]],
        [141, [[205, '2025'], [335, '2025']]],
      ]),
    ).invoice
    expect(wrapped.buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 2804.44, totalKwh: 1653 })
  })

  test('a two-line name printed around its values line (a row centred in its cell) names that row', () => {
    const { invoice } = extractInvoice(
      placed([
        ...top,
        [150, [[40, 'Položka'], [200, 'Množství'], [260, 'Cena/MJ'], [330, 'Kč']]],
        [162, [[40, 'Silová elektřina'], [150, 'MWh'], [200, '0,400'], [260, '3 000,00'], [330, '1 200,00']]],
        [170, [[40, 'Podpora elektřiny z']]],
        [174, [[150, 'MWh'], [200, '0,400'], [260, '495,00'], [330, '198,00']]],
        [178, [[40, 'podporovaných zdrojů']]],
      ]),
    )
    expect(invoice.distribution.renewableEnergyFeePerMWh).toBe(495)
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
  })

  test('a period under a wrapped name, its end wrapped with the month written out, a breaker in the name, in a smaller font a little apart', () => {
    const { invoice } = extractInvoice(
      placed([
        ...top,
        [138, [[40, 'Položka'], [150, 'Množství'], [220, 'Jedn. cena'], [300, 'Kč']]],
        [150, [[40, 'Silová elektřina'], [150, '0,400 MWh'], [220, '3 000,00 Kč/MWh'], [300, '1 200,00']]],
        // The later period first: read undated, the last row (January's) would be taken.
        [162, [[40, 'Měsíční plat za'], [150, '1,000 měs.'], [220, '209,00 Kč/měs.'], [300, '209,00']]],
        [171, [[40, '- jistič 3×25 A']]],
        [185, [[40, '1.2.2025 - 28.']]],
        [191, [[40, 'února 2025']]],
        [205, [[40, 'Měsíční plat za'], [150, '1,000 měs.'], [220, '150,00 Kč/měs.'], [300, '150,00']]],
        [214, [[40, '- jistič 3×25 A']]],
        [228, [[40, '1.1.2025 - 31.']]],
        [234, [[40, 'ledna 2025']]],
      ]),
    )
    // PRE's regulated D02d 3×25 A price of 2025.
    expect(invoice.distribution.circuitBreakerMonthlyFeeCzkInvoice).toBe(209)
    // The breaker's "A" wrapped onto a line of its own.
    const cut = extractInvoice(
      placed([
        ...top,
        [138, [[40, 'Položka'], [150, 'Množství'], [220, 'Jedn. cena'], [300, 'Kč']]],
        [150, [[40, 'Silová elektřina'], [150, '0,400 MWh'], [220, '3 000,00 Kč/MWh'], [300, '1 200,00']]],
        [164, [[40, 'Měsíční plat za'], [150, '1,000 měs.'], [220, '209,00 Kč/měs.'], [300, '209,00']]],
        [173, [[40, 'příkon - jistič 3×25']]],
        [182, [[40, 'A']]],
      ]),
    ).invoice
    expect(cut.distribution.circuitBreakerMonthlyFeeCzkInvoice).toBe(209)
    expect(cut.buying.monthlyFeeCzk).toBeNull()
  })

  test('a table read on in the next column of a page keeps its rows, though they lie right of the first column\'s table', () => {
    const { invoice } = extractInvoice(
      placed([
        ...top,
        [150, [[40, 'Položka'], [120, 'Množství'], [170, 'Cena'], [230, 'Kč']]],
        [162, [[40, 'Silová elektřina'], [120, '0,400 MWh'], [170, '3 000,00 Kč/MWh'], [240, '1 200,00']]],
        [60, [[320, 'Položky - pokračování']]],
        [72, [[320, 'Položka'], [400, 'Množství'], [450, 'Cena'], [510, 'Kč']]],
        [84, [[320, 'Distribuce elektřiny'], [400, '0,400 MWh'], [450, '1 405,58 Kč/MWh'], [520, '562,23']]],
      ]).sort((a, b) => (a.cells[0]!.x < 300 ? 0 : 1) - (b.cells[0]!.x < 300 ? 0 : 1)),
    )
    expect(invoice.distribution.distributorFeeHighPerMWh).toBe(1405.58)
  })

  test('a table continued under a "pokračování" heading stays in its section; a name cut after a preposition goes on a little apart', () => {
    const sale = extractInvoice(
      bill([...header, ...supply, [[40, 'Výkup elektřiny z výrobny']], [[40, 'Rozpis vyúčtování - pokračování']], [[40, 'Elektřina z FVE'], [250, '3 138 kWh'], [330, '1 693,83 Kč/MWh'], [430, '5 315,24 Kč']]]),
    ).invoice
    expect(sale.selling.soldKwh).toBe(3138)
    expect(sale.buying.totalKwh).toBe(400)
    const { invoice } = extractInvoice(
      placed([
        ...top,
        [138, [[40, 'Položka'], [150, 'Množství'], [220, 'Jedn. cena'], [300, 'Kč']]],
        [150, [[40, 'Silová elektřina'], [150, '0,400 MWh'], [220, '3 000,00 Kč/MWh'], [300, '1 200,00']]],
        [164, [[40, 'Stálý plat za'], [150, '1,000 měs.'], [220, '209,00 Kč/měs.'], [300, '209,00']]],
        [178, [[40, 'rezervovaný příkon']]],
        [186, [[40, '(3×25 A)']]],
      ]),
    )
    expect(invoice.distribution.circuitBreakerMonthlyFeeCzkInvoice).toBe(209)
    expect(invoice.buying.monthlyFeeCzk).toBeNull()
  })

  test('bounds: a header of more period ranges than a bill prints opens no groups; a name stops growing past a sentence', () => {
    const range = (k: number) => `${String(k + 1).padStart(2, '0')}.01.2025 - ${String(k + 1).padStart(2, '0')}.02.2025`
    const many = placed([
      ...top,
      [138, Array.from({ length: 13 }, (_, k) => [200 + k * 100, range(k)] as [number, string])],
      [150, [[40, 'Silová elektřina'], ...Array.from({ length: 13 }, (_, k) => [[205 + k * 100, '0,100'], [230 + k * 100, '3 000,00'], [272 + k * 100, '300,00']] as [number, string][]).flat()]],
    ])
    expect(parseRows(many).filter((row) => row.label.startsWith('Silová')).length).toBeLessThanOrEqual(1)
    const column = placed([
      [150, [[40, 'Silová elektřina'], [250, '0,400 MWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']]],
      ...Array.from({ length: 300 }, (_, k) => [158 + k * 8, [[40, 'a dále pokračuje']]] as [number, [number, string][]]),
    ])
    expect(parseRows(column)[0]!.label.length).toBeLessThan(450)
  })

})

describe('layouts of the ninth former held-out split', () => {
  /** Lines at the given y (points), cells at the given x, in a font of `size` points (4 points of width per character). */
  const placed = (rows: [number, [number, string][]][], size = 7) =>
    buildLines(rows.flatMap(([y, cells]) => cells.map(([x, text]) => ({ page: 1, text, x, y, width: text.length * 4, size }))))
  const top: [number, [number, string][]][] = header.map((cells, index) => [40 + index * 12, cells])

  test('a row wrapped in its name and its period at once ("… z | 1. 1. 2025 -" over "… zdrojů (POZE) | 28. 2. 2025") keeps its period', () => {
    const rows = parseRows(
      placed([
        ...top,
        [140, [[40, 'Položka'], [180, 'Od - do'], [260, 'Množství'], [350, 'Jednotková cena'], [460, 'Cena celkem']]],
        [152, [[40, 'Silová elektřina'], [180, '1. 1. 2025 -'], [260, '400,00 kWh'], [350, '3,00000'], [460, '1 200,00']]],
        [160, [[180, '28. 2. 2025']]],
        [172, [[40, 'Podpora elektřiny z'], [180, '1. 1. 2025 -'], [260, '400,00 kWh'], [350, '0,49500'], [460, '198,00']]],
        [180, [[40, 'podporovaných zdrojů (POZE)'], [180, '28. 2. 2025']]],
        [192, [[40, 'Cena za distribuované množství'], [180, '1. 1. 2025 -'], [260, '400,00 kWh'], [350, '1,40558'], [460, '562,23']]],
        [200, [[40, 'elektřiny VT/T1'], [180, '28. 2. 2025']]],
      ]),
    )
    expect(rows.map(({ label, from, to }) => ({ label, from, to }))).toEqual([
      { label: 'Silová elektřina', from: '2025-01-01', to: '2025-02-28' },
      { label: 'Podpora elektřiny z podporovaných zdrojů (POZE)', from: '2025-01-01', to: '2025-02-28' },
      { label: 'Cena za distribuované množství elektřiny VT/T1', from: '2025-01-01', to: '2025-02-28' },
    ])
  })

  test('a value centred beside a label wrapped over two lines is the label\'s; a street\'s town a line further down completes the address', () => {
    const lines = placed([
      [40, [[34, 'Pražská energetika, a.s.'], [311, 'Evidenční číslo daňového']]],
      [44, [[511, '540130132']]],
      [51, [[311, 'dokladu']]],
      [64, [[311, 'Zúčtovací období'], [439, '1. 1. 2025 - 28. 2. 2025']]],
      [90, [[34, 'Zákazník'], [250, 'Místo spotřeby'], [378, 'Nádražní 189/7']]],
      [100, [[34, 'Tomáš Marková']]],
      [109, [[34, 'Nádražní 189/7'], [378, '400 01 Ústí nad Labem']]],
      [118, [[34, '400 01 Ústí nad Labem'], [250, 'EAN kód odběrného místa'], [378, '859182400100000013']]],
      [140, [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']]],
    ], 8)
    expect(extractInvoice(lines).invoice.meta).toMatchObject({ invoiceNumber: '540130132', supplyPointAddress: 'Nádražní 189/7, 400 01 Ústí nad Labem' })
    // A line of its own a full line below is another row's, not the label's.
    const apart = lines.map((line) => (line.text === '540130132' ? { ...line, y: 52 } : line))
    expect(extractInvoice(apart).invoice.meta.invoiceNumber).toBeNull()
  })

  test('an addressee printed as a name over "street, postcode town" is the customer; "Konec smluvního období" is the contract end', () => {
    const lines = placed([
      [40, [[34, 'Pražská energetika, a.s.']]],
      [50, [[34, 'Na Hroudě 1492/4, 100 05 Praha 10 · IČO 60193913']]],
      [90, [[46, 'Lukáš Horáková']]],
      [100, [[46, 'U Potoka 247/42, 400 01 Ústí nad Labem']]],
      [130, [[34, 'Faktura za elektřinu za období 1. 1. 2025 - 28. 2. 2025']]],
      [142, [[34, 'Odběrné místo: U Potoka 247/42, 400 01 Ústí nad Labem'], [300, 'EAN: 859182400100000013']]],
      [154, [[34, 'Konec smluvního období'], [230, '7.5.2026']]],
      [170, [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']]],
    ], 8)
    expect(extractInvoice(lines).invoice.meta).toMatchObject({ customerName: 'Lukáš Horáková', contractEndDate: '2026-05-07' })
  })

  test('an item card whose name carries its breaker ("Cena za příkon podle jističe (3 x 10 A)") over "0,925 měs. × 98,00 Kč/měs." is the breaker row', () => {
    const rows = parseRows(
      placed([
        ...top,
        [140, [[42, 'DISTRIBUCE ELEKTŘINY']]],
        [152, [[42, 'Cena za příkon podle jističe (3 x 10 A)'], [465, '24.03.2025 - 20.04.2025']]],
        [164, [[56, '0,925 měs. × 98,00 Kč/měs.'], [516, 'Kč 90,65']]],
      ], 9),
    )
    expect(rows.map(({ kind, price, total, quantity }) => ({ kind, price, total, quantity }))).toEqual([{ kind: 'breaker', price: 98, total: 90.65, quantity: 0.925 }])
  })

  test('an item\'s period printed far right of its name, below a two-column letterhead and a stretch of full-width lines, stays on its line', () => {
    const lines = placed([
      [61, [[42, 'VoltTrade Česko s.r.o.'], [357, 'FAKTURA ZA DODÁVKU ELEKTŘINY']]],
      [73, [[42, 'Tř. Kosmonautů 8, 779 00 Olomouc'], [448, 'Faktura - daňový doklad']]],
      [110, [[42, 'Zákazník'], [334, 'Číslo dokladu'], [481, 'FV4472896889']]],
      [122, [[42, 'Lukáš Procházka'], [334, 'Variabilní symbol'], [494, '9208527090']]],
      [134, [[42, 'Husova 216'], [334, 'Číslo zákazníka'], [506, '77159365']]],
      [147, [[42, '530 02 Pardubice'], [334, 'Datum vystavení'], [499, '10.12.2025']]],
      [159, [[334, 'Datum zdanitelného plnění'], [505, '1.12.2025']]],
      [171, [[334, 'Splatnost'], [499, '24.12.2025']]],
      [184, [[334, 'Období vyúčtování'], [448, '1.12.2024 - 1.12.2025']]],
      ...['ODBĚRNÉ MÍSTO', 'Odběrné místo: Husova 216', 'Sazba distribuce: D01d', 'Cenový produkt: Stabilní cena Plus', 'Rozpis vyúčtování', 'Ceny jsou uvedeny bez DPH.', 'DODÁVKA ELEKTŘINY'].map((text, k) => [204 + k * 12, [[42, text]]] as [number, [number, string][]]),
      [300, [[42, 'Spotřeba elektřiny - bez rozlišení tarifu'], [469, '1.12.2024 - 31.12.2024']]],
      [312, [[56, `136 kWh × 3 183,57 CZK/MWh ${'.'.repeat(100)}`], [503, '432,97 CZK']]],
    ], 9)
    const read = readColumns(lines)
    expect(read.find((line) => line.text.startsWith('Spotřeba elektřiny'))?.text).toBe('Spotřeba elektřiny - bez rozlišení tarifu | 1.12.2024 - 31.12.2024')
    expect(parseRows(read).map(({ kind, from, to, total }) => ({ kind, from, to, total }))).toEqual([{ kind: 'energySingle', from: '2024-12-01', to: '2024-12-31', total: 432.97 }])
    // The letterhead's labels keep their values.
    expect(extractInvoice(lines).invoice.meta).toMatchObject({ invoiceNumber: 'FV4472896889', customerName: 'Lukáš Procházka', issueDate: '2025-12-10' })
  })

  test('a name wrapped before its register code ("… (vážený" / "průměr) VT/T1") keeps the code: VT and NT rows stay apart', () => {
    const rows = parseRows(
      placed([
        ...top,
        [140, [[37, 'Položka'], [228, 'Období'], [342, 'Množství'], [387, 'Cena za jednotku'], [465, 'Celkem bez DPH (CZK)']]],
        [152, [[37, 'Elektřina dle hodinových cen OTE (vážený'], [228, '01.01.2025 - 28.02.2025'], [330, '211,00 kWh 2,28017 CZK/kWh'], [530, '481,12']]],
        [162, [[37, 'průměr) VT/T1']]],
        [176, [[37, 'Elektřina dle hodinových cen OTE (vážený'], [228, '01.01.2025 - 28.02.2025'], [330, '845,00 kWh 2,53119 CZK/kWh'], [522, '2.138,86']]],
        [186, [[37, 'průměr) NT/T2']]],
      ], 8),
    )
    expect(rows.map(({ kind, total }) => ({ kind, total }))).toEqual([
      { kind: 'energyVt', total: 481.12 },
      { kind: 'energyNt', total: 2138.86 },
    ])
  })

  test('"Místo výroby" labels a buy-back statement\'s address, and is no customer\'s name', () => {
    const lines = placed([
      [40, [[42, 'E.ON Energie, a.s.'], [365, 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY']]],
      [52, [[42, 'Období vyúčtování'], [212, '19.02.2025 - 16.10.2025']]],
      [76, [[42, 'Zákazník'], [212, 'Místo výroby']]],
      [88, [[42, 'Jana Svobodová'], [212, 'Husova 3700/56, 612 00 Brno']]],
      [112, [[42, 'Výkup elektřiny z výrobny'], [250, '0,290 MWh'], [330, '2 049,04 Kč/MWh'], [430, '594,22 Kč']]],
    ], 9)
    expect(extractInvoice(lines).invoice.meta).toMatchObject({ supplyPointAddress: 'Husova 3700/56, 612 00 Brno', customerName: 'Jana Svobodová' })
  })
})

describe('layouts of the tenth former held-out split, and the sixth\'s ledger and notes', () => {
  /** Lines at the given y (points), cells at the given x, in a font of `size` points (4 points of width per character). */
  const placed = (rows: [number, [number, string][]][], size = 8, page = 1) =>
    buildLines(rows.flatMap(([y, cells]) => cells.map(([x, text]) => ({ page, text, x, y, width: text.length * 4, size }))))
  const kinds = (lines: ReturnType<typeof placed>) => parseRows(lines).map(({ label, kind, quantity, price, total }) => ({ label, kind, quantity, price, total }))

  test('a narrow card (name, period, then one named value a line) is one row; the price with VAT is left out', () => {
    const rows = kinds(
      placed([
        [30, [[26, 'Za elektřinu - Elektřina Burza Flexi']]],
        [44, [[26, 'Elektřina VT za burzovní cenu']]],
        [52, [[26, '5. 10. 2025 - 2. 11. 2025']]],
        [61, [[26, 'Množství'], [227, '151 kWh']]],
        [70, [[26, 'Cena bez DPH'], [193, '2,52857 CZK/kWh']]],
        [79, [[26, 'Cena s DPH'], [193, '3,05957 CZK/kWh']]],
        [88, [[26, 'Částka bez DPH'], [216, '381,81 CZK']]],
        [104, [[26, 'Stálý plat obchodníka']]],
        [121, [[26, 'Počet měsíců'], [238, '0,938']]],
        [130, [[26, 'Cena bez DPH'], [192, '146,39 CZK/měsíc']]],
        [139, [[26, 'Částka bez DPH'], [216, '137,31 CZK']]],
        [155, [[26, 'Sleva 3 % na elektřinu']]],
        [163, [[26, '5. 10. 2025 - 2. 11. 2025']]],
        [172, [[26, 'Množství'], [227, '151 kWh']]],
        [181, [[26, 'Cena bez DPH'], [193, '-0,07586 CZK/kWh']]],
        [190, [[26, 'Částka bez DPH'], [216, '-11,45 CZK']]],
      ]),
    )
    expect(rows).toEqual([
      { label: 'Elektřina VT za burzovní cenu 5. 10. 2025 - 2. 11. 2025', kind: 'energyVt', quantity: 151, price: 2528.57, total: 381.81 },
      { label: 'Stálý plat obchodníka', kind: 'monthlyFee', quantity: 0.938, price: 146.39, total: 137.31 },
      { label: 'Sleva 3 % na elektřinu 5. 10. 2025 - 2. 11. 2025', kind: 'discount', quantity: 151, price: -75.86, total: -11.45 },
    ])
  })

  test('a section heading may name its product or rate after a dash, and may be numbered in a cell of its own', () => {
    const rows = kinds(
      placed([
        [30, [[26, 'Výkup elektřiny Fix']]],
        [44, [[26, 'Za elektřinu - PRE Fixace 24']]],
        [56, [[26, 'Elektřina ve vysokém tarifu (VT)'], [200, '2 009 kWh'], [300, '3,40284 Kč/kWh'], [400, '6 836,31 Kč']]],
        [70, [[20, '2'], [30, 'Distribuce a regulované služby - sazba C26d']]],
        [82, [[26, 'Příkon'], [200, '12 měs'], [300, '97,00 Kč/měs'], [400, '1 164,00 Kč']]],
      ]),
    )
    expect(rows.map(({ kind }) => kind)).toEqual(['energyVt', 'breaker'])
  })

  test('item names an ERP abbreviates read as written out; a breaker size or a digit inside a word stays in the name', () => {
    const rows = kinds(
      placed([
        [30, [[42, 'Kód'], [70, 'Text položky'], [298, 'Množství MJ'], [387, 'Cena/MJ'], [452, 'Částka bez DPH']]],
        [42, [[42, 'EJT1'], [70, 'Sil.el. 1tarif'], [319, '257 kWh'], [390, '1,90497'], [422, 'Kč/kWh'], [488, '489,58']]],
        [52, [[42, 'SMP1'], [70, 'Stálý měs. plat'], [313, '0,976 měs'], [394, '115,79 Kč/měs'], [488, '113,01']]],
        [62, [[20, '2'], [30, 'Distribuce a regulované služby']]],
        [72, [[42, 'JIS2'], [70, 'Jistič 3x16 A'], [313, '0,976 měs'], [399, '66,00'], [422, 'Kč/měs'], [493, '64,42']]],
        [82, [[42, 'SYS2'], [70, 'Syst. služby'], [319, '257 kWh'], [394, '170,92'], [422, 'Kč/MWh'], [493, '43,93']]],
        [92, [[42, 'OTE2'], [70, 'Nesíť. infrastr.'], [313, '0,976 měs'], [403, '5,79'], [422, 'Kč/měs'], [497, '5,65']]],
      ], 6.8),
    )
    expect(rows.map(({ label, kind }) => ({ label, kind }))).toEqual([
      { label: 'EJT1 Sil.el. 1tarif', kind: 'energySingle' },
      { label: 'SMP1 Stálý měs. plat', kind: 'monthlyFee' },
      { label: 'JIS2 Jistič 3x16 A', kind: 'breaker' },
      { label: 'SYS2 Syst. služby', kind: 'systemServices' },
      { label: 'OTE2 Nesíť. infrastr.', kind: 'infrastructure' },
    ])
  })

  test('a supply point block lists its EANs before its address; a label line under a whole address is no part of it; a fault line stands under its label', () => {
    const lines = placed([
      [40, [[42, 'innogy Energie, s.r.o.'], [390, 'FAKTURA - DAŇOVÝ DOKLAD']]],
      [52, [[42, 'Číslo dokladu: 24294275994'], [300, 'Zúčtovací období: 08.02.2025 - 07.03.2025']]],
      [80, [[48, 'ODBĚRATEL'], [304, 'MÍSTO SPOTŘEBY']]],
      [92, [[48, 'Eva Kučerová'], [304, 'EAN 859182400100000013']]],
      [104, [[48, 'Lipová 850/27'], [304, 'EAN výrobny 859182400100000020']]],
      [116, [[48, '612 00 Brno'], [304, 'Lipová 850/27, 612 00 Brno']]],
      [128, [[304, 'Distribuční sazba D01d']]],
      [140, [[304, 'Hlášení poruch (poruchová linka)']]],
      [149, [[304, '224 915 151']]],
      [170, [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']]],
    ])
    const { meta, distribution } = extractInvoice(lines).invoice
    expect(meta.supplyPointAddress).toBe('Lipová 850/27, 612 00 Brno')
    expect(distribution).toMatchObject({ distributorKey: 'PRE', distributorKeySource: 'poruchova_linka' })
  })

  test('a sidebar\'s words beside the supply point heading are no street; "Součet za elektřinu bez DPH" is the total; a contract end\'s year may wrap', () => {
    const lines = placed([
      [40, [[40, 'E.ON Energie, a.s.'], [345, 'VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY']]],
      [52, [[270, 'Zúčtovací období'], [406, '9. 3. 2025 - 7. 4. 2025']]],
      [80, [[40, 'Odběrné místo'], [340, 'Víte, že…']]],
      [93, [[40, 'EAN odběrného místa'], [168, '859182400100000013'], [340, 'výši záloh upravíte v portálu;']]],
      [106, [[40, 'Adresa odběrného místa'], [168, 'Lipová 154/7, 586 01 Jihlava']]],
      [119, [[40, 'Smlouva'], [168, 'sjednána na dobu určitou do 21. 1.']]],
      [128, [[168, '2026']]],
      [150, [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']]],
      [162, [[40, 'Součet za elektřinu bez DPH'], [430, '1 250,00 Kč']]],
    ])
    const { meta, observations } = extractInvoice(lines).invoice
    expect(meta).toMatchObject({ supplyPointAddress: 'Lipová 154/7, 586 01 Jihlava', contractEndDate: '2026-01-21' })
    expect(observations.buyTotalCzkNoVat).toBe(1250)
  })

  test('a ledger books a deduction positive beside its negative price; a row cut by a page break goes on under the repeated header', () => {
    const head: [number, [number, string][]] = [0, [[36, 'Datum'], [104, 'Doklad'], [182, 'Text'], [361, 'Má dáti'], [431, 'Dal'], [501, 'Zůstatek']]]
    const lines = [
      ...placed(
        [
          [30, [[36, 'Výkupní produkt'], [154, 'Výkup elektřiny Fix']]],
          [40, head[1]],
          [46, [[36, '11.04.2025'], [104, '9230519324'], [182, 'Spotřeba VT (T1), 508 kWh × 2,07441 Kč/kWh'], [382, '1 053,80'], [523, '1 053,80']]],
          [52, [[36, '11.04.2025'], [104, '9230519324'], [182, 'Dodávka elektřiny do sítě (výkup)'], [452, '2 292,39'], [523, '-1 238,59']]],
          [60, [[182, '(09.08.2024 - 31.12.2024), 1,716 MWh ×']]],
          [68, [[182, '1 335,89 Kč/MWh']]],
          [80, [[36, '11.04.2025'], [104, '9230519324'], [182, 'Srážka obchodníka z ceny výkupu, 1 716'], [382, '758,83'], [523, '-1 533,56']]],
          [88, [[182, 'kWh × -0,44221 Kč/kWh']]],
          [100, [[36, '11.04.2025'], [104, '9230519324'], [182, 'Dodávka elektřiny jednotarif (1.1.2025 -'], [382, '2 219,36'], [523, '685,80']]],
        ],
        7.5,
      ),
      ...placed(
        [
          [40, head[1]],
          [52, [[182, '24.5.2025), 0,973 MWh × 2 280,95 CZK/']]],
          [60, [[182, 'MWh']]],
        ],
        7.5,
        2,
      ),
    ]
    // "Výkupní produkt" is a label with its value, no buy-back heading over what follows.
    expect(kinds(lines)).toEqual([
      { label: 'Spotřeba VT (T1),', kind: 'energyVt', quantity: 508, price: 2074.41, total: 1053.8 },
      { label: 'Dodávka elektřiny do sítě (výkup) (09.08.2024 - 31.12.2024),', kind: 'sellEnergy', quantity: 1716, price: 1335.89, total: 2292.39 },
      { label: 'Srážka obchodníka z ceny výkupu,', kind: 'sellFee', quantity: 1716, price: -442.21, total: -758.83 },
      { label: 'Dodávka elektřiny jednotarif (1.1.2025 - 24.5.2025),', kind: 'energySingle', quantity: 973, price: 2280.95, total: 2219.36 },
    ])
  })

  test('notes printed in columns side by side are read column by column: a wrapped district, contract end and distributor name', () => {
    const lines = placed([
      [40, [[40, 'MND a.s.']]],
      [52, [[40, 'Číslo dokladu: 24975026206'], [300, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025']]],
      [70, [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']]],
      [100, [[40, 'Odběrné místo: Palackého 619/26, 140 00 Praha'], [218, 'Celková spotřeba za období: 0,400 MWh.']]],
      [107.5, [[40, '4.'], [218, 'Předpokládaná roční spotřeba: 3 008 kWh.']]],
      [115, [[40, 'Distribuční sazba D02d, hlavní jistič 3x25 A.'], [218, 'Smlouva je sjednána na dobu určitou do 10. 11.']]],
      [122.5, [[40, 'Provozovatel distribuční soustavy: ČEZ'], [218, '2026.']]],
      [130, [[40, 'Distribuce, a. s..']]],
    ], 6.5)
    const { meta, distribution } = extractInvoice(lines).invoice
    expect(meta).toMatchObject({ supplyPointAddress: 'Palackého 619/26, 140 00 Praha 4', contractEndDate: '2026-11-10' })
    expect(distribution).toMatchObject({ distributorKey: 'CEZ', distributorKeySource: 'explicit' })
  })

  test('a dash after a tariff code in parentheses separates the name from its quantity; it is no minus sign', () => {
    const rows = kinds(placed([[100, [[56, 'Za období 1.1.2025 - 7.2.2025 spotřeba NT (T2) - 418 kWh po 2,24995 Kč/kWh - činí 940,48 Kč.']]]], 9.5))
    expect(rows).toEqual([{ label: 'Za období 1.1.2025 - 7.2.2025 spotřeba NT (T2)', kind: 'energyNt', quantity: 418, price: 2249.95, total: 940.48 }])
  })

  test('a name\'s tail in lower case a row\'s pitch below is still the name\'s ("Poplatek za činnost" / "operátora trhu")', () => {
    const rows = kinds(
      placed(
        [
          [201, [[309, 'Systémové služby'], [416, '637 kWh'], [464, '0,17092 Kč/kWh'], [540, '108,88']]],
          [214.4, [[309, 'Poplatek za činnost'], [408, '7,905 měs.'], [471, '10,69 Kč/měs.'], [545, '84,50']]],
          [227.8, [[309, 'operátora trhu']]],
          [240.3, [[309, 'Stálý plat'], [408, '7,905 měs.'], [471, '123,60 Kč/měs.'], [545, '977,06']]],
        ],
        7.2,
      ),
    )
    expect(rows.map(({ label, kind }) => ({ label, kind }))).toEqual([
      { label: 'Systémové služby', kind: 'systemServices' },
      { label: 'Poplatek za činnost operátora trhu', kind: 'infrastructure' },
      { label: 'Stálý plat', kind: 'monthlyFee' },
    ])
  })

  test('"Elektřina a regulované služby" heads one table of both: its rows\' own words tell supply from distribution', () => {
    const rows = kinds(
      placed([
        [154, [[40, 'Položka'], [202, 'Množství'], [258, 'Jedn. cena'], [336, 'Cena bez DPH']]],
        [168, [[41, 'Elektřina a regulované služby']]],
        [181, [[41, 'Spotřeba VT (T1)'], [210, '2,152 MWh'], [263, '2 120,82 Kč/MWh'], [363, '4 564,00']]],
        [194, [[41, 'Distribuční poplatek VT'], [210, '2,152 MWh'], [263, '2 267,11 Kč/MWh'], [363, '4 878,82']]],
      ]),
    )
    expect(rows.map(({ kind }) => kind)).toEqual(['energyVt', 'distVt'])
  })

  test('a run of more named values than a card holds is no card (and is read in one pass)', () => {
    const card = (values: number) =>
      kinds(
        placed([
          [40, [[26, 'Elektřina VT']]],
          ...Array.from({ length: values }, (_, i): [number, [number, string][]] => [49 + i * 9, [[26, i % 2 ? 'Částka bez DPH' : 'Množství'], [216, i % 2 ? '300,00 CZK' : '100 kWh']]]),
        ]),
      )
    expect(card(2)).toEqual([{ label: 'Elektřina VT', kind: 'energyVt', quantity: 100, price: 3000, total: 300 }])
    expect(card(9)).toEqual([])
    expect(card(3000)).toEqual([])
  })
})

describe('layouts of the eleventh former held-out split', () => {
  const placed = (rows: [number, [number, string][]][], size = 8, page = 1) =>
    buildLines(rows.flatMap(([y, cells]) => cells.map(([x, text]) => ({ page, text, x, y, width: text.length * 4, size }))))
  const kinds = (lines: ReturnType<typeof placed>) => parseRows(lines).map(({ label, kind, quantity, price, total }) => ({ label, kind, quantity, price, total }))

  test('cells centred in their row: a raised footnote mark is no name, the name half a line off is the row\'s, a row without a name is no item', () => {
    const rows = kinds(
      placed([
        [100, [[81, 'Distribuce a regulované složky']]],
        [114, [[120, '*'], [281, '1,26600 MWh'], [374, '1 823,39 Kč/MWh'], [496, '2 308,41'], [539, '21 %']]],
        [118, [[81, 'Použití sítí']]],
        [129, [[239, '*'], [292, '3,026 měs.'], [387, '77,00 Kč/měs.'], [503, '233,00'], [539, '21 %']]],
        [133, [[81, 'Měsíční plat za příkon']]],
        [150, [[166, '*'], [292, '3,026 měs.'], [392, '8,81 Kč/měs.'], [508, '26,66'], [539, '21 %']]],
        [170, [[81, 'Měsíční platba'], [292, '3,026 měs.'], [392, '9,00 Kč/měs.'], [508, '27,23']]],
      ]),
    )
    expect(rows).toEqual([
      { label: 'Použití sítí', kind: 'distSingle', quantity: 1266, price: 1823.39, total: 2308.41 },
      { label: 'Měsíční plat za příkon', kind: 'breaker', quantity: 3.026, price: 77, total: 233 },
      // Nothing names it: some item, not the supplier's monthly fee of the section it is printed in.
      { label: '*', kind: 'other', quantity: 3.026, price: 8.81, total: 26.66 },
      // A monthly price of the distribution's table is a regulated one, never the supplier's.
      { label: 'Měsíční platba', kind: 'breaker', quantity: 3.026, price: 9, total: 27.23 },
    ])
  })

  test('a quantity wrapped in a narrow centred cell ("0,76400" over "MWh") stands half a line above its row; the heading above stays a heading', () => {
    const rows = parseRows(
      placed([
        [100, [[81, 'Distribuce a regulované složky']]],
        [114, [[81, 'Použití sítí'], [281, '1,26600 MWh'], [374, '1 823,39 Kč/MWh'], [496, '2 308,41']]],
        [130, [[81, 'Dodávka elektřiny (obchodník)']]],
        [144, [[341, '0,76400'], [549, '21']]],
        [148, [[81, 'Silová elektřina ve VT'], [394, '4 241,31 Kč/MWh'], [501, '3 240,36']]],
        [153, [[352, 'MWh'], [551, '%']]],
        [166, [[81, 'Stálý plat za odběrné místo'], [330, '3,700 měs.'], [402, '105,69 Kč/měs.'], [508, '391,05']]],
        // No number on the lines beside it multiplies out: its quantity stays unknown.
        [190, [[81, 'Silová elektřina v NT'], [394, '2 223,33 Kč/MWh'], [501, '2 252,23']]],
      ]),
    )
    expect(rows.map(({ kind, section, quantity, price, checked }) => ({ kind, section, quantity, price, checked }))).toEqual([
      { kind: 'distSingle', section: 'distribution', quantity: 1266, price: 1823.39, checked: true },
      { kind: 'energyVt', section: 'supply', quantity: 764, price: 4241.31, checked: true },
      { kind: 'monthlyFee', section: 'supply', quantity: 3.7, price: 105.69, checked: true },
      { kind: 'energyNt', section: 'supply', quantity: null, price: 2223.33, checked: false },
    ])
  })

  const top: [number, string][][] = [
    [[40, 'Pražská energetika, a.s.']],
    [[40, 'Číslo faktury: 7310045521']],
    [[40, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025']],
    [[40, 'Distribuční sazba: D02d']],
  ]

  test('energy rows without their kWh give no VT/NT split (not 0 kWh); the total without VAT is the total with VAT less the VAT', () => {
    const { invoice } = extractInvoice(
      bill([
        ...top,
        [[40, 'Silová elektřina'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
        [[40, 'Distribuce elektřiny'], [330, '1 405,58 Kč/MWh'], [430, '562,23 Kč']],
        [[40, 'Stálý plat'], [250, '2 měs.'], [330, '150,00 Kč/měs.'], [430, '300,00 Kč']],
        [[300, 'DPH 21 %'], [430, '433,07 Kč']],
        [[300, 'Celkem s DPH'], [430, '2 495,30 Kč']],
      ]),
    )
    expect(invoice.buying.vtKwh).toBeNull()
    expect(invoice.buying.ntKwh).toBeNull()
    expect(invoice.observations.buyTotalCzkNoVat).toBe(2062.23)
  })

  test('a sum of line items that the printed VAT contradicts is no total of the bill: null, with a warning', () => {
    const { invoice, warnings } = extractInvoice(
      bill([
        ...top,
        [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
        [[40, 'Distribuce elektřiny'], [250, '400,00 kWh'], [330, '1 405,58 Kč/MWh'], [430, '562,23 Kč']],
        // A row no reader could place (its name printed elsewhere) is missing from the sum.
        [[300, 'DPH 21 %'], [430, '433,07 Kč']],
      ]),
    )
    expect(invoice.observations.buyTotalCzkNoVat).toBeNull()
    expect(warnings.find((w) => w.field === 'observations.buyTotalCzkNoVat')).toMatchObject({ extractedValue: 1762.23 })
    expect(invoice.fieldConfidence['observations.buyTotalCzkNoVat']).toBe(0)
  })

  test('a corrective document: its number after "Číslo opravného daňového dokladu", amounts with the minus after them, the cancelled document\'s figures no item', () => {
    const { invoice } = extractInvoice(
      placed([
        [60, [[40, 'Centropol Energy, a.s.'], [369, 'OPRAVNÝ DAŇOVÝ DOKLAD']]],
        [94, [[40, 'Výrobce'], [315, 'Číslo opravného daňového dokladu'], [500, '6968980214']]],
        [109, [[315, 'Opravovaný doklad'], [500, '6968980775']]],
        [206, [[40, 'Doklad č. 6968980775 ze dne 9. 2. 2025 za stejné období se ruší v plné výši. Původně']]],
        [215, [[40, 'vyúčtováno: vykoupeno 9 908 kWh, celkem 1 324,44- Kč. Platí výhradně tento opravný doklad.']]],
        [281, [[40, 'Zúčtovací období'], [200, '7. 2. 2024 - 6. 2. 2025']]],
        [295, [[40, 'Produkt výkupu'], [200, 'Výkup elektřiny SPOT - cena dle spotového trhu']]],
        [377, [[40, 'Vykoupená elektřina (přetoky)']]],
        [391, [[40, 'Vykoupená elektřina'], [213, '7. 2. 2024-6. 2. 2025'], [328, '1,73400'], [382, 'MWh'], [442, '1 035,77'], [524, '1 796,03']]],
        [404, [[40, 'Poplatek obchodníka z přetoků'], [213, '7. 2. 2024-6. 2. 2025'], [328, '1,73400'], [382, 'MWh'], [446, '288,22-'], [528, '499,77-']]],
        [479, [[265, 'Výsledek vyúčtování (k výplatě)'], [495, '1 296,26- Kč']]],
      ]),
    )
    expect(invoice.meta.invoiceNumber).toBe('6968980214')
    expect(invoice.meta.productName).toBe('Výkup elektřiny SPOT')
    expect(invoice.selling).toMatchObject({ sellingType: 'SPOT', soldKwh: 1734, spotTraderFeePerMwh: 288.22 })
    expect(invoice.observations.sellTotalCzkNoVat).toBe(1296.26)
    expect(invoice.observations.balanceDueCzkWithVat).toBe(-1296.26)
  })

  test('a fault line printed over its caption names the distributor; an item that names the supply point ("Stálý plat za odběrné místo") gives no address', () => {
    const sized = (rows: [number, [number, string][], number][]) =>
      buildLines(rows.flatMap(([y, cells, size]) => cells.map(([x, text]) => ({ page: 1, text, x, y, width: text.length * size * 0.5, size }))))
    const tiles = extractInvoice(
      sized([
        [40, [[78, 'Pražská energetika, a.s.']], 8],
        [265, [[83, 'C25d'], [328, '224 915 151']], 8],
        [273, [[83, 'Distribuční sazba'], [328, 'Poruchová linka (nonstop)']], 6],
        [300, [[40, 'Silová elektřina'], [250, '400 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']], 8],
      ]),
    )
    expect(tiles.invoice.distribution).toMatchObject({ distributorKey: 'PRE', distributorKeySource: 'poruchova_linka' })
    const { invoice } = extractInvoice(
      placed([
        [60, [[42, 'Centropol Energy, a.s.']]],
        [190, [[42, 'Odběrné místo']]],
        [204, [[42, 'EAN odběrného místa:'], [192, '859182486177463034']]],
        [216, [[42, 'EAN výrobny (předávací místo):'], [192, '859182456549145547']]],
        [229, [[42, 'Adresa:'], [192, 'Zahradní 142']]],
        [241, [[192, '140 00 Praha 4']]],
        [399, [[42, 'Stálý plat za odběrné místo'], [464, '3. 3. 2025 - 30. 3. 2025']]],
        [411, [[60, '0,903 měs.'], [110, '×'], [122, '91,35 Kč/měs.'], [529, '82,49']]],
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('Zahradní 142, 140 00 Praha 4')
  })

  test('a two-line name around centred values keeps both halves when its quantity wraps beside it ("… zdrojů | 1,80700" over "energie | MWh"); "Doba určitá do" is the contract end', () => {
    const rows = kinds(
      placed([
        [491, [[81, 'Distribuce a regulované složky']]],
        [541.5, [[81, 'Složka ceny na podporu el. z podporovaných zdrojů'], [333, '1,80700']]],
        [549, [[109, '*'], [397, '495,00 Kč/MWh'], [507, '894,47'], [539, '21 %']]],
        [553, [[81, 'energie'], [344, 'MWh']]],
        // A values line beside a whole row is no name's piece: each keeps its own values.
        [577, [[310, '1,15300'], [547, '21']]],
        [582, [[81, 'Distribuce VT'], [381, '718,76 Kč/MWh'], [502, '828,73']]],
        [587, [[324, 'MWh'], [550, '%']]],
      ]),
    )
    expect(rows).toEqual([
      { label: 'Složka ceny na podporu el. z podporovaných zdrojů energie', kind: 'poze', quantity: 1807, price: 495, total: 894.47 },
      { label: 'Distribuce VT', kind: 'distVt', quantity: 1153, price: 718.76, total: 828.73 },
    ])
    expect(extractInvoice(bill([[[40, 'Doba určitá do: 20. 4. 2026']]])).invoice.meta.contractEndDate).toBe('2026-04-20')
  })

  test('a row wrapped over three lines around centred values ("… elektroměrem 3x25 | 0,921 | 21" / values / "A | měs. | %") is one row', () => {
    const rows = kinds(
      placed([
        [533, [[81, 'Distribuce a regulované složky']]],
        [590, [[81, 'Cena za příkon podle hodnoty hl. jističe před elektroměrem 3x25'], [347, '0,921'], [549, '21']]],
        [598, [[86, '*'], [400, '237,00 Kč/měs.'], [507, '218,28']]],
        [601.6, [[81, 'A'], [350, 'měs.'], [551, '%']]],
      ]),
    )
    expect(rows).toEqual([{ label: 'Cena za příkon podle hodnoty hl. jističe před elektroměrem 3x25 A', kind: 'breaker', quantity: 0.921, price: 237, total: 218.28 }])
  })

  test('"Celkem za dodávku vč. DPH" is the total with VAT: less the VAT, the total without it', () => {
    const { invoice } = extractInvoice(
      bill([
        ...top,
        [[40, 'Silová elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
        [[300, 'DPH 21 %'], [430, '433,07 Kč']],
        [[300, 'Celkem za dodávku vč. DPH'], [430, '2 495,30 Kč']],
      ]),
    )
    expect(invoice.observations.buyTotalCzkNoVat).toBe(2062.23)
  })
})

describe('layouts of the twelfth former held-out split', () => {
  /** Lines of cells at given y and font size: [y, size, [[x, text], …]]. */
  const sized = (rows: [number, number, [number, string][]][], page = 1) =>
    buildLines(rows.flatMap(([y, size, cells]) => cells.map(([x, text]) => ({ page, text, x, y, width: text.length * size * 0.5, size }))))
  const top: [number, number, [number, string][]][] = [
    [40, 9, [[40, 'ČEZ Prodej, a.s.']]],
    [52, 9, [[40, 'Číslo dokladu 241478080451']]],
    [64, 9, [[40, 'Zúčtovací období 25. 1. 2025 - 24. 7. 2025']]],
  ]
  const supplyRows: [number, number, [number, string][]][] = [
    [300, 8.4, [[40, 'Silová elektřina'], [250, '1 667 kWh'], [330, '2,79160 Kč/kWh'], [430, '4.653,60']]],
    [312, 8.4, [[40, 'Distribuce elektřiny VT'], [250, '1 667 kWh'], [330, '2,80318 Kč/kWh'], [430, '4.672,90']]],
  ]

  test('a row of labels over a row of values: each value is under its label, the next column\'s label is none ("Produkt | Četnost záloh")', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [100, 6.8, [[40, 'Distribuční sazba'], [140, 'Jistič'], [240, 'Produkt'], [400, 'Četnost záloh']]],
        [109, 8.4, [[40, 'D01d'], [140, '3 x 40A'], [240, 'Elektřina Standard'], [400, 'měsíčně']]],
        ...supplyRows,
      ]),
    )
    expect(invoice.meta.productName).toBe('Elektřina Standard')
    // A line of labels and values in turn still reads each label's value beside it.
    const inTurn = extractInvoice(sized([...top, [100, 8.4, [[40, 'Dodavatel'], [140, 'ČEZ Prodej, a.s.'], [240, 'Produkt'], [320, 'Elektřina Klasik']]], [109, 8.4, [[40, 'Sazba'], [140, 'D02d'], [240, 'Jistič'], [320, '3x25 A']]], ...supplyRows]))
    expect(inTurn.invoice.meta.productName).toBe('Elektřina Klasik')
  })

  test('a value printed bigger under a smaller label is no wrapped tail of the label, nor a smaller label under a value the value\'s tail', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [100, 6.8, [[40, 'Produkt'], [170, 'Výkupní cena'], [300, 'Smluvní vztah']]],
        [109, 8.4, [[40, 'Elektřina Standard'], [170, 'pevná výkupní cena'], [300, 'na dobu neurčitou']]],
        [130, 6.5, [[40, 'EAN předávacího místa'], [240, 'Tarif']]],
        [140, 8.5, [[40, '859182400100000013'], [240, 'Elektřina Domov']]],
        [151, 6.5, [[240, 'Výkupní cena']]],
        ...supplyRows,
      ]),
    )
    expect(invoice.meta.productName).toBe('Elektřina Standard')
    const tail = extractInvoice(sized([...top, [130, 6.5, [[40, 'EAN předávacího místa'], [240, 'Produkt']]], [140, 8.5, [[40, '859182400100000013'], [240, 'Elektřina Domov']]], [151, 6.5, [[240, 'výkupní cena']]], ...supplyRows]))
    expect(tail.invoice.meta.productName).toBe('Elektřina Domov')
  })

  test('"Typ ceny", "Cenový model" and "Smluvní vztah" are labels: a product\'s line of labels and values in turn is no table header', () => {
    const { invoice } = extractInvoice(
      sized([...top, [100, 8, [[40, 'Produkt'], [120, 'PRE Spot Elektřina'], [260, 'Typ ceny'], [340, 'SPOT - cena dle denního']]], [111, 8, [[340, 'trhu OTE']]], ...supplyRows]),
    )
    expect(invoice.meta.productName).toBe('PRE Spot Elektřina')
  })

  test('the wrapped second line of a table header ("DPH (Kč/MJ) | DPH (Kč)") labels no value: the VAT is the VAT row\'s', () => {
    const { invoice, warnings } = extractInvoice(
      sized([
        ...top,
        [200, 7, [[40, 'Položka'], [190, 'MJ'], [240, 'Množství'], [300, 'Jedn. cena bez'], [380, 'Celkem bez']]],
        [210, 7, [[300, 'DPH (Kč/MJ)'], [380, 'DPH (Kč)']]],
        [222, 7.5, [[40, 'Silová elektřina'], [190, 'kWh'], [240, '204'], [300, '2,26685'], [380, '462,44']]],
        [234, 7.5, [[40, 'Stálý plat'], [190, 'měsíc'], [240, '0,935'], [300, '96,00'], [380, '89,76']]],
        [246, 7.5, [[40, 'Celkem za dodávku elektřiny v Kč bez DPH'], [380, '552,20']]],
        [258, 7.5, [[40, 'DPH 21 %'], [380, '115,96']]],
      ]),
    )
    expect(invoice.observations.buyTotalCzkNoVat).toBe(552.2)
    expect(warnings.filter((w) => w.field === 'observations.buyTotalCzkNoVat')).toEqual([])
  })

  test('the dates of a schedule of next year\'s advances are no price period: the prices of the billed period are read', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [300, 8.4, [[40, 'Silová elektřina'], [180, '25. 1. 2025 - 24. 7. 2025'], [280, '1 667 kWh'], [340, '2,79160 Kč/kWh'], [430, '4.653,60']]],
        [312, 8.4, [[40, 'Příplatek obchodníka k ceně'], [180, '25. 1. 2025 - 24. 7. 2025'], [280, '1 667 kWh'], [340, '0,15825 Kč/kWh'], [430, '263,80']]],
        [330, 8, [[40, 'Splatnost'], [140, 'Částka'], [240, 'Splatnost'], [340, 'Částka']]],
        [342, 8, [[40, '20. 9. 2025'], [140, '1 610,00'], [240, '20. 3. 2026'], [340, '1 610,00']]],
      ]),
    )
    expect(invoice.buying).toMatchObject({ buyingType: 'SPOT', spotTraderFeePerMwh: 158.25 })
  })

  test('a buy-back\'s imbalance and services ("Odchylka a služby výkupu") are its fee; energy "dodaná do distribuční soustavy" is sold', () => {
    const rows = parseRows(
      sized([
        [100, 8.4, [[40, 'Výkup elektřiny z výrobny']]],
        [112, 8.4, [[40, 'Elektřina dodaná do distribuční soustavy'], [250, '647 kWh'], [330, '1,88759 Kč/kWh'], [430, '1.221,27']]],
        [124, 8.4, [[40, 'Odchylka a služby výkupu'], [250, '647 kWh'], [330, '-0,56795 Kč/kWh'], [430, '-367,46']]],
        [140, 8.4, [[40, 'Distribuce elektřiny a související služby']]],
        [152, 8.4, [[40, 'Elektřina dodaná do distribuční soustavy'], [250, '100 kWh'], [330, '1,50000 Kč/kWh'], [430, '150,00']]],
      ]),
    )
    expect(rows.map((row) => row.kind)).toEqual(['sellEnergy', 'sellFee', 'sellEnergy'])
  })

  test('an average price or a tip in prose with a quantity and an amount is no item', () => {
    const rows = parseRows(
      sized([
        [100, 8.4, [[40, 'Výkup elektřiny z výrobny']]],
        [112, 8.4, [[40, 'Výkup elektřiny z výrobny'], [250, '647 kWh'], [330, '1,88759 Kč/kWh'], [430, '1.221,27']]],
        [140, 8, [[40, 'Průměrná cena 1 kWh včetně distribuce, daní a DPH vyšla v tomto období na 9,94 Kč.']]],
        [160, 8, [[40, 'Tip na úsporu: výměnou 10 starých žárovek za LED ušetří průměrná domácnost až 420 kWh za rok, tj. asi 2 300 Kč.']]],
      ]),
    )
    expect(rows.map((row) => [row.kind, row.quantity])).toEqual([['sellEnergy', 647]])
  })

  test('"Výrobce není plátcem DPH" names no producer: two words in lower case are a clause, not a name', () => {
    const { invoice } = extractInvoice(sized([...top, [100, 8, [[40, 'Jana Nováková']]], [150, 8.5, [[40, 'DPH'], [200, 'výrobce není plátcem DPH']]], ...supplyRows]))
    expect(invoice.meta.customerName).not.toBe('není plátcem DPH')
  })

  test('values before their labels: the value under a label is the cell most under it, not one that touches its left edge', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [100, 8, [[40, 'FV185071790'], [89, 'Číslo daňového dokladu']]],
        [112, 8, [[40, '7. 3. 2025'], [85, 'Datum vystavení faktury']]],
        // Right-aligned values: the longer one below reaches under the label above it.
        [124, 8, [[40, '11. 4. 2025'], [89, 'Datum vrácení přeplatku']]],
        ...supplyRows,
      ]),
    )
    expect(invoice.meta.issueDate).toBe('2025-03-07')
  })

  test('a line with its own value under a label line\'s value is a row, not the label\'s wrapped tail ("z toho jednotarif (VT)")', () => {
    const { invoice, warnings } = extractInvoice(
      sized([...top, [100, 8.5, [[40, 'Celková spotřeba elektřiny'], [300, '2 423 kWh']]], [111, 8.5, [[40, 'z toho jednotarif (VT)'], [300, '2 503 kWh']]], ...supplyRows]),
    )
    expect(invoice.buying.totalKwh).toBe(2423)
    expect(warnings.map((w) => w.field)).toContain('buying.totalKwh')
  })

  test('a name wrapped with a hanging indent ("… elektřiny ve" / "  vysokém tarifu") is one name', () => {
    const rows = parseRows(
      sized([
        [100, 8, [[42, 'Distribuce elektřiny a související služby']]],
        [111, 7.5, [[42, 'Cena za distrib. množství elektřiny ve'], [196, '18.4.2025'], [244, '16.5.2025'], [318, '2 155 kWh'], [393, '2,70481 Kč'], [470, '5.828,87']]],
        [120, 7.5, [[48, 'vysokém tarifu']]],
        [131, 7.5, [[42, 'Cena na úhradu nákladů spojených s'], [196, '18.4.2025'], [244, '16.5.2025'], [318, '2 155 kWh'], [393, '0,49500 Kč'], [470, '1.066,73']]],
        [140, 7.5, [[48, 'podporou elektřiny (POZE)']]],
      ]),
    )
    expect(rows.map((row) => row.kind)).toEqual(['distVt', 'poze'])
  })

  test('labels over their values that name no table column head a form ("Smlouva platí do | Distributor | Hlášení poruch"); "Výkupní cena" is a label', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [100, 6.8, [[40, 'Smlouva platí do'], [160, 'Distributor'], [300, 'Hlášení poruch']]],
        [109, 8.4, [[40, '24. 4. 2026'], [160, 'ČEZ Distribuce, a. s.'], [300, '800 850 860, nonstop']]],
        [130, 8, [[40, 'Produkt'], [120, 'Elektřina Jistota'], [240, 'Výkupní cena'], [330, 'pevná výkupní cena']]],
        [142, 8, [[40, 'Datum ukončení smlouvy'], [160, '26.07.2026'], [240, 'Číslo elektroměru'], [330, '79782222']]],
        ...supplyRows,
      ]),
    )
    expect(invoice.meta.contractEndDate).toBe('2026-04-24')
    expect(invoice.meta.productName).toBe('Elektřina Jistota')
  })

  test('a sentence that ends on "na adrese:" labels the address under it; a number cut by a line break is read whole with its unit', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [100, 8, [[300, 'Souhrnné informace Vašeho vyúčtování pro výrobnu s předávacím']]],
        [112, 8, [[300, 'místem 859182487938708463 na adrese:']]],
        [124, 8, [[300, 'Nádražní 3221/17, 500 02 Hradec Králové']]],
        [200, 7.5, [[40, 'Vaše spotřeba se oproti předchozímu období zvýšila o 11,0 %. Očekávaná spotřeba za 12 měsíců, ze které vychází nový předpis záloh: 4']]],
        [210, 7.5, [[40, '670 kWh.']]],
        ...supplyRows,
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('Nádražní 3221/17, 500 02 Hradec Králové')
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(4670)
  })

  test('a value put whole on the next line after a colon is read; a contract end whose year wraps alone under its cell reads whole', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [100, 6.8, [[40, 'Smlouva'], [200, 'Hlášení poruch']]],
        [109, 8.4, [[40, 'na dobu určitou do 27. 7.'], [200, '800 225 577, nonstop']]],
        [119, 8.4, [[40, '2025']]],
        [200, 7.5, [[40, 'Vaše spotřeba se oproti předchozímu období snížila o 1,0 %. Očekávaná spotřeba za 12 měsíců, ze které vychází nový předpis záloh:']]],
        [210, 7.5, [[40, '2 351 kWh.']]],
        ...supplyRows,
      ]),
    )
    expect(invoice.meta.contractEndDate).toBe('2025-07-27')
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(2351)
  })

  test('values under a row of labels are no table header, without digits too: a contract end cut after "do" reads from under it', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [100, 6.8, [[40, 'Produkt'], [170, 'Výkupní cena'], [300, 'Smlouva']]],
        [109, 8.4, [[40, 'Výkup elektřiny SPOT'], [170, 'výkupní cena SPOT'], [300, 'na dobu určitou do']]],
        [119, 8.4, [[40, '(hodinové ceny OTE)'], [300, '29.04.2027']]],
        ...supplyRows,
      ]),
    )
    expect(invoice.meta.contractEndDate).toBe('2027-04-29')
  })

  test('energy priced at the market\'s hourly prices is SPOT whatever the product is called; "Spotřeba elektřiny" is no spot', () => {
    const energy = (label: string) => extractInvoice(sized([...top, [300, 8.4, [[40, label], [250, '204 kWh'], [330, '2,26685 Kč/kWh'], [430, '462,44']]]])).invoice.buying
    expect(energy('Elektřina za hodinové ceny OTE (vážený průměr)')).toMatchObject({ buyingType: 'SPOT', fixedBuyPriceCzkPerMwh: null })
    expect(energy('Spotřeba elektřiny (jednotarif)')).toMatchObject({ buyingType: 'FIX', fixedBuyPriceCzkPerMwh: 2266.85 })
  })

  test('a consumption total no label names: "celkem" closing the tariff lines under a consumption heading, or this period\'s "Celkem" in a comparison table', () => {
    const rows: [number, number, [number, string][]][] = [
      [300, 7, [[40, 'Elektřina VT'], [250, '95 kWh'], [330, '2,47293 Kč/kWh'], [430, '234,93']]],
      [312, 7, [[40, 'Elektřina NT'], [250, '768 kWh'], [330, '2,86463 Kč/kWh'], [430, '2 200,04']]],
    ]
    const block = extractInvoice(
      sized([...top, [100, 7, [[40, 'Naměřená spotřeba']]], [110, 7, [[40, 'vysoký tarif (VT)'], [150, '95 kWh']]], [120, 7, [[40, 'nízký tarif (NT)'], [150, '768 kWh']]], [130, 7, [[40, 'celkem²'], [150, '983'], [170, 'kWh']]], ...rows]),
    )
    expect(block.invoice.buying.totalKwh).toBe(983)
    expect(block.warnings.map((w) => w.field)).toContain('buying.totalKwh')
    const compared = extractInvoice(
      sized([
        ...top,
        [100, 7, [[40, 'Období'], [200, 'Jednotarif (VT)'], [280, 'Celkem'], [360, 'Průměr za den']]],
        [110, 8, [[40, 'Toto období 24.9.2024 - 23.9.2025'], [200, '0,8630 MWh'], [280, '0,8830 MWh'], [360, '2,4 kWh']]],
        [120, 8, [[40, 'Předchozí období 25.9.2023 - 23.9.2024'], [200, '0,9120 MWh'], [280, '0,9120 MWh'], [360, '2,5 kWh']]],
        ...rows,
      ]),
    )
    expect(compared.invoice.buying.totalKwh).toBe(883)
    expect(compared.warnings.map((w) => w.field)).toContain('buying.totalKwh')
    // A "celkem" of money closing a block is no consumption.
    const money = extractInvoice(sized([...top, [100, 7, [[40, 'Naměřená spotřeba']]], [110, 7, [[40, 'vysoký tarif (VT)'], [150, '95 kWh']]], [130, 7, [[40, 'celkem'], [150, '1 983,00 Kč']]], ...rows]))
    expect(money.invoice.buying.totalKwh).toBe(863)
  })
})

describe('layouts of the thirteenth split (blind development)', () => {
  const top: [number, number, [number, string][]][] = [
    [40, 9, [[40, 'Centropol Energy, a.s.']]],
    [64, 9, [[40, 'Zúčtovací období 09.02.2025 - 08.08.2025']]],
  ]

  test('numbered lines: a column of line numbers is no label, value or name, and a reference to lines ("(ř. 21 až 23)") is no amount', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [100, 7.8, [[40, '1'], [58, 'Číslo faktury'], [150, '24129139204'], [300, '11'], [312, 'EAN odběrného místa'], [420, '859182442749836736']]],
        [110, 7.8, [[40, '2'], [58, 'Variabilní symbol'], [150, '7151511574'], [300, '12'], [312, 'Distribuční sazba'], [420, 'D01d']]],
        [120, 7.8, [[40, '3'], [58, 'Datum vystavení'], [150, '13.08.2025'], [300, '13'], [312, 'Produkt'], [420, 'Centropol Standard']]],
        [140, 8, [[40, '21'], [58, 'Silová elektřina'], [250, '2,492 MWh'], [330, '2 693,80 Kč/MWh'], [430, '6 712,95']]],
        [152, 8, [[40, '24'], [58, 'Celkem bez DPH (ř. 21 až 23)'], [430, '6 712,95']]],
        [164, 8, [[40, '25'], [58, 'DPH 21 % z ř. 24'], [430, '1 409,72']]],
        [176, 8, [[40, '26'], [58, 'Celkem včetně DPH (ř. 24 + 25)'], [430, '8 122,67']]],
        [188, 8, [[40, '27'], [58, 'Uhrazené zálohy'], [430, '-8 537,28']]],
        [200, 8, [[40, '29'], [58, 'Přeplatek (ř. 26 - 27)'], [430, '414,61']]],
      ]),
    )
    expect(invoice.meta).toMatchObject({ invoiceNumber: '24129139204', issueDate: '2025-08-13', ean: '859182442749836736', productName: 'Centropol Standard' })
    expect(invoice.distribution.distributionRate).toBe('D01d')
    expect(invoice.observations).toMatchObject({ buyTotalCzkNoVat: 6712.95, balanceDueCzkWithVat: -414.61 })
    // Numbers that do not rise down one edge are no line numbers: a count before a name stays.
    const counted = sized([[100, 8, [[40, '3'], [58, 'měsíce']]], [110, 8, [[40, '2'], [58, 'faktury']]], [120, 8, [[40, '1'], [58, 'odečet']]]])
    expect(withoutRowNumbers(counted).map((line) => line.text)).toEqual(['3 | měsíce', '2 | faktury', '1 | odečet'])
    expect(withoutRowNumbers(sized([[100, 8, [[40, '1'], [58, 'Číslo faktury']]], [110, 8, [[40, '2'], [58, 'Datum']]], [120, 8, [[40, '3'], [58, 'Produkt']]]])).map((line) => line.text)).toEqual(['Číslo faktury', 'Datum', 'Produkt'])
    // Two numbered lines on the next page, at the edge numbered on the first, are numbered too.
    const pages = [...sized([[100, 8, [[40, '1'], [58, 'Číslo faktury']]], [110, 8, [[40, '2'], [58, 'Datum']]], [120, 8, [[40, '3'], [58, 'Produkt']]]]), ...sized([[100, 7, [[40, '40'], [58, 'Vykoupená elektřina']]], [112, 7, [[40, '41'], [58, 'Paušál za výkup']]]], 2)]
    expect(withoutRowNumbers(pages).map((line) => line.text).slice(3)).toEqual(['Vykoupená elektřina', 'Paušál za výkup'])
  })

  test('a table\'s part column ("Část": "Obchodní část", "Distribuce -") sets each group\'s section and is read with the table, not as a column of its own', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [180, 9, [[40, 'Distribuce elektřiny']]],
        [200, 6.8, [[45, 'Část'], [115, 'Položka'], [231, 'Období'], [357, 'Cena za'], [411, 'Množství'], [463, 'MJ'], [490, 'Částka bez DPH']]],
        [210, 7.4, [[45, 'Obchodní část'], [115, 'Silová elektřina'], [231, '09.02.2025 - 08.08.2025'], [357, '2 693,80'], [411, '2,492'], [463, 'MWh'], [490, '6 712,95']]],
        [219, 7, [[45, '- Centropol']]],
        [224, 7.4, [[115, 'Stálá měsíční platba'], [231, '09.02.2025 - 08.08.2025'], [357, '135,90'], [411, '5,972'], [463, 'měs.'], [490, '811,59']]],
        [233, 7, [[45, 'Energy, a.s.']]],
        [238, 7.4, [[45, 'Distribuce -'], [115, 'Distribuční složka'], [231, '09.02.2025 - 08.08.2025'], [357, '2 803,18'], [411, '2,492'], [463, 'MWh'], [490, '6 985,52']]],
        [247, 7, [[45, 'ČEZ Distribuce,']]],
        [252, 7.4, [[115, 'Měsíční cena za jistič'], [231, '09.02.2025 - 08.08.2025'], [357, '44,00'], [411, '5,972'], [463, 'měs.'], [490, '262,77']]],
        [261, 7, [[45, 'a.s.']]],
        [266, 7.4, [[115, 'Systémové služby'], [231, '09.02.2025 - 08.08.2025'], [357, '170,92'], [411, '2,492'], [463, 'MWh'], [490, '425,93']]],
        [280, 7.4, [[115, 'Cena za činnosti OTE'], [231, '09.02.2025 - 08.08.2025'], [357, '8,98'], [411, '5,972'], [463, 'měs.'], [490, '53,63']]],
      ]),
    )
    expect(invoice.buying.monthlyFeeCzk).toBe(135.9)
    expect(invoice.distribution.circuitBreakerMonthlyFeeCzkInvoice).toBe(44)
  })

  test('a caption "Adresát" over the customer; a town cut after its first word goes on a little further down; a note in parentheses under a product is no word of it', () => {
    const { invoice } = extractInvoice(
      sized([
        ...top,
        [94, 6.5, [[313, 'Adresát']]],
        [99, 9, [[44, 'Vracíme Vám']]],
        [104, 9.5, [[313, 'Jan Pokorný']]],
        [222, 8, [[44, 'DPH 21 %'], [150, '3 677,54'], [313, 'Odběrné místo'], [400, 'Komenského 618/27, 370 01 České']]],
        [235, 8, [[44, 'Fakturováno včetně DPH'], [150, '21 189,62'], [400, 'Budějovice']]],
        [264, 8, [[313, 'Produkt'], [400, 'Elektřina Bez starostí na 1 rok']]],
        [274, 8, [[400, '(Fixace ceny)']]],
        [300, 8, [[40, 'Silová elektřina'], [250, '432 kWh'], [330, '4,58474 Kč/kWh'], [430, '1 980,61']]],
      ]),
    )
    expect(invoice.meta).toMatchObject({ customerName: 'Jan Pokorný', supplyPointAddress: 'Komenského 618/27, 370 01 České Budějovice', productName: 'Elektřina Bez starostí na 1 rok' })
  })

  test('a pricing note after the product is no part of it, nested in parentheses or wrapped onto the next line', () => {
    const product = (rows: [number, number, [number, string][]][]) =>
      extractInvoice(sized([...top, ...rows, [300, 8, [[40, 'Silová elektřina'], [250, '432 kWh'], [330, '4,58474 Kč/kWh'], [430, '1 980,61']]]])).invoice.meta.productName
    expect(product([[100, 8, [[313, 'Produkt'], [400, 'Elektřina Standard (pevná cena (po dobu fixace))']]]])).toBe('Elektřina Standard')
    expect(product([[100, 8, [[313, 'Produkt'], [400, 'PRE Spot Elektřina (SPOT - cena dle']]], [107, 8, [[400, 'denního trhu OTE)']]]])).toBe('PRE Spot Elektřina')
  })

  test('an amount wrapped at its thousands space in a narrow right-aligned cell ("CZK 12" over "881,04") is one amount', () => {
    const items = [
      { page: 1, text: 'Přeplatek', x: 44.5, y: 481.1, width: 54.6, size: 10 },
      { page: 1, text: 'CZK 12', x: 415, y: 481.1, width: 39.8, size: 10 },
      { page: 1, text: '881,04', x: 416.2, y: 493.9, width: 38.6, size: 10 },
    ]
    const head = sized([...top, [300, 8, [[40, 'Silová elektřina'], [250, '432 kWh'], [330, '4,58474 Kč/kWh'], [430, '1 980,61']]]])
    expect(extractInvoice([...head, ...buildLines(items)]).invoice.observations.balanceDueCzkWithVat).toBe(-12881.04)
  })

})

describe('layouts of the fourteenth former held-out split', () => {
  const head: [number, number, [number, string][]][] = [
    [40, 9, [[40, 'Pražská energetika, a.s.']]],
    [64, 9, [[40, 'Zúčtovací období 16.10.2024 - 15.10.2025']]],
  ]
  const energy: [number, number, [number, string][]] = [400, 8, [[40, 'Silová elektřina'], [250, '3 129 kWh'], [330, '3,35604 Kč/kWh'], [430, '10 500,04']]]

  test('a label its cell cut inside its words ("Provozovatel distribuční" over "soustavy") is a label: the form line is no table header', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [291, 8, [[44, 'Provozovatel distribuční'], [150, 'ČEZ Distribuce, a. s.'], [302, 'Produkt'], [398, 'E.ON Elektřina Standard']]],
        [300, 8, [[44, 'soustavy']]],
        energy,
      ]),
    )
    expect(invoice.meta.productName).toBe('E.ON Elektřina Standard')
  })

  test('labels each followed by its value are a form line, however the values read ("cena podle burzy", "neurčité")', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [291, 8, [[44, 'Produkt'], [140, 'Elektřina Aktuál SPOT'], [302, 'Typ ceny'], [398, 'cena podle burzy (spot)']]],
        [306, 8, [[44, 'Trvání smlouvy'], [140, 'neurčité'], [302, 'Elektroměr č.'], [398, '07957955']]],
        energy,
        [600, 8, [[40, 'Nabídka pro věrné zákazníky: nová fixace ceny do 12.09.2025 bez navýšení ceny.']]],
      ]),
    )
    expect(invoice.meta).toMatchObject({ productName: 'Elektřina Aktuál SPOT', contractEndDate: null })
    // Over a line of other words, such pairs are no labels over their values either.
    const over = extractInvoice(
      sized([...head, [291, 8, [[44, 'Produkt'], [140, 'Elektřina Aktuál SPOT'], [302, 'Typ ceny'], [398, 'fixní cena']]], [306, 8, [[44, 'Zdroj odečtu'], [140, 'fyzický'], [302, 'Četnost'], [398, 'roční']]], energy]),
    ).invoice
    expect(over.meta.productName).toBe('Elektřina Aktuál SPOT')
  })

  test('an offer to extend the fixation ("prodloužení fixace do …") names no contract end; "Konec platnosti smlouvy" labels it', () => {
    const offer: [number, number, [number, string][]] = [600, 8, [[40, 'Nabídka pro věrné zákazníky: prodloužení fixace do 03.01.2026 bez navýšení ceny.']]]
    const indefinite = extractInvoice(sized([...head, [300, 8, [[44, 'Smlouva'], [140, 'na dobu neurčitou']]], energy, offer])).invoice
    expect(indefinite.meta.contractEndDate).toBeNull()
    const ends = extractInvoice(sized([...head, [300, 8, [[36, 'Smlouva č. S2131686 ze dne 25. 12. 2023 · Konec platnosti smlouvy: 28. 9. 2026 · vystavil: Martina Kolářová']]], energy])).invoice
    expect(ends.meta.contractEndDate).toBe('2026-09-28')
  })

  test('a product named in a sentence ends where the next sentence starts; a pricing note after a comma is no part of it', () => {
    const read = (sentence: string) => extractInvoice(sized([...head, [253, 8, [[36, sentence]]], energy])).invoice.meta.productName
    expect(read('Produkt: E.ON Elektřina Fix 2026 (pevná cena). Distribuční sazba D02d, hlavní jistič 3×25A, provozovatel distribuční soustavy')).toBe('E.ON Elektřina Fix 2026')
    expect(read('Produkt: Elektřina Standard, Fix (pevná cena).')).toBe('Elektřina Standard')
  })

  test('a table header going on across a gutter ("Ozn. | Položka" | "Složka | Od | Do | …") is one table: its rows keep their names', () => {
    const group = (y: number, letter: string, name: string): [number, number, [number, string][]][] => [
      [y, 7.4, [[44, letter], [54, name]]],
      [y + 14, 7.4, [[44, `${letter}1`], [74, 'Elektřina - obchodní cena VT'], [324, 'O'], [350, '25.06.2024'], [402, '31.12.2024'], [515, '1,927'], [542, 'MWh'], [606, '3 802,92'], [732, '7 328,23']]],
      [y + 27, 7.4, [[44, `Jednotková cena skupiny ${letter}: 3 802,92 Kč/MWh`]]],
      [y + 41, 7.4, [[653, `Celkem ${letter}`], [725, '7 328,23']]],
    ]
    const lines = sized([
      ...head,
      [98, 7.4, [[40, 'Ceny obchodní složky podle ceníku produktu PRE Fixace 24.']]],
      ...group(400, 'C', 'Další platby'),
      ...group(460, 'D', 'Ostatní platby'),
      [114, 7.4, [[44, 'Ozn.'], [74, 'Položka'], [312, 'Složka'], [350, 'Od'], [402, 'Do'], [503, 'Množství'], [542, 'MJ'], [584, 'Cena za MJ'], [707, 'Částka bez DPH']]],
      [136, 7.4, [[44, 'A'], [54, 'Platby za odebrané množství elektřiny']]],
      [150, 7.4, [[44, 'A1'], [74, 'Elektřina - obchodní cena VT'], [324, 'O'], [350, '25.06.2024'], [402, '31.12.2024'], [515, '1,927'], [542, 'MWh'], [606, '3 802,92'], [732, '7 328,23']]],
      [164, 7.4, [[44, 'A2'], [74, 'Cena za distribuci elektřiny ve VT'], [324, 'D'], [350, '25.06.2024'], [402, '31.12.2024'], [515, '1,927'], [542, 'MWh'], [606, '3 001,05'], [732, '5 783,02']]],
      [177, 7.4, [[44, 'Jednotková cena skupiny A: 6 803,97 Kč/MWh']]],
      [232, 7.4, [[653, 'Celkem A'], [725, '13 111,25']]],
      [246, 7.4, [[44, 'B'], [54, 'Pevné měsíční platby']]],
      [260, 7.4, [[44, 'B1'], [74, 'Měsíční cena za službu obchodu'], [324, 'O'], [350, '25.06.2024'], [402, '31.12.2024'], [515, '6,200'], [542, 'měs.'], [606, '93,91'], [732, '582,24']]],
      [300, 7.4, [[44, 'Celkem za dodávku elektřiny'], [725, '13 693,49']]],
      [320, 7.4, [[653, 'Celkem B'], [725, '582,24']]],
    ])
    const rows = parseRows(readColumns(lines)).filter((row) => row.quantity !== null)
    expect(rows.map((row) => [row.kind, row.label.split(' ').slice(0, 3).join(' ')])).toEqual([
      ['energyVt', 'A1 Elektřina -'],
      ['distVt', 'A2 Cena za'],
      ['monthlyFee', 'B1 Měsíční cena'],
      ['energyVt', 'C1 Elektřina -'],
      ['energyVt', 'D1 Elektřina -'],
    ])
  })

  test('a calculation\'s signs are no words of its labels ("= Vracíme Vám", "= Doplatíte"); an annex\'s number is no amount', () => {
    const balance = (label: string, amount: string) =>
      extractInvoice(sized([...head, energy, [460, 8, [[61, 'Součet položek za elektřinu bez DPH'], [338, '10 500,04 Kč']]], [472, 8, [[46, label], [325, amount]]]])).invoice.observations.balanceDueCzkWithVat
    expect(balance('= Vracíme Vám', '1.975,01 Kč')).toBe(-1975.01)
    expect(balance('= Doplatíte', '3 373,65 Kč')).toBe(3373.65)
    const { invoice, warnings } = extractInvoice(
      sized([
        ...head,
        energy,
        [419, 8, [[44, 'Cena celkem bez DPH'], [506, '10 500,04']]],
        [435, 8, [[44, 'DPH 21 %'], [516, '2 205,01']]],
        [451, 8, [[44, 'Celkem včetně DPH'], [506, '12 705,05']]],
        [467, 8, [[44, 'Zúčtované zálohy'], [378, 'Příloha č. 2'], [508, '-12 000,00']]],
        [485, 8, [[44, 'Nedoplatek'], [482, '705,05 Kč']]],
      ]),
    )
    expect(invoice.observations.balanceDueCzkWithVat).toBe(705.05)
    expect(warnings.filter((warning) => warning.field === 'observations.balanceDueCzkWithVat')).toEqual([])
  })

  test('a yearly estimate under new wording, also with its number cut at the thousands space by the line\'s wrap', () => {
    const yearly = (lines: [number, number, [number, string][]][]) => extractInvoice(sized([...head, energy, ...lines])).invoice.buying.yearlyConsumptionKwhEstimated
    expect(yearly([[433, 9, [[43, 'Za celé období jste spotřebovali 3 129 kWh. Roční předpoklad odběru: 3']]], [445, 9, [[43, '348 kWh.']]]])).toBe(3348)
    expect(yearly([[433, 9, [[43, 'Za celé období jste spotřebovali 3 129 kWh. Za rok']]], [445, 9, [[43, 'odhadujeme: 3 301 kWh.']]]])).toBe(3301)
  })

  test('"Korespondenční adresa" heads the customer\'s address block; a supplier without a legal form heads the block with its IČO', () => {
    const { invoice } = extractInvoice(
      sized([
        [64, 9, [[40, 'Energetické družstvo Podluží'], [356, 'VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY']]],
        [78, 8, [[40, 'Náměstí 28, 691 45 Podivín']]],
        [87, 8, [[40, 'IČO 06173518 · DIČ CZ06173518 · www.energetickedruzstvo.cz']]],
        [121, 8, [[333, 'Korespondenční adresa']]],
        [133, 8, [[44, 'Variabilní symbol'], [172, '6096937752'], [333, 'Eva Němec']]],
        [148, 8, [[44, 'Zákaznické číslo'], [172, '49610854'], [333, 'Komenského 1316/57']]],
        [162, 8, [[44, 'Datum vystavení'], [172, '19.02.2025'], [333, '370 01'], [374, 'České Budějovice']]],
        [215, 8, [[44, 'Zúčtovací období'], [172, '17.01.2025 - 16.02.2025']]],
        energy,
      ]),
    )
    expect(invoice.meta).toMatchObject({ supplierName: 'Energetické družstvo Podluží', customerName: 'Eva Němec' })
  })

})

describe('layouts of the fifteenth split (blind development)', () => {
  const head: [number, number, [number, string][]][] = [
    [40, 9, [[40, 'MND a.s.']]],
    [64, 9, [[40, 'Zúčtovací období 17.08.2025 - 16.11.2025']]],
  ]
  const energy: [number, number, [number, string][]] = [700, 8, [[40, 'Silová elektřina'], [250, '6 731 kWh'], [330, '3,56136 Kč/kWh'], [430, '23 971,51']]]

  test('a period wrapped after its start or its "až" goes on over the next lines; "Ukončení smlouvy ke dni" labels the contract\'s end', () => {
    const read = (lines: [number, number, [number, string][]][]) => extractInvoice(sized([[40, 9, [[40, 'MND a.s.']]], ...lines, energy])).invoice.meta
    expect(read([[305, 8, [[38, 'Zúčtovací období'], [162, '30.01.2025 až']]], [317, 8, [[162, '26.09.2025']]]])).toMatchObject({ billingPeriodFrom: '2025-01-30', billingPeriodTo: '2025-09-26' })
    expect(read([[365, 8, [[38, 'Zúčtovací období'], [162, '17. 8. 2025']]], [376, 8, [[162, 'až 16. 11.']]], [386, 8, [[162, '2025']]]])).toMatchObject({ billingPeriodFrom: '2025-08-17', billingPeriodTo: '2025-11-16' })
    expect(read([...head.slice(1), [443, 8, [[38, 'Ukončení smlouvy ke dni'], [162, '15.07.2027']]]]).contractEndDate).toBe('2027-07-15')
  })

  test('an e-mail address is no name ("zakaznik@innogy.cz" is no label "Zákazník" and its value)', () => {
    const { invoice } = extractInvoice(sized([...head, [96, 8, [[36, 'www.innogy.cz'], [94, '800 11 33 55'], [147, 'zakaznik@innogy.cz'], [462, 'Faktura - daňový doklad']]], energy]))
    expect(invoice.meta.customerName).toBeNull()
  })

  test('"Odhad spotřeby na dalších 12 měsíců" labels a yearly estimate, the months no figure of it', () => {
    const { invoice } = extractInvoice(sized([...head, energy, [598, 7, [[38, 'Odhad spotřeby na dalších 12'], [162, '25 101 kWh']]], [607, 7, [[38, 'měsíců']]]]))
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(25101)
  })

  test('a sentence a label\'s word starts ("výrobce není plátcem DPH.") labels nothing below it; a numbered section heading is no caption\'s value', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [139, 10, [[36, '1 | Výsledek vyúčtování']]],
        [162, 14, [[36, 'K výplatě'], [310, '574,46 Kč']]],
        [165, 8, [[36, 'Výrobce není plátcem DPH.']]],
        [176, 8, [[36, 'Nic neplatíte, peníze pošleme my.']]],
        [205, 10, [[36, '2 | Doklad a zákazník']]],
        [221, 7, [[38, 'Číslo dokladu'], [162, '242769085974'], [250, 'Zákazník']]],
        [231, 9.5, [[250, 'Jiří Novák']]],
        [236, 7, [[38, 'Variabilní symbol'], [162, '2913254972']]],
        [343, 10, [[36, '3 | Odběrné místo']]],
        [359, 7, [[38, 'EAN odběrného místa'], [162, '859182437418788942']]],
        energy,
      ]),
    )
    expect(invoice.meta).toMatchObject({ invoiceNumber: '242769085974', customerName: 'Jiří Novák' })
  })

  test('a company\'s name under its label wraps its legal form onto the next line of its column, past a line of the column beside it', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [280, 7, [[38, 'Číslo faktury'], [162, '7922445013'], [250, 'Zákazník']]],
        [290, 9.5, [[250, 'Autoservis Kratochvíl']]],
        [295, 7, [[38, 'Variabilní symbol'], [162, '5624440971']]],
        [302, 9.5, [[250, 's.r.o.']]],
        [309, 7, [[38, 'Zákaznické číslo'], [162, '88680855']]],
        energy,
      ]),
    )
    expect(invoice.meta).toMatchObject({ customerName: 'Autoservis Kratochvíl s.r.o.', customerType: 'business' })
    // A value that shares its cell with its label and a sentence goes on in that sentence, not with the next line's words.
    const product = extractInvoice(sized([...head, [253, 8, [[36, 'Produkt: PRE Fixace 24 (pevná cena). Distribuční sazba D02d, provozovatel distribuční']]], [264, 8, [[36, 'soustavy EG.D, a.s.']]], energy])).invoice
    expect(product.meta.productName).toBe('PRE Fixace 24')
  })

})

describe('layouts of the sixteenth former held-out split', () => {
  const head: [number, number, [number, string][]][] = [
    [40, 9, [[40, 'Centropol Energy, a.s.']]],
    [64, 9, [[40, 'Zúčtovací období 3.11.2024 - 3.11.2025']]],
  ]
  const energy: [number, number, [number, string][]] = [700, 8, [[40, 'Silová elektřina'], [250, '2 728 kWh'], [330, '3,84660 Kč/kWh'], [430, '10 493,52']]]

  test('a supply point\'s code on its label\'s line leaves its address to the line below; a heading "Odběrné místo a smlouva" labels nothing', () => {
    const read = (lines: [number, number, [number, string][]][]) => extractInvoice(sized([...head, ...lines, energy])).invoice.meta.supplyPointAddress
    expect(read([[203, 8.5, [[48, 'Odběrné místo EAN 859182495348336039']]], [213, 8.2, [[48, 'Školní 3492/44, 602 00 Brno']]]])).toBe('Školní 3492/44, 602 00 Brno')
    expect(read([[203, 8.5, [[48, 'Výrobna EAN 859182475359673538']]], [213, 8.2, [[48, 'Lipová 236/14']]], [224, 8.2, [[48, '301 00 Plzeň']]]])).toBe('Lipová 236/14, 301 00 Plzeň')
    const contents: [number, number, [number, string][]][] = [
      [243, 8.5, [[56, 'Souhrn vyúčtování'], [534, '1']]],
      [259, 8.5, [[56, 'Odběrné místo a smlouva'], [534, '1']]],
      [274, 8.5, [[56, 'Rozpis ceny'], [534, '2']]],
    ]
    expect(read([...contents, [514, 8.3, [[82, 'Adresa odběrného místa'], [240, 'Školní 25, 272 01 Kladno']]]])).toBe('Školní 25, 272 01 Kladno')
  })

  test('a pricing model after a dash is no word of the product ("- Fix", "- Fix výkup"); "Produkt Výkup elektřiny Fix" names a product; a count of months is a word of it', () => {
    const read = (text: string, direction: 'buy' | 'sell' = 'buy') => {
      const sale: [number, number, [number, string][]] = [720, 8, [[40, 'Výkup přetoků z výrobny'], [250, '3 198 kWh'], [330, '0,99366 Kč/kWh'], [430, '3 177,72']]]
      return extractInvoice(sized([...head, [234, 7.6, [[48, text]]], direction === 'buy' ? energy : sale])).invoice.meta.productName
    }
    expect(read('Produkt PRE Fixace 24 - Fix')).toBe('PRE Fixace 24')
    expect(read('Produkt innogy Elektřina Spot - SPOT')).toBe('innogy Elektřina Spot')
    expect(read('Produkt Centropol Fix 12 - fixní cena')).toBe('Centropol Fix 12')
    expect(read('Produkt Stabil 24 měsíců - fixní cena')).toBe('Stabil 24 měsíců')
    expect(read('Produkt Výkup elektřiny Fix - pevná výkupní cena', 'sell')).toBe('Výkup elektřiny Fix')
    expect(read('Produkt výkupu: Výkup elektřiny SPOT', 'sell')).toBe('Výkup elektřiny SPOT')
  })

  test('an addressee without a label whose postcode and town stand in two cells ("702 00 | Ostrava")', () => {
    const { invoice } = extractInvoice(
      sized([
        [68, 17, [[48, 'ČEZ Prodej, a.s.'], [399, 'Řádné vyúčtování dodávky']]],
        [124, 8.3, [[52, 'Variabilní symbol'], [178, '9408028685']]],
        [134, 10.5, [[357, 'Tomáš Němec']]],
        [138, 8.3, [[52, 'Číslo zákazníka'], [178, '20700613']]],
        [147, 10, [[357, 'U Potoka 58']]],
        [153, 8.3, [[52, 'Zúčtovací období'], [178, '01.03.2025 - 29.03.2025']]],
        [161, 10, [[357, '702 00'], [399, 'Ostrava']]],
        energy,
      ]),
    )
    expect(invoice.meta.customerName).toBe('Tomáš Němec')
  })

  test('a trader\'s service priced per energy ("Cena služby obchodníka ke spotu") is its fee; "Odpočet za obchodování přebytků" is the buyer\'s deduction', () => {
    const rows = parseRows(
      sized([
        [100, 8, [[45, 'Cena služby obchodníka ke spotu'], [218, '337 kWh à 306,95 Kč/MWh'], [400, '103,44']]],
        [112, 8, [[45, 'Elektřina dodaná z výrobny'], [218, '3 604 kWh à 1 555,64 Kč/MWh'], [400, '5 606,53']]],
        [124, 8, [[45, 'Odpočet za obchodování přebytků'], [218, '3 604 kWh à -429,18 Kč/MWh'], [400, '-1 546,76']]],
      ]),
    )
    expect(rows.map((row) => row.kind)).toEqual(['spotFee', 'sellEnergy', 'sellFee'])
  })

  test('"Konec smluvního závazku" and "Dodávka sjednána do" label the contract\'s end', () => {
    const read = (label: string) => extractInvoice(sized([...head, [622, 8.3, [[82, label], [240, '27.01.2026']]], energy])).invoice.meta.contractEndDate
    expect(read('Konec smluvního závazku')).toBe('2026-01-27')
    expect(read('Dodávka sjednána do')).toBe('2026-01-27')
    expect(read('Sjednaná doba trvání do')).toBe('2026-01-27')
  })

  test('a sentence under "Výsledek vyúčtování" that pays the amount out ("Částku … Vám vyplatíme") is no signed balance: "K výplatě" is owed to the customer', () => {
    const sale: [number, number, [number, string][]] = [700, 8, [[40, 'Výkup elektřiny z výrobny'], [250, '1 938 kWh'], [330, '1,26551 Kč/kWh'], [430, '2 452,55']]]
    const { invoice } = extractInvoice(
      sized([...head, [389, 11, [[52, 'K výplatě'], [470, '2 452,55 Kč']]], sale, [721, 8.3, [[48, 'Výsledek vyúčtování']]], [735, 8.3, [[74, 'Částku 2 452,55 Kč Vám vyplatíme převodem do 24.04.2025.']]]]),
    )
    expect(invoice.observations.balanceDueCzkWithVat).toBe(-2452.55)
  })

  test('"Očekávaný roční odběr" labels the yearly estimate, in a sentence too', () => {
    const read = (line: [number, number, [number, string][]]) => extractInvoice(sized([...head, line, energy])).invoice.buying.yearlyConsumptionKwhEstimated
    expect(read([502, 6.7, [[40, 'Očekávaný roční odběr'], [186, '3 114 kWh'], [433, 'Uhrazené zálohy'], [522, '-19 400,00 Kč']]])).toBe(3114)
    expect(read([311, 8, [[40, 'Celková spotřeba 2,728 MWh, vše v jednom tarifu (VT 2,728 MWh). Očekávaný roční odběr: 2 993 kWh. Do sítě dodáno 0 kWh.']]])).toBe(2993)
  })
})

describe('layouts of the seventeenth split (blind development)', () => {
  const head: [number, number, [number, string][]][] = [
    [44, 12, [[42, 'E.ON Energie, a.s.']]],
    [64, 9, [[42, 'Vyúčtování za období 20.6.2024 - 14.2.2025']]],
  ]
  const energy: [number, number, [number, string][]] = [700, 8, [[40, 'Silová elektřina'], [250, '3 841 kWh'], [330, '2,62916 Kč/kWh'], [430, '10 098,60']]]

  test('labels that read as pairs ("Produkt | Cena | Distributor | Poruchy a havárie") head the line of values under them, digits among them', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [243, 6, [[42, 'Produkt'], [170, 'Cena'], [298, 'Distributor'], [425, 'Poruchy a havárie']]],
        [252, 7.4, [[42, 'E.ON Elektřina Standard'], [170, 'fixní'], [298, 'EG.D, a.s.'], [425, '800 225 577']]],
        [271, 6, [[42, 'Odhad ročního odběru'], [170, 'EAN výrobny'], [298, 'Výkup'], [425, 'Produkt platí do']]],
        [280, 7.4, [[42, '6 973 kWh'], [170, '859182476932575744'], [298, 'Výkup elektřiny Fix'], [425, '29.11.2026']]],
        energy,
      ]),
    )
    expect(invoice.meta).toMatchObject({ productName: 'E.ON Elektřina Standard', contractEndDate: '2026-11-29' })
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(6973)
  })

  test('a label over a line of values cell for cell takes the value under it, though numbers beside it make that line look like an item\'s row', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [234, 6, [[42, 'Produkt'], [170, 'Cena'], [298, 'Poruchy a havárie'], [425, 'Odhad ročního odběru']]],
        [243, 7.4, [[42, 'Centropol SPOT Elektřina'], [170, 'spotový (hodinové ceny'], [298, '800 850 860'], [425, '11 115 kWh']]],
        energy,
      ]),
    )
    expect(invoice.meta.productName).toBe('Centropol SPOT Elektřina')
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(11115)
  })

  test('a reading\'s register is the one its code names, though prose beside the table names another ("Vaše výrobna dodala …")', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [300, 8, [[40, 'Odebraná elektřina VT'], [250, '167 kWh'], [330, '3,99157 Kč/kWh'], [430, '666,59']]],
        [312, 8, [[40, 'Odebraná elektřina NT'], [250, '197 kWh'], [330, '2,42527 Kč/kWh'], [430, '477,78']]],
        [626, 8.2, [[38, 'Za 31 dní jste odebrali celkem 364 kWh: ve'], [241, 'Elektroměr'], [291, 'Číselník'], [367, 'Počáteční stav'], [434, 'Konečný stav'], [500, 'Rozdíl']]],
        [640, 7, [[241, '35162050'], [291, 'VT (1.8.1)'], [367, '19 680'], [434, '19 847'], [526, '167 kWh']]],
        [661, 8.2, [[38, 'Vaše výrobna dodala do sítě 471 kWh, které'], [241, '35162050'], [291, 'NT (1.8.2)'], [367, '37 294'], [434, '37 491'], [526, '197 kWh']]],
      ]),
    )
    expect(invoice.buying).toMatchObject({ vtKwh: 167, ntKwh: 197 })
  })

  test('a town\'s name wrapped once more in the address\'s column ("400 01 Ústí nad" / "Labem"), past a line of the column beside it', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [105, 9.5, [[37, 'Eva Kučerová'], [214, 'Číslo faktury'], [293, '3287766341'], [390, 'EAN'], [470, '859182462393283847']]],
        [111, 7.3, [[214, 'Variabilní symbol'], [293, '9724352134'], [390, 'Adresa'], [470, 'Jiráskova 2687/18']]],
        [115, 8.3, [[37, 'Husova 229']]],
        [120, 7.3, [[214, 'Zákaznické číslo'], [293, '29534624'], [470, '400 01 Ústí nad']]],
        [124, 8.3, [[37, '500 02 Hradec Králové']]],
        [129, 7.3, [[214, 'Datum vystavení'], [293, '25.1.2025'], [470, 'Labem']]],
        [138, 7.3, [[214, 'Datum splatnosti'], [293, '11.2.2025'], [390, 'Distribuční sazba'], [470, 'D01d']]],
        energy,
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('Jiráskova 2687/18, 400 01 Ústí nad Labem')
  })

  test('"Celkem za dodávku elektřiny bez DPH" labels the total without VAT', () => {
    const { invoice } = extractInvoice(sized([...head, energy, [726, 7.4, [[45, 'Celkem za dodávku elektřiny bez DPH'], [509, '10 098,62']]], [740, 7.4, [[45, 'Celkem za dodávku elektřiny včetně DPH'], [509, '12 219,33']]]]))
    // The printed total, not the items' sum (10 098,60) that stands in for a total no label prints.
    expect(invoice.observations.buyTotalCzkNoVat).toBe(10098.62)
  })

  test('"Váš produkt" labels the product, "Fixace ceny končí" the contract\'s end', () => {
    const { invoice } = extractInvoice(sized([...head, [445, 7.8, [[38, 'Váš produkt'], [164, 'E.ON Elektřina Fix 2026']]], [459, 7.8, [[38, 'Fixace ceny končí'], [164, '16.11.2026']]], energy]))
    expect(invoice.meta).toMatchObject({ productName: 'E.ON Elektřina Fix 2026', contractEndDate: '2026-11-16' })
  })

  test('an addressee\'s IČO printed small under a name set large is a line apart; a sentence over a street is no name', () => {
    const read = (lines: [number, number, [number, string][]][]) => extractInvoice(sized([...head, ...lines, energy])).invoice.meta.customerName
    expect(
      read([
        [86, 6, [[42, 'Zasílací adresa']]],
        [98, 9.6, [[48, 'Zahradnictví Růže a.s.'], [324, 'Variabilní symbol'], [494, '7103358369']]],
        [111, 7.6, [[48, 'IČ: 33621920, DIČ: CZ33621920'], [324, 'Zákaznické číslo'], [505, '62758777']]],
        [122, 9, [[48, 'Jiráskova 3507/29'], [324, 'Datum vystavení'], [504, '20.2.2025']]],
        [134, 9, [[48, '272 01 Kladno'], [324, 'DUZP'], [504, '14.2.2025']]],
      ]),
    ).toBe('Zahradnictví Růže a.s.')
    expect(
      read([
        [209, 6.7, [[42, 'Nesouhlasíte-li s vyúčtováním, můžete podat reklamaci do 30 dnů od jeho doručení. Mimosoudní spory rozhoduje Energetický regulační úřad,']]],
        [219, 6.7, [[42, 'Masarykovo náměstí 91/5, 586 01 Jihlava, www.eru.cz.']]],
      ]),
    ).toBeNull()
    // A letterhead's legal form wrapped over its street with the company's IČO is no addressee; the window under it is.
    expect(
      read([
        [61, 13, [[38, 'Energetické společenství Vysočina,'], [355, 'Vaše vyúčtování elektřiny a']]],
        [76, 13, [[38, 'družstvo'], [504, 'výkupu']]],
        [87, 6.8, [[38, 'Havlíčkova 2140/33, 586 01 Jihlava · IČO 19470385 · DIČ CZ19470385']]],
        [118, 10, [[38, 'Zahradnictví Růže a.s.']]],
        [129, 11, [[38, 'IČ 85977484 · DIČ CZ85977484'], [332, 'Přeplatek'], [470, '2 007,47 CZK']]],
        [140, 9, [[38, 'Na Výsluní 3951/35']]],
        [152, 9, [[38, '160 00 Praha 6'], [332, 'Za období'], [452, '19.04.2025 - 18.05.2025']]],
      ]),
    ).toBe('Zahradnictví Růže a.s.')
    // Each on its own: a legal form alone over a street, and a name over a street that carries an IČO, name no addressee.
    expect(read([[76, 13, [[38, 'družstvo']]], [87, 6.8, [[38, 'Havlíčkova 2140/33, 586 01 Jihlava']]]])).toBeNull()
    expect(read([[76, 9, [[38, 'Jan Dvořák']]], [87, 6.8, [[38, 'Havlíčkova 2140/33, 586 01 Jihlava · IČO 19470385']]]])).toBeNull()
  })
})

describe('layouts of the eighteenth former held-out split', () => {
  const head: [number, number, [number, string][]][] = [
    [44, 12, [[42, 'E.ON Energie, a.s.']]],
    [64, 9, [[42, 'Vyúčtování za období 20.6.2024 - 14.2.2025']]],
  ]
  const energy: [number, number, [number, string][]] = [700, 8, [[40, 'Silová elektřina'], [250, '3 841 kWh'], [330, '2,62916 Kč/kWh'], [430, '10 098,60']]]

  test('a ledger that prints each amount before its name, flush right in a column, reads as rows; a lone amount left of a label does not move', () => {
    const ledger: [number, number, [number, string][]][] = [
      [124, 8, [[54, 'Obchodní část - E.ON Energie, a.s.'], [495, '49.982,29']]],
      [140, 8, [[75, '29.325,37'], [132, 'Elektřina (jednotarif)'], [415, '9,10200 MWh × 3,22186 Kč/kWh']]],
      [149, 8, [[132, '26. 5. 2024 - 31. 12. 2024']]],
      [161, 8, [[81, '1.103,13'], [132, 'Stálá měsíční platba obchodníkovi'], [428, '7,194 měs. × 153,34 Kč/měs.']]],
      [169, 8, [[132, '26. 5. 2024 - 31. 12. 2024']]],
      [690, 8, [[78, '30.428,50'], [132, 'Cena celkem bez DPH']]],
    ]
    const rows = parseRows(withAmountsLast(sized([...head, ...ledger])))
    expect(rows.map((row) => [row.kind, row.quantity, row.price, row.total, row.checked, row.from])).toEqual([
      ['energySingle', 9102, 3221.86, 29325.37, true, '2024-05-26'],
      ['monthlyFee', 7.194, 153.34, 1103.13, true, '2024-05-26'],
    ])
    expect(extractInvoice(sized([...head, ...ledger])).invoice.observations.buyTotalCzkNoVat).toBe(30428.5)
    // One amount before a label is a stray number of another column: the label's own value stays its value.
    const stray = extractInvoice(sized([...head, [300, 8, [[40, '1 234,56'], [132, 'Cena celkem bez DPH'], [300, '10 098,60']]], energy]))
    expect(stray.invoice.observations.buyTotalCzkNoVat).toBe(10098.6)
  })

  test('a period asked as a question is read when the items\' and readings\' span prints it; no span, no period', () => {
    const question: [number, number, [number, string][]] = [220, 8, [[72, 'Které období a které odběrné místo vyúčtováváme?'], [372, '22. 11. 2024 - 22. 11. 2025']]]
    const dated: [number, number, [number, string][]][] = [
      [700, 8, [[40, 'Silová elektřina'], [200, '22. 11. 2024 - 31. 12. 2024'], [330, '500 kWh'], [400, '2,50000 Kč/kWh'], [480, '1 250,00']]],
      [712, 8, [[40, 'Silová elektřina'], [200, '1. 1. 2025 - 22. 11. 2025'], [330, '3 000 kWh'], [400, '2,60000 Kč/kWh'], [480, '7 800,00']]],
    ]
    const read = (lines: [number, number, [number, string][]][]) => extractInvoice(sized([[44, 12, [[42, 'E.ON Energie, a.s.']]], ...lines])).invoice.meta
    expect(read([question, ...dated])).toMatchObject({ billingPeriodFrom: '2024-11-22', billingPeriodTo: '2025-11-22' })
    // Items that end before the printed range: the printed range is no span of theirs.
    expect(read([[220, 8, [[72, 'Které období vyúčtováváme?'], [372, '22. 11. 2024 - 30. 11. 2025']]], ...dated])).toMatchObject({ billingPeriodFrom: null, billingPeriodTo: null })
    // "Za jaké období …?" is a period's label of its own.
    expect(read([[220, 8, [[72, 'Za jaké období a za které místo?'], [372, '26. 5. 2024 - 26. 5. 2025']]], energy])).toMatchObject({ billingPeriodFrom: '2024-05-26', billingPeriodTo: '2025-05-26' })
  })

  test('"č. …" under a document\'s title with a letterhead line between; an address under its label past a line of another column', () => {
    const { invoice } = extractInvoice(
      sized([
        [52, 11, [[40, 'Lumen Energie a.s.'], [374, 'DOKLAD O VÝKUPU ELEKTŘINY']]],
        [63, 8, [[40, 'výkup elektřiny z obnovitelných zdrojů']]],
        [75, 9, [[450, 'č. FV6179402551']]],
        [229, 8, [[48, 'Datum vystavení:'], [168, '26.03.2025'], [305, 'Konečný příjemce - odběrné místo:']]],
        [239, 8, [[305, 'Jiráskova 71']]],
        [244, 8, [[48, 'Vrácení přeplatku do:'], [168, '10.04.2025']]],
        [250, 8, [[305, '586 01 Jihlava']]],
        energy,
      ]),
    )
    expect(invoice.meta).toMatchObject({ invoiceNumber: 'FV6179402551', supplyPointAddress: 'Jiráskova 71, 586 01 Jihlava' })
  })

  test('a product named after a comma, its note in parentheses, wrapped; a buy-back product tells itself by its name', () => {
    const sentence = (text: string, more: string) =>
      extractInvoice(sized([...head, [344, 8, [[40, text]]], [355, 8, [[40, more]]], energy])).invoice.meta.productName
    expect(sentence('Fakturujeme Vám vyúčtování dodávky elektřiny podle smlouvy č. E-9892895, produkt innogy', 'Elektřina Spot (cena odvozená ze spotového trhu OTE). Trvání smlouvy: doba neurčitá.')).toBe('innogy Elektřina Spot')
    expect(sentence('Podle smlouvy č. SD-3300427, produkt Elektřina Aktuál SPOT (nákup za hodinové ceny SPOT).', 'Datum ukončení smlouvy: 29.08.2025.')).toBe('Elektřina Aktuál SPOT')
    // Lower-case words after "produkt" name nothing.
    expect(sentence('Podle smlouvy č. SD-3300427, produkt je platný', 'do konce roku.')).toBeNull()
  })

  test('items a table reader misses (a header that cuts its amount column off) are read as quantity × price = amount lines when they add up to the printed total, and only then', () => {
    const table = (total: string) =>
      extractInvoice(
        sized([
          ...head,
          [690, 7, [[40, 'Položka'], [250, 'Množství'], [330, 'Jednotková cena'], [430, 'Za období (Kč)']]],
          [700, 8, [[40, 'Silová elektřina'], [250, '3 841 kWh'], [330, '2,62916 Kč/kWh'], [430, '10 098,60']]],
          [712, 8, [[40, 'Stálý měsíční plat'], [250, '6,000 měs.'], [330, '148,57 Kč/měs.'], [430, '891,42']]],
          [730, 8, [[40, 'Celkem bez DPH'], [430, total]]],
        ]),
      ).invoice
    expect(table('10 990,02').buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 2629.16, monthlyFeeCzk: 148.57, totalKwh: 3841 })
    // Items that do not add up to the printed total are not confirmed: the table reader's reading (none) stands.
    expect(table('11 990,02').buying).toMatchObject({ fixedBuyPriceCzkPerMwh: null, monthlyFeeCzk: null, totalKwh: null })
  })

  test('"družstvo" closing a name is its legal form, inside a name a word of it; "na dobu určitou, konec:" labels the contract\'s end', () => {
    expect(LEGAL_FORM.exec('Elektrárna Sázava družstvo · www.elektrarnasazava.cz')?.[0]).toBe('družstvo')
    expect(LEGAL_FORM.test('Energetické družstvo Podluží')).toBe(false)
    expect(LEGAL_FORM.test('Družstvo Solární Haná')).toBe(false)
    const { invoice } = extractInvoice(
      sized([
        [54, 12, [[48, 'Elektrárna Sázava družstvo'], [361, 'ROČNÍ VYÚČTOVÁNÍ ELEKTŘINY']]],
        [66, 8, [[48, 'Benešovská 312, 285 06 Sázava · IČO 06271549 · DIČ CZ06271549']]],
        [355, 8, [[40, 'Smlouva na dobu určitou, konec: 30.10.2026.']]],
        energy,
      ]),
    )
    expect(invoice.meta).toMatchObject({ supplierName: 'Elektrárna Sázava družstvo', contractEndDate: '2026-10-30' })
  })

  test('a spot purchase service is a trader fee; energy of one tariff beside VT and NT of the same period refuses the VT average', () => {
    const line = (y: number, name: string, kwh: string, price: string, amount: string): [number, number, [number, string][]] => [y, 8, [[40, name], [200, '31.01.2025 - 30.07.2025'], [330, kwh], [400, price], [480, amount]]]
    expect(parseRows(sized([line(700, 'Služba spotového nákupu', '1 761 kWh', '0,51788 Kč/kWh', '911,99')])).map((row) => row.kind)).toEqual(['spotFee'])
    const mixed = extractInvoice(sized([...head, line(700, 'Elektřina VT', '352 kWh', '3,02092 Kč/kWh', '1 063,36'), line(712, 'Elektřina NT', '1 409 kWh', '2,34469 Kč/kWh', '3 303,67'), line(724, 'Elektřina', '1 761 kWh', '0,50000 Kč/kWh', '880,50')]))
    expect(mixed.invoice.observations.buyAveragePricePerMwhVt).toBeNull()
    expect(mixed.warnings.map((w) => w.field)).toContain('observations.buyAveragePricePerMwhVt')
  })
})

describe('layouts of the nineteenth split (blind development)', () => {
  const head: [number, number, [number, string][]][] = [
    [44, 12, [[42, 'ČEZ Prodej, a.s.']]],
    [64, 9, [[42, 'Zúčtovací období: 11. 8. 2024 - 7. 2. 2025']]],
  ]
  const item = (y: number, name: string, kwh: string, price: string, amount: string, period = ''): [number, number, [number, string][]] => [y, 8, [[42, name], [214, period], [356, kwh], [418, price], [525, amount]]]

  test('a period itemised twice (month by month, then a summary) bills its items once: the summary that adds up to the printed total', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [300, 8, [[44, '08/2024']]],
        item(310, 'Dodávka EE', '43 kWh', '2,69422 Kč/kWh', '115,85'),
        item(320, 'Síťové služby', '43 kWh', '1,38828 Kč/kWh', '59,70'),
        [340, 8, [[44, '09/2024']]],
        item(350, 'Dodávka EE', '75 kWh', '2,69422 Kč/kWh', '202,07'),
        item(360, 'Síťové služby', '75 kWh', '1,38828 Kč/kWh', '104,12'),
        [380, 8, [[40, 'Položky za celé období (souhrn)']]],
        item(390, 'Dodávka EE', '118 kWh', '2,69422 Kč/kWh', '317,92', '11. 8. 2024-7. 2. 2025'),
        item(400, 'Síťové služby', '118 kWh', '1,38828 Kč/kWh', '163,82', '11. 8. 2024-7. 2. 2025'),
        [420, 8, [[330, 'Celkem bez DPH'], [496, '481,74 Kč']]],
      ]),
    )
    expect(invoice.buying).toMatchObject({ vtKwh: 118, totalKwh: 118, fixedBuyPriceCzkPerMwh: 2694.22 })
  })

  test('a producer\'s deduction is the buy-back\'s wherever it is printed; an addressee\'s company over the address is no address, the code before one is no part of it', () => {
    expect(parseRows(sized([item(700, 'Srážka za odchylku výrobce', '558 kWh', '-0,30399 Kč/kWh', '-169,63')])).map((row) => row.kind)).toEqual(['sellFee'])
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [168, 8, [[305, 'Místo dodání:']]],
        [177, 8, [[305, 'Zahradnictví Růže a.s.']]],
        [188, 8, [[305, 'U Potoka 140']]],
        [198, 8, [[305, '100 00 Praha 10']]],
        [516, 8, [[36, 'Odběrné místo EAN 859182414000781161, U Potoka 140, 100 00 Praha 10']]],
        item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60'),
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('U Potoka 140, 100 00 Praha 10')
  })

  test('on a page in three columns the layout-free reading names an item by the words next to its numbers; a caption in two languages names no customer', () => {
    const rows = tripleRows(
      sized([
        [190, 7, [[25, 'Customer no.'], [212, 'Dodávka EE ve VT'], [282, '2 614 kWh 3,86971'], [351, '10 115,42'], [396, 'Czech Republic and Slovakia, a.s.)']]],
        [279, 7, [[25, 'Poruchy / Outages'], [99, '800 850 860'], [212, 'Poplatek operátorovi'], [300, '12,000 měs.'], [345, '4,71'], [375, '56,52']]],
        [297, 7, [[42, 'Daň z elektřiny'], [192, '6. 12. 2025-31. 12. 2025'], [311, '861'], [329, 'kWh'], [375, '0,02830'], [442, '24,37'], [485, '21'], [533, '29,49']]],
      ]),
    )
    expect(rows.map((row) => [row.label, row.kind, row.quantity, row.total])).toEqual([
      ['Dodávka EE ve VT', 'energyVt', 2614, 10115.42],
      ['Poplatek operátorovi', 'infrastructure', 12, 56.52],
      ['Daň z elektřiny', 'tax', 861, 24.37],
    ])
    const customer = extractInvoice(sized([...head, [100, 7, [[25, 'ODBĚRATEL / Customer'], [211, 'ODBĚR / Consumption']]], [111, 7, [[25, 'Tomáš Veselý']]], item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60')])).invoice.meta.customerName
    expect(customer).not.toBe('ODBĚR / Consumption')
  })

  test('a pricing note after a dash in words of their own case is no part of the product; a yearly estimate under other words is never replaced by a scaled figure', () => {
    const product = extractInvoice(sized([...head, [300, 8, [[40, 'Produkt: Centropol Standard - Fixace ceny po dobu smlouvy']]], item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60')])).invoice.meta.productName
    expect(product).toBe('Centropol Standard')
    const yearly = (words: string) =>
      extractInvoice(sized([...head, [307, 7, [[25, words]]], [310, 7, [[99, '2 959 kWh'], [212, 'Daň']]], [314, 7, [[25, 'odběru']]], item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60')])).invoice.buying.yearlyConsumptionKwhEstimated
    expect(yearly('Předpověď ročního')).toBeNull()
    expect(yearly('Roční předpoklad')).toBeNull()
    // Without any such words, the billed consumption scaled to a year stands for the estimate.
    expect(yearly('Poznámka')).toBe(7746)
  })

  test('on a bill that buys too, the buy-back\'s own product says it is priced at spot', () => {
    const selling = (product: string) =>
      extractInvoice(
        sized([
          ...head,
          [300, 8, [[40, 'Výkupní produkt:'], [160, product]]],
          item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60'),
          [720, 8, [[42, 'Výkup elektřiny']]],
          item(730, 'Vykoupené přetoky', '416 kWh', '2,26277 Kč/kWh', '941,31'),
        ]),
      ).invoice.selling.sellingType
    expect(selling('Výkup elektřiny SPOT')).toBe('SPOT')
    expect(selling('Výkup elektřiny Fix')).toBe('FIX')
  })

  test('two single-tariff energy rows on a bill whose distribution bills VT and NT apart give no VT average: which is VT, nothing tells', () => {
    const average = (names: [string, string]) =>
      extractInvoice(
        sized([
          ...head,
          item(700, names[0], '797 kWh', '3,26026 Kč/kWh', '2 598,43'),
          item(712, names[1], '2 524 kWh', '2,44704 Kč/kWh', '6 176,33'),
          item(724, 'Síťové služby - T1', '797 kWh', '0,72145 Kč/kWh', '575,00'),
          item(736, 'Síťové služby - T2', '2 524 kWh', '0,20600 Kč/kWh', '519,94'),
        ]),
      ).invoice.observations.buyAveragePricePerMwhVt
    expect(average(['Odběr elektřiny v', 'Odběr elektřiny v'])).toBeNull()
    expect(average(['Odběr elektřiny VT', 'Odběr elektřiny NT'])).toBe(3260.26)
  })

  test('no false reconciliation warning: a count after the advances\' label, a code or a variable symbol under it, the 0 % line of a VAT recapitulation are no amounts', () => {
    const warned = (lines: [number, number, [number, string][]][]) =>
      extractInvoice(sized([...head, item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60'), ...lines])).warnings.map((w) => w.field)
    const totals: [number, number, [number, string][]][] = [
      [720, 8, [[300, 'Celkem bez DPH'], [480, '10 098,60 Kč']]],
      [730, 8, [[300, 'Celkem s DPH'], [480, '12 219,31 Kč']]],
    ]
    expect(warned([...totals, [740, 8, [[40, 'Zaplacené zálohy (12)'], [150, '12 000,00 Kč']]], [750, 8, [[40, 'Nedoplatek'], [150, '219,31 Kč']]]])).toEqual([])
    expect(
      warned([
        ...totals,
        [740, 8, [[40, 'Sazba'], [112, 'Základ'], [186, 'DPH'], [240, 'Celkem'], [309, 'DPH 21 %:'], [480, '2 120,71 Kč']]],
        [750, 8, [[40, '0 %'], [120, '0,00'], [185, '0,00'], [250, '0,00']]],
        [760, 8, [[40, '21 %'], [104, '10 098,60'], [169, '2 120,71'], [235, '12 219,31']]],
      ]),
    ).toEqual([])
    expect(warned([...totals, [740, 8, [[40, 'Zálohy plaťte s variabilním symbolem 6329502658.']]], [750, 8, [[40, 'Odpočet záloh'], [150, '12 000,00 Kč']]], [760, 8, [[40, 'Nedoplatek'], [150, '219,31 Kč']]]])).toEqual([])
  })

  test('a bare number after an address\'s words is an item\'s quantity, no address: the labelled address further on is read', async () => {
    // dev19-583207-month-sections-007: "Pevná cena za odběrné místo | 0,645 | měs. | …" before "Adresa: | Palackého 875/30" over its town.
    const bill = await generateNineteenthSplitBill(583207, 6)
    const read = await readPdfText(bill.pdf, 30)
    if (!read.ok) throw new Error('unreadable')
    expect(extractInvoice(buildLines(read.items)).invoice.meta.supplyPointAddress).toBe('Palackého 875/30, 530 02 Pardubice')
  })

  test('a yearly estimate read under its label but refused is not replaced by the billed consumption scaled to a year; "za 12" wrapped is the label\'s', () => {
    const energy = item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60')
    const yearly = (line: [number, number, [number, string][]]) => extractInvoice(sized([...head, line, energy])).invoice.buying.yearlyConsumptionKwhEstimated
    expect(yearly([294, 7.6, [[140, '272 01 Kladno'], [300, 'Očekávaný odběr za 12'], [400, '7 111 kWh']]])).toBe(7111)
    // A figure no estimate can be (12 kWh for a year of 3 841 kWh in half a year) is refused, and nothing takes its place.
    expect(yearly([294, 7.6, [[300, 'Očekávaný odběr'], [400, '12 kWh']]])).toBeNull()
  })

  test('lump sums over a breakdown that prices their items bill the breakdown\'s items', () => {
    const lump = (y: number, name: string, amount: string): [number, number, [number, string][]] => [y, 8, [[40, name], [218, '1,00'], [265, 'ks'], [299, amount], [362, '21'], [397, amount]]]
    const line = (y: number, text: string): [number, number, [number, string][]] => [y, 8, [[44, text]]]
    const all = extractInvoice(
      sized([
        ...head,
        [200, 8, [[40, 'Označení dodávky'], [214, 'Počet'], [264, 'MJ'], [296, 'Cena za MJ'], [346, 'DPH %'], [403, 'Bez DPH']]],
        lump(210, 'Dodávka elektřiny (silová elektřina a služby obchodníka)', '11 508,05'),
        lump(220, 'Regulovaná část - distribuce, systémové služby, OTE', '4 936,42'),
        [240, 8, [[309, 'Celkem bez DPH:'], [506, '16 444,47 Kč']]],
        [300, 8, [[40, 'Obchodní část:']]],
        line(310, '- Odběr elektřiny v pásmu VT (11.8.2024-7.2.2025): 1,79500 MWh à 4 074,64 Kč/MWh = 7 313,98 Kč'),
        line(320, '- Odběr elektřiny v pásmu NT (11.8.2024-7.2.2025): 1,86900 MWh à 2 244,02 Kč/MWh = 4 194,07 Kč'),
        [340, 8, [[40, 'Distribuce a regulované služby:']]],
        line(350, '- Distribuce EE - VT (11.8.2024-7.2.2025): 1,79500 MWh à 2 053,05 Kč/MWh = 3 685,22 Kč'),
        line(360, '- Distribuce EE - NT (11.8.2024-7.2.2025): 1,86900 MWh à 254,96 Kč/MWh = 476,52 Kč'),
        line(370, '- Podpora obnovitelných zdrojů energie (POZE) (11.8.2024-7.2.2025): 1,56500 MWh à 495,00 Kč/MWh = 774,68 Kč'),
      ]),
    )
    const invoice = all.invoice
    expect(invoice.buying).toMatchObject({ fixedBuyPriceCzkPerMwh: 4074.64, fixedBuyPriceCzkPerMwhLowTariff: 2244.02 })
    expect(invoice.observations.buyAveragePricePerMwhVt).not.toBeNull()
  })

  test('a person\'s name over the supply point\'s address, a line of another column between, is the addressee\'s: the address is the cell under it', () => {
    const { invoice } = extractInvoice(
      sized([
        ...head,
        [160, 8, [[44, 'Bankovní účet:'], [144, '35-4544340207/0100'], [305, 'Místo dodání:']]],
        [169, 8, [[305, 'Jiří Novák']]],
        [177, 8, [[44, 'Banka:'], [144, 'Komerční banka, a.s.']]],
        [186, 8, [[305, 'Zahradní 92, 460 01 Liberec']]],
        item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60'),
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('Zahradní 92, 460 01 Liberec')
  })

  test('a self-invoice for a buy-back: its buyer of production issues it, its supplier of production is the customer; its number after "samofakturace č."', () => {
    const { invoice } = extractInvoice(
      sized([
        [36, 10, [[36, 'Energie Pálava s.r.o.'], [160, 'DOKLAD O VÝKUPU ELEKTŘINY - samofakturace č. 24723901526']]],
        [50, 8, [[44, 'Odběratel výroby (vystavitel):'], [305, 'Dodavatel výroby (výrobce):']]],
        [59, 8, [[44, 'Energie Pálava s.r.o.']]],
        [68, 8, [[44, 'Náměstí 27/4'], [319, 'Tomáš Novák']]],
        [77, 8, [[44, '692 01 Mikulov'], [319, 'Nádražní 1543/14']]],
        [86, 8, [[44, 'IČO: 09126437'], [319, '695 01 Hodonín']]],
        [120, 8, [[36, 'Na základě smlouvy Vám vyúčtováváme výkup elektřiny z Vaší výrobny za období 10.1.2025 - 9.1.2026.']]],
        item(700, 'Výkup elektřiny z výrobny', '2 063 kWh', '1,68644 Kč/kWh', '3 479,13'),
      ]),
    )
    expect(invoice.meta).toMatchObject({ supplierName: 'Energie Pálava s.r.o.', customerName: 'Tomáš Novák', invoiceNumber: '24723901526' })
  })

  test('a value centred beside its two-line label, another column\'s label beside the label', () => {
    const yearly = extractInvoice(
      sized([
        ...head,
        [290, 6.3, [[25, 'Cena / Pricing'], [137, 'SPOT - hodinové ceny denního trhu']]],
        [307.5, 6.3, [[25, 'Předpověď ročního odběru /']]],
        [309.7, 6.3, [[303, 'Fakturováno s DPH / Invoiced'], [415, 'Kč 5 511,54']]],
        [311.2, 6.3, [[137, '10 502 kWh']]],
        [315, 6.3, [[25, 'Annual estimate']]],
        item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60'),
      ]),
    ).invoice.buying.yearlyConsumptionKwhEstimated
    expect(yearly).toBe(10502)
  })

  test('a form\'s label wrapped over lines with its value in the form\'s value column on its second line', () => {
    const yearly = extractInvoice(
      sized([
        ...head,
        [300, 6.3, [[25, 'Sazba / Tariff'], [99, 'D61d']]],
        [309, 6.3, [[25, 'Produkt / Product'], [99, 'PRE Elektřina Klasik']]],
        [318, 6.3, [[25, 'Roční předpoklad']]],
        [326, 6.3, [[25, 'odběru / Annual'], [99, '11 304 kWh']]],
        [334, 6.3, [[25, 'estimate']]],
        [343, 6.3, [[25, 'Doba určitá do /'], [99, '05.10.2027']]],
        item(700, 'Silová elektřina', '3 841 kWh', '2,62916 Kč/kWh', '10 098,60'),
      ]),
    ).invoice.buying.yearlyConsumptionKwhEstimated
    expect(yearly).toBe(11304)
  })

})

describe('layouts of the twentieth former held-out split', () => {
  const head: [number, number, [number, string][]][] = [
    [44, 12, [[38, 'E.ON Energie, a.s.']]],
    [64, 9, [[389, 'Zúčtovací období'], [461, '25.9.2025 - 25.10.2025']]],
  ]
  const box = (y: number, name: string, tag: string, header: string[], values: string[], x = 43): [number, number, [number, string][]][] => {
    const columns = [0, 81, 143, 213].map((offset) => x + offset)
    return [
      [y, 8, [[x, name], [x + 199, tag]]],
      [y + 10, 7, header.map((text, i) => [columns[i]!, text])],
      [y + 20, 7, values.map((text, i) => [columns[i]!, text])],
      [y + 28, 7, [[x, '25.10.2025']]],
    ]
  }
  /** Two boxes side by side: their lines merged by baseline, as a page prints them. */
  const pair = (left: [number, number, [number, string][]][], right: [number, number, [number, string][]][]) =>
    left.map(([y, size, cells], i) => [y, size, [...cells, ...right[i]![2]]] as [number, number, [number, string][]])
  const energy = ['Období', 'Množství (kWh)', 'Cena (Kč/kWh)', 'Částka (Kč)']
  const monthly = ['Období', 'Měsíců', 'Cena (Kč/měs.)', 'Částka (Kč)']

  test('two tables side by side under their own titles are read apart, each title naming the rows its table prints by period alone', () => {
    const boxes = [
      ...pair(box(300, 'Silová elektřina - ceny denního trhu', 'obchodník', energy, ['25.9.2025-', '133', '2,66030', '353,82']), box(300, 'Servisní poplatek k hodinové ceně', 'obchodník', energy, ['25.9.2025-', '133', '0,18002', '23,94'], 308)),
      ...box(340, 'Stálý měsíční plat obchodníka', 'obchodník', monthly, ['25.9.2025-', '1,006', '97,66', '98,25']),
      ...pair(box(380, 'Distribuční služby · D02d', 'distributor', energy, ['25.9.2025-', '133', '2,17145', '288,80']), box(380, 'Měsíční platba za jistič 3×20 A', 'distributor', monthly, ['25.9.2025-', '1,006', '188,00', '189,13'], 308)),
    ]
    const rows = parseRows(withTwinTablesApart(sized(boxes)))
    expect(rows.map((row) => [row.kind, row.quantity, row.price, row.from, row.to])).toEqual([
      ['energySingle', 133, 2660.3, '2025-09-25', '2025-10-25'],
      ['spotFee', 133, 180.02, '2025-09-25', '2025-10-25'],
      ['monthlyFee', 1.006, 97.66, '2025-09-25', '2025-10-25'],
      ['distSingle', 133, 2171.45, '2025-09-25', '2025-10-25'],
      ['breaker', 1.006, 188, '2025-09-25', '2025-10-25'],
    ])
    const { invoice } = extractInvoice(sized([...head, ...boxes, ...pair(box(420, 'Cena za systémové služby', 'regulovaná cena', energy, ['25.9.2025-', '133', '0,17092', '22,73']), box(420, 'POZE (podporované zdroje)', 'regulovaná cena', energy, ['25.9.2025-', '133', '0,49500', '65,84'], 308))]))
    expect(invoice.distribution).toMatchObject({ systemServicesFeePerMWh: 170.92, renewableEnergyFeePerMWh: 495, circuitBreakerMonthlyFeeCzkInvoice: 188 })
    expect(invoice.buying).toMatchObject({ monthlyFeeCzk: 97.66, spotTraderFeePerMwh: 180.02 })
  })

  test('a note on the pricing after a colon is no part of the product', () => {
    const product = (line: string) => extractInvoice(sized([...head, [200, 8, [[38, line]]], ...box(300, 'Silová elektřina', 'obchodník', energy, ['25.9.2025-', '133', '2,66030', '353,82'])])).invoice.meta.productName
    expect(product('Produkt E.ON Elektřina Spot: typ ceny: SPOT.')).toBe('E.ON Elektřina Spot')
    expect(product('Produkt Proud za hodinovou cenu: Spot - hodinová cena z burzy.')).toBe('Proud za hodinovou cenu')
  })

  test('a contract\'s end after "Smluvní vztah končí dne", "Platnost ceníkové garance do" or "Závazek odběru do"; a yearly estimate "za 12 měsíců" over its value', () => {
    const end = (rows: [number, number, [number, string][]][]) => extractInvoice(sized([...head, ...rows, ...box(300, 'Silová elektřina', 'obchodník', energy, ['25.9.2025-', '133', '2,66030', '353,82'])])).invoice.meta.contractEndDate
    expect(end([[180, 8, [[389, 'Smluvní vztah končí'], [461, '15.11.2026']]], [188, 8, [[389, 'dne']]]])).toBe('2026-11-15')
    expect(end([[180, 8, [[40, 'Platnost ceníkové garance do'], [163, '9. 6. 2026']]]])).toBe('2026-06-09')
    expect(end([[180, 8, [[389, 'Závazek odběru do'], [461, '06.04.2026']]]])).toBe('2026-04-06')
    const yearly = extractInvoice(
      sized([
        ...head,
        [200, 7, [[45, 'Celková spotřeba za období'], [150, 'jednotarifní sazba - vše VT'], [252, 'Očekávaná spotřeba za 12 měsíců']]],
        [210, 9, [[45, '0,133 MWh'], [150, '0,133 MWh'], [252, '4 237 kWh']]],
        ...box(300, 'Silová elektřina', 'obchodník', energy, ['25.9.2025-', '133', '2,66030', '353,82']),
      ]),
    ).invoice.buying.yearlyConsumptionKwhEstimated
    expect(yearly).toBe(4237)
  })

  test('labels each with its value beside them are no captions on a page of captions; label words ending an item\'s name label nothing below', () => {
    const address = (rows: [number, number, [number, string][]][]) => extractInvoice(sized([...head, ...rows, ...box(500, 'Silová elektřina', 'obchodník', energy, ['25.9.2025-', '133', '2,66030', '353,82'])])).invoice.meta.supplyPointAddress
    const captions: [number, number, [number, string][]][] = [
      [100, 10, [[36, 'FV6791188222'], [226, '10.02.2025']]],
      [112, 7, [[36, 'Číslo faktury'], [226, 'Datum vystavení']]],
    ]
    expect(
      address([
        ...captions,
        [266, 10, [[36, 'Příloha č. 1 - odběrné místo 1 z 2']]],
        [287, 10, [[36, 'EAN 859182476586905041']]],
        [300, 7, [[36, 'Adresa odběrného místa'], [136, 'Jiráskova 32, 370 01 České Budějovice'], [298, 'Typ ceny'], [398, 'Fix']]],
        [312, 7, [[36, 'Distribuční sazba'], [136, 'C02d'], [298, 'Smluvní vztah'], [398, 'na dobu neurčitou']]],
      ]),
    ).toBe('Jiráskova 32, 370 01 České Budějovice')
    // A heading over it that names the label's own words is no value, and a line's first label falls back to its value beside it.
    expect(
      address([
        ...captions,
        [266, 10, [[36, 'Příloha č. 1 - odběrné místo 1 z 2']]],
        [287, 10, [[36, 'EAN 859182476586905041']]],
        [300, 7, [[36, 'Adresa odběrného místa'], [136, 'Jiráskova 32, 370 01 České Budějovice'], [298, 'Typ ceny'], [398, 'typ ceny: Fix']]],
        [312, 7, [[36, 'Distribuční sazba'], [136, 'C02d'], [298, 'Smluvní vztah'], [398, 'na dobu neurčitou']]],
      ]),
    ).toBe('Jiráskova 32, 370 01 České Budějovice')
    expect(
      address([
        [300, 8, [[40, 'Měsíční poplatek za odběrné místo'], [233, '5,971 měs.'], [307, '118,44 Kč/měs.'], [530, '707,21']]],
        [310, 8, [[40, 'Distribuce'], [523, '7.608,51']]],
        [400, 8, [[40, 'Adresa odběrného místa'], [163, 'Na Výsluní 2628/1']]],
        [410, 8, [[163, '100 00 Praha 10']]],
      ]),
    ).toBe('Na Výsluní 2628/1, 100 00 Praha 10')
  })

})

describe('layouts of the seventeenth split, session 15', () => {
  const energy: [number, number, [number, string][]] = [700, 8, [[42, 'Silová elektřina'], [300, '3 841 kWh'], [380, '2,62916 Kč/kWh'], [480, '10 098,60']]]
  const product = (rows: [number, number, [number, string][]][]) => extractInvoice(sized([[40, 10, [[42, 'SpotLine Energy s.r.o.']]], ...rows, energy])).invoice.meta.productName

  test('a row of labels beside "Produkt" ("Cena", "Distributor") is no product: its name is under the label', () => {
    expect(
      product([
        [200, 8, [[42, 'Produkt'], [170, 'Cena'], [298, 'Distributor'], [425, 'Trvání závazku']]],
        [210, 8, [[42, 'Burza Standard Spot'], [170, 'spotový (hodinové ceny'], [298, 'ČEZ Distribuce, a. s.'], [425, 'bez doby určité']]],
        [218, 8, [[170, 'OTE)']]],
      ]),
    ).toBe('Burza Standard Spot')
  })

  test('a year wrapped under a product\'s name is a word of it', () => {
    expect(
      product([
        [200, 8, [[214, 'Zúčtovací období'], [293, '24. 9. 2025 - 24. 12.'], [390, 'Produkt'], [470, 'E.ON Elektřina Fix']]],
        [209, 8, [[293, '2025'], [470, '2026']]],
        [220, 8, [[390, 'Cenový model'], [470, 'Fixace ceny na dobu']]],
      ]),
    ).toBe('E.ON Elektřina Fix 2026')
  })
})

