/**
 * Development layouts of the third PDF producer: HTML bills with real CSS printed to A4 by Chromium
 * (html-print.ts), the way many Czech billing systems produce them.
 * - portal: a flex header (supplier letterhead | customer window with the mailing address), the
 *   invoice data and the supply point as <dl> lists (<dt> label, <dd> value), a summary box, then
 *   one item table (thead/tbody) with a section row per part spanning every column (colspan), the
 *   period in a column of its own, numbers right-aligned with non-breaking spaces; the regulated
 *   part starts a new page on some bills and the table header repeats there.
 * - ledger: the header, then the invoice data as a table of label and value cells (two pairs per
 *   row), an item table with the tariff in a column of its own and VAT-exclusive, VAT and
 *   VAT-inclusive columns, price periods as sub-heading rows spanning the table; rows tall enough
 *   that the table runs onto a second page with its header repeated; the summary as a <dl> box.
 * - recap: the summary box first (result to pay or to refund, totals), the invoice data as a
 *   label/value table in a two-column grid, the items grouped by part with a subtotal row per part
 *   (colspan), a VAT recapitulation table and the consumption in the footer of the item table.
 * Fonts: DejaVu Sans (installed), no web fonts. Every field of expected.ts is printed.
 */
import { addressLine, type Address, type Bill, type LineItem, type RowKind } from './bill.ts'
import type { HtmlPrinter } from './html-print.ts'
import type { Random } from './random.ts'
import { Print, REGULATED, SELL, SUPPLY, type MetaKey, type Wording } from './sheet-layouts.ts'

