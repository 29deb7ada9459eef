import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditSentence, type AuditSentenceRow } from './audit-sentences';

const ROW: AuditSentenceRow = {
  action: 'payment.offline_recorded',
  actor: 'staff:4',
  actor_kind: 'staff',
  actor_name: 'Priya',
  actor_email: 'priya@example.com',
  actor_roles: ['accounts'],
  entity: 'member',
  entity_id: '5',
  record_label: 'PM-0042',
  owner_label: null,
  before: null,
  after: { order: 'PO-0012', amount_paise: 2950000, method: 'cheque', reference: '004512' },
};

describe('audit sentences', () => {
  it('says who did what to which record, in rupees and readable ids', () => {
    expect(auditSentence(ROW)).toBe(
      'Priya (accounts) recorded a cheque of ₹29,500.00 for PM-0042.',
    );
  });

  it('names an order by whose it is, an application by its number, and dates in India', () => {
    expect(
      auditSentence({
        ...ROW,
        action: 'payment.confirmed',
        actor: 'provider:razorpay',
        actor_kind: 'provider',
        actor_roles: [],
        entity: 'order',
        entity_id: 'PO-0042',
        record_label: null,
        owner_label: 'PM-0042',
        after: { amount_paise: 590000 },
      }),
    ).toBe('The payment provider received a payment of ₹5,900.00 for PM-0042 (order PO-0042).');
    expect(
      auditSentence({
        ...ROW,
        action: 'review.approve',
        actor_name: 'Neel North',
        actor_roles: ['zone_manager'],
        entity: 'application',
        entity_id: '9',
        record_label: 'PA-000009',
        after: { step: 'zone_manager' },
      }),
    ).toBe('Neel North (zone manager) approved application PA-000009 at the zone manager step.');
    expect(
      auditSentence({
        ...ROW,
        action: 'membership.renewed',
        actor: 'member:5',
        actor_kind: 'member',
        actor_name: 'Sneha Iyer',
        after: { expiry: '2027-06-30T18:29:59.000Z' },
      }),
    ).toBe('Sneha Iyer (member) renewed the membership of PM-0042 until 30-06-2027.');
  });

  it('lists the changed fields by their labels', () => {
    expect(
      auditSentence({
        ...ROW,
        action: 'settings.association_updated',
        entity: 'association_settings',
        before: { gst_rate: 18, invoice_prefix: 'A' },
        after: { gst_rate: 12, invoice_prefix: 'B' },
      }),
    ).toBe("Priya (accounts) changed the association's GST rate (%) and invoice prefix.");
  });

  it('has a sentence for every action it lists, none with a raw code or JSON', () => {
    for (const action of AUDIT_ACTIONS) {
      const sentence = auditSentence({ ...ROW, action, after: { amount_paise: 100 } });
      expect(sentence, action).toMatch(/^Priya \(accounts\) [a-z].*\.$/);
      expect(sentence, action).not.toMatch(/[{}"]|_paise|\b[a-z]+_[a-z]+\b/);
    }
  });

  it('says an unknown action in words rather than failing', () => {
    expect(auditSentence({ ...ROW, action: 'thing.done_now' })).toBe(
      'Priya (accounts) did "thing done now" to PM-0042.',
    );
  });
});
