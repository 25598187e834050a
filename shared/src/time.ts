/** Fixed lengths of UTC time; a local (Prague) day has 23, 24 or 25 of these hours. Free of imports, for the SDK's subpaths. */
export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
