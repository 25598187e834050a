import { partnerEntities } from '../modules/partners/entities.ts'
import { referenceEntities } from '../modules/reference/entities.ts'
import { coordinationEntities } from './coordination-entities.ts'
import { studyEntities } from '../modules/studies/entities.ts'
import { webhookEntities } from '../modules/webhooks/entities.ts'
import { pvgisEntities } from '../modules/pvgis/entities.ts'
import { consoleEntities } from '../modules/console/entities.ts'

/** Every entity of the application; feature modules that own tables add theirs here. */
export const allEntities = [...partnerEntities, ...referenceEntities, ...studyEntities, ...webhookEntities, ...consoleEntities, ...pvgisEntities, ...coordinationEntities]
