/** FOURTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 11; unsealed in session 12).
 * Layout q, laid out with pdfmake.
 */
import pdfmake from 'pdfmake'
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  addMonths,
  amount,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  cur,
  date,
  days,
  energy,
  fontPath,
  fuelMix,
  isEnergy,
  itemsOf,
  kwhText,
  meterReadings,
  money,
  nextAdvances,
  num,
  padded,
  paidAdvances,
  period,
  pickLabels,
  priceParts,
  promoText,
  quantityParts,
  segmentsOf,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

/**
 * The wide pages of this layout use the condensed cut of the same typeface; pdf.ts registers the normal
 * one. Added right before each rendering, so that a later setFonts elsewhere cannot drop it.
 */
export function registerLayoutQFonts(): void {
  pdfmake.addFonts({
    DejaVuCondensed: {
      normal: fontPath('DejaVuSansCondensed.ttf'),
      bold: fontPath('DejaVuSansCondensed-Bold.ttf'),
      italics: fontPath('DejaVuSansCondensed-Oblique.ttf'),
      bolditalics: fontPath('DejaVuSansCondensed-BoldOblique.ttf'),
    },
  })
}

const BLUE = '#123e6b'
const GREY = '#606a73'
const PALE = '#e8eef4'

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina ve vysokém tarifu', 'Cena za dodanou elektřinu VT', 'Elektřina – obchodní cena VT'],
  energyNt: ['Silová elektřina v nízkém tarifu', 'Cena za dodanou elektřinu NT', 'Elektřina – obchodní cena NT'],
  energySingle: ['Silová elektřina', 'Cena za dodanou elektřinu', 'Elektřina – obchodní cena'],
  monthlyFee: ['Stálý plat za dodávku', 'Měsíční cena za službu obchodu', 'Pevná cena za odběrné místo'],
  spotFee: ['Cena za obchodní služby (přirážka k ceně OTE)', 'Přirážka obchodníka k hodinové ceně'],
  discountVt: ['Věrnostní sleva {p} % z ceny silové elektřiny VT'],
  distVt: ['Cena za distribuované množství elektřiny VT', 'Distribuční složka VT', 'Cena za distribuci elektřiny ve VT'],
  distNt: ['Cena za distribuované množství elektřiny NT', 'Distribuční složka NT', 'Cena za distribuci elektřiny v NT'],
  distSingle: ['Cena za distribuované množství elektřiny', 'Distribuční složka', 'Cena za distribuci elektřiny'],
  breaker: ['Měsíční cena za rezervovanou kapacitu (hlavní jistič)', 'Cena za příkon dle jmenovité hodnoty hlavního jističe'],
  poze: ['Cena na úhradu nákladů spojených s podporou elektřiny', 'Složka ceny na podporu elektřiny z POZE'],
  systemServices: ['Cena za systémové služby', 'Pevná cena za systémové služby'],
  infrastructure: ['Cena za činnosti operátora trhu (OTE)', 'Cena za provoz nesíťové infrastruktury'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Elektřina dodaná z výrobny do sítě'],
  sellFee: ['Poplatek za prodej přetoků na trhu', 'Srážka z výkupní ceny SPOT'],
  sellMonthly: ['Měsíční poplatek za správu výkupu', 'Stálý poplatek výkupu'],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Věrnostní sleva {p} % z ceny silové elektřiny'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Silová elektřina VT – hodinové ceny OTE', 'Elektřina VT za spotové ceny'],
  energyNt: ['Silová elektřina NT – hodinové ceny OTE', 'Elektřina NT za spotové ceny'],
  energySingle: ['Silová elektřina – hodinové ceny OTE', 'Elektřina za spotové ceny'],
}

/** Price component code of a row kind, explained in a legend above the table. */
function componentOf(kind: RowKind): string {
  if (kind.startsWith('sell')) return 'V'
  if (kind === 'tax') return 'T'
  if (kind.startsWith('dist') || kind === 'breaker') return 'D'
  if (kind === 'systemServices' || kind === 'poze' || kind === 'infrastructure') return 'R'
  return 'O'
}

interface Group {
  title: string
  kinds: RowKind[]
  perEnergy: boolean
}

