/** SIXTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 12; unsealed in session 13).
 * Layout t, laid out with pdfmake.
 */
import pdfmake from 'pdfmake'
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
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
  ibanGrouped,
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

/** The serif cut of the corpus typeface, added right before each rendering (pdf.ts registers the sans one). */
export function registerLayoutTFonts(): void {
  pdfmake.addFonts({
    DejaVuSerif: {
      normal: fontPath('DejaVuSerif.ttf'),
      bold: fontPath('DejaVuSerif-Bold.ttf'),
      italics: fontPath('DejaVuSerif-Italic.ttf'),
      bolditalics: fontPath('DejaVuSerif-BoldItalic.ttf'),
    },
    DejaVuSerifCondensed: {
      normal: fontPath('DejaVuSerifCondensed.ttf'),
      bold: fontPath('DejaVuSerifCondensed-Bold.ttf'),
      italics: fontPath('DejaVuSerifCondensed-Italic.ttf'),
      bolditalics: fontPath('DejaVuSerifCondensed-BoldItalic.ttf'),
    },
  })
}

const INK = '#1d1a16'
const WINE = '#6b1f2a'
const GREY = '#6d675f'
const PAPER = '#f4efe6'

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina – vysoký tarif', 'Elektřina odebraná ve VT', 'Obchodní cena elektřiny VT'],
  energyNt: ['Silová elektřina – nízký tarif', 'Elektřina odebraná v NT', 'Obchodní cena elektřiny NT'],
  energySingle: ['Silová elektřina – jednotarifní sazba', 'Elektřina odebraná v jednom tarifu', 'Obchodní cena elektřiny'],
  monthlyFee: ['Stálý měsíční plat', 'Paušální platba za odběrné místo', 'Měsíční platba obchodníkovi'],
  spotFee: ['Přirážka k ceně denního trhu OTE', 'Cena služby obchodníka ke spotu'],
  discountVt: ['Sleva {p} % z ceny elektřiny VT'],
  distVt: ['Cena za distribuované množství ve VT', 'Distribuční služby – VT', 'Přenos a distribuce – VT'],
  distNt: ['Cena za distribuované množství v NT', 'Distribuční služby – NT', 'Přenos a distribuce – NT'],
  distSingle: ['Cena za distribuované množství', 'Distribuční služby', 'Přenos a distribuce'],
  breaker: ['Měsíční cena za jistič', 'Cena za rezervovaný příkon (jistič)', 'Platba za velikost jističe'],
  poze: ['Cena na podporu POZE', 'Podpora výroby z obnovitelných zdrojů (POZE)'],
  systemServices: ['Cena za systémové služby', 'Systémové služby provozovatele přenosové soustavy'],
  infrastructure: ['Cena za provoz nesíťové infrastruktury', 'Činnost operátora trhu (OTE)'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Vykoupené přetoky', 'Elektřina dodaná z výrobny'],
  sellFee: ['Odpočet za obchodování přebytků', 'Srážka z tržní ceny přetoků'],
  sellMonthly: ['Pevná měsíční platba za výkup', 'Správa výkupního místa – měsíčně'],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % z ceny elektřiny'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Silová elektřina VT za hodinové ceny OTE', 'Elektřina ve VT – spotová cena'],
  energyNt: ['Silová elektřina NT za hodinové ceny OTE', 'Elektřina v NT – spotová cena'],
  energySingle: ['Silová elektřina za hodinové ceny OTE', 'Elektřina – spotová cena'],
}

interface Part {
  title: string
  kinds: RowKind[]
}

function partsOf(bill: Bill, supplierName: string, operator: string): Part[] {
  const parts: Part[] = []
  if (buys(bill)) {
    parts.push({
      title: `Obchodní část – dodávka elektřiny (${supplierName})`,
      kinds: ['energyVt', 'energySingle', 'discountVt', 'energyNt', 'spotFee', 'monthlyFee'],
    })
    parts.push({ title: `Distribuce elektřiny (${operator})`, kinds: ['distVt', 'distSingle', 'distNt', 'breaker'] })
    parts.push({ title: 'Ostatní regulované platby', kinds: ['systemServices', 'poze', 'infrastructure'] })
    parts.push({ title: 'Daň z elektřiny podle zákona č. 261/2007 Sb.', kinds: ['tax'] })
  }
  if (sells(bill)) parts.push({ title: 'Výkup elektřiny z výrobny', kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] })
  return parts
}

