import { html, nothing } from 'lit'
import type { FieldId } from '../form-state.ts'
import { fieldLabel, type CalculatorView } from '../view.ts'

/** The step's error: a persistent live region, so that its content changes are announced. */
export const errorSummary = (view: CalculatorView) => {
  const error = view.error
  const fields = Object.entries(error?.fields ?? {})
  const listed = error !== null && (fields.length > 0 || error.unplaced.length > 0)
  return html`<div class="live" aria-live="assertive" aria-atomic="true">
    ${error
      ? html`<div class="message error" part="error" id="error-summary" tabindex="-1">
          <p>${listed ? view.t.t('errors.summary') : error.summary}</p>
          ${listed
            ? html`<ul>
                ${fields.map(
                  ([field, messages]) =>
                    html`<li><a href="#${field}" @click=${(e: Event) => view.actions.focusField(e, field)}>${fieldLabel(view.t, view.form, field as FieldId)}</a>: ${messages!.join(' ')}</li>`,
                )}
                ${error.unplaced.map((message) => html`<li>${message}</li>`)}
              </ul>`
            : nothing}
        </div>`
      : nothing}
  </div>`
}
