/** ELEVENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 9; unsealed in session 10).
 * Shared wording and formatting of the three held-out layouts: per-bill label vocabularies (synonyms
 * from INVOICE_WORDING.md), number and date forms, distributor names and fault lines, supplier
 * identities, paid advances and amounts in Czech words. Layouts only print what the Bill holds.
 */
import type { Bill, DistributorKey, RowKind } from '../bill.ts'
import { addDays, formatDate, formatMoney, formatNumber, type PrintStyle } from '../format.ts'
import type { Random } from '../random.ts'
import { buys, sells, isEnergy, SUPPLY_KINDS, SELL_KINDS } from '../kit/items.ts'

// The shared helpers, re-exported for the layouts of the split.
export { buys, sells, isEnergy, SUPPLY_KINDS, SELL_KINDS }

export const DISTRIBUTOR_NAMES: Record<DistributorKey, string[]> = {
  CEZ: ['ČEZ Distribuce, a. s.', 'ČEZ Distribuce'],
  PRE: ['PREdistribuce, a. s.', 'PREdistribuce'],
  EGD: ['EG.D, a. s.', 'EG.D, a.s. (dříve E.ON Distribuce)'],
}
/** The distributors' published fault lines ("poruchová linka"). */
export const FAULT_LINES: Record<DistributorKey, string> = { CEZ: '800 850 860', PRE: '224 915 151', EGD: '800 22 55 77' }

/** Supplier identity printed in headers and footers (addresses of the real seats; ids synthetic except PRE's). */
export const SUPPLIER_SEATS: Record<string, string> = {
  cez: 'Duhová 1531/3, 140 00 Praha 4',
  eon: 'F. A. Gerstnera 2151/6, 370 01 České Budějovice',
  pre: 'Na Hroudě 1492/4, 100 00 Praha 10',
  innogy: 'Limuzská 3135/12, 108 00 Praha 10',
  centropol: 'Vaníčkova 1594/1, 400 01 Ústí nad Labem',
  mnd: 'Evropská 866/71, 160 00 Praha 6',
  generic: '',
}

/** Unknown traders of the held-out split (generic bills), with their seats. */
export const ELEVENTH_HELD_OUT_TRADER_SEATS: [string, string][] = [
  ['Energie Pod Sněžkou s.r.o.', 'Horní Maršov 212, 542 26 Horní Maršov'],
  ['Vltavská energetická a.s.', 'Rybářská 14, 381 01 Český Krumlov'],
  ['Jiskra Energy s.r.o.', 'Kounicova 688/26, 602 00 Brno'],
  ['Hanácká elektrárenská společnost s.r.o.', 'Dolní náměstí 7, 779 00 Olomouc'],
]
export const ELEVENTH_HELD_OUT_SPOT_PRODUCTS = ['Burzovní elektřina Flexi', 'Spot Hodinovka', 'Elektřina dle OTE Plus']
export const ELEVENTH_HELD_OUT_FIX_PRODUCTS = ['Fixace Klid 24', 'Stálá cena Domácnost 2025']

/** Customer lines of the suppliers: phone numbers that are not fault lines. */
export function customerLine(random: Random): string {
  return `${random.pick(['800', '840', '222', '371'])} ${random.int(100, 999)} ${random.int(100, 999)}`
}

export function supplierIco(bill: Bill, random: Random): string {
  return bill.supplier === 'pre' ? '60193913' : random.digits(8)
}

/** Labels a bill uses for one contract-end date; nothing of these is printed when the contract has none. */
export const CONTRACT_END_LABELS = ['Smlouva sjednána na dobu určitou do', 'Platnost smlouvy do', 'Konec smluvního období', 'Doba určitá do']
export const OPEN_ENDED_WORDING = ['Smlouva je uzavřena na dobu neurčitou.', 'Doba trvání smlouvy: neurčitá', 'Smlouva na dobu neurčitou']

