/**
 * SIXTH FORMER HELD-OUT layout "prose-letter" (written 2026-11-23). Written blind, without reading the
 * extraction rules or the development layouts; unsealed in session 5 (see index.ts).
 *
 * The bill told in sentences, as small suppliers and energy cooperatives write it: a letterhead, a
 * short identification block (numbers and dates as label–value lines), the addressee, then a letter
 * whose paragraphs carry everything else — supply point, rate, breaker, product, consumption, every
 * item as a sentence with its quantity, unit price and amount, the buy-back, and a final paragraph
 * with totals, advances and the result. Drawn with pdf-lib (Sheet) as a mail-merge system would.
 */
import type { Bill, LineItem } from '../bill.ts'
import type { Random } from '../random.ts'
import { Sheet } from '../sheet.ts'
import {
  breakerText,
  buyItems,
  CREATED,
  customerIco,
  date,
  distributorNote,
  eanLines,
  energy,
  itemNamer,
  itemPeriod,
  kwh,
  money,
  owes,
  quantity,
  segmented,
  sellItems,
  supplyAddress,
  unitPrice,
} from './common.ts'

/** A value whose inner spaces must not break across lines ("10 782,72 Kč" stays on one line). */
const KEEP = '\u0001'
const v = (text: string) => text.replace(/[ \u00a0]/g, (space) => (space === ' ' ? KEEP : space))

/** Wraps a sentence on its spaces, never inside a kept value, and prints it line by line. */
function prose(sheet: Sheet, text: string, x = 0, width = sheet.width): void {
  const lines: string[] = []
  let current = ''
  const shown = (line: string) => line.replaceAll(KEEP, ' ')
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word
    if (current && sheet.textWidth(shown(next), { size: 9.5 }) > width) {
      lines.push(current)
      current = word
    } else current = next
  }
  if (current) lines.push(current)
  for (const line of lines) sheet.row([[x, shown(line)]], 9.5, 1.5)
  sheet.gap(5)
}

/** Letterhead and the identification block: label–value lines, right of the sender. */
function header(sheet: Sheet, bill: Bill, random: Random): void {
  sheet.row([[0, bill.supplierName, { bold: true, size: 13 }]], 13)
  sheet.row(
    [
      [
        0,
        random.pick([
          'Zákaznické centrum, Náměstí Míru 12, 586 01 Jihlava',
          'Kancelář: Dlouhá 4, 674 01 Třebíč',
          'Obchodní oddělení, Sadová 9, 767 01 Kroměříž',
        ]),
      ],
    ],
    8,
  )
  sheet.gap(10)
  const title = random.pick(['Vyúčtování dodávky elektřiny', 'Vyúčtování elektřiny – daňový doklad', 'Roční vyúčtování elektřiny'])
  sheet.row([[0, title, { bold: true, size: 11 }]], 11)
  const pairs: [string, string][] = [
    [random.pick(['Číslo faktury', 'Číslo dokladu', 'Faktura č.']), bill.invoiceNumber],
    ['Variabilní symbol', bill.variableSymbol],
    [random.pick(['Zákaznické číslo', 'Číslo zákazníka']), bill.customerNumber],
    [random.pick(['Datum vystavení', 'Vystaveno dne']), date(bill.issueDate, bill)],
    [random.pick(['Datum splatnosti', 'Splatnost']), date(bill.dueDate, bill)],
  ]
  for (const [label, value] of pairs)
    sheet.row(
      [
        [300, `${label}:`],
        [420, value],
      ],
      8.5,
    )
  sheet.gap(8)
  addressee(sheet, bill)
  sheet.gap(16)
}

/** The window-envelope addressee: customer over the billing address. */
function addressee(sheet: Sheet, bill: Bill): void {
  const ico = customerIco(bill)
  sheet.row([[300, bill.customerName, { bold: true }]], 9.5)
  if (ico) sheet.row([[300, `IČO: ${ico}`]], 9.5)
  sheet.row([[300, bill.billingAddress.street]], 9.5)
  sheet.row([[300, `${bill.billingAddress.zip} ${bill.billingAddress.city}`]], 9.5)
}

/** The opening paragraphs: supply point, EANs, rate, breaker, distributor, product and contract. */
function opening(sheet: Sheet, bill: Bill, random: Random): void {
  prose(sheet, random.pick(['Vážená zákaznice, vážený zákazníku,', 'Vážení,', 'Dobrý den,']))
  const eans = eanLines(bill)
    .map(([label, ean]) => `${label} ${ean}`)
    .join(' a ')
  prose(
    sheet,
    `zasíláme Vám vyúčtování ${bill.direction === 'sell' ? 'výkupu elektřiny' : 'elektřiny'} za období od ${v(date(bill.periodFrom, bill))} do ${v(date(bill.periodTo, bill))} pro ${bill.direction === 'sell' ? 'výrobnu' : 'odběrné místo'} na adrese ${v(supplyAddress(bill))} (${eans}).`,
  )
  if (bill.direction !== 'sell') {
    const distributor = distributorNote(
      bill,
      (name) => ` Provozovatelem distribuční soustavy je ${name}`,
      () => '',
    )
    prose(
      sheet,
      `Odběrné místo má distribuční sazbu ${bill.rate} a hlavní jistič ${v(breakerText(bill))}.${distributor ? `${distributor}.` : ''} Elektřinu Vám dodáváme v produktu „${bill.productName}“, ${bill.contractEnd ? `smlouva je sjednána na dobu určitou do ${v(date(bill.contractEnd, bill))}.` : 'smlouva je uzavřena na dobu neurčitou.'}`,
    )
    const split = bill.twoTariff
      ? `, z toho ${v(energy(bill.vtKwh, bill))} ve vysokém tarifu a ${v(energy(bill.ntKwh, bill))} v nízkém tarifu`
      : ''
    const estimate =
      bill.yearlyEstimatePrinted === null
        ? ''
        : ` Vaši předpokládanou roční spotřebu odhadujeme na ${v(kwh(bill.yearlyEstimatePrinted, bill))}.`
    prose(sheet, `Celkem jste v tomto období odebrali ${v(energy(bill.statedTotalKwh, bill))} elektřiny${split}.${estimate}`)
  } else if (bill.contractEnd) {
    prose(sheet, `Smlouva o výkupu je sjednána na dobu určitou do ${v(date(bill.contractEnd, bill))}.`)
  }
}

