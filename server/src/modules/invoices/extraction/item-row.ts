/**
 * An item's row from the roles its numbers took: its kind (energy VT/NT, distribution, fees, taxes, buy-back…) from
 * its words and section, its units (inferred when none is printed), quantities in kWh or months, prices per MWh.
 */
import type { Row, RowKind, Section } from './row.ts'
import { round, type Unit } from './text.ts'
import type { Assignment } from './assign.ts'
import type { Line } from '../pdf/layout.ts'

/** A name has a word (two letters or more: "VT") that is no unit: "měs.", "kWh", "*" or a number name no item. */
const NAMED = /\p{L}{2,}/u

export const UNIT_WORDS = /\b(mwh|kwh|kc|czk|mes|mesic\w*|ks|den|dny|dni)\b/g

function kindOf(folded: string, section: Section, qtyUnit: Row['quantityUnit'], priceIsPerEnergy: boolean): RowKind {
  // A row without a name (its name printed where the line grouping could not join it) is some item: which one, it does not say.
  if (!NAMED.test(folded.replace(UNIT_WORDS, ''))) return 'other'
  const energy = qtyUnit === 'kWh' || priceIsPerEnergy
  const monthly = qtyUnit === 'month'
  const vt = /\bvt\b|vysok|\bt1\b/.test(folded)
  const nt = /\bnt\b|nizk|\bt2\b/.test(folded)
  // Advances and their instalments ("Zálohy celkem | 6 | 1 500,00 | 9 000,00") are payments, not items.
  if (/zaloh|splatk/.test(folded)) return 'other'
  // A subtotal repeats the items above it ("Mezisoučet - Dodávka elektřiny VT | 1,361 MWh | 3 640,06 Kč").
  if (SUBTOTAL.test(folded)) return 'other'
  if (/dan z elektr|ekologicka dan/.test(folded)) return 'tax'
  if (/poze|podpor|obnovitel|\boze\b/.test(folded)) return energy ? 'poze' : 'other'
  if (/systemov/.test(folded)) return 'systemServices'
  // The market operator's fee is per month; energy priced "at OTE spot prices" is the supply itself.
  // A trader's markup priced per energy "on the OTE price" ("Přirážka obchodníka k ceně OTE") is a trader fee, and a buyer's
  // deduction from it ("Obchodní srážka z ceny OTE") the buy-back's fee.
  // (Supply itself priced on the OTE index: "Dodávka EE (index OTE)".)
  const spotEnergy = energy && /elektrin|silov|energi|spotov|hodinov|marz|prirazk|priplatek|sraz|dodavk|\bee\b/.test(folded)
  if ((/\bote\b|operator(a)? trhu|operatorovi\b/.test(folded) && !spotEnergy) || /nesitov/.test(folded)) return 'infrastructure'
  if (/jistic|prikon/.test(folded)) return 'breaker'
  if (/sleva|bonus|zvyhodneni/.test(folded)) return 'discount'
  // In a buy-back section still, a row that says it supplies or distributes ("Dodávka elektřiny", "Distribuce") is no buy-back;
  // energy delivered into the grid ("Elektřina dodaná do distribuční soustavy") is one wherever it is printed.
  const selling = (section === 'selling' && !SUPPLY_WORDS.test(folded) && !/distribu/.test(folded)) || /vykup|vykoup|pretok|prebytk|do site|vyrobn|vyrobc|do (distribucni |prenosove )?soustavy/.test(folded)
  if (selling) {
    if (monthly || /mesicni|pausal|staly plat/.test(folded)) return 'sellMonthly'
    // The buyer's deductions: fees, markups, the imbalance ("odchylka") and its services.
    if (/poplat|sraz|odecet|odpocet|obchodovan|marz|prirazk|odchylk|sluzb/.test(folded)) return 'sellFee'
    return energy ? 'sellEnergy' : 'other'
  }
  // "Silová elektřina", "Dodávka elektřiny (obchodní část)" is the commodity, whatever table it is printed in.
  // A monthly price in the distribution's table is none of the supplier's: the breaker's, or another regulated one.
  if (/distrib|pouziti siti|sitov/.test(folded) || (section === 'distribution' && (energy || monthly) && !SUPPLY_WORDS.test(folded))) {
    // "Stálý plat za distribuci": the distribution's one fixed monthly price is the breaker's.
    if (!energy) return monthly && /stal|mesicn|pausal|pevn/.test(folded) ? 'breaker' : 'other'
    return vt ? 'distVt' : nt ? 'distNt' : 'distSingle'
  }
  const traderFee = /marz|prirazk|priplatek|poplat|sluzb[uay] obchodnika|obchodni sluzb|sluzb[ay] dodavatele|sluzb[ay]? (spotoveho|hodinoveho)? ?nakupu|spravni poplatek/.test(folded) || (/\bspot\b/.test(folded) && !/elektrin|spotreb|dodan|energi|proud/.test(folded))
  if (traderFee && energy) return 'spotFee'
  if (monthly || /stal[ay] (mesicni )?plat|mesicni (plat|poplat)|pevna mesicni/.test(folded)) return monthly ? 'monthlyFee' : 'other'
  if (energy) return vt ? 'energyVt' : nt ? 'energyNt' : 'energySingle'
  return 'other'
}

