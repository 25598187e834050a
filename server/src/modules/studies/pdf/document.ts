import type { Column, Content, ContentImage, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import { DISTRIBUTOR_NAMES, type BillBreakdown, type Language, type StudyCreateRequest, type StudyResult } from '@partner/energy-shared'
import { doughnut, groupedBars, lines, palette, type ChartImage } from './charts.ts'
import { regionName } from '../../../data/labels.ts'
import { assumptionText } from './assumptions.ts'
import { formatters, texts, type Formatters, type SummaryFacts, type Texts } from '../i18n.ts'
import { groupedPercents } from './shares.ts'
import type { StudyBranding } from '../branding.ts'

export interface StudyDocumentInput {
  id: string
  createdAt: Date
  language: Language
  request: StudyCreateRequest
  result: StudyResult
  branding: StudyBranding | null
}

const PAGE_WIDTH = 595.28
const MARGIN_X = 42
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X

interface Context {
  input: StudyDocumentInput
  t: Texts
  f: Formatters
  brandName: string
  /** The headings' colour: the partner's accent when it set one, else the house primary. */
  heading: string
  /** The cover's rule and caption: the partner's accent when it set one, else the house solar yellow. */
  accent: string
  /** PDF text of the charts, keyed by name. */
  charts: Record<string, ChartImage>
}

/** Builds a fresh pdfmake document definition (pdfmake mutates what it is given). */
export async function buildStudyDocument(input: StudyDocumentInput): Promise<TDocumentDefinitions> {
  const t = texts[input.language]
  const f = formatters(input.language)
  const brandName = input.branding?.name ?? t.brandGeneric
  const charts = await renderCharts(input, t, f)
  const accentColor = input.branding?.accentColor ?? null
  const context: Context = { input, t, f, brandName, heading: accentColor ?? palette.primary, accent: accentColor ?? palette.solar, charts }
  const extended = input.request.study?.extendedStudy === true

  const images: Record<string, string> = {}
  for (const [name, chart] of Object.entries(charts)) images[name] = `data:image/png;base64,${chart.png.toString('base64')}`
  const logo = input.branding?.logo
  if (logo && (logo.mediaType === 'image/png' || logo.mediaType === 'image/jpeg')) {
    images.logo = `data:${logo.mediaType};base64,${Buffer.from(logo.data).toString('base64')}`
  }

  const label = input.request.study?.label?.trim() || null
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN_X, 58, MARGIN_X, 48],
    info: {
      title: `${t.documentTitle}${label ? `: ${label}` : ''}`,
      author: brandName,
      subject: t.documentTitle,
      creator: brandName,
      producer: brandName,
    },
    images,
    defaultStyle: { font: 'DejaVu', fontSize: 9.5, color: palette.ink, lineHeight: 1.25 },
    styles: {
      h1: { fontSize: 17, bold: true, color: context.heading, margin: [0, 0, 0, 4] },
      h2: { fontSize: 11.5, bold: true, color: context.heading, margin: [0, 12, 0, 6] },
      intro: { color: palette.muted, margin: [0, 0, 0, 10] },
      small: { fontSize: 8, color: palette.muted },
      tableHead: { bold: true, fontSize: 8, color: palette.muted },
      figureCaption: { fontSize: 9, bold: true, color: palette.ink, margin: [0, 6, 0, 2] },
    },
    header: (currentPage: number) => (currentPage === 1 ? null : pageHeader(context)),
    footer: (currentPage: number, pageCount: number) => pageFooter(context, currentPage, pageCount),
    content: [
      ...coverPage(context),
      ...energyPage(context),
      ...moneyPage(context),
      ...(extended ? [...sensitivityPage(context), ...typicalDayPage(context)] : []),
      ...monthlyPage(context),
      ...assumptionsPage(context),
    ],
  }
}

