/**
 * More development layouts of the second PDF producer (pdf-lib), for shapes a real Czech bill has
 * that the first set lacks, with a wider wording (INVOICE_WORDING.md and the official ERÚ item names):
 * - boxes: form boxes whose label sits above the value, in two columns; a table with VAT-exclusive
 *   and VAT-inclusive columns and the tariff (VT/NT) in a column of its own; a summary box;
 * - leaders: "label ........ value" with the dots as text of their own, units written before the
 *   numbers ("MWh 0,35600", "Kč/MWh 3 462,81", "Kč 1 232,76"), a running header on every page,
 *   a page break inside the item table, the period as "od … do …";
 * - grid: several "label: value" pairs on one line, one item table for supply, distribution and
 *   buy-back alike, a VAT recapitulation table (base | rate | VAT | total);
 * - sections: numbered section headings with a colon, items named by the tariff alone, the period
 *   and the address split into fields, the currency in a cell of its own; on some bills each item
 *   row one string whose columns are padded with spaces;
 * - sidebar: a two-column page, the items table beside a column of invoice data and summary.
 */
import { addressLine, type Bill, type LineItem, type RowKind } from './bill.ts'
import type { Random } from './random.ts'
import { Print, REGULATED, SELL, SUPPLY, type MetaKey, type Wording } from './sheet-layouts.ts'
import { Sheet } from './sheet.ts'

const ROWS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina – vysoký tarif', 'Dodávky VT', 'Cena silové elektřiny VT', 'Obchodní složka ceny VT'],
  energyNt: ['Silová elektřina – nízký tarif', 'Dodávky NT', 'Cena silové elektřiny NT', 'Obchodní složka ceny NT'],
  energySingle: ['Silová elektřina', 'Dodaná elektřina', 'Cena za elektřinu', 'Obchodní složka ceny', 'Silová elektřina za spotové ceny OTE', 'Elektřina dle hodinových cen OTE'],
  monthlyFee: ['Stálý plat', 'Měsíční stálá platba', 'Paušální poplatek za odběrné místo', 'Stálá složka ceny za měsíc'],
  spotFee: ['Poplatek za obchodní služby', 'Obchodní marže k ceně SPOT', 'Přirážka obchodníka', 'Cena za obchodní službu'],
  discountVt: ['Sleva z ceny silové elektřiny'],
  distVt: ['Cena za distribuované množství ve VT', 'Distribuční složka VT', 'Použití sítí VT'],
  distNt: ['Cena za distribuované množství v NT', 'Distribuční složka NT', 'Použití sítí NT'],
  distSingle: ['Cena za distribuci elektřiny', 'Distribuční složka', 'Použití sítí'],
  breaker: [
    'Měsíční plat za příkon podle jmenovité proudové hodnoty hlavního jističe před elektroměrem',
    'Cena za příkon dle jističe',
    'Stálý plat za jistič',
  ],
  poze: ['Cena na podporu elektřiny z podporovaných zdrojů energie', 'Složka ceny na podporu POZE', 'Podpora POZE'],
  systemServices: ['Cena za systémové služby', 'Systémové služby ČEPS, a.s.'],
  infrastructure: ['Cena za činnost zúčtování OTE', 'Cena za provoz nesíťové infrastruktury', 'Činnost operátora trhu'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z FVE', 'Přetoky do distribuční soustavy', 'Vykoupená elektřina'],
  sellFee: ['Poplatek za výkup', 'Srážka z výkupní ceny'],
  sellMonthly: ['Měsíční paušál výkupu', 'Stálý měsíční poplatek za výkup'],
}

