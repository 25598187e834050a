/**
 * The last Czech PSČ in a free-form address: "Hlavní 5, 702 00 Ostrava" → "70200". A group of five digits
 * ("70200") or of three and two separated by a space ("702 00"), not part of a longer number. The server
 * locates a roof with it (CONTRACT.md "Location"), the invoice → study mapping and the calculator read it.
 */
export function postcodeInAddress(address: string): string | undefined {
  const matches = [...address.matchAll(/(?<!\d)(\d{3})[ \u00a0]?(\d{2})(?!\d)/g)]
  const last = matches.at(-1)
  return last ? `${last[1]}${last[2]}` : undefined
}

/** "70200" → "702 00", as a PSČ is written. */
export const formatPostcode = (postcode: string) => `${postcode.slice(0, 3)} ${postcode.slice(3)}`
