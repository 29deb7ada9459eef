import { describe, expect, it } from 'vitest';
import { auditActorKind, auditChanges, auditChangesText, auditValueText } from './audit-changes';

describe('audit changes', () => {
  it('lists every field either side names, values as short text', () => {
    expect(
      auditChanges(
        { review_stage: 'zone_manager', active: true },
        { review_stage: 'accounts', active: false, remark: 'ok' },
      ),
    ).toEqual([
      { field: 'review stage', before: 'zone_manager', after: 'accounts' },
      { field: 'active', before: 'Yes', after: 'No' },
      { field: 'remark', before: '', after: 'ok' },
    ]);
    expect(auditValueText(['north', 'east'])).toBe('north, east');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
    expect(auditValueText('x'.repeat(300))).toHaveLength(200);
  });

  it('summarises a change, or a creation without a before, in one line', () => {
    expect(auditChangesText({ gst_rate: 18 }, { gst_rate: 12, note: 'x' })).toBe(
      'gst rate: 18 → 12; note: (none) → x',
    );
    expect(auditChangesText(null, { name: 'Gold', active: true })).toBe('name: Gold; active: Yes');
  });

  it('names the kind of actor', () => {
    expect(auditActorKind('staff:3')).toBe('staff');
    expect(auditActorKind('applicant:a@b.c')).toBe('applicant');
    expect(auditActorKind('proposer:1:x@y.z')).toBe('proposer');
    expect(auditActorKind('robot')).toBe('other');
  });
});
