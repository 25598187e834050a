import type { Assumption, Language, StudyCreateRequest, StudyResult } from '@partner/energy-shared'
import { loadProfileName } from '../../../data/labels.ts'
import type { Formatters } from '../i18n.ts'

/**
 * The engine's assumptions in words for a homeowner, by their stable key. The engine states them for
 * auditors (in English, with model coefficients); the study keeps those in its stored result. A key
 * without wording here is printed in the engine's own words.
 */
interface Facts {
  assumption: Assumption
  request: StudyCreateRequest
  result: StudyResult
  f: Formatters
}

type Wording = Record<Language, (facts: Facts) => string>

interface BatteryInputs {
  usableKWh: number
  chargeEfficiency: number
  dischargeEfficiency: number
  powerLimitKw: number
}

/** The engine's battery parameters (`inputs.battery`, beyond the shared schema), when the result carries them. */
function batteryInputs(result: StudyResult): BatteryInputs | null {
  const battery = (result as { inputs?: { battery?: Partial<Record<keyof BatteryInputs, unknown>> } }).inputs?.battery
  const complete = (value: typeof battery): value is BatteryInputs =>
    !!value && (['usableKWh', 'chargeEfficiency', 'dischargeEfficiency', 'powerLimitKw'] as const).every((key) => typeof value[key] === 'number')
  return complete(battery) ? battery : null
}

/** The battery follows the prices and may charge from the grid. */
const gridCharged = (result: StudyResult) => result.inputs.battery.dispatch === 'price-aware' && result.inputs.battery.gridCharging === true

const efficiency = (f: Formatters, charge: number, discharge: number) =>
  charge === discharge ? f.percent(charge) : `${f.percent(charge)} / ${f.percent(discharge)}`

const COMPASS: Record<Language, [south: string, east: string, west: string, north: string, ofSouth: (deg: string, side: 'east' | 'west') => string]> = {
  cs: ['na jih', 'na východ', 'na západ', 'na sever', (deg, side) => `${deg}° od jihu na ${side === 'east' ? 'východ' : 'západ'}`],
  en: ['facing south', 'facing east', 'facing west', 'facing north', (deg, side) => `facing ${deg}° ${side} of south`],
}

/** Where a plane faces, for azimuth 0 = south, −90 = east, 90 = west, ±180 = north. */
function facing(language: Language, azimuthDeg: number): string {
  const [south, east, west, north, ofSouth] = COMPASS[language]
  if (azimuthDeg === 0) return south
  if (azimuthDeg === -90) return east
  if (azimuthDeg === 90) return west
  if (Math.abs(azimuthDeg) === 180) return north
  return ofSouth(String(Math.abs(azimuthDeg)), azimuthDeg < 0 ? 'east' : 'west')
}

/** The PVGIS or reference-site source of the production, when the result names one. */
function skyOf(result: StudyResult) {
  const source = result.inputs.productionSource
  return typeof source === 'object' ? source : null
}

/** Why PVGIS was not used, in Czech (the result states it in English). */
function czechReason(reason: string | undefined): string {
  if (!reason) return 'bez dat PVGIS'
  if (/PVGIS=off/.test(reason)) return 'PVGIS je na tomto serveru vypnutý'
  if (/not cached yet/.test(reason)) return 'data PVGIS pro toto místo se teprve stahují'
  if (/budget|did not answer|did not finish/.test(reason)) return 'PVGIS neodpověděl včas'
  if (/rate limit|429/.test(reason)) return 'PVGIS odmítl dotaz kvůli limitu dotazů'
  if (/overloaded|529/.test(reason)) return 'PVGIS je přetížený'
  if (/typical-year JSON/.test(reason)) return 'odpověď PVGIS byla chybná'
  return 'PVGIS nebyl dostupný'
}

/** "PSČ 702 00 Ostrava, 49.821 N 18.263 E" or the coordinates and what gave them. */
function placeOf(result: StudyResult, language: Language): string {
  const location = result.inputs.location
  if (!location) return language === 'cs' ? 'neznámé' : 'unknown'
  const at = `${location.latitude.toFixed(3)} N, ${location.longitude.toFixed(3)} E`
  if (location.source === 'postcode' && location.postcode) return `PSČ ${location.postcode.slice(0, 3)} ${location.postcode.slice(3)} ${location.place ?? ''}, ${at}`
  if (location.source === 'partner') return language === 'cs' ? `výchozí místo instalatéra, ${at}` : `the installer's default location, ${at}`
  return at
}

