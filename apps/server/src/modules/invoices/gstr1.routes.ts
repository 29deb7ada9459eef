// A month's or quarter's GSTR-1 (decision 082), for the accounts and admin roles as the GST export:
// GET /api/staff/export/gstr1.zip (the offline tool's CSV per section) and gstr1.json (the portal's).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gstr1Query } from '@portico/domain/contracts/staff-invoices.contract';
import { staffOnly } from '../auth';
import { sendAttachment } from '../../lib/send-attachment';
import type { InvoicesService } from './invoices.service';
import { fileName, READERS } from './export-files';

export function registerGstr1Routes(instance: FastifyInstance, service: InvoicesService): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const files = [
    { extension: 'zip', type: 'application/zip', write: service.gstr1Zip },
    { extension: 'json', type: 'application/json; charset=utf-8', write: service.gstr1Json },
  ];
  for (const { extension, type, write } of files) {
    app.get(
      `/api/staff/export/gstr1.${extension}`,
      { onRequest: staffOnly(...READERS), schema: { querystring: gstr1Query } },
      async (request, reply) => {
        const gstr1 = await write(request.query);
        const name = fileName(gstr1.period, extension, 'gstr1');
        return sendAttachment(reply, { type, name, body: gstr1.body });
      },
    );
  }
}
