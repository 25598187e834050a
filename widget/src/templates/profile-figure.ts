import { html, nothing } from 'lit'
import type { CalculatorView } from '../view.ts'

/** The estimated monthly consumption under the consumption inputs: a chart and the same values as a table. */
export const profileFigure = (view: CalculatorView) => {
  const t = view.t
  const profile = view.reference.profile
  if (profile.length === 0) return nothing
  const values = profile.map((p) => p.consumptionKWh)
  const max = profile[values.indexOf(Math.max(...values))]!
  const min = profile[values.indexOf(Math.min(...values))]!
  const summary = t.t('form.profileChart', {
    total: t.kwh(values.reduce((a, b) => a + b, 0)),
    maxMonth: t.month(max.month),
    max: t.kwh(max.consumptionKWh),
    minMonth: t.month(min.month),
    min: t.kwh(min.consumptionKWh),
  })
  return html`<figure>
    <figcaption>${t.t('form.profileCaption')}</figcaption>
    <div class="chart" part="chart"><canvas id="profile-chart" role="img" aria-label=${summary}></canvas></div>
    <details>
      <summary>${t.t('preview.table')}</summary>
      <table>
        <thead>
          <tr><th scope="col">${t.t('preview.month')}</th><th scope="col">${t.t('preview.legendConsumption')}</th></tr>
        </thead>
        <tbody>
          ${profile.map((p) => html`<tr><th scope="row">${t.month(p.month)}</th><td>${t.kwh(p.consumptionKWh)}</td></tr>`)}
        </tbody>
      </table>
    </details>
  </figure>`
}
