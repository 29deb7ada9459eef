// The "Change details" form's values and its rule: only the fields staff changed are checked and
// sent (decision 094), so a value the record never had (an imported member's city) is not demanded.
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import {
  DOCUMENT_FOR_CHANGE,
  memberDetailsBody,
  type MemberDetailsInput,
  type MemberRecord,
} from '@portico/domain/contracts/member-record.contract';

export const DETAIL_FIELDS = [
  { name: 'name', label: 'Authorised person', autoComplete: 'name' },
  { name: 'company_name', label: 'Company name', autoComplete: 'organization' },
  { name: 'email', label: 'Email address', autoComplete: 'email', type: 'email' },
  { name: 'mobile', label: 'Mobile number', autoComplete: 'tel', type: 'tel' },
  { name: 'registered_address', label: 'Registered address', autoComplete: 'street-address' },
  { name: 'registered_city', label: 'City or town', autoComplete: 'address-level2' },
  { name: 'registered_pin', label: 'PIN code', autoComplete: 'postal-code' },
  { name: 'gst_number', label: 'GSTIN', hint: 'Leave blank if the member has no GSTIN' },
  { name: 'pan_number', label: 'PAN', hint: 'A new PAN needs the new PAN card' },
] as const;

export type DetailField = (typeof DETAIL_FIELDS)[number]['name'];
export type DetailsFormValues = Record<DetailField, string> & { pan_proof: string };

export function detailsFormValues(details: MemberRecord['details']): DetailsFormValues {
  const values = { pan_proof: '' } as DetailsFormValues;
  for (const { name } of DETAIL_FIELDS) values[name] = details[name] ?? '';
  return values;
}

/** The fields whose text differs from the record's (spaces at the ends do not count). */
export function changedInput(initial: DetailsFormValues, values: DetailsFormValues) {
  const input: MemberDetailsInput = {};
  for (const { name } of DETAIL_FIELDS) {
    if (values[name].trim() !== initial[name].trim()) input[name] = values[name];
  }
  if (input.pan_number !== undefined) input[DOCUMENT_FOR_CHANGE.pan_number] = values.pan_proof;
  return input;
}

/** Checks only the changed fields with the contract's schema (nothing changed: the form says so). */
export function changedOnlyResolver(
  initial: DetailsFormValues,
): Resolver<DetailsFormValues, unknown, MemberDetailsInput> {
  type Result = ResolverResult<DetailsFormValues, MemberDetailsInput>;
  const none: Record<string, never> = {};
  return (values): Result => {
    const input = changedInput(initial, values);
    const parsed = memberDetailsBody.safeParse(input);
    if (parsed.success) return { values: input, errors: none };
    const errors: FieldErrors<DetailsFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof DetailsFormValues;
      errors[field] ??= { type: 'invalid', message: issue.message };
    }
    return { values: none, errors };
  };
}
