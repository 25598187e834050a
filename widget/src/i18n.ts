import type { Language } from '@partner/energy-sdk'
import { numberText, type NumberText } from './number-input.ts'

/**
 * Every text of the calculator, Czech and English, in one catalogue.
 * `{name}` placeholders are filled by `translate`; numbers and money are formatted with Intl.
 */
const cs = {
  title: 'Kolik ušetříte s fotovoltaikou',
  subtitle: 'Z vašeho vyúčtování spočítáme úsporu za pár minut.',
  loading: 'Načítáme údaje…',
  'steps.label': 'Postup',
  'steps.bill': 'Vyúčtování',
  'steps.household': 'Domácnost a elektrárna',
  'steps.contact': 'Odeslání studie',
  'steps.done': 'Hotovo',
  'steps.current': 'aktuální krok',
  'steps.completed': 'hotovo',
  'steps.skipped': 'přeskočeno',

  'bill.heading': 'Máte po ruce vyúčtování elektřiny?',
  'bill.intro': 'Nahrajte PDF vyúčtování a údaje o sazbě, jističi a ceně elektřiny vyplníme za vás. Soubor použijeme jen pro tento výpočet.',
  'bill.choose': 'Vybrat PDF vyúčtování',
  'bill.drop': 'nebo sem soubor přetáhněte',
  'bill.reading': 'Čteme vyúčtování {file}…',
  'bill.skip': 'Pokračovat bez vyúčtování',
  'bill.read': 'Údaje z vyúčtování jsme doplnili do formuláře (celkem {count}). Zkontrolujte je prosím.',
  'bill.readNone': 'Z vyúčtování se nám nepodařilo vyčíst žádný údaj pro výpočet. Vyplňte prosím formulář.',
  'bill.warningsHeading': 'Na vyúčtování jsme si všimli několika nesrovnalostí',
  'bill.warningsNote': 'Výpočet tím není dotčen, jen doporučujeme údaje zkontrolovat.',
  'bill.prefilled': 'Z vyúčtování',
  'bill.confidence': 'jistota {value}',
  'bill.checkIt': 'ověřte',
  'warning.ean': 'Kód odběrného místa (EAN) nemá platnou kontrolní číslici.',
  'warning.dates': 'Data na vyúčtování (období a vystavení) si odporují.',
  'warning.amounts': 'Částky na vyúčtování nedávají přesně uvedený součet.',
  'warning.consumption': 'Spotřeba v položkách neodpovídá souhrnu na vyúčtování.',

  'form.heading': 'Vaše domácnost a elektrárna',
  'form.distribution': 'Distribuce elektřiny',
  'form.distributor': 'Distributor',
  'form.rate': 'Distribuční sazba',
  'form.breaker': 'Hlavní jistič',
  'form.breakerFee': '{fee} měsíčně bez DPH',
  'form.region': 'Oblast HDO',
  'form.command': 'Povel HDO (nízký tarif)',
  'form.commandHint': 'Kód povelu najdete na přijímači HDO u elektroměru nebo na webu distributora.',
  'form.commandNone': 'Pro tuto oblast nejsou povely k dispozici.',
  'form.regionAny': 'Nevím – nabídnout povely všech oblastí',
  'form.regionHint': 'Oblast HDO vašeho odběrného místa; zúží nabídku povelů.',
  'form.commandChoose': 'Vyberte povel…',
  'form.consumption': 'Spotřeba',
  'form.period': 'Období výpočtu',
  'form.periodYear': 'Rok {year}',
  'form.period12M': 'Posledních 12 měsíců',
  'form.periodCustom': 'Vlastní rozsah dat',
  'form.from': 'Od',
  'form.to': 'Do',
  'form.yearlyConsumption': 'Roční spotřeba (kWh)',
  'form.profileCaption': 'Odhad spotřeby po měsících',
  'form.profileChart': 'Sloupcový graf: odhad měsíční spotřeby, celkem {total}. Nejvíce v měsíci {maxMonth} ({max}), nejméně v měsíci {minMonth} ({min}).',
  'form.pv': 'Fotovoltaika a baterie',
  'form.kwp': 'Výkon elektrárny (kWp)',
  'form.batterySize': 'Kapacita baterie (kWh)',
  'form.batteryHint': '0 = bez baterie',
  'form.batteryReserve': 'Rezerva baterie (%)',
  'form.buying': 'Nákup elektřiny',
  'form.buyingType': 'Typ produktu',
  'form.buyingFIX': 'Pevná cena (FIX)',
  'form.buyingSPOT': 'Spotová cena (SPOT)',
  'form.buyingFeeFIX': 'Cena silové elektřiny, vysoký tarif (Kč/MWh bez DPH)',
  'form.buyingFeeSPOT': 'Přirážka obchodníka ke spotové ceně (Kč/MWh bez DPH)',
  'form.buyingFeeLow': 'Cena silové elektřiny, nízký tarif (Kč/MWh bez DPH)',
  'form.buyingFeeLowHint': 'Nevyplněno = stejná jako ve vysokém tarifu',
  'form.spotDefaultHint': 'Výchozí hodnota 0 počítá s čistou spotovou cenou bez přirážky. Pro přesný výsledek zadejte údaje ze smlouvy.',
  'form.fixRequiredHint': 'Cenu najdete ve smlouvě nebo na vyúčtování.',
  'form.spotMinZero': 'Záporné spotové ceny počítat jako 0',
  'form.monthlyFee': 'Stálá měsíční platba obchodníkovi (Kč bez DPH)',
  'form.selling': 'Prodej přebytků',
  'form.sellingType': 'Výkup přebytků',
  'form.sellingNONE': 'Přebytky neprodávám',
  'form.sellingSPOT': 'Za spotovou cenu',
  'form.sellingFIX': 'Za pevnou cenu',
  'form.sellingFeeSPOT': 'Srážka obchodníka ze spotové ceny (Kč/MWh)',
  'form.sellingFeeFIX': 'Výkupní cena (Kč/MWh)',
  'form.sellingMonthlyFee': 'Měsíční poplatek za výkup (Kč)',
  'form.required': 'povinné',
  'form.next': 'Pokračovat k odeslání',
  'form.back': 'Zpět',
  'form.incomplete': 'Pro výpočet doplňte: {fields}.',

  'preview.heading': 'Odhad úspory',
  'preview.updating': 'Přepočítáváme…',
  'preview.yearly': 'Roční úspora',
  'preview.payback': 'Návratnost',
  'years.one': '{value} rok',
  'years.few': '{value} roky',
  'years.many': '{value} roku',
  'years.other': '{value} let',
  'preview.paybackNone': 'nevychází',
  'preview.selfSufficiency': 'Soběstačnost',
  'preview.production': 'Výroba za rok',
  'preview.chartCaption': 'Výroba a spotřeba po měsících',
  'preview.chart': 'Sloupcový graf výroby a spotřeby po měsících. Výroba celkem {production}, spotřeba celkem {consumption}.',
  'preview.legendProduction': 'Výroba FVE',
  'preview.legendConsumption': 'Spotřeba',
  'preview.table': 'Zobrazit jako tabulku',
  'preview.month': 'Měsíc',
  'preview.note': 'Orientační výpočet pro období {from} – {to}. Podrobnosti najdete ve studii.',
  'preview.paybackSourceRequest': 'Návratnost z ceny instalace, kterou jste zadali.',
  'preview.paybackSourceModel': 'Návratnost z typové ceny instalace.',
  'preview.smartControl':
    'Chytré řízení baterie podle hodinových cen by přidalo až {gain} ročně (horní odhad: ceny, výroba i spotřeba dne známé předem).',

  'contact.heading': 'Kam studii poslat?',
  'contact.intro': 'Pošleme vám podrobnou studii v PDF s výpočtem úspory.',
  'contact.email': 'E-mail',
  'contact.name': 'Jméno',
  'contact.phone': 'Telefon',
  'contact.optional': 'nepovinné',
  'contact.summary': 'Vaše studie',
  'contact.wantsContact': 'Souhlasím, aby mě kvůli nabídce kontaktoval poradce.',
  'contact.wantsContactHint': 'Bez souhlasu vám pošleme jen studii.',
  'contact.submit': 'Vytvořit a odeslat studii',
  'contact.submitting': 'Vytváříme studii…',
  'contact.emailRequired': 'Zadejte e-mail, kam studii pošleme.',
  'contact.emailInvalid': 'Zadejte e-mail ve tvaru jmeno@domena.cz.',

  'done.heading': 'Studie je hotová',
  'done.emailSent': 'Poslali jsme ji na {email}.',
  'done.emailNotSent': 'E-mail se nepodařilo odeslat, studii si ale můžete stáhnout zde.',
  'done.open': 'Otevřít studii (PDF)',
  'done.again': 'Spočítat znovu',

  'errors.summary': 'Opravte prosím vyznačené údaje:',
  'errors.periodOutOfRange': 'Pro toto období nemáme data. Zvolte termín mezi {from} a {to}.',
  'errors.unauthorized': 'Kalkulačka teď na tomto webu není k dispozici. Zkuste to prosím později nebo se obraťte přímo na provozovatele stránky.',
  'errors.tooLarge': 'Soubor je příliš velký. Nahrajte prosím menší PDF.',
  'errors.notPdf': 'Tento soubor není PDF. Nahrajte prosím vyúčtování ve formátu PDF.',
  'errors.notInvoice': 'Tento dokument nevypadá jako vyúčtování elektřiny. Můžete ale formulář vyplnit ručně.',
  'errors.unreadable': 'Vyúčtování se nám nepodařilo přečíst. Můžete formulář vyplnit ručně.',
  'errors.rateLimited': 'Příliš mnoho požadavků najednou. Zkuste to prosím za chvíli znovu.',
  'errors.unavailable': 'Služba je teď nedostupná. Zkuste to prosím za chvíli znovu.',
  'errors.network': 'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to znovu.',
  'errors.generic': 'Něco se nepovedlo. Zkuste to prosím znovu.',
  'errors.invalid': 'Zkontrolujte tuto hodnotu.',
  'errors.retry': 'Zkusit znovu',

  'unit.kwh': '{value} kWh',
  'unit.mwh': '{value} MWh',
  'unit.percent': '{value} %',
} as const

