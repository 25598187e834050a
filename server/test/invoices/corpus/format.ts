/** How one bill prints numbers and dates; varied per bill so the extractor cannot rely on one style. */
export interface PrintStyle {
  thousands: ' ' | '\u00a0' | '.'
  dateStyle: 'spaced' | 'padded' | 'compact'
  currency: 'Kč' | 'CZK'
}

export function formatNumber(value: number, decimals: number, style: PrintStyle): string {
  const negative = value < 0
  const [int, frac] = Math.abs(value).toFixed(decimals).split('.')
  // A dot-grouped integer would read as a decimal number: such bills group integers by space.
  const separator = style.thousands === '.' && decimals === 0 ? ' ' : style.thousands
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
  return (negative ? '-' : '') + grouped + (frac ? ',' + frac : '')
}

export const formatMoney = (value: number, style: PrintStyle) => `${formatNumber(value, 2, style)} ${style.currency}`

export function formatDate(iso: string, style: PrintStyle): string {
  const [y, m, d] = iso.split('-')
  if (style.dateStyle === 'padded') return `${d}.${m}.${y}`
  if (style.dateStyle === 'compact') return `${Number(d)}.${Number(m)}.${y}`
  return `${Number(d)}. ${Number(m)}. ${y}`
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10)
}
