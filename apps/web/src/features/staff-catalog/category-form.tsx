import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSaveCategory, type CategoryInput, type StaffCategory } from './api/categories';
import { FormFooter, useFormSave } from '../../app/staff/form-save';
import { Field, fieldProps } from '../../ui/list/field';

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

const FIELDS = ['name', 'joining_fee', 'annual_fee', 'eligibility', 'eligibility_remark', 'rank'];

function valuesOf(category: StaffCategory | null, nextRank: number): CategoryFormValues {
  return {
    name: category?.name ?? '',
    joining_fee: category ? String(category.joining_fee) : '',
    annual_fee: category ? String(category.annual_fee) : '',
    eligibility: category?.eligibility ?? '',
    eligibility_remark: category?.eligibility_remark ?? '',
    rank: String(category?.rank ?? nextRank),
  };
}

/** Create (category null) or edit a membership category; calls onDone after a save. */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function CategoryForm({
  category,
  nextRank,
  onDone,
}: {
  category: StaffCategory | null;
  nextRank: number;
  onDone: () => void;
}) {
  const save = useSaveCategory();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: valuesOf(category, nextRank),
  });

  const { formError, submit } = useFormSave({
    save,
    id: category?.id ?? null,
    fields: FIELDS,
    setError,
    onDone,
  });
  const onSubmit = handleSubmit(submit);

  const err = (name: keyof CategoryFormValues) => errors[name]?.message;

  return (
    <form className="staff-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field id="category-name" label="Name" required error={err('name')}>
        <input
          {...fieldProps('category-name', err('name'))}
          className="staff-input"
          autoComplete="off"
          {...register('name')}
        />
      </Field>
      <div className="staff-form__row">
        <Field
          id="category-joining"
          label="Joining fee (₹)"
          required
          error={err('joining_fee')}
          hint="In rupees, without GST."
        >
          <input
            {...fieldProps('category-joining', err('joining_fee'), true)}
            className="staff-input"
            inputMode="decimal"
            {...register('joining_fee')}
          />
        </Field>
        <Field
          id="category-annual"
          label="Annual fee (₹)"
          required
          error={err('annual_fee')}
          hint="In rupees, without GST."
        >
          <input
            {...fieldProps('category-annual', err('annual_fee'), true)}
            className="staff-input"
            inputMode="decimal"
            {...register('annual_fee')}
          />
        </Field>
      </div>
      <Field
        id="category-eligibility"
        label="Eligibility"
        required
        error={err('eligibility')}
        hint="Separate the points with commas. Applicants see each point on its own line, e.g. “Registered company, Turnover up to 1 crore”."
      >
        <textarea
          {...fieldProps('category-eligibility', err('eligibility'), true)}
          className="staff-input"
          rows={4}
          {...register('eligibility')}
        />
      </Field>
      <Field
        id="category-remark"
        label="Remark (optional)"
        error={err('eligibility_remark')}
        hint="Shown under the eligibility points."
      >
        <textarea
          {...fieldProps('category-remark', err('eligibility_remark'), true)}
          className="staff-input"
          rows={2}
          {...register('eligibility_remark')}
        />
      </Field>
      <Field
        id="category-rank"
        label="Rank"
        required
        error={err('rank')}
        hint="The order on the Select membership page: 1 comes first. Each category needs its own rank."
      >
        <input
          {...fieldProps('category-rank', err('rank'), true)}
          className="staff-input staff-input--narrow"
          inputMode="numeric"
          {...register('rank')}
        />
      </Field>
      <FormFooter
        formError={formError}
        saving={save.isPending}
        submitLabel={category ? 'Save changes' : 'Create category'}
        onCancel={onDone}
      />
    </form>
  );
}
