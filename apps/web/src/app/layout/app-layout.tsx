import { Outlet, useLocation } from 'react-router';
import { isFullWidthPath } from '@portico/domain/steps';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useStepFlow } from './use-step-flow';

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
    <div className="shell" data-flow={flow.kind}>
      <SkipLink />
      <Sidebar flow={flow} />
      <div className="shell__body">
        <Header flow={flow} />
        <main id="main-content" className="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Staff pages (paths containing admin or office-update): full width, no sidebar or header. */
function FullWidthLayout() {
  return (
    <div className="shell shell--full">
      <main id="main-content" className="content content--full" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** The shared page frame; picks the full-width variant from the path. */
export function AppLayout() {
  const { pathname } = useLocation();
  return isFullWidthPath(pathname) ? <FullWidthLayout /> : <SteppedLayout />;
}
