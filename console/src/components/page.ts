import { LitElement } from 'lit'
import type { ConsoleMe } from '@partner/energy-shared'
import type { ConsoleApi } from '../api.ts'
import { textsFor, type Locale, type Texts } from '../i18n.ts'

/** What every page gets from the app: the API, the language and the signed-in user (null before sign-in). */
export class PageElement extends LitElement {
  static override properties = {
    api: { attribute: false },
    locale: { type: String },
    me: { attribute: false },
    param: { type: String },
  }
  declare api: ConsoleApi
  declare locale: Locale
  declare me: ConsoleMe | null
  /** The id or link secret of the route. */
  declare param: string | null

  get t(): Texts {
    return textsFor(this.locale ?? 'cs')
  }

  /** Asks the app to show another page (`#/…`). */
  navigate(hash: string): void {
    location.hash = hash
  }
}
