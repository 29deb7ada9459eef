import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { useSavedForm } from '../../app/staff/form-save';
import { withDateInputs } from '../../ui/date-input-control';
import { useSaveCoupon, type Coupon, type CouponInput } from './api/coupons';
import {
  COUPON_FIELDS,
  couponFormSchema,
  couponFormValues,
  type CouponFormValues,
} from './coupon-form-values';

/** The coupon form's state: its fields, their errors, the kind chosen, and the save. */
export function useCouponForm(coupon: Coupon | null, onDone: () => void) {
  const save = useSaveCoupon();
  const { form, formError, onSubmit } = useSavedForm<CouponFormValues, CouponInput>({
    resolver: withDateInputs(zodResolver(couponFormSchema), {
      valid_from: 'Valid from date',
      valid_until: 'Valid until date',
    }),
    defaultValues: couponFormValues(coupon),
    save,
    id: coupon?.id ?? null,
    fields: COUPON_FIELDS,
    onDone,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  return {
    register: form.register,
    control: form.control,
    error: (name: keyof CouponFormValues) => form.formState.errors[name]?.message,
    kind,
    onSubmit,
    formError,
    saving: save.isPending,
  };
}

export type CouponFormState = ReturnType<typeof useCouponForm>;
