/** FIFTEENTH SPLIT (blind development), written on 2026-11-23 (session 12).
 * The Chromium layout "month-grid": an HTML bill (printed to PDF) of a web billing system. Page one
 * opens with four tiles (result, period, amount of electricity, due date), then the customer and
 * document facts beside the supply point; the charges stand in TWO TABLES SIDE BY SIDE, the
 * supplier's part on the left and the distribution and regulated part on the right (rows of the two
 * share their lines on the page), each with its own sum; the tax and the buy-back follow at full
 * width, then the summary with a VAT recap, advances and readings. The last page is a LANDSCAPE
 * annex (a CSS named page): the consumption and production per calendar month as a grid with the
 * months as columns, earlier months of the year before for short periods. "Stránka n ze N" in the
 * bottom margin, the invoice number in the top margin from page two.
 */
import type { Bill, LineItem } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
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
  customerIco,
  date,
  energy,
  energyNumber,
  fuelMix,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
  monthShares,
  monthShort,
  nextAdvances,
  num,
  paidAdvances,
  period,
  priceParts,
  promoText,
  qrModules,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const css = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')

function qrSvg(text: string): string {
  const grid = qrModules(text, 25)
  const cells = grid.flatMap((row, r) => row.map((dark, c) => (dark ? `<rect x="${c}" y="${r}" width="1" height="1"/>` : ''))).join('')
  return `<svg class="qr" viewBox="-2 -2 29 29" xmlns="http://www.w3.org/2000/svg"><rect x="-2" y="-2" width="29" height="29" fill="#fff"/><g fill="#000">${cells}</g></svg>`
}

