import { css } from 'lit'

/** What every console component shares: type, form controls, buttons, tables and messages. */
export const base = css`
  :host {
    display: block;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    color: #1f2a33;
    line-height: 1.45;
  }
  h1 {
    font-size: 1.4rem;
    margin: 0 0 1rem;
  }
  h2 {
    font-size: 1.1rem;
    margin: 1.5rem 0 0.5rem;
  }
  label {
    display: block;
    font-weight: 600;
    margin: 0.6rem 0 0.2rem;
  }
  label.check {
    display: flex;
    gap: 0.4rem;
    align-items: center;
    font-weight: 400;
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: 0.4rem 0.5rem;
    border: 1px solid #6b7a86;
    border-radius: 4px;
    background: #fff;
    color: inherit;
    box-sizing: border-box;
  }
  input:not([type='checkbox']),
  select,
  textarea {
    width: 100%;
    max-width: 28rem;
  }
  :focus-visible {
    outline: 3px solid #0b62d6;
    outline-offset: 2px;
  }
  button,
  a.button {
    font: inherit;
    display: inline-block;
    padding: 0.45rem 0.9rem;
    border-radius: 4px;
    border: 1px solid #0b4f9e;
    background: #0b4f9e;
    color: #fff;
    cursor: pointer;
    text-decoration: none;
  }
  button.secondary,
  a.button.secondary {
    background: #fff;
    color: #0b4f9e;
  }
  button.danger {
    background: #a4161a;
    border-color: #a4161a;
  }
  button[disabled] {
    opacity: 0.6;
    cursor: progress;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.45rem 0.5rem;
    border-bottom: 1px solid #d5dde3;
    vertical-align: top;
  }
  th {
    background: #eef2f5;
  }
  a {
    color: #0b4f9e;
  }
  .error {
    color: #a4161a;
    font-weight: 600;
  }
  .ok {
    color: #1b6e2a;
    font-weight: 600;
  }
  .muted {
    color: #56636e;
  }
  .row {
    display: flex;
    gap: 0.75rem;
    flex-wrap: wrap;
    align-items: end;
  }
  .card {
    background: #fff;
    border: 1px solid #d5dde3;
    border-radius: 6px;
    padding: 1rem 1.25rem;
  }
  pre,
  code {
    font-family: ui-monospace, monospace;
    background: #eef2f5;
    padding: 0.5rem;
    border-radius: 4px;
    white-space: pre-wrap;
    word-break: break-all;
  }
`
