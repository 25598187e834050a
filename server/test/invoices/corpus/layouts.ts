/**
 * Turns a Bill into a pdfmake document in the manner of its supplier (INVOICE_WORDING.md): the
 * supplier's labels, table shapes (unit in the quantity cell, bare-number columns under a header,
 * price before quantity), value-before-label blocks, numbered rows, several pages; plus per-bill
 * random noise (marketing text, meter readings, bank details) and varied order of blocks.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces'
import { addressLine, type Bill, type LineItem, type RowKind } from './bill.ts'
import { formatDate, formatMoney, formatNumber, type PrintStyle } from './format.ts'
import type { Random } from './random.ts'

type Labels = Partial<Record<RowKind, string>>

const FAULT_LINES = { CEZ: '800 850 860', EGD: '800 225 577', PRE: '800 823 823' } as const
const DISTRIBUTOR_NAMES = { CEZ: ['ČEZ Distribuce, a. s.'], EGD: ['EG.D, a.s.', 'EG.D, a. s. (dříve E.ON Distribuce)'], PRE: ['PREdistribuce, a. s.'] } as const

const NOISE = [
  'Víte, že své odběrné místo můžete spravovat online v zákaznickém portálu?',
  'Děkujeme, že odebíráte elektřinu od nás. Přejeme Vám příjemný den.',
  'Informace o zpracování osobních údajů naleznete na našich webových stránkách.',
  'Reklamaci vyúčtování můžete uplatnit písemně do 30 dnů od doručení faktury.',
  'Změnu výše záloh lze provést kdykoli v zákaznickém portálu nebo na zákaznické lince.',
  'Podíl zdrojů na výrobě elektřiny: uhelné 39 %, jaderné 37 %, obnovitelné 16 %, ostatní 8 %.',
]

/** Row wording per supplier. */
const LABELS: Record<Exclude<Bill['supplier'], 'generic'>, Labels> = {
  cez: {
    energyVt: 'Spotřeba / vysoký tarif (VT/T1)', energyNt: 'Spotřeba / nízký tarif (NT/T2)', energySingle: 'Spotřeba / jednotarif',
    monthlyFee: 'Stálá platba', spotFee: 'Poplatek za službu SPOT',
    distVt: 'Distribuce / vysoký tarif (VT)', distNt: 'Distribuce / nízký tarif (NT)', distSingle: 'Distribuce / jednotarif',
    breaker: 'Měsíční plat za příkon dle jističe', poze: 'Podpora výkupu elektřiny z OZE',
    systemServices: 'Systémové služby', infrastructure: 'Provoz nesíťové infrastruktury', tax: 'Daň z elektřiny',
    sellEnergy: 'Výkup elektřiny z výrobny', sellFee: 'Poplatek za výkup', sellMonthly: 'Měsíční poplatek za výkup',
  },
  eon: {
    energyVt: 'Dodané množství ve VT', energyNt: 'Dodané množství v NT', energySingle: 'Dodané množství jednotarif',
    monthlyFee: 'Stálý plat', spotFee: 'Cena za službu obchodníka SPOT',
    distVt: 'Cena za distrib. množství elektřiny ve vysokém tarifu', distNt: 'Cena za distrib. množství elektřiny v nízkém tarifu', distSingle: 'Cena za distrib. množství elektřiny',
    breaker: 'Cena za příkon podle hodnoty hl. jističe před elekt.', poze: 'Složka ceny na podporu el. z podpor. zdrojů energie',
    systemServices: 'Pevná cena za systémové služby', infrastructure: 'Cena za provoz nesíťové infrastruktury', tax: 'Daň z elektřiny',
    sellEnergy: 'Výkup elektřiny – dodávka do sítě', sellFee: 'Srážka za službu výkupu', sellMonthly: 'Měsíční plat za výkup',
  },
  pre: {
    energyVt: 'Silová elektřina VT', energyNt: 'Silová elektřina NT', energySingle: 'Silová elektřina',
    monthlyFee: 'Stálý plat za dodávku', spotFee: 'Příplatek k ceně SPOT',
    distVt: 'Distribuce VT', distNt: 'Distribuce NT', distSingle: 'Distribuce elektřiny',
    breaker: 'Jistič', poze: 'POZE',
    systemServices: 'Systémové služby', infrastructure: 'Činnosti OTE / nesíťová infrastruktura', tax: 'Daň z elektřiny',
    sellEnergy: 'Výkup elektřiny (přetoky)', sellFee: 'Poplatek za zprostředkování výkupu', sellMonthly: 'Stálý plat za výkup',
  },
  innogy: {
    energyVt: 'platba za dodávku - VT', energyNt: 'platba za dodávku - NT', energySingle: 'platba za dodávku elektřiny',
    monthlyFee: 'stálý měsíční plat', spotFee: 'poplatek za službu SPOT',
    distVt: 'cena za distribuci - VT', distNt: 'cena za distribuci - NT', distSingle: 'cena za distribuci',
    breaker: 'cena za jistič', poze: 'podpora obnovitelných zdrojů',
    systemServices: 'systémové služby', infrastructure: 'provoz nesíťové infrastruktury', tax: 'daň z elektřiny',
    sellEnergy: 'výkup elektřiny z výrobny', sellFee: 'poplatek za výkup', sellMonthly: 'měsíční poplatek za výkup',
  },
  centropol: {
    energyVt: 'Spotřeba ve vysokém tarifu (VT/T1)', energyNt: 'Spotřeba v nízkém tarifu (NT/T2)', energySingle: 'Spotřeba elektřiny',
    monthlyFee: 'Stálý měsíční plat', spotFee: 'Obchodní přirážka SPOT',
    distVt: 'Distribuce VT', distNt: 'Distribuce NT', distSingle: 'Distribuce',
    breaker: 'Jistič', poze: 'POZE',
    systemServices: 'Systémové služby', infrastructure: 'Poplatek společnosti OTE', tax: 'Daň z elektřiny',
    sellEnergy: 'Výkup elektřiny', sellFee: 'Obchodní srážka výkupu', sellMonthly: 'Stálý plat výkupu',
  },
  mnd: {
    energyVt: 'Proud - Maloodběratelé VT', energyNt: 'Proud - Maloodběratelé NT', energySingle: 'Proud - Maloodběratelé',
    monthlyFee: 'Měsíční platba', spotFee: 'Přirážka k ceně SPOT',
    distVt: 'Distribuce - VT', distNt: 'Distribuce - NT', distSingle: 'Distribuce',
    breaker: 'Rezervovaný příkon - jistič', poze: 'Podpora OZE',
    systemServices: 'Systémové služby', infrastructure: 'Nesíťová infrastruktura', tax: 'Daň z elektřiny',
    sellEnergy: 'Výkup - přetoky do sítě', sellFee: 'Výkup - poplatek obchodníka', sellMonthly: 'Výkup - měsíční platba',
  },
}

