import { describe, expect, it } from 'vitest';
import { auditActorKind, auditChanges, auditChangesText, auditValueText } from './audit-changes';

describe('audit changes', () => {
  it('lists every field either side names, by its label, values in words', () => {
    expect(
      auditChanges(
        { review_stage: 'zone_manager', active: true },
        { review_stage: 'accounts', active: false, remark: 'ok', amount_paise: 2950000 },
      ),
    ).toEqual([
      { field: 'Review step', before: 'zone manager', after: 'accounts' },
      { field: 'Active', before: 'Yes', after: 'No' },
      { field: 'Remark', before: '', after: 'ok' },
      { field: 'Amount', before: '', after: '₹29,500.00' },
    ]);
    expect(auditValueText(['north', 'east'])).toBe('north, east');
    expect(auditValueText({ a_b: 1 })).toBe('A b: 1');
    expect(auditValueText('x'.repeat(300))).toHaveLength(200);
    // An instant in India; an end of day (a plan's expiry) as the date alone; an API date.
    expect(auditValueText('2026-03-03T05:00:00.000Z')).toBe('03-03-2026 10:30 IST');
    expect(auditValueText('2027-06-30T18:29:59.000Z')).toBe('30-06-2027');
    expect(auditValueText('2026-04-01')).toBe('01-04-2026');
  });

  it('summarises a change, or a creation without a before, in one line', () => {
    expect(auditChangesText({ gst_rate: 18 }, { gst_rate: 12, note: 'x' })).toBe(
      'GST rate (%): 18 → 12; Note: (none) → x',
    );
    expect(auditChangesText(null, { name: 'Gold', active: true })).toMatch(/: Gold; Active: Yes$/);
  });

  it('names the kind of actor', () => {
    expect(auditActorKind('staff:3')).toBe('staff');
    expect(auditActorKind('applicant:a@b.c')).toBe('applicant');
    expect(auditActorKind('proposer:1:x@y.z')).toBe('proposer');
    expect(auditActorKind('robot')).toBe('other');
  });
});
