/** EIGHTEENTH FORMER HELD-OUT SPLIT (written blind on 2026-11-23, session 13; unsealed in session 14).
 * Layout v, drawn with pdf-lib.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { Bill, LineItem, RowKind } from '../bill.ts'
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
  fontBytes,
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
  segmentsOf,
  sellTypeText,
  sells,
  sentence,
  sumTotals,
  supplierParty,
} from './common.ts'

const WIDTH = 595.28
const HEIGHT = 841.89
const L = 48
const R = 547
const TOP = HEIGHT - 46
const BOTTOM = 64
const INK = rgb(0.1, 0.1, 0.12)
const GREY = rgb(0.4, 0.41, 0.44)
const LIGHT = rgb(0.75, 0.76, 0.79)
const ACCENT = rgb(0.09, 0.33, 0.55)
const BAND = rgb(0.91, 0.94, 0.97)
const WHITE = rgb(1, 1, 1)

const POOLS: Record<RowKind, string[]> = {
  energyVt: ['Elektřina ve vysokém tarifu', 'Silová elektřina VT', 'Odebraná elektřina – VT'],
  energyNt: ['Elektřina v nízkém tarifu', 'Silová elektřina NT', 'Odebraná elektřina – NT'],
  energySingle: ['Elektřina (jednotarif)', 'Silová elektřina', 'Odebraná elektřina'],
  monthlyFee: ['Stálá měsíční platba obchodníkovi', 'Měsíční poplatek za odběrné místo', 'Pevná platba za správu odběrného místa'],
  spotFee: ['Poplatek obchodníka za nákup na burze', 'Servisní přirážka k hodinové ceně', 'Obchodní marže ke spotové ceně'],
  discountVt: ['Věrnostní sleva {p} % z ceny elektřiny VT'],
  distVt: ['Distribuce elektřiny – vysoký tarif', 'Cena za distribuované množství VT', 'Přenos a distribuce VT'],
  distNt: ['Distribuce elektřiny – nízký tarif', 'Cena za distribuované množství NT', 'Přenos a distribuce NT'],
  distSingle: ['Distribuce elektřiny', 'Cena za distribuované množství', 'Přenos a distribuce'],
  breaker: ['Měsíční platba za jistič', 'Rezervovaný příkon podle jističe', 'Jistič před elektroměrem'],
  poze: ['Příspěvek na podporované zdroje (POZE)', 'POZE – obnovitelné zdroje'],
  systemServices: ['Systémové služby ČEPS', 'Cena za systémové služby'],
  infrastructure: ['Poplatek OTE za nesíťovou infrastrukturu', 'Činnost operátora trhu'],
  tax: ['Daň z elektřiny'],
  sellEnergy: ['Vykoupené přetoky', 'Výkup elektřiny z výrobny', 'Elektřina dodaná do sítě'],
  sellFee: ['Poplatek za obchodování přetoků na burze', 'Srážka obchodníka z ceny přetoků'],
  sellMonthly: ['Měsíční poplatek za správu výkupu', 'Paušál za výkupní místo'],
}
const SINGLE: Partial<Record<RowKind, string[]>> = { discountVt: ['Věrnostní sleva {p} % z ceny elektřiny'] }
const SPOT_ENERGY: Partial<Record<RowKind, string[]>> = {
  energyVt: ['Elektřina VT za hodinové ceny', 'Nákup na denním trhu – VT'],
  energyNt: ['Elektřina NT za hodinové ceny', 'Nákup na denním trhu – NT'],
  energySingle: ['Elektřina za hodinové ceny', 'Nákup na denním trhu'],
}

type Align = 'left' | 'right' | 'center'

class Canvas {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = TOP

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly italic: PDFFont,
  ) {
    this.addPage()
  }

  addPage(): void {
    this.page = this.doc.addPage([WIDTH, HEIGHT])
    this.pages.push(this.page)
    this.y = this.pages.length === 1 ? TOP : TOP - 30
  }

  text(value: string, x: number, y: number, size = 8, font: PDFFont = this.regular, align: Align = 'left', color: RGB = INK): void {
    const width = font.widthOfTextAtSize(value, size)
    const at = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
    this.page.drawText(value, { x: at, y, size, font, color })
  }

  width(value: string, size: number, font: PDFFont = this.regular): number {
    return font.widthOfTextAtSize(value, size)
  }

  wrap(value: string, width: number, size: number, font: PDFFont = this.regular): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of value.split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line) lines.push(line)
    return lines
  }

  /** Starts a new page when less than `height` is left; true when it did. */
  need(height: number): boolean {
    if (this.y - height >= BOTTOM) return false
    this.addPage()
    return true
  }

  rule(y: number, from = L, to = R, thickness = 0.5, color: RGB = LIGHT): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color })
  }

  rect(x: number, top: number, width: number, height: number, color: RGB): void {
    this.page.drawRectangle({ x, y: top - height, width, height, color })
  }

  paragraph(value: string, size = 7.4, x = L, width = R - L, color: RGB = GREY, font: PDFFont = this.regular, leading = 2.8): void {
    for (const line of this.wrap(value, width, size, font)) {
      this.need(size + leading)
      this.y -= size + leading
      this.text(line, x, this.y, size, font, 'left', color)
    }
  }

  title(value: string, note?: string): void {
    this.need(44)
    this.y -= 22
    this.text(value, L, this.y, 11, this.bold, 'left', ACCENT)
    if (note) this.text(note, R, this.y, 7, this.italic, 'right', GREY)
    this.y -= 5
    this.rule(this.y, L, R, 1, ACCENT)
  }
}

