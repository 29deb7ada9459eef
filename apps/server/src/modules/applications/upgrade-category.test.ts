// An upgrade is to a higher category: step_1 of an upgrade journey refuses the member's own category
// or a lower one at the save (400 on membership_id), not only later at checkout_upgrade.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applications } from '../../db/schema';
import { seededMember } from '../../../test/support/payment-fixtures';
import {
  categoryId,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  uploadsFor,
} from '../../../test/support/application-fixtures';

const t = useTestApp();

type Answer = { message: string; errors?: Record<string, string>; data?: number };

/** step_1 of an upgrade by the seeded Gold member 'active@example.com', to `category`. */
async function upgradeTo(category: string, id?: number) {
  const { member, auth } = await seededMember(t.app, t.db, 'active@example.com');
  const documents = await uploadsFor(
    t.db,
    { kind: 'member', memberId: member.id, userId: member.applicationId! },
    COMPANY_DOCUMENTS,
  );
  const body = await companyBasicDetails(t.db, documents, {
    ...(id === undefined ? {} : { id }),
    email: member.email,
    mobile_number: member.mobileNumber,
    primary_number: member.mobileNumber,
    membership_id: await categoryId(t.db, category),
    journey: 'upgrade',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/step_1',
    headers: auth,
    payload: body,
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}

describe('step_1 of an upgrade', () => {
  it.each(['Gold', 'Silver'])('refuses %s to a Gold member', async (category) => {
    const before = await t.db.select().from(applications);
    const refused = await upgradeTo(category);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      membership_id: 'An upgrade must be to a higher category.',
    });
    expect(refused.body.message).toBe('An upgrade must be to a higher category.');
    expect(await t.db.select().from(applications)).toHaveLength(before.length);
  });

  it('saves Platinum, and refuses a later save of it down to Gold', async () => {
    const saved = await upgradeTo('Platinum');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data!;
    const lowered = await upgradeTo('Gold', id);
    expect(lowered.status).toBe(400);
    expect(lowered.body.errors?.membership_id).toBe('An upgrade must be to a higher category.');
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.categoryId).toBe(await categoryId(t.db, 'Platinum'));
  });
});
