import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SIGNED_OUT_HOME } from '../guards';
import { logOut } from '../logout';
import { isMemberSignedIn, useSession } from '../session';
import type { StepFlowView } from './use-step-flow';
import buttons from '../../ui/button.module.css';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Circular progress: the ring is decoration, the number and the progressbar role carry the value. */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      className="progress-ring"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
    >
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
        <circle className="progress-ring__track" cx="28" cy="28" r={RADIUS} />
        <circle
          className="progress-ring__value"
          cx="28"
          cy="28"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          transform="rotate(-90 28 28)"
        />
      </svg>
      <span className="progress-ring__text" aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}

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
      className={`${buttons.secondary} topbar__logout`}
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {SHELL_MESSAGES.logOut}
    </button>
  );
}

/** 'Step 0N', the circular progress of the flow and, for a signed-in member, 'Log Out'. */
export function Header({ flow }: { flow: StepFlowView }) {
  const current = flow.steps[flow.index];
  const member = isMemberSignedIn(useSession());
  return (
    <header className="topbar">
      <div className="topbar__step">
        <p className="topbar__heading">{flow.heading}</p>
        {current ? <p className="topbar__label">{current.label}</p> : null}
      </div>
      <div className="topbar__end">
        <ProgressRing percent={flow.percent} label="Progress" />
        {member ? <LogOutButton /> : null}
      </div>
    </header>
  );
}