const VOCABULARY: Record<RowKind, string[]> = {
  energyVt: ['Spotřeba / vysoký tarif (VT/T1)', 'Silová elektřina ve VT', 'Dodávka elektřiny – vysoký tarif', 'Proud VT'],
  energyNt: ['Spotřeba / nízký tarif (NT/T2)', 'Silová elektřina v NT', 'Dodávka elektřiny – nízký tarif', 'Proud NT'],
  energySingle: ['Dodané množství jednotarif', 'Silová elektřina', 'Dodávka elektřiny (jednotarifní)', 'Spotřeba elektřiny'],
  monthlyFee: ['Stálá platba', 'Stálý měsíční plat', 'Měsíční platba', 'Stálý plat za odběrné místo'],
  spotFee: ['Poplatek za obchodní služby SPOT', 'Přirážka obchodníka k ceně OTE', 'Obchodní marže (spot)', 'Servisní poplatek k burzovní ceně'],
  discountVt: ['Sleva – spotřeba VT', 'Sleva ze silové elektřiny VT', 'Věrnostní sleva VT', 'Sleva z ceny VT'],
  distVt: ['Cena za distribuci VT', 'Cena za distrib. množství elektřiny ve vysokém tarifu', 'Distribuce VT', 'Použití sítí – vysoký tarif'],
  distNt: ['Cena za distribuci NT', 'Cena za distrib. množství elektřiny v nízkém tarifu', 'Distribuce NT', 'Použití sítí – nízký tarif'],
  distSingle: ['Cena za distribuci elektřiny', 'Cena za distribuované množství', 'Distribuce – jednotarif', 'Použití sítí'],
  breaker: ['Cena za příkon podle hodnoty hl. jističe před elektroměrem', 'Měsíční plat za rezervovaný příkon', 'Stálý plat za jistič', 'Plat za jistič'],
  poze: ['Složka ceny na podporu el. z podporovaných zdrojů energie', 'Podpora POZE', 'Cena na podporu POZE', 'POZE dle spotřeby'],
  systemServices: ['Pevná cena za systémové služby', 'Systémové služby', 'Cena za systémové služby', 'Systémové služby ČEPS'],
  infrastructure: ['Cena za provoz nesíťové infrastruktury', 'Činnosti OTE', 'Poplatek společnosti OTE', 'Nesíťová infrastruktura'],
  tax: ['Daň z elektřiny', 'Spotřební daň z elektřiny', 'Daň z elektřiny (zák. č. 261/2007 Sb.)', 'Ekologická daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Vykoupená elektřina', 'Dodávka do sítě (přetoky)', 'Elektřina předaná do sítě'],
  sellFee: ['Poplatek za zpracování výkupu', 'Srážka z výkupní ceny SPOT', 'Obchodní srážka za výkup', 'Poplatek obchodníka z přetoků'],
  sellMonthly: ['Měsíční poplatek za výkup', 'Stálý plat za výkup', 'Paušál za správu výrobny', 'Měsíční platba výkup'],
}
export const SPOT_FEE_LABELS = VOCABULARY.spotFee
export const SELL_FEE_LABELS = VOCABULARY.sellFee
export const SELL_MONTHLY_LABELS = VOCABULARY.sellMonthly

/** Per-bill label choice: one synonym per row kind, fixed for the whole bill. */
export function vocabulary(random: Random): (kind: RowKind) => string {
  const choice = Object.fromEntries(Object.entries(VOCABULARY).map(([kind, words]) => [kind, random.pick(words)])) as Record<RowKind, string>
  return (kind) => choice[kind]
}

/** Number printing bound to one bill's style. */
export function printer(style: PrintStyle) {
  const num = (value: number, decimals: number) => formatNumber(value, decimals, style)
  return {
    num,
    money: (value: number) => formatMoney(value, style),
    date: (iso: string) => formatDate(iso, style),
    /** kWh as an integer of kWh or as MWh with the given decimals. */
    energy: (kwh: number, unit: 'kWh' | 'MWh', mwhDecimals = 3) => (unit === 'kWh' ? `${num(kwh, 0)} kWh` : `${num(kwh / 1000, mwhDecimals)} MWh`),
    /** A CZK/MWh price per MWh (2 decimals) or per kWh (5 decimals). */
    price: (perMwh: number, unit: 'kWh' | 'MWh') => (unit === 'kWh' ? num(perMwh / 1000, 5) : num(perMwh, 2)),
    currency: style.currency,
  }
}
export type Printer = ReturnType<typeof printer>

