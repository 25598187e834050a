/** Wording and number formats of the study PDF and e-mail, in Czech (default) and English (shared by `pdf/` and `email.ts`). */

import type { Language } from '@partner/energy-shared'

const cs = {
  brandGeneric: 'Kalkulačka úspor energie',
  documentTitle: 'Studie úspor',
  titleWithBattery: 'Studie úspor: fotovoltaika s baterií',
  titlePvOnly: 'Studie úspor: fotovoltaika',
  titleNoPv: 'Studie úspor: bez fotovoltaiky',
  untitled: 'Studie úspor pro vaši domácnost',
  preparedFor: 'Připraveno pro',
  address: 'Adresa',
  createdOn: 'Vytvořeno',
  period: 'Hodnocené období',
  periodYear: (year: string) => `kalendářní rok ${year}`,
  period12m: 'posledních 12 ukončených měsíců',
  periodCustom: 'zvolené období',
  yearlySaving: 'Roční úspora',
  perYear: 'za rok',
  payback: 'Návratnost investice',
  paybackNone: 'nevychází',
  paybackOnInvestment: (amount: string) => `při investici ${amount}`,
  paybackNoInvestment: 'bez investice',
  selfSufficiency: 'Soběstačnost',
  selfSufficiencyNote: 'spotřeby pokryje vlastní elektřina',
  production: 'Výroba elektrárny',
  summary: (f: SummaryFacts) =>
    `Fotovoltaická elektrárna o výkonu ${f.kwp}${f.battery ? ` s baterií ${f.battery}` : ''} by v hodnoceném období vyrobila ${f.production} elektřiny a pokryla ${f.selfSufficiency} spotřeby domácnosti. ` +
    `Účet za elektřinu by klesl z ${f.billBefore} na ${f.billAfter}${f.revenue ? ` a prodejem přebytků byste získali dalších ${f.revenue}` : ''}. ` +
    (f.periodSaving ? `Za hodnocené období ušetříte ${f.periodSaving}, přepočteno na celý rok ${f.saving}.` : `Celkem tak ušetříte ${f.saving} ročně.`),
  summaryNoSaving: (f: SummaryFacts) =>
    `Fotovoltaická elektrárna o výkonu ${f.kwp}${f.battery ? ` s baterií ${f.battery}` : ''} by v hodnoceném období vyrobila ${f.production} elektřiny. ` +
    `Za zadaných podmínek však nepřinese úsporu: roční výsledek je ${f.saving}.`,
  /** `batteryWorks`: the battery, charged from the grid, gave energy back; otherwise nothing is stored or sold. */
  summaryNoPv: (f: SummaryFacts, batteryWorks: boolean) =>
    batteryWorks
      ? `Studie počítá bez fotovoltaické elektrárny, jen s baterií ${f.battery} nabíjenou ze sítě. ` +
        `Účet za elektřinu za hodnocené období by činil ${f.billAfter} místo ${f.billBefore}${f.revenue ? `, prodejem z baterie byste získali ${f.revenue}` : ''}; roční výsledek je ${f.saving}.`
      : `Studie počítá bez fotovoltaické elektrárny${f.battery ? ` (s baterií ${f.battery}, která se nabíjí jen z přebytků FVE)` : ''}: nic se nevyrobí, neuloží ani neprodá. ` +
        `Účet za elektřinu za hodnocené období činí ${f.billAfter}; roční výsledek je ${f.saving}.`,
  systemHeading: 'Navržený systém a vaše podmínky',
  pvPower: 'Výkon fotovoltaiky',
  pvNone: 'bez fotovoltaiky',
  batteryCapacity: 'Baterie',
  batteryNone: 'bez baterie',
  batteryUsable: (usable: string, reserve: string) => `${usable} využitelných (rezerva ${reserve})`,
  yearlyConsumption: 'Roční spotřeba domácnosti',
  distributor: 'Distributor a sazba',
  lowTariffCommand: 'povel HDO',
  lowTariffRegion: 'oblast HDO',
  rate: 'sazba',
  buying: 'Nákup elektřiny',
  buyingFix: (price: string) => `pevná cena ${price}/MWh bez DPH`,
  buyingSpot: (fee: string) => `spotová cena + příplatek obchodníka ${fee}/MWh`,
  selling: 'Prodej přebytků',
  sellingNone: 'bez prodeje přebytků',
  sellingFix: (price: string) => `výkupní cena ${price}/MWh`,
  sellingSpot: (fee: string) => `spotová cena − srážka obchodníka ${fee}/MWh`,
  energyHeading: 'Výroba a spotřeba elektřiny',
  energyIntro: 'Jak se výroba elektrárny potkává se spotřebou vaší domácnosti měsíc po měsíci.',
  chartProductionConsumption: 'Výroba a spotřeba po měsících (kWh)',
  seriesProduction: 'Výroba FVE',
  seriesConsumption: 'Spotřeba domácnosti',
  seriesSelfConsumed: 'Spotřebováno doma',
  seriesExport: 'Prodáno do sítě',
  seriesImport: 'Nakoupeno ze sítě',
  chartUseOfProduction: 'Využití vyrobené elektřiny',
  chartCoverage: 'Čím je pokryta spotřeba',
  directUse: 'Přímá spotřeba',
  intoBattery: 'Uloženo do baterie',
  exported: 'Prodáno do sítě',
  curtailed: 'Nevyužito',
  productionNone: 'Bez fotovoltaiky elektrárna nic nevyrábí.',
  consumptionNone: 'Domácnost v hodnoceném období nic nespotřebuje.',
  fromPv: 'Přímo z FVE',
  fromBattery: 'Z baterie',
  fromGrid: 'Ze sítě',
  selfConsumptionRatio: 'Vlastní spotřeba výroby',
  gridImport: 'Nákup ze sítě',
  gridImportSplit: (vt: string, nt: string) => `z toho VT ${vt}, NT ${nt}`,
  gridExport: 'Prodej do sítě',
  moneyHeading: 'Účet za elektřinu a úspora',
  moneyIntro: 'Porovnání účtu bez elektrárny a s ní. Částky včetně DPH, pokud není uvedeno jinak.',
  chartBills: 'Měsíční účet za elektřinu (Kč vč. DPH)',
  seriesBillBefore: 'Bez FVE',
  yearlyCostHeading: 'Roční náklady na elektřinu',
  periodCostHeading: 'Náklady na elektřinu za hodnocené období',
  yearlyCostWithPv: 'S FVE, po odečtení prodeje',
  seriesBillAfter: 'S FVE',
  seriesRevenue: 'Příjem z prodeje',
  breakdownHeading: 'Účet podle složek za hodnocené období',
  component: 'Složka',
  withoutPv: 'Bez FVE',
  withPv: 'S FVE',
  difference: 'Rozdíl',
  components: {
    energy: 'Silová elektřina (obchodník)',
    distribution: 'Distribuce VT/NT',
    renewableFee: 'Podpora obnovitelných zdrojů (POZE)',
    systemServices: 'Systémové služby',
    electricityTax: 'Daň z elektřiny',
    infrastructureFee: 'Poplatek za nesíťovou infrastrukturu',
    supplierMonthlyFees: 'Stálé platby obchodníkovi',
    circuitBreakerFees: 'Platba za jistič',
    totalExclVat: 'Celkem bez DPH',
    vat: 'DPH',
    total: 'Celkem vč. DPH',
  },
  sellingRevenue: 'Příjem z prodeje přebytků',
  sellingFees: 'Poplatky za výkup',
  netCost: 'Čisté náklady na elektřinu',
  savingForPeriod: 'Úspora za hodnocené období',
  batteryHeading: 'Přínos baterie',
  batteryFacts: (f: BatteryFacts) =>
    `Baterie ${f.size} (využitelná kapacita ${f.usable}) uložila ${f.charged} elektřiny z přebytků a večer a v noci z ní domácnost odebrala ${f.discharged}. ` +
    `To odpovídá ${f.cycles} plným cyklům a ${f.share} vaší spotřeby.`,
  batteryWithoutComparison: (withoutSaving: string, gain: string) =>
    `Bez baterie by roční úspora činila ${withoutSaving}; baterie k ní přidává ${gain} ročně.`,
  batterySmartControl: (gain: string, included: boolean) =>
    included
      ? `Chytré řízení baterie podle hodinových cen je ve studii započteno: oproti prostému ukládání přebytků přidává ${gain} ročně. Předpokládá, že ceny, výroba i spotřeba dne jsou předem známé; jde o horní odhad, ke kterému se dobré řízení podle předpovědí blíží.`
      : `Chytré řízení baterie podle hodinových cen by přidalo ${gain} ročně oproti prostému ukládání přebytků, se kterým studie počítá. Předpokládá, že ceny, výroba i spotřeba dne jsou předem známé; jde o horní odhad, ke kterému se dobré řízení podle předpovědí blíží.`,
  batteryAbsent: (sold: boolean) =>
    `Studie počítá bez baterie. Přebytky, které doma nespotřebujete, ${sold ? 'se prodávají do sítě' : 'propadají, protože se neprodávají'}.`,
  batteryNoProduction: (battery: boolean): string =>
    battery
      ? 'Bez výroby se baterie nemá z čeho nabíjet (nabíjí se jen z přebytků FVE, ne ze sítě), a proto na účtu nic nemění.'
      : 'Studie počítá bez fotovoltaiky i bez baterie.',
  monthlyHeading: 'Měsíční přehled',
  month: 'Měsíc',
  colProduction: 'Výroba',
  colConsumption: 'Spotřeba',
  colSelfConsumed: 'Využito doma',
  colImport: 'Nákup',
  colExport: 'Prodej',
  colBillBefore: 'Účet bez FVE',
  colBillAfter: 'Účet s FVE',
  colRevenue: 'Příjem',
  colSaving: 'Úspora',
  total: 'Celkem',
  monthlyNote:
    'Energie v kWh, peníze v Kč (účty vč. DPH). Využito doma = výroba spotřebovaná hned nebo uložená do baterie (jejich součet dělený výrobou je vlastní spotřeba výroby). Úspora = účet bez FVE − účet s FVE + příjem z prodeje.',
  sensitivityHeading: 'Jak úsporu ovlivní velikost baterie',
  sensitivityIntro: 'Stejný výpočet pro různé kapacity baterie; ostatní vstupy beze změny.',
  colBattery: 'Baterie',
  colYearlySaving: 'Roční úspora',
  colSelfSufficiency: 'Soběstačnost',
  colPayback: 'Návratnost',
  chartSensitivity: 'Roční úspora podle kapacity baterie (Kč)',
  typicalDayHeading: 'Typický den',
  typicalDayIntro: 'Průměrný průběh dne po hodinách (místní čas) ve vybraných měsících.',
  typicalDayTitle: (key: string, months: string) => `${typicalDayNames.cs[key] ?? key} (${months})`,
  seriesBatterySoc: 'Stav nabití baterie (%)',
  assumptionsHeading: 'Předpoklady a zdroje dat',
  assumptionsIntro: 'Výsledek je modelový výpočet. Skutečné hodnoty se mohou lišit podle počasí, chování domácnosti a vývoje cen.',
  paybackBasisRequest: (investment: string, subsidy: string) =>
    `Návratnost vychází z vámi zadané ceny instalace ${investment}${subsidy ? ` po odečtení dotace ${subsidy}` : ''}.`,
  paybackBasisModel: (investment: string, subsidy: string) =>
    `Návratnost vychází z orientační ceny instalace ${investment} podle cenového modelu${subsidy ? ` po odečtení dotace ${subsidy}` : ''}; konkrétní nabídka se může lišit.`,
  dataSources: 'Zdroje dat',
  sources: [
    'Hodinové ceny elektřiny na denním trhu: OTE, a.s.',
    'Regulované ceny distribuce, POZE a systémových služeb: cenová rozhodnutí ERÚ',
    'Normalizované typové diagramy dodávky (TDD): OTE, a.s.',
    'Sluneční záření a teplota po hodinách: PVGIS (Evropská komise, JRC)',
  ],
  periodScaled: (factor: string) => `Hodnocené období není celý rok; roční údaje jsou přepočteny koeficientem ${factor}.`,
  contactHeading: 'Kontakt',
  contactIntro: (name: string) => `Tuto studii pro vás připravila společnost ${endSentence(name)}`,
  contactGeneric: 'Studii vytvořila nezávislá kalkulačka úspor energie.',
  consentYes: (name: string) => `Souhlasili jste, aby vás společnost ${name} kontaktovala s nabídkou a odpověďmi na vaše otázky.`,
  consentNo: (name: string) => `Nepřejete si být kontaktováni; společnost ${name} vás sama kontaktovat nebude.`,
  phone: 'Telefon',
  email: 'E-mail',
  web: 'Web',
  page: (current: number, count: number) => `Strana ${current} z ${count}`,
  studyId: 'Číslo studie',
  mail: {
    subject: (label: string | null) => (label ? `Vaše studie úspor: ${label}` : 'Vaše studie úspor energie'),
    /** `address` in the vocative ("paní Nováková", "pane Svobodo"), or null for a greeting without a name. */
    greeting: (address: string | null) => (address ? `Dobrý den, ${address},` : 'Dobrý den,'),
    body: (saving: string) => `posíláme vaši studii úspor. Podle výpočtu ušetříte přibližně ${saving} ročně.`,
    bodyNoSaving: 'posíláme vaši studii úspor. Za zadaných podmínek úspora nevychází; podrobnosti najdete ve studii.',
    link: 'Studii si můžete kdykoli otevřít zde:',
    attached: 'Studii najdete také v příloze tohoto e-mailu ve formátu PDF.',
    signature: (name: string) => `S pozdravem\n${name}`,
    open: 'Otevřít studii',
    fileName: 'studie-uspor.pdf',
  },
}

