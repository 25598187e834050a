/** HELD-OUT SPLIT (sealed), written blind on 2026-11-28 (session 16).
 * Layout "capital-blocks", HTML printed by Chromium: blocks under headings in capitals (DODAVATEL,
 * ODBĚRATEL, ODBĚRNÉ MÍSTO…) with captioned addresses, the amount due first, totals as three boxes
 * (without VAT, VAT, with VAT), items grouped by price segment with a VAT-rate column but no VAT
 * amounts, and the page number and the document number in the page margins of every page.
 */
import type { Bill } from '../bill.ts'
import type { Random } from '../random.ts'
import { advancesPaid, breakerText, BUY_KINDS, buyTypeText, buys, COMPLAINT_NOTE, CONTRACT_END_LABELS, date, DIST_KINDS } from './common.ts'
import { DISTRIBUTOR_FULL, esc, FAULT_LINES, money, num, partyLines, pickLabels, pozeNote, resultLines, rowsOf, SELL_KINDS } from './common.ts'
import { sells, sellTypeText, span, supplierParty, tariffWord, usageLines } from './common.ts'
import type { LayoutPools } from './common.ts'

const POOLS: LayoutPools = {
  energyVt: ['Spotřeba / vysoký tarif (VT)', 'Obchodní cena elektřiny VT'],
  energyNt: ['Spotřeba / nízký tarif (NT)', 'Obchodní cena elektřiny NT'],
  energySingle: ['Spotřeba elektřiny', 'Obchodní cena elektřiny'],
  monthlyFee: ['Stálá platba', 'Měsíční plat obchodníka'],
  discountVt: ['Sleva z obchodní ceny'],
  distVt: ['Použití sítí VT', 'Distribuovaná elektřina VT'],
  distNt: ['Použití sítí NT', 'Distribuovaná elektřina NT'],
  distSingle: ['Použití sítí', 'Distribuovaná elektřina'],
  breaker: ['Jistič – rezervovaný příkon', 'Měsíční cena za jistič'],
  poze: ['Podpora obnovitelných zdrojů (POZE)'],
  systemServices: ['Systémové služby', 'Cena za systémové služby'],
  infrastructure: ['Činnosti operátora trhu (OTE)'],
  sellEnergy: ['Elektřina dodaná do sítě (výkup)', 'Vykoupené přetoky'],
}

const block = (title: string, body: string) => `<section><h2>${title}</h2>${body}</section>`
const dl = (pairs: [string, string][]) => `<dl>${pairs.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`

