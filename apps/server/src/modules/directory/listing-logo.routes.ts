// PUT (multipart, the file in field `logo`) and DELETE /api/directory/listing/logo: the signed-in
// member's logo on their listing.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownDirectoryListingSaved } from '@portico/domain/contracts/directory.contract';
import { BadRequestError, isDomainError } from '../../errors';
import { memberOnly } from '../auth';
import type { DirectoryDeps } from './directory-deps';
import {
  LISTING_LOGO_MAX_BYTES,
  LISTING_LOGO_MESSAGES,
  removeListingLogo,
  uploadListingLogo,
} from './listing-logo';
import { savedReply } from '../../lib/replies';

/** The one file of the body, whole; a larger one is refused as it arrives. */
async function logoOf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestError(LISTING_LOGO_MESSAGES.missing);
  try {
    const limits = { fileSize: LISTING_LOGO_MAX_BYTES, files: 1, fields: 0 };
    const file = await request.file({ limits });
    if (!file || file.fieldname !== 'logo')
      throw new BadRequestError(LISTING_LOGO_MESSAGES.missing);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new BadRequestError(LISTING_LOGO_MESSAGES.tooLarge);
    return bytes;
  } catch (error) {
    if (isDomainError(error)) throw error;
    const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    const message = tooLarge ? LISTING_LOGO_MESSAGES.tooLarge : LISTING_LOGO_MESSAGES.missing;
    throw new BadRequestError(message, { logo: message });
  }
}

export const listingLogoRoutes: FastifyPluginAsyncZod<{ directory: DirectoryDeps }> = async (
  app,
  { directory },
) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.put(
    '/api/directory/listing/logo',
    { onRequest: memberOnly, schema: { response: { 200: ownDirectoryListingSaved } } },
    async (request) => {
      const principal = await request.principal();
      const data = await uploadListingLogo(directory, principal, await logoOf(request));
      return savedReply('Logo uploaded', data);
    },
  );

  app.delete(
    '/api/directory/listing/logo',
    { onRequest: memberOnly, schema: { response: { 200: ownDirectoryListingSaved } } },
    async (request) => {
      const data = await removeListingLogo(directory, await request.principal());
      return savedReply('Logo removed', data);
    },
  );
};
