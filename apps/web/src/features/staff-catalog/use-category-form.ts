import { zodResolver } from '@hookform/resolvers/zod';
import { useSavedForm } from '../../app/staff/form-save';
import { useSaveCategory, type CategoryInput, type StaffCategory } from './api/categories';
import {
  CATEGORY_FIELDS,
  categoryFormSchema,
  categoryFormValues,
  type CategoryFormValues,
} from './category-form-values';

/** The category form's state: its fields, their errors, and the save (onDone after it). */
export function useCategoryForm(
  category: StaffCategory | null,
  nextRank: number,
  onDone: () => void,
) {
  const save = useSaveCategory();
  const { form, formError, onSubmit } = useSavedForm<CategoryFormValues, CategoryInput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormValues(category, nextRank),
    save,
    id: category?.id ?? null,
    fields: CATEGORY_FIELDS,
    onDone,
  });
  return {
    register: form.register,
    error: (name: keyof CategoryFormValues) => form.formState.errors[name]?.message,
    onSubmit,
    formError,
    saving: save.isPending,
  };
}

export type CategoryFormState = ReturnType<typeof useCategoryForm>;
