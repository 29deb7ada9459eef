import type { ReactNode } from 'react';
import pageStyles from './page.module.css';

/** A page's title (its h1, #page-title, which names the page) and, when there is one, its lead. */
export function PageHeading({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <div className={pageStyles.header}>
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      {lead ? <p className={pageStyles.lead}>{lead}</p> : null}
    </div>
  );
}

/** A screen's frame: a section named by its heading, then its content. */
export function Page({
  title,
  lead,
  busy = false,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** Marks the page busy (aria-busy) while its content is being loaded or sent. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={pageStyles.page} aria-labelledby="page-title" aria-busy={busy || undefined}>
      <PageHeading title={title} lead={lead} />
      {children}
    </section>
  );
}
