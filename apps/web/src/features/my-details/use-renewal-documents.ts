import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MyDocument } from '@portico/domain/contracts/my-details.contract';
import { documentAnswerRequired, documentFileRequired } from '@portico/domain/member-details';
import { errorMessage, isApiError } from '../../app/api-client';
import { myDetailsQuery } from '../../app/member/my-details';
import {
  MEMBER_REVIVAL_STATE,
  planStatusQueryOptions,
  renewalCheckoutPath,
} from '../../app/member/plan-status';
import { getSession, setUser, useSession } from '../../app/session';
import { useConfirmRenewalDocuments } from './api/my-details';

export type Answer = { current: boolean | null; url: string };

/** Every document's answer checked: a question left open, or a 'no' without its new file. */
function problemsOf(documents: readonly MyDocument[], answers: Record<string, Answer>) {
  const problems: Record<string, string> = {};
  for (const { field } of documents) {
    const answer = answers[field];
    if (!answer || answer.current === null) problems[field] = documentAnswerRequired(field);
    else if (!answer.current && answer.url === '') problems[field] = documentFileRequired(field);
  }
  return problems;
}

/**
 * The renewal's documents questions: one yes/no per document on record, a new file only for a
 * 'no'; then the renewal checkout.
 */
export function useRenewalDocuments() {
  const navigate = useNavigate();
  const userId = useSession().user?.id ?? null;
  const details = useQuery(myDetailsQuery);
  const status = useQuery({ ...planStatusQueryOptions(userId ?? ''), enabled: userId !== null });
  const confirm = useConfirmRenewalDocuments();
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const documents = details.data?.documents ?? [];

  function answer(field: string, change: Partial<Answer>) {
    setAnswers((all) => ({
      ...all,
      [field]: { current: null, url: '', ...all[field], ...change },
    }));
  }

  async function submit() {
    setFormError(null);
    const found = problemsOf(documents, answers);
    setProblems(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    const replaced = Object.fromEntries(
      Object.entries(answers).flatMap(([field, a]) =>
        a.current === false ? [[field, a.url]] : [],
      ),
    );
    try {
      const answered = await confirm.mutateAsync({ replaced });
      const user = getSession().user;
      if (user) setUser({ ...user, manual: 0 });
      const revive = status.data?.revive ?? false;
      void navigate(
        renewalCheckoutPath(answered.app_id, revive),
        revive ? { state: MEMBER_REVIVAL_STATE } : {},
      );
    } catch (error) {
      if (isApiError(error) && error.errors) setProblems(error.errors);
      setFormError(errorMessage(error));
      setAttempt((n) => n + 1);
    }
  }

  return {
    details,
    documents,
    answers,
    problems,
    formError,
    attempt,
    sending: confirm.isPending || confirm.isSuccess,
    answer,
    submit: () => void submit(),
  };
}

export type RenewalDocumentsState = ReturnType<typeof useRenewalDocuments>;