/** Synonyms the generic suppliers draw from: wording no specific rule was written for. */
const GENERIC_LABELS: Record<RowKind, string[]> = {
  energyVt: ['Elektřina VT', 'Dodávka elektřiny – vysoký tarif', 'Energie ve vysokém tarifu'],
  energyNt: ['Elektřina NT', 'Dodávka elektřiny – nízký tarif', 'Energie v nízkém tarifu'],
  energySingle: ['Elektřina', 'Dodávka elektřiny', 'Odebraná elektřina'],
  monthlyFee: ['Stálá měsíční platba', 'Měsíční poplatek obchodníka', 'Pevná měsíční cena'],
  spotFee: ['Marže obchodníka', 'Obchodní přirážka', 'Poplatek obchodníka k SPOT ceně'],
  discountVt: ['Sleva z ceny VT'],
  distVt: ['Distribuce VT', 'Distribuční služby – vysoký tarif'],
  distNt: ['Distribuce NT', 'Distribuční služby – nízký tarif'],
  distSingle: ['Distribuce elektřiny', 'Distribuční služby'],
  breaker: ['Hlavní jistič', 'Měsíční cena za jistič', 'Příkon dle jističe'],
  poze: ['Podpora obnovitelných zdrojů (POZE)', 'Příspěvek na OZE'],
  systemServices: ['Systémové služby ČEPS', 'Systémové služby'],
  infrastructure: ['Nesíťová infrastruktura (OTE)', 'Poplatek OTE'],
  tax: ['Daň z elektřiny', 'Ekologická daň z elektřiny'],
  sellEnergy: ['Výkup přebytků elektřiny', 'Elektřina dodaná do sítě'],
  sellFee: ['Srážka obchodníka z výkupu', 'Poplatek za výkup přebytků'],
  sellMonthly: ['Měsíční paušál za výkup'],
}

const SUPPLY_KINDS: RowKind[] = ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee']
const DISTRIBUTION_KINDS: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker', 'poze', 'systemServices', 'infrastructure', 'tax']
const SELL_KINDS: RowKind[] = ['sellEnergy', 'sellFee', 'sellMonthly']

type Column = 'label' | 'qtyWithUnit' | 'priceWithUnit' | 'priceKc' | 'totalKc' | 'unit' | 'qty' | 'price' | 'total' | 'from' | 'to' | 'period' | 'rate' | 'breaker'

interface TableShape {
  columns: Column[]
  header: string[] | null
}

class Printer {
  readonly s: PrintStyle
  readonly labels: (kind: RowKind, item: LineItem) => string

  constructor(
    readonly bill: Bill,
    readonly random: Random,
  ) {
    this.s = bill.style
    const fixed = bill.supplier === 'generic' ? null : LABELS[bill.supplier]
    const chosen = new Map<RowKind, string>()
    this.labels = (kind, item) => {
      if (kind === 'discountVt') return `Sleva ${Math.round((-item.price / (bill.items.find((i) => i.kind === 'energyVt' || i.kind === 'energySingle')?.price ?? 1)) * 100)} % - spotřeba VT`
      const label = fixed?.[kind] ?? chosen.get(kind) ?? random.pick(GENERIC_LABELS[kind])
      chosen.set(kind, label)
      return label
    }
  }

