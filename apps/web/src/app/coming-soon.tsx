import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

export type Release = 'applicant-journey' | 'member-area' | 'back-office';

/** Stand-in for a screen a later release delivers: its title and what will come. */
export function ComingSoon({
  title,
  release,
  children,
}: {
  title: string;
  release: Release;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <p className="page__lead">This step arrives with the {release} release.</p>
      {children}
    </section>
  );
}
