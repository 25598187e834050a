/**
 * Supplier rules: how each supplier is recognised, where its values sit relative to their labels,
 * and its own wording (INVOICE_WORDING.md), tried before the generic label set that serves every
 * other supplier. Patterns run on folded text (lower case, no diacritics).
 */
import type { LabelSide } from './document.ts'
import { notALabel } from './validate.ts'
import { memoized } from './text.ts'

export type LabelKey =
  | 'invoiceNumber'
  | 'issueDate'
  | 'period'
  | 'periodFrom'
  | 'periodTo'
  | 'ean'
  | 'customerName'
  | 'address'
  | 'product'
  | 'sellProduct'
  | 'contractEnd'
  | 'contractIndefinite'
  | 'totalNoVat'
  | 'vat'
  | 'totalWithVat'
  | 'advances'
  | 'balanceOwed'
  | 'balanceOverpaid'
  | 'balanceSigned'
  | 'sellTotal'
  | 'totalKwh'
  | 'tariffSplitKwh'
  | 'yearlyKwh'
  | 'rate'
  | 'breaker'
  | 'supplierName'
  | 'spotFee'

export interface SupplierProfile {
  key: string
  /** Legal name as the supplier prints it; null for the generic profile (read from the bill). */
  legalName: string | null
  detect: RegExp | null
  /** Labels whose value this supplier prints before the label (value-before-label layouts). */
  valueBefore: LabelKey[]
  labels: Partial<Record<LabelKey, RegExp>>
}

/** Optional "(8)" row number of numbered summaries (PRE) before a label at the start of a cell. */
const start = (pattern: string) => new RegExp(`^(?:\\(\\d+\\)\\s*)?(?:${pattern})`)

