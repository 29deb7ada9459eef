import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useFormSave } from '../../app/staff/form-save';
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
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormValues(category, nextRank),
  });
  const { formError, submit } = useFormSave({
    save,
    id: category?.id ?? null,
    fields: CATEGORY_FIELDS,
    setError: form.setError,
    onDone,
  });
  return {
    register: form.register,
    error: (name: keyof CategoryFormValues) => form.formState.errors[name]?.message,
    onSubmit: form.handleSubmit(submit),
    formError,
    saving: save.isPending,
  };
}

export type CategoryFormState = ReturnType<typeof useCategoryForm>;
