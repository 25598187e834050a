import { Type } from '@sinclair/typebox'
import { Uuid } from '@partner/energy-shared'

export {
  ConsoleAuditPage,
  ConsoleBranding,
  ConsoleBrandingUpdate,
  ConsoleInboxPage,
  ConsoleInboxQuery,
  ConsoleInvitation,
  ConsoleInviteRequest,
  ConsoleInvoicePrefill,
  ConsoleLeadUpdate,
  ConsoleMe,
  ConsoleOriginsRequest,
  ConsolePasswordRequest,
  ConsoleResetRequest,
  ConsoleRoleRequest,
  ConsoleSignInRequest,
  ConsoleStudyCreateRequest,
  ConsoleStudyDetail,
  ConsoleStudyRow,
  ConsoleToken,
  ConsoleTokenIssued,
  ConsoleTokenIssueRequest,
  ConsoleTokenRevokeRequest,
  ConsoleUser,
  Problem,
  StudyCreateResult,
  StudyPreviewRequest,
  StudyResult,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
  WebhookTestResult,
} from '@partner/energy-shared'

export const IdParams = Type.Object({ id: Uuid() })
export const AuditQuery = Type.Object({ cursor: Type.Optional(Type.String({ maxLength: 200 })) })
export const Accepted = Type.Object({ accepted: Type.Literal(true) })
