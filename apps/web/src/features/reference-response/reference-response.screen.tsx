import { MESSAGES } from '@portico/domain/messages';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import {
  isWellFormedLink,
  useReferenceRequest,
  type ReferenceAnswer,
  type ReferenceLink,
  type ReferenceRequest,
} from './api/get-reference-request';
import { CloseWindow } from './close-window';
import { ConfirmAnswerForm } from './confirm-answer-form';
import { ReferencedApplication } from './referenced-application';
import { Page } from '../../ui/page';
import messageStyles from '../../ui/message.module.css';
import styles from './reference-response.module.css';

export const PAGE_TITLE = 'Reference Response';
export const RECORDED_TEXT: Record<ReferenceAnswer, string> = {
  approved: 'Thank you. Your approval has been recorded.',
  rejected: 'Thank you. Your rejection has been recorded.',
};
export const INVALID_LINK_TITLE = 'This link is not valid or has expired';
export const INVALID_LINK_TEXT =
  'Nothing has been recorded. Please open the latest link from the email you received, or contact the association office if the problem continues.';
export const NOT_WAITING_TITLE = 'This application is not waiting for your answer';

const ANSWER_CLASS: Record<ReferenceAnswer, string | undefined> = {
  approved: styles.approved,
  rejected: styles.rejected,
};

const ANSWER_LABEL: Record<ReferenceAnswer, string> = {
  approved: MESSAGES.approved,
  rejected: MESSAGES.rejected,
};

function LinkProblem({ error }: { error: unknown }) {
  // 409: the link is fine, but the review has moved on (the server says how).
  const notWaiting = isApiError(error) && error.status === 409;
  return (
    <div className={`${styles.panel} ${styles.error}`} role="alert">
      <h2 className={styles.heading}>{notWaiting ? NOT_WAITING_TITLE : INVALID_LINK_TITLE}</h2>
      <p>{notWaiting ? errorMessage(error) : INVALID_LINK_TEXT}</p>
    </div>
  );
}

/** The outcome of a confirmation, or of a link answered before; focused when it replaces the form. */
function Outcome({ request }: { request: Exclude<ReferenceRequest, { kind: 'to-confirm' }> }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const shown = <ReferencedApplication applicant={request.applicant} proposer={request.proposer} />;
  if (request.kind === 'already-recorded') {
    return (
      <div className={styles.panel} role="status">
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {MESSAGES.responseAlreadyRecorded}
        </h2>
        {shown}
        <p>
          Your previous response:{' '}
          <strong className={ANSWER_CLASS[request.previous]}>
            {ANSWER_LABEL[request.previous]}
          </strong>
        </p>
        <CloseWindow answered />
      </div>
    );
  }
  return (
    <div className={styles.panel} role="status">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className={`${styles.message} ${ANSWER_CLASS[request.answer]}`}
      >
        {RECORDED_TEXT[request.answer]}
      </h2>
      {shown}
      <CloseWindow answered />
    </div>
  );
}

function Body({ link }: { link: ReferenceLink }) {
  const query = useReferenceRequest(link);
  if (!isWellFormedLink(link) || query.isError) return <LinkProblem error={query.error} />;
  const request = query.data;
  if (!request) {
    return (
      <p className={messageStyles.status} role="status">
        Loading the application…
      </p>
    );
  }
  if (request.kind !== 'to-confirm') return <Outcome request={request} />;
  const { applicant, proposer } = request;
  return (
    <div className={styles.panel}>
      <p>
        {applicant.name || 'An applicant'}
        {applicant.company_name ? ` of ${applicant.company_name}` : ''} has applied for{' '}
        {applicant.category || 'a'} membership and named you as proposer {proposer.num || link.num}.
      </p>
      <ReferencedApplication applicant={applicant} proposer={proposer} />
      {/* Keyed by the answer: switching to the other one starts a fresh confirmation. */}
      <ConfirmAnswerForm key={link.status} link={link} />
      <CloseWindow answered={false} />
    </div>
  );
}

/**
 * /application/{num}/{user_id}/{status}?t=…: the page a proposer lands on from the emailed approve or
 * reject link. Opening it records nothing (mail scanners follow links): it shows the application and
 * asks the proposer to confirm; a link answered before shows the earlier answer.
 */
export function ReferenceResponseScreen() {
  usePageTitle(PAGE_TITLE);
  const { num = '', userId = '', status = '' } = useParams();
  const [search] = useSearchParams();
  const link = { num, userId, status, token: search.get('t') ?? '' };
  return (
    <Page
      title={PAGE_TITLE}
      lead="Your answer as a proposer (reference) for a membership application."
    >
      <Body link={link} />
    </Page>
  );
}

export { ReferenceResponseScreen as Component };
