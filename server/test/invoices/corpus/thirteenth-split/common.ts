/** THIRTEENTH SPLIT (blind development), written blind on 2026-11-23 (session 11).
 * What the three layouts of the blind development split share: the parties (supplier seats, this
 * split's made-up cooperative, municipal, online-only and solar traders), number, date, quantity and
 * price printing in the bill's own style, row labels drawn per bill from real bills' wording, and the
 * surrounding figures a real bill carries (paid advances, the next advance plan, meter readings, the
 * previous period, a QR-payment string, notes). Only printing: every figure the expected extraction
 * holds comes from the Bill as bill.ts computed it; nothing here reads or imports the extractor.
 */
import type { Bill, DistributorKey, LineItem, RowKind, SupplierId } from '../bill.ts'
import { addDays, formatNumber } from '../format.ts'
import type { Random } from '../random.ts'
import { days, addMonths } from '../kit/calendar.ts'
import type { Payment, Reading } from '../kit/figures.ts'
import { fontBytes } from '../kit/fonts.ts'
import { isEnergy, buys, sells, type Labels, GROUPS, sumTotals } from '../kit/items.ts'
import { DISTRIBUTOR_NAMES, FAULT_LINES } from '../kit/parties.ts'
import { num, amount, money, date, padded, period, energy, energyNumber, energyUnit } from '../kit/print.ts'
import { iban } from '../kit/qr.ts'
import { buyTypeText, sellTypeText } from '../kit/wording.ts'

// The shared helpers, re-exported for the layouts of the split.
export { DISTRIBUTOR_NAMES, FAULT_LINES, fontBytes, num, amount, money, date, padded, period, isEnergy, energy, energyNumber, energyUnit, buys, sells, days, addMonths, GROUPS, sumTotals, buyTypeText, sellTypeText, iban }
export type { Labels, Payment, Reading }

/** Made-up small traders of the split: [name, seat street, seat zip and city, IČO]. */
export const THIRTEENTH_SPLIT_TRADER_SEATS: readonly (readonly [string, string, string, string])[] = [
  ['Komunitní energie Podřipsko, družstvo', 'Mírová 212/4', '413 01 Roudnice nad Labem', '17465023'],
  ['Městská energetika Kolín s.r.o.', 'Kutnohorská 58', '280 02 Kolín', '26831604'],
  ['Fotona Trading a.s.', 'Rohanské nábřeží 671/15', '186 00 Praha 8', '19283746'],
  ['Ampérka.cz s.r.o.', 'Cejl 504/62', '602 00 Brno', '08714529'],
  ['Energie Pod Ještědem s.r.o.', 'Tř. 1. máje 858/26', '460 01 Liberec', '27390461'],
]
export const THIRTEENTH_SPLIT_FIX_PRODUCTS = ['Tarif Klid 12', 'Pevná cena pro členy', 'Garance Domov 2026']
export const THIRTEENTH_SPLIT_SPOT_PRODUCTS = ['Spot Komunita', 'Hodinovka Flexi', 'Tržní cena Live']

export interface Party {
  name: string
  street: string
  zipCity: string
  ico: string
  account: string
  phone: string
  web: string
  register: string
}

