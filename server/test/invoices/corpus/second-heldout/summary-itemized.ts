/**
 * SECOND FORMER HELD-OUT LAYOUT 1 (see ./index.ts): a two-page bill. Page 1 is the summary — supplier name as a
 * logo line with its identification, a right-hand document box (number, dates, variable symbol), the
 * customer and supply point blocks, an amounts box and payment details. Page 2 is the itemized
 * statement "Položka | Období | Množství | MJ | Cena za MJ | Cena bez DPH | DPH % | Cena s DPH",
 * supply and distribution items in sections, buy-back items in their own table.
 */
import { addressLine, type Bill, type LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import { Sheet } from '../sheet.ts'
import { balanceWords, buys, DISTRIBUTION_KINDS, DISTRIBUTOR_NAMES, FAULT_LINES, itemsOf, SELL_KINDS, sells, sumOf, SUPPLY_KINDS, supplierIdentity, Writer } from './common.ts'

const R = 511 // right edge of the printable width

export async function renderSummaryItemized(bill: Bill, random: Random): Promise<Uint8Array> {
  const w = new Writer(bill, random)
  const id = supplierIdentity(random)
  const sheet = await Sheet.create(`Vyúčtování ${bill.invoiceNumber}`, 'Fakturační systém ENERGO 7 (pdf-lib)', new Date(`${bill.issueDate}T08:00:00Z`))
  const sellOnly = bill.direction === 'sell'

  // Logo line and the supplier's identity.
  sheet.row([[0, bill.supplierName, { size: 15, bold: true }]], 15)
  sheet.row([[0, `IČO: ${id.ico}   DIČ: ${id.dic}   Zákaznická linka: ${id.phone}`, { size: 7 }]], 7)
  sheet.gap(10)
  const title = sellOnly ? 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY' : random.pick(['VYÚČTOVÁNÍ ZA ELEKTŘINU', 'FAKTURA – DAŇOVÝ DOKLAD', 'Řádné vyúčtování dodávky elektřiny'])
  sheet.row([[0, title, { size: 12, bold: true }]], 12)
  sheet.gap(6)

  // Customer on the left, the document box on the right (one printed line holds both).
  const numberLabel = random.pick(['Číslo faktury:', 'Číslo daňového dokladu:', 'Evidenční číslo dokladu:'])
  const left: string[] = [sellOnly ? 'Výrobce / zákazník' : 'Odběratel', bill.customerName, bill.billingAddress.street, `${bill.billingAddress.zip} ${bill.billingAddress.city}`]
  if (bill.customerType === 'business') left.push(`IČO: ${random.digits(8)}`)
  const right: [string, string][] = [
    [numberLabel, bill.invoiceNumber],
    ['Datum vystavení:', w.date(bill.issueDate)],
    ['Datum splatnosti:', w.date(bill.dueDate)],
    ['Variabilní symbol:', bill.variableSymbol],
    [random.pick(['Zákaznické číslo:', 'Číslo zákazníka:']), bill.customerNumber],
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const [label, value] = right[i] ?? ['', '']
    sheet.row([
      [0, left[i] ?? '', { bold: i === 0 }],
      [300, label],
      [R, value, { right: true }],
    ])
  }
  sheet.gap(10)

  // Supply point.
  sheet.row([[0, sellOnly ? 'Výrobna (předávací místo)' : 'Odběrné místo', { bold: true, size: 9.5 }]], 9.5)
  if (bill.addressOnTwoLines) {
    sheet.row([[0, bill.supplyAddress.street]])
    sheet.row([[0, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]])
  } else sheet.row([[0, `Adresa: ${addressLine(bill.supplyAddress)}`]])
  const meta: [string, string][] = []
  if (sellOnly) meta.push(['EAN výrobny:', bill.productionEan!])
  else {
    meta.push([random.pick(['EAN:', 'Kód odběrného místa (EAN):', 'EAN odběrného místa:']), bill.ean])
    if (bill.productionEan) meta.push(['EAN výrobny:', bill.productionEan])
  }
  meta.push(['Zúčtovací období:', w.period(bill.periodFrom, bill.periodTo)])
  meta.push([sellOnly ? 'Produkt výkupu:' : 'Produkt:', sellOnly ? bill.sellProductName : bill.productName])
  if (!sellOnly && bill.productionEan) meta.push(['Produkt výkupu:', bill.sellProductName])
  if (bill.contractEnd) meta.push([random.pick(['Smlouva na dobu určitou do:', 'Doba trvání smlouvy do:']), w.date(bill.contractEnd)])
  if (!sellOnly) {
    meta.push(['Distribuční sazba:', bill.rate])
    meta.push(['Hlavní jistič:', w.breaker()])
    if (bill.distributorShown === 'explicit') meta.push(['Provozovatel distribuční soustavy:', random.pick(DISTRIBUTOR_NAMES[bill.distributor])])
  }
  for (const [label, value] of meta) sheet.row([[0, label], [170, value]])
  sheet.gap(10)

  // Amounts box.
  sheet.row([[0, 'Souhrn vyúčtování', { bold: true, size: 9.5 }]], 9.5)
  const amounts: [string, string][] = []
  if (!sellOnly) {
    amounts.push(['Celková spotřeba elektřiny za období', w.kwh(bill.statedTotalKwh)])
    if (bill.twoTariff) amounts.push(['z toho ve vysokém tarifu (VT)', w.kwh(bill.vtKwh)], ['z toho v nízkém tarifu (NT)', w.kwh(bill.ntKwh)])
    else amounts.push(['Naměřená spotřeba (jednotarif)', w.kwh(bill.vtKwh)])
    if (bill.yearlyEstimatePrinted !== null) amounts.push(['Předpokládaná roční spotřeba', w.kwh(bill.yearlyEstimatePrinted)])
    amounts.push(
      ['Dodávka elektřiny a služby distribuce bez DPH', w.money(bill.buyTotalNoVat)],
      ['DPH 21 %', w.money(bill.vat)],
      ['Celkem s DPH', w.money(bill.buyTotalWithVat)],
    )
  }
  if (sells(bill)) amounts.push(['Elektřina vyrobená a dodaná do sítě', w.kwh(bill.soldKwh)], ['Výkup elektřiny (nejsme plátci DPH)', w.money(bill.sellTotal)])
  if (!sellOnly) amounts.push([random.pick(['Zaplacené zálohy', 'Zúčtované zálohy', 'Uhrazené zálohy']), w.money(bill.advances)])
  amounts.push(balanceWords(w))
  for (const [label, value] of amounts) sheet.row([[10, label], [R - 10, value, { right: true }]])
  sheet.gap(10)

  // Payment details.
  sheet.row([[0, 'Platební údaje', { bold: true, size: 9.5 }]], 9.5)
  sheet.row([[0, `Číslo účtu: ${id.account}`], [200, `Variabilní symbol: ${bill.variableSymbol}`], [370, 'Konstantní symbol: 0308']])
  sheet.row([[0, bill.balance >= 0 ? `Splatnost nedoplatku: ${w.date(bill.dueDate)}` : 'Přeplatek vám vrátíme na váš účet do 15 dnů.']])
  if (!sellOnly && bill.distributorShown === 'fault-line') {
    sheet.gap(8)
    sheet.row([[0, `Poruchová linka distributora (nonstop): ${FAULT_LINES[bill.distributor]}`, { size: 7.5 }]], 7.5)
  }

  // Page 2: the itemized statement.
  sheet.breakPage()
  sheet.row([[0, bill.supplierName, { size: 9, bold: true }], [R, `Příloha k dokladu ${bill.invoiceNumber}`, { right: true, size: 7.5 }]], 9)
  sheet.gap(4)
  sheet.row([[0, 'Rozpis vyúčtování', { bold: true, size: 11 }]], 11)
  const header = (): void => {
    sheet.row(
      [
        [0, 'Položka', { bold: true }],
        [150, 'Období', { bold: true }],
        [282, 'Množství', { bold: true, right: true }],
        [287, 'MJ', { bold: true }],
        [362, 'Cena za MJ', { bold: true, right: true }],
        [420, 'Cena bez DPH', { bold: true, right: true }],
        [452, 'DPH %', { bold: true, right: true }],
        [R, 'Cena s DPH', { bold: true, right: true }],
      ],
      7,
    )
  }
  sheet.onNewPage = (s) => {
    s.row([[0, `${bill.supplierName} – rozpis vyúčtování (pokračování)`, { size: 7 }]], 7)
    header()
  }
  const itemRow = (item: LineItem, vatRate: number): void => {
    const q = w.quantity(item)
    const [first, ...rest] = sheet.wrap(w.itemName(item.kind), 145, { size: 7 })
    sheet.row(
      [
        [0, first!],
        [150, w.period(item.from, item.to, '–')],
        [282, q.quantity, { right: true }],
        [287, q.unit],
        [362, q.price, { right: true }],
        [420, w.num(item.total, 2), { right: true }],
        [452, String(vatRate), { right: true }],
        [R, w.num(item.total * (1 + vatRate / 100), 2), { right: true }],
      ],
      7,
    )
    for (const line of rest) sheet.row([[0, line]], 7)
  }
  const section = (title: string, items: LineItem[], vatRate: number, subtotal: string): void => {
    if (!items.length) return
    sheet.gap(4)
    sheet.row([[0, title, { bold: true, size: 8 }]], 8)
    for (const item of items) itemRow(item, vatRate)
    sheet.row([[0, subtotal, { bold: true }], [420, w.num(sumOf(items), 2), { right: true, bold: true }]], 7)
  }
  if (buys(bill)) {
    header()
    section('Dodávka elektřiny (obchodní část)', itemsOf(bill, SUPPLY_KINDS), 21, 'Celkem za dodávku')
    section('Distribuce elektřiny a regulované služby', itemsOf(bill, DISTRIBUTION_KINDS), 21, 'Celkem za distribuci')
    sheet.gap(6)
    sheet.row([[0, 'Celkem bez DPH', { bold: true }], [420, w.num(bill.buyTotalNoVat, 2), { right: true, bold: true }]], 8)
    sheet.row([[0, 'DPH 21 %'], [420, w.num(bill.vat, 2), { right: true }]], 8)
    sheet.row([[0, 'Celkem s DPH', { bold: true }], [R, w.num(bill.buyTotalWithVat, 2), { right: true, bold: true }]], 8)
  }
  if (sells(bill)) {
    sheet.gap(10)
    sheet.row([[0, `Výkup elektřiny – ${bill.sellProductName}`, { bold: true, size: 9 }]], 9)
    header()
    section('Elektřina dodaná do distribuční soustavy', itemsOf(bill, SELL_KINDS), 0, 'Celkem za výkup')
  }
  return sheet.bytes()
}
