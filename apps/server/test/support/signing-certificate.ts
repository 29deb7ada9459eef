// A throwaway PKCS#12 certificate (self-signed, RSA 2048) made with openssl for a test, and two
// checks of a signed PDF: pdfsig's (poppler-utils) verdict, and one of our own with node-forge.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';

export type TestCertificate = { path: string; passphrase: string; dir: string };

export function makeTestCertificate(commonName = 'Portico Test Signer'): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'portico-p12-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const path = join(dir, 'signer.p12');
  const passphrase = 'test-passphrase';
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '30',
      '-subj',
      `/CN=${commonName}/O=Test Association`,
    ],
    { stdio: 'ignore' },
  );
  execFileSync(
    'openssl',
    [
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      cert,
      '-out',
      path,
      '-passout',
      `pass:${passphrase}`,
    ],
    { stdio: 'ignore' },
  );
  return { path, passphrase, dir };
}

/** pdfsig's report of the PDF's signatures (exit status ignored: an unsigned PDF is reported too). */
export function pdfsigReport(pdf: Buffer, dir: string): string {
  const file = join(dir, `checked-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    return stdout ?? '';
  }
}

/** The CMS is zero-padded to its placeholder's size: the typings lack forge's option to allow that. */
const fromDerIgnoringPadding = (der: string) =>
  (
    forge.asn1.fromDer as unknown as (
      bytes: string,
      options: { parseAllBytes: boolean },
    ) => forge.asn1.Asn1
  )(der, { parseAllBytes: false });

/**
 * The PDF's one signature checked without poppler: the CMS in /Contents holds the SHA-256 of the
 * bytes /ByteRange names (everything but itself), and its signature over the signed attributes
 * verifies with the certificate it carries. Answers what the signature says of itself.
 */
export function verifyPdfSignature(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
  if (!match) throw new Error('no /ByteRange');
  const [start, firstLength, second, secondLength] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const signed = Buffer.concat([
    pdf.subarray(start, start + firstLength),
    pdf.subarray(second, second + secondLength),
  ]);
  const hex = text.slice(start + firstLength + 1, second - 1);
  const der = forge.util.hexToBytes(hex);
  const message = forge.pkcs7.messageFromAsn1(
    fromDerIgnoringPadding(der),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signature: string; authenticatedAttributes: forge.asn1.Asn1[] };
  };
  const { signature, authenticatedAttributes } = message.rawCapture;
  const attribute = (oid: string | undefined) => {
    const found = authenticatedAttributes.find(
      (attr) => forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]!.value as string) === oid,
    );
    const set = (found!.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[];
    return set[0]!.value as string;
  };
  const attributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    authenticatedAttributes,
  );
  const md = forge.md.sha256.create();
  md.update(forge.asn1.toDer(attributes).getBytes());
  const certificate = message.certificates[0]!;
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  const dataDigest = createHash('sha256').update(signed).digest('binary');
  return {
    coversAllButItself: start === 0 && second + secondLength === pdf.length,
    digestMatches: attribute(forge.pki.oids.messageDigest) === dataDigest,
    signatureValid: publicKey.verify(md.digest().bytes(), signature),
    signer: (certificate.subject.getField('CN') as { value: string }).value,
    signingTime: forge.asn1.utcTimeToDate(attribute(forge.pki.oids.signingTime)),
  };
}
