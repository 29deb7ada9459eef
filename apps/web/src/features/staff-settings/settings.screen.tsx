import { NoAccess } from '../../app/staff/no-access';
import { StaffPage } from '../../app/staff/staff-page';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { PanelSection } from '../../ui/list/panel-section';
import { useAssociationSettings } from './api/association-settings';
import { AssociationForm } from './association-form';
import { AutoRenewalSettingsPanel } from './auto-renewal-settings';
import { LogoSection } from './logo-section';
import { SettingsPanel } from './settings-panel';
import { TeamSettingsPanel } from './team-settings';
import { TemplatesSection } from './templates-section';
import styles from './settings.module.css';

/** The association's details, tax and numbering: the form once they are loaded. */
function AssociationPanel() {
  return (
    <SettingsPanel
      id="settings-association-title"
      title="Association, tax and numbering"
      query={useAssociationSettings()}
      loadingText="Loading settings…"
      form={(saved, notices) => (
        <AssociationForm key={saved.version} settings={saved} notices={notices} />
      )}
    />
  );
}

function LogoPanel() {
  const query = useAssociationSettings();
  return (
    <PanelSection id="settings-logo-title" title="Logo">
      {query.data ? <LogoSection logoUrl={query.data.logo_url} /> : null}
    </PanelSection>
  );
}

/** /staff/settings (admin): the association's settings and the texts of its emails and SMS. */
export function SettingsScreen() {
  const allowed = hasAnyRole(useStaffUser(), ...PAGE_ROLES.settings);
  return (
    <StaffPage
      title="Settings"
      lead="The association’s details as invoices, emails and pages show them, and the texts of its emails and SMS. A saved change is used at once."
    >
      {!allowed ? (
        <NoAccess what="the settings" />
      ) : (
        <div className={styles.sections}>
          <AssociationPanel />
          <LogoPanel />
          <AutoRenewalSettingsPanel />
          <TeamSettingsPanel />
          <PanelSection id="settings-templates-title" title="Email and SMS texts">
            <TemplatesSection />
          </PanelSection>
        </div>
      )}
    </StaffPage>
  );
}

export { SettingsScreen as Component };
