import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationRouteId, encodeId } from '@portico/domain/format';
import { useTestApp } from '../../../test/support/app';
import { tamperedToken } from '../../../test/support/tokens';
import { auditLog, planHistory, proposers, reviewDecisions } from '../../db/schema';
import { MEMBER_1, MEMBER_2, STAR_APPLICANT } from '../../../test/support/application-fixtures';
import { signReferenceToken } from '../../lib/signed-links';
import {
  latestMail,
  outbox,
  referenceLinks,
  SECOND_APPLICANT,
  staffApi,
  submittedApplication,
} from '../../../test/support/pipeline-fixtures';
import { PIPELINE_MESSAGES } from './messages';

const t = useTestApp();

/** An application whose proposers have just been emailed (ZM and accounts approved). */
async function atReferences(
  zone: 'north' | 'west' = 'north',
  applicant: { email: string; mobile: string } = STAR_APPLICANT,
) {
  const s = staffApi(t.app, t.db);
  const submitted = await submittedApplication(t.app, t.db, zone, applicant);
  await s.approve(zone === 'north' ? 'zm.north@example.com' : 'zm.west@example.com', submitted.id);
  await s.approve('accounts@example.com', submitted.id);
  return { ...submitted, s };
}

async function historyOf(id: number) {
  const [row] = await t.db.select().from(planHistory).where(eq(planHistory.applicationId, id));
  if (!row) throw new Error(`no plan history for ${id}`);
  return row;
}

async function decisionCount(historyId: number) {
  return (
    await t.db.select().from(reviewDecisions).where(eq(reviewDecisions.planHistoryId, historyId))
  ).length;
}

const SHOWN = {
  userdata: {
    name: 'Asha Rao',
    email: STAR_APPLICANT.email,
    company_name: 'Asha Events',
    category: 'Star',
  },
  proposer: { num: 1, name: 'Aarav Mehta', company_name: 'Mehta Events Pvt Ltd' },
};

describe('GET /api/member_status/:num/:user_id/:status (opening the link)', () => {
  it('shows the applicant, the category and who named the proposer, and records nothing', async () => {
    const { id, s } = await atReferences();
    const links = await referenceLinks(t.app, MEMBER_1.email);
    const history = await historyOf(id);
    const decisions = await decisionCount(history.id);

    // A mail scanner follows both links, as often as it likes.
    for (const path of [links.approve, links.reject, links.approve]) {
      const opened = await s.visit(path);
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual({ success: true, ...SHOWN, prevoius_status: null });
    }
    expect(await historyOf(id)).toMatchObject({
      referenceCheck1: 'pending',
      reviewStage: 'references',
    });
    expect(await decisionCount(history.id)).toBe(decisions);
    const [row] = await t.db
      .select()
      .from(proposers)
      .where(eq(proposers.applicationId, id))
      .orderBy(proposers.rowNo);
    expect(row).toMatchObject({ response: null, respondedAt: null });
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'review.reference')),
    ).toEqual([]);

    // The link still works for the proposer's own answer afterwards.
    expect((await s.answer(links.approve)).body).toMatchObject({ recorded: 'approved' });
  });

  it('shows the earlier answer once one is recorded', async () => {
    const { s } = await atReferences();
    const links = await referenceLinks(t.app, MEMBER_1.email);
    await s.answer(links.reject);
    expect((await s.visit(links.approve)).body).toEqual({
      success: true,
      ...SHOWN,
      prevoius_status: 0,
      already_recorded: true,
    });
  });
});

