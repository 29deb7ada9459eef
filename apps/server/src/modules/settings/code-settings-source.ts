// What sending a one-time code needs from the settings: the code's length, the wording of its message
// (the admin's template, else the default) and the association its email shows, all read in one
// statement when the code is made. Nothing is cached: an edit made through any process is used by
// the next code of every process (decision 027), at no extra round trip per code (decision 046).
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import type { AssociationConfig } from '../../config';
import type { Executor } from '../../db/client';
import { emailBrand, type EmailBrand } from '../../lib/email/email-brand';
import { associationOfRow } from './association-source';
import {
  findSettingsWithTemplate,
  settingsWithTemplateOfJson,
  type SettingsWithTemplate,
  type SettingsWithTemplateJson,
} from './settings.repository';
import { defaultTemplateText, type TemplateText } from './template-source';

export type CodeSettings = { codeLength: number; template: TemplateText; brand: EmailBrand };

export type CodeSettingsSource = {
  /** The digits of a code now, given the saved length (a check reads it with its own statement). */
  codeLength(saved: number | null | undefined): number;
  /** The digits, the wording of this kind of message and the association, in one read. */
  forMessage(executor: Executor, kind: MessageTemplateKind): Promise<CodeSettings>;
  /**
   * The same from the columns of `settingsWithTemplateColumns` that another statement selected with
   * `kind` (the send counts do, saving the code's send a round trip).
   */
  ofColumns(kind: MessageTemplateKind, columns: SettingsWithTemplateJson): CodeSettings;
};

export function codeSettingsSource(defaults: {
  codeLength: number;
  association: AssociationConfig;
  publicUrl: string;
}): CodeSettingsSource {
  const settingsOf = (
    kind: MessageTemplateKind,
    { association, template }: SettingsWithTemplate,
  ): CodeSettings => ({
    codeLength: association?.codeLength ?? defaults.codeLength,
    template: template
      ? { subject: template.subject, body: template.body }
      : defaultTemplateText(kind),
    brand: emailBrand(
      association ? associationOfRow(association) : defaults.association,
      defaults.publicUrl,
    ),
  });
  return {
    codeLength: (saved) => saved ?? defaults.codeLength,
    forMessage: async (executor, kind) =>
      settingsOf(kind, await findSettingsWithTemplate(executor, kind)),
    ofColumns: (kind, columns) => settingsOf(kind, settingsWithTemplateOfJson(columns)),
  };
}
