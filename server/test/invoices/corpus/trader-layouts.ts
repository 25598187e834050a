/**
 * Development layouts of the small Czech traders (the ~60 suppliers with a few thousand customers
 * each): a ONE-PAGE compact bill from a small billing system, drawn with pdf-lib. What they share,
 * as such bills print it:
 * - a letterhead whose supplier line is a logo (a brand in capitals, "VOLTERA ENERGIE") or the legal
 *   name; the legal name with its s.r.o./a.s., IČO and DIČ in the footer or a small identity line;
 *   the customer's address window on the right, beside the invoice data;
 * - invoice data as labels on the left and values RIGHT-aligned in a narrow column, so that label
 *   and value positions vary with every value's width; dotted rules (graphics, no text) between parts;
 * - the supplier's "Neregulované složky ceny" apart from the regulated block ("Regulované složky
 *   ceny", "Platby za distribuci a regulované služby": distribution VT/NT, breaker, POZE, system
 *   services, OTE, tax), on some bills framed in a box;
 * - buy-back ("Výkup přebytků z FVE") on both/sell bills: credited with a negative sign in the bill's
 *   own table, or in a credit block of its own with positive amounts;
 * - a closing line ("K úhradě", "K vrácení", "Přeplatek … bude vrácen na Váš účet č. …/0800"), a QR
 *   payment block with its SPD string printed as text, a bank line ("Fio banka, a.s.") and a
 *   customer line, none of them the supplier or the amount due.
 * Variants: letterhead (brand, window with its label, negative buy-back, QR block, identity footer);
 * boxed (legal name on top, framed regulated block, separate buy-back credit block, bank line on top);
 * parties (the classic "Dodavatel | Odběratel" head, DUZP and KS among the invoice data, a supply-point
 * heading, one table with VAT columns and lettered parts, a VAT recapitulation, summary pairs side by side).
 */
import { addressLine, type Bill, type LineItem, type RowKind } from './bill.ts'
import type { Random } from './random.ts'
import { Print, REGULATED, SELL, SUPPLY, type MetaKey, type Wording } from './sheet-layouts.ts'
import { Sheet, type Cell } from './sheet.ts'

const ROWS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina VT', 'Elektřina – vysoký tarif', 'Dodávka elektřiny VT', 'Energie VT (T1)'],
  energyNt: ['Silová elektřina NT', 'Elektřina – nízký tarif', 'Dodávka elektřiny NT', 'Energie NT (T2)'],
  energySingle: ['Silová elektřina', 'Dodávka elektřiny', 'Elektřina (jednotarif)', 'Cena za odebranou elektřinu'],
  monthlyFee: ['Stálý měsíční plat', 'Měsíční poplatek', 'Stálá platba za odběrné místo', 'Pevná měsíční cena'],
  spotFee: ['Poplatek za nákup na burze', 'Obchodní přirážka SPOT', 'Marže obchodníka', 'Služba obchodníka'],
  discountVt: ['Sleva z ceny silové elektřiny VT'],
  distVt: ['Distribuce VT', 'Platba za distribuci VT', 'Cena za distribuované množství VT'],
  distNt: ['Distribuce NT', 'Platba za distribuci NT', 'Cena za distribuované množství NT'],
  distSingle: ['Distribuce elektřiny', 'Platba za distribuci', 'Cena za distribuované množství'],
  breaker: ['Měsíční plat za jistič', 'Rezervovaný příkon (jistič)', 'Platba za jistič'],
  poze: ['POZE', 'Podpora obnovitelných zdrojů (POZE)', 'Složka na podporu OZE'],
  systemServices: ['Systémové služby', 'Cena za systémové služby'],
  infrastructure: ['Činnost OTE', 'Poplatek OTE', 'Cena za činnost operátora trhu', 'Nesíťová infrastruktura'],
  tax: ['Daň z elektřiny', 'Spotřební daň z elektřiny'],
  sellEnergy: ['Výkup přebytků z FVE', 'Vykoupená elektřina z FVE', 'Přetoky do sítě'],
  sellFee: ['Poplatek za výkup', 'Srážka za zpracování výkupu', 'Srážka za odchylku'],
  sellMonthly: ['Měsíční poplatek za výkup', 'Stálý plat za výkup'],
}

