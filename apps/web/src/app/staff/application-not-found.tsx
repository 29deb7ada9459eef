import { Link } from 'react-router';
import { STAFF_QUEUE_PATH } from '../staff-editor';
import pageStyles from '../../ui/page.module.css';

/** A back-office link that names no application: says so, with the way to the queue. */
export function ApplicationNotFound({ linkText }: { linkText: string }) {
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        Application not found
      </h1>
      <p>
        This link does not point to an application. <Link to={STAFF_QUEUE_PATH}>{linkText}</Link>
      </p>
    </section>
  );
}
