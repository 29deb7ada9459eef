// The staff account form's values: email, name, active, the plain roles ticked and the zones managed,
// turned into the role grants the API takes.
import { z } from 'zod';
import { STAFF_ROLE_VALUES, ZONE_CODES } from '@portico/domain/contracts/values';
import type { StaffAccount, StaffAccountInput } from './api/staff-accounts';

export const staffAccountFormSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Please enter a valid email' })),
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be at most 100 characters'),
    active: z.boolean(),
    roles: z.array(z.enum(STAFF_ROLE_VALUES)),
    zones: z.array(z.enum(ZONE_CODES)),
  })
  .refine((value) => value.roles.length + value.zones.length > 0, {
    path: ['roles'],
    message: 'Give the account at least one role',
  })
  .transform(({ roles, zones, ...rest }): StaffAccountInput => ({
    ...rest,
    roles: [
      ...roles.map((role) => ({ role })),
      ...zones.map((zone) => ({ role: 'zone_manager' as const, zone })),
    ],
  }));

export type StaffAccountFormValues = z.input<typeof staffAccountFormSchema>;

/** The fields the server's errors may name. */
export const STAFF_ACCOUNT_FIELDS = ['email', 'name', 'roles'];

/** The form's first values: the account's (its zone-manager grants as zones), or a new active one. */
export function staffAccountFormValues(account: StaffAccount | null): StaffAccountFormValues {
  const grants = account?.roles ?? [];
  return {
    email: account?.email ?? '',
    name: account?.name ?? '',
    active: account?.active ?? true,
    roles: grants.filter((g) => g.role !== 'zone_manager').map((g) => g.role),
    zones: grants.flatMap((g) => {
      const zone = ZONE_CODES.find((code) => code === g.zone);
      return g.role === 'zone_manager' && zone ? [zone] : [];
    }),
  };
}
