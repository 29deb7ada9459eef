// The admin's test payment (decision 072): GET the amount and the last one, POST to open an order
// (confirmed), POST verify with the provider's signed answer, POST refund (confirmed). Admin only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testPaymentCreateBody,
  testPaymentOrderResponse,
  testPaymentRefundBody,
  testPaymentStateResponse,
  testPaymentVerifyBody,
} from '@portico/domain/contracts/test-payment.contract';
import { requireStaff } from '../auth';
import { staffOnly } from '../auth';
import {
  createTestPayment,
  readTestPayment,
  refundTestPayment,
  verifyTestPayment,
  type TestPaymentDeps,
} from './test-payment';

const PATH = '/api/staff/getting-started/test-payment';
const guard = { onRequest: staffOnly('admin') };

export const testPaymentRoutes: FastifyPluginAsyncZod<{ deps: TestPaymentDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    PATH,
    { ...guard, schema: { response: { 200: testPaymentStateResponse } } },
    async (r) => {
      await requireStaff(r, 'admin');
      return { success: true as const, data: await readTestPayment(deps) };
    },
  );

  app.post(
    PATH,
    {
      ...guard,
      schema: { body: testPaymentCreateBody, response: { 200: testPaymentOrderResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      return { success: true as const, data: await createTestPayment(deps, principal) };
    },
  );

  app.post(
    `${PATH}/verify`,
    {
      ...guard,
      schema: { body: testPaymentVerifyBody, response: { 200: testPaymentStateResponse } },
    },
    async (request) => {
      await requireStaff(request, 'admin');
      return { success: true as const, data: await verifyTestPayment(deps, request.body) };
    },
  );

  app.post(
    `${PATH}/refund`,
    {
      ...guard,
      schema: { body: testPaymentRefundBody, response: { 200: testPaymentStateResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, 'admin');
      return { success: true as const, data: await refundTestPayment(deps, principal) };
    },
  );
};
