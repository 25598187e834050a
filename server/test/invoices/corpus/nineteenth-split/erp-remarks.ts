/** NINETEENTH SPLIT (blind development), written blind on 2026-11-28 (session 14).
 * The pdfmake layout "erp-remarks", laid out with pdfmake tables and stacks.
 */
import pdfmake from 'pdfmake'
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  ESTIMATE_LABELS,
  FAULT_LINES,
  NETWORK_KINDS,
  REGULATED_KINDS,
  SELL_KINDS,
  SUPPLY_KINDS,
  amount,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  date,
  energy,
  fontPath,
  fuelMix,
  ibanGrouped,
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
  round2,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

/** The monospaced family of the remarks block (the rest stays in the corpus's DejaVu Sans). */
export function registerErpRemarksFonts(): void {
  pdfmake.addFonts({
    DejaVuMono: {
      normal: fontPath('DejaVuSansMono.ttf'),
      bold: fontPath('DejaVuSansMono-Bold.ttf'),
      italics: fontPath('DejaVuSansMono-Oblique.ttf'),
      bolditalics: fontPath('DejaVuSansMono-BoldOblique.ttf'),
    },
  })
}

const GREY = '#5f5f5f'
const FRAME = '#8a8a8a'
const CLERKS = ['Ing. Hana Dobešová', 'Radek Šimeček', 'Bc. Lenka Vávrová', 'Miroslav Kozel', 'Alena Pešková']

