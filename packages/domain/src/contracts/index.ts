// The contract between the web app and the server: for every call the server registers, the zod
// schemas of its request (params, query, body) and of its answer, and every list of values the API,
// the database and the screens share.
//
// Scheme: one file per area, `<area>.contract.ts`, whose exports are named after what they describe
// (`<thing>Params`, `<thing>Query`, `<thing>Body`, `<thing>Response`, and the z.infer types). The
// server's route files and the web's API files import the area file directly
// (`@portico/domain/contracts/catalog.contract`); this index gathers them as namespaces
// (`catalogContract.categoryListResponse`) for code that wants the whole contract. Value lists live in
// `values.ts`, shared pieces (envelopes, paging, query parameters) in `common.ts`.
export * as applicationsContract from './applications.contract';
export * as associationContract from './association.contract';
export * as auditContract from './audit.contract';
export * as cardsContract from './cards.contract';
export * as walletPassesContract from './wallet-passes.contract';
export * as directoryContract from './directory.contract';
export * as catalogContract from './catalog.contract';
export * as einvoiceContract from './einvoice.contract';
export * as commonContract from './common';
export * as devContract from './dev.contract';
export * as gettingStartedContract from './getting-started.contract';
export * as testMessagesContract from './test-messages.contract';
export * as testPaymentContract from './test-payment.contract';
export * as healthContract from './health.contract';
export * as memberRecordContract from './member-record.contract';
export * as membersContract from './members.contract';
export * as myDetailsContract from './my-details.contract';
export * as memberImportContract from './member-import.contract';
export * as paymentsContract from './payments.contract';
export * as privacyContract from './privacy.contract';
export * as referencesContract from './references.contract';
export * as creditNotesContract from './credit-notes.contract';
export * as refundsContract from './refunds.contract';
export * as reportsContract from './reports.contract';
export * as reportSummaryContract from './report-summary.contract';
export * as teamContract from './team.contract';
export * as tdsCertificatesContract from './tds-certificates.contract';
export * as reviewContract from './review.contract';
export * as settingsContract from './settings.contract';
export * as staffAccountsContract from './staff-accounts.contract';
export * as staffApplicationContract from './staff-application.contract';
export * as staffAuthContract from './staff-auth.contract';
export * as staffCatalogContract from './staff-catalog.contract';
export * as staffExportsContract from './staff-exports.contract';
export * as staffInvoicesContract from './staff-invoices.contract';
export * as staffMembersContract from './staff-members.contract';
export * as staffQueueContract from './staff-queue.contract';
export * as staffMessagesContract from './staff-messages.contract';
export * as staffRemindersContract from './staff-reminders.contract';
export * as upgradeContract from './upgrade.contract';
export * as uploadsContract from './uploads.contract';
export * as verificationContract from './verification.contract';
export * as whatsappWebhookContract from './whatsapp-webhook.contract';
export * from './values';
export * as autoRenewalContract from './auto-renewal.contract';
