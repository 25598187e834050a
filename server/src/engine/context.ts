/**
 * What every input step of a study reads: the request, the engine data and the resolved period, rate
 * and hour range. Each step returns its inputs and the assumptions it causes (pvlib ModelChain style).
 */
import type { Assumption, StudyPreviewRequest } from '@partner/energy-shared'
import type { RateRecord } from '../data/tariffs-schema.ts'
import type { EngineData } from './data.ts'
import type { ResolvedPeriod } from './period.ts'

export interface StudyContext {
  request: StudyPreviewRequest
  data: EngineData
  period: ResolvedPeriod
  rate: RateRecord
  /** First hour of the period on the engine's hour axis, and the hour after its last. */
  startHour: number
  endHour: number
  hours: number
}

/** The output of one input step. */
export interface StepResult<T> {
  inputs: T
  assumptions: Assumption[]
}
