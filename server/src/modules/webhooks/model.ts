/** Schemas of the webhook-endpoint routes (single source: @partner/energy-shared). */
export {
  Problem,
  StudyEvent,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointList,
  WebhookEndpointParams,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
  WebhookTestResult,
} from '@partner/energy-shared'
