/** SEVENTEENTH SPLIT (blind development), written on 2026-11-23 (session 13).
 * The pdfmake layout "plain-questions": a "plain-language" bill whose sections are the customer's
 * questions ("Kolik mám zaplatit?", "Kolik elektřiny jste odebrali?", "Z čeho se cena skládá?" …)
 * answered in sentences and small tables. The items table gives every item a grey one-line
 * explanation under its name and writes unit prices with words ("2 345,67 Kč za MWh", "128,00 Kč za
 * měsíc"); a table of who receives the money (supplier, distribution, state) with shares in per cent;
 * consumption told as a sentence beside the meter states; paid advances in two columns. The items
 * table breaks over pages under its repeated header; the header from page two carries the invoice
 * number, "Strana n z N" stands in the footer.
 */
import pdfmake from 'pdfmake'
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  ESTIMATE_LABELS,
  FAULT_LINES,
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
  isEnergy,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  promoText,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

/** The condensed family of the figures (the text stays in the corpus's DejaVu Sans). */
export function registerPlainQuestionsFonts(): void {
  pdfmake.addFonts({
    DejaVuCondensed: {
      normal: fontPath('DejaVuSansCondensed.ttf'),
      bold: fontPath('DejaVuSansCondensed-Bold.ttf'),
      italics: fontPath('DejaVuSansCondensed-Oblique.ttf'),
      bolditalics: fontPath('DejaVuSansCondensed-BoldOblique.ttf'),
    },
  })
}

const GREY = '#666666'

/** The one-line explanations under the item names (only for items the bill has). */
const EXPLAIN: Record<RowKind, string[]> = {
  energyVt: ['elektřina odebraná v době platnosti vysokého tarifu', 'platba obchodníkovi za elektřinu ve VT'],
  energyNt: ['elektřina odebraná v době platnosti nízkého tarifu', 'platba obchodníkovi za elektřinu v NT'],
  energySingle: ['elektřina odebraná za celé období', 'platba obchodníkovi za odebranou elektřinu'],
  monthlyFee: ['pevná měsíční platba obchodníkovi nezávislá na odběru', 'platíte ji každý měsíc bez ohledu na množství'],
  spotFee: ['odměna obchodníka za nákup elektřiny na denním trhu', 'přirážka ke každé MWh za hodinové ceny'],
  discountVt: ['sleva z ceny elektřiny podle smlouvy', 'odměna za věrnost'],
  distVt: ['platba distributorovi za dopravu elektřiny ve VT', 'doprava elektřiny sítí ve vysokém tarifu'],
  distNt: ['platba distributorovi za dopravu elektřiny v NT', 'doprava elektřiny sítí v nízkém tarifu'],
  distSingle: ['platba distributorovi za dopravu elektřiny', 'doprava elektřiny sítí až k Vám'],
  breaker: ['podle velikosti hlavního jističe, každý měsíc', 'měsíční platba za rezervovaný příkon'],
  poze: ['příspěvek na obnovitelné zdroje stanovený ERÚ', 'regulovaný příspěvek podle odebraného množství'],
  systemServices: ['zajištění stability sítě (ČEPS), cena ERÚ', 'regulovaná cena za rovnováhu soustavy'],
  infrastructure: ['činnost operátora trhu, měsíčně', 'regulovaná platba OTE'],
  tax: ['odvádíme ji státu podle zákona', 'sazba stanovená zákonem'],
  sellEnergy: ['elektřina, kterou Vaše výrobna dodala do sítě', 'přebytky vykoupené za sjednanou cenu'],
  sellFee: ['náklady obchodníka na prodej Vašich přebytků', 'srážka z ceny výkupu'],
  sellMonthly: ['pevná platba za správu výkupu', 'odečítá se každý měsíc'],
}

