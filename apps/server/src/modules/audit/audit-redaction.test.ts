import { describe, expect, it } from 'vitest';
import { REDACTED, redactActor, redactValues } from './audit-redaction';

describe('an erasure redacting an audit row', () => {
  it('keeps workflow and accounting values and the names of the fields, erases the rest', () => {
    expect(
      redactValues({
        review_stage: 'accounts',
        approval_zm: 'approved',
        amount_paise: 1_180_000,
        invoice: 'PT/2026-27/000001',
        company_name: 'Star Events',
        email: 'owner@star.example',
        directors: [{ name: 'A. Director' }],
        changes_note: 'Call Mr Rao on 98450 12345',
        gst_number: null,
      }),
    ).toEqual({
      review_stage: 'accounts',
      approval_zm: 'approved',
      amount_paise: 1_180_000,
      invoice: 'PT/2026-27/000001',
      company_name: REDACTED,
      email: REDACTED,
      directors: REDACTED,
      changes_note: REDACTED,
      gst_number: null,
    });
    expect(redactValues(null)).toBeNull();
  });

  it('erases the contact an applicant or a proposer actor carries, never an id', () => {
    expect(redactActor('applicant:owner@star.example')).toBe('applicant:Erased');
    expect(redactActor('applicant:9845012345')).toBe('applicant:Erased');
    expect(redactActor('proposer:2:member2@example.com')).toBe('proposer:2:Erased');
    expect(redactActor('staff:3')).toBe('staff:3');
    expect(redactActor('member:12')).toBe('member:12');
    expect(redactActor('system')).toBe('system');
  });
});
