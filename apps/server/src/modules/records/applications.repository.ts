// The owner of application lookups: every module reads and writes applications, their plan history,
// directors, proposers and documents through this file (its parts are split by concern).
export type * from './application-rows';
export * from './application-record.repository';
export * from './plan-history.repository';
export * from './application-parts.repository';
export * from './application-bundle.repository';
