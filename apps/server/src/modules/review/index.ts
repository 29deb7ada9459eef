// The front door of the review module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { reviewRoutes } from './review.routes';
export { createReviewService } from './review.service';
export { isReviewComplete } from './stages';