const SEATS: Record<Exclude<SupplierId, 'generic'>, Omit<Party, 'name'>> = {
  cez: {
    street: 'Duhová 425/1',
    zipCity: '140 53 Praha 4',
    ico: '28232551',
    account: '35-4544340207/0100',
    phone: '371 100 100',
    web: 'www.cez.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 12348',
  },
  eon: {
    street: 'F. A. Gerstnera 2151/6',
    zipCity: '370 01 České Budějovice',
    ico: '26078201',
    account: '2000050011/2700',
    phone: '800 77 33 22',
    web: 'www.eon.cz',
    register: 'Krajským soudem v Českých Budějovicích, oddíl B, vložka 1390',
  },
  pre: {
    street: 'Na Hroudě 1492/4',
    zipCity: '100 05 Praha 10',
    ico: '60193913',
    account: '2000980000/2700',
    phone: '800 550 055',
    web: 'www.pre.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 2405',
  },
  innogy: {
    street: 'Limuzská 3135/12',
    zipCity: '108 00 Praha 10',
    ico: '49903209',
    account: '1387022/0300',
    phone: '800 11 33 55',
    web: 'www.innogy.cz',
    register: 'Městským soudem v Praze, oddíl C, vložka 23470',
  },
  centropol: {
    street: 'Vaníčkova 1594/11',
    zipCity: '400 01 Ústí nad Labem',
    ico: '25458302',
    account: '2101057722/2010',
    phone: '800 77 44 33',
    web: 'www.centropol.cz',
    register: 'Krajským soudem v Ústí nad Labem, oddíl B, vložka 1307',
  },
  mnd: {
    street: 'Úprkova 807/6',
    zipCity: '695 01 Hodonín',
    ico: '28349334',
    account: '115-8765430227/0100',
    phone: '800 400 500',
    web: 'www.mnd.cz',
    register: 'Krajským soudem v Brně, oddíl B, vložka 6104',
  },
}

/** The supplier's identification as a bill prints it (traders of the split under their made-up seats). */
export function supplierParty(bill: Bill): Party {
  if (bill.supplier !== 'generic') return { name: bill.supplierName, ...SEATS[bill.supplier] }
  const seat = THIRTEENTH_SPLIT_TRADER_SEATS.find(([name]) => name === bill.supplierName) ?? THIRTEENTH_SPLIT_TRADER_SEATS[0]!
  const [name, street, zipCity, ico] = seat
  return {
    name,
    street,
    zipCity,
    ico,
    account: `${ico.slice(2)}01/5500`,
    phone: `+420 5${ico.slice(0, 2)} ${ico.slice(2, 5)} ${ico.slice(5, 8)}`,
    web: `www.${name.split(' ')[0]!.replace(/\.cz$/, '').replace(/,$/, '').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.cz`,
    register: `Krajským soudem v Brně, oddíl C, vložka ${Number(ico.slice(3, 8)) % 90_000}`,
  }
}

export const DISTRIBUTOR_FULL: Record<DistributorKey, string> = { CEZ: 'ČEZ Distribuce, a. s.', PRE: 'PREdistribuce, a.s.', EGD: 'EG.D, a.s.' }

/** Labels the layouts print only where the expected value exists (the contract checks their absence otherwise). */
export const CONTRACT_END_LABELS = ['na dobu určitou do', 'Konec smlouvy', 'Smlouva sjednána do', 'Datum ukončení smlouvy', 'Fixace a smlouva do']
export const ESTIMATE_LABELS = ['Předpokládaná roční spotřeba', 'Odhad roční spotřeby', 'Roční odhad spotřeby (TDD)']
export const SPOT_FEE_LABELS = ['Servisní poplatek k ceně SPOT', 'Obchodní marže SPOT', 'Přirážka dodavatele k hodinové ceně']
export const SELL_FEE_LABELS = ['Poplatek za zpracování výkupu', 'Srážka obchodníka z ceny SPOT', 'Odchylka a obchodní služby výkupu']
export const SELL_MONTHLY_LABELS = ['Měsíční správa výrobny', 'Pevný poplatek za výkup', 'Paušál za výkup']

// ---------------------------------------------------------------- numbers and dates