/** A name as the end of a sentence: "s.r.o." already ends with its full stop. */
const endSentence = (name: string) => (name.endsWith('.') ? name : `${name}.`)

const typicalDayNames: Record<Language, Record<string, string>> = {
  cs: { summer: 'Letní den', winter: 'Zimní den', spring: 'Jarní den', autumn: 'Podzimní den', transition: 'Přechodné období' },
  en: { summer: 'Summer day', winter: 'Winter day', spring: 'Spring day', autumn: 'Autumn day', transition: 'Transition season' },
}

export interface SummaryFacts {
  kwp: string
  battery: string | null
  production: string
  selfSufficiency: string
  billBefore: string
  billAfter: string
  revenue: string | null
  /** Yearly saving (the headline). */
  saving: string
  /** The saving of the evaluated period when it is not a whole year. */
  periodSaving: string | null
}

export interface BatteryFacts {
  size: string
  usable: string
  charged: string
  discharged: string
  cycles: string
  share: string
}

export type Texts = typeof cs

const en: Texts = {
  brandGeneric: 'Energy savings calculator',
  documentTitle: 'Savings study',
  titleWithBattery: 'Savings study: solar PV with a battery',
  titlePvOnly: 'Savings study: solar PV',
  titleNoPv: 'Savings study: without solar PV',
  untitled: 'A savings study for your household',
  preparedFor: 'Prepared for',
  address: 'Address',
  createdOn: 'Created',
  period: 'Evaluated period',
  periodYear: (year) => `calendar year ${year}`,
  period12m: 'last 12 completed months',
  periodCustom: 'selected period',
  yearlySaving: 'Yearly saving',
  perYear: 'per year',
  payback: 'Payback',
  paybackNone: 'not reached',
  paybackOnInvestment: (amount) => `on an investment of ${amount}`,
  paybackNoInvestment: 'no investment',
  selfSufficiency: 'Self-sufficiency',
  selfSufficiencyNote: 'of consumption covered by your own power',
  production: 'PV production',
  summary: (f) =>
    `A ${f.kwp} solar PV system${f.battery ? ` with a ${f.battery} battery` : ''} would have produced ${f.production} in the evaluated period and covered ${f.selfSufficiency} of the household's consumption. ` +
    `The electricity bill would fall from ${f.billBefore} to ${f.billAfter}${f.revenue ? `, and selling the surplus would bring in another ${f.revenue}` : ''}. ` +
    (f.periodSaving ? `Over the evaluated period you save ${f.periodSaving}; scaled to a whole year, ${f.saving}.` : `In total you save ${f.saving} a year.`),
  summaryNoSaving: (f) =>
    `A ${f.kwp} solar PV system${f.battery ? ` with a ${f.battery} battery` : ''} would have produced ${f.production} in the evaluated period. ` +
    `Under the given conditions it does not pay off: the yearly result is ${f.saving}.`,
  summaryNoPv: (f, batteryWorks) =>
    batteryWorks
      ? `This study assumes no solar PV, only a ${f.battery} battery charged from the grid. ` +
        `The electricity bill over the evaluated period would be ${f.billAfter} instead of ${f.billBefore}${f.revenue ? `, and selling from the battery would bring in ${f.revenue}` : ''}; the yearly result is ${f.saving}.`
      : `This study assumes no solar PV${f.battery ? ` (with a ${f.battery} battery, which charges from PV surplus only)` : ''}: nothing is produced, stored or sold. ` +
        `The electricity bill over the evaluated period is ${f.billAfter}; the yearly result is ${f.saving}.`,
  systemHeading: 'The proposed system and your conditions',
  pvPower: 'PV power',
  pvNone: 'no PV',
  batteryCapacity: 'Battery',
  batteryNone: 'no battery',
  batteryUsable: (usable, reserve) => `${usable} usable (reserve ${reserve})`,
  yearlyConsumption: 'Household consumption per year',
  distributor: 'Distributor and rate',
  lowTariffCommand: 'HDO command',
  lowTariffRegion: 'HDO region',
  rate: 'rate',
  buying: 'Electricity purchase',
  buyingFix: (price) => `fixed price ${price}/MWh excl. VAT`,
  buyingSpot: (fee) => `spot price + supplier surcharge ${fee}/MWh`,
  selling: 'Selling the surplus',
  sellingNone: 'surplus is not sold',
  sellingFix: (price) => `buy-back price ${price}/MWh`,
  sellingSpot: (fee) => `spot price − trader deduction ${fee}/MWh`,
  energyHeading: 'Production and consumption',
  energyIntro: 'How the PV production meets your household consumption, month by month.',
  chartProductionConsumption: 'Monthly production and consumption (kWh)',
  seriesProduction: 'PV production',
  seriesConsumption: 'Household consumption',
  seriesSelfConsumed: 'Used at home',
  seriesExport: 'Sold to the grid',
  seriesImport: 'Bought from the grid',
  chartUseOfProduction: 'Where the production goes',
  chartCoverage: 'What covers the consumption',
  directUse: 'Used directly',
  intoBattery: 'Stored in the battery',
  exported: 'Sold to the grid',
  curtailed: 'Unused',
  productionNone: 'Without PV nothing is produced.',
  consumptionNone: 'The household consumes nothing in the evaluated period.',
  fromPv: 'Directly from PV',
  fromBattery: 'From the battery',
  fromGrid: 'From the grid',
  selfConsumptionRatio: 'Self-consumption of production',
  gridImport: 'Bought from the grid',
  gridImportSplit: (vt, nt) => `of which high tariff ${vt}, low tariff ${nt}`,
  gridExport: 'Sold to the grid',
  moneyHeading: 'Electricity bill and saving',
  moneyIntro: 'Your bill without and with the PV system. Amounts include VAT unless stated otherwise.',
  chartBills: 'Monthly electricity bill (CZK incl. VAT)',
  seriesBillBefore: 'Without PV',
  yearlyCostHeading: 'Yearly electricity cost',
  periodCostHeading: 'Electricity cost over the evaluated period',
  yearlyCostWithPv: 'With PV, net of sales',
  seriesBillAfter: 'With PV',
  seriesRevenue: 'Selling revenue',
  breakdownHeading: 'The bill by component over the evaluated period',
  component: 'Component',
  withoutPv: 'Without PV',
  withPv: 'With PV',
  difference: 'Difference',
  components: {
    energy: 'Energy (supplier)',
    distribution: 'Distribution high/low tariff',
    renewableFee: 'Renewables support (POZE)',
    systemServices: 'System services',
    electricityTax: 'Electricity tax',
    infrastructureFee: 'Non-network infrastructure fee',
    supplierMonthlyFees: 'Supplier fixed fees',
    circuitBreakerFees: 'Circuit breaker fee',
    totalExclVat: 'Total excl. VAT',
    vat: 'VAT',
    total: 'Total incl. VAT',
  },
  sellingRevenue: 'Revenue from the sold surplus',
  sellingFees: 'Selling fees',
  netCost: 'Net electricity cost',
  savingForPeriod: 'Saving over the evaluated period',
  batteryHeading: 'What the battery adds',
  batteryFacts: (f) =>
    `The ${f.size} battery (usable capacity ${f.usable}) stored ${f.charged} of surplus power and gave ${f.discharged} back to the household in the evening and at night. ` +
    `That is ${f.cycles} full cycles and ${f.share} of your consumption.`,
  batteryWithoutComparison: (withoutSaving, gain) => `Without the battery the yearly saving would be ${withoutSaving}; the battery adds ${gain} a year.`,
  batterySmartControl: (gain, included) =>
    included
      ? `Smart control of the battery by the hourly prices is included in this study: it adds ${gain} a year over simply storing the surplus. It assumes each day's prices, production and consumption known in advance: an upper bound that good forecast-driven control approaches.`
      : `Smart control of the battery by the hourly prices would add ${gain} a year over simply storing the surplus, as this study assumes. It assumes each day's prices, production and consumption known in advance: an upper bound that good forecast-driven control approaches.`,
  batteryAbsent: (sold) => `This study assumes no battery. The surplus you do not use at home ${sold ? 'is sold to the grid' : 'is lost, as it is not sold'}.`,
  batteryNoProduction: (battery) =>
    battery
      ? 'With nothing produced the battery has nothing to charge from (it charges from PV surplus only, never from the grid), so it changes nothing on the bill.'
      : 'This study assumes neither solar PV nor a battery.',
  monthlyHeading: 'Monthly overview',
  month: 'Month',
  colProduction: 'Production',
  colConsumption: 'Consumption',
  colSelfConsumed: 'Production used at home',
  colImport: 'Bought',
  colExport: 'Sold',
  colBillBefore: 'Bill w/o PV',
  colBillAfter: 'Bill with PV',
  colRevenue: 'Revenue',
  colSaving: 'Saving',
  total: 'Total',
  monthlyNote:
    'Energy in kWh, money in CZK (bills incl. VAT). Production used at home = used at once or stored in the battery (its total over the production is the self-consumption). Saving = bill without PV − bill with PV + selling revenue.',
  sensitivityHeading: 'How the battery size changes the saving',
  sensitivityIntro: 'The same calculation for different battery capacities; all other inputs unchanged.',
  colBattery: 'Battery',
  colYearlySaving: 'Yearly saving',
  colSelfSufficiency: 'Self-sufficiency',
  colPayback: 'Payback',
  chartSensitivity: 'Yearly saving by battery capacity (CZK)',
  typicalDayHeading: 'A typical day',
  typicalDayIntro: 'The average course of a day by hour (local time) in the selected months.',
  typicalDayTitle: (key, months) => `${typicalDayNames.en[key] ?? key} (${months})`,
  seriesBatterySoc: 'Battery state of charge (%)',
  assumptionsHeading: 'Assumptions and data sources',
  assumptionsIntro: 'The result is a model calculation. Actual values depend on the weather, the household and future prices.',
  paybackBasisRequest: (investment, subsidy) => `The payback uses the installation price you entered, ${investment}${subsidy ? `, less a subsidy of ${subsidy}` : ''}.`,
  paybackBasisModel: (investment, subsidy) =>
    `The payback uses an indicative installation price of ${investment} from the price model${subsidy ? `, less a subsidy of ${subsidy}` : ''}; an actual offer may differ.`,
  dataSources: 'Data sources',
  sources: [
    'Hourly day-ahead electricity prices: OTE, a.s. (Czech market operator)',
    'Regulated distribution, renewables and system-service prices: ERÚ price decisions',
    'Normalized load profiles (TDD): OTE, a.s.',
    'Hourly solar irradiance and temperature: PVGIS (European Commission, JRC)',
  ],
  periodScaled: (factor) => `The evaluated period is not a whole year; yearly figures are scaled by a factor of ${factor}.`,
  contactHeading: 'Contact',
  contactIntro: (name) => `This study was prepared for you by ${endSentence(name)}`,
  contactGeneric: 'This study was created by an independent energy savings calculator.',
  consentYes: (name) => `You agreed that ${name} may contact you with an offer and answers to your questions.`,
  consentNo: (name) => `You asked not to be contacted; ${name} will not contact you on its own.`,
  phone: 'Phone',
  email: 'E-mail',
  web: 'Web',
  page: (current, count) => `Page ${current} of ${count}`,
  studyId: 'Study no.',
  mail: {
    subject: (label) => (label ? `Your savings study: ${label}` : 'Your energy savings study'),
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (saving) => `here is your savings study. By our calculation you save about ${saving} a year.`,
    bodyNoSaving: 'here is your savings study. Under the given conditions there is no saving; the study shows the details.',
    link: 'You can open the study at any time here:',
    attached: 'The study is also attached to this e-mail as a PDF.',
    signature: (name) => `Kind regards\n${name}`,
    open: 'Open the study',
    fileName: 'savings-study.pdf',
  },
}

