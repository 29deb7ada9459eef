// The front door of the staff-catalog module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { categoryRoutes } from './categories.routes';
export { createCategoriesService } from './categories.service';
export { couponRoutes } from './coupons.routes';
export { createCouponsService } from './coupons.service';
