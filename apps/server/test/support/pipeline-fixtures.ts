// Test helpers of the review pipeline: a submitted application in a chosen zone, the staff calls, and
// the dev outbox read as a person would read their mailbox. Used only by *.test.ts files.
import { expect } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import type { ZoneCode } from '../../src/db/schema';
import { applicantBearer, staffBearer } from './tokens';
import {
  api,
  applicantPrincipal,
  otherDetails,
  proposerRows,
  STAR_APPLICANT,
  STAR_DOCUMENTS,
  starBasicDetails,
  stateOf,
  uploadsFor,
  type Headers,
} from './application-fixtures';
import type { ReviewView } from '../../src/modules/pipeline/views';

export type OutboxMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  sent_at: string | null;
};

export async function outbox(app: App, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return response.json<OutboxMessage[]>();
}

/** The newest message to `to` whose subject contains `subject` (fails the test when there is none). */
export async function latestMail(app: App, to: string, subject: string): Promise<OutboxMessage> {
  const found = (await outbox(app, to)).find(
    (message) => message.channel === 'email' && message.subject?.includes(subject),
  );
  expect(found, `an email to ${to} about "${subject}"`).toBeDefined();
  return found as OutboxMessage;
}

/** The approve and reject links of the newest reference request to `to`, as API paths. */
export async function referenceLinks(
  app: App,
  to: string,
): Promise<{ approve: string; reject: string }> {
  const mail = await latestMail(app, to, 'Reference request');
  const links = [
    ...mail.text.matchAll(/https?:\/\/\S+\/application\/(\d)\/(\S+?)\/(approve|reject)\?t=(\S+)/g),
  ];
  const path = (status: string) => {
    const match = links.find((link) => link[3] === status);
    if (!match) throw new Error(`no ${status} link in the email to ${to}`);
    return `/api/member_status/${match[1]}/${match[2]}/${status}?t=${match[4]}`;
  };
  return { approve: path('approve'), reject: path('reject') };
}

export type Submitted = { id: number; auth: Headers };

export const SECOND_APPLICANT = { email: 'hari.iyer@example.com', mobile: '9123456700' };

/**
 * A Star application (by Asha Rao unless another applicant is named) in `zone`, proposed by member1
 * and member2, final-submitted.
 */
export async function submittedApplication(
  app: App,
  db: Database,
  zone: ZoneCode = 'north',
  applicant: { email: string; mobile: string } = STAR_APPLICANT,
): Promise<Submitted> {
  const auth = await applicantBearer(app, {
    emails: [applicant.email],
    mobiles: [applicant.mobile],
  });
  const urls = await uploadsFor(db, applicantPrincipal(applicant), STAR_DOCUMENTS);
  const { post } = api(app);
  const created = await post<number>(
    '/api/step_1',
    await starBasicDetails(db, urls, {
      zone,
      state: await stateOf(db, zone),
      email: applicant.email,
      mobile_number: applicant.mobile,
      primary_number: applicant.mobile,
    }),
    auth,
  );
  expect(created.status).toBe(200);
  const id = created.body.data as number;
  expect((await post('/api/step_3', { id, members: proposerRows() }, auth)).status).toBe(200);
  expect((await post('/api/step_4', otherDetails(id), auth)).status).toBe(200);
  return { id, auth };
}

export type StaffCall = {
  status: number;
  body: { success: boolean; message?: string; data?: ReviewView };
};

export function staffApi(app: App, db: Database) {
  const as = (email: string) => staffBearer(app, db, email);
  async function act(
    headers: Headers,
    id: number,
    action: 'approve' | 'send-back' | 'reject' | 'cancel',
    body: Record<string, unknown> = {},
  ): Promise<StaffCall> {
    const response = await app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/${action}`,
      headers,
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }
  return {
    as,
    act,
    approve: async (email: string, id: number, remark = 'Looks good') =>
      act(await as(email), id, 'approve', { remark }),
    async detail(headers: Headers, id: number) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/staff/applications/${id}`,
        headers,
      });
      return { status: response.statusCode, body: response.json() };
    },
    /** Opens a proposer's link as a browser (or a mail scanner) does: GET, records nothing. */
    async visit(path: string) {
      const response = await app.inject({ method: 'GET', url: path });
      return { status: response.statusCode, body: response.json() };
    },
    /** The proposer confirms the link's answer on its page: POST with the link's token. */
    async answer(path: string) {
      const url = new URL(path, 'http://x');
      const token = url.searchParams.get('t');
      const response = await app.inject({
        method: 'POST',
        url: url.pathname,
        payload: token === null ? {} : { t: token },
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}
