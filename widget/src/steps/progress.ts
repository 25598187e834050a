import { html, nothing } from 'lit'
import type { MessageKey } from '../i18n.ts'
import { STEPS, type CalculatorView, type Step } from '../view.ts'

const STEP_LABEL: Record<Step, MessageKey> = {
  bill: 'steps.bill',
  household: 'steps.household',
  contact: 'steps.contact',
  done: 'steps.done',
}

/** The progress list above every step. */
export const progress = (view: CalculatorView) => {
  const t = view.t
  const current = STEPS.indexOf(view.step)
  return html`<ol class="steps" part="steps" aria-label=${t.t('steps.label')}>
    ${STEPS.map((step, index) => {
      // A bill step left without a read bill was skipped, not completed.
      const skipped = step === 'bill' && index < current && !view.billFile
      const state = skipped ? 'skipped' : index < current ? 'done' : index === current ? 'current' : ''
      return html`<li class=${state} aria-current=${index === current ? 'step' : nothing}>
        <span class="num" aria-hidden="true">${index + 1}</span>
        <span class="label">${t.t(STEP_LABEL[step])}</span>
        ${state === 'done' || state === 'skipped'
          ? html`<span class="visually-hidden">(${t.t(skipped ? 'steps.skipped' : 'steps.completed')})</span>`
          : nothing}
      </li>`
    })}
  </ol>`
}
