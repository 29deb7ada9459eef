import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SIGNED_OUT_HOME } from '../guards';
import { logOut } from '../logout';
import { isMemberSignedIn, useSession } from '../session';
import { ProgressRing } from './progress-ring';
import type { StepFlowView } from './use-step-flow';
import buttons from '../../ui/button.module.css';
import styles from './header.module.css';

/** 'Log Out': ends the token on the server, forgets auth, process and cached answers, then /login. */
function LogOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    await logOut();
    queryClient.clear();
    void navigate(SIGNED_OUT_HOME, { replace: true });
  }

  return (
    <button
      type="button"
      className={`${buttons.secondary} ${styles.logout}`}
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {SHELL_MESSAGES.logOut}
    </button>
  );
}

/**
 * 'Step 0N', the circular progress of the flow and, for a signed-in member, 'Log Out'. The member
 * frame's pages are a member's only (the guards send anyone else away), so there Log Out is rendered
 * from the server's HTML on: appearing after hydration it would shift the page.
 */
export function Header({ flow }: { flow: StepFlowView }) {
  const current = flow.steps[flow.index];
  const signedIn = isMemberSignedIn(useSession());
  const member = flow.kind === 'member' || signedIn;
  return (
    <header className={styles.topbar}>
      <div>
        <p className={styles.heading}>{flow.heading}</p>
        {current ? <p className={styles.label}>{current.label}</p> : null}
      </div>
      <div className={styles.end}>
        <ProgressRing percent={flow.percent} label="Progress" />
        {member ? <LogOutButton /> : null}
      </div>
    </header>
  );
}
