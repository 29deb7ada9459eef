import type { ReactNode } from 'react';
import { PageHeader } from '../../ui/list/page-header';
import pageStyles from '../../ui/page.module.css';
import { usePageTitle } from '../page-title';
import { NoAccessPage } from './no-access';

/**
 * A back-office page: its title (the tab's too), lead and action, then its content; or, when the
 * role may not open it (`allowed` false), the page saying it has no access to `what`.
 */
export function StaffPage({
  title,
  lead,
  action,
  allowed = true,
  what = '',
  children,
}: {
  title: string;
  lead: ReactNode;
  action?: ReactNode;
  allowed?: boolean;
  what?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  if (!allowed) return <NoAccessPage title={title} what={what} />;
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <PageHeader title={title} lead={lead} action={action} />
      {children}
    </section>
  );
}
