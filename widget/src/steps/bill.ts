import { html } from 'lit'
import { errorSummary } from '../templates/error-summary.ts'
import { uploadIcon } from '../templates/icons.ts'
import type { CalculatorView } from '../view.ts'

/** Step 1: upload the electricity bill, or skip it. */
export const billStep = (view: CalculatorView) => {
  const { t, actions } = view
  return html`<section aria-labelledby="bill-heading">
    <h2 id="bill-heading" tabindex="-1">${t.t('bill.heading')}</h2>
    <p class="intro">${t.t('bill.intro')}</p>
    ${errorSummary(view)}
    <div
      class="upload ${view.dragging ? 'dragging' : ''}"
      part="upload"
      aria-busy=${view.busy ? 'true' : 'false'}
      @dragover=${(e: DragEvent) => {
        e.preventDefault()
        actions.setDragging(true)
      }}
      @dragleave=${() => actions.setDragging(false)}
      @drop=${actions.drop}
    >
      ${uploadIcon}
      ${view.busy
        ? html`<p role="status" class="reading"><span class="spinner" aria-hidden="true"></span> ${t.t('bill.reading', { file: view.billFile })}</p>`
        : html`<input id="bill-file" type="file" accept="application/pdf,.pdf" @change=${actions.chooseFile} />
            <label class="button" part="button" for="bill-file">${t.t('bill.choose')}</label>
            <span class="drop-hint">${t.t('bill.drop')}</span>`}
    </div>
    <div class="actions end">
      <button class="button secondary" part="button" type="button" ?disabled=${view.busy} @click=${() => actions.goTo('household')}>
        ${t.t('bill.skip')}
      </button>
    </div>
  </section>`
}
