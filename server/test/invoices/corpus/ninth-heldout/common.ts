/**
 * NINTH FORMER HELD-OUT split (written blind 2026-11-23, session 7; unsealed in session 8). Shared wording of its three
 * layouts (gross-net, formula-lines, regulated-block): supplier and distributor identities, label
 * synonyms per line item, number/date/quantity printing with per-bill variation (grouping spaces,
 * minus signs, decimals), the settlement result and the advance payments. Layouts only arrange these.
 */
import { addressLine, type Address, type Bill, type DistributorKey, type LineItem, type RowKind, type SupplierId } from '../bill.ts'
import { formatDate, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { sumTotals, isEnergy } from '../kit/items.ts'
import { escapeHtml } from '../kit/print.ts'

// The shared helpers, re-exported for the layouts of the split.
export { sumTotals, isEnergy, escapeHtml }

/** Unknown suppliers of this split (the generic supplier is renamed), and their products. */
export const NINTH_HELD_OUT_TRADERS = ['Energie Vltava s.r.o.', 'Jihomoravská energetická a.s.', 'Elektrárna Podkrkonoší s.r.o.', 'VoltTrade Česko s.r.o.']
export const NINTH_HELD_OUT_SPOT_PRODUCTS = ['Spot Flexi', 'Elektřina podle burzy', 'Hodinový SPOT tarif']
export const NINTH_HELD_OUT_FIX_PRODUCTS = ['Fix Klid 2026', 'Domov Jistota 24', 'Stabilní cena Plus']

/** Fixed metadata date of a bill (its issue date at noon UTC): same bill, same bytes. */
export const metadataDate = (bill: Bill) => new Date(`${bill.issueDate}T10:00:00Z`)

export interface Identity {
  name: string
  street: string
  city: string
  ico: string
  dic: string
  register: string
  phone: string
  web: string
  email: string
  bank: string
}

const KNOWN: Record<Exclude<SupplierId, 'generic'>, Omit<Identity, 'name'>> = {
  cez: {
    street: 'Duhová 1531/3',
    city: '140 53 Praha 4',
    ico: '27232433',
    dic: 'CZ27232433',
    register: 'Společnost je zapsána v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 12520.',
    phone: '371 100 100',
    web: 'www.cez.cz',
    email: 'zakaznici@cez.cz',
    bank: '35-4544540227/0100',
  },
  eon: {
    street: 'F. A. Gerstnera 2151/6',
    city: '370 01 České Budějovice',
    ico: '26078201',
    dic: 'CZ26078201',
    register: 'Zapsána v obchodním rejstříku u Krajského soudu v Českých Budějovicích, oddíl B, vložka 1390.',
    phone: '800 77 33 22',
    web: 'www.eon.cz',
    email: 'info@eon.cz',
    bank: '6015-1200106028/0100',
  },
  pre: {
    street: 'Na Hroudě 1492/4',
    city: '100 05 Praha 10',
    ico: '60193913',
    dic: 'CZ60193913',
    register: 'Zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 2405.',
    phone: '800 550 055',
    web: 'www.pre.cz',
    email: 'pre@pre.cz',
    bank: '2000360000/2700',
  },
  innogy: {
    street: 'Limuzská 3135/12',
    city: '108 00 Praha 10',
    ico: '49903209',
    dic: 'CZ49903209',
    register: 'Zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 23041.',
    phone: '800 11 33 55',
    web: 'www.innogy.cz',
    email: 'zakaznik@innogy.cz',
    bank: '19-8530680277/0100',
  },
  centropol: {
    street: 'Vaníčkova 1594/1',
    city: '400 01 Ústí nad Labem',
    ico: '25458302',
    dic: 'CZ25458302',
    register: 'Zapsaná v OR vedeném Krajským soudem v Ústí nad Labem, oddíl B, vložka 1077.',
    phone: '800 203 203',
    web: 'www.centropol.cz',
    email: 'info@centropol.cz',
    bank: '1002870003/2700',
  },
  mnd: {
    street: 'Evropská 866/71',
    city: '160 00 Praha 6',
    ico: '28483006',
    dic: 'CZ28483006',
    register: 'Zapsaná v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl B, vložka 5887.',
    phone: '800 400 500',
    web: 'www.mnd.cz',
    email: 'energie@mnd.cz',
    bank: '5230782/0800',
  },
}

const GENERIC_PLACES = [
  ['Karlovo náměstí 17', '120 00 Praha 2'],
  ['Masarykova 421/9', '602 00 Brno'],
  ['Palachova 1002', '541 01 Trutnov'],
  ['Tř. Kosmonautů 8', '779 00 Olomouc'],
]

export function identityOf(bill: Bill, random: Random): Identity {
  if (bill.supplier !== 'generic') return { name: bill.supplierName, ...KNOWN[bill.supplier] }
  const [street, city] = random.pick(GENERIC_PLACES)
  const ico = random.digits(8)
  return {
    name: bill.supplierName,
    street: street!,
    city: city!,
    ico,
    dic: `CZ${ico}`,
    register: `Společnost je zapsána v obchodním rejstříku, oddíl C, vložka ${random.int(10000, 99999)}.`,
    phone: `+420 ${random.int(211, 599)} ${random.int(100, 999)} ${random.int(100, 999)}`,
    web: `www.${bill.supplierName.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.cz`,
    email: 'podpora@' + bill.supplierName.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '') + '.cz',
    bank: `${random.digits(9)}/${random.pick(['0300', '0800', '2010', '5500'])}`,
  }
}

