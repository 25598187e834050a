/**
 * Development layouts built around METER READINGS, as Czech yearly bills print them (pdf-lib):
 * - readings: a table "Odečty elektroměru" (meter number, register VT/NT/jednotarif or T1/T2,
 *   start and end date and state, type of reading, constant, consumption), a price break on
 *   1 January read as an estimated reading ("odhad"); unit prices in Kč/kWh with 5 decimals and
 *   the fixed items in Kč/měs. times the months; a signed result ("Výsledek vyúčtování: −1 234,00 Kč",
 *   minus = a refund) and the advances month by month;
 * - registers: "Stavy měřidla" as one line per OBIS register (1.8.1 / 1.8.2 / 1.8.0, 2.8.0 for the
 *   electricity fed into the grid), "stav … kWh" beside the consumption, prices in haléře
 *   (h/kWh), on some bills the kWh only in the readings (the metered items print a price and an
 *   amount), the advances as a schedule, the result as "Přeplatek" / "Nedoplatek";
 * - selfread: a customer's own reading (samoodečet) in a box of label-value lines, the items as
 *   runs of text "VT 1 310 kWh × 4,12345 Kč/kWh = 5 401,72 Kč", monthly advances in a table.
 * Meter states are five- or six-digit numbers printed next to "kWh": they are never consumption.
 * Unknown small suppliers print them as often as the big ones (generateSheetBill).
 */
import { addressLine, type Bill, type LineItem, type RowKind } from './bill.ts'
import { addDays } from './format.ts'
import type { Random } from './random.ts'
import { Print, REGULATED, SELL, SUPPLY, type MetaKey, type Wording } from './sheet-layouts.ts'
import { Sheet } from './sheet.ts'

const ROWS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina VT', 'Dodávka elektřiny – vysoký tarif', 'Elektřina VT (T1)', 'Obchodní cena za elektřinu VT'],
  energyNt: ['Silová elektřina NT', 'Dodávka elektřiny – nízký tarif', 'Elektřina NT (T2)', 'Obchodní cena za elektřinu NT'],
  energySingle: ['Silová elektřina', 'Dodávka elektřiny – jednotarif', 'Elektřina jednotarif', 'Obchodní cena za elektřinu'],
  monthlyFee: ['Stálý plat za odběrné místo', 'Měsíční plat obchodníka', 'Stálá měsíční platba'],
  spotFee: ['Poplatek za nákup na spotovém trhu', 'Přirážka obchodníka k ceně OTE', 'Obchodní marže'],
  discountVt: ['Sleva z ceny elektřiny VT'],
  distVt: ['Distribuce elektřiny VT', 'Cena za distribuované množství VT', 'Použití sítí VT'],
  distNt: ['Distribuce elektřiny NT', 'Cena za distribuované množství NT', 'Použití sítí NT'],
  distSingle: ['Distribuce elektřiny', 'Cena za distribuované množství', 'Použití sítí'],
  breaker: ['Měsíční plat za příkon dle jističe', 'Stálý plat za jistič', 'Cena za rezervovaný příkon (jistič)'],
  poze: ['Podpora elektřiny z POZE', 'Cena na podporu obnovitelných zdrojů'],
  systemServices: ['Systémové služby', 'Cena za systémové služby'],
  infrastructure: ['Cena za činnost operátora trhu', 'Nesíťová infrastruktura'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny do sítě', 'Vykoupená elektřina z výrobny', 'Přetoky do sítě'],
  sellFee: ['Poplatek za zpracování výkupu', 'Srážka z výkupní ceny'],
  sellMonthly: ['Měsíční plat za výkup', 'Stálý plat výkupu'],
}

