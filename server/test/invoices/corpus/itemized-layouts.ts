/**
 * Two-page development layouts (pdf-lib) in the shape of most Czech bills of the big and the small
 * suppliers alike: page 1 a summary, page 2 the itemization.
 * - Page 1: the supplier's letterhead line (name, seat, IČO/DIČ), a customer box beside a document
 *   box (invoice number, issue and due dates, variable symbol, period), a supply point box (EAN,
 *   address, distribution rate, breaker, product, contract end, consumption), an amounts box (total
 *   without VAT, VAT, total with VAT, advances, the result to pay or to refund) and payment details
 *   (bank account, IBAN).
 * - Page 2: "Rozpis vyúčtování" / "Podrobné vyúčtování", an item table of 8 columns with the unit in
 *   a column of its own (kWh, MWh, měs.), the unit price per that unit (so Kč/kWh with 4–5 decimals
 *   where the quantity is in kWh, while the model's prices are per MWh), the amount without VAT, the
 *   VAT rate or amount and the amount with VAT. Supply and regulated items (POZE, system services,
 *   OTE, electricity tax) in one table; a price change is two rows of the same item; item names
 *   wrap over two lines in the narrow first column; the column header repeats after a page break.
 * Variants: rozpis (period "od – do" in one column, VAT rate), podrobne (Od | Do columns, the
 * unit before the quantity, VAT amount), polozky (period inside the item name, sections).
 * Every field of expected.ts is printed on these bills: nothing is left unreadable on purpose.
 */
import { addressLine, type Bill, type LineItem, type RowKind } from './bill.ts'
import type { Random } from './random.ts'
import { Print, REGULATED, SELL, SUPPLY, type MetaKey, type Wording } from './sheet-layouts.ts'
import { Sheet } from './sheet.ts'

const ROWS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina ve vysokém tarifu (VT)', 'Dodávka elektřiny – vysoký tarif', 'Cena za dodanou elektřinu VT'],
  energyNt: ['Silová elektřina v nízkém tarifu (NT)', 'Dodávka elektřiny – nízký tarif', 'Cena za dodanou elektřinu NT'],
  energySingle: ['Silová elektřina – jednotarifní sazba', 'Dodávka elektřiny', 'Cena za dodanou elektřinu'],
  monthlyFee: ['Stálý měsíční plat za dodávku elektřiny', 'Pevná cena za odběrné místo', 'Měsíční paušál za dodávku'],
  spotFee: ['Obchodní přirážka ke spotové ceně', 'Poplatek za služby obchodníka', 'Marže dodavatele k hodinové ceně'],
  discountVt: ['Sleva z ceny silové elektřiny VT'],
  distVt: ['Cena za distribuované množství elektřiny ve VT', 'Distribuce elektřiny – vysoký tarif'],
  distNt: ['Cena za distribuované množství elektřiny v NT', 'Distribuce elektřiny – nízký tarif'],
  distSingle: ['Cena za distribuované množství elektřiny', 'Distribuce elektřiny – jednotarif'],
  breaker: ['Měsíční cena za rezervovaný příkon dle hodnoty hlavního jističe', 'Cena za příkon podle jmenovité proudové hodnoty jističe', 'Stálý plat za jistič'],
  poze: ['Cena na podporu elektřiny z podporovaných zdrojů energie', 'Složka ceny na podporu POZE'],
  systemServices: ['Cena za systémové služby', 'Systémové služby ČEPS'],
  infrastructure: ['Cena za činnost zúčtování operátora trhu (OTE)', 'Cena za provoz nesíťové infrastruktury'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Elektřina dodaná do distribuční soustavy (přetoky)'],
  sellFee: ['Poplatek za zpracování výkupu', 'Srážka z výkupní ceny'],
  sellMonthly: ['Měsíční poplatek za výkup'],
}

