import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { StudyCreateRequest, StudyCreateResult } from '@partner/energy-shared'
import { simpleParser, type ParsedMail } from 'mailparser'
import { extractText, getDocumentProxy } from 'unpdf'
import { EMBED_ORIGIN, type TestServer } from '../../support/harness.ts'

/** A household on the shipped data: ČEZ D25d two-tariff with a real HDO command, FIX buying, SPOT selling. */
export function studyRequest(overrides: Partial<StudyCreateRequest> = {}): StudyCreateRequest {
  return {
    study: { label: 'Rodinný dům Novákovi – Říčany', address: 'Jiráskova 1234/5, 251 01 Říčany', extendedStudy: false },
    periodType: '2024',
    yearlyConsumptionKWh: 4500,
    totalKWp: 9.6,
    battery: { batterySizeKwh: 10, reservedBatteryCapacityPercentage: 10 },
    distribution: { distributor: 'CEZ', distributionRate: 'D25d', lowTariffCommand: 'A1B6DP1', lowTariffRegion: 'stred', circuitBreakerMonthlyFee: 283 },
    electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3890, feeLowTariff: 3250, monthlyFeeCzk: 125, vat: 21 },
    electricitySellingSettings: { sellingType: 'SPOT', feeType: 'PerMWh', fee: 450, spotPriceMinZero: true, monthlyFeeCzk: 0 },
    recipient: { email: 'jiri.novak@example.cz', name: 'Jiří Novák', phone: '+420 777 123 456', ownsPv: false, wantsContact: true },
    ...overrides,
  }
}

export interface CallOptions {
  token: string
  headers?: Record<string, string>
}

export async function postStudy(srv: TestServer, body: unknown, { token, headers = {} }: CallOptions): Promise<Response> {
  return fetch(`${srv.baseUrl}/api/v1/studies`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

export async function createStudy(srv: TestServer, body: unknown, options: CallOptions): Promise<StudyCreateResult> {
  const response = await postStudy(srv, body, options)
  if (response.status !== 200) throw new Error(`POST /studies answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as StudyCreateResult
}

/** Embed-token calls come from a browser page on a registered origin. */
export const embedHeaders = (extra: Record<string, string> = {}) => ({ origin: EMBED_ORIGIN, ...extra })

export async function apiGet(srv: TestServer, path: string, token: string): Promise<Response> {
  return fetch(`${srv.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
}

/** Follows the public broker link like a browser would, one hop at a time. */
export async function openBrokerLink(url: string): Promise<{ broker: Response; file: Response | null }> {
  const broker = await fetch(url, { redirect: 'manual', headers: { 'user-agent': 'StudiesTest/1.0' } })
  const location = broker.headers.get('location')
  return { broker, file: broker.status === 302 && location ? await fetch(location) : null }
}

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { text, totalPages } = await extractText(document, { mergePages: true })
  return { text: text.replace(/\s+/g, ' '), pages: totalPages }
}

export async function outboxMessages(srv: TestServer): Promise<ParsedMail[]> {
  const directory = join(srv.services.config.dataDir, 'outbox')
  const files = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort()
  return Promise.all(files.map(async (name) => simpleParser(await readFile(join(directory, name)))))
}

/** "24 840 Kč" as the Czech PDF prints a whole-crown amount (NBSP grouping). */
export const czechMoney = (value: number) =>
  `${new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 }).format(value)} Kč`.replace(/\u00a0/g, ' ')
