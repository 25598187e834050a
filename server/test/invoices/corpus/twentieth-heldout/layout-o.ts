/** TWENTIETH FORMER HELD-OUT SPLIT (written blind on 2026-11-28, session 14; unsealed in session 15).
 * Layout o, HTML printed by Chromium.
 */
import type { Bill, LineItem, RowKind } from '../bill.ts'
import { addDays } from '../format.ts'
import type { HtmlPrinter } from '../html-print.ts'
import type { Random } from '../random.ts'
import {
  COMPLAINT_NOTE,
  CONTRACT_END_LABELS,
  DISTRIBUTOR_FULL,
  ESTIMATE_LABELS,
  FAULT_LINES,
  SELL_FEE_LABELS,
  SELL_MONTHLY_LABELS,
  SPOT_FEE_LABELS,
  amount,
  buyTypeText,
  buys,
  contractTerm,
  customerIco,
  cur,
  date,
  energy,
  esc,
  fuelMix,
  ibanGrouped,
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
  quantityParts,
  recipientOf,
  segmentsOf,
  sellTypeText,
  sells,
  sumTotals,
  supplierParty,
} from './common.ts'

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Elektřina odebraná ve VT', 'Silová elektřina – vysoký tarif', 'Energie VT'],
  energyNt: ['Elektřina odebraná v NT', 'Silová elektřina – nízký tarif', 'Energie NT'],
  energySingle: ['Elektřina odebraná', 'Silová elektřina', 'Energie – jednotarif'],
  monthlyFee: ['Stálá měsíční platba', 'Měsíční poplatek za odběrné místo', 'Správa odběrného místa'],
  spotFee: [SPOT_FEE_LABELS[0]!, SPOT_FEE_LABELS[3]!, SPOT_FEE_LABELS[4]!],
  discountVt: ['Sleva {p} % z elektřiny VT'],
  distVt: ['Distribuce elektřiny VT', 'Cena za distribuované množství VT', 'Přenos elektřiny sítí – VT'],
  distNt: ['Distribuce elektřiny NT', 'Cena za distribuované množství NT', 'Přenos elektřiny sítí – NT'],
  distSingle: ['Distribuce elektřiny', 'Cena za distribuované množství', 'Přenos elektřiny sítí'],
  breaker: ['Měsíční cena za jistič', 'Příkon podle hlavního jističe', 'Jistič před elektroměrem'],
  poze: ['Podpora obnovitelných zdrojů (POZE)', 'Příspěvek na POZE'],
  systemServices: ['Systémové služby ČEPS', 'Cena za systémové služby'],
  infrastructure: ['Činnost operátora trhu (OTE)', 'Nesíťová infrastruktura'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Přetoky dodané do sítě', 'Výkup elektřiny z výrobny', 'Vykoupené přetoky'],
  sellFee: [SELL_FEE_LABELS[0]!, SELL_FEE_LABELS[2]!, SELL_FEE_LABELS[3]!],
  sellMonthly: [SELL_MONTHLY_LABELS[0]!, SELL_MONTHLY_LABELS[2]!, SELL_MONTHLY_LABELS[3]!],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Sleva {p} % z elektřiny'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina VT podle hodinových cen', 'Energie VT – spot OTE'],
  energyNt: ['Elektřina NT podle hodinových cen', 'Energie NT – spot OTE'],
  energySingle: ['Elektřina podle hodinových cen', 'Energie – spot OTE'],
}
const WEEKDAYS = ['Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne']

/** Integer shares of `total` in proportion to `weights` (largest remainder), summing to `total` exactly. */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const raw = weights.map((w) => (sum > 0 ? (total * w) / sum : total / weights.length))
  const out = raw.map(Math.floor)
  let left = total - out.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k]![1]]!++
  return out
}

const dayOfYear = (iso: string) => Math.round((Date.parse(iso) - Date.parse(`${iso.slice(0, 4)}-01-01`)) / 86_400_000)
/** Monday 0 … Sunday 6. */
const weekday = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7

/** ISO week number of a date and the year it belongs to ("52/2024" for 1 January 2025 may happen). */
function isoWeek(iso: string): string {
  const thursday = new Date(`${iso}T00:00:00Z`)
  thursday.setUTCDate(thursday.getUTCDate() + 3 - weekday(iso))
  const year = thursday.getUTCFullYear()
  return `${Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1}/${year}`
}

