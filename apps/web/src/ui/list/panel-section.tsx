import type { ReactNode } from 'react';
import panel from './panel.module.css';

/** A titled panel of a back-office record page (an application, a member), named by its heading. */
export function PanelSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={panel.panel} aria-labelledby={id}>
      <h2 id={id} className={panel.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
