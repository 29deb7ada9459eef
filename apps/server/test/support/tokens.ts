// Bearer headers for tests: real signed tokens for seeded staff, or for an applicant who proved contacts.
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { staff, staffRoles } from '../../src/db/schema';
import type { Zone } from '@portico/domain/constants';
import type { Principal } from '../../src/modules/auth/principal';

export async function bearer(app: App, principal: Principal): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await app.tokens.sign(principal)}` };
}

/** A token for a seeded staff member, e.g. 'admin@example.com' or 'zm.north@example.com'. */
export async function staffBearer(app: App, db: Database, email: string) {
  const rows = await db
    .select({ id: staff.id, role: staffRoles.role, zone: staffRoles.zone })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
    .where(eq(staff.email, email));
  const first = rows[0];
  if (!first) throw new Error(`no seeded staff member ${email}`);
  return bearer(app, {
    kind: 'staff',
    staffId: first.id,
    email,
    roles: [...new Set(rows.map((row) => row.role))],
    zones: rows.flatMap((row) => (row.zone ? [row.zone as Zone] : [])),
  });
}

/**
 * A token proving the given email and/or mobile number. verify_otp also puts its tokens in a session
 * (claim `sid`, for logout); tests of logout go through verify_otp itself.
 */
export function applicantBearer(app: App, contacts: { emails?: string[]; mobiles?: string[] }) {
  return bearer(app, {
    kind: 'applicant',
    emails: (contacts.emails ?? []).map((email) => email.toLowerCase()),
    mobiles: contacts.mobiles ?? [],
  });
}

/**
 * The token with one character of its signature changed. A character well inside a base64url text
 * carries six whole bits, so the bytes always change; the last characters may differ only in padding
 * bits, which decode to the same bytes (a change there is sometimes no change at all).
 */
export function tamperedToken(token: string): string {
  const at = token.length - 10;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}
