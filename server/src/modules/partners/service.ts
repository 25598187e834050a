import { createHash, randomBytes } from 'node:crypto'
import type { EntityManager } from '@mikro-orm/postgresql'
import { DAY_MS, LANGUAGES, REFRESH_TOKEN_PREFIX, type Language, type TokenKind } from '@partner/energy-shared'
import { AccessTokenDenial, Partner, RefreshToken } from './entities.ts'
import { isValidIco } from './ico.ts'
import { PartnerInputError } from './errors.ts'
import type { PartnerLogo } from './logo.ts'

export const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex')

export interface NewPartner {
  name: string
  ico: string
  logo?: PartnerLogo | null
  contactEmail?: string | null
  contactPhone?: string | null
  web?: string | null
  /** Language of the partner's e-mails (lead notifications). @default 'cs' */
  language?: Language
  /** Where lead e-mails go: null → the contact e-mail; [] → none. */
  leadEmails?: string[] | null
}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/

/** Lead-notification addresses: each a bare e-mail address, at most 10. */
function leadAddresses(addresses: string[] | null | undefined): string[] | null {
  if (addresses == null) return null
  const list = [...new Set(addresses.map((address) => address.trim()).filter(Boolean))]
  if (list.length > 10) throw new PartnerInputError('at most 10 lead e-mail addresses')
  for (const address of list) if (address.length > 254 || !EMAIL.test(address)) throw new PartnerInputError(`not an e-mail address: ${address}`)
  return list
}

function partnerLanguage(language: string | undefined): Language {
  if (language === undefined) return 'cs'
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new PartnerInputError(`language must be one of ${LANGUAGES.join(', ')}`)
  return language as Language
}

function normaliseOrigin(origin: string): string {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    throw new PartnerInputError(`not a web origin: ${origin}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PartnerInputError(`origin must be http(s): ${origin}`)
  return url.origin
}

/** Partners and their refresh tokens: shared by the admin CLI, the dev seed and the auth module. */
export function partnerService(em: EntityManager) {
  return {
    async createPartner(input: NewPartner) {
      const name = input.name.trim()
      if (!name) throw new PartnerInputError('name is required')
      if (!isValidIco(input.ico)) throw new PartnerInputError(`invalid IČO "${input.ico}": 8 digits with a valid check digit required`)
      if (await em.count(Partner, { ico: input.ico })) throw new PartnerInputError(`a partner with IČO ${input.ico} already exists`)
      const partner = em.create(Partner, {
        name,
        ico: input.ico,
        logoUrl: input.logo?.url ?? null,
        logoData: input.logo ? Buffer.from(input.logo.data) : null,
        logoMediaType: input.logo?.mediaType ?? null,
        contactEmail: input.contactEmail ?? null,
        contactPhone: input.contactPhone ?? null,
        web: input.web ?? null,
        language: partnerLanguage(input.language),
        leadEmails: leadAddresses(input.leadEmails),
      })
      await em.flush()
      return partner
    },

    /** Changes where the partner's lead e-mails go (null: its contact e-mail; []: none) and their language. */
    async updatePartnerNotifications(partner: Partner, input: { leadEmails?: string[] | null; language?: string }) {
      if (input.leadEmails !== undefined) partner.leadEmails = leadAddresses(input.leadEmails)
      if (input.language !== undefined) partner.language = partnerLanguage(input.language)
      await em.flush()
      return partner
    },

    listPartners: () => em.find(Partner, {}, { orderBy: { createdAt: 'asc' } }),

    /** Finds a partner by UUID or by IČO. */
    async findPartner(idOrIco: string) {
      return /^\d{8}$/.test(idOrIco)
        ? em.findOne(Partner, { ico: idOrIco })
        : /^[0-9a-f-]{36}$/i.test(idOrIco)
          ? em.findOne(Partner, { id: idOrIco })
          : null
    },

    /** Issues a refresh token; the secret is returned once and only its hash is stored. */
    async issueToken(input: { partnerId: string; kind: TokenKind; origins?: string[]; expiresInDays?: number; label?: string }) {
      const origins = (input.origins ?? []).map(normaliseOrigin)
      if (input.kind === 'embed' && origins.length === 0) throw new PartnerInputError('an embed token needs at least one --origin')
      if (input.kind === 'api' && origins.length > 0) throw new PartnerInputError('origins apply to embed tokens only')
      const secret = REFRESH_TOKEN_PREFIX[input.kind] + randomBytes(32).toString('base64url')
      const token = em.create(RefreshToken, {
        partner: input.partnerId,
        kind: input.kind,
        tokenHash: hashToken(secret),
        allowedOrigins: origins,
        label: input.label ?? null,
        expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null,
      })
      await em.flush()
      return { token, secret }
    },

    listTokens: (partnerId?: string) =>
      em.find(RefreshToken, partnerId ? { partner: partnerId } : {}, { orderBy: { createdAt: 'asc' } }),

    /**
     * Revokes a refresh token: no new access tokens from it. With `denyAccessTokensForSeconds` (the access-token
     * lifetime) the ones already issued are refused too, until they would have expired anyway.
     */
    async revokeToken(id: string, options: { denyAccessTokensForSeconds?: number } = {}) {
      const token = /^[0-9a-f-]{36}$/i.test(id) ? await em.findOne(RefreshToken, { id }) : null
      if (!token) return null
      token.revokedAt ??= new Date()
      if (options.denyAccessTokensForSeconds) {
        const now = new Date()
        await em.nativeDelete(AccessTokenDenial, { expiresAt: { $lt: now } })
        await em.upsert(AccessTokenDenial, { tokenId: token.id, deniedAt: now, expiresAt: new Date(now.getTime() + options.denyAccessTokensForSeconds * 1000) })
      }
      await em.flush()
      return token
    },

    /** Replaces an embed token's allowed origins (each validated as a web origin); null for no such token. */
    async setTokenOrigins(id: string, origins: string[]) {
      const token = /^[0-9a-f-]{36}$/i.test(id) ? await em.findOne(RefreshToken, { id }) : null
      if (!token) return null
      if (token.kind !== 'embed') throw new PartnerInputError('origins apply to embed tokens only')
      const normalised = [...new Set(origins.map(normaliseOrigin))]
      if (normalised.length === 0) throw new PartnerInputError('an embed token needs at least one origin')
      token.allowedOrigins = normalised
      await em.flush()
      return token
    },

    /** The refresh token behind a secret, if it is known, not revoked and not expired. */
    async findUsableToken(secret: string) {
      const token = await em.findOne(RefreshToken, { tokenHash: hashToken(secret) })
      if (!token || token.revokedAt || (token.expiresAt && token.expiresAt.getTime() <= Date.now())) return null
      return token
    },
  }
}