/** The pdfmake document of one bill in the plain-questions layout. */
export function plainQuestionsDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const accent = random.pick(['#00607a', '#9b3b1e', '#3d5a1f', '#5b3a8c', '#1f3f8f'])
  const readings = meterReadings(bill, random)
  const sellOnly = bill.direction === 'sell'
  const per: 'MWh' | 'kWh' = random.chance(0.5) ? bill.energyUnit : random.pick(['MWh', 'kWh'] as const)
  const monthWords = random.pick([
    ['měsíc', 'měsíců'],
    ['měs.', 'měs.'],
  ] as const)
  const content: Content[] = []
  let questionNo = 0
  const question = (text: string, breakBefore = false) => {
    questionNo++
    content.push({
      table: {
        widths: [16, '*'],
        body: [
          [
            { text: String(questionNo), color: '#ffffff', fillColor: accent, bold: true, alignment: 'center', fontSize: 9 },
            { text, bold: true, fontSize: 10.5, color: accent, margin: [4, 0, 0, 0] },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 12, 0, 4],
      pageBreak: breakBefore ? 'before' : undefined,
    })
  }
  const soft = {
    hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0 : i === 1 ? 0.8 : 0.3),
    vLineWidth: () => 0,
    hLineColor: () => '#b5b5b5',
    paddingTop: () => 2,
    paddingBottom: () => 2,
    paddingLeft: () => 3,
    paddingRight: () => 3,
  }
  const pairs = (rows: [string, string][]): Content => ({
    table: {
      widths: [118, '*'],
      body: rows.map(([k, v]): TableCell[] => [
        { text: k, color: GREY },
        { text: v, bold: true },
      ]),
    },
    layout: 'noBorders',
    fontSize: 7.8,
  })

  // ---- head: supplier and title, the customer and a short box
  const title = sellOnly
    ? 'Vyúčtování výkupu elektřiny'
    : bill.direction === 'both'
      ? 'Vaše vyúčtování elektřiny a výkupu'
      : 'Vaše vyúčtování elektřiny'
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: party.name, bold: true, fontSize: 12 },
          { text: `${party.street}, ${party.zipCity} · IČO ${party.ico} · DIČ CZ${party.ico}`, fontSize: 6.8, color: GREY },
        ],
      },
      {
        width: 230,
        stack: [
          { text: title, bold: true, fontSize: 13, color: accent, alignment: 'right' },
          {
            text: `${sellOnly ? 'Doklad o výkupu (samofakturace)' : 'Faktura – daňový doklad'} č. ${bill.invoiceNumber}`,
            fontSize: 8,
            alignment: 'right',
          },
        ],
      },
    ],
  })
  const customerLines: Content[] = [{ text: bill.customerName, bold: true, fontSize: 10 }]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    customerLines.push({ text: `IČ ${ico} · DIČ CZ${ico}`, fontSize: 7.6 })
  }
  customerLines.push(
    { text: bill.billingAddress.street, fontSize: 9 },
    { text: `${bill.billingAddress.zip} ${bill.billingAddress.city}`, fontSize: 9 },
  )
  const resultWord =
    bill.balance > 0
      ? random.pick(['Doplatíte', 'K úhradě'])
      : bill.balance < 0
        ? sellOnly
          ? random.pick(['K výplatě', 'Vyplatíme Vám'])
          : random.pick(['Vracíme Vám', 'Přeplatek'])
        : 'Vyrovnáno'
  content.push({
    columns: [
      { width: '*', stack: customerLines, margin: [0, 16, 0, 0] },
      {
        width: 230,
        table: {
          widths: ['*', 'auto'],
          body: [
            [{ text: 'Ve zkratce', bold: true, colSpan: 2, color: accent }, ''],
            [{ text: resultWord }, { text: money(bill, Math.abs(bill.balance)), bold: true, alignment: 'right', fontSize: 11 }],
            [{ text: 'Za období' }, { text: period(bill, bill.periodFrom, bill.periodTo), alignment: 'right' }],
            [
              { text: bill.balance > 0 ? 'Zaplaťte do' : 'Peníze pošleme do' },
              { text: date(bill, bill.dueDate), alignment: 'right', bold: true },
            ],
          ],
        },
        layout: {
          hLineWidth: (i: number) => (i === 0 || i === 4 ? 1 : 0),
          vLineWidth: (i: number) => (i === 0 || i === 2 ? 1 : 0),
          hLineColor: () => accent,
          vLineColor: () => accent,
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
        fontSize: 8,
        margin: [0, 8, 0, 0],
      },
    ],
  })

  // ---- 1 how much to pay
  question(sellOnly ? 'Kolik Vám vyplatíme?' : bill.balance < 0 ? 'Kolik Vám vrátíme?' : 'Kolik mám zaplatit?')
  const steps: TableCell[][] = []
  if (buys(bill))
    steps.push([{ text: 'Cena za elektřinu a služby včetně DPH' }, { text: money(bill, bill.buyTotalWithVat), alignment: 'right' }])
  if (sells(bill))
    steps.push([
      { text: sellOnly ? 'Vykoupená elektřina z Vaší výrobny' : 'minus výkup elektřiny z Vaší výrobny' },
      { text: money(bill, bill.sellTotal), alignment: 'right' },
    ])
  if (buys(bill)) steps.push([{ text: 'minus zálohy, které jste zaplatili' }, { text: money(bill, bill.advances), alignment: 'right' }])
  steps.push([
    { text: resultWord, bold: true },
    { text: money(bill, Math.abs(bill.balance)), bold: true, alignment: 'right' },
  ])
  const payRows: [string, string][] =
    bill.balance > 0
      ? [
          ['Číslo účtu', party.account],
          ['Variabilní symbol', bill.variableSymbol],
          ['Datum splatnosti', date(bill, bill.dueDate)],
        ]
      : [
          ['Variabilní symbol', bill.variableSymbol],
          ['Vrácení na účet do', date(bill, bill.dueDate)],
        ]
  content.push({
    columns: [
      { width: 236, table: { widths: ['*', 84], body: steps }, layout: soft, fontSize: 8 },
      {
        width: '*',
        stack: [
          {
            table: {
              widths: [70, '*'],
              body: payRows.map(([k, v]): TableCell[] => [
                { text: k, color: GREY },
                { text: v, bold: true },
              ]),
            },
            layout: 'noBorders',
            fontSize: 7.6,
          },
        ],
        margin: [10, 0, 4, 0],
      },
      bill.balance > 0 ? { width: 66, stack: [{ qr: spayd(bill, party), fit: 64 }] } : { width: 0, text: '' },
    ],
  })

  // ---- 2 who is who
  question('Kdo jsme my a kdo jste Vy?')
  const docFacts: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', bill.invoiceNumber],
    ['Zákaznické číslo', bill.customerNumber],
    ['Vystaveno dne', date(bill, bill.issueDate)],
    ['Datum zdanitelného plnění', date(bill, bill.periodTo)],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
  ]
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: 'Dodavatel', color: GREY, fontSize: 7 },
          { text: party.name, bold: true },
          { text: `${party.street}, ${party.zipCity}`, fontSize: 7.6 },
          { text: `Zákaznická linka ${party.phone} · ${party.email}`, fontSize: 7.6 },
        ],
      },
      { width: '*', stack: [pairs(docFacts)] },
    ],
    fontSize: 8,
  })

  // ---- 3 where
  const addressValue = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  const place: [string, string][] = []
  const [contractLabel, contractValue] = contractText(bill, random)
  if (buys(bill)) {
    question('Kam elektřinu dodáváme?')
    place.push(['EAN odběrného místa', bill.ean], ['Adresa odběrného místa', addressValue])
    place.push(['Distribuční sazba', `${bill.rate} (${bill.twoTariff ? 'dvoutarifová' : 'jednotarifová'})`])
    place.push([
      'Hlavní jistič',
      random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} × ${bill.breaker.amps} A`]),
    ])
    place.push(['Váš produkt', bill.productName], ['Typ ceny', buyTypeText(bill, random)], [contractLabel, contractValue])
    if (bill.distributorShown === 'explicit') place.push(['Distribuci zajišťuje', DISTRIBUTOR_FULL[bill.distributor]])
    if (bill.yearlyEstimatePrinted !== null) place.push([random.pick(ESTIMATE_LABELS), `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`])
    if (sells(bill)) place.push(['EAN výrobny', bill.productionEan!], ['Výkup', `${bill.sellProductName}, ${sellTypeText(bill, random)}`])
  } else {
    question('Odkud elektřinu vykupujeme?')
    place.push(['EAN výrobny', bill.productionEan!], ['Adresa výrobny', addressValue])
    place.push(['Výkupní produkt', bill.sellProductName], ['Cena výkupu', sellTypeText(bill, random)], [contractLabel, contractValue])
  }
  content.push(pairs(place))

  // ---- 4 how much electricity
  question(sellOnly ? 'Kolik elektřiny jste dodali do sítě?' : 'Kolik elektřiny jste odebrali?')
  const sentences: string[] = []
  if (buys(bill)) {
    const d = days(bill.periodFrom, bill.periodTo)
    sentences.push(
      bill.twoTariff
        ? `Za ${d} dní jste odebrali celkem ${e(bill.statedTotalKwh)}: ve vysokém tarifu (VT) ${e(bill.vtKwh)} a v nízkém tarifu (NT) ${e(bill.ntKwh)}.`
        : `Za ${d} dní jste odebrali celkem ${e(bill.statedTotalKwh)}, vše v jednom tarifu (odebráno ${e(bill.vtKwh)}).`,
    )
  }
  if (sells(bill)) sentences.push(`Vaše výrobna dodala do sítě ${e(bill.soldKwh)}, které jsme vykoupili.`)
  const readBody: TableCell[][] = [
    ['Elektroměr', 'Číselník', 'Počáteční stav', 'Konečný stav', 'Rozdíl'].map((h) => ({
      text: h,
      bold: true,
      color: GREY,
      fontSize: 6.6,
    })),
  ]
  for (const r of readings.rows) {
    const reg =
      r.kind === 'vt' ? (bill.twoTariff ? 'VT (1.8.1)' : 'jednotarif (1.8.0)') : r.kind === 'nt' ? 'NT (1.8.2)' : 'dodávka do sítě (2.8.0)'
    readBody.push([
      readings.meter,
      reg,
      `${num(bill, r.start, 0)} (${date(bill, r.from)})`,
      `${num(bill, r.end, 0)} (${date(bill, r.to)}${r.estimated ? ', odhad' : ''})`,
      { text: `${num(bill, r.end - r.start, 0)} kWh`, alignment: 'right' },
    ])
  }
  content.push({
    columns: [
      { width: 190, stack: sentences.map((text) => ({ text, margin: [0, 0, 0, 4] })), fontSize: 8.2 },
      {
        width: '*',
        table: { headerRows: 1, widths: [44, 70, '*', '*', 54], body: readBody },
        layout: soft,
        font: 'DejaVuCondensed',
        fontSize: 7,
      },
    ],
    columnGap: 10,
  })

  // ---- 5 what the price is made of
  question('Z čeho se cena skládá?')
  content.push({
    text: random.pick([
      'Všechny ceny v tabulce jsou bez DPH. Pod názvem každé položky najdete krátké vysvětlení.',
      'Ceny jsou uvedeny bez DPH; u každé položky stručně vysvětlujeme, za co platíte.',
    ]),
    fontSize: 7.4,
    color: GREY,
    margin: [0, 0, 0, 3],
  })
  const qty = (i: LineItem) =>
    isEnergy(i) ? e(i.quantity) : `${num(bill, i.quantity, 3)} ${i.quantity === 1 ? monthWords[0] : monthWords[1]}`
  const unitPrice = (i: LineItem) => {
    if (!isEnergy(i)) return `${amount(bill, i.price)} ${cur} za ${monthWords[0]}`
    return per === 'kWh' ? `${num(bill, i.price / 1000, 5)} ${cur} za kWh` : `${amount(bill, i.price)} ${cur} za MWh`
  }
  const groups: { title: string; kinds: RowKind[] }[] = [
    {
      title: random.pick(['Platíte obchodníkovi', 'Za elektřinu (obchodník)']),
      kinds: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'],
    },
    {
      title: random.pick(['Platíte za distribuci a regulované služby', 'Za dopravu elektřiny (regulované ceny)']),
      kinds: ['distVt', 'distNt', 'distSingle', 'breaker', 'poze', 'systemServices', 'infrastructure'],
    },
    { title: 'Platíte státu', kinds: ['tax'] },
    { title: random.pick(['Dostáváte za výkup', 'Výkup Vaší elektřiny']), kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] },
  ]
  const body: TableCell[][] = [
    ['Položka', 'Období', 'Množství', 'Cena za jednotku', `Částka (${cur})`].map((h, k) => ({
      text: h,
      bold: true,
      color: '#ffffff',
      fillColor: accent,
      alignment: k >= 2 ? 'right' : 'left',
      fontSize: 7,
    })),
  ]
  for (const group of groups) {
    const items = itemsOf(bill, group.kinds)
    if (!items.length) continue
    body.push([{ text: group.title, bold: true, colSpan: 5, fillColor: '#eeeeee', color: accent }, '', '', '', ''])
    for (const item of items) {
      body.push([
        {
          stack: [
            { text: labels[item.kind], bold: true },
            { text: random.pick(EXPLAIN[item.kind]), color: GREY, fontSize: 6.4 },
          ],
        },
        { text: period(bill, item.from, item.to, ' – '), fontSize: 6.8 },
        { text: qty(item), alignment: 'right', font: 'DejaVuCondensed' },
        { text: unitPrice(item), alignment: 'right', font: 'DejaVuCondensed' },
        { text: amount(bill, item.total), alignment: 'right', font: 'DejaVuCondensed', bold: true },
      ])
    }
    body.push([
      { text: `Součet – ${group.title.toLowerCase()}`, colSpan: 4, alignment: 'right', italics: true },
      '',
      '',
      '',
      { text: amount(bill, sumTotals(items)), alignment: 'right', bold: true },
    ])
  }
  if (buys(bill))
    body.push([
      { text: 'Celkem za dodávku elektřiny bez DPH', colSpan: 4, bold: true },
      '',
      '',
      '',
      { text: amount(bill, bill.buyTotalNoVat), alignment: 'right', bold: true },
    ])
  content.push({ table: { headerRows: 1, dontBreakRows: true, widths: ['*', 92, 64, 96, 58], body }, layout: soft, fontSize: 7.6 })

  // ---- 6 who receives the money (purchase bills)
  if (buys(bill)) {
    question('Kdo z toho co dostane?')
    const supplierPart = sumTotals(itemsOf(bill, groups[0]!.kinds))
    const networkPart = sumTotals(itemsOf(bill, groups[1]!.kinds))
    const statePart = Math.round((sumTotals(itemsOf(bill, ['tax'])) + bill.vat) * 100) / 100
    const whole = supplierPart + networkPart + statePart
    const share = (v: number) => `${num(bill, whole > 0 ? (v / whole) * 100 : 0, 1)} %`
    content.push({
      table: {
        widths: ['*', 80, 50],
        body: [
          [
            { text: 'Příjemce', bold: true, color: GREY },
            { text: `Částka (${cur})`, bold: true, color: GREY, alignment: 'right' },
            { text: 'Podíl', bold: true, color: GREY, alignment: 'right' },
          ],
          [
            `${party.name} (obchodník)`,
            { text: amount(bill, supplierPart), alignment: 'right' },
            { text: share(supplierPart), alignment: 'right' },
          ],
          [
            'Distributor a regulované služby',
            { text: amount(bill, networkPart), alignment: 'right' },
            { text: share(networkPart), alignment: 'right' },
          ],
          [
            'Stát (daň z elektřiny a DPH)',
            { text: amount(bill, statePart), alignment: 'right' },
            { text: share(statePart), alignment: 'right' },
          ],
        ],
      },
      layout: soft,
      fontSize: 7.8,
      margin: [0, 0, 200, 0],
    })
    // ---- 7 VAT
    question('Jak je spočítána DPH?')
    content.push({
      table: {
        widths: ['*', 80, 40, 70, 80],
        body: [
          ['', `Základ daně (${cur})`, 'Sazba', `DPH (${cur})`, `Celkem s DPH (${cur})`].map((h) => ({
            text: h,
            bold: true,
            color: GREY,
            alignment: 'right',
          })),
          [
            { text: 'Dodávka elektřiny a služby' },
            { text: amount(bill, bill.buyTotalNoVat), alignment: 'right' },
            { text: '21 %', alignment: 'right' },
            { text: amount(bill, bill.vat), alignment: 'right' },
            { text: amount(bill, bill.buyTotalWithVat), alignment: 'right', bold: true },
          ],
        ],
      },
      layout: soft,
      fontSize: 7.8,
    })

    // ---- 8 advances paid and the next ones
    const paid = paidAdvances(bill, random.pick([12, 18, 22]))
    question('Co jste už zaplatili?')
    if (paid.length) {
      const half = Math.ceil(paid.length / 2)
      const col = (list: typeof paid): Content => ({
        table: {
          widths: ['*', 70],
          body: [
            [
              { text: 'Záloha splatná', bold: true, color: GREY },
              { text: `Zaplaceno (${cur})`, bold: true, color: GREY, alignment: 'right' },
            ],
            ...list.map((p): TableCell[] => [date(bill, p.date), { text: amount(bill, p.amount), alignment: 'right' }]),
          ],
        },
        layout: soft,
        fontSize: 7.4,
      })
      content.push({ columns: [col(paid.slice(0, half)), col(paid.slice(half))], columnGap: 16 })
    }
    content.push({ text: `Zálohy celkem: ${money(bill, bill.advances)}`, bold: true, margin: [0, 3, 0, 0] })
    const next = nextAdvances(bill, random)
    question('Jaké budou další zálohy?')
    content.push({
      text: `Nově budete platit ${next.every === 'monthly' ? 'každý měsíc' : 'jednou za čtvrtletí'} ${money(bill, next.rows[0]!.amount)}, vždy k ${next.day}. dni; první záloha je splatná ${date(bill, next.rows[0]!.date)}.`,
    })
  }

  // ---- whom to contact
  question('Na koho se obrátit?')
  const contact: Content[] = [{ text: `Zákaznická linka ${party.phone}, e-mail ${party.email}, ${party.web}.` }]
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.5))))
    contact.push({ text: `Poruchy dodávky hlaste nonstop na poruchovou linku distributora ${FAULT_LINES[bill.distributor]}.`, bold: true })
  contact.push({ text: COMPLAINT_NOTE, color: GREY, fontSize: 7 })
  if (buys(bill)) contact.push({ text: fuelMix(random), color: GREY, fontSize: 6.8 })
  contact.push({ text: promoText(bill, random), margin: [0, 3, 0, 0] })
  contact.push({ text: `${party.name} je zapsána v obchodním rejstříku vedeném ${party.register}.`, color: GREY, fontSize: 6.6 })
  content.push({ stack: contact, fontSize: 7.8 })

  const stamp = new Date(`${bill.issueDate}T09:10:00Z`)
  return {
    pageSize: 'A4',
    pageMargins: [38, 50, 38, 46],
    info: { title: `${title} ${bill.invoiceNumber}`, author: party.name, creationDate: stamp, modDate: stamp },
    defaultStyle: { font: 'DejaVu', fontSize: 8, lineHeight: 1.1 },
    header: (currentPage: number) =>
      currentPage === 1
        ? { text: '' }
        : {
            text: `${party.name} · ${title} · č. ${bill.invoiceNumber}`,
            fontSize: 6.8,
            color: GREY,
            margin: [38, 24, 38, 0],
          },
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: `${party.name} · IČO ${party.ico} · bankovní spojení ${party.account}`, fontSize: 6, color: GREY },
        { text: `Strana ${currentPage} z ${pageCount}`, alignment: 'right', fontSize: 7, width: 90 },
      ],
      margin: [38, 16, 38, 0],
    }),
    content,
  }
}
