// The proposer rule in the back office's Settings (decision 070): 0, 1 or 2, the spec's two until
// saved, audited, kept when a form from before the setting leaves it out, and public at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@portico/domain/contracts/settings.contract';
import { useTestApp } from '../../../test/support/app';
import { saveProposersRule } from '../../../test/support/proposer-rule';
import { auditLog } from '../../db/schema';

const t = useTestApp();

async function publicRule() {
  const response = await t.app.inject({ method: 'GET', url: '/api/association' });
  return response.json<{ data: { proposers_required: number } }>().data.proposers_required;
}

describe('the proposer rule in Settings', () => {
  it('is two until saved, then what the admin saved, audited and public at once', async () => {
    expect(await publicRule()).toBe(2);
    const saved = await saveProposersRule(t.app, t.db, '1');
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ proposers_required: 1, version: 1 });
    expect(await publicRule()).toBe(1);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.association_updated'));
    expect(audit?.before).toMatchObject({ proposers_required: 2 });
    expect(audit?.after).toMatchObject({ proposers_required: 1 });

    expect((await saveProposersRule(t.app, t.db, 0)).body.data).toMatchObject({
      proposers_required: 0,
    });
    expect(await publicRule()).toBe(0);
  });

  it('keeps the saved rule when the form leaves it out', async () => {
    await saveProposersRule(t.app, t.db, 1);
    const kept = await saveProposersRule(t.app, t.db, undefined);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ proposers_required: 1, version: 2 });
  });

  it('takes only 0, 1 or 2, and only from an admin', async () => {
    for (const wrong of [3, -1, 1.5, 'two']) {
      const refused = await saveProposersRule(t.app, t.db, wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(SETTINGS_MESSAGES.proposersRequired);
    }
    const office = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers: { authorization: 'Bearer nobody' },
      payload: { proposers_required: 0 },
    });
    expect(office.statusCode).toBe(401);
    expect(await publicRule()).toBe(2);
  });
});
