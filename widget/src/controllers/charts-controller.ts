import type { ReactiveController, ReactiveElement } from 'lit'
import type { Chart } from 'chart.js'
import type { ConsumptionProfileItem, StudyResult } from '@partner/energy-sdk'
import { renderBarChart, type BarSeries } from '../charts.ts'
import type { Texts } from '../i18n.ts'

export interface ChartsOptions {
  texts(): Texts
  profile(): ConsumptionProfileItem[]
  preview(): StudyResult | null
}

/** Draws the profile and preview bar charts into their canvases after each render; a canvas gone takes its chart with it. */
export class ChartsController implements ReactiveController {
  readonly #host: ReactiveElement
  readonly #options: ChartsOptions
  #charts = new Map<string, Chart<'bar'>>()

  constructor(host: ReactiveElement, options: ChartsOptions) {
    this.#host = host
    this.#options = options
    host.addController(this)
  }

  hostDisconnected() {
    for (const chart of this.#charts.values()) chart.destroy()
    this.#charts.clear()
  }

  hostUpdated() {
    const style = getComputedStyle(this.#host)
    const color = (name: string) => style.getPropertyValue(name).trim()
    const common = { textColor: color('--ec-color-muted'), gridColor: color('--ec-color-border'), fontFamily: color('--ec-font-family') }
    const t = this.#options.texts()
    const draw = (id: string, labels: string[], series: BarSeries[]) => {
      const canvas = this.#host.renderRoot.querySelector<HTMLCanvasElement>(`#${id}`)
      const existing = this.#charts.get(id)
      if (!canvas) {
        existing?.destroy()
        this.#charts.delete(id)
        return
      }
      this.#charts.set(id, renderBarChart(canvas, existing, { labels, series, format: (v) => t.kwh(v), ...common }))
    }
    const profile = this.#options.profile()
    draw(
      'profile-chart',
      profile.map((item) => t.month(item.month, 'short')),
      [{ label: t.t('preview.legendConsumption'), values: profile.map((item) => item.consumptionKWh), color: color('--ec-color-consumption') }],
    )
    const monthly = this.#options.preview()?.monthly ?? []
    draw(
      'preview-chart',
      monthly.map((row) => t.month(Number(row.month.slice(5)), 'short')),
      [
        { label: t.t('preview.legendProduction'), values: monthly.map((row) => row.productionKWh), color: color('--ec-color-production') },
        { label: t.t('preview.legendConsumption'), values: monthly.map((row) => row.consumptionKWh), color: color('--ec-color-consumption') },
      ],
    )
  }
}
