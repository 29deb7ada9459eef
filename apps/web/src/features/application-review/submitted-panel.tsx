import type { ApplicationReview } from './api/get-application-review';
import styles from './submitted-panel.module.css';

/** The review's steps while the application waits for them (issue #29). */
const IN_REVIEW = new Set(['zone_manager', 'accounts', 'references', 'governing_body']);

export function isInReview(review: ApplicationReview): boolean {
  return review.appFilled && review.appId !== '' && IN_REVIEW.has(review.reviewStage);
}

/** 'your zone manager, our accounts team, … and the governing body', in the review's order. */
export function reviewersText(referencesRequired: number): string {
  const reviewers = [
    'your zone manager',
    'our accounts team',
    ...(referencesRequired === 0
      ? []
      : [referencesRequired === 1 ? 'your proposer (a reference)' : 'your proposers (references)']),
    'the governing body',
  ];
  return `${reviewers.slice(0, -1).join(', ')} and ${reviewers.at(-1) ?? ''}`;
}

/**
 * The GOV.UK confirmation panel of a submitted application: the number to quote, then what happens
 * next (who reviews, in order; no duration is promised, decision 087) and the email that says the same.
 */
export function SubmittedPanel({ review }: { review: ApplicationReview }) {
  return (
    <>
      <div className={styles.panel}>
        <h2 className={styles.title}>Application {review.appId} submitted</h2>
        <p className={styles.body}>
          Your application number is <strong className={styles.number}>{review.appId}</strong>.
          Please quote it when you contact us.
        </p>
      </div>
      <div className={styles.next}>
        <h2 className={styles.nextTitle}>What happens next</h2>
        <p>
          Your application is reviewed by {reviewersText(review.referencesRequired)}, one after the
          other. The table below shows each step as it is completed.
        </p>
        <p>
          We have emailed you your application number. We will email you if we need any changes, and
          when your application is approved, with a link to pay the membership fee.
        </p>
      </div>
    </>
  );
}
