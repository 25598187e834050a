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

/** A select's first option with the empty value: a prompt (`disabled`, shown until a choice is made) or a real "none" choice. */
export interface EmptyOption {
  label: string
  disabled?: boolean
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
  extra: FieldExtras & { empty?: EmptyOption } = {},
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
      ${extra.empty ? html`<option value="" ?disabled=${extra.empty.disabled ?? false} ?selected=${value === ''}>${extra.empty.label}</option>` : nothing}
      ${options.map((o) => html`<option value=${o.value} ?selected=${o.value === value}>${o.label}</option>`)}
    </select>`,
    extra,
  )

export interface NumberLimits {
  hint?: string
  required?: boolean
}

/**
 * A number in a text input, written the locale's way (`3 533,94`). While the customer types, the
 * text stays as typed (a draft) and each valid value goes to the form; leaving the field shows the
 * value formatted. Text that is not a number counts as missing and stays for the customer to fix.
 */
export const number = (
  view: CalculatorView,
  id: FieldId,
  label: string,
  value: number | null,
  onChange: (value: number | null) => void,
  limits: NumberLimits = {},
) => {
  const input = view.t.input
  const draft = view.drafts.get(id)
  return field(
    view,
    id,
    label,
    (describedBy, invalid) => html`<input
      id=${id}
      type="text"
      inputmode="decimal"
      autocomplete="off"
      spellcheck="false"
      ?required=${limits.required ?? false}
      .value=${draft ?? (value === null ? '' : input.format(value))}
      aria-describedby=${describedBy || nothing}
      aria-invalid=${invalid ? 'true' : nothing}
      @input=${(e: Event) => {
        const text = (e.target as HTMLInputElement).value
        view.actions.draft(id, text)
        const parsed = input.parse(text)
        onChange(parsed === null || Number.isNaN(parsed) ? null : parsed)
      }}
      @blur=${(e: Event) => {
        const parsed = input.parse((e.target as HTMLInputElement).value)
        if (parsed === null || !Number.isNaN(parsed)) view.actions.draft(id, undefined)
      }}
    />`,
    limits.hint ? { hint: limits.hint } : {},
  )
}

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
