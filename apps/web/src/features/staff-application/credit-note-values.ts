// The credit note and re-billing forms' values (decision 083): checked as typed, then sent; the
// server checks them all again (the GSTIN with the domain's own check).
import { formatInr } from '@portico/domain/currency';
import { gstinError } from '@portico/domain/gstin';
import { z } from 'zod';

export type CreditMode = 'credit' | 'rebill';

const reason = z
  .string()
  .trim()
  .min(1, 'Enter the reason, printed on the credit note')
  .max(200, 'The reason must be 200 characters or fewer');

const required = (name: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${name}`)
    .max(200, `The ${name} must be 200 characters or fewer`);

/** Blank (all that is left) or rupees up to `creditable`. */
function amountField(creditable: number) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const rupees = Number(value.replace(/,/g, ''));
      if (!/^\d{1,8}(\.\d{1,2})?$/.test(value.replace(/,/g, '')) || rupees <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter the amount in rupees, like 1180 or 1180.50',
        });
      } else if (rupees > creditable) {
        ctx.addIssue({
          code: 'custom',
          message: `The credit note must not be more than ₹${formatInr(creditable)}, what is left of this invoice`,
        });
      }
    });
}

export function creditNoteFormSchema(mode: CreditMode, creditable: number) {
  return z.object({
    amount: mode === 'credit' ? amountField(creditable) : z.string(),
    reason,
    gstin:
      mode === 'rebill'
        ? z
            .string()
            .trim()
            .toUpperCase()
            .min(1, 'Enter the GSTIN')
            .superRefine((value, ctx) => {
              const error = gstinError(value);
              if (error) ctx.addIssue({ code: 'custom', message: error });
            })
        : z.string(),
    name: mode === 'rebill' ? required('name of the person billed') : z.string(),
    company: mode === 'rebill' ? required('business name') : z.string(),
    address: z.string().trim().max(500, 'The address must be 500 characters or fewer'),
  });
}
export type CreditNoteFormValues = z.input<ReturnType<typeof creditNoteFormSchema>>;
export type CreditNoteFormOutput = z.output<ReturnType<typeof creditNoteFormSchema>>;

export const CREDIT_NOTE_FIELDS = [
  'amount',
  'reason',
  'gstin',
  'name',
  'company',
  'address',
] as const;
