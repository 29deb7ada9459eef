import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isFullWidthPath } from '@portico/domain/steps';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useStepFlow } from './use-step-flow';
import styles from './app-layout.module.css';

function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}

function SteppedLayout() {
  const flow = useStepFlow();
  return (
    <div className={styles.shell} data-flow={flow.kind}>
      <SkipLink />
      <Sidebar flow={flow} />
      <div className={styles.body}>
        <Header flow={flow} />
        <main id="main-content" className={styles.content} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Staff pages (paths containing admin or office-update): full width, no sidebar or header. */
function FullWidthLayout() {
  return (
    <div className={`${styles.shell} ${styles.full}`}>
      <FullWidthMain tabIndex={-1}>
        <Outlet />
      </FullWidthMain>
    </div>
  );
}

/** The full-width page's main: the staff pages' frame, and the root error's when the layout is gone. */
export function FullWidthMain({ children, tabIndex }: { children: ReactNode; tabIndex?: number }) {
  return (
    <main
      id="main-content"
      className={`${styles.content} ${styles.contentFull}`}
      tabIndex={tabIndex}
    >
      {children}
    </main>
  );
}

/** The shared page frame; picks the full-width variant from the path. */
export function AppLayout() {
  const { pathname } = useLocation();
  return isFullWidthPath(pathname) ? <FullWidthLayout /> : <SteppedLayout />;
}
