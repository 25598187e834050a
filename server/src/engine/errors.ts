/** Errors of the savings engine. The HTTP layer maps them to 400 problems; the engine knows nothing of HTTP. */

/** Invalid input, keyed by the request field path (e.g. `distribution.lowTariffCommand`). */
export class EngineValidationError extends Error {
  override name = 'EngineValidationError'
  constructor(
    readonly errors: Record<string, string[]>,
    /** The accepted values when an unknown code was sent. */
    readonly allowedValues?: string[],
  ) {
    super(Object.entries(errors).map(([path, messages]) => `${path}: ${messages.join('; ')}`).join(' | '))
  }

  static field(path: string, message: string, allowedValues?: string[]): EngineValidationError {
    return new EngineValidationError({ [path]: [message] }, allowedValues)
  }
}

/** The requested period is not inside the data window (first to last day with complete day-ahead prices). */
export class PeriodOutOfRangeError extends Error {
  override name = 'PeriodOutOfRangeError'
  constructor(
    readonly allowedFrom: string,
    readonly allowedTo: string,
    detail: string,
  ) {
    super(detail)
  }
}
