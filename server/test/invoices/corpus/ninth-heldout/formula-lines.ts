/**
 * NINTH FORMER HELD-OUT split (written blind 2026-11-23, session 7; unsealed in session 8). Layout "formula-lines", drawn with
 * pdf-lib: a billing-system printout where every item takes two rows, its name (and period) on the
 * first and "quantity × unit price" on the second, the amount right-aligned at the end of a dotted
 * leader; prices per MWh even where quantities are in kWh. Key–value header on the right, the list of
 * advance payments, a QR-payment block and the settlement with leaders at the end.
 */
import type { Bill, LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import { Sheet, type TextOptions } from '../sheet.ts'
import {
  addressLines,
  advancePayments,
  customerIds,
  distributorLine,
  headerWords,
  identityOf,
  isEnergy,
  itemLabels,
  itemsOf,
  metadataDate,
  Printer,
  resultOf,
  sumTotals,
  type Group,
} from './common.ts'

const END = 511

export async function renderFormulaLinesBill(bill: Bill, random: Random): Promise<Uint8Array> {
  const p = new Printer(bill, random)
  const w = headerWords(p)
  const label = itemLabels(p, bill.supplier)
  const id = identityOf(bill, random)
  const buys = bill.direction !== 'sell'
  const sells = bill.direction !== 'buy'
  const textLeaders = random.chance(0.55)
  const amountStyle = random.pick(['suffix', 'suffix', 'prefix', 'bare'] as const)
  const times = random.pick(['×', 'x', '*'])
  const customer = bill.customerType === 'business' ? customerIds(random) : null
  const dist = distributorLine(bill, random)
  const bySegment = random.chance(0.5)
  const cur = p.currency

  const sheet = await Sheet.create(`${w.title} ${bill.invoiceNumber}`, `${id.name} – fakturační systém`, metadataDate(bill))
  sheet.onNewPage = (s) => {
    s.row([
      [0, `${id.name} · ${w.number} ${bill.invoiceNumber}`, { size: 7 }],
      [END, 'pokračování', { size: 7, right: true }],
    ])
    s.gap(6)
  }

  const amount = (value: number) => (amountStyle === 'suffix' ? p.money(value) : amountStyle === 'prefix' ? `${cur} ${p.n(value, 2)}` : p.n(value, 2))
  /** One line: text at x, a dotted leader, the value right-aligned at the end. */
  const leader = (x: number, text: string, value: string, options: TextOptions = {}) => {
    const from = x + sheet.textWidth(text, options) + 4
    const to = END - sheet.textWidth(value, options) - 4
    const dots = textLeaders && to - from >= 8 ? '.'.repeat(Math.floor((to - from) / sheet.textWidth('.', { ...options, bold: false }))) : ''
    sheet.row([
      [x, text, options],
      [from, dots, { ...options, bold: false }],
      [END, value, { ...options, right: true }],
    ], options.size ?? 8.5)
    if (!textLeaders && to - from >= 8) sheet.rule(from, to, true)
  }

  // Head.
  sheet.row([
    [0, id.name, { bold: true, size: 13 }],
    [END, w.title, { bold: true, size: 10, right: true }],
  ], 13)
  sheet.row([
    [0, `${id.street}, ${id.city}`],
    [END, w.subtitle, { right: true }],
  ])
  sheet.row([[0, `IČO ${id.ico} | DIČ ${id.dic} | ${id.web}`, { size: 7.5 }]])
  sheet.gap(4)
  sheet.rule(0, END)
  sheet.gap(8)

  // Left: addressee; right: the key–value column of the document.
  const left: [string, TextOptions?][] = [[bill.customerType === 'business' ? 'Odběratel' : 'Zákazník', { size: 7 }], [bill.customerName, { bold: true }]]
  for (const line of addressLines(bill.billingAddress, bill.addressOnTwoLines)) left.push([line])
  if (customer) left.push([`IČO ${customer.ico}  DIČ ${customer.dic}`])
  const rightSide: [string, string][] = [
    [w.number, bill.invoiceNumber],
    [w.vs, bill.variableSymbol],
    [w.customerNumber, bill.customerNumber],
    [w.issued, p.date(bill.issueDate)],
  ]
  if (random.chance(0.5)) rightSide.push([w.duzp, p.date(bill.periodTo)])
  rightSide.push([w.due, p.date(bill.dueDate)])
  rightSide.push([w.period.replace('Vyúčtování za období', 'Období'), p.period(bill.periodFrom, bill.periodTo, ' - ')])
  for (let i = 0; i < Math.max(left.length, rightSide.length); i++) {
    const cells: [number, string, TextOptions?][] = []
    const l = left[i]
    if (l) cells.push([0, l[0], l[1]])
    const r = rightSide[i]
    if (r) cells.push([292, r[0], { size: 7.5 }], [END, r[1], { bold: true, right: true }])
    sheet.row(cells)
  }
  sheet.gap(8)

  // The supply / production point.
  sheet.row([[0, bill.direction === 'sell' ? 'VÝROBNA' : 'ODBĚRNÉ MÍSTO', { bold: true }]])
  sheet.rule(0, END)
  sheet.gap(2)
  const facts: [string, string][] = []
  for (const [i, line] of addressLines(bill.supplyAddress, bill.addressOnTwoLines).entries()) facts.push([i === 0 ? w.place : '', line])
  facts.push([w.ean, bill.direction === 'sell' ? bill.productionEan! : bill.ean])
  if (bill.direction === 'both') facts.push([w.productionEan, bill.productionEan!])
  if (buys) {
    facts.push([w.rate, bill.rate])
    facts.push([w.breaker, p.breaker()])
    if (dist) facts.push([dist.label, dist.value])
  }
  facts.push([w.product, bill.direction === 'sell' ? bill.sellProductName : bill.productName])
  if (bill.direction === 'both') facts.push(['Produkt výkupu', bill.sellProductName])
  if (bill.contractEnd) facts.push([w.contractEnd, p.date(bill.contractEnd)])
  else if (random.chance(0.4)) facts.push(['Doba trvání smlouvy', 'neurčitá'])
  for (const [k, v] of facts) sheet.row([[0, k ? `${k}:` : '', { size: 8 }], [170, v]])
  sheet.gap(10)

  // The items, two rows each.
  const printItem = (item: LineItem) => {
    sheet.keep(2 * 8.5 * 1.45 + 2)
    const name = item.kind === 'breaker' ? `${label(item)} (${p.breaker()})` : label(item)
    sheet.row([
      [0, name, { bold: item.kind.startsWith('energy') || item.kind === 'sellEnergy' }],
      [END, p.period(item.from, item.to), { size: 7, right: true }],
    ])
    const formula = isEnergy(item)
      ? `${p.energy(item.quantity)} ${times} ${p.n(item.price, 2)} ${cur}/MWh`
      : `${p.months(item.quantity)} ${times} ${p.n(item.price, 2)} ${cur}/měs.`
    leader(14, formula, amount(item.total))
  }
  const section = (title: string, groups: Group[], subtotalLabel: string) => {
    const items = groups.flatMap((g) => itemsOf(bill, g, bySegment))
    if (!items.length) return
    sheet.keep(60)
    sheet.row([[0, title.toUpperCase(), { bold: true, size: 9 }]], 9)
    sheet.rule(0, END)
    sheet.gap(3)
    for (const item of items) printItem(item)
    leader(0, subtotalLabel, amount(sumTotals(items)), { bold: true })
    sheet.gap(8)
  }
  sheet.row([[0, random.pick(['Rozpis vyúčtování', 'Fakturované položky', 'Přehled položek vyúčtování']), { bold: true, size: 11 }]], 11)
  if (amountStyle === 'bare') sheet.row([[0, `Částky jsou uvedeny v ${cur} bez DPH.`, { size: 7 }]])
  else sheet.row([[0, 'Ceny jsou uvedeny bez DPH.', { size: 7 }]])
  sheet.gap(4)
  if (buys) {
    section(bill.supplier === 'mnd' ? 'Obchodní část - ceník MND' : random.pick(['Dodávka elektřiny', 'Obchodní část', 'Platba za dodávku']), ['supply'], random.pick(['Celkem za dodávku', 'Celková platba za obchodní část', 'Mezisoučet dodávka']))
    section(random.pick(['Distribuce elektřiny', 'Distribuční část', 'Cena za distribuci']), ['distribution'], random.pick(['Celkem za distribuci', 'Mezisoučet distribuce']))
    section(random.pick(['Ostatní regulované platby', 'Související služby', 'Regulované složky ceny']), ['regulated', 'tax'], random.pick(['Celkem ostatní platby', 'Mezisoučet ostatní']))
  }
  if (sells) section(random.pick(['Výkup elektřiny', 'Výkup přebytků z výrobny', 'Vykoupená elektřina']), ['sell'], w.sellTotal)

  // Settlement with leaders.
  sheet.keep(110)
  sheet.row([[0, random.pick(['VYÚČTOVÁNÍ', 'SOUHRN', 'CELKEM']), { bold: true, size: 9 }]], 9)
  sheet.rule(0, END)
  sheet.gap(3)
  if (buys) {
    leader(0, w.totalNoVat, amount(bill.buyTotalNoVat))
    leader(0, 'DPH 21 %', amount(bill.vat))
    leader(0, w.totalWithVat, amount(bill.buyTotalWithVat), { bold: true })
  }
  if (sells && buys) leader(0, `${w.sellTotal} (odečet, bez DPH)`, amount(-bill.sellTotal))
  if (sells && !buys) leader(0, `${w.sellTotal} (není předmětem DPH)`, amount(bill.sellTotal), { bold: true })
  if (buys) leader(0, w.advances, amount(-bill.advances))
  const result = resultOf(bill)
  sheet.gap(2)
  leader(0, result.owes ? w.owes : bill.direction === 'sell' ? w.sellCredit : w.credit, amount(result.amount), { bold: true, size: 10.5 })
  sheet.gap(10)

  // Consumption.
  if (buys) {
    sheet.keep(60)
    sheet.row([[0, random.pick(['Údaje o spotřebě', 'Spotřeba v zúčtovacím období', 'Naměřené hodnoty']), { bold: true, size: 9 }]], 9)
    if (bill.twoTariff) {
      sheet.row([[0, `Spotřeba ${p.high()}`], [END - 200, p.energy(bill.vtKwh), { right: true }]])
      sheet.row([[0, `Spotřeba ${p.low()}`], [END - 200, p.energy(bill.ntKwh), { right: true }]])
    } else sheet.row([[0, 'Spotřeba (jednotarif)'], [END - 200, p.energy(bill.vtKwh), { right: true }]])
    sheet.row([[0, w.consumption, { bold: true }], [END - 200, p.energy(bill.statedTotalKwh), { right: true, bold: true }]])
    if (bill.yearlyEstimatePrinted !== null) sheet.row([[0, w.yearly], [END - 200, p.energy(bill.yearlyEstimatePrinted, 'kWh'), { right: true }]])
    sheet.gap(8)
  }
  if (sells) {
    sheet.row([[0, `${w.sold} (${bill.direction === 'both' ? w.productionEan + ' ' + bill.productionEan : 'výrobna'})`], [END - 200, p.energy(bill.soldKwh), { right: true }]])
    sheet.gap(8)
  }

  // The advances paid, in three columns.
  const payments = advancePayments(bill)
  if (payments.length) {
    sheet.keep(30 + Math.ceil(payments.length / 3) * 12)
    sheet.row([[0, random.pick(['Přehled uhrazených záloh', 'Rozpis záloh', 'Zaplacené zálohy v období']), { bold: true, size: 9 }]], 9)
    for (let i = 0; i < payments.length; i += 3) {
      const cells: [number, string, TextOptions?][] = []
      for (let c = 0; c < 3 && i + c < payments.length; c++) {
        const pay = payments[i + c]!
        cells.push([c * 172, p.date(pay.date), { size: 7.5 }], [c * 172 + 150, amount(pay.amount), { size: 7.5, right: true }])
      }
      sheet.row(cells, 7.5)
    }
    sheet.gap(8)
  }

  // Payment block with the QR code's place.
  sheet.keep(90)
  sheet.row([[0, 'Platební údaje', { bold: true, size: 9 }]], 9)
  sheet.gap(2)
  const top = sheet.mark()
  sheet.square(0, 64)
  const payLines: string[] = result.owes
    ? [`Bankovní spojení: ${id.bank}`, `Variabilní symbol: ${bill.variableSymbol}`, `Částka k úhradě: ${p.money(result.amount)}`, `Splatnost: ${p.date(bill.dueDate)}`]
    : [`Přeplatek ${p.money(result.amount)} vrátíme do ${p.date(bill.dueDate)}`, 'na bankovní účet uvedený ve smlouvě.', `Variabilní symbol: ${bill.variableSymbol}`]
  for (const line of payLines) sheet.row([[76, line]])
  sheet.row([[76, result.owes ? 'QR Platba – naskenujte v mobilní aplikaci banky' : '', { size: 7 }]])
  const used = top.y - sheet.mark().y
  if (used < 68) sheet.gap(68 - used)
  sheet.gap(10)
  sheet.paragraph(0, `Dotazy a reklamace: zákaznická linka ${id.phone}, e-mail ${id.email}. ${id.register}`, END, { size: 6.5 })
  return sheet.bytes()
}
