import type { Migration } from '@mikro-orm/migrations'

import { Migration20261121215206_Init } from './Migration20261121215206_Init.ts'

import { Migration20261121215748_HdoSchedule } from './Migration20261121215748_HdoSchedule.ts'

import { Migration20261121220406_StudyAccessLogAndIdempotency } from './Migration20261121220406_StudyAccessLogAndIdempotency.ts'

import { Migration20261122164744_ScaleOut } from './Migration20261122164744_ScaleOut.ts'

import { Migration20261122165310_AccessTokenDenialAndStudyBranding } from './Migration20261122165310_AccessTokenDenialAndStudyBranding.ts'

import { Migration20261122170000_IdempotencyLease } from './Migration20261122170000_IdempotencyLease.ts'

import { Migration20261128123518_Webhooks } from './Migration20261128123518_Webhooks.ts'

import { Migration20261128124036_Console } from './Migration20261128124036_Console.ts'

import { Migration20261128124405_ReferenceDataCurrent } from './Migration20261128124405_ReferenceDataCurrent.ts'

import { Migration20261128131409_Location } from './Migration20261128131409_Location.ts'

import { Migration20261128133000_ConsoleSearch } from './Migration20261128133000_ConsoleSearch.ts'
import { Migration20261128140556_PartnerAccentColor } from './Migration20261128140556_PartnerAccentColor.ts'

/** Checked-in migrations, in order. `bun run db:migration <Name>` generates the next one and appends it here. */
export const migrations: { name: string; class: new (...args: any[]) => Migration }[] = [
  { name: 'Migration20261121215206_Init', class: Migration20261121215206_Init },
  { name: 'Migration20261121215748_HdoSchedule', class: Migration20261121215748_HdoSchedule },
  { name: 'Migration20261121220406_StudyAccessLogAndIdempotency', class: Migration20261121220406_StudyAccessLogAndIdempotency },
  { name: 'Migration20261122164744_ScaleOut', class: Migration20261122164744_ScaleOut },
  { name: 'Migration20261122165310_AccessTokenDenialAndStudyBranding', class: Migration20261122165310_AccessTokenDenialAndStudyBranding },
  { name: 'Migration20261122170000_IdempotencyLease', class: Migration20261122170000_IdempotencyLease },
  { name: 'Migration20261128123518_Webhooks', class: Migration20261128123518_Webhooks },
  { name: 'Migration20261128124036_Console', class: Migration20261128124036_Console },
  { name: 'Migration20261128124405_ReferenceDataCurrent', class: Migration20261128124405_ReferenceDataCurrent },
  { name: 'Migration20261128131409_Location', class: Migration20261128131409_Location },
  { name: 'Migration20261128133000_ConsoleSearch', class: Migration20261128133000_ConsoleSearch },
  { name: 'Migration20261128140556_PartnerAccentColor', class: Migration20261128140556_PartnerAccentColor },
]
