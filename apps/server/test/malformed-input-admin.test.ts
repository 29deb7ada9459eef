// Never a 500 for bad input, called by an admin: malformed-input.test.ts's walk (see there), with the
// token that reaches the most handlers, in a file of its own so two test workers share the walk.
import { describeMalformedWalk, useMalformedWalk } from './support/malformed-walk';

useMalformedWalk();
describeMalformedWalk(['an admin']);
