/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).
 * Layout "vat-columns", a pdfmake document: a one-column header (supplier, then the document, then the
 * customer and the supply point stacked), an item table with a VAT base, VAT and total-with-VAT column on
 * every row, totals without and with VAT side by side, and the amount due followed by its rounding.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { Bill, RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import { advancesPaid, breakerText, BUY_KINDS, buyTypeText, buys, COMPLAINT_NOTE, CONTRACT_END_LABELS, date, DIST_KINDS } from './common.ts'
import { DISTRIBUTOR_FULL, FAULT_LINES, money, num, partyLines, pickLabels, pozeNote, resultLines, rowsOf, SELL_KINDS } from './common.ts'
import { sells, sellTypeText, span, supplierParty, tariffWord, usageLines, vatOf } from './common.ts'
import type { LayoutPools } from './common.ts'

const POOLS: LayoutPools = {
  energyVt: ['Silová elektřina VT', 'Dodávka elektřiny – vysoký tarif'],
  energyNt: ['Silová elektřina NT', 'Dodávka elektřiny – nízký tarif'],
  energySingle: ['Silová elektřina', 'Dodávka elektřiny'],
  monthlyFee: ['Stálý plat za dodávku', 'Měsíční poplatek obchodníka'],
  discountVt: ['Sleva z ceny silové elektřiny'],
  distVt: ['Distribuce VT', 'Cena za distribuci – vysoký tarif'],
  distNt: ['Distribuce NT', 'Cena za distribuci – nízký tarif'],
  distSingle: ['Cena za distribuci', 'Distribuce elektřiny'],
  breaker: ['Měsíční plat za jistič', 'Příkon dle hlavního jističe'],
  poze: ['Podpora POZE', 'Složka na podporu POZE'],
  systemServices: ['Systémové služby'],
  infrastructure: ['Nesíťová infrastruktura (OTE)'],
  sellEnergy: ['Vykoupená elektřina'],
}

const GREY = '#5c5c5c'
const grid = {
  hLineWidth: (i: number) => (i === 0 ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => '#999999',
  paddingTop: () => 2,
  paddingBottom: () => 2,
}
const r = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold })
const caption = (text: string): Content => ({ text, bold: true, fontSize: 9.5, margin: [0, 10, 0, 3] })

