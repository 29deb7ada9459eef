// The shape of a message template's definition (message-templates.ts lists them): its variables, each
// with a sample value for the preview, and its default text.
import type { MessageTemplateKind } from './contracts/values';

export type TemplateVariable = {
  name: string;
  description: string;
  sample: string;
  /** A web address: a paragraph `Label: {{name}}` becomes a link in an email's HTML. */
  isLink?: boolean;
};

export type MessageTemplateDefinition = {
  kind: MessageTemplateKind;
  channel: 'email' | 'sms';
  label: string;
  variables: readonly TemplateVariable[];
  /** null for an SMS, which has no subject. */
  defaultSubject: string | null;
  defaultBody: string;
};

export const templateVariable = (
  name: string,
  description: string,
  sample: string,
  isLink = false,
): TemplateVariable =>
  isLink ? { name, description, sample, isLink } : { name, description, sample };

export const SAMPLE_ASSOCIATION = 'Association of Event Businesses';

/** Every message may name the association (the server fills it from the settings). */
export const ASSOCIATION_VARIABLE = templateVariable(
  'association_name',
  "The association's name",
  SAMPLE_ASSOCIATION,
);
