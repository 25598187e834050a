/** Schemas of the studies endpoints (single source: @partner/energy-shared). */
export {
  Problem,
  Study,
  StudyCreateHeaders,
  StudyCreateRequest,
  StudyCreateResult,
  StudyIdParams,
  StudyListPage,
  StudyListQuery,
  StudyPreviewRequest,
  StudyResult,
  StudySummary,
} from '@partner/energy-shared'
