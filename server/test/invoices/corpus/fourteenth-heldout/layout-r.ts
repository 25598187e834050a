/** FOURTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 11; unsealed in session 12).
 * Layout r, HTML printed by Chromium.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  DISTRIBUTOR_FULL,
  FAULT_LINES,
  amount,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  cur,
  date,
  energy,
  fuelMix,
  ibanGrouped,
  isEnergy,
  itemsOf,
  kwhText,
  meterReadings,
  money,
  nextAdvances,
  num,
  paidAdvances,
  period,
  pickLabels,
  priceParts,
  promoText,
  qrModules,
  quantityParts,
  sellTypeText,
  sells,
  sentence,
  spayd,
  sumTotals,
  supplierParty,
} from './common.ts'

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const css = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')
const MONTHS = ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince']

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Elektřina ve vysokém tarifu (VT)', 'Energie – VT', 'Cena elektřiny ve VT'],
  energyNt: ['Elektřina v nízkém tarifu (NT)', 'Energie – NT', 'Cena elektřiny v NT'],
  energySingle: ['Elektřina', 'Energie', 'Cena elektřiny'],
  monthlyFee: ['Měsíční poplatek za odběrné místo', 'Stálý měsíční plat', 'Měsíční paušál'],
  spotFee: ['Náš poplatek za nákup na burze', 'Přirážka za obchod na trhu'],
  discountVt: ['Sleva {p} % na elektřinu ve VT'],
  distVt: ['Distribuce ve VT', 'Doprava elektřiny – VT', 'Distribuce elektřiny ve vysokém tarifu'],
  distNt: ['Distribuce v NT', 'Doprava elektřiny – NT', 'Distribuce elektřiny v nízkém tarifu'],
  distSingle: ['Distribuce', 'Doprava elektřiny', 'Distribuce elektřiny'],
  breaker: ['Platba za jistič', 'Jistič – měsíční platba distributorovi', 'Cena za hlavní jistič'],
  poze: ['Podpora obnovitelných zdrojů (POZE)', 'Příspěvek na POZE'],
  systemServices: ['Systémové služby (ČEPS)', 'Systémové služby'],
  infrastructure: ['Poplatek OTE za odběrné místo', 'Činnost operátora trhu'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Elektřina, kterou jsme od Vás vykoupili', 'Výkup přetoků', 'Vykoupené přetoky'],
  sellFee: ['Náš poplatek za prodej na burze', 'Poplatek za prodej přetoků na trhu'],
  sellMonthly: ['Měsíční poplatek za výkup', 'Paušál za výkup přetoků'],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % na elektřinu'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina za burzovní ceny – VT', 'Spotová elektřina ve VT'],
  energyNt: ['Elektřina za burzovní ceny – NT', 'Spotová elektřina v NT'],
  energySingle: ['Elektřina za burzovní ceny', 'Spotová elektřina'],
}

function qrSvg(text: string): string {
  const grid = qrModules(text, 29)
  const cells = grid
    .flatMap((row, r) => row.map((dark, c) => (dark ? `<rect x="${c}" y="${r}" width="1.02" height="1.02"/>` : '')))
    .join('')
  return `<svg class="qr" viewBox="-2 -2 33 33" xmlns="http://www.w3.org/2000/svg"><rect x="-2" y="-2" width="33" height="33" fill="#fff"/><g fill="#000">${cells}</g></svg>`
}

/** The HTML of one bill in layout r. */
export function layoutRHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 3, 4])
  const per: 'kWh' | 'MWh' = bill.energyUnit === 'kWh' || random.chance(0.3) ? 'kWh' : 'MWh'
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const pointEan = sellOnly ? bill.productionEan! : bill.ean
  const accent = random.pick(['#e4007c', '#00857c', '#f05a28', '#3c3cc8'])
  const monthName = (iso: string) => `${Number(iso.slice(8))}. ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`
  const sections: string[] = []

  // ---- brand line and the document's identity
  sections.push(`<header class="brand"><div class="logo">${esc(party.name)}</div>
<div class="docid"><b>${sellOnly ? 'Vyúčtování výkupu' : 'Vyúčtování elektřiny'} č. ${esc(bill.invoiceNumber)}</b><span>Vystaveno ${date(bill, bill.issueDate)}</span><span>Variabilní symbol ${bill.variableSymbol}</span></div></header>`)
  const addressee = [`<b>${esc(bill.customerName)}</b>`]
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    addressee.push(`IČ: ${ico}, DIČ: CZ${ico}`)
  }
  addressee.push(esc(bill.billingAddress.street), `${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}`)
  sections.push(`<div class="to">${addressee.join('<br>')}</div>`)

  // ---- the answer first
  const question = sellOnly
    ? 'Kolik Vám vyplatíme?'
    : bill.balance > 0
      ? 'Kolik zaplatíte?'
      : bill.balance < 0
        ? 'Kolik Vám vrátíme?'
        : 'Kolik zaplatíte?'
  const answer =
    bill.balance > 0
      ? `${random.pick(['Doplatek', 'Nedoplatek'])} za období ${period(bill, bill.periodFrom, bill.periodTo)}. Prosíme o úhradu do ${date(bill, bill.dueDate)}.`
      : bill.balance < 0
        ? sellOnly
          ? `Vyplatíme Vám za výkup elektřiny za období ${period(bill, bill.periodFrom, bill.periodTo)}, a to do ${date(bill, bill.dueDate)}.`
          : `Přeplatek za období ${period(bill, bill.periodFrom, bill.periodTo)}. Vracíme Vám ho do ${date(bill, bill.dueDate)}.`
        : `Nic. Zálohy pokryly celé období ${period(bill, bill.periodFrom, bill.periodTo)}.`
  sections.push(
    `<section class="hero"><h1>${question}</h1><div class="big">${amount(bill, Math.abs(bill.balance))} <small>${c}</small></div><p>${answer}</p></section>`,
  )

  // ---- where and what
  const [termLabel, termValue] = contractTerm(bill, random, ['Smlouva končí', 'Závazek trvá do'])
  const facts: [string, string][] = [
    [
      'Zúčtovací období',
      `${period(bill, bill.periodFrom, bill.periodTo)} <span class="soft">(od ${monthName(bill.periodFrom)} do ${monthName(bill.periodTo)})</span>`,
    ],
    [
      sellOnly ? 'Adresa výrobny' : 'Adresa odběrného místa',
      bill.addressOnTwoLines
        ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
        : `${esc(bill.supplyAddress.street)}, ${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`,
    ],
    [sellOnly ? 'EAN výrobny' : 'EAN', pointEan],
    ['Číslo zákazníka', bill.customerNumber],
  ]
  if (buys(bill)) {
    facts.push([
      'Distribuční sazba a jistič',
      `${bill.rate}, ${random.pick([`${bill.breaker.phases}×${bill.breaker.amps} A`, `${bill.breaker.phases} x ${bill.breaker.amps} A`])}`,
    ])
    facts.push(['Tarif', `${esc(bill.productName)} <span class="soft">– ${buyTypeText(bill, random)}</span>`])
  }
  if (sells(bill)) {
    if (buys(bill)) facts.push(['EAN výrobny', bill.productionEan!])
    facts.push([
      buys(bill) ? 'Tarif pro výkup' : 'Tarif',
      `${esc(bill.sellProductName)} <span class="soft">– ${sellTypeText(bill, random)}</span>`,
    ])
  }
  facts.push([termLabel, termValue])
  sections.push(
    `<section><h2>${sellOnly ? 'O jakou výrobnu jde?' : 'Za jaké odběrné místo a období?'}</h2><table class="facts">${facts.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table></section>`,
  )

  // ---- how much
  const readings = meterReadings(bill, random)
  const readRows = readings.rows
    .map((r) => {
      const name = r.kind === 'out' ? 'Do sítě (2.8.0)' : r.kind === 'nt' ? 'NT (1.8.2)' : bill.twoTariff ? 'VT (1.8.1)' : 'VT (1.8.0)'
      return `<tr><td>${name}</td><td>${period(bill, r.from, r.to)}</td><td class="n">${num(bill, r.start, 0)}</td><td class="n">${num(bill, r.end, 0)}</td><td class="n"><b>${num(bill, r.end - r.start, 0)}</b></td><td>${r.estimated ? 'dopočet' : 'odečet'}</td></tr>`
    })
    .join('')
  const usage: string[] = []
  if (buys(bill)) {
    usage.push(`Za celé období jste spotřebovali <b>${e(bill.statedTotalKwh)}</b>.`)
    usage.push(
      bill.twoTariff
        ? `Ve vysokém tarifu (VT) ${e(bill.vtKwh)}, v nízkém tarifu (NT) ${e(bill.ntKwh)}.`
        : `Vše v jednom tarifu (VT): ${e(bill.vtKwh)}.`,
    )
    if (bill.yearlyEstimatePrinted !== null)
      usage.push(`${random.pick(['Za rok odhadujeme', 'Roční předpoklad odběru'])}: ${kwhText(bill, bill.yearlyEstimatePrinted)}.`)
  }
  if (sells(bill))
    usage.push(
      `${buys(bill) ? 'Vaše výrobna zároveň dodala' : 'Vaše výrobna dodala'} do sítě <b>${e(bill.soldKwh)}</b>, které jsme vykoupili.`,
    )
  sections.push(`<section><h2>${sellOnly ? 'Kolik elektřiny jste dodali do sítě?' : 'Kolik jste spotřebovali?'}</h2><p>${usage.join(' ')}</p>
<table class="grid"><thead><tr><th>Registr elektroměru č. ${readings.meter}</th><th>Období</th><th class="n">Počáteční stav</th><th class="n">Konečný stav</th><th class="n">Rozdíl kWh</th><th>Zdroj</th></tr></thead><tbody>${readRows}</tbody></table></section>`)

  // ---- what for: rows by who gets the money
  const who: { title: string; kinds: RowKind[] }[] = []
  if (buys(bill)) {
    const operator = bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : 'provozovatel distribuční soustavy'
    const pozeBilled = bill.items.some((i) => i.kind === 'poze')
    who.push({
      title: `Nám, Vašemu dodavateli (${esc(party.name)})`,
      kinds: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee'],
    })
    who.push({ title: `Distributorovi – ${operator}`, kinds: ['distVt', 'distNt', 'distSingle', 'breaker'] })
    who.push({
      title: pozeBilled ? 'Regulované služby soustavy (ČEPS, OTE, POZE)' : 'Regulované služby soustavy (ČEPS, OTE)',
      kinds: ['systemServices', 'poze', 'infrastructure'],
    })
    who.push({ title: 'Státu', kinds: ['tax'] })
  }
  if (sells(bill)) who.push({ title: 'Výkup elektřiny z Vaší výrobny', kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] })
  const multi = new Set(bill.items.map((i) => i.from)).size > 1
  const rowHtml = (item: LineItem) => {
    const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [price, priceUnit] = priceParts(bill, item, 'měs.', per)
    const gross = item.kind.startsWith('sell')
      ? ''
      : `<span class="soft">s DPH ${isEnergy(item) ? (per === 'kWh' ? num(bill, (item.price / 1000) * 1.21, 4) : num(bill, item.price * 1.21, 2)) : num(bill, item.price * 1.21, 2)}</span>`
    const when = multi ? `<span class="soft">${period(bill, item.from, item.to)}</span>` : ''
    return `<tr><td>${esc(labels[item.kind])}${when}</td><td class="n">${qty} ${unit}</td><td class="n">${price} ${priceUnit}${gross}</td><td class="n">${amount(bill, item.total)}</td></tr>`
  }
  const bodies = who
    .map((group) => {
      const rows = itemsOf(bill, group.kinds)
      if (!rows.length) return ''
      return `<tbody><tr class="grp"><td colspan="3">${group.title}</td><td class="n">${amount(bill, sumTotals(rows))}</td></tr>${rows.map(rowHtml).join('')}</tbody>`
    })
    .join('')
  sections.push(`<section><h2>${sellOnly ? 'Co Vám vyplácíme?' : 'Za co platíte?'}</h2><p class="soft">${multi ? 'Ceny se během období změnily, proto jsou položky uvedeny pro každé cenové období zvlášť. ' : ''}Všechny ceny a částky v tabulce jsou bez DPH${sellOnly ? '; výrobce není plátcem DPH' : ''}.</p>
<table class="items"><thead><tr><th>Položka</th><th class="n">Množství</th><th class="n">Cena za jednotku</th><th class="n">Částka ${c}</th></tr></thead>${bodies}</table></section>`)

  // ---- the arithmetic
  const steps: [string, string, string][] = []
  if (buys(bill)) {
    steps.push(['', 'Součet položek za elektřinu bez DPH', amount(bill, bill.buyTotalNoVat)])
    steps.push(['+', 'DPH 21 %', amount(bill, bill.vat)])
    steps.push(['=', 'Celkem s DPH', amount(bill, bill.buyTotalWithVat)])
    steps.push(['−', 'Zálohy, které jste zaplatili', amount(bill, bill.advances)])
    if (sells(bill)) steps.push(['−', 'Výkup z Vaší výrobny (bez DPH)', amount(bill, bill.sellTotal)])
  } else steps.push(['', 'Výkup celkem (výrobce není plátcem DPH)', amount(bill, bill.sellTotal)])
  const result = bill.balance > 0 ? 'Doplatíte' : bill.balance < 0 ? (sellOnly ? 'Vyplatíme Vám' : 'Vracíme Vám') : 'Vyrovnáno'
  steps.push(['=', result, amount(bill, Math.abs(bill.balance))])
  sections.push(
    `<section class="calc"><h2>Jak jsme to spočítali?</h2><table>${steps
      .map(
        ([op, label, value], i) =>
          `<tr${i === steps.length - 1 ? ' class="res"' : ''}><td class="op">${op}</td><td>${label}</td><td class="n">${value} ${c}</td></tr>`,
      )
      .join('')}</table></section>`,
  )

  // ---- paying or receiving
  if (bill.balance > 0)
    sections.push(`<section class="pay"><h2>Jak zaplatit?</h2><div class="payrow">${qrSvg(spayd(bill, party))}<table class="facts">
<tr><th>Částka</th><td><b>${money(bill, bill.balance)}</b></td></tr><tr><th>Účet</th><td>${party.account}</td></tr><tr><th>IBAN</th><td>${ibanGrouped(party.account)}</td></tr>
<tr><th>Variabilní symbol</th><td>${bill.variableSymbol}</td></tr><tr><th>Splatnost</th><td>${date(bill, bill.dueDate)}</td></tr></table></div></section>`)
  else if (bill.balance < 0)
    sections.push(
      `<section><h2>Kam pošleme peníze?</h2><p>Na účet, ze kterého nám platíte zálohy. Pokud chcete jiný, napište nám do ${date(bill, bill.dueDate)} na ${party.email}.</p></section>`,
    )

  // ---- advances
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([1, 10, 20]), random.chance(0.2))
    const next = nextAdvances(bill, random)
    sections.push(`<section><h2>Co bude dál?</h2><p>Zaplatili jste ${paid.length} ${paid.length === 1 ? 'zálohu' : paid.length < 5 ? 'zálohy' : 'záloh'} v celkové výši <b>${money(bill, bill.advances)}</b>${paid.length ? `: ${paid.map((p) => `${date(bill, p.date)} ${amount(bill, p.amount)}`).join(' · ')}` : ''}.</p>
<p>Nová ${next.every === 'monthly' ? 'měsíční' : 'čtvrtletní'} záloha: <b>${money(bill, next.rows[0]!.amount)}</b>, vždy k ${next.day}. dni ${next.every === 'monthly' ? 'v měsíci' : 'prvního měsíce čtvrtletí'}, poprvé ${date(bill, next.rows[0]!.date)}.</p></section>`)
  }

  // ---- who we are
  const us = [
    `${esc(party.name)}, ${esc(party.street)}, ${party.zipCity}`,
    `IČO ${party.ico}, DIČ CZ${party.ico}`,
    `zapsaná v obchodním rejstříku vedeném ${party.register}`,
    `${party.phone} · ${party.email} · ${party.web}`,
  ]
  const grid: string[] = []
  if (buys(bill) && bill.distributorShown === 'explicit')
    grid.push(
      `${sentence(`Vaším distributorem je ${DISTRIBUTOR_FULL[bill.distributor]}`)}${random.chance(0.5) ? ` Poruchy hlaste na lince ${FAULT_LINES[bill.distributor]} (nonstop).` : ''}`,
    )
  if (buys(bill) && bill.distributorShown === 'fault-line')
    grid.push(`Poruchy v síti hlaste nonstop distributorovi na lince ${FAULT_LINES[bill.distributor]}.`)
  sections.push(`<section class="us"><h2>Kdo jsme?</h2><p>${us.join('<br>')}</p>${grid.length ? `<p>${grid.join(' ')}</p>` : ''}</section>`)

  // ---- small print
  sections.push(
    `<section class="small">${buys(bill) ? `<p>${fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1)}</p>` : ''}<p class="promo">${esc(promoText(bill, random))}</p><p>${COMPLAINT_NOTE}</p></section>`,
  )

  const header = css(`${party.name} · vyúčtování ${bill.invoiceNumber}`)
  const font = random.pick(["'Liberation Sans', 'DejaVu Sans', sans-serif", "'DejaVu Sans', sans-serif"])
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Vyúčtování ${esc(bill.invoiceNumber)}</title><style>
@page { size: A4; margin: 15mm 15mm 17mm 15mm;
  @top-right { content: "${header}"; font: 7pt ${font}; color: #888; }
  @bottom-center { content: counter(page) " / " counter(pages); font: 7.5pt ${font}; color: #555; }
}
@page :first { @top-right { content: none; } }
* { box-sizing: border-box; }
body { font-family: ${font}; font-size: 9pt; color: #222; margin: 0; line-height: 1.35; }
.brand { display: flex; justify-content: space-between; align-items: flex-start; }
.logo { font-size: 19pt; font-weight: bold; color: ${accent}; letter-spacing: -0.3px; max-width: 60%; }
.docid { text-align: right; font-size: 8pt; color: #555; } .docid b { display: block; color: #222; font-size: 9.5pt; } .docid span { display: block; }
.to { margin: 10px 0 0 58%; font-size: 9.5pt; }
.hero { margin: 14px 0 6px; padding: 12px 16px; border-radius: 10px; background: ${accent}14; border: 1px solid ${accent}55; }
.hero h1 { margin: 0; font-size: 13pt; color: ${accent}; } .hero .big { font-size: 24pt; font-weight: bold; margin: 4px 0; } .hero .big small { font-size: 12pt; } .hero p { margin: 0; }
h2 { font-size: 11.5pt; color: ${accent}; margin: 14px 0 5px; break-after: avoid; }
section { break-inside: auto; }
table { border-collapse: collapse; width: 100%; }
table.facts th { text-align: left; font-weight: normal; color: #666; width: 34%; padding: 2px 6px 2px 0; vertical-align: top; font-size: 8.5pt; }
table.facts td { padding: 2px 0; font-weight: bold; }
.soft { display: block; font-weight: normal; color: #777; font-size: 7.3pt; }
td .soft { display: block; } th .soft { display: inline; }
table.grid th, table.items th { font-size: 7.3pt; color: #666; font-weight: normal; text-align: left; border-bottom: 1.5px solid ${accent}; padding: 3px 4px; }
table.grid td, table.items td { padding: 3px 4px; border-bottom: 1px solid #e6e6e6; vertical-align: top; }
table.items thead { display: table-header-group; } table.items tr { break-inside: avoid; }
tr.grp td { font-weight: bold; background: #f4f4f4; border-bottom: 1px solid #ccc; }
.n { text-align: right; white-space: nowrap; }
.calc table { width: 70%; } .calc td { padding: 2px 4px; } .calc .op { width: 16px; color: ${accent}; font-weight: bold; }
.calc tr.res td { font-weight: bold; font-size: 11pt; border-top: 1.5px solid #222; }
.payrow { display: flex; gap: 14px; align-items: flex-start; } .qr { width: 92px; height: 92px; flex: none; } .payrow table.facts { width: auto; }
.us p { margin: 2px 0; font-size: 8.3pt; }
.small { margin-top: 14px; font-size: 7pt; color: #666; } .small p { margin: 3px 0; } .promo { color: ${accent}; }
</style></head><body>${sections.join('\n')}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with Chromium; the PDF's creation and modification stamps become the issue date, so bytes repeat. */
export async function renderLayoutR(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
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
  const stamp = `D:${bill.issueDate.replaceAll('-', '')}064500+00'00'`
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${stamp})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