/** An item's quantity number and its unit. */
export function quantityParts(bill: Bill, item: LineItem, mwhDecimals: number, monthWord = 'měs.'): [string, string] {
  if (isEnergy(item)) return [energyNumber(bill, item.quantity, mwhDecimals), bill.energyUnit]
  return [formatNumber(item.quantity, 3, bill.style), monthWord]
}
/** An item's unit price number (per MWh 2 decimals, per kWh 5 decimals, per month 2) and its unit. */
export function priceParts(bill: Bill, item: LineItem, monthWord = 'měs.'): [string, string] {
  const cur = bill.style.currency
  if (!isEnergy(item)) return [formatNumber(item.price, 2, bill.style), `${cur}/${monthWord}`]
  return bill.energyUnit === 'kWh' ? [formatNumber(item.price / 1000, 5, bill.style), `${cur}/kWh`] : [formatNumber(item.price, 2, bill.style), `${cur}/MWh`]
}

/** Price segments of the bill in order (one, or two around 1 January). */
export function segmentsOf(bill: Bill): { from: string; to: string }[] {
  const seen = new Map<string, { from: string; to: string }>()
  for (const item of bill.items) if (!seen.has(item.from + item.to) && item.kind !== 'sellMonthly') seen.set(item.from + item.to, { from: item.from, to: item.to })
  const list = [...seen.values()]
  return list.length ? list : [{ from: bill.periodFrom, to: bill.periodTo }]
}

// ---------------------------------------------------------------- row labels

const LABELS: Record<RowKind, { two: string[]; one: string[] }> = {
  energyVt: { two: ['Silová elektřina VT', 'Elektřina – vysoký tarif (T1)', 'Dodávka elektřiny VT', 'Obchodní cena elektřiny ve VT'], one: [] },
  energyNt: { two: ['Silová elektřina NT', 'Elektřina – nízký tarif (T2)', 'Dodávka elektřiny NT', 'Obchodní cena elektřiny v NT'], one: [] },
  energySingle: { two: [], one: ['Silová elektřina', 'Elektřina – jednotarif', 'Dodávka elektřiny (jednotarif)', 'Obchodní cena elektřiny'] },
  monthlyFee: { two: ['Stálý plat za dodávku', 'Měsíční paušál obchodníka', 'Pevná měsíční cena dodavatele', 'Stálá měsíční platba za odběrné místo'], one: [] },
  spotFee: { two: SPOT_FEE_LABELS, one: [] },
  discountVt: { two: ['Sleva {p} % z ceny silové elektřiny VT'], one: ['Věrnostní sleva {p} % ze silové elektřiny'] },
  distVt: { two: ['Distribuce – vysoký tarif', 'Cena za distribuované množství VT', 'Distribuční složka VT', 'Použití distribuční soustavy VT'], one: [] },
  distNt: { two: ['Distribuce – nízký tarif', 'Cena za distribuované množství NT', 'Distribuční složka NT', 'Použití distribuční soustavy NT'], one: [] },
  distSingle: { two: [], one: ['Distribuce – jednotarif', 'Cena za distribuované množství', 'Distribuční složka', 'Použití distribuční soustavy'] },
  breaker: { two: ['Rezervovaný příkon – hlavní jistič', 'Měsíční cena za jistič', 'Cena za příkon dle jističe', 'Stálý plat za jistič'], one: [] },
  poze: { two: ['Podpora obnovitelných zdrojů (POZE)', 'Příspěvek na podporované zdroje (POZE)', 'Složka ceny na podporu elektřiny z POZE'], one: [] },
  systemServices: { two: ['Systémové služby ČEPS', 'Cena za systémové služby', 'Systémové služby (SyS)'], one: [] },
  infrastructure: { two: ['Nesíťová infrastruktura OTE', 'Cena za činnosti operátora trhu', 'Provoz nesíťové infrastruktury'], one: [] },
  tax: { two: ['Daň z elektřiny', 'Spotřební daň z elektřiny', 'Daň z elektřiny dle zák. 261/2007 Sb.'], one: [] },
  sellEnergy: { two: ['Výkup elektřiny do sítě', 'Vykoupená elektřina', 'Přetoky z výrobny – výkup', 'Elektřina předaná do sítě (výkup)'], one: [] },
  sellFee: { two: SELL_FEE_LABELS, one: [] },
  sellMonthly: { two: SELL_MONTHLY_LABELS, one: [] },
}
const SPOT_ENERGY = {
  energyVt: ['Silová elektřina SPOT – VT', 'Elektřina za hodinové ceny OTE – VT (vážený průměr)'],
  energyNt: ['Silová elektřina SPOT – NT', 'Elektřina za hodinové ceny OTE – NT (vážený průměr)'],
  energySingle: ['Silová elektřina SPOT', 'Elektřina za hodinové ceny OTE (vážený průměr)'],
}