async function renderCharts(input: StudyDocumentInput, t: Texts, f: Formatters): Promise<Record<string, ChartImage>> {
  const { result, request } = input
  const shared = { input, t }
  const months = result.monthly.map((row) => f.monthShort(row.month))
  const compact = (value: number) => f.integer(value)
  const jobs: Record<string, Promise<ChartImage>> = {
    energy: groupedBars({
      labels: months,
      series: [
        { label: t.seriesProduction, values: result.monthly.map((row) => row.productionKWh), color: palette.solar },
        { label: t.seriesConsumption, values: result.monthly.map((row) => row.consumptionKWh), color: palette.consumption },
      ],
      format: compact,
      width: CONTENT_WIDTH,
      height: 200,
    }),
    bills: groupedBars({
      labels: months,
      series: [
        { label: t.seriesBillBefore, values: result.monthly.map((row) => row.baselineBillCzk), color: palette.grid },
        { label: t.seriesBillAfter, values: result.monthly.map((row) => row.billWithPvCzk), color: palette.primary },
        ...(request.electricitySellingSettings
          ? [{ label: t.seriesRevenue, values: result.monthly.map((row) => row.sellingRevenueCzk), color: palette.battery }]
          : []),
      ],
      format: compact,
      width: CONTENT_WIDTH,
      height: 190,
    }),
  }
  // A doughnut of nothing (no production, no consumption) is not drawn: its figure says so in words.
  for (const [name, parts] of [['useOfProduction', productionShares(shared)], ['coverage', consumptionShares(shared)]] as const) {
    if (visibleShares(parts).length > 0) jobs[name] = sharesDoughnut(parts)
  }
  if (request.study?.extendedStudy) {
    if (result.sensitivity?.length) {
      jobs.sensitivity = groupedBars({
        labels: result.sensitivity.map((row) => f.batteryKwh(row.batterySizeKwh)),
        series: [
          {
            label: t.colYearlySaving,
            values: result.sensitivity.map((row) => row.yearlySavingCzk),
            // The chosen battery stands out.
            color: result.sensitivity.map((row) => (row.batterySizeKwh === (request.battery?.batterySizeKwh ?? 0) ? palette.saving : '#8fc2a8')),
          },
        ],
        format: compact,
        width: CONTENT_WIDTH,
        height: 180,
      })
    }
    for (const [index, day] of (result.typicalDays ?? []).entries()) {
      jobs[`day${index}`] = lines({
        labels: day.hours.map((hour) => String(hour.hour)),
        series: [
          { label: t.seriesProduction, values: day.hours.map((hour) => hour.productionKWh), color: palette.solar, fill: true },
          { label: t.seriesConsumption, values: day.hours.map((hour) => hour.consumptionKWh), color: palette.consumption },
          { label: t.seriesImport, values: day.hours.map((hour) => hour.importKWh), color: palette.negative, dashed: true },
        ],
        format: (value) => f.decimal(value),
        width: CONTENT_WIDTH,
        height: 165,
      })
      // State of charge is a level, not an hourly energy: its own small chart on a 0–100 % axis.
      if (hasBattery(request)) {
        jobs[`soc${index}`] = lines({
          labels: day.hours.map((hour) => String(hour.hour)),
          series: [{ label: t.seriesBatterySoc, values: day.hours.map((hour) => hour.batterySocPercent), color: palette.battery }],
          format: (value) => f.percent(value / 100),
          width: CONTENT_WIDTH,
          height: 90,
          max: 100,
        })
      }
    }
  }
  const names = Object.keys(jobs)
  const rendered = await Promise.all(Object.values(jobs))
  return Object.fromEntries(names.map((name, index) => [name, rendered[index]!]))
}

/** A part of a doughnut: label, kWh, colour and its whole-percent share (the shares add up to 100). */
type SharePart = [label: string, value: number, color: string, percent: number]

/** The parts worth showing: a part whose share rounds to 0 % would read as "0 %". */
function visibleShares(parts: SharePart[]): SharePart[] {
  return parts.filter(([, , , percent]) => percent > 0)
}

const DOUGHNUT_SIZE = 92

function sharesDoughnut(parts: SharePart[]): Promise<ChartImage> {
  const visible = visibleShares(parts)
  return doughnut({ values: visible.map(([, value]) => value), colors: visible.map(([, , color]) => color), size: DOUGHNUT_SIZE })
}

/** The doughnut with its legend set as PDF text: label, share and amount; `none` in words when there is no share. */
function sharesFigure(context: Context, name: string, caption: string, parts: SharePart[], none: string): Content {
  const { f } = context
  const visible = visibleShares(parts)
  const heading: Content = { text: caption, style: 'figureCaption', margin: [0, 0, 0, 6] }
  // pdfmake cannot lay out a table without rows.
  if (visible.length === 0) return { stack: [heading, { text: none, color: palette.muted }] }
  return {
    stack: [
      heading,
      {
        columns: [
          chart(context, name),
          {
            width: '*',
            margin: [10, 4, 0, 0],
            fontSize: 8.5,
            table: {
              widths: [8, '*', 'auto'],
              body: visible.map(([label, value, color, percent]) => [
                { canvas: [{ type: 'rect', x: 0, y: 2.5, w: 8, h: 8, r: 1.5, color }] },
                { text: [{ text: label }, { text: `\n${f.kwh(value)}`, fontSize: 7.5, color: palette.muted }] },
                { text: f.percent(percent / 100), bold: true, alignment: 'right' },
              ]),
            },
            layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 3, paddingRight: () => 3, paddingTop: () => 2, paddingBottom: () => 4 },
          },
        ],
      },
    ],
  }
}

