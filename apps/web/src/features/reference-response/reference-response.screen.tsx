import { MESSAGES } from '@portico/domain/messages';
import { useState, type MouseEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import {
  isWellFormedLink,
  useReferenceResponse,
  type ReferenceAnswer,
  type ReferenceApplicant,
} from './api/get-reference-response';

export const PAGE_TITLE = 'Reference Response';

export const RECORDED_TEXT: Record<ReferenceAnswer, string> = {
  approved: 'Thank you. Your approval has been recorded.',
  rejected: 'Thank you. Your rejection has been recorded.',
};

export const INVALID_LINK_TITLE = 'This link is not valid or has expired';
export const INVALID_LINK_TEXT =
  'Nothing has been recorded. Please open the latest link from the email you received, or contact the association office if the problem continues.';

const ANSWER_LABEL: Record<ReferenceAnswer, string> = {
  approved: MESSAGES.approved,
  rejected: MESSAGES.rejected,
};

function Applicant({ applicant }: { applicant: ReferenceApplicant }) {
  if (!applicant.name && !applicant.company_name) return null;
  return (
    <dl className="reference-response__applicant">
      <div>
        <dt>Applicant</dt>
        <dd>{applicant.name || '—'}</dd>
      </div>
      <div>
        <dt>Company</dt>
        <dd>{applicant.company_name || '—'}</dd>
      </div>
    </dl>
  );
}

/** The spec's 'close the window' link; browsers may refuse to close a tab they did not open by script. */
function CloseWindow() {
  const [tried, setTried] = useState(false);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    window.close();
    setTried(true);
  }
  return (
    <div className="reference-response__close">
      <p>
        You may now{' '}
        <a href="#close" onClick={onClick}>
          {MESSAGES.closeTheWindow}
        </a>
        .
      </p>
      {tried ? (
        <p role="status" className="reference-response__note">
          If this window is still open, your browser did not let the page close it. You can close
          this tab yourself; your response is saved.
        </p>
      ) : null}
    </div>
  );
}

/**
 * /application/{num}/{user_id}/{status}?t=…: the page a proposer lands on from the emailed approve or
 * reject link. The visit records the answer (once); a later visit shows the answer given earlier.
 */
export function ReferenceResponseScreen() {
  usePageTitle(PAGE_TITLE);
  const { num = '', userId = '', status = '' } = useParams();
  const [search] = useSearchParams();
  const link = { num, userId, status, token: search.get('t') ?? '' };
  const wellFormed = isWellFormedLink(link);
  const query = useReferenceResponse(link);
  const result = query.data;

  let body;
  if (!wellFormed || query.isError) {
    body = (
      <div className="reference-response__panel reference-response__panel--error" role="alert">
        <h2 className="reference-response__heading">{INVALID_LINK_TITLE}</h2>
        <p>{INVALID_LINK_TEXT}</p>
      </div>
    );
  } else if (!result) {
    body = (
      <p className="status-message" role="status">
        Recording your response…
      </p>
    );
  } else if (result.kind === 'already-recorded') {
    body = (
      <div className="reference-response__panel" role="status">
        <h2 className="reference-response__heading">{MESSAGES.responseAlreadyRecorded}</h2>
        <Applicant applicant={result.applicant} />
        <p>
          Your previous response:{' '}
          <strong className={`reference-response__answer--${result.previous}`}>
            {ANSWER_LABEL[result.previous]}
          </strong>
        </p>
        <CloseWindow />
      </div>
    );
  } else {
    body = (
      <div className="reference-response__panel" role="status">
        <Applicant applicant={result.applicant} />
        <p className={`reference-response__message reference-response__answer--${result.answer}`}>
          {RECORDED_TEXT[result.answer]}
        </p>
        <CloseWindow />
      </div>
    );
  }

  return (
    <section className="page reference-response" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title" className="page__title">
          {PAGE_TITLE}
        </h1>
        <p className="page__lead">
          Your answer as a proposer (reference) for a membership application.
        </p>
      </div>
      {body}
    </section>
  );
}

export { ReferenceResponseScreen as Component };
