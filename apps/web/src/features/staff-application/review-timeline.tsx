import { formatDateTime } from '../../app/staff/format';
import { decisionLabel, decisionStageLabel } from '../../app/staff/labels';
import { Badge, type BadgeTone } from '../../ui/list/badge';
import { DataTable } from '../../ui/list/data-table';
import { EmptyState } from '../../ui/list/empty-state';
import type { ReviewDecision } from './api/get-staff-application';
import tableStyles from '../../ui/list/table.module.css';

const DECISION_TONES: Record<ReviewDecision['decision'], BadgeTone> = {
  approved: 'success',
  changes_requested: 'warning',
  rejected: 'error',
};

/** Every decision so far, oldest first: the step, the decision, who, when and their remark. */
export function ReviewTimeline({ decisions }: { decisions: readonly ReviewDecision[] }) {
  if (decisions.length === 0) {
    return (
      <EmptyState title="No decisions yet.">
        <p>
          The zone manager decides first, then accounts, the two proposers and the governing body.
        </p>
      </EmptyState>
    );
  }
  return (
    <DataTable
      label="Review timeline table"
      caption="Review decisions, oldest first"
      columns={['When', 'Step', 'Decision', 'Who', 'Remark']}
    >
      {decisions.map((decision) => (
        <tr key={decision.id}>
          <th scope="row">{formatDateTime(decision.at) || '—'}</th>
          <td>{decisionStageLabel(decision.stage)}</td>
          <td>
            <Badge tone={DECISION_TONES[decision.decision]}>
              {decisionLabel(decision.decision)}
            </Badge>
          </td>
          <td>{decision.actor_label || '—'}</td>
          <td className={tableStyles.long}>{decision.remark || '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
