import { html, nothing } from 'lit'
import { CUSTOM_PERIOD, normalPostcode, type StudyForm } from '../form-state.ts'
import { field, number, radios, select } from '../templates/controls.ts'
import { errorSummary } from '../templates/error-summary.ts'
import { previewPanel } from '../templates/preview-panel.ts'
import { profileFigure } from '../templates/profile-figure.ts'
import { describeWarnings } from '../problems.ts'
import { fieldLabel, type CalculatorView } from '../view.ts'

const billNotice = (view: CalculatorView) => {
  const t = view.t
  return html`
    <div class="message info" role="status">
      <p>${view.prefills.length > 0 ? t.t('bill.read', { count: view.prefills.length }) : t.t('bill.readNone')}</p>
    </div>
    ${view.warnings.length > 0
      ? html`<div class="message notice">
          <p><strong>${t.t('bill.warningsHeading')}</strong></p>
          <ul>
            ${describeWarnings(view.warnings, t).map((sentence) => html`<li>${sentence}</li>`)}
          </ul>
          <p class="hint">${t.t('bill.warningsNote')}</p>
        </div>`
      : nothing}
  `
}

const distribution = (view: CalculatorView) => {
  const { t, form, reference, actions } = view
  const twoTariff = reference.fees?.ntAvailable === true
  const breakerFee = reference.breakers.find((b) => b.code === form.circuitBreaker)?.monthlyFeeCzk
  return html`<fieldset>
    <legend>${t.t('form.distribution')}</legend>
    <div class="grid">
      ${select(
        view,
        'distributor',
        t.t('form.distributor'),
        form.distributor,
        reference.distributors.map((d) => ({ value: d.key, label: d.name })),
        (value) => actions.change({ distributor: value as StudyForm['distributor'] }),
      )}
      ${select(
        view,
        'distributionRate',
        t.t('form.rate'),
        form.distributionRate,
        reference.rates.map((r) => ({ value: r.code, label: `${r.code} – ${r.description}` })),
        (value) => actions.change({ distributionRate: value }),
      )}
      ${select(
        view,
        'circuitBreaker',
        t.t('form.breaker'),
        form.circuitBreaker,
        reference.breakers.map((b) => ({ value: b.code, label: b.label })),
        (value) => actions.change({ circuitBreaker: value }),
        breakerFee === undefined ? {} : { hint: t.t('form.breakerFee', { fee: t.czk(breakerFee) }) },
      )}
      ${twoTariff && reference.regions.length > 0
        ? select(
            view,
            'lowTariffRegion',
            t.t('form.region'),
            form.lowTariffRegion ?? '',
            reference.regions.map((r) => ({ value: r.key, label: r.name })),
            (value) => actions.change({ lowTariffRegion: value || null }),
            { hint: t.t('form.regionHint'), empty: { label: t.t('form.regionAny') } },
          )
        : nothing}
      ${twoTariff
        ? select(
            view,
            'lowTariffCommand',
            t.t('form.command'),
            form.lowTariffCommand ?? '',
            reference.commands.map((c) => ({ value: c, label: c })),
            (value) => actions.change({ lowTariffCommand: value || null }),
            { hint: reference.commands.length > 0 ? t.t('form.commandHint') : t.t('form.commandNone'), empty: { label: t.t('form.commandChoose'), disabled: true } },
          )
        : nothing}
    </div>
  </fieldset>`
}

const consumption = (view: CalculatorView) => {
  const { t, form, actions } = view
  const periodOptions = [
    ...view.reference.periods.map((p) => ({ value: p, label: p === '12M' ? t.t('form.period12M') : t.t('form.periodYear', { year: p }) })),
    { value: CUSTOM_PERIOD, label: t.t('form.periodCustom') },
  ]
  const describedBy = view.error?.fields.period ? 'period-error' : nothing
  return html`<fieldset>
    <legend>${t.t('form.consumption')}</legend>
    <div class="grid">
      ${select(view, 'period', t.t('form.period'), form.period, periodOptions, (value) => actions.change({ period: value }))}
      ${number(view, 'yearlyConsumptionKWh', t.t('form.yearlyConsumption'), form.yearlyConsumptionKWh, (value) => actions.change({ yearlyConsumptionKWh: value }), { required: true })}
      ${form.period === CUSTOM_PERIOD
        ? html`<div class="date-range">
            <div class="field">
              <label for="from">${t.t('form.from')}</label>
              <input id="from" type="date" .value=${form.from} aria-describedby=${describedBy} @change=${(e: Event) => actions.change({ from: (e.target as HTMLInputElement).value })} />
            </div>
            <div class="field">
              <label for="to">${t.t('form.to')}</label>
              <input id="to" type="date" .value=${form.to} aria-describedby=${describedBy} @change=${(e: Event) => actions.change({ to: (e.target as HTMLInputElement).value })} />
            </div>
          </div>`
        : nothing}
    </div>
    ${profileFigure(view)}
  </fieldset>`
}

/** The roof's PSČ, and the place the last preview found for it. */
const postcode = (view: CalculatorView) => {
  const { t, form, actions } = view
  const location = view.preview.result?.inputs.location
  const typed = normalPostcode(form.postcode)
  const hint =
    typed && location?.source === 'postcode' && location.postcode === typed.replace(' ', '')
      ? t.t('form.placeFound', { place: location.place ?? '', postcode: typed })
      : typed && view.preview.result && location?.source !== 'postcode'
        ? t.t('form.placeNotFound')
        : t.t('form.postcodeHint')
  return field(
    view,
    'postcode',
    t.t('form.postcode'),
    (describedBy, invalid) => html`<input
      id="postcode"
      type="text"
      inputmode="numeric"
      autocomplete="postal-code"
      maxlength="6"
      .value=${form.postcode}
      aria-describedby=${describedBy || nothing}
      aria-invalid=${invalid ? 'true' : nothing}
      @change=${(e: Event) => actions.change({ postcode: (e.target as HTMLInputElement).value })}
    />`,
    { hint },
  )
}

