/**
 * Domain bounds of every number a client may send, and the size of a request body they imply. The schemas
 * state them (so validation, OpenAPI, SDK and widget agree) and the server derives its body limit from them.
 * Bounds are generous for a household or a small business, yet keep every product of them finite.
 */
export const LIMITS = {
  /** SDAC harmonised maximum clearing price, 4 000 EUR/MWh ≈ 100 000 CZK/MWh: no energy price or fee per MWh is above it. */
  pricePerMWhMax: 100_000,
  /** SDAC harmonised minimum clearing price, −500 EUR/MWh ≈ −12 500 CZK/MWh: the lowest a fee per MWh (a discount) may go. */
  pricePerMWhMin: -12_500,
  /** CZK per month for a supplier's fixed fee or a circuit-breaker fee (the largest breaker in the ERÚ tables is ≈ 20 800). */
  monthlyFeeCzkMax: 100_000,
  /** CZK incl. VAT: 10 000 kWp at ≈ 30 000 CZK/kWp plus a 1 000 kWh battery stays well below it. */
  investmentCzkMax: 1_000_000_000,
  /** kWh per hour of a custom series: 10× the mean hour of the largest yearly consumption, above any 10 000 kWp plant's hour. */
  hourlyKWhMax: 100_000,
  /** Hours in a custom series: five leap years, more than the whole data window holds today. */
  customSeriesHoursMax: 5 * 8_784,
  /** kWh per year: from one kWh to a large business. */
  yearlyConsumptionKWhMin: 1,
  yearlyConsumptionKWhMax: 10_000_000,
  totalKWpMax: 10_000,
  batteryKWhMax: 1_000,
  /**
   * The smallest PV power (kWp: totalKWp, a roof plane) or battery capacity (kWh) other than 0: 10 W or 10 Wh.
   * A size is 0 (none) or at least this; one between (1e-9, a denormal) is refused with 400, as it builds nothing
   * and would show as 0 kWh beside ratios and paybacks computed from it.
   */
  sizeMinNonZero: 0.01,
} as const

/**
 * Text that PostgreSQL and every JSON consumer can store: no NUL and no lone UTF-16 surrogate (a surrogate is
 * accepted only as the first half of a pair followed by its second half). Matched per UTF-16 code unit.
 */
export const SAFE_TEXT_PATTERN = '^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$'

/** Nesting of a JSON body beyond which it is refused before parsing (the request schemas nest three deep). */
export const JSON_MAX_DEPTH = 16

/** Bytes of a JSON body without custom hourly data: far above any real request (about 1 KB). */
export const JSON_BODY_BASE_BYTES = 256 * 1024

/** The longest compact JSON number (e.g. -2.2250738585072014e-308) plus its comma. */
const JSON_NUMBER_MAX_BYTES = 25

/**
 * Bytes of the largest accepted JSON body: the base plus two full custom hourly series written compactly
 * (256 KiB + 2 × 43 920 × 25 B = 2 458 144 B ≈ 2.3 MiB). A body above it answers 413.
 */
export const JSON_BODY_MAX_BYTES = JSON_BODY_BASE_BYTES + 2 * LIMITS.customSeriesHoursMax * JSON_NUMBER_MAX_BYTES