const META: Record<MetaKey, string[]> = {
  customer: ['Zákazník', 'Odběratel', 'Jméno a příjmení'],
  address: ['Odběrné místo', 'Adresa odběrného místa', 'Místo spotřeby'],
  invoice: ['Číslo faktury', 'Číslo dokladu', 'Daňový doklad č.'],
  issued: ['Datum vystavení', 'Vystaveno dne'],
  period: ['Zúčtovací období', 'Období vyúčtování', 'Fakturační období'],
  product: ['Produkt', 'Cenový produkt', 'Název produktu'],
  rate: ['Distribuční sazba', 'Sazba distribuce'],
  breaker: ['Hlavní jistič', 'Jistič'],
  owed: ['Nedoplatek', 'Nedoplatek k úhradě', 'K úhradě'],
  advances: ['Zaplacené zálohy celkem', 'Uhrazené zálohy', 'Zálohy celkem'],
  noVat: ['Celkem bez DPH', 'Základ DPH'],
  withVat: ['Celkem s DPH', 'Celkem včetně DPH'],
  consumption: ['Celková spotřeba', 'Spotřeba za období', 'Spotřeba celkem'],
  yearly: ['Předpokládaná roční spotřeba', 'Odhad roční spotřeby'],
}

const WORDING: Wording = { rows: ROWS, meta: META }
const READING_TYPES = ['skutečný', 'skutečný', 'odhad', 'samoodečet'] as const

/** A tariff register of the meter: its name in this bill's notation and the item kinds it is billed by. */
interface Register {
  name: string
  obis: string
  kind: RowKind
}

/** One reading row: a register's states at the start and end of one price period. */
interface Reading {
  register: Register
  from: string
  to: string
  start: number
  end: number
  startType: string
  endType: string
  kwh: number
  /** The meter read: the one in place at the start, or its replacement. */
  meter: 'old' | 'new'
}

/** The notation of the registers: "VT/NT", "T1/T2" or the OBIS codes; production is 2.8.0. */
function registers(p: Print): Register[] {
  const b = p.bill
  const style = p.random.pick(['vtnt', 't12', 'obis'] as const)
  // OBIS codes short ("1.8.1") or in full with medium and channel ("1-0:1.8.1").
  const prefix = p.random.pick(['', '', '1-0:'])
  const name = (vt: string, t: string, obis: string) => (style === 'vtnt' ? vt : style === 't12' ? t : `${prefix}${obis} (${vt})`)
  const list: Register[] = []
  if (b.direction !== 'sell') {
    if (b.twoTariff) list.push({ name: name('VT', 'T1', '1.8.1'), obis: '1.8.1', kind: 'energyVt' }, { name: name('NT', 'T2', '1.8.2'), obis: '1.8.2', kind: 'energyNt' })
    else list.push({ name: style === 'obis' ? `${prefix}1.8.0` : p.random.pick(['jednotarif', 'JT', 'VT']), obis: '1.8.0', kind: 'energySingle' })
  }
  if (b.direction !== 'buy') list.push({ name: style === 'obis' ? `${prefix}2.8.0 (dodávka do sítě)` : p.random.pick(['dodávka do sítě', 'výroba (přetoky)']), obis: '2.8.0', kind: 'sellEnergy' })
  return list
}

/**
 * The readings behind the billed kWh: per register and price period, the start and end states
 * (consumption = (end − start) × constant). A reading at a price change is an estimate. With an
 * `exchange` date the meter was replaced during the last period: the old meter's readings end
 * that day ("výměna elektroměru") and the new meter's start from zero.
 */
function readings(p: Print, list: Register[], constant: number, exchange: string | null = null): Reading[] {
  const out: Reading[] = []
  for (const register of list) {
    let state = p.random.int(1_200, 98_000) * (constant === 1 ? 1 : 0.1)
    const items = p.bill.items.filter((item) => item.kind === register.kind)
    items.forEach((item, index) => {
      const start = Math.round(state * 10) / 10
      const endType = index === items.length - 1 ? p.random.pick(READING_TYPES) : 'odhad'
      const startType = index === 0 ? 'skutečný' : 'odhad'
      const replaced = exchange !== null && index === items.length - 1 && exchange > item.from && exchange < item.to && item.quantity >= 20
      if (replaced) {
        const before = Math.round(item.quantity / 2)
        const oldEnd = Math.round((start + before / constant) * 10) / 10
        out.push({ register, from: item.from, to: exchange, start, end: oldEnd, startType, endType: 'výměna', kwh: before, meter: 'old' })
        const newEnd = Math.round(((item.quantity - before) / constant) * 10) / 10
        out.push({ register, from: exchange, to: item.to, start: 0, end: newEnd, startType: 'výměna', endType, kwh: item.quantity - before, meter: 'new' })
        state = newEnd
        return
      }
      const end = Math.round((start + item.quantity / constant) * 10) / 10
      out.push({ register, from: item.from, to: item.to, start, end, startType, endType, kwh: item.quantity, meter: 'old' })
      state = end
    })
  }
  return out
}