export const GENERIC_LABELS: Record<LabelKey, RegExp> = {
  invoiceNumber: /evidencni cislo danoveho dokladu|cislo (opravneho )?(danoveho )?dokladu|cislo faktury|danovy doklad c\.?|^doklad c\.|faktura c\.|samofakturace c\.|faktura cislo|cislo dokladu|doklad cislo|cislo vyuctovani|(^|\s)c\. ?(faktury|dokladu|fa\b)|cislo fa\b|evidencni cislo|cislo ucetniho dokladu|(^|\s)vyuctovani( [a-z]+){0,2} c\. ?(?=[a-z]{0,4}\d)|(^|\s)(k )?faktur[aeuy] (?=[a-z]{0,4}\d{6})/,
  issueDate: /datum vystaveni( faktury| dokladu)?|^vystaveni (faktury|dokladu)$|vystaveno dne|^vystaveno\b|datum vyhotoveni|den vystaveni|^dat\. ?vyst(aveni|\.)/,
  period: /zuctovaci obdobi|fakturacni obdobi|vyuctovaci obdobi|zuct\. ?obd(obi|\.)|fakt\. ?obd(obi|\.)|obdobi plneni|odectove obdobi|obdobi vyuctovani|obdobi spotreby|obdobi dodavky|vyuctovani (bylo provedeno )?za obdobi( od)?/,
  periodFrom: /^(zuctovaci |fakturacni )?obdobi od\b|^zacatek (zuctovaciho )?obdobi|^vyuctovani od\b/,
  periodTo: /^(zuctovaci |fakturacni )?obdobi do\b|^konec (zuctovaciho )?obdobi|^vyuctovani do\b/,
  ean: /\bean\b|kod opm|kod om\b|kod odberneho mista/,
  customerName: /(^|\/ )zakaznik\b|^odberatel\b(?! vyroby)|^vyrobce\b|^dodavatel vyroby\b|^adresat\b|^korespondencni adresa$|jmeno a prijmeni|prijmeni a jmeno|(jmeno|nazev) (zakaznika|odberatele)|obchodni firma|^obchodni partner\b|^(jmeno|firma)(?=\s*(:|$|\.{3}|\/))/,
  address: /adresa odberneho mista|\bodberne misto( na adrese)?\b|adresa mista spotreby|misto spotreby|misto vyroby|misto dodani|misto odberu|adresa om\b|adresa vyrobny|^vyrobna\b|predavaci misto|misto pripojeni|adresa opm\b|^(o?pm|om)(?=\s*(:|$|\.{3}|\/))|^ulice( a cislo( popisne)?)?\b/,
  // The buy-back's own product ("Produkt výkupu", "Výkupní produkt") is sellProduct's.
  // "Produkt Výkup elektřiny Fix": the product named after the label, not "Produkt výkupu" / "Produkt pro výkup" (the buy-back's label).
  product: /^produkt(?! (pro vykup|vykupu\b|vykup\s*(:|$)))( dodavky| elektriny)?\b|nazev produktu|cenovy produkt|typ produktu|(sjednany|zvoleny|vas) produkt|produktova rada|nazev tarifu|^tarif(?=\s*(:|$|\.{3}|\/))|^tarif (obchodnika|dodavatele)\b|^cenik(?=\s*(:|$))/,
  sellProduct: /^(produkt pro vykupu?|produkt vykupu|vykupni produkt|produkt vyrobny)\b|^(produkt )?vykup(?=\s*(:|$))/,
  contractEnd: /dobu urcitou(,? konec| do( dne)?)|doba urcita do|(^|· )trvani smlouvy(?=\s*(:|$))|smlouva plati do|(konec )?platnost(i)? smlouvy( do)?(?=\s*(:|$))|platnost smlouvy do|konec smlouvy|konec smluvniho obdobi|smlouva konci|smlouva (je )?((platna|sjednana|uzavrena) )?do\b|doba trvani smlouvy|trvani smlouvy do|(smluvni )?zavazek( ze smlouvy| odberu)?( trva)? do|konec smluvniho zavazku|dodavka (je )?sjednana do|produkt plati do|(sjednana )?doba trvani do|datum ukonceni smlouvy|^ukonceni smlouvy( ke dni)?(?=\s*(:|$))|(?<!prodlouzeni )fixace( ceny)? do|konec fixace|fixace( ceny)? konci|(cena|garance)( ceny)? (je )?garantovana do|garance ceny do|(platnost )?(cenikove |cenove )?garance( ceny)? do|smluvni vztah (konci|trva)( dne| do)?(?=\s*(:|$))/,
  contractIndefinite: /dobu neurcitou|doba trvani smlouvy: neurcita/,
  totalNoVat: start('celkem bez dph|zaklad dph|zaklad(?=\\s*(:|$))|celkova cena bez dph|cena celkem bez dph|celkem bez dane|zaklad dane|soucet bez dph|(celkem|soucet) za (elektrinu|vyuctovani) bez dph|celkem za (dodavku )?elektrin[a-z]*( a [a-z ]{0,40}?)? bez dph|(fakturovana|celkova) castka bez dph|elektrina a regulovane sluzby bez dph|faktura celkem bez dph'),
  vat: start('dph\\b|dan z pridane hodnoty\\b'),
  totalWithVat: start('celkem s dph|celkem vcetne dph|celkem vc\\. dph|celkova cena s dph|cena celkem s dph|cena celkem vc(\\.|etne) dph|soucet (s|vc\\.|vcetne) dph|celkem za (elektrinu|vyuctovani|dodavku( elektriny)?) (s|vc\\.|vcetne) dph|(fakturovana|celkova) castka (s|vc\\.|vcetne) dph|faktura celkem (s|vc\\.|vcetne) dph|fakturovano (s|vc\\.|vcetne) dph|celkem k uhrade pred odectenim zaloh'),
  // Also worded as the subtraction it is ("Minus uhrazené zálohy", "Odečtené zálohy").
  advances: start('(?:(?:minus|odecteno|odecet|-)\\s*)?(zaplacene|zuctovane|zapoctene|uhrazene|prijate|odectene) zalohy|zalohy (celkem|uhrazene|zaplacene)|odecet zaloh|soucet zaloh|(zaplaceno|uhrazeno) (na zalohach|zalohami)|zauctovane platby'),
  balanceOwed: start('nedoplatek|doplatek|doplatite\\b|k uhrade\\b|(celkem|zbyva) k uhrade\\b(?! pred)|castka k uhrade|k zaplaceni|k doplaceni|zbyva (uhradit|doplatit)|rozdil k uhrade|vysledek vyuctovani\\s*[-:(]?\\s*nedoplatek'),
  balanceOverpaid: start('preplatek|k vyplate|k vraceni|vracime vam|vratime vam|celkem k vyplate|vysledek vyuctovani\\s*[-:(]?\\s*preplatek'),
  // "Výsledek vyúčtování: −1 234,00 Kč": minus is a refund; not the worded "Výsledek vyúčtování – přeplatek: 1 234,00 Kč".
  balanceSigned: start('celkem po zuctovani zaloh|vysledek vyuctovani(?!\\s*[-:(]?\\s*(preplatek|nedoplatek))'),
  sellTotal: start('vykup elektriny celkem|vykup celkem|celkem za vykup|celkem k vyplate'),
  totalKwh: /celkova spotreba\b|(jste|bylo) (v tomto obdobi |za (toto )?obdobi )?(odebral[ia]?|spotreboval[ia]?|odebrano|spotrebovano)\b|celkove dodane mnozstvi(?! (elektriny )?(do site|z vyrobny))|spotreba celkem|spotreba elektriny celkem|spotreba za obdobi|spotreba za (zuctovaci|fakturacni|vyuctovaci) obdobi(?=\s*:)|dodane mnozstvi celkem|celkova dodavka elektriny|celkem spotrebovano|vase celkova spotreba/,
  tariffSplitKwh: /celkove distribuovane mnozstvi elektriny/,
  yearlyKwh: /predpokladan(a|ou) rocni spotreb(a|u)|odhad rocni spotreby|rocni predpokladana spotreba|predpokladana spotreba za rok|(ocekavana|planovana) rocni spotreba|rocni spotreba (\(odhad\)|- odhad)|odhad(ovana)? (rocni )?spotreb[ya]( na ((dalsich|pristich) )?12( mesicu)?)?|(predpokladan[ay] (spotreba|odber)|(ocekavana|planovana) spotreba)( (za|na) (12 mesicu|rok))?|(rocni )?predpoklad(em)? (rocni(ho)? )?(spotreby|odberu)|za rok odhadujeme|(ocekavany|planovany|odhadovany|predpokladany) (rocni )?odber( (za|na) (12( mesicu)?|rok))?|odhad rocniho (odberu|spotreby)|rocni (odber|spotreba) (podle|dle) (predikce|odhadu|predpokladu)|(predikce|predpoved|prognoza) (rocni(ho)? )?(odberu|spotreby)/,
  rate: /distribucni sazba|sazba distribuce|^sazba\b/,
  breaker: /jistic|jistice/,
  // The producer supplies the production a buy-back statement buys ("Dodavatel výroby (výrobce)"): the customer, not the supplier.
  supplierName: /^dodavatel\b(?! vyroby)|^prodavajici\b|^odberatel vyroby\b/,
  // A spot trader's fee stated once among the contract terms, not billed as an item.
  spotFee: /^(obchodni )?(marze|prirazka)( obchodnika| dodavatele)?( k (hodinove|spotove) cene)?\s*(:|$)|^poplatek (obchodnika|za (obchodni )?sluzby( obchodnika)?)\s*(:|$)/,
}