  date = (iso: string) => formatDate(iso, this.s)
  money = (value: number) => formatMoney(value, this.s)
  num = (value: number, decimals: number) => formatNumber(value, decimals, this.s)
  period = () => `${this.date(this.bill.periodFrom)} - ${this.date(this.bill.periodTo)}`

  energyQty(kwh: number, unit = this.bill.energyUnit, mwhDecimals = 5): string {
    return unit === 'MWh' ? this.num(kwh / 1000, mwhDecimals) : this.num(kwh, 2)
  }

  unitOf(item: LineItem): string {
    if (item.unit === 'kWh') return this.bill.energyUnit
    return this.random.pick(['měs.', 'Měsíc'])
  }

  qtyOf(item: LineItem): string {
    if (item.unit === 'kWh') return this.energyQty(item.quantity)
    return this.num(item.quantity, 3)
  }

  priceOf(item: LineItem): string {
    if (item.unit === 'kWh' && this.bill.energyUnit === 'kWh') return this.num(item.price / 1000, 5)
    return this.num(item.price, 2)
  }

  priceUnitOf(item: LineItem): string {
    const c = this.s.currency
    if (item.unit === 'kWh') return `${c}/${this.bill.energyUnit}`
    return `${c}/měs.`
  }

  cell(column: Column, item: LineItem, kind: RowKind): string {
    switch (column) {
      case 'label': return this.labels(kind, item)
      case 'qtyWithUnit': return `${this.qtyOf(item)} ${this.unitOf(item)}`
      case 'priceWithUnit': return `${this.priceOf(item)} ${this.priceUnitOf(item)}`
      case 'priceKc': return `${this.priceOf(item)} ${this.s.currency}`
      case 'totalKc': return this.money(item.total)
      case 'unit': return this.unitOf(item)
      case 'qty': return this.qtyOf(item)
      case 'price': return this.priceOf(item)
      case 'total': return this.num(item.total, 2)
      case 'from': return this.date(item.from)
      case 'to': return this.date(item.to)
      case 'period': return `${this.date(item.from)} - ${this.date(item.to)}`
      case 'rate': return DISTRIBUTION_KINDS.includes(kind) && kind !== 'tax' ? this.bill.rate : ''
      case 'breaker': return kind === 'breaker' ? `${this.bill.breaker.phases}x${this.bill.breaker.amps}` : ''
    }
  }

  /** A table of line items; when the bill has several price periods and the shape shows no dates, a sub-heading per period. */
  table(kinds: RowKind[], shape: TableShape): Content {
    const items = this.bill.items.filter((i) => kinds.includes(i.kind))
    const showsDates = shape.columns.some((c) => c === 'from' || c === 'period')
    const periods = [...new Set(items.map((i) => `${i.from}|${i.to}`))]
    const body: (string | { text: string; noWrap: boolean })[][] = []
    if (shape.header) body.push(shape.header)
    for (const period of periods) {
      if (periods.length > 1 && !showsDates) {
        const [from, to] = period.split('|')
        body.push([`Období ${this.date(from!)} - ${this.date(to!)}`, ...shape.columns.slice(1).map(() => '')])
      }
      for (const item of items.filter((i) => `${i.from}|${i.to}` === period)) body.push(shape.columns.map((c) => ({ text: this.cell(c, item, item.kind), noWrap: c !== 'label' })))
    }
    if (!body.length) return { text: '' }
    return {
      table: { headerRows: shape.header ? 1 : 0, widths: shape.columns.map((c) => (c === 'label' ? '*' : 'auto')), body },
      layout: this.random.pick(['lightHorizontalLines', 'noBorders', 'headerLineOnly']),
      fontSize: shape.columns.length > 6 ? 6.3 : 7.5,
      margin: [0, 4, 0, 8],
    }
  }

  noise(): Content[] {
    return this.random.shuffle(NOISE).slice(0, this.random.int(0, 2)).map((text) => ({ text, fontSize: 7, color: '#555', margin: [0, 2, 0, 2] as [number, number, number, number] }))
  }

  supplierFooter(): Content {
    const ico = this.bill.supplier === 'pre' ? '60193913' : this.random.digits(8)
    return {
      text: `${this.bill.supplierName}, IČO ${ico}, DIČ CZ${ico} · Bankovní spojení: ${this.random.digits(9)}/${this.random.pick(['0100', '0300', '0800', '2010'])} · Zákaznická linka ${this.random.digits(3)} ${this.random.digits(3)} ${this.random.digits(3)}`,
      fontSize: 6.5,
      color: '#444',
      margin: [0, 10, 0, 0],
    }
  }