/** Rows grouped by what they are charged on: each tariff's energy, the whole energy, the month, the buy-back. */
function groupsOf(bill: Bill): Group[] {
  const groups: Group[] = []
  if (buys(bill)) {
    if (bill.twoTariff) {
      groups.push({
        title: 'Platby za elektřinu odebranou ve vysokém tarifu (VT)',
        kinds: ['energyVt', 'discountVt', 'distVt'],
        perEnergy: true,
      })
      groups.push({ title: 'Platby za elektřinu odebranou v nízkém tarifu (NT)', kinds: ['energyNt', 'distNt'], perEnergy: true })
      groups.push({
        title: 'Platby za celkové odebrané množství (VT + NT)',
        kinds: ['spotFee', 'systemServices', 'poze', 'tax'],
        perEnergy: true,
      })
    } else
      groups.push({
        title: 'Platby za odebrané množství elektřiny',
        kinds: ['energySingle', 'discountVt', 'spotFee', 'distSingle', 'systemServices', 'poze', 'tax'],
        perEnergy: true,
      })
    groups.push({ title: 'Pevné měsíční platby', kinds: ['monthlyFee', 'breaker', 'infrastructure'], perEnergy: false })
  }
  if (sells(bill)) groups.push({ title: 'Výkup elektřiny z výrobny', kinds: ['sellEnergy', 'sellFee', 'sellMonthly'], perEnergy: false })
  return groups
}

const LETTERS = 'ABCDE'

const th = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({
  text,
  bold: true,
  fontSize: 6.8,
  color: 'white',
  fillColor: BLUE,
  alignment,
})