const META: Record<MetaKey, string[]> = {
  customer: ['Zákazník', 'Odběratel', 'Jméno zákazníka'],
  address: ['Adresa odběrného místa', 'Odběrné místo', 'Místo spotřeby', 'Adresa OM'],
  invoice: ['Číslo faktury', 'Faktura č.', 'Číslo dokladu', 'Daňový doklad č.'],
  issued: ['Datum vystavení', 'Vystaveno dne', 'Datum vyhotovení'],
  period: ['Zúčtovací období', 'Fakturační období', 'Období plnění'],
  product: ['Produkt', 'Tarif', 'Cenový produkt'],
  rate: ['Distribuční sazba', 'Sazba'],
  breaker: ['Jistič', 'Hlavní jistič'],
  owed: ['K úhradě', 'Celkem k úhradě', 'Nedoplatek k úhradě', 'Zbývá uhradit'],
  advances: ['Uhrazené zálohy', 'Zaplacené zálohy', 'Přijaté zálohy', 'Odečet záloh'],
  noVat: ['Celkem bez DPH', 'Základ daně', 'Cena celkem bez DPH'],
  withVat: ['Celkem s DPH', 'Celkem vč. DPH', 'Cena celkem s DPH'],
  consumption: ['Spotřeba celkem', 'Celková spotřeba', 'Spotřeba za období'],
  yearly: ['Předpokládaná roční spotřeba', 'Odhad roční spotřeby'],
}

const WORDING: Wording = { rows: ROWS, meta: META }

/** Small traders nobody has shown us: their legal names (the brand of the letterhead is derived from them). */
export const TRADER_SUPPLIERS = ['Voltera Energie s.r.o.', 'Energie Pod Sněžkou s.r.o.', 'Kraj Proud a.s.', 'Elektrárna Dlouhá Louka spol. s r.o.', 'Watt Domov s.r.o.']
export const TRADER_SPOT_PRODUCTS = ['Burza Domov', 'Elektřina SPOT Flexi', 'Hodinová cena OTE']

const LEGAL_FORM = /,?\s*(spol\. s r\. ?o\.|s\. ?r\. ?o\.|a\. ?s\.)$/
/** The letterhead's logo line: the name without its legal form, in capitals. */
const brandOf = (name: string) => name.replace(LEGAL_FORM, '').toUpperCase()

const SEATS = ['Nádražní 1520/8, 586 01 Jihlava', 'Masarykovo nám. 14, 370 01 České Budějovice', 'Průmyslová 2233, 530 02 Pardubice', 'Palackého 77/3, 779 00 Olomouc']
const COURTS = ['Krajským soudem v Brně', 'Krajským soudem v Českých Budějovicích', 'Městským soudem v Praze', 'Krajským soudem v Hradci Králové']
const BANKS: [string, string][] = [['Fio banka, a.s.', '2010'], ['Komerční banka, a.s.', '0100'], ['Česká spořitelna, a.s.', '0800'], ['Raiffeisenbank a.s.', '5500'], ['ČSOB, a.s.', '0300']]

interface Identity {
  line: string
  register: string
  bank: string
  account: string
  iban: string
}

/** The supplier's identity (legal name, seat, IČO, DIČ, register) and bank details, drawn per bill. */
function identity(p: Print): Identity {
  const r = p.random
  const ico = r.digits(8)
  const [bank, code] = r.pick(BANKS)
  const account = `${r.chance(0.4) ? `${r.int(19, 35)}-` : ''}${r.digits(10)}/${code}`
  const iban = `CZ${r.int(10, 99)}${code}${r.digits(16)}`
  return {
    line: `${p.bill.supplierName}, ${r.pick(SEATS)}, IČO: ${ico}, DIČ: CZ${ico}`,
    register: `Zapsána v obchodním rejstříku vedeném ${r.pick(COURTS)}, oddíl ${r.pick(['B', 'C'])}, vložka ${r.int(1000, 99999)}`,
    bank: `Bankovní spojení: ${bank}, č. ú. ${account}`,
    account,
    iban,
  }
}

/** The short payment descriptor of Czech QR payments (SPD 1.0), printed as text under the code on small traders' bills. */
const spd = (p: Print, id: Identity, amount: number) =>
  `SPD*1.0*ACC:${id.iban}*AM:${amount.toFixed(2)}*CC:CZK*X-VS:${p.bill.variableSymbol}*MSG:VYUCTOVANI ${p.bill.invoiceNumber}`

