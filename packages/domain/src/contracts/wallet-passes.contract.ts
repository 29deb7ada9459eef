// Apple Wallet's web service for pass updates (decision 116), as Apple documents it ("Adding a Web
// Service to Update Passes"): a device that added a card's pass registers for its updates, asks which
// of its passes changed, fetches the latest pass and sends its logs. Wallet calls these, not the web
// app; the paths and field names are Apple's.
import { z } from 'zod';
import { requestContract } from './request-contract';

/** Apple's identifiers are short ASCII; anything else is a 400, never a lookup. */
const identifier = z.string().regex(/^[\w.-]{1,128}$/);

export const passDeviceParams = z.object({
  deviceLibraryIdentifier: identifier,
  passTypeIdentifier: identifier,
});

export const passRegistrationParams = passDeviceParams.extend({ serialNumber: identifier });

export const passFileParams = z.object({
  passTypeIdentifier: identifier,
  serialNumber: identifier,
});

/** POST …/registrations/…: the device's APNs push token (hex). */
export const passRegistrationBody = requestContract(
  'passRegistrationBody',
  z.object({ pushToken: z.string().regex(/^[0-9A-Fa-f]{8,200}$/) }),
);

/** GET …/registrations/:passTypeIdentifier: the tag of the device's last answer, if any. */
export const passesUpdatedQuery = requestContract(
  'passesUpdatedQuery',
  z.object({
    passesUpdatedSince: z
      .string()
      .regex(/^\d{1,13}$/)
      .optional(),
  }),
);

/** The serial numbers of the device's passes changed since the tag, and the tag to send next. */
export const passesUpdatedResponse = z.object({
  serialNumbers: z.array(z.string()),
  lastUpdated: z.string(),
});
export type PassesUpdated = z.infer<typeof passesUpdatedResponse>;

/** 204 No Content: none of the device's passes changed since the tag. */
export const passesNotUpdatedResponse = z.null();

/** POST /api/passes/v1/log: messages Wallet reports about the web service. */
export const passLogBody = requestContract(
  'passLogBody',
  z.object({ logs: z.array(z.string().max(2000)).max(100) }),
);
