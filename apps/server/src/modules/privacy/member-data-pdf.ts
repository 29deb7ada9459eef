// The member's data download as a PDF (decision 045): the same document as the JSON, printed as
// readable sections with pdfkit like the tax invoice. Helvetica prints Windows-1252 only, so text
// goes through the invoice's toWinAnsi.
import PDFDocument from 'pdfkit';
import { BOLD, CONTENT_WIDTH, FONT, MARGIN, toWinAnsi } from '../receipts';
import type { MemberDataExport } from './export-data';

type Doc = InstanceType<typeof PDFDocument>;
type Fields = Record<string, unknown>;

const SECTION_TITLES: Record<string, string> = {
  member: 'Member',
  application: 'Application',
  directors: 'Directors',
  proposers: 'Proposers',
  documents: 'Documents held',
  plan_history: 'Plan history',
  orders: 'Orders',
  invoices: 'Tax invoices',
  consents: 'Privacy notice consents',
  messages: 'Messages sent',
  data_requests: 'Your requests',
};

/** '  name: Asha Rao'; nested objects as 'a.b'; empty values as '-'. */
function lines(fields: Fields, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([key, value]) => {
    const label = `${prefix}${key.replaceAll('_', ' ')}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return lines(value as Fields, `${label} `);
    }
    const text = value === null || value === undefined || value === '' ? '-' : String(value);
    return [`${label}: ${text}`];
  });
}

function section(doc: Doc, title: string, body: unknown): void {
  doc.moveDown(0.8).font(BOLD).fontSize(12).text(toWinAnsi(title));
  doc.font(FONT).fontSize(9.5);
  const rows = Array.isArray(body) ? (body as Fields[]) : body ? [body as Fields] : [];
  if (rows.length === 0) {
    doc.text('None.');
    return;
  }
  rows.forEach((row, index) => {
    if (index > 0) doc.moveDown(0.4);
    for (const line of lines(row)) doc.text(toWinAnsi(line), { width: CONTENT_WIDTH });
  });
}

export async function renderMemberDataPdf(data: MemberDataExport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    info: { Title: 'Your data', CreationDate: new Date(data.exported_at) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(BOLD).fontSize(16).text('Your data');
  doc
    .font(FONT)
    .fontSize(9.5)
    .text(
      toWinAnsi(
        `Everything the membership portal holds about you, as of ${data.exported_at} ` +
          `(privacy notice version ${data.privacy_notice_version}).`,
      ),
    );
  for (const [key, title] of Object.entries(SECTION_TITLES)) {
    section(doc, title, (data as Record<string, unknown>)[key]);
  }
  doc.end();
  return done;
}
