/** The meta fields: supplier, customer, invoice number and dates, supply point, product and contract. */
import { describe, expect, test } from 'bun:test'
import { readColumns } from '../../../src/modules/invoices/extraction/columns.ts'
import { extractInvoice } from '../../../src/modules/invoices/extraction/extract.ts'
import { parseRows } from '../../../src/modules/invoices/extraction/rows.ts'
import { withoutRowNumbers } from '../../../src/modules/invoices/extraction/row-numbers.ts'
import { withCutAmountsJoined } from '../../../src/modules/invoices/extraction/cut-amounts.ts'
import { generateTwentyFirstSplitBill } from '../corpus/twenty-first-split/index.ts'
import { accept } from '../../../src/modules/invoices/extraction/context.ts'
import { isProductName } from '../../../src/modules/invoices/extraction/read-meta.ts'
import { findNumbers, LEGAL_FORM } from '../../../src/modules/invoices/extraction/text.ts'
import { InvoiceDocument } from '../../../src/modules/invoices/extraction/document.ts'
import { isLabelCell } from '../../../src/modules/invoices/extraction/suppliers.ts'
import { buildLines } from '../../../src/modules/invoices/pdf/layout.ts'
import { readPdfText } from '../../../src/modules/invoices/pdf/read.ts'
import { bill, header, placed, sized, supply } from './lines.ts'