/** Where the production goes; direct use + battery together make the headline self-consumption. */
export function productionShares({ input, t }: Pick<Context, 'input' | 't'>): SharePart[] {
  const { energy } = input.result
  const percents = groupedPercents([energy.directUseKWh, energy.batteryChargeKWh], [energy.exportKWh, energy.curtailedKWh], energy.selfConsumptionRatio)
  return [
    [t.directUse, energy.directUseKWh, palette.solar, percents[0]!],
    [t.intoBattery, energy.batteryChargeKWh, palette.battery, percents[1]!],
    [t.exported, energy.exportKWh, palette.grid, percents[2]!],
    [t.curtailed, energy.curtailedKWh, palette.negative, percents[3]!],
  ]
}

/** What covers the consumption; PV + battery together make the headline self-sufficiency. */
export function consumptionShares({ input, t }: Pick<Context, 'input' | 't'>): SharePart[] {
  const { energy } = input.result
  const percents = groupedPercents([energy.directUseKWh, energy.batteryDischargeKWh], [energy.importKWh], energy.selfSufficiency)
  return [
    [t.fromPv, energy.directUseKWh, palette.solar, percents[0]!],
    [t.fromBattery, energy.batteryDischargeKWh, palette.battery, percents[1]!],
    [t.fromGrid, energy.importKWh, palette.consumption, percents[2]!],
  ]
}

function chart(context: Context, name: string): ContentImage {
  const image = context.charts[name]
  if (!image) throw new Error(`Chart ${name} was not rendered`)
  return { image: name, width: image.width, height: image.height }
}

function pageHeader({ input, t, brandName, heading }: Context): Content {
  const label = input.request.study?.label?.trim()
  return {
    margin: [MARGIN_X, 22, MARGIN_X, 0],
    stack: [
      {
        columns: [
          { text: brandName, bold: true, fontSize: 8.5, color: heading },
          { text: label ? `${t.documentTitle} · ${label}` : t.documentTitle, alignment: 'right', fontSize: 8, color: palette.muted },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: CONTENT_WIDTH, y2: 6, lineWidth: 0.6, lineColor: palette.line }] },
    ],
  }
}

function pageFooter({ input, t }: Context, currentPage: number, pageCount: number): Content {
  return {
    margin: [MARGIN_X, 16, MARGIN_X, 0],
    columns: [
      { text: `${t.studyId}: ${input.id}`, fontSize: 7, color: palette.muted },
      { text: t.page(currentPage, pageCount), alignment: 'right', fontSize: 7.5, color: palette.muted },
    ],
  }
}

function periodText({ input, t, f }: Context): string {
  const { period } = input.result
  const kind = /^\d{4}$/.test(period.periodType ?? '') ? t.periodYear(period.periodType!) : period.periodType === '12M' ? t.period12m : t.periodCustom
  return `${kind} (${f.isoDate(period.from)} – ${f.isoDate(period.to)})`
}

function hasBattery(request: StudyCreateRequest): boolean {
  return (request.battery?.batterySizeKwh ?? 0) > 0
}

/** Whether anything was produced: a study without PV (or with a production series of zeros) tells the bill as it is. */
function hasProduction(result: StudyResult): boolean {
  return result.energy.productionKWh > 0
}

function titleOf({ input, t }: Context): string {
  if (!hasProduction(input.result)) return t.titleNoPv
  return hasBattery(input.request) ? t.titleWithBattery : t.titlePvOnly
}

/** Whether the battery gave anything back: without PV only one charged from the grid does. */
function batteryWorks(result: StudyResult): boolean {
  return result.energy.batteryDischargeKWh > 0
}

function summaryOf({ input, t }: Context, facts: SummaryFacts): string {
  if (!hasProduction(input.result)) return t.summaryNoPv(facts, batteryWorks(input.result))
  return input.result.headlineYearlySaving > 0 ? t.summary(facts) : t.summaryNoSaving(facts)
}

