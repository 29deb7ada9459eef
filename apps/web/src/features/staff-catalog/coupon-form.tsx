import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { MembershipCategory } from '../../app/membership-category';
import { useSaveCoupon, type Coupon, type CouponInput } from './api/coupons';
import { FormFooter, useFormSave } from '../../app/staff/form-save';
import { Field, fieldProps } from '../../ui/list/field';
import fieldParts from '../../ui/field.module.css';

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Please enter a date')
  .transform((value) => (value === '' ? null : value));

export const couponFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{2,29}$/, 'Code must be 3 to 30 letters, digits, - or _'),
    kind: z.enum(['percent', 'flat'], { error: 'Choose the kind of discount' }),
    value: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter the discount as a number, like 10')
      .transform(Number),
    message: z.string().trim().max(200, 'Message must be at most 200 characters'),
    valid_from: optionalDate,
    valid_until: optionalDate,
    usage_limit: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || /^[1-9]\d{0,6}$/.test(value),
        'Enter a whole number, like 100',
      )
      .transform((value) => (value === '' ? null : Number(value))),
    category_ids: z.array(z.string()).transform((ids) => ids.map(Number)),
  })
  .superRefine((coupon, ctx) => {
    if (
      coupon.kind === 'percent' &&
      !(Number.isInteger(coupon.value) && coupon.value >= 1 && coupon.value <= 100)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A percentage must be a whole number from 1 to 100',
      });
    }
    if (coupon.kind === 'flat' && coupon.value <= 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The amount must be more than 0' });
    }
    if (coupon.valid_from && coupon.valid_until && coupon.valid_until < coupon.valid_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: 'The end date cannot be before the start date',
      });
    }
  });

export type CouponFormValues = z.input<typeof couponFormSchema>;

const FIELDS = [
  'code',
  'kind',
  'value',
  'message',
  'valid_from',
  'valid_until',
  'usage_limit',
  'category_ids',
];

function valuesOf(coupon: Coupon | null): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    message: coupon?.message ?? '',
    valid_from: coupon?.valid_from ?? '',
    valid_until: coupon?.valid_until ?? '',
    usage_limit: coupon?.usage_limit === null || !coupon ? '' : String(coupon.usage_limit),
    category_ids: (coupon?.category_ids ?? []).map(String),
  };
}

/** Create (coupon null) or edit a coupon. */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function CouponForm({
  coupon,
  categories,
  onDone,
}: {
  coupon: Coupon | null;
  categories: readonly MembershipCategory[];
  onDone: () => void;
}) {
  const save = useSaveCoupon();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CouponFormValues, unknown, CouponInput>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: valuesOf(coupon),
  });
  const kind = useWatch({ control, name: 'kind' });

  const { formError, submit } = useFormSave({
    save,
    id: coupon?.id ?? null,
    fields: FIELDS,
    setError,
    onDone,
  });
  const onSubmit = handleSubmit(submit);

  const err = (name: keyof CouponFormValues) => errors[name]?.message;

  return (
    <form className="staff-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        id="coupon-code"
        label="Code"
        required
        error={err('code')}
        hint="What the applicant types at checkout, e.g. WELCOME10. Letters and digits; saved in capitals."
      >
        <input
          {...fieldProps('coupon-code', err('code'), true)}
          className="staff-input staff-input--upper"
          autoComplete="off"
          {...register('code')}
        />
      </Field>
      <fieldset className="staff-checks">
        <legend className="staff-field__label">Kind of discount *</legend>
        <div className={fieldParts.checkbox}>
          <input id="coupon-kind-percent" type="radio" value="percent" {...register('kind')} />
          <label htmlFor="coupon-kind-percent">Percentage off</label>
        </div>
        <div className={fieldParts.checkbox}>
          <input id="coupon-kind-flat" type="radio" value="flat" {...register('kind')} />
          <label htmlFor="coupon-kind-flat">Fixed amount off (₹)</label>
        </div>
      </fieldset>
      <Field
        id="coupon-value"
        label={kind === 'flat' ? 'Amount off (₹)' : 'Percentage off (%)'}
        required
        error={err('value')}
      >
        <input
          {...fieldProps('coupon-value', err('value'))}
          className="staff-input staff-input--narrow"
          inputMode="decimal"
          {...register('value')}
        />
      </Field>
      <Field
        id="coupon-message"
        label="Message (optional)"
        error={err('message')}
        hint="Shown to the applicant when the code is accepted."
      >
        <input
          {...fieldProps('coupon-message', err('message'), true)}
          className="staff-input"
          {...register('message')}
        />
      </Field>
      <div className="staff-form__row">
        <Field id="coupon-from" label="Valid from (optional)" error={err('valid_from')}>
          <input
            {...fieldProps('coupon-from', err('valid_from'))}
            className="staff-input"
            type="date"
            {...register('valid_from')}
          />
        </Field>
        <Field id="coupon-until" label="Valid until (optional)" error={err('valid_until')}>
          <input
            {...fieldProps('coupon-until', err('valid_until'))}
            className="staff-input"
            type="date"
            {...register('valid_until')}
          />
        </Field>
      </div>
      <Field
        id="coupon-limit"
        label="Usage limit (optional)"
        error={err('usage_limit')}
        hint="How many times the code may be used in all. Leave empty for no limit."
      >
        <input
          {...fieldProps('coupon-limit', err('usage_limit'), true)}
          className="staff-input staff-input--narrow"
          inputMode="numeric"
          {...register('usage_limit')}
        />
      </Field>
      <fieldset className="staff-checks" aria-describedby="coupon-categories-hint">
        <legend className="staff-field__label">Categories</legend>
        <p id="coupon-categories-hint" className="staff-field__hint">
          Tick the categories the code works for. Leave all unticked for every category.
        </p>
        {categories.map((category) => (
          <div key={category.id} className={fieldParts.checkbox}>
            <input
              id={`coupon-category-${category.id}`}
              type="checkbox"
              value={String(category.id)}
              {...register('category_ids')}
            />
            <label htmlFor={`coupon-category-${category.id}`}>{category.name}</label>
          </div>
        ))}
      </fieldset>
      <FormFooter
        formError={formError}
        saving={save.isPending}
        submitLabel={coupon ? 'Save changes' : 'Create coupon'}
        onCancel={onDone}
      />
    </form>
  );
}
