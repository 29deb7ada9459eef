// A production environment with nothing to refuse (no real service behind any of it), for tests of
// production's configuration, start and the operator's commands.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_SECRET: '3f9c1a7e5b2d8064c9e1f7a3b5d20c8e6a4f1b9d7c3e5a0f',
  DATABASE_URL: 'postgres://portico@db.internal:5432/portico',
  PUBLIC_URL: 'https://members.example.org',
  SMTP_URL: 'smtps://portal:password@smtp.example.org:465',
  SMS_GATEWAY_URL: 'https://sms.example.org/send',
  // The DLT registration every SMS names (issue #16).
  SMS_DLT_ENTITY_ID: '1201159123456789012',
  SMS_SENDER_ID: 'PORTCO',
  SMS_DLT_TEMPLATE_VERIFICATION_CODE: '1207161234567890001',
  SMS_DLT_TEMPLATE_LOGIN_CODE: '1207161234567890002',
  SMS_DLT_TEMPLATE_CHANGES_REQUESTED: '1207161234567890003',
  SMS_DLT_TEMPLATE_REJECTED: '1207161234567890004',
  SMS_DLT_TEMPLATE_APPROVED_FOR_PAYMENT: '1207161234567890005',
  SMS_DLT_TEMPLATE_RENEWAL_REMINDER: '1207161234567890006',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_1',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  ASSOCIATION_NAME: 'Event Makers Association',
  ASSOCIATION_ADDRESS: '5 MG Road, Pune 411001, Maharashtra',
  ASSOCIATION_GSTIN: '27AAPFU0939F1ZV',
  // Never created: nothing in these tests stores files or serves the web app.
  DATA_DIR: join(tmpdir(), `portico-production-test-${process.pid}`),
  WEB_DIST_DIR: join(tmpdir(), `portico-production-test-${process.pid}`, 'no-web-dist'),
  LOG_LEVEL: 'silent',
} as const;
