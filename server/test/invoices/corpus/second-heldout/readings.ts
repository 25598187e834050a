/**
 * SECOND FORMER HELD-OUT LAYOUT 2 (see ./index.ts): a bill built around the meter readings ("odečty"). A
 * header of label–value pairs in two columns, then the readings table — per register (VT, NT, or one
 * register; the export register of a production meter) the start and end dates and states and the
 * consumption between them — then price rows per tariff with quantity in kWh and price in CZK per kWh
 * ("3,46281 Kč/kWh"), regulated components, buy-back rows and a closing calculation with a signed result.
 */
import { addressLine, type Bill, type LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import { Sheet } from '../sheet.ts'
import { buys, DISTRIBUTION_KINDS, DISTRIBUTOR_NAMES, FAULT_LINES, itemsOf, SELL_KINDS, sells, SUPPLY_KINDS, supplierIdentity, Writer } from './common.ts'

const R = 511

export async function renderReadings(bill: Bill, random: Random): Promise<Uint8Array> {
  const w = new Writer(bill, random)
  const id = supplierIdentity(random)
  const sheet = await Sheet.create('Vyúčtování elektřiny', 'Billing Suite 2.4 / pdf-lib', new Date(`${bill.issueDate}T06:30:00Z`))
  const sellOnly = bill.direction === 'sell'

  sheet.row([[0, bill.supplierName, { bold: true, size: 11 }], [R, sellOnly ? 'Vyúčtování výkupu elektřiny' : 'Vyúčtování elektřiny', { right: true, bold: true, size: 11 }]], 11)
  sheet.row([[0, `IČ ${id.ico}, DIČ ${id.dic}`, { size: 7 }], [R, `číslo ${bill.invoiceNumber}`, { right: true, size: 8 }]], 7.5)
  sheet.gap(8)

  // Two columns of label–value pairs.
  const leftPairs: [string, string][] = [
    ['Zákazník', bill.customerName],
    ['Adresa zákazníka', addressLine(bill.billingAddress)],
    ['Místo spotřeby', addressLine(bill.supplyAddress)],
    [sellOnly ? 'EAN výrobny' : 'EAN', sellOnly ? bill.productionEan! : bill.ean],
  ]
  if (!sellOnly && bill.productionEan) leftPairs.push(['EAN výroby', bill.productionEan])
  if (!sellOnly) leftPairs.push(['Sazba / jistič', `${bill.rate} / ${w.breaker()}`])
  if (!sellOnly && bill.distributorShown === 'explicit') leftPairs.push(['Distributor', random.pick(DISTRIBUTOR_NAMES[bill.distributor])])
  const rightPairs: [string, string][] = [
    [random.pick(['Číslo dokladu', 'Faktura č.', 'Číslo vyúčtování']), bill.invoiceNumber],
    [random.pick(['Vystaveno', 'Datum vystavení']), w.date(bill.issueDate)],
    [random.pick(['Splatno', 'Datum splatnosti']), w.date(bill.dueDate)],
    ['Var. symbol', bill.variableSymbol],
    ['Zúčtovací období', `od ${w.date(bill.periodFrom)} do ${w.date(bill.periodTo)}`],
    ['Produkt', sellOnly ? bill.sellProductName : bill.productName],
  ]
  if (!sellOnly && bill.productionEan) rightPairs.push(['Výkup', bill.sellProductName])
  if (bill.contractEnd) rightPairs.push(['Smlouva do', w.date(bill.contractEnd)])
  for (let i = 0; i < Math.max(leftPairs.length, rightPairs.length); i++) {
    const [l1, v1] = leftPairs[i] ?? ['', '']
    const [l2, v2] = rightPairs[i] ?? ['', '']
    sheet.row([
      [0, l1 ? `${l1}:` : ''],
      [85, v1],
      [300, l2 ? `${l2}:` : ''],
      [375, v2],
    ], 7.5)
  }
  sheet.gap(10)

  // Meter readings: the states are made up, the consumption between them is the Bill's.
  sheet.row([[0, 'Odečty elektroměru', { bold: true, size: 9.5 }]], 9.5)
  const meter = random.digits(random.pick([8, 9]))
  const cols = { register: 0, meter: 70, fromDate: 150, fromState: 250, toDate: 265, toState: 370, kwh: 440, kind: 450 }
  sheet.row(
    [
      [cols.register, 'Registr', { bold: true }],
      [cols.meter, 'Elektroměr', { bold: true }],
      [cols.fromDate, 'Odečet od', { bold: true }],
      [cols.fromState, 'Stav', { bold: true, right: true }],
      [cols.toDate, 'Odečet do', { bold: true }],
      [cols.toState, 'Stav', { bold: true, right: true }],
      [cols.kwh, 'Spotřeba kWh', { bold: true, right: true }],
      [cols.kind, 'Typ odečtu', { bold: true }],
    ],
    7.5,
  )
  const reading = (register: string, kwh: number): void => {
    const start = random.int(1000, 90000)
    sheet.row(
      [
        [cols.register, register],
        [cols.meter, meter],
        [cols.fromDate, w.date(bill.periodFrom)],
        [cols.fromState, String(start), { right: true }],
        [cols.toDate, w.date(bill.periodTo)],
        [cols.toState, String(start + kwh), { right: true }],
        [cols.kwh, w.num(kwh, 0), { right: true }],
        [cols.kind, random.pick(['skutečný', 'skutečný', 'odečet zákazníka'])],
      ],
      7.5,
    )
  }
  if (buys(bill)) {
    if (bill.twoTariff) {
      reading('VT (T1)', bill.vtKwh)
      reading('NT (T2)', bill.ntKwh)
    } else reading('T1 – jednotarif', bill.vtKwh)
  }
  if (sells(bill)) reading('Dodávka do sítě', bill.soldKwh)
  if (buys(bill)) sheet.row([[0, random.pick(['Spotřeba celkem za období', 'Celková spotřeba']), { bold: true }], [cols.kwh, w.num(bill.statedTotalKwh, 0), { right: true, bold: true }]], 7.5)
  if (buys(bill) && bill.yearlyEstimatePrinted !== null) sheet.row([[0, 'Odhad roční spotřeby'], [cols.kwh, w.num(bill.yearlyEstimatePrinted, 0), { right: true }]], 7.5)
  sheet.gap(10)

  // Price rows per tariff: kWh × CZK/kWh; monthly items per month.
  const cur = bill.style.currency
  const priceHeader = (): void =>
    sheet.row(
      [
        [0, 'Položka', { bold: true }],
        [250, 'Od – do', { bold: true }],
        [395, 'Množství', { bold: true, right: true }],
        [460, `Cena ${cur}/jedn.`, { bold: true, right: true }],
        [R, `Celkem ${cur}`, { bold: true, right: true }],
      ],
      7.5,
    )
  const priceRow = (item: LineItem): void => {
    const q = w.quantity(item, 'kWh')
    const quantity = item.unit === 'kWh' ? `${q.quantity} kWh` : `${q.quantity} měs.`
    const price = item.unit === 'kWh' ? `${q.price}/kWh` : `${q.price}/měs.`
    sheet.row(
      [
        [0, w.itemName(item.kind)],
        [250, w.period(item.from, item.to, ' – ')],
        [395, quantity, { right: true }],
        [460, price, { right: true }],
        [R, w.num(item.total, 2), { right: true }],
      ],
      7.5,
    )
  }
  const block = (title: string, items: LineItem[]): void => {
    if (!items.length) return
    sheet.row([[0, title, { bold: true, size: 9 }]], 9)
    priceHeader()
    for (const item of items) priceRow(item)
    sheet.gap(6)
  }
  if (buys(bill)) {
    block(`Cena za dodávku elektřiny – ${bill.productName}`, itemsOf(bill, SUPPLY_KINDS))
    block('Regulované ceny – distribuce a související služby', itemsOf(bill, DISTRIBUTION_KINDS))
  }
  if (sells(bill)) block(`Výkup elektřiny – ${bill.sellProductName}`, itemsOf(bill, SELL_KINDS))

  // The closing calculation, its result signed.
  sheet.row([[0, 'Rekapitulace', { bold: true, size: 9.5 }]], 9.5)
  const lines: [string, string][] = []
  if (buys(bill)) {
    lines.push(['Základ daně (bez DPH)', w.money(bill.buyTotalNoVat)], ['DPH 21 %', w.money(bill.vat)], ['Celkem za dodávku vč. DPH', w.money(bill.buyTotalWithVat)])
  }
  if (sells(bill)) lines.push(['Výkup elektřiny celkem (osvobozeno od DPH)', w.money(-bill.sellTotal)])
  if (buys(bill)) lines.push(['Zálohy uhrazené za období', w.money(-bill.advances)])
  lines.push([bill.balance >= 0 ? 'Výsledek vyúčtování – nedoplatek' : 'Výsledek vyúčtování – přeplatek', w.money(bill.balance)])
  for (const [label, value] of lines) sheet.row([[0, label], [R, value, { right: true }]])
  sheet.gap(8)
  sheet.row([[0, `Úhrada na účet ${id.account}, variabilní symbol ${bill.variableSymbol}.`, { size: 7.5 }]], 7.5)
  if (buys(bill) && bill.distributorShown === 'fault-line') sheet.row([[0, `Hlášení poruch distributora: ${FAULT_LINES[bill.distributor]}`, { size: 7.5 }]], 7.5)
  sheet.row([[0, `Zákaznická linka ${id.phone}`, { size: 7.5 }]], 7.5)
  return sheet.bytes()
}
