/** The typical PV year (server/datasets/solar.json), loaded and validated on first use; `engine/pv-year.ts` applies the PV model to it. */
import { loadDataset } from './dataset.ts'
import { SolarDataset } from './solar-schema.ts'

export const solarDataset = loadDataset('solar.json', SolarDataset)
