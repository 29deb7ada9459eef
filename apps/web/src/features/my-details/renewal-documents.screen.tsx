import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { ErrorSummary } from '../../ui/error-summary';
import { DocumentQuestion } from './document-question';
import { useRenewalDocuments } from './use-renewal-documents';
import { Page } from '../../ui/page';
import { QueryStatus } from '../../app/failure-alert';
import { SubmitButton } from '../../ui/save-button';
import styles from './my-details.module.css';

/**
 * /app/renewal-documents (member area): before a renewal the association asked for (manual 1 or
 * 4), one question per document on record, a new file only for a 'no' (issue #29); then the
 * renewal checkout.
 */
export function RenewalDocumentsScreen() {
  usePageTitle('Check your documents');
  const state = useRenewalDocuments();
  const { details, documents, problems } = state;
  const items = [
    ...(state.formError && Object.keys(problems).length === 0
      ? [{ message: state.formError }]
      : []),
    ...documents.flatMap(({ field }) => {
      const message = problems[field];
      return message ? [{ message, fieldId: `document-${field}-yes` }] : [];
    }),
  ];
  return (
    <Page
      title="Check your documents"
      lead="Before you renew, tell us whether each document we hold is still current. Upload a new file only where the answer is no."
    >
      <QueryStatus query={details} loadingLabel="Loading your documents…" />
      {details.data ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            state.submit();
          }}
        >
          <ErrorSummary items={items} attempt={state.attempt} />
          {documents.map((document) => (
            <DocumentQuestion
              key={document.field}
              document={document}
              answer={state.answers[document.field]}
              problem={problems[document.field]}
              onAnswer={(change) => state.answer(document.field, change)}
            />
          ))}
          <p className={styles.actions}>
            <SubmitButton busy={state.sending}>Continue to payment</SubmitButton>
          </p>
        </form>
      ) : null}
      <p>
        <Link to="/app/plan-status">Back to your plan</Link>
      </p>
    </Page>
  );
}

export { RenewalDocumentsScreen as Component };
