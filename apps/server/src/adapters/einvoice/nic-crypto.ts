// NIC's e-invoice API encryption (API v1.03/1.04): the login is encrypted with the IRP's RSA public
// key (PKCS#1 v1.5) under an app key of 32 random bytes; the IRP answers with a session key (Sek)
// encrypted with that app key, and every request's and answer's Data is AES-256-ECB (PKCS#7) under
// the Sek, in base64.
import {
  constants,
  createCipheriv,
  createDecipheriv,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

export function newAppKey(): Buffer {
  return randomBytes(32);
}

export function aesEcbEncrypt(key: Buffer, plain: Buffer | string): string {
  const cipher = createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

export function aesEcbDecrypt(key: Buffer, base64: string): Buffer {
  const decipher = createDecipheriv('aes-256-ecb', key, null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
}

/** The auth request's Data: the login JSON in base64, encrypted with the IRP's public key. */
export function encryptLogin(publicKeyPem: string, login: object): string {
  const encoded = Buffer.from(Buffer.from(JSON.stringify(login)).toString('base64'));
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
    encoded,
  ).toString('base64');
}
