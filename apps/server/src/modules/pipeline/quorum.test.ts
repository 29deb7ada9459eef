import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { ConfigError, loadConfig } from '../../config';
import { planHistory } from '../../db/schema';
import { MEMBER_1, MEMBER_2 } from '../../../test/support/application-fixtures';
import {
  referenceLinks,
  staffApi,
  submittedApplication,
} from '../../../test/support/pipeline-fixtures';

const t = useTestApp({
  config: (config) => ({ ...config, governingBodyQuorum: 1, paymentLinkDays: 3 }),
});

describe('pipeline configuration', () => {
  it('defaults to a quorum of 2, 14-day reference links and 7-day payment links', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({
      governingBodyQuorum: 2,
      referenceLinkDays: 14,
      paymentLinkDays: 7,
    });
    expect(loadConfig({ NODE_ENV: 'test', GOVERNING_BODY_QUORUM: '3' }).governingBodyQuorum).toBe(
      3,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', GOVERNING_BODY_QUORUM: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_LINK_DAYS: 'soon' })).toThrow(
      'PAYMENT_LINK_DAYS: must be a whole number from 1 to 365',
    );
  });

  it('completes the governing body step at the configured quorum (here 1)', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    await s.approve('zm.north@example.com', id);
    await s.approve('accounts@example.com', id);
    await s.answer((await referenceLinks(t.app, MEMBER_1.email)).approve);
    await s.answer((await referenceLinks(t.app, MEMBER_2.email)).approve);
    const before = Date.now();
    const gb = await s.approve('gb2@example.com', id);
    expect(gb.body.data).toMatchObject({
      stage: 'approved',
      governing_body: { approvals: 1, quorum: 1 },
    });
    const [row] = await t.db.select().from(planHistory).where(eq(planHistory.applicationId, id));
    expect(row).toMatchObject({ approvalGoverning1: 'approved', approvalGoverning2: 'approved' });
    const days = ((row?.paymentLinkExpiresAt?.getTime() ?? 0) - before) / 86_400_000;
    expect(Math.round(days)).toBe(3);
  });
});