/** Meter states: whole kWh ungrouped ("12345") or grouped, one decimal behind a constant. */
function stateText(p: Print, value: number, constant: number, grouped: boolean): string {
  if (constant !== 1) return p.number(value, 1)
  return grouped ? p.number(value, 0) : String(Math.round(value))
}

/** The advances month by month: [due date, amount]; their sum is the bill's advances. */
function advanceSchedule(p: Print): [string, number][] {
  const b = p.bill
  if (b.direction === 'sell' || b.advances <= 0) return []
  const months: string[] = []
  for (let day = `${b.periodFrom.slice(0, 7)}-15`; day <= b.periodTo && months.length < 12; ) {
    months.push(day)
    const [y, m] = day.split('-').map(Number)
    day = m === 12 ? `${y! + 1}-01-15` : `${y}-${String(m! + 1).padStart(2, '0')}-15`
  }
  if (!months.length) months.push(`${b.periodFrom.slice(0, 7)}-15`)
  const each = Math.floor(b.advances / months.length)
  return months.map((due, i) => [due, i === months.length - 1 ? b.advances - each * (months.length - 1) : each])
}

const monthYear = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`

/** Unit price in this bill's unit: Kč/kWh with 5 decimals, h/kWh with 3, Kč/měs. with 2. */
function priceText(p: Print, item: LineItem, haler: boolean): [string, string] {
  if (item.unit === 'month') return [p.number(item.price, 2), 'Kč/měs.']
  return haler ? [p.number(item.price / 10, 3), 'h/kWh'] : [p.number(item.price / 1000, 5), 'Kč/kWh']
}

function quantityText(p: Print, item: LineItem, wholeKwh: boolean): [string, string] {
  // Whole months print as a count ("12 měs."), parts of months with three decimals.
  if (item.unit === 'month') return [p.number(item.quantity, Number.isInteger(item.quantity) ? 0 : 3), 'měs.']
  return [p.number(item.quantity, wholeKwh ? 0 : 2), 'kWh']
}

/** The head of every variant: supplier, title, meta as "label: value" lines, contract, distributor. */
function head(p: Print, sheet: Sheet, title: string, meter: string): void {
  const b = p.bill
  const sell = b.direction === 'sell'
  const a = b.supplyAddress
  sheet.row([[0, b.supplierName, { bold: true, size: 11 }], [511, title, { right: true, bold: true, size: 10 }]], 11)
  sheet.gap(4)
  const left = [
    `${sell ? 'Výrobce' : p.word('customer')}: ${b.customerName}`,
    sell ? `EAN výrobny: ${b.productionEan}` : `EAN: ${b.ean}`,
    ...(b.direction === 'both' ? [`EAN výrobny: ${b.productionEan}`] : []),
    `Číslo elektroměru: ${meter}`,
  ]
  const right = [
    `${p.word('invoice')}: ${b.invoiceNumber}`,
    `${p.word('issued')}: ${p.date(b.issueDate)}`,
    `Datum splatnosti: ${p.date(b.dueDate)}`,
    `${p.word('period')}: ${p.period()}`,
    ...(sell ? [] : [`${p.word('rate')}: ${b.rate}`, `${p.word('breaker')}: ${b.breaker.phases}x${b.breaker.amps} A`]),
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) sheet.row([[0, left[i] ?? ''], [300, right[i] ?? '']])
  // The address on a line of its own: it may be longer than the left column is wide.
  sheet.row([[0, `${sell ? 'Adresa výrobny' : p.word('address')}: ${addressLine(a)}`]])
  sheet.row([[0, `${p.word('product')}: ${sell ? b.sellProductName : b.productName}`]])
  sheet.row([[0, p.contract()]])
  const distributor = p.distributor()
  if (distributor) sheet.row([[0, distributor]])
  sheet.gap(8)
}

/** Items of the bill in print order: supply, distribution, buy-back; each section with its title. */
function sectionsOf(p: Print): [string, LineItem[]][] {
  const b = p.bill
  const out: [string, LineItem[]][] = []
  if (b.direction !== 'sell') {
    out.push([p.random.pick(['Dodávka elektřiny', 'Obchodní část']), p.items(SUPPLY)])
    out.push([p.random.pick(['Distribuce elektřiny', 'Regulovaná část – distribuce']), p.items(REGULATED)])
  }
  if (b.direction !== 'buy') out.push(['Výkup elektřiny', p.items(SELL)])
  return out
}

/** Totals: consumption, VAT, buy-back, advances paid; the result is each variant's own. */
function totals(p: Print, money: (value: number) => string): [string, string][] {
  const b = p.bill
  const lines: [string, string][] = []
  if (b.direction !== 'sell') {
    lines.push([p.word('consumption'), `${p.number(b.statedTotalKwh, 0)} kWh`])
    if (b.yearlyEstimatePrinted) lines.push([p.word('yearly'), `${p.number(b.yearlyEstimatePrinted, 0)} kWh`])
    lines.push([p.word('noVat'), money(b.buyTotalNoVat)], ['DPH 21 %', money(b.vat)], [p.word('withVat'), money(b.buyTotalWithVat)])
  }
  if (b.direction !== 'buy') lines.push(['Výkup elektřiny celkem', money(b.sellTotal)])
  if (b.direction !== 'sell') lines.push([p.word('advances'), money(b.advances)])
  return lines
}

const meterNumber = (random: Random) => random.digits(random.pick([7, 8, 9]))

/** The readings table, the item tables in Kč/kWh, totals, a signed result and the advances month by month. */
async function readingsTable(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Vyúčtování ${b.invoiceNumber}`, 'pdf-lib readings')
  const meter = meterNumber(p.random)
  head(p, sheet, 'VYÚČTOVÁNÍ ELEKTŘINY', meter)
  // Business meters behind current transformers multiply the register by a constant.
  const constant = b.customerType === 'business' && p.random.chance(0.4) ? 10 : 1
  const showConstant = constant !== 1 || p.random.chance(0.4)
  const grouped = p.random.chance(0.5)
  // The readings before the items, or after them (on a page of their own on some bills).
  const readingsLast = p.random.chance(0.35)
  if (!readingsLast) readingsBlock(p, sheet, meter, constant, showConstant, grouped)
  sheet.gap(8)
  const wholeKwh = p.random.chance(0.5)

  // The unit of the unit price in a column of its own: Kč/kWh, or hellers (h/kWh) on some bills.
  const haler = p.random.chance(0.35)
  const c = { label: 0, period: 170, qty: 335, unit: 340, price: 432, priceUnit: 437, total: 511 }
  for (const [title, items] of sectionsOf(p)) {
    if (!items.length) continue
    sheet.row([[0, title, { bold: true }]], 9)
    sheet.row([[c.label, 'Položka'], [c.period, 'Období'], [c.qty, 'Množství', { right: true }], [c.unit, 'MJ'], [c.price, 'Jednotková cena', { right: true }], [c.total, 'Celkem Kč', { right: true }]], 7)
    for (const item of items) {
      const [qty, qtyUnit] = quantityText(p, item, wholeKwh)
      const [price, priceUnit] = priceText(p, item, haler)
      const [first, ...rest] = sheet.wrap(p.row(item.kind), 165, { size: 7.5 })
      sheet.row([
        [c.label, first!], [c.period, `${p.date(item.from)} - ${p.date(item.to)}`], [c.qty, qty, { right: true }], [c.unit, qtyUnit],
        [c.price, price, { right: true }], [c.priceUnit, priceUnit], [c.total, p.number(item.total, 2), { right: true }],
      ], 7.5)
      for (const more of rest) sheet.row([[c.label, more]], 7.5)
    }
    sheet.gap(4)
  }
  sheet.gap(4)
  const money = (v: number) => `${p.number(v, 2)} ${b.style.currency}`
  for (const [label, value] of totals(p, money)) sheet.row([[0, label], [300, value, { right: true }]])
  // The result signed: minus is money the supplier returns.
  const signed = b.balance < 0 ? `\u2212${p.number(-b.balance, 2)} ${b.style.currency}` : money(b.balance)
  sheet.row([[0, 'Výsledek vyúčtování:', { bold: true }], [300, signed, { right: true, bold: true }]])
  sheet.row([[0, '(záporná částka = přeplatek, kladná částka = nedoplatek)', { size: 6.5 }]], 6.5)
  const schedule = advanceSchedule(p)
  if (schedule.length) {
    sheet.gap(6)
    sheet.row([[0, 'Přehled zaplacených záloh', { bold: true }]], 9)
    sheet.row([[0, 'Záloha za měsíc'], [120, 'Splatnost'], [300, 'Uhrazeno', { right: true }]], 7)
    for (const [due, amount] of schedule) sheet.row([[0, monthYear(due)], [120, p.date(due)], [300, money(amount), { right: true }]], 7.5)
  }
  if (readingsLast) {
    if (p.random.chance(0.5)) sheet.breakPage()
    else sheet.gap(10)
    readingsBlock(p, sheet, meter, constant, showConstant, grouped)
  }
  return sheet.bytes()
}