const pv = (view: CalculatorView) => {
  const { t, form, actions } = view
  return html`<fieldset>
    <legend>${t.t('form.pv')}</legend>
    <div class="grid">
      ${postcode(view)}
      ${number(view, 'totalKWp', t.t('form.kwp'), form.totalKWp, (value) => actions.change({ totalKWp: value }), { required: true })}
      ${number(view, 'batterySizeKwh', t.t('form.batterySize'), form.batterySizeKwh, (value) => actions.change({ batterySizeKwh: value }), {
        hint: t.t('form.batteryHint'),
      })}
      ${(form.batterySizeKwh ?? 0) > 0
        ? html`${number(view, 'batteryReserve', t.t('form.batteryReserve'), form.reservedBatteryCapacityPercentage, (value) =>
              actions.change({ reservedBatteryCapacityPercentage: value }),
            )}
            <label class="check">
              <input type="checkbox" .checked=${form.smartBattery} @change=${(e: Event) => actions.change({ smartBattery: (e.target as HTMLInputElement).checked })} />
              ${t.t('form.smartBattery')}
            </label>`
        : nothing}
    </div>
  </fieldset>`
}

const buying = (view: CalculatorView) => {
  const { t, form, actions } = view
  const fix = form.buyingType === 'FIX'
  const twoTariff = view.reference.fees?.ntAvailable === true
  return html`<fieldset>
    <legend>${t.t('form.buying')}</legend>
    <div class="grid">
      ${radios(
        view,
        'buyingType',
        t.t('form.buyingType'),
        form.buyingType,
        [
          { value: 'SPOT', label: t.t('form.buyingSPOT') },
          { value: 'FIX', label: t.t('form.buyingFIX') },
        ],
        (value) => actions.change({}, { buyingType: value }),
      )}
      ${number(view, 'buyingFee', fieldLabel(t, form, 'buyingFee'), form.buyingFee, (value) => actions.change({ buyingFee: value }), {
        required: true,
        hint: fix ? t.t('form.fixRequiredHint') : t.t('form.spotDefaultHint'),
      })}
      ${fix && twoTariff
        ? number(view, 'buyingFeeLowTariff', t.t('form.buyingFeeLow'), form.buyingFeeLowTariff, (value) => actions.change({ buyingFeeLowTariff: value }), {
            hint: t.t('form.buyingFeeLowHint'),
          })
        : nothing}
      ${number(view, 'buyingMonthlyFee', t.t('form.monthlyFee'), form.buyingMonthlyFee, (value) => actions.change({ buyingMonthlyFee: value }))}
      ${!fix || form.sellingType === 'SPOT'
        ? html`<label class="check">
            <input type="checkbox" .checked=${form.spotPriceMinZero} @change=${(e: Event) => actions.change({ spotPriceMinZero: (e.target as HTMLInputElement).checked })} />
            ${t.t('form.spotMinZero')}
          </label>`
        : nothing}
    </div>
  </fieldset>`
}

const selling = (view: CalculatorView) => {
  const { t, form, actions } = view
  return html`<fieldset>
    <legend>${t.t('form.selling')}</legend>
    <div class="grid">
      ${radios(
        view,
        'sellingType',
        t.t('form.sellingType'),
        form.sellingType,
        [
          { value: 'SPOT', label: t.t('form.sellingSPOT') },
          { value: 'FIX', label: t.t('form.sellingFIX') },
          { value: 'NONE', label: t.t('form.sellingNONE') },
        ],
        (value) => actions.change({}, { sellingType: value }),
      )}
      ${form.sellingType !== 'NONE'
        ? html`${number(view, 'sellingFee', fieldLabel(t, form, 'sellingFee'), form.sellingFee, (value) => actions.change({ sellingFee: value }), { required: true })}
          ${number(view, 'sellingMonthlyFee', t.t('form.sellingMonthlyFee'), form.sellingMonthlyFee, (value) => actions.change({ sellingMonthlyFee: value }))}`
        : nothing}
    </div>
  </fieldset>`
}

/** Step 2: the household, the PV plant and the contract, with the live preview beside them. */
export const householdStep = (view: CalculatorView) => {
  const { t, actions } = view
  if (!view.ready) {
    return html`<section aria-labelledby="household-heading">
      <h2 id="household-heading" tabindex="-1">${t.t('form.heading')}</h2>
      ${view.loadError ? nothing : html`<p role="status">${t.t('loading')}</p>`}
    </section>`
  }
  const result = view.preview.result
  return html`<section aria-labelledby="household-heading">
    <h2 id="household-heading" tabindex="-1">${t.t('form.heading')}</h2>
    ${view.billFile ? billNotice(view) : nothing} ${errorSummary(view)}
    <div class="household">
      <form class="form-column" part="form" novalidate @submit=${(e: Event) => e.preventDefault()}>
        ${distribution(view)} ${consumption(view)} ${pv(view)} ${buying(view)} ${selling(view)}
        ${result
          ? html`<div class="savings-bar ${view.preview.pending ? 'stale' : ''}" aria-hidden="true">
              ${t.t('preview.yearly')} <strong>${t.czk(result.headlineYearlySaving)}</strong>
            </div>`
          : nothing}
      </form>
      ${previewPanel(view)}
    </div>
    <div class="actions">
      <button class="button secondary" part="button" type="button" @click=${() => actions.goTo('bill')}>${t.t('form.back')}</button>
      <button class="button" part="button" type="button" @click=${actions.continueToContact}>${t.t('form.next')}</button>
    </div>
  </section>`
}
