/** EIGHTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 13; unsealed in session 14).
 * Layout w, laid out with pdfmake.
 */
import pdfmake from 'pdfmake'
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem, RowKind } from '../bill.ts'
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
  segmentsOf,
  sellTypeText,
  sells,
  supplierParty,
} from './common.ts'

/** The condensed cut of the corpus typeface, added right before each rendering (pdf.ts registers the regular one). */
export function registerLayoutWFonts(): void {
  pdfmake.addFonts({
    DejaVuCondensed: {
      normal: fontPath('DejaVuSansCondensed.ttf'),
      bold: fontPath('DejaVuSansCondensed-Bold.ttf'),
      italics: fontPath('DejaVuSansCondensed-Oblique.ttf'),
      bolditalics: fontPath('DejaVuSansCondensed-BoldOblique.ttf'),
    },
  })
}

const INK = '#111111'
const GREY = '#5a5a5a'
const FRAME = '#7a7a7a'
const SHADE = '#ececec'

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Dodávka elektřiny VT', 'Elektřina – silová část VT', 'Obchodní cena VT'],
  energyNt: ['Dodávka elektřiny NT', 'Elektřina – silová část NT', 'Obchodní cena NT'],
  energySingle: ['Dodávka elektřiny', 'Elektřina – silová část', 'Obchodní cena (jednotarif)'],
  monthlyFee: ['Stálý plat za odběrné místo', 'Měsíční platba za dodávku', 'Poplatek za správu OM'],
  spotFee: ['Přirážka za obstarání elektřiny na denním trhu', 'Služba spotového nákupu'],
  discountVt: ['Sleva {p} % z dodávky VT'],
  distVt: ['Cena za distribuci VT', 'Distribuce – množství VT', 'Použití distribuční sítě VT'],
  distNt: ['Cena za distribuci NT', 'Distribuce – množství NT', 'Použití distribuční sítě NT'],
  distSingle: ['Cena za distribuci', 'Distribuce – množství', 'Použití distribuční sítě'],
  breaker: ['Cena za jistič', 'Měsíční cena za příkon (jistič)', 'Rezervace příkonu – jistič'],
  poze: ['Složka ceny na podporu POZE', 'Podpora obnovitelných zdrojů (POZE)'],
  systemServices: ['Systémové služby', 'Cena za systémové služby ČEPS'],
  infrastructure: ['Nesíťová infrastruktura OTE', 'Provoz nesíťové infrastruktury'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny – přetoky', 'Vykoupená elektřina z FVE'],
  sellFee: ['Servisní srážka z výkupní ceny', 'Odpočet za zprostředkování výkupu'],
  sellMonthly: ['Pevný měsíční poplatek výkupu', 'Správa výrobny – paušál'],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % z dodávky'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Dodávka elektřiny VT – spot', 'Elektřina VT dle cen OTE'],
  energyNt: ['Dodávka elektřiny NT – spot', 'Elektřina NT dle cen OTE'],
  energySingle: ['Dodávka elektřiny – spot', 'Elektřina dle cen OTE'],
}
const CLERKS = ['Ing. Hana Králová', 'Marie Dušková', 'Petr Vondráček', 'Bc. Jitka Malá', 'Radek Šimek']

interface Group {
  title: string
  kinds: RowKind[]
}