describe('meta fields read from the layouts of real bills', () => {
  test('a supplier named after "Dodavatel" without its legal form is read, less certain; never the customer', () => {
    const unknown = (rows: [number, string][][]) => bill([[[40, 'Vyúčtování elektřiny']], ...header.slice(1), ...rows, ...supply])
    const plain = extractInvoice(unknown([[[40, 'Dodavatel: Proudík, IČO 12345678']]]))
    expect(plain.invoice.meta.supplierName).toBe('Proudík')
    expect(plain.invoice.fieldConfidence['meta.supplierName']).toBeLessThan(0.95)
    const footer = extractInvoice(unknown([[[40, 'Odběratel: Pekárna U Lípy s.r.o.']], [[40, 'Světlo Energie a.s., IČO 12345678, DIČ CZ12345678, zapsaná v obchodním rejstříku']]]))
    expect(footer.invoice.meta.customerName).toBe('Pekárna U Lípy s.r.o.')
    expect(footer.invoice.meta.supplierName).toBe('Světlo Energie a.s.')
  })

  test('a sale block whose price is named "Výkupní cena" and a supply block priced "Cena/kWh" make a bill of both directions', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Silová elektřina']],
        [[52, 'Dodané množství: 400 kWh'], [212, 'Cena/kWh: 3,00000 Kč'], [372, 'Částka: CZK 1.200,00']],
        ...supply.slice(1),
        [[40, 'Výkup přebytků']],
        [[40, 'Výkup elektřiny z FVE']],
        [[52, 'Množství: 500 kWh'], [212, 'Výkupní cena: 1,20000 Kč/kWh'], [372, 'Částka: CZK 600,00']],
      ]),
    )
    expect(invoice.meta.invoiceDirection).toBe('both')
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
    expect(invoice.selling).toMatchObject({ sellingType: 'FIX', soldKwh: 500, fixedSellPriceCzkPerMwh: 1200 })
  })

  test('a supplier printed in the letterhead beside the title, without a label, is read; the distributor or a bank never', () => {
    const { invoice } = extractInvoice(
      bill([[[40, 'VYÚČTOVÁNÍ ELEKTŘINY'], [400, 'Spotový proud s.r.o.']], ...header.slice(1), [[40, 'Distributor: ČEZ Distribuce, a. s.']], ...supply]),
    )
    expect(invoice.meta.supplierName).toBe('Spotový proud s.r.o.')
    const bank = extractInvoice(bill([[[40, 'VYÚČTOVÁNÍ ELEKTŘINY']], [[40, 'Bankovní spojení: Komerční banka, a.s., č. ú. 123456789/0100']], ...header.slice(1), ...supply]))
    expect(bank.invoice.meta.supplierName).toBeNull()
    const window = extractInvoice(bill([[[40, 'VYÚČTOVÁNÍ ELEKTŘINY']], [[300, 'Adresát:']], [[300, 'Pekárna U Lípy s.r.o.']], ...header.slice(1), ...supply]))
    expect(window.invoice.meta.supplierName).toBeNull()
  })

  test('words closed by a colon, joined by a slash or in parentheses after a label finish that label; its value comes next or below', () => {
    const { invoice } = extractInvoice(
      bill([
        [[40, 'Pražská energetika, a.s.']],
        [[40, 'Doklad č.'], [400, '7310045521']],
        [[40, 'Výrobce / zákazník'], [342, 'Datum vystavení:'], [420, '12. 3. 2025']],
        [[40, 'Pekárna U Lípy s.r.o.']],
        [[40, 'Produkt výkupu:'], [200, 'Výkup elektřiny SPOT']],
        [[40, 'Smlouva do:'], [200, '16. 12. 2026']],
        ...header.slice(3),
        ...supply,
      ]),
    )
    // A bill that buys names no supply product here: the buy-back's is not its product.
    expect(invoice.meta).toMatchObject({ invoiceNumber: '7310045521', customerName: 'Pekárna U Lípy s.r.o.', productName: null, contractEndDate: '2026-12-16' })
    const firm = extractInvoice(bill([...header, [[40, 'Odběratel (firma)'], [400, 'Kavárna Na Rohu s.r.o.']], ...supply]))
    expect(firm.invoice.meta.customerName).toBe('Kavárna Na Rohu s.r.o.')
  })

  test('a label and its value ("Produkt výkupu | Výkup elektřiny SPOT") is no buy-back heading: the supply rows after it stay supply', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Produkt výkupu'], [400, 'Výkup elektřiny SPOT']],
        [[40, 'Dodávka silové elektřiny']],
        [[40, 'Dodaná elektřina'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
        supply[1]!,
      ]),
    )
    expect(invoice.meta.invoiceDirection).toBe('buy')
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
    expect(invoice.selling.soldKwh).toBeNull()
  })

  test('a product is its name: no pricing note, no heading\'s rest, no label tail; named in a sentence it is read from there', () => {
    const read = (rows: [number, string][][]) => extractInvoice(bill([...header, ...rows, ...supply])).invoice.meta.productName
    expect(read([[[40, 'Produkt a smlouva'], [340, 'Souhrn']], [[40, 'Produkt: PRE Elektřina Klasik (fixní cena)']]])).toBe('PRE Elektřina Klasik')
    expect(read([[[40, 'Produkt: PRE Spot (cena dle spotového trhu OTE)']]])).toBe('PRE Spot')
    expect(read([[[40, 'Produkt: Elektřina Bez starostí na 1 rok']]])).toBe('Elektřina Bez starostí na 1 rok')
    // On a bill that buys, the buy-back's product ("Produkt výkupu: …") is not the product.
    expect(read([[[40, 'Produkt výkupu: Výkup elektřiny Fix']]])).toBeNull()
    expect(read([[[40, 'Produkt výkupu: Výkup elektřiny Fix']], [[40, 'Produkt: Elektřina Standard']]])).toBe('Elektřina Standard')
    expect(read([[[40, 'Elektřinu dodáváme na základě smlouvy o sdružených službách dodávky elektřiny']], [[40, 'v produktu Elektřina za burzovní ceny, ve kterém se cena řídí cenami OTE.']]])).toBe('Elektřina za burzovní ceny')
    expect(read([[[40, 'Elektřinu dodáváme na základě smlouvy o sdružených službách dodávky elektřiny v produktu E.ON Elektřina']], [[40, 'Standard, ve kterém je cena pevná. Elektřinu z výrobny vykupujeme v produktu Výkup Fix.']]])).toBe('E.ON Elektřina Standard')
  })

  test('a contract end in a sentence wrapped between its words ("sjednána na dobu" / "určitou do dne …") is read from the paragraph', () => {
    const { invoice } = extractInvoice(
      bill([...header, [[40, 'Elektřinu dodáváme v produktu Elektřina Jistota. Smlouva je sjednána na dobu']], [[40, 'určitou do dne 03.02.2026. Distribuce probíhá v sazbě D02d.']], ...supply]),
    )
    expect(invoice.meta.contractEndDate).toBe('2026-02-03')
  })

  test('a sell-only bill names its buy-back product in the sentence about the production site; a long run stops before "za"', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header.slice(0, 4),
        [[40, 'EAN výrobny: 859182400100000013']],
        [[40, 'Elektřinu z výrobny vykupujeme v produktu Výkup elektřiny SPOT za hodinové ceny denního trhu OTE snížené o poplatek']],
        [[40, 'Výkup elektřiny z výrobny'], [250, '1 663 kWh'], [330, '623,47 Kč/MWh'], [430, '1 036,83 Kč']],
      ]),
    )
    expect(invoice.meta.invoiceDirection).toBe('sell')
    expect(invoice.meta.productName).toBe('Výkup elektřiny SPOT')
  })

  test('a supply address under its heading goes on in its own column, not in the customer\'s beside it', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header.slice(0, 4),
        [[42, 'Zákazník'], [302, 'Odběrné místo']],
        [[42, 'Pekárna U Lípy s.r.o.'], [302, 'U Potoka 1662/37']],
        [[42, 'IČO 84889897'], [302, '500 02 Hradec Králové']],
        ...header.slice(5),
        ...supply,
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('U Potoka 1662/37, 500 02 Hradec Králové')
  })

  test('bilingual labels: a label wrapped in its cell reads whole, its English gloss under it or after a slash is no value', () => {
    const { invoice } = extractInvoice(
      placed([
        [46, 60, 15, 'Pražská energetika, a.s.'],
        [46, 94, 10, 'Doklad'], [307, 94, 10, 'Zákazník'],
        [46, 103, 7, 'Document'], [307, 103, 7, 'Customer'],
        [46, 115, 9, 'Číslo daňového'], [159, 115, 9, '2629618220'], [307, 115, 9, 'Zákazník'], [420, 115, 9, 'Jan Novák'],
        [46, 126, 9, 'dokladu'], [307, 126, 7, 'Customer'],
        [46, 135, 7, 'Invoice No.'],
        [46, 150, 9, 'Evidenční číslo'], [159, 150, 9, '562179881'],
        [46, 160, 9, 'dokladu / Invoice No.'],
        [46, 180, 9, 'Produkt výkupu / Buy-back product'], [274, 180, 9, 'Výkup elektřiny Fix'],
        [46, 200, 9, 'Zúčtovací období / Billing period'], [159, 200, 9, '1. 1. 2025 - 28. 2. 2025'],
        [46, 212, 9, 'EAN výrobny / Production point EAN'], [274, 212, 9, '859182400100000013'],
        [40, 230, 8, 'Výkup elektřiny z výrobny'], [250, 230, 8, '1 663 kWh'], [330, 230, 8, '623,47 Kč/MWh'], [430, 230, 8, '1 036,83 Kč'],
      ]),
    )
    expect(invoice.meta).toMatchObject({ invoiceDirection: 'sell', invoiceNumber: '2629618220', customerName: 'Jan Novák', productName: 'Výkup elektřiny Fix' })
    const second = extractInvoice(placed([[46, 60, 15, 'Pražská energetika, a.s.'], [46, 150, 9, 'Evidenční číslo'], [159, 150, 9, '562179881'], [46, 160, 9, 'dokladu / Invoice No.']]))
    expect(second.invoice.meta.invoiceNumber).toBe('562179881')
  })

  test('the buy-back\'s product ("Výkupní produkt") names a sell-only bill, never a bill that also buys', () => {
    const production: [number, string][][] = [
      [[40, 'EAN výrobny: 859182400100000013']],
      [[40, 'Výkupní produkt:'], [196, 'Výkup elektřiny Fix']],
      [[40, 'Výkup elektřiny z výrobny'], [250, '1 663 kWh'], [330, '623,47 Kč/MWh'], [430, '1 036,83 Kč']],
    ]
    const sell = extractInvoice(bill([...header.slice(0, 4), ...production]))
    expect(sell.invoice.meta).toMatchObject({ invoiceDirection: 'sell', productName: 'Výkup elektřiny Fix' })
    const both = extractInvoice(bill([...header, ...production.slice(0, 2), [[40, 'Produkt dodávky:'], [196, 'Elektřina Standard']], ...supply, production[2]!]))
    expect(both.invoice.meta).toMatchObject({ invoiceDirection: 'both', productName: 'Elektřina Standard' })
  })

  test('an addressee printed without a label (name over street over postal code and town) is the customer; a labelled block is not', () => {
    const window: [number, string][][] = [
      [[40, 'Číslo faktury:'], [159, '24944424939'], [340, 'Martin Svobodová']],
      [[40, 'Variabilní symbol:'], [159, '3166254016'], [340, 'Na Výsluní 924/51']],
      [[40, 'Zákaznické číslo:'], [159, '15144276'], [340, '702 00 Ostrava']],
    ]
    const { invoice, warnings } = extractInvoice(bill([header[0]!, ...window, ...header.slice(2), ...supply]))
    expect(invoice.meta.customerName).toBe('Martin Svobodová')
    expect(invoice.fieldConfidence['meta.customerName']).toBe(0.6)
    expect(warnings.filter((w) => w.field === 'meta.customerName')).toEqual([])
    // The supply point's block is labelled: its heading above is no customer.
    const labelled = extractInvoice(bill([header[0]!, header[1]!, [[40, 'O D B Ě R N É  M Í S T O']], [[40, 'Odběrné místo:'], [125, 'Na Výsluní 924/51']], [[125, '702 00 Ostrava']], ...header.slice(2), ...supply]))
    expect(labelled.invoice.meta.customerName).toBeNull()
  })

  test('lower-case words after a shorter label in its cell are the rest of a longer label ("Evidenční číslo| dokladu")', () => {
    const { invoice } = extractInvoice(bill([header[0]!, [[40, 'Evidenční číslo dokladu'], [159, '5779001845']], ...header.slice(2), ...supply]))
    expect(invoice.meta.invoiceNumber).toBe('5779001845')
  })

  test('a company name wrapped under itself ("Autoservis Kratochvíl" / "s.r.o.") reads whole though the label\'s gloss is printed under the label', () => {
    const { invoice } = extractInvoice(
      placed([
        [46, 60, 15, 'Pražská energetika, a.s.'],
        [307, 115, 9, 'Zákazník'], [420, 115, 9, 'Autoservis Kratochvíl'],
        [307, 124, 7, 'Customer'], [420, 124, 9, 's.r.o.'],
        [46, 150, 9, 'Zúčtovací období'], [159, 150, 9, '1. 1. 2025 - 28. 2. 2025'],
        [40, 230, 8, 'Silová elektřina'], [250, 230, 8, '400,00 kWh'], [330, 230, 8, '3 000,00 Kč/MWh'], [430, 230, 8, '1 200,00 Kč'],
      ]),
    )
    expect(invoice.meta.customerName).toBe('Autoservis Kratochvíl s.r.o.')
  })

  test('a heading framed with dashes ("-- výkup elektřiny z výrobny --") starts the buy-back rows and ends the label above it', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        ...supply,
        [[40, 'Daň z elektřiny'], [250, '400,00 kWh'], [330, '28,30 Kč/MWh'], [430, '11,32 Kč']],
        [[40, '-- výkup elektřiny z výrobny --']],
        [[40, 'Výkup elektřiny'], [250, '769 kWh'], [330, '1 679,61 Kč/MWh'], [430, '1 291,62 Kč']],
        [[40, 'Srážka obchodníka SPOT'], [250, '769 kWh'], [330, '-324,98 Kč/MWh'], [430, '-249,91 Kč']],
      ]),
    )
    expect(invoice.meta.invoiceDirection).toBe('both')
    expect(invoice.selling).toMatchObject({ sellingType: 'SPOT', spotTraderFeePerMwh: 324.98, soldKwh: 769 })
    expect(invoice.buying.spotTraderFeePerMwh).toBeNull()
  })

  test('a product quoted in a sentence or ending one is its name without the punctuation; a sentence going on after it is cut', () => {
    const read = (rows: [number, string][][]) => extractInvoice(bill([...header, ...rows, ...supply])).invoice.meta.productName
    expect(read([[[40, 'Elektřinu Vám dodáváme v produktu „PRE Elektřina Klasik“, smlouva je na dobu neurčitou.']]])).toBe('PRE Elektřina Klasik')
    expect(read([[[40, 'Produkt: E.ON Elektřina Standard.']]])).toBe('E.ON Elektřina Standard')
    expect(read([[[40, 'Produkt: Elektřina Fix, sjednáno do 2026']]])).toBe('Elektřina Fix')
  })

  test('an addressee block with its IČO under the name, beside a title printed between its lines, is the customer; a labelled line is no street', () => {
    const customer = (rows: [number, string][][]) => extractInvoice(bill([...rows, ...supply])).invoice.meta.customerName
    // The window's lines 11 points apart in 9-point type; the title between two of them, in bigger type.
    const at = (x: number, y: number, text: string, size = 9) => ({ page: 1, text, x, y, width: text.length * 4, size })
    const window = buildLines([
      at(40, 52, 'Pražská energetika, a.s.', 13), at(368, 60, 'Truhlářství Bárta a syn, v.o.s.'), at(40, 65, 'Vyúčtování elektřiny', 10), at(368, 71, 'IČO: 28170830'),
      at(368, 82, 'Na Výsluní 117'), at(40, 93, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025'), at(368, 93, '272 01 Kladno'),
    ])
    expect(extractInvoice([...window, ...bill(supply).map((line) => ({ ...line, y: line.y + 100 }))]).invoice.meta.customerName).toBe('Truhlářství Bárta a syn, v.o.s.')
    const labelled = [[[40, 'Informace k vyúčtování']], [[40, 'Odběrné místo: Nádražní 198']], [[40, '400 01 Ústí nad Labem.']]] as [number, string][][]
    expect(customer([...header, ...labelled])).toBeNull()
  })

  test('footnote marks are no part of a label or a value; a product is cut at a semicolon', () => {
    const { invoice } = extractInvoice(
      bill([
        ...header,
        [[40, 'Silová elektřina ¹'], [250, '400,00 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']],
        [[40, 'Distribuce elektřiny ²'], [250, '400,00 kWh'], [330, '1 405,58 Kč/MWh'], [430, '562,23 Kč']],
        [[40, '¹ Produkt Elektřina Bez starostí na 2 roky; smlouva na dobu určitou do 4. 1. 2027.']],
      ]),
    )
    expect(invoice.meta.productName).toBe('Elektřina Bez starostí na 2 roky')
    expect(invoice.buying.fixedBuyPriceCzkPerMwh).toBe(3000)
  })

  test('abbreviated labels read as written out; "OM" is the supply point; an address is no code before a label', () => {
    const { invoice } = extractInvoice(
      bill([
        [[40, 'E.ON Energie, a.s.']],
        [[40, 'F. A. Gerstnera 2151/6, 370 01 České Budějovice'], [400, 'Daňový doklad č. 655276650']],
        [[40, 'Odběratel'], [400, 'Dat. vystavení'], [500, '05.01.2026']],
        [[400, 'Zúčt. období'], [470, '16.04.2025 - 11.12.2025']],
        [[40, 'OM'], [160, 'Palackého 219, 602 00 Brno']],
        [[40, 'Předpokl. roční spotřeba'], [160, '620 kWh']],
        ...supply,
      ]),
    )
    expect(invoice.meta).toMatchObject({ invoiceNumber: '655276650', issueDate: '2026-01-05', billingPeriodFrom: '2025-04-16', supplyPointAddress: 'Palackého 219, 602 00 Brno' })
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(620)
  })

  test('a column headed by the currency alone holds the amounts, no text beside the table', () => {
    const { invoice } = extractInvoice(
      bill([...header, ...supply, [[40, 'Výkup elektřiny z výrobny']], [[40, 'Položka'], [200, 'Období'], [300, 'Množství'], [380, 'Cena/MJ'], [460, 'Kč']], [[40, 'Elektřina dodaná do sítě - výkup'], [200, '1.1.2025 - 28.2.2025'], [300, '3 942 kWh'], [380, '783,71 Kč/MWh'], [462, '3 089,38']]]),
    )
    expect(invoice.meta.invoiceDirection).toBe('both')
    expect(invoice.selling).toMatchObject({ sellingType: 'FIX', fixedSellPriceCzkPerMwh: 783.71, soldKwh: 3942 })
  })

  test('a contract for an indefinite time has no end date, whatever date is printed under it', () => {
    const end = (value: string) =>
      extractInvoice(bill([header[0]!, header[1]!, header[2]!, [[40, 'Doba trvání smlouvy:'], [160, value]], [[40, 'Zúčtovací období: 1. 1. 2025 - 28. 2. 2025']], ...header.slice(4), ...supply])).invoice.meta.contractEndDate
    expect(end('neurčitá')).toBeNull()
    expect(end('31. 12. 2026')).toBe('2026-12-31')
  })

  test('a left column whose labels have values of their own shares baselines with the right column\'s rows: two columns, read apart', () => {
    const at = (x: number, y: number, text: string, size = 7.5) => ({ page: 1, text, x, y, width: text.length * size * 0.45, size })
    const page = buildLines([
      at(309, 95, 'Položka'), at(400, 95, 'Množství'), at(450, 95, 'Jedn. cena'), at(530, 95, 'Kč'),
      at(30, 100, 'Odběratel'), at(147, 100, 'Lukáš Veselý'),
      at(309, 108, 'Stálá platba za dodávku'), at(400, 108, '0,903 měs.'), at(450, 108, '91,28 Kč/měs.'), at(530, 108, '82,43'),
      at(30, 113, 'Zákaznické číslo'), at(147, 113, '97428860'),
      at(309, 121, 'Distribuce elektřiny VT'), at(400, 121, '31 kWh'), at(450, 121, '718,76 Kč/MWh'), at(530, 121, '22,28'),
      at(30, 126, 'Doručovací adresa'), at(147, 126, 'Lipová 789/11, 390 01 Tábor'),
      at(309, 134, 'Systémové služby'), at(400, 134, '279 kWh'), at(450, 134, '170,92 Kč/MWh'), at(530, 134, '47,69'),
      at(30, 139, 'Distribuční sazba'), at(147, 139, 'D56d'),
      // On shared baselines: a VAT recapitulation's rows beside labels with values, and periods' wrapped tails beside headings.
      at(30, 152, 'Celková spotřeba'), at(147, 152, '279 kWh'), at(309, 152, '21 %'), at(377, 152, '1 142,20'), at(462, 152, '239,86'),
      at(30, 165, 'Spotřeba VT'), at(147, 165, '31 kWh'), at(309, 165, '12 %'), at(377, 165, '0,00'), at(462, 165, '0,00'),
      at(30, 178, 'Smlouva', 8.5), at(309, 178, '2025'),
      at(30, 191, 'Spotřeba', 8.5), at(309, 191, '2025'),
      at(30, 204, 'Fakturované položky', 8.5), at(309, 204, 'července 2025'),
      at(30, 217, 'Souhrn', 8.5), at(309, 217, 'prosince 2024'),
      // … and wrapped names' tails with a number.
      at(30, 230, 'Výroba', 8.5), at(309, 230, 'jističe 3 x 10 A'),
      at(30, 243, 'Platba', 8.5), at(309, 243, 'příkonu 3 x 25 A'),
      // … and unit prices printed a little off their rows beside labels with their money.
      at(30, 256, 'Celkem za dodávku bez DPH'), at(147, 256, '1 142,20 Kč'), at(420, 256, '2 694,79 Kč/MWh'),
      at(30, 269, 'Zaplacené zálohy'), at(147, 269, '-1 600,00 Kč'), at(420, 269, '170,92 Kč/MWh'),
    ])
    const order = readColumns(page).map((line) => line.cells[0]!.text)
    expect(order.indexOf('Stálá platba za dodávku')).toBeGreaterThan(order.indexOf('Celkem za dodávku bez DPH'))
  })

  test('"Tarif obchodníka" and "Ceník" name the product; "Závazek ze smlouvy trvá do" the contract end', () => {
    expect(extractInvoice(bill([...header, [[40, 'Ceník:'], [200, 'innogy Elektřina Spot']], ...supply])).invoice.meta.productName).toBe('innogy Elektřina Spot')
    const { invoice } = extractInvoice(bill([...header, [[40, 'Tarif obchodníka'], [200, 'Elektřina Jistota']], [[40, 'Závazek ze smlouvy trvá do'], [200, '20.7.2026']], ...supply]))
    expect(invoice.meta).toMatchObject({ productName: 'Elektřina Jistota', contractEndDate: '2026-07-20' })
  })

  test('"vystavení dokladu" captions the issue date and "Roční spotřeba - odhad" the yearly estimate, each printed under its value', () => {
    // Values in 8 points over captions in 6 points.
    const sized = (rows: [number, [number, string][], number][]) =>
      buildLines(rows.flatMap(([y, cells, size]) => cells.map(([x, text]) => ({ page: 1, text, x, y, width: text.length * size * 0.5, size }))))
    const { invoice } = extractInvoice(
      sized([
        [40, [[40, 'Pražská energetika, a.s.']], 8],
        [60, [[97, '24.02.2025'], [251, '23.03.2025'], [391, '16.04.2025']], 8],
        [67, [[78, 'začátek zúčtovacího období'], [234, 'konec zúčtovacího období'], [386, 'vystavení dokladu']], 6],
        [90, [[83, 'FV331585487'], [328, '12 207 kWh']], 8],
        [97, [[83, 'Číslo daňového dokladu'], [328, 'Roční spotřeba - odhad']], 6],
        [120, [[40, 'Silová elektřina'], [250, '400 kWh'], [330, '3 000,00 Kč/MWh'], [430, '1 200,00 Kč']], 8],
      ]),
    )
    expect(invoice.meta.issueDate).toBe('2025-04-16')
    expect(invoice.buying.yearlyConsumptionKwhEstimated).toBe(12207)
  })

  test('stacked tiles of values over captions: a footnote\'s asterisk over a name is no caption of it', () => {
    const sized = (rows: [number, [number, string][], number][]) =>
      buildLines(rows.flatMap(([y, cells, size]) => cells.map(([x, text]) => ({ page: 1, text, x, y, width: text.length * size * 0.5, size }))))
    const lines = sized([
      [40, [[78, 'Centropol Energy, a.s.']], 8],
      // A hero box's label over its amount: the one caption printed above its value.
      [100, [[88, 'Přeplatek']], 8],
      [118, [[88, '743,99 Kč']], 17],
      [161, [[96, '13.11.2024'], [205, '01.01.2025'], [311, '12.11.2025'], [419, '26.11.2025']], 8],
      [169, [[78, 'začátek zúčtovacího období'], [209, 'změna ceníku'], [296, 'konec zúčtovacího období'], [418, 'datum vystavení']], 6],
      [233, [[83, '8447542809'], [205, '5657756410']], 8],
      [241, [[83, 'Číslo faktury'], [205, 'Variabilní symbol']], 6],
      [262, [[83, '859182468293796494'], [205, 'D01D'], [450, 'Centropol Fix 12']], 8],
      [271, [[83, 'EAN výrobny'], [205, 'Distribuční sazba'], [450, 'Produkt - fixní cena']], 6],
      [292, [[83, 'Výkup elektřiny Fix'], [205, 'neurčitá']], 8],
      [301, [[83, 'Výkup - pevná cena'], [205, 'Doba trvání smlouvy']], 6],
      // Asterisks raised above names in 8 points: no captions of the names under them.
      ...[399.4, 419.4, 439.4, 459.4, 479.4, 499.4].map((y): [number, [number, string][], number] => [y, [[150, '*']], 5]),
      ...[403, 423, 443, 463, 483, 503].map((y): [number, [number, string][], number] => [y, [[81, 'Cena za příkon 1x16 A']], 8]),
    ])
    expect(new InvoiceDocument(lines, isLabelCell).captionsBelow).toBe(true)
    expect(extractInvoice(lines).invoice.meta).toMatchObject({ invoiceNumber: '8447542809', issueDate: '2025-11-26', billingPeriodFrom: '2024-11-13', billingPeriodTo: '2025-11-12', productName: 'Centropol Fix 12' })
  })

  test('"Výkup - spot" captions the buy-back product over it, after every other label; an item "Výkup - měsíční platba" gives no product, an amount is none', () => {
    const sized = (rows: [number, [number, string][], number][]) =>
      buildLines(rows.flatMap(([y, cells, size]) => cells.map(([x, text]) => ({ page: 1, text, x, y, width: text.length * size * 0.5, size }))))
    const sale: [number, [number, string][], number] = [340, [[40, 'Výkup - přetoky do sítě'], [381, '797 kWh'], [441, '1,62893 Kč/kWh'], [510, '1 298,26 Kč']], 8]
    const caption = extractInvoice(
      sized([
        [40, [[78, 'Centropol Energy, a.s.']], 8],
        [233, [[83, '118276404'], [205, '3085385923']], 8],
        [241, [[83, 'Číslo faktury'], [205, 'Variabilní symbol']], 6],
        [262, [[83, 'Výkup elektřiny SPOT'], [205, 'neurčitá']], 8],
        [271, [[83, 'Výkup - spot'], [205, 'Doba trvání smlouvy']], 6],
        sale,
      ]),
    )
    expect(caption.invoice.meta.productName).toBe('Výkup elektřiny SPOT')
    const labelled = extractInvoice(
      sized([
        [40, [[40, 'MND a.s.']], 9],
        [133, [[40, 'Produkt: Výkup elektřiny Fix']], 9],
        sale,
        [360, [[40, 'Výkup - měsíční platba'], [381, '11,974 měs.'], [441, '-53,08 Kč/měs.'], [510, '-635,58 Kč']], 8],
      ]),
    )
    expect(labelled.invoice.meta.productName).toBe('Výkup elektřiny Fix')
  })

  test('a date run into the number after it by the PDF reader ("24. 12. 202576 922") is cut after its year; "100,-" or a year alone stay whole', () => {
    const cells = (text: string) => buildLines([{ page: 1, text, x: 304, y: 126, width: text.length * 4, size: 7.5 }])[0]!.cells.map((cell) => cell.text)
    expect(cells('24. 12. 202576 922')).toEqual(['24. 12. 2025', '76 922'])
    expect(cells('1.1.20251.2.2025')).toEqual(['1.1.2025', '1.2.2025'])
    expect(cells('Stav k 24. 12. 2025')).toEqual(['Stav k 24. 12. 2025'])
    expect(cells('2025 100,- Kč')).toEqual(['2025 100,- Kč'])
    // Bound: a hostile run of 20 000 glued dates is cut in one pass, without recursion.
    const glued = cells('1.1.2025'.repeat(20_000))
    expect(glued.length).toBe(20_000)
    expect(new Set(glued)).toEqual(new Set(['1.1.2025']))
  })

  test('a footnote\'s number raised small after a name is dropped: the name and its wrapped tail read as one', () => {
    const items = [
      { page: 1, text: 'Cena za distrib. množství', x: 40, y: 120.8, width: 94.8, size: 7.5 },
      { page: 1, text: 'elektřiny ve vysokém tarifu', x: 40, y: 130.8, width: 102.6, size: 7.5 },
      { page: 1, text: '2', x: 142.6, y: 127.6, width: 2.8, size: 4.3 },
      { page: 1, text: 'MWh', x: 307.3, y: 120.8, width: 18.6, size: 7.5 },
      { page: 1, text: '2,4510', x: 377, y: 120.8, width: 26.3, size: 7.5 },
      { page: 1, text: '3 365,89', x: 447.9, y: 120.8, width: 33.4, size: 7.5 },
      { page: 1, text: '8 249,80', x: 521.9, y: 120.8, width: 33.4, size: 7.5 },
      { page: 1, text: 'Systémové služby', x: 40, y: 146, width: 67.9, size: 7.5 },
      { page: 1, text: '2', x: 107.9, y: 142.8, width: 2.7, size: 4.3 },
      { page: 1, text: '4.1.2024 – 31.12.2024', x: 183.3, y: 145.6, width: 79.2, size: 7 },
      { page: 1, text: 'MWh', x: 307.3, y: 146, width: 18.6, size: 7.5 },
      { page: 1, text: '11,6700', x: 372.3, y: 146, width: 31, size: 7.5 },
      { page: 1, text: '212,82', x: 455, y: 146, width: 26.3, size: 7.5 },
      { page: 1, text: '2 483,61', x: 521.9, y: 146, width: 33.4, size: 7.5 },
      // A footnote's own number in the text's size stays.
      { page: 1, text: '2', x: 40, y: 170, width: 4, size: 6.5 },
      { page: 1, text: 'Regulované ceny podle cenového rozhodnutí ERÚ.', x: 46, y: 170, width: 160, size: 6.5 },
      // So does a smaller digit on a big title's own line (a text layer cut per glyph: "Faktura č. " then "1", "7", …).
      { page: 1, text: 'Faktura č.', x: 40, y: 200, width: 80, size: 14 },
      { page: 1, text: '1', x: 120, y: 200, width: 5, size: 9 },
      { page: 1, text: '7', x: 125, y: 200, width: 5, size: 9 },
    ]
    const lines = buildLines(items)
    expect(lines.map((line) => line.text)).toEqual([
      'Cena za distrib. množství | MWh | 2,4510 | 3 365,89 | 8 249,80',
      'elektřiny ve vysokém tarifu',
      'Systémové služby | 4.1.2024 - 31.12.2024 | MWh | 11,6700 | 212,82 | 2 483,61',
      '2 Regulované ceny podle cenového rozhodnutí ERÚ.',
      'Faktura č.17',
    ])
    expect(parseRows(lines).map((row) => row.kind)).toEqual(['distVt', 'systemServices'])
  })

  test('a period cut after its dash ("09.02.2025 -" over "08.08.2025") ends on the next line: the row bills the whole period', () => {
    const rows = parseRows(
      sized([
        [100, 7, [[40, 'Elektřina - jednotarif'], [150, '09.02.2025 -'], [230, '2,492 MWh'], [300, '2.693,80'], [380, '6.712,95']]],
        [108, 6.8, [[150, '08.08.2025'], [300, 'Kč/MWh']]],
      ]),
    )
    expect(rows.map(({ kind, from, to, price }) => ({ kind, from, to, price }))).toEqual([{ kind: 'energySingle', from: '2025-02-09', to: '2025-08-08', price: 2693.8 }])
  })

  test('"Oddíl A: Silová elektřina a služby obchodníka (ČEZ Prodej, a.s.)" heads the supply; a row named by its period alone goes on the item above', () => {
    const rows = parseRows(
      sized([
        [90, 7.8, [[40, 'Oddíl B - Regulované platby za distribuci']]],
        [100, 7.8, [[40, 'Oddíl A: Silová elektřina a služby obchodníka (ČEZ Prodej, a.s.)']]],
        [110, 7.4, [[40, 'Stálá měsíční platba'], [150, '21.12.2024 - 31.12.2024'], [260, '108,65'], [320, '0,355'], [360, 'měs.'], [430, '38,57']]],
        [122, 7.4, [[150, '01.01.2025 - 22.03.2025'], [260, '101,46'], [320, '2,710'], [360, 'měs.'], [430, '274,96']]],
      ]),
    )
    expect(rows.map(({ kind, section, to }) => ({ kind, section, to }))).toEqual([
      { kind: 'monthlyFee', section: 'supply', to: '2024-12-31' },
      { kind: 'monthlyFee', section: 'supply', to: '2025-03-22' },
    ])
  })

  test('"Distribuce | EG.D, a.s." names the distributor: no heading, the supplier\'s monthly fee below stays the supplier\'s', () => {
    const rows = parseRows(sized([[100, 8, [[40, 'Distribuce'], [150, 'EG.D, a.s.']]], [120, 8, [[40, 'Stálá měsíční platba za odběrné místo'], [250, '7,929 měs.'], [330, '102,28 Kč/měs.'], [430, '810,98']]]]))
    expect(rows.map((row) => row.kind)).toEqual(['monthlyFee'])
  })

  test('a cooperative ("…, družstvo") is a company; the supplier\'s name without its legal form is no customer', () => {
    const { invoice } = extractInvoice(
      sized([
        [44, 13, [[40, 'Komunitní energie Podřipsko, družstvo'], [400, 'FAKTURA - DAŇOVÝ DOKLAD']]],
        [55, 8.5, [[40, 'Mírová 212/4, 413 01 Roudnice nad Labem']]],
        [64, 9, [[40, 'Zúčtovací období 30. 12. 2024 - 29. 12. 2025']]],
        [92, 8.5, [[330, 'Jana Veselá']]],
        [103, 8.5, [[330, 'Husova 3184/4']]],
        [114, 8.5, [[330, '695 01 Hodonín']]],
        [300, 8, [[40, 'Silová elektřina'], [250, '432 kWh'], [330, '4,58474 Kč/kWh'], [430, '1 980,61']]],
      ]),
    )
    expect(invoice.meta).toMatchObject({ supplierName: 'Komunitní energie Podřipsko, družstvo', customerName: 'Jana Veselá' })
    // "družstvo" inside a name is a word of it, not its legal form: the name is not cut there.
    expect(accept.name('Energetické družstvo Vysočina, Jihlava')).toBe('Energetické družstvo Vysočina')
    expect(LEGAL_FORM.exec('Energetické družstvo Vysočina')).toBeNull()
  })

  test('a group heading with its subtotal over its items sets their section; a note after a dash under a value ("- výkup za spotové ceny") does not', () => {
    const rows = parseRows(
      sized([
        [398, 9, [[43, 'Tarif pro výkup'], [216, 'Výkup elektřiny SPOT']]],
        [410, 9, [[216, '- výkup za spotové ceny']]],
        [625, 9, [[46, 'Položka'], [290, 'Množství'], [369, 'Cena za jednotku'], [486, 'Částka Kč']]],
        [641, 9, [[46, 'Nám, Vašemu dodavateli (innogy Energie, s.r.o.)'], [506, '1 097,20']]],
        [658, 9, [[46, 'Náš poplatek za nákup na burze'], [315, '2 215 kWh'], [406, '0,49535 Kč/kWh'], [510, '1 097,20']]],
        [690, 9, [[46, 'Výkup elektřiny z Vaší výrobny'], [506, '2 462,59']]],
        [707, 9, [[46, 'Náš poplatek za prodej na burze'], [315, '4 322 kWh'], [403, '-0,56978 Kč/kWh'], [507, '-2 462,59']]],
      ]),
    )
    expect(rows.map((row) => [row.label, row.section])).toEqual([
      ['Náš poplatek za nákup na burze', 'supply'],
      ['Náš poplatek za prodej na burze', 'selling'],
    ])
    // Without a heading after the note, the rows below it are the supply's.
    const noted = parseRows(
      sized([
        [398, 9, [[43, 'Tarif pro výkup'], [216, 'Výkup elektřiny SPOT']]],
        [410, 9, [[216, '- výkup za spotové ceny']]],
        [625, 9, [[46, 'Položka'], [290, 'Množství'], [369, 'Cena za jednotku'], [486, 'Částka Kč']]],
        [740, 9, [[46, 'Měsíční paušál'], [313, '3,005 měs.'], [410, '145,98 Kč/měs.'], [519, '438,67']]],
      ]),
    )
    expect(noted.map((row) => [row.kind, row.section])).toEqual([['monthlyFee', 'unknown']])
    // A summary's line with an amount is no heading of the rows below it.
    const summary = parseRows(
      sized([
        [515, 8, [[44, 'Započtený výkup elektřiny (bez DPH, výrobce není plátce)'], [513, '1 113,24']]],
        [533, 8, [[44, 'Přeplatek'], [482, '1 132,81 Kč']]],
        [625, 8, [[46, 'Položka'], [290, 'Množství'], [369, 'Cena za jednotku'], [486, 'Částka Kč']]],
        [640, 8, [[46, 'Cena za dodanou elektřinu'], [315, '660 kWh'], [406, '3,79331 Kč/kWh'], [510, '2 503,58']]],
      ]),
    )
    expect(summary.find((row) => row.quantity !== null)?.section).not.toBe('selling')
  })

  test('an item\'s period under its name goes with the rate it is billed at ("období …, sazba D02d")', () => {
    const rows = parseRows(
      sized([
        [297, 8, [[40, 'Označení dodávky'], [316, 'Počet MJ'], [355, 'MJ'], [397, 'Cena za MJ'], [479, 'Celkem bez DPH Kč']]],
        [439, 8, [[40, 'Distribuované množství'], [335, '891'], [355, 'kWh'], [407, '2,01566'], [519, '1 795,95']]],
        [448, 7, [[48, 'období 30.08.2024 - 31.12.2024, sazba D02d']]],
        [461, 8, [[40, 'Distribuované množství'], [327, '1 733'], [355, 'kWh'], [407, '2,09963'], [519, '3 638,66']]],
        [470, 7, [[48, 'období 01.01.2025 - 29.08.2025, sazba D02d']]],
      ]),
    )
    expect(rows.map((row) => [row.from, row.to, row.price])).toEqual([
      ['2024-08-30', '2024-12-31', 2015.66],
      ['2025-01-01', '2025-08-29', 2099.63],
    ])
  })

  test('an amount wrapped at its thousands space in a narrow right-aligned column ("23" over "971,51"), a wrapped period\'s line between', () => {
    const rows = parseRows(
      withCutAmountsJoined(
        sized([
          [693, 8, [[38, 'Položka'], [148, 'Období'], [240, 'Množství'], [282, 'Cena za jednotku'], [360, 'Částka']]],
          [745, 8, [[46, 'jednotarif'], [148, '17. 8. 2025-16. 11.'], [237, '6 731 kWh'], [292, '3,56136 Kč/kWh'], [377, '23']]],
          [751, 8, [[148, '2025']]],
          [756, 8, [[361, '971,51']]],
          [766, 8, [[38, 'Služby obchodníka'], [360, '302,00']]],
          [779, 8, [[46, 'Paušální platba za odběrné'], [148, '17. 8. 2025-16. 11.'], [236, '3,017 měs.'], [295, '100,10 Kč/měs.'], [365, '302,00']]],
        ]),
      ),
    )
    expect(rows.map((row) => [row.label.split(' ')[0], row.total])).toEqual([
      ['jednotarif', 23971.51],
      ['Paušální', 302],
    ])
    // A count at a row's end over the next row's amount is no cut amount: the next line starts a row of its own.
    const counted = withCutAmountsJoined(sized([[100, 8, [[46, 'Počet odečtů'], [387, '2']]], [110, 8, [[46, 'Záloha'], [367, '971,51']]]]))
    expect(counted.map((line) => line.text)).toEqual(['Počet odečtů | 2', 'Záloha | 971,51'])
  })

  test('an amount in accounting parentheses is negative ("(266,78)"); a count or quantity in parentheses is not', () => {
    expect(findNumbers('(266,78)').map((token) => token.value)).toEqual([-266.78])
    expect(findNumbers('(2 846,63) Kč').map((token) => [token.value, token.unit])).toEqual([[-2846.63, 'CZK']])
    expect(findNumbers('01.07.2025 (240 dní)').map((token) => token.value)).toEqual([240])
    expect(findNumbers('(3,5 kWh/den)').map((token) => token.value)).toEqual([3.5])
    const rows = parseRows(
      sized([
        [601, 8, [[40, 'Položka'], [168, 'Období'], [268, 'Množství MJ'], [347, 'Cena/MJ'], [397, 'Částka (Kč)']]],
        [610, 8, [[40, 'Výkup elektřiny z výrobny (bez DPH)']]],
        [620, 8, [[40, 'Elektřina dodaná do sítě - výkup'], [277, '2,085 MWh'], [340, '1 632,07'], [402, '3 402,87']]],
        [640, 8, [[40, 'Srážka za odchylku výrobce'], [277, '2,085 MWh'], [340, '(266,78)'], [402, '(556,24)']]],
      ]),
    )
    expect(rows.map((row) => [row.kind, row.price, row.total])).toEqual([
      ['sellEnergy', 1632.07, 3402.87],
      ['sellFee', -266.78, -556.24],
    ])
  })

  test('an item\'s name wraps past its price\'s unit, printed under the price on the name\'s line or a line of its own', () => {
    const rows = parseRows(
      sized([
        [310, 8, [[36, 'Položka'], [159, 'Množství'], [196, 'Cena bez DPH'], [251, 'Částka (Kč)']]],
        [322, 8, [[36, 'Silová elektřina dle denního'], [159, '169 kWh'], [216, '2,69482'], [267, '455,42']]],
        [331, 8, [[36, 'trhu OTE - VT'], [224, 'Kč/kWh']]],
        [343, 8, [[36, 'Silová elektřina dle denního'], [159, '132 kWh'], [216, '1,59407'], [267, '210,42']]],
        [348, 8, [[224, 'Kč/kWh']]],
        [353, 8, [[36, 'trhu OTE - NT']]],
      ]),
    )
    expect(rows.map((row) => [row.kind, row.label])).toEqual([
      ['energyVt', 'Silová elektřina dle denního trhu OTE - VT'],
      ['energyNt', 'Silová elektřina dle denního trhu OTE - NT'],
    ])
  })

  test('two item tables side by side are two flows of text down to a table as wide as the page, which stays whole', () => {
    const lines = sized([
      [300, 8, [[34, 'Dodávka elektřiny - MND a.s.'], [301, 'Distribuce - ČEZ Distribuce, a. s.']]],
      [310, 8, [[36, 'Položka'], [159, 'Množství'], [196, 'Cena bez DPH'], [251, 'Částka (Kč)'], [304, 'Položka'], [427, 'Množství'], [464, 'Cena bez DPH'], [518, 'Částka (Kč)']]],
      [322, 8, [[36, 'Silová elektřina VT'], [159, '169 kWh'], [216, '2,69482'], [267, '455,42'], [304, 'Cena za distribuci VT'], [427, '169 kWh'], [484, '0,72145'], [534, '121,93']]],
      [343, 8, [[36, 'Silová elektřina NT'], [159, '132 kWh'], [216, '1,59407'], [267, '210,42'], [304, 'Cena za distribuci NT'], [427, '132 kWh'], [484, '0,20600'], [539, '27,19']]],
      [360, 8, [[304, 'Měsíční plat za jistič'], [427, '0,988 měs.'], [489, '188,00'], [534, '185,74']]],
      [363, 8, [[36, 'Obchodní přirážka'], [159, '301 kWh'], [216, '0,51124'], [267, '153,88']]],
      [379, 8, [[304, 'Cena za systémové služby'], [427, '301 kWh'], [484, '0,17092'], [539, '51,45']]],
      [383, 8, [[36, 'Paušální platba'], [151, '0,988 měs.'], [225, '98,26'], [271, '97,08']]],
      [398, 8, [[304, 'Příspěvek na POZE'], [427, '301 kWh'], [484, '0,49500'], [534, '149,00']]],
      [410, 8, [[36, 'Součet za dodávku'], [264, '916,80']]],
      [445, 8, [[304, 'Součet za distribuci a služby'], [532, '535,31']]],
      [462, 9, [[34, 'Daň z elektřiny']]],
      [472, 8, [[36, 'Položka'], [257, 'Množství'], [386, 'Cena bez DPH'], [518, 'Částka (Kč)']]],
      [484, 8, [[36, 'Daň z elektřiny'], [257, '301 kWh'], [407, '0,02830'], [543, '8,52']]],
      [503, 8, [[36, 'Součet daně'], [542, '8,52']]],
    ])
    const rows = parseRows(readColumns(lines)).filter((row) => row.quantity !== null)
    expect(rows.map((row) => [row.kind, row.total])).toEqual([
      ['energyVt', 455.42],
      ['energyNt', 210.42],
      ['spotFee', 153.88],
      ['monthlyFee', 97.08],
      ['distVt', 121.93],
      ['distNt', 27.19],
      ['breaker', 185.74],
      ['systemServices', 51.45],
      ['poze', 149],
      ['tax', 8.52],
    ])
  })

  test('a period whose end\'s year wrapped away ("6. 1. 2025-5. 7." over "2025") ends in the start\'s year, or the next', () => {
    const rows = parseRows(
      sized([
        [612, 8, [[38, 'Položka'], [148, 'Období'], [240, 'Množství'], [282, 'Cena za jednotku'], [360, 'Částka']]],
        [655, 8, [[46, 'Silová elektřina'], [148, '6. 1. 2025-5. 7.'], [227, '0,67400 MWh'], [288, '2.751,60 Kč/MWh'], [356, '1.854,58']]],
        [690, 8, [[46, 'Systémové služby'], [148, '6. 11. 2024-5. 2.'], [227, '0,67400 MWh'], [295, '170,92 Kč/MWh'], [362, '115,20']]],
      ]),
    )
    expect(rows.map((row) => [row.from, row.to])).toEqual([
      ['2025-01-06', '2025-07-05'],
      ['2024-11-06', '2025-02-05'],
    ])
  })

  test('two item tables whose headers share a line ("Položka | … | Položka | …") are two flows though every line of the shorter has a partner', () => {
    const lines = sized([
      [310, 6.4, [[36, 'Položka'], [159, 'Množství'], [196, 'Cena bez DPH'], [251, 'Částka (Kč)'], [304, 'Položka'], [427, 'Množství'], [464, 'Cena bez DPH'], [518, 'Částka (Kč)']]],
      [322, 7.2, [[36, 'Elektřina za spotové ceny'], [150, '0,325 MWh'], [214, '2.299,23'], [267, '747,25'], [304, 'Distribuované množství'], [418, '0,325 MWh'], [482, '2.099,63'], [534, '682,38']]],
      [341, 7.2, [[36, 'Poplatek za nákup na denním'], [150, '0,325 MWh'], [221, '413,77'], [267, '134,48'], [304, 'Měsíční plat za hlavní jistič'], [419, '1,079 měs.'], [489, '197,00'], [534, '212,56']]],
      [361, 7.2, [[36, 'Stálý měsíční plat'], [151, '1,079 měs.'], [221, '174,07'], [267, '187,82'], [304, 'Systémové služby'], [418, '0,325 MWh'], [489, '170,92'], [539, '55,55']]],
      [380, 7.2, [[36, 'Součet za dodávku'], [256, '1.069,55'], [304, 'Cena na podporu POZE'], [418, '0,325 MWh'], [489, '495,00'], [534, '160,88']]],
      [399, 7.2, [[304, 'Cena za nesíťovou infrastrukturu'], [430, '1,079 měs.'], [498, '4,93'], [543, '5,32']]],
    ])
    expect(readColumns(lines).map((line) => line.cells[0]!.text)).toEqual([
      'Položka',
      'Elektřina za spotové ceny',
      'Poplatek za nákup na denním',
      'Stálý měsíční plat',
      'Součet za dodávku',
      'Položka',
      'Distribuované množství',
      'Měsíční plat za hlavní jistič',
      'Systémové služby',
      'Cena na podporu POZE',
      'Cena za nesíťovou infrastrukturu',
    ])
  })

  test('notes printed small beside the body are a column of their own, read after it', () => {
    const lines = sized([
      [162, 8, [[36, 'Nedoplatek'], [295, '2 570,16 Kč']]],
      [163, 6.4, [[409, 'Jak výsledek vznikl: celkem s DPH']]],
      [181, 8, [[38, 'Číslo účtu'], [162, '35-4544340207/0100']]],
      [185, 6.4, [[409, 'Platbu prosím označte symbolem.']]],
      [196, 8, [[38, 'Variabilní symbol'], [162, '5624440971']]],
      [210, 8, [[38, 'Splatnost'], [162, '15. 12. 2025']]],
      [214, 6.4, [[409, 'Zákaznické číslo uvádějte při každém']]],
      [224, 8, [[38, 'Způsob platby'], [162, 'bankovní převod']]],
      [228, 6.4, [[409, 'kontaktu s námi.']]],
      [240, 8, [[38, 'Zákaznické číslo'], [162, '88680855']]],
      [244, 6.4, [[409, 'Zúčtovací období má 92 dní.']]],
      [256, 6.4, [[409, 'Sazbu a jistič určuje smlouva.']]],
    ])
    expect(lines[0]!.text).toBe('Nedoplatek | 2 570,16 Kč | Jak výsledek vznikl: celkem s DPH')
    expect(readColumns(lines).map((line) => line.text).slice(0, 7)).toEqual([
      'Nedoplatek | 2 570,16 Kč',
      'Číslo účtu | 35-4544340207/0100',
      'Variabilní symbol | 5624440971',
      'Splatnost | 15. 12. 2025',
      'Způsob platby | bankovní převod',
      'Zákaznické číslo | 88680855',
      'Jak výsledek vznikl: celkem s DPH',
    ])
  })

  test('a breakdown by payee prints each payee\'s items side by side: each becomes a row, and items stacked under one bill its row\'s quantity', () => {
    const rows = parseRows(
      sized([
        [293, 7.6, [[45, 'Základ účtování'], [149, 'Dodavatel'], [286, 'Distribuce'], [423, 'Regulované platby']]],
        [318, 7.6, [[45, 'Nízký tarif (NT)'], [149, 'Silová elektřina'], [286, 'Cena za distribuci (sazba D25d)']]],
        [323, 8, [[483, '-']]],
        [329, 8.2, [[45, '2,728 MWh'], [149, '3 846,60 Kč/MWh'], [238, '10 493,52'], [286, '114,44 Kč/MWh'], [379, '312,19']]],
        [348, 7.6, [[45, 'Celý odběr'], [423, 'Cena za systémové služby ČEPS']]],
        [353, 8, [[209, '-'], [346, '-']]],
        [359, 8.2, [[45, '2,728 MWh'], [423, '170,92 Kč/MWh'], [524, '466,27']]],
        [366, 6.4, [[423, 'POZE - podpora obnovitelných zdrojů']]],
        [376, 7.6, [[423, '495,00 Kč/MWh'], [516, '1 350,36']]],
        [410, 7.6, [[45, 'Měsíční platby'], [149, 'Stálá platba dodavateli'], [286, 'Rezervovaná kapacita (jistič), 3 × 20 A'], [423, 'Cena za činnosti OTE']]],
        [421, 8.2, [[45, '12,033 měs.'], [149, '178,25 Kč/měs.'], [242, '2 144,88'], [286, '83,00 Kč/měs.'], [387, '998,74'], [423, '11,09 Kč/měs.'], [524, '133,45']]],
      ]),
    )
    expect(rows.map((row) => [row.kind, row.quantity, row.price, row.checked])).toEqual([
      ['energyNt', 2728, 3846.6, true],
      ['distNt', 2728, 114.44, true],
      ['systemServices', 2728, 170.92, true],
      ['poze', 2728, 495, true],
      ['monthlyFee', 12.033, 178.25, true],
      ['breaker', 12.033, 83, true],
      ['infrastructure', 12.033, 11.09, true],
    ])
    // One table's row with two unit prices under no names is no breakdown by payee: it stays one line.
    const plain = parseRows(sized([[100, 8, [[45, 'Dodávka elektřiny'], [149, '3 846,60 Kč/MWh'], [238, '10 493,52'], [286, '114,44 Kč/MWh'], [379, '312,19']]]]))
    expect(plain).toHaveLength(1)
  })

  test('a product\'s label with its name in one line ("Výkupní produkt Výkup elektřiny SPOT - …") heads no buy-back section', () => {
    const rows = parseRows(
      sized([
        [255, 7.6, [[48, 'Výkupní produkt Výkup elektřiny SPOT - výkup za ceny SPOT']]],
        [329, 8, [[45, 'Měsíční cena za dodávku'], [250, '7,871 měs.'], [330, '118,47 Kč/měs.'], [430, '932,48']]],
        [345, 8, [[45, 'Výkup elektřiny']]],
        [357, 8, [[45, 'Pevná měsíční platba'], [250, '7,871 měs.'], [330, '-33,10 Kč/měs.'], [430, '-260,53']]],
        // A heading that names its product after its own words is a heading still.
        [373, 8, [[45, 'Obchodní část - produkt E.ON Elektřina Spot']]],
        [385, 8, [[45, 'Stálá měsíční platba za dodávku'], [250, '0,975 měs.'], [330, '134,46 Kč/měs.'], [430, '131,10']]],
      ]),
    )
    expect(rows.map((row) => row.kind)).toEqual(['monthlyFee', 'sellMonthly', 'monthlyFee'])
  })

  test('an outline\'s numbers ("3.1", "3.1.1") are no words of its lines, a register\'s code ("1.8.1") is; an item over its enumerated period rows names them', () => {
    const lines = withoutRowNumbers(
      sized([
        [133, 8, [[52, '3.1'], [94, 'Obchodní část - dodávka elektřiny'], [499, '3.964,72']]],
        [148, 8, [[52, '3.1.1'], [102, 'Přirážka k ceně denního trhu OTE'], [441, '1.124,58']]],
        [161, 7.6, [[110, 'a) 02.06.2024 - 31.12.2024'], [218, '1 687 kWh à 0,44983 Kč/kWh'], [390, '758,86']]],
        [176, 7.6, [[110, 'b) 01.01.2025 - 02.06.2025'], [218, '1 212 kWh à 0,30175 Kč/kWh'], [390, '365,72']]],
        [190, 8, [[52, '3.1.2'], [102, 'Cena za rezervovaný příkon (jistič) 3 × 50 A'], [441, '5.349,43']]],
        [204, 7.6, [[110, 'a) 02.06.2024 - 31.12.2024'], [218, '6,967 měs. à 410,00 Kč/měs.'], [383, '2.856,47']]],
        [219, 7.6, [[110, 'b) 01.01.2025 - 02.06.2025'], [218, '5,067 měs. à 492,00 Kč/měs.'], [383, '2.492,96']]],
        [300, 7.6, [[74, '1.8.1'], [110, 'Vysoký tarif'], [300, '475']]],
        [312, 7.6, [[74, '1.8.2'], [110, 'Nízký tarif'], [300, '744']]],
        [324, 7.6, [[74, '1.8.3'], [110, 'Celkem'], [300, '1219']]],
      ]),
    )
    expect(lines.map((line) => line.cells[0]!.text).slice(0, 2)).toEqual(['Obchodní část - dodávka elektřiny', 'Přirážka k ceně denního trhu OTE'])
    expect(lines.at(-2)!.cells[0]!.text).toBe('1.8.2')
    const rows = parseRows(lines.slice(0, 7))
    expect(rows.map((row) => [row.kind, row.label])).toEqual([
      ['spotFee', 'Přirážka k ceně denního trhu OTE 02.06.2024 - 31.12.2024'],
      ['spotFee', 'Přirážka k ceně denního trhu OTE 01.01.2025 - 02.06.2025'],
      ['breaker', 'Cena za rezervovaný příkon (jistič) 3 × 50 A 02.06.2024 - 31.12.2024'],
      ['breaker', 'Cena za rezervovaný příkon (jistič) 3 × 50 A 01.01.2025 - 02.06.2025'],
    ])
    // A name that is a section's heading too ("Silová elektřina …") names the rows below it all the same.
    const heading = parseRows(
      sized([
        [148, 8, [[102, 'Silová elektřina VT za hodinové ceny OTE'], [441, '7 452,15']]],
        [161, 7.6, [[110, 'a) 26.5.2024 - 31.12.2024'], [218, '2,48200 MWh à 1 548,98 Kč/MWh'], [390, '3 844,57']]],
        [176, 7.6, [[110, 'b) 1.1.2025 - 25.5.2025'], [218, '1,63600 MWh à 2 205,12 Kč/MWh'], [390, '3 607,58']]],
      ]),
    )
    expect(heading.map((row) => [row.kind, row.section])).toEqual([
      ['energyVt', 'supply'],
      ['energyVt', 'supply'],
    ])
  })

  test('after an amount, words with a percentage start another label ("Spotřeba NT | 7,106 MWh | DPH 21 % | 6 859,49 Kč"): no item', () => {
    const rows = parseRows(
      sized([
        [101, 8, [[51, 'Spotřeba VT'], [238, '1,456 MWh'], [557, 'Celkem bez DPH'], [675, '32 664,23 Kč']]],
        [113, 8, [[51, 'Spotřeba NT'], [238, '7,106 MWh'], [581, 'DPH 21 %'], [680, '6 859,49 Kč']]],
        // Words with a percentage before any amount are the item's own.
        [125, 8, [[51, 'Sleva'], [120, '10 % z ceny'], [238, '1,456 MWh'], [400, '-100,00 Kč/MWh'], [680, '-145,60']]],
      ]),
    )
    expect(rows.map((row) => [row.label, row.total])).toEqual([['Sleva 10 % z ceny', -145.6]])
  })

  test('a table on its side (an item per column, a figure per line) becomes a row per item, names wrapped under the header, figures aligned any way', () => {
    const rows = parseRows(
      sized([
        [509, 6, [[44, 'Položka'], [132, 'Cena za distrib.'], [194, 'Cena za distrib.'], [256, 'Měsíční cena za'], [311, 'Systémové služby'], [382, 'Složka ceny na'], [462, 'Nesíťová'], [529, 'Celkem']]],
        [516, 6, [[134, 'množství ve VT'], [199, 'množství v NT'], [289, 'jistič'], [345, '(ČEPS)'], [387, 'podporu el. z'], [432, 'infrastruktura']]],
        [523, 6, [[383, 'podpor. zdrojů']]],
        [530, 6, [[406, '(POZE)']]],
        [538, 7, [[44, 'Měrná jednotka'], [166, 'kWh'], [228, 'kWh'], [298, 'M'], [352, 'kWh'], [413, 'kWh'], [474, 'měs.']]],
        [550, 7, [[44, 'Množství'], [168, '167'], [230, '530'], [286, '0,645'], [353, '697'], [415, '697'], [471, '0,645']]],
        [563, 7, [[44, 'Cena za MJ (CZK)'], [154, '3,00105'], [216, '0,43809'], [282, '164,00'], [339, '0,21282'], [401, '0,49500'], [475, '8,34']]],
        [575, 7, [[44, 'Částka (CZK)'], [156, '501,18'], [217, '232,19'], [279, '105,78'], [341, '148,34'], [403, '345,02'], [474, '5,38'], [519, '1.337,89']]],
      ]),
    )
    expect(rows.map((row) => [row.kind, row.quantity, row.price, row.checked])).toEqual([
      ['distVt', 167, 3001.05, true],
      ['distNt', 530, 438.09, true],
      ['breaker', 0.645, 164, true],
      ['systemServices', 697, 212.82, true],
      ['poze', 697, 495, true],
      ['infrastructure', 0.645, 8.34, true],
    ])
    // Figures right-aligned under a wide column's header stand nearer the centre of the narrow column after it.
    const right = parseRows(
      sized([
        [509, 6, [[44, 'Položka'], [300, 'Složka ceny na podporu elektřiny z podporovaných zdrojů'], [480, 'OTE'], [529, 'Celkem']]],
        [538, 7, [[44, 'Měrná jednotka'], [451.5, 'kWh'], [480, 'M']]],
        [550, 7, [[44, 'Množství'], [451.5, '697'], [480, '0,645']]],
        [563, 7, [[44, 'Cena za MJ (CZK)'], [437.5, '0,49500'], [480, '8,34']]],
        [575, 7, [[44, 'Částka (CZK)'], [441, '345,02'], [480, '5,38'], [529, '350,40']]],
      ]),
    )
    expect(right.map((row) => [row.kind, row.quantity, row.total])).toEqual([
      ['poze', 697, 345.02],
      ['infrastructure', 0.645, 5.38],
    ])
  })

  test('a column headed "Bez DPH (Kč)" holds the amounts: no column beside the table, the rows keep them; "1." numbers a row', () => {
    const rows = parseRows(
      withoutRowNumbers(
        sized([
          [256, 7, [[43, '#'], [60, 'Položka'], [219, 'Komu'], [268, 'Období'], [389, 'Množství'], [439, 'Jednotková cena'], [507, 'Bez DPH (Kč)']]],
          [270, 7, [[43, '1.'], [60, 'Silová elektřina (spot)'], [224, 'obchodník'], [268, '1.1.2025 - 19.6.2025'], [372, '1,6850 MWh'], [431, '2 388,12 Kč/MWh'], [520, '4 023,98']]],
          [283, 7, [[43, '2.'], [60, 'Distribuční služby (D02d)'], [224, 'distribuce'], [268, '20.6.2024 - 31.12.2024'], [372, '1,9320 MWh'], [431, '2 015,66 Kč/MWh'], [520, '3 894,26']]],
          [297, 7, [[43, '3.'], [60, 'POZE'], [224, 'regulace'], [268, '20.6.2024 - 31.12.2024'], [372, '1,9320 MWh'], [438, '495,00 Kč/MWh'], [527, '956,34']]],
        ]),
      ),
    )
    expect(rows.map((row) => [row.label, row.kind, row.quantity, row.total])).toEqual([
      ['Silová elektřina (spot) obchodník', 'energySingle', 1685, 4023.98],
      ['Distribuční služby (D02d) distribuce', 'distSingle', 1932, 3894.26],
      ['POZE regulace', 'poze', 1932, 956.34],
    ])
  })

  test('a legal name after a contact sentence is the name alone; a contact line is no name', () => {
    expect(accept.legalName('• Zákaznická linka +420 499 731 852, fakturace@voltpartner.cz. Volt Partner Morava a.s. je zapsána v obchodním rejstříku')).toBe('Volt Partner Morava a.s.')
    expect(accept.legalName('tel. +420 499 731 852 · Volt a.s.')).toBeNull()
    expect(accept.legalName('E.ON Energie, a.s.')).toBe('E.ON Energie, a.s.')
  })

  test('a bill that sells and meters consumption buys too, though no bought item is read; production metered without a sale read is no sale', () => {
    const box = (register: string, start: string, end: string, kwh: string): [number, string][][] => [
      [[40, `Registr ${register}`]],
      [[52, 'Počáteční stav k 1. 1. 2025:'], [200, `${start} kWh`]],
      [[52, 'Konečný stav k 28. 2. 2025:'], [200, `${end} kWh`]],
      [[52, 'Naměřená spotřeba:'], [200, `${kwh} kWh`]],
    ]
    const eans: [number, string][][] = [[[40, 'Odběrné místo EAN 859182400100000013']], [[40, 'Výrobna na stejné adrese, EAN 859182400100000020']]]
    const sale: [number, string][][] = [[[40, 'Výkup elektřiny']], [[40, 'Výkup elektřiny do sítě'], [250, '500 kWh'], [330, '1,00000 Kč/kWh'], [430, '500,00 Kč']]]
    const consumed = extractInvoice(bill([[[40, 'Pražská energetika, a.s.']], ...eans, ...box('1.8.0', '12 345', '13 655', '1 310'), ...box('2.8.0', '300', '800', '500'), ...sale])).invoice
    expect(consumed.meta).toMatchObject({ invoiceDirection: 'both', ean: '859182400100000013' })
    const produced = extractInvoice(bill([[[40, 'Pražská energetika, a.s.']], ...eans, ...box('2.8.0', '300', '800', '500'), [[40, 'Výkup elektřiny do sítě celkem 500,00 Kč']]])).invoice
    expect(produced.meta).toMatchObject({ invoiceDirection: 'buy', ean: '859182400100000013' })
  })

  test('a product is no generic word, no sentence, and on a bill that buys not the buy-back\'s; a conditional clause is no name', () => {
    const product = (name: string, more: [number, string][][] = []) => extractInvoice(bill([...header, [[40, `Produkt: ${name}`]], ...supply, ...more])).invoice.meta.productName
    expect(product('Cena')).toBeNull()
    expect(product('Spot Flexi (spotová cena). Distribuční sazba D61d')).toBe('Spot Flexi')
    expect(isProductName('Spot Flexi (spotová cena). Distribuční sazba D61d', 'buy')).toBe(false)
    expect(isProductName('Výkup elektřiny SPOT', 'sell')).toBe(true)
    expect(product('Výkup elektřiny SPOT')).toBeNull()
    expect(product('Spot Flexi')).toBe('Spot Flexi')
    expect(accept.name('Nesouhlasíte-li s vyúčtováním, můžete podat reklamaci')).toBeNull()
    expect(accept.name('Truhlářství Bárta a syn, v.o.s.')).toBe('Truhlářství Bárta a syn, v.o.s.')
  })

  test('the supply priced on the OTE index ("Dodávka EE (index OTE)") is energy, not the market operator\'s fee', () => {
    const rows = parseRows(sized([[300, 8, [[40, '- Dodávka EE (index OTE) (13. 7. 2025-31. 12. 2025): 2,40400 MWh à 3 220,79 Kč/MWh = 7 742,78 Kč']]]]))
    expect(rows.map((row) => row.kind)).toEqual(['energySingle'])
  })

  test('a reading\'s consumption before its kind in lower case ("328 | odhad") is no row number', () => {
    const reading = (y: number, from: string, start: string, to: string, end: string, kwh: string): [number, number, [number, string][]] => [y, 8, [[38, '1.8.1 VT'], [122, from], [232, start], [268, to], [378, end], [462, kwh], [486, 'odhad']]]
    const lines = sized([
      reading(100, '24. 11. 2024', '41 039', '31. 12. 2024', '41 367', '328'),
      reading(110, '1. 1. 2025', '41 367', '23. 2. 2025', '41 834', '467'),
      reading(120, '24. 2. 2025', '41 834', '23. 3. 2025', '42 637', '803'),
    ])
    expect(withoutRowNumbers(lines).map((line) => line.cells.length)).toEqual([7, 7, 7])
  })

  test('a buyer\'s deduction from the OTE price is the buy-back\'s fee, not the market operator\'s', () => {
    const rows = parseRows(
      sized([
        [300, 8, [[38, 'V'], [48, 'Výkup elektřiny z výrobny']]],
        [310, 8, [[38, '2.01'], [64, 'Výkup elektřiny z výrobny'], [218, '25.6.2025-24.9.2025'], [341, '4,2570'], [370, 'MWh'], [427, '1 635,16'], [528, '6 960,88']]],
        [320, 8, [[38, '2.02'], [64, 'Obchodní srážka z ceny OTE'], [218, '25.6.2025-24.9.2025'], [341, '4,2570'], [370, 'MWh'], [431, '-402,51'], [526, '-1 713,49']]],
      ]),
    )
    expect(rows.map((row) => [row.kind, row.price])).toEqual([
      ['sellEnergy', 1635.16],
      ['sellFee', -402.51],
    ])
  })

  test('one left edge numbering an outline\'s sections and a table\'s rows in turn: each list\'s numbers go', () => {
    const numbered = (y: number, number: string, ...cells: [number, string][]): [number, number, [number, string][]] => [y, 8, [[50, number], ...cells]]
    const page1 = sized([
      numbered(200, '1.', [74, 'ZÁKLADNÍ ÚDAJE DAŇOVÉHO DOKLADU']),
      numbered(210, '1.1', [74, 'Evidenční číslo daňového dokladu'], [244, '403668318']),
      numbered(220, '1.2', [74, 'Datum vystavení'], [244, '09.10.2025']),
      numbered(230, '2.', [74, 'ODBĚRNÉ MÍSTO A SMLUVNÍ PODMÍNKY']),
      numbered(240, '2.1', [74, 'Adresa odběrného místa'], [244, 'Školní 141']),
      [248, 8, [[244, '160 00 Praha 6']]],
      numbered(260, '3.', [74, 'VYÚČTOVÁNÍ DLE CENÍKU']),
      numbered(280, '1.', [68, 'Elektřina VT za spotové ceny'], [310, '132'], [328, 'kWh'], [423, '1,84019'], [522, '242,91']),
      numbered(290, '2.', [68, 'Elektřina NT za spotové ceny'], [310, '644'], [328, 'kWh'], [423, '2,41930'], [516, '1.558,03']),
      numbered(300, '3.', [68, 'Stálý měsíční plat'], [303, '0,954'], [328, 'měs.'], [427, '149,03'], [522, '142,17']),
    ])
    const page2 = sized(
      [
        numbered(100, '4.', [68, 'Činnosti OTE'], [303, '0,954'], [328, 'měs.'], [436, '9,05'], [531, '8,63']),
        numbered(110, '5.', [68, 'Daň z elektřiny'], [310, '776'], [328, 'kWh'], [423, '0,02830'], [526, '21,96']),
        numbered(120, '6.', [68, 'POZE dle spotřeby'], [310, '776'], [328, 'kWh'], [423, '0,49500'], [522, '384,12']),
        numbered(200, '4.', [74, 'REKAPITULACE DPH']),
        numbered(210, '4.1', [74, 'Celková částka vyúčtování včetně DPH'], [244, '4.504,49 Kč']),
        numbered(220, '4.2', [74, 'Přeplatek'], [244, '2.514,08 Kč']),
      ],
      2,
    )
    const firsts = withoutRowNumbers([...page1, ...page2]).map((line) => line.cells[0]!.text)
    expect(firsts.filter((text) => /^\d[\d.]*$/.test(text))).toEqual([])
    expect(parseRows(withoutRowNumbers([...page1, ...page2])).map((row) => row.kind)).toEqual(['energyVt', 'energyNt', 'monthlyFee', 'infrastructure', 'tax', 'poze'])
  })

  test('an unlabelled addressee whose lines stand wider apart than the column beside them', () => {
    const { invoice } = extractInvoice(
      sized([
        [40, 10, [[50, 'Centropol Energy, a.s.']]],
        [52, 8, [[50, 'Vaníčkova 1594/11, 400 01 Ústí nad Labem']]],
        [100, 8, [[50, 'Zákaznické číslo:'], [136, '40182418'], [340, 'Kateřina Černá']]],
        [111, 8, [[50, 'Číslo smlouvy:'], [136, 'EE4367126']]],
        [118, 8, [[340, 'Palackého 46']]],
        [122, 8, [[50, 'Vyřizuje:'], [136, 'Oddělení fakturace']]],
        [133, 8, [[50, 'Telefon:'], [136, '800 77 44 33'], [340, '390 01 Tábor']]],
        [280, 8, [[68, 'Elektřina VT za spotové ceny'], [310, '132'], [328, 'kWh'], [423, '1,84019'], [522, '242,91']]],
      ]),
    )
    expect(invoice.meta.customerName).toBe('Kateřina Černá')
  })

  test('"…, družstvo" is a legal form after any letter, "í" too: the letterhead\'s trader is the supplier, not the customer', () => {
    expect(accept.legalName('Energo Záříčí, družstvo')).toBe('Energo Záříčí, družstvo')
    const { invoice } = extractInvoice(
      sized([
        [40, 10, [[50, 'Energo Záříčí, družstvo'], [375, 'VYÚČTOVACÍ FAKTURA']]],
        [52, 8, [[50, 'Záříčí 112, 768 11 Chropyně']]],
        [62, 8, [[50, 'IČO 05472391'], [112, 'DIČ CZ05472391']]],
        [100, 8, [[50, 'Zákaznické číslo:'], [136, '50443681'], [340, 'Pavel Dvořák']]],
        [111, 8, [[50, 'Číslo smlouvy:'], [136, 'EE6379858'], [340, 'Na Výsluní 1931/18']]],
        [122, 8, [[50, 'Vyřizuje:'], [136, 'Back office'], [340, '460 01'], [379, 'Liberec']]],
        [280, 8, [[68, 'Elektřina VT za spotové ceny'], [310, '132'], [328, 'kWh'], [423, '1,84019'], [522, '242,91']]],
      ]),
    )
    expect(invoice.meta).toMatchObject({ supplierName: 'Energo Záříčí, družstvo', customerName: 'Pavel Dvořák' })
  })

  test('a period itemised twice, cards with their sale first and a dated table after: the table reader\'s items once, the sale\'s with them', () => {
    const card = (y: number, name: string, math: string, amount: string): [number, number, [number, string][]][] => [
      [y, 8, [[51, name]]],
      [y + 10, 8, [[51, math], [486, amount]]],
    ]
    const row = (y: number, name: string, qty: string, price: string, amount: string): [number, number, [number, string][]] => [y, 8, [[40, name], [259, '06.12.2024'], [313, '06.12.2025'], [378, qty], [410, 'MWh'], [468, price], [523, amount]]]
    const { invoice } = extractInvoice(
      sized([
        [40, 10, [[37, 'MND a.s.']]],
        [60, 8, [[37, 'Vyúčtování bylo provedeno za období od 06.12.2024 do 06.12.2025:']]],
        [100, 8, [[37, 'Obchodní část (dodavatel)'], [477, '7 586,73']]],
        ...card(110, 'Spotřeba / vysoký tarif (VT/T1)', '2,2830 MWh × 3 323,14 Kč/MWh', '7 586,73'),
        [140, 8, [[37, 'Distribuce (provozovatel sítě)'], [482, '3 518,17']]],
        ...card(150, 'Distribuce VT', '2,2830 MWh × 1 046,00 Kč/MWh', '2 388,02'),
        ...card(170, 'POZE dle spotřeby', '2,2830 MWh × 495,00 Kč/MWh', '1 130,09'),
        [200, 8, [[37, 'Celkem bez DPH'], [460, '11 104,84 Kč']]],
        [220, 8, [[37, 'Výkup přetoků z výrobny (Kč, plnění mimo DPH)']]],
        ...card(230, 'Výkup elektřiny z výrobny', '2,8630 MWh × 2 416,77 Kč/MWh', '6 919,21'),
        ...card(250, 'Odchylka a náklady výkupu', '2,8630 MWh × -431,33 Kč/MWh', '-1 234,90'),
        [300, 8, [[37, 'Položky (ceny bez DPH)']]],
        [310, 8, [[40, 'Položka'], [259, 'Od'], [313, 'Do'], [372, 'Množství'], [410, 'MJ'], [445, 'Cena za MJ (Kč)'], [513, 'Celkem (Kč)']]],
        row(320, 'Spotřeba / vysoký tarif (VT/T1)', '2,2830', '3 323,14', '7 586,73'),
        row(330, 'Distribuce VT', '2,2830', '1 046,00', '2 388,02'),
        row(340, 'POZE dle spotřeby', '2,2830', '495,00', '1 130,09'),
        row(350, 'Výkup elektřiny z výrobny', '2,8630', '2 416,77', '6 919,21'),
        row(360, 'Odchylka a náklady výkupu', '2,8630', '-431,33', '-1 234,90'),
      ]),
    )
    expect(invoice.meta.invoiceDirection).toBe('both')
    expect(invoice.selling).toMatchObject({ soldKwh: 2863, spotTraderFeePerMwh: 431.33 })
  })

  test('an address wrapped over its caption reads with the comma before its postcode', () => {
    const { invoice } = extractInvoice(
      sized([
        [40, 10, [[40, 'Pražská energetika, a.s.']]],
        [262, 10.5, [[47, '859182441732404358']]],
        [261, 8.6, [[218, 'Zahradní 2435/46'], [390, 'D01d']]],
        [273, 6.2, [[47, 'EAN odběrného místa']]],
        [271, 8.6, [[218, '140 00 Praha 4']]],
        [270, 6.2, [[390, 'Distribuční sazba']]],
        [281, 6.2, [[218, 'Adresa odběrného místa']]],
        [400, 8, [[68, 'Elektřina VT'], [310, '132'], [328, 'kWh'], [423, '1,84019'], [522, '242,91']]],
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('Zahradní 2435/46, 140 00 Praha 4')
  })

  test('a heading over a code\'s line that labels the address itself gives no value from further down', async () => {
    // dev21-651093-cost-tree-006: "Odběrné místo" over "EAN | 859… | Adresa odběrného místa | Na Výsluní 3535/60, …" over "Produkt | MND Fixace 2025 | …".
    const bill = await generateTwentyFirstSplitBill(651093, 5)
    const read = await readPdfText(bill.pdf, 30)
    if (!read.ok) throw new Error('unreadable')
    expect(extractInvoice(buildLines(read.items)).invoice.meta.supplyPointAddress).toBe('Na Výsluní 3535/60, 702 00 Ostrava')
  })

  test('pairs of labels and values, "Cena" among the labels, are a form\'s line, not a table\'s header', async () => {
    // dev21-651093-cost-tree-012: "Produkt | Centropol SPOT Elektřina | Cena | SPOT - denní trh OTE | Trvání smlouvy | bez určení konce".
    const bill = await generateTwentyFirstSplitBill(651093, 11)
    const read = await readPdfText(bill.pdf, 30)
    if (!read.ok) throw new Error('unreadable')
    expect(extractInvoice(buildLines(read.items)).invoice.meta.productName).toBe('Centropol SPOT Elektřina')
  })

  test('on a page of captions under their values, a line of captions is no table\'s header', async () => {
    // dev21-651093-value-captions-038: "výkup SPOT (denní trh) | 22.11.2026 | 4429712" over "Cena výkupu | Smlouva je sjednána na dobu určitou do | Číslo elektroměru".
    const bill = await generateTwentyFirstSplitBill(651093, 37)
    const read = await readPdfText(bill.pdf, 30)
    if (!read.ok) throw new Error('unreadable')
    expect(extractInvoice(buildLines(read.items)).invoice.meta.contractEndDate).toBe('2026-11-22')
  })

  test('a group\'s heading with its subtotal and its share of the whole heads its items\' section', () => {
    const rows = parseRows(
      sized([
        [100, 8, [[47, 'odběr'], [77, 'dodávka do sítě']]],
        [120, 8, [[37, 'Silová elektřina a služby obchodníka'], [482, '2 525,64'], [534, '48,9 %']]],
        [130, 8, [[51, 'Pevná měsíční cena obchodníka'], [300, '3,000 měs.'], [380, '141,76 Kč/měs.'], [493, '425,28']]],
      ]),
    )
    expect(rows.map((row) => [row.section, row.kind])).toEqual([['supply', 'monthlyFee']])
  })

  test('a heading\'s words after a conjunction ("ODBĚRNÉ MÍSTO A SMLUVNÍ PODMÍNKY") are no address', () => {
    const { invoice } = extractInvoice(
      sized([
        [100, 8, [[50, 'Pražská energetika, a.s.']]],
        [230, 8, [[74, 'ODBĚRNÉ MÍSTO A SMLUVNÍ PODMÍNKY']]],
        [240, 8, [[74, 'Adresa odběrného místa'], [244, 'Školní 141']]],
        [248, 8, [[244, '160 00 Praha 6']]],
        [280, 8, [[68, 'Elektřina VT za spotové ceny'], [310, '132'], [328, 'kWh'], [423, '1,84019'], [522, '242,91']]],
      ]),
    )
    expect(invoice.meta.supplyPointAddress).toBe('Školní 141, 160 00 Praha 6')
  })
})
