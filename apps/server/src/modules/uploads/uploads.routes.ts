import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileParams, uploadResponse } from '@portico/domain/contracts/uploads.contract';
import { MESSAGES } from '@portico/domain/messages';
import { BadRequestError } from '../../errors';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import { requirePrincipal } from '../auth';
import { contentDisposition } from './file-checks';
import { openUpload } from './open-upload';
import { receiveUpload } from './receive-upload';
import type { UploadDeps } from './upload-deps';
import { LARGEST_UPLOAD_BYTES } from './upload-parts';
import { acceptMultipart, closeIfBodyUnread } from '../../lib/multipart-upload';

/**
 * Per-request parser limits. The field's own limit is enforced while the file streams (store-upload.ts);
 * the parser's file limit is only a backstop one byte above the largest field limit.
 */
const MULTIPART_LIMITS = {
  fileSize: LARGEST_UPLOAD_BYTES + 1,
  files: 1,
  fields: 10,
  fieldSize: 4096,
  parts: 12,
  headerPairs: 50,
};

export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadDeps }> = async (
  app,
  { uploads },
) => {
  // The limits that matter are passed per request below, whoever registered the parser.
  await acceptMultipart(app);

  app.post(
    '/api/upload',
    { schema: { response: { 200: uploadResponse } }, onSend: closeIfBodyUnread },
    async (request) => {
      const principal = await requirePrincipal(request);
      if (!request.isMultipart()) throw new BadRequestError(MESSAGES.uploadFailed);
      const { url } = await receiveUpload(
        uploads,
        principal,
        request.parts({ limits: MULTIPART_LIMITS }),
      );
      return { success: true as const, url };
    },
  );

  // An uploaded file is whatever its uploader made it: it gets a policy under which it can do nothing.
  app.get(
    '/api/files/:key',
    { schema: { params: fileParams }, config: { securityHeaders: FILE_DOWNLOAD_HEADERS } },
    async (request, reply) => {
      const principal = await requirePrincipal(request);
      const file = await openUpload(uploads, principal, request.params.key);
      return reply
        .type(file.mimeType)
        .headers({
          'content-length': String(file.sizeBytes),
          'content-disposition': contentDisposition(file.originalName),
          'cache-control': 'private, no-store',
        })
        .send(file.stream);
    },
  );
};