  distributorLine(): Content[] {
    const { distributor, distributorShown } = this.bill
    if (this.bill.direction === 'sell' || distributorShown === 'none') return []
    const name = this.random.pick(DISTRIBUTOR_NAMES[distributor])
    const fault = `Poruchová linka distributora: ${FAULT_LINES[distributor]}`
    const text = distributorShown === 'explicit' ? this.random.pick([`Provozovatel distribuční soustavy: ${name}`, `Distributor: ${name}`, `Distributor: ${name}, ${fault.toLowerCase()}`]) : fault
    return [{ text, fontSize: 7.5, margin: [0, 2, 0, 2] }]
  }

  addressLines(label: string): Content[] {
    const a = this.bill.supplyAddress
    if (this.bill.addressOnTwoLines) return [`${label} ${a.street}`, `${a.zip} ${a.city}`]
    return [`${label} ${addressLine(a)}`]
  }

  contractText(): string {
    return this.bill.contractEnd
      ? this.random.pick([`Smlouva je sjednána na dobu určitou do dne ${this.date(this.bill.contractEnd)}.`, `Smlouva platí do: ${this.date(this.bill.contractEnd)}`, `Konec smlouvy: ${this.date(this.bill.contractEnd)}`])
      : this.random.pick(['Smlouva je sjednána na dobu neurčitou.', 'Doba trvání smlouvy: neurčitá'])
  }

  consumptionLines(): Content[] {
    const b = this.bill
    if (b.direction === 'sell') return []
    const unit = this.random.pick(['MWh', 'kWh'] as const)
    const label = this.random.pick(['Celková spotřeba elektřiny', 'Celkové dodané množství elektřiny', 'Spotřeba celkem za období'])
    const lines = [`${label} ${this.energyQty(b.statedTotalKwh, unit, this.random.pick([3, 5]))} ${unit}`]
    if (b.yearlyEstimatePrinted) lines.push(`${this.random.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby', 'Roční předpokládaná spotřeba'])}: ${this.num(b.yearlyEstimatePrinted, 0)} kWh`)
    return lines.map((text) => ({ text, margin: [0, 1, 0, 1] as [number, number, number, number] }))
  }

  meterReadings(): Content | null {
    const b = this.bill
    if (b.direction === 'sell' || !this.random.chance(0.5)) return null
    const start = this.random.int(1000, 60000)
    const rows = [['Registr', 'Počáteční stav', 'Konečný stav', 'Rozdíl [kWh]']]
    rows.push([b.twoTariff ? 'VT' : 'T1', String(start), String(start + b.vtKwh), String(b.vtKwh)])
    if (b.twoTariff) rows.push(['NT', String(start + 5000), String(start + 5000 + b.ntKwh), String(b.ntKwh)])
    return { stack: [{ text: `Odečty elektroměru č. ${this.random.digits(8)}`, bold: true }, { table: { body: rows }, layout: 'noBorders', fontSize: 7 }], margin: [0, 4, 0, 6] }
  }

  sellSection(shape: TableShape, heading: string): Content[] {
    const b = this.bill
    if (b.direction === 'buy') return []
    return [
      { text: heading, bold: true, margin: [0, 8, 0, 2] },
      `EAN výrobny: ${b.productionEan}`,
      this.table(SELL_KINDS, shape),
      `Výkup elektřiny celkem: ${this.money(b.sellTotal)}`,
    ]
  }

  /** Balance wording: nedoplatek (to pay) positive, přeplatek negative. */
  balanceLine(owedWords: [string, string], signedOverpayment: boolean): string {
    const b = this.bill
    if (b.balance >= 0) return `${owedWords[0]}: ${this.money(b.balance)}`
    return `${owedWords[1]}: ${this.money(signedOverpayment ? b.balance : -b.balance)}`
  }
}

const bold = (text: string, size = 9): Content => ({ text, bold: true, fontSize: size, margin: [0, 6, 0, 3] })

