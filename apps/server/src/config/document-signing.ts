// DOCUMENT_SIGNING_P12_PATH / _PASSPHRASE: the association's PKCS#12 certificate, read and opened at
// start (decision 078), so an unreadable file or a wrong passphrase stops the server rather than
// leaving every invoice unsigned, or failing on the first download.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import forge from 'node-forge';

/** The certificate every invoice and credit note is signed with. */
export type DocumentSigningConfig = {
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject common name and validity (logged at start; no signing time before it). */
  subject: string;
  notBefore: Date;
  notAfter: Date;
};

type Loaded = { signing: DocumentSigningConfig | null; problems: string[] };

const PATH = 'DOCUMENT_SIGNING_P12_PATH';

export function loadDocumentSigning(path: string | undefined, passphrase = ''): Loaded {
  if (path === undefined) return { signing: null, problems: [] };
  let p12: Buffer;
  try {
    p12 = readFileSync(resolve(process.cwd(), path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    return { signing: null, problems: [`${PATH}: cannot read ${path} (${code})`] };
  }
  try {
    const { certificate } = openP12(p12, passphrase);
    const cn = certificate.subject.getField('CN') as { value?: string } | null;
    return {
      signing: {
        p12,
        passphrase,
        subject: cn?.value ?? '',
        notBefore: certificate.validity.notBefore,
        notAfter: certificate.validity.notAfter,
      },
      problems: [],
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      signing: null,
      problems: [
        `${PATH}: cannot open ${path} as PKCS#12 with DOCUMENT_SIGNING_P12_PASSPHRASE (${reason})`,
      ],
    };
  }
}

// PKCS#12 bag types (RFC 7292): a shrouded private key, a certificate.
const KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

/** The private key and the certificate that matches it, as @signpdf/signer-p12 will look for them. */
function openP12(p12: Buffer, passphrase: string) {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const store = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  const keyBag = store.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key?.n) throw new Error('no RSA private key in it');
  const certificates = store.getBags({ bagType: CERT_BAG })[CERT_BAG];
  const certificate = certificates
    ?.map((bag) => bag.cert)
    .find((cert) => {
      const publicKey = cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return publicKey?.n !== undefined && publicKey.n.compareTo(key.n) === 0;
    });
  if (!certificate) throw new Error('no certificate matches its private key');
  return { key, certificate };
}
