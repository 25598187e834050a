/**
 * SEVENTH FORMER HELD-OUT split (written blind 2026-11-23, session 5; unsealed in session 6): layout "distributor-pages", HTML printed by Chromium
 * (html-print.ts). Payment instructions come first, then the distribution part on a page of its
 * own under the operator's heading, then the supplier's commercial part; tables have rotated
 * column headers and units in columns of their own.
 */
import { addressLine, type Bill, type LineItem } from '../bill.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  bankAccount,
  breakerText,
  buys,
  contractText,
  date,
  energyWithUnit,
  escapeHtml as e,
  issuedAt,
  itemLabel,
  money,
  num,
  OPERATORS,
  quantity,
  quantityUnit,
  result,
  sellItems,
  sells,
  supplierIdentity,
  unitPrice,
} from './common.ts'

const CSS = `
@page { size: A4; margin: 13mm 12mm 15mm 12mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.4pt; color: #111; margin: 0; }
h1 { font-size: 14pt; margin: 0 0 2mm 0; }
h2 { font-size: 10.5pt; margin: 5mm 0 2mm 0; border-bottom: 1.2pt solid #333; padding-bottom: 1mm; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.muted { color: #555; font-size: 7.4pt; }
.pay { display: flex; gap: 6mm; border: 1pt solid #222; padding: 3mm; margin: 4mm 0; background: #f4f4f4; }
.pay table td { padding: 0.6mm 3mm 0.6mm 0; }
.big { font-size: 13pt; font-weight: bold; }
.spayd { font-family: 'DejaVu Sans Mono', monospace; font-size: 5.6pt; color: #444; word-break: break-all; max-width: 60mm; }
table.items { border-collapse: collapse; width: 100%; }
table.items th { font-weight: normal; font-size: 7pt; color: #333; border-bottom: 0.8pt solid #333; padding: 0 1mm 1mm 1mm; vertical-align: bottom; }
table.items th.rot { writing-mode: vertical-rl; transform: rotate(180deg); height: 22mm; text-align: left; white-space: nowrap; }
table.items td { padding: 0.8mm 1mm; border-bottom: 0.3pt solid #bbb; }
table.items td.n, table.items td.x { text-align: right; white-space: nowrap; }
table.items td.x { text-align: left; }
table.items tr.sum td { border-bottom: none; font-weight: bold; }
.kv td { padding: 0.5mm 4mm 0.5mm 0; vertical-align: top; }
.page { page-break-before: always; }
.op { border-left: 3pt solid #333; padding-left: 3mm; margin-bottom: 3mm; }
`

/** A QR-like pattern drawn in SVG from the payment string (graphics only, no text). */
function qrPattern(payload: string): string {
  let h = 2166136261
  const cells: string[] = []
  const n = 25
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const finder = (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7)
      let dark: boolean
      if (finder) {
        const fx = x >= n - 7 ? x - (n - 7) : x
        const fy = y >= n - 7 ? y - (n - 7) : y
        dark = fx === 0 || fy === 0 || fx === 6 || fy === 6 || (fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4)
      } else {
        h = Math.imul(h ^ payload.charCodeAt((x * 31 + y) % payload.length), 16777619) >>> 0
        dark = (h & 4) === 4
      }
      if (dark) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`)
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 ${n + 2} ${n + 2}" width="30mm" height="30mm" shape-rendering="crispEdges"><rect x="-1" y="-1" width="${n + 2}" height="${n + 2}" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`
}

const KIND_ORDER = {
  distribution: ['distVt', 'distNt', 'distSingle', 'breaker', 'systemServices', 'poze', 'infrastructure'],
  supply: ['energyVt', 'energyNt', 'energySingle', 'discountVt', 'spotFee', 'monthlyFee', 'tax'],
}

function itemTable(
  bill: Bill,
  items: LineItem[],
  variant: number,
  perKwh: boolean,
  extra: (item: LineItem) => string,
  extraHeader: string,
  sumLabel: string,
): string {
  const rows = items.map((item) => {
    const price = unitPrice(bill, item, perKwh)
    return `<tr><td>${e(itemLabel(bill, item, variant))}</td><td class="x">${e(extra(item))}</td><td class="n">${date(bill, item.from)}</td><td class="n">${date(bill, item.to)}</td><td class="n">${quantity(bill, item)}</td><td>${quantityUnit(bill, item, 'měsíc')}</td><td class="n">${price.value}</td><td>${price.unit}</td><td class="n">${money(bill, item.total)}</td></tr>`
  })
  const sum = Math.round(items.reduce((acc, i) => acc + i.total, 0) * 100) / 100
  const head = [
    'Složka ceny',
    extraHeader,
    'Období od',
    'Období do',
    'Množství',
    'Měrná jednotka',
    'Jednotková cena',
    'Jednotka ceny',
    'Celkem bez DPH',
  ]
  return `<table class="items"><thead><tr>${head.map((h, i) => (i === 0 ? `<th style="text-align:left">${h}</th>` : `<th class="rot">${h}</th>`)).join('')}</tr></thead><tbody>${rows.join('')}<tr class="sum"><td colspan="8">${e(sumLabel)}</td><td class="n">${money(bill, sum)}</td></tr></tbody></table>`
}

