// A pdfkit document streams its bytes as it is drawn: they are collected here until it ends.
import type PDFDocument from 'pdfkit';

/** The bytes `doc` will have written once it is ended; ask before drawing anything. */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
