/** FIFTEENTH SPLIT (blind development), written on 2026-11-23 (session 12).
 * The pdfmake layout "margin-notes": a bill set like a textbook page, numbered sections ("1 | Výsledek",
 * "2 | Doklad a zákazník" …) in a main column with a column of grey notes in a serif italic beside
 * each section that explain it and carry figures of their own (daily average, shares, the arithmetic
 * of the result). The document kind and the customer category are printed as tick boxes
 * ("☒ řádné ☐ mimořádné ☐ opravné"). The charges form an outline: a parent row per cost family with
 * its subtotal, indented child rows under it that on some bills are named by the tariff alone
 * ("vysoký tarif (VT)" under "Distribuce elektřiny"); unit prices carry their unit in the cell,
 * negative amounts a true minus sign. A real QR Platba code, "Strana n (celkem N)" in the header.
 */
import pdfmake from 'pdfmake'
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  GROUPS,
  amount,
  buyTypeText,
  buys,
  contractText,
  customerIco,
  date,
  days,
  energy,
  fontPath,
  fuelMix,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  priceParts,
  promoText,
  quantityParts,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

/** The serif family of the notes (the body stays in the corpus's DejaVu Sans). */
export function registerMarginNotesFonts(): void {
  pdfmake.addFonts({
    DejaVuSerif: {
      normal: fontPath('DejaVuSerif.ttf'),
      bold: fontPath('DejaVuSerif-Bold.ttf'),
      italics: fontPath('DejaVuSerif-Italic.ttf'),
      bolditalics: fontPath('DejaVuSerif-BoldItalic.ttf'),
    },
  })
}

const GREY = '#5d5d5d'
const NOTE_FILL = '#f1f1ee'
const MAIN = 352

