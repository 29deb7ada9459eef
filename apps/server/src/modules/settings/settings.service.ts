// The association's settings and message templates: what the back office's Settings screen calls, and
// the public part GET /api/association answers.
import type { AssociationContact } from '@portico/domain/contracts/association.contract';
import type {
  AssociationSettingsBody,
  TemplateSaveBody,
} from '@portico/domain/contracts/settings.contract';
import type { TestMessagesBody } from '@portico/domain/contracts/test-messages.contract';
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import type { StaffPrincipal } from '../auth';
import { openLogo, removeLogo, uploadLogo, type LogoDeps } from './association-logo';
import { getAssociationSettings, updateAssociationSettings } from './association-settings';
import { associationSource, logoUrl } from './association-source';
import { findGettingStarted } from './getting-started';
import { savedProposersRule } from './proposers-setting';
import { findAssociationSettings } from './settings.repository';
import {
  listMessageTemplates,
  previewMessageTemplate,
  resetMessageTemplate,
  saveMessageTemplate,
} from './message-templates';
import type { TemplateText } from './template-source';
import { readTestMessages, sendTestMessages, type TestMessageDeps } from './test-messages';

export function createSettingsService(
  deps: LogoDeps & { testMessages: Omit<TestMessageDeps, 'db' | 'now'> },
) {
  const tests: TestMessageDeps = { db: deps.db, now: deps.now, ...deps.testMessages };
  const association = associationSource(deps.db, deps.defaults);
  return {
    /** The name and contact the public pages give, and the proposer rule, as saved now. */
    async publicAssociation(): Promise<AssociationContact> {
      const row = await findAssociationSettings(deps.db);
      const { name, shortName, email, phone, logo, gstRateBasisPoints } = association.fromRow(row);
      return {
        name,
        short_name: shortName,
        email,
        phone,
        logo_url: logoUrl(logo),
        gst_rate: gstRateBasisPoints / 100,
        proposers_required: savedProposersRule(row),
      };
    },
    get: () => getAssociationSettings(deps),
    gettingStarted: (principal: StaffPrincipal) =>
      findGettingStarted(deps.db, principal.staffId, tests.outbox.channels),
    testMessages: (principal: StaffPrincipal) => readTestMessages(tests, principal),
    sendTestMessages: (principal: StaffPrincipal, body: TestMessagesBody) =>
      sendTestMessages(tests, principal, body),
    update: (principal: StaffPrincipal, body: AssociationSettingsBody) =>
      updateAssociationSettings(deps, principal, body),
    listTemplates: () => listMessageTemplates(deps),
    saveTemplate: (principal: StaffPrincipal, kind: MessageTemplateKind, body: TemplateSaveBody) =>
      saveMessageTemplate(deps, principal, kind, body),
    resetTemplate: (principal: StaffPrincipal, kind: MessageTemplateKind) =>
      resetMessageTemplate(deps, principal, kind),
    uploadLogo: async (principal: StaffPrincipal, image: Buffer) => ({
      logo_url: logoUrl(await uploadLogo(deps, principal, image)),
    }),
    removeLogo: (principal: StaffPrincipal) => removeLogo(deps, principal),
    openLogo: () => openLogo(deps),
    previewTemplate: (kind: MessageTemplateKind, text: TemplateText) =>
      previewMessageTemplate(deps, kind, text),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