function coverPage(context: Context): Content[] {
  const { input, t, f } = context
  const { request, result } = input
  const label = request.study?.label?.trim()
  const address = request.study?.address?.trim()
  const recipientName = request.recipient.name?.trim()
  const brandBlock = brandMark(context)

  const figure = (caption: string, value: string, note: string): Content => ({
    stack: [
      { text: caption.toUpperCase(), fontSize: 7.5, bold: true, color: '#cfe3ec', characterSpacing: 0.6 },
      { text: value, fontSize: 20, bold: true, color: '#ffffff', margin: [0, 3, 0, 1] },
      { text: note, fontSize: 8, color: '#cfe3ec' },
    ],
  })
  const saving = result.headlineYearlySaving
  const keyFigures: Content = {
    table: {
      widths: ['*', '*', '*'],
      body: [
        [
          figure(t.yearlySaving, f.money(saving), t.perYear),
          figure(t.payback, result.paybackYears === null ? t.paybackNone : f.years(result.paybackYears), paybackNote(context)),
          figure(t.selfSufficiency, f.percent(result.energy.selfSufficiency), t.selfSufficiencyNote),
        ],
      ],
    },
    layout: {
      fillColor: () => palette.primary,
      hLineWidth: () => 0,
      vLineWidth: (index: number) => (index === 1 || index === 2 ? 0.6 : 0),
      vLineColor: () => '#3d7590',
      paddingLeft: () => 14,
      paddingRight: () => 10,
      paddingTop: () => 14,
      paddingBottom: () => 14,
    },
    margin: [0, 18, 0, 12],
  }

  const facts: SummaryFacts = {
    kwp: f.kwp(request.totalKWp),
    battery: hasBattery(request) ? f.batteryKwh(request.battery!.batterySizeKwh) : null,
    production: f.kwh(result.energy.productionKWh),
    selfSufficiency: f.percent(result.energy.selfSufficiency),
    billBefore: f.money(result.baselineBill.total),
    billAfter: f.money(result.billWithPv.total),
    revenue: result.selling.netRevenueCzk > 0 ? f.money(result.selling.netRevenueCzk) : null,
    saving: f.money(saving),
    periodSaving: isWholeYear(result) ? null : f.money(result.savingCzk),
  }

  return [
    {
      columns: [brandBlock, { text: `${t.createdOn}: ${f.date(input.createdAt)}`, alignment: 'right', fontSize: 8.5, color: palette.muted, margin: [0, 6, 0, 0] }],
      margin: [0, -18, 0, 10],
    },
    { canvas: [{ type: 'rect', x: 0, y: 0, w: CONTENT_WIDTH, h: 3, color: context.accent }], margin: [0, 0, 0, 22] },
    { text: titleOf(context).toUpperCase(), fontSize: 9, bold: true, color: context.accent, characterSpacing: 0.8 },
    { text: label || t.untitled, fontSize: 24, bold: true, color: context.heading, margin: [0, 4, 0, 4], lineHeight: 1.1 },
    ...(address ? [{ text: address, fontSize: 11.5, color: palette.muted } as Content] : []),
    {
      margin: [0, 10, 0, 0],
      columns: [
        ...(recipientName ? [labelled(t.preparedFor, recipientName)] : []),
        labelled(t.period, periodText(context)),
      ],
      columnGap: 18,
    },
    keyFigures,
    { text: summaryOf(context, facts), fontSize: 10.5, lineHeight: 1.35 },
    yearlyCostBars(context),
    { text: t.systemHeading, style: 'h2', margin: [0, 18, 0, 6] },
    systemTable(context),
    contactBox(context, { marginTop: 18 }),
  ]
}

/** The period's amounts are a year's unless the engine had to scale them (a shorter or longer period). */
const isWholeYear = (result: StudyResult) => Math.abs(result.period.yearFactor - 1) < 0.01

/** Cost over the period without and with PV as two proportional bars (vector, drawn by the PDF itself). */
function yearlyCostBars({ input, t, f }: Context): Content {
  const { result } = input
  const before = result.baselineBill.total
  const after = result.billWithPv.total - result.selling.netRevenueCzk
  const barWidth = CONTENT_WIDTH - 150 - 90
  const scale = Math.max(before, after, 1)
  const bar = (caption: string, value: number, color: string): Content => ({
    columns: [
      { width: 150, text: caption, color: palette.muted, margin: [0, 1, 0, 0] },
      { width: barWidth, canvas: [{ type: 'rect', x: 0, y: 2, w: Math.max(2, (Math.max(value, 0) / scale) * barWidth), h: 11, r: 2, color }] },
      { width: 90, text: f.money(value), alignment: 'right', bold: true },
    ],
    margin: [0, 0, 0, 5],
  })
  return {
    margin: [0, 14, 0, 0],
    stack: [
      { text: isWholeYear(result) ? t.yearlyCostHeading : t.periodCostHeading, style: 'figureCaption', margin: [0, 0, 0, 6] },
      bar(t.seriesBillBefore, before, palette.grid),
      bar(t.yearlyCostWithPv, after, palette.primary),
    ],
  }
}