const ROWS: Record<RowKind, string[]> = {
  energyVt: ['Silová elektřina VT', 'Spotřeba / vysoký tarif (VT/T1)', 'Dodávka elektřiny ve vysokém tarifu'],
  energyNt: ['Silová elektřina NT', 'Spotřeba / nízký tarif (NT/T2)', 'Dodávka elektřiny v nízkém tarifu'],
  energySingle: ['Silová elektřina', 'Spotřeba / jednotarif', 'Dodané množství jednotarif'],
  monthlyFee: ['Stálá platba', 'Stálý měsíční plat', 'Měsíční platba za odběrné místo'],
  spotFee: ['Poplatek za obchodní služby ke spotové ceně', 'Obchodní přirážka SPOT', 'Přirážka dodavatele'],
  discountVt: ['Sleva z ceny silové elektřiny VT'],
  distVt: ['Cena za distribuované množství elektřiny ve vysokém tarifu', 'Distribuce VT', 'Použití sítí ve VT'],
  distNt: ['Cena za distribuované množství elektřiny v nízkém tarifu', 'Distribuce NT', 'Použití sítí v NT'],
  distSingle: ['Cena za distribuované množství elektřiny', 'Distribuce elektřiny', 'Použití sítí'],
  breaker: ['Cena za příkon podle hodnoty hl. jističe před elektroměrem', 'Měsíční plat za jistič', 'Cena za rezervovaný příkon (jistič)'],
  poze: ['Složka ceny na podporu el. z podpor. zdrojů energie', 'Podpora POZE'],
  systemServices: ['Pevná cena za systémové služby', 'Systémové služby'],
  infrastructure: ['Cena za provoz nesíťové infrastruktury', 'Činnosti OTE'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Výkup elektřiny z výrobny', 'Vykoupená elektřina (přetoky)'],
  sellFee: ['Poplatek za výkup', 'Srážka výkupce'],
  sellMonthly: ['Měsíční poplatek za výkup'],
}

const META: Record<MetaKey, string[]> = {
  customer: ['Zákazník', 'Odběratel', 'Jméno zákazníka'],
  address: ['Adresa odběrného místa', 'Odběrné místo', 'Adresa místa spotřeby'],
  invoice: ['Číslo faktury', 'Evidenční číslo daňového dokladu', 'Číslo daňového dokladu', 'Číslo dokladu'],
  issued: ['Datum vystavení', 'Datum vystavení faktury', 'Datum vyhotovení'],
  period: ['Zúčtovací období', 'Fakturační období', 'Vyúčtování za období'],
  product: ['Produkt', 'Cenový produkt', 'Název produktu'],
  rate: ['Distribuční sazba', 'Sazba'],
  breaker: ['Hlavní jistič', 'Jistič', 'Hodnota hlavního jističe'],
  owed: ['Nedoplatek', 'K úhradě', 'Doplatek'],
  advances: ['Zaplacené zálohy', 'Započtené zálohy', 'Zúčtované zálohy'],
  noVat: ['Celkem bez DPH', 'Základ DPH', 'Faktura celkem bez DPH'],
  withVat: ['Celkem s DPH', 'Celkem vč. DPH', 'Faktura celkem s DPH'],
  consumption: ['Celková spotřeba elektřiny', 'Celkové dodané množství elektřiny', 'Spotřeba za období'],
  yearly: ['Předpokládaná roční spotřeba', 'Odhad roční spotřeby'],
}

const WORDING: Wording = { rows: ROWS, meta: META }

/** Seats of the suppliers' letterheads (made up; the supply point is never one of them). */
const SEATS = ['Duhová 1444/2, 140 00 Praha 4', 'Vinohradská 2828/151, 130 00 Praha 3', 'F. A. Gerstnera 2151/6, 370 01 České Budějovice', 'Náměstí 1, 602 00 Brno']

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** A number or amount that must not wrap: its spaces become non-breaking ones. */
const nb = (text: string) => html(text).replace(/ /g, '&nbsp;')

const CSS = `
  @page { size: A4; margin: 14mm 12mm 16mm 12mm; }
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.5pt; color: #1b1b1b; margin: 0; }
  h1 { font-size: 13pt; margin: 4mm 0 3mm; }
  h2 { font-size: 10pt; margin: 4mm 0 2mm; }
  .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 10mm; border-bottom: 1px solid #888; padding-bottom: 3mm; }
  .letterhead { flex: 1; font-size: 7.5pt; line-height: 1.35; }
  .letterhead .name { font-size: 12pt; font-weight: bold; }
  .window { width: 85mm; border: 1px solid #bbb; padding: 3mm 4mm; line-height: 1.4; }
  .cols { display: flex; gap: 8mm; }
  .cols > * { flex: 1; }
  dl.pairs { display: grid; grid-template-columns: max-content 1fr; column-gap: 4mm; row-gap: 1mm; margin: 0; }
  dl.pairs dt { color: #555; white-space: nowrap; }
  dl.pairs dd { margin: 0; font-weight: bold; }
  .box { border: 1.5px solid #333; border-radius: 2mm; padding: 2.5mm 4mm; margin: 3mm 0; }
  .box table { width: 100%; border-collapse: collapse; }
  .box td.v, td.num, th.num { text-align: right; white-space: nowrap; }
  table.items { width: 100%; border-collapse: collapse; margin-top: 3mm; }
  table.items thead { display: table-header-group; }
  table.items th { background: #e8eef4; font-size: 7pt; text-align: left; padding: 1.2mm 1.5mm; border-bottom: 1px solid #555; }
  td.period { white-space: nowrap; }
  table.items td { padding: 1.2mm 1.5mm; border-bottom: 0.5px solid #ccc; vertical-align: top; }
  table.items tr { break-inside: avoid; }
  table.items tr.section th, table.items tr.sub td { background: #f4f4f4; font-weight: bold; text-align: left; }
  table.items tr.total td { font-weight: bold; border-top: 1px solid #333; }
  table.items tbody.newpage { break-before: page; }
  table.meta { border-collapse: collapse; width: 100%; }
  table.meta td { padding: 0.8mm 2mm 0.8mm 0; vertical-align: top; }
  table.meta td.l { color: #555; white-space: nowrap; }
  table.meta td.v { font-weight: bold; }
  .muted { color: #666; font-size: 7pt; }
  footer { margin-top: 5mm; font-size: 7pt; color: #666; }
`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${html(title)}</title><style>${CSS}</style></head><body>${body}</body></html>`
}

/** A printing bill: the wording and number style of Print plus HTML snippets shared by the layouts. */
class HtmlBill extends Print {
  constructor(bill: Bill, random: Random) {
    super(bill, random, WORDING)
  }

  get sell(): boolean {
    return this.bill.direction === 'sell'
  }

  money = (value: number) => `${this.number(value, 2)} ${this.bill.style.currency}`

  /** Supplier letterhead | the customer's mailing window (billing address, which may differ from the supply point's). */
  header(title: string): string {
    const b = this.bill
    const seat = this.random.pick(SEATS)
    const ico = this.random.digits(8)
    const mail: Address = b.billingAddress
    return `<div class="head">
      <div class="letterhead"><div class="name">${html(b.supplierName)}</div>${html(seat)}<br>IČO: ${ico}, DIČ: CZ${ico}<br>Zákaznická linka 800 ${this.random.digits(3)} ${this.random.digits(3)}</div>
      <div class="window"><div class="muted">Adresát</div><b>${html(b.customerName)}</b><br>${html(mail.street)}<br>${html(`${mail.zip} ${mail.city}`)}</div>
    </div><h1>${html(title)}</h1>`
  }

  /** [label, value] of the invoice document. */
  documentPairs(): [string, string][] {
    const b = this.bill
    return [
      [this.word('invoice'), b.invoiceNumber],
      [this.word('issued'), this.date(b.issueDate)],
      ['Datum splatnosti', this.date(b.dueDate)],
      ['Variabilní symbol', b.variableSymbol],
      [this.word('period'), `${this.date(b.periodFrom)} – ${this.date(b.periodTo)}`],
    ]
  }

  /** [label, value] of the supply point (the production point on sell bills). */
  supplyPairs(): [string, string][] {
    const b = this.bill
    const sell = this.sell
    const pairs: [string, string][] = [
      [sell ? 'Výrobce' : this.word('customer'), b.customerName],
      [sell ? 'Adresa výrobny' : this.word('address'), addressLine(b.supplyAddress)],
    ]
    if (!sell) pairs.push(['EAN odběrného místa', b.ean])
    if (b.productionEan) pairs.push(['EAN výrobny', b.productionEan])
    if (!sell) pairs.push([this.word('rate'), b.rate], [this.word('breaker'), `${b.breaker.phases}x${b.breaker.amps} A`])
    pairs.push([this.word('product'), sell ? b.sellProductName : b.productName])
    return pairs
  }

  notes(): string {
    const distributor = this.distributor()
    return `<p>${html(this.contract())}${distributor ? `<br>${html(distributor)}` : ''}</p>`
  }

  dl(pairs: [string, string][]): string {
    return `<dl class="pairs">${pairs.map(([label, value]) => `<dt>${html(label)}</dt><dd>${html(value)}</dd>`).join('')}</dl>`
  }

  summaryBox(title: string): string {
    const rows = this.summary(this.money)
      .map(([label, value]) => `<tr><td>${html(label)}</td><td class="v">${nb(value)}</td></tr>`)
      .join('')
    return `<div class="box"><h2>${html(title)}</h2><table>${rows}</table></div>`
  }

  unit(item: LineItem): string {
    return item.unit === 'month' ? 'měs.' : this.bill.energyUnit
  }

  /** The parts of the bill with their items: supply and distribution on buy bills, buy-back where it sells. */
  parts(): [string, LineItem[]][] {
    const parts: [string, LineItem[]][] = []
    if (!this.sell) {
      parts.push([this.random.pick(['Dodávka elektřiny', 'Obchodní část', 'Spotřebovaná elektřina (obchodní část)']), this.items(SUPPLY)])
      parts.push([this.random.pick(['Distribuce elektřiny', 'Regulovaná část', 'Distribuce elektřiny a související služby']), this.items(REGULATED)])
    }
    if (this.bill.direction !== 'buy') parts.push(['Výkup elektřiny', this.items(SELL)])
    return parts.filter(([, items]) => items.length > 0)
  }
}

const tariffOf = (kind: RowKind) => (/Vt$/.test(kind) ? 'VT' : /Nt$/.test(kind) ? 'NT' : '')

/** Letterhead and window, document and supply point as <dl>, the summary box, one item table with section rows. */
function portal(p: HtmlBill): string {
  const b = p.bill
  const breakRegulated = p.random.chance(0.5)
  const head = `<thead><tr><th>Položka</th><th>Období</th><th class="num">Množství</th><th>MJ</th><th class="num">Cena za MJ bez DPH</th><th class="num">Celkem bez DPH</th></tr></thead>`
  const bodies = p
    .parts()
    .map(([title, items], index) => {
      const rows = items.map(
        (item) =>
          `<tr><td>${html(p.row(item.kind))}</td><td class="period">${nb(`${p.date(item.from)} – ${p.date(item.to)}`)}</td><td class="num">${nb(p.quantity(item))}</td><td>${p.unit(item)}</td><td class="num">${nb(p.unitPrice(item))}</td><td class="num">${nb(p.number(item.total, 2))}</td></tr>`,
      )
      const cls = breakRegulated && index === 1 ? ' class="newpage"' : ''
      return `<tbody${cls}><tr class="section"><th colspan="6">${html(title)}</th></tr>${rows.join('')}</tbody>`
    })
    .join('')
  const title = p.random.pick(['Vyúčtování dodávky elektřiny', 'Faktura – daňový doklad', 'VYÚČTOVÁNÍ ZA ELEKTŘINU'])
  return page(
    `Faktura ${b.invoiceNumber}`,
    `${p.header(title)}
    <div class="cols"><section><h2>Údaje o dokladu</h2>${p.dl(p.documentPairs())}</section><section><h2>${p.sell ? 'Výrobna' : 'Odběrné místo'}</h2>${p.dl(p.supplyPairs())}</section></div>
    ${p.notes()}
    ${p.summaryBox(p.random.pick(['Souhrn vyúčtování', 'Přehled vyúčtování']))}
    <h2>Rozpis fakturovaných položek</h2>
    <table class="items">${head}${bodies}</table>
    <footer>Ceny jsou uvedeny bez DPH. Sazba DPH 21 %.</footer>`,
  )
}

/** Label and value cells two pairs a row, a VAT-column item table with the tariff apart, price periods as sub-heading rows, a <dl> summary. */
function ledger(p: HtmlBill): string {
  const b = p.bill
  const pairs = [...p.documentPairs(), ...p.supplyPairs()]
  const metaRows: string[] = []
  for (let i = 0; i < pairs.length; i += 2) {
    const cells = pairs.slice(i, i + 2).map(([label, value]) => `<td class="l">${html(label)}</td><td class="v">${html(value)}</td>`)
    metaRows.push(`<tr>${cells.join('')}${cells.length < 2 ? '<td></td><td></td>' : ''}</tr>`)
  }
  const vatAmounts = p.random.chance(0.5)
  const head = `<thead><tr><th>Položka</th><th>Tarif</th><th class="num">Množství</th><th>MJ</th><th class="num">Jedn. cena bez DPH</th><th class="num">Bez DPH</th><th class="num">${vatAmounts ? 'DPH' : 'DPH %'}</th><th class="num">S DPH</th></tr></thead>`
  const bodies = p
    .parts()
    .map(([title, items]) => {
      const vat = !SELL.includes(items[0]!.kind)
      const dated = new Set(items.map((item) => item.from)).size > 1
      let period = ''
      const rows: string[] = []
      for (const item of items) {
        if (dated && item.from !== period) {
          rows.push(`<tr class="sub"><td colspan="8">Období ${nb(p.date(item.from))} – ${nb(p.date(item.to))}</td></tr>`)
          period = item.from
        }
        const vatCell = vatAmounts ? p.number(vat ? Math.round(item.total * 21) / 100 : 0, 2) : vat ? '21 %' : '0 %'
        rows.push(
          `<tr><td>${html(p.row(item.kind).replace(/\s+(VT|NT)$/, ''))}</td><td>${tariffOf(item.kind)}</td><td class="num">${nb(p.quantity(item))}</td><td>${p.unit(item)}</td><td class="num">${nb(p.unitPrice(item))}</td><td class="num">${nb(p.number(item.total, 2))}</td><td class="num">${nb(vatCell)}</td><td class="num">${nb(p.number(vat ? Math.round(item.total * 121) / 100 : item.total, 2))}</td></tr>`,
        )
      }
      return `<tbody><tr class="section"><th colspan="8">${html(title)}</th></tr>${rows.join('')}</tbody>`
    })
    .join('')
  // Tall rows on some bills: the table runs onto the next page and its header repeats there.
  const tall = p.random.chance(0.6) ? '<style>table.items td { padding: 3.2mm 1.5mm; font-size: 9pt; }</style>' : ''
  const summary = p.summary(p.money).map(([label, value]) => `<dt>${html(label)}</dt><dd class="num">${nb(value)}</dd>`)
  return page(
    `Vyúčtování ${b.invoiceNumber}`,
    `${tall}${p.header(p.random.pick(['Vyúčtování elektřiny', 'Řádná faktura za elektřinu']))}
    <table class="meta">${metaRows.join('')}</table>
    ${p.notes()}
    <table class="items">${head}${bodies}</table>
    <div class="box"><h2>Souhrn</h2><dl class="pairs" style="grid-template-columns: 1fr max-content">${summary.join('')}</dl></div>`,
  )
}

/** The summary box first, label/value tables side by side, items with a subtotal per part, a VAT recapitulation. */
function recap(p: HtmlBill): string {
  const b = p.bill
  const table = (pairs: [string, string][]) => `<table class="meta">${pairs.map(([label, value]) => `<tr><td class="l">${html(label)}</td><td class="v">${html(value)}</td></tr>`).join('')}</table>`
  const head = `<thead><tr><th>Položka</th><th class="num">Množství</th><th>MJ</th><th class="num">Cena za MJ</th><th class="num">Částka bez DPH</th></tr></thead>`
  const c = b.style.currency
  const bodies = p
    .parts()
    .map(([title, items]) => {
      const rows = items.map(
        (item) =>
          `<tr><td>${html(p.row(item.kind))}</td><td class="num">${nb(p.quantity(item))}</td><td>${p.unit(item)}</td><td class="num">${nb(p.unitPrice(item))}</td><td class="num">${nb(p.number(item.total, 2))}</td></tr>`,
      )
      const subtotal = items.reduce((sum, item) => sum + item.total, 0)
      return `<tbody><tr class="section"><th colspan="5">${html(title)}</th></tr>${rows.join('')}<tr class="total"><td colspan="4">Mezisoučet – ${html(title.toLowerCase())}</td><td class="num">${nb(p.money(subtotal))}</td></tr></tbody>`
    })
    .join('')
  const foot = p.sell
    ? ''
    : `<tfoot><tr><td colspan="4">${html(p.word('consumption'))}</td><td class="num">${nb(`${p.number(b.statedTotalKwh, 0)} kWh`)}</td></tr></tfoot>`
  const vatRecap = p.sell
    ? ''
    : `<h2>Rekapitulace DPH</h2><table class="items"><thead><tr><th>Sazba DPH</th><th class="num">Základ daně (${c})</th><th class="num">DPH (${c})</th><th class="num">Celkem (${c})</th></tr></thead><tbody><tr><td>21 %</td><td class="num">${nb(p.number(b.buyTotalNoVat, 2))}</td><td class="num">${nb(p.number(b.vat, 2))}</td><td class="num">${nb(p.number(b.buyTotalWithVat, 2))}</td></tr></tbody></table>`
  return page(
    `Faktura ${b.invoiceNumber}`,
    `${p.header(p.random.pick(['Vyúčtování dodávky elektřiny', 'Faktura za elektřinu']))}
    ${p.summaryBox('Výsledek vyúčtování')}
    <div class="cols"><div>${table(p.documentPairs())}</div><div>${table(p.supplyPairs())}</div></div>
    ${p.notes()}
    <table class="items">${head}${bodies}${foot}</table>
    ${vatRecap}`,
  )
}

export const HTML_LAYOUTS = ['portal', 'ledger', 'recap'] as const
export type HtmlLayout = (typeof HTML_LAYOUTS)[number]
const LAYOUTS: Record<HtmlLayout, (p: HtmlBill) => string> = { portal, ledger, recap }

/** The bill's HTML in a layout (exported for looking at a bill in a browser). */
export function htmlBill(layout: HtmlLayout, bill: Bill, random: Random): string {
  return LAYOUTS[layout](new HtmlBill(bill, random))
}

export function renderHtmlBill(printer: HtmlPrinter, layout: HtmlLayout, bill: Bill, random: Random): Promise<Uint8Array> {
  return printer.print(htmlBill(layout, bill, random))
}
