import { usePageTitle } from '../../app/page-title';
import { NoAccess } from '../../app/staff/no-access';
import { QueryState } from '../../app/staff/query-state';
import { SavedBanner, useSavedBanner } from '../../app/staff/saved-banner';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { PageHeader } from '../../ui/list/page-header';
import { useAssociationSettings } from './api/association-settings';
import { AssociationForm } from './association-form';
import { AutoRenewalSettingsPanel } from './auto-renewal-settings';
import { LogoSection } from './logo-section';
import { TeamSettingsPanel } from './team-settings';
import { TemplatesSection } from './templates-section';
import pageStyles from '../../ui/page.module.css';
import panel from '../../ui/list/panel.module.css';
import styles from './settings.module.css';

/** The association's details, tax and numbering: the form once they are loaded. */
function AssociationPanel() {
  const query = useAssociationSettings();
  // Outside the form: the form is rebuilt with the saved version, the banner stays.
  const banner = useSavedBanner();
  return (
    <section className={panel.panel} aria-labelledby="settings-association-title">
      <h2 id="settings-association-title" className={panel.title}>
        Association, tax and numbering
      </h2>
      <SavedBanner saved={banner.saved} onDismiss={banner.clear} />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingText="Loading settings…"
      >
        {query.data ? (
          <AssociationForm
            key={query.data.version}
            settings={query.data}
            notices={{ onSaving: banner.clear, onSaved: banner.show }}
          />
        ) : null}
      </QueryState>
    </section>
  );
}

function LogoPanel() {
  const query = useAssociationSettings();
  return (
    <section className={panel.panel} aria-labelledby="settings-logo-title">
      <h2 id="settings-logo-title" className={panel.title}>
        Logo
      </h2>
      {query.data ? <LogoSection logoUrl={query.data.logo_url} /> : null}
    </section>
  );
}

/** /staff/settings (admin): the association's settings and the texts of its emails and SMS. */
export function SettingsScreen() {
  usePageTitle('Settings');
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.settings);
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <PageHeader
        title="Settings"
        lead="The association’s details as invoices, emails and pages show them, and the texts of its emails and SMS. A saved change is used at once."
      />
      {!allowed ? (
        <NoAccess what="the settings" />
      ) : (
        <div className={styles.sections}>
          <AssociationPanel />
          <LogoPanel />
          <AutoRenewalSettingsPanel />
          <TeamSettingsPanel />
          <section className={panel.panel} aria-labelledby="settings-templates-title">
            <h2 id="settings-templates-title" className={panel.title}>
              Email and SMS texts
            </h2>
            <TemplatesSection />
          </section>
        </div>
      )}
    </section>
  );
}

export { SettingsScreen as Component };
