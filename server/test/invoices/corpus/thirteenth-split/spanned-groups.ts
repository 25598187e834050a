/** THIRTEENTH SPLIT (blind development), written blind on 2026-11-23 (session 11).
 * The pdfmake layout "spanned-groups": one item table whose first column is a merged cell naming the
 * part of the bill (supplier's, distribution, tax, buy-back) over all its rows, whose item names are
 * merged cells over the item's price periods, and whose columns put the unit price before the
 * quantity. Group sums sit in their own rows; the key figures open page one as a recap with the
 * currency code before the amount on CZK bills; readings in a table with the meter number merged over
 * its registers; paid and next advances side by side; page numbers "Stránka n z N" in the header.
 */
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
  cash,
  contractText,
  date,
  energy,
  fuelMix,
  itemsOf,
  labelsFor,
  meterReadings,
  nextAdvances,
  num,
  paidAdvances,
  period,
  previousPeriod,
  priceParts,
  promoText,
  quantityParts,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

const GREY = '#606060'
const LINE = '#9aa4ad'

const boxed = { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => LINE, vLineColor: () => LINE, paddingTop: () => 2, paddingBottom: () => 2 }

const th = (text: string, alignment: 'left' | 'right' | 'center' = 'left'): TableCell => ({ text, bold: true, fontSize: 6.8, fillColor: '#e6eaee', alignment })

