// The category form's values: checked as typed (fees in rupees, eligibility as a comma-separated list)
// and turned into what the API takes.
import { z } from 'zod';
import type { StaffCategory } from './api/categories';

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;

function rupees(label: string) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(RUPEES, `${label} must be an amount in rupees, like 25000`)
    .transform(Number);
}

/** The category form: every value as typed; fees in rupees; eligibility as a comma-separated list. */
export const categoryFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  joining_fee: rupees('Joining fee'),
  annual_fee: rupees('Annual fee'),
  eligibility: z
    .string()
    .transform((value) =>
      value
        .split(/[,\n]/)
        .map((point) => point.trim())
        .filter(Boolean)
        .join(', '),
    )
    .refine((value) => value !== '', 'Add at least one eligibility point'),
  eligibility_remark: z.string().trim().max(1000, 'Remark must be at most 1000 characters'),
  rank: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'Rank must be a whole number, like 1')
    .transform(Number)
    .refine((rank) => rank >= 1 && rank <= 1000, 'Rank must be from 1 to 1000'),
});

export type CategoryFormValues = z.input<typeof categoryFormSchema>;

/** The fields the server's errors may name. */
export const CATEGORY_FIELDS = [
  'name',
  'joining_fee',
  'annual_fee',
  'eligibility',
  'eligibility_remark',
  'rank',
];

/** The form's first values: the category's, or empty with the next free rank. */
export function categoryFormValues(
  category: StaffCategory | null,
  nextRank: number,
): CategoryFormValues {
  return {
    name: category?.name ?? '',
    joining_fee: category ? String(category.joining_fee) : '',
    annual_fee: category ? String(category.annual_fee) : '',
    eligibility: category?.eligibility ?? '',
    eligibility_remark: category?.eligibility_remark ?? '',
    rank: String(category?.rank ?? nextRank),
  };
}
