import { formatDisplayDate } from '@portico/domain/format';
import { Link } from 'react-router';
import { journeyLabel } from '../../app/staff/labels';
import { StageBadge } from '../../app/staff/stage-badge';
import type { StaffApplication } from './api/get-staff-application';
import pageStyles from '../../ui/page.module.css';
import styles from './application-header.module.css';

/** Who applied, the stage, the category, the kind of application and when it was submitted. */
function Summary({
  application,
  stage,
}: {
  application: StaffApplication['application'];
  stage: string;
}) {
  const submitted = application.submitted_at ?? '';
  return (
    <div className={styles.summary}>
      <p className={pageStyles.lead}>
        {[application.name, application.company_name].filter(Boolean).join(' · ') ||
          'No name given yet'}
      </p>
      <ul className={styles.facts}>
        <li>
          <span className="visually-hidden">Stage: </span>
          <StageBadge stage={stage} />
        </li>
        <li>{application.membership.name || 'No category'}</li>
        <li>{journeyLabel(application.journey) || 'New membership'}</li>
        <li>{submitted ? `Submitted ${formatDisplayDate(submitted)}` : 'Not submitted yet'}</li>
      </ul>
    </div>
  );
}

/** The link back to the queue, the page's title and, once loaded, the application's summary. */
export function ApplicationHeader({
  title,
  data,
  stage,
}: {
  title: string;
  data: StaffApplication | undefined;
  stage: string;
}) {
  return (
    <>
      <p className={styles.back}>
        <Link to="/staff/applications">← All applications</Link>
      </p>
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {title}
        </h1>
        {data ? <Summary application={data.application} stage={stage} /> : null}
      </div>
    </>
  );
}