/** Words of the supplied commodity itself, whatever section a row is printed in. */
const SUPPLY_WORDS = /silov|dodavk[ay]? (silove )?elektriny(?! do site)|obchodni cast/

export const SUBTOTAL = /^(mezisoucet|soucet|subtotal|celkem|cena celkem|castka celkem)\b/

/** Labels of monthly items: fixed fees per month, the breaker's capacity fee, the per-point OTE fee. */
const MONTHLY_LABEL = /stal[ay]|mesicn|pausal|pevn[ay] (mesicni )?(cena|plat)|jistic|prikon|infrastruktur|\bote\b|operator/

/**
 * Units of a row printed without any (not in the cells, not in the header), once quantity × price
 * = total held: a monthly item by its label; otherwise energy, per MWh when the price is 20 CZK or
 * more (no energy price reaches 20 CZK per kWh; the smallest regulated rate, the electricity tax,
 * is 28.30 CZK per MWh), else per kWh.
 */
export const monthlyLabel = (folded: string) => MONTHLY_LABEL.test(folded) && !/elektrin|silov|spotov|hodinov/.test(folded)

function inferUnits(folded: string, price: number): { qty: Unit; price: Unit } {
  if (monthlyLabel(folded)) return { qty: 'month', price: 'CZK/month' }
  return Math.abs(price) >= 20 ? { qty: 'MWh', price: 'CZK/MWh' } : { qty: 'kWh', price: 'CZK/kWh' }
}

/** An item's row from the roles its numbers took: quantities in kWh or months, energy prices per MWh, a ledger's deduction signed. */
export function itemRow(label: string, folded: string, section: Section, from: string | null, to: string | null, assignment: Assignment, line: Line): Row {
  const { qty, price, factor, checked } = assignment
  const total = assignment.total!
  let quantity: number | null = null
  let quantityUnit: Row['quantityUnit'] = null
  let priceValue: number | null = price?.token.value ?? null
  const inferred = qty && price && checked && !qty.unit && !price.unit ? inferUnits(folded, price.token.value) : null
  const qtyUnit = inferred?.qty ?? qty?.unit ?? null
  const priceUnit = inferred?.price ?? price?.unit ?? null
  const energyQty = qtyUnit === 'MWh' || qtyUnit === 'kWh' || (qtyUnit === null && (priceUnit === 'CZK/MWh' || priceUnit === 'CZK/kWh'))
  if (qty) {
    if (energyQty) {
      // Unit of an unlabelled quantity follows from the price unit and the factor that checked.
      const inMwh = qtyUnit === 'MWh' || (qtyUnit === null && ((priceUnit === 'CZK/MWh' && factor === 1) || (priceUnit === 'CZK/kWh' && factor === 1000)))
      quantity = round(qty.token.value * (inMwh ? 1000 : 1), 3)
      quantityUnit = 'kWh'
    } else if (qtyUnit === 'month') {
      quantity = qty.token.value
      quantityUnit = 'month'
    } else {
      quantity = qty.token.value
      quantityUnit = 'other'
    }
  }
  let perEnergy = priceUnit === 'CZK/MWh' || priceUnit === 'CZK/kWh' || energyQty
  if (price && perEnergy) {
    // Price per MWh: per-kWh prices (stated, or implied by quantity unit and factor) × 1000.
    const perKwh = priceUnit === 'CZK/kWh' || (priceUnit !== 'CZK/MWh' && ((qtyUnit === 'kWh' && factor === 1) || (qtyUnit === 'MWh' && factor === 1000)))
    priceValue = round(price.token.value * (perKwh ? 1000 : 1), 4)
  }
  if (priceUnit === 'CZK/month') quantityUnit = quantityUnit ?? 'month'
  if (!price && qty && quantity) {
    priceValue = quantityUnit === 'kWh' ? round(total.token.value / (quantity / 1000), 2) : round(total.token.value / quantity, 2)
  }
  perEnergy = perEnergy || quantityUnit === 'kWh'
  return {
    label,
    kind: kindOf(folded, section, quantityUnit, perEnergy),
    section,
    from,
    to,
    quantity,
    quantityUnit,
    price: priceValue,
    // A ledger's positive amount beside a negative price is a deduction: signed as its product.
    total: checked && qty && price && qty.token.value > 0 && price.token.value < 0 ? -Math.abs(total.token.value) : total.token.value,
    checked,
    contradicted: !!(qty && price && !checked),
    line,
  }
}
