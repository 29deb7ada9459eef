import type { ReactNode } from 'react';
import pageStyles from '../page.module.css';
import styles from './page-header.module.css';

/**
 * A back-office page's title (the page's h1, #page-title) and lead, with an action beside them (`action`
 * given, even as null while the role has none: the title keeps its place).
 */
export function PageHeader({
  title,
  lead,
  action,
}: {
  title: ReactNode;
  lead: ReactNode;
  action?: ReactNode;
}) {
  const heading = (
    <>
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <p className={pageStyles.lead}>{lead}</p>
    </>
  );
  if (action === undefined) return <div className={pageStyles.header}>{heading}</div>;
  return (
    <div className={styles.withAction}>
      <div>{heading}</div>
      {action}
    </div>
  );
}
