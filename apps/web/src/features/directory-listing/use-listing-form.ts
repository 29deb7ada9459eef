import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { OwnDirectoryListing } from '@portico/domain/contracts/directory.contract';
import { errorMessage, isApiError } from '../../app/api-client';
import { toast } from '../../app/toast';
import type { ErrorSummaryItem } from '../../ui/error-summary';
import { useSaveListing } from './api/own-listing';
import {
  LISTING_FIELDS,
  listingFormSchema,
  listingFormValues,
  type ListingFormOutput,
  type ListingFormValues,
} from './listing-form-values';

export const fieldId = (name: string) => `listing-${name.replace(/_/g, '-')}`;

/** The listing form: its fields, the preview's live values, its errors and the save. */
export function useListingForm(listing: OwnDirectoryListing) {
  const save = useSaveListing();
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState('');
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: listingFormValues(listing),
  });
  const { errors } = form.formState;
  const error = (name: (typeof LISTING_FIELDS)[number]) => errors[name]?.message;

  const submit = (values: ListingFormOutput) => {
    setFormError('');
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(listingFormValues(saved));
        toast.success('Your directory listing was saved');
      },
      onError: (failure) => {
        setFormError(errorMessage(failure));
        if (isApiError(failure) && failure.errors?.services) {
          form.setError('services', { message: failure.errors.services });
        }
        setAttempt((n) => n + 1);
      },
    });
  };

  const summary: ErrorSummaryItem[] = [
    ...LISTING_FIELDS.flatMap((name) => {
      const message = error(name);
      return message ? [{ message, fieldId: fieldId(name) }] : [];
    }),
    ...(formError && !error('services') ? [{ message: formError }] : []),
  ];

  return {
    register: form.register,
    values: useWatch({ control: form.control }) as ListingFormValues,
    error,
    summary,
    attempt,
    onSubmit: form.handleSubmit(submit, () => setAttempt((n) => n + 1)),
    saving: save.isPending,
  };
}

export type ListingForm = ReturnType<typeof useListingForm>;