function brandMark({ input, brandName }: Context): Content {
  if (input.branding?.logo && (input.branding.logo.mediaType === 'image/png' || input.branding.logo.mediaType === 'image/jpeg')) {
    return { image: 'logo', fit: [170, 46] }
  }
  if (input.branding?.logo?.mediaType === 'image/svg+xml') {
    return { svg: new TextDecoder().decode(input.branding.logo.data), fit: [170, 46] }
  }
  return { text: brandName, fontSize: 15, bold: true, color: palette.primary, margin: [0, 2, 0, 0] }
}

function labelled(caption: string, value: string): Column {
  return {
    width: 'auto',
    stack: [
      { text: caption, fontSize: 7.5, color: palette.muted },
      { text: value, fontSize: 10, bold: true },
    ],
  }
}

function paybackNote({ input, t, f }: Context): string {
  const { payback } = input.result
  const net = payback.investmentCzk - payback.subsidyCzk
  return net > 0 ? t.paybackOnInvestment(f.money(net)) : t.paybackNoInvestment
}

function systemTable({ input, t, f }: Context): Content {
  const { request } = input
  const battery = request.battery
  const distribution = request.distribution
  const buying = request.electricityBuyingSettings
  const selling = request.electricitySellingSettings
  const rows: [string, string][] = [
    [t.pvPower, request.totalKWp > 0 ? f.kwp(request.totalKWp) : t.pvNone],
    [
      t.batteryCapacity,
      battery && battery.batterySizeKwh > 0
        ? `${f.batteryKwh(battery.batterySizeKwh)}, ${t.batteryUsable(
            f.batteryKwh(battery.batterySizeKwh * (1 - battery.reservedBatteryCapacityPercentage / 100)),
            f.percent(battery.reservedBatteryCapacityPercentage / 100),
          )}`
        : t.batteryNone,
    ],
    [t.yearlyConsumption, f.kwh(request.yearlyConsumptionKWh)],
    [
      t.distributor,
      [
        DISTRIBUTOR_NAMES[distribution.distributor],
        `${t.rate} ${distribution.distributionRate}`,
        ...(distribution.lowTariffRegion
          ? [`${t.lowTariffRegion} ${regionName(distribution.distributor, distribution.lowTariffRegion, distribution.lowTariffRegion, input.language)}`]
          : []),
        ...(distribution.lowTariffCommand ? [`${t.lowTariffCommand} ${distribution.lowTariffCommand}`] : []),
      ].join(', '),
    ],
    [t.buying, buying.buyingType === 'FIX' ? t.buyingFix(f.money(buying.fee)) : t.buyingSpot(f.money(buying.fee))],
    [t.selling, !selling ? t.sellingNone : selling.sellingType === 'FIX' ? t.sellingFix(f.money(selling.fee)) : t.sellingSpot(f.money(selling.fee))],
  ]
  return {
    table: {
      widths: [170, '*'],
      body: rows.map(([key, value]) => [
        { text: key, color: palette.muted },
        { text: value },
      ]),
    },
    layout: lightRows,
  }
}