function contract(p: Print): string {
  const end = p.bill.contractEnd
  return end ? p.random.pick([`Smlouva na dobu určitou do ${p.date(end)}`, `Fixace ceny do: ${p.date(end)}`, `Smlouva platí do: ${p.date(end)}`]) : 'Smlouva na dobu neurčitou'
}

/** Invoice data: [label, value lines]. The supply address splits over two lines when its column is too narrow. */
function metaPairs(p: Print, sheet: Sheet, width: number, withCustomer: boolean): [string, string[]][] {
  const b = p.bill
  const sell = b.direction === 'sell'
  const a = b.supplyAddress
  const addressLabel = sell ? 'Adresa výrobny' : p.word('address')
  const oneLine = sheet.textWidth(`${addressLabel}  ${addressLine(a)}`, { size: 7.5 }) <= width - 10 && !b.addressOnTwoLines
  return [
    [p.word('invoice'), [b.invoiceNumber]],
    ['Variabilní symbol', [b.variableSymbol]],
    [p.word('issued'), [p.date(b.issueDate)]],
    ['Datum splatnosti', [p.date(b.dueDate)]],
    [p.word('period'), [p.period()]],
    ['Zákaznické číslo', [b.customerNumber]],
    ...(withCustomer ? [[sell ? 'Výrobce' : p.word('customer'), [b.customerName]] as [string, string[]]] : []),
    [addressLabel, oneLine ? [addressLine(a)] : [`${a.street},`, `${a.zip} ${a.city}`]],
    ...(sell ? [] : [['EAN odběrného místa', [b.ean]] as [string, string[]]]),
    ...(b.productionEan ? [['EAN výrobny', [b.productionEan]] as [string, string[]]] : []),
    ...(sell ? [] : ([[p.word('rate'), [b.rate]], [p.word('breaker'), [`${b.breaker.phases}x${b.breaker.amps} A`]]] as [string, string[]][])),
    [p.word('product'), [sell ? b.sellProductName : b.productName]],
  ]
}

/** The customer's address window: its label (or none), the name, the billing address, a company's IČO. */
function window(p: Print, label: string | null): string[] {
  const b = p.bill
  const a = b.billingAddress
  return [...(label ? [label] : []), b.customerName, a.street, `${a.zip} ${a.city}`, ...(b.customerType === 'business' ? [`IČO: ${p.random.digits(8)}`] : [])]
}

/** Meta on the left (values right-aligned at `valueRight`), the window on the right, line by line. */
function header(p: Print, sheet: Sheet, valueRight: number, windowLines: string[], windowLabelled: boolean, withCustomer: boolean) {
  const rows = metaPairs(p, sheet, valueRight, withCustomer).flatMap(([label, values]) => values.map((value, i): [string, string] => [i === 0 ? label : '', value]))
  for (let i = 0; i < Math.max(rows.length, windowLines.length + 1); i++) {
    const [label, value] = rows[i] ?? ['', '']
    // The window starts one line down; its label in small print.
    const w = i === 0 ? '' : (windowLines[i - 1] ?? '')
    const small = windowLabelled && i === 1
    sheet.row([[0, label, { size: 7.5 }], [valueRight, value, { right: true, size: 7.5 }], [320, w, small ? { size: 6.5 } : i === (windowLabelled ? 2 : 1) ? { bold: true } : {}]], 7.5, 1.4)
  }
}

interface Columns {
  label: number
  labelWidth: number
  qty: number
  unit: number | null
  price: number
  total: number
  vat: number | null
}

