/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 15).
 * Layout l, laid out with pdfmake.
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
  breakerText,
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
  kwhText,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  pickLabels,
  promoText,
  segmentsOf,
  sellTypeText,
  sells,
  sentence,
  sumTotals,
  supplierParty,
} from './common.ts'

/** The monospaced cut for the figures, added right before each rendering (pdf.ts registers the proportional one). */
export function registerLayoutLFonts(): void {
  pdfmake.addFonts({
    DejaVuMonoFigures: {
      normal: fontPath('DejaVuSansMono.ttf'),
      bold: fontPath('DejaVuSansMono-Bold.ttf'),
      italics: fontPath('DejaVuSansMono-Oblique.ttf'),
      bolditalics: fontPath('DejaVuSansMono-BoldOblique.ttf'),
    },
  })
}

const INK = '#1a1a1a'
const GREY = '#666666'
const LINE = '#b9b9b9'
const HEAD = '#1f4e5f'
const TINT = '#e8f0f2'

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina', 'Dodávka elektřiny', 'Elektřina – komodita'],
  energyNt: ['Silová elektřina', 'Dodávka elektřiny', 'Elektřina – komodita'],
  energySingle: ['Silová elektřina', 'Dodávka elektřiny', 'Elektřina – komodita'],
  monthlyFee: ['Stálý měsíční plat', 'Stálá platba za odběrné místo', 'Měsíční cena za dodávku'],
  spotFee: [...SPOT_FEE_LABELS],
  discountVt: ['Sleva {p} % ze silové elektřiny', 'Věrnostní sleva {p} %'],
  distVt: ['Cena za distribuované množství', 'Distribuce – množství', 'Použití distribuční sítě'],
  distNt: ['Cena za distribuované množství', 'Distribuce – množství', 'Použití distribuční sítě'],
  distSingle: ['Cena za distribuované množství', 'Distribuce – množství', 'Použití distribuční sítě'],
  breaker: ['Měsíční cena za rezervovaný příkon', 'Jistič – měsíční platba', 'Cena za hodnotu hlavního jističe'],
  poze: ['Cena na podporu elektřiny z POZE', 'POZE – podporované zdroje'],
  systemServices: ['Cena za systémové služby', 'Systémové služby'],
  infrastructure: ['Cena za nesíťovou infrastrukturu', 'Činnost zúčtování OTE'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Vykoupené přetoky', 'Elektřina předaná do sítě'],
  sellFee: [...SELL_FEE_LABELS],
  sellMonthly: [...SELL_MONTHLY_LABELS],
}
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Silová elektřina – hodinová cena OTE', 'Elektřina (spot)'],
  energyNt: ['Silová elektřina – hodinová cena OTE', 'Elektřina (spot)'],
  energySingle: ['Silová elektřina – hodinová cena OTE', 'Elektřina (spot)'],
}

type Part = 'A' | 'B' | 'C' | 'D'
const PART_OF: Record<RowKind, Part> = {
  energyVt: 'A',
  energyNt: 'A',
  energySingle: 'A',
  discountVt: 'A',
  spotFee: 'A',
  monthlyFee: 'A',
  distVt: 'B',
  distNt: 'B',
  distSingle: 'B',
  breaker: 'B',
  poze: 'B',
  systemServices: 'B',
  infrastructure: 'B',
  tax: 'C',
  sellEnergy: 'D',
  sellFee: 'D',
  sellMonthly: 'D',
}
const ORDER: RowKind[] = [
  'energyVt',
  'energyNt',
  'energySingle',
  'discountVt',
  'spotFee',
  'monthlyFee',
  'distVt',
  'distNt',
  'distSingle',
  'breaker',
  'systemServices',
  'poze',
  'infrastructure',
  'tax',
  'sellEnergy',
  'sellFee',
  'sellMonthly',
]

