import { html, nothing } from 'lit'
import { checkIcon } from '../templates/icons.ts'
import type { CalculatorView } from '../view.ts'

/** Step 4: the study was created (and e-mailed, when that worked). */
export const doneStep = (view: CalculatorView) => {
  const { t, created } = view
  if (!created) return nothing
  return html`<section aria-labelledby="done-heading" class="done" part="success">
    ${checkIcon}
    <h2 id="done-heading" tabindex="-1">${t.t('done.heading')}</h2>
    <p data-testid="email-status">${created.emailSent ? t.t('done.emailSent', { email: view.recipient.email.trim() }) : t.t('done.emailNotSent')}</p>
    <div class="actions">
      <button class="button secondary" part="button" type="button" @click=${view.actions.startOver}>${t.t('done.again')}</button>
      <a class="button" part="button" href=${created.url} target="_blank" rel="noopener">${t.t('done.open')}</a>
    </div>
  </section>`
}