/** One priced row. `credit`: a buy-back row credited on the customer's bill, its amount negative. */
function itemRow(p: Print, sheet: Sheet, x: Columns, item: LineItem, dated: boolean, credit: boolean, unitsInCells: boolean) {
  const b = p.bill
  const base = p.row(item.kind)
  const label = dated ? `${base} (${p.date(item.from)} – ${p.date(item.to)})` : base
  const [first, ...rest] = sheet.wrap(label, x.labelWidth, { size: 7 })
  const unit = item.unit === 'month' ? 'měs.' : b.energyUnit
  const priceUnit = item.unit === 'month' ? 'Kč/měs.' : `Kč/${b.energyUnit}`
  // A credited sale keeps its price and quantity and changes the sign of its amount; the deductions from it go the other way.
  const shown = credit ? { ...item, price: Math.abs(item.price) } : item
  const total = credit ? -item.total : item.total
  const cells: Cell[] = [
    [x.label, first!],
    [x.qty, unitsInCells ? `${p.quantity(item)} ${unit}` : p.quantity(item), { right: true }],
    ...(x.unit !== null ? [[x.unit, unit] as Cell] : []),
    [x.price, unitsInCells ? `${p.unitPrice(shown)} ${priceUnit}` : p.unitPrice(shown), { right: true }],
    [x.total, p.number(total, 2), { right: true }],
    ...(x.vat !== null ? [[x.vat, item.kind.startsWith('sell') ? '0 %' : '21 %', { right: true }] as Cell] : []),
  ]
  sheet.row(cells, 7, 1.35)
  for (const more of rest) sheet.row([[x.label, more]], 7, 1.35)
}

function itemTable(p: Print, sheet: Sheet, x: Columns, kinds: RowKind[], credit: boolean, unitsInCells: boolean) {
  const items = p.items(kinds)
  const dated = new Set(items.map((item) => item.from)).size > 1
  for (const item of items) itemRow(p, sheet, x, item, dated, credit, unitsInCells)
}

function columnHeader(p: Print, sheet: Sheet, x: Columns, unitsInCells: boolean) {
  const c = p.bill.style.currency
  sheet.row([
    [x.label, 'Položka'], [x.qty, 'Množství', { right: true }], ...(x.unit !== null ? [[x.unit, 'MJ'] as Cell] : []),
    [x.price, unitsInCells ? 'Jedn. cena' : 'Cena/MJ', { right: true }], [x.total, `Celkem ${c}`, { right: true }],
    ...(x.vat !== null ? [[x.vat, 'DPH', { right: true }] as Cell] : []),
  ], 6.5)
}

/** The summary, label left and amount right-aligned; buy-back and advances signed as the variant prints them. */
function summary(p: Print, sheet: Sheet, left: number, right: number, credit: boolean) {
  const b = p.bill
  const c = b.style.currency
  const money = (v: number) => `${p.number(v, 2)} ${c}`
  const lines: [string, string][] = []
  if (b.direction !== 'sell') {
    lines.push([p.word('consumption'), `${p.number(b.statedTotalKwh, 0)} kWh`])
    if (b.yearlyEstimatePrinted) lines.push([p.word('yearly'), `${p.number(b.yearlyEstimatePrinted, 0)} kWh`])
    lines.push([p.word('noVat'), money(b.buyTotalNoVat)], ['DPH 21 %', money(b.vat)], [p.word('withVat'), money(b.buyTotalWithVat)])
  }
  if (b.direction !== 'buy') lines.push([p.random.pick(['Výkup elektřiny celkem', 'Celkem za výkup', 'Výkup celkem']), money(credit ? -b.sellTotal : b.sellTotal)])
  if (b.direction !== 'sell') lines.push([p.word('advances'), money(p.random.chance(0.5) ? -b.advances : b.advances)])
  for (const [label, value] of lines) sheet.row([[left, label], [right, value, { right: true }]], 7.5, 1.4)
}

/** The closing line: what is owed or returned, with the overpayment's account sentence before or after it. */
function closing(p: Print, sheet: Sheet, left: number, right: number) {
  const b = p.bill
  const money = `${p.number(Math.abs(b.balance), 2)} ${b.style.currency}`
  if (b.balance >= 0) {
    sheet.row([[left, `${p.word('owed')}:`, { bold: true, size: 9 }], [right, money, { right: true, bold: true, size: 9 }]], 9)
    return
  }
  const label = b.direction === 'sell' ? p.random.pick(['K výplatě', 'K vrácení', 'Částka k výplatě']) : p.random.pick(['K vrácení', 'Přeplatek', 'Přeplatek k vrácení'])
  const sentence = `Přeplatek bude vrácen na Váš účet č. ${p.random.digits(9)}/${p.random.pick(['0800', '0100', '2010'])} do 30 dnů.`
  const before = p.random.chance(0.5)
  if (before) sheet.row([[left, sentence, { size: 6.5 }]], 6.5)
  sheet.row([[left, `${label}:`, { bold: true, size: 9 }], [right, money, { right: true, bold: true, size: 9 }]], 9)
  if (!before) sheet.row([[left, sentence, { size: 6.5 }]], 6.5)
}

