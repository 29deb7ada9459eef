// The front door of the cards module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { cardRoutes } from './cards.routes';
export { createCardService } from './cards.service';
export { WALLET_PASSES_EVERY_MS, WALLET_PASSES_JOB, type PassUpdateOutcome } from './pass-updates';
