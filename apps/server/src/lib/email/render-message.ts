// The SMS of a template, and the escaping every hand-built HTML fragment uses. Emails are built by
// email/build-email.ts (the association's layout, decision 040).
import { fillTemplate } from '@portico/domain/message-templates';
import type { TemplateValues } from '@portico/domain/message-templates';
import type { TemplateText } from './template-text';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderSms(template: TemplateText, values: TemplateValues): string {
  return fillTemplate(template.body, values).trim();
}
