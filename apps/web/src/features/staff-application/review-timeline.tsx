import type { ReviewDecision } from './api/get-staff-application';
import { formatDateTime } from '../../app/staff/format';
import { decisionLabel, decisionStageLabel } from '../../app/staff/labels';
import { EmptyState } from '../../ui/list/empty-state';
import { TableRegion } from '../../ui/list/table-region';

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
    <TableRegion label="Review timeline table">
      <table className="staff-table">
        <caption className="visually-hidden">Review decisions, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Step</th>
            <th scope="col">Decision</th>
            <th scope="col">Who</th>
            <th scope="col">Remark</th>
          </tr>
        </thead>
        <tbody>
          {decisions.map((decision) => (
            <tr key={decision.id}>
              <th scope="row">{formatDateTime(decision.at) || '—'}</th>
              <td>{decisionStageLabel(decision.stage)}</td>
              <td>
                <span className={`staff-badge staff-badge--decision-${decision.decision}`}>
                  {decisionLabel(decision.decision)}
                </span>
              </td>
              <td>{decision.actor_label || '—'}</td>
              <td className="staff-table__long">{decision.remark || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
