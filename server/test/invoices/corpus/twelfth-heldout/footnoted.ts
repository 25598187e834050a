/** TWELFTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 10; unsealed in session 11).
 * The pdfmake layout "footnoted": a bill in parts A/B/C with numbered notes, tables that break over
 * pages under repeated headers, running page headers and footers, and a QR payment code.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  GROUPS,
  addMonths,
  amount,
  buyTypeText,
  buys,
  contractText,
  date,
  days,
  energy,
  fuelMix,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
  nextAdvances,
  num,
  padded,
  paidAdvances,
  period,
  previousPeriod,
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

const ACCENT = '#1f5f6b'
const GREY = '#5b6066'

/** The note number a row kind's label carries. */
function noteOf(kind: RowKind): number {
  if (kind.startsWith('sell')) return 4
  if (kind === 'tax') return 3
  if (kind.startsWith('dist') || ['breaker', 'poze', 'systemServices', 'infrastructure'].includes(kind)) return 2
  return 1
}

const grid = (rows: [string, string][], widths: [number, number] = [110, 150]): Content => {
  const body: TableCell[][] = []
  for (let i = 0; i < rows.length; i += 2) {
    const a = rows[i]!
    const b = rows[i + 1]
    body.push([
      { text: a[0], color: GREY, fontSize: 7 },
      { text: a[1], bold: true },
      { text: b?.[0] ?? '', color: GREY, fontSize: 7 },
      { text: b?.[1] ?? '', bold: true },
    ])
  }
  return { table: { widths: [widths[0], widths[1], widths[0], '*'], body }, layout: 'noBorders', margin: [0, 2, 0, 4] }
}

const part = (title: string): Content => ({
  table: { widths: ['*'], body: [[{ text: title, bold: true, color: 'white', fontSize: 9.5, margin: [4, 2, 0, 2] }]] },
  layout: { fillColor: () => ACCENT, hLineWidth: () => 0, vLineWidth: () => 0 },
  margin: [0, 10, 0, 4],
})

const subhead = (title: string): Content => ({ text: title, bold: true, fontSize: 9, color: ACCENT, margin: [0, 8, 0, 3] })