const META: Record<MetaKey, string[]> = {
  customer: ['Jméno zákazníka', 'Odběratel', 'Zákazník', 'Obchodní partner', 'Název odběratele', 'Jméno'],
  address: ['Adresa místa spotřeby', 'Místo odběru', 'Adresa odběrného místa', 'Odběrné místo', 'Adresa OM', 'Místo připojení'],
  invoice: ['Číslo daňového dokladu', 'Faktura číslo', 'Číslo vyúčtování', 'Doklad číslo', 'Č. faktury', 'Evidenční číslo'],
  issued: ['Datum vyhotovení', 'Datum vystavení', 'Den vystavení', 'Dat. vystavení'],
  period: ['Období vyúčtování', 'Vyúčtovací období', 'Zúčtovací období', 'Odečtové období', 'Zúčt. období'],
  product: ['Cenový produkt', 'Produkt', 'Produkt dodávky', 'Sjednaný produkt', 'Tarif'],
  rate: ['Distribuční sazba', 'Sazba'],
  breaker: ['Hodnota hlavního jističe', 'Jistič před elektroměrem', 'Hlavní jistič'],
  owed: ['Nedoplatek k úhradě', 'Částka k úhradě', 'K zaplacení', 'Nedoplatek', 'Zbývá doplatit'],
  advances: ['Zaplacené zálohy celkem', 'Uhrazené zálohy', 'Odečet záloh', 'Zálohy uhrazené', 'Zaplaceno na zálohách'],
  noVat: ['Cena celkem bez DPH', 'Celkem bez DPH', 'Základ DPH', 'Součet bez DPH'],
  withVat: ['Cena celkem s DPH', 'Celkem vč. DPH', 'Celkem s DPH', 'Součet s DPH'],
  consumption: ['Spotřeba za období', 'Celková spotřeba', 'Celková spotřeba elektřiny', 'Celková dodávka elektřiny'],
  yearly: ['Předpokládaná spotřeba za rok', 'Předpokládaná roční spotřeba', 'Odhad roční spotřeby'],
}

const WORDING: Wording = { rows: ROWS, meta: META }
const OVERPAID = ['Přeplatek', 'Přeplatek k vrácení', 'Vracíme Vám']

function contract(p: Print): string {
  const end = p.bill.contractEnd
  return end
    ? p.random.pick([`Smlouva sjednána do: ${p.date(end)}`, `Platnost smlouvy do: ${p.date(end)}`, `Smlouva na dobu určitou do ${p.date(end)}`, `Smluvní závazek do: ${p.date(end)}`, `Fixace ceny do: ${p.date(end)}`])
    : p.random.pick(['Smlouva na dobu neurčitou', 'Doba trvání smlouvy: neurčitá'])
}

