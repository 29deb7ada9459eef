// The digital signature of invoices and credit notes (issue #28 item 6, decision 078): the PDF as
// drawn gets a signature field (an incremental update, @signpdf/placeholder-plain) and a detached
// CMS signature over its bytes made with the association's PKCS#12 certificate (@signpdf/signer-p12).
// The signing time is the document's own date (or the certificate's first valid day, if later):
// nothing of the moment of the download goes in, so a document signs to the same bytes every time.
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import type { DocumentSigningConfig } from '../config';

/** What the signature says of itself (the signature panel of a PDF reader shows it). */
export type SignatureDetails = {
  /** The document's date: its signing time. */
  signedAt: Date;
  /** E.g. 'Tax invoice PT/2627/000001'. */
  reason: string;
  /** The signer as the document names it: the association. */
  name: string;
  location: string;
};

/** Signs a PDF; the same PDF and details give the same bytes. */
export type PdfSigner = (pdf: Buffer, details: SignatureDetails) => Promise<Buffer>;

/**
 * Room for the CMS (bytes): a 4096-bit key's signature, the certificate and a chain of two CAs, as
 * Indian CAs issue them, with margin. The placeholder is written as hex, twice this.
 */
const SIGNATURE_LENGTH = 12_288;

export function createPdfSigner(config: DocumentSigningConfig): PdfSigner {
  const signPdf = new SignPdf();
  return async (pdf, { signedAt, reason, name, location }) => {
    // Never before the certificate is valid: a document issued before it was made still verifies.
    const signingTime = signedAt < config.notBefore ? config.notBefore : signedAt;
    const prepared = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason,
      contactInfo: '',
      name,
      location,
      signingTime,
      signatureLength: SIGNATURE_LENGTH,
    });
    // A signer per document: P12Signer reads its certificate from a buffer that signing consumes.
    const signer = new P12Signer(config.p12, { passphrase: config.passphrase });
    return signPdf.sign(prepared, signer, signingTime);
  };
}