/** The readings table: meter, register, start and end reading (date, state), type, constant, consumption. */
function readingsBlock(p: Print, sheet: Sheet, meter: string, constant: number, showConstant: boolean, grouped: boolean): void {
  const b = p.bill
  sheet.row([[0, p.random.pick(['Odečty elektroměru', 'Stavy měřidla', 'Přehled odečtů']), { bold: true }]], 9)
  const x = { meter: 0, register: 62, fromDate: 150, start: 250, toDate: 262, end: 360, type: 372, constant: 450, kwh: 511 }
  sheet.row([
    [x.meter, 'Elektroměr'], [x.register, 'Registr'], [x.fromDate, 'Odečet od'], [x.start, 'Stav', { right: true }], [x.toDate, 'Odečet do'],
    [x.end, 'Stav', { right: true }], [x.type, 'Druh odečtu'], [x.constant, showConstant ? 'Konst.' : '', { right: true }], [x.kwh, 'Spotřeba (kWh)', { right: true }],
  ], 6.8)
  // Some bills replace the meter during the period: two meters' readings for one register.
  const exchange = b.direction !== 'sell' && p.random.chance(0.3) ? addDays(b.periodTo, -p.random.int(10, 25)) : null
  const newMeter = meterNumber(p.random)
  for (const r of readings(p, registers(p), constant, exchange)) {
    sheet.row([
      [x.meter, r.meter === 'new' ? newMeter : meter], [x.register, r.register.name], [x.fromDate, p.date(r.from)], [x.start, stateText(p, r.start, constant, grouped), { right: true }],
      [x.toDate, p.date(r.to)], [x.end, stateText(p, r.end, constant, grouped), { right: true }], [x.type, r.endType],
      [x.constant, showConstant ? String(constant) : '', { right: true }], [x.kwh, p.number(r.kwh, 0), { right: true }],
    ], 7)
  }
}