/** Paid advances: a monthly (or quarterly) plan whose payments add up to the bill's advances exactly. */
export function paidAdvances(bill: Bill, random: Random): { due: string; paid: string; amount: number }[] {
  if (bill.advances <= 0) return []
  const months: string[] = []
  let first = bill.periodFrom.slice(0, 7) + '-15'
  if (first < bill.periodFrom) first = nextMonth(first)
  for (let day = first; day <= bill.periodTo; day = nextMonth(day)) months.push(day)
  if (!months.length) months.push(bill.periodTo)
  const quarterly = months.length >= 9 && random.chance(0.3)
  const dues = quarterly ? months.filter((_, i) => i % 3 === 0) : months
  const each = Math.floor(bill.advances / dues.length / 10) * 10
  return dues.map((due, i) => ({
    due,
    paid: addDays(due, random.int(-4, 3)),
    amount: i === dues.length - 1 ? Math.round((bill.advances - each * (dues.length - 1)) * 100) / 100 : each,
  }))
}

function nextMonth(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return m === 12 ? `${y! + 1}-01-${String(d).padStart(2, '0')}` : `${y}-${String(m! + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}
export { nextMonth }

const ONES = ['', 'jedna', 'dva', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět', 'deset', 'jedenáct', 'dvanáct', 'třináct', 'čtrnáct', 'patnáct', 'šestnáct', 'sedmnáct', 'osmnáct', 'devatenáct']
const TENS = ['', '', 'dvacet', 'třicet', 'čtyřicet', 'padesát', 'šedesát', 'sedmdesát', 'osmdesát', 'devadesát']
const HUNDREDS = ['', 'sto', 'dvě stě', 'tři sta', 'čtyři sta', 'pět set', 'šest set', 'sedm set', 'osm set', 'devět set']

function below1000(n: number, feminine: boolean): string {
  const parts: string[] = []
  if (n >= 100) parts.push(HUNDREDS[Math.floor(n / 100)]!)
  const rest = n % 100
  if (rest >= 20) {
    parts.push(TENS[Math.floor(rest / 10)]!)
    if (rest % 10) parts.push(ONES[rest % 10]!)
  } else if (rest) parts.push(rest === 2 && feminine ? 'dvě' : ONES[rest]!)
  return parts.join(' ')
}

/** An integer in Czech words (crowns are feminine: "dvě koruny"). */
export function czechWords(n: number): string {
  if (n === 0) return 'nula'
  const parts: string[] = []
  const millions = Math.floor(n / 1_000_000)
  const thousands = Math.floor((n % 1_000_000) / 1000)
  const rest = n % 1000
  if (millions) parts.push(millions === 1 ? 'jeden milion' : `${below1000(millions, false)} ${millions >= 2 && millions <= 4 ? 'miliony' : 'milionů'}`)
  if (thousands) parts.push(thousands === 1 ? 'tisíc' : `${below1000(thousands, false)} ${thousands >= 2 && thousands <= 4 ? 'tisíce' : 'tisíc'}`)
  if (rest) parts.push(below1000(rest, true))
  return parts.join(' ')
}

/** An amount in words as Czech bills print it under a total: "slovy: … korun českých 56/100". */
export function amountInWords(value: number): string {
  const abs = Math.abs(value)
  const crowns = Math.floor(abs + 1e-9)
  const halere = Math.round((abs - crowns) * 100)
  const unit = crowns === 1 ? 'koruna česká' : crowns % 100 >= 2 && crowns % 100 <= 4 ? 'koruny české' : 'korun českých'
  const words = crowns === 1 ? 'jedna' : czechWords(crowns)
  return `${words} ${unit} ${String(halere).padStart(2, '0')}/100`
}

/** Fixed date for reproducible producers. */
export const FIXED_CREATED = new Date(Date.UTC(2026, 10, 23, 8, 0, 0))

export const REGULATED_KINDS: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker', 'poze', 'systemServices', 'infrastructure', 'tax']

export function breakerText(bill: Bill, random: Random): string {
  const sign = random.pick(['x', '×'])
  return `${bill.breaker.phases}${sign}${bill.breaker.amps} A`
}

/** Reasons of a storno and reissue (corrective bills). */
export const REISSUE_REASONS = [
  'oprava chybně zadaného stavu elektroměru',
  'doplnění skutečného odečtu namísto odhadu',
  'oprava ceny distribuce dle cenového rozhodnutí ERÚ',
  'reklamace zákazníka uznaná dne',
]

export { addDays }
