// The package's entry: the web/server contract. Other modules are imported by path
// (`@portico/domain/money`, `@portico/domain/schemas/basic-details.schema`, …).
export * from './contracts';