/** The QR payment block (only when something is to be paid): the code's place, the SPD string, account, VS, amount. */
function qrBlock(p: Print, sheet: Sheet, x: number, id: Identity) {
  const b = p.bill
  if (b.balance <= 0) return
  sheet.gap(4)
  sheet.row([[x, 'QR Platba', { bold: true }]], 8)
  sheet.square(x, 44)
  const text = spd(p, id, b.balance)
  // The descriptor wraps at its asterisks in the narrow column beside the code.
  const parts = text.split('*')
  const lines: string[] = []
  for (const part of parts) {
    const last = lines.at(-1)
    if (last !== undefined && sheet.textWidth(`${last}*${part}`, { size: 5 }) < 150) lines[lines.length - 1] = `${last}*${part}`
    else lines.push(last === undefined ? part : `*${part}`)
  }
  for (const line of lines) sheet.row([[x + 52, line, { size: 5 }]], 5, 1.5)
  sheet.row([[x + 52, `Účet: ${id.account}`, { size: 6 }]], 6)
  sheet.row([[x + 52, `VS: ${b.variableSymbol}`, { size: 6 }]], 6)
  sheet.gap(Math.max(0, 30 - lines.length * 7.5))
}

function footer(sheet: Sheet, lines: string[]) {
  sheet.gap(8)
  sheet.rule(0, 511)
  sheet.gap(4)
  for (const line of lines) sheet.row([[0, line, { size: 6 }]], 6, 1.4)
}

const SUPPLY_TITLES = ['Neregulované složky ceny', 'Neregulovaná část – dodávka elektřiny', 'Platby za dodávku elektřiny (obchodník)']
const REGULATED_TITLES = ['Regulované složky ceny', 'Platby za distribuci a regulované služby', 'Regulovaná část (distribuce, POZE, daň)']
const CUSTOMER_LINE = (p: Print) => `Zákaznická linka: ${p.random.pick(['800 112 233', '+420 555 123 456', '591 000 111'])} · ${p.random.pick(['info', 'podpora', 'zakaznici'])}@${brandOf(p.bill.supplierName).toLowerCase().replace(/[^a-z]/g, '') || 'obchodnik'}.cz`

