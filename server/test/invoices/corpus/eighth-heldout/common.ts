/**
 * EIGHTH FORMER HELD-OUT split (written blind 2026-11-23, session 6; unsealed in session 7): shared wording and number printing of the
 * three held-out layouts. Everything here prints values of the Bill (bill.ts) only; nothing reads or
 * imports the extractor. Wording follows INVOICE_WORDING.md and ordinary Czech billing practice.
 */
import type { Bill, DistributorKey, LineItem, RowKind } from '../bill.ts'
import { formatNumber, type PrintStyle } from '../format.ts'
import type { Random } from '../random.ts'
import { isEnergy } from '../kit/items.ts'
import { FAULT_LINES } from '../kit/parties.ts'

// The shared helpers, re-exported for the layouts of the split.
export { isEnergy, FAULT_LINES }

/** How one held-out bill prints numbers, dates and energy: chosen once per bill. */
export interface Printing {
  bill: Bill
  style: PrintStyle
  /** Dates written out with the month's name ("1. ledna 2025") instead of the bill's numeric style. */
  longDates: boolean
  /** Decimals of quantities printed in MWh (3–5, as Czech bills do). */
  mwhDecimals: number
  /** Energy unit prices per kWh (5 decimals) instead of per MWh (kWh bills only). */
  perKwhPrices: boolean
  /** A thousands separator the bill's style does not have (a thin space), when a layout uses one. */
  thousands?: string
}

const MONTHS = ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince']

