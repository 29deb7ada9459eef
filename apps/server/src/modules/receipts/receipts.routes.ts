// GET /api/order/view/{ref}: the receipt (tax invoice) of a paid order as a PDF download named
// 'Receipt-{Unique_id}.pdf' (member-area spec §7). `ref` is a user id or an order number.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import { orderRefParams } from '@portico/domain/contracts/payments.contract';
import type { ReceiptService } from './receipts.service';
import { signedInOnly } from '../auth';
import { sendPrivateFile } from '../../lib/send-attachment';

export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/api/order/view/:ref',
    {
      onRequest: signedInOnly,
      schema: { params: orderRefParams },
      config: { securityHeaders: FILE_DOWNLOAD_HEADERS },
    },
    async (request, reply) => {
      const { fileName, pdf } = await receipts.download(
        await request.principal(),
        request.params.ref,
      );
      return sendPrivateFile(reply, 'application/pdf', fileName, pdf);
    },
  );
};