export const texts: Record<Language, Texts> = { cs, en }

const formatterCache = new Map<Language, ReturnType<typeof createFormatters>>()

/** Number, money, energy, percent and date formats of one language (built once: Intl formats are costly to create). */
export function formatters(language: Language) {
  let cached = formatterCache.get(language)
  if (!cached) formatterCache.set(language, (cached = createFormatters(language)))
  return cached
}

function createFormatters(language: Language) {
  const locale = language === 'cs' ? 'cs-CZ' : 'en-GB'
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  // Sizes down to the smallest accepted (0.01 kWp or kWh) print as sent, not as "0,0".
  const size = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 })
  const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CZK', maximumFractionDigits: 0, minimumFractionDigits: 0 })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Prague' })
  const shortDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' })
  const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const percentSign = language === 'cs' ? '\u00a0%' : '%'
  // A typographic minus; and -0 would print as "−0 Kč".
  const signed = (text: string) => text.replace('-', '\u2212')
  const clean = (value: number) => (Math.round(value) === 0 ? 0 : value)
  return {
    integer: (value: number) => signed(integer.format(clean(value))),
    decimal: (value: number) => signed(oneDecimal.format(value)),
    factor: (value: number) => twoDecimals.format(value),
    money: (value: number) => signed(money.format(clean(value))),
    kwh: (value: number) => `${signed(integer.format(clean(value)))}\u00a0kWh`,
    // `|| 0`: a size of −0 prints as 0.
    kwp: (value: number) => `${size.format(value || 0)}\u00a0kWp`,
    batteryKwh: (value: number) => `${Number.isInteger(value) ? integer.format(value || 0) : size.format(value)}\u00a0kWh`,
    percent: (ratio: number) => `${integer.format(ratio * 100)}${percentSign}`,
    years: (value: number) => (language === 'cs' ? `${oneDecimal.format(value)}\u00a0roku` : `${oneDecimal.format(value)} years`),
    date: (value: Date) => date.format(value),
    isoDate: (value: string) => shortDate.format(new Date(`${value}T00:00:00Z`)),
    /** "2024-03" → "bře" / "Mar". */
    monthShort: (yearMonth: string) => monthShort.format(new Date(`${yearMonth}-01T00:00:00Z`)).replace(/\.$/, ''),
    monthLong: (yearMonth: string) => monthLong.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    monthNumberShort: (month: number) => monthShort.format(new Date(Date.UTC(2024, month - 1, 1))).replace(/\.$/, ''),
  }
}

export type Formatters = ReturnType<typeof formatters>