const lightRows = {
  hLineWidth: (index: number, node: { table: { body: unknown[] } }) => (index === 0 || index === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => palette.line,
  paddingLeft: (index: number) => (index === 0 ? 0 : 6),
  paddingRight: () => 6,
  paddingTop: () => 4,
  paddingBottom: () => 4,
}

function contactBox({ input, t, brandName }: Context, { marginTop }: { marginTop: number }): Content {
  const branding = input.branding
  const wantsContact = input.request.recipient.wantsContact === true
  const lines: Content[] = [
    { text: t.contactHeading, bold: true, color: palette.primary, fontSize: 10.5, margin: [0, 0, 0, 4] },
    { text: branding ? t.contactIntro(branding.name) : t.contactGeneric },
  ]
  const channels: [string, string | null][] = branding
    ? [
        [t.phone, branding.contactPhone],
        [t.email, branding.contactEmail],
        [t.web, branding.web],
      ]
    : []
  const present = channels.filter((channel): channel is [string, string] => Boolean(channel[1]))
  for (const [index, [caption, value]] of present.entries()) {
    lines.push({ margin: [0, index ? 1 : 4, 0, 0], text: [{ text: `${caption}: `, color: palette.muted }, { text: value, bold: true }] })
  }
  if (branding) {
    lines.push({ text: wantsContact ? t.consentYes(brandName) : t.consentNo(brandName), margin: [0, 6, 0, 0], fontSize: 8.5, color: palette.muted })
  }
  return {
    margin: [0, marginTop, 0, 0],
    table: { widths: ['*'], body: [[{ stack: lines }]] },
    layout: {
      fillColor: () => palette.panel,
      hLineWidth: () => 0,
      vLineWidth: (index: number) => (index === 0 ? 3 : 0),
      vLineColor: () => palette.solar,
      paddingLeft: () => 14,
      paddingRight: () => 12,
      paddingTop: () => 10,
      paddingBottom: () => 10,
    },
    unbreakable: true,
  }
}

function statBoxes(items: { caption: string; value: string; note?: string }[]): Content {
  return {
    table: {
      widths: items.map(() => '*'),
      body: [
        items.map((item) => ({
          stack: [
            { text: item.caption, fontSize: 7.5, color: palette.muted },
            { text: item.value, fontSize: 13, bold: true, color: palette.primary, margin: [0, 2, 0, 0] },
            ...(item.note ? [{ text: item.note, fontSize: 7.5, color: palette.muted }] : []),
          ],
        })),
      ],
    },
    layout: {
      fillColor: () => palette.panel,
      hLineWidth: () => 0,
      vLineWidth: (index: number) => (index > 0 && index < items.length ? 4 : 0),
      vLineColor: () => '#ffffff',
      paddingLeft: () => 10,
      paddingRight: () => 8,
      paddingTop: () => 8,
      paddingBottom: () => 8,
    },
  }
}

function energyPage(context: Context): Content[] {
  const { input, t, f } = context
  const { energy } = input.result
  return [
    { text: t.energyHeading, style: 'h1', pageBreak: 'before' },
    { text: t.energyIntro, style: 'intro' },
    statBoxes([
      { caption: t.production, value: f.kwh(energy.productionKWh) },
      { caption: t.selfConsumptionRatio, value: f.percent(energy.selfConsumptionRatio) },
      // The VT/NT split means nothing on a single-tariff rate (everything is VT).
      input.result.inputs.twoTariff
        ? { caption: t.gridImport, value: f.kwh(energy.importKWh), note: t.gridImportSplit(f.kwh(energy.importVtKWh), f.kwh(energy.importNtKWh)) }
        : { caption: t.gridImport, value: f.kwh(energy.importKWh) },
      { caption: t.gridExport, value: f.kwh(energy.exportKWh) },
    ]),
    { text: t.chartProductionConsumption, style: 'figureCaption', margin: [0, 14, 0, 2] },
    chart(context, 'energy'),
    {
      margin: [0, 14, 0, 0],
      columns: [
        sharesFigure(context, 'useOfProduction', t.chartUseOfProduction, productionShares(context), t.productionNone),
        sharesFigure(context, 'coverage', t.chartCoverage, consumptionShares(context), t.consumptionNone),
      ],
      columnGap: 20,
    },
    { text: t.batteryHeading, style: 'h2', margin: [0, 14, 0, 4] },
    batteryEffect(context),
  ]
}

function batteryEffect({ input, t, f }: Context): Content {
  const { request, result } = input
  if (!hasProduction(result) && !batteryWorks(result)) return { text: t.batteryNoProduction(hasBattery(request)) }
  if (!hasBattery(request)) return { text: t.batteryAbsent(Boolean(request.electricitySellingSettings)) }
  const battery = request.battery!
  const parts: Content[] = [
    {
      text: t.batteryFacts({
        size: f.batteryKwh(battery.batterySizeKwh),
        usable: f.batteryKwh(battery.batterySizeKwh * (1 - battery.reservedBatteryCapacityPercentage / 100)),
        charged: f.kwh(result.energy.batteryChargeKWh),
        discharged: f.kwh(result.energy.batteryDischargeKWh),
        cycles: f.integer(result.energy.batteryCycles),
        share: f.percent(result.energy.consumptionKWh > 0 ? result.energy.batteryDischargeKWh / result.energy.consumptionKWh : 0),
      }),
    },
  ]
  const withoutBattery = result.sensitivity?.find((row) => row.batterySizeKwh === 0)
  if (withoutBattery) {
    parts.push({
      text: t.batteryWithoutComparison(f.money(withoutBattery.yearlySavingCzk), f.money(result.headlineYearlySaving - withoutBattery.yearlySavingCzk)),
      margin: [0, 4, 0, 0],
    })
  }
  // What smart control adds, for customers whose prices change by the hour (spot) or by VT/NT (two-tariff).
  const comparison = result.dispatchComparison
  if (comparison && (result.inputs.buyingType === 'SPOT' || result.inputs.sellingType === 'SPOT' || result.inputs.twoTariff)) {
    parts.push({
      text: t.batterySmartControl(f.money(comparison.priceAwareSavingCzk - comparison.selfConsumptionSavingCzk), result.inputs.battery.dispatch === 'price-aware'),
      margin: [0, 4, 0, 0],
    })
  }
  return { stack: parts }
}

const BILL_COMPONENTS = [
  'energy',
  'distribution',
  'renewableFee',
  'systemServices',
  'electricityTax',
  'infrastructureFee',
  'supplierMonthlyFees',
  'circuitBreakerFees',
] as const satisfies readonly (keyof BillBreakdown)[]

function moneyPage(context: Context): Content[] {
  const { input, t, f } = context
  const { result, request } = input
  const before = result.baselineBill
  const after = result.billWithPv
  const number = (value: number, options: { bold?: boolean; color?: string } = {}): TableCell => ({ text: f.money(value), alignment: 'right', ...options })
  const row = (caption: string, a: number, b: number, options: { bold?: boolean } = {}): TableCell[] => [
    { text: caption, ...options },
    number(a, options),
    number(b, options),
    number(b - a, { ...options, color: b - a < 0 ? palette.saving : b - a > 0 ? palette.negative : palette.ink }),
  ]
  const body: TableCell[][] = [
    [
      { text: t.component, style: 'tableHead' },
      { text: t.withoutPv, style: 'tableHead', alignment: 'right' },
      { text: t.withPv, style: 'tableHead', alignment: 'right' },
      { text: t.difference, style: 'tableHead', alignment: 'right' },
    ],
    ...BILL_COMPONENTS.filter((key) => before[key] !== 0 || after[key] !== 0).map((key) => row(t.components[key], before[key], after[key])),
    row(t.components.totalExclVat, before.totalExclVat, after.totalExclVat, { bold: true }),
    row(t.components.vat, before.vat, after.vat),
    row(t.components.total, before.total, after.total, { bold: true }),
  ]
  if (request.electricitySellingSettings) {
    // Income reads as income (+), not as a negative cost; the net-cost row below does the subtraction.
    body.push([
      { text: t.sellingRevenue },
      { text: '' },
      {
        text: `${result.selling.revenueCzk > 0 ? '+' : ''}${f.money(result.selling.revenueCzk)}`,
        alignment: 'right',
        color: result.selling.revenueCzk >= 0 ? palette.saving : palette.negative,
      },
      { text: '' },
    ])
    if (result.selling.monthlyFeesCzk) body.push(row(t.sellingFees, 0, result.selling.monthlyFeesCzk))
  }
  const netAfter = after.total - result.selling.netRevenueCzk
  body.push(row(t.netCost, before.total, netAfter, { bold: true }))

  return [
    { text: t.moneyHeading, style: 'h1', pageBreak: 'before' },
    { text: t.moneyIntro, style: 'intro' },
    { text: t.chartBills, style: 'figureCaption' },
    chart(context, 'bills'),
    { text: t.breakdownHeading, style: 'h2' },
    {
      table: { headerRows: 1, widths: ['*', 86, 86, 86], body },
      layout: {
        ...lightRows,
        fillColor: (index: number) => (index === body.length - 1 ? palette.panel : null),
      },
    },
    {
      margin: [0, 12, 0, 0],
      columns: [
        { width: '*', text: t.savingForPeriod, bold: true, fontSize: 11, color: palette.primary },
        { width: 'auto', text: f.money(result.savingCzk), bold: true, fontSize: 13, color: result.savingCzk >= 0 ? palette.saving : palette.negative },
      ],
    },
    ...(!isWholeYear(result)
      ? [{ text: t.periodScaled(f.factor(result.period.yearFactor)), style: 'small', margin: [0, 4, 0, 0] } as Content]
      : []),
  ]
}

function monthlyPage(context: Context): Content[] {
  const { input, t, f } = context
  const rows = input.result.monthly
  const columns = [
    t.month,
    t.colProduction,
    t.colConsumption,
    t.colSelfConsumed,
    t.colImport,
    t.colExport,
    t.colBillBefore,
    t.colBillAfter,
    t.colRevenue,
    t.colSaving,
  ]
  const cells = (values: number[], options: { bold?: boolean } = {}): TableCell[] =>
    values.map((value) => ({ text: f.integer(value), alignment: 'right', ...options }))
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0)
  const picks: ((row: (typeof rows)[number]) => number)[] = [
    (row) => row.productionKWh,
    (row) => row.consumptionKWh,
    (row) => row.selfConsumedProductionKWh,
    (row) => row.importKWh,
    (row) => row.exportKWh,
    (row) => row.baselineBillCzk,
    (row) => row.billWithPvCzk,
    (row) => row.sellingRevenueCzk,
    (row) => row.savingCzk,
  ]
  const body: TableCell[][] = [
    columns.map((caption, index) => ({ text: caption, style: 'tableHead', alignment: index === 0 ? 'left' : 'right' })),
    ...rows.map((row) => [{ text: f.monthLong(row.month) }, ...cells(picks.map((pick) => pick(row)))]),
    [{ text: t.total, bold: true }, ...cells(picks.map((pick) => sum(pick)), { bold: true })],
  ]
  return [
    { text: t.monthlyHeading, style: 'h1', pageBreak: 'before' },
    { text: periodText(context), style: 'intro' },
    {
      fontSize: 7.8,
      table: { headerRows: 1, widths: [68, '*', '*', '*', '*', '*', '*', '*', '*', '*'], body },
      layout: {
        ...lightRows,
        fillColor: (index: number) => (index === body.length - 1 ? palette.panel : index > 0 && index % 2 === 0 ? '#fafcfd' : null),
        paddingLeft: (index: number) => (index === 0 ? 2 : 3),
        paddingRight: () => 3,
        paddingTop: () => 3.5,
        paddingBottom: () => 3.5,
      },
    },
    { text: t.monthlyNote, style: 'small', margin: [0, 6, 0, 0] },
  ]
}

