// The association's name everywhere (issue #27 item 6): once an admin saves the association's name,
// short name and contact, every message the portal sends (each email and SMS in its default wording)
// and the association's answer to the pages and the checkout carry them, and none of the product's
// defaults ('Portico', portico.example).
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATE_DEFINITIONS, sampleValues } from '@portico/domain/message-templates';
import { KARNATAKA_SETTINGS } from '../../../test/support/association-settings';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import { brandSource } from '../notifications/email/brand-source';
import { buildEmail } from '../../lib/email/build-email';
import { renderSms } from '../../lib/email/render-message';
import { defaultTemplateText } from './template-source';

const t = useTestApp();

const SAVED = { ...KARNATAKA_SETTINGS, version: 0 };
const PRODUCT_DEFAULTS = /portico/i;

async function saveAssociation() {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings',
    headers: await staffBearer(t.app, t.db, 'admin@example.com'),
    payload: SAVED,
  });
  expect(saved.statusCode).toBe(200);
}

describe("the association's name everywhere", () => {
  it('names the saved association in every email and SMS, and never the product', async () => {
    await saveAssociation();
    const brand = await brandSource(t.db, t.config.association, t.config.publicUrl).current();
    expect(brand.name).toBe(SAVED.name);
    for (const { kind, channel } of MESSAGE_TEMPLATE_DEFINITIONS) {
      const values = { ...sampleValues(kind), association_name: brand.name };
      if (channel === 'email') {
        const email = await buildEmail(kind, values, brand);
        const all = `${email.subject}\n${email.text}\n${email.html}`;
        expect(all, kind).toContain(SAVED.name);
        expect(all, kind).not.toMatch(PRODUCT_DEFAULTS);
      } else {
        const text = renderSms(defaultTemplateText(kind), values);
        expect(text, kind).toContain(SAVED.name);
        expect(text, kind).not.toMatch(PRODUCT_DEFAULTS);
      }
    }
  });

  it('answers the pages and the checkout with the saved name, short name and contact', async () => {
    await saveAssociation();
    const answer = await t.app.inject({ method: 'GET', url: '/api/association' });
    expect(answer.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      name: SAVED.name,
      short_name: SAVED.short_name,
      email: SAVED.email,
    });
    expect(answer.body).not.toMatch(PRODUCT_DEFAULTS);
  });
});