function cez(p: Printer): Content[] {
  const b = p.bill
  const shape: TableShape = { columns: ['label', 'qtyWithUnit', 'priceKc', 'totalKc'], header: p.random.chance(0.5) ? ['Položka', 'Množství', 'Cena za jednotku', 'Celkem bez DPH'] : null }
  const summary: Content[] = [
    `Celkem bez DPH: ${p.money(b.buyTotalNoVat)}`,
    `DPH 21 %: ${p.money(b.vat)}`,
    `Celkem s DPH: ${p.money(b.buyTotalWithVat)}`,
    ...(b.direction === 'both' ? [`Výkup elektřiny celkem: ${p.money(b.sellTotal)}`] : []),
    `Zaplacené zálohy: ${p.money(b.advances)}`,
    p.balanceLine(['Nedoplatek', 'Přeplatek'], false),
  ]
  const partB: Content[] = [
    bold('ČÁST B - PODROBNÉ VYÚČTOVÁNÍ'),
    bold('Spotřebovaná elektřina (obchodní část)', 8),
    p.table(SUPPLY_KINDS, shape),
    bold('Distribuce elektřiny', 8),
    p.table(DISTRIBUTION_KINDS, shape),
  ]
  return [
    { text: 'VYÚČTOVÁNÍ ZA ELEKTŘINU', fontSize: 15, bold: true },
    `Evidenční číslo daňového dokladu: ${b.invoiceNumber}`,
    `Datum vystavení: ${p.date(b.issueDate)}      Datum splatnosti: ${p.date(b.dueDate)}`,
    `Variabilní symbol: ${b.variableSymbol}`,
    bold('ČÁST A / ZÁKAZNÍK'),
    b.customerName,
    b.billingAddress.street,
    `${b.billingAddress.zip} ${b.billingAddress.city}`,
    bold(`Vyúčtování za období ${p.date(b.periodFrom)} – ${p.date(b.periodTo)}`),
    ...(b.addressOnTwoLines ? [...p.addressLines('Adresa odběrného místa:'), `EAN: ${b.ean}`] : [`Adresa: ${addressLine(b.supplyAddress)}    EAN: ${b.ean}`]),
    `Distribuční sazba ${b.rate.toUpperCase()}     Hodnota hlavního jističe: ${b.breaker.phases}x${b.breaker.amps} A`,
    `Produkt ${b.productName}`,
    p.contractText(),
    ...p.consumptionLines(),
    ...(b.twoTariff ? [`Celkové distribuované množství elektřiny ${p.num(b.vtKwh, 2)} kWh ${p.num(b.ntKwh, 2)} kWh`] : []),
    ...p.noise(),
    bold('Přehled plateb'),
    ...summary,
    ...p.distributorLine(),
    { text: '', pageBreak: 'after' },
    ...partB,
    ...p.sellSection(shape, 'Výkup elektřiny'),
    p.meterReadings() ?? '',
    bold('ČÁST C - REKLAMACE'),
    ...p.noise(),
    p.supplierFooter(),
  ]
}

function eon(p: Printer): Content[] {
  const b = p.bill
  const stackedValues = p.random.chance(0.5)
  const valueLabel = (value: string, label: string): Content =>
    stackedValues
      ? { stack: [{ text: value, bold: true }, { text: label, fontSize: 7 }], margin: [0, 0, 0, 4] }
      : { columns: [{ text: value, bold: true, width: 110 }, { text: label, width: '*' }], margin: [0, 0, 0, 2] }
  const shape: TableShape = {
    columns: ['label', 'from', 'to', 'rate', 'breaker', 'unit', 'qty', 'price', 'total'],
    header: ['Položka', 'Od', 'Do', 'Sazba', 'Jistič', 'MJ', 'Množství', 'Cena za MJ', 'Celkem v Kč'],
  }
  return [
    { text: 'Řádná faktura za elektřinu', fontSize: 14, bold: true },
    {
      columns: [
        { width: '50%', stack: [valueLabel(b.invoiceNumber, 'Číslo daňového dokladu'), valueLabel(p.date(b.issueDate), 'Datum vystavení faktury'), valueLabel(p.date(b.dueDate), 'Datum splatnosti faktury'), valueLabel(b.variableSymbol, 'Variabilní symbol'), valueLabel(b.ean, 'EAN')] },
        { width: '50%', stack: [bold('Zákazník'), b.customerName, b.billingAddress.street, `${b.billingAddress.zip} ${b.billingAddress.city}`] },
      ],
    },
    ...p.addressLines('Odběrné místo:'),
    `Distribuční sazba: ${b.rate}`,
    `Produkt: ${b.productName}`,
    p.contractText(),
    `Vyúčtování bylo provedeno za období od ${p.date(b.periodFrom)} do ${p.date(b.periodTo)}:`,
    `Odečtové období: ${p.period()}`,
    ...p.consumptionLines(),
    ...p.noise(),
    bold('Rozpis fakturovaných položek'),
    p.table([...SUPPLY_KINDS, ...DISTRIBUTION_KINDS], shape),
    `Celkem za dodávku elektřiny a související služby v elektroenergetice v Kč bez DPH ${p.num(b.buyTotalNoVat, 2)}`,
    ...p.sellSection(shape, 'Výkup elektřiny z výrobny'),
    {
      table: {
        body: [
          ['', 'bez DPH', 'DPH', 's DPH'],
          ['Faktura celkem', p.num(b.buyTotalNoVat, 2), p.num(b.vat, 2), p.num(b.buyTotalWithVat, 2)],
        ],
      },
      layout: 'noBorders',
      margin: [0, 6, 0, 4],
    },
    ...(b.direction === 'both' ? [`Odečet za vykoupenou elektřinu: ${p.money(-b.sellTotal)}`] : []),
    `Započtené zálohy: ${p.money(-b.advances)}`,
    p.balanceLine(['Doplatek', 'Přeplatek'], false),
    ...p.distributorLine(),
    p.meterReadings() ?? '',
    p.supplierFooter(),
  ]
}