const LETTERS = 'abcdefgh'

/** The pdfmake document of one bill in layout t. */
export function layoutTDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5])
  const per: 'kWh' | 'MWh' = random.chance(0.55) ? bill.energyUnit : random.pick(['kWh', 'MWh'] as const)
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const pointEan = sellOnly ? bill.productionEan! : bill.ean
  const readings = meterReadings(bill, random)
  const operator = bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : 'provozovatel distribuční soustavy'
  const breakerText = random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} × ${bill.breaker.amps} A`])
  const content: Content[] = []
  let section = 0
  const heading = (title: string, pageBreak = false): Content => {
    section++
    return {
      text: `${section}  ${title}`,
      tocItem: true,
      fontSize: 11.5,
      bold: true,
      color: WINE,
      margin: [0, 14, 0, 5],
      ...(pageBreak ? { pageBreak: 'before' as const } : {}),
    }
  }
  const numbered = (rows: [string, string][], start = 1): Content => ({
    table: {
      widths: [26, 150, '*'],
      body: rows.map(([label, value], k): TableCell[] => [
        { text: `${section}.${start + k}`, color: GREY },
        { text: label, color: GREY },
        { text: value, bold: true },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 2],
  })

  // ---------------------------------------------------------------- the cover: issuer, document, addressee, contents
  const docName = sellOnly
    ? random.pick(['Vyúčtování výkupu elektřiny', 'Doklad o výkupu elektřiny z výrobny'])
    : random.pick(['Vyúčtování elektřiny', 'Faktura – vyúčtování dodávky elektřiny', 'Řádné vyúčtování dodávky elektřiny'])
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: party.name, fontSize: 17, bold: true, color: WINE },
          { text: `${party.street} · ${party.zipCity}`, fontSize: 7.5, color: GREY, margin: [0, 3, 0, 0] },
          { text: `IČO ${party.ico} · DIČ CZ${party.ico}`, fontSize: 7.5, color: GREY },
        ],
      },
      {
        width: 190,
        stack: [
          { text: docName, fontSize: 10, bold: true, alignment: 'right' },
          {
            text: `${sellOnly ? 'číslo dokladu' : 'číslo daňového dokladu'} ${bill.invoiceNumber}`,
            alignment: 'right',
            margin: [0, 2, 0, 0],
          },
          { text: `vystaveno ${date(bill, bill.issueDate)}`, alignment: 'right', color: GREY, fontSize: 7.5 },
        ],
      },
    ],
  })
  content.push({
    canvas: [{ type: 'line', x1: 0, y1: 4, x2: 499, y2: 4, lineWidth: 1.4, lineColor: WINE }],
    margin: [0, 2, 0, 8],
  })
  const window: Content[] = [{ text: bill.customerName, bold: true, fontSize: 10.5 }]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    window.push({ text: `IČ ${ico}, DIČ CZ${ico}`, fontSize: 8.5 })
  }
  window.push(
    { text: bill.billingAddress.street, fontSize: 10 },
    { text: `${bill.billingAddress.zip}  ${bill.billingAddress.city}`, fontSize: 10 },
  )
  const docFacts: TableCell[][] = [
    ['Variabilní symbol', { text: bill.variableSymbol, bold: true }],
    [random.pick(['Zákaznické číslo', 'Číslo zákazníka']), bill.customerNumber],
    ['Zúčtovací období', `${period(bill, bill.periodFrom, bill.periodTo)}`],
    [sellOnly ? 'Datum plnění' : 'Datum uskutečnění zdanitelného plnění', padded(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Vyplacení do', date(bill, bill.dueDate)],
  ].map(([k, v]) => [{ text: k as string, color: GREY, fontSize: 7.5 }, v as TableCell])
  content.push({
    columns: [
      {
        width: 250,
        table: { widths: [118, '*'], body: docFacts },
        layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingTop: () => 1.5, paddingBottom: () => 1.5 },
      },
      { width: '*', text: '' },
      {
        width: 200,
        stack: window,
        margin: [10, 8, 0, 0],
      },
    ],
  })
  content.push({
    margin: [0, 14, 0, 0],
    table: {
      widths: ['*'],
      body: [
        [
          {
            fillColor: PAPER,
            margin: [8, 6, 8, 6],
            toc: {
              title: {
                text: random.pick(['Obsah vyúčtování', 'Obsah dokladu']),
                bold: true,
                fontSize: 9,
                color: WINE,
                margin: [0, 0, 0, 4],
              },
              textStyle: { fontSize: 8.5 },
              numberStyle: { fontSize: 8.5, color: GREY },
            },
          },
        ],
      ],
    },
    layout: 'noBorders',
  })

  // ---------------------------------------------------------------- summary
  content.push(heading('Souhrn vyúčtování'))
  const summary: TableCell[][] = []
  const sumRow = (label: string, value: string, strong = false): TableCell[] => [
    { text: label, bold: strong },
    { text: value, alignment: 'right', bold: strong },
  ]
  if (buys(bill)) {
    summary.push(sumRow(random.pick(['Cena za dodávku elektřiny a služby bez DPH', 'Celkem bez DPH']), money(bill, bill.buyTotalNoVat)))
    summary.push(sumRow('DPH 21 %', money(bill, bill.vat)))
    summary.push(sumRow('Celkem s DPH', money(bill, bill.buyTotalWithVat), true))
    summary.push(sumRow(random.pick(['Zaplacené zálohy', 'Uhrazené zálohy za období']), money(bill, -bill.advances)))
    if (sells(bill)) summary.push(sumRow('Výkup elektřiny z výrobny (bez DPH, započten)', money(bill, -bill.sellTotal)))
  } else summary.push(sumRow('Výkup elektřiny celkem (výrobce není plátcem DPH)', money(bill, bill.sellTotal), true))
  const result =
    bill.balance > 0
      ? random.pick(['Nedoplatek', 'Doplatek', 'K úhradě'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Přeplatek – vrátíme'])
        : 'Vyrovnáno'
  summary.push([
    { text: result, bold: true, fontSize: 11, color: WINE },
    { text: money(bill, Math.abs(bill.balance)), alignment: 'right', bold: true, fontSize: 11, color: WINE },
  ])
  content.push({
    table: { widths: ['*', 130], body: summary },
    layout: {
      hLineWidth: (i: number, node) => (i === node.table.body.length - 1 ? 1 : i === 0 || i === node.table.body.length ? 0 : 0.3),
      vLineWidth: () => 0,
      hLineColor: () => '#b8ab98',
      paddingTop: () => 2.5,
      paddingBottom: () => 2.5,
    },
  })

  // ---------------------------------------------------------------- the supply point and the contract, numbered
  content.push(heading(sellOnly ? 'Výrobna a smlouva' : 'Odběrné místo a smlouva'))
  const address = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  const place: [string, string][] = [
    [sellOnly ? 'EAN výrobny' : 'EAN odběrného místa', pointEan],
    [sellOnly ? 'Adresa výrobny' : 'Adresa odběrného místa', address],
  ]
  if (buys(bill)) {
    place.push(['Distribuční sazba', bill.rate])
    place.push(['Hlavní jistič před elektroměrem', breakerText])
    if (bill.distributorShown === 'explicit') place.push(['Distributor', DISTRIBUTOR_FULL[bill.distributor]])
    place.push(['Produkt', `${bill.productName} (${buyTypeText(bill, random)})`])
  }
  if (sells(bill)) {
    if (buys(bill)) place.push(['EAN výrobny', bill.productionEan!])
    place.push([buys(bill) ? 'Produkt pro výkup' : 'Produkt', `${bill.sellProductName} (${sellTypeText(bill, random)})`])
  }
  const [termLabel, termValue] = contractTerm(bill, random, ['Sjednaná doba trvání do', 'Smlouva platí do', 'Konec smluvního závazku'])
  place.push([termLabel, termValue])
  place.push(['Elektroměr', `č. ${readings.meter}`])
  content.push(numbered(place))

  // ---------------------------------------------------------------- the price breakdown as a stepped outline
  const priceSection = () => {
    content.push(heading(sellOnly ? 'Rozpis výkupu' : 'Rozpis ceny', random.chance(0.6)))
    content.push({
      text: `Množství × jednotková cena (à) = částka; ceny a částky bez DPH v ${c}. ${segmentsOf(bill).length > 1 ? 'Během období se ceny změnily: položky jsou rozepsány po cenových obdobích a), b).' : ''}`,
      fontSize: 7.5,
      color: GREY,
      margin: [0, 0, 0, 4],
    })
    const body: TableCell[][] = [
      [
        { text: 'č.', color: GREY, fontSize: 7 },
        { text: 'Položka', color: GREY, fontSize: 7 },
        { text: 'množství à cena', color: GREY, fontSize: 7 },
        { text: 'dílčí', color: GREY, fontSize: 7, alignment: 'right' },
        { text: 'položka', color: GREY, fontSize: 7, alignment: 'right' },
        { text: 'oddíl', color: GREY, fontSize: 7, alignment: 'right' },
      ],
    ]
    const calc = (item: LineItem) => {
      const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
      const [price, priceUnit] = priceParts(bill, item, 'měs.', per)
      return `${qty} ${unit} à ${price} ${priceUnit}`
    }
    const nameOf = (item: LineItem) => {
      if (item.kind === 'distVt' || item.kind === 'distNt' || item.kind === 'distSingle') return `${labels[item.kind]}, sazba ${bill.rate}`
      if (item.kind === 'breaker') return `${labels.breaker} ${breakerText}`
      return labels[item.kind]
    }
    const totalRow = (): TableCell[] => [
      '',
      {
        text: `${random.pick(['Celkem za dodávku a související služby bez DPH', 'Součet oddílů bez DPH'])} (${section}.1 až ${section}.4)`,
        bold: true,
        colSpan: 4,
      },
      '',
      '',
      '',
      { text: amount(bill, bill.buyTotalNoVat), alignment: 'right', bold: true },
    ]
    partsOf(bill, party.name, operator).forEach((part, p) => {
      const rows = itemsOf(bill, part.kinds)
      if (!rows.length) return
      if (part.kinds[0] === 'sellEnergy' && buys(bill)) body.push(totalRow())
      const number = `${section}.${p + 1}`
      body.push([
        { text: number, bold: true },
        { text: part.title, bold: true, colSpan: 2 },
        '',
        '',
        '',
        { text: amount(bill, sumTotals(rows)), alignment: 'right', bold: true },
      ])
      const kinds = part.kinds.filter((k) => rows.some((r) => r.kind === k))
      kinds.forEach((kind, k) => {
        const own = rows.filter((r) => r.kind === kind)
        const first = own[0]!
        if (own.length === 1)
          body.push([
            { text: `${number}.${k + 1}`, color: GREY },
            { text: nameOf(first), margin: [8, 0, 0, 0] },
            { text: calc(first), font: 'DejaVuSerifCondensed' },
            '',
            { text: amount(bill, first.total), alignment: 'right' },
            '',
          ])
        else {
          body.push([
            { text: `${number}.${k + 1}`, color: GREY },
            { text: nameOf(first), margin: [8, 0, 0, 0], colSpan: 2 },
            '',
            '',
            { text: amount(bill, sumTotals(own)), alignment: 'right' },
            '',
          ])
          own.forEach((item, j) => {
            body.push([
              '',
              {
                text: `${LETTERS[j]}) ${period(bill, item.from, item.to)}`,
                margin: [16, 0, 0, 0],
                color: GREY,
                fontSize: 7.4,
                font: 'DejaVuSerifCondensed',
              },
              { text: calc(item), font: 'DejaVuSerifCondensed', fontSize: 7.6 },
              { text: amount(bill, item.total), alignment: 'right', fontSize: 7.6 },
              '',
              '',
            ])
          })
        }
      })
    })
    if (buys(bill) && !sells(bill)) body.push(totalRow())
    content.push({
      table: { headerRows: 1, dontBreakRows: true, widths: [34, '*', 142, 48, 52, 58], body },
      layout: {
        hLineWidth: (i: number, node) => (i === 1 ? 0.8 : i === node.table.body.length ? 1 : 0),
        vLineWidth: (i: number) => (i >= 3 && i <= 5 ? 0.3 : 0),
        hLineColor: () => WINE,
        vLineColor: () => '#d8cfc1',
        paddingTop: () => 1.8,
        paddingBottom: () => 1.8,
      },
      fontSize: 8,
    })
  }

  // ---------------------------------------------------------------- consumption and readings
  const usageSection = () => {
    content.push(heading(sellOnly ? 'Dodávka do sítě a odečty' : 'Spotřeba a odečty'))
    const usage: [string, string][] = []
    if (buys(bill)) {
      usage.push(['Celková spotřeba za období', e(bill.statedTotalKwh)])
      if (bill.twoTariff) {
        usage.push(['z toho ve vysokém tarifu (VT)', e(bill.vtKwh)])
        usage.push(['z toho v nízkém tarifu (NT)', e(bill.ntKwh)])
      } else usage.push(['jednotarifní odběr (VT)', e(bill.vtKwh)])
      usage.push(['Průměr za den', `${num(bill, bill.statedTotalKwh / days(bill.periodFrom, bill.periodTo), 2)} kWh`])
      if (bill.yearlyEstimatePrinted !== null)
        usage.push([random.pick(['Odhad spotřeby na 12 měsíců', 'Plánovaná spotřeba za rok']), kwhText(bill, bill.yearlyEstimatePrinted)])
    }
    if (sells(bill)) usage.push(['Elektřina dodaná z výrobny do sítě', e(bill.soldKwh)])
    content.push(numbered(usage))
    const readBody: TableCell[][] = [
      ['Registr', 'Od', 'Do', 'Stav od', 'Stav do', 'Rozdíl kWh', 'Druh'].map(
        (h, k): TableCell => ({ text: h, color: GREY, fontSize: 7, alignment: k >= 3 && k <= 5 ? 'right' : 'left' }),
      ),
    ]
    for (const r of readings.rows)
      readBody.push([
        r.kind === 'out'
          ? `${r.register} (výroba do sítě)`
          : r.kind === 'nt'
            ? `${r.register} NT`
            : bill.twoTariff
              ? `${r.register} VT`
              : r.register,
        date(bill, r.from),
        date(bill, r.to),
        { text: num(bill, r.start, 0), alignment: 'right' },
        { text: num(bill, r.end, 0), alignment: 'right' },
        { text: num(bill, r.end - r.start, 0), alignment: 'right' },
        r.estimated ? 'odhad' : 'odečet',
      ])
    content.push({
      margin: [26, 4, 0, 0],
      table: { headerRows: 1, widths: [95, 58, 58, 52, 52, 52, '*'], body: readBody },
      layout: 'lightHorizontalLines',
      fontSize: 7.6,
    })
  }

  // the consumption comes before the prices on some bills
  if (random.chance(0.35)) {
    usageSection()
    priceSection()
  } else {
    priceSection()
    usageSection()
  }

  // ---------------------------------------------------------------- payments
  content.push(heading('Platby'))
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([10, 15, 20]), random.chance(0.35))
    content.push({ text: `${section}.1  Zálohy zaplacené v zúčtovacím období`, bold: true, margin: [0, 0, 0, 3] })
    const cells: TableCell[][] = []
    for (let i = 0; i < paid.length; i += 3) {
      const row: TableCell[] = paid
        .slice(i, i + 3)
        .flatMap((pay): TableCell[] => [date(bill, pay.date), { text: amount(bill, pay.amount), alignment: 'right' }])
      while (row.length < 6) row.push('')
      cells.push(row)
    }
    cells.push([
      { text: 'Celkem', bold: true, colSpan: 5 },
      '',
      '',
      '',
      '',
      { text: amount(bill, bill.advances), bold: true, alignment: 'right' },
    ])
    content.push({
      margin: [26, 0, 0, 6],
      table: { widths: [62, 60, 62, 60, 62, 60], body: cells },
      layout: 'lightHorizontalLines',
      fontSize: 7.6,
    })
  }
  const payNo = buys(bill) ? 2 : 1
  const instructions =
    bill.balance > 0
      ? `${result} ${money(bill, bill.balance)} uhraďte do ${date(bill, bill.dueDate)} na účet ${party.account} (IBAN ${ibanGrouped(party.account)}), variabilní symbol ${bill.variableSymbol}.`
      : bill.balance < 0
        ? `${sellOnly ? 'Částku' : 'Přeplatek'} ${money(bill, -bill.balance)} Vám vyplatíme převodem do ${date(bill, bill.dueDate)}.`
        : 'Zálohy pokryly celou fakturovanou částku.'
  content.push({
    columnGap: 14,
    columns: [
      {
        width: '*',
        stack: [
          { text: `${section}.${payNo}  ${bill.balance > 0 ? 'Jak zaplatit' : 'Výsledek vyúčtování'}`, bold: true, margin: [0, 0, 0, 3] },
          { text: instructions, margin: [26, 0, 0, 0] },
        ],
      },
      bill.balance > 0
        ? {
            width: 78,
            stack: [
              { qr: spayd(bill, party), fit: 72 },
              { text: 'QR Platba', fontSize: 6, color: GREY },
            ],
          }
        : { width: 0, text: '' },
    ],
  })
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    content.push({ text: `${section}.${payNo + 1}  Zálohy na další období`, bold: true, margin: [0, 8, 0, 3] })
    content.push({
      margin: [26, 0, 0, 0],
      text: `${next.every === 'monthly' ? 'Měsíční' : 'Čtvrtletní'} záloha ${money(bill, next.rows[0]!.amount)} splatná k ${next.day}. dni ${next.every === 'monthly' ? 'každého měsíce' : 'prvního měsíce čtvrtletí'}, poprvé ${date(bill, next.rows[0]!.date)}.`,
    })
  }

  // ---------------------------------------------------------------- information
  content.push(heading('Informace pro zákazníka'))
  const info: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    info.push(`Poruchy a výpadky dodávky hlaste na poruchovou linku distributora ${FAULT_LINES[bill.distributor]} (nonstop).`)
  if (buys(bill) && bill.distributorShown === 'explicit' && random.chance(0.5))
    info.push(`Poruchová linka ${DISTRIBUTOR_FULL[bill.distributor]}: ${FAULT_LINES[bill.distributor]}.`)
  info.push(
    `Zákaznická linka ${party.phone}, e-mail ${party.email}, ${party.web}. Společnost je zapsána v obchodním rejstříku vedeném ${party.register}.`,
  )
  if (buys(bill)) info.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  info.push(promoText(bill, random))
  info.push(COMPLAINT_NOTE)
  content.push({
    ol: info.map((t, k) => ({ text: t, fontSize: k >= info.length - 3 ? 7.2 : 8, color: k >= info.length - 3 ? GREY : INK })),
    margin: [8, 0, 0, 0],
  })

  const stamp = new Date(`${bill.issueDate}T06:20:00Z`)
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [48, 52, 48, 50],
    info: {
      title: `${docName} ${bill.invoiceNumber}`,
      author: party.name,
      subject: sellOnly ? 'Výkup elektřiny' : 'Vyúčtování elektřiny',
      creationDate: stamp,
      modDate: stamp,
    },
    defaultStyle: { font: 'DejaVuSerif', fontSize: 8.3, lineHeight: 1.15, color: INK },
    header: (currentPage: number) =>
      currentPage === 1
        ? { text: '' }
        : {
            margin: [48, 24, 48, 0],
            columns: [
              { text: party.name, fontSize: 7.5, bold: true, color: WINE },
              { text: `${sellOnly ? 'Doklad' : 'Vyúčtování'} č. ${bill.invoiceNumber}`, fontSize: 7.5, alignment: 'right', color: GREY },
            ],
          },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [48, 18, 48, 0],
      columns: [
        { text: `${party.name} · ${party.web}`, fontSize: 6.5, color: GREY },
        { text: `Str. ${currentPage}/${pageCount}`, fontSize: 7, alignment: 'right', width: 70 },
      ],
    }),
    content,
  }
}
