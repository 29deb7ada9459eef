// A tax document's PDF as it is handed out: signed with the association's certificate when one is
// configured (decision 078), from its frozen record only, so it signs to the same bytes every time.
import type { PdfSigner } from '../../lib/pdf-signing';
import type { TaxInvoice } from './invoice-types';

type Signing = { signedAt: Date; reason: string; seller: TaxInvoice['seller'] };

export async function signedDocument(
  signer: PdfSigner | null,
  pdf: Buffer,
  { signedAt, reason, seller }: Signing,
): Promise<Buffer> {
  if (!signer) return pdf;
  return signer(pdf, { signedAt, reason, name: seller.name, location: seller.stateName });
}