function pre(p: Printer): Content[] {
  const b = p.bill
  const shape: TableShape = { columns: ['label', 'period', 'qty', 'unit', 'price', 'total'], header: ['Položka', 'Období', 'Množství', 'MJ', 'Cena za MJ v Kč', 'Celkem v Kč'] }
  const numbered = (n: number, label: string, value: string) => ({ columns: [{ text: `(${n})`, width: 22 }, { text: label, width: '*' }, { text: value, width: 110, alignment: 'right' as const }] })
  return [
    { text: 'Pražská energetika, a.s.', bold: true },
    { text: 'VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY', fontSize: 14, bold: true },
    `Číslo faktury: ${b.invoiceNumber}`,
    `Datum vystavení: ${p.date(b.issueDate)}`,
    `Odběratel: ${b.customerName}`,
    ...p.addressLines('Adresa odběrného místa:'),
    `EAN odběrného místa: ${b.ean}`,
    `Zúčtovací období: ${p.period()}`,
    `Sazba: ${b.rate}   Jistič: ${b.breaker.phases} x ${b.breaker.amps} A`,
    `Produkt: ${b.productName}`,
    p.contractText(),
    ...p.consumptionLines(),
    bold('Souhrn'),
    numbered(8, 'Elektřina a regulované služby bez DPH', p.money(b.buyTotalNoVat)),
    numbered(44, 'DPH 21 %', p.money(b.vat)),
    numbered(45, 'Celkem s DPH', p.money(b.buyTotalWithVat)),
    ...(b.direction === 'both' ? [numbered(46, 'Výkup elektřiny', p.money(-b.sellTotal))] : []),
    numbered(9, 'Zúčtované zálohy', p.money(-b.advances)),
    numbered(10, 'Celkem po zúčtování záloh', p.money(b.balance)),
    numbered(17, 'Datum splatnosti – uvádí se v případě nedoplatku', p.date(b.dueDate)),
    ...p.noise(),
    { text: '', pageBreak: 'after' },
    bold('Dodávka elektřiny'),
    p.table(SUPPLY_KINDS, shape),
    bold('Distribuce a regulované služby'),
    p.table(DISTRIBUTION_KINDS, shape),
    ...p.sellSection(shape, 'Výkup elektřiny'),
    ...p.distributorLine(),
    p.meterReadings() ?? '',
    p.supplierFooter(),
  ]
}

function innogy(p: Printer): Content[] {
  const b = p.bill
  const shape: TableShape = {
    columns: ['label', 'period', 'qty', 'unit', 'price', 'total'],
    header: ['Položka', 'Období', 'Množství', 'MJ', 'Jednotková sazba bez DPH v Kč', 'Celkem bez DPH v Kč'],
  }
  const overview: string[][] = [
    ['Přehled vyúčtování', ''],
    ['Celková cena bez DPH', p.money(b.buyTotalNoVat)],
    ['DPH 21 %', p.money(b.vat)],
    ['Celková cena s DPH', p.money(b.buyTotalWithVat)],
    ...(b.direction === 'both' ? [['Vykoupená elektřina', p.money(-b.sellTotal)]] : []),
    ['Uhrazené zálohy', p.money(b.advances)],
    [b.balance >= 0 ? 'Výsledek vyúčtování: nedoplatek' : 'Výsledek vyúčtování: přeplatek', p.money(Math.abs(b.balance))],
  ]
  return [
    { text: 'innogy Energie, s.r.o.', bold: true },
    { text: 'Vyúčtování elektřiny', fontSize: 14, bold: true },
    `Faktura č. ${b.invoiceNumber}`,
    `Datum vystavení: ${p.date(b.issueDate)}`,
    `Zákaznické číslo: ${b.customerNumber}`,
    `Zákazník: ${b.customerName}`,
    ...p.addressLines('Místo spotřeby:'),
    `EAN: ${b.ean}`,
    `Zúčtovací období: ${p.period()}`,
    `Produkt: ${b.productName}`,
    p.contractText(),
    { table: { body: overview, widths: ['*', 120] }, layout: 'lightHorizontalLines', margin: [0, 6, 0, 6] },
    ...p.noise(),
    { text: '', pageBreak: 'after' },
    bold('Přijaté platby'),
    { table: { body: [['Datum', 'Částka'], [p.date(b.periodFrom), p.money(Math.round(b.advances / 2))], [p.date(b.periodTo), p.money(b.advances - Math.round(b.advances / 2))]] }, layout: 'noBorders' },
    { text: '', pageBreak: 'after' },
    bold('Detailní struktura vyúčtování'),
    `Distribuční sazba: ${b.rate}, hlavní jistič ${b.breaker.phases}×${b.breaker.amps} A`,
    ...p.consumptionLines(),
    bold('platba za dodávku', 8),
    p.table(SUPPLY_KINDS, shape),
    bold('cena za distribuci', 8),
    p.table(['distVt', 'distNt', 'distSingle', 'breaker'], shape),
    bold('platba za související služby', 8),
    p.table(['poze', 'systemServices', 'infrastructure', 'tax'], shape),
    ...p.sellSection(shape, 'Výkup elektřiny'),
    ...p.distributorLine(),
    p.meterReadings() ?? '',
    p.supplierFooter(),
  ]
}

