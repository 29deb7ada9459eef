import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../api-client';
import { toast } from '../toast';

type LogoMutation<TAnswer> = {
  mutate: (
    file: File | null,
    callbacks: { onSuccess: (answer: TAnswer) => void; onError: (failure: Error) => void },
  ) => void;
  isPending: boolean;
};

/**
 * A logo's form (the directory listing's, the association's): the file input, a chosen file sent
 * (or null, which removes the logo), a toast once saved, and the error, with a count that tells an
 * error summary to take focus again.
 */
export function useLogoUpload<TAnswer>(
  save: LogoMutation<TAnswer>,
  savedText: (file: File | null, answer: TAnswer) => string,
) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const fail = (message: string) => {
    setError(message);
    setAttempt((n) => n + 1);
  };
  const send = (file: File | null) => {
    setError('');
    save.mutate(file, {
      onSuccess: (answer) => {
        toast.success(savedText(file, answer));
        if (input.current) input.current.value = '';
      },
      onError: (failure) => fail(errorMessage(failure)),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (file) send(file);
    else fail('Select a logo file');
  };
  return { input, error, attempt, saving: save.isPending, send, onSubmit };
}
