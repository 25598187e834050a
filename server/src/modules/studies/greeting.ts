import { isWoman, vocative } from 'czech-vocative'

/** Academic and professional titles before or after a name (Ing., Mgr., Ph.D., DiS., …): not part of the address. */
const TITLE = /\.$|^(ph\.?d|csc|mba|dis)\.?$/i
/** A name typed all in lower case ("jana nováková") reads as one with capitals. */
const capitalised = (word: string) => (word === word.toLowerCase() ? word.replace(/(^|-)\p{Ll}/gu, (start) => start.toUpperCase()) : word)
const NAME_PART = /^\p{Lu}[\p{Ll}'’-]*(-\p{Lu}[\p{Ll}'’-]*)?$/u

/**
 * The Czech formal address of a recipient in the vocative: "paní Nováková", "pane Svobodo".
 * The surname is declined (czech-vocative); the gender must follow from the first name and the
 * surname alike. Null when unsure — one word only, something that is not a plain name, or first
 * name and surname that disagree (Lenka Krejčí: an indeclinable surname) — so that the greeting
 * does without the name rather than get it wrong.
 */
export function czechAddress(fullName: string | null): string | null {
  const words = (fullName ?? '')
    .replace(/,/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((word) => word && !TITLE.test(word))
    .map(capitalised)
  if (words.length < 2 || !words.every((word) => NAME_PART.test(word))) return null
  const first = words[0]!
  const surname = words.at(-1)!
  const woman = isWoman(first)
  if (isWoman(surname) !== woman) return null
  // A double surname declines in both parts (pane Nováku-Dvořáku).
  const declined = surname
    .split('-')
    .map((part) => vocative(part, woman, true))
    .join('-')
  if (!NAME_PART.test(declined)) return null
  return woman ? `paní ${declined}` : `pane ${declined}`
}
