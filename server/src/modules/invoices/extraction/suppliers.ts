/**
 * Supplier rules: how each supplier is recognised, where its values sit relative to their labels,
 * and its own wording (INVOICE_WORDING.md), tried before the generic label set that serves every
 * other supplier. Patterns run on folded text (lower case, no diacritics).
 */
import type { LabelSide } from './document.ts'

export type LabelKey =
  | 'invoiceNumber'
  | 'issueDate'
  | 'period'
  | 'ean'
  | 'customerName'
  | 'address'
  | 'product'
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
  invoiceNumber: /evidencni cislo danoveho dokladu|cislo danoveho dokladu|cislo faktury|danovy doklad c\.?|faktura c\.|faktura cislo|cislo dokladu|cislo vyuctovani/,
  issueDate: /datum vystaveni( faktury| dokladu)?|vystaveno dne|datum vyhotoveni/,
  period: /zuctovaci obdobi|fakturacni obdobi|vyuctovaci obdobi|vyuctovani (bylo provedeno )?za obdobi( od)?|za obdobi|^obdobi\b/,
  ean: /\bean\b|kod opm/,
  customerName: /(^|\/ )zakaznik\b|^odberatel\b|^vyrobce\b|jmeno a prijmeni|jmeno zakaznika|nazev zakaznika|obchodni firma/,
  address: /adresa odberneho mista|\bodberne misto\b|adresa mista spotreby|misto spotreby|misto dodani|adresa vyrobny|^adresa\b/,
  product: /^produkt\b|nazev produktu|cenovy produkt|typ produktu/,
  contractEnd: /dobu urcitou do( dne)?|smlouva plati do|platnost smlouvy do|konec smlouvy|smlouva konci/,
  contractIndefinite: /dobu neurcitou|doba trvani smlouvy: neurcita/,
  totalNoVat: start('celkem bez dph|zaklad dph|celkova cena bez dph|elektrina a regulovane sluzby bez dph'),
  vat: start('dph\\b'),
  totalWithVat: start('celkem s dph|celkem vcetne dph|celkem vc\\. dph|celkova cena s dph|celkem k uhrade pred odectenim zaloh'),
  advances: start('(zaplacene|zuctovane|zapoctene|uhrazene|prijate) zalohy|zalohy celkem|zauctovane platby'),
  balanceOwed: start('nedoplatek|doplatek|k uhrade\\b|castka k uhrade|zbyva uhradit|vysledek vyuctovani: nedoplatek'),
  balanceOverpaid: start('preplatek|k vyplate|k vraceni|celkem k vyplate|vysledek vyuctovani: preplatek'),
  balanceSigned: start('celkem po zuctovani zaloh'),
  sellTotal: start('vykup elektriny celkem|vykup celkem|celkem k vyplate'),
  totalKwh: /celkova spotreba elektriny|celkove dodane mnozstvi elektriny|spotreba celkem|vase celkova spotreba/,
  tariffSplitKwh: /celkove distribuovane mnozstvi elektriny/,
  yearlyKwh: /predpokladana rocni spotreba|odhad rocni spotreby|rocni predpokladana spotreba|predpokladana spotreba za rok/,
  rate: /distribucni sazba|sazba distribuce|^sazba\b/,
  breaker: /jistic|jistice/,
  supplierName: /^dodavatel\b|^prodavajici\b/,
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
    labels: { issueDate: /datum vystaveni faktury/, totalNoVat: /v kc bez dph|^faktura celkem/, totalWithVat: /^faktura celkem/, advances: /^zapoctene zalohy/, period: /vyuctovani bylo provedeno za obdobi/ },
  },
  {
    key: 'pre',
    legalName: 'Pražská energetika, a.s.',
    detect: /prazska energetika|ico:? 60193913/,
    valueBefore: [],
    labels: { totalNoVat: start('elektrina a regulovane sluzby'), advances: start('zuctovane zalohy'), balanceSigned: start('celkem po zuctovani zaloh') },
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

/** Supplier-specific label first, then the generic one. */
export function labelsFor(profile: SupplierProfile, key: LabelKey): RegExp[] {
  const own = profile.labels[key]
  return own ? [own, GENERIC_LABELS[key]] : [GENERIC_LABELS[key]]
}
