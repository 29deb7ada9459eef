// The record an audit row is about, by the name people use: the repository finds readable ids in
// the tables ('PA-000009', 'PM-0042'); a message template is named by its label in Settings.
import { MESSAGE_TEMPLATE_KINDS, type MessageTemplateKind } from '@portico/domain/contracts/values';
import { templateDefinition } from '@portico/domain/message-templates';
import type { AuditLogRow } from './audit-log.repository';

const isTemplateKind = (kind: string): kind is MessageTemplateKind =>
  (MESSAGE_TEMPLATE_KINDS as readonly string[]).includes(kind);

export function recordLabelOf(row: AuditLogRow): string | null {
  if (row.entity === 'message_template' && row.entityId && isTemplateKind(row.entityId)) {
    return templateDefinition(row.entityId).label;
  }
  return row.recordLabel;
}