/** The pdfmake document of one bill in the footnoted layout. */
export function footnotedDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const content: Content[] = []
  const consumptionEan = bill.direction === 'sell' ? bill.productionEan! : bill.ean

  // letterhead band
  content.push({
    table: {
      widths: ['*', 'auto'],
      body: [
        [
          { text: party.name, bold: true, fontSize: 14, color: 'white', margin: [6, 6, 0, 6] },
          { text: bill.direction === 'sell' ? 'VYÚČTOVÁNÍ VÝKUPU\nelektřiny z výrobny' : 'VYÚČTOVÁNÍ\nza elektřinu', color: 'white', alignment: 'right', bold: true, margin: [0, 4, 6, 4] },
        ],
      ],
    },
    layout: { fillColor: () => ACCENT, hLineWidth: () => 0, vLineWidth: () => 0 },
  })
  const addressee: Content[] = [{ text: 'Zasílací adresa', color: GREY, fontSize: 7 }, { text: bill.customerName, bold: true, fontSize: 10 }]
  if (bill.customerType === 'business') {
    const ico = random.digits(8)
    addressee.push({ text: `IČ: ${ico}  DIČ: CZ${ico}`, fontSize: 8 })
  }
  addressee.push({ text: bill.billingAddress.street, fontSize: 10 }, { text: `${bill.billingAddress.zip} ${bill.billingAddress.city}`, fontSize: 10 })
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: `${party.street}, ${party.zipCity}`, fontSize: 7, color: GREY },
          { text: `IČO: ${party.ico}, DIČ: CZ${party.ico}`, fontSize: 7, color: GREY },
          { text: `Zákaznická linka ${party.phone} · ${party.web}`, fontSize: 7, color: GREY },
        ],
        margin: [0, 6, 0, 0],
      },
      { width: 210, stack: addressee, margin: [0, 10, 0, 0] },
    ],
  })

  // part A
  content.push(part(random.pick(['ČÁST A – SOUHRNNÉ ÚDAJE O VYÚČTOVÁNÍ', 'ČÁST A – ZÁKAZNÍK A SOUHRN'])))
  const kind = random.pick(['Řádná faktura za elektřinu', 'Řádné vyúčtování sdružených služeb dodávky elektřiny', 'Řádné vyúčtování'])
  const lead =
    bill.direction === 'sell'
      ? `${kind.replace('sdružených služeb dodávky elektřiny', 'výkupu elektřiny')}. Vyúčtování výkupu bylo provedeno za období od ${date(bill, bill.periodFrom)} do ${date(bill, bill.periodTo)}:`
      : `${kind}. Vyúčtování bylo provedeno za období od ${date(bill, bill.periodFrom)} do ${date(bill, bill.periodTo)}:`
  content.push({ text: lead, margin: [0, 0, 0, 4] })
  const valueFirst: [string, string][] = [
    [bill.invoiceNumber, 'Číslo daňového dokladu'],
    [date(bill, bill.issueDate), 'Datum vystavení faktury'],
    [date(bill, bill.dueDate), bill.balance > 0 ? 'Datum splatnosti faktury' : 'Datum vrácení přeplatku'],
    [padded(bill, bill.periodTo), 'Datum uskutečnění zdanitelného plnění'],
    [bill.variableSymbol, 'Variabilní symbol'],
    [bill.customerNumber, 'Číslo zákazníka'],
    [consumptionEan, bill.direction === 'sell' ? 'EAN výrobny' : 'EAN'],
  ]
  const addressText = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  const pointWord = bill.direction === 'sell' ? 'výrobnu s předávacím místem' : 'odběrné místo s kódem EAN'
  content.push({
    columns: [
      { width: 230, stack: valueFirst.map(([value, label]) => ({ text: [{ text: value, bold: true }, { text: `  ${label}`, color: GREY }], margin: [0, 0, 0, 1.5] })) },
      {
        width: '*',
        stack: [
          { text: `Souhrnné informace Vašeho vyúčtování pro ${pointWord} ${consumptionEan} na adrese:`, fontSize: 8 },
          { text: addressText, bold: true, margin: [0, 2, 0, 0] },
          { text: `Odečtové období: ${padded(bill, bill.periodFrom)} - ${padded(bill, bill.periodTo)}`, fontSize: 7.5, color: GREY, margin: [0, 4, 0, 0] },
        ],
      },
    ],
  })

  // totals in E.ON manner: without and with VAT side by side
  const totals: TableCell[][] = [[{ text: '', border: [false, false, false, true] }, { text: 'bez DPH', style: 'th' }, { text: 's DPH', style: 'th' }]]
  if (buys(bill)) {
    totals.push(['Faktura celkem', { text: money(bill, bill.buyTotalNoVat), alignment: 'right' }, { text: money(bill, bill.buyTotalWithVat), alignment: 'right', bold: true }])
    totals.push([{ text: 'z toho DPH 21 %', color: GREY }, '', { text: money(bill, bill.vat), alignment: 'right', color: GREY }])
    totals.push(['Započtené zálohy', '', { text: money(bill, -bill.advances), alignment: 'right' }])
  }
  if (sells(bill))
    totals.push([
      buys(bill) ? 'Započtený výkup elektřiny (výrobce není plátce DPH)' : 'Výkup elektřiny celkem (výrobce není plátce DPH)',
      { text: money(bill, bill.sellTotal), alignment: 'right' },
      { text: money(bill, buys(bill) ? -bill.sellTotal : bill.sellTotal), alignment: 'right' },
    ])
  const result = bill.balance > 0 ? random.pick(['Doplatek', 'Nedoplatek']) : bill.balance < 0 ? (bill.direction === 'sell' ? 'K výplatě výrobci' : 'Přeplatek') : 'Vyrovnáno'
  totals.push([{ text: result, bold: true, fontSize: 10 }, '', { text: money(bill, Math.abs(bill.balance)), alignment: 'right', bold: true, fontSize: 10 }])
  const payBlock: Content[] = []
  if (bill.balance > 0) {
    payBlock.push({ qr: spayd(bill, party), fit: 84, margin: [0, 2, 0, 2] }, { text: 'QR Platba', fontSize: 6.5, color: GREY })
  }
  const payLines =
    bill.balance > 0
      ? `Doplatek uhraďte do ${date(bill, bill.dueDate)} na účet ${party.account} s variabilním symbolem ${bill.variableSymbol}.`
      : bill.balance < 0
        ? `Částku ${money(bill, -bill.balance)} Vám vrátíme do ${date(bill, bill.dueDate)} na účet, ze kterého hradíte zálohy.`
        : 'Zálohy pokryly celou fakturovanou částku.'
  content.push({
    columns: [
      { width: '*', stack: [{ table: { widths: ['*', 85, 85], body: totals }, layout: 'lightHorizontalLines', margin: [0, 6, 0, 2] }, { text: payLines, fontSize: 7.5, margin: [0, 2, 0, 0] }] },
      { width: 96, stack: payBlock, margin: [10, 6, 0, 0] },
    ],
  })

  // supply point and contract
  content.push(subhead(bill.direction === 'sell' ? 'Údaje o výrobně a smlouvě' : 'Údaje o odběrném místě a smlouvě'))
  const facts: [string, string][] = []
  const [contractLabel, contractValue] = contractText(bill, random)
  const readings = meterReadings(bill, random)
  if (buys(bill)) {
    facts.push(['Distribuční sazba', bill.rate])
    facts.push(['Hodnota hlavního jističe', `${bill.breaker.phases} × ${bill.breaker.amps} A`])
    facts.push(['Produkt', bill.productName])
    facts.push(['Typ ceny', buyTypeText(bill, random)])
  }
  if (sells(bill)) {
    facts.push([buys(bill) ? 'Produkt výkupu' : 'Produkt', bill.sellProductName])
    facts.push(['Výkupní cena', sellTypeText(bill, random)])
    if (buys(bill)) facts.push(['EAN výrobny', bill.productionEan!])
  }
  facts.push([contractLabel, contractValue])
  facts.push(['Číslo elektroměru', readings.meter])
  if (buys(bill) && bill.distributorShown === 'explicit') facts.push(['Distributor', DISTRIBUTOR_FULL[bill.distributor]])
  if (buys(bill) && bill.distributorShown !== 'none' && (bill.distributorShown === 'fault-line' || random.chance(0.5)))
    facts.push(['Poruchová linka', `${FAULT_LINES[bill.distributor]} (nonstop)`])
  content.push(grid(facts))

  // consumption compared with the period before
  const prev = previousPeriod(bill, random)
  if (buys(bill)) {
    content.push(subhead('Srovnání spotřeby s předchozím obdobím'))
    const head: TableCell[] = ['Období', ...(bill.twoTariff ? ['Vysoký tarif (VT)', 'Nízký tarif (NT)'] : ['Jednotarif (VT)']), 'Celkem', 'Průměr za den'].map((text) => ({ text, style: 'th' }))
    const span = days(bill.periodFrom, bill.periodTo)
    const rowOf = (label: string, vt: number, nt: number, total: number): TableCell[] => [
      label,
      { text: energy(bill, vt, mwhDecimals), alignment: 'right' },
      ...(bill.twoTariff ? [{ text: energy(bill, nt, mwhDecimals), alignment: 'right' } as TableCell] : []),
      { text: energy(bill, total, mwhDecimals), alignment: 'right', bold: true },
      { text: `${num(bill, total / span, 1)} kWh`, alignment: 'right', color: GREY },
    ]
    content.push({
      table: {
        headerRows: 1,
        widths: ['*', ...(bill.twoTariff ? [80, 80] : [80]), 80, 70],
        body: [head, rowOf(`Toto období ${period(bill, bill.periodFrom, bill.periodTo)}`, bill.vtKwh, bill.ntKwh, bill.statedTotalKwh), rowOf(`Předchozí období ${period(bill, prev.from, prev.to)}`, prev.vt, prev.nt, prev.kwh)],
      },
      layout: 'lightHorizontalLines',
    })
    const change = Math.round(((bill.statedTotalKwh - prev.kwh) / prev.kwh) * 1000) / 10
    const estimate =
      bill.yearlyEstimatePrinted !== null ? ` ${random.pick(['Předpokládaná roční spotřeba', 'Očekávaná spotřeba za 12 měsíců'])}, ze které vychází nový předpis záloh: ${num(bill, bill.yearlyEstimatePrinted, 0)} kWh.` : ''
    content.push({ text: `Vaše spotřeba se oproti předchozímu období ${change >= 0 ? 'zvýšila' : 'snížila'} o ${num(bill, Math.abs(change), 1)} %.${estimate}`, fontSize: 7.5, margin: [0, 3, 0, 0] })
  }
  if (sells(bill)) {
    content.push(subhead('Vykoupené množství'))
    content.push({ text: `Elektřina dodaná z výrobny do sítě za období ${period(bill, bill.periodFrom, bill.periodTo)}: ${energy(bill, bill.soldKwh, mwhDecimals)} (předchozí období ${energy(bill, Math.round(bill.soldKwh * random.amount(0.7, 1.3)), mwhDecimals)}).` })
  }

  // part B: the itemized detail
  content.push(part('ČÁST B – PODROBNÝ ROZPIS VYÚČTOVÁNÍ'))
  const body: TableCell[][] = [
    ['Položka', 'Období', 'MJ', 'Množství', `Jedn. cena bez DPH (${cur}/MJ)`, `Celkem bez DPH (${cur})`].map((text, i) => ({ text, style: 'th', alignment: i >= 3 ? 'right' : 'left' })),
  ]
  const cellRow = (item: LineItem): TableCell[] => {
    const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měsíc')
    const [price] = priceParts(bill, item)
    return [
      { text: [labels[item.kind], { text: String(noteOf(item.kind)), sup: true }] },
      { text: period(bill, item.from, item.to), fontSize: 7 },
      unit,
      { text: qty, alignment: 'right' },
      { text: price, alignment: 'right' },
      { text: amount(bill, item.total), alignment: 'right' },
    ]
  }
  const groupWords = ['obchodní část', 'distribuce a regulované služby', 'daň z elektřiny', 'výkup elektřiny']
  GROUPS.forEach((group, index) => {
    const rows = itemsOf(bill, group.kinds)
    if (!rows.length) return
    body.push([{ text: index === 3 && !buys(bill) ? 'Výkup elektřiny z výrobny' : group.title, colSpan: 6, bold: true, color: ACCENT, margin: [0, 3, 0, 0] }, '', '', '', '', ''])
    for (const item of rows) body.push(cellRow(item))
    body.push([{ text: `Celkem ${groupWords[index]}`, colSpan: 5, italics: true }, '', '', '', '', { text: amount(bill, sumTotals(rows)), alignment: 'right', italics: true }])
  })
  if (buys(bill)) {
    body.push([{ text: 'Celkem za dodávku elektřiny a související služby v elektroenergetice v Kč bez DPH', colSpan: 5, bold: true }, '', '', '', '', { text: amount(bill, bill.buyTotalNoVat), alignment: 'right', bold: true }])
    body.push([{ text: 'DPH 21 %', colSpan: 5 }, '', '', '', '', { text: amount(bill, bill.vat), alignment: 'right' }])
    body.push([{ text: 'Celkem včetně DPH', colSpan: 5, bold: true }, '', '', '', '', { text: amount(bill, bill.buyTotalWithVat), alignment: 'right', bold: true }])
  }
  content.push({ table: { headerRows: 1, dontBreakRows: true, widths: ['*', 108, 30, 50, 62, 58], body }, layout: 'lightHorizontalLines', fontSize: 7.5 })

  // notes of part B
  const notes: string[] = []
  if (buys(bill)) {
    const segs = segmentsOf(bill)
    notes.push(
      bill.buyingType === 'SPOT'
        ? `1) Cena silové elektřiny je vážený průměr hodinových cen denního trhu OTE v daném období; produkt ${bill.productName}.`
        : `1) Ceny obchodní části podle ceníku produktu ${bill.productName} platného od ${date(bill, segs.at(-1)!.from)}.`,
    )
    const poze = bill.items.some((i) => i.kind === 'poze') ? ', podpora POZE' : ''
    notes.push(`2) Regulované ceny (distribuce, systémové služby${poze}, činnosti OTE) podle cenového rozhodnutí ERÚ č. 14/2024 ze dne 26. 11. 2024.`)
    notes.push('3) Daň z elektřiny podle zákona č. 261/2007 Sb., o stabilizaci veřejných rozpočtů, ve znění pozdějších předpisů.')
  }
  if (sells(bill)) notes.push(`4) Výkup elektřiny za předávací místo ${bill.productionEan}; výrobce není plátcem DPH, částky jsou konečné.`)
  content.push({ stack: notes.map((text) => ({ text, fontSize: 6.5, color: GREY })), margin: [0, 4, 0, 0] })

  // meter readings
  content.push(subhead(`Odečty elektroměru č. ${readings.meter}`))
  content.push({
    table: {
      headerRows: 1,
      widths: [60, '*', 70, 70, 70],
      body: [
        ['Číselník', 'Období', 'Počáteční stav', 'Konečný stav', 'Rozdíl kWh'].map((text) => ({ text, style: 'th' })),
        ...readings.rows.map((r): TableCell[] => [
          r.kind === 'out' ? `${r.register} (dodávka)` : r.kind === 'nt' ? `${r.register} NT` : r.register,
          `${padded(bill, r.from)} – ${padded(bill, r.to)}${r.estimated ? ' (odhad)' : ''}`,
          { text: num(bill, r.start, 0), alignment: 'right' },
          { text: num(bill, r.end, 0), alignment: 'right' },
          { text: num(bill, r.end - r.start, 0), alignment: 'right' },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 7.5,
  })

  // part C: payments and advances
  if (buys(bill)) {
    content.push(part('ČÁST C – PLATBY A ZÁLOHY'))
    const paid = paidAdvances(bill, random.pick([12, 15, 18]))
    content.push(subhead('Přehled plateb na Vašem zákaznickém účtu'))
    const paidBody: TableCell[][] = [['Datum připsání', 'Popis', 'Částka'].map((text, i) => ({ text, style: 'th', alignment: i === 2 ? 'right' : 'left' }))]
    for (const p of paid) paidBody.push([date(bill, p.date), `Záloha ${p.date.slice(5, 7)}/${p.date.slice(0, 4)}`, { text: money(bill, p.amount), alignment: 'right' }])
    paidBody.push([{ text: 'Zaplacené zálohy celkem', colSpan: 2, bold: true }, '', { text: money(bill, bill.advances), alignment: 'right', bold: true }])
    content.push({ table: { headerRows: 1, widths: [80, '*', 90], body: paidBody }, layout: 'lightHorizontalLines' })
    const next = nextAdvances(bill, random)
    content.push(subhead('Předpis záloh na další období'))
    content.push({
      text: `Nová ${next.every === 'monthly' ? 'měsíční' : 'čtvrtletní'} záloha činí ${money(bill, next.rows[0]!.amount)}. První záloha je splatná ${date(bill, next.rows[0]!.date)}, další vždy k ${next.day}. dni ${next.every === 'monthly' ? 'měsíce' : 'měsíce následujícího čtvrtletí'}.`,
      margin: [0, 0, 0, 3],
    })
    const half = Math.ceil(next.rows.length / 2)
    const advanceBody: TableCell[][] = [['Splatnost', 'Částka', 'Splatnost', 'Částka'].map((text) => ({ text, style: 'th' }))]
    for (let i = 0; i < half; i++) {
      const a = next.rows[i]!
      const b = next.rows[i + half]
      advanceBody.push([date(bill, a.date), amount(bill, a.amount), b ? date(bill, b.date) : '', b ? amount(bill, b.amount) : ''])
    }
    content.push({ table: { headerRows: 1, widths: [80, 80, 80, 80], body: advanceBody }, layout: 'lightHorizontalLines' })
    content.push({ text: `Nejbližší kontrolní odečet: ${date(bill, addMonths(bill.periodTo, 12))}`, fontSize: 7, color: GREY, margin: [0, 3, 0, 0] })
  }

  // information
  content.push(subhead('Informace'))
  if (buys(bill)) content.push({ text: fuelMix(random), fontSize: 7, color: GREY })
  content.push({ text: promoText(bill, random), fontSize: 7.5, margin: [0, 4, 0, 4] })
  content.push({ text: COMPLAINT_NOTE, fontSize: 7, color: GREY })

  const stamp = new Date(`${bill.issueDate}T07:30:00Z`)
  return {
    pageSize: 'A4',
    pageMargins: [40, 54, 40, 56],
    info: { title: `Vyúčtování ${bill.invoiceNumber}`, author: party.name, creationDate: stamp, modDate: stamp },
    defaultStyle: { font: 'DejaVu', fontSize: 8, lineHeight: 1.15 },
    styles: { th: { bold: true, fontSize: 7, color: GREY } },
    header: (currentPage: number) =>
      currentPage === 1
        ? { text: '' }
        : {
            columns: [
              { text: party.name, bold: true, fontSize: 8 },
              { text: `Faktura ${bill.invoiceNumber} – pokračování`, alignment: 'right', fontSize: 7.5, color: GREY },
            ],
            margin: [40, 24, 40, 0],
          },
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: `${party.name}, ${party.street}, ${party.zipCity}, zapsaná v OR vedeném ${party.register}`, fontSize: 6, color: GREY },
        { text: `strana ${currentPage}/${pageCount}`, alignment: 'right', fontSize: 7, width: 70 },
      ],
      margin: [40, 20, 40, 0],
    }),
    content,
  }
}
