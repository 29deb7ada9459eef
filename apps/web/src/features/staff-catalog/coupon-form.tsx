import { FormFooter } from '../../app/staff/form-save';
import type { CategoryOption } from '../../app/staff/api/get-category-options';
import { InputField } from '../../ui/list/field';
import { DateInputControl } from '../../ui/date-input-control';
import type { Coupon } from './api/coupons';
import { useCouponForm, type CouponFormState } from './use-coupon-form';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

/** The kind of discount (radios), then its value in the kind's unit. */
function DiscountFields({ form }: { form: CouponFormState }) {
  const { register, error } = form;
  return (
    <>
      <fieldset className={formLayout.checks}>
        <legend className={fieldStyles.label}>Kind of discount *</legend>
        <div className={fieldParts.checkbox}>
          <input id="coupon-kind-percent" type="radio" value="percent" {...register('kind')} />
          <label htmlFor="coupon-kind-percent">Percentage off</label>
        </div>
        <div className={fieldParts.checkbox}>
          <input id="coupon-kind-flat" type="radio" value="flat" {...register('kind')} />
          <label htmlFor="coupon-kind-flat">Fixed amount off (₹)</label>
        </div>
      </fieldset>
      <InputField
        id="coupon-value"
        label={form.kind === 'flat' ? 'Amount off (₹)' : 'Percentage off (%)'}
        required
        error={error('value')}
        className={`${fieldStyles.input} ${fieldStyles.narrow}`}
        inputMode="decimal"
        {...register('value')}
      />
    </>
  );
}

/** When the code works: from and until (either may be left open). */
function ValidityFields({ form }: { form: CouponFormState }) {
  const { control, error } = form;
  return (
    <div className={formLayout.row}>
      <DateInputControl
        control={control}
        name="valid_from"
        id="coupon-from"
        label="Valid from (optional)"
        messageName="Valid from date"
        error={error('valid_from')}
      />
      <DateInputControl
        control={control}
        name="valid_until"
        id="coupon-until"
        label="Valid until (optional)"
        messageName="Valid until date"
        error={error('valid_until')}
      />
    </div>
  );
}

/** The categories the code works for (none ticked: every category). */
function CategoryChecks({
  form,
  categories,
}: {
  form: CouponFormState;
  categories: readonly CategoryOption[];
}) {
  return (
    <fieldset className={formLayout.checks} aria-describedby="coupon-categories-hint">
      <legend className={fieldStyles.label}>Categories</legend>
      <p id="coupon-categories-hint" className={fieldStyles.hint}>
        Tick the categories the code works for. Leave all unticked for every category.
      </p>
      {categories.map((category) => (
        <div key={category.id} className={fieldParts.checkbox}>
          <input
            id={`coupon-category-${category.id}`}
            type="checkbox"
            value={String(category.id)}
            {...form.register('category_ids')}
          />
          <label htmlFor={`coupon-category-${category.id}`}>{category.name}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** Create (coupon null) or edit a coupon. */
export function CouponForm({
  coupon,
  categories,
  onDone,
}: {
  coupon: Coupon | null;
  categories: readonly CategoryOption[];
  onDone: () => void;
}) {
  const form = useCouponForm(coupon, onDone);
  const { register, error } = form;
  return (
    <form className={formLayout.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <InputField
        id="coupon-code"
        label="Code"
        required
        error={error('code')}
        hint="What the applicant types at checkout, e.g. WELCOME10. Letters and digits; saved in capitals."
        className={`${fieldStyles.input} ${fieldStyles.upper}`}
        autoComplete="off"
        {...register('code')}
      />
      <DiscountFields form={form} />
      <InputField
        id="coupon-message"
        label="Message (optional)"
        error={error('message')}
        hint="Shown to the applicant when the code is accepted."
        {...register('message')}
      />
      <ValidityFields form={form} />
      <InputField
        id="coupon-limit"
        label="Usage limit (optional)"
        error={error('usage_limit')}
        hint="How many times the code may be used in all. Leave empty for no limit."
        className={`${fieldStyles.input} ${fieldStyles.narrow}`}
        inputMode="numeric"
        {...register('usage_limit')}
      />
      <CategoryChecks form={form} categories={categories} />
      <FormFooter
        formError={form.formError}
        saving={form.saving}
        submitLabel={coupon ? 'Save changes' : 'Create coupon'}
        onCancel={onDone}
      />
    </form>
  );
}
