/** TWENTY-FIRST SPLIT (blind development), written blind on 2026-11-28 (session 15).
 * The pdfmake layout "value-captions": form-like grids where each figure stands above its small
 * caption, and an item table with VAT worked out on every row.
 */
import pdfmake from 'pdfmake'
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTES,
  ESTIMATE_LABELS,
  FAULT_LINES,
  NETWORK_KINDS,
  REGULATED_KINDS,
  SELL_KINDS,
  SUPPLY_KINDS,
  TAX_KINDS,
  amount,
  breakerText,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  date,
  distributorFull,
  energy,
  fontPath,
  fuelMix,
  ibanGrouped,
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
  round2,
  segmentsOf,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

/** The condensed family of the item tables (the rest stays in the corpus's DejaVu Sans). */
export function registerValueCaptionsFonts(): void {
  pdfmake.addFonts({
    DejaVuCondensed: {
      normal: fontPath('DejaVuSansCondensed.ttf'),
      bold: fontPath('DejaVuSansCondensed-Bold.ttf'),
      italics: fontPath('DejaVuSansCondensed-Oblique.ttf'),
      bolditalics: fontPath('DejaVuSansCondensed-BoldOblique.ttf'),
    },
  })
}

const GREY = '#6b6b6b'
const LINE = '#b9b9b9'