/** The pdfmake document of one bill in layout q. */
export function layoutQDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5])
  const perMwh = bill.energyUnit === 'MWh' || random.chance(0.6)
  const sellOnly = bill.direction === 'sell'
  const pointEan = sellOnly ? bill.productionEan! : bill.ean
  const groups = groupsOf(bill)
  const content: Content[] = []
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  // SAP-printed bills of some traders put the currency code first
  const codeFirst = c === 'CZK' && random.chance(0.6)
  const cash = (value: number) => (codeFirst ? `${c} ${amount(bill, value)}` : money(bill, value))

  // ---------------------------------------------------------------- page 1 (portrait)
  const docTitle = sellOnly
    ? 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY'
    : random.pick(['VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY', 'VYÚČTOVÁNÍ SDRUŽENÝCH SLUŽEB DODÁVKY ELEKTŘINY'])
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: party.name, bold: true, fontSize: 15, color: BLUE },
          { text: `${party.street}, ${party.zipCity}`, fontSize: 7, color: GREY, margin: [0, 2, 0, 0] },
          { text: `IČO ${party.ico} · DIČ CZ${party.ico} · ${party.web}`, fontSize: 7, color: GREY },
        ],
      },
      {
        width: 230,
        table: {
          widths: ['*'],
          body: [
            [{ text: docTitle, bold: true, fontSize: 9, color: 'white', fillColor: BLUE, alignment: 'center', margin: [0, 3, 0, 3] }],
            [
              {
                text: [
                  { text: sellOnly ? 'doklad č. ' : 'daňový doklad č. ', color: GREY },
                  { text: bill.invoiceNumber, bold: true },
                ],
                alignment: 'center',
                fontSize: 10,
                margin: [0, 2, 0, 2],
              },
            ],
          ],
        },
        layout: { hLineColor: () => BLUE, vLineColor: () => BLUE, hLineWidth: () => 0.8, vLineWidth: () => 0.8 },
      },
    ],
  })

  const docRows: [string, string][] = [
    [random.pick(['Číslo dokladu', 'Evidenční číslo dokladu']), bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Číslo smluvního účtu', 'Zákaznické číslo']), bill.customerNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    [random.pick(['Datum uskutečnění zdanitelného plnění', 'DUZP']), padded(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Datum vrácení přeplatku', date(bill, bill.dueDate)],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
  ]
  const window: Content[] = [
    { text: random.pick(['Adresát', 'Korespondenční adresa']), fontSize: 6.5, color: GREY, margin: [0, 0, 0, 3] },
    { text: bill.customerName, bold: true, fontSize: 10.5 },
  ]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    window.push({ text: `IČ: ${ico}   DIČ: CZ${ico}`, fontSize: 8 })
  }
  window.push(
    { text: bill.billingAddress.street, fontSize: 10 },
    { text: `${bill.billingAddress.zip}  ${bill.billingAddress.city}`, fontSize: 10 },
  )
  content.push({
    margin: [0, 14, 0, 0],
    columns: [
      {
        width: 265,
        table: {
          widths: [120, '*'],
          body: docRows.map(([k, v]): TableCell[] => [
            { text: k, color: GREY, fontSize: 7.2 },
            { text: v, bold: k === 'Variabilní symbol' },
          ]),
        },
        layout: {
          hLineWidth: (i: number) => (i === 0 ? 0 : 0.4),
          vLineWidth: () => 0,
          hLineColor: () => '#b9c3cc',
          paddingTop: () => 2,
          paddingBottom: () => 2,
        },
      },
      { width: 20, text: '' },
      { width: '*', stack: window, margin: [8, 6, 0, 0] },
    ],
  })

  // the supply point (or the production point) and the contract
  const [termLabel, termValue] = contractTerm(bill, random, ['Doba trvání smlouvy do', 'Smlouva sjednána do'])
  const readings = meterReadings(bill, random)
  const facts: [string, string][] = []
  const address = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  facts.push([sellOnly ? 'EAN výrobny' : 'EAN odběrného místa', pointEan])
  facts.push([sellOnly ? 'Adresa výrobny' : 'Adresa odběrného místa', address])
  if (buys(bill)) {
    facts.push(['Distribuční sazba', bill.rate])
    facts.push([
      'Hlavní jistič',
      random.pick([`${bill.breaker.phases} × ${bill.breaker.amps} A`, `${bill.breaker.phases}x${bill.breaker.amps} A`]),
    ])
    if (bill.distributorShown === 'explicit') facts.push(['Provozovatel distribuční soustavy', DISTRIBUTOR_FULL[bill.distributor]])
    facts.push(['Produkt', bill.productName])
    facts.push(['Typ ceny', buyTypeText(bill, random)])
  }
  if (sells(bill)) {
    if (buys(bill)) facts.push(['EAN výrobny', bill.productionEan!])
    facts.push([buys(bill) ? 'Produkt výkupu' : 'Produkt', bill.sellProductName])
    facts.push(['Výkupní cena', sellTypeText(bill, random)])
  }
  facts.push([termLabel, termValue])
  facts.push(['Elektroměr č.', readings.meter])
  const factBody: TableCell[][] = []
  for (let i = 0; i < facts.length; i += 2) {
    const a = facts[i]!
    const b = facts[i + 1]
    factBody.push([
      { text: a[0], color: GREY, fontSize: 7 },
      { text: a[1], bold: true },
      { text: b?.[0] ?? '', color: GREY, fontSize: 7 },
      { text: b?.[1] ?? '', bold: true },
    ])
  }
  content.push({
    text: sellOnly ? 'Výrobna a smlouva' : 'Odběrné místo a smlouva',
    bold: true,
    color: BLUE,
    fontSize: 9.5,
    margin: [0, 12, 0, 3],
  })
  content.push({
    table: { widths: [88, '*', 88, '*'], body: factBody },
    layout: {
      fillColor: (i: number) => (i % 2 === 0 ? PALE : null),
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingTop: () => 2.5,
      paddingBottom: () => 2.5,
    },
  })

  // summary: each group's subtotal (the groups' rows are in the annex), totals, the result
  content.push({ text: 'Souhrn vyúčtování', bold: true, color: BLUE, fontSize: 9.5, margin: [0, 12, 0, 3] })
  const summary: TableCell[][] = [[th('Část'), th('Podrobně'), th(`Částka (${c})`, 'right')]]
  groups.forEach((group, index) => {
    const rows = itemsOf(bill, group.kinds)
    if (!rows.length) return
    summary.push([
      `${LETTERS[index]}  ${group.title}`,
      { text: 'Příloha č. 1', color: GREY, fontSize: 7 },
      { text: amount(bill, sumTotals(rows)), alignment: 'right' },
    ])
  })
  if (buys(bill)) {
    summary.push([
      { text: random.pick(['Celkem za dodávku elektřiny bez DPH', 'Cena celkem bez DPH']), bold: true },
      '',
      { text: amount(bill, bill.buyTotalNoVat), alignment: 'right', bold: true },
    ])
    summary.push(['DPH 21 %', '', { text: amount(bill, bill.vat), alignment: 'right' }])
    summary.push([
      { text: 'Celkem včetně DPH', bold: true },
      '',
      { text: amount(bill, bill.buyTotalWithVat), alignment: 'right', bold: true },
    ])
    summary.push([
      random.pick(['Zaplacené zálohy', 'Zúčtované zálohy']),
      { text: 'Příloha č. 2', color: GREY, fontSize: 7 },
      { text: amount(bill, -bill.advances), alignment: 'right' },
    ])
    if (sells(bill))
      summary.push([
        'Započtený výkup elektřiny (bez DPH, výrobce není plátce)',
        '',
        { text: amount(bill, -bill.sellTotal), alignment: 'right' },
      ])
  } else
    summary.push([
      { text: 'Výkup celkem (výrobce není plátcem DPH)', bold: true },
      '',
      { text: amount(bill, bill.sellTotal), alignment: 'right', bold: true },
    ])
  const resultWord =
    bill.balance > 0 ? random.pick(['Nedoplatek', 'Doplatek']) : bill.balance < 0 ? (sellOnly ? 'K výplatě' : 'Přeplatek') : 'Vyrovnáno'
  summary.push([
    { text: resultWord, bold: true, fontSize: 10.5, color: BLUE },
    '',
    { text: cash(Math.abs(bill.balance)), alignment: 'right', bold: true, fontSize: 10.5, color: BLUE },
  ])
  content.push({
    table: { headerRows: 1, widths: ['*', 70, 95], body: summary },
    layout: {
      hLineWidth: (i: number, node) => (i === node.table.body.length ? 1 : 0.4),
      vLineWidth: () => 0,
      hLineColor: () => '#b9c3cc',
      paddingTop: () => 2.5,
      paddingBottom: () => 2.5,
    },
  })

  // payment
  const payText =
    bill.balance > 0
      ? `${resultWord} ${cash(bill.balance)} uhraďte nejpozději ${date(bill, bill.dueDate)} na účet ${party.account}, variabilní symbol ${bill.variableSymbol}. Platbu můžete zadat i načtením QR kódu.`
      : bill.balance < 0
        ? `${sellOnly ? 'Částku' : 'Přeplatek'} ${cash(-bill.balance)} Vám poukážeme do ${date(bill, bill.dueDate)} na Váš bankovní účet.`
        : 'Zaplacené zálohy přesně pokryly fakturovanou částku.'
  content.push({
    margin: [0, 8, 0, 0],
    columns: [
      {
        width: '*',
        stack: [
          { text: 'Platební údaje', bold: true, fontSize: 8.5 },
          { text: payText, margin: [0, 2, 0, 0] },
        ],
      },
      bill.balance > 0
        ? {
            width: 80,
            stack: [
              { qr: spayd(bill, party), fit: 74 },
              { text: 'QR platba', fontSize: 6, color: GREY },
            ],
          }
        : { width: 0, text: '' },
    ],
  })

  // consumption in short
  if (buys(bill)) {
    const lines: Content[] = [{ text: 'Spotřeba elektřiny', bold: true, color: BLUE, fontSize: 9.5, margin: [0, 10, 0, 3] }]
    const body: TableCell[][] = [[th('Tarif'), th('Množství', 'right'), th('Podíl', 'right')]]
    const total = bill.statedTotalKwh
    const share = (kwh: number) => `${num(bill, (kwh / Math.max(1, bill.vtKwh + bill.ntKwh)) * 100, 1)} %`
    body.push([
      bill.twoTariff ? 'Vysoký tarif (VT)' : 'Jednotarif (VT)',
      { text: e(bill.vtKwh), alignment: 'right' },
      { text: share(bill.vtKwh), alignment: 'right' },
    ])
    if (bill.twoTariff)
      body.push(['Nízký tarif (NT)', { text: e(bill.ntKwh), alignment: 'right' }, { text: share(bill.ntKwh), alignment: 'right' }])
    body.push([{ text: 'Celková spotřeba za období', bold: true }, { text: e(total), alignment: 'right', bold: true }, ''])
    lines.push({ table: { widths: ['*', 100, 60], body }, layout: 'lightHorizontalLines' })
    const perDay = `Průměrná denní spotřeba ${num(bill, total / days(bill.periodFrom, bill.periodTo), 2)} kWh.`
    const estimate =
      bill.yearlyEstimatePrinted !== null
        ? ` ${random.pick(['Odhad spotřeby na dalších 12 měsíců', 'Předpokládaná roční spotřeba'])}: ${kwhText(bill, bill.yearlyEstimatePrinted)}.`
        : ''
    const sold = sells(bill) ? ` Z výrobny bylo do sítě dodáno ${e(bill.soldKwh)}.` : ''
    lines.push({ text: `${perDay}${estimate}${sold}`, fontSize: 7.5, margin: [0, 3, 0, 0] })
    content.push({ stack: lines, unbreakable: true })
  } else {
    content.push({ text: 'Vykoupené množství', bold: true, color: BLUE, fontSize: 9.5, margin: [0, 10, 0, 3] })
    content.push({ text: `Do distribuční soustavy bylo z výrobny dodáno ${e(bill.soldKwh)} (registr 2.8.0).` })
  }
  if (buys(bill) && bill.distributorShown !== 'none' && (bill.distributorShown === 'fault-line' || random.chance(0.5)))
    content.push({
      text: `Poruchová linka distributora (nonstop): ${FAULT_LINES[bill.distributor]}`,
      bold: true,
      fontSize: 8,
      margin: [0, 6, 0, 0],
    })

  // ---------------------------------------------------------------- annex 1 (landscape)
  content.push({
    text: `Příloha č. 1 k dokladu ${bill.invoiceNumber}: rozpis fakturovaných položek`,
    bold: true,
    fontSize: 11,
    color: BLUE,
    pageBreak: 'before',
    pageOrientation: 'landscape',
    margin: [0, 0, 0, 2],
  })
  content.push({
    text: `Zúčtovací období ${period(bill, bill.periodFrom, bill.periodTo)} · ${sellOnly ? 'EAN výrobny' : 'EAN'} ${pointEan}`,
    fontSize: 7.5,
    color: GREY,
    margin: [0, 0, 0, 6],
  })
  const legend = [
    'O – obchodní (neregulovaná) složka ceny',
    'D – distribuce',
    'R – ostatní regulované služby dle cenového rozhodnutí ERÚ',
    'T – daň z elektřiny',
    'V – výkup',
  ]
  const usedCodes = new Set(bill.items.map((i) => componentOf(i.kind)))
  content.push({
    text: `Složky: ${legend.filter((l) => usedCodes.has(l[0]!)).join(' · ')}.`,
    font: 'DejaVuCondensed',
    fontSize: 7,
    color: GREY,
    margin: [0, 0, 0, 0],
  })
  if (buys(bill)) {
    const prices =
      bill.buyingType === 'SPOT'
        ? `Silová elektřina je účtována za vážený průměr hodinových cen denního trhu OTE, produkt ${bill.productName}.`
        : `Ceny obchodní složky podle ceníku produktu ${bill.productName}.`
    content.push({
      text: `${prices} Regulované ceny podle cenového rozhodnutí ERÚ platného pro dané období.`,
      font: 'DejaVuCondensed',
      fontSize: 7,
      color: GREY,
      margin: [0, 0, 0, 5],
    })
  }

  const head: TableCell[] = [
    th('Ozn.'),
    th('Položka'),
    th('Složka'),
    th('Od'),
    th('Do'),
    th('Dní', 'right'),
    th('Množství', 'right'),
    th('MJ'),
    th('Cena za MJ bez DPH', 'right'),
    th('Jednotka ceny'),
    th(`Částka bez DPH (${c})`, 'right'),
    th('DPH', 'right'),
  ]
  const body: TableCell[][] = [head]
  const segs = segmentsOf(bill)
  groups.forEach((group, index) => {
    const rows = itemsOf(bill, group.kinds)
    if (!rows.length) return
    body.push([
      { text: `${LETTERS[index]}  ${group.title}`, colSpan: 12, bold: true, color: BLUE, fillColor: PALE },
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ])
    let n = 0
    for (const seg of segs) {
      const own = rows.filter((r) => r.from === seg.from)
      for (const item of own) {
        n++
        const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
        const [price, priceUnit] = priceParts(bill, item, 'měs.', perMwh ? 'MWh' : 'kWh')
        body.push([
          `${LETTERS[index]}${n}`,
          labels[item.kind],
          { text: componentOf(item.kind), alignment: 'center' },
          padded(bill, item.from),
          padded(bill, item.to),
          { text: String(days(item.from, item.to)), alignment: 'right' },
          { text: qty, alignment: 'right' },
          unit,
          { text: price, alignment: 'right' },
          priceUnit,
          { text: amount(bill, item.total), alignment: 'right' },
          { text: item.kind.startsWith('sell') ? 'mimo' : '21 %', alignment: 'right' },
        ])
      }
      // per-energy groups add up their unit prices per price period, as big suppliers' annexes do
      if (group.perEnergy && own.length > 1 && own.every(isEnergy)) {
        const sum = own.reduce((acc, i) => acc + i.price, 0)
        const value = perMwh ? `${num(bill, sum, 2)} ${c}/MWh` : `${num(bill, sum / 1000, 5)} ${c}/kWh`
        body.push([
          {
            text: `Jednotková cena skupiny ${LETTERS[index]} celkem za ${period(bill, seg.from, seg.to)}: ${value}`,
            colSpan: 12,
            italics: true,
            color: GREY,
            fontSize: 6.8,
          },
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ])
      }
    }
    body.push([
      { text: `Celkem ${LETTERS[index]}`, colSpan: 10, bold: true, alignment: 'right' },
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      { text: amount(bill, sumTotals(rows)), alignment: 'right', bold: true },
      '',
    ])
  })
  if (buys(bill)) {
    body.push([
      { text: 'Celkem za dodávku elektřiny a související služby bez DPH', colSpan: 10, bold: true, alignment: 'right' },
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      { text: amount(bill, bill.buyTotalNoVat), alignment: 'right', bold: true },
      '',
    ])
  }
  content.push({
    table: { headerRows: 1, dontBreakRows: true, widths: [22, '*', 30, 44, 44, 22, 50, 24, 62, 44, 66, 28], body },
    layout: {
      hLineWidth: (i: number) => (i <= 1 ? 0 : 0.3),
      vLineWidth: () => 0,
      hLineColor: () => '#c5ccd3',
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
    font: 'DejaVuCondensed',
    fontSize: 7.4,
  })
  // ---------------------------------------------------------------- annex 2 (portrait again)
  content.push({
    text: `Příloha č. 2 k dokladu ${bill.invoiceNumber}: odečty, platby a informace`,
    bold: true,
    fontSize: 11,
    color: BLUE,
    pageBreak: 'before',
    pageOrientation: 'portrait',
    margin: [0, 0, 0, 6],
  })
  content.push({ text: `Odečty elektroměru č. ${readings.meter}`, bold: true, fontSize: 9, margin: [0, 4, 0, 3] })
  const readBody: TableCell[][] = [
    [th('Registr'), th('Od'), th('Do'), th('Stav od', 'right'), th('Stav do', 'right'), th('Rozdíl (kWh)', 'right'), th('Způsob')],
  ]
  for (const r of readings.rows) {
    const reg =
      r.kind === 'out'
        ? `${r.register} (dodávka do sítě)`
        : r.kind === 'nt'
          ? `${r.register} NT`
          : bill.twoTariff
            ? `${r.register} VT`
            : r.register
    readBody.push([
      reg,
      date(bill, r.from),
      date(bill, r.to),
      { text: num(bill, r.start, 0), alignment: 'right' },
      { text: num(bill, r.end, 0), alignment: 'right' },
      { text: num(bill, r.end - r.start, 0), alignment: 'right' },
      r.estimated ? 'odhad' : 'odečet',
    ])
  }
  content.push({
    table: { headerRows: 1, widths: [90, 60, 60, 60, 60, 60, '*'], body: readBody },
    layout: 'lightHorizontalLines',
    fontSize: 7.5,
  })

  if (buys(bill)) {
    content.push({ text: 'Rekapitulace DPH', bold: true, fontSize: 9, margin: [0, 10, 0, 3] })
    const vatBody: TableCell[][] = [[th('Sazba'), th('Základ daně', 'right'), th('DPH', 'right'), th('Celkem s DPH', 'right')]]
    vatBody.push([
      '21 %',
      { text: amount(bill, bill.buyTotalNoVat), alignment: 'right' },
      { text: amount(bill, bill.vat), alignment: 'right' },
      { text: amount(bill, bill.buyTotalWithVat), alignment: 'right' },
    ])
    content.push({ table: { headerRows: 1, widths: [60, 90, 90, 90], body: vatBody }, layout: 'lightHorizontalLines', fontSize: 8 })

    const paid = paidAdvances(bill, random.pick([8, 15, 22]), random.chance(0.25))
    content.push({ text: 'Přijaté zálohy', bold: true, fontSize: 9, margin: [0, 10, 0, 3] })
    const paidBody: TableCell[][] = [[th('Splatnost'), th('Zaplaceno'), th(`Částka (${c})`, 'right')]]
    for (const pay of paid)
      paidBody.push([
        date(bill, pay.date),
        date(bill, addMonths(pay.date, 0, Math.min(28, Number(pay.date.slice(8)) + 2))),
        { text: amount(bill, pay.amount), alignment: 'right' },
      ])
    paidBody.push([{ text: 'Celkem', bold: true, colSpan: 2 }, '', { text: amount(bill, bill.advances), alignment: 'right', bold: true }])
    content.push({ table: { headerRows: 1, widths: [80, 80, 90], body: paidBody }, layout: 'lightHorizontalLines', fontSize: 8 })

    const next = nextAdvances(bill, random)
    content.push({ text: 'Předpis záloh na další období', bold: true, fontSize: 9, margin: [0, 10, 0, 3] })
    content.push({
      text: `${next.every === 'monthly' ? 'Měsíční' : 'Čtvrtletní'} záloha ${cash(next.rows[0]!.amount)}, splatná vždy k ${next.day}. dni ${next.every === 'monthly' ? 'měsíce' : 'prvního měsíce čtvrtletí'}.`,
    })
    const cells: TableCell[][] = []
    for (let i = 0; i < next.rows.length; i += 4)
      cells.push(
        next.rows
          .slice(i, i + 4)
          .flatMap((pay): TableCell[] => [date(bill, pay.date), { text: amount(bill, pay.amount), alignment: 'right' }]),
      )
    for (const row of cells) while (row.length < 8) row.push('')
    content.push({
      table: { widths: [55, 50, 55, 50, 55, 50, 55, 50], body: cells },
      layout: 'noBorders',
      fontSize: 7.5,
      margin: [0, 3, 0, 0],
    })
  }

  content.push({ text: 'Informace', bold: true, fontSize: 9, margin: [0, 10, 0, 3] })
  content.push({ text: `Zákaznická linka ${party.phone}, e-mail ${party.email}, ${party.web}.`, fontSize: 7.5 })
  if (buys(bill))
    content.push({ text: fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1), fontSize: 7, color: GREY, margin: [0, 3, 0, 0] })
  content.push({ text: promoText(bill, random), fontSize: 7.5, margin: [0, 3, 0, 0] })
  content.push({ text: COMPLAINT_NOTE, fontSize: 7, color: GREY, margin: [0, 3, 0, 0] })

  const stamp = new Date(`${bill.issueDate}T05:40:00Z`)
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [40, 50, 40, 46],
    info: {
      title: `Vyúčtování ${bill.invoiceNumber}`,
      author: party.name,
      subject: 'Vyúčtování elektřiny',
      creationDate: stamp,
      modDate: stamp,
    },
    defaultStyle: { font: 'DejaVu', fontSize: 8, lineHeight: 1.12 },
    header: (currentPage: number) =>
      currentPage === 1
        ? { text: '' }
        : {
            columns: [
              { text: party.name, bold: true, fontSize: 7.5, color: BLUE },
              { text: `Doklad ${bill.invoiceNumber} · VS ${bill.variableSymbol}`, alignment: 'right', fontSize: 7.5, color: GREY },
            ],
            margin: [40, 22, 40, 0],
          },
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        {
          text: `${party.name}, ${party.street}, ${party.zipCity}, IČO ${party.ico}, zapsaná v obchodním rejstříku vedeném ${party.register}`,
          fontSize: 5.8,
          color: GREY,
        },
        { text: `list ${currentPage} z ${pageCount}`, alignment: 'right', fontSize: 7, width: 60 },
      ],
      margin: [40, 16, 40, 0],
    }),
    content,
  }
}