const thin = {
  hLineWidth: (i: number) => (i === 1 ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => '#9a9a9a',
  paddingTop: () => 1.6,
  paddingBottom: () => 1.6,
  paddingLeft: () => 2,
  paddingRight: () => 2,
}

/** A true minus sign for negative amounts. */
const signed = (bill: Bill, value: number) => (value < 0 ? `−${amount(bill, -value)}` : amount(bill, value))
const tick = (on: boolean, label: string) => `${on ? '☒' : '☐'} ${label}`

/** The pdfmake document of one bill in the margin-notes layout. */
export function marginNotesDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const accent = random.pick(['#1f5b8f', '#7b2f2f', '#3c6e2d', '#5a3d85'])
  const readings = meterReadings(bill, random)
  const sellOnly = bill.direction === 'sell'
  const per: 'MWh' | 'kWh' = random.chance(0.5) ? bill.energyUnit : random.pick(['MWh', 'kWh'] as const)
  const shortChildren = random.chance(0.5)
  const content: Content[] = []
  let sectionNo = 0

  const note = (...paragraphs: string[]): Content => ({
    table: {
      widths: ['*'],
      body: [
        [{ stack: paragraphs.map((text) => ({ text, margin: [0, 0, 0, 3] })), fillColor: NOTE_FILL, border: [true, false, false, false] }],
      ],
    },
    layout: {
      vLineWidth: () => 1.5,
      vLineColor: () => accent,
      hLineWidth: () => 0,
      paddingLeft: () => 5,
      paddingRight: () => 4,
      paddingTop: () => 4,
      paddingBottom: () => 2,
    },
    font: 'DejaVuSerif',
    italics: true,
    fontSize: 6.4,
    color: GREY,
  })
  const section = (title: string, main: Content[], notes: Content | null, breakBefore = false) => {
    sectionNo++
    content.push({
      columns: [
        {
          width: MAIN,
          stack: [
            { text: [{ text: `${sectionNo} | `, color: accent }, { text: title }], bold: true, fontSize: 10, margin: [0, 0, 0, 4] },
            ...main,
          ],
        },
        { width: '*', stack: notes ? [{ text: ' ', fontSize: 10, margin: [0, 0, 0, 4] }, notes] : [] },
      ],
      columnGap: 14,
      margin: [0, 12, 0, 0],
      pageBreak: breakBefore ? 'before' : undefined,
    })
  }
  const pairs = (rows: [string, string][], valueBold = true): Content => ({
    table: {
      widths: [120, '*'],
      body: rows.map(([k, v]): TableCell[] => [
        { text: k, color: GREY, fontSize: 7 },
        { text: v, bold: valueBold, fontSize: 8 },
      ]),
    },
    layout: thin,
  })

  // ---- head: supplier left, the document right, then the document kind as tick boxes
  const title = sellOnly
    ? 'Vyúčtování výkupu elektřiny'
    : bill.direction === 'both'
      ? 'Vyúčtování odběru a výkupu elektřiny'
      : 'Vyúčtování dodávky elektřiny'
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: party.name, bold: true, fontSize: 13, color: accent },
          { text: `${party.street}, ${party.zipCity}`, fontSize: 7, color: GREY },
          { text: `IČO ${party.ico}   DIČ CZ${party.ico}`, fontSize: 7, color: GREY },
          { text: `${party.web}   ${party.phone}   ${party.email}`, fontSize: 7, color: GREY },
        ],
      },
      {
        width: 220,
        stack: [
          { text: title, bold: true, fontSize: 12, alignment: 'right' },
          { text: sellOnly ? 'Doklad o výkupu elektřiny' : 'Faktura – daňový doklad', fontSize: 8, alignment: 'right' },
          { text: `č. ${bill.invoiceNumber}`, fontSize: 11, bold: true, alignment: 'right' },
        ],
      },
    ],
  })
  content.push({ canvas: [{ type: 'line', x1: 0, y1: 3, x2: 523, y2: 3, lineWidth: 2, lineColor: accent }], margin: [0, 2, 0, 4] })
  content.push({
    text: [
      { text: 'Druh vyúčtování:  ', color: GREY },
      `${tick(true, 'řádné')}    ${tick(false, 'mimořádné')}    ${tick(false, 'opravné')}    ${tick(false, 'konečné (ukončení odběru)')}`,
    ],
    fontSize: 8,
  })

  // ---- 1 the result
  const result: Content[] = []
  const word =
    bill.balance > 0
      ? random.pick(['Nedoplatek', 'K úhradě'])
      : bill.balance < 0
        ? sellOnly
          ? random.pick(['K výplatě', 'Vyplatíme Vám'])
          : random.pick(['Přeplatek', 'Vracíme Vám'])
        : 'Vyrovnáno'
  const resultRow: Content = {
    table: {
      widths: ['*', 150],
      body: [
        [
          { text: word, bold: true, fontSize: 14, color: '#ffffff', fillColor: accent },
          { text: money(bill, Math.abs(bill.balance)), bold: true, fontSize: 14, color: '#ffffff', fillColor: accent, alignment: 'right' },
        ],
      ],
    },
    layout: 'noBorders',
  }
  result.push(resultRow)
  if (bill.balance > 0)
    result.push({
      columns: [
        pairs([
          ['Číslo účtu', party.account],
          ['Variabilní symbol', bill.variableSymbol],
          ['Splatnost', date(bill, bill.dueDate)],
          ['Způsob platby', random.pick(['bankovní převod', 'QR platba nebo převod'])],
        ]),
        { width: 74, stack: [{ qr: spayd(bill, party), fit: 70, margin: [6, 4, 0, 0] }] },
      ],
      margin: [0, 4, 0, 0],
    })
  else if (bill.balance < 0)
    result.push({
      text: `Částku ${money(bill, -bill.balance)} pošleme do ${date(bill, bill.dueDate)} na Váš účet.`,
      fontSize: 8,
      margin: [0, 4, 0, 0],
    })
  const howNote: string[] = []
  if (buys(bill)) {
    const parts = [`celkem s DPH ${amount(bill, bill.buyTotalWithVat)}`, `− zálohy ${amount(bill, bill.advances)}`]
    if (sells(bill)) parts.push(`− výkup ${amount(bill, bill.sellTotal)}`)
    howNote.push(`Jak výsledek vznikl: ${parts.join(' ')} ${cur}.`)
  } else howNote.push('Výsledek je součet výkupu za období; výrobce není plátcem DPH.')
  howNote.push(bill.balance > 0 ? 'Platbu prosím označte variabilním symbolem.' : 'Nic neplatíte, peníze pošleme my.')
  section('Výsledek vyúčtování', result, note(...howNote))

  // ---- 2 document and customer
  const docRows: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zákaznické číslo', bill.customerNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['Datum zdanitelného plnění', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Vrácení do', date(bill, bill.dueDate)],
    ['Zúčtovací období', `${date(bill, bill.periodFrom)} až ${date(bill, bill.periodTo)}`],
  ]
  const customer: string[] = [bill.customerName]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    customer.push(`IČ ${ico}, DIČ CZ${ico}`)
  }
  customer.push(bill.billingAddress.street, `${bill.billingAddress.zip} ${bill.billingAddress.city}`)
  section(
    'Doklad a zákazník',
    [
      {
        columns: [
          { width: 190, stack: [pairs(docRows)] },
          {
            width: '*',
            stack: [
              { text: sellOnly ? 'Výrobce' : 'Zákazník', color: GREY, fontSize: 7 },
              { text: customer[0]!, bold: true, fontSize: 9.5 },
              ...customer.slice(1).map((line): Content => ({ text: line, fontSize: 8.5 })),
              {
                text: `${tick(bill.customerType === 'residential', 'domácnost')}   ${tick(bill.customerType === 'business', 'podnikatel')}`,
                fontSize: 7.5,
                margin: [0, 4, 0, 0],
              },
            ],
            margin: [10, 0, 0, 0],
          },
        ],
      },
    ],
    note('Zákaznické číslo uvádějte při každém kontaktu s námi.', `Zúčtovací období má ${days(bill.periodFrom, bill.periodTo)} dní.`),
  )

  // ---- 3 the supply point
  const place: [string, string][] = []
  const addressText = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  if (buys(bill)) {
    place.push(['EAN odběrného místa', bill.ean], ['Adresa odběrného místa', addressText])
    place.push(
      ['Distribuční sazba', bill.rate],
      ['Jistič', random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases}×${bill.breaker.amps} A`])],
    )
    place.push(['Produkt', bill.productName], ['Cena', buyTypeText(bill, random)])
    if (sells(bill))
      place.push(
        ['EAN výrobny', bill.productionEan!],
        ['Produkt výkupu', bill.sellProductName],
        ['Výkupní cena', sellTypeText(bill, random)],
      )
  } else
    place.push(
      ['EAN výrobny', bill.productionEan!],
      ['Adresa výrobny', addressText],
      ['Produkt', bill.sellProductName],
      ['Výkupní cena', sellTypeText(bill, random)],
    )
  const [contractLabel, contractValue] = contractText(bill, random)
  place.push([contractLabel, contractValue])
  if (buys(bill) && bill.distributorShown === 'explicit') place.push(['Distributor', DISTRIBUTOR_FULL[bill.distributor]])
  const placeNotes = [
    buys(bill)
      ? 'EAN je osmnáctimístný kód odběrného místa; uvádějte jej při změně dodavatele. Sazbu a jistič určuje smlouva o připojení.'
      : 'EAN výrobny je kód místa, kterým elektřina odchází do sítě.',
  ]
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.5))))
    placeNotes.push(`Poruchy a havárie hlaste distributorovi na nonstop lince ${FAULT_LINES[bill.distributor]}.`)
  section(sellOnly ? 'Výrobna' : 'Odběrné místo', [pairs(place)], note(...placeNotes))

  // ---- 4 consumption and readings
  const usage: Content[] = []
  const usageNotes: string[] = []
  if (buys(bill)) {
    const lines: [string, string][] = [[random.pick(['Celková spotřeba za období', 'Celkové dodané množství']), e(bill.statedTotalKwh)]]
    if (bill.twoTariff) lines.push(['vysoký tarif (VT)', e(bill.vtKwh)], ['nízký tarif (NT)', e(bill.ntKwh)])
    else lines.push(['jednotarif (VT)', e(bill.vtKwh)])
    if (bill.yearlyEstimatePrinted !== null)
      lines.push([
        random.pick(['Předpokládaná roční spotřeba', 'Odhad spotřeby na dalších 12 měsíců']),
        `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`,
      ])
    usage.push(pairs(lines))
    const perDay = (bill.vtKwh + bill.ntKwh) / days(bill.periodFrom, bill.periodTo)
    usageNotes.push(`Průměrně jste za den odebrali ${num(bill, Math.round(perDay * 10) / 10, 1)} kWh.`)
    if (bill.twoTariff)
      usageNotes.push(`Podíl nízkého tarifu na odběru: ${Math.round((bill.ntKwh / Math.max(1, bill.vtKwh + bill.ntKwh)) * 100)} %.`)
  }
  if (sells(bill)) {
    usage.push({ text: `Do sítě bylo z výrobny předáno ${e(bill.soldKwh)}.`, fontSize: 8, margin: [0, 3, 0, 0] })
    usageNotes.push('Výkup se počítá z registru 2.8.0 (elektřina předaná do sítě).')
  }
  const readBody: TableCell[][] = [
    ['Registr', 'Od', 'Do', 'Počáteční stav', 'Konečný stav', 'kWh'].map(
      (t, i): TableCell => ({ text: t, bold: true, fontSize: 6.5, color: GREY, alignment: i > 2 ? 'right' : 'left' }),
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
      date(bill, r.to) + (r.estimated ? ' *' : ''),
      { text: num(bill, r.start, 0), alignment: 'right' },
      { text: num(bill, r.end, 0), alignment: 'right' },
      { text: num(bill, r.end - r.start, 0), alignment: 'right' },
    ])
  usage.push({ text: `Elektroměr č. ${readings.meter}`, bold: true, fontSize: 8, margin: [0, 6, 0, 2] })
  usage.push({ table: { headerRows: 1, widths: [62, 50, 58, '*', '*', 44], body: readBody }, layout: thin, fontSize: 7.2 })
  if (readings.rows.some((r) => r.estimated)) usageNotes.push('* Stav ke dni změny ceny je dopočten podle typového diagramu.')
  section(sellOnly ? 'Výroba a odečty' : 'Spotřeba a odečty', usage, note(...usageNotes))

  // ---- 5 the charges as an outline
  const families: { title: string; kinds: RowKind[] }[] = [
    { title: `Silová elektřina – ${bill.productName}`, kinds: ['energyVt', 'energyNt', 'energySingle', 'discountVt'] },
    { title: 'Služby obchodníka', kinds: ['spotFee', 'monthlyFee'] },
    {
      title: bill.distributorShown === 'explicit' ? `Distribuce elektřiny (${DISTRIBUTOR_FULL[bill.distributor]})` : 'Distribuce elektřiny',
      kinds: ['distVt', 'distNt', 'distSingle', 'breaker'],
    },
    { title: 'Služby soustavy a trhu', kinds: ['systemServices', 'poze', 'infrastructure'] },
    { title: 'Daně', kinds: ['tax'] },
    { title: `Výkup elektřiny – ${bill.sellProductName}`, kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] },
  ]
  const short: Partial<Record<RowKind, string>> = {
    energyVt: 'vysoký tarif (VT)',
    energyNt: 'nízký tarif (NT)',
    energySingle: 'jednotarif',
    distVt: 'vysoký tarif (VT)',
    distNt: 'nízký tarif (NT)',
    distSingle: 'jednotarif',
  }
  const childName = (item: LineItem) => (shortChildren ? (short[item.kind] ?? labels[item.kind]) : labels[item.kind])
  const body: TableCell[][] = [
    [
      { text: 'Položka', bold: true },
      { text: 'Období', bold: true },
      { text: 'Množství', bold: true, alignment: 'right' },
      { text: 'Cena za jednotku bez DPH', bold: true, alignment: 'right' },
      { text: `Částka bez DPH (${cur})`, bold: true, alignment: 'right' },
    ],
  ]
  for (const family of families) {
    const items = itemsOf(bill, family.kinds)
    if (!items.length) continue
    body.push([
      { text: family.title, bold: true, colSpan: 4, fillColor: '#e9edf1' },
      '',
      '',
      '',
      { text: signed(bill, sumTotals(items)), bold: true, alignment: 'right', fillColor: '#e9edf1' },
    ])
    for (const item of items) {
      const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
      const [price, priceUnit] = priceParts(bill, item, 'měs.', per)
      body.push([
        { text: `${childName(item)}`, margin: [8, 0, 0, 0] },
        { text: period(bill, item.from, item.to, '–'), fontSize: 6.3 },
        { text: `${qty} ${unit}`, alignment: 'right' },
        { text: `${price.replace('-', '−')} ${priceUnit}`, alignment: 'right' },
        { text: signed(bill, item.total), alignment: 'right' },
      ])
    }
  }
  if (buys(bill))
    body.push([
      { text: 'Celkem za odběr elektřiny bez DPH', bold: true, colSpan: 4 },
      '',
      '',
      '',
      { text: amount(bill, bill.buyTotalNoVat), bold: true, alignment: 'right' },
    ])
  if (sells(bill))
    body.push([
      { text: 'Výkup celkem (výrobce není plátcem DPH)', bold: true, colSpan: 4 },
      '',
      '',
      '',
      { text: amount(bill, bill.sellTotal), bold: true, alignment: 'right' },
    ])
  const chargeNotes: string[] = []
  if (buys(bill)) {
    const regulated = sumTotals(itemsOf(bill, GROUPS[1]!.kinds)) + sumTotals(itemsOf(bill, GROUPS[2]!.kinds))
    const share = bill.buyTotalNoVat !== 0 ? Math.round((regulated / bill.buyTotalNoVat) * 100) : 0
    const poze = bill.items.some((i) => i.kind === 'poze') ? ', POZE' : ''
    chargeNotes.push(`Distribuci, systémové služby${poze} a činnost OTE platíte za ceny stanovené ERÚ; tvoří ${share} % částky bez DPH.`)
    chargeNotes.push(
      bill.buyingType === 'SPOT'
        ? 'Cena silové elektřiny je vážený průměr hodinových cen denního trhu OTE.'
        : `Cena silové elektřiny odpovídá ceníku produktu ${bill.productName}.`,
    )
    if (shortChildren) chargeNotes.push('Řádky pod každou skupinou rozepisují její částku podle tarifu a období.')
  }
  if (sells(bill)) chargeNotes.push('Výkup je v rozpisu uveden kladně; od platby za odběr se odečítá.')
  if (new Set(bill.items.map((i) => i.from)).size > 1)
    chargeNotes.push('Ceny se v období změnily; položky jsou rozděleny podle platnosti cen.')
  section(
    random.pick(['Rozpis plateb', 'Za co platíte']),
    [{ table: { headerRows: 1, widths: [106, 66, 56, 70, '*'], body, dontBreakRows: true }, layout: thin, fontSize: 6.8 }],
    note(...chargeNotes),
    random.chance(0.4),
  )

  // ---- 6 recap and VAT
  const recap: TableCell[][] = []
  if (buys(bill)) {
    recap.push(['Základ DPH 21 %', { text: amount(bill, bill.buyTotalNoVat), alignment: 'right' }])
    recap.push(['DPH 21 %', { text: amount(bill, bill.vat), alignment: 'right' }])
    recap.push([
      { text: 'Celkem včetně DPH', bold: true },
      { text: amount(bill, bill.buyTotalWithVat), alignment: 'right', bold: true },
    ])
    recap.push([random.pick(['Zálohy zaplacené v období', 'Uhrazené zálohy']), { text: signed(bill, -bill.advances), alignment: 'right' }])
    if (sells(bill)) recap.push(['Výkup elektřiny (odečet)', { text: signed(bill, -bill.sellTotal), alignment: 'right' }])
  } else recap.push(['Výkup elektřiny celkem', { text: amount(bill, bill.sellTotal), alignment: 'right' }])
  recap.push([
    { text: word, bold: true, fontSize: 9 },
    { text: amount(bill, Math.abs(bill.balance)), alignment: 'right', bold: true, fontSize: 9 },
  ])
  section(
    buys(bill) ? 'Rekapitulace a DPH' : 'Rekapitulace',
    [
      { table: { widths: ['*', 110], body: recap }, layout: thin, fontSize: 8 },
      { text: `Částky v ${cur}.`, fontSize: 6.5, color: GREY, margin: [0, 2, 0, 0] },
    ],
    note(
      buys(bill) ? 'DPH se počítá ze součtu základů všech položek, ne po řádcích.' : 'Plnění výrobce, který není plátcem DPH, je bez daně.',
    ),
  )

  // ---- 7 advances
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([6, 14, 25]))
    const next = nextAdvances(bill, random)
    const paidBody: TableCell[][] = [
      [
        { text: 'Datum', bold: true },
        { text: `Záloha (${cur})`, bold: true, alignment: 'right' },
      ],
    ]
    for (const p of paid) paidBody.push([date(bill, p.date), { text: amount(bill, p.amount), alignment: 'right' }])
    paidBody.push([
      { text: 'Celkem', bold: true },
      { text: amount(bill, bill.advances), bold: true, alignment: 'right' },
    ])
    section(
      'Zálohy',
      [
        {
          columns: [
            { width: 160, table: { widths: ['*', 70], body: paidBody }, layout: thin, fontSize: 7.2 },
            {
              width: '*',
              stack: [
                { text: 'Nový předpis záloh', bold: true, fontSize: 8 },
                {
                  text: `${next.every === 'monthly' ? 'Měsíčně' : 'Čtvrtletně'} ${money(bill, next.rows[0]!.amount)}, vždy k ${next.day}. dni, poprvé ${date(bill, next.rows[0]!.date)}.`,
                  fontSize: 7.6,
                },
              ],
              margin: [12, 0, 0, 0],
            },
          ],
        },
      ],
      note('Výši záloh můžete změnit na zákaznickém portálu nebo na zákaznické lince.'),
    )
  }

  // ---- 8 information
  const info: Content[] = []
  if (buys(bill)) info.push({ text: fuelMix(random), fontSize: 6.6, color: GREY })
  info.push({ text: promoText(bill, random), fontSize: 7.4, margin: [0, 3, 0, 3] })
  info.push({ text: COMPLAINT_NOTE, fontSize: 6.6, color: GREY })
  section('Informace', info, note(`Zákaznická linka ${party.phone}`, `Obchodní rejstřík: ${party.register}`))

  const stamp = new Date(`${bill.issueDate}T08:35:00Z`)
  return {
    pageSize: 'A4',
    pageMargins: [36, 54, 36, 48],
    info: { title: `${title} ${bill.invoiceNumber}`, author: party.name, creationDate: stamp, modDate: stamp },
    defaultStyle: { font: 'DejaVu', fontSize: 7.8, lineHeight: 1.12 },
    header: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: currentPage === 1 ? party.name : `${party.name} · ${title} č. ${bill.invoiceNumber}`, fontSize: 6.8, color: GREY },
        { text: `Strana ${currentPage} (celkem ${pageCount})`, alignment: 'right', fontSize: 6.8, color: GREY, width: 120 },
      ],
      margin: [36, 24, 36, 0],
    }),
    footer: () => ({
      text: `${party.name}, ${party.street}, ${party.zipCity}, IČO ${party.ico} · bankovní spojení ${party.account}`,
      fontSize: 5.8,
      color: GREY,
      margin: [36, 18, 36, 0],
    }),
    content,
  }
}
