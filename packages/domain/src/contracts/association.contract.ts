// GET /api/association: who runs the portal and how to reach them, as the outcome pages give it
// ("what to do next: contact …"). Public: it is what the association prints on every invoice.
import { z } from 'zod';

export const associationContact = z.object({
  name: z.string(),
  /** null: not configured; the page then names only the association. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type AssociationContact = z.infer<typeof associationContact>;

export const associationResponse = z.object({
  success: z.literal(true),
  data: associationContact,
});