interface Slot {
  from: string
  to: string
  vt: number
  nt: number
  out: number
  spot: number | null
}

/** The interval meter's data summed per day (short periods, in tenths of kWh) or per week (in kWh). */
function profile(bill: Bill, random: Random): { daily: boolean; slots: Slot[] } {
  const dayList: string[] = []
  for (let d = bill.periodFrom; d <= bill.periodTo; d = addDays(d, 1)) dayList.push(d)
  const daily = dayList.length <= 45
  const use = dayList.map((d) => {
    const season = 1 + 0.38 * Math.cos((2 * Math.PI * (dayOfYear(d) - 15)) / 365)
    return season * (weekday(d) >= 5 ? 1.18 : 1) * random.amount(0.7, 1.3, 3)
  })
  const sun = dayList.map((d) => Math.max(0.04, Math.sin((Math.PI * (dayOfYear(d) - 60)) / 245)) * random.amount(0.3, 1.4, 3))
  const groups: number[][] = []
  dayList.forEach((d, i) => {
    if (daily || i === 0 || weekday(d) === 0) groups.push([i])
    else groups.at(-1)!.push(i)
  })
  const weigh = (weights: number[]) => groups.map((g) => g.reduce((acc, i) => acc + weights[i]!, 0))
  const scale = daily ? 10 : 1
  const vt = buys(bill) ? allocate(bill.vtKwh * scale, weigh(use)) : groups.map(() => 0)
  const nt =
    buys(bill) && bill.twoTariff
      ? allocate(bill.ntKwh * scale, weigh(use.map((u) => u * random.amount(0.85, 1.15, 3))))
      : groups.map(() => 0)
  const out = sells(bill) ? allocate(bill.soldKwh * scale, weigh(sun)) : groups.map(() => 0)
  const spot = bill.buyingType === 'SPOT' && buys(bill)
  return {
    daily,
    slots: groups.map((g, k) => ({
      from: dayList[g[0]!]!,
      to: dayList[g.at(-1)!]!,
      vt: vt[k]!,
      nt: nt[k]!,
      out: out[k]!,
      spot: spot ? random.amount(900, 3600) : null,
    })),
  }
}

/** Who sets a charge's price, as the bill's source column words it. */
function sourceOf(bill: Bill, kind: RowKind): string {
  const recipient = recipientOf(kind)
  if (recipient === 'buyback') return 'smlouva o výkupu'
  if (recipient === 'state') return 'zákon č. 261/2007 Sb.'
  if (recipient === 'distribution' || recipient === 'regulated') return 'cenové rozhodnutí ERÚ'
  if ((kind === 'energyVt' || kind === 'energyNt' || kind === 'energySingle') && bill.buyingType === 'SPOT') return 'denní trh OTE'
  return 'ceník dodavatele'
}

