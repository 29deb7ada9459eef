// The app's Prometheus metrics (decision 026), in a registry of its own per app: tests build several
// apps in one process and each must count only its own requests. The Node process's metrics (CPU,
// memory, event loop, GC) describe the process, not an app, so they live in one registry per process,
// created on first use, and each app's /metrics shows both. prom-client's global registry is not used.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../../db/client';

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** How a request ended, as its metrics name it. */
export type RequestLabels = {
  method: string;
  /** The route's pattern ('/api/applications/:id'); never the URL asked for. */
  route: string;
  statusCode: number;
};

export type AppMetrics = {
  readonly contentType: string;
  request(labels: RequestLabels, seconds: number): void;
  jobRun(job: string, outcome: 'ok' | 'failed'): void;
  paymentConfirmed(purpose: string): void;
  codeDelivery(channel: string, purpose: string, delivered: boolean): void;
  /** Reports the PostgreSQL pool as it is at each scrape. */
  watchPool(stats: () => PoolStats): void;
  /** The exposition text of the app's and the process's metrics. */
  render(): Promise<string>;
};

/** The app's counters and histograms, in `registry`. */
function createInstruments(registry: Registry) {
  const registers = [registry];

  const requestLabels = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'portico_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: requestLabels,
    registers,
  });
  const durations = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const jobRuns = new Counter({
    name: 'portico_job_runs_total',
    help: 'Runs of the scheduled jobs in this process, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const paymentsConfirmed = new Counter({
    name: 'portico_payments_confirmed_total',
    help: 'Orders that became paid, by purpose (register, upgrade, renew, revive_renew)',
    labelNames: ['purpose'] as const,
    registers,
  });
  const codeLabels = ['channel', 'purpose'] as const;
  const codesSent = new Counter({
    name: 'portico_codes_sent_total',
    help: 'One-time codes handed to the mail or SMS transport, by channel and purpose',
    labelNames: codeLabels,
    registers,
  });
  const codesFailed = new Counter({
    name: 'portico_codes_failed_total',
    help: 'One-time codes the mail or SMS transport refused, by channel and purpose',
    labelNames: codeLabels,
    registers,
  });

  return { requests, durations, jobRuns, paymentsConfirmed, codesSent, codesFailed };
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const { requests, durations, jobRuns, paymentsConfirmed, codesSent, codesFailed } =
    createInstruments(registry);
  // Every request is counted: the labelled series are looked up once, not hashed from their labels
  // on each answer. Bounded as the series are: route patterns × methods × status codes.
  const byRequestLabels = new Map<
    string,
    { count: { inc(): void }; duration: { observe(seconds: number): void } }
  >();

  return {
    contentType: registry.contentType,
    request({ method, route, statusCode }, seconds) {
      const key = `${method} ${route} ${statusCode}`;
      let instruments = byRequestLabels.get(key);
      if (!instruments) {
        const labels = { method, route, status_code: String(statusCode) };
        instruments = { count: requests.labels(labels), duration: durations.labels(labels) };
        byRequestLabels.set(key, instruments);
      }
      instruments.count.inc();
      instruments.duration.observe(seconds);
    },
    jobRun(job, outcome) {
      jobRuns.inc({ job, outcome });
    },
    paymentConfirmed(purpose) {
      paymentsConfirmed.inc({ purpose });
    },
    codeDelivery(channel, purpose, delivered) {
      (delivered ? codesSent : codesFailed).inc({ channel, purpose });
    },
    watchPool(stats) {
      const gauge = (name: string, help: string, read: (pool: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read(stats()));
          },
        });
      gauge('portico_db_pool_total_connections', 'PostgreSQL connections open', (p) => p.total);
      gauge('portico_db_pool_idle_connections', 'PostgreSQL connections idle', (p) => p.idle);
      gauge(
        'portico_db_pool_waiting_clients',
        'Queries waiting for a free PostgreSQL connection',
        (p) => p.waiting,
      );
    },
    // Merged at each scrape: metrics added after creation (the pool's) are included.
    render: () => Registry.merge([processMetrics(), registry]).metrics(),
  };
}
