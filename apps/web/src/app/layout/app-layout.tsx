import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { StepFlowKind } from '@portico/domain/steps';
import { Header } from './header';
import { Logo, PoweredBy } from './logo';
import { Sidebar } from './sidebar';
import { StaffWizardSteps } from './staff-wizard-steps';
import { useFocusHeadingOnNavigation } from './use-focus-heading';
import { useStepFlow } from './use-step-flow';
import styles from './app-layout.module.css';

/*
 * The frames of the applicant and member tables; each route group picks its own (routes.tsx), so the
 * frame follows from the page, not from who is signed in, and the server renders the right one.
 */

function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}

function Main({ children, className }: { children: ReactNode; className?: string }) {
  useFocusHeadingOnNavigation();
  return (
    <main id="main-content" className={className} tabIndex={-1}>
      {children}
    </main>
  );
}

/** A journey's frame: the step list beside (on a phone, above) the header and the page. */
function SteppedFrame({ kind }: { kind: StepFlowKind }) {
  const flow = useStepFlow(kind);
  return (
    <div className={styles.shell} data-flow={flow.kind}>
      <SkipLink />
      <Sidebar flow={flow} />
      <div className={styles.body}>
        <Header flow={flow} />
        <Main className={styles.content}>
          <Outlet />
        </Main>
        <PoweredBy />
      </div>
    </div>
  );
}

/** The applicant's journey: select membership, form, review, checkout, status (also an upgrade's). */
export function ApplicantFrame() {
  return <SteppedFrame kind="applicant" />;
}

/** A signed-in member's journey: plan status, checkout, thank you. */
export function MemberFrame() {
  return <SteppedFrame kind="member" />;
}

/**
 * A page of its own, outside any journey: login, a proposer's answer, an outcome, the membership
 * check, a member's details update, the error screen. The association's name above, the page below.
 */
export function StandaloneFrame({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.standalone}>
      <SkipLink />
      <header className={styles.standaloneHeader}>
        <Logo />
      </header>
      <Main className={`${styles.content} ${styles.standaloneContent}`}>
        {children ?? <Outlet />}
      </Main>
      <PoweredBy />
    </div>
  );
}

/** The staff wizard (admin-update, office-update): full width, with the admin steps above the form. */
export function StaffWizardFrame() {
  const flow = useStepFlow('admin');
  return (
    <div className={styles.full}>
      <SkipLink />
      <StaffWizardSteps flow={flow} />
      <Main className={`${styles.content} ${styles.contentFull}`}>
        <Outlet />
      </Main>
    </div>
  );
}