/** Labels of values no field takes, which a label's value must not run into. */
const OTHER_LABELS = /^(datum splatnosti|splatnost|variabilni symbol|vs\b|konstantni symbol|zakaznicke cislo|cislo zakaznika|cislo smlouvy|ic\b|ico|dic|bankovni spojeni|cislo uctu|zpusob platby|dph %|sazba dph|(typ|druh|model) ceny|vykupni cena$|cenovy model|zpusob (stanoveni|tvorby) ceny|smluvni vztah|(typ|druh) smlouvy|cislo elektromeru|(provozovatel distribucni soustavy|distributor)$)/

/** A cell that is a label, not a value: no digits, and a label's wording at its start or a colon at its end. */
export const isLabelCell = memoized((folded: string): boolean => {
  const text = folded.trim()
  // A label has words: a footnote's asterisk or a dash alone is none.
  if (!/\p{L}/u.test(text) || /\d/.test(text)) return false
  if (text.endsWith(':') || !notALabel(text)) return true
  return OTHER_LABELS.test(text) || Object.values(GENERIC_LABELS).some((pattern) => pattern.exec(text)?.index === 0)
})

/**
 * Wording that also names other things (a price period's heading "Období 1. 1. – 30. 6.", "za období"
 * in a sentence): tried only after every line was searched for the labels above.
 */
