import { Link } from 'react-router';
import { EmptyState } from '../../ui/list/empty-state';
import buttons from '../../ui/button.module.css';

/** The queue has no rows: the filters are the reason, nothing waits on you, or there are none yet. */
export function QueueEmptyState({
  filtersOn,
  mine,
  onClear,
}: {
  filtersOn: boolean;
  mine: boolean;
  onClear: () => void;
}) {
  if (filtersOn) {
    return (
      <EmptyState title="No applications match these filters.">
        <button type="button" className={buttons.link} onClick={onClear}>
          Clear filters to see all applications
        </button>
      </EmptyState>
    );
  }
  if (!mine) return <EmptyState title="There are no applications yet." />;
  return (
    <EmptyState title="Nothing is waiting on you right now.">
      <p>
        New applications appear here when they reach your step.{' '}
        <Link to="/staff/applications">See all applications</Link>
      </p>
    </EmptyState>
  );
}