/** The HTML of one bill in the month-grid layout. */
export function monthGridHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const accent = random.pick(['#0b5d75', '#8c3b12', '#2e4a8f', '#4f6b1c', '#6a1f4f'])
  const readings = meterReadings(bill, random)
  const sellOnly = bill.direction === 'sell'
  const consumptionEan = sellOnly ? bill.productionEan! : bill.ean
  const parts: string[] = []

  // ---- header strip
  const title = sellOnly
    ? 'Vyúčtování výkupu elektřiny'
    : bill.direction === 'both'
      ? 'Vyúčtování elektřiny – odběr a výkup'
      : 'Vyúčtování elektřiny'
  parts.push(
    `<header class="strip"><div><b>${esc(party.name)}</b><span>${esc(party.street)}, ${party.zipCity} · IČO ${party.ico} · DIČ CZ${party.ico}</span></div><div class="doc"><b>${title}</b><span>${
      sellOnly ? 'Doklad' : 'Faktura – daňový doklad'
    } č. <strong>${bill.invoiceNumber}</strong></span></div></header>`,
  )

  // ---- tiles
  const word =
    bill.balance > 0
      ? random.pick(['Nedoplatek', 'Doplatek'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Přeplatek', 'Vracíme Vám'])
        : 'Vyrovnáno'
  const tiles: [string, string][] = [
    [word, money(bill, Math.abs(bill.balance))],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
    buys(bill)
      ? [random.pick(['Celková spotřeba', 'Celkové dodané množství']), e(bill.statedTotalKwh)]
      : ['Předáno do sítě', e(bill.soldKwh)],
    [bill.balance > 0 ? 'Splatnost' : 'Výplata do', date(bill, bill.dueDate)],
  ]
  parts.push(
    `<section class="tiles">${tiles.map(([k, v], i) => `<div class="tile${i === 0 ? ' main' : ''}"><small>${k}</small><b>${v}</b></div>`).join('')}</section>`,
  )

  // ---- facts: customer and document (left), the supply point (right)
  const business = bill.customerType === 'business' ? `<br>IČ: ${customerIco(random)}` : ''
  const docFacts: [string, string][] = [
    [sellOnly ? 'Číslo dokladu' : 'Číslo faktury', bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    ['Číslo zákazníka', bill.customerNumber],
    ['Vystaveno', date(bill, bill.issueDate)],
    ['DUZP', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Datum splatnosti' : 'Vrácení do', date(bill, bill.dueDate)],
  ]
  const place: [string, string][] = [
    [sellOnly ? 'EAN výrobny' : 'EAN odběrného místa', consumptionEan],
    [
      sellOnly ? 'Adresa výrobny' : 'Adresa odběrného místa',
      bill.addressOnTwoLines
        ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
        : `${esc(bill.supplyAddress.street)}, ${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`,
    ],
  ]
  if (buys(bill)) {
    place.push(['Distribuční sazba', bill.rate])
    place.push([
      'Hodnota jističe',
      random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} x ${bill.breaker.amps} A`]),
    ])
    place.push(['Produkt', esc(bill.productName)])
    place.push(['Způsob stanovení ceny', buyTypeText(bill, random)])
  }
  if (sells(bill)) {
    if (buys(bill)) place.push(['EAN výrobny', bill.productionEan!])
    place.push([buys(bill) ? 'Produkt výkupu' : 'Produkt', esc(bill.sellProductName)])
    place.push(['Výkupní cena', sellTypeText(bill, random)])
  }
  const [contractLabel, contractValue] = contractText(bill, random)
  place.push([contractLabel, contractValue])
  if (buys(bill) && bill.distributorShown === 'explicit') place.push(['Distributor', DISTRIBUTOR_FULL[bill.distributor]])
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.35))))
    place.push(['Poruchová služba distributora', FAULT_LINES[bill.distributor]])
  if (bill.yearlyEstimatePrinted !== null && buys(bill))
    place.push([
      random.pick(['Předpokládaná roční spotřeba', 'Očekávaná roční spotřeba']),
      `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`,
    ])
  const dl = (rows: [string, string][]) => `<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`
  parts.push(
    `<section class="facts"><div><h2>${sellOnly ? 'Výrobce' : 'Zákazník'}</h2><p class="addr"><b>${esc(bill.customerName)}</b>${business}<br>${esc(bill.billingAddress.street)}<br>${bill.billingAddress.zip} ${esc(
      bill.billingAddress.city,
    )}</p><h2>Doklad</h2>${dl(docFacts)}</div><div><h2>${sellOnly ? 'Výrobna' : 'Odběrné místo'}</h2>${dl(place)}</div></section>`,
  )

  // ---- consumption line
  if (buys(bill)) {
    const split = bill.twoTariff ? `VT ${e(bill.vtKwh)} · NT ${e(bill.ntKwh)}` : `jednotarif (VT) ${e(bill.vtKwh)}`
    const out = sells(bill) ? ` Do sítě z výrobny předáno ${e(bill.soldKwh)}.` : ''
    parts.push(
      `<p class="lead">Odběr v období: <b>${e(bill.statedTotalKwh)}</b> (${split}).${out} Rozpis po měsících najdete v příloze.</p>`,
    )
  } else parts.push(`<p class="lead">Z výrobny bylo do sítě předáno <b>${e(bill.soldKwh)}</b>. Rozpis po měsících najdete v příloze.</p>`)

  // ---- the charges: twin tables
  const per = bill.energyUnit
  const rowHtml = (item: LineItem, dated: boolean) => {
    const qty =
      item.unit === 'kWh' ? `${energyNumber(bill, item.quantity, mwhDecimals)} ${bill.energyUnit}` : `${num(bill, item.quantity, 3)} měs.`
    const [price, unit] = priceParts(bill, item, 'měs.', per)
    const when = dated ? `<small>${period(bill, item.from, item.to, ' – ')}</small>` : ''
    return `<tr><td>${esc(labels[item.kind])}${when}</td><td class="n">${qty}</td><td class="n">${price}<small>${unit}</small></td><td class="n">${amount(bill, item.total)}</td></tr>`
  }
  const multi = new Set(bill.items.map((i) => i.from)).size > 1
  const table = (heading: string, index: number, sumLabel: string) => {
    const items = itemsOf(bill, GROUPS[index]!.kinds)
    if (!items.length) return ''
    return `<table class="items"><caption>${heading}</caption><thead><tr><th>Položka</th><th class="n">Množství</th><th class="n">Cena bez DPH</th><th class="n">Částka (${cur})</th></tr></thead><tbody>${items
      .map((i) => rowHtml(i, multi || i.unit === 'month'))
      .join(
        '',
      )}</tbody><tfoot><tr><td colspan="3">${sumLabel}</td><td class="n">${amount(bill, sumTotals(items))}</td></tr></tfoot></table>`
  }
  if (buys(bill)) {
    const right =
      bill.distributorShown === 'explicit'
        ? `Distribuce – ${DISTRIBUTOR_FULL[bill.distributor]} a regulované služby`
        : 'Distribuce a regulované služby'
    parts.push(
      `<h2 class="band">${random.pick(['Rozpis ceny', 'Za co platíte'])}</h2><section class="twin"><div>${table(`Dodávka elektřiny – ${esc(party.name)}`, 0, 'Součet za dodávku')}</div><div>${table(right, 1, 'Součet za distribuci a služby')}</div></section>`,
    )
    parts.push(`<section class="wide">${table('Daň z elektřiny', 2, 'Součet daně')}</section>`)
  }
  if (sells(bill))
    parts.push(
      `<section class="wide">${table(random.pick(['Výkup elektřiny z výrobny', 'Výkup přebytků']), 3, 'Výkup celkem (výrobce není plátcem DPH)')}</section>`,
    )

  // ---- summary, VAT recap and payment
  const rows: [string, string, string?][] = []
  if (buys(bill)) {
    rows.push(['Celkem za dodávku a distribuci bez DPH', amount(bill, bill.buyTotalNoVat), 'b'])
    rows.push(['DPH 21 %', amount(bill, bill.vat)])
    rows.push(['Celkem s DPH', amount(bill, bill.buyTotalWithVat), 'b'])
    rows.push([random.pick(['Uhrazené zálohy', 'Zaplaceno na zálohách']), amount(bill, -bill.advances)])
    if (sells(bill)) rows.push(['Odečet za vykoupenou elektřinu', amount(bill, -bill.sellTotal)])
  } else rows.push(['Výkup celkem', amount(bill, bill.sellTotal), 'b'])
  rows.push([word, amount(bill, Math.abs(bill.balance)), 'r'])
  const summary = `<table class="sum">${rows.map(([k, v, c]) => `<tr class="${c ?? ''}"><td>${k}</td><td class="n">${v} ${cur}</td></tr>`).join('')}</table>`
  const vatRecap = buys(bill)
    ? `<table class="vat"><thead><tr><th>Sazba DPH</th><th class="n">Základ</th><th class="n">DPH</th><th class="n">Celkem</th></tr></thead><tbody><tr><td>21 %</td><td class="n">${amount(bill, bill.buyTotalNoVat)}</td><td class="n">${amount(
        bill,
        bill.vat,
      )}</td><td class="n">${amount(bill, bill.buyTotalWithVat)}</td></tr></tbody></table>`
    : '<p class="small">Výrobce není plátcem DPH; výkup je bez daně.</p>'
  const pay =
    bill.balance > 0
      ? `<div class="pay">${qrSvg(spayd(bill, party))}<p><b>QR Platba</b><br>Účet ${party.account}<br>VS ${bill.variableSymbol}<br>Splatnost ${date(bill, bill.dueDate)}</p></div>`
      : bill.balance < 0
        ? `<p class="pay">Částku ${money(bill, -bill.balance)} pošleme do ${date(bill, bill.dueDate)} na Váš účet.</p>`
        : ''
  parts.push(`<h2 class="band">Souhrn</h2><section class="twin"><div>${summary}</div><div>${vatRecap}${pay}</div></section>`)

  // ---- advances
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([8, 15, 28]))
    const next = nextAdvances(bill, random)
    parts.push(
      `<h2 class="band">Zálohy</h2><p>${paid.length ? paid.map((p) => `<span class="chip">${date(bill, p.date)} <b>${amount(bill, p.amount)}</b></span>`).join(' ') : 'V období nebyly placeny zálohy.'}</p><p>Zaplaceno celkem ${money(
        bill,
        bill.advances,
      )}. Nová ${next.every === 'monthly' ? 'měsíční' : 'čtvrtletní'} záloha ${money(bill, next.rows[0]!.amount)} splatná k ${next.day}. dni, poprvé ${date(bill, next.rows[0]!.date)}.</p>`,
    )
  }

  // ---- readings
  parts.push(
    `<h2 class="band">Odečty – elektroměr č. ${readings.meter}</h2><table class="read"><thead><tr><th>Registr</th><th>Od</th><th>Do</th><th class="n">Počáteční stav</th><th class="n">Konečný stav</th><th class="n">Rozdíl (kWh)</th></tr></thead><tbody>${readings.rows
      .map(
        (r) =>
          `<tr><td>${r.kind === 'out' ? `${r.register} do sítě` : r.kind === 'nt' ? `${r.register} (NT)` : bill.twoTariff ? `${r.register} (VT)` : r.register}</td><td>${date(bill, r.from)}</td><td>${date(bill, r.to)}${
            r.estimated ? ' (odhad)' : ''
          }</td><td class="n">${num(bill, r.start, 0)}</td><td class="n">${num(bill, r.end, 0)}</td><td class="n">${num(bill, r.end - r.start, 0)}</td></tr>`,
      )
      .join('')}</tbody></table>`,
  )

  // ---- information
  const info: string[] = []
  if (buys(bill)) info.push(fuelMix(random))
  if (buys(bill) && bill.buyingType === 'SPOT')
    info.push('Cena silové elektřiny je průměr hodinových cen denního trhu OTE vážený Vaším odběrem.')
  info.push(
    esc(promoText(bill, random)),
    COMPLAINT_NOTE,
    `Zákaznická linka ${party.phone}, ${party.email}. Zapsáno v obchodním rejstříku vedeném ${party.register}.`,
  )
  parts.push(`<h2 class="band">Informace</h2>${info.map((t) => `<p class="small">${t}</p>`).join('')}`)

  // ---- landscape annex: the months as columns
  const months = monthShares(bill, random)
  type Column = { head: string; vt: number; nt: number; sold: number; earlier: boolean }
  const columns: Column[] = months.map((m) => ({
    head: `${monthShort(m.month)} ${m.year}`,
    vt: m.vt,
    nt: m.nt,
    sold: m.sold,
    earlier: false,
  }))
  if (columns.length < 6) {
    const first = months[0]!
    const count = 12 - columns.length
    const base = { vt: bill.vtKwh / months.length, nt: bill.ntKwh / months.length, sold: bill.soldKwh / months.length }
    for (let k = 1; k <= count; k++) {
      const iso = addMonths(`${first.year}-${String(first.month).padStart(2, '0')}-01`, -k)
      const month = Number(iso.slice(5, 7))
      const f = random.amount(0.7, 1.3, 3)
      columns.unshift({
        head: `${monthShort(month)} ${iso.slice(0, 4)}`,
        vt: Math.round(base.vt * f),
        nt: Math.round(base.nt * f),
        sold: Math.round(base.sold * random.amount(0.5, 1.4, 3)),
        earlier: true,
      })
    }
  }
  const gridRows: [string, (c: Column) => number][] = []
  if (buys(bill)) {
    if (bill.twoTariff)
      gridRows.push(['Odběr VT (kWh)', (c) => c.vt], ['Odběr NT (kWh)', (c) => c.nt], ['Odběr celkem (kWh)', (c) => c.vt + c.nt])
    else gridRows.push(['Odběr (kWh)', (c) => c.vt])
  }
  if (sells(bill)) gridRows.push(['Předáno do sítě (kWh)', (c) => c.sold])
  const current = columns.filter((c) => !c.earlier)
  // the purchase's amount with VAT shared out over the months by their consumption, to the haléř
  const costs = new Map<Column, number>()
  if (buys(bill)) {
    const cents = Math.round(bill.buyTotalWithVat * 100)
    const kwh = current.reduce((a, c) => a + c.vt + c.nt, 0)
    let left = cents
    current.forEach((c, k) => {
      const share = k === current.length - 1 ? left : Math.round((cents * (c.vt + c.nt)) / Math.max(1, kwh))
      costs.set(c, share / 100)
      left -= share
    })
  }
  const gridHead = `<tr><th></th>${columns.map((c) => `<th class="n${c.earlier ? ' old' : ''}">${c.head}</th>`).join('')}<th class="n">Za období</th></tr>`
  const gridBody = gridRows
    .map(
      ([label, pick]) =>
        `<tr><td>${label}</td>${columns.map((c) => `<td class="n${c.earlier ? ' old' : ''}">${num(bill, pick(c), 0)}</td>`).join('')}<td class="n"><b>${num(
          bill,
          current.reduce((a, c) => a + pick(c), 0),
          0,
        )}</b></td></tr>`,
    )
    .join('')
  const costRow = buys(bill)
    ? `<tr><td>Podíl na platbě s DPH (${cur})</td>${columns.map((c) => `<td class="n${c.earlier ? ' old' : ''}">${c.earlier ? '–' : amount(bill, costs.get(c)!)}</td>`).join('')}<td class="n"><b>${amount(bill, bill.buyTotalWithVat)}</b></td></tr>`
    : ''
  const earlierNote = columns.some((c) => c.earlier)
    ? ' Šedé sloupce jsou měsíce před zúčtovacím obdobím (pro srovnání, nejsou předmětem vyúčtování).'
    : ''
  parts.push(
    `<section class="annex"><h2 class="band">Příloha – ${sellOnly ? 'výroba' : 'odběr'} po měsících</h2><p class="small">Rozdělení naměřeného množství do kalendářních měsíců podle průběhových nebo typových diagramů.${earlierNote}</p><table class="grid"><thead>${gridHead}</thead><tbody>${gridBody}${costRow}</tbody></table><p class="small">Faktura č. ${bill.invoiceNumber} · ${esc(
      party.name,
    )}</p></section>`,
  )

  const header = css(`${party.name} · ${title} č. ${bill.invoiceNumber}`)
  const footer = css(`${party.name} · ${party.web} · bankovní spojení ${party.account}`)
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(title)}</title><style>
@page { size: A4; margin: 14mm 12mm 16mm 12mm;
  @top-left { content: "${header}"; font: 6.5pt 'DejaVu Sans', sans-serif; color: #666; }
  @bottom-left { content: "${footer}"; font: 6pt 'DejaVu Sans', sans-serif; color: #777; }
  @bottom-right { content: "Stránka " counter(page) " ze " counter(pages); font: 7pt 'DejaVu Sans', sans-serif; }
}
@page :first { @top-left { content: none; } }
@page annex { size: A4 landscape; margin: 14mm 12mm 16mm 12mm; }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 7.8pt; color: #151515; margin: 0; }
header.strip { display: flex; justify-content: space-between; background: ${accent}; color: #fff; padding: 7px 9px; }
header.strip b { display: block; font-size: 12pt; } header.strip span { font-size: 7pt; display: block; }
header.strip .doc { text-align: right; } header.strip .doc b { font-size: 10.5pt; } header.strip strong { font-size: 9pt; }
.tiles { display: flex; gap: 6px; margin-top: 8px; } .tile { flex: 1; border: 1px solid #cfcfcf; border-top: 3px solid ${accent}; padding: 4px 6px; }
.tile small { display: block; font-size: 6.5pt; color: #666; } .tile b { font-size: 9.5pt; } .tile.main b { font-size: 12pt; color: ${accent}; }
.facts { display: flex; gap: 16px; margin-top: 8px; } .facts > div { flex: 1; }
h2 { font-size: 8.6pt; margin: 8px 0 3px; color: ${accent}; break-after: avoid; }
h2.band { background: #eef1f3; padding: 2px 5px; border-left: 3px solid ${accent}; color: #1b1b1b; }
.addr { margin: 0; font-size: 8.4pt; }
dl { display: grid; grid-template-columns: 42% 58%; margin: 0; row-gap: 1px; } dt { color: #666; font-size: 7pt; } dd { margin: 0; font-weight: bold; }
p.lead { margin: 8px 0 0; padding: 4px 6px; background: #f5f5f2; }
.twin { display: flex; gap: 10px; align-items: flex-start; } .twin > div { flex: 1; min-width: 0; }
.wide { margin-top: 6px; }
table { border-collapse: collapse; width: 100%; }
table.items caption { text-align: left; font-weight: bold; font-size: 7.8pt; padding: 2px 0; }
table.items th, table.read th, table.vat th, table.grid th { font-size: 6.4pt; color: #444; text-align: left; border-bottom: 1px solid #333; padding: 2px 3px; }
table.items td { padding: 2px 3px; border-bottom: 1px solid #e2e2e2; vertical-align: top; font-size: 7.2pt; }
table.items td small { display: block; font-size: 6pt; color: #666; }
table.items tfoot td { font-weight: bold; border-top: 1px solid #333; }
td.n, th.n, table.items th.n, table.read th.n, table.vat th.n, table.grid th.n { text-align: right; white-space: nowrap; }
table.sum td { padding: 2px 3px; border-bottom: 1px dotted #bbb; } table.sum tr.b td { font-weight: bold; } table.sum tr.r td { font-weight: bold; font-size: 10pt; color: ${accent}; border-top: 1.5px solid #222; }
table.vat td, table.read td { padding: 2px 3px; border-bottom: 1px solid #e6e6e6; }
.pay { display: flex; gap: 8px; margin-top: 8px; font-size: 7.2pt; } .qr { width: 70px; height: 70px; }
.chip { display: inline-block; border: 1px solid #ccc; padding: 1px 4px; margin: 1px 0; font-size: 7pt; }
.small { font-size: 6.6pt; color: #555; margin: 3px 0; }
.annex { page: annex; break-before: page; }
table.grid td { padding: 3px 3px; border-bottom: 1px solid #ddd; font-size: 7.4pt; } table.grid th.old, table.grid td.old { color: #999; }
</style></head><body>${parts.join('\n')}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with Chromium; the PDF's creation and modification stamps become the issue date, so bytes repeat. */
export async function renderMonthGrid(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
  // One page prints one bill at a time: callers that generate bills in parallel wait their turn.
  const previous = queues.get(printer) ?? Promise.resolve()
  const job = previous.then(() => printer.print(html))
  queues.set(
    printer,
    job.then(
      () => undefined,
      () => undefined,
    ),
  )
  const pdf = await job
  const text = Buffer.from(pdf).toString('latin1')
  const stamp = `D:${bill.issueDate.replaceAll('-', '')}064000+00'00'`
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${stamp})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
