import { formatInr } from '@portico/domain/currency';
import { applicationRouteId } from '@portico/domain/format';
import type { StartedUpgrade } from '@portico/domain/contracts/upgrade.contract';
import { Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { mergeProcessData, useProcess, type CurrentMembership } from '../../app/process';
import { useStartUpgrade } from './api/start-upgrade';
import { Facts } from '../../ui/detail-list';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page';
import styles from './upgrade-confirm.module.css';

type Difference = NonNullable<CurrentMembership['upgrade_difference']>;

/** What changes: the plan now and after, and the differences of the fees the member pays. */
function UpgradeChange({ to, difference }: { to: string; difference: Difference }) {
  const total = difference.joining_fee + difference.annual_fee;
  return (
    <Facts
      className={styles.facts}
      items={[
        ['Your plan now', difference.from],
        ['Your plan after the upgrade', to],
        ['Joining fee difference', `₹${formatInr(difference.joining_fee)}`],
        ['Annual fee difference', `₹${formatInr(difference.annual_fee)}`],
        ['You pay', `₹${formatInr(total)} plus GST`],
      ]}
    />
  );
}

/** What the higher category needs that the member's record does not hold, and the way to give it. */
function RecordNeeds({ needs, onForm }: { needs: StartedUpgrade['needs']; onForm: () => void }) {
  return (
    <section aria-labelledby="needs-title" className={pageStyles.header}>
      <h2 id="needs-title">Your record needs a few things first</h2>
      <p>The form opens with your details filled in. Add only these:</p>
      <ul className={styles.needs}>
        {needs.map((need) => (
          <li key={need.field}>{need.label}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={onForm}>
          Continue to the form
        </button>
      </div>
    </section>
  );
}

/**
 * The upgrade's short review (issue #29 item 8): after the member chooses a higher category, what
 * changes and the difference to pay. Confirm asks the server: an upgrade made from the record goes
 * on to payment (or to its review, as the association chose); a record that falls short lists what
 * the category needs and opens the form, filled in from the record.
 */
export function UpgradeConfirmScreen() {
  usePageTitle('Check your upgrade');
  const navigate = useNavigate();
  const { currentMembership: chosen } = useProcess();
  const start = useStartUpgrade();
  const difference = chosen?.upgrade_difference;
  if (!chosen || !difference) return <Navigate to="/app/upgrade/select-membership" replace />;

  function confirm() {
    if (!chosen) return;
    start.mutate(chosen.id, {
      onSuccess: ({ application, needs }) => {
        // The form shows what to add (the key the membership form reads, decision 114).
        mergeProcessData({ upgrade_needs: needs.map((need) => need.label) });
        if (!application) return;
        const id = applicationRouteId(application.id);
        void navigate(
          application.payable
            ? `/app/upgrade/checkout/${id}`
            : `/app/upgrade/application-review/${id}`,
        );
      },
    });
  }

  const needs = start.data?.needs ?? [];
  return (
    <div className={pageStyles.page}>
      <PageHeading
        title="Check your upgrade"
        lead={`Your membership moves to ${chosen.name} for the rest of its current year: your expiry date stays the same. The exact amount with GST is on the payment page.`}
      />
      <UpgradeChange to={chosen.name} difference={difference} />
      {start.error ? (
        <div role="alert" className={`${messageStyles.alert} ${messageStyles.error}`}>
          <p>{start.error.message}</p>
        </div>
      ) : null}
      {needs.length > 0 ? (
        <RecordNeeds needs={needs} onForm={() => void navigate('/app/upgrade/membership-form')} />
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => void navigate('/app/upgrade/select-membership')}
          >
            Back
          </button>
          <button
            type="button"
            className={buttons.primary}
            disabled={start.isPending}
            onClick={confirm}
          >
            {start.isPending ? 'Confirming…' : 'Confirm upgrade'}
          </button>
        </div>
      )}
    </div>
  );
}
