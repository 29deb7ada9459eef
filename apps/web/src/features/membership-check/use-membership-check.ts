import { useRef, useState, type FormEvent } from 'react';
import { useValidateMembership } from './api/validate-membership';

export const NUMBER_REQUIRED = 'Please enter a member number.';

/**
 * The number typed, its error (an empty number is refused here, focusing the field) and the check
 * the form sends.
 */
export function useMembershipCheck() {
  const [number, setNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const check = useValidateMembership();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = number.trim();
    if (value === '') {
      setFieldError(NUMBER_REQUIRED);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    check.mutate(value);
  }

  function onNumberChange(value: string) {
    setNumber(value);
    if (fieldError) setFieldError(null);
  }

  return { number, fieldError, inputRef, check, onSubmit, onNumberChange };
}

export type MembershipCheck = ReturnType<typeof useMembershipCheck>;
