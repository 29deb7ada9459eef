// Reads a screen makes on its first render, sent as the app starts: the answer is on its way while the
// screen's code still loads, instead of being asked for once it has rendered (on a slow phone, a round
// trip and more later). The screen's own call then takes that answer rather than asking again. Nothing
// enters the query cache early, so the first render still matches the server's HTML and hydrates.

/** How long an answer nobody took stays usable: a screen asks within a second or two of the start. */
const EARLY_ANSWER_LIFETIME_MS = 10_000;

type EarlyAnswer = { response: Promise<Response>; authorization: string | undefined; at: number };

const answers = new Map<string, EarlyAnswer>();

export function keepEarly(
  url: string,
  authorization: string | undefined,
  response: Promise<Response>,
): void {
  // Never an unhandled rejection: a failure reaches the screen's call that takes it, or nobody.
  response.catch(() => undefined);
  answers.set(url, { response, authorization, at: Date.now() });
}

/** The early answer for this GET, once, if it was asked with the same credentials and is fresh. */
export function takeEarly(
  url: string,
  authorization: string | undefined,
): Promise<Response> | undefined {
  const answer = answers.get(url);
  if (!answer) return undefined;
  answers.delete(url);
  const fresh = Date.now() - answer.at < EARLY_ANSWER_LIFETIME_MS;
  return fresh && answer.authorization === authorization ? answer.response : undefined;
}
