// The applicant's dates (date of birth, incorporation date) outside 1900-2100 read as no date and earn
// the field's own message (issue #25): '0000-01-01' used to reach PostgreSQL, which has no year 0.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portico/domain/messages';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer } from '../../../test/support/tokens';
import {
  COMPANY_APPLICANT,
  COMPANY_DOCUMENTS,
  STAR_APPLICANT,
  STAR_DOCUMENTS,
  api,
  applicantPrincipal,
  companyBasicDetails,
  starBasicDetails,
  uploadsFor,
} from '../../../test/support/application-fixtures';

const t = useTestApp();

const OUT_OF_RANGE = ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01'];

const auth = (contact: { email: string; mobile: string }) =>
  applicantBearer(t.app, { emails: [contact.email], mobiles: [contact.mobile] });

describe('step_1 dates outside 1900-2100', () => {
  it('refuses a date of birth out of range with its message, and takes 1900-01-01', async () => {
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    for (const dob of OUT_OF_RANGE) {
      const body = await starBasicDetails(t.db, urls, { dob });
      const saved = await api(t.app).post('/api/step_1', body, await auth(STAR_APPLICANT));
      expect(saved.status, dob).toBe(400);
      expect(saved.body.errors?.dob, dob).toBe(MESSAGES.dobRequired);
    }
    const body = await starBasicDetails(t.db, urls, { dob: '1900-01-01' });
    expect((await api(t.app).post('/api/step_1', body, await auth(STAR_APPLICANT))).status).toBe(
      200,
    );
  });

  it('refuses an incorporation date out of range, and takes 2100-12-31', async () => {
    const urls = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
    for (const date of OUT_OF_RANGE) {
      const body = await companyBasicDetails(t.db, urls, { incorporation_date: date });
      const saved = await api(t.app).post('/api/step_1', body, await auth(COMPANY_APPLICANT));
      expect(saved.status, date).toBe(400);
      expect(saved.body.errors?.incorporation_date, date).toBe(MESSAGES.incorporationDateRequired);
    }
    const body = await companyBasicDetails(t.db, urls, { incorporation_date: '2100-12-31' });
    expect((await api(t.app).post('/api/step_1', body, await auth(COMPANY_APPLICANT))).status).toBe(
      200,
    );
  });
});
