import { useQuery } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import { list, num, record, strings, text, truthy, type Row } from '../../../app/staff/read';

export type ReviewDecision = {
  id: string;
  stage: string;
  decision: string;
  actor: string;
  actorKind: string;
  remark: string;
  at: string;
};

export type StaffDocument = {
  id: number;
  field: string;
  url: string;
  original_name: string;
  mime_type: string;
  review_status: string;
};

export type AuditEntry = {
  id: string;
  actor: string;
  action: string;
  at: string;
  before: unknown;
  after: unknown;
};

/** GET /api/staff/applications/:id, read for the application page. */
export type StaffApplication = {
  /** The application as GET /api/getApplication sends it (read field by field). */
  application: Row;
  review: {
    stage: string;
    decisions: ReviewDecision[];
    changes_requested_fields: string[];
    changes_note: string;
  };
  documents: StaffDocument[];
  audit: AuditEntry[];
  can_act: boolean;
};

function parseDecision(row: Row, index: number): ReviewDecision {
  return {
    id: text(row.id) || String(index),
    stage: text(row.stage),
    decision: text(row.decision),
    actor: text(row.actor_label) || text(row.actor) || text(row.actor_kind),
    actorKind: text(row.actor_kind),
    remark: text(row.remark),
    at: text(row.created_at) || text(row.at),
  };
}

function parseDocument(row: Row): StaffDocument | null {
  const id = num(row.id);
  if (id === null) return null;
  return {
    id,
    field: text(row.field),
    url: text(row.url),
    original_name: text(row.original_name),
    mime_type: text(row.mime_type).toLowerCase(),
    review_status: text(row.review_status) || 'pending',
  };
}

function parseAudit(row: Row, index: number): AuditEntry {
  return {
    id: text(row.id) || String(index),
    actor: text(row.actor),
    action: text(row.action),
    at: text(row.at) || text(row.created_at),
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export function parseStaffApplication(data: unknown): StaffApplication {
  const row = record(data);
  if (Object.keys(record(row.application)).length === 0) {
    throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  }
  const review = record(row.review);
  return {
    application: record(row.application),
    review: {
      stage: text(review.stage),
      decisions: list(review.decisions).map(parseDecision),
      changes_requested_fields: strings(review.changes_requested_fields),
      changes_note: text(review.changes_note),
    },
    documents: list(row.documents)
      .map(parseDocument)
      .filter((doc): doc is StaffDocument => doc !== null),
    audit: list(row.audit).map(parseAudit),
    can_act: truthy(row.can_act),
  };
}

export async function getStaffApplication(
  id: number,
  signal?: AbortSignal,
): Promise<StaffApplication> {
  return parseStaffApplication(await apiData<unknown>(`/staff/applications/${id}`, { signal }));
}

export function staffApplicationKey(id: number | null) {
  return ['staff', 'application', id] as const;
}

export function useStaffApplication(id: number | null) {
  return useQuery({
    queryKey: staffApplicationKey(id),
    queryFn: ({ signal }) => getStaffApplication(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