/** The summary values: [label, amount] (consumption in kWh, money in the bill's style). */
function summary(p: Print, money: (value: number) => string): [string, string][] {
  const b = p.bill
  const lines: [string, string][] = []
  // Bills that group by dots group whole kWh by dots too ("4.200 kWh") on some systems.
  const kwh = (value: number) => (b.style.thousands === '.' && p.random.chance(0.5) ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.') : p.number(value, 0))
  if (b.direction !== 'sell') {
    lines.push([p.word('consumption'), `${kwh(b.statedTotalKwh)} kWh`])
    if (b.yearlyEstimatePrinted) lines.push([p.word('yearly'), `${kwh(b.yearlyEstimatePrinted)} kWh`])
    lines.push([p.word('noVat'), money(b.buyTotalNoVat)], ['DPH 21 %', money(b.vat)], [p.word('withVat'), money(b.buyTotalWithVat)])
  }
  if (b.direction !== 'buy') lines.push(['Výkup elektřiny celkem', money(b.sellTotal)])
  if (b.direction !== 'sell') lines.push([p.word('advances'), money(b.advances)])
  lines.push(b.balance >= 0 ? [p.word('owed'), money(b.balance)] : [p.random.pick(OVERPAID), money(-b.balance)])
  return lines
}

const tariffOf = (kind: RowKind) => (/Vt$/.test(kind) ? 'VT' : /Nt$/.test(kind) ? 'NT' : '')
/** A row label without its tariff, for tables that print the tariff in a column of its own. */
const untariffed = (label: string) => label.replace(/\s*(–\s*)?(vysoký|nízký) tarif$|\s+(VT|NT)$|\s+ve? (VT|NT)$/, '')

/** English after the Czech label, as bilingual bills print it ("Datum vystavení / Date of issue"). */
const ENGLISH: Record<string, string> = {
  customer: 'Customer', address: 'Supply point', invoice: 'Invoice No.', issued: 'Date of issue', period: 'Billing period',
  product: 'Product', rate: 'Distribution rate', breaker: 'Main breaker',
}

/** Form boxes: small label above its value in two columns, a table with VAT columns and a tariff column, a summary box. */
async function boxes(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Faktura ${b.invoiceNumber}`, 'pdf-lib boxes')
  const sell = b.direction === 'sell'
  // Some bills are bilingual: every box label has its English after a slash.
  if (p.random.chance(0.35)) {
    const word = p.word.bind(p)
    p.word = (key) => (ENGLISH[key] ? `${word(key)} / ${ENGLISH[key]}` : word(key))
  }
  sheet.row([[0, b.supplierName, { bold: true, size: 11 }], [511, 'Faktura – daňový doklad', { right: true, bold: true, size: 11 }]], 11)
  sheet.gap(6)
  const a = b.supplyAddress
  const left: [string, string[]][] = [
    [sell ? 'Výrobce' : p.word('customer'), [b.customerName]],
    [sell ? 'Adresa výrobny' : p.word('address'), b.addressOnTwoLines ? [a.street, `${a.zip} ${a.city}`] : [addressLine(a)]],
    ...(sell ? [] : [['EAN odběrného místa', [b.ean]] as [string, string[]]]),
    ...(b.productionEan ? [['EAN výrobny', [b.productionEan]] as [string, string[]]] : []),
    [p.word('product'), [sell ? b.sellProductName : b.productName]],
  ]
  const right: [string, string[]][] = [
    [p.word('invoice'), [b.invoiceNumber]],
    [p.word('issued'), [p.date(b.issueDate)]],
    ['Datum splatnosti', [p.date(b.dueDate)]],
    [p.word('period'), [`${p.date(b.periodFrom)} – ${p.date(b.periodTo)}`]],
    ...(sell ? [] : ([[p.word('rate'), [b.rate]], [p.word('breaker'), [`${b.breaker.phases} x ${b.breaker.amps} A`]]] as [string, string[]][])),
  ]
  // Each box: its label in small print, its value line(s) below; the columns advance box by box.
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const l = left[i]
    const r = right[i]
    sheet.keep(30)
    sheet.row([[0, l?.[0] ?? '', { size: 6.5 }], [300, r?.[0] ?? '', { size: 6.5 }]], 6.5)
    for (let v = 0; v < Math.max(l?.[1].length ?? 0, r?.[1].length ?? 0); v++) sheet.row([[0, l?.[1][v] ?? ''], [300, r?.[1][v] ?? '']], 9, 1.3)
    sheet.gap(3)
  }
  sheet.row([[0, contract(p)]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)
  const perKwh = b.energyUnit === 'kWh'
  // The VAT column: the rate, or the VAT amount of each item.
  const vatAmounts = p.random.chance(0.5)
  const x = { label: 0, tariff: 190, qty: 262, unit: 268, price: 345, total: 405, vat: 440, gross: 511 }
  const header = () =>
    sheet.row([
      [x.label, 'Položka'], [x.tariff, 'Tarif'], [x.qty, 'Množství', { right: true }], [x.unit, 'MJ'], [x.price, 'Cena/MJ bez DPH', { right: true }],
      [x.total, 'Celkem bez DPH', { right: true }], [x.vat, vatAmounts ? 'DPH Kč' : 'DPH %', { right: true }], [x.gross, 'Celkem s DPH', { right: true }],
    ], 6.3)
  const table = (title: string, kinds: RowKind[], vat: boolean) => {
    const items = p.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true }]], 9)
    header()
    sheet.onNewPage = () => header()
    const dated = new Set(items.map((item) => item.from)).size > 1
    for (const item of items) {
      const tariff = tariffOf(item.kind)
      const name = tariff ? untariffed(p.row(item.kind)) : p.row(item.kind)
      const label = dated ? `${name} (${p.date(item.from)} - ${p.date(item.to)})` : name
      const [first, ...rest] = sheet.wrap(label, 185, { size: 7 })
      const unit = item.unit === 'month' ? 'měs.' : perKwh ? 'kWh' : 'MWh'
      sheet.row([
        [x.label, first!], [x.tariff, tariff], [x.qty, p.quantity(item), { right: true }], [x.unit, unit], [x.price, p.unitPrice(item), { right: true }],
        [x.total, p.number(item.total, 2), { right: true }],
        [x.vat, vatAmounts ? p.number(vat ? Math.round(item.total * 21) / 100 : 0, 2) : vat ? '21 %' : '0 %', { right: true }],
        [x.gross, p.number(vat ? Math.round(item.total * 121) / 100 : item.total, 2), { right: true }],
      ], 7)
      for (const more of rest) sheet.row([[x.label, more]], 7)
    }
    sheet.onNewPage = null
    sheet.gap(4)
  }
  if (!sell) {
    table('Dodávka elektřiny', SUPPLY, true)
    table('Distribuce elektřiny', REGULATED, true)
  }
  if (b.direction !== 'buy') table('Výkup elektřiny z výrobny', SELL, false)
  sheet.gap(6)
  // The summary box: label above value, or label and value side by side.
  const stacked = p.random.chance(0.5)
  sheet.row([[300, 'Souhrn vyúčtování', { bold: true }]], 9)
  for (const [label, value] of summary(p, p.czk)) {
    if (stacked) {
      sheet.keep(25)
      sheet.row([[300, label, { size: 6.5 }]], 6.5)
      sheet.row([[300, value, { bold: true }]], 9, 1.3)
    } else sheet.row([[300, label], [511, value, { right: true }]])
  }
  return sheet.bytes()
}

/** Dot leaders between label and value, units before numbers, a running header on every page, a page break inside the items. */
async function leaders(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Vyúčtování ${b.invoiceNumber}`, 'pdf-lib leaders')
  const sell = b.direction === 'sell'
  const running = `${b.supplierName} · vyúčtování ${b.invoiceNumber}`
  let page = 1
  sheet.onNewPage = (s) => {
    page++
    s.row([[0, running, { size: 6.5 }], [511, `strana ${page}`, { right: true, size: 6.5 }]], 6.5)
    s.gap(4)
  }
  sheet.row([[0, 'VYÚČTOVÁNÍ ELEKTŘINY', { bold: true, size: 13 }]], 13)
  sheet.row([[0, `Dodavatel: ${b.supplierName}`]])
  sheet.gap(4)
  // "Label ........ value": the dots a text of their own (a separate cell), or part of the label's run.
  const ownCell = p.random.chance(0.5)
  const pair = (label: string, value: string) => {
    if (ownCell) sheet.row([[0, label], [150, '.'.repeat(24), { size: 6 }], [230, value]])
    else sheet.row([[0, `${label} ${'.'.repeat(Math.max(3, 40 - label.length))} ${value}`]])
  }
  pair(p.word('invoice'), b.invoiceNumber)
  pair(p.word('issued'), p.date(b.issueDate))
  pair('Splatnost', p.date(b.dueDate))
  pair(sell ? 'Výrobce' : p.word('customer'), b.customerName)
  pair(sell ? 'Adresa výrobny' : p.word('address'), addressLine(b.supplyAddress))
  if (!sell) pair('EAN', b.ean)
  if (b.productionEan) pair('EAN výrobny', b.productionEan)
  if (!sell) {
    pair(p.word('rate'), b.rate)
    pair(p.word('breaker'), `${b.breaker.phases}x${b.breaker.amps} A`)
  }
  pair(p.word('product'), sell ? b.sellProductName : b.productName)
  sheet.row([[0, contract(p)]])
  sheet.row([[0, `Vyúčtování za období od ${p.date(b.periodFrom)} do ${p.date(b.periodTo)}`, { bold: true }]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(6)
  const c = b.style.currency
  const x = { label: 0, qty: 250, price: 360, total: 511 }
  const table = (title: string, kinds: RowKind[]) => {
    const items = p.items(kinds)
    if (!items.length) return
    sheet.row([[0, title, { bold: true }]], 9)
    const dated = new Set(items.map((item) => item.from)).size > 1
    let period = ''
    items.forEach((item, index) => {
      if (dated && item.from !== period) {
        sheet.row([[0, `Období ${p.date(item.from)} - ${p.date(item.to)}`, { size: 7 }]], 7)
        period = item.from
      }
      const qtyUnit = item.unit === 'month' ? 'měs.' : b.energyUnit
      const priceUnit = item.unit === 'month' ? `${c}/měs.` : `${c}/${b.energyUnit}`
      const [first, ...rest] = sheet.wrap(p.row(item.kind), 170, { size: 7.5 })
      sheet.row([[x.label, first!], [x.qty, `${qtyUnit} ${p.quantity(item)}`, { right: true }], [x.price, `${priceUnit} ${p.unitPrice(item)}`, { right: true }], [x.total, `${c} ${p.number(item.total, 2)}`, { right: true }]], 7.5)
      for (const more of rest) sheet.row([[x.label, more]], 7.5)
      // A page break inside the table, as a long bill's would fall.
      if (index === 1 && kinds === REGULATED && p.random.chance(0.5)) sheet.breakPage()
    })
    sheet.gap(4)
  }
  if (!sell) {
    table('Obchodní část (neregulované ceny)', SUPPLY)
    table('Distribuční část (regulované ceny)', REGULATED)
  }
  if (b.direction !== 'buy') table('Výkup elektřiny', SELL)
  sheet.gap(6)
  for (const [label, value] of summary(p, (v) => `${c} ${p.number(v, 2)}`)) pair(label, value)
  return sheet.bytes()
}

/** Several "label: value" pairs per line, one item table for every part, a VAT recapitulation table. */
async function grid(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Faktura ${b.invoiceNumber}`, 'pdf-lib grid')
  const sell = b.direction === 'sell'
  sheet.row([[0, b.supplierName, { bold: true, size: 10 }], [511, 'Vyúčtování dodávky elektřiny', { right: true, size: 10 }]], 10)
  sheet.gap(4)
  const a = b.supplyAddress
  const pairs: string[] = p.random.shuffle([
    `${p.word('invoice')}: ${b.invoiceNumber}`,
    `${p.word('issued')}: ${p.date(b.issueDate)}`,
    `Splatnost: ${p.date(b.dueDate)}`,
    `VS: ${b.variableSymbol}`,
  ])
  const grid3 = (cells: string[]) => {
    for (let i = 0; i < cells.length; i += 3) sheet.row(cells.slice(i, i + 3).map((text, k) => [k * 175, text] as [number, string]))
  }
  // The invoice data as "label: value" pairs, or as a small table: a row of labels over a row of values.
  const shape = p.random.pick(['table', 'table', 'pairs', 'pairs', 'valueFirst'] as const)
  const headerTable = shape === 'table'
  if (shape === 'valueFirst') {
    // E.ON's manner on an unknown supplier's bill: the value in bold, its label after it.
    for (const [value, label] of [[b.invoiceNumber, p.word('invoice')], [p.date(b.issueDate), p.word('issued')], [p.date(b.dueDate), 'Datum splatnosti'], [b.variableSymbol, 'Variabilní symbol']]) {
      sheet.row([[0, value!, { bold: true }], [110, label!]])
    }
  } else if (headerTable) {
    const columns: [string, string][] = [
      [p.word('invoice'), b.invoiceNumber],
      [p.word('issued'), p.date(b.issueDate)],
      ['Datum splatnosti', p.date(b.dueDate)],
      [p.word('product'), sell ? b.sellProductName : b.productName],
    ]
    sheet.row(columns.map(([label], k) => [k * 130, label, { size: 7 }] as [number, string, { size: number }]), 7)
    sheet.row(columns.map(([, value], k) => [k * 130, value] as [number, string]))
  } else grid3(pairs)
  sheet.row([[0, `${sell ? 'Výrobce' : p.word('customer')}: ${b.customerName}`], [300, `${p.word('period')}: ${p.date(b.periodFrom)} - ${p.date(b.periodTo)}`]])
  // The billing (correspondence) address, when it differs, before the supply point's.
  if (b.billingAddress !== b.supplyAddress) sheet.row([[0, `${p.random.pick(['Adresa', 'Korespondenční adresa'])}: ${addressLine(b.billingAddress)}`]])
  sheet.row([[0, `${sell ? 'Adresa výrobny' : p.word('address')}: ${addressLine(a)}`]])
  grid3([
    ...(sell ? [] : [`EAN: ${b.ean}`, `${p.word('rate')}: ${b.rate}`, `${p.word('breaker')}: ${b.breaker.phases}x${b.breaker.amps} A`]),
    ...(b.productionEan ? [`EAN výrobny: ${b.productionEan}`] : []),
  ])
  sheet.row([...(headerTable ? [] : [[0, `${p.word('product')}: ${sell ? b.sellProductName : b.productName}`] as [number, string]]), [300, contract(p)]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)
  const x = { label: 0, period: 200, qty: 340, unit: 346, price: 440, total: 511 }
  sheet.row([[x.label, 'Fakturované položky', { bold: true }]], 9)
  sheet.row([[x.label, 'Položka'], [x.period, 'Období'], [x.qty, 'Množství', { right: true }], [x.unit, 'Jednotka'], [x.price, 'Cena za jednotku', { right: true }], [x.total, 'Částka', { right: true }]], 7)
  const items: LineItem[] = [...(sell ? [] : [...p.items(SUPPLY), ...p.items(REGULATED)]), ...(b.direction !== 'buy' ? p.items(SELL) : [])]
  // Some bills date only the metered rows: monthly fees go without a period.
  const datedFees = p.random.chance(0.5)
  for (const item of items) {
    const [first, ...rest] = sheet.wrap(p.row(item.kind), 195, { size: 7 })
    const unit = item.unit === 'month' ? 'měsíc' : b.energyUnit
    const period = item.unit === 'month' && !datedFees ? '' : `${p.date(item.from)} - ${p.date(item.to)}`
    sheet.row([[x.label, first!], [x.period, period], [x.qty, p.quantity(item), { right: true }], [x.unit, unit], [x.price, p.unitPrice(item), { right: true }], [x.total, p.number(item.total, 2), { right: true }]], 7)
    for (const more of rest) sheet.row([[x.label, more]], 7)
  }
  sheet.gap(8)
  const money = (v: number) => `${p.number(v, 2)} ${b.style.currency}`
  if (!sell) {
    sheet.row([[0, 'Rekapitulace DPH', { bold: true }]], 9)
    sheet.row([[0, 'Základ daně'], [120, 'Sazba DPH'], [220, 'DPH'], [330, 'Celkem s DPH']], 7.5)
    sheet.row([[0, money(b.buyTotalNoVat)], [120, '21 %'], [220, money(b.vat)], [330, money(b.buyTotalWithVat)]])
    sheet.gap(4)
    sheet.row([[0, `${p.word('consumption')}: ${p.number(b.statedTotalKwh, 0)} kWh`], ...(b.yearlyEstimatePrinted ? [[250, `${p.word('yearly')}: ${p.number(b.yearlyEstimatePrinted, 0)} kWh`] as [number, string]] : [])])
  }
  if (b.direction !== 'buy') sheet.row([[0, 'Výkup elektřiny celkem:'], [250, money(b.sellTotal), { right: true }]])
  if (!sell) sheet.row([[0, `${p.word('advances')}:`], [250, money(b.advances), { right: true }]])
  const [label, value] = summary(p, money).at(-1)!
  sheet.row([[0, `${label}:`, { bold: true }], [250, value, { right: true, bold: true }]])
  return sheet.bytes()
}

/** Short item names under their section, as the tariff alone: "VT", "NT", "Stálý plat". */
const SHORT: Partial<Record<RowKind, string>> = { energyVt: 'VT', energyNt: 'NT', energySingle: 'Jednotarif', distVt: 'VT', distNt: 'NT', distSingle: 'Jednotarif', sellEnergy: 'Vykoupené množství' }

/**
 * Sections: numbered section headings ending in a colon ("1. Dodávka elektřiny:"), items named
 * by the tariff alone under them, the period as two fields ("Období od" / "Období do"), the
 * address as street and "PSČ, obec" fields, amounts with the currency in a cell of its own.
 */
async function sections(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Vyúčtování ${b.invoiceNumber}`, 'pdf-lib sections')
  const sell = b.direction === 'sell'
  sheet.row([[0, b.supplierName, { bold: true, size: 11 }]], 11)
  sheet.row([[0, p.random.pick(['Vyúčtování dodávky elektřiny', 'Faktura za elektřinu', 'Daňový doklad – vyúčtování elektřiny']), { bold: true, size: 12 }]], 12)
  sheet.gap(4)
  const a = b.supplyAddress
  const fields: [string, string][] = [
    [p.word('invoice'), b.invoiceNumber],
    [p.word('issued'), p.date(b.issueDate)],
    ['Období od', p.date(b.periodFrom)],
    ['Období do', p.date(b.periodTo)],
    [sell ? 'Výrobce' : p.word('customer'), b.customerName],
    ['Ulice', a.street],
    ['PSČ, obec', `${a.zip} ${a.city}`],
    ...(sell ? [] : ([['EAN', b.ean], [p.word('rate'), b.rate], [p.word('breaker'), `${b.breaker.phases}x${b.breaker.amps} A`]] as [string, string][])),
    ...(b.productionEan ? [['EAN výrobny', b.productionEan] as [string, string]] : []),
    [p.word('product'), sell ? b.sellProductName : b.productName],
  ]
  for (const [label, value] of fields) sheet.row([[0, `${label}:`], [120, value]])
  sheet.row([[0, contract(p)]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)
  const c = b.style.currency
  const x = { label: 12, qty: 260, unit: 266, price: 380, total: 470, currency: 476 }
  let number = 0
  const padded = p.random.chance(0.4)
  const section = (title: string, kinds: RowKind[]) => {
    const items = p.items(kinds)
    if (!items.length) return
    sheet.row([[0, `${++number}. ${title}:`, { bold: true }]], 9)
    sheet.row([[x.label, 'Položka'], [x.qty, 'Množství', { right: true }], [x.unit, 'MJ'], [x.price, `Cena za MJ (${c})`, { right: true }], [x.total, 'Celkem', { right: true }]], 7)
    const dated = new Set(items.map((item) => item.from)).size > 1
    let period = ''
    for (const item of items) {
      if (dated && item.from !== period) {
        sheet.row([[x.label, `Období ${p.date(item.from)} - ${p.date(item.to)}`, { size: 7 }]], 7)
        period = item.from
      }
      const unit = item.unit === 'month' ? 'měs.' : b.energyUnit
      const name = SHORT[item.kind] ?? p.row(item.kind)
      if (padded) {
        // One string per row, its columns padded with spaces (a billing system's fixed-width print).
        const text = [name.padEnd(48), p.quantity(item).padStart(14), unit.padEnd(5), p.unitPrice(item).padStart(14), p.number(item.total, 2).padStart(14), c].join('  ')
        sheet.row([[x.label, text]], 7.5)
        continue
      }
      const [first, ...rest] = sheet.wrap(name, 200, { size: 7.5 })
      sheet.row([[x.label, first!], [x.qty, p.quantity(item), { right: true }], [x.unit, unit], [x.price, p.unitPrice(item), { right: true }], [x.total, p.number(item.total, 2), { right: true }], [x.currency, c]], 7.5)
      for (const more of rest) sheet.row([[x.label, more]], 7.5)
    }
    sheet.gap(4)
  }
  if (!sell) {
    section(p.random.pick(['Dodávka elektřiny', 'Neregulovaná část', 'Platby za dodávku elektřiny']), SUPPLY)
    section(p.random.pick(['Distribuce elektřiny', 'Regulovaná část', 'Platby za distribuci']), REGULATED)
  }
  if (b.direction !== 'buy') section('Výkup elektřiny', SELL)
  sheet.gap(6)
  for (const [label, value] of summary(p, (v) => p.number(v, 2))) {
    const kwh = value.endsWith(' kWh')
    sheet.row([[0, label], [250, value.replace(/ kWh$/, ''), { right: true }], [256, kwh ? 'kWh' : c]])
  }
  return sheet.bytes()
}

/**
 * Sidebar: a two-column page. The items table runs down the left column while the right column
 * carries the invoice data and the summary (label above value) on the same printed lines, so
 * every line of the table has text of the other column beside it.
 */
async function sidebar(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Faktura ${b.invoiceNumber}`, 'pdf-lib sidebar')
  const sell = b.direction === 'sell'
  const a = b.supplyAddress
  sheet.row([[0, b.supplierName, { bold: true, size: 11 }], [511, p.random.pick(['Vyúčtování elektřiny', 'Faktura – daňový doklad']), { right: true, bold: true, size: 11 }]], 11)
  sheet.row([[0, `${sell ? 'Výrobce' : p.word('customer')}: ${b.customerName}`]])
  sheet.row([[0, `${sell ? 'Adresa výrobny' : p.word('address')}: ${addressLine(a)}`]])
  sheet.row([[0, sell ? `EAN výrobny: ${b.productionEan}` : `EAN: ${b.ean}`]])
  if (b.direction === 'both') sheet.row([[0, `EAN výrobny: ${b.productionEan}`]])
  if (!sell) sheet.row([[0, `${p.word('rate')}: ${b.rate}, ${p.word('breaker').toLowerCase()} ${b.breaker.phases}x${b.breaker.amps} A`]])
  sheet.row([[0, `${p.word('product')}: ${sell ? b.sellProductName : b.productName}`]])
  sheet.row([[0, contract(p)]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)
  // The right column: [text, small] entries, a label in small print above its value.
  const side: [string, boolean][] = []
  const box = (label: string, value: string) => side.push([label, true], [value, false])
  box(p.word('invoice'), b.invoiceNumber)
  box(p.word('issued'), p.date(b.issueDate))
  box('Datum splatnosti', p.date(b.dueDate))
  box(p.word('period'), `${p.date(b.periodFrom)} - ${p.date(b.periodTo)}`)
  for (const [label, value] of summary(p, p.czk)) box(label, value)
  // The left column: item lines (label, quantity with unit, unit price, total).
  const x = { label: 0, qty: 205, price: 262, total: 318, side: 350 }
  const left: [number, string, { right?: boolean; bold?: boolean }?][][] = []
  const table = (title: string, kinds: RowKind[]) => {
    const items = p.items(kinds)
    if (!items.length) return
    left.push([[x.label, title, { bold: true }]])
    left.push([[x.label, 'Položka'], [x.qty, 'Množství', { right: true }], [x.price, 'Cena/MJ', { right: true }], [x.total, 'Celkem Kč', { right: true }]])
    const dated = new Set(items.map((item) => item.from)).size > 1
    let period = ''
    for (const item of items) {
      if (dated && item.from !== period) {
        left.push([[x.label, `Období ${p.date(item.from)} - ${p.date(item.to)}`]])
        period = item.from
      }
      const unit = item.unit === 'month' ? 'měs.' : b.energyUnit
      const [first, ...rest] = sheet.wrap(p.row(item.kind), 120, { size: 7 })
      left.push([[x.label, first!], [x.qty, `${p.quantity(item)} ${unit}`, { right: true }], [x.price, p.unitPrice(item), { right: true }], [x.total, p.number(item.total, 2), { right: true }]])
      for (const more of rest) left.push([[x.label, more]])
    }
  }
  if (!sell) {
    table('Dodávka elektřiny', SUPPLY)
    table('Distribuce elektřiny', REGULATED)
  }
  if (b.direction !== 'buy') table('Výkup elektřiny', SELL)
  // The right column's lines sit between the table's on some bills (their own line spacing).
  const dy = p.random.pick([0, 0, 4.5])
  for (let i = 0; i < Math.max(left.length, side.length); i++) {
    const [text, small] = side[i] ?? ['', false]
    sheet.row([...(left[i] ?? []), [x.side, text, small ? { size: 6, dy } : { bold: true, dy }]], 7)
  }
  return sheet.bytes()
}

export const FORM_LAYOUTS = ['boxes', 'leaders', 'grid', 'sections', 'sidebar'] as const
export type FormLayout = (typeof FORM_LAYOUTS)[number]
const LAYOUTS: Record<FormLayout, (p: Print) => Promise<Uint8Array>> = { boxes, leaders, grid, sections, sidebar }

export function renderFormBill(layout: FormLayout, bill: Bill, random: Random): Promise<Uint8Array> {
  return LAYOUTS[layout](new Print(bill, random, WORDING))
}
