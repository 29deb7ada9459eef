// Sets the association's proposer rule (decision 070) the way an admin does: the Settings form saved
// with every other value as it stands.
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import type { App } from '../../src/app';
import { staffBearer } from './tokens';

export async function saveProposersRule(
  app: App,
  db: Database,
  proposersRequired: unknown,
  email = 'admin@example.com',
) {
  const headers = await staffBearer(app, db, email);
  const current = await app.inject({ method: 'GET', url: '/api/staff/settings', headers });
  const {
    logo_url: _logo,
    states: _states,
    updated_at: _at,
    ...form
  } = current.json<{
    data: Record<string, unknown>;
  }>().data;
  const response = await app.inject({
    method: 'PUT',
    url: '/api/staff/settings',
    headers,
    payload: { ...form, proposers_required: proposersRequired },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

export async function setProposersRule(app: App, db: Database, proposersRequired: 0 | 1 | 2) {
  expect((await saveProposersRule(app, db, proposersRequired)).status).toBe(200);
}