/** The HTML of one bill in this layout. */
export function capitalBlocksHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const sellOnly = bill.direction === 'sell'
  const business = bill.customerType === 'business'
  const c = bill.style.currency
  const mwhDecimals = random.pick([3, 4])
  const per = random.pick(['MWh', 'kWh'] as const)
  const labels = pickLabels(random, POOLS)
  const result = resultLines(bill)
  const title = sellOnly ? 'VYÚČTOVÁNÍ VÝKUPU ELEKTŘINY' : random.pick(['VYÚČTOVÁNÍ ZA ELEKTŘINU', 'ŘÁDNÉ VYÚČTOVÁNÍ DODÁVKY ELEKTŘINY'])
  const numberLabel = random.pick(['Faktura č.', 'Daňový doklad č.', 'Číslo vyúčtování'])
  const sections: string[] = []

  // ---- the amount due first, with its rounding
  const roundingRows = result.rounding
    ? `<tr><td>Zaokrouhlení</td><td class="n">${result.rounding} ${c}</td></tr>`
    : ''
  sections.push(
    `<div class="due"><table><tr><td><b>${result.word}</b></td><td class="n big">${money(bill, bill.balance)}</td></tr>${roundingRows}<tr><td>${result.roundedWord}</td><td class="n"><b>${result.rounded} ${c}</b></td></tr></table>
<p>${bill.balance > 0 ? `Splatnost ${date(bill, bill.dueDate)}, účet ${party.account}, VS ${bill.variableSymbol}.` : bill.balance < 0 ? `Vrácení do ${date(bill, bill.dueDate)} na Váš účet.` : ''}</p></div>`,
  )

  // ---- parties side by side, capitals over each
  const customer = [bill.customerName, ...(business ? [`IČ: ${random.digits(8)}`] : []), bill.billingAddress.street, `${bill.billingAddress.zip} ${bill.billingAddress.city}`]
  sections.push(
    `<div class="cols">${block('DODAVATEL', `<p><b>${esc(party.name)}</b><br>${partyLines(party).map(esc).join('<br>')}</p>`)}${block(sellOnly ? 'VÝROBCE' : 'ODBĚRATEL', `<p>${customer.map(esc).join('<br>')}</p>`)}</div>`,
  )

  // ---- the document and the place
  sections.push(
    block(
      'DOKLAD',
      dl([
        [numberLabel, bill.invoiceNumber],
        ['Datum vystavení', date(bill, bill.issueDate)],
        ['Datum zdanitelného plnění', date(bill, bill.periodTo)],
        ['Zúčtovací období', span(bill, bill.periodFrom, bill.periodTo)],
        ['Variabilní symbol', bill.variableSymbol],
        ['Číslo smluvního účtu', bill.customerNumber],
      ]),
    ),
  )
  const place: [string, string][] = [[sellOnly ? 'Výrobna:' : business ? 'Provozovna:' : 'Odběrné místo:', bill.addressOnTwoLines ? bill.supplyAddress.street : `${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]]
  if (bill.addressOnTwoLines) place.push(['', `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`])
  if (buys(bill)) place.push(['EAN odběrného místa:', bill.ean], ['Distribuční sazba:', bill.rate], ['Hlavní jistič:', breakerText(bill, random)])
  if (sells(bill)) place.push(['EAN výrobny:', bill.productionEan!])
  if (buys(bill) && bill.distributorShown === 'explicit') place.push(['Distributor:', DISTRIBUTOR_FULL[bill.distributor]])
  if (buys(bill) && bill.distributorShown !== 'none') place.push(['Číslo poruchové linky:', FAULT_LINES[bill.distributor]])
  sections.push(block(sellOnly ? 'VÝROBNA' : 'ODBĚRNÉ MÍSTO', dl(place)))
  const contract: [string, string][] = []
  if (buys(bill)) contract.push(['Produkt', `${bill.productName} · ${tariffWord(bill, random)}`], ['Cena', buyTypeText(bill)])
  if (sells(bill)) contract.push(['Výkupní produkt', `${bill.sellProductName} · ${sellTypeText(bill)}`])
  if (bill.contractEnd) contract.push([random.pick(CONTRACT_END_LABELS), date(bill, bill.contractEnd)])
  else contract.push(['Doba trvání', 'neurčitá'])
  sections.push(block('SMLOUVA', dl(contract)))

  // ---- totals as three boxes, then the settlement
  const settle: string[] = []
  if (buys(bill))
    settle.push(
      `<div class="boxes"><div><small>Celkem bez DPH</small><b>${money(bill, bill.buyTotalNoVat)}</b></div><div><small>DPH 21 %</small><b>${money(bill, bill.vat)}</b></div><div><small>Celkem s DPH</small><b>${money(bill, bill.buyTotalWithVat)}</b></div></div>`,
    )
  const lines: [string, string][] = []
  if (buys(bill)) lines.push(['Fakturováno s DPH', money(bill, bill.buyTotalWithVat)])
  if (sells(bill)) lines.push(['Výkup elektřiny celkem', money(bill, -bill.sellTotal)])
  if (buys(bill)) lines.push(['Započtené zálohy', money(bill, -bill.advances)])
  lines.push([result.word, money(bill, bill.balance)])
  settle.push(`<table class="settle">${lines.map(([k, v]) => `<tr><td>${k}</td><td class="n">${v}</td></tr>`).join('')}</table>`)
  sections.push(block('PŘEHLED VYÚČTOVÁNÍ', settle.join('')))
  sections.push(block(sellOnly ? 'VÝKUP' : 'SPOTŘEBA', dl(usageLines(bill, mwhDecimals, random))))

  // ---- items by price segment: a VAT-rate column, no VAT amounts
  const kinds = [...(buys(bill) ? [...BUY_KINDS, ...DIST_KINDS] : []), ...SELL_KINDS]
  const rows = rowsOf(bill, kinds, labels, mwhDecimals, per)
  const body: string[] = []
  let segment = ''
  for (const row of rows) {
    if (row.item.from !== segment && row.item.kind !== 'sellMonthly') {
      segment = row.item.from
      body.push(`<tr class="seg"><td colspan="5">Ceny platné v období ${row.period}</td></tr>`)
    }
    const rate = row.item.kind.startsWith('sell') ? '–' : '21 %'
    body.push(`<tr><td>${esc(row.label)}</td><td class="n">${row.quantity} ${row.unit}</td><td class="n">${row.price} ${row.priceUnit}</td><td class="n">${rate}</td><td class="n">${row.total}</td></tr>`)
  }
  const breakBefore = random.chance(0.6) ? ' class="break"' : ''
  sections.push(
    `<section${breakBefore}><h2>ROZPIS POLOŽEK</h2><table class="items"><thead><tr><th>Položka</th><th>Množství</th><th>Jednotková cena bez DPH</th><th>Sazba DPH</th><th>Částka bez DPH (${c})</th></tr></thead><tbody>${body.join('')}</tbody></table>${sells(bill) ? `<p>Výkup celkem ${num(bill, bill.sellTotal)} ${c} (výrobce není plátcem DPH).</p>` : ''}</section>`,
  )
  const poze = pozeNote(bill)
  if (poze) sections.push(`<p class="note">${poze}</p>`)
  const paid = advancesPaid(bill)
  if (paid.length)
    sections.push(block('PLATBY ZÁLOH', `<table class="settle">${paid.map((p) => `<tr><td>${date(bill, p.date)}</td><td class="n">${num(bill, p.amount)}</td></tr>`).join('')}<tr><td><b>Celkem zaplaceno</b></td><td class="n"><b>${num(bill, bill.advances)}</b></td></tr></table>`))
  sections.push(`<p class="note">${COMPLAINT_NOTE}</p>`)

  const running = `${title} · ${numberLabel} ${bill.invoiceNumber}`.replaceAll('"', '')
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 18mm 14mm 18mm 14mm;
  @top-left { content: "${running}"; font: 7pt 'DejaVu Sans', sans-serif; color: #555; }
  @bottom-right { content: "List " counter(page) " z " counter(pages); font: 7pt 'DejaVu Sans', sans-serif; } }
body { font: 8.4pt 'DejaVu Sans', sans-serif; color: #222; margin: 0; }
h1 { font-size: 15pt; letter-spacing: 0.04em; margin: 0 0 8px; }
h2 { font-size: 8.6pt; letter-spacing: 0.08em; border-bottom: 1px solid #333; margin: 12px 0 4px; }
.cols { display: flex; gap: 24px; } .cols > section { flex: 1; }
dl { display: grid; grid-template-columns: 42% 58%; margin: 0; } dt { color: #555; } dd { margin: 0; font-weight: bold; }
.due { border: 2px solid #222; padding: 6px 10px; width: 60%; } .big { font-size: 13pt; }
.boxes { display: flex; gap: 8px; margin-bottom: 6px; } .boxes div { flex: 1; border: 1px solid #888; padding: 4px 6px; }
.boxes small { display: block; color: #555; } table { border-collapse: collapse; } .settle td { padding: 1px 10px 1px 0; }
.n { text-align: right; white-space: nowrap; } .items { width: 100%; } .items th { text-align: left; font-size: 7pt; border-bottom: 1px solid #333; }
.items td { padding: 2px 4px; border-bottom: 0.5px solid #ccc; } .seg td { font-weight: bold; background: #eee; }
.break { break-before: page; } .note { font-size: 7pt; color: #444; }
</style></head><body><h1>${title}</h1>${sections.join('\n')}</body></html>`
}
