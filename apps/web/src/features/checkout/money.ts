import { formatInr } from '@portico/domain/currency';

/** Rupees as the checkout shows them: '₹1,18,000' (Indian grouping). */
export function rupees(amount: number): string {
  return `₹${formatInr(amount)}`;
}
