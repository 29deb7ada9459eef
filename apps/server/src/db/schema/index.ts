// The database tables, split by area (one file each); the server imports them all from here and
// drizzle-kit reads this file. Conventions: snake_case columns; money as integer paise; enumerations as
// text + CHECK (a new value is a one-line migration, unlike a PostgreSQL enum); every timestamp with
// time zone; calendar dates as 'YYYY-MM-DD' strings because that is what the API carries.
export type * from './value-sets';
export * from './catalog';
export * from './reference-data';
export * from './applications';
export * from './plan-history';
export * from './application-details';
export * from './membership-periods';
export * from './staff';
export * from './review';
export * from './verification';
export * from './rate-limits';
export * from './outbox';
export * from './coupons';
export * from './payments';
export * from './offline-receipts';
export * from './test-payments';
export * from './cluster';
export * from './sessions';
export * from './audit';
export * from './refunds';
export * from './settings';
export * from './privacy';
export * from './membership-cards';
export * from './mandates';
export * from './member-notes';
export * from './directory';
export * from './report-summaries';
export * from './team';
