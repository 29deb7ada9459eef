// The proposer rule as the Settings form sends it (decision 070): 0, 1 or 2, as a number or the
// radios' text. Absent keeps the number saved now (a client from before the setting sends none).
import { z } from 'zod';
import { isProposersRequired, type ProposersRequired } from '../proposer-rule';

export const PROPOSERS_REQUIRED_MESSAGE = 'Select how many proposers an application needs';

export const proposersRequiredInput = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.coerce
    .number({ error: PROPOSERS_REQUIRED_MESSAGE })
    .refine(isProposersRequired, PROPOSERS_REQUIRED_MESSAGE)
    .transform((value) => value as ProposersRequired)
    .optional(),
);