/** Letterhead: a brand as logo, the identity under it or in the footer, the window with its label, negative buy-back in the bill's own table, a QR block. */
async function letterhead(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Faktura ${b.invoiceNumber}`, 'pdf-lib trader letterhead')
  const id = identity(p)
  const sell = b.direction === 'sell'
  sheet.square(0, 18)
  sheet.row([[24, brandOf(b.supplierName), { bold: true, size: 15 }], [511, sell ? 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY' : p.random.pick(['FAKTURA – DAŇOVÝ DOKLAD', 'VYÚČTOVÁNÍ ELEKTŘINY']), { right: true, bold: true, size: 9 }]], 15)
  // The identity in a small line under the logo, or only in the footer.
  const identityOnTop = p.random.chance(0.4)
  sheet.row([[24, identityOnTop ? `${id.line} – dodavatel elektřiny` : p.random.pick(['elektřina pro domácnosti a firmy', 'Váš místní dodavatel energie', 'energie bez starostí']), { size: identityOnTop ? 6 : 7 }]], 7)
  sheet.gap(8)
  const valueRight = p.random.pick([215, 235, 255])
  header(p, sheet, valueRight, window(p, sell ? 'Výrobce' : p.random.pick(['Odběratel', 'Zákazník'])), true, false)
  sheet.row([[0, contract(p), { size: 7 }]], 7)
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor, { size: 7 }]], 7)
  sheet.rule(0, 511, true)
  sheet.gap(8)
  const x: Columns = { label: 0, labelWidth: 205, qty: 285, unit: 290, price: 385, total: 460, vat: 511 }
  columnHeader(p, sheet, x, false)
  const dotted = p.random.chance(0.6)
  const section = (title: string, kinds: RowKind[], credit: boolean) => {
    if (!p.items(kinds).length) return
    sheet.gap(2)
    sheet.row([[0, title, { bold: true }]], 8)
    itemTable(p, sheet, x, kinds, credit, false)
    if (dotted) sheet.rule(0, 511, true)
  }
  if (!sell) {
    section(p.random.pick(SUPPLY_TITLES), SUPPLY, false)
    section(p.random.pick(REGULATED_TITLES), REGULATED, false)
  }
  // On a customer's bill the buy-back is credited: its amounts negative.
  const credit = b.direction === 'both'
  if (b.direction !== 'buy') section(credit ? 'Výkup přebytků z FVE (odpočet)' : 'Výkup elektřiny z FVE', SELL, credit)
  sheet.gap(8)
  summary(p, sheet, 290, 511, credit)
  closing(p, sheet, 290, 511)
  qrBlock(p, sheet, 290, id)
  footer(sheet, [...(identityOnTop ? [] : [id.line]), id.register, id.bank, CUSTOMER_LINE(p)])
  return sheet.bytes()
}

/** Boxed: the legal name on top with the bank line, the regulated block framed, the buy-back in a credit block of its own. */
async function boxed(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Vyúčtování ${b.invoiceNumber}`, 'pdf-lib trader boxed')
  const id = identity(p)
  const sell = b.direction === 'sell'
  sheet.row([[0, b.supplierName, { bold: true, size: 12 }], [511, sell ? 'Vyúčtování výkupu elektřiny' : 'Vyúčtování dodávky elektřiny', { right: true, bold: true, size: 10 }]], 12)
  sheet.row([[0, id.bank, { size: 6.5 }], [511, `Faktura č. ${b.invoiceNumber}`, { right: true, size: 8 }]], 7)
  sheet.gap(8)
  const valueRight = p.random.pick([225, 245, 265])
  // The window without a label: the customer is named among the invoice data.
  header(p, sheet, valueRight, window(p, null), false, true)
  sheet.row([[0, contract(p), { size: 7 }]], 7)
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor, { size: 7 }]], 7)
  sheet.gap(8)
  const unitsInCells = p.random.chance(0.5)
  const x: Columns = { label: 6, labelWidth: 215, qty: 310, unit: unitsInCells ? null : 314, price: 420, total: 505, vat: null }
  if (!sell) {
    sheet.row([[0, p.random.pick(SUPPLY_TITLES), { bold: true }]], 8)
    columnHeader(p, sheet, x, unitsInCells)
    itemTable(p, sheet, x, SUPPLY, false, unitsInCells)
    sheet.gap(6)
    const top = sheet.mark()
    sheet.row([[6, p.random.pick(REGULATED_TITLES), { bold: true }], [505, 'ceny dle cenového rozhodnutí ERÚ', { right: true, size: 6 }]], 8)
    columnHeader(p, sheet, x, unitsInCells)
    itemTable(p, sheet, x, REGULATED, false, unitsInCells)
    sheet.frame(top, 0, 511)
    sheet.gap(8)
  }
  if (b.direction !== 'buy') {
    const top = sheet.mark()
    sheet.row([[6, p.random.pick(['Dobropis – výkup přebytků z FVE', 'Výkup elektřiny z výrobny', 'Vykoupená elektřina (dobropis)']), { bold: true }]], 8)
    columnHeader(p, sheet, x, unitsInCells)
    itemTable(p, sheet, x, SELL, false, unitsInCells)
    sheet.frame(top, 0, 511)
    sheet.gap(8)
  }
  summary(p, sheet, 270, 511, false)
  closing(p, sheet, 270, 511)
  qrBlock(p, sheet, 270, id)
  footer(sheet, [id.line, id.register, CUSTOMER_LINE(p)])
  return sheet.bytes()
}

/**
 * Parties: the brand with a small identity line under it, the classic Czech invoice head "Dodavatel |
 * Odběratel" (label above each party's block, the supplier's with its seat, IČO, DIČ and bank), the
 * invoice data as two columns of label/right-aligned value pairs with the date of the taxable supply
 * (DUZP) and the constant symbol, one table with lettered parts, VAT rate and amounts without and with
 * VAT, the buy-back credited in it, a VAT recapitulation.
 */
