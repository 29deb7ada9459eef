// Form data the multipart reader cannot split into fields (no boundary) is the
// client's error: a 400 from the body reader of the saves and the existing-member check, never the
// parser's exception as a 500.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer } from '../../../test/support/tokens';
import { FORM_UNREADABLE } from './form-body';

const t = useTestApp();

/** Content types that name form data but no boundary to split it by. */
const WITHOUT_BOUNDARY = ['multipart/form-data', 'multipart/form-data; charset=utf-8'];

describe('form data that cannot be read', () => {
  it.each(WITHOUT_BOUNDARY)('is a 400 on every route reading a form (%s)', async (type) => {
    const applicant = await applicantBearer(t.app, { emails: ['asha.rao@example.com'] });
    const calls: [string, Record<string, string>][] = [
      ['/api/check_member', {}],
      ['/api/step_1', applicant],
      ['/api/step_2', applicant],
      ['/api/step_3', applicant],
      ['/api/step_4', applicant],
    ];
    for (const [url, auth] of calls) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': type },
        payload: 'email=a@example.com',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ success: false, message: FORM_UNREADABLE });
    }
  });
});
