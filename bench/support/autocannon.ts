import autocannon from 'autocannon';
import { median } from './paired-ratio';

export type LoadFigures = {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

export type LoadOptions = {
  connections?: number;
  durationSeconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** One autocannon run against a URL. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.durationSeconds ?? 5,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export type Comparison = {
  baseline: LoadFigures;
  subject: LoadFigures;
  /** subject req/s ÷ baseline req/s, from the medians of interleaved rounds. */
  ratio: number;
};

/**
 * Baseline and subject measured in alternating rounds of the same run, so that a noisy neighbour on a
 * shared machine slows both alike; the ratio of the medians is the figure that travels.
 */
export async function compare(
  baselineUrl: string,
  subjectUrl: string,
  options: LoadOptions & { rounds?: number } = {},
): Promise<Comparison> {
  const rounds = options.rounds ?? 3;
  await load(baselineUrl, { ...options, durationSeconds: 2 });
  await load(subjectUrl, { ...options, durationSeconds: 2 });
  const baselineRuns: LoadFigures[] = [];
  const subjectRuns: LoadFigures[] = [];
  for (let round = 0; round < rounds; round += 1) {
    baselineRuns.push(await load(baselineUrl, options));
    subjectRuns.push(await load(subjectUrl, options));
  }
  const summarise = (runs: LoadFigures[]): LoadFigures => ({
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  });
  const baseline = summarise(baselineRuns);
  const subject = summarise(subjectRuns);
  return { baseline, subject, ratio: subject.requestsPerSecond / baseline.requestsPerSecond };
}
