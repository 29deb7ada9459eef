// The front door of the records module (decision 074): the owners of the tables several modules share.
// applications.repository.ts owns application lookups (the application, its parts, its plan history),
// members.repository.ts member lookups; the privacy consents given with an application are kept with
// its row. Other modules ask them rather than query those tables.
export * from './applications.repository';
export * from './members.repository';
export * from './member-card.repository';
export * from './directory-listings.repository';