/** The pdfmake document of one bill in the spanned-groups layout. */
export function spannedGroupsDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 3, 5])
  const accent = random.pick(['#8a1c2b', '#24507a', '#2f6b3a', '#6b4b1f'])
  const content: Content[] = []
  const consumptionEan = bill.direction === 'sell' ? bill.productionEan! : bill.ean
  const readings = meterReadings(bill, random)

  // ---- head: document title on the left, the supplier on the right
  const title = bill.direction === 'sell' ? 'Vyúčtování výkupu elektřiny' : bill.direction === 'both' ? 'Vyúčtování elektřiny (odběr a výkup)' : 'Vyúčtování elektřiny'
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          { text: title, fontSize: 16, bold: true, color: accent },
          { text: `Faktura – daňový doklad č. ${bill.invoiceNumber}`, fontSize: 9, bold: true, margin: [0, 2, 0, 0] },
          { text: `za období ${period(bill, bill.periodFrom, bill.periodTo, ' – ')}`, fontSize: 9 },
        ],
      },
      {
        width: 190,
        stack: [
          { text: party.name, bold: true, fontSize: 10, alignment: 'right' },
          { text: `${party.street}\n${party.zipCity}`, fontSize: 7, alignment: 'right', color: GREY },
          { text: `IČO ${party.ico}, DIČ CZ${party.ico}`, fontSize: 7, alignment: 'right', color: GREY },
          { text: `${party.web} · ${party.phone}`, fontSize: 7, alignment: 'right', color: GREY },
        ],
      },
    ],
  })
  content.push({ canvas: [{ type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 1.5, lineColor: accent }], margin: [0, 0, 0, 8] })

  // ---- parties and document data side by side
  const customer: Content[] = [{ text: random.pick(['Odběratel', 'Zákazník', 'Příjemce faktury']), fontSize: 6.8, color: GREY }, { text: bill.customerName, bold: true, fontSize: 10 }]
  if (bill.customerType === 'business') {
    const ico = random.digits(8)
    customer.push({ text: `IČ ${ico}, DIČ CZ${ico}`, fontSize: 8 })
  }
  customer.push({ text: `${bill.billingAddress.street}\n${bill.billingAddress.zip} ${bill.billingAddress.city}`, fontSize: 9 })
  const docFacts: [string, string][] = [
    ['Číslo faktury', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    ['Číslo zákaznického účtu', bill.customerNumber],
    ['Vystaveno dne', date(bill, bill.issueDate)],
    ['DUZP', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Splatnost' : 'Vrácení přeplatku do', date(bill, bill.dueDate)],
  ]
  content.push({
    columns: [
      { width: 230, stack: customer, margin: [0, 0, 10, 0] },
      {
        width: '*',
        table: { widths: [100, '*'], body: docFacts.map(([k, v]): TableCell[] => [{ text: k, color: GREY, fontSize: 7 }, { text: v, bold: true, alignment: 'right' }]) },
        layout: 'lightHorizontalLines',
      },
    ],
  })

  // ---- supply point facts: two columns of label/value cells
  const facts: [string, string][] = []
  const addressText = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  facts.push([bill.direction === 'sell' ? 'EAN předávacího místa výrobny' : 'EAN odběrného místa', consumptionEan])
  facts.push([bill.direction === 'sell' ? 'Adresa výrobny' : 'Adresa odběrného místa', addressText])
  if (buys(bill)) {
    facts.push(['Sazba distribuce / jistič', `${bill.rate} / ${random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases}×${bill.breaker.amps}A`])}`])
    facts.push(['Produkt', bill.productName])
    facts.push(['Typ ceny', buyTypeText(bill, random)])
  }
  if (sells(bill)) {
    if (buys(bill)) facts.push(['EAN výrobny', bill.productionEan!])
    facts.push([buys(bill) ? 'Produkt pro výkup' : 'Produkt', bill.sellProductName])
    facts.push(['Cena výkupu', sellTypeText(bill, random)])
  }
  const [contractLabel, contractValue] = contractText(bill, random)
  facts.push([contractLabel, contractValue])
  if (buys(bill) && bill.distributorShown === 'explicit') facts.push(['Distributor', DISTRIBUTOR_FULL[bill.distributor]])
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.3)))) facts.push(['Poruchy a havárie (nonstop)', FAULT_LINES[bill.distributor]])
  const factRows: TableCell[][] = []
  for (let i = 0; i < facts.length; i += 2) {
    const a = facts[i]!
    const b = facts[i + 1]
    factRows.push([
      { text: a[0], fontSize: 6.8, color: GREY },
      { text: a[1], bold: true },
      { text: b?.[0] ?? '', fontSize: 6.8, color: GREY },
      { text: b?.[1] ?? '', bold: true },
    ])
  }
  content.push({ text: bill.direction === 'sell' ? 'Výrobna' : 'Odběrné místo', bold: true, fontSize: 9.5, color: accent, margin: [0, 10, 0, 3] })
  content.push({ table: { widths: [80, 170, 80, '*'], body: factRows }, layout: boxed })

  // ---- key figures as a recap
  content.push({ text: 'Rekapitulace vyúčtování', bold: true, fontSize: 9.5, color: accent, margin: [0, 10, 0, 3] })
  const recap: TableCell[][] = [[th('Část'), th(`bez DPH`, 'right'), th('DPH 21 %', 'right'), th('včetně DPH', 'right')]]
  const groupTotal = (index: number) => sumTotals(itemsOf(bill, GROUPS[index]!.kinds))
  if (buys(bill)) {
    recap.push(['Dodávka elektřiny – obchodní část', { text: cash(bill, groupTotal(0)), alignment: 'right' }, '', ''])
    recap.push(['Distribuce a regulované služby', { text: cash(bill, groupTotal(1)), alignment: 'right' }, '', ''])
    recap.push(['Daň z elektřiny', { text: cash(bill, groupTotal(2)), alignment: 'right' }, '', ''])
    recap.push([
      { text: 'Celkem za dodávku elektřiny', bold: true },
      { text: cash(bill, bill.buyTotalNoVat), alignment: 'right', bold: true },
      { text: cash(bill, bill.vat), alignment: 'right' },
      { text: cash(bill, bill.buyTotalWithVat), alignment: 'right', bold: true },
    ])
    recap.push([random.pick(['Zaplacené zálohy', 'Odečet uhrazených záloh']), '', '', { text: cash(bill, -bill.advances), alignment: 'right' }])
  }
  if (sells(bill))
    recap.push([
      buys(bill) ? 'Výkup elektřiny z výrobny (započteno, bez DPH)' : 'Výkup elektřiny z výrobny (výrobce není plátcem DPH)',
      { text: cash(bill, bill.sellTotal), alignment: 'right' },
      '',
      { text: cash(bill, buys(bill) ? -bill.sellTotal : bill.sellTotal), alignment: 'right' },
    ])
  const result = bill.balance > 0 ? random.pick(['Nedoplatek', 'Doplatek']) : bill.balance < 0 ? (bill.direction === 'sell' ? 'K výplatě' : 'Přeplatek') : 'Vyrovnáno'
  recap.push([{ text: result, bold: true, fontSize: 10, colSpan: 3 }, '', '', { text: cash(bill, Math.abs(bill.balance)), alignment: 'right', bold: true, fontSize: 10 }])
  const payBlock: Content[] =
    bill.balance > 0
      ? [
          { qr: spayd(bill, party), fit: 78 },
          { text: `Účet ${party.account}\nVS ${bill.variableSymbol}\nsplatnost ${date(bill, bill.dueDate)}`, fontSize: 7, margin: [0, 3, 0, 0] },
        ]
      : [{ text: bill.balance < 0 ? `Částku pošleme do ${date(bill, bill.dueDate)} na Váš účet.` : 'Nic nedoplácíte.', fontSize: 7.5 }]
  content.push({ columns: [{ width: '*', table: { widths: ['*', 78, 66, 78], body: recap }, layout: boxed }, { width: 96, stack: payBlock, margin: [10, 0, 0, 0] }] })

  // ---- consumption statement
  if (buys(bill)) {
    const prev = previousPeriod(bill, random)
    const parts = [`${random.pick(['Celková spotřeba', 'Celkové dodané množství'])} v zúčtovacím období: ${energy(bill, bill.statedTotalKwh, mwhDecimals)}`]
    parts.push(bill.twoTariff ? `VT ${energy(bill, bill.vtKwh, mwhDecimals)}, NT ${energy(bill, bill.ntKwh, mwhDecimals)}` : `jednotarif (VT) ${energy(bill, bill.vtKwh, mwhDecimals)}`)
    parts.push(`předchozí období ${energy(bill, prev.kwh, mwhDecimals)}`)
    if (bill.yearlyEstimatePrinted !== null) parts.push(`${random.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby'])} ${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`)
    content.push({ text: parts.join(' · '), fontSize: 8, margin: [0, 8, 0, 0] })
  }
  if (sells(bill)) content.push({ text: `Do sítě bylo z výrobny předáno ${energy(bill, bill.soldKwh, mwhDecimals)}.`, fontSize: 8, margin: [0, buys(bill) ? 2 : 8, 0, 0] })

  // ---- the item table with merged part and item cells
  content.push({ text: 'Rozpis vyúčtování', bold: true, fontSize: 10.5, color: accent, margin: [0, 12, 0, 3], pageBreak: random.chance(0.5) ? 'before' : undefined })
  const perUnit = bill.energyUnit === 'kWh' ? `${cur}/kWh` : `${cur}/MWh`
  const body: TableCell[][] = [
    [
      th('Část'),
      th('Položka'),
      th('Období'),
      th(`Cena za jednotku bez DPH (${perUnit}, ${cur}/měs.)`, 'right'),
      th('Množství', 'right'),
      th('MJ', 'center'),
      th(`Částka bez DPH (${cur})`, 'right'),
    ],
  ]
  const partNames = [
    `Obchodní část – ${party.name}`,
    bill.distributorShown === 'explicit' ? `Distribuce – ${DISTRIBUTOR_FULL[bill.distributor]}` : 'Distribuce a regulované služby',
    'Daň',
    'Výkup elektřiny',
  ]
  const itemRows = (rows: LineItem[]): TableCell[][] => {
    const out: TableCell[][] = []
    const kinds: RowKind[] = []
    for (const item of rows) if (!kinds.includes(item.kind)) kinds.push(item.kind)
    for (const kind of kinds) {
      const own = rows.filter((i) => i.kind === kind)
      own.forEach((item, k) => {
        const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
        const [price] = priceParts(bill, item)
        out.push([
          '',
          k === 0 ? { text: labels[kind], rowSpan: own.length } : '',
          { text: period(bill, item.from, item.to, ' – '), fontSize: 6.8 },
          { text: price, alignment: 'right' },
          { text: qty, alignment: 'right' },
          { text: unit, alignment: 'center' },
          { text: amount(bill, item.total), alignment: 'right' },
        ])
      })
    }
    return out
  }
  GROUPS.forEach((group, index) => {
    const rows = itemsOf(bill, group.kinds)
    if (!rows.length) return
    const block = itemRows(rows)
    block[0]![0] = { text: partNames[index]!, rowSpan: block.length, bold: true, fontSize: 7, color: accent }
    body.push(...block)
    body.push([{ text: `Mezisoučet: ${index === 3 && !buys(bill) ? 'výkup elektřiny' : group.title.toLowerCase()}`, colSpan: 6, italics: true, alignment: 'right' }, '', '', '', '', '', { text: amount(bill, sumTotals(rows)), alignment: 'right', bold: true }])
  })
  if (buys(bill)) {
    body.push([{ text: 'Celkem za dodávku elektřiny bez DPH', colSpan: 6, bold: true }, '', '', '', '', '', { text: amount(bill, bill.buyTotalNoVat), alignment: 'right', bold: true }])
    body.push([{ text: 'DPH 21 %', colSpan: 6 }, '', '', '', '', '', { text: amount(bill, bill.vat), alignment: 'right' }])
    body.push([{ text: 'Celkem za dodávku elektřiny včetně DPH', colSpan: 6, bold: true }, '', '', '', '', '', { text: amount(bill, bill.buyTotalWithVat), alignment: 'right', bold: true }])
  }
  if (sells(bill)) body.push([{ text: 'Výkup elektřiny celkem (bez DPH)', colSpan: 6, bold: true }, '', '', '', '', '', { text: amount(bill, bill.sellTotal), alignment: 'right', bold: true }])
  content.push({ table: { headerRows: 1, widths: [62, '*', 86, 62, 50, 26, 62], body }, layout: boxed, fontSize: 7.4 })
  if (buys(bill)) {
    const poze = bill.items.some((i) => i.kind === 'poze') ? ', POZE' : ''
    content.push({
      text: `Ceny distribuce, systémových služeb${poze} a činností OTE jsou regulované a stanovuje je Energetický regulační úřad. ${
        bill.buyingType === 'SPOT' ? 'Cena silové elektřiny je vážený průměr hodinových cen denního trhu OTE.' : 'Cena silové elektřiny podle ceníku zvoleného produktu.'
      }`,
      fontSize: 6.5,
      color: GREY,
      margin: [0, 3, 0, 0],
    })
  }

  // ---- readings with the meter merged over its registers
  content.push({ text: 'Odečty a naměřené hodnoty', bold: true, fontSize: 9.5, color: accent, margin: [0, 10, 0, 3] })
  const readBody: TableCell[][] = [[th('Elektroměr'), th('Registr'), th('Období'), th('Počáteční stav', 'right'), th('Konečný stav', 'right'), th('Rozdíl (kWh)', 'right')]]
  readings.rows.forEach((r, i) => {
    readBody.push([
      i === 0 ? { text: `č. ${readings.meter}`, rowSpan: readings.rows.length, bold: true } : '',
      r.kind === 'out' ? `${r.register} – do sítě` : r.kind === 'nt' ? `${r.register} NT` : bill.twoTariff ? `${r.register} VT` : r.register,
      `${period(bill, r.from, r.to, ' – ')}${r.estimated ? ' *' : ''}`,
      { text: num(bill, r.start, 0), alignment: 'right' },
      { text: num(bill, r.end, 0), alignment: 'right' },
      { text: num(bill, r.end - r.start, 0), alignment: 'right' },
    ])
  })
  content.push({ table: { headerRows: 1, widths: [62, 70, '*', 66, 66, 60], body: readBody }, layout: boxed, fontSize: 7.4 })
  if (readings.rows.some((r) => r.estimated)) content.push({ text: '* stav ke dni změny ceny dopočten podle typového diagramu', fontSize: 6.5, color: GREY })

  // ---- paid and next advances side by side
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([10, 16, 21]))
    const next = nextAdvances(bill, random)
    const paidBody: TableCell[][] = [[th('Datum platby'), th(`Částka (${cur})`, 'right')]]
    for (const p of paid) paidBody.push([date(bill, p.date), { text: amount(bill, p.amount), alignment: 'right' }])
    paidBody.push([{ text: 'Celkem', bold: true }, { text: amount(bill, bill.advances), alignment: 'right', bold: true }])
    const nextBody: TableCell[][] = [[th('Splatnost'), th(`Záloha (${cur})`, 'right')]]
    for (const p of next.rows) nextBody.push([date(bill, p.date), { text: amount(bill, p.amount), alignment: 'right' }])
    content.push({
      unbreakable: true,
      stack: [
        { text: 'Zálohy', bold: true, fontSize: 9.5, color: accent, margin: [0, 10, 0, 3] },
        {
          columns: [
            { width: '*', stack: [{ text: 'Přijaté v zúčtovacím období', fontSize: 7.5, bold: true, margin: [0, 0, 0, 2] }, { table: { widths: ['*', 80], body: paidBody }, layout: 'lightHorizontalLines', fontSize: 7.4 }] },
            {
              width: '*',
              stack: [
                { text: `Předpis na další období (${next.every === 'monthly' ? 'měsíční' : 'čtvrtletní'})`, fontSize: 7.5, bold: true, margin: [0, 0, 0, 2] },
                { table: { widths: ['*', 80], body: nextBody }, layout: 'lightHorizontalLines', fontSize: 7.4 },
              ],
            },
          ],
          columnGap: 20,
        },
      ],
    })
  }

  // ---- information
  content.push({ text: 'Informace pro zákazníka', bold: true, fontSize: 9.5, color: accent, margin: [0, 10, 0, 3] })
  if (buys(bill)) content.push({ text: fuelMix(random), fontSize: 6.8, color: GREY })
  content.push({ text: promoText(bill, random), fontSize: 7.5, margin: [0, 3, 0, 3] })
  content.push({ text: COMPLAINT_NOTE, fontSize: 6.8, color: GREY })

  const stamp = new Date(`${bill.issueDate}T09:10:00Z`)
  return {
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    info: { title: `Faktura ${bill.invoiceNumber}`, author: party.name, creationDate: stamp, modDate: stamp },
    defaultStyle: { font: 'DejaVu', fontSize: 8, lineHeight: 1.1 },
    header: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: currentPage === 1 ? '' : `${party.name} – faktura ${bill.invoiceNumber}`, fontSize: 7, color: GREY },
        { text: `Stránka ${currentPage} z ${pageCount}`, alignment: 'right', fontSize: 7, color: GREY, width: 100 },
      ],
      margin: [40, 22, 40, 0],
    }),
    footer: () => ({ text: `${party.name}, ${party.street}, ${party.zipCity} · zapsaná v obchodním rejstříku vedeném ${party.register}`, fontSize: 6, color: GREY, margin: [40, 20, 40, 0] }),
    content,
  }
}
