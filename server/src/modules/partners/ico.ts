/** Czech company identification number (IČO): 8 digits, the last a weighted mod-11 check digit. */
export function isValidIco(ico: string): boolean {
  if (!/^\d{8}$/.test(ico)) return false
  const digits = [...ico].map(Number)
  const sum = digits.slice(0, 7).reduce((acc, digit, i) => acc + digit * (8 - i), 0)
  const check = (11 - (sum % 11)) % 10
  return check === digits[7]
}