/** One label per row kind for this bill (the same on every segment), drawn from real wording. */
export function labelsFor(bill: Bill, random: Random): Labels {
  const out = {} as Labels
  const energyIndex = random.int(0, 3)
  const distIndex = random.int(0, 3)
  for (const kind of Object.keys(LABELS) as RowKind[]) {
    const set = LABELS[kind]
    const pool = set.one.length && (!bill.twoTariff || set.two.length === 0) ? set.one : set.two
    let label = kind.startsWith('energy') || kind.startsWith('dist') ? pool[(kind.startsWith('energy') ? energyIndex : distIndex) % pool.length]! : random.pick(pool)
    if (bill.buyingType === 'SPOT' && (kind === 'energyVt' || kind === 'energyNt' || kind === 'energySingle')) label = SPOT_ENERGY[kind][energyIndex % 2]!
    out[kind] = label
  }
  const energyRow = bill.items.find((i) => i.kind === 'energyVt' || i.kind === 'energySingle')
  const discountRow = bill.items.find((i) => i.kind === 'discountVt')
  const percent = energyRow && discountRow ? Math.round((-discountRow.price / energyRow.price) * 100) : 0
  out.discountVt = out.discountVt.replace('{p}', String(percent))
  return out
}

/** The bill's items of some kinds, in item order within each kind order, segment by segment. */
export function itemsOf(bill: Bill, kinds: RowKind[]): LineItem[] {
  return bill.items.filter((i) => kinds.includes(i.kind)).sort((a, b) => (a.from === b.from ? kinds.indexOf(a.kind) - kinds.indexOf(b.kind) : a.from < b.from ? -1 : 1))
}

/** Contract duration as printed: an end date under one of CONTRACT_END_LABELS, else an indefinite term. */
export function contractText(bill: Bill, random: Random): [string, string] {
  if (!bill.contractEnd) return random.pick([['Doba trvání smlouvy', 'neurčitá'], ['Smlouva', 'na dobu neurčitou'], ['Smluvní vztah', 'na dobu neurčitou']] as const) as [string, string]
  const d = date(bill, bill.contractEnd)
  return random.pick([
    ['Smlouva', `na dobu určitou do ${d}`],
    ['Konec smlouvy', d],
    ['Smlouva sjednána do', d],
    ['Datum ukončení smlouvy', d],
    ['Fixace a smlouva do', d],
  ] as const) as [string, string]
}

// ---------------------------------------------------------------- surrounding figures

/** The advances paid during the period (monthly, summing exactly to bill.advances). */
export function paidAdvances(bill: Bill, day: number): Payment[] {
  if (!bill.advances) return []
  const count = Math.max(1, Math.min(12, Math.round(days(bill.periodFrom, bill.periodTo) / 30.44)))
  const each = Math.floor(bill.advances / count / 10) * 10
  return Array.from({ length: count }, (_, k) => ({
    date: addMonths(bill.periodFrom, k, day),
    amount: k === count - 1 ? Math.round((bill.advances - each * (count - 1)) * 100) / 100 : each,
  }))
}

