// PUT (multipart, the file in field `logo`) and DELETE /api/directory/listing/logo: the signed-in
// member's logo on their listing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownDirectoryListingSaved } from '@portico/domain/contracts/directory.contract';
import { memberOnly } from '../auth';
import type { DirectoryDeps } from './directory-deps';
import {
  LISTING_LOGO_MAX_BYTES,
  LISTING_LOGO_MESSAGES,
  removeListingLogo,
  uploadListingLogo,
} from './listing-logo';
import { acceptMultipart, singleFileOf } from '../../lib/multipart-upload';
import { savedReply } from '../../lib/replies';

const LOGO_FILE = {
  field: 'logo',
  maxBytes: LISTING_LOGO_MAX_BYTES,
  messages: LISTING_LOGO_MESSAGES,
};

export const listingLogoRoutes: FastifyPluginAsyncZod<{ directory: DirectoryDeps }> = async (
  app,
  { directory },
) => {
  await acceptMultipart(app);

  app.put(
    '/api/directory/listing/logo',
    { onRequest: memberOnly, schema: { response: { 200: ownDirectoryListingSaved } } },
    async (request) => {
      const principal = await request.principal();
      const data = await uploadListingLogo(
        directory,
        principal,
        await singleFileOf(request, LOGO_FILE),
      );
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
