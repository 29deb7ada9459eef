import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { loadConfig } from '../../config';
import { PRODUCTION_ENV } from '../../../test/support/production-env';

const association = loadConfig({
  NODE_ENV: 'test',
  ASSOCIATION_NAME: 'Event Makers Association of Karnataka',
  ASSOCIATION_ADDRESS: '5 MG Road, Bengaluru 560001, Karnataka',
  ASSOCIATION_GSTIN: '29AABCE1234B1Z5',
  ASSOCIATION_EMAIL: 'help@emak.example.org',
  ASSOCIATION_PHONE: '+91 80 1234 5678',
}).association;

const t = useTestApp({ config: (base) => ({ ...base, association }) });

describe('GET /api/association', () => {
  it("answers the configured association's name and contact, without a session", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/association' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        name: 'Event Makers Association of Karnataka',
        short_name: null,
        email: 'help@emak.example.org',
        phone: '+91 80 1234 5678',
        logo_url: null,
        // The GST rate charged now: 18% until an admin sets another.
        gst_rate: 18,
        // The spec's two proposers until an admin sets another rule (decision 070).
        proposers_required: 2,
      },
    });
  });
});

describe('the association contact settings', () => {
  it('refuses an ASSOCIATION_EMAIL that is not an email address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ASSOCIATION_EMAIL: 'not-an-email' })).toThrow(
      /ASSOCIATION_EMAIL: must be an email address/,
    );
  });

  it('uses the demo contact in development and none in production when unset', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).association).toMatchObject({
      email: 'membership@example.com',
      phone: '+91 22 4000 0000',
    });
    // Production never shows the demo contact: a page would send members to example.com.
    expect(loadConfig({ ...PRODUCTION_ENV }).association).toMatchObject({
      email: null,
      phone: null,
    });
  });
});