/** The advance schedule of the next period: monthly or quarterly amounts from the month after issue. */
export function nextAdvances(bill: Bill, random: Random): { every: 'monthly' | 'quarterly'; day: number; rows: Payment[] } {
  const every = random.chance(0.7) ? 'monthly' : 'quarterly'
  const day = random.pick([15, 20, 25])
  const perYear = (bill.buyTotalWithVat * 365) / days(bill.periodFrom, bill.periodTo)
  const count = every === 'monthly' ? 12 : 4
  const each = Math.max(200, Math.round((perYear * random.amount(1.0, 1.08)) / count / 10) * 10)
  const start = addMonths(bill.issueDate, 1, day)
  return { every, day, rows: Array.from({ length: count }, (_, k) => ({ date: addMonths(start, every === 'monthly' ? k : k * 3, day), amount: each })) }
}

/** The period before this one and its (made-up but plausible) consumption. */
export function previousPeriod(bill: Bill, random: Random): { from: string; to: string; kwh: number; vt: number; nt: number } {
  const to = addDays(bill.periodFrom, -1)
  const from = addDays(to, -(days(bill.periodFrom, bill.periodTo) - 1))
  const kwh = Math.max(20, Math.round((bill.vtKwh + bill.ntKwh) * random.amount(0.82, 1.18)))
  const nt = bill.twoTariff ? Math.round(kwh * random.amount(0.4, 0.8)) : 0
  return { from, to, kwh, vt: kwh - nt, nt }
}

/** Meter readings per register and price segment; differences are the item quantities. */
export function meterReadings(bill: Bill, random: Random): { meter: string; rows: Reading[] } {
  const meter = String(random.int(10_000_000, 99_999_999))
  const rows: Reading[] = []
  const registers: { register: string; kind: Reading['kind']; kinds: RowKind[]; start: number }[] = []
  if (buys(bill)) {
    registers.push({ register: bill.twoTariff ? '1.8.1' : '1.8.0', kind: 'vt', kinds: ['energyVt', 'energySingle'], start: random.int(8_000, 60_000) })
    if (bill.twoTariff) registers.push({ register: '1.8.2', kind: 'nt', kinds: ['energyNt'], start: random.int(8_000, 60_000) })
  }
  if (sells(bill)) registers.push({ register: '2.8.0', kind: 'out', kinds: ['sellEnergy'], start: random.int(500, 9_000) })
  const segs = segmentsOf(bill)
  for (const reg of registers) {
    let value = reg.start
    segs.forEach((seg, index) => {
      const qty = bill.items.filter((i) => reg.kinds.includes(i.kind) && i.from === seg.from).reduce((acc, i) => acc + i.quantity, 0)
      rows.push({ register: reg.register, kind: reg.kind, from: seg.from, to: seg.to, start: value, end: value + qty, estimated: index < segs.length - 1 })
      value += qty
    })
  }
  return { meter, rows }
}

/** The SPAYD string of a QR payment of the balance (only where the customer pays). */
export function spayd(bill: Bill, party: Party): string {
  const due = bill.dueDate.replaceAll('-', '')
  return `SPD*1.0*ACC:${iban(party.account)}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${due}*X-VS:${bill.variableSymbol}*MSG:VYUCTOVANI ${bill.invoiceNumber}`
}

/** A QR-like module matrix (finder squares and seeded modules) to draw; it encodes nothing. */
export function qrModules(text: string, size = 25): boolean[][] {
  let hash = 2166136261
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0
  const grid: boolean[][] = []
  for (let r = 0; r < size; r++) {
    const row: boolean[] = []
    for (let c = 0; c < size; c++) {
      hash = Math.imul(hash ^ (r * 31 + c), 2246822519) >>> 0
      row.push(((hash >>> 13) & 1) === 1)
    }
    grid.push(row)
  }
  const finder = (r0: number, c0: number) => {
    for (let r = 0; r < 7; r++) for (let c = 0; c < 7; c++) grid[r0 + r]![c0 + c] = r === 0 || r === 6 || c === 0 || c === 6 || (r >= 2 && r <= 4 && c >= 2 && c <= 4)
  }
  finder(0, 0)
  finder(0, size - 7)
  finder(size - 7, 0)
  return grid
}