export const DISTRIBUTORS: Record<DistributorKey, { name: string; ico: string; faultLine: string }> = {
  CEZ: { name: 'ČEZ Distribuce, a.s.', ico: '24729035', faultLine: '800 850 860' },
  PRE: { name: 'PREdistribuce, a.s.', ico: '27376516', faultLine: '224 915 151' },
  EGD: { name: 'EG.D, a.s.', ico: '28085400', faultLine: '800 225 577' },
}

/** The result of the settlement: positive balance = the customer pays (nedoplatek). */
export function resultOf(bill: Bill): { owes: boolean; amount: number } {
  return { owes: bill.balance > 0, amount: Math.abs(bill.balance) }
}

export type Group = 'supply' | 'distribution' | 'regulated' | 'tax' | 'sell'
const GROUPS: Record<Group, RowKind[]> = {
  supply: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'],
  distribution: ['distVt', 'distNt', 'distSingle', 'breaker'],
  regulated: ['systemServices', 'poze', 'infrastructure'],
  tax: ['tax'],
  sell: ['sellEnergy', 'sellFee', 'sellMonthly'],
}

/** The items of a group, either kind by kind (segments inside) or segment by segment. */
export function itemsOf(bill: Bill, group: Group, bySegment: boolean): LineItem[] {
  const kinds = GROUPS[group]
  const rows = bill.items.filter((i) => kinds.includes(i.kind))
  if (bySegment) return rows
  return [...rows].sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.from.localeCompare(b.from))
}

export const withVat = (value: number) => Math.round((value * 1.21 + Math.sign(value) * 1e-9) * 100) / 100