const fig = (text: string, extra: Record<string, unknown> = {}): TableCell => ({
  text,
  font: 'DejaVuMonoFigures',
  fontSize: 7,
  alignment: 'right',
  ...extra,
})
const th = (text: string, alignment: 'left' | 'right' | 'center' = 'left'): TableCell => ({
  text,
  bold: true,
  fontSize: 6.8,
  color: '#ffffff',
  fillColor: HEAD,
  alignment,
})

const grid = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => LINE,
  paddingTop: () => 2,
  paddingBottom: () => 2,
}

/** The pdfmake document of one bill in layout l. */
export function layoutLDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const sellOnly = bill.direction === 'sell'
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const labels = pickLabels(bill, random, POOLS, bill.buyingType === 'SPOT' ? SPOT_ENERGY : {})
  const [vtWord, ntWord] = random.pick([
    ['VT', 'NT'],
    ['T1', 'T2'],
    ['VT/T1', 'NT/T2'],
  ] as const)
  const singleWord = random.pick(['jednotarif', 'JT', '–'])
  const band = (item: LineItem): string =>
    item.kind === 'energyVt' || item.kind === 'distVt' || (bill.twoTariff && item.kind === 'discountVt')
      ? vtWord
      : item.kind === 'energyNt' || item.kind === 'distNt'
        ? ntWord
        : item.kind === 'energySingle' || item.kind === 'distSingle' || item.kind === 'discountVt'
          ? singleWord
          : '–'
  const operator = buys(bill) && bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : null
  const readings = meterReadings(bill, random)
  const breaker = breakerText(bill, random)
  const docName = sellOnly ? 'Výkupní doklad' : random.pick(['Vyúčtování elektřiny', 'Faktura – vyúčtování elektřiny'])
  const resultWord =
    bill.balance > 0 ? random.pick(['Doplatek', 'K úhradě']) : bill.balance < 0 ? (sellOnly ? 'K výplatě' : 'Přeplatek') : 'Vyrovnáno'
  const content: Content[] = []
  const h2 = (text: string, extra: Record<string, unknown> = {}): Content => ({
    text,
    bold: true,
    fontSize: 10,
    color: HEAD,
    margin: [0, 12, 0, 4],
    ...extra,
  })
  const small = (text: string, extra: Record<string, unknown> = {}): Content => ({ text, fontSize: 6.8, color: GREY, ...extra })

  // ---------------------------------------------------------------- title on the left, the addressee in the window on the right
  const ico = bill.customerType === 'business' ? customerIco(random) : null
  const addressee: Content[] = [
    small(sellOnly ? 'Výrobce' : 'Zákazník'),
    { text: bill.customerName, bold: true, fontSize: 10.5, margin: [0, 2, 0, 1] },
    ...(ico ? [{ text: `IČ ${ico}, DIČ CZ${ico}`, fontSize: 8 } as Content] : []),
    { text: bill.billingAddress.street, fontSize: 9.5 },
    { text: `${bill.billingAddress.zip} ${bill.billingAddress.city}`, fontSize: 9.5 },
  ]
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: party.name, fontSize: 9, bold: true, color: HEAD },
          small(`${party.street}, ${party.zipCity}`),
          small(`IČO ${party.ico}   DIČ CZ${party.ico}`),
          { text: docName, fontSize: 17, bold: true, margin: [0, 14, 0, 2] },
          { text: `za období ${period(bill, bill.periodFrom, bill.periodTo)}`, fontSize: 9.5 },
          small(sellOnly ? 'Doklad vystavený odběratelem elektřiny za výrobce.' : 'Daňový doklad – řádné vyúčtování'),
        ],
      },
      { width: 200, stack: addressee, margin: [0, 18, 0, 0] },
    ],
  })

  // ---------------------------------------------------------------- the document's facts as one header row over one value row
  const strip: [string, string][] = [
    [random.pick(['Číslo faktury', 'Číslo vyúčtování', 'Doklad č.']), bill.invoiceNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    [sellOnly ? 'Datum plnění' : 'DUZP', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Splatnost' : sellOnly ? 'Termín výplaty' : 'Termín vrácení', date(bill, bill.dueDate)],
    ['Var. symbol', bill.variableSymbol],
    ['Zák. číslo', bill.customerNumber],
  ]
  content.push({
    table: {
      widths: strip.map(() => '*'),
      body: [
        strip.map(([k]) => th(k, 'center')),
        strip.map(([, v]) => ({ text: v, alignment: 'center', bold: true, fontSize: 8.4 }) as TableCell),
      ],
    },
    layout: grid,
    margin: [0, 14, 0, 0],
  })

  // ---------------------------------------------------------------- the recap by part, the result beside it
  const partTitles: Record<Part, string> = {
    A: random.pick(['A. Obchodní část – dodávka elektřiny', 'A. Neregulovaná část (dodávka)']),
    B: random.pick([
      'B. Distribuce a regulované platby',
      bill.items.some((i) => i.kind === 'poze') ? 'B. Regulovaná část (distribuce, POZE, OTE)' : 'B. Regulovaná část (distribuce, OTE)',
    ]),
    C: 'C. Daň z elektřiny',
    D: 'D. Výkup elektřiny z výrobny',
  }
  const parts: Part[] = [...(buys(bill) ? (['A', 'B', 'C'] as Part[]) : []), ...(sells(bill) ? (['D'] as Part[]) : [])]
  const partSum = (p: Part) => sumTotals(bill.items.filter((i) => PART_OF[i.kind] === p))
  const recapBody: TableCell[][] = [[th('Část vyúčtování'), th(`Bez DPH (${c})`, 'right'), th('Podíl', 'right')]]
  for (const p of parts) {
    const base = p === 'D' ? bill.sellTotal : bill.buyTotalNoVat
    const share = base ? (partSum(p) / base) * 100 : 0
    recapBody.push([
      { text: partTitles[p], fontSize: 7.6 },
      fig(amount(bill, partSum(p))),
      fig(`${share.toFixed(1).replace('.', ',')} %`, { color: GREY }),
    ])
  }
  const settle: [string, string, boolean][] = []
  if (buys(bill)) {
    settle.push(['Celkem bez DPH', amount(bill, bill.buyTotalNoVat), false])
    settle.push(['DPH 21 %', amount(bill, bill.vat), false])
    settle.push(['Celkem s DPH', amount(bill, bill.buyTotalWithVat), true])
    settle.push([random.pick(['Uhrazené zálohy', 'Zaplacené zálohy']), `−${amount(bill, bill.advances)}`, false])
    if (sells(bill)) settle.push(['Výkup (část D)', `−${amount(bill, bill.sellTotal)}`, false])
  } else settle.push(['Výkup celkem (část D)', amount(bill, bill.sellTotal), true])
  settle.push([resultWord, amount(bill, Math.abs(bill.balance)), true])
  content.push(h2(random.pick(['Souhrn vyúčtování', 'Rekapitulace'])))
  content.push({
    columns: [
      { width: '58%', table: { widths: ['*', 70, 40], body: recapBody }, layout: grid },
      {
        width: '*',
        margin: [14, 0, 0, 0],
        table: {
          widths: ['*', 78],
          body: settle.map(([k, v, strong], idx): TableCell[] => {
            const last = idx === settle.length - 1
            return [
              { text: k, bold: strong, fontSize: last ? 9.5 : 7.8, color: last ? HEAD : INK, fillColor: last ? TINT : undefined },
              fig(`${v} ${c}`, { bold: strong, fontSize: last ? 9 : 7.4, color: last ? HEAD : INK, fillColor: last ? TINT : undefined }),
            ]
          }),
        },
        layout: grid,
      },
    ],
  })
  const payText =
    bill.balance > 0
      ? `Doplatek ${money(bill, bill.balance)} zašlete do ${date(bill, bill.dueDate)} na účet ${party.account} (IBAN ${ibanGrouped(party.account)}), VS ${bill.variableSymbol}.`
      : bill.balance < 0
        ? sellOnly
          ? `Vyplatíme Vám ${money(bill, -bill.balance)} převodem do ${date(bill, bill.dueDate)}.`
          : `Vracíme Vám ${money(bill, -bill.balance)} převodem na Váš účet do ${date(bill, bill.dueDate)}.`
        : 'Vyúčtování je vyrovnané, nic nedoplácíte.'
  content.push({ text: payText, fontSize: 8, margin: [0, 6, 0, 0] })

  // ---------------------------------------------------------------- the place and the contract, two label–value pairs a row
  const facts: [string, string][] = []
  const addr = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  if (buys(bill)) {
    facts.push(['EAN', bill.ean], ['Adresa odběrného místa', addr], ['Distribuční sazba', bill.rate], ['Jistič', breaker])
    if (operator) facts.push(['Distributor', operator])
    facts.push(['Produkt', bill.productName], ['Typ ceny', buyTypeText(bill, random)])
    if (sells(bill))
      facts.push(['EAN výrobny', bill.productionEan!], ['Výkupní produkt', `${bill.sellProductName} (${sellTypeText(bill, random)})`])
  } else {
    facts.push(
      ['EAN výrobny', bill.productionEan!],
      ['Adresa výrobny', addr],
      ['Výkupní produkt', bill.sellProductName],
      ['Typ výkupu', sellTypeText(bill, random)],
    )
  }
  facts.push(contractTerm(bill, random, CONTRACT_END_LABELS))
  const factRows: TableCell[][] = []
  for (let k = 0; k < facts.length; k += 2) {
    const a = facts[k]!
    const b = facts[k + 1]
    factRows.push([
      { text: a[0], color: GREY, fontSize: 7.2 },
      { text: a[1], fontSize: 8 },
      { text: b?.[0] ?? '', color: GREY, fontSize: 7.2 },
      { text: b?.[1] ?? '', fontSize: 8 },
    ])
  }
  content.push(h2(sellOnly ? 'Výrobna a smlouva' : 'Odběrné místo a smlouva'))
  content.push({ table: { widths: [80, '*', 80, '*'], body: factRows }, layout: grid })

  // ---------------------------------------------------------------- part two: the basis of the bill
  content.push(
    h2(random.pick(['Podklady k vyúčtování', 'Příloha: podklady k vyúčtování']), {
      fontSize: 12,
      pageBreak: random.chance(0.6) ? 'before' : undefined,
    }),
  )

  // consumption per tariff
  const useBody: TableCell[][] = [[th('Pásmo'), th('Od'), th('Do'), th('Množství', 'right')]]
  if (buys(bill)) {
    if (bill.twoTariff) {
      useBody.push([vtWord, date(bill, bill.periodFrom), date(bill, bill.periodTo), fig(e(bill.vtKwh))])
      useBody.push([ntWord, date(bill, bill.periodFrom), date(bill, bill.periodTo), fig(e(bill.ntKwh))])
    } else
      useBody.push([
        `${singleWord === '–' ? 'jednotarif' : singleWord} (VT)`,
        date(bill, bill.periodFrom),
        date(bill, bill.periodTo),
        fig(e(bill.vtKwh)),
      ])
    useBody.push([
      { text: random.pick(['Celková spotřeba', 'Spotřeba celkem']), bold: true },
      '',
      '',
      fig(e(bill.statedTotalKwh), { bold: true }),
    ])
    if (bill.yearlyEstimatePrinted !== null)
      useBody.push([
        { text: random.pick(ESTIMATE_LABELS), colSpan: 3, color: GREY },
        '',
        '',
        fig(kwhText(bill, bill.yearlyEstimatePrinted)),
      ])
  }
  if (sells(bill)) useBody.push(['Dodávka do sítě (výrobna)', date(bill, bill.periodFrom), date(bill, bill.periodTo), fig(e(bill.soldKwh))])
  content.push({
    text: sellOnly ? 'Množství elektřiny předané do sítě' : 'Množství elektřiny',
    bold: true,
    fontSize: 8.4,
    margin: [0, 4, 0, 3],
  })
  content.push({ table: { widths: [110, 70, 70, '*'], body: useBody }, layout: grid })

  // one table per part, header repeated on every page
  const unitWord = (item: LineItem) => (item.unit === 'kWh' ? bill.energyUnit : 'měs.')
  const qty = (item: LineItem) =>
    item.unit !== 'kWh'
      ? num(bill, item.quantity, 3)
      : bill.energyUnit === 'kWh'
        ? num(bill, item.quantity, 0)
        : num(bill, item.quantity / 1000, mwhDecimals)
  const unitPrice = (item: LineItem) =>
    item.unit !== 'kWh' ? amount(bill, item.price) : bill.energyUnit === 'kWh' ? num(bill, item.price / 1000, 5) : amount(bill, item.price)
  const multi = segmentsOf(bill).length > 1
  for (const p of parts) {
    const rows = bill.items
      .filter((i) => PART_OF[i.kind] === p)
      .sort((a, b) => (a.from === b.from ? ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) : a.from < b.from ? -1 : 1))
    const body: TableCell[][] = [
      [
        th('Cenová složka'),
        th('Pásmo', 'center'),
        th('Od'),
        th('Do'),
        th('Množství', 'right'),
        th('MJ'),
        th(`Cena/MJ (${c})`, 'right'),
        th(`Bez DPH (${c})`, 'right'),
      ],
    ]
    for (const item of rows)
      body.push([
        { text: labels[item.kind], fontSize: 7.4 },
        { text: band(item), alignment: 'center', fontSize: 7.2 },
        { text: date(bill, item.from), fontSize: 7, color: multi ? INK : GREY },
        { text: date(bill, item.to), fontSize: 7, color: multi ? INK : GREY },
        fig(qty(item)),
        { text: unitWord(item), fontSize: 7 },
        fig(unitPrice(item)),
        fig(amount(bill, item.total)),
      ])
    body.push([
      { text: `Mezisoučet ${p}`, bold: true, colSpan: 7, fontSize: 7.6 },
      '',
      '',
      '',
      '',
      '',
      '',
      fig(amount(bill, sumTotals(rows)), { bold: true }),
    ])
    content.push({ text: partTitles[p], bold: true, fontSize: 8.6, margin: [0, 10, 0, 3] })
    if (p === 'D') content.push(small(`EAN výrobny ${bill.productionEan} · výrobce není plátcem DPH`, { margin: [0, 0, 0, 3] }))
    content.push({
      table: { headerRows: 1, dontBreakRows: true, widths: ['*', 38, 50, 50, 52, 26, 58, 62], body },
      layout: grid,
    })
  }
  if (buys(bill)) {
    content.push({
      table: {
        widths: ['*', 62],
        body: [
          [
            { text: random.pick(['Celkem A + B + C bez DPH', 'Součet částí A až C bez DPH']), bold: true },
            fig(amount(bill, bill.buyTotalNoVat), { bold: true }),
          ],
        ],
      },
      layout: grid,
      margin: [0, 6, 0, 0],
    })
  }

  // ---------------------------------------------------------------- readings
  const readBody: TableCell[][] = [
    [th('Registr'), th('Datum od'), th('Stav od', 'right'), th('Datum do'), th('Stav do', 'right'), th('kWh', 'right'), th('Způsob')],
  ]
  for (const r of readings.rows)
    readBody.push([
      r.kind === 'out'
        ? `${r.register} (dodávka)`
        : r.kind === 'nt'
          ? `${r.register} ${ntWord}`
          : bill.twoTariff
            ? `${r.register} ${vtWord}`
            : r.register,
      date(bill, r.from),
      fig(num(bill, r.start, 0)),
      date(bill, r.to),
      fig(num(bill, r.end, 0)),
      fig(num(bill, r.end - r.start, 0)),
      { text: r.estimated ? 'odhad k datu změny ceny' : 'odečet', color: GREY, fontSize: 7 },
    ])
  content.push({ text: `Odečty – elektroměr č. ${readings.meter}`, bold: true, fontSize: 8.6, margin: [0, 12, 0, 3] })
  content.push({ table: { headerRows: 1, widths: [62, 58, '*', 58, '*', 50, 90], body: readBody }, layout: grid })

  // ---------------------------------------------------------------- advances: paid (left) and planned (right)
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([8, 15, 22]), random.chance(0.3))
    const next = nextAdvances(bill, random)
    const paidBody: TableCell[][] = [[th('Zaplaceno dne'), th(`Částka (${c})`, 'right')]]
    for (const p of paid) paidBody.push([date(bill, p.date), fig(amount(bill, p.amount))])
    paidBody.push([{ text: 'Celkem', bold: true }, fig(amount(bill, bill.advances), { bold: true })])
    const nextBody: TableCell[][] = [[th('Splatnost zálohy'), th(`Částka (${c})`, 'right')]]
    for (const p of next.rows) nextBody.push([date(bill, p.date), fig(amount(bill, p.amount))])
    content.push({
      columns: [
        {
          stack: [
            { text: 'Přijaté zálohy', bold: true, fontSize: 8.6, margin: [0, 0, 0, 3] },
            { table: { headerRows: 1, widths: ['*', 70], body: paidBody }, layout: grid },
          ],
        },
        {
          stack: [
            {
              text: `Nové zálohy (${next.every === 'monthly' ? 'měsíční' : 'čtvrtletní'})`,
              bold: true,
              fontSize: 8.6,
              margin: [0, 0, 0, 3],
            },
            { table: { headerRows: 1, widths: ['*', 70], body: nextBody }, layout: grid },
          ],
        },
      ],
      columnGap: 18,
      margin: [0, 12, 0, 0],
    })
  }

  // ---------------------------------------------------------------- information
  content.push(h2('Informace pro zákazníka'))
  const info: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    info.push(`Poruchová linka distributora (24 h): ${FAULT_LINES[bill.distributor]}`)
  if (operator && random.chance(0.5)) info.push(`Poruchy hlaste přímo distributorovi ${operator} na čísle ${FAULT_LINES[bill.distributor]}`)
  info.push(`Zákaznický servis ${party.name}: ${party.phone}, ${party.email}; bankovní spojení ${party.bank}, ${party.account}`)
  info.push(`Společnost je zapsána v obchodním rejstříku vedeném ${party.register}`)
  if (buys(bill)) info.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  info.push(promoText(bill, random))
  info.push(COMPLAINT_NOTE)
  content.push({ ol: info.map((t) => ({ text: sentence(t), fontSize: 7.2, color: '#333333', margin: [0, 0, 0, 2] })) })

  const stamp = new Date(`${bill.issueDate}T07:40:00Z`)
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [36, 46, 36, 46],
    info: {
      title: `${docName} ${bill.invoiceNumber}`,
      author: party.name,
      subject: sellOnly ? 'Výkup elektřiny' : 'Vyúčtování elektřiny',
      creationDate: stamp,
      modDate: stamp,
    },
    defaultStyle: { font: 'DejaVu', fontSize: 8, lineHeight: 1.1, color: INK },
    header: () => ({
      margin: [36, 18, 36, 0],
      columns: [
        { text: party.name, fontSize: 7, color: GREY },
        { text: `${docName} č. ${bill.invoiceNumber}`, fontSize: 7, alignment: 'right', color: GREY },
      ],
    }),
    footer: (currentPage: number, pageCount: number) => ({
      margin: [36, 14, 36, 0],
      columns: [
        { text: `${party.web} · ${party.phone}`, fontSize: 6.6, color: GREY },
        { text: `list ${currentPage}/${pageCount}`, fontSize: 7, alignment: 'right', width: 80 },
      ],
    }),
    content,
  }
}