const yearRange = (text: string) => /\b(\d{4})\s*[–-]\s*(\d{4})\b/.exec(text)
const systemLoss = (text: string) => /(\d+(?:\.\d+)?)\s*% system loss/.exec(text)?.[1]

const wordings: Record<string, Wording> = {
  'hdo-schedule': {
    cs: ({ assumption }) => `Nízký tarif platí v hodinách, kdy jej zapíná povel HDO ${assumption.value}; státní svátky se počítají jako neděle.`,
    en: ({ assumption }) => `The low tariff applies in the hours switched by HDO command ${assumption.value}; public holidays count as Sundays.`,
  },
  'hdo-nearest-version': {
    cs: () => 'Pro některé dny nebyl v platnosti žádný rozpis povelu HDO; použil se časově nejbližší.',
    en: () => 'For some days no version of the HDO schedule was in force; the nearest one in time was used.',
  },
  'hdo-other-day-type': {
    cs: () => 'Rozpis HDO neuvádí časy pro všechny typy dnů; pro ostatní dny se použil nejbližší typ dne.',
    en: () => 'The HDO schedule does not list every day type; the closest day type was used for the others.',
  },
  'hdo-ignored': {
    cs: ({ request }) => `Sazba ${request.distribution.distributionRate} je jednotarifní: všechny hodiny se účtují ve vysokém tarifu a povel HDO se nepoužije.`,
    en: ({ request }) => `${request.distribution.distributionRate} is a single-tariff rate: every hour is billed at the high tariff and the HDO command is not used.`,
  },
  consumption: {
    cs: ({ assumption, request, f }) =>
      assumption.value
        ? `Průběh spotřeby po hodinách vychází z typového diagramu dodávky OTE (${loadProfileName(String(assumption.value), 'cs')}), přepočteného na vaši roční spotřebu ${f.kwh(request.yearlyConsumptionKWh)}.`
        : 'Spotřeba po hodinách je vaše vlastní řada dat.',
    en: ({ assumption, request, f }) =>
      assumption.value
        ? `The hourly consumption follows the OTE standard load profile (${loadProfileName(String(assumption.value), 'en')}), scaled to your yearly consumption of ${f.kwh(request.yearlyConsumptionKWh)}.`
        : 'The hourly consumption is your own data series.',
  },
  'consumption-region': {
    cs: () => 'Pro vaši oblast není k dispozici vlastní regionální typový diagram; použila se nejbližší varianta.',
    en: () => 'There is no regional load profile for your area; the closest variant was used.',
  },
  'consumption-class': {
    cs: ({ request }) => `Pro sazbu ${request.distribution.distributionRate} není třída typového diagramu úředně určena; použila se nejbližší.`,
    en: ({ request }) => `No load-profile class is officially assigned to ${request.distribution.distributionRate}; the closest one was used.`,
  },
  'no-pv': {
    cs: ({ request }) =>
      (request.battery?.batterySizeKwh ?? 0) > 0
        ? 'Studie počítá bez fotovoltaiky: nic se nevyrobí, takže účet oproti dnešnímu mění nanejvýš baterie.'
        : 'Studie počítá bez fotovoltaiky i bez baterie: nic se nevyrobí ani neprodá a účet je stejný jako dnešní.',
    en: ({ request }) =>
      (request.battery?.batterySizeKwh ?? 0) > 0
        ? 'The study assumes no solar PV: nothing is produced, so at most the battery changes the bill as it is.'
        : 'The study assumes neither solar PV nor a battery: nothing is produced or sold, and the bill is the bill as it is.',
  },
  'pv-production': {
    cs: () => 'Výroba po hodinách je vaše vlastní řada dat.',
    en: () => 'The hourly PV production is your own data series.',
  },
  'pv-site': {
    cs: ({ request, result }) => {
      const sky = skyOf(result)
      const planes = request.pvArrays ? 'pro vámi zadané střešní plochy' : 'pro panely orientované přibližně na jih'
      const differs = `Na vaší střeše se může lišit${request.pvArrays ? ' podle zastínění' : ' podle orientace, sklonu a zastínění'}.`
      if (sky?.source === 'pvgis') {
        return `Výroba je spočtena z typického roku slunečního záření PVGIS ${sky.pvgisVersion ?? ''} (${sky.radiationDatabase}, roky ${sky.yearMin}–${sky.yearMax}) pro místo vaší střechy (${placeOf(result, 'cs')}), ${planes}. ${differs}`
      }
      return `Výroba je spočtena z hodinových dat slunečního záření PVGIS pro lokalitu na jihozápadním Slovensku, asi 50 km od české hranice (${sky?.fallbackReason ? `data pro místo vaší střechy – ${placeOf(result, 'cs')} – nebyla k dispozici` : 'česká řada nebyla k dispozici'}), ${planes}. ${differs}`
    },
    en: ({ request, result }) => {
      const sky = skyOf(result)
      const planes = request.pvArrays ? 'for the roof planes you entered' : 'for panels facing roughly south'
      const differs = `On your roof it may differ with ${request.pvArrays ? 'shading' : 'orientation, tilt and shading'}.`
      if (sky?.source === 'pvgis') {
        return `Production is computed from the PVGIS ${sky.pvgisVersion ?? ''} typical year of solar data (${sky.radiationDatabase}, years ${sky.yearMin}–${sky.yearMax}) for your roof's location (${placeOf(result, 'en')}), ${planes}. ${differs}`
      }
      return `Production is computed from PVGIS hourly solar data for a site in south-west Slovakia, about 50 km from the Czech border (${sky?.fallbackReason ? `the data for your roof's location – ${placeOf(result, 'en')} – was not available` : 'no Czech series was available'}), ${planes}. ${differs}`
    },
  },
  'pv-location': {
    cs: ({ result }) => {
      const sky = skyOf(result)
      const location = result.inputs.location
      if (!location || location.source === 'reference-site') return 'Místo střechy nebylo zadáno (ani PSČ v adrese), proto je použita referenční lokalita.'
      return `Místo střechy: ${placeOf(result, 'cs')}${sky?.source === 'pvgis' ? '' : `; použita referenční lokalita (${czechReason(sky?.fallbackReason)})`}.`
    },
    en: ({ result }) => {
      const sky = skyOf(result)
      const location = result.inputs.location
      if (!location || location.source === 'reference-site') return "No roof location was given (nor a PSČ in the address), so the reference site's sky is used."
      return `Roof location: ${placeOf(result, 'en')}${sky?.source === 'pvgis' ? '' : `; the reference site's sky is used (${sky?.fallbackReason ?? 'no PVGIS data'})`}.`
    },
  },
  'pv-arrays': {
    cs: ({ request, f }) =>
      `Střešní plochy: ${(request.pvArrays ?? []).map((a) => `${f.decimal(a.kWp)} kWp, sklon ${f.integer(a.tiltDeg)}°, ${facing('cs', a.azimuthDeg)}`).join('; ')}. Sluneční záření se na každou plochu přepočítává modelem oblohy Perez.`,
    en: ({ request, f }) =>
      `Roof planes: ${(request.pvArrays ?? []).map((a) => `${f.decimal(a.kWp)} kWp, ${f.integer(a.tiltDeg)}° tilt, ${facing('en', a.azimuthDeg)}`).join('; ')}. The sunlight on each plane is computed with the Perez sky model.`,
  },
  'pv-typical-year': {
    cs: ({ assumption }) => {
      const years = yearRange(assumption.text)
      return `Počasí odpovídá typickému roku sestavenému z hodinových dat PVGIS${years ? ` za roky ${years[1]}–${years[2]}` : ''} (PVGIS © Evropská unie).`
    },
    en: ({ assumption }) => {
      const years = yearRange(assumption.text)
      return `The weather is a typical year built from PVGIS hourly data${years ? ` for ${years[1]}–${years[2]}` : ''} (PVGIS © European Union).`
    },
  },
  'pv-model': {
    cs: ({ assumption }) => {
      const loss = systemLoss(assumption.text)
      return `Model výroby zohledňuje teplotu panelů, odrazy světla${loss ? ` a ${loss} % systémových ztrát` : ' a systémové ztráty'} podle metodiky PVGIS; stárnutí panelů nezahrnuje.`
    },
    en: ({ assumption }) => {
      const loss = systemLoss(assumption.text)
      return `The production model accounts for panel temperature, reflection${loss ? ` and ${loss} % system losses` : ' and system losses'} as PVGIS does; panel ageing is not included.`
    },
  },
  'spot-prices': {
    cs: () => 'Ceny elektřiny na denním trhu jsou skutečné hodinové ceny OTE pro Českou republiku v hodnoceném období.',
    en: () => 'Day-ahead electricity prices are the actual hourly OTE prices for the Czech Republic in the evaluated period.',
  },
  'spot-filled-hours': {
    cs: ({ assumption }) => `Pro ${assumption.value} hodin období není k dispozici tržní cena; byla doplněna odhadem.`,
    en: ({ assumption }) => `${assumption.value} hours of the period have no market price; it was filled in by an estimate.`,
  },
  battery: {
    cs: ({ result, f }) => {
      const battery = batteryInputs(result)
      const rule = gridCharged(result) ? 'Řídí se cenami (viz níže) a smí se nabíjet i ze sítě.' : 'Nabíjí se jen z přebytků FVE, ne ze sítě.'
      return battery
        ? `Baterie: využitelná kapacita ${f.batteryKwh(battery.usableKWh)}, účinnost nabíjení a vybíjení ${efficiency(f, battery.chargeEfficiency, battery.dischargeEfficiency)}, výkon až ${f.decimal(battery.powerLimitKw)} kW. ${rule}`
        : 'Baterie se nabíjí jen z přebytků FVE, ne ze sítě, a vybíjí se, když výroba nestačí.'
    },
    en: ({ result, f }) => {
      const battery = batteryInputs(result)
      const rule = gridCharged(result) ? 'It follows the prices (see below) and may charge from the grid too.' : 'It charges from PV surplus only, never from the grid.'
      return battery
        ? `Battery: usable capacity ${f.batteryKwh(battery.usableKWh)}, charge and discharge efficiency ${efficiency(f, battery.chargeEfficiency, battery.dischargeEfficiency)}, power up to ${f.decimal(battery.powerLimitKw)} kW. ${rule}`
        : 'The battery charges from PV surplus only, never from the grid, and discharges when production falls short.'
    },
  },
  'battery-dispatch': {
    cs: ({ result }) =>
      `Baterie se řídí cenami: každý den plánuje nabíjení a vybíjení tak, aby domácnost za den zaplatila co nejméně, podle hodinových cen nákupu (včetně distribuce v pásmu VT/NT, poplatků a DPH) a výkupu.${gridCharged(result) ? ' Smí se nabíjet ze sítě.' : ''}${result.inputs.battery.exportFromBattery ? ' Smí prodávat do sítě.' : ''} Výpočet předpokládá, že ceny, výroba i spotřeba dne jsou předem známé (ceny denního trhu se zveřejňují den předem); jde o horní odhad, ke kterému se dobré řízení podle předpovědí blíží.`,
    en: ({ result }) =>
      `The battery follows the prices: each day it plans charging and discharging so that the household pays as little as possible that day, by the hourly buying price (distribution in the VT/NT band, fees and VAT included) and selling price.${gridCharged(result) ? ' It may charge from the grid.' : ''}${result.inputs.battery.exportFromBattery ? ' It may sell to the grid.' : ''} The calculation assumes each day's prices, production and consumption known in advance (day-ahead prices are published the day before): an upper bound that good forecast-driven control approaches.`,
  },
  'dispatch-no-gain': {
    cs: () => 'Ceny nákupu i výkupu jsou po celý den stejné (pevná cena, jednotarifní sazba): řízení baterie podle cen by proto nic nepřidalo a obě řízení dávají stejnou úsporu.',
    en: () => 'The buying and selling prices are the same all day (a fixed price on a single-tariff rate): control by the prices adds nothing, so both ways of running the battery give the same saving.',
  },
  fees: {
    cs: ({ assumption }) =>
      `Regulované platby (distribuce, POZE, systémové služby, daň z elektřiny) podle cenových rozhodnutí ERÚ platných v jednotlivých dnech období${assumption.value === 'overridden' ? '; hodnoty, které jste zadali, platí pro celé období' : ''}. Stálé měsíční platby se počítají poměrně podle dnů.`,
    en: ({ assumption }) =>
      `Regulated charges (distribution, renewables support, system services, electricity tax) from the ERÚ price decisions in force on each day of the period${assumption.value === 'overridden' ? '; the values you entered apply to the whole period' : ''}. Fixed monthly charges count pro rata by days.`,
  },
  'battery-idle': {
    cs: () => 'Baterie se nabíjí jen z přebytků FVE, ne ze sítě; bez výroby zůstává prázdná a nic nemění.',
    en: () => 'The battery charges from PV surplus only, never from the grid; with nothing produced it stays empty and changes nothing.',
  },
  vat: {
    cs: ({ assumption }) => `DPH ${assumption.value} % z celého účtu za nákup elektřiny; příjem z prodeje je bez DPH (domácnost není plátcem DPH).`,
    en: ({ assumption }) => `VAT ${assumption.value} % on the whole purchase bill; selling revenue carries no VAT (households are not VAT payers).`,
  },
  selling: {
    cs: ({ request }) =>
      request.electricitySellingSettings
        ? 'Přebytky se prodávají každou hodinu za výkupní cenu, i když je záporná.'
        : 'Přebytky se neprodávají: co nespotřebujete ani neuložíte do baterie, propadá bez náhrady.',
    en: ({ request }) =>
      request.electricitySellingSettings
        ? 'Surplus is sold every hour at the selling price, also when that price is negative.'
        : 'Surplus is not sold: what you neither use nor store is lost without compensation.',
  },
  'selling-unused': {
    cs: () => 'Bez výroby není co prodávat: výkupní podmínky ani měsíční poplatek za výkup se nepoužijí.',
    en: () => 'With nothing produced there is nothing to sell: the selling terms and their monthly fee do not apply.',
  },
  'export-control': {
    cs: ({ result, f }) =>
      `Při záporné výkupní ceně (po odečtení poplatku obchodníka) střídač přebytky do sítě nepouští: ${f.kwh(result.selling.curtailedKWh)} v ${result.selling.curtailedHours} hodinách se neprodalo.`,
    en: ({ result, f }) =>
      `When the selling price (after the trader’s fee) is negative, the inverter does not export: ${f.kwh(result.selling.curtailedKWh)} in ${result.selling.curtailedHours} hours were not sold.`,
  },
  'circuit-breaker': {
    cs: () => 'Jistič nebyl zadán, účty proto neobsahují platbu za jistič (je stejná s FVE i bez ní, úsporu nemění).',
    en: () => 'No circuit breaker was given, so the bills leave out its fee (the same with and without PV; the saving does not change).',
  },
  'year-scaling': {
    cs: ({ result }) => `Hodnocené období má ${result.period.days} dní; roční úspora je z něj přepočtena poměrně, bez korekce na roční období.`,
    en: ({ result }) => `The evaluated period has ${result.period.days} days; the yearly saving is scaled from it pro rata, without a seasonal correction.`,
  },
  payback: {
    cs: () => 'Návratnost je prostá: investice dělená roční úsporou, bez změn cen energie, stárnutí panelů a úročení.',
    en: () => 'The payback is simple: the investment divided by the yearly saving, without energy price changes, panel ageing or interest.',
  },
  'no-payback': {
    cs: () => 'Návratnost nevychází: roční úspora (zaokrouhlená na celé koruny) není kladná, investice se tedy nemá z čeho splatit.',
    en: () => 'There is no payback: the yearly saving (rounded to whole crowns) is not positive, so nothing pays an investment back.',
  },
  'fix-low-tariff': {
    cs: () => 'Produkt s pevnou cenou nemá zvláštní cenu pro nízký tarif; v hodinách NT se počítá cena VT.',
    en: () => 'The fixed-price product has no separate low-tariff price; the high-tariff price applies in low-tariff hours too.',
  },
}

export function assumptionText(language: Language, facts: Facts): string {
  const wording = wordings[facts.assumption.key]
  return wording ? wording[language](facts) : facts.assumption.text
}