/** The pdfmake definition of one bill in this layout. */
export function vatColumnsDocument(bill: Bill, random: Random): TDocumentDefinitions {
  const party = supplierParty(bill)
  const sellOnly = bill.direction === 'sell'
  const c = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const per = random.pick(['MWh', 'kWh'] as const)
  const labels = pickLabels(random, POOLS)
  const numberLabel = random.pick(['Daňový doklad č.', 'Číslo vyúčtování', 'Faktura č.'])
  const title = sellOnly ? 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY' : random.pick(['DAŇOVÝ DOKLAD – VYÚČTOVÁNÍ ELEKTŘINY', 'FAKTURA – VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY'])
  const content: Content[] = []

  // ---- supplier, one column
  content.push({ text: party.name, bold: true, fontSize: 12 }, { text: partyLines(party).join('\n'), fontSize: 7, color: GREY, margin: [0, 2, 0, 8] })
  content.push({ text: title, bold: true, fontSize: 13, margin: [0, 4, 0, 6] })

  // ---- the document
  const facts: [string, string][] = [
    [numberLabel, bill.invoiceNumber],
    ['Datum vystavení', date(bill, bill.issueDate)],
    ['Datum uskutečnění zdanitelného plnění', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Vrácení do', date(bill, bill.dueDate)],
    ['Variabilní symbol', bill.variableSymbol],
    ['Číslo zákazníka', bill.customerNumber],
    ['Zúčtovací období', span(bill, bill.periodFrom, bill.periodTo)],
  ]
  content.push({ table: { widths: [170, '*'], body: facts.map(([k, v]) => [k, { text: v, bold: true }]) }, layout: 'noBorders' })

  // ---- customer, supply point, contract
  const business = bill.customerType === 'business'
  const customer: string[] = [bill.customerName]
  if (business) customer.push(`IČ: ${random.digits(8)}`)
  customer.push(bill.billingAddress.street, `${bill.billingAddress.zip} ${bill.billingAddress.city}`)
  content.push(caption('ODBĚRATEL'), { text: customer.join('\n') })
  const place = bill.addressOnTwoLines
    ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
    : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`
  const point: [string, string][] = [[sellOnly ? 'Výrobna:' : business ? 'Provozovna:' : 'Odběrné místo:', place]]
  if (buys(bill)) point.push(['EAN odběrného místa:', bill.ean])
  if (sells(bill)) point.push(['EAN výrobny:', bill.productionEan!])
  if (buys(bill)) {
    point.push(['Distribuční sazba / jistič:', `${bill.rate} / ${breakerText(bill, random)}`])
    if (bill.distributorShown === 'explicit')
      point.push(['Provozovatel distribuční soustavy:', `${DISTRIBUTOR_FULL[bill.distributor]}, poruchová linka ${FAULT_LINES[bill.distributor]}`])
    if (bill.distributorShown === 'fault-line') point.push(['Číslo poruchové linky:', FAULT_LINES[bill.distributor]])
    point.push(['Produkt:', `${bill.productName} (${tariffWord(bill, random)}), ${buyTypeText(bill)}`])
  }
  if (sells(bill)) point.push(['Výkup:', `${bill.sellProductName}, ${sellTypeText(bill)}`])
  if (bill.contractEnd) point.push([`${random.pick(CONTRACT_END_LABELS)}:`, date(bill, bill.contractEnd)])
  content.push(caption(sellOnly ? 'VÝROBNA A SMLOUVA' : 'ODBĚRNÉ MÍSTO A SMLOUVA'), { table: { widths: [170, '*'], body: point }, layout: 'noBorders' })
  content.push(caption('MNOŽSTVÍ'), { table: { widths: [170, '*'], body: usageLines(bill, mwhDecimals, random) }, layout: 'noBorders' })

  // ---- items with VAT columns
  if (buys(bill)) {
    const head = ['Položka', 'Období', 'Množství', 'Cena/MJ bez DPH', 'Základ DPH', 'DPH 21 %', 'Celkem s DPH'].map((t) => ({ text: t, bold: true, fontSize: 6.8 }))
    const body: TableCell[][] = [head]
    for (const [group, kinds] of [
      ['Obchodní část', BUY_KINDS],
      ['Distribuce a regulované platby', DIST_KINDS],
    ] as [string, RowKind[]][]) {
      body.push([{ text: group, bold: true, colSpan: 7 }, '', '', '', '', '', ''])
      for (const row of rowsOf(bill, kinds, labels, mwhDecimals, per)) {
        const vat = vatOf(row.item.total)
        body.push([row.label, row.period, r(`${row.quantity} ${row.unit}`), r(`${row.price} ${row.priceUnit}`), r(row.total), r(num(bill, vat)), r(num(bill, row.item.total + vat))])
      }
    }
    content.push(
      { text: 'ROZPIS VYÚČTOVÁNÍ', bold: true, fontSize: 10, margin: [0, 12, 0, 4], pageBreak: random.chance(0.5) ? 'before' : undefined },
      { table: { headerRows: 1, dontBreakRows: true, widths: ['*', 96, 56, 64, 50, 42, 54], body }, layout: grid, fontSize: 7 },
      {
        table: {
          widths: ['*', 76, 64, 76],
          body: [
            ['', r('bez DPH'), r('DPH 21 %'), r('s DPH')],
            [{ text: `Celkem za dodávku elektřiny (${c})`, bold: true }, r(num(bill, bill.buyTotalNoVat), true), r(num(bill, bill.vat)), r(num(bill, bill.buyTotalWithVat), true)],
          ],
        },
        layout: grid,
        margin: [0, 4, 0, 0],
      },
    )
  }
  if (sells(bill)) {
    const body: TableCell[][] = [['Položka', 'Období', 'Množství', 'Cena/MJ', 'Celkem'].map((t) => ({ text: t, bold: true }))]
    for (const row of rowsOf(bill, SELL_KINDS, labels, mwhDecimals, per))
      body.push([row.label, row.period, r(`${row.quantity} ${row.unit}`), r(`${row.price} ${row.priceUnit}`), r(row.total)])
    body.push([{ text: 'Celkem za výkup', bold: true, colSpan: 4 }, '', '', '', r(num(bill, bill.sellTotal), true)])
    content.push(caption('VÝKUP ELEKTŘINY Z VÝROBNY (výrobce není plátcem DPH)'), {
      table: { headerRows: 1, widths: ['*', 110, 64, 80, 60], body },
      layout: grid,
      fontSize: 7,
    })
  }

  // ---- recapitulation: total, advances, amount due, rounding
  const result = resultLines(bill)
  const recap: TableCell[][] = []
  if (buys(bill)) recap.push(['Celkem s DPH', r(money(bill, bill.buyTotalWithVat))])
  if (sells(bill)) recap.push(['Odečet za výkup', r(money(bill, -bill.sellTotal))])
  if (buys(bill)) recap.push(['Uhrazené zálohy', r(money(bill, -bill.advances))])
  recap.push([{ text: result.word, bold: true }, r(money(bill, bill.balance), true)])
  if (result.rounding) recap.push(['Zaokrouhlení', r(`${result.rounding} ${c}`)])
  recap.push([{ text: result.roundedWord, bold: true }, r(`${result.rounded} ${c}`, true)])
  content.push(caption('REKAPITULACE'), { table: { widths: [200, 110], body: recap }, layout: grid })
  const paid = advancesPaid(bill)
  if (paid.length)
    content.push({ text: `Zálohy přijaté v období: ${paid.map((p) => `${date(bill, p.date)} ${num(bill, p.amount)}`).join('; ')}.`, fontSize: 6.8, color: GREY, margin: [0, 4, 0, 0] })
  const pay =
    bill.balance > 0
      ? `Částku ${result.rounded} ${c} uhraďte do ${date(bill, bill.dueDate)} na účet ${party.account}, variabilní symbol ${bill.variableSymbol}.`
      : bill.balance < 0
        ? `Částku ${result.rounded} ${c} Vám vrátíme do ${date(bill, bill.dueDate)} na účet, ze kterého platíte zálohy.`
        : 'Zálohy pokryly celou cenu za období.'
  content.push({ text: pay, margin: [0, 6, 0, 0] })
  const poze = pozeNote(bill)
  if (poze) content.push({ text: poze, fontSize: 7, margin: [0, 4, 0, 0] })
  content.push({ text: COMPLAINT_NOTE, fontSize: 6.5, color: GREY, margin: [0, 10, 0, 0] })

  const stamp = new Date(`${bill.issueDate}T05:12:00Z`)
  return {
    pageSize: 'A4',
    pageMargins: [40, 44, 40, 44],
    info: { title: `${title} ${bill.invoiceNumber}`, author: party.name, creationDate: stamp, modDate: stamp },
    defaultStyle: { font: 'DejaVu', fontSize: 8 },
    header: (page: number) => (page > 1 ? { text: `${party.name} · doklad ${bill.invoiceNumber}`, fontSize: 7, color: GREY, margin: [40, 20, 40, 0] } : null),
    footer: (page: number, pages: number) => ({ text: `str. ${page}/${pages}`, alignment: 'right', fontSize: 7, margin: [40, 16, 40, 0] }),
    content,
  }
}
