/** ELEVENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 9; unsealed in session 10).
 * Layout "timeline" (HTML printed by Chromium): a web-rendered bill built around the billing period
 * drawn as a timeline (start, price change, end, issue and due dates, each value above its caption),
 * a result banner with the amount in words, identity fields as value-over-caption tiles, items grouped
 * by price period in a table whose header repeats on every page, the list of paid advances and the
 * next period's advance plan, a running header and a rotated sorting line on every page, footnotes.
 */
import { addressLine, type Bill, type LineItem, type RowKind } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
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
  nextMonth,
  OPEN_ENDED_WORDING,
  paidAdvances,
  printer,
  REGULATED_KINDS,
  SELL_KINDS,
  sells,
  SUPPLY_KINDS,
  supplierIco,
  vocabulary,
} from './common.ts'

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function timelineHtml(bill: Bill, random: Random, supplierSeat: string): string {
  const p = printer(bill.style)
  const label = vocabulary(random)
  const unit = bill.energyUnit
  const accent = random.pick(['#0a5c8a', '#2e7d32', '#8e24aa', '#c62828', '#ef6c00'])
  const font = random.pick(["'DejaVu Sans'", "'Liberation Sans'"])
  const ean = bill.direction === 'sell' ? bill.productionEan! : bill.ean
  const owed = bill.balance >= 0
  const business = bill.customerType === 'business'
  const segments = [...new Set(bill.items.filter((i) => i.kind !== 'sellMonthly').map((i) => `${i.from}|${i.to}`))]

  // Timeline points: value above its caption, in date order.
  const points: [string, string][] = [
    [bill.periodFrom, 'začátek zúčtovacího období'],
    [bill.periodTo, random.pick(['konec období (odečet)', 'konec zúčtovacího období'])],
    [bill.issueDate, random.pick(['vystavení dokladu', 'datum vystavení'])],
    [bill.dueDate, random.pick(['splatnost', 'datum splatnosti'])],
  ]
  if (segments.length > 1) points.push([segments[1]!.split('|')[0]!, 'změna ceníku'])
  points.sort((a, b) => a[0].localeCompare(b[0]))
  const timeline = points.map(([date, caption]) => `<div class="pt"><div class="dot"></div><div class="v">${p.date(date)}</div><div class="c">${caption}</div></div>`).join('')

  const tile = (value: string, caption: string) => `<div class="tile"><div class="v">${esc(value)}</div><div class="c">${esc(caption)}</div></div>`
  const tiles: string[] = [
    tile(bill.invoiceNumber, random.pick(['Číslo daňového dokladu', 'Číslo faktury', 'Evidenční číslo dokladu'])),
    tile(bill.variableSymbol, 'Variabilní symbol'),
    tile(bill.customerNumber, random.pick(['Zákaznické číslo', 'Číslo zákazníka'])),
  ]
  if (bill.direction === 'both') tiles.push(tile(bill.ean, 'EAN odběrného místa'), tile(bill.productionEan!, 'EAN výrobny'))
  else tiles.push(tile(ean, bill.direction === 'sell' ? 'EAN výrobny (předávací místo)' : 'EAN odběrného místa'))
  if (buys(bill)) {
    tiles.push(tile(random.chance(0.3) ? bill.rate.toUpperCase() : bill.rate, 'Distribuční sazba'), tile(breakerText(bill, random), random.pick(['Hodnota hlavního jističe', 'Jistič před elektroměrem'])))
    if (bill.distributorShown === 'explicit') tiles.push(tile(random.pick(DISTRIBUTOR_NAMES[bill.distributor]), 'Provozovatel distribuční soustavy'))
    if (bill.distributorShown === 'fault-line') tiles.push(tile(FAULT_LINES[bill.distributor], 'Poruchová linka (nonstop)'))
    tiles.push(tile(bill.productName, `Produkt – ${bill.buyingType === 'FIX' ? 'fixní cena' : 'spotová cena OTE'}`))
  }
  if (sells(bill)) tiles.push(tile(bill.sellProductName, `Výkup – ${bill.sellingType === 'FIX' ? 'pevná cena' : 'spot'}`))
  tiles.push(bill.contractEnd ? tile(p.date(bill.contractEnd), random.pick(CONTRACT_END_LABELS)) : tile(random.pick(['neurčitá', 'na dobu neurčitou']), 'Doba trvání smlouvy'))
  if (bill.yearlyEstimatePrinted !== null) tiles.push(tile(`${p.num(bill.yearlyEstimatePrinted, 0)} kWh`, random.pick(['Předpokládaná roční spotřeba', 'Roční spotřeba – odhad'])))

  const supplyAddress = bill.addressOnTwoLines ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}` : esc(addressLine(bill.supplyAddress))

  // Consumption bars.
  const bars: string[] = []
  const maxKwh = Math.max(bill.vtKwh, bill.ntKwh, bill.soldKwh, 1)
  const bar = (name: string, kwh: number, color: string) =>
    `<div class="bar"><span class="bn">${name}</span><span class="bt"><span style="width:${Math.round((kwh / maxKwh) * 100)}%;background:${color}"></span></span><span class="bv">${p.num(kwh, 0)} kWh</span></div>`
  if (buys(bill)) {
    bars.push(bar(bill.twoTariff ? random.pick(['Vysoký tarif (VT)', 'VT / T1']) : random.pick(['Spotřeba', 'Jednotarif']), bill.vtKwh, accent))
    if (bill.twoTariff) bars.push(bar(random.pick(['Nízký tarif (NT)', 'NT / T2']), bill.ntKwh, '#999'))
  }
  if (sells(bill)) bars.push(bar(random.pick(['Dodáno do sítě', 'Přetoky do sítě']), bill.soldKwh, '#f9a825'))
  const totalLine = buys(bill)
    ? `<p class="tot">${random.pick(['Celková spotřeba elektřiny', 'Celkové dodané množství elektřiny'])}: <b>${unit === 'MWh' ? p.energy(bill.statedTotalKwh, 'MWh', random.pick([3, 4])) : `${p.num(bill.statedTotalKwh, 0)} kWh`}</b></p>`
    : ''

  // Items grouped by price period.
  const mark = (kind: RowKind) => (REGULATED_KINDS.includes(kind) && kind !== 'tax' ? '<sup>*</sup>' : kind === 'tax' ? '<sup>**</sup>' : '')
  const itemRow = (item: LineItem) => {
    const energy = item.unit === 'kWh'
    const quantity = energy ? p.energy(item.quantity, unit, 5) : `${p.num(item.quantity, 3)} měs.`
    const price = energy ? `${p.price(item.price, unit)} ${p.currency}/${unit}` : `${p.num(item.price, 2)} ${p.currency}/měs.`
    const name = item.kind === 'breaker' ? `${label(item.kind)} ${breakerText(bill, random)}` : label(item.kind)
    const vatRate = SELL_KINDS.includes(item.kind) ? '–' : '21 %'
    return `<tr><td>${esc(name)}${mark(item.kind)}</td><td class="r">${quantity}</td><td class="r">${price}</td><td class="r">${p.num(item.total, 2)}</td><td class="r">${vatRate}</td></tr>`
  }
  const groups: string[] = []
  for (const segment of segments) {
    const [from, to] = segment.split('|') as [string, string]
    const rows = bill.items.filter((i) => i.from === from && i.to === to)
    const part = (title: string, kinds: RowKind[]) => {
      const chosen = rows.filter((i) => kinds.includes(i.kind))
      return chosen.length ? `<tr class="part"><td colspan="5">${title}</td></tr>${chosen.map(itemRow).join('')}` : ''
    }
    groups.push(
      `<tr class="seg"><td colspan="5">${random.pick(['Ceny platné v období', 'Období'])} ${p.date(from)} – ${p.date(to)}</td></tr>` +
        part('Dodávka elektřiny (obchodník)', SUPPLY_KINDS) +
        part('Distribuce a regulované složky', REGULATED_KINDS) +
        part(random.pick(['Výkup elektřiny', 'Výkup přetoků']), SELL_KINDS),
    )
  }
  // Items outside any single price period (the selling monthly fee spans the whole period).
  const seen = new Set(segments)
  const loose = bill.items.filter((i) => !seen.has(`${i.from}|${i.to}`))
  const looseRows = loose.length ? `<tr class="part"><td colspan="5">Za celé zúčtovací období</td></tr>${loose.map(itemRow).join('')}` : ''

  // Result and totals.
  const resultWord = owed ? random.pick(['Nedoplatek', 'K doplacení']) : bill.direction === 'sell' ? 'K výplatě' : random.pick(['Přeplatek', 'Vracíme Vám'])
  const totals: [string, string, boolean?][] = []
  if (buys(bill)) {
    totals.push([random.pick(['Celkem bez DPH', 'Cena za dodávku celkem bez DPH']), p.money(bill.buyTotalNoVat)])
    totals.push(['DPH 21 %', p.money(bill.vat)])
    totals.push([random.pick(['Celkem s DPH', 'Faktura celkem vč. DPH']), p.money(bill.buyTotalWithVat), true])
  }
  if (sells(bill)) totals.push([random.pick(['Výkup elektřiny celkem', 'Za přetoky Vám náleží']), p.money(bill.sellTotal)])
  if (buys(bill)) totals.push([random.pick(['Uhrazené zálohy', 'Zaplaceno na zálohách']), p.money(bill.advances)])
  totals.push([resultWord, p.money(Math.abs(bill.balance)), true])

  // Paid advances and the next period's plan.
  const paid = buys(bill) ? paidAdvances(bill, random) : []
  const monthLabel = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`
  const paidRows = paid.map((a) => `<tr><td>${monthLabel(a.due)}</td><td class="r">${p.date(a.due)}</td><td class="r">${p.date(a.paid)}</td><td class="r">${p.num(a.amount, 2)}</td></tr>`).join('')
  let plan = ''
  if (buys(bill) && bill.direction !== 'both' && random.chance(0.7)) {
    const count = random.pick([4, 12])
    const days = (Date.parse(bill.periodTo) - Date.parse(bill.periodFrom)) / 86_400_000 + 1
    const amount = Math.max(100, Math.round((bill.buyTotalWithVat * 365) / days / count / 100) * 100)
    const rows: string[] = []
    let due = nextMonth(addDays(bill.periodTo, 1).slice(0, 8) + '15')
    for (let i = 0; i < count; i++) {
      rows.push(`<tr><td>${monthLabel(due)}</td><td class="r">${p.date(due)}</td><td class="r">${p.num(amount, 2)}</td></tr>`)
      due = count === 4 ? nextMonth(nextMonth(nextMonth(due))) : nextMonth(due)
    }
    plan = `<h3>${random.pick(['Předpis záloh na další období', 'Rozpis nových záloh'])}</h3><table class="list"><thead><tr><th>Měsíc</th><th class="r">Splatnost</th><th class="r">Záloha (${p.currency})</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
  }

  const notes: string[] = []
  if (bill.items.some((i) => REGULATED_KINDS.includes(i.kind) && i.kind !== 'tax')) notes.push('* Regulované ceny stanovené cenovým rozhodnutím Energetického regulačního úřadu.')
  if (bill.items.some((i) => i.kind === 'tax')) notes.push('** Daň z elektřiny podle zákona č. 261/2007 Sb.')
  if (sells(bill)) notes.push('Výkup elektřiny je vyúčtován bez DPH (výrobce není plátcem DPH).')
  if (buys(bill) && bill.distributorShown === 'explicit' && random.chance(0.5)) notes.push(`Poruchy a havárie hlaste na lince ${FAULT_LINES[bill.distributor]}.`)
  notes.push(`Zákaznická linka ${customerLine(random)}, po–pá 8–18 h.`)

  const title = bill.direction === 'sell' ? 'Vyúčtování výkupu elektřiny' : random.pick(['Vyúčtování elektřiny', 'Faktura – vyúčtování dodávky elektřiny', 'Vaše vyúčtování elektřiny'])
  const sortCode = `${random.digits(5)}·${bill.invoiceNumber}·${random.pick(['A', 'B', 'C'])}${random.int(1, 9)}`

  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(title)}</title><style>
@page { size: A4; margin: 12mm 12mm 14mm 20mm; }
* { box-sizing: border-box; }
body { font-family: ${font}; font-size: 8.4pt; color: #222; margin: 0; }
.frame { width: calc(100% - 7mm); margin-left: 7mm; border-collapse: collapse; }
.frame > thead { display: table-header-group; }
.frame > thead td { font-size: 6.5pt; color: #666; border-bottom: 0.5pt solid ${accent}; padding-bottom: 2pt; }
.frame > tbody > tr > td { padding-top: 6pt; }
.sort { position: fixed; left: 0; top: 150mm; white-space: nowrap; transform: rotate(-90deg); transform-origin: left top; font-size: 5pt; color: #777; letter-spacing: 0.5pt; }
.head { display: flex; justify-content: space-between; align-items: flex-start; }
.brand { font-size: 15pt; font-weight: bold; color: ${accent}; }
.seat { font-size: 6.5pt; color: #555; }
h1 { font-size: 12pt; margin: 0; text-align: right; }
h3 { font-size: 9pt; color: ${accent}; margin: 10pt 0 3pt; }
.hero { margin-top: 8pt; padding: 8pt 10pt; background: ${accent}; color: #fff; display: flex; justify-content: space-between; align-items: center; }
.hero .big { font-size: 17pt; font-weight: bold; }
.hero .words { font-size: 7pt; color: #eef; }
.timeline { display: flex; justify-content: space-between; margin: 10pt 0 4pt; border-top: 1.2pt solid ${accent}; }
.pt { text-align: center; margin-top: -4pt; }
.pt .dot { width: 7pt; height: 7pt; border-radius: 50%; background: ${accent}; margin: 0 auto 2pt; }
.pt .v { font-weight: bold; font-size: 8pt; }
.pt .c, .tile .c { font-size: 6.3pt; color: #666; }
.tiles { display: grid; grid-template-columns: repeat(4, 1fr); gap: 5pt; }
.tile { border: 0.5pt solid #ccc; padding: 3pt 5pt; }
.tile .v { font-weight: bold; font-size: 8.2pt; }
.parties { display: flex; gap: 14pt; margin: 6pt 0; font-size: 8pt; }
.parties > div { flex: 1; }
.bar { display: flex; align-items: center; gap: 6pt; margin: 2pt 0; }
.bn { width: 90pt; } .bt { flex: 1; height: 6pt; background: #eee; display: flex; } .bt span { display: block; height: 6pt; } .bv { width: 70pt; text-align: right; font-weight: bold; }
.tot { margin: 3pt 0; }
table.items, table.list, table.sum { width: 100%; border-collapse: collapse; }
table.items th, table.list th { text-align: left; font-size: 7pt; background: #eee; padding: 2pt 3pt; }
table.items thead, table.list thead { display: table-header-group; }
table.items td, table.list td { padding: 1.6pt 3pt; border-bottom: 0.3pt solid #ddd; }
table.items tr, table.list tr { break-inside: avoid; }
tr.seg td { font-weight: bold; color: ${accent}; padding-top: 5pt; }
tr.part td { font-style: italic; color: #555; }
.r, th.r { text-align: right; }
table.sum { width: 55%; margin-left: auto; margin-top: 6pt; }
table.sum td { padding: 2pt 3pt; } table.sum tr.b td { font-weight: bold; border-top: 0.6pt solid #222; }
.notes { font-size: 6pt; color: #555; margin-top: 8pt; }
</style></head><body>
<div class="sort">${esc(sortCode)}</div>
<table class="frame"><thead><tr><td>${esc(bill.supplierName)} · ${esc(title)} · doklad ${esc(bill.invoiceNumber)}</td></tr></thead><tbody><tr><td>
<div class="head"><div><div class="brand">${esc(bill.supplierName)}</div>${supplierSeat ? `<div class="seat">${esc(supplierSeat)} · IČO ${supplierIco(bill, random)}</div>` : ''}</div><h1>${esc(title)}</h1></div>
<div class="hero"><div><div>${resultWord}</div><div class="big">${p.money(Math.abs(bill.balance))}</div><div class="words">slovy: ${amountInWords(bill.balance)}</div></div><div>${
    owed ? `Uhraďte prosím do ${p.date(bill.dueDate)}<br>VS ${bill.variableSymbol}` : `${bill.direction === 'sell' ? 'Vyplatíme' : 'Vrátíme'} do ${p.date(bill.dueDate)}<br>na Váš účet`
  }</div></div>
<div class="timeline">${timeline}</div>
<div class="parties"><div><b>${random.pick(['Zákazník', 'Odběratel'])}</b><br>${esc(bill.customerName)}${business ? `<br>IČO ${random.digits(8)}` : ''}<br>${esc(bill.billingAddress.street)}<br>${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}</div><div><b>${bill.direction === 'sell' ? 'Výrobna' : 'Odběrné místo'}</b><br>${supplyAddress}</div></div>
<div class="tiles">${tiles.join('')}</div>
<h3>${random.pick(['Spotřeba za období', 'Naměřené hodnoty'])}</h3>${bars.join('')}${totalLine}
<h3>${random.pick(['Rozpis vyúčtování', 'Detailní struktura vyúčtování'])}</h3>
<table class="items"><thead><tr><th>Položka</th><th class="r">Množství</th><th class="r">Jednotková cena bez DPH</th><th class="r">Celkem bez DPH (${p.currency})</th><th class="r">DPH</th></tr></thead><tbody>${groups.join('')}${looseRows}</tbody></table>
<table class="sum">${totals.map(([k, v, b]) => `<tr${b ? ' class="b"' : ''}><td>${k}</td><td class="r">${v}</td></tr>`).join('')}</table>
${buys(bill) ? `<h3>Rekapitulace DPH</h3><table class="list"><thead><tr><th>Sazba</th><th class="r">Základ</th><th class="r">DPH</th><th class="r">Celkem</th></tr></thead><tbody><tr><td>21 %</td><td class="r">${p.num(bill.buyTotalNoVat, 2)}</td><td class="r">${p.num(bill.vat, 2)}</td><td class="r">${p.num(bill.buyTotalWithVat, 2)}</td></tr></tbody></table>` : ''}
${
    paid.length
      ? `<h3>${random.pick(['Přehled uhrazených záloh', 'Přijaté platby záloh'])}</h3><table class="list"><thead><tr><th>Předpis</th><th class="r">Splatnost</th><th class="r">Uhrazeno dne</th><th class="r">Částka (${p.currency})</th></tr></thead><tbody>${paidRows}<tr><td colspan="3"><b>Celkem uhrazeno</b></td><td class="r"><b>${p.num(bill.advances, 2)}</b></td></tr></tbody></table>`
      : ''
  }
${plan}
<div class="notes">${notes.map((n) => `<div>${esc(n)}</div>`).join('')}</div>
</td></tr></tbody></table>
</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<Uint8Array>>()

/** Chromium stamps the print time into the PDF: a fixed time of the same length keeps the bytes reproducible. */
export async function renderTimeline(html: string, printer: HtmlPrinter): Promise<Uint8Array> {
  // One page prints one bill at a time: concurrent calls on a shared printer wait for their turn.
  const run = (queues.get(printer) ?? Promise.resolve()).catch(() => undefined).then(() => printer.print(html))
  queues.set(printer, run)
  const pdf = Buffer.from(await run)
  return new Uint8Array(Buffer.from(pdf.toString('latin1').replace(/D:\d{14}/g, 'D:20261123080000'), 'latin1'))
}
