import { coreEntities } from './entities.ts'

/** Every entity of the application; feature modules that own tables add theirs here. */
export const allEntities = [...coreEntities]