/** One line per OBIS register with "stav … kWh", prices in haléře per kWh, an advance schedule, "Přeplatek"/"Nedoplatek". */
async function registerLines(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Faktura ${b.invoiceNumber}`, 'pdf-lib registers')
  const meter = meterNumber(p.random)
  head(p, sheet, 'Faktura – daňový doklad', meter)
  const haler = p.random.chance(0.7)
  const grouped = p.random.chance(0.5)
  sheet.row([[0, `Stavy měřidla č. ${meter}`, { bold: true }]], 9)
  for (const r of readings(p, registers(p), 1)) {
    const state = (value: number) => `${stateText(p, value, 1, grouped)} kWh`
    sheet.row([
      [0, r.register.name], [90, `stav ${p.date(r.from)}: ${state(r.start)}`], [240, `stav ${p.date(r.to)}: ${state(r.end)} (${r.endType})`],
      [511, `${r.register.obis.startsWith('2') ? 'dodáno' : 'spotřeba'} ${p.number(r.kwh, 0)} kWh`, { right: true }],
    ], 7.5)
  }
  sheet.gap(8)
  const c = { label: 0, qty: 260, price: 370, total: 511 }
  // Some bills print the kWh only in the readings above: the metered items carry a price and an amount.
  const kwhInReadings = p.random.chance(0.35)
  for (const [title, items] of sectionsOf(p)) {
    if (!items.length) continue
    sheet.row([[0, title, { bold: true }]], 9)
    sheet.row([[c.label, 'Položka'], [c.qty, 'Množství', { right: true }], [c.price, haler ? 'Cena za jednotku' : 'Cena/MJ', { right: true }], [c.total, 'Částka Kč', { right: true }]], 7)
    const dated = new Set(items.map((item) => item.from)).size > 1
    let period = ''
    for (const item of items) {
      if (dated && item.from !== period) {
        sheet.row([[0, `Ceny platné od ${p.date(item.from)} do ${p.date(item.to)}`, { size: 7 }]], 7)
        period = item.from
      }
      const [qty, qtyUnit] = quantityText(p, item, true)
      const [price, priceUnit] = priceText(p, item, haler)
      const quantity = kwhInReadings && item.unit === 'kWh' ? '' : `${qty} ${qtyUnit}`
      sheet.row([[c.label, p.row(item.kind)], [c.qty, quantity, { right: true }], [c.price, `${price} ${priceUnit}`, { right: true }], [c.total, p.number(item.total, 2), { right: true }]], 7.5)
    }
    sheet.gap(4)
  }
  const money = (v: number) => `${p.number(v, 2)} Kč`
  const schedule = advanceSchedule(p)
  if (schedule.length) {
    sheet.row([[0, 'Rozpis záloh', { bold: true }]], 9)
    // Three advances per line: "Záloha 01/2025  1 500,00 Kč".
    for (let i = 0; i < schedule.length; i += 3) {
      sheet.row(schedule.slice(i, i + 3).map(([due, amount], k) => [k * 170, `Záloha ${monthYear(due)}: ${money(amount)}`] as [number, string]), 7.5)
    }
    sheet.gap(4)
  }
  for (const [label, value] of totals(p, money)) sheet.row([[0, `${label}:`], [300, value, { right: true }]])
  // The result named by its word, alone or after "Výsledek vyúčtování"; the amount unsigned.
  const word = b.balance >= 0 ? p.random.pick(['Nedoplatek', 'Nedoplatek k úhradě', 'nedoplatek']) : p.random.pick(['Přeplatek', 'Přeplatek k vrácení', 'přeplatek'])
  const words = /^\p{Ll}/u.test(word) ? p.random.pick([`Výsledek vyúčtování – ${word}`, `Výsledek vyúčtování (${word})`]) : word
  sheet.row([[0, `${words}:`, { bold: true }], [300, money(Math.abs(b.balance)), { right: true, bold: true }]])
  return sheet.bytes()
}

/** A self-reading box (label-value lines per register), items as runs of text, the advances in a table. */
async function selfRead(p: Print): Promise<Uint8Array> {
  const b = p.bill
  const sheet = await Sheet.create(`Vyúčtování ${b.invoiceNumber}`, 'pdf-lib selfread')
  const meter = meterNumber(p.random)
  head(p, sheet, 'Vyúčtování dodávky elektřiny', meter)
  sheet.row([[0, 'Údaje o odečtu', { bold: true }]], 9)
  const list = readings(p, registers(p), 1)
  const last = new Map<string, Reading>()
  const first = new Map<string, Reading>()
  for (const r of list) {
    if (!first.has(r.register.name)) first.set(r.register.name, r)
    last.set(r.register.name, r)
  }
  const grouped = p.random.chance(0.5)
  // Each register's consumption, on some bills in the words of a total ("Spotřeba za období").
  const consumed = p.random.pick(['Naměřená spotřeba:', 'Spotřeba za období:', 'Spotřeba:'])
  for (const [name, r] of last) {
    const start = first.get(name)!
    const kwh = list.filter((other) => other.register.name === name).reduce((acc, other) => acc + other.kwh, 0)
    sheet.row([[0, `Registr ${name}`, { bold: true }]], 8)
    sheet.row([[12, `Počáteční stav k ${p.date(start.from)}:`], [220, `${stateText(p, start.start, 1, grouped)} kWh`, { right: true }], [232, `(${start.startType})`]], 7.5)
    sheet.row([[12, `Konečný stav k ${p.date(r.to)}:`], [220, `${stateText(p, r.end, 1, grouped)} kWh`, { right: true }], [232, `(${r.endType === 'skutečný' ? 'samoodečet' : r.endType})`]], 7.5)
    sheet.row([[12, r.register.obis.startsWith('2') ? 'Dodáno do sítě:' : consumed], [220, `${p.number(kwh, 0)} kWh`, { right: true }]], 7.5)
  }
  sheet.gap(8)
  const money = (v: number) => `${p.number(v, 2)} ${b.style.currency}`
  for (const [title, items] of sectionsOf(p)) {
    if (!items.length) continue
    sheet.row([[0, title, { bold: true }]], 9)
    const dated = new Set(items.map((item) => item.from)).size > 1
    let period = ''
    for (const item of items) {
      if (dated && item.from !== period) {
        sheet.row([[0, `Období ${p.date(item.from)} - ${p.date(item.to)}`, { size: 7 }]], 7)
        period = item.from
      }
      const [qty, qtyUnit] = quantityText(p, item, p.random.chance(0.5))
      const [price, priceUnit] = priceText(p, item, false)
      sheet.row([[8, `${p.row(item.kind)} ${qty} ${qtyUnit} × ${price} ${priceUnit} = ${money(item.total)}`]], 7.5)
    }
    sheet.gap(3)
  }
  sheet.gap(4)
  for (const [label, value] of totals(p, money)) sheet.row([[0, label], [260, value, { right: true }]])
  const [label, value] = b.balance >= 0 ? [p.word('owed'), money(b.balance)] : ['Přeplatek', money(-b.balance)]
  sheet.row([[0, label, { bold: true }], [260, value, { right: true, bold: true }]])
  const schedule = advanceSchedule(p)
  if (schedule.length) {
    sheet.gap(6)
    sheet.row([[0, 'Zálohy v zúčtovacím období', { bold: true }]], 9)
    // Prescribed, paid and their difference per month (zero when paid in full).
    const difference = p.random.chance(0.5)
    sheet.row([[0, 'Měsíc'], [100, 'Předpis'], [200, 'Zaplaceno'], [300, difference ? 'Rozdíl' : 'Datum úhrady']], 7)
    for (const [due, amount] of schedule) {
      sheet.row([[0, monthYear(due)], [150, p.number(amount, 2), { right: true }], [250, p.number(amount, 2), { right: true }], [300, difference ? p.number(0, 2) : p.date(addDays(due, -2))]], 7.5)
    }
  }
  return sheet.bytes()
}

export const METER_LAYOUTS = ['readings', 'registers', 'selfread'] as const
export type MeterLayout = (typeof METER_LAYOUTS)[number]
const LAYOUTS: Record<MeterLayout, (p: Print) => Promise<Uint8Array>> = { readings: readingsTable, registers: registerLines, selfread: selfRead }

export function renderMeterBill(layout: MeterLayout, bill: Bill, random: Random): Promise<Uint8Array> {
  return LAYOUTS[layout](new Print(bill, random, WORDING))
}
