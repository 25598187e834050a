/** The languages of the API's human-readable output: reference labels, study PDFs and e-mails. */
export const LANGUAGES = ['cs', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** `Accept-Language` → cs or en (cs unless English is preferred over Czech). */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header) return 'cs'
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { primary: tag.split('-')[0]!, quality: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => (entry.primary === 'cs' || entry.primary === 'en' || entry.primary === '*') && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked[0]?.primary === 'en' ? 'en' : 'cs'
}