function centropol(p: Printer): Content[] {
  const b = p.bill
  const shape: TableShape = { columns: ['label', 'priceWithUnit', 'qtyWithUnit', 'totalKc'], header: null }
  const total = b.statedTotalKwh
  return [
    { text: 'Centropol Energy, a.s.', bold: true },
    `Daňový doklad č. ${b.invoiceNumber}     Datum vystavení: ${p.date(b.issueDate)}`,
    { text: `Řádné vyúčtování za sdružené služby dodávky elektřiny za období ${p.period()}`, bold: true, margin: [0, 4, 0, 4] },
    `Odběratel: ${b.customerName}`,
    `Souhrnné informace Vašeho vyúčtování pro odběrné místo s kódem EAN ${b.ean} na adrese ${addressLine(b.supplyAddress)}.`,
    ...(b.direction === 'sell' ? [] : [`Vaše celková spotřeba elektřiny ${p.energyQty(total, 'MWh', 4)} MWh`]),
    `Distribuční sazba: ${b.rate}   Hodnota jističe: ${b.breaker.phases}x${b.breaker.amps} A`,
    `Produkt: ${b.productName}`,
    p.contractText(),
    ...(b.yearlyEstimatePrinted ? [`Odhad roční spotřeby: ${p.num(b.yearlyEstimatePrinted, 0)} kWh`] : []),
    bold('Dodávka elektřiny'),
    p.table(SUPPLY_KINDS, shape),
    bold('Distribuční služby'),
    p.table(DISTRIBUTION_KINDS, shape),
    ...p.sellSection(shape, 'Výkup elektřiny'),
    `Celkem bez DPH ${p.money(b.buyTotalNoVat)}`,
    `DPH 21 % ${p.money(b.vat)}`,
    `Celkem vč. DPH ${p.money(b.buyTotalWithVat)}`,
    ...(b.direction === 'both' ? [`Výkup celkem ${p.money(-b.sellTotal)}`] : []),
    `Zaúčtované platby ${p.money(-b.advances)}`,
    p.balanceLine(['Nedoplatek', 'Přeplatek'], true),
    ...p.distributorLine(),
    ...p.noise(),
    p.meterReadings() ?? '',
    p.supplierFooter(),
  ]
}

function mnd(p: Printer): Content[] {
  const b = p.bill
  const shape: TableShape = { columns: ['label', 'period', 'unit', 'qty', 'price', 'total'], header: ['Položka', 'Období', 'MJ', 'Množství', 'Cena/MJ', 'Cena celkem'] }
  const subtotal = (kinds: RowKind[]) => b.items.filter((i) => kinds.includes(i.kind)).reduce((acc, i) => acc + i.total, 0)
  return [
    { text: 'MND a.s.', bold: true },
    { text: 'FAKTURA - DAŇOVÝ DOKLAD č. ' + b.invoiceNumber, fontSize: 13, bold: true },
    `Datum vystavení dokladu: ${p.date(b.issueDate)}   Datum splatnosti: ${p.date(b.dueDate)}`,
    `Zákazník: ${b.customerName}`,
    ...p.addressLines('Adresa odběrného místa:'),
    `EAN: ${b.ean}`,
    `Fakturační období: ${p.period()}`,
    `Distribuční sazba: ${b.rate} Jistič: ${b.breaker.phases}x${b.breaker.amps} A`,
    `Produkt: ${b.productName}`,
    p.contractText(),
    ...p.consumptionLines(),
    bold('Obchodní část - ceník MND'),
    p.table(SUPPLY_KINDS, shape),
    `Celková platba za obchodní část ${p.money(subtotal(SUPPLY_KINDS))}`,
    bold('Regulovaná část - distribuce'),
    p.table(DISTRIBUTION_KINDS, shape),
    `Celková platba za distribuci ${p.money(subtotal(DISTRIBUTION_KINDS))}`,
    ...p.sellSection(shape, 'Výkup elektřiny'),
    `Základ DPH ${p.money(b.buyTotalNoVat)}`,
    `DPH 21 % ${p.money(b.vat)}`,
    `Celkem k úhradě před odečtením záloh ${p.money(b.buyTotalWithVat)}`,
    ...(b.direction === 'both' ? [`Výkup elektřiny ${p.money(-b.sellTotal)}`] : []),
    `Uhrazené zálohy ${p.money(b.advances)}`,
    p.balanceLine(['K úhradě', 'Přeplatek'], false),
    ...p.distributorLine(),
    ...p.noise(),
    p.supplierFooter(),
  ]
}

