/**
 * Human names of the reference identifiers in each language. The datasets carry ERÚ's and the
 * distributors' Czech wording; English is kept here, by code, next to the other human names the
 * study needs (load-profile classes and their regional variants).
 */
import type { Language } from '@partner/energy-shared'

/** English descriptions of the household rates (the dataset's are ERÚ's Czech). */
const RATE_EN: Record<string, string> = {
  D01d: 'Single tariff, low consumption (household without electric heating or water heating)',
  D02d: 'Single tariff, average consumption (household without electric heating or water heating)',
  D25d: 'Two tariffs, low tariff for 8 hours set by the distributor; storage heater for space or water heating',
  D26d: 'Two tariffs, low tariff for 8 hours, for storage heating (a larger low-tariff share)',
  D27d: 'Two tariffs for electric vehicles; low tariff at least 8 h a day between 18:00 and 08:00, in at most 2 blocks',
  D35d: 'Two tariffs for mixed (storage and direct) heating, low tariff 16 h; granted until 31 March 2016',
  D45d: 'Two tariffs for direct electric heating, low tariff 20 h; granted until 31 March 2016',
  D56d: 'Two tariffs for heat-pump heating, low tariff 22 h; granted until 31 March 2016',
  D57d: 'Two tariffs for electric heating (direct heaters or a heat pump), low tariff 20 h set by the distributor; since 1 April 2016',
  D61d: 'Two tariffs, weekend mode (cottages); low tariff from Friday 12:00 to Sunday 22:00',
}

export const rateDescription = (code: string, czech: string, language: Language): string => (language === 'cs' ? czech : (RATE_EN[code] ?? czech))

/** The Czech band wording ("nad 3×20 A do 3×25 A", "nad 3×63 A, za každou 1 A") word by word. */
const BREAKER_WORDS_EN: [RegExp, string][] = [
  [/,\s*za každou 1 A/g, ', per 1 A'],
  [/(^|\s)nad(?=\s)/g, '$1over'],
  [/(^|\s)do(?=\s)/g, '$1up to'],
  [/(^|\s)nebo(?=\s)/g, '$1or'],
]

export const breakerLabel = (czech: string, language: Language): string =>
  language === 'cs' ? czech : BREAKER_WORDS_EN.reduce((label, [pattern, english]) => label.replace(pattern, english), czech)

/** HDO regions by distributor and key; a region without an entry keeps the name it was imported with. */
const REGION_NAMES: Record<string, Record<Language, string>> = {
  'CEZ|zapad': { cs: 'Západ', en: 'West' },
  'CEZ|sever': { cs: 'Sever', en: 'North' },
  'CEZ|stred': { cs: 'Střed', en: 'Central' },
  'CEZ|vychod': { cs: 'Východ', en: 'East' },
  'CEZ|morava': { cs: 'Morava', en: 'Moravia' },
  'EGD|ZAPAD': { cs: 'Západ (jižní Čechy)', en: 'West (South Bohemia)' },
  'EGD|VYCHOD': { cs: 'Východ (jižní Morava)', en: 'East (South Moravia)' },
}

export const regionName = (distributor: string, key: string, imported: string, language: Language): string =>
  REGION_NAMES[`${distributor}|${key}`]?.[language] ?? imported

/** OTE load-profile classes (households D, businesses C), as the class table of vyhl. 541/2005 Sb. describes them. */
const TDD_CLASSES: Record<string, Record<Language, string>> = {
  TDD1: { cs: 'podnikatelé bez tepelného využití elektřiny', en: 'businesses without electric heating' },
  TDD2: { cs: 'podnikatelé s akumulačním ohřevem nebo vytápěním', en: 'businesses with storage water or space heating' },
  TDD3: { cs: 'podnikatelé s přímotopným vytápěním nebo tepelným čerpadlem', en: 'businesses with direct electric heating or a heat pump' },
  TDD4: { cs: 'domácnosti bez tepelného využití elektřiny', en: 'households without electric heating' },
  TDD5: { cs: 'domácnosti s akumulačním ohřevem vody', en: 'households with storage water heating' },
  TDD6: { cs: 'domácnosti s akumulačním vytápěním', en: 'households with storage heating' },
  TDD7: { cs: 'domácnosti s přímotopným vytápěním nebo tepelným čerpadlem', en: 'households with direct electric heating or a heat pump' },
  TDD8: { cs: 'veřejné osvětlení', en: 'public lighting' },
}

/** OTE's regional variants of TDD5, by the suffix of the profile column. */
const TDD5_REGIONS: Record<string, Record<Language, string>> = {
  JizniCechy: { cs: 'jižní Čechy', en: 'South Bohemia' },
  JizniMorava: { cs: 'jižní Morava', en: 'South Moravia' },
  Praha: { cs: 'Praha', en: 'Prague' },
  SeverniCechy: { cs: 'severní Čechy', en: 'North Bohemia' },
  SeverniMorava: { cs: 'severní Morava', en: 'North Moravia' },
  StredniCechy: { cs: 'střední Čechy', en: 'Central Bohemia' },
  VychodniCechy: { cs: 'východní Čechy', en: 'East Bohemia' },
  ZapadniCechy: { cs: 'západní Čechy', en: 'West Bohemia' },
}

/**
 * A load-profile column ("TDD4", "TDD5_VychodniCechy") in words: "TDD4 – domácnosti bez tepelného
 * využití elektřiny", "TDD5 – domácnosti s akumulačním ohřevem vody, varianta východní Čechy".
 * An unknown column is returned as it is.
 */
export function loadProfileName(column: string, language: Language): string {
  const [tddClass = '', variant] = column.split('_')
  const description = TDD_CLASSES[tddClass]?.[language]
  if (!description) return column
  const region = variant ? TDD5_REGIONS[variant]?.[language] : undefined
  if (variant && !region) return column
  return `${tddClass} – ${description}${region ? (language === 'cs' ? `, varianta ${region}` : `, ${region} variant`) : ''}`
}
