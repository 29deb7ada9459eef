// One audit row as the back office reads it: the actor's kind, the record by its readable id, and
// the row as a sentence (issue #29). The list and the exports share it.
import { auditActorKind } from '@portico/domain/audit-changes';
import { auditSentence } from '@portico/domain/audit-sentences';
import type { AuditItem } from '@portico/domain/contracts/audit.contract';
import type { AuditLogRow } from './audit-log.repository';
import { recordLabelOf } from './record-label';

export function itemOf(row: AuditLogRow): AuditItem {
  const item = {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    actor_kind: auditActorKind(row.actor),
    actor_name: row.actorName,
    actor_email: row.actorEmail,
    actor_roles: row.actorRoles,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    record_label: recordLabelOf(row),
    owner_label: row.ownerLabel,
    application_id: row.applicationId,
    member_id: row.memberId,
    before: row.before,
    after: row.after,
  };
  return { ...item, sentence: auditSentence(item) };
}