/** The pdfmake document of one bill in the value-captions layout. */
export function valueCaptionsDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const c = bill.style.currency
  const sellOnly = bill.direction === 'sell'
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const per: 'MWh' | 'kWh' = random.chance(0.3) ? (bill.energyUnit === 'MWh' ? 'kWh' : 'MWh') : bill.energyUnit
  const monthWord = random.pick(['měs.', 'Měsíc'])
  const readings = meterReadings(bill, random)
  const accent = random.pick(['#1d4e89', '#7b2d26', '#2f5d3a', '#5b3f8c', '#8a5a00'])
  const tint = random.pick(['#eef2f7', '#f5efe9', '#eef4ef', '#f1eef7', '#f7f3e8'])
  const content: Content[] = []

  /** A figure above its caption. */
  const cap = (value: string, caption: string, strong = false): TableCell => ({
    stack: [
      { text: value, bold: strong, fontSize: strong ? 10.5 : 8.6 },
      { text: caption, fontSize: 6.2, color: GREY, margin: [0, 1, 0, 0] },
    ],
    margin: [2, 2, 2, 3],
  })
  /** Figures above captions in a grid of `columns` cells per row. */
  const capGrid = (cells: TableCell[], columns: number): Content => {
    const rows: TableCell[][] = []
    for (let k = 0; k < cells.length; k += columns) {
      const row = cells.slice(k, k + columns)
      while (row.length < columns) row.push({ text: '' })
      rows.push(row)
    }
    return {
      table: { widths: Array.from({ length: columns }, () => '*'), body: rows, dontBreakRows: true },
      layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => LINE, vLineColor: () => LINE },
    }
  }
  const heading = (text: string): Content => ({
    text: text.toUpperCase(),
    bold: true,
    fontSize: 8,
    color: accent,
    margin: [0, 12, 0, 3],
    characterSpacing: 0.4,
  })

  // ---------------------------------------------------------------- title and addressee
  const title = sellOnly
    ? random.pick(['Výkupní doklad', 'Doklad o výkupu elektřiny'])
    : random.pick(['Faktura – daňový doklad', 'Vyúčtování elektřiny', 'Řádná faktura za elektřinu'])
  const customer: Content[] = [{ text: bill.customerName, bold: true, fontSize: 10 }]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    customer.push({ text: `IČ: ${ico}   DIČ: CZ${ico}`, fontSize: 7.4 })
  }
  customer.push(bill.billingAddress.street, `${bill.billingAddress.zip} ${bill.billingAddress.city}`)
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: party.name, bold: true, fontSize: 14, color: accent },
          { text: `${party.street}, ${party.zipCity}`, fontSize: 7, color: GREY },
          { text: `IČO ${party.ico} · DIČ CZ${party.ico} · ${party.web}`, fontSize: 7, color: GREY },
          { text: title, bold: true, fontSize: 12, margin: [0, 12, 0, 0] },
          { text: sellOnly ? 'vystavený odběratelem jménem výrobce' : 'daňový doklad', fontSize: 7, color: GREY },
        ],
      },
      {
        width: 210,
        table: { widths: ['*'], body: [[{ stack: customer, margin: [8, 6, 8, 6], fontSize: 9 }]] },
        layout: { hLineWidth: () => 0.6, vLineWidth: () => 0.6, hLineColor: () => '#444444', vLineColor: () => '#444444' },
        margin: [0, 6, 0, 0],
      },
    ],
    margin: [0, 0, 0, 8],
  })

  // ---------------------------------------------------------------- the document's facts, figure above caption
  const resultCaption =
    bill.balance > 0
      ? random.pick(['Nedoplatek k úhradě', 'K úhradě', 'Doplatek'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Přeplatek – vracíme'])
        : 'Vyrovnáno'
  content.push(heading('Přehled vyúčtování'))
  content.push(
    capGrid(
      [
        cap(money(bill, Math.abs(bill.balance)), resultCaption, true),
        cap(date(bill, bill.dueDate), bill.balance > 0 ? 'Datum splatnosti' : bill.balance < 0 ? 'Datum vrácení' : 'Datum splatnosti'),
        cap(bill.invoiceNumber, sellOnly ? 'Číslo dokladu' : 'Číslo daňového dokladu', true),
        cap(bill.variableSymbol, 'Variabilní symbol'),
        cap(period(bill, bill.periodFrom, bill.periodTo), 'Zúčtovací období'),
        cap(date(bill, bill.issueDate), 'Datum vystavení'),
        cap(date(bill, bill.periodTo), 'Datum uskutečnění zdanitelného plnění'),
        cap(bill.customerNumber, 'Zákaznické číslo'),
      ],
      4,
    ),
  )

  // ---------------------------------------------------------------- the place
  const [termLabel, termValue] = contractTerm(bill, random)
  const address = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  const place: TableCell[] = []
  if (buys(bill)) {
    place.push(cap(bill.ean, 'EAN odběrného místa', true), cap(address, 'Adresa odběrného místa'), cap(bill.rate, 'Distribuční sazba'))
    place.push(cap(breakerText(bill, random), random.pick(['Hlavní jistič', 'Jistič před elektroměrem'])))
    if (bill.distributorShown === 'explicit') place.push(cap(distributorFull(bill, random), 'Provozovatel distribuční soustavy'))
    place.push(cap(bill.productName, 'Produkt'), cap(buyTypeText(bill, random), 'Typ ceny'), cap(termValue, termLabel))
    if (bill.yearlyEstimatePrinted !== null)
      place.push(cap(`${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`, random.pick(ESTIMATE_LABELS)))
    if (sells(bill))
      place.push(cap(bill.productionEan!, 'EAN výrobny'), cap(`${bill.sellProductName} – ${sellTypeText(bill, random)}`, 'Výkup přetoků'))
  } else {
    place.push(cap(bill.productionEan!, 'EAN výrobny', true), cap(address, 'Adresa výrobny'))
    place.push(cap(bill.sellProductName, 'Produkt výkupu'), cap(sellTypeText(bill, random), 'Cena výkupu'), cap(termValue, termLabel))
  }
  place.push(cap(readings.meter, 'Číslo elektroměru'))
  content.push(heading(sellOnly ? 'Výrobna' : 'Odběrné místo'))
  content.push(capGrid(place, 3))

  // ---------------------------------------------------------------- volumes
  const volumes: TableCell[] = []
  if (buys(bill)) {
    if (bill.twoTariff)
      volumes.push(cap(e(bill.vtKwh), 'Spotřeba ve vysokém tarifu (VT)'), cap(e(bill.ntKwh), 'Spotřeba v nízkém tarifu (NT)'))
    else volumes.push(cap(e(bill.vtKwh), 'Spotřeba – jednotarif'))
    volumes.push(cap(e(bill.statedTotalKwh), 'Celková spotřeba elektřiny', true))
  }
  if (sells(bill)) volumes.push(cap(e(bill.soldKwh), 'Elektřina dodaná do sítě (2.8.0)', sellOnly))
  const readBody: TableCell[][] = [
    ['Registr', 'Odečet od', 'Stav', 'Odečet do', 'Stav', 'Rozdíl (kWh)'].map(
      (t, k): TableCell => ({ text: t, color: GREY, alignment: k ? 'right' : 'left' }),
    ),
  ]
  for (const r of readings.rows) {
    const reg = r.kind === 'vt' ? (bill.twoTariff ? '1.8.1 VT' : '1.8.0') : r.kind === 'nt' ? '1.8.2 NT' : '2.8.0'
    readBody.push([
      { text: reg },
      { text: date(bill, r.from), alignment: 'right' },
      { text: num(bill, r.start, 0), alignment: 'right' },
      { text: date(bill, r.to), alignment: 'right' },
      { text: num(bill, r.end, 0), alignment: 'right' },
      { text: num(bill, r.end - r.start, 0), alignment: 'right' },
    ])
  }
  content.push(heading(sellOnly ? 'Dodávka do sítě' : 'Spotřeba za zúčtovací období'))
  content.push({
    columns: [
      { width: 200, stack: [capGrid(volumes, 2)] },
      {
        width: 305,
        table: { headerRows: 1, widths: [38, 48, 40, 48, 40, 40], body: readBody },
        layout: 'lightHorizontalLines',
        fontSize: 6.8,
        font: 'DejaVuCondensed',
      },
    ],
    columnGap: 10,
  })

  // ---------------------------------------------------------------- the items with VAT per row
  const multi = segmentsOf(bill).length > 1
  const itemPeriod = (item: LineItem) => (multi || item.kind === 'sellMonthly' ? period(bill, item.from, item.to, '–') : 'celé období')
  const qtyText = (item: LineItem) => quantityParts(bill, item, mwhDecimals, monthWord, per).join(' ')
  const priceText = (item: LineItem) => priceParts(bill, item, monthWord, per).join(' ')
  const right = (text: string, extra: Record<string, unknown> = {}): TableCell => ({ text, alignment: 'right', ...extra })
  if (buys(bill)) {
    const groups: { title: string; kinds: RowKind[] }[] = [
      { title: random.pick(['Platba za dodávku elektřiny', 'Obchodní část – dodavatel']), kinds: SUPPLY_KINDS },
      { title: random.pick(['Cena za distribuci', 'Platba za distribuci elektřiny']), kinds: NETWORK_KINDS },
      { title: random.pick(['Platba za související služby', 'Regulované služby']), kinds: REGULATED_KINDS },
      { title: 'Daně', kinds: TAX_KINDS },
    ]
    const heads = [
      'Položka',
      'Období',
      'Množství',
      'Jednotková sazba bez DPH',
      `Základ DPH (${c})`,
      'DPH %',
      `DPH (${c})`,
      `Celkem s DPH (${c})`,
    ]
    const body: TableCell[][] = [
      heads.map((t, k): TableCell => ({ text: t, bold: true, fillColor: tint, alignment: k < 2 ? 'left' : 'right', fontSize: 6.6 })),
    ]
    for (const group of groups) {
      const items = itemsOf(bill, group.kinds)
      if (!items.length) continue
      body.push([{ text: group.title, bold: true, colSpan: 8, color: accent }, '', '', '', '', '', '', ''])
      for (const item of items) {
        const vat = round2(item.total * 0.21)
        body.push([
          { text: labels[item.kind] },
          { text: itemPeriod(item), fontSize: 6.4 },
          right(qtyText(item)),
          right(priceText(item)),
          right(amount(bill, item.total)),
          right('21'),
          right(amount(bill, vat)),
          right(amount(bill, round2(item.total + vat))),
        ])
      }
      const base = sumTotals(items)
      const vat = round2(items.reduce((acc, i) => acc + round2(i.total * 0.21), 0))
      body.push([
        { text: `Mezisoučet – ${group.title.toLowerCase()}`, italics: true, colSpan: 4 },
        '',
        '',
        '',
        right(amount(bill, base), { italics: true }),
        '',
        right(amount(bill, vat), { italics: true }),
        right(amount(bill, round2(base + vat)), { italics: true }),
      ])
    }
    content.push(heading(random.pick(['Detailní struktura vyúčtování', 'Rozpis položek vyúčtování'])))
    content.push({
      table: { headerRows: 1, dontBreakRows: true, widths: ['*', 62, 50, 64, 50, 22, 42, 54], body },
      layout: {
        hLineWidth: (i: number) => (i <= 1 ? 0.8 : 0.25),
        vLineWidth: () => 0,
        hLineColor: () => LINE,
        paddingTop: () => 1.6,
        paddingBottom: () => 1.6,
      },
      font: 'DejaVuCondensed',
      fontSize: 6.9,
    })
    content.push({
      text: `Jednotkové sazby jsou bez DPH; energie v ${c}/${per}, stálé platby v ${c} za měsíc. DPH je na řádcích zaokrouhleno; rozhodující je rekapitulace DPH.`,
      fontSize: 6,
      color: GREY,
      margin: [0, 2, 0, 0],
    })
  }
  if (sells(bill)) {
    const items = itemsOf(bill, SELL_KINDS)
    const body: TableCell[][] = [
      ['Položka', 'Období', 'Množství', 'Jednotková cena', `Částka (${c})`].map(
        (t, k): TableCell => ({ text: t, bold: true, fillColor: tint, alignment: k < 2 ? 'left' : 'right', fontSize: 6.6 }),
      ),
    ]
    for (const item of items)
      body.push([
        { text: labels[item.kind] },
        { text: itemPeriod(item), fontSize: 6.4 },
        right(qtyText(item)),
        right(priceText(item)),
        right(amount(bill, item.total)),
      ])
    body.push([
      { text: 'Výkup celkem (plnění nepodléhá DPH)', bold: true, colSpan: 4 },
      '',
      '',
      '',
      right(amount(bill, bill.sellTotal), { bold: true }),
    ])
    content.push(heading(sellOnly ? 'Vykoupená elektřina' : 'Výkup elektřiny z výrobny'))
    content.push({
      table: { headerRows: 1, dontBreakRows: true, widths: ['*', 80, 60, 80, 70], body },
      layout: 'lightHorizontalLines',
      font: 'DejaVuCondensed',
      fontSize: 7,
    })
  }

  // ---------------------------------------------------------------- VAT recap (left) and the payments overview (right)
  const recap: TableCell[][] = [
    ['Sazba DPH', 'Základ', 'DPH', 'Celkem'].map((t, k): TableCell => ({ text: t, bold: true, alignment: k ? 'right' : 'left' })),
  ]
  if (buys(bill))
    recap.push(['21 %', right(amount(bill, bill.buyTotalNoVat)), right(amount(bill, bill.vat)), right(amount(bill, bill.buyTotalWithVat))])
  if (sells(bill))
    recap.push(['mimo DPH', right(amount(bill, bill.sellTotal)), right(amount(bill, 0)), right(amount(bill, bill.sellTotal))])
  const overview: TableCell[][] = []
  if (buys(bill))
    overview.push(
      ['Celkem bez DPH', right(money(bill, bill.buyTotalNoVat))],
      ['DPH 21 %', right(money(bill, bill.vat))],
      [{ text: 'Celkem s DPH', bold: true }, right(money(bill, bill.buyTotalWithVat), { bold: true })],
    )
  if (sells(bill))
    overview.push([
      sellOnly ? 'Výkup celkem' : 'Odečet za výkup přetoků',
      right(sellOnly ? money(bill, bill.sellTotal) : `-${money(bill, bill.sellTotal)}`),
    ])
  if (buys(bill)) overview.push(['Zaplacené zálohy', right(`-${money(bill, bill.advances)}`)])
  overview.push([
    { text: resultCaption, bold: true, fontSize: 9.6, fillColor: tint },
    right(money(bill, Math.abs(bill.balance)), { bold: true, fontSize: 9.6, fillColor: tint }),
  ])
  content.push({
    columns: [
      {
        width: 220,
        stack: [
          heading(`Rekapitulace DPH (${c})`),
          { table: { widths: [46, '*', '*', '*'], body: recap }, layout: 'lightHorizontalLines', fontSize: 7.2 },
        ],
      },
      { width: '*', text: '' },
      {
        width: 240,
        stack: [heading('Přehled plateb'), { table: { widths: ['*', 'auto'], body: overview }, layout: 'noBorders', fontSize: 8 }],
      },
    ],
    unbreakable: true,
  })

  // ---------------------------------------------------------------- payments received and next advances
  const paid = buys(bill) ? paidAdvances(bill, random.pick([6, 16, 26])) : []
  if (paid.length) {
    const rows: TableCell[][] = [
      ['Datum', 'Druh platby', `Částka (${c})`].map((t, k): TableCell => ({ text: t, bold: true, alignment: k === 2 ? 'right' : 'left' })),
    ]
    for (const p of paid) rows.push([date(bill, p.date), random.pick(['záloha', 'záloha – převod']), right(amount(bill, p.amount))])
    rows.push([{ text: 'Přijaté zálohy celkem', bold: true, colSpan: 2 }, '', right(amount(bill, bill.advances), { bold: true })])
    const next = nextAdvances(bill, random)
    const nextRows: TableCell[][] = [
      ['Splatnost', `Záloha (${c})`].map((t, k): TableCell => ({ text: t, bold: true, alignment: k ? 'right' : 'left' })),
    ]
    for (const r of next.rows) nextRows.push([date(bill, r.date), right(amount(bill, r.amount))])
    content.push({
      columns: [
        {
          width: '*',
          stack: [
            heading('Zaplacené zálohy'),
            { table: { headerRows: 1, widths: [70, '*', 70], body: rows }, layout: 'lightHorizontalLines', fontSize: 7 },
          ],
        },
        {
          width: '*',
          stack: [
            heading(next.every === 'monthly' ? 'Předpis měsíčních záloh' : 'Předpis čtvrtletních záloh'),
            { table: { headerRows: 1, widths: ['*', 70], body: nextRows }, layout: 'lightHorizontalLines', fontSize: 7 },
          ],
        },
      ],
      columnGap: 16,
    })
  }

  // ---------------------------------------------------------------- payment
  content.push(heading('Platební údaje'))
  if (bill.balance > 0) {
    content.push({
      columns: [
        { width: 70, stack: [{ qr: spayd(bill, party), fit: 66 }] },
        capGrid(
          [
            cap(party.account, 'Číslo účtu'),
            cap(ibanGrouped(party.account), 'IBAN'),
            cap(bill.variableSymbol, 'Variabilní symbol'),
            cap(money(bill, bill.balance), 'Částka k úhradě', true),
            cap(date(bill, bill.dueDate), 'Splatnost'),
            cap(party.bank, 'Banka'),
          ],
          3,
        ),
      ],
      columnGap: 10,
      unbreakable: true,
    })
  } else if (bill.balance < 0) {
    content.push({
      text: `Částku ${money(bill, -bill.balance)} ${sellOnly ? 'Vám vyplatíme' : 'Vám vrátíme'} převodem na Váš účet do ${date(bill, bill.dueDate)} pod variabilním symbolem ${bill.variableSymbol}.`,
      fontSize: 8,
    })
  } else content.push({ text: 'Vyúčtování je vyrovnané, nic nehradíte.', fontSize: 8 })

  // ---------------------------------------------------------------- notes
  const notes: Content[] = []
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.5))))
    notes.push({
      text: `Poruchová linka distributora (24 h): ${FAULT_LINES[bill.distributor]}`,
      bold: true,
      fontSize: 7.4,
      color: '#222222',
    })
  notes.push(`Zákaznická linka ${party.phone} · ${party.email}`)
  if (buys(bill)) notes.push(fuelMix(random, Number(bill.periodTo.slice(0, 4))))
  notes.push(promoText(bill, random), ...COMPLAINT_NOTES, `${party.name}, zapsaná v obchodním rejstříku vedeném ${party.register}.`)
  content.push(heading('Informace pro zákazníka'))
  content.push({ stack: notes, fontSize: 6.6, color: GREY, lineHeight: 1.15 })

  const stamp = new Date(`${bill.issueDate}T09:40:00Z`)
  return {
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 48],
    info: {
      title: `${title} ${bill.invoiceNumber}`,
      author: party.name,
      creator: 'Fakturace – tiskový server',
      creationDate: stamp,
      modDate: stamp,
    },
    defaultStyle: { font: 'DejaVu', fontSize: 7.6, lineHeight: 1.08 },
    header: (currentPage: number) =>
      currentPage === 1
        ? { text: `${party.web} · ${party.phone}`, alignment: 'right', fontSize: 6.4, color: GREY, margin: [40, 24, 40, 0] }
        : {
            columns: [
              { text: `${title} č. ${bill.invoiceNumber} · pokračování`, fontSize: 6.8, color: GREY },
              { text: `zákaznické číslo ${bill.customerNumber}`, alignment: 'right', fontSize: 6.8, color: GREY },
            ],
            margin: [40, 24, 40, 0],
          },
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: `${party.name} · ${party.street}, ${party.zipCity} · IČO ${party.ico}`, fontSize: 6, color: GREY },
        { text: `Strana ${currentPage} (celkem ${pageCount})`, alignment: 'right', fontSize: 7, width: 110 },
      ],
      margin: [40, 18, 40, 0],
    }),
    content,
  }
}
