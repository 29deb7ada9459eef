// The front door of the invoices module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { findCreditNotesOfOrders } from './documents.repository';
export { invoiceRoutes } from './invoices.routes';
export { createInvoicesService } from './invoices.service';
