/** Schemas of the preview endpoint (single source: @partner/energy-shared). */
export { Problem, StudyPreviewRequest, StudyResult } from '@partner/energy-shared'
