/** ELEVENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 9; unsealed in session 10).
 * Layout "storno-reissue" (pdfmake): an "opravný daňový doklad" that cancels an earlier bill of the same
 * period and bills it anew. The cancelled document's number, date and figures are printed beside the
 * new ones; negative amounts carry a trailing minus as SAP-printed bills do; regulated items carry
 * footnote marks; the item table repeats its header on every page; the result is also given in words.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import { addressLine, round2, type Bill, type LineItem, type RowKind } from '../bill.ts'
import type { Random } from '../random.ts'
import {
  addDays,
  amountInWords,
  breakerText,
  buys,
  CONTRACT_END_LABELS,
  customerLine,
  DISTRIBUTOR_NAMES,
  FAULT_LINES,
  FIXED_CREATED,
  OPEN_ENDED_WORDING,
  printer,
  REGULATED_KINDS,
  REISSUE_REASONS,
  SELL_KINDS,
  sells,
  SUPPLY_KINDS,
  supplierIco,
  vocabulary,
} from './common.ts'

const FOOTNOTED: RowKind[] = ['distVt', 'distNt', 'distSingle', 'breaker', 'poze', 'systemServices', 'infrastructure']

export function stornoDocument(bill: Bill, random: Random, supplierSeat: string): TDocumentDefinitions {
  const p = printer(bill.style)
  const label = vocabulary(random)
  const unit = bill.energyUnit
  /** SAP style: a negative amount with a trailing minus. */
  const sap = (value: number, decimals = 2) => (value < 0 ? `${p.num(-value, decimals)}-` : p.num(value, decimals))
  const ean = bill.direction === 'sell' ? bill.productionEan! : bill.ean
  const business = bill.customerType === 'business'

  // The cancelled document: same period, an earlier number and date, other figures.
  const oldNumber = bill.invoiceNumber.replace(/\d{4}$/, (d) => String((Number(d) + random.int(11, 4000)) % 10000).padStart(4, '0'))
  const oldIssue = bill.issueDate > bill.periodTo ? addDays(bill.periodTo, random.int(1, 3)) : addDays(bill.issueDate, -random.int(3, 9))
  const factor = random.pick([0.87, 0.91, 0.94, 1.06, 1.09, 1.13])
  const oldKwh = Math.max(10, Math.round((bill.statedTotalKwh || bill.soldKwh) * factor))
  const oldNoVat = round2((buys(bill) ? bill.buyTotalNoVat : bill.sellTotal) * factor)
  const oldVat = buys(bill) ? round2(oldNoVat * 0.21) : 0
  const reason = random.pick(REISSUE_REASONS)
  const reasonText = reason.endsWith('dne') ? `${reason} ${p.date(addDays(bill.issueDate, -random.int(1, 2)))}` : reason

  const small = { fontSize: 6.5 }
  const kv = (rows: [string, string][], widths: (string | number)[] = ['auto', '*']): Content => ({
    table: { widths, body: rows.map(([k, v]) => [{ text: k, color: '#555' }, { text: v, bold: true }]) },
    layout: 'noBorders',
    fontSize: 8,
  })

  const doc: [string, string][] = [
    [random.pick(['Číslo opravného daňového dokladu', 'Opravný daňový doklad č.', 'Evidenční číslo opravného dokladu']), bill.invoiceNumber],
    [random.pick(['Opravovaný doklad', 'Číslo původního dokladu']), oldNumber],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Datum vystavení', 'Vystaveno dne']), p.date(bill.issueDate)],
    ['DUZP', p.date(bill.periodTo)],
    [random.pick(['Datum splatnosti', 'Splatnost']), p.date(bill.dueDate)],
    ['Zákaznické číslo', bill.customerNumber],
  ]
  const customer = [
    { text: bill.direction === 'sell' ? 'Výrobce' : random.pick(['Odběratel', 'Zákazník']), bold: true, fontSize: 8 },
    { text: bill.customerName, fontSize: 10, bold: true },
    ...(business ? [{ text: `IČO: ${random.digits(8)}   DIČ: CZ${random.digits(8)}`, fontSize: 8 }] : []),
    { text: bill.billingAddress.street, fontSize: 9 },
    { text: `${bill.billingAddress.zip} ${bill.billingAddress.city}`, fontSize: 9 },
  ]

  const point: [string, string][] = []
  if (bill.direction === 'both') point.push(['EAN odběrného místa', bill.ean], ['EAN předávacího místa výrobny', bill.productionEan!])
  else point.push([bill.direction === 'sell' ? 'EAN výrobny' : 'EAN odběrného místa', ean])
  point.push(['Adresa', bill.addressOnTwoLines ? `${bill.supplyAddress.street}\n${bill.supplyAddress.zip} ${bill.supplyAddress.city}` : addressLine(bill.supplyAddress)])
  point.push([random.pick(['Zúčtovací období', 'Vyúčtování za období', 'Odečtové období']), `${p.date(bill.periodFrom)} – ${p.date(bill.periodTo)}`])
  if (buys(bill)) {
    point.push(['Distribuční sazba / jistič', `${bill.rate} / ${breakerText(bill, random)}`])
    if (bill.distributorShown === 'explicit') point.push(['Distributor', random.pick(DISTRIBUTOR_NAMES[bill.distributor])])
    if (bill.distributorShown === 'fault-line') point.push(['Poruchová linka', FAULT_LINES[bill.distributor]])
    point.push(['Produkt', `${bill.productName} (${bill.buyingType === 'FIX' ? 'fixní cena' : 'cena SPOT'})`])
  }
  if (sells(bill)) point.push(['Výkup', `${bill.sellProductName} – ${bill.sellingType === 'FIX' ? 'pevná výkupní cena' : 'cena dle spotového trhu'}`])
  if (bill.contractEnd) point.push([random.pick(CONTRACT_END_LABELS), p.date(bill.contractEnd)])
  else point.push(['Smlouva', random.pick(OPEN_ENDED_WORDING)])
  if (bill.yearlyEstimatePrinted !== null) point.push([random.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby']), `${p.num(bill.yearlyEstimatePrinted, 0)} kWh`])

  // The item table: header row repeated on every page.
  const header: TableCell[] = ['Položka', 'Období', 'Množství', 'MJ', `Cena/MJ (${p.currency})`, `Celkem bez DPH (${p.currency})`].map((text, i) => ({ text, bold: true, fontSize: 7, alignment: i >= 2 ? 'right' : 'left', fillColor: '#e8e8e8' }))
  const body: TableCell[][] = [header]
  const itemRow = (item: LineItem): TableCell[] => {
    const mark = FOOTNOTED.includes(item.kind) ? '¹' : item.kind === 'tax' ? '²' : ''
    const energy = item.unit === 'kWh'
    const name = item.kind === 'breaker' ? `${label(item.kind)} ${breakerText(bill, random)}` : label(item.kind)
    return [
      { text: `${name}${mark}` },
      { text: `${p.date(item.from)}–${p.date(item.to)}`, fontSize: 6.5 },
      { text: energy ? (unit === 'kWh' ? p.num(item.quantity, 0) : p.num(item.quantity / 1000, 5)) : p.num(item.quantity, 3), alignment: 'right' },
      { text: energy ? unit : 'měs.', alignment: 'right' },
      { text: energy ? sap(unit === 'kWh' ? item.price / 1000 : item.price, unit === 'kWh' ? 5 : 2) : sap(item.price), alignment: 'right' },
      { text: sap(item.total), alignment: 'right' },
    ]
  }
  const section = (title: string, kinds: RowKind[], subtotal: string) => {
    const rows = bill.items.filter((i) => kinds.includes(i.kind))
    if (!rows.length) return
    body.push([{ text: title, colSpan: 6, bold: true, fontSize: 8 }, '', '', '', '', ''])
    for (const item of rows) body.push(itemRow(item))
    body.push([{ text: subtotal, colSpan: 5, alignment: 'right', italics: true }, '', '', '', '', { text: sap(round2(rows.reduce((a, i) => a + i.total, 0))), alignment: 'right', italics: true }])
  }
  section(random.pick(['Spotřebovaná elektřina (obchodní část)', 'Obchodní část – ceník dodavatele']), SUPPLY_KINDS, 'Mezisoučet obchodní část')
  section('Distribuce elektřiny a regulované platby', REGULATED_KINDS, 'Mezisoučet distribuce')
  section(random.pick(['Výkup elektřiny z výrobny', 'Vykoupená elektřina (přetoky)']), SELL_KINDS, 'Mezisoučet výkup')

  const recap: [string, string, boolean?][] = []
  if (buys(bill)) {
    recap.push([random.pick(['Celkem za dodávku elektřiny bez DPH', 'Základ daně 21 %']), sap(bill.buyTotalNoVat)])
    recap.push(['DPH 21 %', sap(bill.vat)])
    recap.push([random.pick(['Celkem s DPH', 'Celkem za dodávku vč. DPH']), sap(bill.buyTotalWithVat), true])
  }
  if (sells(bill)) recap.push([random.pick(['Odečet za vykoupenou elektřinu', 'Výkup elektřiny (bez DPH)']), sap(-bill.sellTotal)])
  if (buys(bill)) recap.push([random.pick(['Zálohy uhrazené v zúčtovacím období', 'Zúčtované zálohy']), sap(-bill.advances)])
  const owed = bill.balance >= 0
  recap.push([`Výsledek vyúčtování (${owed ? 'nedoplatek' : bill.direction === 'sell' ? 'k výplatě' : 'přeplatek'})`, `${sap(bill.balance)} ${p.currency}`, true])

  const content: Content[] = [
    {
      columns: [
        { width: '*', stack: [{ text: bill.supplierName, fontSize: 14, bold: true }, ...(supplierSeat ? [{ text: `${supplierSeat}, IČO ${supplierIco(bill, random)}`, ...small }] : []), { text: `Zákaznická linka ${customerLine(random)}`, ...small }] },
        { width: 'auto', stack: [{ text: 'OPRAVNÝ DAŇOVÝ DOKLAD', fontSize: 12, bold: true, alignment: 'right' }, { text: bill.direction === 'sell' ? 'vyúčtování výkupu elektřiny' : random.pick(['vyúčtování za elektřinu', 'faktura za dodávku elektřiny']), alignment: 'right', fontSize: 9 }] },
      ],
    },
    { text: ' ', fontSize: 6 },
    { columns: [{ width: '*', stack: customer }, { width: 240, ...(kv(doc, ['*', 'auto']) as object) } as Content] },
    { text: ' ', fontSize: 6 },
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: 'Storno původního dokladu', bold: true, fontSize: 9 },
                {
                  text: `Doklad č. ${oldNumber} ze dne ${p.date(oldIssue)} za stejné období se ruší v plné výši (${reasonText}). Původně vyúčtováno: ${
                    buys(bill) ? `spotřeba ${p.num(oldKwh, 0)} kWh, celkem bez DPH ${sap(-oldNoVat)}, DPH ${sap(-oldVat)}, celkem s DPH ${sap(-round2(oldNoVat + oldVat))}` : `vykoupeno ${p.num(oldKwh, 0)} kWh, celkem ${sap(-oldNoVat)}`
                  } ${p.currency}. Původní doklad nebyl uhrazen; platí výhradně tento opravný doklad.`,
                  fontSize: 7.5,
                },
              ],
              fillColor: '#f4f4f4',
            },
          ],
        ],
      },
      layout: 'noBorders',
    },
    { text: ' ', fontSize: 6 },
    { text: bill.direction === 'sell' ? 'Výrobna' : 'Odběrné místo', bold: true, fontSize: 9 },
    kv(point),
  ]
  if (buys(bill)) {
    const consumption: [string, string][] = []
    if (bill.twoTariff) {
      consumption.push(['Vysoký tarif (VT)', `${p.num(bill.vtKwh, 0)} kWh`], ['Nízký tarif (NT)', `${p.num(bill.ntKwh, 0)} kWh`])
    } else consumption.push([random.pick(['Spotřeba (jednotarif)', 'Odběr v jednotarifní sazbě']), `${p.num(bill.vtKwh, 0)} kWh`])
    consumption.push([random.pick(['Celkové dodané množství elektřiny', 'Celková spotřeba elektřiny']), unit === 'MWh' ? p.energy(bill.statedTotalKwh, 'MWh', 5) : `${p.num(bill.statedTotalKwh, 0)} kWh`])
    content.push({ text: random.pick(['Opravené odečty', 'Spotřeba po opravě']), bold: true, fontSize: 9, margin: [0, 4, 0, 0] }, kv(consumption))
  }
  if (sells(bill)) content.push(kv([[random.pick(['Elektřina dodaná do sítě', 'Vykoupené množství']), `${p.num(bill.soldKwh, 0)} kWh`]]))
  content.push(
    { text: random.pick(['Rozpis položek opravného vyúčtování', 'Nové vyúčtování – položky']), bold: true, fontSize: 9, margin: [0, 8, 0, 2] },
    { table: { headerRows: 1, widths: ['*', 78, 50, 26, 58, 66], body }, fontSize: 7, layout: 'lightHorizontalLines' },
    { text: ' ', fontSize: 6 },
    {
      columns: [
        { width: '*', text: '' },
        {
          width: 290,
          table: { widths: ['*', 'auto'], body: recap.map(([k, v, b]) => [{ text: k, bold: b }, { text: v, bold: b, alignment: 'right' }]) },
          layout: 'lightHorizontalLines',
          fontSize: 8.5,
        },
      ],
    },
    { text: `${owed ? 'Nedoplatek' : bill.direction === 'sell' ? 'K výplatě' : 'Přeplatek'} slovy: ${amountInWords(bill.balance)}`, fontSize: 7.5, italics: true, alignment: 'right', margin: [0, 2, 0, 0] },
    {
      text: owed ? `Nedoplatek uhraďte do ${p.date(bill.dueDate)} na účet dodavatele, variabilní symbol ${bill.variableSymbol}.` : `${bill.direction === 'sell' ? 'Částka Vám bude vyplacena' : 'Přeplatek Vám bude vrácen'} do ${p.date(bill.dueDate)}.`,
      fontSize: 7.5,
      margin: [0, 6, 0, 0],
    },
    { text: ' ', fontSize: 8 },
  )
  const notes: string[] = []
  if (bill.items.some((i) => FOOTNOTED.includes(i.kind))) notes.push('¹ Regulovaná cena dle cenového rozhodnutí ERÚ platného v daném období.')
  if (bill.items.some((i) => i.kind === 'tax')) notes.push('² Daň z elektřiny dle zákona č. 261/2007 Sb., o stabilizaci veřejných rozpočtů.')
  notes.push('Opravný daňový doklad je vystaven dle § 45 zákona o DPH. Záporné částky jsou uvedeny se znaménkem minus za číslem.')
  if (buys(bill) && bill.distributorShown === 'explicit' && random.chance(0.4)) notes.push(`Poruchová linka distributora: ${FAULT_LINES[bill.distributor]}.`)
  content.push(...notes.map((text) => ({ text, fontSize: 6 })))

  return {
    info: { title: `Opravný daňový doklad ${bill.invoiceNumber}`, creator: 'SAP IS-U', producer: 'SAP IS-U / pdfmake', creationDate: FIXED_CREATED, modDate: FIXED_CREATED },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 44],
    defaultStyle: { font: 'DejaVu', fontSize: 7.5 },
    header: (page, pages) => ({
      text: page > 1 ? `${bill.supplierName} – opravný daňový doklad č. ${bill.invoiceNumber} – strana ${page}/${pages}` : `strana ${page}/${pages}`,
      fontSize: 6.5,
      alignment: 'right',
      margin: [40, 22, 40, 0],
    }),
    content,
  }
}
