import { FormFooter } from '../../app/staff/form-save';
import { InputField, TextareaField } from '../../ui/list/field';
import type { StaffCategory } from './api/categories';
import { useCategoryForm, type CategoryFormState } from './use-category-form';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

/** The joining and annual fees, side by side. */
function FeeFields({ form }: { form: CategoryFormState }) {
  const { register, error } = form;
  return (
    <div className={formLayout.row}>
      <InputField
        id="category-joining"
        label="Joining fee (₹)"
        required
        error={error('joining_fee')}
        hint="In rupees, without GST."
        inputMode="decimal"
        {...register('joining_fee')}
      />
      <InputField
        id="category-annual"
        label="Annual fee (₹)"
        required
        error={error('annual_fee')}
        hint="In rupees, without GST."
        inputMode="decimal"
        {...register('annual_fee')}
      />
    </div>
  );
}

/** The eligibility points (comma-separated) and the remark shown under them. */
function EligibilityFields({ form }: { form: CategoryFormState }) {
  const { register, error } = form;
  return (
    <>
      <TextareaField
        id="category-eligibility"
        label="Eligibility"
        required
        error={error('eligibility')}
        hint="Separate the points with commas. Applicants see each point on its own line, e.g. “Registered company, Turnover up to 1 crore”."
        rows={4}
        {...register('eligibility')}
      />
      <TextareaField
        id="category-remark"
        label="Remark (optional)"
        error={error('eligibility_remark')}
        hint="Shown under the eligibility points."
        rows={2}
        {...register('eligibility_remark')}
      />
    </>
  );
}

/** Create (category null) or edit a membership category; calls onDone after a save. */
export function CategoryForm({
  category,
  nextRank,
  onDone,
}: {
  category: StaffCategory | null;
  nextRank: number;
  onDone: () => void;
}) {
  const form = useCategoryForm(category, nextRank, onDone);
  const { register, error } = form;
  return (
    <form className={formLayout.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <InputField
        id="category-name"
        label="Name"
        required
        error={error('name')}
        autoComplete="off"
        {...register('name')}
      />
      <FeeFields form={form} />
      <EligibilityFields form={form} />
      <InputField
        id="category-rank"
        label="Rank"
        required
        error={error('rank')}
        hint="The order on the Select membership page: 1 comes first. Each category needs its own rank."
        className={`${fieldStyles.input} ${fieldStyles.narrow}`}
        inputMode="numeric"
        {...register('rank')}
      />
      <FormFooter
        formError={form.formError}
        saving={form.saving}
        submitLabel={category ? 'Save changes' : 'Create category'}
        onCancel={onDone}
      />
    </form>
  );
}
