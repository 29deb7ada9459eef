import type { AuditEntity } from '@portico/domain/contracts/audit.contract';

/** What each kind of record is called on the screen. */
export const ENTITY_LABELS: Record<AuditEntity, string> = {
  application: 'Application',
  member: 'Member',
  member_import: 'Member import',
  order: 'Order or payment',
  refund: 'Refund',
  membership_category: 'Category',
  coupon: 'Coupon',
  staff: 'Staff account',
  association_settings: 'Association settings',
  message_template: 'Message template',
  outbox: 'Message',
};

export function entityLabel(entity: string): string {
  return (ENTITY_LABELS as Record<string, string>)[entity] ?? entity.replace(/_/g, ' ');
}
