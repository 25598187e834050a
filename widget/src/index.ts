import { EnergyCalculator } from './energy-calculator.ts'

export { EnergyCalculator }
export type { ErrorEventDetail, Step, StepEventDetail, StudyCreatedEventDetail } from './energy-calculator.ts'

// Defining the element is the point of loading the script; a second copy on the page must not throw.
if (!customElements.get('energy-calculator')) customElements.define('energy-calculator', EnergyCalculator)
