import type { Assumption } from '@partner/energy-shared'
import type { Language } from './i18n.ts'

/**
 * Czech wording of the engine's assumptions, by their stable key. The engine states them in English;
 * a key without a translation here is printed in the engine's words.
 */
const czech: Record<string, (assumption: Assumption) => string> = {}

export function assumptionText(assumption: Assumption, language: Language): string {
  const translate = language === 'cs' ? czech[assumption.key] : undefined
  return translate ? translate(assumption) : assumption.text
}
