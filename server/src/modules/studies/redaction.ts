/** The personal values a study's input holds; redaction removes exactly these and keeps the calculation. */

const COVER_PERSONAL = ['label', 'address'] as const
const RECIPIENT_PERSONAL = ['email', 'name', 'phone'] as const
/** The customer's own hourly series: enough to re-identify a household and to replay the study. */
const REPLICATION_PAYLOAD = 'customProductionConsumptionData'

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

function scrub(document: Json): Json {
  const copy: Json = { ...document }
  if (isObject(copy.study)) copy.study = { ...copy.study, ...Object.fromEntries(COVER_PERSONAL.map((key) => [key, null])) }
  if (isObject(copy.recipient)) copy.recipient = { ...copy.recipient, ...Object.fromEntries(RECIPIENT_PERSONAL.map((key) => [key, null])) }
  if (REPLICATION_PAYLOAD in copy) copy[REPLICATION_PAYLOAD] = null
  return copy
}

/** The stored request with cover label and address, recipient contact and custom hourly data nulled. */
export const scrubInput = (input: Json): Json => scrub(input)

/** The stored result scrubbed the same way (it carries none of these today; a future field would be caught). */
export const scrubResult = (result: Json): Json => scrub(result)