export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d}. ${MONTHS[m! - 1]} ${y}`
}

export function printing(bill: Bill, random: Random, options: { longDates?: number; thinSpace?: number; mwhDecimals: number[] }): Printing {
  const longDates = random.chance(options.longDates ?? 0)
  const thin = random.chance(options.thinSpace ?? 0)
  return {
    bill,
    style: bill.style,
    longDates,
    mwhDecimals: random.pick(options.mwhDecimals),
    perKwhPrices: bill.energyUnit === 'kWh' && random.chance(0.35),
    thousands: thin ? random.pick(['\u2009', '\u202f']) : undefined,
  }
}

export function num(p: Printing, value: number, decimals: number): string {
  const text = formatNumber(value, decimals, p.style)
  if (!p.thousands) return text
  const [int, frac] = text.split(',')
  return int!.replace(/[ \u00a0.]/g, p.thousands) + (frac === undefined ? '' : `,${frac}`)
}

export const cur = (p: Printing) => p.style.currency
export const money = (p: Printing, value: number) => `${num(p, value, 2)} ${cur(p)}`
export const date = (p: Printing, iso: string, fallback: (iso: string) => string) => (p.longDates ? longDate(iso) : fallback(iso))

/** An energy amount in the bill's unit, without the unit. */
export const energy = (p: Printing, kwh: number) => (p.bill.energyUnit === 'MWh' ? num(p, kwh / 1000, p.mwhDecimals) : num(p, kwh, 0))
export const energyUnit = (p: Printing) => p.bill.energyUnit

export const quantity = (p: Printing, item: LineItem) => (isEnergy(item) ? energy(p, item.quantity) : num(p, item.quantity, 3))
export const quantityUnit = (p: Printing, item: LineItem) => (isEnergy(item) ? energyUnit(p) : 'měs.')
export const unitPrice = (p: Printing, item: LineItem) =>
  isEnergy(item) && p.perKwhPrices ? num(p, item.price / 1000, 5) : num(p, item.price, 2)
export const priceUnit = (p: Printing, item: LineItem) => `${cur(p)}/${isEnergy(item) ? (p.perKwhPrices ? 'kWh' : 'MWh') : 'měs.'}`

export const buyItems = (bill: Bill) => bill.items.filter((item) => !item.kind.startsWith('sell'))
export const sellItems = (bill: Bill) => bill.items.filter((item) => item.kind.startsWith('sell'))

const COMMERCIAL: RowKind[] = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee']
export const isCommercial = (item: LineItem) => COMMERCIAL.includes(item.kind)

/** The price segments of the bill (one, or two when prices changed on 1 January). */
export function segmentsOf(bill: Bill): { from: string; to: string }[] {
  const seen = new Map<string, { from: string; to: string }>()
  for (const item of buyItems(bill).length ? buyItems(bill) : bill.items.filter((i) => i.kind !== 'sellMonthly')) {
    seen.set(`${item.from}/${item.to}`, { from: item.from, to: item.to })
  }
  return [...seen.values()].sort((a, b) => a.from.localeCompare(b.from))
}

export const breakerText = (bill: Bill, random: Random) => {
  const { phases, amps } = bill.breaker
  return random.pick([`${phases}×${amps} A`, `${phases}x${amps} A`, `${phases} x ${amps} A`, `${phases}×${amps}A`])
}

/** Row captions, one wording per bill and kind. */
export function captions(bill: Bill, random: Random, breaker: string): (item: LineItem) => string {
  const spot = bill.buyingType === 'SPOT'
  const discountPct = (() => {
    const discount = bill.items.find((i) => i.kind === 'discountVt')
    const energy = discount && bill.items.find((i) => i.kind === (bill.twoTariff ? 'energyVt' : 'energySingle') && i.from === discount.from)
    return discount && energy ? Math.round((-discount.price / energy.price) * 100) : 0
  })()
  const words: Record<RowKind, string[]> = {
    energyVt: spot
      ? ['Silová elektřina VT – spotová cena OTE', 'Elektřina VT za burzovní cenu (průměr)', 'Dodávka elektřiny VT dle spotového trhu']
      : ['Silová elektřina VT', 'Dodávka elektřiny – vysoký tarif', 'Spotřeba ve vysokém tarifu (VT/T1)'],
    energyNt: spot
      ? ['Silová elektřina NT – spotová cena OTE', 'Elektřina NT za burzovní cenu (průměr)', 'Dodávka elektřiny NT dle spotového trhu']
      : ['Silová elektřina NT', 'Dodávka elektřiny – nízký tarif', 'Spotřeba v nízkém tarifu (NT/T2)'],
    energySingle: spot
      ? ['Silová elektřina – spotová cena OTE', 'Elektřina za burzovní cenu (vážený průměr)', 'Dodávka elektřiny dle spotového trhu']
      : ['Silová elektřina', 'Dodávka elektřiny – jednotarif', 'Dodané množství elektřiny'],
    discountVt: [`Sleva ${discountPct} % z ceny silové elektřiny VT`, `Sleva ${discountPct} % – spotřeba VT`],
    spotFee: ['Poplatek obchodníka k ceně spotu', 'Obchodní přirážka k burzovní ceně', 'Marže za nákup na spotovém trhu'],
    monthlyFee: ['Stálý měsíční plat', 'Stálá platba za dodávku', 'Měsíční poplatek za odběrné místo', 'Pevný měsíční plat obchodníka'],
    distVt: ['Distribuce elektřiny VT', 'Cena za distribuci elektřiny ve vysokém tarifu', 'Použití sítí – vysoký tarif'],
    distNt: ['Distribuce elektřiny NT', 'Cena za distribuci elektřiny v nízkém tarifu', 'Použití sítí – nízký tarif'],
    distSingle: ['Distribuce elektřiny', 'Cena za distribuované množství elektřiny', 'Použití distribuční sítě'],
    breaker: [
      `Měsíční plat za příkon – jistič ${breaker}`,
      `Cena za příkon dle jističe ${breaker}`,
      `Stálý plat za rezervovaný příkon (${breaker})`,
    ],
    poze: [
      'Podpora elektřiny z podporovaných zdrojů (POZE)',
      'Složka ceny na podporu obnovitelných zdrojů',
      'POZE – podporované zdroje energie',
    ],
    systemServices: ['Systémové služby', 'Cena za systémové služby', 'Pevná cena za systémové služby'],
    infrastructure: [
      'Cena za provoz nesíťové infrastruktury',
      'Činnosti OTE – nesíťová infrastruktura',
      'Poplatek za činnost operátora trhu',
    ],
    tax: ['Daň z elektřiny', 'Ekologická daň z elektřiny', 'Spotřební daň z elektřiny'],
    sellEnergy: ['Výkup elektřiny z výrobny', 'Vykoupená elektřina (přetoky do sítě)', 'Elektřina dodaná do sítě – výkup'],
    sellFee: ['Srážka obchodníka z výkupní ceny', 'Poplatek za zpracování výkupu', 'Obchodní marže výkupu'],
    sellMonthly: ['Měsíční poplatek za výkup', 'Stálý plat za správu výrobny', 'Paušál za výkup elektřiny'],
  }
  // VT, NT and single-tariff rows of one family share a wording (their lists run in parallel).
  const energyWording = random.int(0, words.energyVt.length - 1)
  const distWording = random.int(0, words.distVt.length - 1)
  const chosen = Object.fromEntries(
    Object.entries(words).map(([kind, list]) => {
      if (kind.startsWith('energy')) return [kind, list[energyWording % list.length]]
      if (kind.startsWith('dist')) return [kind, list[distWording % list.length]]
      return [kind, random.pick(list)]
    }),
  ) as Record<RowKind, string>
  return (item) => chosen[item.kind]
}

const DISTRIBUTOR_NAMES: Record<DistributorKey, string[]> = {
  CEZ: ['ČEZ Distribuce, a. s.', 'ČEZ Distribuce, a.s.'],
  PRE: ['PREdistribuce, a. s.', 'PREdistribuce, a.s.'],
  EGD: ['EG.D, a. s.', 'EG.D, a.s.'],
}
export const ALL_DISTRIBUTOR_NAMES = Object.values(DISTRIBUTOR_NAMES).flat()

/** The distributor as the bill shows it: named, by its fault line, or not at all (null). */
export function distributorLine(bill: Bill, random: Random): [label: string, value: string] | null {
  if (bill.direction === 'sell' || bill.distributorShown === 'none') return null
  if (bill.distributorShown === 'explicit') {
    return [
      random.pick(['Provozovatel distribuční soustavy', 'Distributor', 'PDS', 'Distribuci zajišťuje']),
      random.pick(DISTRIBUTOR_NAMES[bill.distributor]),
    ]
  }
  return [
    random.pick(['Poruchová linka distributora', 'Poruchy a havárie (nonstop)', 'Hlášení poruch distribuce', 'Poruchová služba PDS']),
    FAULT_LINES[bill.distributor],
  ]
}

/** Identification numbers printed for a business customer (none for households). */
export function customerIds(bill: Bill, random: Random): [string, string][] {
  if (bill.customerType !== 'business') return []
  const ico = random.digits(8)
  return random.chance(0.6)
    ? [
        ['IČO', ico],
        ['DIČ', `CZ${ico}`],
      ]
    : [['IČ', ico]]
}

export const customerCategory = (bill: Bill) =>
  bill.customerType === 'business' ? 'maloodběr podnikatelé (MOP)' : 'maloodběr obyvatelstvo (MOO)'

export function contractLine(bill: Bill, random: Random, format: (iso: string) => string): [string, string] | null {
  if (bill.contractEnd)
    return [random.pick(['Smlouva na dobu určitou do', 'Doba trvání smlouvy do', 'Závazek ze smlouvy trvá do']), format(bill.contractEnd)]
  return random.chance(0.5) ? ['Doba trvání smlouvy', 'neurčitá'] : null
}

/** The result after advances: its caption and the amount printed (unsigned, or signed for some bills). */
export function balanceLine(p: Printing, random: Random): [string, string] {
  const { bill } = p
  if (bill.balance === 0) return ['Vyrovnáno', money(p, 0)]
  if (bill.balance > 0) return [random.pick(['Nedoplatek', 'Nedoplatek k úhradě', 'K úhradě (nedoplatek)']), money(p, bill.balance)]
  const caption =
    bill.direction === 'sell'
      ? random.pick(['K výplatě', 'Částka k výplatě', 'Přeplatek k výplatě'])
      : random.pick(['Přeplatek', 'Přeplatek k vrácení', 'K vrácení (přeplatek)'])
  return [caption, money(p, random.chance(0.35) ? bill.balance : -bill.balance)]
}

/** Made-up names of suppliers without their own rules, and of their spot products. */
export const EIGHTH_HELD_OUT_TRADERS = [
  'Energie Vltava s.r.o.',
  'Zelený kilowatt a.s.',
  'Hanácká energetická s.r.o.',
  'Podkrkonošská energie s.r.o.',
]
export const EIGHTH_HELD_OUT_SPOT_PRODUCTS = ['Spot Flexi', 'Burzovní elektřina Plus', 'Elektřina podle trhu']

export function supplierDetails(bill: Bill, random: Random): { ico: string; seat: string; account: string; web: string } {
  const seats = [
    'Křižíkova 148/34, 186 00 Praha 8',
    'Vinohradská 2165/48, 120 00 Praha 2',
    'Masarykova 427/31, 602 00 Brno',
    'Teplárenská 602/1, 779 00 Olomouc',
  ]
  const slug = bill.supplierName
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/,?\s*(a\.\s?s\.|s\.r\.o\.)/g, '')
    .replace(/[^a-z]+/g, '')
  return {
    ico: random.digits(8),
    seat: random.pick(seats),
    account: `${random.digits(random.int(6, 10))}/${random.pick(['0100', '0300', '0800', '2010', '5500'])}`,
    web: `www.${slug || 'energie'}.cz`,
  }
}

/** Advances paid in the period as a list of payments summing exactly to bill.advances (none when zero). */
export function advancePayments(bill: Bill): { date: string; amount: number }[] {
  if (bill.advances <= 0) return []
  const days = Math.round((Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000) + 1
  const count = Math.max(1, Math.min(12, Math.round(days / 30.4)))
  const each = Math.round(bill.advances / count / 10) * 10
  if (each <= 0 || each * (count - 1) >= bill.advances) return [{ date: bill.periodTo, amount: bill.advances }]
  const [y, m] = bill.periodFrom.split('-').map(Number)
  return Array.from({ length: count }, (_, index) => {
    const month = (m! - 1 + index) % 12
    const year = y! + Math.floor((m! - 1 + index) / 12)
    const amount = index === count - 1 ? bill.advances - each * (count - 1) : each
    return { date: `${year}-${String(month + 1).padStart(2, '0')}-15`, amount }
  })
}