/** The HTML of one bill in layout o. */
export function layoutOHtml(bill: Bill, random: Random): string {
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 4, 5])
  const per: 'kWh' | 'MWh' = random.chance(0.5) ? bill.energyUnit : random.pick(['kWh', 'MWh'] as const)
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const readings = meterReadings(bill, random)
  const operator = bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : null
  const breakerText = random.pick([`${bill.breaker.phases}x${bill.breaker.amps} A`, `${bill.breaker.phases} × ${bill.breaker.amps} A`])
  const accent = random.pick(['#0f6e8c', '#8c3b0f', '#3b5f1f', '#4b3f8f'])
  const font = random.pick(["'Liberation Sans', 'DejaVu Sans', sans-serif", "'Liberation Sans Narrow', 'Liberation Sans', sans-serif"])
  const multi = segmentsOf(bill).length > 1
  const docTitle = sellOnly
    ? random.pick(['Vyúčtování výkupu elektřiny', 'Vyúčtování dodávky do sítě'])
    : random.pick(['Vyúčtování elektřiny', 'Vyúčtování dodávky elektřiny'])
  const data = profile(bill, random)
  const tenth = (value: number) => num(bill, value / 10, 1)
  const parts: string[] = []

  // ---- head
  const resultWord =
    bill.balance > 0 ? random.pick(['Nedoplatek', 'K úhradě']) : bill.balance < 0 ? (sellOnly ? 'K výplatě' : 'Přeplatek') : 'Vyrovnáno'
  const ico = bill.customerType === 'business' ? customerIco(random) : null
  parts.push(`<header class="head"><div class="brand">${esc(party.name)}</div><div class="title"><div class="t1">${docTitle}</div><div class="t2">průběhové měření · dálkový odečet</div><div class="t3">č. ${bill.invoiceNumber}</div></div></header>
<div class="idline">${esc(party.street)}, ${esc(party.zipCity)} · IČO ${party.ico} · DIČ CZ${party.ico} · ${party.phone} · ${party.web}</div>`)
  const summary: [string, string][] = [
    ['Zúčtovací období', period(bill, bill.periodFrom, bill.periodTo)],
    ['Datum vystavení', date(bill, bill.issueDate)],
    [sellOnly ? 'Datum plnění' : 'Datum zdanitelného plnění', date(bill, bill.periodTo)],
    [bill.balance > 0 ? 'Splatnost' : sellOnly ? 'Výplata do' : 'Vrácení do', date(bill, bill.dueDate)],
    ['Variabilní symbol', bill.variableSymbol],
    ['Zákaznické číslo', bill.customerNumber],
  ]
  parts.push(`<section class="top"><div class="who"><div class="cap">${sellOnly ? 'Výrobce' : 'Odběratel'}</div><div class="name">${esc(bill.customerName)}</div>${ico ? `<div>IČ: ${ico} · DIČ: CZ${ico}</div>` : ''}<div>${esc(bill.billingAddress.street)}</div><div>${bill.billingAddress.zip} ${esc(bill.billingAddress.city)}</div></div>
<div class="sum"><table>${summary.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table><div class="res"><span>${resultWord}</span><b>${money(bill, Math.abs(bill.balance))}</b></div></div></section>`)

  // ---- the interval data
  const unitNote = data.daily ? 'hodnoty v kWh za den' : 'hodnoty v kWh za kalendářní týden'
  if (data.daily) {
    const cells: string[] = []
    for (let k = 0; k < weekday(data.slots[0]!.from); k++) cells.push('<div class="day empty"></div>')
    for (const slot of data.slots) {
      const [, m, d] = slot.from.split('-')
      const lines: string[] = []
      if (buys(bill)) lines.push(`<b>${tenth(slot.vt + slot.nt)}</b>`)
      if (bill.twoTariff && buys(bill)) lines.push(`<span class="sub">NT ${tenth(slot.nt)}</span>`)
      if (sells(bill))
        lines.push(
          `<span class="${buys(bill) ? 'sub out' : ''}">${buys(bill) ? '↑ ' : ''}${sellOnly ? `<b>${tenth(slot.out)}</b>` : tenth(slot.out)}</span>`,
        )
      cells.push(
        `<div class="day${weekday(slot.from) >= 5 ? ' we' : ''}"><span class="dn">${Number(d)}. ${Number(m)}.</span>${lines.join('')}</div>`,
      )
    }
    const legend = [
      buys(bill) ? 'tučně odběr ze sítě' : '',
      bill.twoTariff && buys(bill) ? 'NT = z toho nízký tarif' : '',
      sells(bill) && buys(bill) ? '↑ dodávka do sítě' : sellOnly ? 'dodávka do sítě' : '',
    ].filter(Boolean)
    parts.push(`<h2>${sellOnly ? 'Dodávka do sítě den po dni' : random.pick(['Odběr den po dni', 'Vaše elektřina den po dni'])}</h2><p class="note">Data z elektroměru s průběhovým měřením; ${unitNote} (${legend.join(', ')}).</p>
<div class="cal">${WEEKDAYS.map((w) => `<div class="wd">${w}</div>`).join('')}${cells.join('')}</div>`)
  } else {
    const maxValue = Math.max(1, ...data.slots.map((s) => Math.max(s.vt + s.nt, s.out)))
    const heads = ['Týden', 'Dny']
    if (buys(bill)) heads.push(...(bill.twoTariff ? ['VT', 'NT', 'Odběr'] : ['Odběr']))
    if (sells(bill)) heads.push('Do sítě')
    if (data.slots[0]!.spot !== null) heads.push(`Ø cena OTE (${c}/MWh)`)
    const rows = data.slots.map((slot) => {
      const cells = [isoWeek(slot.from), slot.from === slot.to ? date(bill, slot.from) : period(bill, slot.from, slot.to, '–')]
      if (buys(bill)) {
        if (bill.twoTariff) cells.push(num(bill, slot.vt, 0), num(bill, slot.nt, 0))
        cells.push(num(bill, slot.vt + slot.nt, 0))
      }
      if (sells(bill)) cells.push(num(bill, slot.out, 0))
      if (slot.spot !== null) cells.push(amount(bill, slot.spot))
      const bar = buys(bill) ? (slot.vt + slot.nt) / maxValue : slot.out / maxValue
      return `<tr>${cells.map((v, k) => `<td class="${k >= 2 ? 'r' : ''}">${v}</td>`).join('')}<td class="barcell"><div class="bar" style="width:${(bar * 100).toFixed(1)}%"></div></td></tr>`
    })
    parts.push(`<h2>${sellOnly ? 'Dodávka do sítě po týdnech' : random.pick(['Odběr po týdnech', 'Průběh odběru po týdnech'])}</h2><p class="note">Data z elektroměru s průběhovým měřením; ${unitNote}.</p>
<table class="weeks"><thead><tr>${heads.map((h, k) => `<th class="${k >= 2 ? 'r' : ''}">${h}</th>`).join('')}<th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`)
  }
  const totals: string[] = []
  if (buys(bill)) {
    totals.push(
      `<div class="kpi"><span>${random.pick(['Celková spotřeba za období', 'Spotřeba celkem'])}</span><b>${e(bill.statedTotalKwh)}</b></div>`,
    )
    if (bill.twoTariff)
      totals.push(
        `<div class="kpi"><span>vysoký tarif (VT)</span><b>${e(bill.vtKwh)}</b></div><div class="kpi"><span>nízký tarif (NT)</span><b>${e(bill.ntKwh)}</b></div>`,
      )
    else totals.push(`<div class="kpi"><span>jednotarifní sazba – vše VT</span><b>${e(bill.vtKwh)}</b></div>`)
    if (bill.yearlyEstimatePrinted !== null)
      totals.push(`<div class="kpi"><span>${random.pick(ESTIMATE_LABELS)}</span><b>${kwhText(bill, bill.yearlyEstimatePrinted)}</b></div>`)
  }
  if (sells(bill)) totals.push(`<div class="kpi"><span>Dodáno do sítě z výrobny</span><b>${e(bill.soldKwh)}</b></div>`)
  parts.push(`<div class="kpis">${totals.join('')}</div>`)

  // ---- the charges, with the source of each price
  const labelOf = (item: LineItem) => {
    let text = esc(labels[item.kind])
    if (item.kind === 'distVt' || item.kind === 'distNt' || item.kind === 'distSingle') text += ` <span class="muted">${bill.rate}</span>`
    if (item.kind === 'breaker') text += ` <span class="muted">${breakerText}</span>`
    return multi ? `${text}<div class="per">${period(bill, item.from, item.to)}</div>` : text
  }
  const row = (item: LineItem) => {
    const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
    const [price, priceUnit] = priceParts(bill, item, 'měs.', per)
    return `<tr><td>${labelOf(item)}</td><td class="r nw">${qty} ${unit}</td><td class="r nw">${price} ${priceUnit}</td><td class="src">${sourceOf(bill, item.kind)}</td><td class="r nw b">${amount(bill, item.total)}</td></tr>`
  }
  const head = `<thead><tr><th>Složka ceny</th><th class="r">Základ výpočtu</th><th class="r">Sazba</th><th>Zdroj ceny</th><th class="r">Částka bez DPH (${c})</th></tr></thead>`
  if (buys(bill)) {
    const groups: [string, RowKind[]][] = [
      [`Dodávka elektřiny (${esc(party.name)})`, ['energyVt', 'energySingle', 'discountVt', 'energyNt', 'spotFee', 'monthlyFee']],
      [`Distribuce${operator ? ` (${operator})` : ''}`, ['distVt', 'distSingle', 'distNt', 'breaker']],
      ['Regulované služby', ['systemServices', 'poze', 'infrastructure']],
      ['Daň', ['tax']],
    ]
    const body = groups
      .map(([title, kinds]) => {
        const items = itemsOf(bill, kinds)
        if (!items.length) return ''
        return `<tr class="grp"><td colspan="4">${title}</td><td class="r">${amount(bill, sumTotals(items))}</td></tr>${items.map(row).join('')}`
      })
      .join('')
    parts.push(`<h2>${random.pick(['Vyúčtování dodávky', 'Rozpis ceny'])}</h2><p class="note">Produkt ${esc(bill.productName)} – ${buyTypeText(bill, random)}.</p>
<table class="items">${head}<tbody>${body}</tbody><tfoot><tr><td colspan="4">Celkem bez DPH</td><td class="r">${amount(bill, bill.buyTotalNoVat)}</td></tr>
<tr class="thin"><td colspan="4">DPH 21 %</td><td class="r">${amount(bill, bill.vat)}</td></tr><tr><td colspan="4">Celkem včetně DPH</td><td class="r">${amount(bill, bill.buyTotalWithVat)}</td></tr></tfoot></table>`)
  }
  if (sells(bill)) {
    const items = itemsOf(bill, ['sellEnergy', 'sellFee', 'sellMonthly'])
    parts.push(`<h2>${sellOnly ? 'Výkup elektřiny' : 'Výkup přetoků'}</h2><p class="note">Výrobna EAN ${bill.productionEan} · ${esc(bill.sellProductName)} – ${sellTypeText(bill, random)} · výrobce není plátcem DPH.</p>
<table class="items">${head.replace(`Částka bez DPH (${c})`, `Částka (${c})`)}<tbody>${items.map(row).join('')}</tbody><tfoot><tr><td colspan="4">Výkup celkem</td><td class="r">${amount(bill, bill.sellTotal)}</td></tr></tfoot></table>`)
  }

  // ---- settlement and advances
  const calc: string[] = []
  if (buys(bill)) {
    calc.push(`<tr><td>Celkem včetně DPH</td><td class="r">${money(bill, bill.buyTotalWithVat)}</td></tr>`)
    calc.push(`<tr><td>Zaplacené zálohy</td><td class="r">− ${money(bill, bill.advances)}</td></tr>`)
    if (sells(bill)) calc.push(`<tr><td>Výkup přetoků</td><td class="r">− ${money(bill, bill.sellTotal)}</td></tr>`)
  } else calc.push(`<tr><td>Výkup celkem</td><td class="r">${money(bill, bill.sellTotal)}</td></tr>`)
  calc.push(`<tr class="res"><td>${resultWord}</td><td class="r">${money(bill, Math.abs(bill.balance))}</td></tr>`)
  const payText =
    bill.balance > 0
      ? `Nedoplatek uhraďte do ${date(bill, bill.dueDate)} na účet ${party.account}, IBAN ${ibanGrouped(party.account)}, VS ${bill.variableSymbol}.`
      : bill.balance < 0
        ? sellOnly
          ? `Vyplatíme Vám ${money(bill, -bill.balance)} do ${date(bill, bill.dueDate)} na účet ze smlouvy.`
          : `Vracíme Vám ${money(bill, -bill.balance)} do ${date(bill, bill.dueDate)} na Váš bankovní účet.`
        : 'Nic nedoplácíte a nic Vám nevracíme.'
  let paidList = ''
  if (buys(bill)) {
    const paid = paidAdvances(bill, random.pick([4, 12, 16, 22]), random.chance(0.3))
    paidList = paid.length
      ? `<table class="paid"><thead><tr><th>Záloha uhrazena</th><th class="r">Částka (${c})</th></tr></thead><tbody>${paid.map((p) => `<tr><td>${date(bill, p.date)}</td><td class="r">${amount(bill, p.amount)}</td></tr>`).join('')}</tbody></table>`
      : '<p>V období nebyla uhrazena žádná záloha.</p>'
  }
  parts.push(
    `<h2>${random.pick(['Vyrovnání', 'Výsledek vyúčtování'])}</h2><div class="settle"><div><table class="calc">${calc.join('')}</table><p>${payText}</p></div><div>${paidList}</div></div>`,
  )

  // ---- the place and its meter
  const facts: [string, string][] = []
  const addressHtml = bill.addressOnTwoLines
    ? `${esc(bill.supplyAddress.street)}<br>${bill.supplyAddress.zip} ${esc(bill.supplyAddress.city)}`
    : esc(`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`)
  if (buys(bill)) {
    facts.push(
      ['EAN odběrného místa', bill.ean],
      ['Adresa odběrného místa', addressHtml],
      ['Distribuční sazba', bill.rate],
      ['Hlavní jistič', breakerText],
    )
    if (operator) facts.push(['Provozovatel distribuční soustavy', operator])
    facts.push(['Produkt', esc(bill.productName)])
    if (sells(bill)) facts.push(['EAN výrobny', bill.productionEan!])
  } else facts.push(['EAN výrobny', bill.productionEan!], ['Adresa výrobny', addressHtml], ['Výkupní produkt', esc(bill.sellProductName)])
  const [termLabel, termValue] = contractTerm(bill, random, [CONTRACT_END_LABELS[0]!, CONTRACT_END_LABELS[3]!, CONTRACT_END_LABELS[5]!])
  facts.push([termLabel, termValue])
  facts.push(['Elektroměr', `č. ${readings.meter}, průběhové měření typu C, dálkový odečet`])
  const readRows = readings.rows
    .map((r) => {
      const reg =
        r.kind === 'out'
          ? `${r.register} (do sítě)`
          : r.kind === 'nt'
            ? `${r.register} NT`
            : bill.twoTariff
              ? `${r.register} VT`
              : r.register
      return `<tr><td>${reg}</td><td>${date(bill, r.from)}</td><td class="r">${num(bill, r.start, 0)}</td><td>${date(bill, r.to)}</td><td class="r">${num(bill, r.end, 0)}</td><td class="r">${num(bill, r.end - r.start, 0)}</td></tr>`
    })
    .join('')
  parts.push(`<h2>${sellOnly ? 'Výrobna a měření' : 'Odběrné místo a měření'}</h2><div class="two"><table class="facts">${facts.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
<table class="reads"><thead><tr><th>Registr</th><th>Od</th><th class="r">Stav</th><th>Do</th><th class="r">Stav</th><th class="r">kWh</th></tr></thead><tbody>${readRows}</tbody></table></div>`)

  if (buys(bill)) {
    const next = nextAdvances(bill, random)
    parts.push(
      `<h2>Předpis záloh (${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'})</h2><div class="next">${next.rows.map((p) => `<span>${date(bill, p.date)} <b>${amount(bill, p.amount)}</b></span>`).join('')}</div>`,
    )
  }
  const notes: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    notes.push(`Poruchová linka distributora: ${FAULT_LINES[bill.distributor]} (nonstop).`)
  if (buys(bill) && operator && random.chance(0.5)) notes.push(`Poruchy hlaste společnosti ${operator}: ${FAULT_LINES[bill.distributor]}.`)
  notes.push(
    `Zákaznická linka ${party.phone}, ${party.email}. ${esc(party.name)} je zapsána v obchodním rejstříku vedeném ${esc(party.register)}.`,
  )
  if (buys(bill)) notes.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  notes.push(esc(promoText(bill, random)))
  notes.push(COMPLAINT_NOTE)
  parts.push(`<footer class="notes">${notes.map((n) => `<p>${n}</p>`).join('')}</footer>`)

  const running = `${party.name} · ${docTitle} č. ${bill.invoiceNumber}`.replaceAll('\\', '\\\\').replaceAll('"', '\\"')
  return `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>${esc(docTitle)} ${bill.invoiceNumber}</title><style>
@page { size: A4; margin: 15mm 13mm 16mm 13mm;
  @top-right { content: "${running}"; font: 7pt ${font}; color: #777; }
  @bottom-right { content: "Stránka " counter(page) " / " counter(pages); font: 7.5pt ${font}; color: #222; }
  @bottom-left { content: "${party.web}"; font: 7pt ${font}; color: #777; }
}
@page :first { @top-right { content: none; } }
* { box-sizing: border-box; }
body { margin: 0; font-family: ${font}; font-size: 8.3pt; color: #202020; }
.head { display: flex; justify-content: space-between; align-items: stretch; }
.brand { background: ${accent}; color: #fff; font: bold 15pt 'Liberation Serif', serif; padding: 10px 12px; display: flex; align-items: center; }
.title { text-align: right; }
.t1 { font: bold 13pt 'Liberation Serif', serif; }
.t2 { font-size: 7.5pt; color: #666; }
.t3 { font-size: 11pt; font-weight: bold; color: ${accent}; margin-top: 2px; }
.idline { font-size: 6.8pt; color: #666; border-bottom: 1px solid ${accent}; padding: 4px 0; }
.top { display: flex; justify-content: space-between; gap: 20px; margin: 10px 0 4px; }
.who { width: 48%; font-size: 9.5pt; padding-top: 8px; }
.who .cap, .cap { font-size: 6.8pt; color: #777; text-transform: uppercase; letter-spacing: 0.5px; }
.who .name { font-weight: bold; font-size: 11pt; }
.sum { width: 46%; border: 1px solid #ccc; border-radius: 4px; padding: 6px 8px; }
.sum table { width: 100%; border-collapse: collapse; }
.sum th { text-align: left; font-weight: normal; color: #666; padding: 1px 0; }
.sum td { text-align: right; padding: 1px 0; }
.res { display: flex; justify-content: space-between; border-top: 1.5px solid ${accent}; margin-top: 5px; padding-top: 4px; font-size: 11pt; font-weight: bold; color: ${accent}; }
h2 { font: bold 11pt 'Liberation Serif', serif; color: ${accent}; margin: 12px 0 3px; break-after: avoid; }
.note { margin: 0 0 4px; font-size: 7.4pt; color: #555; }
.cal { display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; }
.wd { text-align: center; font-size: 7pt; color: #666; font-weight: bold; }
.day { border: 1px solid #ddd; border-radius: 3px; padding: 2px 4px; min-height: 30px; display: flex; flex-direction: column; font-size: 7.6pt; }
.day.we { background: #f5f5f5; }
.day.empty { border: none; }
.dn { font-size: 6.2pt; color: #888; }
.sub { font-size: 6.6pt; color: #666; }
.sub.out { color: ${accent}; }
table { border-collapse: collapse; width: 100%; }
table.weeks th, table.items th, table.reads th, table.paid th { font-size: 6.9pt; color: #555; text-align: left; border-bottom: 1px solid #999; padding: 2px 4px; }
table.weeks td { padding: 1px 4px; border-bottom: 0.5px solid #eee; font-size: 7.4pt; white-space: nowrap; }
table.weeks thead, table.items thead { display: table-header-group; }
tr { break-inside: avoid; }
.barcell { width: 30%; }
.bar { height: 6px; background: ${accent}; opacity: 0.65; border-radius: 2px; }
.kpis { display: flex; gap: 8px; margin: 8px 0 2px; flex-wrap: wrap; }
.kpi { border-left: 3px solid ${accent}; padding: 2px 8px; display: flex; flex-direction: column; }
.kpi span { font-size: 6.8pt; color: #666; }
.kpi b { font-size: 10pt; }
table.items td { padding: 2.5px 4px; border-bottom: 0.5px solid #ddd; vertical-align: top; }
table.items tr.grp td { font-weight: bold; background: #f1f1f1; color: ${accent}; }
table.items tfoot td { font-weight: bold; border-top: 1px solid #444; padding: 2px 4px; }
table.items tfoot tr.thin td { font-weight: normal; border-top: none; }
.per { font-size: 6.6pt; color: #777; }
.src { font-size: 6.8pt; color: #666; }
.muted { color: #777; }
.r { text-align: right !important; }
.nw { white-space: nowrap; }
.b { font-weight: bold; }
.settle { display: flex; gap: 24px; }
.settle > div { width: 50%; }
table.calc td { padding: 2px 4px; }
table.calc tr.res td { border-top: 1.5px solid #222; font-weight: bold; font-size: 10.5pt; }
table.paid td { padding: 1px 4px; font-size: 7.4pt; }
.two { display: flex; gap: 16px; }
table.facts { width: 55%; }
table.facts th { text-align: left; font-weight: normal; color: #666; padding: 2px 4px; vertical-align: top; width: 44%; }
table.facts td { padding: 2px 4px; }
table.reads { width: 45%; align-self: flex-start; }
table.reads td { padding: 2px 4px; font-size: 7.4pt; }
.next { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 7.6pt; }
.notes { margin-top: 12px; border-top: 1px solid #ccc; font-size: 6.9pt; color: #555; }
.notes p { margin: 3px 0; }
</style></head><body>${parts.join('\n')}</body></html>`
}

const queues = new WeakMap<HtmlPrinter, Promise<void>>()

/** Prints the HTML with Chromium; the PDF's creation and modification stamps become the issue date, so bytes repeat. */
export async function renderLayoutO(bill: Bill, html: string, printer: HtmlPrinter): Promise<Uint8Array> {
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
  const stamp = `D:${bill.issueDate.replaceAll('-', '')}052000+00'00'`
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}[+\-Z][^)]*\)/g, (match, key: string) => {
    const replaced = `/${key} (${stamp})`
    return replaced.length === match.length ? replaced : match
  })
  return new Uint8Array(Buffer.from(fixed, 'latin1'))
}
