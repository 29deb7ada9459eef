// The member's data download as a PDF (decision 045): the same document as the JSON, printed as a
// readable document (issue #29): each section's records as label–value pairs, the labels a person
// knows, dates DD-MM-YYYY in India, rupees with Indian grouping (the invoice's drawn ₹ sign), Yes/No.
import { formatIndiaDateTime } from '@portico/domain/format';
import { BOLD, CONTENT_WIDTH, type Doc, FONT, MARGIN, openA4, PAGE_HEIGHT, put } from '../receipts';
import type { MemberDataExport } from './export-data';
import { memberDataLines } from './member-data-text';

type Fields = Record<string, unknown>;

const SECTION_TITLES: Record<string, string> = {
  member: 'Your membership',
  application: 'Your application',
  directors: 'Directors',
  proposers: 'Proposers',
  documents: 'Documents we hold',
  plan_history: 'Plan history',
  orders: 'Orders',
  invoices: 'Tax invoices',
  consents: 'Privacy notice consents',
  messages: 'Messages sent to you',
  data_requests: 'Your requests about your data',
};

const LABEL_WIDTH = 175;
const SIZE = 9.5;
const BOTTOM = PAGE_HEIGHT - MARGIN;

type Writer = ReturnType<typeof writerOf>;

/** Writes top to bottom, starting a new page where the next block would not fit. */
function writerOf(doc: Doc) {
  const at = { y: MARGIN };
  const room = (height: number) => {
    if (at.y + height <= BOTTOM) return;
    doc.addPage();
    at.y = MARGIN;
  };
  return {
    at,
    heading(title: string, size = 12): void {
      room(40);
      at.y += size === 12 ? 12 : 0;
      at.y += put(doc, title, MARGIN, at.y, CONTENT_WIDTH, { bold: true, size }) + 4;
    },
    pair(label: string, value: string): void {
      const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
      const height = Math.max(
        doc.font(BOLD).fontSize(SIZE).heightOfString(label, { width: LABEL_WIDTH }),
        doc.font(FONT).fontSize(SIZE).heightOfString(value, { width: valueWidth }),
      );
      room(height);
      put(doc, label, MARGIN, at.y, LABEL_WIDTH, { bold: true, size: SIZE });
      put(doc, value, MARGIN + LABEL_WIDTH, at.y, valueWidth, { size: SIZE });
      at.y += height + 2;
    },
    text(line: string): void {
      room(14);
      at.y += put(doc, line, MARGIN, at.y, CONTENT_WIDTH, { size: SIZE }) + 2;
    },
  };
}

/** Labels a section names its own way ('kind' of a data request is the request). */
const SECTION_LABELS: Record<string, Record<string, string>> = {
  data_requests: { kind: 'Request' },
};

function section(writer: Writer, key: string, title: string, body: unknown): void {
  writer.heading(title);
  const rows = Array.isArray(body) ? (body as Fields[]) : body ? [body as Fields] : [];
  if (rows.length === 0) {
    writer.text('None.');
    return;
  }
  rows.forEach((row, index) => {
    if (index > 0) writer.at.y += 6;
    for (const [label, value] of memberDataLines(row, SECTION_LABELS[key])) {
      writer.pair(label, value);
    }
  });
}

export async function renderMemberDataPdf(data: MemberDataExport): Promise<Buffer> {
  const { doc, done } = openA4({ Title: 'Your data', CreationDate: new Date(data.exported_at) });
  const writer = writerOf(doc);
  writer.heading('Your data', 16);
  writer.text(
    `Everything the membership portal holds about you, as of ` +
      `${formatIndiaDateTime(new Date(data.exported_at))} IST ` +
      `(privacy notice version ${data.privacy_notice_version}).`,
  );
  for (const [key, title] of Object.entries(SECTION_TITLES)) {
    section(writer, key, title, (data as Record<string, unknown>)[key]);
  }
  doc.end();
  return done;
}
