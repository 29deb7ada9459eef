// The applicant's acknowledgement of a submission (issue #29): written to the outbox with the final
// submit, once, with the number to quote, the review's steps and the page that follows it.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { STAR_APPLICANT } from '../../../test/support/application-fixtures';
import { outbox, submittedApplication } from '../../../test/support/pipeline-fixtures';
import { findApplication } from '../records';
import { receivedSteps } from './applicant-received';

const t = useTestApp();
const SUBJECT = 'We have received your membership application';

describe('the application received email', () => {
  it('is written once with the final submit: the number, the steps and the link to follow it', async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const appId = (await findApplication(t.db, id))?.appId ?? '';
    expect(appId).toMatch(/^PA-\d+$/);

    const received = (await outbox(t.app, STAR_APPLICANT.email)).filter(
      (message) => message.channel === 'email' && message.subject?.startsWith(SUBJECT),
    );
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.subject).toBe(`${SUBJECT} ${appId}`);
    expect(mail?.text).toContain(`Your application number is ${appId}`);
    // The Star application names two proposers: their references are a step.
    expect(mail?.text).toContain('- Your zone manager');
    expect(mail?.text).toContain('- References from your proposers');
    expect(mail?.text).toContain('- The governing body');
    expect(mail?.text).toMatch(/\/register\/user\/application-review\/[A-Za-z0-9=]+/);
    // No duration is promised (decision 087).
    expect(mail?.text).not.toMatch(/working days/);
  });

  it('names the references only when the application needs proposers (decision 070)', () => {
    expect(receivedSteps(0)).toEqual([
      'Your zone manager',
      'Our accounts team',
      'The governing body',
    ]);
    expect(receivedSteps(1)).toContain('A reference from your proposer');
    expect(receivedSteps(2)).toContain('References from your proposers');
  });
});