const WEAK_LABELS: Partial<Record<LabelKey, RegExp>> = {
  // Also asked as a question: "Za jaké období a za které místo?"
  period: /za (jake |ktere )?obdobi|^obdobi\b/,
  // A bare "Adresa" may be the billing or correspondence address printed before the supply point's.
  // "… pro výrobnu s předávacím místem 859… na adrese:" over the address: a sentence that ends on its label.
  address: /^adresa\b(?! (pro dorucen|korespondencni|fakturacni|sidla|zakaznika|odberatele|dodavatele))|\bna adrese\s*:$/,
  advances: start('zalohy\\b'),
  // A tile's caption "Výkup - spot", "Výkup - pevná cena" under the buy-back product's name: how it is priced, not an item ("Výkup - přetoky do sítě").
  sellProduct: /^vykup\s[-–]\s(spot\w*( cena)?|fix\w*( cena)?|pevn\w* cena|variabilni cena|cena dle \w+)$/,
}

export const SUPPLIERS: SupplierProfile[] = [
  {
    key: 'cez',
    legalName: 'ČEZ Prodej, a.s.',
    detect: /cez prodej/,
    valueBefore: [],
    labels: { customerName: /^cast a \/ zakaznik/, totalKwh: /celkove dodane mnozstvi elektriny/, tariffSplitKwh: /celkove distribuovane mnozstvi elektriny/ },
  },
  {
    key: 'eon',
    legalName: 'E.ON Energie, a.s.',
    detect: /e\.on energie/,
    // "<n> Číslo daňového dokladu", "<date> Datum vystavení faktury", "<EAN> EAN"
    valueBefore: ['invoiceNumber', 'issueDate', 'ean'],
    // "Faktura celkem" carries both totals on one line; worded per VAT ("Faktura celkem bez DPH") each line is its own.
    labels: { issueDate: /datum vystaveni faktury/, totalNoVat: /v kc bez dph|^faktura celkem(?! (s|vc\.?|vcetne) dph)/, totalWithVat: /^faktura celkem(?! bez dph)/, advances: /^zapoctene zalohy/, period: /vyuctovani bylo provedeno za obdobi/ },
  },
  {
    key: 'pre',
    legalName: 'Pražská energetika, a.s.',
    detect: /prazska energetika|ico:? 60193913/,
    valueBefore: [],
    labels: { totalNoVat: start('elektrina a regulovane sluzby(?!.*\\b(s|vc\\.?|vcetne)( dph|\\s*$))'), advances: start('zuctovane zalohy'), balanceSigned: start('celkem po zuctovani zaloh') },
  },
  {
    key: 'innogy',
    legalName: 'innogy Energie, s.r.o.',
    detect: /innogy energie/,
    valueBefore: [],
    labels: { totalNoVat: /^celkova cena bez dph/, totalWithVat: /^celkova cena s dph/, balanceOwed: /vysledek vyuctovani: nedoplatek/, balanceOverpaid: /vysledek vyuctovani: preplatek/, address: /^misto spotreby/ },
  },
  {
    key: 'centropol',
    legalName: 'Centropol Energy, a.s.',
    detect: /centropol energy/,
    valueBefore: [],
    labels: { address: /na adrese/, ean: /s kodem ean/, totalKwh: /vase celkova spotreba elektriny/, period: /dodavky elektriny za obdobi/, advances: /^zauctovane platby/ },
  },
  {
    key: 'mnd',
    legalName: 'MND a.s.',
    detect: /\bmnd a\.s\.|cenik mnd/,
    valueBefore: [],
    labels: { totalNoVat: /^zaklad dph/, totalWithVat: /celkem k uhrade pred odectenim zaloh/, period: /fakturacni obdobi/ },
  },
]

export const GENERIC_PROFILE: SupplierProfile = { key: 'generic', legalName: null, detect: null, valueBefore: [], labels: {} }

/** The supplier whose name the bill carries (on its own identity lines, not in passing), else generic. */
export function detectSupplier(foldedText: string): SupplierProfile {
  return SUPPLIERS.find((profile) => profile.detect!.test(foldedText)) ?? GENERIC_PROFILE
}

/** Where to look for a label's value: before it first in value-before-label layouts. */
export function sidesFor(profile: SupplierProfile, key: LabelKey): LabelSide[] {
  return profile.valueBefore.includes(key) ? ['before', 'after'] : ['after']
}

/** Supplier-specific label first, then the generic one, then the weak one. */
export function labelsFor(profile: SupplierProfile, key: LabelKey): RegExp[] {
  const own = profile.labels[key]
  const weak = WEAK_LABELS[key]
  return [...(own ? [own] : []), GENERIC_LABELS[key], ...(weak ? [weak] : [])]
}