export type MessageKey = keyof typeof cs
type Catalogue = Record<MessageKey, string>

const en: Catalogue = {
  title: 'How much will solar save you',
  subtitle: 'We work out your saving from your electricity bill in a few minutes.',
  loading: 'Loading…',
  'steps.label': 'Progress',
  'steps.bill': 'Your bill',
  'steps.household': 'Household and PV',
  'steps.contact': 'Send the study',
  'steps.done': 'Done',
  'steps.current': 'current step',
  'steps.completed': 'completed',
  'steps.skipped': 'skipped',

  'bill.heading': 'Do you have your electricity bill at hand?',
  'bill.intro': 'Upload the PDF of your bill and we fill in your rate, circuit breaker and energy price for you. The file is used for this calculation only.',
  'bill.choose': 'Choose a PDF bill',
  'bill.drop': 'or drop the file here',
  'bill.reading': 'Reading your bill {file}…',
  'bill.skip': 'Continue without a bill',
  'bill.read': 'We filled in the values from your bill ({count} in total). Please check them.',
  'bill.readNone': 'We could not read any value for the calculation from this bill. Please fill in the form.',
  'bill.warningsHeading': 'We noticed a few inconsistencies on the bill',
  'bill.warningsNote': 'They do not affect the calculation; you may just want to double-check the values.',
  'bill.prefilled': 'From your bill',
  'bill.confidence': '{value} sure',
  'bill.checkIt': 'check it',
  'warning.ean': 'The supply point code (EAN) has an invalid check digit.',
  'warning.dates': 'The dates on the bill (period and issue date) contradict each other.',
  'warning.amounts': 'The amounts on the bill do not add up exactly to the stated total.',
  'warning.consumption': 'The consumption in the line items does not match the bill’s summary.',

  'form.heading': 'Your household and PV system',
  'form.distribution': 'Electricity distribution',
  'form.distributor': 'Distributor',
  'form.rate': 'Distribution rate',
  'form.breaker': 'Main circuit breaker',
  'form.breakerFee': '{fee} per month excl. VAT',
  'form.region': 'HDO region',
  'form.command': 'HDO command (low tariff)',
  'form.commandHint': 'The command code is on the HDO receiver next to your meter or on the distributor’s website.',
  'form.commandNone': 'No commands are available for this region.',
  'form.regionAny': 'Not sure – offer the commands of every region',
  'form.regionHint': 'The HDO region of your supply point; it narrows the list of commands.',
  'form.commandChoose': 'Choose a command…',
  'form.consumption': 'Consumption',
  'form.period': 'Calculation period',
  'form.periodYear': 'Year {year}',
  'form.period12M': 'Last 12 months',
  'form.periodCustom': 'Custom date range',
  'form.from': 'From',
  'form.to': 'To',
  'form.yearlyConsumption': 'Yearly consumption (kWh)',
  'form.profileCaption': 'Estimated consumption by month',
  'form.profileChart': 'Bar chart: estimated monthly consumption, {total} in total. Highest in {maxMonth} ({max}), lowest in {minMonth} ({min}).',
  'form.pv': 'Solar panels and battery',
  'form.kwp': 'PV system size (kWp)',
  'form.batterySize': 'Battery capacity (kWh)',
  'form.batteryHint': '0 = no battery',
  'form.batteryReserve': 'Battery reserve (%)',
  'form.buying': 'Buying electricity',
  'form.buyingType': 'Product type',
  'form.buyingFIX': 'Fixed price (FIX)',
  'form.buyingSPOT': 'Spot price (SPOT)',
  'form.buyingFeeFIX': 'Energy price, high tariff (CZK/MWh excl. VAT)',
  'form.buyingFeeSPOT': 'Supplier surcharge on the spot price (CZK/MWh excl. VAT)',
  'form.buyingFeeLow': 'Energy price, low tariff (CZK/MWh excl. VAT)',
  'form.buyingFeeLowHint': 'Leave empty when it equals the high-tariff price',
  'form.spotDefaultHint': 'The default 0 uses the bare spot price without a surcharge. Enter the figures from your contract for a precise result.',
  'form.fixRequiredHint': 'The price is in your contract or on your bill.',
  'form.spotMinZero': 'Count negative spot prices as 0',
  'form.monthlyFee': 'Fixed monthly fee to the supplier (CZK excl. VAT)',
  'form.selling': 'Selling the surplus',
  'form.sellingType': 'Surplus buy-back',
  'form.sellingNONE': 'I do not sell the surplus',
  'form.sellingSPOT': 'At the spot price',
  'form.sellingFIX': 'At a fixed price',
  'form.sellingFeeSPOT': 'Buyer’s deduction from the spot price (CZK/MWh)',
  'form.sellingFeeFIX': 'Buy-back price (CZK/MWh)',
  'form.sellingMonthlyFee': 'Monthly buy-back fee (CZK)',
  'form.required': 'required',
  'form.next': 'Continue to sending',
  'form.back': 'Back',
  'form.incomplete': 'To calculate, please fill in: {fields}.',

  'preview.heading': 'Estimated saving',
  'preview.updating': 'Recalculating…',
  'preview.yearly': 'Yearly saving',
  'preview.payback': 'Payback',
  'years.one': '{value} year',
  'years.few': '{value} years',
  'years.many': '{value} years',
  'years.other': '{value} years',
  'preview.paybackNone': 'not reached',
  'preview.selfSufficiency': 'Self-sufficiency',
  'preview.production': 'Yearly production',
  'preview.chartCaption': 'Production and consumption by month',
  'preview.chart': 'Bar chart of production and consumption by month. Production {production} in total, consumption {consumption} in total.',
  'preview.legendProduction': 'PV production',
  'preview.legendConsumption': 'Consumption',
  'preview.table': 'Show as a table',
  'preview.month': 'Month',
  'preview.note': 'An indicative calculation for {from} – {to}. The study has the details.',
  'preview.paybackSourceRequest': 'Payback from the installation price you entered.',
  'preview.paybackSourceModel': 'Payback from a typical installation price.',
  'preview.smartControl': 'Smart control of the battery by the hourly prices would add up to {gain} a year (an upper bound: each day’s prices, production and consumption known in advance).',

  'contact.heading': 'Where should we send the study?',
  'contact.intro': 'We will send you a detailed PDF study with the saving calculation.',
  'contact.email': 'E-mail',
  'contact.name': 'Name',
  'contact.phone': 'Phone',
  'contact.optional': 'optional',
  'contact.summary': 'Your study',
  'contact.wantsContact': 'I agree to be contacted by an adviser about an offer.',
  'contact.wantsContactHint': 'Without consent we only send you the study.',
  'contact.submit': 'Create and send the study',
  'contact.submitting': 'Creating the study…',
  'contact.emailRequired': 'Enter the e-mail address we should send the study to.',
  'contact.emailInvalid': 'Enter an e-mail address like name@example.com.',

  'done.heading': 'Your study is ready',
  'done.emailSent': 'We sent it to {email}.',
  'done.emailNotSent': 'We could not send the e-mail, but you can download the study here.',
  'done.open': 'Open the study (PDF)',
  'done.again': 'Calculate again',

  'errors.summary': 'Please correct the marked values:',
  'errors.periodOutOfRange': 'We have no data for this period. Choose dates between {from} and {to}.',
  'errors.unauthorized': 'The calculator is not available on this site right now. Please try again later or contact the site owner directly.',
  'errors.tooLarge': 'The file is too large. Please upload a smaller PDF.',
  'errors.notPdf': 'This file is not a PDF. Please upload your bill as a PDF.',
  'errors.notInvoice': 'This document does not look like an electricity bill. You can fill in the form yourself.',
  'errors.unreadable': 'We could not read this bill. You can fill in the form yourself.',
  'errors.rateLimited': 'Too many requests at once. Please try again in a moment.',
  'errors.unavailable': 'The service is unavailable right now. Please try again in a moment.',
  'errors.network': 'Could not reach the server. Check your connection and try again.',
  'errors.generic': 'Something went wrong. Please try again.',
  'errors.invalid': 'Please check this value.',
  'errors.retry': 'Try again',

  'unit.kwh': '{value} kWh',
  'unit.mwh': '{value} MWh',
  'unit.percent': '{value} %',
}