const META: Record<MetaKey, string[]> = {
  customer: ['Zákazník', 'Odběratel', 'Obchodní partner'],
  address: ['Adresa odběrného místa', 'Odběrné místo', 'Adresa místa spotřeby'],
  invoice: ['Číslo faktury', 'Číslo daňového dokladu', 'Faktura číslo', 'Číslo dokladu'],
  issued: ['Datum vystavení', 'Vystaveno dne', 'Datum vyhotovení'],
  period: ['Zúčtovací období', 'Fakturační období', 'Období vyúčtování'],
  product: ['Produkt', 'Cenový produkt', 'Sjednaný produkt'],
  rate: ['Distribuční sazba', 'Sazba distribuce'],
  breaker: ['Hlavní jistič', 'Jistič', 'Hodnota jističe'],
  owed: ['Nedoplatek k úhradě', 'K úhradě', 'Doplatek'],
  advances: ['Zaplacené zálohy', 'Uhrazené zálohy', 'Zúčtované zálohy'],
  noVat: ['Celkem bez DPH', 'Základ DPH', 'Cena celkem bez DPH'],
  withVat: ['Celkem s DPH', 'Celkem vč. DPH', 'Cena celkem s DPH'],
  consumption: ['Spotřeba za období', 'Celková spotřeba', 'Spotřeba celkem'],
  yearly: ['Předpokládaná roční spotřeba', 'Odhad roční spotřeby'],
}

const WORDING: Wording = { rows: ROWS, meta: META }

type Variant = 'rozpis' | 'podrobne' | 'polozky'

/** Items in the order the table prints them: supply and regulated kinds mixed, each kind's price periods one after the other. */
const MIXED_ORDER: RowKind[] = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'distVt', 'distNt', 'distSingle', 'monthlyFee', 'breaker', 'poze', 'systemServices', 'infrastructure', 'tax']

function contractText(p: Print): [string, string] {
  const end = p.bill.contractEnd
  if (!end) return ['Doba trvání smlouvy:', p.random.pick(['neurčitá', 'na dobu neurčitou'])]
  return [p.random.pick(['Smlouva platí do:', 'Konec smlouvy:', 'Fixace ceny do:', 'Platnost smlouvy do:']), p.date(end)]
}

/** Unit price in the row's own unit: per kWh with at least 4 decimals (5 when the price needs them), else per MWh or month. */
function unitPrice(p: Print, item: LineItem, unit: string): string {
  if (unit !== 'kWh') return p.number(item.price, 2)
  const perKwh = p.number(item.price / 1000, 5)
  return perKwh.endsWith('0') ? perKwh.slice(0, -1) : perKwh
}

function quantity(p: Print, item: LineItem, unit: string, mwhDecimals: number): string {
  if (unit === 'MWh') return p.number(item.quantity / 1000, mwhDecimals)
  return p.number(item.quantity, unit === 'kWh' ? 0 : 3)
}

/** A made-up seat and company id for the letterhead of any supplier. */
function letterhead(p: Print): string {
  const ico = p.random.digits(8)
  return `Sídlo: ${p.random.pick(['Na Florenci 2116/15, 110 00 Praha 1', 'Vinohradská 1511/230, 100 00 Praha 10', 'Rudná 3114/114, 700 30 Ostrava'])} · IČO: ${ico} · DIČ: CZ${ico}`
}