const byKind = (items: LineItem[], order: string[]) =>
  items.filter((i) => order.includes(i.kind)).sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.from.localeCompare(b.from))

export function distributorPagesHtml(bill: Bill, random: Random): string {
  const variant = random.int(0, 2)
  const { seat, ico } = supplierIdentity(bill, random)
  const account = bankAccount(random)
  const perKwh = random.chance(0.5)
  const showSpayd = random.chance(0.6)
  const outcome = result(bill)
  const supply = bill.supplyAddress
  const supplyHtml = bill.addressOnTwoLines ? `${e(supply.street)}<br>${e(`${supply.zip} ${supply.city}`)}` : e(addressLine(supply))
  const billing = bill.billingAddress
  const operator = OPERATORS[bill.distributor]

  // 1. Payment first.
  let payment: string
  if (outcome.owes) {
    const due = bill.dueDate.replace(/-/g, '')
    const spayd = `SPD*1.0*ACC:${account.iban}*AM:${bill.balance.toFixed(2)}*CC:CZK*DT:${due}*X-VS:${bill.variableSymbol}*MSG:VYUCTOVANI ELEKTRINY`
    payment = `<div class="pay"><div>${qrPattern(spayd)}<div class="muted">QR Platba</div>${showSpayd ? `<div class="spayd">${spayd}</div>` : ''}</div>
      <table><tr><td>Nedoplatek k úhradě</td><td class="big">${outcome.amount}</td></tr>
      <tr><td>Splatnost</td><td>${date(bill, bill.dueDate)}</td></tr>
      <tr><td>Číslo účtu</td><td>${account.local}</td></tr>
      <tr><td>IBAN</td><td>${account.iban}</td></tr>
      <tr><td>Variabilní symbol</td><td>${bill.variableSymbol}</td></tr></table></div>`
  } else {
    const words =
      bill.balance < 0
        ? buys(bill)
          ? `${outcome.word} ${outcome.amount} Vám vrátíme do ${date(bill, bill.dueDate)} na účet, ze kterého platíte zálohy.`
          : `Částku ${outcome.amount} Vám vyplatíme do ${date(bill, bill.dueDate)} na Váš bankovní účet.`
        : `Vyúčtování je vyrovnané, k úhradě ${outcome.amount}.`
    payment = `<div class="pay"><div><div class="big">${outcome.word}</div><div>${words}</div><div class="muted">Variabilní symbol ${bill.variableSymbol}</div></div></div>`
  }

  // 2. Recapitulation.
  const recap: string[] = []
  if (buys(bill)) {
    recap.push(
      `<tr><td>Celkem za dodávku elektřiny a distribuční služby bez DPH</td><td class="n">${money(bill, bill.buyTotalNoVat)}</td></tr>`,
    )
    recap.push(`<tr><td>DPH 21 %</td><td class="n">${money(bill, bill.vat)}</td></tr>`)
    recap.push(`<tr><td><b>Celkem s DPH</b></td><td class="n"><b>${money(bill, bill.buyTotalWithVat)}</b></td></tr>`)
    recap.push(`<tr><td>Zaplacené zálohy</td><td class="n">${money(bill, -bill.advances)}</td></tr>`)
  }
  if (sells(bill)) recap.push(`<tr><td>Výkup elektřiny z výrobny</td><td class="n">${money(bill, -bill.sellTotal)}</td></tr>`)
  recap.push(`<tr><td><b>${outcome.word}</b></td><td class="n"><b>${outcome.amount}</b></td></tr>`)

  const facts: [string, string][] = [
    ['Zákazník', e(bill.customerName)],
    ['Adresa pro zasílání', e(addressLine(billing))],
    ['Zákaznické číslo', bill.customerNumber],
    ['Zúčtovací období', `${date(bill, bill.periodFrom)} – ${date(bill, bill.periodTo)}`],
  ]
  if (buys(bill)) facts.push(['Odběrné místo', supplyHtml], ['EAN odběrného místa', bill.ean])
  if (sells(bill))
    facts.push(...(bill.direction === 'sell' ? ([['Výrobna', supplyHtml]] as [string, string][]) : []), [
      'EAN výrobny',
      bill.productionEan!,
    ])
  if (buys(bill)) {
    facts.push(['Produkt', e(bill.productName)], ['Smlouva', contractText(bill)])
    let consumption = energyWithUnit(bill, bill.statedTotalKwh)
    if (bill.twoTariff) consumption += ` (VT ${energyWithUnit(bill, bill.vtKwh)}, NT ${energyWithUnit(bill, bill.ntKwh)})`
    facts.push(['Spotřeba za období', consumption])
    if (bill.yearlyEstimatePrinted !== null) facts.push(['Předpokládaná roční spotřeba', `${num(bill, bill.yearlyEstimatePrinted, 0)} kWh`])
  }
  if (sells(bill))
    facts.push(['Výkupní produkt', e(bill.sellProductName)], ['Elektřina dodaná do sítě', energyWithUnit(bill, bill.soldKwh)])
  if (bill.direction === 'sell') facts.push(['Smlouva o výkupu', contractText(bill)])

  const first = `<div class="top"><div><h1>${e(bill.supplierName)}</h1><div class="muted">${e(seat)} · IČO ${ico} · DIČ CZ${ico}</div></div>
    <div style="text-align:right"><div class="big">Faktura – daňový doklad</div><div>${buys(bill) ? 'Vyúčtování sdružených služeb dodávky elektřiny' : 'Vyúčtování výkupu elektřiny z výrobny'}</div>
    <table class="kv" style="margin-left:auto"><tr><td>Číslo dokladu</td><td><b>${bill.invoiceNumber}</b></td></tr><tr><td>Vystaveno</td><td>${date(bill, bill.issueDate)}</td></tr><tr><td>Splatnost</td><td>${date(bill, bill.dueDate)}</td></tr></table></div></div>
    ${payment}
    <h2>Výsledek vyúčtování</h2><table class="items" style="width:70%"><tbody>${recap.join('')}</tbody></table>
    <h2>Údaje o zákazníkovi a odběrném místě</h2><table class="kv">${facts.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</table>`

  // 3. Distribution, under the operator's heading where the bill names it.
  let distribution = ''
  if (buys(bill)) {
    let opBlock: string
    if (bill.distributorShown === 'explicit')
      opBlock = `<div class="op"><b>${e(operator.name)}</b><br><span class="muted">${e(operator.seat)} · provozovatel distribuční soustavy</span></div>`
    else if (bill.distributorShown === 'fault-line')
      opBlock = `<div class="op">Provozovatel distribuční soustavy v místě odběru<br><span class="muted">Poruchová linka: ${operator.faultLine} (nepřetržitě)</span></div>`
    else
      opBlock = `<div class="op">Provozovatel distribuční soustavy v místě odběru<br><span class="muted">Údaje předané distributorem</span></div>`
    const items = byKind(bill.items, KIND_ORDER.distribution)
    distribution = `<div class="page"><h2>Část I – Distribuce elektřiny (regulovaná část)</h2>${opBlock}
      <table class="kv"><tr><td>Distribuční sazba</td><td>${bill.rate}</td><td>Hlavní jistič</td><td>${breakerText(bill)}</td><td>EAN</td><td>${bill.ean}</td></tr></table>
      ${itemTable(bill, items, variant, perKwh, (i) => (i.kind === 'breaker' ? breakerText(bill) : i.unit === 'kWh' ? bill.rate : ''), 'Sazba / jistič', 'Celkem za distribuci bez DPH')}
      <p class="muted">Ceny za distribuci a související služby jsou regulované a stanovuje je Energetický regulační úřad.</p></div>`
  }

  // 4. Supply (commercial part).
  let supplyPart = ''
  if (buys(bill)) {
    const items = byKind(bill.items, KIND_ORDER.supply)
    supplyPart = `<h2>Část II – Dodávka elektřiny (neregulovaná část)</h2><div class="muted">Dodavatel ${e(bill.supplierName)}, produkt ${e(bill.productName)}</div>
      ${itemTable(bill, items, variant, perKwh, (i) => (({ energyVt: 'VT', discountVt: 'VT', energyNt: 'NT', energySingle: 'jednotarif' }) as Record<string, string>)[i.kind] ?? '', 'Tarif', 'Celkem za dodávku bez DPH')}`
  }

  // 5. Production (purchase of electricity from the customer's plant).
  let production = ''
  if (sells(bill)) {
    const items = sellItems(bill)
    production = `<h2>Část ${buys(bill) ? 'III' : 'I'} – Výkup elektřiny z výrobny</h2><div class="muted">${e(bill.sellProductName)} · EAN výrobny ${bill.productionEan}</div>
      ${itemTable(bill, items, variant, perKwh, () => '', 'Poznámka', 'Celkem za výkup')}
      <p class="muted">Výkup od výrobce, který není plátcem DPH, je bez DPH.</p>`
  }

  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Faktura ${bill.invoiceNumber}</title><style>${CSS}</style></head><body>
    ${first}${distribution}<div class="${buys(bill) ? 'page' : ''}">${supplyPart}${production}</div></body></html>`
}

/** Chromium stamps the print time: the issue date replaces it, so that the same bill gives the same bytes. */
function stampDates(pdf: Uint8Array, bill: Bill): Uint8Array {
  const stamp = issuedAt(bill).toISOString().replace(/\D/g, '').slice(0, 14)
  const text = Buffer.from(pdf)
    .toString('latin1')
    .replace(/D:\d{14}/g, `D:${stamp}`)
  return new Uint8Array(Buffer.from(text, 'latin1'))
}

export async function renderDistributorPages(printer: HtmlPrinter, bill: Bill, random: Random): Promise<Uint8Array> {
  return stampDates(await printer.print(distributorPagesHtml(bill, random)), bill)
}
