/**
 * From an electricity bill to a savings study: extract the bill, map it to a study request the way a
 * partner's backend would (distribution block, buying settings, consumption), create the study.
 *
 *   ENERGY_REFRESH_TOKEN=ens_api_… bun examples/invoice-to-study/index.ts [path/to/bill.pdf]
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { EnergyApiError, EnergyClient } from '@partner/energy-sdk'
import { studyRequestFromInvoice } from './mapping.ts'

const refreshToken = process.env.ENERGY_REFRESH_TOKEN
if (!refreshToken) throw new Error('Set ENERGY_REFRESH_TOKEN to an api refresh token (bun start prints the demo one)')
const energy = new EnergyClient({ baseUrl: process.env.ENERGY_BASE_URL ?? 'http://localhost:3000', refreshToken })

/** Default input: the first bill of the repository's invoice test corpus. */
const corpus = join(import.meta.dir, '../../server/test/fixtures/invoices')
/** Its bills are named <supplier>-NNN.pdf (next to reject-* and scanned-* samples). */
const BILL = /^[a-z]+-\d+\.pdf$/
const billPath = process.argv[2] ?? join(corpus, readdirSync(corpus).filter((name) => BILL.test(name)).sort()[0] ?? 'missing.pdf')

try {
  const extraction = await energy.invoices.extract(billPath)
  const { meta, distribution, buying } = extraction.invoice
  console.log(`Extracted ${extraction.fileName}: ${meta.supplierName ?? 'unknown supplier'}, ${distribution.distributorKey ?? '?'} ${distribution.distributionRate ?? '?'}, ${buying.buyingType ?? '?'} ${buying.totalKwh ?? '?'} kWh`)
  for (const warning of extraction.warnings) console.log(`  warning ${warning.field}: ${warning.reason}`)

  const request = await studyRequestFromInvoice(energy, extraction.invoice, {
    totalKWp: 6,
    recipient: { email: process.env.ENERGY_RECIPIENT ?? 'zakaznik@example.cz', name: meta.customerName ?? undefined },
  })
  const preview = await energy.studies.preview(request)
  console.log(`A 6 kWp system would save ${Math.round(preview.headlineYearlySaving)} CZK a year`)

  const created = await energy.studies.create(request, { externalUserId: process.env.ENERGY_EXTERNAL_USER ?? 'invoice-demo' })
  console.log(`Created study ${created.id}: ${created.url}`)
} catch (error) {
  if (error instanceof EnergyApiError) {
    console.error(`${error.status} ${error.title}: ${error.detail} (request ${error.requestId})`, error.errors ?? '')
    process.exit(1)
  }
  throw error
}
