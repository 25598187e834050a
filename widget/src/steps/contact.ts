import { html, nothing } from 'lit'
import type { StudyResult } from '@partner/energy-sdk'
import { field } from '../templates/controls.ts'
import { errorSummary } from '../templates/error-summary.ts'
import { payback } from '../templates/preview-panel.ts'
import { FIELD_LABEL, type CalculatorView } from '../view.ts'

/** A reminder of the result next to the recipient form. */
const summary = (view: CalculatorView, result: StudyResult) => {
  const t = view.t
  return html`<aside class="preview summary" part="preview" aria-labelledby="summary-heading">
    <h3 id="summary-heading">${t.t('contact.summary')}</h3>
    <p class="headline">${t.t('preview.yearly')} <strong>${t.czk(result.headlineYearlySaving)}</strong></p>
    <dl class="figures">
      <div>
        <dt>${t.t('preview.payback')}</dt>
        <dd>${payback(t, result)}</dd>
      </div>
      <div>
        <dt>${t.t('preview.selfSufficiency')}</dt>
        <dd>${t.percent(result.energy.selfSufficiency)}</dd>
      </div>
    </dl>
  </aside>`
}

/** Step 3: where to send the study. */
export const contactStep = (view: CalculatorView) => {
  const { t, actions } = view
  const r = view.recipient
  const text = (id: 'email' | 'name' | 'phone', type: string, autocomplete: string, optional: boolean) =>
    field(
      view,
      id,
      optional ? `${t.t(FIELD_LABEL[id])} (${t.t('contact.optional')})` : t.t(FIELD_LABEL[id]),
      (describedBy, invalid) => html`<input
        id=${id}
        type=${type}
        autocomplete=${autocomplete}
        ?required=${!optional}
        .value=${r[id]}
        aria-describedby=${describedBy || nothing}
        aria-invalid=${invalid ? 'true' : nothing}
        @input=${(e: Event) => actions.updateRecipient({ [id]: (e.target as HTMLInputElement).value })}
      />`,
      { wide: id === 'email' },
    )
  return html`<section aria-labelledby="contact-heading">
    <h2 id="contact-heading" tabindex="-1">${t.t('contact.heading')}</h2>
    <p class="intro">${t.t('contact.intro')}</p>
    ${errorSummary(view)}
    <div class="contact">
      <form part="contact" novalidate @submit=${actions.submit}>
        <div class="grid">${text('email', 'email', 'email', false)} ${text('name', 'text', 'name', true)} ${text('phone', 'tel', 'tel', true)}</div>
        <label class="check">
          <input
            id="wantsContact"
            type="checkbox"
            .checked=${r.wantsContact}
            aria-describedby="wantsContact-hint"
            @change=${(e: Event) => actions.updateRecipient({ wantsContact: (e.target as HTMLInputElement).checked })}
          />
          <span>${t.t('contact.wantsContact')}</span>
        </label>
        <p class="hint consent-hint" id="wantsContact-hint">${t.t('contact.wantsContactHint')}</p>
        <div class="actions">
          <button class="button secondary" part="button" type="button" @click=${() => actions.goTo('household')}>${t.t('form.back')}</button>
          <button class="button" part="button" type="submit" aria-disabled=${view.busy ? 'true' : 'false'} ?disabled=${view.busy}>
            ${view.busy ? html`<span class="spinner" aria-hidden="true"></span>${t.t('contact.submitting')}` : t.t('contact.submit')}
          </button>
        </div>
      </form>
      ${view.preview.result ? summary(view, view.preview.result) : nothing}
    </div>
  </section>`
}