async function twoPage(p: Print, variant: Variant): Promise<Uint8Array> {
  const b = p.bill
  const sell = b.direction === 'sell'
  const sheet = await Sheet.create(`Vyúčtování ${b.invoiceNumber}`, `pdf-lib ${variant}`)
  const money = (value: number) => `${p.number(value, 2)} ${b.style.currency}`

  // Page 1 — letterhead.
  sheet.row([[0, b.supplierName, { bold: true, size: 12 }], [511, p.random.pick(['VYÚČTOVÁNÍ ELEKTŘINY', 'Faktura – daňový doklad', 'Vyúčtování dodávky elektřiny']), { right: true, bold: true, size: 10 }]], 12)
  sheet.row([[0, letterhead(p), { size: 6.5 }]], 6.5)
  sheet.gap(10)

  // The customer box (left) beside the document box (right).
  const billing = b.billingAddress
  const left: [string, { bold?: boolean; size?: number }?][] = [
    [sell ? 'Výrobce' : p.word('customer'), { size: 7 }],
    [b.customerName, { bold: true }],
    [billing.street],
    [`${billing.zip} ${billing.city}`],
    [`Zákaznické číslo: ${b.customerNumber}`, { size: 7 }],
  ]
  const right: [string, string][] = [
    [`${p.word('invoice')}:`, b.invoiceNumber],
    [`${p.word('issued')}:`, p.date(b.issueDate)],
    ['Datum splatnosti:', p.date(b.dueDate)],
    ['Variabilní symbol:', b.variableSymbol],
    [`${p.word('period')}:`, `${p.date(b.periodFrom)} – ${p.date(b.periodTo)}`],
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const [text, options] = left[i] ?? ['']
    sheet.row([[0, text, options], [290, right[i]?.[0] ?? ''], [405, right[i]?.[1] ?? '']])
  }
  sheet.gap(10)

  // The supply point box: label and value pairs in two columns.
  sheet.row([[0, sell ? 'Údaje o výrobně' : 'Údaje o odběrném místě', { bold: true }]], 9)
  const a = b.supplyAddress
  // An address too long for its cell wraps after the street, as the bill's own address lines would.
  const twoLines = b.addressOnTwoLines || sheet.textWidth(addressLine(a)) > 180
  const pointLeft: [string, string][] = [
    ...(sell ? [] : [['EAN:', b.ean] as [string, string]]),
    ...(b.productionEan ? [['EAN výrobny:', b.productionEan] as [string, string]] : []),
    [sell ? 'Adresa výrobny:' : `${p.word('address')}:`, twoLines ? `${a.street},` : addressLine(a)],
    ...(twoLines ? [['', `${a.zip} ${a.city}`] as [string, string]] : []),
    [`${p.word('product')}:`, sell ? b.sellProductName : b.productName],
  ]
  const pointRight: [string, string][] = [
    ...(sell ? [] : ([[`${p.word('rate')}:`, b.rate], [`${p.word('breaker')}:`, `${b.breaker.phases}x${b.breaker.amps} A`]] as [string, string][])),
    contractText(p),
  ]
  for (let i = 0; i < Math.max(pointLeft.length, pointRight.length); i++) {
    sheet.row([[0, pointLeft[i]?.[0] ?? ''], [105, pointLeft[i]?.[1] ?? ''], [290, pointRight[i]?.[0] ?? ''], [405, pointRight[i]?.[1] ?? '']])
  }
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  if (!sell) {
    sheet.row([[0, `${p.word('consumption')}:`], [105, `${p.number(b.statedTotalKwh, 0)} kWh`], ...(b.yearlyEstimatePrinted ? ([[290, `${p.word('yearly')}:`], [405, `${p.number(b.yearlyEstimatePrinted, 0)} kWh`]] as [number, string][]) : [])])
  }
  sheet.gap(10)

  // A recapitulation by part (supply, distribution) without VAT, VAT and with VAT, before the amounts box on some bills.
  if (!sell && variant === 'rozpis' && p.random.chance(0.5)) {
    sheet.row([[0, 'Rekapitulace podle částí', { bold: true }], [330, 'bez DPH', { right: true }], [420, 'DPH 21 %', { right: true }], [511, 's DPH', { right: true }]], 8)
    const part = (label: string, kinds: RowKind[]) => {
      const net = Math.round(b.items.filter((row) => kinds.includes(row.kind)).reduce((acc, row) => acc + row.total, 0) * 100) / 100
      const vat = Math.round(net * 21) / 100
      sheet.row([[0, label], [330, p.number(net, 2), { right: true }], [420, p.number(vat, 2), { right: true }], [511, p.number(Math.round((net + vat) * 100) / 100, 2), { right: true }]])
    }
    part('Dodávka elektřiny', SUPPLY)
    part('Distribuce a regulované služby', REGULATED)
    sheet.row([[0, 'Celkem', { bold: true }], [330, p.number(b.buyTotalNoVat, 2), { right: true, bold: true }], [420, p.number(b.vat, 2), { right: true, bold: true }], [511, p.number(b.buyTotalWithVat, 2), { right: true, bold: true }]])
    sheet.gap(8)
  }
  // The amounts box.
  sheet.row([[0, p.random.pick(['Souhrn vyúčtování', 'Rekapitulace', 'Přehled fakturace']), { bold: true }]], 9)
  const amounts: [string, string][] = []
  if (!sell) amounts.push([p.word('noVat'), money(b.buyTotalNoVat)], ['DPH 21 %', money(b.vat)], [p.word('withVat'), money(b.buyTotalWithVat)])
  if (b.direction !== 'buy') amounts.push(['Výkup elektřiny celkem', money(b.sellTotal)])
  if (!sell) amounts.push([p.word('advances'), money(b.advances)])
  amounts.push(b.balance >= 0 ? [p.word('owed'), money(b.balance)] : [p.random.pick(['Přeplatek', 'Přeplatek k vrácení', 'Vracíme Vám']), money(-b.balance)])
  for (const [i, [label, value]] of amounts.entries()) {
    const last = i === amounts.length - 1
    sheet.row([[0, label, { bold: last }], [260, value, { right: true, bold: last }]])
  }
  sheet.gap(10)

  // Payment details.
  const account = `${p.random.digits(10)}/${p.random.pick(['0100', '0300', '0800', '2010', '5500'])}`
  sheet.row([[0, 'Platební údaje', { bold: true }]], 9)
  sheet.row([[0, 'Bankovní spojení:'], [105, account], [290, 'Variabilní symbol:'], [405, b.variableSymbol]])
  sheet.row([[0, 'IBAN:'], [105, `CZ${p.random.digits(2)} ${p.random.digits(4)} ${p.random.digits(4)} ${p.random.digits(4)} ${p.random.digits(4)} ${p.random.digits(4)}`], [290, 'Způsob platby:'], [405, p.random.pick(['bankovní převod', 'inkaso', 'SIPO'])]])
  sheet.gap(8)
  sheet.paragraph(0, 'Podrobný rozpis fakturovaných položek naleznete na další straně. Poruchy a dotazy k distribuci hlaste provozovateli distribuční soustavy.', 500, { size: 7 })

  // Page 2 — the itemization.
  sheet.breakPage()
  const title = variant === 'podrobne' ? 'Podrobné vyúčtování' : 'Rozpis vyúčtování'
  sheet.row([[0, title, { bold: true, size: 11 }], [511, `${p.word('invoice')} ${b.invoiceNumber}`, { right: true, size: 7 }]], 11)
  sheet.gap(4)
  // Units: supply and regulated rows each in kWh or in MWh.
  const supplyUnit = p.random.pick(['kWh', 'MWh'])
  const regulatedUnit = p.random.pick(['kWh', 'MWh', b.energyUnit])
  const mwhDecimals = p.random.pick([3, 5])
  const unitOf = (item: LineItem) => (item.unit === 'month' ? 'měs.' : SUPPLY.includes(item.kind) || SELL.includes(item.kind) ? supplyUnit : regulatedUnit)
  const vatAmount = variant === 'podrobne'
  // Columns: x of the left edge (text) or of the right edge (numbers).
  // The unit price also with VAT, in a column of its own after the one without (household bills print both).
  const grossPrices = variant === 'polozky' && p.random.chance(0.5)
  const x: Record<'name' | 'nameWidth' | 'from' | 'to' | 'qty' | 'unit' | 'price' | 'total' | 'vat' | 'gross', number> & { grossPrice?: number } =
    variant === 'rozpis'
      ? { name: 0, nameWidth: 122, from: 128, to: -1, qty: 282, unit: 287, price: 350, total: 407, vat: 440, gross: 511 }
      : variant === 'podrobne'
        ? { name: 0, nameWidth: 108, from: 112, to: 160, unit: 210, qty: 272, price: 335, total: 395, vat: 445, gross: 511 }
        : grossPrices
          ? { name: 0, nameWidth: 128, from: -1, to: -1, qty: 182, unit: 187, price: 270, grossPrice: 335, total: 395, vat: 430, gross: 511 }
          : { name: 0, nameWidth: 150, from: -1, to: -1, qty: 255, unit: 260, price: 335, total: 400, vat: 440, gross: 511 }
  // Wrapped item names: the values on the first name line, centred between the lines, or on the last one.
  const align = p.random.pick(['top', 'middle', 'bottom'] as const)
  // A two-line column header ("Cena za" over "MJ"), as narrow columns print it.
  const twoLineHeader = variant === 'rozpis' && p.random.chance(0.5)
  const header = () => {
    if (twoLineHeader) {
      const h = { bold: true }
      sheet.row([[x.name, 'Položka', h], [x.from, 'Období', h], [x.qty, 'Množství', { ...h, right: true }], [x.unit, 'MJ', h], [x.price, 'Cena za', { ...h, right: true }], [x.total, 'Cena', { ...h, right: true }], [x.vat, 'Sazba', { ...h, right: true }], [x.gross, 'Cena', { ...h, right: true }]], 6.5)
      sheet.row([[x.from, '(od – do)', h], [x.price, 'MJ', { ...h, right: true }], [x.total, 'bez DPH', { ...h, right: true }], [x.vat, 'DPH', { ...h, right: true }], [x.gross, 's DPH', { ...h, right: true }]], 6.5)
      return
    }
    const cells: [number, string, { right?: boolean; bold?: boolean }][] = [[x.name, 'Položka', { bold: true }]]
    if (variant === 'rozpis') cells.push([x.from, 'Období (od – do)', { bold: true }])
    if (variant === 'podrobne') cells.push([x.from, 'Od', { bold: true }], [x.to, 'Do', { bold: true }], [x.unit, 'MJ', { bold: true }], [x.qty, 'Množství', { right: true, bold: true }])
    else cells.push([x.qty, 'Množství', { right: true, bold: true }], [x.unit, 'MJ', { bold: true }])
    cells.push(
      [x.price, variant === 'podrobne' ? 'Jedn. cena' : grossPrices ? 'Cena/MJ bez DPH' : 'Cena za MJ', { right: true, bold: true }],
      ...(x.grossPrice ? ([[x.grossPrice, 'Cena/MJ s DPH', { right: true, bold: true }]] as [number, string, { right: boolean; bold: boolean }][]) : []),
      [x.total, variant === 'podrobne' ? 'Základ DPH' : 'Cena bez DPH', { right: true, bold: true }],
      [x.vat, vatAmount ? 'DPH Kč' : 'DPH %', { right: true, bold: true }],
      [x.gross, 'Cena s DPH', { right: true, bold: true }],
    )
    sheet.row(cells, 6.5)
  }
  sheet.onNewPage = (s) => {
    s.row([[0, `${title} – pokračování`, { size: 7 }], [511, `${p.word('invoice')} ${b.invoiceNumber}`, { right: true, size: 7 }]], 7)
    header()
  }
  if (!sell && p.random.chance(0.5)) {
    // Meter readings: start and end states and their difference, integers, no prices.
    sheet.row([[0, 'Odečty elektroměru', { bold: true }]], 8)
    const r = { meter: 0, tariff: 70, from: 110, start: 210, to: 225, end: 325, used: 400 }
    sheet.row([[r.meter, 'Elektroměr'], [r.tariff, 'Tarif'], [r.from, 'Datum odečtu'], [r.start, 'Počáteční stav', { right: true }], [r.to, 'Datum odečtu'], [r.end, 'Konečný stav', { right: true }], [r.used, 'Spotřeba (kWh)', { right: true }]], 6.5)
    const meter = p.random.digits(8)
    for (const [tariff, kwh] of (b.twoTariff ? [['VT', b.vtKwh], ['NT', b.ntKwh]] : [['VT', b.vtKwh]]) as [string, number][]) {
      const start = p.random.int(1000, 60000)
      sheet.row([[r.meter, meter], [r.tariff, tariff], [r.from, p.date(b.periodFrom)], [r.start, p.number(start, 0), { right: true }], [r.to, p.date(b.periodTo)], [r.end, p.number(start + kwh, 0), { right: true }], [r.used, p.number(kwh, 0), { right: true }]], 7)
    }
    sheet.gap(8)
  }
  const breakAt = p.random.chance(0.5) ? p.random.int(3, 8) : -1
  let printed = 0
  const item = (row: LineItem) => {
    const unit = unitOf(row)
    const vat = SELL.includes(row.kind) ? 0 : 21
    const gross = Math.round(row.total * (100 + vat)) / 100
    const vatCell = vatAmount ? p.number(Math.round(row.total * vat) / 100, 2) : `${vat} %`
    const periodText = `${p.date(row.from)} – ${p.date(row.to)}`
    const name = variant === 'polozky' ? `${p.row(row.kind)} (${periodText})` : p.row(row.kind)
    const [first, ...rest] = sheet.wrap(name, x.nameWidth, { size: 7 })
    const cells: [number, string, { right?: boolean }?][] = [[x.name, first!]]
    if (variant === 'rozpis') cells.push([x.from, periodText])
    if (variant === 'podrobne') cells.push([x.from, p.date(row.from)], [x.to, p.date(row.to)])
    cells.push(
      [x.unit, unit],
      [x.qty, quantity(p, row, unit, mwhDecimals), { right: true }],
      [x.price, unitPrice(p, row, unit), { right: true }],
      ...(x.grossPrice ? ([[x.grossPrice, unitPrice(p, { ...row, price: (row.price * (100 + vat)) / 100 }, unit), { right: true }]] as [number, string, { right: boolean }][]) : []),
      [x.total, p.number(row.total, 2), { right: true }],
      [x.vat, vatCell, { right: true }],
      [x.gross, p.number(gross, 2), { right: true }],
    )
    sheet.keep(7 * 1.45 * (rest.length + 1))
    if (!rest.length || align === 'top') {
      sheet.row(cells, 7)
      for (const more of rest) sheet.row([[x.name, more]], 7)
    } else if (align === 'bottom') {
      // The values on the name's last line, as a cell aligned to the bottom of its row prints them.
      sheet.row([[x.name, first!]], 7)
      for (const [i, more] of rest.entries()) sheet.row(i === rest.length - 1 ? [[x.name, more], ...cells.slice(1)] : [[x.name, more]], 7)
    } else {
      // Vertically centred: the values half a line below the first name line, between it and the next.
      sheet.row([[x.name, first!], ...cells.slice(1).map(([cx, text, options]) => [cx, text, { ...options, dy: (7 * 1.45 * rest.length) / 2 }] as [number, string, { right?: boolean; dy: number }])], 7)
      for (const more of rest) sheet.row([[x.name, more]], 7)
    }
    if (++printed === breakAt) sheet.breakPage()
  }
  const byKind = (kinds: RowKind[]) => kinds.flatMap((kind) => b.items.filter((row) => row.kind === kind))
  if (variant === 'polozky') {
    // Sections, but the electricity tax and the OTE fee printed with the supply (the supplier collects them).
    const supplyPart: RowKind[] = [...SUPPLY.filter((k) => k !== 'monthlyFee'), 'monthlyFee', 'tax', 'infrastructure']
    const selling: [string, RowKind[], string] = ['Výkup elektřiny', SELL, 'Celkem za výkup']
    const sections: [string, RowKind[], string][] = sell
      ? [selling]
      : [
          ['Dodávka elektřiny (neregulovaná část)', supplyPart, 'Celkem za dodávku elektřiny'],
          ['Distribuce a regulované služby', REGULATED.filter((k) => !supplyPart.includes(k)), 'Celkem za distribuci a regulované služby'],
          ...(b.direction === 'both' ? [selling] : []),
        ]
    header()
    for (const [heading, kinds, subtotalLabel] of sections) {
      const rows = byKind(kinds)
      if (!rows.length) continue
      sheet.row([[0, heading, { bold: true }]], 8)
      rows.forEach(item)
      // The section's subtotal: its amounts without VAT, VAT and with VAT, no quantity or price.
      const net = rows.reduce((acc, row) => acc + row.total, 0)
      const vat = heading === 'Výkup elektřiny' ? 0 : Math.round(net * 21) / 100
      sheet.row([[x.name, subtotalLabel, { bold: true }], [x.total, p.number(net, 2), { right: true, bold: true }], [x.vat, p.number(vat, 2), { right: true, bold: true }], [x.gross, p.number(net + vat, 2), { right: true, bold: true }]], 7)
      sheet.gap(3)
    }
  } else {
    header()
    if (!sell) byKind(MIXED_ORDER).forEach(item)
    if (b.direction !== 'buy') {
      if (!sell) sheet.row([[0, 'Výkup elektřiny', { bold: true }]], 8)
      byKind(SELL).forEach(item)
    }
  }
  sheet.onNewPage = null
  sheet.gap(6)
  if (!sell) sheet.row([[0, p.word('noVat')], [x.total, p.number(b.buyTotalNoVat, 2), { right: true }], [x.gross, p.number(b.buyTotalWithVat, 2), { right: true }]], 7.5)
  return sheet.bytes()
}

export const ITEMIZED_LAYOUTS = ['rozpis', 'podrobne', 'polozky'] as const
export type ItemizedLayout = (typeof ITEMIZED_LAYOUTS)[number]

export function renderItemizedBill(layout: ItemizedLayout, bill: Bill, random: Random): Promise<Uint8Array> {
  return twoPage(new Print(bill, random, WORDING), layout)
}