function sensitivityPage(context: Context): Content[] {
  const { input, t, f } = context
  const rows = input.result.sensitivity ?? []
  if (!rows.length) return []
  const current = input.request.battery?.batterySizeKwh ?? 0
  const body: TableCell[][] = [
    [
      { text: t.colBattery, style: 'tableHead' },
      { text: t.colYearlySaving, style: 'tableHead', alignment: 'right' },
      { text: t.colSelfSufficiency, style: 'tableHead', alignment: 'right' },
      { text: t.colPayback, style: 'tableHead', alignment: 'right' },
    ],
    ...rows.map((row) => {
      const bold = row.batterySizeKwh === current
      return [
        { text: row.batterySizeKwh > 0 ? f.batteryKwh(row.batterySizeKwh) : t.batteryNone, bold },
        { text: f.money(row.yearlySavingCzk), alignment: 'right', bold },
        { text: f.percent(row.selfSufficiency), alignment: 'right', bold },
        { text: row.paybackYears === null ? t.paybackNone : f.years(row.paybackYears), alignment: 'right', bold },
      ] satisfies TableCell[]
    }),
  ]
  return [
    { text: t.sensitivityHeading, style: 'h1', pageBreak: 'before' },
    { text: t.sensitivityIntro, style: 'intro' },
    { text: t.chartSensitivity, style: 'figureCaption' },
    chart(context, 'sensitivity'),
    {
      margin: [0, 12, 0, 0],
      table: { headerRows: 1, widths: ['*', 110, 110, 110], body },
      layout: { ...lightRows, fillColor: (index: number) => (index > 0 && rows[index - 1]?.batterySizeKwh === current ? palette.panel : null) },
    },
  ]
}

