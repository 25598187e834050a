/** TWENTIETH FORMER HELD-OUT SPLIT (written blind on 2026-11-28, session 14; unsealed in session 15).
 * Layout z, laid out with pdfmake.
 */
import pdfmake from 'pdfmake'
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  CONTRACT_END_LABELS,
  DISTRIBUTOR_FULL,
  ESTIMATE_LABELS,
  FAULT_LINES,
  SELL_FEE_LABELS,
  SELL_MONTHLY_LABELS,
  SPOT_FEE_LABELS,
  amount,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  cur,
  date,
  energy,
  fontPath,
  fuelMix,
  ibanGrouped,
  itemsOf,
  kwhText,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  pickLabels,
  priceParts,
  promoText,
  quantityParts,
  recipientOf,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

/** The serif and condensed cuts of the corpus typeface, added right before each rendering (pdf.ts registers the sans one). */
export function registerLayoutZFonts(): void {
  pdfmake.addFonts({
    HeldOutSerif: {
      normal: fontPath('DejaVuSerif.ttf'),
      bold: fontPath('DejaVuSerif-Bold.ttf'),
      italics: fontPath('DejaVuSerif-Italic.ttf'),
      bolditalics: fontPath('DejaVuSerif-BoldItalic.ttf'),
    },
    HeldOutCondensed: {
      normal: fontPath('DejaVuSansCondensed.ttf'),
      bold: fontPath('DejaVuSansCondensed-Bold.ttf'),
      italics: fontPath('DejaVuSansCondensed-Oblique.ttf'),
      bolditalics: fontPath('DejaVuSansCondensed-BoldOblique.ttf'),
    },
  })
}

const INK = '#1a1a1a'
const GREY = '#666666'
const FRAME = '#9aa3ad'

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina ve vysokém tarifu', 'Elektřina – pásmo VT', 'Dodávka elektřiny VT (T1)'],
  energyNt: ['Silová elektřina v nízkém tarifu', 'Elektřina – pásmo NT', 'Dodávka elektřiny NT (T2)'],
  energySingle: ['Silová elektřina', 'Elektřina – jedno pásmo', 'Dodávka elektřiny (jednotarif)'],
  monthlyFee: ['Stálý měsíční plat obchodníka', 'Měsíční platba za odběrné místo', 'Paušál za dodávku'],
  spotFee: SPOT_FEE_LABELS.slice(2),
  discountVt: ['Sleva {p} % ze silové elektřiny VT'],
  distVt: ['Cena za distribuované množství VT', 'Distribuce – vysoký tarif', 'Distribuční služby VT'],
  distNt: ['Cena za distribuované množství NT', 'Distribuce – nízký tarif', 'Distribuční služby NT'],
  distSingle: ['Cena za distribuované množství', 'Distribuce elektřiny', 'Distribuční služby'],
  breaker: ['Cena za příkon podle jističe', 'Měsíční platba za jistič', 'Jistič – rezervovaný příkon'],
  poze: ['Složka na podporu POZE', 'POZE (podporované zdroje)'],
  systemServices: ['Cena za systémové služby', 'Systémové služby (ČEPS)'],
  infrastructure: ['Nesíťová infrastruktura (OTE)', 'Cena za činnost operátora trhu'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup přetoků', 'Elektřina vykoupená z výrobny', 'Přetoky do distribuční sítě'],
  sellFee: SELL_FEE_LABELS.slice(1),
  sellMonthly: SELL_MONTHLY_LABELS.slice(1),
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % ze silové elektřiny'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Silová elektřina VT – ceny denního trhu', 'Elektřina VT (spot)'],
  energyNt: ['Silová elektřina NT – ceny denního trhu', 'Elektřina NT (spot)'],
  energySingle: ['Silová elektřina – ceny denního trhu', 'Elektřina (spot)'],
}
const TAGS = { supplier: 'obchodník', distribution: 'distributor', regulated: 'regulovaná cena', state: 'stát', buyback: 'výkup' } as const

interface Group {
  title: string
  kinds: RowKind[]
}

