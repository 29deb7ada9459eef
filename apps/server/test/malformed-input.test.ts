// Never a 500 for bad input (api-contract): every route the app registers, found as it is added, gets
// malformed path values, query strings and bodies (test/support/malformed.ts), without a token and
// with an applicant's and a member's, so the handlers behind the auth guards are reached too (an
// admin's walk is malformed-input-admin.test.ts, a file of its own so two workers share the walk).
// A new route is walked without touching this file. Any 5xx fails, naming route and request.
import { describeMalformedWalk, useMalformedWalk } from './support/malformed-walk';

useMalformedWalk();
describeMalformedWalk(['no token', 'an applicant', 'a member']);