function typicalDayPage(context: Context): Content[] {
  const { input, t, f } = context
  const days = input.result.typicalDays ?? []
  if (!days.length) return []
  return [
    { text: t.typicalDayHeading, style: 'h1', pageBreak: 'before' },
    { text: t.typicalDayIntro, style: 'intro' },
    ...days.flatMap((day, index): Content[] => [
      {
        text: `${t.typicalDayTitle(day.key, day.months.map((month) => f.monthNumberShort(month)).join(', '))} · kWh`,
        style: 'figureCaption',
        margin: [0, index ? 14 : 4, 0, 2],
      },
      chart(context, `day${index}`),
      ...(context.charts[`soc${index}`] ? [{ text: t.seriesBatterySoc, style: 'figureCaption', margin: [0, 6, 0, 2] } as Content, chart(context, `soc${index}`)] : []),
    ]),
  ]
}

function assumptionsPage(context: Context): Content[] {
  const { input, t, f } = context
  const { payback, paybackYears } = input.result
  // Without a payback (no saving) the investment it would rest on says nothing; the engine's no-payback note stands alone.
  const paybackBasis =
    paybackYears === null
      ? []
      : [(payback.source === 'request' ? t.paybackBasisRequest : t.paybackBasisModel)(f.money(payback.investmentCzk), payback.subsidyCzk > 0 ? f.money(payback.subsidyCzk) : '')]
  const notes = [...input.result.assumptions.map((assumption) => assumptionText(input.language, { assumption, request: input.request, result: input.result, f })), ...paybackBasis]
  return [
    { text: t.assumptionsHeading, style: 'h1', pageBreak: 'before' },
    { text: t.assumptionsIntro, style: 'intro' },
    // pdfmake cannot lay out an empty list.
    ...(notes.length > 0 ? [{ ul: notes, margin: [0, 0, 0, 4] } as Content] : []),
    { text: t.dataSources, style: 'h2' },
    { ul: t.sources },
    contactBox(context, { marginTop: 16 }),
  ]
}