/** The pdfmake document of one bill in the erp-remarks layout. */
export function erpRemarksDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const c = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const readings = meterReadings(bill, random)
  const mono = random.chance(0.6)
  const monthWord = random.pick(['měs.', 'měsíc'])
  const contractNo = `${random.pick(['SE', 'EL', 'S'])}${random.digits(6)}`
  const selfBillNo = `V${bill.periodTo.slice(2, 4)}${random.digits(6)}`
  const clerk = random.pick(CLERKS)
  const breakerText = random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases}×${bill.breaker.amps} A`])
  const content: Content[] = []
  const small = (text: string, extra: Record<string, unknown> = {}): Content => ({ text, fontSize: 6.6, color: GREY, ...extra })
  const caption = (text: string): Content => ({ text, fontSize: 6.8, color: GREY, margin: [0, 0, 0, 2] })
  const frame = { hLineWidth: () => 0.7, vLineWidth: () => 0.7, hLineColor: () => FRAME, vLineColor: () => FRAME }

  // ---------------------------------------------------------------- title line
  const kind = sellOnly ? 'DOKLAD O VÝKUPU ELEKTŘINY – samofakturace' : random.pick(['FAKTURA - DAŇOVÝ DOKLAD', 'Faktura – daňový doklad'])
  content.push({
    columns: [
      { text: party.name, fontSize: 9, color: GREY, margin: [0, 4, 0, 0] },
      { text: [{ text: `${kind} ` }, { text: `č. ${bill.invoiceNumber}`, bold: true }], fontSize: 12, alignment: 'right', width: 'auto' },
    ],
    margin: [0, 0, 0, 6],
  })

  // ---------------------------------------------------------------- parties: supplier | customer, then bank | final recipient
  const supplierCell: Content[] = [
    caption(sellOnly ? 'Odběratel výroby (vystavitel):' : 'Dodavatel:'),
    { text: party.name, bold: true },
    party.street,
    party.zipCity,
    { text: `IČO: ${party.ico}`, margin: [0, 4, 0, 0] },
    `DIČ: CZ${party.ico}`,
    small(`Zapsán v OR vedeném ${party.register}.`, { margin: [0, 3, 0, 0] }),
  ]
  const customerCell: Content[] = [caption(sellOnly ? 'Dodavatel výroby (výrobce):' : 'Odběratel:')]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    customerCell.push({ text: `IČ: ${ico}    DIČ: CZ${ico}`, fontSize: 7.6, margin: [0, 0, 0, 4] })
  }
  customerCell.push(
    { text: bill.customerName, bold: true, fontSize: 10, margin: [14, 6, 0, 0] },
    { text: bill.billingAddress.street, fontSize: 9.5, margin: [14, 1, 0, 0] },
    { text: `${bill.billingAddress.zip}  ${bill.billingAddress.city}`, fontSize: 9.5, margin: [14, 0, 0, 0] },
  )
  const bankRows: [string, string][] = [
    ['Bankovní účet:', party.account],
    ['Banka:', party.bank],
    ['IBAN:', ibanGrouped(party.account)],
    ['Variabilní symbol:', bill.variableSymbol],
    ['Konstantní symbol:', '0308'],
    ['Objednávka:', `smlouva č. ${contractNo}`],
    ['Číslo zákazníka:', bill.customerNumber],
  ]
  const recipient: Content[] = [caption(sellOnly ? 'Místo výroby:' : random.pick(['Konečný příjemce:', 'Místo dodání:']))]
  recipient.push({ text: bill.customerName, bold: true })
  if (bill.addressOnTwoLines) recipient.push(bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
  else recipient.push(`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
  const dateRows: [string, string][] = [
    ['Datum vystavení:', date(bill, bill.issueDate)],
    [bill.balance > 0 ? 'Datum splatnosti:' : sellOnly ? 'Datum výplaty:' : 'Datum vrácení:', date(bill, bill.dueDate)],
    ['Datum uskut. zdaň. plnění:', date(bill, bill.periodTo)],
    ['Forma úhrady:', bill.balance > 0 ? 'Příkazem' : sellOnly ? 'Převodem na účet výrobce' : 'Převodem na účet odběratele'],
  ]
  const pairs = (rows: [string, string][], bold: number[] = []): Content => ({
    table: {
      widths: [92, '*'],
      body: rows.map(([k, v], i): TableCell[] => [
        { text: k, color: GREY },
        { text: v, bold: bold.includes(i) },
      ]),
    },
    layout: 'noBorders',
    fontSize: 7.6,
  })
  content.push({
    table: {
      widths: ['50%', '50%'],
      body: [
        [
          { stack: supplierCell, margin: [3, 3, 3, 3] },
          { stack: customerCell, margin: [3, 3, 3, 3] },
        ],
        [
          { stack: [pairs(bankRows, [0, 3])], margin: [3, 3, 3, 3] },
          { stack: [...recipient, { text: ' ', fontSize: 4 }, pairs(dateRows, [1])], margin: [3, 3, 3, 3] },
        ],
      ],
    },
    layout: frame,
    fontSize: 8,
  })

  // ---------------------------------------------------------------- the text before the items
  const whole = period(bill, bill.periodFrom, bill.periodTo)
  content.push({
    text: sellOnly
      ? `Na základě smlouvy č. ${contractNo} Vám vyúčtováváme výkup elektřiny z Vaší výrobny za období ${whole}.`
      : random.pick([
          `Na základě smlouvy č. ${contractNo} Vám účtujeme sdružené služby dodávky elektřiny za období ${whole}:`,
          `Fakturujeme Vám dodávku elektřiny a související služby za období ${whole} dle smlouvy č. ${contractNo}:`,
        ]),
    margin: [0, 8, 0, 4],
    fontSize: 8,
  })

  // ---------------------------------------------------------------- the item table: one lump row per part of the price
  const lumps: { text: string; total: number; vat: boolean }[] = []
  if (buys(bill)) {
    lumps.push({
      text: random.pick(['Elektřina – obchodní část', 'Dodávka elektřiny (silová elektřina a služby obchodníka)']),
      total: sumTotals(itemsOf(bill, SUPPLY_KINDS)),
      vat: true,
    })
    lumps.push({
      text: random.pick(['Distribuce elektřiny a regulované služby', 'Regulovaná část – distribuce, systémové služby, OTE']),
      total: sumTotals(itemsOf(bill, [...NETWORK_KINDS, ...REGULATED_KINDS])),
      vat: true,
    })
    lumps.push({ text: 'Daň z elektřiny', total: sumTotals(itemsOf(bill, ['tax'])), vat: true })
  } else lumps.push({ text: 'Výkup elektřiny z výrobny (přetoky do sítě)', total: bill.sellTotal, vat: false })
  // row VAT rounded per row, the last row taking what rounding left, so that the rows add up to the recap
  let vatLeft = bill.vat
  const rowVat = lumps.map((l, k) => {
    if (!l.vat) return 0
    const v = k === lumps.length - 1 ? round2(vatLeft) : round2(l.total * 0.21)
    vatLeft = round2(vatLeft - v)
    return v
  })
  const unitWord = random.pick(['kompl.', 'ks', 'soubor'])
  const head = (cells: string[]): TableCell[] =>
    cells.map((t, k) => ({ text: t, bold: true, fontSize: 6.8, fillColor: '#e6e6e6', alignment: k === 0 ? 'left' : 'right' }))
  const body: TableCell[][] = [head(['Označení dodávky', 'Počet', 'MJ', 'Cena za MJ', 'DPH %', 'Bez DPH', 'DPH', 'Celkem'])]
  lumps.forEach((l, k) => {
    body.push([
      { text: `${l.text}${k === 0 ? ` (${period(bill, bill.periodFrom, bill.periodTo, ' - ')})` : ''}` },
      { text: num(bill, 1, 2), alignment: 'right' },
      { text: unitWord, alignment: 'right' },
      { text: amount(bill, l.total), alignment: 'right' },
      { text: l.vat ? '21' : '0', alignment: 'right' },
      { text: amount(bill, l.total), alignment: 'right' },
      { text: amount(bill, rowVat[k]!), alignment: 'right' },
      { text: amount(bill, round2(l.total + rowVat[k]!)), alignment: 'right' },
    ])
  })
  content.push({
    table: { headerRows: 1, widths: ['*', 30, 30, 56, 26, 56, 46, 58], body },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.2),
      vLineWidth: () => 0,
      hLineColor: () => FRAME,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
    fontSize: 7.6,
  })
  if (sellOnly)
    content.push(
      small('Výrobce není plátcem DPH; plnění je mimo předmět daně. Doklad vystavil odběratel výroby jménem výrobce.', {
        margin: [0, 2, 0, 0],
      }),
    )

  // ---------------------------------------------------------------- VAT recap (left) and totals (right)
  const totals: [string, string, boolean][] = []
  if (buys(bill)) {
    totals.push(
      ['Celkem bez DPH:', money(bill, bill.buyTotalNoVat), false],
      ['DPH 21 %:', money(bill, bill.vat), false],
      ['Celkem s DPH:', money(bill, bill.buyTotalWithVat), true],
    )
    if (sells(bill)) totals.push([`Zápočet výkupu (doklad ${selfBillNo}):`, `-${money(bill, bill.sellTotal)}`, false])
    totals.push(['Uhrazeno zálohami:', `-${money(bill, bill.advances)}`, false])
  } else totals.push(['Celkem za výkup:', money(bill, bill.sellTotal), true])
  totals.push(['Zaokrouhlení:', money(bill, 0), false])
  const resultLabel =
    bill.balance > 0
      ? random.pick(['Doplatek k úhradě:', 'K úhradě:'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě:'
          : 'Přeplatek k vrácení:'
        : 'Vyrovnáno:'
  const recap: TableCell[][] = [
    [{ text: `Rekapitulace DPH v ${c}`, bold: true, colSpan: 4, fontSize: 7 }, { text: '' }, { text: '' }, { text: '' }],
    ['Sazba', 'Základ', 'DPH', 'Celkem'].map((t, k): TableCell => ({ text: t, color: GREY, alignment: k ? 'right' : 'left' })),
  ]
  const base21 = buys(bill) ? bill.buyTotalNoVat : 0
  const rates: [string, number, number][] = [
    ['0 %', sellOnly ? bill.sellTotal : 0, 0],
    ['12 %', 0, 0],
    ['21 %', base21, buys(bill) ? bill.vat : 0],
  ]
  for (const [rate, base, vat] of rates)
    recap.push([
      { text: rate },
      { text: amount(bill, base), alignment: 'right' },
      { text: amount(bill, vat), alignment: 'right' },
      { text: amount(bill, round2(base + vat)), alignment: 'right' },
    ])
  content.push({
    columns: [
      { width: 230, table: { widths: [34, '*', '*', '*'], body: recap }, layout: 'lightHorizontalLines', fontSize: 7 },
      { width: '*', text: '' },
      {
        width: 250,
        stack: [
          {
            table: {
              widths: ['*', 'auto'],
              body: totals.map(([k, v, strong]): TableCell[] => [
                { text: k, bold: strong },
                { text: v, alignment: 'right', bold: strong },
              ]),
            },
            layout: 'noBorders',
            fontSize: 8,
          },
          {
            table: {
              widths: ['*', 'auto'],
              body: [
                [
                  { text: resultLabel, bold: true, fontSize: 10.5 },
                  { text: money(bill, Math.abs(bill.balance)), bold: true, fontSize: 10.5, alignment: 'right' },
                ],
              ],
            },
            layout: { hLineWidth: () => 1.2, vLineWidth: () => 0, hLineColor: () => '#222222' },
            margin: [0, 3, 0, 0],
          },
        ],
      },
    ],
    margin: [0, 8, 0, 0],
  })

  // ---------------------------------------------------------------- the remarks block: every energy detail, as typed into the invoice's note
  const lines: string[] = []
  const at = (item: LineItem) => {
    const q = isEnergy(item)
      ? bill.energyUnit === 'kWh'
        ? `${num(bill, item.quantity, 0)} kWh`
        : `${num(bill, item.quantity / 1000, mwhDecimals)} MWh`
      : `${num(bill, item.quantity, 3)} ${monthWord}`
    const p = isEnergy(item)
      ? bill.energyUnit === 'kWh'
        ? `${num(bill, item.price / 1000, 5)} ${c}/kWh`
        : `${amount(bill, item.price)} ${c}/MWh`
      : `${amount(bill, item.price)} ${c}/${monthWord}`
    return `${q} à ${p} = ${money(bill, item.total)}`
  }
  const multi = new Set(bill.items.map((i) => i.from)).size > 1
  const itemLine = (item: LineItem) =>
    `  - ${labels[item.kind]}${multi || item.kind === 'sellMonthly' ? ` (${period(bill, item.from, item.to, '–')})` : ''}: ${at(item)}`
  const [termLabel, termValue] = contractTerm(bill, random)
  if (buys(bill)) {
    lines.push(`Odběrné místo EAN ${bill.ean}, ${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
    const network = [`Distribuční sazba ${bill.rate}`, `hlavní jistič ${breakerText}`]
    if (bill.distributorShown === 'explicit') network.push(`PDS ${DISTRIBUTOR_FULL[bill.distributor]}`)
    lines.push(network.join(', '))
    if (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.4)))
      lines.push(`Poruchová linka distributora (nonstop): ${FAULT_LINES[bill.distributor]}`)
    lines.push(`Produkt ${bill.productName} – ${buyTypeText(bill, random)}; ${termLabel}: ${termValue}`)
    const regs = readings.rows
      .filter((r) => r.kind !== 'out' && !r.estimated)
      .map((r) => `${r.register} ${num(bill, r.start, 0)} -> ${num(bill, r.end, 0)}`)
    lines.push(`Elektroměr č. ${readings.meter}, odečet k ${date(bill, bill.periodTo)}: ${regs.join('; ')}`)
    lines.push(
      bill.twoTariff
        ? `Spotřeba za období: VT ${e(bill.vtKwh)}, NT ${e(bill.ntKwh)}, celkem ${e(bill.statedTotalKwh)}`
        : `Spotřeba za období: ${e(bill.vtKwh)} (jednotarif), celkem ${e(bill.statedTotalKwh)}`,
    )
    if (bill.yearlyEstimatePrinted !== null) lines.push(`${random.pick(ESTIMATE_LABELS)}: ${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`)
    lines.push('Rozpis fakturovaných složek (ceny bez DPH):')
    const parts: [string, LineItem[]][] = [
      ['Obchodní část', itemsOf(bill, SUPPLY_KINDS)],
      ['Distribuce a regulované služby', itemsOf(bill, [...NETWORK_KINDS, ...REGULATED_KINDS])],
      ['Daň', itemsOf(bill, ['tax'])],
    ]
    for (const [title, items] of parts) {
      lines.push(` ${title}:`)
      for (const item of items) lines.push(itemLine(item))
      lines.push(`   součet ${money(bill, sumTotals(items))}`)
    }
  }
  if (sells(bill)) {
    const sellItems = itemsOf(bill, SELL_KINDS)
    if (sellOnly) {
      lines.push(`Výrobna EAN ${bill.productionEan}, ${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
      lines.push(`Produkt ${bill.sellProductName} – ${sellTypeText(bill, random)}; ${termLabel}: ${termValue}`)
      const regs = readings.rows.filter((r) => !r.estimated).map((r) => `${r.register} ${num(bill, r.start, 0)} -> ${num(bill, r.end, 0)}`)
      lines.push(`Elektroměr č. ${readings.meter}, odečet k ${date(bill, bill.periodTo)}: ${regs.join('; ')}`)
    } else {
      lines.push(
        `Výkup přetoků: výrobna EAN ${bill.productionEan}, ${bill.sellProductName} (${sellTypeText(bill, random)}), doklad ${selfBillNo}`,
      )
    }
    lines.push(`Do sítě dodáno (2.8.0): ${e(bill.soldKwh)}`)
    lines.push(' Výkup:')
    for (const item of sellItems) lines.push(itemLine(item))
    lines.push(`   součet ${money(bill, bill.sellTotal)}`)
  }
  const paid = buys(bill) ? paidAdvances(bill, random.pick([10, 15, 25])) : []
  if (paid.length) {
    lines.push(
      `Zálohy uhrazené v období (${paid.length}): ${paid.map((p) => `${date(bill, p.date)} ${amount(bill, p.amount)}`).join('; ')}`,
    )
    lines.push(`Zálohy celkem: ${money(bill, bill.advances)}`)
  }
  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    lines.push(
      `Nový předpis záloh: ${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'} ${money(bill, next.rows[0]!.amount)}, splatnost k ${next.day}. dni, od ${date(bill, next.rows[0]!.date)}.`,
    )
  }
  content.push({
    stack: [
      { text: random.pick(['Poznámka:', 'Text za položkami:', 'Doplňující údaje:']), bold: true, fontSize: 7.4, margin: [0, 0, 0, 2] },
      ...lines.map((line): Content => ({ text: line, preserveLeadingSpaces: true })),
    ],
    font: mono ? 'DejaVuMono' : 'DejaVu',
    fontSize: mono ? 6.6 : 7,
    lineHeight: 1.15,
    margin: [0, 12, 0, 0],
  })

  // ---------------------------------------------------------------- payment, issuer and the small print
  const pay: Content[] = []
  if (bill.balance > 0) {
    pay.push({
      columns: [
        { width: 64, stack: [{ qr: spayd(bill, party), fit: 62 }] },
        {
          width: '*',
          stack: [
            { text: 'QR Platba', bold: true, fontSize: 7.4 },
            small(
              `Částku ${money(bill, bill.balance)} uhraďte na účet ${party.account}, VS ${bill.variableSymbol}, do ${date(bill, bill.dueDate)}.`,
            ),
          ],
          margin: [6, 6, 0, 0],
        },
      ],
      margin: [0, 10, 0, 0],
    })
  } else if (bill.balance < 0) {
    pay.push({
      text: `Částku ${money(bill, -bill.balance)} ${sellOnly ? 'vyplatíme' : 'vrátíme'} na Váš účet do ${date(bill, bill.dueDate)}.`,
      fontSize: 7.6,
      margin: [0, 10, 0, 0],
    })
  }
  content.push(...pay)
  content.push({
    columns: [
      { stack: [caption('Vystavil:'), { text: clerk, fontSize: 7.6 }, small(`tel. ${party.phone}, ${party.email}`)] },
      { stack: [caption('Převzal:'), { text: ' ' }] },
      { stack: [caption('Razítko a podpis:'), { text: ' ' }] },
    ],
    margin: [0, 12, 0, 0],
  })
  const info: Content[] = []
  if (buys(bill)) info.push(small(fuelMix(random)))
  info.push(small(promoText(bill, random)), small(COMPLAINT_NOTE), small(`Obchodní podmínky a ceníky: ${party.web}.`))
  content.push({ stack: info, margin: [0, 10, 0, 0] })

  const stamp = new Date(`${bill.issueDate}T10:05:00Z`)
  return {
    pageSize: 'A4',
    pageMargins: [36, 44, 36, 44],
    info: {
      title: `${kind} ${bill.invoiceNumber}`,
      author: party.name,
      creator: 'Ekonomický systém – fakturace',
      creationDate: stamp,
      modDate: stamp,
    },
    defaultStyle: { font: 'DejaVu', fontSize: 8, lineHeight: 1.1 },
    header: (currentPage: number) =>
      currentPage === 1
        ? { text: '' }
        : { text: `${kind} č. ${bill.invoiceNumber} – pokračování`, fontSize: 6.8, color: GREY, margin: [36, 22, 36, 0] },
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: `${party.name} · IČO ${party.ico} · vytištěno z ekonomického systému`, fontSize: 6, color: GREY },
        { text: `Str. ${currentPage} z ${pageCount}`, alignment: 'right', fontSize: 7, width: 80 },
      ],
      margin: [36, 16, 36, 0],
    }),
    content,
  }
}
