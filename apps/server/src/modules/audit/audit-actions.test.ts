// Every action the server writes to the audit log has a sentence in the back office (issue #29):
// this walks the server's source for the actions its writers name and fails on one that
// AUDIT_SENTENCES does not know, so a new action cannot reach the log as a bare code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AUDIT_ACTIONS } from '@portico/domain/audit-sentences';
import { DATA_REQUEST_STATUS_VALUES } from '@portico/domain/privacy';
import { describe, expect, it } from 'vitest';

const SOURCE = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const WRITES_AUDIT = /\b(recordAudit|auditChange|auditChangeBy|auditDecision)\(|auditAction\b/;
/** A quoted action: 'payment.confirmed', 'card_reissued' after `action:`, or any 'area.verb'. */
const QUOTED_ACTION = /'([a-z_]+\.[a-z_]+)'|action: '([a-z_]+)'/g;
/** An action built from a value, each with what it expands to. */
const TEMPLATES: Record<string, readonly string[]> = {
  // StaffDecision kinds: approve.ts, reject.ts, send-back.ts.
  'review.${decision.kind}': ['review.approve', 'review.reject', 'review.send_back'],
  'data_request.${outcome.status}': DATA_REQUEST_STATUS_VALUES.filter((s) => s !== 'open').map(
    (status) => `data_request.${status}`,
  ),
};
/** Dotted strings in those files that are not actions. */
const NOT_ACTIONS = new Set<string>([
  // Fault-injection points for tests (applications/save-existing.ts).
  'application.saved',
  'directors.deleted',
  'proposers.deleted',
  'privacy.retention', // the retention job's name
]);

function writtenActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    if (!WRITES_AUDIT.test(text) || file.includes(join('modules', 'audit-log'))) continue;
    for (const match of text.matchAll(QUOTED_ACTION)) {
      const action = match[1] ?? match[2] ?? '';
      if (!NOT_ACTIONS.has(action)) found.set(action, relative(SOURCE, file));
    }
    for (const template of text.matchAll(/\baction: `([^`]+)`/g)) {
      const expansions = TEMPLATES[template[1] ?? ''];
      if (!expansions) found.set(`template ${template[1]}`, relative(SOURCE, file));
      for (const action of expansions ?? []) found.set(action, relative(SOURCE, file));
    }
  }
  return found;
}

describe('audit actions in sentences', () => {
  it('finds the actions the writers name', () => {
    const actions = writtenActions();
    // The walk sees the writers: a few known ones from different modules.
    for (const known of ['payment.offline_recorded', 'review.approve', 'card_reissued']) {
      expect(actions.has(known), known).toBe(true);
    }
  });

  it('has a sentence for every action the server writes', () => {
    const missing = [...writtenActions()]
      .filter(([action]) => !(AUDIT_ACTIONS as readonly string[]).includes(action))
      .map(([action, file]) => `${action} (${file})`);
    expect(
      missing,
      'add a sentence to AUDIT_SENTENCES in packages/domain/src/audit-sentences.ts',
    ).toEqual([]);
  });
});
