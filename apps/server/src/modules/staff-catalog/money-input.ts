// Amounts in rupees as the back office sends them: the contract's rules, which the coupons service
// applies again to a coupon's value once its kind is known.
export {
  MAX_RUPEES,
  isWholePaise,
  rupeesField,
} from '@portico/domain/contracts/staff-catalog.contract';
