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
  StudySummary,
} from '@partner/energy-shared'