/** One item as a sentence: what, how much, at which unit price, and the amount. */
function itemSentence(item: LineItem, bill: Bill, name: string, random: Random): string {
  const period = segmented(bill) ? `Za období ${v(itemPeriod(item, bill))} ` : ''
  const lead = period ? `${period}${name.charAt(0).toLowerCase()}${name.slice(1)}` : name
  const qty = v(quantity(item, bill))
  const price = v(unitPrice(item, bill))
  const total = v(money(item.total, bill))
  const phrasing = random.int(0, 2)
  if (phrasing === 0) return `${lead}: ${qty} za ${price}, tj. ${total}.`
  if (phrasing === 1) return `${lead} – ${qty} po ${price} – činí ${total}.`
  return `${lead} v rozsahu ${qty} při ceně ${price} dělá ${total}.`
}

function itemParagraphs(sheet: Sheet, bill: Bill, random: Random): void {
  const name = itemNamer(random)
  const buys = buyItems(bill)
  if (buys.length) {
    prose(sheet, random.pick(['Vyúčtování se skládá z těchto položek (ceny bez DPH):', 'Jednotlivé položky vyúčtování bez DPH:']))
    for (const item of buys) prose(sheet, itemSentence(item, bill, name(item.kind), random), 14, sheet.width - 14)
  }
  const sells = sellItems(bill)
  if (sells.length) {
    prose(
      sheet,
      `Z Vaší výrobny jsme v rámci produktu „${bill.sellProductName}“ vykoupili ${v(energy(bill.soldKwh, bill))} elektřiny. Výkup se skládá z těchto položek:`,
    )
    for (const item of sells) prose(sheet, itemSentence(item, bill, name(item.kind), random), 14, sheet.width - 14)
    prose(sheet, `Za vykoupenou elektřinu Vám celkem náleží ${v(money(bill.sellTotal, bill))} (nejste plátcem DPH).`)
  }
}

/** The final paragraph: totals, VAT, advances, buy-back and the result with its due date. */
function closing(sheet: Sheet, bill: Bill, random: Random): void {
  const parts: string[] = []
  if (bill.direction !== 'sell') {
    parts.push(
      `Celkem bez DPH činí vyúčtování ${v(money(bill.buyTotalNoVat, bill))}, DPH 21 % ${v(money(bill.vat, bill))}, celkem s DPH ${v(money(bill.buyTotalWithVat, bill))}.`,
      `Na zálohách jste uhradili ${v(money(bill.advances, bill))}.`,
    )
  }
  const deducted =
    bill.direction === 'buy' ? 'po odečtení záloh' : bill.direction === 'both' ? 'po odečtení záloh a výkupu' : 'po započtení výkupu'
  const result = owes(bill)
    ? `Vám ${deducted} vzniká nedoplatek ${v(money(bill.balance, bill))}, který prosíme uhraďte do ${v(date(bill.dueDate, bill))} na účet 2801234567/2010 pod variabilním symbolem ${bill.variableSymbol}.`
    : `Vám ${deducted} vzniká přeplatek ${v(money(Math.abs(bill.balance), bill))}, který Vám vrátíme do ${v(date(bill.dueDate, bill))} pod variabilním symbolem ${bill.variableSymbol}.`
  parts.push(`${random.pick(['Celkově tedy', 'Výsledně'])} ${result}`)
  prose(sheet, parts.join(' '))
  const fault = distributorNote(
    bill,
    () => '',
    (phone) => `Poruchová linka distributora: ${v(phone)} (poruchy a výpadky dodávky hlaste nepřetržitě).`,
  )
  if (fault) prose(sheet, fault)
  prose(sheet, random.pick(['Děkujeme, že odebíráte elektřinu od nás.', 'Děkujeme za Vaši důvěru.']))
  sheet.gap(8)
  prose(sheet, `S pozdravem ${random.pick(['Marie Holubová', 'Ing. Petr Sedláček', 'Alena Vávrová'])}, zákaznické oddělení`)
}

export async function renderProseLetter(bill: Bill, random: Random): Promise<Uint8Array> {
  const sheet = await Sheet.create(`Vyúčtování ${bill.invoiceNumber}`, bill.supplierName, CREATED)
  header(sheet, bill, random)
  opening(sheet, bill, random)
  itemParagraphs(sheet, bill, random)
  closing(sheet, bill, random)
  return sheet.bytes()
}
