// GET /api/association: who runs the portal and how to reach them, as the outcome pages give it
// (as the admin last saved them in the back office's Settings)
// ("what to do next: contact …"). Public: it is what the association prints on every invoice.
import { z } from 'zod';
import { DEFAULT_PROPOSERS_REQUIRED } from '../proposer-rule';
import { dataResponse, proposersRequiredField } from './common';

export const associationContact = z.object({
  name: z.string(),
  /** A shorter name for narrow places; null: not set, use the name. */
  short_name: z.string().nullable(),
  /** null: not configured; the page then names only the association. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The logo's address, null: none uploaded. */
  logo_url: z.string().nullable(),
  /** The GST rate charged on checkouts now, in percent (18); an issued invoice keeps its own rate. */
  gst_rate: z.number(),
  /**
   * Proposers a new application needs (0, 1 or 2, decision 070): the form's tab 3 asks this many. An
   * application already submitted keeps its own number (the application's proposers_required).
   * Absent (a process of the release before, during an upgrade, decision 063): the spec's two.
   */
  proposers_required: proposersRequiredField.default(DEFAULT_PROPOSERS_REQUIRED),
});
export type AssociationContact = z.infer<typeof associationContact>;

export const associationResponse = dataResponse(associationContact);
