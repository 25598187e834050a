import { html, nothing } from 'lit'
import type { StudyResult } from '@partner/energy-sdk'
import type { Texts } from '../i18n.ts'
import { fieldLabel, type CalculatorView } from '../view.ts'

export const payback = (t: Texts, result: StudyResult): string =>
  result.paybackYears === null ? t.t('preview.paybackNone') : t.years(result.paybackYears)

/** Where the payback's investment comes from; nothing without a payback (no saving, e.g. without PV). */
const paybackSource = (t: Texts, result: StudyResult) =>
  result.paybackYears === null ? nothing : t.t(result.payback.source === 'request' ? 'preview.paybackSourceRequest' : 'preview.paybackSourceModel')

/**
 * What smart (price-aware) control of the battery adds a year, for customers whose prices change by the hour
 * (spot) or by VT/NT (two-tariff): would add, or — when the customer chose it — is counted in the saving;
 * nothing when it adds less than a crown.
 */
export const smartControl = (t: Texts, result: StudyResult) => {
  const comparison = result.dispatchComparison
  const priced = result.inputs.buyingType === 'SPOT' || result.inputs.sellingType === 'SPOT' || result.inputs.twoTariff
  if (!comparison || !priced) return nothing
  const gain = comparison.priceAwareSavingCzk - comparison.selfConsumptionSavingCzk
  if (gain < 1) return nothing
  const chosen = result.inputs.battery?.dispatch === 'price-aware'
  return html`<p class="note" data-testid="smart-control">${t.t(chosen ? 'preview.smartControlOn' : 'preview.smartControl', { gain: t.czk(gain) })}</p>`
}

/** The live saving preview beside the household form. */
export const previewPanel = (view: CalculatorView) => {
  const t = view.t
  const { result, pending } = view.preview
  const missing = view.missing
  const yearly = result ? t.czk(result.headlineYearlySaving) : '–'
  const monthly = result?.monthly ?? []
  const totalProduction = monthly.reduce((sum, row) => sum + row.productionKWh, 0)
  const totalConsumption = monthly.reduce((sum, row) => sum + row.consumptionKWh, 0)
  const yearFactor = result?.period.yearFactor ?? 1
  return html`<aside class="preview ${pending ? 'stale' : ''}" part="preview" aria-labelledby="preview-heading" aria-busy=${pending ? 'true' : 'false'}>
    <h3 id="preview-heading">
      ${t.t('preview.heading')}
      ${pending && missing.length === 0 ? html`<span class="status"><span class="spinner" aria-hidden="true"></span>${t.t('preview.updating')}</span>` : nothing}
    </h3>
    ${missing.length > 0
      ? html`<p class="hint">${t.t('form.incomplete', { fields: missing.map((f) => fieldLabel(t, view.form, f)).join(', ') })}</p>`
      : html`
          <p class="headline" aria-live="polite" aria-atomic="true">${t.t('preview.yearly')} <strong data-testid="yearly-saving">${yearly}</strong></p>
          ${result
            ? html`<dl class="figures">
                  <div>
                    <dt>${t.t('preview.payback')}</dt>
                    <dd data-testid="payback">${payback(t, result)}</dd>
                  </div>
                  <div>
                    <dt>${t.t('preview.selfSufficiency')}</dt>
                    <dd>${t.percent(result.energy.selfSufficiency)}</dd>
                  </div>
                  <div>
                    <dt>${t.t('preview.production')}</dt>
                    <dd>${t.t('unit.mwh', { value: t.number((result.energy.productionKWh * yearFactor) / 1000, 1) })}</dd>
                  </div>
                </dl>
                ${smartControl(t, result)}
                <figure>
                  <figcaption>${t.t('preview.chartCaption')}</figcaption>
                  <ul class="legend" aria-hidden="true">
                    <li style="--swatch: var(--ec-color-production)">${t.t('preview.legendProduction')}</li>
                    <li style="--swatch: var(--ec-color-consumption)">${t.t('preview.legendConsumption')}</li>
                  </ul>
                  <div class="chart" part="chart">
                    <canvas
                      id="preview-chart"
                      role="img"
                      aria-label=${t.t('preview.chart', { production: t.kwh(totalProduction), consumption: t.kwh(totalConsumption) })}
                    ></canvas>
                  </div>
                  <details>
                    <summary>${t.t('preview.table')}</summary>
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">${t.t('preview.month')}</th>
                          <th scope="col">${t.t('preview.legendProduction')}</th>
                          <th scope="col">${t.t('preview.legendConsumption')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        ${monthly.map(
                          (row) => html`<tr>
                            <th scope="row">${t.month(Number(row.month.slice(5)))} ${row.month.slice(0, 4)}</th>
                            <td>${t.kwh(row.productionKWh)}</td>
                            <td>${t.kwh(row.consumptionKWh)}</td>
                          </tr>`,
                        )}
                      </tbody>
                    </table>
                  </details>
                </figure>
                <p class="note">
                  ${t.t('preview.note', { from: t.date(result.period.from), to: t.date(result.period.to) })}
                  ${paybackSource(t, result)}
                </p>`
            : nothing}
        `}
  </aside>`
}