const MONTHS = ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince']
export const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d}. ${MONTHS[m! - 1]} ${y}`
}

/** Per-bill printing: number grouping, minus sign, currency position and label synonyms. */
export class Printer {
  /** The grouping space of space-grouped bills: a plain, a thin or a narrow no-break space. */
  readonly space: string
  readonly minus: string
  readonly currency: string
  readonly tariffStyle: 'VT' | 'T1' | 'words'
  readonly mwhDecimals: 3 | 5
  readonly kwhDecimals: 0 | 2
  private readonly breakerSep: string

  constructor(
    readonly bill: Bill,
    readonly random: Random,
    options: { unicodeMinus?: boolean } = {},
  ) {
    this.space = random.pick([' ', ' ', '\u2009', '\u202f'])
    this.minus = options.unicodeMinus && random.chance(0.5) ? '\u2212' : '-'
    this.currency = bill.style.currency
    this.tariffStyle = random.pick(['VT', 'VT', 'T1', 'words'] as const)
    this.mwhDecimals = random.pick([3, 3, 5] as const)
    this.kwhDecimals = random.pick([0, 0, 2] as const)
    this.breakerSep = random.pick(['x', '×', ' x '])
  }

  /** A number as the bill prints it (format.ts grouping, the bill's own grouping space). */
  n(value: number, decimals: number): string {
    const text = formatNumber(value, decimals, this.bill.style).replace(/ /g, this.space)
    return text.startsWith('-') ? this.minus + text.slice(1) : text
  }

  money(value: number): string {
    return `${this.n(value, 2)} ${this.currency}`
  }

  date(iso: string): string {
    return formatDate(iso, this.bill.style)
  }

  period(from: string, to: string, dash = ' – '): string {
    return `${this.date(from)}${dash}${this.date(to)}`
  }

  /** Energy in the bill's unit: MWh with 3 or 5 decimals, or kWh. */
  energy(kwh: number, unit: 'kWh' | 'MWh' = this.bill.energyUnit): string {
    return unit === 'MWh' ? `${this.n(kwh / 1000, this.mwhDecimals)} MWh` : `${this.n(kwh, this.kwhDecimals)} kWh`
  }

  /** A quantity without its unit (for tables with a unit column). */
  quantity(item: LineItem, energyUnit: 'kWh' | 'MWh' = this.bill.energyUnit): string {
    if (item.unit === 'month') return this.n(item.quantity, 3)
    return energyUnit === 'MWh' ? this.n(item.quantity / 1000, this.mwhDecimals) : this.n(item.quantity, this.kwhDecimals)
  }

  /** A price per kWh from CZK/MWh: five decimals, exact. */
  perKwh(pricePerMwh: number): string {
    return this.n(pricePerMwh / 1000, 5)
  }

  breaker(): string {
    const { phases, amps } = this.bill.breaker
    return `${phases}${this.breakerSep}${amps} A`
  }

  high(): string {
    return this.tariffStyle === 'VT' ? 'VT' : this.tariffStyle === 'T1' ? 'VT/T1' : 'vysoký tarif'
  }

  low(): string {
    return this.tariffStyle === 'VT' ? 'NT' : this.tariffStyle === 'T1' ? 'NT/T2' : 'nízký tarif'
  }

  /** Months with a unit word. */
  months(value: number): string {
    return `${this.n(value, 3)} měs.`
  }
}

/** Label synonyms of one bill, fixed when it is generated (the same kind keeps one name in a bill). */
export function itemLabels(p: Printer, supplier: SupplierId): (item: LineItem) => string {
  const r = p.random
  const spot = p.bill.buyingType === 'SPOT'
  const energy = spot
    ? r.pick(['Silová elektřina za spotové ceny OTE', 'Elektřina dle hodinových cen OTE (vážený průměr)', 'Silová elektřina – spotová cena'])
    : supplier === 'mnd'
      ? 'Proud - Maloodběratelé'
      : supplier === 'centropol'
        ? 'Dodávky'
        : r.pick(['Silová elektřina', 'Dodávka elektřiny', 'Spotřeba elektřiny', 'Dodané množství elektřiny'])
  const single = r.pick(['jednotarif', 'jednotarifní sazba', 'bez rozlišení tarifu'])
  const monthly = r.pick(['Stálá platba', 'Stálý měsíční plat', 'Měsíční platba za dodávku', 'Pevná cena za dodávku (měsíční)'])
  const spotFee = r.pick(['Poplatek za služby obchodníka (SPOT)', 'Obchodní přirážka k ceně OTE', 'Marže za nákup na spotovém trhu'])
  const dist = r.pick(['Cena za distribuci', 'Distribuce elektřiny', 'Cena za distribuované množství elektřiny'])
  const breaker = r.pick(['Cena za příkon podle jističe', 'Měsíční cena za hlavní jistič', 'Stálá platba za distribuci (jistič)'])
  const poze = r.pick(['Podpora elektřiny z podporovaných zdrojů (POZE)', 'Složka ceny na podporu el. z podpor. zdrojů energie', 'Cena na úhradu nákladů spojených s podporou elektřiny'])
  const system = r.pick(['Systémové služby', 'Pevná cena za systémové služby', 'Cena za systémové služby'])
  const infrastructure = r.pick(['Cena za provoz nesíťové infrastruktury', 'Činnosti OTE', 'Cena za činnost operátora trhu (OTE)'])
  const tax = r.pick(['Daň z elektřiny', 'Daň z elektřiny (zákon č. 261/2007 Sb.)', 'Spotřební daň z elektřiny'])
  const sell = p.bill.sellingType === 'SPOT' ? r.pick(['Výkup elektřiny za ceny OTE', 'Vykoupená elektřina – spotová cena', 'Přetoky do sítě (spot)']) : r.pick(['Výkup elektřiny z výrobny', 'Vykoupená elektřina – pevná cena', 'Přetoky do sítě (fix)'])
  const sellFee = r.pick(['Poplatek za zpracování výkupu', 'Srážka za služby obchodníka', 'Poplatek za odchylku a zprostředkování'])
  const sellMonthly = r.pick(['Měsíční poplatek za výkup', 'Paušál za správu výkupu'])
  return (item) => {
    switch (item.kind) {
      case 'energyVt':
        return `${energy} ${p.high()}`
      case 'energyNt':
        return `${energy} ${p.low()}`
      case 'energySingle':
        return `${energy} – ${single}`
      case 'discountVt': {
        const base = p.bill.items.find((i) => i.from === item.from && i.kind === (p.bill.twoTariff ? 'energyVt' : 'energySingle'))
        const percent = base ? Math.round((-item.price / base.price) * 100) : 5
        return `Sleva ${percent} % - spotřeba ${p.bill.twoTariff ? p.high() : 'elektřiny'}`
      }
      case 'spotFee':
        return spotFee
      case 'monthlyFee':
        return monthly
      case 'distVt':
        return `${dist} ${p.high()}`
      case 'distNt':
        return `${dist} ${p.low()}`
      case 'distSingle':
        return `${dist} – ${single}`
      case 'breaker':
        return breaker
      case 'poze':
        return poze
      case 'systemServices':
        return system
      case 'infrastructure':
        return infrastructure
      case 'tax':
        return tax
      case 'sellEnergy':
        return sell
      case 'sellFee':
        return sellFee
      case 'sellMonthly':
        return sellMonthly
    }
  }
}

/** Title, number label and the other header words, by supplier (INVOICE_WORDING.md) with synonyms. */
export function headerWords(p: Printer) {
  const r = p.random
  const bill = p.bill
  const sellOnly = bill.direction === 'sell'
  const titles: Record<SupplierId, string> = {
    cez: 'VYÚČTOVÁNÍ ZA ELEKTŘINU',
    eon: 'Řádná faktura za elektřinu',
    pre: 'Vyúčtování dodávky elektřiny a souvisejících služeb',
    innogy: 'Vyúčtování elektřiny',
    centropol: 'Řádné vyúčtování za sdružené služby dodávky elektřiny',
    mnd: 'Faktura - vyúčtování dodávky elektřiny',
    generic: 'FAKTURA ZA DODÁVKU ELEKTŘINY',
  }
  const numberLabels: Record<SupplierId, string> = {
    cez: 'Evidenční číslo daňového dokladu',
    eon: 'Číslo daňového dokladu',
    pre: 'Číslo faktury',
    innogy: 'Číslo dokladu',
    centropol: 'Číslo faktury',
    mnd: 'Faktura číslo',
    generic: r.pick(['Číslo faktury', 'Číslo dokladu']),
  }
  return {
    title: sellOnly ? r.pick(['VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY', 'Vyúčtování výkupu elektřiny z výrobny', 'Doklad o výkupu elektřiny']) : titles[bill.supplier],
    subtitle: sellOnly ? 'Vyúčtování dodávky elektřiny do distribuční soustavy' : r.pick(['Faktura – daňový doklad', 'daňový doklad', 'Faktura - daňový doklad (řádné vyúčtování)']),
    number: numberLabels[bill.supplier],
    vs: 'Variabilní symbol',
    customerNumber: bill.supplier === 'innogy' ? 'Zákaznické číslo' : r.pick(['Zákaznické číslo', 'Číslo zákazníka', 'Číslo smluvního účtu']),
    issued: bill.supplier === 'eon' ? 'Datum vystavení faktury' : r.pick(['Datum vystavení', 'Vystaveno dne', 'Datum vystavení dokladu']),
    due: bill.supplier === 'eon' ? 'Datum splatnosti faktury' : r.pick(['Datum splatnosti', 'Splatnost', bill.balance > 0 ? 'Datum splatnosti nedoplatku' : 'Datum splatnosti dokladu']),
    duzp: r.pick(['DUZP', 'Datum uskutečnění zdanitelného plnění', 'Datum zdanitelného plnění']),
    period: bill.supplier === 'innogy' ? 'Zúčtovací období' : r.pick(['Zúčtovací období', 'Fakturační období', 'Období vyúčtování', 'Vyúčtování za období']),
    ean: sellOnly ? r.pick(['EAN výrobny', 'Kód EAN předávacího místa výrobny', 'EAN kód výrobny']) : r.pick(['EAN', 'EAN kód odběrného místa', 'Kód OPM (EAN)', 'EAN odběrného místa']),
    productionEan: r.pick(['EAN výrobny', 'EAN předávacího místa (výroba)', 'Kód EAN výrobny']),
    place: sellOnly ? r.pick(['Adresa výrobny', 'Místo výroby', 'Výrobna']) : r.pick(['Adresa odběrného místa', 'Odběrné místo', 'Místo spotřeby']),
    rate: r.pick(['Distribuční sazba', 'Sazba distribuce', 'Distribuční sazba (produkt distribuce)']),
    breaker: r.pick(['Hlavní jistič', 'Hodnota hlavního jističe', 'Jistič před elektroměrem']),
    product: sellOnly ? r.pick(['Produkt výkupu', 'Výkupní produkt']) : r.pick(['Produkt', 'Název produktu', 'Cenový produkt']),
    contractEnd: r.pick(['Smlouva sjednána na dobu určitou do', 'Smlouva na dobu určitou do', 'Konec smluvního období']),
    advances: bill.supplier === 'eon' ? 'Započtené zálohy' : bill.supplier === 'pre' ? 'Zúčtované zálohy' : bill.supplier === 'centropol' ? 'Zaúčtované platby' : r.pick(['Uhrazené zálohy', 'Zaplacené zálohy', 'Zúčtované zálohy']),
    owes: bill.supplier === 'eon' ? 'Doplatek' : r.pick(['Nedoplatek', 'Nedoplatek k úhradě', 'K úhradě (nedoplatek)']),
    credit: r.pick(['Přeplatek', 'Přeplatek k vrácení', 'Přeplatek (vrátíme Vám)']),
    sellCredit: r.pick(['Přeplatek – k výplatě', 'K výplatě (přeplatek)', 'Přeplatek (vyplatíme Vám)']),
    totalNoVat: bill.supplier === 'eon' ? 'Celkem za dodávku elektřiny a související služby v elektroenergetice v Kč bez DPH' : r.pick(['Celkem bez DPH', 'Cena celkem bez DPH', 'Základ daně celkem']),
    totalWithVat: bill.supplier === 'eon' ? 'Faktura celkem s DPH' : bill.supplier === 'pre' ? 'Elektřina a regulované služby celkem s DPH' : r.pick(['Celkem s DPH', 'Celková částka s DPH', 'Fakturováno celkem vč. DPH']),
    sellTotal: r.pick(['Výkup celkem', 'Celkem za vykoupenou elektřinu', 'Hodnota výkupu celkem']),
    consumption: bill.supplier === 'centropol' ? 'Vaše celková spotřeba elektřiny' : bill.supplier === 'cez' ? 'Celkové dodané množství elektřiny' : r.pick(['Celková spotřeba', 'Spotřeba celkem', 'Celkem odebráno']),
    yearly: r.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby', 'Očekávaná spotřeba za 12 měsíců']),
    sold: r.pick(['Vykoupené množství', 'Dodáno do sítě', 'Množství výkupu']),
  }
}
export type HeaderWords = ReturnType<typeof headerWords>

/** The distributor line of a buying bill, or null where the bill does not show it. */
export function distributorLine(bill: Bill, random: Random): { label: string; value: string } | null {
  if (bill.direction === 'sell') return null
  const d = DISTRIBUTORS[bill.distributor]
  if (bill.distributorShown === 'explicit') return { label: random.pick(['Provozovatel distribuční soustavy', 'Distributor', 'PDS']), value: d.name }
  if (bill.distributorShown === 'fault-line') return { label: random.pick(['Poruchová linka distributora', 'Poruchová linka (nonstop)', 'Hlášení poruch v distribuční soustavě']), value: d.faultLine }
  return null
}

/** Street and zip + city, on one line or two (the bill's addressOnTwoLines). */
export const addressLines = (address: Address, twoLines: boolean): string[] => (twoLines ? [address.street, `${address.zip} ${address.city}`] : [addressLine(address)])

/** Advances paid in the period as the supplier lists them: monthly, the last one takes the rest. */
export function advancePayments(bill: Bill): { date: string; amount: number }[] {
  if (bill.advances <= 0) return []
  const days = Math.round((Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000) + 1
  const count = Math.max(1, Math.min(12, Math.round(days / 30.4)))
  const hundreds = bill.advances / 100
  const each = Math.floor(hundreds / count) * 100
  const payments: { date: string; amount: number }[] = []
  const [y, m] = bill.periodFrom.split('-').map(Number)
  for (let i = 0; i < count; i++) {
    const month = ((m! - 1 + i) % 12) + 1
    const year = y! + Math.floor((m! - 1 + i) / 12)
    const date = `${year}-${String(month).padStart(2, '0')}-15`
    payments.push({ date, amount: i === count - 1 ? Math.round((bill.advances - each * (count - 1)) * 100) / 100 : each })
  }
  return payments
}

/** A company ID of a business customer (the layout's own random draw). */
export const customerIds = (random: Random) => {
  const ico = random.digits(8)
  return { ico, dic: `CZ${ico}` }
}

/** Chromium stamps the print time into the PDF; a fixed one of the same length keeps the bytes reproducible. */
export function fixChromiumDates(pdf: Uint8Array, bill: Bill): Uint8Array {
  const stamp = `D:${bill.issueDate.replace(/-/g, '')}100000+00'00'`
  const text = Buffer.from(pdf).toString('latin1')
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[^)]*\)/g, (match, key: string) => {
    const replacement = `/${key} (${stamp})`
    return replacement.length === match.length ? replacement : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
