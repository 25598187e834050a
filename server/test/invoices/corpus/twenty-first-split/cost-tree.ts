/** TWENTY-FIRST SPLIT (blind development), written blind on 2026-11-28 (session 15).
 * The Chromium layout "cost-tree", HTML printed to PDF: facts as inline chips, a monthly bar chart,
 * the price as an indented tree with leaders and shares, and an annex with the itemized calculation.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTES,
  ESTIMATE_LABELS,
  FAULT_LINES,
  NETWORK_KINDS,
  REGULATED_KINDS,
  SELL_KINDS,
  SUPPLY_KINDS,
  TAX_KINDS,
  amount,
  breakerText,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  date,
  distributorFull,
  energy,
  esc,
  fuelMix,
  itemsOf,
  labelsFor,
  meterReadings,
  money,
  monthName,
  monthlyVolumes,
  nextAdvances,
  num,
  paidAdvances,
  period,
  priceParts,
  promoText,
  quantityParts,
  romanMonth,
  segmentsOf,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

const css = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')

/** The HTML of one bill in the cost-tree layout. */
export function costTreeHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const c = bill.style.currency
  const sellOnly = bill.direction === 'sell'
  const mwhDecimals = random.pick([3, 4, 5])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const m = (value: number) => money(bill, value)
  const monthWord = random.pick(['měs.', 'měsíc'])
  const readings = meterReadings(bill, random)
  const accent = random.pick(['#00677f', '#a23b2a', '#3b6d1f', '#55399b', '#b06f00'])
  const romanAxis = random.chance(0.5)
  const multi = segmentsOf(bill).length > 1
  const chip = (label: string, value: string) => `<span class="chip"><i>${esc(label)}</i> ${value}</span>`

  // ---- the head
  const title = sellOnly
    ? random.pick(['Výkupní doklad – přetoky z výrobny', 'Vyúčtování výkupu elektřiny'])
    : random.pick(['Vyúčtování elektřiny', 'Faktura za elektřinu – vyúčtování', 'Vyúčtování za elektřinu'])
  const kind = sellOnly ? 'samofakturace (doklad vystavil odběratel)' : 'daňový doklad'
  const resultLabel =
    bill.balance > 0
      ? random.pick(['Doplatíte', 'K úhradě', 'Nedoplatek'])
      : bill.balance < 0
        ? sellOnly
          ? 'K výplatě'
          : random.pick(['Vracíme Vám', 'Přeplatek'])
        : 'Vyrovnáno'
  const resultNote =
    bill.balance > 0
      ? `do ${date(bill, bill.dueDate)}, VS ${bill.variableSymbol}`
      : bill.balance < 0
        ? `na Váš účet do ${date(bill, bill.dueDate)}`
        : 'nic nedoplácíte'
  const customer = [`<b>${esc(bill.customerName)}</b>`]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    customer.push(random.pick([`IČ: ${ico}`, `IČ ${ico} · DIČ CZ${ico}`]))
  }
  customer.push(esc(bill.billingAddress.street), `${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}`)
  const head = `<header>
<div class="brand"><b>${esc(party.name)}</b><span>${esc(party.street)}, ${esc(party.zipCity)}</span><span>IČO ${party.ico} · DIČ CZ${party.ico}</span><span>${party.web} · ${party.phone}</span></div>
<div class="window">${customer.join('<br>')}</div>
</header>
<h1>${esc(title)} <small>${esc(kind)} č. ${bill.invoiceNumber}</small></h1>
<p class="lead">Vyúčtování bylo provedeno za období od ${date(bill, bill.periodFrom)} do ${date(bill, bill.periodTo)}:</p>
<div class="result"><span>${resultLabel}</span><b>${m(Math.abs(bill.balance))}</b><em>${resultNote}</em></div>`

  // ---- facts as chips
  const docChips = [
    chip(sellOnly ? 'Číslo dokladu' : 'Číslo faktury', `<b>${bill.invoiceNumber}</b>`),
    chip('Variabilní symbol', bill.variableSymbol),
    chip('Zákaznické číslo', bill.customerNumber),
    chip('Vystaveno', date(bill, bill.issueDate)),
    chip('DUZP', date(bill, bill.periodTo)),
    chip(bill.balance > 0 ? 'Splatnost' : bill.balance < 0 ? 'Vrácení do' : 'Splatnost', date(bill, bill.dueDate)),
    chip('Druh vyúčtování', 'řádné'),
  ]
  const address = bill.addressOnTwoLines
    ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
    : `${esc(bill.supplyAddress.street)}, ${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
  const [termLabel, termValue] = contractTerm(bill, random)
  const placeChips: string[] = []
  if (buys(bill)) {
    placeChips.push(
      chip('EAN', `<b>${bill.ean}</b>`),
      chip('Adresa odběrného místa', address),
      chip('Sazba', bill.rate),
      chip('Jistič', breakerText(bill, random)),
    )
    if (bill.distributorShown === 'explicit') placeChips.push(chip('Distributor', esc(distributorFull(bill, random))))
    placeChips.push(chip('Produkt', esc(bill.productName)), chip('Cena', esc(buyTypeText(bill, random))), chip(termLabel, termValue))
    if (bill.yearlyEstimatePrinted !== null)
      placeChips.push(chip(random.pick(ESTIMATE_LABELS), `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`))
    if (sells(bill))
      placeChips.push(
        chip('EAN výrobny', bill.productionEan!),
        chip('Výkup', `${esc(bill.sellProductName)} (${esc(sellTypeText(bill, random))})`),
      )
  } else {
    placeChips.push(chip('EAN výrobny', `<b>${bill.productionEan}</b>`), chip('Adresa výrobny', address))
    placeChips.push(
      chip('Produkt výkupu', esc(bill.sellProductName)),
      chip('Cena', esc(sellTypeText(bill, random))),
      chip(termLabel, termValue),
    )
  }
  placeChips.push(chip('Elektroměr', readings.meter))
  const facts = `<section class="facts"><h2>Doklad</h2><p>${docChips.join(' ')}</p><h2>${sellOnly ? 'Výrobna' : 'Odběrné místo'}</h2><p>${placeChips.join(' ')}</p></section>`

  // ---- the monthly chart (periods of two months and more)
  const volumes = monthlyVolumes(bill, random)
  let chart = ''
  if (volumes.length >= 2) {
    const series = volumes.map((v) => ({ v, buy: buys(bill) ? v.vt + v.nt : 0, out: sells(bill) ? v.out : 0 }))
    const top = Math.max(1, ...series.map((s) => Math.max(s.buy, s.out)))
    const bars = series
      .map(({ v, buy, out }) => {
        const stack: string[] = []
        if (buys(bill)) {
          const h = (buy / top) * 64
          const ntShare = bill.twoTariff && buy ? v.nt / buy : 0
          stack.push(
            `<div class="bar"><small>${num(bill, buy, 0)}</small><div class="fill" style="height:${h.toFixed(1)}px">${bill.twoTariff ? `<div class="low" style="height:${(ntShare * 100).toFixed(1)}%"></div>` : ''}</div></div>`,
          )
        }
        if (sells(bill))
          stack.push(
            `<div class="bar out"><small>${num(bill, out, 0)}</small><div class="fill" style="height:${((out / top) * 64).toFixed(1)}px"></div></div>`,
          )
        const label = romanAxis ? romanMonth(v.month) : monthName(v.month).slice(0, 3)
        return `<div class="month"><div class="bars">${stack.join('')}</div><span>${label}</span></div>`
      })
      .join('')
    const legend: string[] = []
    if (buys(bill))
      legend.push(bill.twoTariff ? '<i class="k vt"></i> odběr celkem (z toho <i class="k nt"></i> NT)' : '<i class="k vt"></i> odběr')
    if (sells(bill)) legend.push('<i class="k ex"></i> dodávka do sítě')
    chart = `<section class="chart"><h2>${sellOnly ? 'Přetoky po měsících' : 'Odběr po měsících'} <small>(kWh)</small></h2><div class="plot">${bars}</div><p class="legend">${legend.join(' ')}</p></section>`
  }
  const sumLine: string[] = []
  if (buys(bill)) {
    if (bill.twoTariff) sumLine.push(`VT ${e(bill.vtKwh)}`, `NT ${e(bill.ntKwh)}`, `celková spotřeba ${e(bill.statedTotalKwh)}`)
    else sumLine.push(`jednotarif ${e(bill.vtKwh)}`, `celková spotřeba ${e(bill.statedTotalKwh)}`)
  }
  if (sells(bill)) sumLine.push(`do sítě ${e(bill.soldKwh)}`)
  const volumeLine = `<p class="sum">Za zúčtovací období: ${sumLine.join(' · ')}</p>`

  // ---- the cost tree
  // shares of the tree being drawn: the purchase total, then the buy-back total
  let base = buys(bill) ? bill.buyTotalNoVat : bill.sellTotal
  const share = (value: number) => (base ? `${num(bill, (Math.abs(value) / Math.abs(base)) * 100, 1)} %` : '')
  const basis = (item: LineItem) => {
    const [q, u] = quantityParts(bill, item, mwhDecimals, monthWord)
    const [p, pu] = priceParts(bill, item, monthWord)
    return `${q} ${u} × ${p} ${pu}`
  }
  const leaf = (item: LineItem) =>
    `<li class="leaf"><div class="row"><span class="name">${esc(labels[item.kind])}${multi || item.kind === 'sellMonthly' ? ` <em>${period(bill, item.from, item.to, '–')}</em>` : ''}<small>${basis(item)}</small></span><span class="dots"></span><span class="amt">${amount(bill, item.total)}</span><span class="pct">${share(item.total)}</span></div></li>`
  const node = (name: string, items: LineItem[]) =>
    items.length
      ? `<li class="node"><div class="row"><span class="name">${esc(name)}</span><span class="dots"></span><span class="amt">${amount(bill, sumTotals(items))}</span><span class="pct">${share(sumTotals(items))}</span></div><ul>${items.map(leaf).join('')}</ul></li>`
      : ''
  const line = (name: string, value: string, cls = '') =>
    `<div class="row total ${cls}"><span class="name">${name}</span><span class="dots"></span><span class="amt">${value}</span><span class="pct"></span></div>`
  let tree = ''
  if (buys(bill)) {
    const groups: [string, RowKind[]][] = [
      [random.pick(['Obchodní část (dodavatel)', 'Silová elektřina a služby obchodníka']), SUPPLY_KINDS],
      [random.pick(['Distribuce (provozovatel sítě)', 'Platba za distribuci']), NETWORK_KINDS],
      [random.pick(['Regulované služby', 'Služby ČEPS a OTE, podpora zdrojů']), REGULATED_KINDS],
      ['Daň z elektřiny', TAX_KINDS],
    ]
    tree += `<section class="tree"><h2>${random.pick(['Z čeho se skládá Vaše platba', 'Struktura ceny'])} <small>(${c}, bez DPH; podíl na celku)</small></h2>`
    tree += `<ul class="root">${groups.map(([name, kinds]) => node(name, itemsOf(bill, kinds))).join('')}</ul>`
    tree += line('Celkem bez DPH', m(bill.buyTotalNoVat), 'strong')
    tree += line('DPH 21 %', m(bill.vat))
    tree += line('Celkem s DPH', m(bill.buyTotalWithVat), 'strong')
    if (bill.statedTotalKwh > 0)
      tree += `<p class="tiny">Průměrná cena 1 kWh včetně DPH a všech poplatků: ${num(bill, bill.buyTotalWithVat / bill.statedTotalKwh, 2)} ${c}/kWh.</p>`
    tree += '</section>'
  }
  if (sells(bill)) {
    base = bill.sellTotal
    tree += `<section class="tree"><h2>${sellOnly ? 'Výkup elektřiny' : 'Výkup přetoků z výrobny'} <small>(${c}, plnění mimo DPH)</small></h2>`
    tree += `<ul class="root">${node(random.pick(['Vykoupená elektřina', 'Výkup z výrobny']), itemsOf(bill, SELL_KINDS))}</ul>`
    tree += line('Výkup celkem', m(bill.sellTotal), 'strong')
    tree += '</section>'
  }

  // ---- settlement and payment
  const paid = buys(bill) ? paidAdvances(bill, random.pick([4, 14, 24])) : []
  const settle: string[] = []
  if (buys(bill)) settle.push(line('Vyúčtováno celkem s DPH', m(bill.buyTotalWithVat)))
  if (sells(bill))
    settle.push(line(sellOnly ? 'Výkup celkem' : 'Minus výkup přetoků', sellOnly ? m(bill.sellTotal) : `−${m(bill.sellTotal)}`))
  if (buys(bill)) settle.push(line('Minus uhrazené zálohy', `−${m(bill.advances)}`))
  settle.push(line(resultLabel, m(Math.abs(bill.balance)), 'strong'))
  const paidText = paid.length
    ? `<p class="tiny">Zálohy přijaté v období: ${paid.map((p) => `${date(bill, p.date)}&nbsp;${amount(bill, p.amount)}`).join(', ')}.</p>`
    : ''
  let payment = ''
  if (bill.balance > 0)
    payment = `<p>Prosíme o úhradu ${m(bill.balance)} na účet <b>${party.account}</b> (${esc(party.bank)}), variabilní symbol <b>${bill.variableSymbol}</b>, nejpozději ${date(bill, bill.dueDate)}.</p>`
  else if (bill.balance < 0)
    payment = `<p>${sellOnly ? 'Vyplatíme Vám' : 'Vracíme Vám'} ${m(-bill.balance)} převodem na Váš účet do ${date(bill, bill.dueDate)}.</p>`
  const settlement = `<section class="settle"><h2>${buys(bill) ? 'Vyúčtování záloh' : 'Výplata'}</h2>${settle.join('')}${paidText}${payment}</section>`

  // ---- annex: readings, items, next advances
  const readRows = readings.rows
    .map((r) => {
      const reg = r.kind === 'vt' ? (bill.twoTariff ? '1.8.1 VT' : '1.8.0') : r.kind === 'nt' ? '1.8.2 NT' : '2.8.0'
      return `<tr><td>${reg}</td><td>${date(bill, r.from)}</td><td class="n">${num(bill, r.start, 0)}</td><td>${date(bill, r.to)}</td><td class="n">${num(bill, r.end, 0)}</td><td class="n">${num(bill, r.end - r.start, 0)}</td><td>${r.estimated ? 'odhad' : 'odečet'}</td></tr>`
    })
    .join('')
  const itemRows = (items: LineItem[]) =>
    items
      .map((item) => {
        const [q, u] = quantityParts(bill, item, mwhDecimals, monthWord)
        const [p] = priceParts(bill, item, monthWord)
        return `<tr><td>${esc(labels[item.kind])}</td><td>${date(bill, item.from)}</td><td>${date(bill, item.to)}</td><td class="n">${q}</td><td>${u}</td><td class="n">${p}</td><td class="n">${amount(bill, item.total)}</td></tr>`
      })
      .join('')
  const annexItems = [
    ...(buys(bill) ? itemsOf(bill, [...SUPPLY_KINDS, ...NETWORK_KINDS, ...REGULATED_KINDS, ...TAX_KINDS]) : []),
    ...itemsOf(bill, SELL_KINDS),
  ]
  const next = buys(bill) ? nextAdvances(bill, random) : null
  const nextBlock = next
    ? `<h3>Zálohy na další období (${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'}, k ${next.day}. dni)</h3><table class="grid short"><thead><tr><th>Splatnost</th><th class="n">Částka (${c})</th></tr></thead><tbody>${next.rows.map((r) => `<tr><td>${date(bill, r.date)}</td><td class="n">${amount(bill, r.amount)}</td></tr>`).join('')}</tbody></table>`
    : ''
  const annex = `<section class="annex"><h2>Příloha č. 1 k dokladu ${bill.invoiceNumber} – výpočet po položkách</h2>
<h3>Stavy elektroměru č. ${readings.meter} (kWh)</h3>
<table class="grid"><thead><tr><th>Registr</th><th>Od</th><th class="n">Stav</th><th>Do</th><th class="n">Stav</th><th class="n">Rozdíl</th><th>Typ</th></tr></thead><tbody>${readRows}</tbody></table>
<h3>Položky (ceny bez DPH)</h3>
<table class="grid items"><thead><tr><th>Položka</th><th>Od</th><th>Do</th><th class="n">Množství</th><th>MJ</th><th class="n">Cena za MJ (${c})</th><th class="n">Celkem (${c})</th></tr></thead><tbody>${itemRows(annexItems)}</tbody></table>
${nextBlock}</section>`

  // ---- notes
  const notes: string[] = []
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.5))))
    notes.push(`<b>Porucha? Volejte nonstop ${FAULT_LINES[bill.distributor]}.</b>`)
  notes.push(esc(`Zákaznická linka ${party.phone}, ${party.email}.`))
  if (buys(bill)) notes.push(esc(fuelMix(random, Number(bill.periodTo.slice(0, 4)))))
  notes.push(
    esc(promoText(bill, random)),
    ...COMPLAINT_NOTES.map(esc),
    esc(`${party.name} je zapsána v obchodním rejstříku vedeném ${party.register}.`),
  )
  const info = `<section class="info"><h2>Důležité informace</h2>${notes.map((n) => `<p>${n}</p>`).join('')}</section>`

  const running = css(`${party.name} · ${sellOnly ? 'doklad' : 'faktura'} č. ${bill.invoiceNumber}`)
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(title)} ${bill.invoiceNumber}</title><style>
@page { size: A4; margin: 14mm 13mm 15mm 13mm;
  @top-left { content: "${running}"; font: 6pt 'DejaVu Sans', sans-serif; color: #777; }
  @bottom-left { content: "${css(`${party.name}, ${party.street}, ${party.zipCity}, IČO ${party.ico}`)}"; font: 5.6pt 'DejaVu Sans', sans-serif; color: #888; }
  @bottom-right { content: "str. " counter(page) " / " counter(pages); font: 6.6pt 'DejaVu Sans', sans-serif; }
}
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 7.4pt; line-height: 1.3; color: #1b1b1b; margin: 0; }
header { display: flex; justify-content: space-between; align-items: flex-start; }
header .brand { display: flex; flex-direction: column; } header .brand b { font-size: 13pt; color: ${accent}; } header .brand span { font-size: 6.4pt; color: #666; }
header .window { width: 72mm; min-height: 24mm; padding: 3mm 4mm; font-size: 8.6pt; border-left: 2px solid ${accent}; }
h1 { font-family: 'DejaVu Serif', serif; font-size: 14pt; margin: 5mm 0 1mm; font-weight: bold; } h1 small { font-family: 'DejaVu Sans', sans-serif; font-size: 7.4pt; font-weight: normal; color: #555; margin-left: 3mm; }
p.lead { margin: 0 0 2mm; font-size: 8.2pt; }
.result { display: inline-flex; gap: 4mm; align-items: baseline; background: ${accent}; color: #fff; padding: 2mm 4mm; border-radius: 2mm; }
.result b { font-size: 14pt; } .result em { font-style: normal; font-size: 7pt; color: #eee; }
h2 { font-size: 8.6pt; color: ${accent}; margin: 4mm 0 1.5mm; border-bottom: 0.8pt solid ${accent}; break-after: avoid; } h2 small { color: #777; font-weight: normal; font-size: 6.6pt; }
h3 { font-size: 7.4pt; margin: 3mm 0 1mm; }
.facts p { margin: 0; line-height: 1.9; }
.chip { display: inline-block; border: 0.6pt solid #c9c9c9; border-radius: 1.5mm; padding: 0 1.6mm; margin: 0 0.8mm 0.8mm 0; line-height: 1.45; vertical-align: top; }
.chip i { font-style: normal; color: #777; font-size: 6.3pt; margin-right: 0.8mm; }
.chart .plot { display: flex; align-items: flex-end; gap: 1.4mm; height: 86px; border-bottom: 0.8pt solid #555; padding: 0 1mm; }
.chart .month { display: flex; flex-direction: column; align-items: center; flex: 1; }
.chart .bars { display: flex; align-items: flex-end; gap: 0.6mm; }
.chart .bar { display: flex; flex-direction: column; align-items: center; justify-content: flex-end; }
.chart .bar small { font-size: 5pt; color: #444; }
.chart .fill { width: 4.2mm; background: ${accent}; display: flex; flex-direction: column; justify-content: flex-end; }
.chart .fill .low { background: #9fc1cc; width: 100%; }
.chart .out .fill { background: #e0a100; }
.chart .month > span { font-size: 5.6pt; color: #555; margin-top: 0.6mm; }
.legend { font-size: 6pt; color: #555; } .k { display: inline-block; width: 3mm; height: 2mm; background: ${accent}; } .k.nt { background: #9fc1cc; } .k.ex { background: #e0a100; }
p.sum { font-weight: bold; margin: 1.5mm 0 0; }
ul { list-style: none; margin: 0; padding: 0; } ul.root > li { margin-bottom: 1mm; } li.node > ul { padding-left: 5mm; }
.row { display: flex; align-items: flex-end; gap: 1.2mm; break-inside: avoid; }
.row .name { max-width: 105mm; } .row .name small { display: block; color: #777; font-size: 6pt; } .row .name em { font-style: normal; color: #555; font-size: 6.4pt; }
.row .dots { flex: 1; border-bottom: 0.8pt dotted #999; margin-bottom: 1.2mm; }
.row .amt { white-space: nowrap; text-align: right; min-width: 22mm; } .row .pct { width: 13mm; text-align: right; color: #777; font-size: 6.4pt; white-space: nowrap; }
li.node > .row { font-weight: bold; }
.row.total { margin-top: 0.8mm; } .row.total.strong { font-weight: bold; font-size: 8pt; }
p.tiny, .info p { font-size: 6.2pt; color: #555; margin: 0.8mm 0; }
.annex { break-before: page; }
table.grid { border-collapse: collapse; width: 100%; } table.grid thead { display: table-header-group; }
table.grid th { text-align: left; font-size: 6.4pt; background: #f0f0f0; border-bottom: 0.8pt solid #333; padding: 0.8mm 1mm; }
table.grid td { padding: 0.5mm 1mm; border-bottom: 0.3pt solid #ddd; } table.grid tr { break-inside: avoid; }
.n { text-align: right; white-space: nowrap; } table.grid th.n { text-align: right; } table.grid.short { width: 60%; }
</style></head><body>${head}${facts}${chart}${volumeLine}${tree}${settlement}${info}${annex}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with the shared Chromium and fixes the PDF's dates to the bill's issue date, so bytes repeat. */
export async function renderCostTree(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
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
  const stamp = `D:${bill.issueDate.replaceAll('-', '')}091500+00'00'`
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${stamp})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