/** The pdfmake document of one bill in layout z. */
export function layoutZDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const accent = random.pick(['#24527a', '#6a2c57', '#2e6b3f', '#7a4a12'])
  const tint = { '#24527a': '#e6eef6', '#6a2c57': '#f3e8ef', '#2e6b3f': '#e7f1e9', '#7a4a12': '#f5ede2' }[accent]!
  const mwhDecimals = random.pick([3, 4, 5])
  const per: 'kWh' | 'MWh' = random.chance(0.6) ? bill.energyUnit : random.pick(['kWh', 'MWh'] as const)
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const readings = meterReadings(bill, random)
  const operator = bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : null
  const breakerText = random.pick([
    `${bill.breaker.phases}×${bill.breaker.amps} A`,
    `${bill.breaker.phases}x${bill.breaker.amps}A`,
    `${bill.breaker.phases} x ${bill.breaker.amps} A`,
  ])
  const docTitle = sellOnly
    ? random.pick(['Vyúčtování výkupu elektřiny', 'Doklad o výkupu elektřiny'])
    : random.pick(['Vyúčtování dodávky elektřiny', 'Faktura – vyúčtování elektřiny', 'Vyúčtování elektřiny'])
  const content: Content[] = []
  const small = (text: string, extra: Record<string, unknown> = {}): Content => ({ text, fontSize: 6.8, color: GREY, ...extra })
  const caption = (text: string): Content => ({
    text: text.toUpperCase(),
    fontSize: 6.4,
    bold: true,
    color: accent,
    characterSpacing: 0.6,
    margin: [0, 0, 0, 3],
  })
  const section = (text: string, extra: Record<string, unknown> = {}): Content => ({
    text,
    font: 'HeldOutSerif',
    bold: true,
    fontSize: 11.5,
    color: accent,
    margin: [0, 12, 0, 5],
    ...extra,
  })

  // ---------------------------------------------------------------- head
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: party.name, font: 'HeldOutSerif', bold: true, fontSize: 16, color: accent },
          small(`${party.street}, ${party.zipCity}`, { margin: [0, 3, 0, 0] }),
          small(`IČO ${party.ico} · DIČ CZ${party.ico} · ${party.web}`),
        ],
      },
      {
        width: 220,
        alignment: 'right',
        stack: [
          { text: docTitle, font: 'HeldOutSerif', bold: true, fontSize: 12 },
          { text: `číslo ${bill.invoiceNumber}`, bold: true, fontSize: 10.5, margin: [0, 2, 0, 0] },
          small(sellOnly ? 'řádné vyúčtování' : 'řádné vyúčtování · daňový doklad'),
          small(`vystaveno ${date(bill, bill.issueDate)}`),
        ],
      },
    ],
  })
  content.push({ canvas: [{ type: 'line', x1: 0, y1: 6, x2: 519, y2: 6, lineWidth: 1.6, lineColor: accent }], margin: [0, 0, 0, 10] })

  // ---------------------------------------------------------------- three columns: customer, place, document
  const customer: Content[] = [caption(sellOnly ? 'Výrobce' : 'Zákazník'), { text: bill.customerName, bold: true, fontSize: 9.6 }]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    customer.push(`IČ: ${ico}, DIČ: CZ${ico}`)
  }
  customer.push(
    bill.billingAddress.street,
    `${bill.billingAddress.zip} ${bill.billingAddress.city}`,
    small(`Zákaznické číslo ${bill.customerNumber}`, { margin: [0, 3, 0, 0] }),
  )
  const place: Content[] = [
    caption(sellOnly ? 'Výrobna' : 'Odběrné místo'),
    { text: `EAN ${sellOnly ? bill.productionEan : bill.ean}`, bold: true },
  ]
  if (bill.addressOnTwoLines) place.push(bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
  else place.push(`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
  if (buys(bill)) {
    place.push(`Sazba ${bill.rate} · jistič ${breakerText}`)
    if (operator) place.push(small(`Distributor: ${operator}`))
    if (sells(bill)) place.push(small(`Výrobna na téže adrese: EAN ${bill.productionEan}`))
  }
  const [termLabel, termValue] = contractTerm(bill, random, CONTRACT_END_LABELS.slice(2))
  const document: [string, string][] = [
    ['Variabilní symbol', bill.variableSymbol],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
    [sellOnly ? 'Datum plnění' : 'DUZP', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Splatnost' : sellOnly ? 'Výplata do' : 'Vrácení do', date(bill, bill.dueDate)],
    [termLabel, termValue],
  ]
  content.push({
    table: {
      widths: ['32%', '34%', '34%'],
      body: [
        [
          { stack: customer },
          { stack: place },
          {
            stack: [
              caption('Doklad'),
              {
                table: {
                  widths: [68, '*'],
                  body: document.map(([k, v]): TableCell[] => [{ text: k, color: GREY, fontSize: 7 }, { text: v }]),
                },
                layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 0, paddingTop: () => 0.6, paddingBottom: () => 0.6 },
              },
            ],
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: (i: number) => (i === 1 || i === 2 ? 0.6 : 0),
      vLineColor: () => FRAME,
      paddingLeft: (i: number) => (i === 0 ? 0 : 8),
    },
  })

  // ---------------------------------------------------------------- the bill in short, as an equation of boxes
  const buyItems = bill.items.filter((i) => !i.kind.startsWith('sell'))
  const share = (recipients: string[]) => sumTotals(buyItems.filter((i) => recipients.includes(recipientOf(i.kind))))
  const tile = (label: string, value: string, strong = false): TableCell => ({
    stack: [
      { text: label, fontSize: 6.6, color: strong ? '#ffffff' : GREY },
      { text: value, bold: true, fontSize: strong ? 10.5 : 9.2, color: strong ? '#ffffff' : INK, margin: [0, 2, 0, 0] },
    ],
    fillColor: strong ? accent : tint,
    margin: [4, 3, 4, 3],
  })
  const op = (sign: string): TableCell => ({
    text: sign,
    fontSize: 13,
    bold: true,
    alignment: 'center',
    color: accent,
    margin: [0, 6, 0, 0],
  })
  const strip = (cells: TableCell[]): Content => ({
    table: { widths: cells.map((_, k) => (k % 2 ? 12 : '*')), body: [cells] },
    layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 0 },
    margin: [0, 0, 0, 4],
  })
  const resultWord =
    bill.balance > 0
      ? random.pick(['Nedoplatek', 'Doplatek', 'K úhradě'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : 'Přeplatek'
        : 'Vyrovnáno'
  content.push(section(random.pick(['Vyúčtování v kostce', 'Jak se počítá výsledek'])))
  if (buys(bill)) {
    content.push(
      strip([
        tile('Obchodní část', money(bill, share(['supplier']))),
        op('+'),
        tile(
          operator ? `Distribuce (${DISTRIBUTOR_FULL[bill.distributor].split(',')[0]})` : 'Distribuce',
          money(bill, share(['distribution'])),
        ),
        op('+'),
        tile('Regulované platby a daň', money(bill, share(['regulated', 'state']))),
        op('='),
        tile('Celkem bez DPH', money(bill, bill.buyTotalNoVat)),
      ]),
    )
    const second: TableCell[] = [
      tile('Celkem bez DPH', money(bill, bill.buyTotalNoVat)),
      op('+'),
      tile('DPH 21 %', money(bill, bill.vat)),
      op('='),
      tile('Celkem s DPH', money(bill, bill.buyTotalWithVat)),
    ]
    content.push(strip(second))
    const third: TableCell[] = [
      tile('Celkem s DPH', money(bill, bill.buyTotalWithVat)),
      op('−'),
      tile('Uhrazené zálohy', money(bill, bill.advances)),
    ]
    if (sells(bill)) third.push(op('−'), tile('Výkup z výrobny', money(bill, bill.sellTotal)))
    third.push(op('='), tile(resultWord, money(bill, Math.abs(bill.balance)), true))
    content.push(strip(third))
  } else {
    const sellItems = bill.items.filter((i) => i.kind.startsWith('sell'))
    const gross = sumTotals(sellItems.filter((i) => i.kind === 'sellEnergy'))
    const fees = sumTotals(sellItems.filter((i) => i.kind !== 'sellEnergy'))
    const cells: TableCell[] = [tile('Vykoupená elektřina', money(bill, gross))]
    if (fees !== 0) cells.push(op('−'), tile('Srážky a poplatky výkupu', money(bill, -fees)))
    cells.push(
      op('='),
      tile('Výkup celkem', money(bill, bill.sellTotal)),
      op('='),
      tile(resultWord, money(bill, Math.abs(bill.balance)), true),
    )
    content.push(strip(cells))
  }
  if (bill.balance > 0)
    content.push({
      text: `Částku ${money(bill, bill.balance)} prosíme uhradit do ${date(bill, bill.dueDate)} na účet ${party.account} (IBAN ${ibanGrouped(party.account)}), variabilní symbol ${bill.variableSymbol}.`,
      margin: [0, 2, 0, 0],
    })
  else if (bill.balance < 0)
    content.push({
      text: sellOnly
        ? `Vyplatíme Vám ${money(bill, -bill.balance)} do ${date(bill, bill.dueDate)} na účet uvedený ve smlouvě.`
        : `Vracíme Vám ${money(bill, -bill.balance)} do ${date(bill, bill.dueDate)} na účet, ze kterého hradíte zálohy.`,
      margin: [0, 2, 0, 0],
    })

  // ---------------------------------------------------------------- amounts of electricity as tiles
  const amounts: TableCell[] = []
  if (buys(bill)) {
    amounts.push(tile(random.pick(['Celková spotřeba', 'Spotřeba za období']), e(bill.statedTotalKwh)))
    if (bill.twoTariff) amounts.push(op(''), tile('z toho VT', e(bill.vtKwh)), op(''), tile('z toho NT', e(bill.ntKwh)))
    else amounts.push(op(''), tile(`jednotarif ${bill.rate} (VT)`, e(bill.vtKwh)))
    if (bill.yearlyEstimatePrinted !== null)
      amounts.push(op(''), tile(random.pick(ESTIMATE_LABELS), kwhText(bill, bill.yearlyEstimatePrinted)))
  }
  if (sells(bill)) {
    if (amounts.length) amounts.push(op(''))
    amounts.push(tile('Dodáno do sítě z výrobny', e(bill.soldKwh)))
  }
  content.push(section(sellOnly ? 'Dodaná elektřina' : 'Elektřina v období'), strip(amounts))
  const productLines: string[] = []
  if (buys(bill)) productLines.push(`Produkt ${bill.productName}: ${buyTypeText(bill, random)}.`)
  if (sells(bill)) productLines.push(`Výkupní produkt ${bill.sellProductName}: ${sellTypeText(bill, random)}.`)
  content.push({ text: productLines.join(' '), margin: [0, 3, 0, 0] })

  // ---------------------------------------------------------------- one framed box per price component, two boxes a row
  const groups: Group[] = []
  if (buys(bill))
    groups.push(
      { title: `Obchodní část – ${party.name}`, kinds: ['energyVt', 'energySingle', 'discountVt', 'energyNt', 'spotFee', 'monthlyFee'] },
      { title: `Distribuce${operator ? ` – ${operator}` : ''}`, kinds: ['distVt', 'distSingle', 'distNt', 'breaker'] },
      { title: 'Regulované platby a daň', kinds: ['systemServices', 'poze', 'infrastructure', 'tax'] },
    )
  if (sells(bill)) groups.push({ title: `Výkup z výrobny EAN ${bill.productionEan}`, kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] })
  const titleOf = (kind: RowKind) => {
    if (kind === 'distVt' || kind === 'distNt' || kind === 'distSingle') return `${labels[kind]} · ${bill.rate}`
    if (kind === 'breaker') return `${labels.breaker} ${breakerText}`
    return labels[kind]
  }
  const box = (kind: RowKind, items: LineItem[]): Content => {
    const energyRow = items[0]!.unit === 'kWh'
    const qtyHead = energyRow ? `Množství (${bill.energyUnit})` : 'Měsíců'
    const priceHead = energyRow ? `Cena (${c}/${per})` : `Cena (${c}/měs.)`
    const body: TableCell[][] = [
      [
        {
          colSpan: 4,
          fillColor: tint,
          columns: [
            { text: titleOf(kind), bold: true, fontSize: 7.8, width: '*' },
            { text: TAGS[recipientOf(kind)], fontSize: 6, color: accent, alignment: 'right', width: 62, margin: [0, 1, 0, 0] },
          ],
        },
        {},
        {},
        {},
      ],
      [
        { text: 'Období', fontSize: 6.2, color: GREY },
        { text: qtyHead, fontSize: 6.2, color: GREY, alignment: 'right' },
        { text: priceHead, fontSize: 6.2, color: GREY, alignment: 'right' },
        { text: `Částka (${c})`, fontSize: 6.2, color: GREY, alignment: 'right' },
      ],
    ]
    for (const item of items) {
      const [qty] = quantityParts(bill, item, mwhDecimals, 'měs.')
      const [price] = priceParts(bill, item, 'měs.', per)
      body.push([
        { text: period(bill, item.from, item.to, '–'), fontSize: 6.8 },
        { text: qty, alignment: 'right' },
        { text: price, alignment: 'right' },
        { text: amount(bill, item.total), alignment: 'right' },
      ])
    }
    if (items.length > 1)
      body.push([
        { text: 'Celkem za složku', bold: true, colSpan: 3 },
        {},
        {},
        { text: amount(bill, sumTotals(items)), bold: true, alignment: 'right' },
      ])
    return {
      table: { widths: ['*', 50, 52, 52], body },
      layout: {
        hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
          i === 0 || i === node.table.body.length ? 0.8 : i === 1 ? 0.5 : 0,
        vLineWidth: (i: number) => (i === 0 || i === 4 ? 0.8 : 0),
        hLineColor: () => FRAME,
        vLineColor: () => FRAME,
        paddingTop: () => 1.4,
        paddingBottom: () => 1.4,
      },
      fontSize: 7.4,
    }
  }
  content.push(
    section(random.pick(['Rozpis podle složek ceny', 'Z čeho se skládá cena']), { pageBreak: 'before', margin: [0, 0, 0, 2] }),
    small(`Každá složka ceny má svůj rámeček; jednotky jsou uvedeny v jeho záhlaví. Částky jsou bez DPH, v ${c}.`, {
      margin: [0, 0, 0, 6],
    }),
  )
  for (const group of groups) {
    const items = itemsOf(bill, group.kinds)
    if (!items.length) continue
    content.push({
      table: {
        widths: ['*', 90],
        body: [
          [
            { text: group.title, bold: true, color: '#ffffff', fontSize: 8.4 },
            { text: money(bill, sumTotals(items)), bold: true, color: '#ffffff', fontSize: 8.4, alignment: 'right' },
          ],
        ],
      },
      layout: { hLineWidth: () => 0, vLineWidth: () => 0, fillColor: () => accent, paddingTop: () => 2.5, paddingBottom: () => 2.5 },
      margin: [0, 8, 0, 5],
    })
    const kinds = group.kinds.filter((kind) => items.some((i) => i.kind === kind))
    for (let k = 0; k < kinds.length; k += 2) {
      const left = box(
        kinds[k]!,
        items.filter((i) => i.kind === kinds[k]),
      )
      const right = kinds[k + 1]
        ? box(
            kinds[k + 1]!,
            items.filter((i) => i.kind === kinds[k + 1]),
          )
        : { text: '' }
      content.push({ columns: [left, right], columnGap: 11, margin: [0, 0, 0, 7], unbreakable: true })
    }
  }
  const totals: TableCell[][] = []
  if (buys(bill)) {
    totals.push(['Součet složek bez DPH', { text: money(bill, bill.buyTotalNoVat), alignment: 'right' }])
    totals.push(['DPH 21 %', { text: money(bill, bill.vat), alignment: 'right' }])
    totals.push([
      { text: 'Celkem s DPH', bold: true },
      { text: money(bill, bill.buyTotalWithVat), bold: true, alignment: 'right' },
    ])
  }
  if (sells(bill))
    totals.push([
      { text: 'Výkup celkem (výrobce není plátcem DPH)', bold: !buys(bill) },
      { text: money(bill, bill.sellTotal), bold: !buys(bill), alignment: 'right' },
    ])
  content.push({
    columns: [
      { width: '*', text: '' },
      {
        width: 260,
        table: { widths: ['*', 100], body: totals },
        layout: { hLineWidth: (i: number) => (i === 0 ? 1 : 0), vLineWidth: () => 0, hLineColor: () => accent },
      },
    ],
    margin: [0, 4, 0, 0],
    unbreakable: true,
  })

  // ---------------------------------------------------------------- meter readings
  content.push(section(`Elektroměr č. ${readings.meter}`))
  const readBody: TableCell[][] = [
    ['Registr', 'Od', 'Stav', 'Do', 'Stav', 'Rozdíl (kWh)', 'Odečet'].map(
      (t, k): TableCell => ({
        text: t,
        bold: true,
        fontSize: 6.8,
        color: GREY,
        alignment: k === 2 || k === 4 || k === 5 ? 'right' : 'left',
      }),
    ),
  ]
  for (const r of readings.rows)
    readBody.push([
      r.kind === 'out'
        ? `${r.register} (do sítě)`
        : r.kind === 'nt'
          ? `${r.register} NT`
          : bill.twoTariff
            ? `${r.register} VT`
            : r.register,
      date(bill, r.from),
      { text: num(bill, r.start, 0), alignment: 'right' },
      date(bill, r.to),
      { text: num(bill, r.end, 0), alignment: 'right' },
      { text: num(bill, r.end - r.start, 0), alignment: 'right' },
      r.estimated ? 'odhad ke změně ceny' : 'skutečný',
    ])
  content.push({
    table: { headerRows: 1, widths: [78, 62, 58, 62, 58, 62, '*'], body: readBody },
    layout: {
      hLineWidth: (i: number) => (i === 1 ? 0.6 : 0),
      vLineWidth: () => 0,
      hLineColor: () => FRAME,
      fillColor: (i: number) => (i > 0 && i % 2 === 0 ? tint : null),
    },
    fontSize: 7.4,
  })

  // ---------------------------------------------------------------- advances
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([5, 10, 18, 25]), random.chance(0.3))
    content.push(section(random.pick(['Zaplacené zálohy', 'Přijaté platby záloh'])))
    if (!paid.length) content.push({ text: 'V zúčtovacím období jsme žádnou zálohu neobdrželi.' })
    else {
      const rows: TableCell[][] = []
      for (let k = 0; k < paid.length; k += 3) {
        const row: TableCell[] = []
        for (let j = 0; j < 3; j++) {
          const p = paid[k + j]
          row.push(p ? { text: date(bill, p.date), color: GREY } : '', p ? { text: amount(bill, p.amount), alignment: 'right' } : '')
        }
        rows.push(row)
      }
      rows.push([
        { text: `Celkem uhrazeno (${c})`, bold: true, colSpan: 5 },
        {},
        {},
        {},
        {},
        { text: amount(bill, bill.advances), bold: true, alignment: 'right' },
      ])
      content.push({
        table: { widths: [52, 56, 52, 56, 52, 56], body: rows },
        layout: {
          hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === node.table.body.length - 1 ? 0.6 : 0),
          vLineWidth: () => 0,
          hLineColor: () => FRAME,
        },
        fontSize: 7.6,
      })
    }
    const next = nextAdvances(bill, random)
    content.push(section(`Zálohy od ${date(bill, next.rows[0]!.date)} (${next.every === 'monthly' ? 'měsíční' : 'čtvrtletní'})`))
    content.push({
      text: next.rows.map((p) => `${date(bill, p.date)}: ${amount(bill, p.amount)}`).join('   ·   '),
      fontSize: 7.4,
    })
    content.push(
      small(
        `Zálohy hraďte na účet ${party.account} pod variabilním symbolem ${bill.variableSymbol}; výši si můžete upravit v zákaznickém portálu.`,
        { margin: [0, 3, 0, 0] },
      ),
    )
  }

  // ---------------------------------------------------------------- information
  const info: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    info.push(`Poruchová linka distribuce (nepřetržitě): ${FAULT_LINES[bill.distributor]}.`)
  if (buys(bill) && operator && random.chance(0.5))
    info.push(`Poruchy dodávky hlaste společnosti ${operator} na čísle ${FAULT_LINES[bill.distributor]}.`)
  info.push(`Zákaznická linka ${party.phone}, ${party.email}. Zapsáno v obchodním rejstříku vedeném ${party.register}.`)
  if (buys(bill)) info.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  info.push(promoText(bill, random))
  info.push(COMPLAINT_NOTE)
  content.push(section('Další informace'), { ul: info.map((t) => ({ text: t, fontSize: 7.2, color: '#333333', margin: [0, 0, 0, 2] })) })

  const stamp = new Date(`${bill.issueDate}T06:40:00Z`)
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [38, 46, 38, 50],
    info: {
      title: `${docTitle} ${bill.invoiceNumber}`,
      author: party.name,
      subject: sellOnly ? 'Výkup elektřiny' : 'Vyúčtování elektřiny',
      creationDate: stamp,
      modDate: stamp,
    },
    defaultStyle: { font: 'HeldOutCondensed', fontSize: 8, lineHeight: 1.15, color: INK },
    header: (currentPage: number) =>
      currentPage > 1
        ? {
            margin: [38, 20, 38, 0],
            columns: [
              { text: party.name, bold: true, fontSize: 7.4, color: accent },
              { text: `${docTitle} č. ${bill.invoiceNumber}`, fontSize: 7.2, color: GREY, alignment: 'right' },
            ],
          }
        : null,
    footer: (currentPage: number, pageCount: number) => ({
      margin: [38, 18, 38, 0],
      columns: [
        { text: `${party.name} · ${party.street}, ${party.zipCity} · ${party.web}`, fontSize: 6.4, color: GREY },
        { text: `str. ${currentPage}/${pageCount}`, fontSize: 7.2, alignment: 'right', width: 70 },
      ],
    }),
    content,
  }
}
