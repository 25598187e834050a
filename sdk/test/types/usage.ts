/**
 * Compiled by build.test.ts against the published dist/index.d.ts in a directory outside the workspace,
 * so it proves the declarations are self-contained and strict. The marked line must stay an error.
 */
import { EnergyApiError, EnergyClient, type StudyCreateRequest, type StudySummary } from '@partner/energy-sdk'

export async function usage(client: EnergyClient): Promise<string[]> {
  const fees = await client.reference.fees({ distributor: 'CEZ', distributionRate: 'D02d', period: '2025' })
  const request: StudyCreateRequest = {
    periodType: '2025',
    yearlyConsumptionKWh: 4_000,
    totalKWp: 6,
    distribution: { distributor: 'CEZ', distributionRate: 'D02d', distributorFeeHighPerMWh: fees.distributorFeeHighPerMWh },
    electricityBuyingSettings: { buyingType: 'FIX', feeType: 'PerMWh', fee: 3_200 },
    recipient: { email: 'jana@example.cz' },
  }
  const created = await client.studies.create(request, { externalUserId: 'user-42', language: 'en' })
  const seen: StudySummary[] = []
  for await (const study of client.studies.listAll({ pageSize: 50 })) seen.push(study)
  try {
    await client.studies.get(created.id)
  } catch (error) {
    if (error instanceof EnergyApiError && error.status === 404) return []
  }
  // @ts-expect-error: `yearlyConsumption` is not a field of the study request (it is yearlyConsumptionKWh)
  await client.studies.preview({ ...request, yearlyConsumption: 4_000 })
  return seen.map((study) => study.id)
}
