/** TWELFTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 10; unsealed in session 11).
 * The Chromium layout "online-bill": an HTML bill printed to PDF, with CSS page margin boxes for the
 * running header and page numbers, a table that repeats its header over pages, and an inline QR code.
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
  date,
  energy,
  fuelMix,
  isEnergy,
  itemsOf,
  labelsFor,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  previousPeriod,
  priceParts,
  promoText,
  qrModules,
  quantityParts,
  sellTypeText,
  sells,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const css = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')
const MONTHS = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec']

function qrSvg(text: string): string {
  const grid = qrModules(text, 29)
  const cells = grid.flatMap((row, r) => row.map((dark, c) => (dark ? `<rect x="${c}" y="${r}" width="1" height="1"/>` : ''))).join('')
  return `<svg class="qr" viewBox="-2 -2 33 33" xmlns="http://www.w3.org/2000/svg"><rect x="-2" y="-2" width="33" height="33" fill="#fff"/><g fill="#111">${cells}</g></svg>`
}

/** The HTML of one bill in the online-bill layout. */
export function onlineBillHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = labelsFor(bill, random)
  const cur = bill.style.currency
  const mwhDecimals = random.pick([3, 3, 4])
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const accent = random.pick(['#0a7d5a', '#5b2a86', '#c4411c', '#1d4f91'])
  const currencyFirst = random.chance(0.5)
  const big = (value: number) => (currencyFirst ? `<span class="cur">${cur}</span> ${amount(bill, value)}` : `${amount(bill, value)} <span class="cur">${cur}</span>`)
  const consumptionEan = bill.direction === 'sell' ? bill.productionEan! : bill.ean
  const parts: string[] = []

  // letterhead and addressee
  const title = bill.direction === 'sell' ? 'Vyúčtování výkupu elektřiny' : bill.direction === 'both' ? 'Vyúčtování elektřiny a výkupu z výrobny' : 'Vyúčtování elektřiny'
  parts.push(`<header class="top"><div class="brand">${esc(party.name)}<small>${esc(party.street)}, ${esc(party.zipCity)} · IČO ${party.ico} · DIČ CZ${party.ico}</small></div>
<div class="doc"><b>${title}</b><span>Číslo dokladu ${esc(bill.invoiceNumber)}</span><span>Vystaveno ${date(bill, bill.issueDate)}</span></div></header>`)
  const business = bill.customerType === 'business' ? `<br>IČ ${random.digits(8)}` : ''
  const greeting =
    bill.direction === 'sell'
      ? `posíláme Vám vyúčtování výkupu elektřiny z Vaší výrobny za období ${period(bill, bill.periodFrom, bill.periodTo, ' až ')}. Do sítě jste v tomto období dodali ${e(bill.soldKwh)}.`
      : `posíláme Vám vyúčtování elektřiny za období ${period(bill, bill.periodFrom, bill.periodTo, ' až ')}. Celkem jste spotřebovali ${e(bill.statedTotalKwh)} elektřiny${
          bill.direction === 'both' ? ` a z Vaší výrobny jsme vykoupili ${e(bill.soldKwh)}` : ''
        }.`
  parts.push(`<section class="intro"><div class="letter"><p>${bill.customerType === 'business' ? 'Vážený zákazníku' : random.pick(['Dobrý den', 'Vážená zákaznice, vážený zákazníku'])},</p><p>${greeting}</p></div>
<div class="addr"><b>${esc(bill.customerName)}</b>${business}<br>${esc(bill.billingAddress.street)}<br>${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}</div></section>`)

  // result cards
  const resultWord = bill.balance > 0 ? 'Doplatíte' : bill.balance < 0 ? (bill.direction === 'sell' ? 'Vyplatíme Vám' : 'Vracíme Vám') : 'Vyrovnáno'
  const resultNote = bill.balance > 0 ? 'nedoplatek' : bill.balance < 0 ? 'přeplatek' : 'bez doplatku'
  parts.push(`<section class="cards">
<div class="card main"><span class="k">${resultWord} (${resultNote})</span><span class="v">${big(Math.abs(bill.balance))}</span></div>
<div class="card"><span class="k">${bill.balance > 0 ? 'Splatnost' : 'Odešleme do'}</span><span class="v">${date(bill, bill.dueDate)}</span></div>
<div class="card"><span class="k">Variabilní symbol</span><span class="v">${bill.variableSymbol}</span></div></section>`)

  // overview as a definition grid
  const facts: [string, string][] = [
    ['Zákaznické číslo', bill.customerNumber],
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
    [bill.direction === 'sell' ? 'EAN výrobny' : 'EAN odběrného místa', consumptionEan],
    [
      bill.direction === 'sell' ? 'Adresa výrobny' : 'Adresa odběrného místa',
      bill.addressOnTwoLines
        ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
        : `${esc(bill.supplyAddress.street)}, ${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`,
    ],
  ]
  if (buys(bill)) {
    facts.push(['Distribuční sazba', bill.rate])
    facts.push(['Jistič', random.pick([`${bill.breaker.phases}×${bill.breaker.amps} A`, `${bill.breaker.phases} x ${bill.breaker.amps}A`, `${bill.breaker.phases}x${bill.breaker.amps} A`])])
    facts.push(['Produkt', esc(bill.productName)])
    facts.push(['Cenový model', buyTypeText(bill, random)])
  }
  if (sells(bill)) {
    if (buys(bill)) facts.push(['EAN výrobny', bill.productionEan!])
    facts.push([buys(bill) ? 'Výkupní produkt' : 'Produkt', esc(bill.sellProductName)])
    facts.push(['Výkupní cena', sellTypeText(bill, random)])
  }
  const [contractLabel, contractValue] = contractText(bill, random)
  facts.push([contractLabel, contractValue])
  if (buys(bill) && bill.distributorShown === 'explicit') facts.push(['Distributor', DISTRIBUTOR_FULL[bill.distributor]])
  if (buys(bill) && (bill.distributorShown === 'fault-line' || (bill.distributorShown === 'explicit' && random.chance(0.4))))
    facts.push(['Hlášení poruch', `${FAULT_LINES[bill.distributor]}, nonstop`])
  parts.push(`<h2>Přehled</h2><dl class="facts">${facts.map(([k, v]) => `<div><dt>${k}</dt><dd>${v}</dd></div>`).join('')}</dl>`)

  // history bars
  if (buys(bill)) {
    const prev = previousPeriod(bill, random)
    const older = Math.max(20, Math.round(prev.kwh * random.amount(0.85, 1.15)))
    const bars: [string, number, boolean][] = [
      [period(bill, addMonths(prev.from, -12), addMonths(prev.to, -12)), older, false],
      [period(bill, prev.from, prev.to), prev.kwh, false],
      [`toto období`, bill.statedTotalKwh, true],
    ]
    const max = Math.max(...bars.map(([, v]) => v))
    parts.push(`<h2>Vývoj Vaší spotřeby</h2><div class="bars">${bars
      .map(([label, value, now]) => `<div class="bar${now ? ' now' : ''}"><span class="val">${e(value)}</span><i style="height:${Math.round((value / max) * 60)}px"></i><span class="lab">${label}</span></div>`)
      .join('')}</div>`)
    const split = bill.twoTariff ? `Z toho ve vysokém tarifu (VT) ${e(bill.vtKwh)} a v nízkém tarifu (NT) ${e(bill.ntKwh)}.` : `Celá spotřeba je v jednotarifní sazbě (VT): ${e(bill.vtKwh)}.`
    const estimate = bill.yearlyEstimatePrinted !== null ? ` ${random.pick(['Předpokládaná roční spotřeba', 'Odhad roční spotřeby'])}: ${num(bill, bill.yearlyEstimatePrinted, 0)} kWh.` : ''
    parts.push(`<p class="note">${random.pick(['Celková spotřeba elektřiny', 'Celkové dodané množství elektřiny'])} v zúčtovacím období: <b>${e(bill.statedTotalKwh)}</b>. ${split}${estimate}</p>`)
  }

  // itemized table with net and gross columns
  const gross = (item: LineItem) => !item.kind.startsWith('sell')
  const rowHtml = (item: LineItem) => {
    const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [price, priceUnit] = priceParts(bill, item, 'měs.')
    const grossPrice = gross(item) ? (isEnergy(item) && bill.energyUnit === 'kWh' ? num(bill, (item.price / 1000) * 1.21, 5) : num(bill, item.price * 1.21, 2)) : '–'
    return `<tr><td>${esc(labels[item.kind])}<span class="per">${period(bill, item.from, item.to)}</span></td><td class="n">${qty} ${unit}</td><td class="n">${price} ${priceUnit}</td><td class="n g">${grossPrice}</td><td class="n">${amount(bill, item.total)}</td><td class="n g">${gross(item) ? amount(bill, Math.round(item.total * 121) / 100) : '–'}</td></tr>`
  }
  const bodies: string[] = []
  GROUPS.forEach((group, index) => {
    const rows = itemsOf(bill, group.kinds)
    if (!rows.length) return
    const heading = index === 3 && !buys(bill) ? 'Výkup elektřiny z výrobny' : group.title
    bodies.push(
      `<tbody><tr class="grp"><td colspan="6">${heading}</td></tr>${rows.map(rowHtml).join('')}<tr class="sub"><td colspan="4">Mezisoučet</td><td class="n">${amount(bill, sumTotals(rows))}</td><td></td></tr></tbody>`,
    )
  })
  const foot: string[] = []
  if (buys(bill)) {
    foot.push(`<tr class="tot"><td colspan="4">Celkem za elektřinu bez DPH</td><td class="n">${amount(bill, bill.buyTotalNoVat)}</td><td></td></tr>`)
    foot.push(`<tr><td colspan="4">DPH 21 % ze základu ${amount(bill, bill.buyTotalNoVat)}</td><td class="n">${amount(bill, bill.vat)}</td><td></td></tr>`)
    foot.push(`<tr class="tot"><td colspan="5">Celkem za elektřinu včetně DPH</td><td class="n">${amount(bill, bill.buyTotalWithVat)}</td></tr>`)
  }
  if (sells(bill)) foot.push(`<tr class="tot"><td colspan="4">Výkup elektřiny celkem (bez DPH, výrobce není plátcem)</td><td class="n">${amount(bill, bill.sellTotal)}</td><td></td></tr>`)
  parts.push(`<h2>Rozpis položek</h2><table class="items"><thead><tr><th>Položka a období</th><th class="n">Množství</th><th class="n">Cena za jednotku bez DPH</th><th class="n">s DPH</th><th class="n">Celkem bez DPH (${cur})</th><th class="n">s DPH (${cur})</th></tr></thead>${bodies.join('')}<tbody class="foot">${foot.join('')}</tbody></table>`)

  // settlement
  const settle: [string, string][] = []
  if (buys(bill)) {
    settle.push(['Vyúčtováno za elektřinu včetně DPH', money(bill, bill.buyTotalWithVat)])
    settle.push(['Zaplatili jste na zálohách', money(bill, -bill.advances)])
  }
  if (sells(bill)) settle.push([buys(bill) ? 'Odečítáme výkup z Vaší výrobny' : 'Výkup z Vaší výrobny', money(bill, buys(bill) ? -bill.sellTotal : bill.sellTotal)])
  settle.push([bill.balance > 0 ? 'Nedoplatek k úhradě' : bill.balance < 0 ? 'Přeplatek' : 'Výsledek', money(bill, Math.abs(bill.balance))])
  const payment =
    bill.balance > 0
      ? `<div class="pay">${qrSvg(spayd(bill, party))}<p><b>Zaplaťte QR kódem</b> v mobilním bankovnictví, nebo převodem na účet ${party.account} (IBAN v QR kódu), variabilní symbol ${bill.variableSymbol}, do ${date(bill, bill.dueDate)}.</p></div>`
      : bill.balance < 0
        ? `<div class="pay"><p>Přeplatek ${money(bill, -bill.balance)} pošleme na Váš účet do ${date(bill, bill.dueDate)}.</p></div>`
        : ''
  parts.push(`<h2>Vyrovnání</h2><div class="settle"><table>${settle.map(([k, v], i) => `<tr${i === settle.length - 1 ? ' class="tot"' : ''}><td>${k}</td><td class="n">${v}</td></tr>`).join('')}</table>${payment}</div>`)

  // payments and next advances
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([5, 15, 25]))
    parts.push(
      `<h2>Vaše platby v období</h2><p class="chips">${paid.length ? paid.map((p) => `<span>${date(bill, p.date)} · ${money(bill, p.amount)}</span>`).join(' ') : 'Bez záloh.'}</p><p>Zaplaceno celkem: <b>${money(bill, bill.advances)}</b></p>`,
    )
    const next = nextAdvances(bill, random)
    parts.push(
      `<h2>Zálohy na další období</h2><p>Od ${date(bill, next.rows[0]!.date)} platíte ${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'} <b>${money(bill, next.rows[0]!.amount)}</b>.</p><table class="adv"><tr>${next.rows
        .map((p) => `<td><span>${MONTHS[Number(p.date.slice(5, 7)) - 1]} ${p.date.slice(0, 4)}</span>${date(bill, p.date)}<br>${amount(bill, p.amount)}</td>`)
        .join('')}</tr></table>`,
    )
    const perKwh = bill.statedTotalKwh > 0 ? bill.buyTotalWithVat / bill.statedTotalKwh : 0
    parts.push(
      `<h2>Jak jsme počítali</h2><p class="note">Průměrná cena 1 kWh včetně distribuce, daní a DPH vyšla v tomto období na ${num(bill, perKwh, 2)} ${cur}. Ceny za distribuci a regulované služby určuje Energetický regulační úřad; mění se obvykle k 1. lednu.</p>`,
    )
  }

  // notes
  parts.push(`<h2>Důležité informace</h2>`)
  if (buys(bill)) parts.push(`<p class="small">${fuelMix(random)}</p>`)
  parts.push(`<p class="promo">${esc(promoText(bill, random))}</p><p class="small">${COMPLAINT_NOTE}</p>`)

  const header = css(`${party.name} · ${title} ${bill.invoiceNumber}`)
  const footer = css(`${party.name}, zapsaná v obchodním rejstříku vedeném ${party.register} · ${party.phone} · ${party.web}`)
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(title)}</title><style>
@page { size: A4; margin: 16mm 14mm 18mm 14mm;
  @top-left { content: "${header}"; font: 7pt 'DejaVu Sans', sans-serif; color: #777; }
  @bottom-left { content: "${footer}"; font: 6pt 'DejaVu Sans', sans-serif; color: #777; }
  @bottom-right { content: "Strana " counter(page) " / " counter(pages); font: 7pt 'DejaVu Sans', sans-serif; }
}
@page :first { @top-left { content: none; } }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.4pt; color: #1c1c1c; margin: 0; }
.top { display: flex; justify-content: space-between; border-bottom: 3px solid ${accent}; padding-bottom: 6px; }
.brand { font-size: 17pt; font-weight: bold; color: ${accent}; }
.brand small { display: block; font-size: 7pt; font-weight: normal; color: #666; }
.doc { text-align: right; } .doc b { display: block; font-size: 12pt; } .doc span { display: block; color: #555; }
.intro { display: flex; justify-content: space-between; margin: 12px 0; }
.letter { width: 58%; } .addr { width: 36%; border: 1px solid #ccc; padding: 8px; font-size: 9.5pt; }
.cards { display: flex; gap: 8px; margin: 6px 0 10px; }
.card { flex: 1; background: #f2f4f3; border-radius: 6px; padding: 8px; } .card.main { flex: 1.6; background: ${accent}; color: #fff; }
.card .k { display: block; font-size: 7.5pt; } .card .v { display: block; font-size: 13pt; font-weight: bold; margin-top: 3px; }
.cur { font-size: 9pt; font-weight: normal; }
h2 { font-size: 10.5pt; color: ${accent}; margin: 12px 0 5px; border-bottom: 1px solid #ddd; }
h2 { break-after: avoid; }
dl.facts { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px 10px; margin: 0; }
dl.facts dt { font-size: 6.8pt; color: #666; } dl.facts dd { margin: 0; font-weight: bold; }
.bars { display: flex; align-items: flex-end; gap: 18px; height: 110px; }
.bar { width: 120px; text-align: center; font-size: 7pt; } .bar i { display: block; background: #c9cfcc; margin: 2px 20px; }
.bar.now i { background: ${accent}; } .bar .lab { display: block; color: #666; }
table { border-collapse: collapse; width: 100%; }
table.items th { font-size: 6.8pt; color: #555; text-align: left; border-bottom: 1px solid #999; padding: 3px; }
table.items td { padding: 2.5px 3px; border-bottom: 1px solid #eee; vertical-align: top; }
table.items tr { break-inside: avoid; }
td.n, th.n { text-align: right; white-space: nowrap; } td.g { color: #777; }
.per { display: block; font-size: 6.5pt; color: #777; }
tr.grp td { font-weight: bold; background: #f2f4f3; } tr.sub td { font-style: italic; } tr.tot td { font-weight: bold; }
.settle { display: flex; gap: 16px; } .settle table { width: 60%; } .settle td { padding: 3px; border-bottom: 1px solid #eee; }
.pay { width: 40%; display: flex; gap: 8px; align-items: flex-start; } .qr { width: 80px; height: 80px; flex: none; }
.chips span { display: inline-block; border: 1px solid #ddd; border-radius: 8px; padding: 1px 6px; margin: 1px; font-size: 7.2pt; }
table.adv td { font-size: 7pt; border: 1px solid #eee; padding: 2px; text-align: center; } table.adv span { display: block; color: #666; }
.note { font-size: 8pt; } .small { font-size: 6.8pt; color: #666; } .promo { border-left: 3px solid ${accent}; padding-left: 6px; }
</style></head><body>${parts.join('\n')}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with Chromium; the PDF's creation and modification stamps become the issue date, so bytes repeat. */
export async function renderOnlineBill(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
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
  const stamp = `D:${bill.issueDate.replaceAll('-', '')}080000+00'00'`
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${stamp})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
