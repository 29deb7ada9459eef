// A message template's body as blocks: its paragraphs (blank-line separated) give the email its
// shape: lines starting '- ' a list, '> ' a quote, 'Label: {{link}}' a button to a link variable.
// A value fills its place and never adds structure. The plain-text part is written from the same
// blocks (links written out), so the two parts always say the same thing.
import { fillTemplate, type TemplateValues } from '@portico/domain/message-templates';

export type EmailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string }
  | { type: 'button'; label: string; url: string };

const LINK_PARAGRAPH = /^(.+): \{\{\s*(\w+)\s*\}\}$/;

function blockOf(
  paragraph: string,
  values: TemplateValues,
  links: ReadonlySet<string>,
): EmailBlock {
  const lines = paragraph.split('\n');
  if (lines.every((line) => line.startsWith('- '))) {
    const items = lines.flatMap((line) =>
      fillTemplate(line.slice(2), values)
        .split(/\r?\n/)
        .filter((item) => item.trim() !== ''),
    );
    return { type: 'list', items };
  }
  if (lines.every((line) => line.startsWith('>'))) {
    const text = fillTemplate(lines.map((line) => line.replace(/^> ?/, '')).join('\n'), values);
    return { type: 'quote', text };
  }
  const link = LINK_PARAGRAPH.exec(paragraph);
  const name = link?.[2] ?? '';
  if (link && links.has(name)) {
    return { type: 'button', label: fillTemplate(link[1] ?? '', values), url: values[name] ?? '' };
  }
  return { type: 'paragraph', text: fillTemplate(paragraph, values) };
}

export function emailBlocks(
  body: string,
  values: TemplateValues,
  links: ReadonlySet<string>,
): EmailBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => blockOf(paragraph, values, links));
}

export function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}