/** The supplier's fuel mix (mandatory on Czech bills), with plausible made-up shares. */
export function fuelMix(random: Random): string {
  const coal = random.amount(30, 42, 1)
  const nuclear = random.amount(30, 40, 1)
  const gas = random.amount(3, 8, 1)
  const other = random.amount(0.5, 3, 1)
  const renewables = Math.round((100 - coal - nuclear - gas - other) * 10) / 10
  const co2 = random.amount(380, 520, 1)
  return `Struktura zdrojů elektřiny dodavatele za rok 2024: uhlí ${coal.toFixed(1).replace('.', ',')} %, jádro ${nuclear.toFixed(1).replace('.', ',')} %, obnovitelné zdroje ${renewables.toFixed(1).replace('.', ',')} %, zemní plyn ${gas.toFixed(1).replace('.', ',')} %, ostatní ${other.toFixed(1).replace('.', ',')} %. Měrné emise CO2 ${co2.toFixed(1).replace('.', ',')} g/kWh, radioaktivní odpad 0,0021 g/kWh.`
}

/** Complaint and regulator notice (ERÚ, its seat in Jihlava), printed on every bill of the split. */
export const COMPLAINT_NOTE =
  'Reklamaci vyúčtování můžete uplatnit písemně do 30 dnů od doručení faktury. Spory mezi zákazníkem a dodavatelem řeší Energetický regulační úřad, Masarykovo náměstí 91/5, 586 01 Jihlava, www.eru.cz.'

/** A short advertisement or explanation with numbers of its own, in wording safe for the bill's direction and tariff. */
export function promoText(bill: Bill, random: Random): string {
  const cur = bill.style.currency
  const options: string[] = []
  if (buys(bill)) {
    options.push(
      `Tip na úsporu: výměnou 10 starých žárovek za LED ušetří průměrná domácnost až 420 kWh za rok, tedy přibližně 2 300 ${cur} včetně DPH.`,
      `Nabídka pro stávající zákazníky: elektromobilita s dobíjecí stanicí od 24 990 ${cur} včetně instalace. Více na zákaznické lince.`,
    )
    if (bill.buyingType === 'SPOT') options.push('Ceny na denním trhu OTE se mění každou hodinu; spotřebu přesunutou do levných hodin uvidíte v přehledu na zákaznickém portálu.')
    else options.push(`Prodlužte si fixaci ještě letos: při podpisu do ${date(bill, addDays(bill.issueDate, 45))} získáte dárkovou poukázku v hodnotě 500 ${cur}.`)
  }
  if (sells(bill)) options.push(`Máte fotovoltaiku? Bateriové úložiště od 8,2 kWh zvýší podíl vlastní spotřeby až o 35 %. Nezávazná kalkulace zdarma.`)
  else options.push('Zvažujete fotovoltaiku? Připravíme Vám nezávaznou kalkulaci pro Vaši střechu zdarma.')
  return random.pick(options)
}

/** Money with its currency where a CZK bill puts the code first ("CZK 1 234,56") and a Kč bill after the number. */
export const cash = (bill: Bill, value: number) => (bill.style.currency === 'CZK' ? `CZK ${formatNumber(value, 2, bill.style)}` : `${formatNumber(value, 2, bill.style)} Kč`)

/** The word of the result: what the customer pays, gets back, or neither. */
export const resultWord = (bill: Bill, pay = 'Nedoplatek', back = 'Přeplatek') => (bill.balance > 0 ? pay : bill.balance < 0 ? back : 'Vyrovnáno')

/** The VAT of one item as the row prints it (informative; the recap's VAT is computed from the whole base). */
export const rowVat = (item: LineItem) => Math.round(item.total * 21 + Math.sign(item.total) * 1e-7) / 100
