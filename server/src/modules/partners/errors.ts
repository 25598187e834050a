/** A partner or token input the operator must correct (bad IČO, origin, logo…); the CLI prints it as usage. */
export class PartnerInputError extends Error {
  override name = 'PartnerInputError'
}
