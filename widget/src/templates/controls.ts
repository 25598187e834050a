import { html, nothing, type TemplateResult } from 'lit'
import type { FieldId, Prefill } from '../form-state.ts'
import type { CalculatorView } from '../view.ts'

/** Below this extractor confidence the customer is asked to check the value. */
const LOW_CONFIDENCE = 0.7

export const prefillBadge = (view: CalculatorView, id: FieldId, prefill: Prefill) => {
  const t = view.t
  const low = prefill.confidence !== null && prefill.confidence < LOW_CONFIDENCE
  const parts = [t.t('bill.prefilled')]
  if (prefill.confidence !== null) parts.push(t.t('bill.confidence', { value: t.percent(prefill.confidence) }))
  if (low) parts.push(t.t('bill.checkIt'))
  return html`<span class="badge ${low ? 'low' : ''}" id="${id}-prefill">${parts.join(' · ')}</span>`
}

export interface FieldExtras {
  hint?: string
  wide?: boolean
}

/**
 * One labelled control with its prefill badge, hint and errors wired to aria-describedby.
 * Three parts (head, control, notes) so that a grid row lines its controls up.
 */
export const field = (
  view: CalculatorView,
  id: FieldId,
  label: string,
  control: (describedBy: string, invalid: boolean) => TemplateResult,
  options: FieldExtras = {},
) => {
  const errors = view.error?.fields[id]
  const prefill = view.prefills.find((p) => p.field === id)
  const describedBy = [prefill ? `${id}-prefill` : '', options.hint ? `${id}-hint` : '', errors ? `${id}-error` : ''].filter(Boolean).join(' ')
  return html`<div class="field ${prefill ? 'prefilled' : ''} ${options.wide ? 'wide' : ''}">
    <div class="head"><label for=${id}>${label}</label>${prefill ? prefillBadge(view, id, prefill) : nothing}</div>
    ${control(describedBy, Boolean(errors))}
    <div class="notes">
      ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : nothing}
      ${errors ? html`<p class="field-error" id="${id}-error">${errors.join(' ')}</p>` : nothing}
    </div>
  </div>`
}

export const select = (
  view: CalculatorView,
  id: FieldId,
  label: string,
  value: string,
  options: { value: string; label: string }[],
  onChange: (value: string) => void,
  extra: FieldExtras = {},
) =>
  field(
    view,
    id,
    label,
    (describedBy, invalid) => html`<select
      id=${id}
      aria-describedby=${describedBy || nothing}
      aria-invalid=${invalid ? 'true' : nothing}
      @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}
    >
      ${options.map((o) => html`<option value=${o.value} ?selected=${o.value === value}>${o.label}</option>`)}
    </select>`,
    extra,
  )

export interface NumberLimits {
  min?: number
  max?: number
  step?: number
  hint?: string
  required?: boolean
}

export const number = (
  view: CalculatorView,
  id: FieldId,
  label: string,
  value: number | null,
  onChange: (value: number | null) => void,
  limits: NumberLimits = {},
) =>
  field(
    view,
    id,
    label,
    (describedBy, invalid) => html`<input
      id=${id}
      type="number"
      inputmode="decimal"
      min=${limits.min ?? nothing}
      max=${limits.max ?? nothing}
      step=${limits.step ?? 'any'}
      ?required=${limits.required ?? false}
      .value=${value === null ? '' : String(value)}
      aria-describedby=${describedBy || nothing}
      aria-invalid=${invalid ? 'true' : nothing}
      @input=${(e: Event) => {
        const input = e.target as HTMLInputElement
        onChange(input.value === '' || Number.isNaN(input.valueAsNumber) ? null : input.valueAsNumber)
      }}
    />`,
    limits.hint ? { hint: limits.hint } : {},
  )

export const radios = <T extends string>(
  view: CalculatorView,
  id: FieldId,
  legend: string,
  value: T,
  choices: { value: T; label: string }[],
  onChange: (value: T) => void,
) => {
  const prefill = view.prefills.find((p) => p.field === id)
  return html`<fieldset class="choice" id=${id} tabindex="-1" aria-describedby=${prefill ? `${id}-prefill` : nothing}>
    <legend>${legend}</legend>
    ${prefill ? prefillBadge(view, id, prefill) : nothing}
    <div class="radios">
      ${choices.map(
        (choice) => html`<label>
          <input type="radio" name=${id} .value=${choice.value} .checked=${choice.value === value} @change=${() => onChange(choice.value)} />
          ${choice.label}
        </label>`,
      )}
    </div>
  </fieldset>`
}
