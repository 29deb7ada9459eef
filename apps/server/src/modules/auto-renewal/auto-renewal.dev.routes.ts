// Development and test hooks of auto-renewal (decision 099), absent in production: the sandbox
// checkout authenticating a mandate (its webhooks go to our webhook route as Razorpay's would), a
// member's expiry brought near, and the cycle run with its debits' clock moved on.
import { addDays } from 'date-fns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devCycleBody,
  devCycleResponse,
  devExpiryBody,
  sandboxMandateBody,
  sandboxMandateResponse,
} from '@portico/domain/contracts/auto-renewal.contract';
import { isSandboxProvider } from '../../adapters/payments/sandbox-provider';
import { NotFoundError } from '../../errors';
import type { AutoRenewalDeps } from './auto-renewal-deps';
import type { AutoRenewalService } from './auto-renewal.service';
import { ageOpenDebits, moveExpiry } from './dev.repository';
import { dataReply } from '../../lib/replies';

type Options = {
  service: AutoRenewalService;
  deps: Pick<AutoRenewalDeps, 'db' | 'provider' | 'now'>;
  isProduction: boolean;
};

export const autoRenewalDevRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { service, deps, isProduction } = options;
  if (isProduction) return;
  const { provider } = deps;

  app.post(
    '/api/dev/sandbox/mandate',
    { schema: { body: sandboxMandateBody, response: { 200: sandboxMandateResponse } } },
    async (request) => {
      if (!isSandboxProvider(provider)) throw new NotFoundError();
      const { order_id, outcome, next_charges } = request.body;
      try {
        if (next_charges) provider.mandates.setChargeOutcome(order_id, next_charges);
        const { response } = provider.mandates.authorise(order_id, outcome);
        return { success: true as const, response };
      } catch {
        throw new NotFoundError('No such sandbox mandate');
      }
    },
  );

  app.post(
    '/api/dev/auto_renewal/expiry',
    {
      schema: { body: devExpiryBody, response: { 200: devCycleResponse.pick({ success: true }) } },
    },
    async (request) => {
      const endsAt = addDays(deps.now(), request.body.days);
      if (!(await moveExpiry(deps.db, request.body.email, endsAt))) throw new NotFoundError();
      return { success: true as const };
    },
  );

  app.post(
    '/api/dev/auto_renewal/run',
    { schema: { body: devCycleBody, response: { 200: devCycleResponse } } },
    async (request) => {
      await ageOpenDebits(deps.db, request.body.age_hours);
      return dataReply(await service.runCycle());
    },
  );
};