interface Group {
  title: string
  kinds: RowKind[]
}

/** Renders one bill in layout v with pdf-lib. */
export async function renderLayoutV(bill: Bill, random: Random): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const regular = await doc.embedFont(fontBytes('DejaVuSans.ttf'), { subset: true, customName: 'DejaVuSans' })
  const bold = await doc.embedFont(fontBytes('DejaVuSans-Bold.ttf'), { subset: true, customName: 'DejaVuSans-Bold' })
  const italic = await doc.embedFont(fontBytes('DejaVuSans-Oblique.ttf'), { subset: true, customName: 'DejaVuSans-Oblique' })
  const s = new Canvas(doc, regular, bold, italic)
  const party = supplierParty(bill)
  const labels = pickLabels(
    bill,
    random,
    { ...POOLS, ...(bill.buyingType === 'SPOT' ? SPOT_ENERGY : {}) } as Record<RowKind, string[]>,
    SINGLE,
  )
  const c = cur(bill)
  const mwhDecimals = random.pick([3, 3, 4, 5])
  const per: 'kWh' | 'MWh' = random.chance(0.6) ? bill.energyUnit : random.pick(['kWh', 'MWh'] as const)
  const e = (kwh: number) => energy(bill, kwh, mwhDecimals)
  const sellOnly = bill.direction === 'sell'
  const pointEan = sellOnly ? bill.productionEan! : bill.ean
  const readings = meterReadings(bill, random)
  const breakerText = random.pick([
    `${bill.breaker.phases}x${bill.breaker.amps} A`,
    `${bill.breaker.phases} x ${bill.breaker.amps} A`,
    `${bill.breaker.phases}×${bill.breaker.amps} A`,
  ])
  const operator = bill.distributorShown === 'explicit' ? DISTRIBUTOR_FULL[bill.distributor] : null
  const paid = buys(bill) ? paidAdvances(bill, random.pick([8, 15, 20, 28]), random.chance(0.25)) : []
  const next = buys(bill) ? nextAdvances(bill, random) : null
  const docTitle = sellOnly
    ? random.pick(['Vyúčtování výkupu elektřiny', 'Výkup elektřiny – vyúčtování'])
    : random.pick(['Vyúčtování elektřiny', 'Vyúčtování dodávky elektřiny', 'Roční vyúčtování elektřiny'])

  // ---- letterhead: the issuer on the left, the document's name in capitals on the right
  s.text(party.name, L, s.y - 8, 13.5, bold, 'left', ACCENT)
  s.text(`${party.street}, ${party.zipCity} · IČO ${party.ico} · DIČ CZ${party.ico}`, L, s.y - 20, 6.8, regular, 'left', GREY)
  s.text(`${party.phone} · ${party.email} · ${party.web}`, L, s.y - 29, 6.8, regular, 'left', GREY)
  s.text(docTitle.toUpperCase(), R, s.y - 8, 10.5, bold, 'right')
  s.text(
    sellOnly ? 'řádné vyúčtování' : random.pick(['řádné vyúčtování · daňový doklad', 'daňový doklad · řádné vyúčtování']),
    R,
    s.y - 20,
    7,
    italic,
    'right',
    GREY,
  )
  s.y -= 38
  s.rule(s.y, L, R, 2, ACCENT)

  // ---- the addressee in the envelope window; the document's facts as "value  label" lines beside it
  const top = s.y - 20
  let ly = top
  s.text(random.pick(['Adresát', 'Doručovací adresa']), L, ly, 6.5, italic, 'left', GREY)
  ly -= 14
  s.text(bill.customerName, L, ly, 10.5, bold)
  if (bill.customerType === 'business') {
    const ico = customerIco(random)
    ly -= 12
    s.text(`IČ: ${ico} · DIČ: CZ${ico}`, L, ly, 8)
  }
  ly -= 13
  s.text(bill.billingAddress.street, L, ly, 9.5)
  ly -= 12
  s.text(`${bill.billingAddress.zip} ${bill.billingAddress.city}`, L, ly, 9.5)

  const facts: [string, string, boolean][] = [
    [bill.invoiceNumber, sellOnly ? 'Číslo dokladu' : 'Číslo daňového dokladu', true],
    [date(bill, bill.issueDate), 'Datum vystavení', false],
    [date(bill, bill.periodTo), sellOnly ? 'Datum plnění' : 'Datum uskutečnění zdanitelného plnění', false],
    [date(bill, bill.dueDate), bill.balance > 0 ? 'Datum splatnosti' : sellOnly ? 'Výplata do' : 'Vrácení přeplatku do', false],
    [bill.variableSymbol, 'Variabilní symbol', true],
    [bill.customerNumber, random.pick(['Zákaznické číslo', 'Číslo zákaznického účtu']), false],
    [pointEan, sellOnly ? 'EAN výrobny' : 'EAN odběrného místa', false],
  ]
  const valueEdge = 398
  let ry = top
  for (const [value, label, strong] of facts) {
    s.text(value, valueEdge, ry, 8.6, strong ? bold : regular, 'right')
    s.text(label, valueEdge + 7, ry, 7, regular, 'left', GREY)
    ry -= 12
  }
  s.y = Math.min(ly, ry) - 14

  // ---- the questions: each answered by one figure on the right and explained in a sentence or two under it
  let asked = 0
  const question = (ask: string, answer: string, explain: string[], extra: string[] = [], after: string[] = []) => {
    const width = R - L - 30
    const lines = explain.flatMap((t) => s.wrap(t, width, 7.8))
    const closing = after.flatMap((t) => s.wrap(t, width, 7.8))
    s.need(30 + (lines.length + extra.length + closing.length) * 10.4)
    asked++
    s.y -= 18
    s.page.drawCircle({ x: L + 8, y: s.y + 3.5, size: 8, color: ACCENT })
    s.text(String(asked), L + 8, s.y + 0.5, 8.5, bold, 'center', WHITE)
    s.text(ask, L + 24, s.y, 10, bold)
    s.text(answer, R, s.y, 11.5, bold, 'right', ACCENT)
    for (const line of lines) {
      s.y -= 10.4
      s.text(line, L + 24, s.y, 7.8, regular, 'left', GREY)
    }
    for (const line of extra) {
      s.y -= 10.4
      s.text(line, L + 36, s.y, 7.8, regular, 'left', INK)
    }
    for (const line of closing) {
      s.y -= 10.4
      s.text(line, L + 24, s.y, 7.8, regular, 'left', GREY)
    }
    s.y -= 7
    s.rule(s.y, L + 24, R, 0.4)
  }
  const addressLines = bill.addressOnTwoLines
    ? [bill.supplyAddress.street, `${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
    : [`${bill.supplyAddress.street}, ${bill.supplyAddress.zip} ${bill.supplyAddress.city}`]
  const [termLabel, termValue] = contractTerm(bill, random, [
    'Smlouva sjednána na dobu určitou do',
    'Doba trvání smlouvy končí',
    'Závazek trvá do',
  ])
  const sayTerm = `${termLabel}: ${termValue}.`

  if (buys(bill)) {
    const place: string[] = [`Odběrné místo EAN ${bill.ean} na adrese:`]
    const tariff = [
      `Distribuční sazba ${bill.rate}, hlavní jistič ${breakerText}${operator ? `, provozovatel distribuční soustavy ${operator}` : ''}.`,
    ]
    tariff.push(`Produkt ${bill.productName} – ${buyTypeText(bill, random)}. ${sayTerm}`)
    if (sells(bill))
      tariff.push(
        `Výrobna na stejné adrese má EAN ${bill.productionEan}; přetoky vykupujeme v produktu ${bill.sellProductName} (${sellTypeText(bill, random)}).`,
      )
    question(
      random.pick(['Za jaké období a za které místo?', 'Které období a které odběrné místo vyúčtováváme?']),
      period(bill, bill.periodFrom, bill.periodTo),
      place,
      addressLines,
      tariff,
    )

    const usage: string[] = []
    if (bill.twoTariff)
      usage.push(
        `Ve vysokém tarifu (VT) ${e(bill.vtKwh)}, v nízkém tarifu (NT) ${e(bill.ntKwh)}, podle odečtů elektroměru č. ${readings.meter}.`,
      )
    else
      usage.push(`Sazba ${bill.rate} má jediné pásmo, veškerý odběr se účtuje jako VT: ${e(bill.vtKwh)} (elektroměr č. ${readings.meter}).`)
    if (bill.yearlyEstimatePrinted !== null)
      usage.push(
        `${random.pick(['Předpokládaná spotřeba na příští rok', 'Odhad ročního odběru', 'Plánovaná spotřeba na 12 měsíců'])}: ${kwhText(bill, bill.yearlyEstimatePrinted)}.`,
      )
    question(random.pick(['Kolik elektřiny jste odebrali?', 'Kolik jste spotřebovali?']), e(bill.statedTotalKwh), usage)

    question(random.pick(['Kolik stála elektřina a služby?', 'Kolik stojí dodávka za celé období?']), money(bill, bill.buyTotalWithVat), [
      `Cena bez DPH ${money(bill, bill.buyTotalNoVat)}, DPH 21 % ${money(bill, bill.vat)}, celkem s DPH ${money(bill, bill.buyTotalWithVat)}. Rozpis všech položek najdete na další straně.`,
    ])
    const lastPaid = paid.at(-1)
    question(random.pick(['Kolik jste už zaplatili?', 'Kolik jste uhradili na zálohách?']), money(bill, bill.advances), [
      paid.length
        ? `Přijali jsme ${paid.length} ${paid.length === 1 ? 'zálohu' : paid.length < 5 ? 'zálohy' : 'záloh'}, poslední ${date(bill, lastPaid!.date)}; jejich přehled je v závěru vyúčtování.`
        : 'Za toto období jsme od Vás žádnou zálohu nepřijali.',
    ])
    if (sells(bill))
      question(random.pick(['Kolik jsme Vám zaplatili za přetoky?', 'Kolik vyděláte na přetocích?']), money(bill, bill.sellTotal), [
        `Do sítě jste dodali ${e(bill.soldKwh)}. Výkupní částka se odečítá od ceny za dodávku; výrobce není plátcem DPH.`,
      ])
  } else {
    question(
      random.pick(['Za jaké období a za kterou výrobnu?', 'Které období výkupu vyúčtováváme?']),
      period(bill, bill.periodFrom, bill.periodTo),
      [`Výrobna EAN ${bill.productionEan} na adrese:`],
      addressLines,
      [`Produkt ${bill.sellProductName} – ${sellTypeText(bill, random)}. ${sayTerm}`],
    )
    question('Kolik elektřiny jste dodali do sítě?', e(bill.soldKwh), [`Podle odečtů elektroměru č. ${readings.meter} (registr 2.8.0).`])
    question('Kolik Vám za ni zaplatíme?', money(bill, bill.sellTotal), [
      'Výrobce není plátcem DPH, částka je konečná. Rozpis najdete na další straně.',
    ])
  }

  // the result, with its arithmetic and what to do
  const resultWord =
    bill.balance > 0 ? random.pick(['Nedoplatek', 'Doplatek']) : bill.balance < 0 ? (sellOnly ? 'K výplatě' : 'Přeplatek') : 'Vyrovnáno'
  const howTo: string[] = []
  if (buys(bill))
    howTo.push(
      `Výpočet: ${amount(bill, bill.buyTotalWithVat)} − ${amount(bill, bill.advances)}${sells(bill) ? ` − ${amount(bill, bill.sellTotal)}` : ''} = ${amount(bill, bill.balance)} ${c}.`,
    )
  if (bill.balance > 0)
    howTo.push(
      `Doplatíte ${money(bill, bill.balance)} do ${date(bill, bill.dueDate)} na účet ${party.account} (${party.bank}), IBAN ${ibanGrouped(party.account)}, variabilní symbol ${bill.variableSymbol}.`,
    )
  else if (bill.balance < 0)
    howTo.push(
      sellOnly
        ? `Vyplatíme Vám ${money(bill, -bill.balance)} do ${date(bill, bill.dueDate)} na účet, který máme ve smlouvě.`
        : `Vracíme Vám ${money(bill, -bill.balance)} do ${date(bill, bill.dueDate)} na účet, ze kterého platíte zálohy.`,
    )
  else howTo.push('Nic nedoplácíte a nic Vám nevracíme.')
  question(random.pick(['Jaký je výsledek?', 'Co z toho vychází?']), `${resultWord} ${money(bill, Math.abs(bill.balance))}`, howTo)
  if (next)
    question(
      random.pick(['Kolik budete platit dál?', 'Jaké budou nové zálohy?']),
      `${money(bill, next.rows[0]!.amount)} ${next.every === 'monthly' ? 'měsíčně' : 'čtvrtletně'}`,
      [
        `První záloha je splatná ${date(bill, next.rows[0]!.date)}, poslední ${date(bill, next.rows.at(-1)!.date)}, vždy k ${next.day}. dni${next.every === 'monthly' ? ' v měsíci' : ' prvního měsíce čtvrtletí'}. Výši záloh si můžete upravit v zákaznickém účtu.`,
      ],
    )

  // ---- the detail on a page of its own: amount first, then what it is, then how it was computed
  s.addPage()
  const groups: Group[] = []
  if (buys(bill)) {
    groups.push({
      title: `Obchodní část – ${party.name}`,
      kinds: ['energyVt', 'energySingle', 'discountVt', 'energyNt', 'spotFee', 'monthlyFee'],
    })
    groups.push({
      title: `Distribuce – ${operator ?? 'provozovatel distribuční soustavy'}`,
      kinds: ['distVt', 'distSingle', 'distNt', 'breaker'],
    })
    groups.push({ title: 'Regulované platby (ERÚ, ČEPS, OTE)', kinds: ['systemServices', 'poze', 'infrastructure'] })
    groups.push({ title: 'Daň z elektřiny (zákon č. 261/2007 Sb.)', kinds: ['tax'] })
  }
  if (sells(bill)) groups.push({ title: `Výkup z výrobny EAN ${bill.productionEan}`, kinds: ['sellEnergy', 'sellFee', 'sellMonthly'] })
  const multi = segmentsOf(bill).length > 1
  s.title(
    sellOnly ? 'Z čeho se skládá výkupní částka' : 'Z čeho se skládá cena',
    `částky bez DPH v ${c} · vpravo množství × jednotková cena`,
  )
  const labelOf = (item: LineItem) => {
    if (item.kind === 'distVt' || item.kind === 'distNt' || item.kind === 'distSingle') return `${labels[item.kind]}, sazba ${bill.rate}`
    if (item.kind === 'breaker') return `${labels.breaker} ${breakerText}`
    return labels[item.kind]
  }
  for (const group of groups) {
    const items = itemsOf(bill, group.kinds)
    if (!items.length) continue
    s.need(40)
    s.y -= 10
    s.rect(L, s.y, R - L, 15, BAND)
    s.text(group.title, L + 6, s.y - 10.5, 8.2, bold, 'left', ACCENT)
    s.text(amount(bill, sumTotals(items)), R - 6, s.y - 10.5, 8.2, bold, 'right', ACCENT)
    s.y -= 15
    for (const item of items) {
      const [qty, unit] = quantityParts(bill, item, mwhDecimals, 'měs.')
      const [price, priceUnit] = priceParts(bill, item, 'měs.', per)
      s.need(multi ? 22 : 14)
      s.y -= 12
      s.text(amount(bill, item.total), L + 74, s.y, 8.4, bold, 'right')
      s.text(labelOf(item), L + 84, s.y, 8)
      s.text(`${qty} ${unit} × ${price} ${priceUnit}`, R - 6, s.y, 7.6, regular, 'right', GREY)
      if (multi) {
        s.y -= 8.5
        s.text(period(bill, item.from, item.to), L + 84, s.y, 6.6, italic, 'left', GREY)
      }
    }
    s.y -= 3
    s.rule(s.y, L, R, 0.4)
  }
  s.need(50)
  s.y -= 16
  const totalLine = (label: string, value: string, strong = false) => {
    s.text(value, L + 74, s.y, strong ? 9.4 : 8.6, strong ? bold : regular, 'right', strong ? ACCENT : INK)
    s.text(label, L + 84, s.y, strong ? 9 : 8.2, strong ? bold : regular)
    s.y -= 12.5
  }
  if (buys(bill)) {
    totalLine(random.pick(['Celkem za dodávku bez DPH', 'Cena celkem bez DPH']), amount(bill, bill.buyTotalNoVat))
    totalLine('DPH 21 %', amount(bill, bill.vat))
    totalLine(`Celkem s DPH (${c})`, amount(bill, bill.buyTotalWithVat), true)
  }
  if (sells(bill)) totalLine(`Výkup celkem (${c}, bez DPH)`, amount(bill, bill.sellTotal), !buys(bill))

  // ---- meter readings
  s.title(`Odečty elektroměru č. ${readings.meter}`)
  const rc = [L + 4, L + 120, 350, 420, 480, R - 4]
  s.y -= 11
  for (const [k, head] of ['Registr', 'Od – do', 'Stav na začátku', 'Stav na konci', 'Rozdíl', 'Typ odečtu'].entries())
    s.text(head, rc[k]!, s.y, 6.8, bold, k >= 2 && k <= 4 ? 'right' : k === 5 ? 'right' : 'left', GREY)
  s.y -= 4
  s.rule(s.y)
  for (const r of readings.rows) {
    s.need(12)
    s.y -= 11
    const reg =
      r.kind === 'out'
        ? `${r.register} dodávka do sítě`
        : r.kind === 'nt'
          ? `${r.register} (NT)`
          : bill.twoTariff
            ? `${r.register} (VT)`
            : r.register
    s.text(reg, rc[0]!, s.y, 7.6)
    s.text(period(bill, r.from, r.to), rc[1]!, s.y, 7.6)
    s.text(num(bill, r.start, 0), rc[2]!, s.y, 7.6, regular, 'right')
    s.text(num(bill, r.end, 0), rc[3]!, s.y, 7.6, regular, 'right')
    s.text(num(bill, r.end - r.start, 0), rc[4]!, s.y, 7.6, regular, 'right')
    s.text(r.estimated ? 'odhad k datu změny ceny' : 'skutečný', rc[5]!, s.y, 7.2, italic, 'right', GREY)
  }

  // ---- advances received, in three columns
  if (buys(bill)) {
    s.title(random.pick(['Přijaté zálohy', 'Zálohy zaplacené v období']), `celkem ${money(bill, bill.advances)}`)
    if (!paid.length) s.paragraph('V tomto období nebyla zaplacena žádná záloha.', 7.8, L, R - L, INK)
    const colW = (R - L) / 3
    for (let k = 0; k < paid.length; k += 3) {
      s.need(12)
      s.y -= 11.5
      for (let j = 0; j < 3 && k + j < paid.length; j++) {
        const p = paid[k + j]!
        s.text(date(bill, p.date), L + j * colW + 4, s.y, 7.8)
        s.text(amount(bill, p.amount), L + (j + 1) * colW - 12, s.y, 7.8, regular, 'right')
      }
    }
  }

  // ---- notes
  s.title('Důležité informace')
  const notes: string[] = []
  if (buys(bill) && bill.distributorShown === 'fault-line')
    notes.push(
      `Výpadek proudu nebo poruchu na přípojce hlaste na poruchovou linku distributora ${FAULT_LINES[bill.distributor]} (24 hodin denně).`,
    )
  if (buys(bill) && operator && random.chance(0.5)) notes.push(`Poruchová služba ${operator}: ${FAULT_LINES[bill.distributor]}.`)
  notes.push(
    `Zákaznická linka ${party.phone}, ${party.email}. ${party.name} je zapsána v obchodním rejstříku vedeném ${sentence(party.register)}`,
  )
  if (buys(bill)) notes.push(fuelMix(random, Number(bill.issueDate.slice(0, 4)) - 1))
  notes.push(promoText(bill, random))
  notes.push(COMPLAINT_NOTE)
  for (const note of notes) {
    s.y -= 3
    s.paragraph(`• ${note}`, 7.2)
  }

  // ---- running header on further pages, footer on every page
  const total = s.pages.length
  s.pages.forEach((page, index) => {
    s.page = page
    if (index > 0) {
      s.text(party.name, L, TOP - 2, 7.6, bold, 'left', ACCENT)
      s.text(`${docTitle} ${bill.invoiceNumber} · ${period(bill, bill.periodFrom, bill.periodTo)}`, R, TOP - 2, 7.2, regular, 'right', GREY)
      s.rule(TOP - 8, L, R, 0.6, ACCENT)
    }
    s.rule(50, L, R, 0.4)
    s.text(`${party.name} · ${party.web}`, L, 40, 6.6, regular, 'left', GREY)
    s.text(`${index + 1}. strana z ${total}`, R, 40, 7, regular, 'right', GREY)
  })

  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setCreator('Zákaznický systém Q-Bill 2')
  doc.setTitle(`${docTitle} ${bill.invoiceNumber}`)
  doc.setAuthor(party.name)
  const stamp = new Date(`${bill.issueDate}T05:45:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)
  return doc.save({ useObjectStreams: false })
}
