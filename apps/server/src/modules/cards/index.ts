// The front door of the cards module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { cardRoutes } from './cards.routes';
export { createCardService } from './cards.service';