describe('POST /api/member_status/:num/:user_id/:status (confirming the answer)', () => {
  it('records the first answer, then shows it on later posts without recording anything', async () => {
    const { id, s } = await atReferences();
    const links = await referenceLinks(t.app, MEMBER_1.email);
    // The email names the application by its number (decision 112); base64 links still open below.
    expect(links.approve).toContain(`/api/member_status/1/${applicationRouteId(id)}/approve?t=`);

    const first = await s.answer(links.approve);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      ...SHOWN,
      prevoius_status: null,
      recorded: 'approved',
    });
    const history = await historyOf(id);
    const decisions = await decisionCount(history.id);

    // The same answer again, and the reject link that shares its token: the earlier answer, no change.
    for (const path of [links.approve, links.reject]) {
      const later = await s.answer(path);
      expect(later.status).toBe(200);
      expect(later.body).toEqual({
        success: true,
        ...SHOWN,
        prevoius_status: 1,
        already_recorded: true,
      });
    }
    expect(await historyOf(id)).toMatchObject({
      referenceCheck1: 'approved',
      reviewStage: 'references',
    });
    expect(await decisionCount(history.id)).toBe(decisions);
    const [row] = await t.db
      .select()
      .from(proposers)
      .where(eq(proposers.applicationId, id))
      .orderBy(proposers.rowNo);
    expect(row).toMatchObject({ response: 'approved', respondedAt: expect.any(Date) });
  });

  it('turns a reference rejection into a rejected application, then answers prevoius_status 0', async () => {
    const { id, s } = await atReferences();
    const links = await referenceLinks(t.app, MEMBER_2.email);
    expect((await s.answer(links.reject)).body).toMatchObject({
      prevoius_status: null,
      recorded: 'rejected',
    });
    expect(await historyOf(id)).toMatchObject({
      referenceCheck2: 'rejected',
      reviewStage: 'rejected',
    });
    await latestMail(t.app, STAR_APPLICANT.email, 'was not approved');
    expect((await s.answer(links.approve)).body).toMatchObject({
      prevoius_status: 0,
      already_recorded: true,
    });
    // The other proposer's link no longer records anything.
    const other = await referenceLinks(t.app, MEMBER_1.email);
    const late = await s.answer(other.approve);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PIPELINE_MESSAGES.notAtReferences);
    expect((await historyOf(id)).referenceCheck1).toBe('pending');
  });

  it.each(['visit', 'answer'] as const)(
    'refuses a forged, altered, incomplete or expired link (%s) and records nothing',
    async (method) => {
      const { id, s } = await atReferences();
      const open = s[method];
      const history = await historyOf(id);
      const before = await decisionCount(history.id);
      const { approve } = await referenceLinks(t.app, MEMBER_1.email);
      const token = new URL(approve, 'http://x').searchParams.get('t') ?? '';
      const base = `/api/member_status/1/${encodeId(id)}/approve`;

      // Signed with another secret.
      const forged = await signReferenceToken(
        'someone-elses-secret-that-is-long-enough-0123',
        { planHistoryId: history.id, num: 1 },
        { now: new Date(), days: 14 },
      );
      const forgedVisit = await open(`${base}?t=${forged}`);
      expect(forgedVisit.status).toBe(403);
      expect(forgedVisit.body.message).toBe(PIPELINE_MESSAGES.linkInvalid);

      // The payload changed to point at reference 2 (the signature no longer matches).
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
      const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, num: 2 })).toString('base64url')}.${signature}`;
      expect((await open(`/api/member_status/2/${encodeId(id)}/approve?t=${altered}`)).status).toBe(
        403,
      );
      expect((await open(`${base}?t=${tamperedToken(token)}`)).status).toBe(403);
      expect((await open(`${base}?t=not-a-token`)).status).toBe(403);

      // Without a token, or with nonsense in the path.
      const incomplete = await open(base);
      expect(incomplete.status).toBe(400);
      expect(incomplete.body.message).toBe(PIPELINE_MESSAGES.linkIncomplete);
      expect((await open(`/api/member_status/3/${encodeId(id)}/approve?t=${token}`)).status).toBe(
        400,
      );
      expect((await open(`/api/member_status/1/${encodeId(id)}/maybe?t=${token}`)).status).toBe(
        400,
      );
      expect((await open(`/api/member_status/1/%%%/approve?t=${token}`)).status).toBe(400);

      // Issued 15 days ago for 14 days.
      const expired = await signReferenceToken(
        t.config.appSecret,
        { planHistoryId: history.id, num: 1 },
        { now: new Date(Date.now() - 15 * 86_400_000), days: 14 },
      );
      const expiredVisit = await open(`${base}?t=${expired}`);
      expect(expiredVisit.status).toBe(403);
      expect(expiredVisit.body.message).toBe(PIPELINE_MESSAGES.linkExpired);

      expect(await decisionCount(history.id)).toBe(before);
      expect(await historyOf(id)).toMatchObject({
        referenceCheck1: 'pending',
        referenceCheck2: 'pending',
        reviewStage: 'references',
      });
      // The real link still works afterwards.
      expect((await s.answer(approve)).body.recorded).toBe('approved');
    },
  );

  it.each(['visit', 'answer'] as const)(
    "refuses a link replayed against another application or the other proposer's number (%s)",
    async (method) => {
      const first = await atReferences('north');
      const open = first.s[method];
      const firstLinks = await referenceLinks(t.app, MEMBER_1.email);
      const token = new URL(firstLinks.approve, 'http://x').searchParams.get('t') ?? '';

      // A second application (another applicant) at the same stage.
      const second = await atReferences('west', SECOND_APPLICANT);
      const secondHistory = await historyOf(second.id);

      const replayed = await open(`/api/member_status/1/${encodeId(second.id)}/approve?t=${token}`);
      expect(replayed.status).toBe(403);
      expect(replayed.body.message).toBe(PIPELINE_MESSAGES.linkNotForThis);
      const otherNumber = await open(
        `/api/member_status/2/${encodeId(first.id)}/approve?t=${token}`,
      );
      expect(otherNumber.status).toBe(403);
      expect(await decisionCount(secondHistory.id)).toBe(2);
      expect((await historyOf(second.id)).referenceCheck1).toBe('pending');
    },
  );

  it.each(['visit', 'answer'] as const)(
    'records nothing while the application is not at the reference step (%s)',
    async (method) => {
      const { id } = await submittedApplication(t.app, t.db, 'north');
      const history = await historyOf(id);
      const token = await signReferenceToken(
        t.config.appSecret,
        { planHistoryId: history.id, num: 1 },
        { now: new Date(), days: 14 },
      );
      const early = await staffApi(t.app, t.db)[method](
        `/api/member_status/1/${encodeId(id)}/approve?t=${token}`,
      );
      expect(early.status).toBe(409);
      expect((await historyOf(id)).referenceCheck1).toBe('pending');
      expect(await outbox(t.app, MEMBER_1.email)).toEqual([]);
    },
  );

  it('audits each answer with the proposer as the actor', async () => {
    const { id, s } = await atReferences();
    await s.answer((await referenceLinks(t.app, MEMBER_1.email)).approve);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'review.reference'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: `proposer:1:${MEMBER_1.email}`,
      entity: 'application',
      entityId: String(id),
      before: { reference_check_1: 'pending' },
      after: { reference_check_1: 'approved', answer: 'approved', step: 'reference_1' },
    });
  });
});
