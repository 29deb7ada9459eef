// The success envelopes of the API's answers, one per envelope of the contracts (`dataResponse`,
// `savedResponse`, `messageResponse` in packages/domain/src/contracts/common.ts), so that a route
// names what it answers instead of spelling out `{ success: true as const, … }` again.

/** `{ success: true, data }`. */
export function dataReply<T>(data: T) {
  return { success: true as const, data };
}

/** `{ success: true, message, data }`: a save that says so and answers the saved row. */
export function savedReply<T>(message: string, data: T) {
  return { success: true as const, message, data };
}

/** `{ success: true, message }`: a handled call with nothing more to say. */
export function messageReply(message: string) {
  return { success: true as const, message };
}
