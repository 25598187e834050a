import { css } from 'lit'

/**
 * Theme: every colour, the radius and the font come from custom properties the host page may set
 * on the element (`energy-calculator { --ec-color-primary: #004b8d }`); the blocks are `::part`s.
 */
export const styles = css`
  :host {
    --ec-color-primary: #0f6b5c;
    --ec-color-primary-hover: #0b5549;
    --ec-color-on-primary: #ffffff;
    --ec-color-text: #1c2430;
    --ec-color-muted: #4f5b69;
    --ec-color-background: #ffffff;
    --ec-color-surface: #f4f7f6;
    --ec-color-border: #cfd8dc;
    --ec-color-focus: #1a73e8;
    --ec-color-error: #b3261e;
    --ec-color-error-surface: #fdecea;
    --ec-color-notice-surface: #fff6e0;
    --ec-color-success: #0f6b5c;
    --ec-color-production: #f2a900;
    --ec-color-consumption: #3d6fb6;
    --ec-radius: 10px;
    --ec-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', 'DejaVu Sans', sans-serif;
    --ec-font-size: 16px;

    display: block;
    container: calculator / inline-size;
    color: var(--ec-color-text);
    font-family: var(--ec-font-family);
    font-size: var(--ec-font-size);
    line-height: 1.45;
    text-align: start;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  .card {
    background: var(--ec-color-background);
    border: 1px solid var(--ec-color-border);
    border-radius: calc(var(--ec-radius) * 1.4);
    padding: 20px 16px;
    min-width: 0;
  }
  @container (min-width: 640px) {
    .card {
      padding: 28px 32px;
    }
  }

  header h1 {
    margin: 0;
    font-size: 1.45em;
    line-height: 1.2;
  }
  header p {
    margin: 6px 0 0;
    color: var(--ec-color-muted);
  }

  /* progress */
  ol.steps {
    list-style: none;
    display: flex;
    gap: 8px;
    margin: 20px 0 24px;
    padding: 0;
    counter-reset: step;
  }
  ol.steps li {
    flex: 1;
    display: flex;
    align-items: flex-start;
    gap: 8px;
    min-width: 0;
    color: var(--ec-color-muted);
    font-size: 0.875em;
    padding-top: 10px;
    border-top: 4px solid var(--ec-color-border);
  }
  ol.steps li .num {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.75em;
    height: 1.75em;
    border-radius: 50%;
    border: 2px solid currentColor;
    font-weight: 600;
    font-size: 0.9em;
  }
  ol.steps li .label {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ol.steps li.done,
  ol.steps li.skipped,
  ol.steps li.current {
    border-top-color: var(--ec-color-primary);
    color: var(--ec-color-text);
  }
  ol.steps li.done .num {
    background: var(--ec-color-primary);
    border-color: var(--ec-color-primary);
    color: var(--ec-color-on-primary);
  }
  ol.steps li.current {
    font-weight: 600;
  }
  ol.steps li.current .num {
    border-color: var(--ec-color-primary);
    color: var(--ec-color-primary);
  }
  @container (max-width: 520px) {
    ol.steps li.current {
      flex: 4;
    }
    ol.steps li:not(.current) .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }

  h2 {
    margin: 0 0 16px;
    font-size: 1.25em;
    line-height: 1.25;
  }
  /* Headings take focus only to move screen readers and keyboards to the new step. */
  h2:focus {
    outline: none;
  }
  .intro {
    margin: -10px 0 18px;
    color: var(--ec-color-muted);
    max-width: 60ch;
  }

  /* buttons */
  .button {
    appearance: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 44px;
    padding: 10px 20px;
    border-radius: var(--ec-radius);
    border: 2px solid var(--ec-color-primary);
    background: var(--ec-color-primary);
    color: var(--ec-color-on-primary);
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  .button:hover {
    background: var(--ec-color-primary-hover);
    border-color: var(--ec-color-primary-hover);
  }
  .button.secondary {
    background: transparent;
    color: var(--ec-color-primary);
  }
  .button.secondary:hover {
    background: var(--ec-color-surface);
  }
  .button[disabled],
  .button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
  .actions {
    display: flex;
    flex-wrap: wrap-reverse;
    gap: 12px;
    justify-content: space-between;
    align-items: center;
    margin-top: 24px;
  }
  .actions.end {
    justify-content: flex-end;
  }
  @container (max-width: 420px) {
    .actions .button {
      width: 100%;
    }
  }

  :is(a, button, input, select, summary, .upload:focus-within label):focus-visible {
    outline: 3px solid var(--ec-color-focus);
    outline-offset: 2px;
  }

  /* upload */
  .upload {
    display: grid;
    justify-items: center;
    gap: 8px;
    padding: 32px 16px;
    border: 2px dashed var(--ec-color-border);
    border-radius: var(--ec-radius);
    background: var(--ec-color-surface);
    text-align: center;
    transition: border-color 0.15s, background 0.15s;
  }
  .upload.dragging {
    border-color: var(--ec-color-primary);
    background: color-mix(in srgb, var(--ec-color-primary) 8%, var(--ec-color-surface));
  }
  .upload svg {
    width: 40px;
    height: 40px;
    color: var(--ec-color-primary);
  }
  .upload input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  .upload:focus-within label.button {
    outline: 3px solid var(--ec-color-focus);
    outline-offset: 2px;
  }
  .upload .drop-hint {
    color: var(--ec-color-muted);
    font-size: 0.9em;
  }
  .spinner {
    width: 18px;
    height: 18px;
    border-radius: 50%;
    border: 3px solid color-mix(in srgb, currentColor 25%, transparent);
    border-top-color: currentColor;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 3s;
    }
  }

  /* messages */
  .message {
    border-radius: var(--ec-radius);
    padding: 12px 16px;
    margin: 0 0 16px;
  }
  .message p {
    margin: 0;
  }
  .message ul {
    margin: 6px 0 0;
    padding-inline-start: 20px;
  }
  .message.error {
    background: var(--ec-color-error-surface);
    color: var(--ec-color-error);
    border-inline-start: 4px solid var(--ec-color-error);
  }
  .message.notice {
    background: var(--ec-color-notice-surface);
    border-inline-start: 4px solid var(--ec-color-production);
  }
  .message.info {
    background: var(--ec-color-surface);
    border-inline-start: 4px solid var(--ec-color-primary);
  }
  .message .button {
    margin-top: 10px;
  }
  .message a {
    color: inherit;
    font-weight: 600;
  }
  .live:empty {
    display: none;
  }

  /* household layout */
  .household {
    display: grid;
    gap: 24px;
    align-items: start;
  }
  @container (min-width: 800px) {
    .household {
      grid-template-columns: minmax(0, 1.45fr) minmax(280px, 1fr);
    }
    .preview {
      position: sticky;
      top: 12px;
    }
  }
  .form-column {
    container-type: inline-size;
    min-width: 0;
  }
  /* On narrow layouts the preview comes after the form: this bar keeps the saving in sight meanwhile. */
  .savings-bar {
    position: sticky;
    bottom: 0;
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 12px;
    margin: 0 -4px;
    padding: 10px 14px;
    border-radius: var(--ec-radius);
    background: var(--ec-color-primary);
    color: var(--ec-color-on-primary);
    box-shadow: 0 -2px 12px rgb(0 0 0 / 15%);
    font-size: 0.9em;
  }
  .savings-bar strong {
    font-size: 1.3em;
    font-variant-numeric: tabular-nums;
  }
  .savings-bar.stale strong {
    opacity: 0.7;
  }
  @container calculator (min-width: 800px) {
    .savings-bar {
      display: none;
    }
  }

  fieldset {
    border: 0;
    margin: 0 0 22px;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: 10px;
    font-weight: 700;
    font-size: 1.05em;
  }
  /* Each .field spans three rows of the grid (head, control, notes) through subgrid, so controls side by side line up. */
  .grid {
    display: grid;
    column-gap: 16px;
  }
  .grid > .field {
    grid-row: span 3;
    display: grid;
    grid-template-rows: subgrid;
    row-gap: 4px;
    margin-bottom: 16px;
  }
  .grid > :not(.field) {
    grid-column: 1 / -1;
    margin-bottom: 16px;
  }
  @container (min-width: 460px) {
    .grid {
      grid-template-columns: 1fr 1fr;
    }
    .grid > .wide {
      grid-column: 1 / -1;
    }
  }

  .field {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  .field .head {
    align-self: end;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 4px;
  }
  .field label,
  .choice legend {
    font-weight: 600;
    font-size: 0.92em;
  }
  .notes {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .notes:empty {
    display: none;
  }
  .field input:not([type='checkbox'], [type='radio']),
  .field select {
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid #8a97a3;
    border-radius: var(--ec-radius);
    background: var(--ec-color-background);
    color: var(--ec-color-text);
    font: inherit;
  }
  .field select {
    appearance: none;
    padding-inline-end: 36px;
    background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
    background-position: calc(100% - 19px) 50%, calc(100% - 13px) 50%;
    background-size: 6px 6px;
    background-repeat: no-repeat;
  }
  .field [aria-invalid='true'] {
    border-color: var(--ec-color-error);
    box-shadow: 0 0 0 1px var(--ec-color-error);
  }
  .field.prefilled input,
  .field.prefilled select {
    background-color: color-mix(in srgb, var(--ec-color-primary) 6%, var(--ec-color-background));
  }
  .hint {
    margin: 0;
    color: var(--ec-color-muted);
    font-size: 0.85em;
  }
  .field-error {
    margin: 0;
    color: var(--ec-color-error);
    font-size: 0.88em;
    font-weight: 600;
  }
  .badge {
    display: inline-flex;
    gap: 4px;
    padding: 1px 8px;
    border-radius: 999px;
    font-size: 0.78em;
    font-weight: 600;
    background: color-mix(in srgb, var(--ec-color-primary) 14%, var(--ec-color-background));
    color: var(--ec-color-primary-hover);
  }
  .badge.low {
    background: var(--ec-color-notice-surface);
    color: #7a4b00;
  }
  .date-range {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 16px;
  }
  .choice {
    margin: 0 0 16px;
  }
  .choice legend {
    margin-bottom: 6px;
  }
  .choice .badge {
    margin-bottom: 8px;
  }

  .radios {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .radios label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 8px 14px;
    border: 1px solid #8a97a3;
    border-radius: var(--ec-radius);
    cursor: pointer;
    font-weight: 500;
  }
  .radios label:has(input:checked) {
    border-color: var(--ec-color-primary);
    box-shadow: inset 0 0 0 1px var(--ec-color-primary);
    background: color-mix(in srgb, var(--ec-color-primary) 6%, var(--ec-color-background));
  }
  input[type='radio'],
  input[type='checkbox'] {
    accent-color: var(--ec-color-primary);
    width: 18px;
    height: 18px;
    margin: 0;
    flex: none;
  }
  .check {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    font-weight: 500;
    cursor: pointer;
  }
  .check input {
    margin-top: 3px;
  }

  figure {
    margin: 8px 0 0;
  }
  figcaption {
    font-size: 0.85em;
    color: var(--ec-color-muted);
    margin-bottom: 4px;
  }
  .chart {
    position: relative;
    height: 130px;
  }
  .preview .chart {
    height: 200px;
  }
  details {
    margin-top: 6px;
    font-size: 0.88em;
  }
  summary {
    cursor: pointer;
    color: var(--ec-color-primary);
    font-weight: 600;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin-top: 6px;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    text-align: end;
    padding: 3px 6px;
    border-bottom: 1px solid var(--ec-color-border);
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }

  /* preview */
  .preview {
    background: var(--ec-color-surface);
    border-radius: var(--ec-radius);
    padding: 18px;
    min-width: 0;
  }
  .preview h3 {
    margin: 0 0 12px;
    font-size: 1.05em;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
  .preview .status {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 0.8em;
    font-weight: 500;
    color: var(--ec-color-muted);
  }
  .headline {
    margin: 0;
    font-size: 0.9em;
    color: var(--ec-color-muted);
  }
  .headline strong {
    display: block;
    font-size: 2.1em;
    line-height: 1.15;
    color: var(--ec-color-primary);
    font-variant-numeric: tabular-nums;
  }
  .preview.stale .figures {
    opacity: 0.55;
  }
  dl.figures {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(88px, 1fr));
    gap: 10px;
    margin: 14px 0 0;
  }
  dl.figures div {
    background: var(--ec-color-background);
    border-radius: calc(var(--ec-radius) * 0.7);
    padding: 8px 10px;
    min-width: 0;
  }
  dl.figures dt {
    font-size: 0.78em;
    color: var(--ec-color-muted);
  }
  dl.figures dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 14px;
    margin: 12px 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.85em;
  }
  .legend li::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    border-radius: 2px;
    margin-inline-end: 6px;
    background: var(--swatch);
  }
  .preview .note {
    margin: 10px 0 0;
    font-size: 0.8em;
    color: var(--ec-color-muted);
  }

  /* contact */
  .contact {
    display: grid;
    gap: 24px;
    align-items: start;
  }
  @container (min-width: 800px) {
    .contact {
      grid-template-columns: minmax(0, 1.45fr) minmax(280px, 1fr);
    }
  }
  .consent-hint {
    margin: 4px 0 0 28px;
  }

  /* done */
  .done {
    text-align: center;
    padding: 12px 0;
  }
  .done .icon {
    width: 56px;
    height: 56px;
    color: var(--ec-color-success);
  }
  .done .actions {
    justify-content: center;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`