/** The pdfmake document of one bill in layout w. */
export function layoutWDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const readings = meterReadings(bill, random)
  const operator = bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : null
  const breakerText = random.pick([
    `${bill.breaker.phases}x${bill.breaker.amps} A`,
    `${bill.breaker.phases}x${bill.breaker.amps}A`,
    `${bill.breaker.phases} × ${bill.breaker.amps} A`,
  ])
  const contractNo = `${random.pick(['SD', 'S', 'E'])}-${random.digits(7)}`
  const clerk = random.pick(CLERKS)
  const multi = segmentsOf(bill).length > 1
  const content: Content[] = []
  const small = (text: string, extra: Record<string, unknown> = {}): Content => ({ text, fontSize: 6.8, color: GREY, ...extra })
  const caption = (text: string): Content => ({ text, bold: true, fontSize: 7.2, color: GREY, margin: [0, 0, 0, 2] })

  // ---------------------------------------------------------------- head: issuer's name, the document's kind and number in a frame
  const kind = sellOnly ? 'DOKLAD O VÝKUPU ELEKTŘINY' : random.pick(['FAKTURA – DAŇOVÝ DOKLAD', 'FAKTURA - DAŇOVÝ DOKLAD'])
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: party.name, fontSize: 13, bold: true },
          small(
            sellOnly
              ? 'výkup elektřiny z obnovitelných zdrojů'
              : random.pick(['dodávka elektřiny a plynu', 'obchod s elektřinou', 'dodavatel elektřiny']),
          ),
        ],
      },
      {
        width: 230,
        table: {
          widths: ['*'],
          body: [
            [{ text: kind, bold: true, fontSize: 11, alignment: 'right', margin: [4, 3, 4, 0] }],
            [{ text: `č. ${bill.invoiceNumber}`, bold: true, fontSize: 11, alignment: 'right', margin: [4, 0, 4, 3] }],
          ],
        },
        layout: { hLineWidth: (i: number) => (i === 1 ? 0 : 1), vLineWidth: () => 1, hLineColor: () => FRAME, vLineColor: () => FRAME },
      },
    ],
    margin: [0, 0, 0, 8],
  })

  // ---------------------------------------------------------------- the framed parties grid
  const supplierCell: Content[] = [
    caption('Dodavatel:'),
    { text: party.name, bold: true },
    party.street,
    party.zipCity,
    { text: `IČO: ${party.ico}    DIČ: CZ${party.ico}`, margin: [0, 3, 0, 0] },
    small(`Zapsán v obchodním rejstříku vedeném ${party.register}.`, { margin: [0, 2, 0, 0] }),
    { text: `Bankovní spojení: ${party.bank}`, margin: [0, 4, 0, 0], fontSize: 7.6 },
    { text: `Číslo účtu: ${party.account}`, fontSize: 7.6 },
    { text: `IBAN: ${ibanGrouped(party.account)}`, fontSize: 7.6 },
  ]
  const buyerCell: Content[] = [
    {
      columns: [
        caption(sellOnly ? 'Výrobce (příjemce platby):' : 'Odběratel:'),
        { text: `Zákaznické číslo: ${bill.customerNumber}`, fontSize: 7, alignment: 'right' },
      ],
    },
    { text: bill.customerName, bold: true, fontSize: 10, margin: [10, 4, 0, 0] },
    { text: bill.billingAddress.street, fontSize: 9.5, margin: [10, 1, 0, 0] },
    { text: `${bill.billingAddress.zip}  ${bill.billingAddress.city}`, fontSize: 9.5, margin: [10, 0, 0, 0] },
  ]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    buyerCell.push({ text: `IČ: ${ico}    DIČ: CZ${ico}`, margin: [10, 4, 0, 0] })
  }
  const dueLabel = bill.balance > 0 ? 'Datum splatnosti:' : sellOnly ? 'Datum výplaty:' : 'Vrácení přeplatku do:'
  const dates: [string, string, boolean][] = [
    ['Datum vystavení:', date(bill, bill.issueDate), false],
    [dueLabel, date(bill, bill.dueDate), true],
    [sellOnly ? 'Datum plnění:' : 'Datum usk. zdanitelného plnění:', date(bill, bill.periodTo), false],
    ['Forma úhrady:', bill.balance > 0 ? 'převodním příkazem' : 'bankovním převodem', false],
    ['Variabilní symbol:', bill.variableSymbol, true],
    ['Konstantní symbol:', '0308', false],
    ['Smlouva č.:', contractNo, false],
  ]
  const datesCell: Content = {
    table: {
      widths: [112, '*'],
      body: dates.map(([k, v, strong]): TableCell[] => [
        { text: k, color: GREY, fontSize: 7.6 },
        { text: v, bold: strong },
      ]),
    },
    layout: 'noBorders',
  }
  const placeCell: Content[] = [caption(sellOnly ? 'Místo výroby (výrobna):' : 'Konečný příjemce – odběrné místo:')]
  if (bill.addressOnTwoLines) placeCell.push(bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
  else placeCell.push(`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
  placeCell.push({ text: `EAN: ${sellOnly ? bill.productionEan : bill.ean}`, bold: true, margin: [0, 3, 0, 0] })
  if (buys(bill)) {
    placeCell.push(`Distribuční sazba: ${bill.rate}    Hlavní jistič: ${breakerText}`)
    if (operator) placeCell.push(`Provozovatel distribuční soustavy: ${operator}`)
    if (sells(bill)) placeCell.push(`Výrobna na stejné adrese, EAN: ${bill.productionEan}`)
  }
  placeCell.push(small(`Elektroměr č. ${readings.meter}`))
  content.push({
    table: {
      widths: ['50%', '50%'],
      body: [
        [
          { stack: supplierCell, margin: [3, 3, 3, 3] },
          { stack: buyerCell, margin: [3, 3, 3, 3] },
        ],
        [
          { stack: [datesCell], margin: [3, 3, 3, 3] },
          { stack: placeCell, margin: [3, 3, 3, 3] },
        ],
      ],
    },
    layout: { hLineWidth: () => 0.8, vLineWidth: () => 0.8, hLineColor: () => FRAME, vLineColor: () => FRAME },
  })

  // ---------------------------------------------------------------- "we invoice you" sentence
  const [termLabel, termValue] = contractTerm(bill, random, [
    'Smlouva na dobu určitou, konec',
    'Datum ukončení smlouvy',
    'Cena garantována do',
  ])
  const intro = sellOnly
    ? `Vyúčtováváme Vám řádně výkup elektřiny z výrobny za období ${period(bill, bill.periodFrom, bill.periodTo)} podle smlouvy č. ${contractNo}, produkt ${bill.sellProductName} (${sellTypeText(bill, random)}). ${termLabel}: ${termValue}.`
    : `${random.pick(['Fakturujeme Vám', 'Na základě smlouvy Vám fakturujeme'])} řádné vyúčtování dodávky elektřiny za období ${period(bill, bill.periodFrom, bill.periodTo)} podle smlouvy č. ${contractNo}, produkt ${bill.productName} (${buyTypeText(bill, random)}). ${termLabel}: ${termValue}.`
  content.push({ text: intro, margin: [0, 8, 0, 6] })
  if (sells(bill) && !sellOnly)
    content.push({
      text: `Přetoky z výrobny vykupujeme v produktu ${bill.sellProductName} (${sellTypeText(bill, random)}); jejich cenu započítáváme níže.`,
      margin: [0, 0, 0, 6],
    })

  // ---------------------------------------------------------------- the item table in accounting-program style
  const labelOf = (item: LineItem) => {
    if (item.kind === 'distVt' || item.kind === 'distNt' || item.kind === 'distSingle') return `${labels[item.kind]} – sazba ${bill.rate}`
    if (item.kind === 'breaker') return `${labels.breaker} ${breakerText}`
    return labels[item.kind]
  }
  const head = (cells: string[], align: ('left' | 'right')[]): TableCell[] =>
    cells.map((t, k) => ({ text: t, bold: true, fontSize: 7.2, fillColor: SHADE, alignment: align[k] }))
  const itemRow = (item: LineItem, vat: boolean): TableCell[] => {
    const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [price] = priceParts(bill, item, 'měs.', bill.energyUnit)
    const text: Content = multi
      ? { stack: [labelOf(item), { text: period(bill, item.from, item.to, ' - '), fontSize: 6.6, color: GREY }] }
      : { text: labelOf(item) }
    const row: TableCell[] = [text, { text: qty, alignment: 'right' }, { text: unit }, { text: price, alignment: 'right' }]
    if (vat) row.push({ text: '21', alignment: 'right' })
    row.push({ text: amount(bill, item.total), alignment: 'right' })
    return row
  }
  const groupRow = (title: string, span: number): TableCell[] => [
    { text: title, bold: true, italics: true, colSpan: span, margin: [0, 3, 0, 0] },
    ...Array.from({ length: span - 1 }, () => ({ text: '' })),
  ]
  const tableLayout = {
    hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0),
    vLineWidth: () => 0,
    hLineColor: () => FRAME,
    paddingTop: () => 1.6,
    paddingBottom: () => 1.6,
  }

  if (buys(bill)) {
    const groups: Group[] = [
      {
        title: 'Obchodní část (silová elektřina a služby dodavatele)',
        kinds: ['energyVt', 'energySingle', 'discountVt', 'energyNt', 'spotFee', 'monthlyFee'],
      },
      {
        title: `Distribuční část${operator ? ` – ${operator}` : ''} (ceny dle cenového rozhodnutí ERÚ)`,
        kinds: ['distVt', 'distSingle', 'distNt', 'breaker'],
      },
      { title: 'Ostatní regulované složky ceny', kinds: ['systemServices', 'poze', 'infrastructure'] },
      { title: 'Daň z elektřiny', kinds: ['tax'] },
    ]
    const body: TableCell[][] = [
      head(
        ['Označení dodávky', 'Počet m.j.', 'm.j.', 'Cena za m.j.', 'DPH %', `Celkem bez DPH (${c})`],
        ['left', 'right', 'left', 'right', 'right', 'right'],
      ),
    ]
    for (const group of groups) {
      const items = itemsOf(bill, group.kinds)
      if (!items.length) continue
      body.push(groupRow(group.title, 6))
      for (const item of items) body.push(itemRow(item, true))
    }
    body.push([
      { text: 'Celkem bez DPH', bold: true, colSpan: 5 },
      { text: '' },
      { text: '' },
      { text: '' },
      { text: '' },
      { text: amount(bill, bill.buyTotalNoVat), bold: true, alignment: 'right' },
    ])
    content.push({ table: { headerRows: 1, widths: ['*', 52, 26, 52, 28, 72], body }, layout: tableLayout, fontSize: 7.8 })
    content.push(
      small(`Ceny za m.j. jsou uvedeny bez DPH v ${c} za ${bill.energyUnit} u energie a za měsíc u stálých plateb.`, {
        margin: [0, 2, 0, 0],
      }),
    )
  }

  if (sells(bill)) {
    const body: TableCell[][] = [
      head(['Označení', 'Počet m.j.', 'm.j.', 'Cena za m.j.', `Celkem (${c})`], ['left', 'right', 'left', 'right', 'right']),
    ]
    body.push(groupRow(`Výkup elektřiny z výrobny EAN ${bill.productionEan}`, 5))
    for (const item of itemsOf(bill, ['sellEnergy', 'sellFee', 'sellMonthly'])) body.push(itemRow(item, false))
    body.push([
      { text: 'Výkup celkem', bold: true, colSpan: 4 },
      { text: '' },
      { text: '' },
      { text: '' },
      { text: amount(bill, bill.sellTotal), bold: true, alignment: 'right' },
    ])
    content.push({
      table: { headerRows: 1, widths: ['*', 52, 26, 52, 72], body },
      layout: tableLayout,
      fontSize: 7.8,
      margin: [0, buys(bill) ? 10 : 0, 0, 0],
    })
    content.push(small('Výrobce není plátcem DPH; částka výkupu je konečná.', { margin: [0, 2, 0, 0] }))
  }

  // ---------------------------------------------------------------- advances deducted, the buy-back offset, VAT recap and totals
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([10, 15, 20]), random.chance(0.3))
    const year = bill.periodFrom.slice(2, 4)
    const body: TableCell[][] = [
      head(['Zálohový list', 'Daňový doklad k platbě', 'Uhrazeno dne', `Částka (${c})`], ['left', 'left', 'left', 'right']),
    ]
    paid.forEach((p, k) => {
      body.push([
        `ZL${year}${String(k + 1).padStart(2, '0')}${bill.variableSymbol.slice(-5)}`,
        `DZ${year}${String(k + 1).padStart(2, '0')}${bill.customerNumber.slice(-5)}`,
        date(bill, addMonths(p.date, 0, Math.min(28, Number(p.date.slice(8)) + random.int(-2, 3)))),
        { text: amount(bill, -p.amount), alignment: 'right' },
      ])
    })
    if (!paid.length)
      body.push([{ text: 'Žádné zálohy nebyly v období uhrazeny.', colSpan: 4, italics: true }, { text: '' }, { text: '' }, { text: '' }])
    body.push([
      { text: 'Odpočet záloh celkem', bold: true, colSpan: 3 },
      { text: '' },
      { text: '' },
      { text: amount(bill, -bill.advances), bold: true, alignment: 'right' },
    ])
    content.push({ text: 'Odpočet zálohových plateb', bold: true, margin: [0, 10, 0, 3] })
    content.push({ table: { headerRows: 1, widths: [110, 130, 90, '*'], body }, layout: tableLayout, fontSize: 7.8 })
  }

  const totals: TableCell[][] = []
  const totalRow = (label: string, value: string, strong = false): TableCell[] => [
    { text: label, bold: strong },
    { text: value, alignment: 'right', bold: strong },
  ]
  if (buys(bill)) {
    totals.push(totalRow('Celkem bez DPH', money(bill, bill.buyTotalNoVat)))
    totals.push(totalRow('DPH 21 %', money(bill, bill.vat)))
    totals.push(totalRow('Celkem s DPH', money(bill, bill.buyTotalWithVat), true))
    totals.push(totalRow('Odpočet záloh', money(bill, -bill.advances)))
    if (sells(bill)) totals.push(totalRow('Započtený výkup z výrobny', money(bill, -bill.sellTotal)))
  } else totals.push(totalRow('Výkup celkem', money(bill, bill.sellTotal), true))
  const resultWord =
    bill.balance > 0
      ? 'K úhradě'
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Přeplatek – vrátíme'])
        : 'Vyrovnáno'
  totals.push([
    { text: resultWord, bold: true, fontSize: 11, fillColor: SHADE, margin: [0, 2, 0, 2] },
    { text: money(bill, Math.abs(bill.balance)), bold: true, fontSize: 11, alignment: 'right', fillColor: SHADE, margin: [0, 2, 0, 2] },
  ])
  const recap: Content = buys(bill)
    ? {
        stack: [
          { text: `Rekapitulace DPH v ${c}`, bold: true, margin: [0, 0, 0, 3] },
          {
            table: {
              widths: [46, 62, 52, 62],
              body: [
                head(['Sazba', 'Základ', 'DPH', 'Celkem'], ['left', 'right', 'right', 'right']),
                [
                  '0 %',
                  { text: amount(bill, 0), alignment: 'right' },
                  { text: amount(bill, 0), alignment: 'right' },
                  { text: amount(bill, 0), alignment: 'right' },
                ],
                [
                  '21 %',
                  { text: amount(bill, bill.buyTotalNoVat), alignment: 'right' },
                  { text: amount(bill, bill.vat), alignment: 'right' },
                  { text: amount(bill, bill.buyTotalWithVat), alignment: 'right' },
                ],
              ],
            },
            layout: tableLayout,
            fontSize: 7.6,
          },
        ],
      }
    : { text: '' }
  content.push({
    columns: [
      { width: 240, ...recap },
      { width: '*', text: '' },
      {
        width: 225,
        table: { widths: ['*', 100], body: totals },
        layout: {
          hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === node.table.body.length - 1 ? 1 : 0),
          vLineWidth: () => 0,
          hLineColor: () => FRAME,
        },
      },
    ],
    margin: [0, 10, 0, 0],
    unbreakable: true,
  })
  if (bill.balance > 0)
    content.push({
      text: `Částku ${money(bill, bill.balance)} uhraďte do ${date(bill, bill.dueDate)} na účet ${party.account}, variabilní symbol ${bill.variableSymbol}.`,
      margin: [0, 6, 0, 0],
    })
  else if (bill.balance < 0)
    content.push({
      text: sellOnly
        ? `Vyplatíme Vám ${money(bill, -bill.balance)} do ${date(bill, bill.dueDate)} na účet uvedený ve smlouvě.`
        : `Přeplatek ${money(bill, -bill.balance)} Vám vrátíme do ${date(bill, bill.dueDate)} na účet uvedený ve smlouvě.`,
      margin: [0, 6, 0, 0],
    })

  // ---------------------------------------------------------------- issued by / received by
  content.push({
    columns: [
      { width: '*', stack: [small('Vystavil:'), { text: clerk, fontSize: 8 }, small(`tel. ${party.phone}, ${party.email}`)] },
      { width: 140, stack: [small('Převzal:'), { text: ' ', fontSize: 8 }] },
      {
        width: 120,
        table: { widths: ['*'], heights: [38], body: [[small('Razítko a podpis:')]] },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => FRAME, vLineColor: () => FRAME },
      },
    ],
    margin: [0, 14, 0, 0],
    unbreakable: true,
  })

  // ---------------------------------------------------------------- annexes on a page of their own
  content.push({
    text: `Příloha č. 1 k dokladu č. ${bill.invoiceNumber}: měření a ${sellOnly ? 'dodávka do sítě' : 'spotřeba'}`,
    bold: true,
    fontSize: 10,
    pageBreak: 'before',
    margin: [0, 0, 0, 6],
  })
  const readBody: TableCell[][] = [
    head(
      ['Registr', 'Odečet od', 'Odečet do', 'Počáteční stav', 'Konečný stav', 'Rozdíl (kWh)', 'Způsob'],
      ['left', 'left', 'left', 'right', 'right', 'right', 'left'],
    ),
  ]
  for (const r of readings.rows)
    readBody.push([
      r.kind === 'out'
        ? `${r.register} přetoky do sítě`
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
  content.push({ text: `Elektroměr č. ${readings.meter}`, fontSize: 7.6, color: GREY, margin: [0, 0, 0, 2] })
  content.push({ table: { headerRows: 1, widths: [92, 58, 58, 62, 62, 58, '*'], body: readBody }, layout: tableLayout, fontSize: 7.6 })
  const usage: TableCell[][] = []
  if (buys(bill)) {
    usage.push(['Celková spotřeba za období', { text: e(bill.statedTotalKwh), bold: true }])
    if (bill.twoTariff) {
      usage.push(['z toho ve vysokém tarifu (VT)', e(bill.vtKwh)])
      usage.push(['z toho v nízkém tarifu (NT)', e(bill.ntKwh)])
    } else usage.push([`jednotarifní sazba ${bill.rate}, vše ve VT`, e(bill.vtKwh)])
    if (bill.yearlyEstimatePrinted !== null)
      usage.push([
        random.pick(['Roční odběr podle predikce', 'Odhad ročního odběru', 'Předpokládaná spotřeba na příští rok']),
        kwhText(bill, bill.yearlyEstimatePrinted),
      ])
  }
  if (sells(bill)) usage.push(['Přetoky dodané do sítě z výrobny', { text: e(bill.soldKwh), bold: true }])
  content.push({ table: { widths: [200, 120], body: usage }, layout: 'noBorders', margin: [0, 8, 0, 0] })

  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    content.push({
      text: `Příloha č. 2: předpis záloh (${next.every === 'monthly' ? 'měsíční' : 'čtvrtletní'})`,
      bold: true,
      fontSize: 10,
      margin: [0, 14, 0, 4],
    })
    const rows: TableCell[][] = [head(['Splatnost', `Záloha (${c})`, 'Splatnost', `Záloha (${c})`], ['left', 'right', 'left', 'right'])]
    for (let k = 0; k < next.rows.length; k += 2) {
      const a = next.rows[k]!
      const b = next.rows[k + 1]
      rows.push([
        date(bill, a.date),
        { text: amount(bill, a.amount), alignment: 'right' },
        b ? date(bill, b.date) : '',
        b ? { text: amount(bill, b.amount), alignment: 'right' } : '',
      ])
    }
    content.push({ table: { headerRows: 1, widths: [80, 70, 80, 70], body: rows }, layout: tableLayout, fontSize: 7.6 })
    content.push(small(`Zálohy plaťte na účet ${party.account} s variabilním symbolem ${bill.variableSymbol}.`, { margin: [0, 2, 0, 0] }))
  }

  content.push({ text: `Příloha č. ${buys(bill) ? 3 : 2}: informace pro zákazníka`, bold: true, fontSize: 10, margin: [0, 14, 0, 4] })
  const info: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    info.push(`Poruchy dodávky elektřiny hlaste nonstop na poruchovou linku ${FAULT_LINES[bill.distributor]}.`)
  if (buys(bill) && operator && random.chance(0.5)) info.push(`Poruchy dodávky řeší ${operator}, linka ${FAULT_LINES[bill.distributor]}.`)
  info.push(`Zákaznické centrum ${party.name}: ${party.phone}, ${party.email}, ${party.web}.`)
  if (buys(bill)) info.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  info.push(promoText(bill, random))
  info.push(COMPLAINT_NOTE)
  content.push({ ul: info.map((t) => ({ text: t, fontSize: 7.4 })) })

  const stamp = new Date(`${bill.issueDate}T06:05:00Z`)
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [40, 40, 40, 54],
    info: {
      title: `${kind} ${bill.invoiceNumber}`,
      author: party.name,
      subject: sellOnly ? 'Výkup elektřiny' : 'Faktura za elektřinu',
      creationDate: stamp,
      modDate: stamp,
    },
    defaultStyle: { font: 'DejaVuCondensed', fontSize: 8.2, lineHeight: 1.12, color: INK },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [40, 20, 40, 0],
      columns: [
        { text: `${party.name} · doklad ${bill.invoiceNumber} · zpracováno systémem FAKTURA-EL 7`, fontSize: 6.4, color: GREY },
        { text: `Strana: ${currentPage} z ${pageCount}`, fontSize: 7, alignment: 'right', width: 90 },
      ],
    }),
    content,
  }
}
