// The front door of the settings module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { logoBytes } from './association-logo';
export { associationSource, readOnce, type AssociationSource } from './association-source';
export {
  codeSettingsSource,
  type CodeSettings,
  type CodeSettingsSource,
} from './code-settings-source';
export { logoRoutes } from './logo.routes';
export { associationShortName, currentProposersRule } from './proposers-setting';
export { currentUpgradeReview } from './upgrade-review-setting';
export {
  associationSettingsOfJson,
  findAssociationSettings,
  savedAssociationSettings,
  savedCodeLength,
  settingsWithTemplateColumns,
  type AssociationSettingsRow,
  type SettingsWithTemplateJson,
} from './settings.repository';
export { settingsRoutes } from './settings.routes';
export { createSettingsService, type SettingsService } from './settings.service';
export {
  defaultTemplateText,
  templateSource,
  type TemplateSource,
  type TemplateText,
} from './template-source';
