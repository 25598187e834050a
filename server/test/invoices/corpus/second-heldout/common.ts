/**
 * SECOND FORMER HELD-OUT SPLIT (see ./index.ts): what the three held-out layouts share — the bill's values
 * written the way a Czech bill writes them (numbers, money, dates, energy in kWh or MWh, prices per
 * kWh or per MWh) and the wording of items and parties. Every number printed is one of the Bill's own.
 */
import type { Bill, DistributorKey, LineItem, RowKind } from '../bill.ts'
import { formatDate, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { SUPPLY_KINDS, SELL_KINDS, buys, sells } from '../kit/items.ts'

// The shared helpers, re-exported for the layouts of the split.
export { SUPPLY_KINDS, SELL_KINDS, buys, sells }

/** Distributors as bills name them, and their published fault lines ("poruchová linka"). */
export const DISTRIBUTOR_NAMES: Record<DistributorKey, string[]> = {
  CEZ: ['ČEZ Distribuce, a.s.', 'ČEZ Distribuce'],
  PRE: ['PREdistribuce, a.s.', 'PREdistribuce'],
  EGD: ['EG.D, a.s.', 'EG.D'],
}
export const FAULT_LINES: Record<DistributorKey, string> = { CEZ: '800 850 860', PRE: '224 915 151', EGD: '800 22 55 77' }

/** Item wording per row kind; `{breaker}` becomes "3x25 A". */
const ITEM_WORDS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina VT', 'Dodávka elektřiny – vysoký tarif', 'Elektřina ve vysokém tarifu (VT)'],
  energyNt: ['Silová elektřina NT', 'Dodávka elektřiny – nízký tarif', 'Elektřina v nízkém tarifu (NT)'],
  energySingle: ['Silová elektřina', 'Dodávka elektřiny (jednotarif)', 'Dodaná elektřina'],
  monthlyFee: ['Stálý měsíční plat', 'Stálá platba za dodávku', 'Pevná měsíční platba obchodníka'],
  spotFee: ['Obchodní přirážka k ceně SPOT', 'Poplatek za obchodování na spotovém trhu', 'Marže obchodníka (SPOT)'],
  discountVt: ['Sleva z ceny silové elektřiny VT', 'Věrnostní sleva – elektřina VT', 'Sleva VT'],
  distVt: ['Distribuce elektřiny VT', 'Cena za distribuci ve vysokém tarifu', 'Použití sítí – VT'],
  distNt: ['Distribuce elektřiny NT', 'Cena za distribuci v nízkém tarifu', 'Použití sítí – NT'],
  distSingle: ['Distribuce elektřiny', 'Cena za distribuované množství elektřiny', 'Použití sítí'],
  breaker: ['Měsíční plat za příkon dle jističe {breaker}', 'Rezervovaný příkon – jistič {breaker}', 'Stálý plat za jistič {breaker}'],
  poze: ['Podpora výkupu elektřiny z POZE', 'Složka ceny na podporu el. z podporovaných zdrojů', 'Příspěvek na POZE'],
  systemServices: ['Systémové služby', 'Cena za systémové služby', 'Pevná cena za systémové služby'],
  infrastructure: ['Cena za činnost OTE', 'Provoz nesíťové infrastruktury (OTE)', 'Činnosti operátora trhu'],
  tax: ['Daň z elektřiny', 'Spotřební daň z elektřiny', 'Daň z elektřiny dle zák. 261/2007 Sb.'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Elektřina dodaná do sítě (výkup)', 'Vykoupená elektřina'],
  sellFee: ['Poplatek za zprostředkování výkupu (SPOT)', 'Srážka obchodníka z ceny výkupu', 'Obchodní srážka výkupu'],
  sellMonthly: ['Měsíční poplatek za výkup', 'Stálý plat za výkup elektřiny', 'Měsíční plat – výkup'],
}

export const DISTRIBUTION_KINDS: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker', 'poze', 'systemServices', 'infrastructure', 'tax']

/** One bill's way of writing things: the Bill's print style plus the layout's choices made once per bill. */
export class Writer {
  /** Item wording variant used throughout this bill. */
  private readonly variant: number
  /** MWh quantities are written with 3 or 5 decimals ("0,356 MWh", "0,35600 MWh"). */
  readonly mwhDecimals: number

  constructor(
    readonly bill: Bill,
    random: Random,
  ) {
    this.variant = random.int(0, 2)
    this.mwhDecimals = random.pick([3, 5])
  }

  num(value: number, decimals: number): string {
    return formatNumber(value, decimals, this.bill.style)
  }

  money(value: number): string {
    return `${this.num(value, 2)} ${this.bill.style.currency}`
  }

  date(iso: string): string {
    return formatDate(iso, this.bill.style)
  }

  period(from: string, to: string, separator = ' – '): string {
    return `${this.date(from)}${separator}${this.date(to)}`
  }

  breaker(): string {
    return `${this.bill.breaker.phases}x${this.bill.breaker.amps} A`
  }

  itemName(kind: RowKind): string {
    return ITEM_WORDS[kind][this.variant]!.replace('{breaker}', this.breaker())
  }

  kwh(value: number): string {
    return `${this.num(value, 0)} kWh`
  }

  /** Quantity, unit and unit price of a row in the bill's energy unit (kWh rows) or per month. */
  quantity(item: LineItem, unit: 'MWh' | 'kWh' = this.bill.energyUnit): { quantity: string; unit: string; price: string } {
    if (item.unit === 'month') return { quantity: this.num(item.quantity, 3), unit: 'měs.', price: this.num(item.price, 2) }
    if (unit === 'MWh') return { quantity: this.num(item.quantity / 1000, this.mwhDecimals), unit: 'MWh', price: this.num(item.price, 2) }
    return { quantity: this.num(item.quantity, 0), unit: 'kWh', price: this.num(item.price / 1000, 5) }
  }

  currencyPer(unit: string): string {
    return `${this.bill.style.currency}/${unit === 'měs.' ? 'měs.' : unit}`
  }
}

export const itemsOf = (bill: Bill, kinds: RowKind[]) => bill.items.filter((item) => kinds.includes(item.kind))
export const sumOf = (items: LineItem[]) => Math.round(items.reduce((acc, item) => acc + item.total, 0) * 100) / 100

/** Supplier identification numbers: made up, stable per bill. */
export function supplierIdentity(random: Random): { ico: string; dic: string; account: string; phone: string } {
  const ico = random.digits(8)
  return { ico, dic: `CZ${ico}`, account: `${random.digits(9)}/${random.pick(['0300', '0100', '2010', '0800'])}`, phone: `${random.pick(['840', '841', '800'])} ${random.digits(3)} ${random.digits(3)}` }
}

/** "Nedoplatek 1 234,00 Kč" or "Přeplatek 1 234,00 Kč": the sign is in the word, as on most bills. */
export function balanceWords(w: Writer): [label: string, value: string] {
  const { balance } = w.bill
  return balance >= 0 ? ['Nedoplatek k úhradě', w.money(balance)] : ['Přeplatek', w.money(-balance)]
}