async function parties(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Faktura ${b.invoiceNumber}`, 'pdf-lib trader parties')
  const id = identity(p)
  const sell = b.direction === 'sell'
  const c = b.style.currency
  sheet.row([[0, brandOf(b.supplierName), { bold: true, size: 14 }], [511, `${sell ? 'Vyúčtování výkupu' : 'Faktura – daňový doklad'} č. ${b.invoiceNumber}`, { right: true, bold: true, size: 9 }]], 14)
  sheet.row([[0, id.line, { size: 6 }]], 6)
  sheet.gap(8)
  const [seatStreet, seatCity] = id.line.split(', ').slice(-4, -2)
  const ico = /IČO: (\d+)/.exec(id.line)![1]!
  const a = b.billingAddress
  const supplier = [b.supplierName, seatStreet!, seatCity!, `IČO: ${ico}   DIČ: CZ${ico}`, id.bank.replace('Bankovní spojení: ', '')]
  const customer = [b.customerName, a.street, `${a.zip} ${a.city}`, ...(b.customerType === 'business' ? [`IČO: ${p.random.digits(8)}`] : [])]
  sheet.row([[0, 'Dodavatel', { size: 6.5 }], [300, sell ? 'Výrobce' : 'Odběratel', { size: 6.5 }]], 6.5)
  for (let i = 0; i < Math.max(supplier.length, customer.length); i++) sheet.row([[0, supplier[i] ?? '', i === 0 ? { bold: true } : {}], [300, customer[i] ?? '', i === 0 ? { bold: true } : {}]], 8, 1.35)
  sheet.gap(6)
  sheet.rule(0, 511)
  sheet.gap(4)
  const rightValue = p.random.pick([230, 250])
  const grid: [[string, string], [string, string]][] = [
    [[p.word('issued'), p.date(b.issueDate)], ['Datum splatnosti', p.date(b.dueDate)]],
    [['Datum uskutečnění zdanitelného plnění', p.date(b.periodTo)], ['Variabilní symbol', b.variableSymbol]],
    [[p.word('period'), p.period()], ['Konstantní symbol', '0308']],
    [['Forma úhrady', p.random.pick(['převodem', 'inkaso (SIPO)', 'bankovní převod'])], ['Zákaznické číslo', b.customerNumber]],
  ]
  for (const [[l1, v1], [l2, v2]] of grid) sheet.row([[0, l1, { size: 7.5 }], [rightValue, v1, { right: true, size: 7.5 }], [300, l2, { size: 7.5 }], [300 + rightValue, v2, { right: true, size: 7.5 }]], 7.5, 1.4)
  sheet.gap(4)
  // The supply point's data in a block of its own.
  sheet.row([[0, sell ? 'Výrobna' : 'Odběrné místo', { bold: true }]], 8)
  const point: [string, string][] = [
    [sell ? 'Adresa výrobny' : p.word('address'), addressLine(b.supplyAddress)],
    ...(sell ? [] : [['EAN', b.ean] as [string, string]]),
    ...(b.productionEan ? [['EAN výrobny', b.productionEan] as [string, string]] : []),
    ...(sell ? [] : ([[p.word('rate'), b.rate], [p.word('breaker'), `${b.breaker.phases}x${b.breaker.amps} A`]] as [string, string][])),
    [p.word('product'), sell ? b.sellProductName : b.productName],
  ]
  for (const [label, value] of point) sheet.row([[0, label, { size: 7.5 }], [130, value, { size: 7.5 }]], 7.5, 1.4)
  sheet.row([[0, contract(p), { size: 7 }]], 7)
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor, { size: 7 }]], 7)
  sheet.gap(6)
  const x = { label: 0, qty: 250, unit: 254, price: 335, base: 400, rate: 428, gross: 511 }
  sheet.row([
    [x.label, 'Označení položky'], [x.qty, 'Množství', { right: true }], [x.unit, 'MJ'], [x.price, 'Cena za MJ', { right: true }],
    [x.base, 'Celkem bez DPH', { right: true }], [x.rate, 'DPH', { right: true }], [x.gross, `Celkem s DPH ${c}`, { right: true }],
  ], 6.3)
  sheet.rule(0, 511)
  sheet.gap(3)
  const credit = b.direction === 'both'
  let letter = 0
  const part = (title: string, kinds: RowKind[]) => {
    const items = p.items(kinds)
    if (!items.length) return
    sheet.row([[0, `${'ABC'[letter++]}. ${title}`, { bold: true }]], 7.5)
    const dated = new Set(items.map((item) => item.from)).size > 1
    for (const item of items) {
      const vat = !item.kind.startsWith('sell')
      const total = credit && !vat ? -item.total : item.total
      const shown = credit && !vat ? { ...item, price: Math.abs(item.price) } : item
      const label = dated ? `${p.row(item.kind)} ${p.date(item.from)}–${p.date(item.to)}` : p.row(item.kind)
      const [first, ...rest] = sheet.wrap(label, 190, { size: 7 })
      sheet.row([
        [x.label, first!], [x.qty, p.quantity(item), { right: true }], [x.unit, item.unit === 'month' ? 'měs' : b.energyUnit], [x.price, p.unitPrice(shown), { right: true }],
        [x.base, p.number(total, 2), { right: true }], [x.rate, vat ? '21%' : '0%', { right: true }], [x.gross, p.number(vat ? Math.round(total * 121) / 100 : total, 2), { right: true }],
      ], 7, 1.35)
      for (const more of rest) sheet.row([[x.label, more]], 7, 1.35)
    }
  }
  if (!sell) {
    part(p.random.pick(['Neregulované složky ceny (dodávka)', 'Dodávka elektřiny – obchodní část']), SUPPLY)
    part(p.random.pick(['Regulované složky ceny (distribuce)', 'Platby za distribuci a regulované služby']), REGULATED)
  }
  if (b.direction !== 'buy') part(credit ? 'Výkup přebytků z FVE (zápočet)' : 'Výkup elektřiny z FVE', SELL)
  sheet.rule(0, 511)
  sheet.gap(6)
  const money = (v: number) => `${p.number(v, 2)} ${c}`
  if (!sell) {
    sheet.row([[300, 'Rekapitulace DPH', { bold: true }]], 8)
    sheet.row([[300, 'Sazba'], [400, 'Základ', { right: true }], [455, 'DPH', { right: true }], [511, 'Celkem', { right: true }]], 6.5)
    sheet.row([[300, '21 %'], [400, p.number(b.buyTotalNoVat, 2), { right: true }], [455, p.number(b.vat, 2), { right: true }], [511, p.number(b.buyTotalWithVat, 2), { right: true }]], 7.5)
    sheet.gap(4)
    sheet.row([[0, `${p.word('consumption')}: ${p.number(b.statedTotalKwh, 0)} kWh`, { size: 7.5 }], [300, p.word('withVat')], [511, money(b.buyTotalWithVat), { right: true }]], 7.5, 1.4)
  }
  // The yearly estimate on the left beside the next summary line.
  const yearly: Cell[] = !sell && b.yearlyEstimatePrinted ? [[0, `${p.word('yearly')}: ${p.number(b.yearlyEstimatePrinted, 0)} kWh`, { size: 7.5 }]] : []
  if (b.direction !== 'buy') sheet.row([...yearly.splice(0), [300, p.random.pick(['Výkup elektřiny celkem', 'Celkem za výkup'])], [511, money(credit ? -b.sellTotal : b.sellTotal), { right: true }]], 7.5, 1.4)
  if (!sell) sheet.row([...yearly.splice(0), [300, p.random.pick(['Uhrazeno zálohami', 'Zaplacené zálohy', 'Odečet záloh'])], [511, money(-b.advances), { right: true }]], 7.5, 1.4)
  closing(p, sheet, 300, 511)
  qrBlock(p, sheet, 300, id)
  footer(sheet, [id.register, CUSTOMER_LINE(p)])
  return sheet.bytes()
}

export const TRADER_LAYOUTS = ['letterhead', 'boxed', 'parties'] as const
export type TraderLayout = (typeof TRADER_LAYOUTS)[number]
const LAYOUTS: Record<TraderLayout, (p: Print) => Promise<Uint8Array>> = { letterhead, boxed, parties }

export function renderTraderBill(layout: TraderLayout, bill: Bill, random: Random): Promise<Uint8Array> {
  return LAYOUTS[layout](new Print(bill, random, WORDING))
}