export type Locale = Language
const catalogues: Record<Locale, Catalogue> = { cs, en }

export const resolveLocale = (value: string | null | undefined): Locale => (value?.toLowerCase().startsWith('en') ? 'en' : 'cs')

/** Formatting and translation bound to one locale. */
export interface Texts {
  locale: Locale
  /** Numbers in the form's text inputs. */
  input: NumberText
  t(key: MessageKey, values?: Record<string, string | number>): string
  czk(value: number): string
  number(value: number, fractionDigits?: number): string
  kwh(value: number): string
  percent(ratio: number): string
  /** A duration in years with the plural form the number takes (cs: 1 rok, 2 roky, 6,5 roku, 10 let). */
  years(value: number): string
  date(iso: string): string
  month(index: number, style?: 'long' | 'short'): string
}

export const textsFor = (locale: Locale): Texts => {
  const tag = locale === 'cs' ? 'cs-CZ' : 'en-GB'
  const catalogue = catalogues[locale]
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 })
  const dateFormat = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' })
  const number = (value: number, fractionDigits = 0) =>
    new Intl.NumberFormat(tag, { maximumFractionDigits: fractionDigits }).format(value)
  const plural = new Intl.PluralRules(tag)
  const t = (key: MessageKey, values: Record<string, string | number> = {}) =>
    catalogue[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
  return {
    locale,
    input: numberText(tag),
    t,
    czk: (value) => money.format(value),
    number,
    kwh: (value) => t('unit.kwh', { value: number(value) }),
    percent: (ratio) => t('unit.percent', { value: number(ratio * 100) }),
    years: (value) => {
      const rounded = Math.round(value * 10) / 10
      return t(`years.${plural.select(rounded)}` as MessageKey, { value: number(rounded, 1) })
    },
    date: (iso) => dateFormat.format(new Date(`${iso}T00:00:00Z`)),
    month: (index, style = 'long') =>
      new Intl.DateTimeFormat(tag, { month: style, timeZone: 'UTC' }).format(Date.UTC(2024, index - 1, 1)),
  }
}