function generic(p: Printer): Content[] {
  const b = p.bill
  const r = p.random
  const shape: TableShape = r.pick([
    { columns: ['label', 'qty', 'unit', 'price', 'total'] as Column[], header: ['Položka', 'Množství', 'MJ', 'Cena za MJ bez DPH', 'Celkem bez DPH'] },
    { columns: ['label', 'priceWithUnit', 'qtyWithUnit', 'totalKc'] as Column[], header: ['Položka', 'Jednotková cena', 'Množství', 'Částka'] },
    { columns: ['label', 'period', 'qtyWithUnit', 'priceWithUnit', 'totalKc'] as Column[], header: null },
  ])
  const header: Content[] = r.shuffle([
    `Faktura – daňový doklad č. ${b.invoiceNumber}`,
    `${r.pick(['Datum vystavení', 'Vystaveno dne'])}: ${p.date(b.issueDate)}`,
    `${r.pick(['Zúčtovací období', 'Fakturační období', 'Období'])}: ${p.period()}`,
  ])
  const customer: Content[] = [
    `${r.pick(['Odběratel', 'Zákazník'])}: ${b.customerName}`,
    ...p.addressLines(r.pick(['Adresa odběrného místa:', 'Odběrné místo:'])),
    `${r.pick(['EAN', 'EAN kód odběrného místa', 'Kód OPM (EAN)'])}: ${b.ean}`,
  ]
  const distribution: Content[] = [`${r.pick(['Distribuční sazba', 'Sazba distribuce'])}: ${b.rate}`, `${r.pick(['Hlavní jistič', 'Jistič před elektroměrem'])}: ${b.breaker.phases} × ${b.breaker.amps} A`]
  const pageBreak: Content[] = r.chance(0.5) ? [{ text: '', pageBreak: 'after' }] : []
  return [
    { text: r.pick(['Vyúčtování elektřiny', 'FAKTURA ZA DODÁVKU ELEKTŘINY', 'Vyúčtování sdružených služeb dodávky elektřiny']), fontSize: 14, bold: true },
    `Dodavatel: ${b.supplierName}`,
    ...header,
    ...customer,
    ...(b.direction === 'sell' ? [] : distribution),
    `Produkt: ${b.productName}`,
    p.contractText(),
    ...p.consumptionLines(),
    ...p.noise(),
    ...pageBreak,
    bold(r.pick(['Dodávka elektřiny', 'Obchodní část'])),
    p.table(SUPPLY_KINDS, shape),
    bold(r.pick(['Distribuce a regulované platby', 'Regulovaná část'])),
    p.table(DISTRIBUTION_KINDS, shape),
    ...p.sellSection(shape, 'Výkup přebytků'),
    `${r.pick(['Celkem bez DPH', 'Základ DPH'])}: ${p.money(b.buyTotalNoVat)}`,
    `DPH 21 %: ${p.money(b.vat)}`,
    `${r.pick(['Celkem včetně DPH', 'Celkem s DPH'])}: ${p.money(b.buyTotalWithVat)}`,
    ...(b.direction === 'both' ? [`Odečet výkupu: ${p.money(-b.sellTotal)}`] : []),
    `${r.pick(['Uhrazené zálohy', 'Zaplacené zálohy'])}: ${p.money(b.advances)}`,
    p.balanceLine([r.pick(['Nedoplatek', 'Zbývá uhradit']), 'Přeplatek'], false),
    ...p.distributorLine(),
    p.meterReadings() ?? '',
    p.supplierFooter(),
  ]
}

/** Sell-only bills (výkup): every supplier's own header, then the purchase rows and the payout. */
function sellOnly(p: Printer): Content[] {
  const b = p.bill
  const shape: TableShape = p.random.pick([
    { columns: ['label', 'qtyWithUnit', 'priceWithUnit', 'totalKc'] as Column[], header: null },
    { columns: ['label', 'period', 'qty', 'unit', 'price', 'total'] as Column[], header: ['Položka', 'Období', 'Množství', 'MJ', 'Cena za MJ v Kč', 'Celkem v Kč'] },
  ])
  return [
    { text: b.supplierName, bold: true },
    { text: 'Vyúčtování výkupu elektřiny z výrobny', fontSize: 14, bold: true },
    `${p.random.pick(['Číslo dokladu', 'Číslo faktury'])}: ${b.invoiceNumber}`,
    `Datum vystavení: ${p.date(b.issueDate)}`,
    `Výrobce: ${b.customerName}`,
    ...p.addressLines('Adresa výrobny:'),
    `EAN výrobny: ${b.productionEan}`,
    `Zúčtovací období: ${p.period()}`,
    `Produkt: ${b.sellProductName}`,
    p.contractText(),
    `Elektřina dodaná do sítě celkem: ${p.energyQty(b.soldKwh)} ${b.energyUnit}`,
    p.table(SELL_KINDS, shape),
    `Celkem k výplatě: ${p.money(b.sellTotal)}`,
    'Výrobce není plátcem DPH.',
    ...p.noise(),
    p.supplierFooter(),
  ]
}

const LAYOUTS: Record<Bill['supplier'], (p: Printer) => Content[]> = { cez, eon, pre, innogy, centropol, mnd, generic }

export function billDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const printer = new Printer(bill, random)
  const content = bill.direction === 'sell' ? sellOnly(printer) : LAYOUTS[bill.supplier](printer)
  return {
    info: { title: `Vyúčtování ${bill.invoiceNumber}`, creationDate: new Date(Date.parse(bill.issueDate)) },
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'DejaVu', fontSize: 8.5 },
    footer: (page: number, pages: number) => ({ text: `Strana ${page} z ${pages}`, alignment: 'right', fontSize: 7, margin: [40, 10] }),
    content,
  }
}
