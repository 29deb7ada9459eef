import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TeamInvitation, TeamInvitationInput } from '@portico/domain/contracts/team.contract';
import { errorMessage, isApiError } from '../../app/api-client';
import { lazyZodResolver } from '../../app/lazy-zod-resolver';
import { toast } from '../../app/toast';
import type { ErrorSummaryItem } from '../../ui/error-summary';
import { useInvite } from './api/team-changes';

export const INVITE_FIELDS = ['name', 'email', 'mobile', 'role'] as const;
type InviteField = (typeof INVITE_FIELDS)[number];

export const inviteFieldId = (name: InviteField) => `invite-${name}`;

const EMPTY: TeamInvitationInput = { name: '', email: '', mobile: '', role: 'billing' };

/** The invitation form: fields, GOV.UK errors (summary and beside each field) and the send. */
export function useInviteForm() {
  const invite = useInvite();
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState('');
  const form = useForm<TeamInvitationInput, unknown, TeamInvitation>({
    resolver: lazyZodResolver(
      async () => (await import('@portico/domain/contracts/team.contract')).teamInvitationBody,
    ),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const error = (name: InviteField) => errors[name]?.message;

  const submit = (values: TeamInvitation) => {
    setFormError('');
    invite.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success(`Invitation sent to ${values.name}`);
      },
      onError: (failure) => {
        const fields = isApiError(failure) ? (failure.errors ?? {}) : {};
        let placed = false;
        for (const name of INVITE_FIELDS) {
          const message = fields[name];
          if (message) {
            form.setError(name, { message });
            placed = true;
          }
        }
        if (!placed) setFormError(errorMessage(failure));
        setAttempt((n) => n + 1);
      },
    });
  };

  const summary: ErrorSummaryItem[] = [
    ...INVITE_FIELDS.flatMap((name) => {
      const message = error(name);
      return message ? [{ message, fieldId: inviteFieldId(name) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];

  return {
    register: form.register,
    error,
    summary,
    attempt,
    onSubmit: form.handleSubmit(submit, () => setAttempt((n) => n + 1)),
    sending: invite.isPending,
  };
}
