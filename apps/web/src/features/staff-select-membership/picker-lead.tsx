import { Link } from 'react-router';
import { STAFF_QUEUE_PATH } from '../../app/staff-editor';
import type { EditedApplication } from './api/get-edited-application';
import pageStyles from '../../ui/page.module.css';

/** What the choice is for: a new application on an applicant's behalf, or the one being edited. */
export function PickerLead({ application }: { application: EditedApplication | null }) {
  if (application === null) {
    return (
      <p className={pageStyles.lead}>
        Choose the category of a new application made on behalf of an applicant. To change an
        existing application, open it from <Link to={STAFF_QUEUE_PATH}>the applications</Link>.
      </p>
    );
  }
  const who = [application.name, application.companyName].filter(Boolean).join(', ');
  return (
    <p className={pageStyles.lead}>
      Choose the category of application {application.appId || `#${application.id}`}
      {who ? ` (${who})` : ''}. The form opens with it next
      {application.membership ? `; it is ${application.membership.name} now` : ''}.
    </p>
  );
}
