/**
 * SECOND FORMER HELD-OUT LAYOUT 3 (see ./index.ts): the compact one-page bill of a small trader. Labels on the
 * left, values right-aligned at the right margin (no colon between them); supply rows, then a boxed
 * "Regulované složky ceny" (distribuce, jistič, POZE, systémové služby, OTE, daň), buy-back (výkup)
 * rows on bills with production, and totals whose result is "K úhradě" or "K vrácení".
 */
import { addressLine, type Bill, type LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import { Sheet } from '../sheet.ts'
import { buys, DISTRIBUTION_KINDS, DISTRIBUTOR_NAMES, FAULT_LINES, itemsOf, SELL_KINDS, sells, SUPPLY_KINDS, supplierIdentity, Writer } from './common.ts'

const R = 511

export async function renderCompact(bill: Bill, random: Random): Promise<Uint8Array> {
  const w = new Writer(bill, random)
  const id = supplierIdentity(random)
  const sheet = await Sheet.create(`Faktura ${bill.invoiceNumber}`, 'pdf-lib', new Date(`${bill.issueDate}T10:15:00Z`))
  const sellOnly = bill.direction === 'sell'
  const size = 8

  sheet.row([[0, bill.supplierName, { bold: true, size: 13 }]], 13)
  sheet.row([[0, `obchodník s elektřinou, licence ERÚ č. 14${random.digits(8)} · IČO ${id.ico}`, { size: 6.5 }]], 6.5)
  sheet.gap(6)
  sheet.row([[0, sellOnly ? 'Vyúčtování výkupu elektřiny z výrobny' : random.pick(['Faktura za elektřinu', 'Vyúčtování elektřiny', 'Faktura – vyúčtování dodávky elektřiny']), { bold: true, size: 10 }]], 10)
  sheet.gap(4)

  const pair = (label: string, value: string, bold = false): void => sheet.row([[0, label, { bold }], [R, value, { right: true, bold }]], size)
  pair(random.pick(['Faktura číslo', 'Číslo faktury', 'Doklad č.']), bill.invoiceNumber)
  pair('Datum vystavení', w.date(bill.issueDate))
  pair('Datum splatnosti', w.date(bill.dueDate))
  pair('Variabilní symbol', bill.variableSymbol)
  pair(random.pick(['Fakturační období', 'Zúčtovací období', 'Období']), w.period(bill.periodFrom, bill.periodTo, ' - '))
  sheet.gap(4)
  pair(bill.customerType === 'business' ? 'Odběratel (firma)' : 'Odběratel', bill.customerName)
  if (bill.billingAddress !== bill.supplyAddress) pair('Korespondenční adresa', addressLine(bill.billingAddress))
  pair(sellOnly ? 'Adresa výrobny' : 'Adresa odběrného místa', addressLine(bill.supplyAddress))
  if (sellOnly) pair('EAN výrobny', bill.productionEan!)
  else {
    pair('EAN odběrného místa', bill.ean)
    if (bill.productionEan) pair('EAN výrobny', bill.productionEan)
    pair('Distribuční sazba', bill.rate)
    pair('Jistič', w.breaker())
    if (bill.distributorShown === 'explicit') pair('Distributor', random.pick(DISTRIBUTOR_NAMES[bill.distributor]))
  }
  pair(sellOnly ? 'Produkt výkupu' : 'Produkt', sellOnly ? bill.sellProductName : bill.productName)
  if (!sellOnly) pair('Cena silové elektřiny', bill.buyingType === 'SPOT' ? 'spotová (hodinové ceny OTE)' : 'fixní')
  if (!sellOnly && bill.productionEan) pair('Produkt výkupu', bill.sellProductName)
  if (bill.contractEnd) pair('Smlouva sjednána do', w.date(bill.contractEnd))
  sheet.gap(6)

  if (buys(bill)) {
    sheet.row([[0, 'Spotřeba', { bold: true, size: 9 }]], 9)
    if (bill.twoTariff) {
      pair('Spotřeba VT', w.kwh(bill.vtKwh))
      pair('Spotřeba NT', w.kwh(bill.ntKwh))
    } else pair('Spotřeba T1 (jednotarif)', w.kwh(bill.vtKwh))
    pair('Spotřeba celkem', w.kwh(bill.statedTotalKwh))
    if (bill.yearlyEstimatePrinted !== null) pair('Roční odhad spotřeby', w.kwh(bill.yearlyEstimatePrinted))
    sheet.gap(6)
  }

  if (sells(bill)) {
    pair('Elektřina dodaná do sítě', w.kwh(bill.soldKwh))
    sheet.gap(6)
  }

  const cur = bill.style.currency
  const itemRow = (item: LineItem): void => {
    const q = w.quantity(item)
    sheet.row(
      [
        [0, w.itemName(item.kind)],
        [330, `${q.quantity} ${q.unit}`, { right: true }],
        [430, `${q.price} ${w.currencyPer(q.unit)}`, { right: true }],
        [R, `${w.num(item.total, 2)} ${cur}`, { right: true }],
      ],
      7.5,
    )
  }
  const group = (title: string, items: LineItem[]): void => {
    if (!items.length) return
    sheet.keep(30)
    sheet.row([[0, title, { bold: true, size: 9 }]], 9)
    for (const item of items) itemRow(item)
    sheet.gap(5)
  }
  if (buys(bill)) {
    group('Dodávka silové elektřiny', itemsOf(bill, SUPPLY_KINDS))
    group('Regulované složky ceny', itemsOf(bill, DISTRIBUTION_KINDS))
  }
  if (sells(bill)) group('Výkup elektřiny (nejsme plátci DPH)', itemsOf(bill, SELL_KINDS))

  sheet.keep(80)
  if (buys(bill)) {
    pair('Celkem bez DPH', w.money(bill.buyTotalNoVat))
    pair('DPH 21 %', w.money(bill.vat))
    pair('Celkem vč. DPH', w.money(bill.buyTotalWithVat), true)
  }
  if (sells(bill)) pair('Výkup celkem', w.money(bill.sellTotal))
  if (buys(bill)) pair('Uhrazené zálohy', w.money(bill.advances))
  pair(bill.balance >= 0 ? 'K úhradě' : 'K vrácení', w.money(Math.abs(bill.balance)), true)
  sheet.gap(6)
  sheet.row([[0, `Platbu zašlete na účet ${id.account} pod variabilním symbolem ${bill.variableSymbol}.`, { size: 7 }]], 7)
  if (buys(bill) && bill.distributorShown === 'fault-line') sheet.row([[0, `Poruchová služba distributora: ${FAULT_LINES[bill.distributor]}`, { size: 7 }]], 7)
  return sheet.bytes()
}
