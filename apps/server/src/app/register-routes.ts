import { applicationRoutes } from '../modules/applications/applications.routes';
import { associationRoutes } from '../modules/association/association.routes';
import { catalogRoutes } from '../modules/catalog/catalog.routes';
import { devRoutes } from '../modules/dev/dev.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { memberRoutes } from '../modules/members/members.routes';
import { paymentRoutes } from '../modules/payments/payments.routes';
import { pipelineRoutes } from '../modules/pipeline/pipeline.routes';
import { receiptRoutes } from '../modules/receipts/receipts.routes';
import { reviewRoutes } from '../modules/review/review.routes';
import { staffAdminRoutes } from '../modules/staff-admin/staff-admin.routes';
import { staffAuthRoutes } from '../modules/staff-auth/staff-auth.routes';
import { uploadRoutes } from '../modules/uploads/uploads.routes';
import { verificationRoutes } from '../modules/verification/verification.routes';
import { registerWebApp } from '../plugins/web';
import type { Services } from './create-services';
import type { WiredApp } from './fastify';
import type { Plugins } from './register-plugins';
import type { Wiring } from './types';

/** Every route plugin with what it needs, then the web app for every other path. */
export async function registerRoutes(
  app: WiredApp,
  { config, driver, now }: Wiring,
  services: Services,
  plugins: Plugins,
): Promise<void> {
  const { applications, orders, provider } = services;
  const codeLength = config.otpCodeLength;
  await app.register(healthRoutes, { service: services.health, driver });
  await app.register(catalogRoutes, { service: services.catalog });
  await app.register(associationRoutes, { association: config.association });
  await app.register(verificationRoutes, { service: services.verification, codeLength });
  await app.register(devRoutes, { service: services.dev, config, provider });
  await app.register(applicationRoutes, { service: applications });
  await app.register(reviewRoutes, {
    service: services.review,
    authorize: (principal, id) => applications.authorize(principal, id, 'read'),
  });
  await app.register(uploadRoutes, { service: services.uploads });
  await app.register(staffAuthRoutes, { service: services.staffAuth, codeLength });
  await app.register(pipelineRoutes, {
    service: services.pipeline,
    getApplication: (principal, id) => applications.getApplication(principal, id),
  });
  const { checkout, receipts, paymentLinks } = services;
  await app.register(paymentRoutes, { checkout, orders, paymentLinks, provider });
  await app.register(receiptRoutes, { receipts });
  await app.register(memberRoutes, {
    revocations: plugins.revocations,
    codeLength,
    login: services.memberLogin,
    members: services.members,
  });
  await app.register(staffAdminRoutes, { services: services.staffAdmin, now });
  await registerWebApp(app, config.webDistDir);
}
