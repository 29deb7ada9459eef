// The front door of the notifications module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { memberTextMessage, reminderChannels, whatsappPayload } from './channel-choice';
export { deliveryReportRoutes } from './delivery-reports.routes';
export { createDeliveryReportsService } from './delivery-reports.service';
export { brandSource, type BrandSource } from './email/brand-source';
export { createNotifier, type BoundNotifier, type Notifier, type TextMessage } from './notifier';
export {
  approvedForPaymentEmail,
  approvedForPaymentSms,
  applicationReceivedEmail,
  applicationReceivedSms,
  cancelledEmail,
  changesRequestedEmail,
  changesRequestedSms,
  dataRequestEmail,
  referenceRequestEmail,
  rejectedEmail,
  rejectedSms,
  REVIEW_REQUEST_KINDS,
  reviewRequestEmail,
  type ApplicationSummary,
  type EmailContent,
  type ReviewRequestReason,
} from './templates';
