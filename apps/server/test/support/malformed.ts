// The malformed requests of the standing fuzz test (test/malformed-input.test.ts). For each route it
// starts from a plausible request (path values its params schema accepts, a query and a body sampled
// from its schemas) and breaks one thing at a time, so a request gets past the parts it does not
// break and the broken part reaches whatever reads it. Everything is listed, nothing is random: the
// same requests in the same order on every run.
import type { RegisteredRoute } from '../../src/app';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

type Payload = {
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sent in pieces of this size, as a socket delivers a large body, rather than in one. */
  chunkBytes?: number;
};

/** One request to send: what it breaks, and how. */
export type { Payload };

export type Probe = {
  description: string;
  url: string;
  payload?: Payload;
};

/** A route as the test sees it: method, path and the zod schemas of its parts. */
export type RouteUnderTest = {
  method: string;
  path: string;
  params: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
  body: z.ZodType | undefined;
};

function zodOf(value: unknown): z.ZodType | undefined {
  return value instanceof z.ZodType ? value : undefined;
}

export function routeUnderTest(route: RegisteredRoute): RouteUnderTest {
  return {
    method: route.method,
    path: route.url,
    params: zodOf(route.schema?.params),
    querystring: zodOf(route.schema?.querystring),
    body: zodOf(route.schema?.body),
  };
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema {
  if (!schema) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Values tried for each part of a sample until its schema takes one (see fitted). */
const TEXT_CANDIDATES = [
  'Asha Rao',
  'lapsed@example.com',
  '9800000013',
  '1234',
  '1',
  'MQ==',
  'PT-1',
  'WELCOME10',
  '2025-06-15',
  'north',
  'address_proof',
  '4111111111111111',
  'https://example.com/',
  '/api/files/x.pdf',
];
const OTHER_CANDIDATES: unknown[] = [1, 100, 0, true, null];

function sampleText(schema: JsonSchema): string {
  if (schema.format === 'email') return 'lapsed@example.com';
  if (schema.format === 'date') return '2025-06-15';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (text: string) =>
    (!pattern || pattern.test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity);
  return TEXT_CANDIDATES.find(fits) ?? 'x';
}

function sampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? -Infinity;
  const high = schema.maximum ?? Infinity;
  return Math.min(Math.max(1, low), high);
}

/** A plausible value for a JSON Schema: the first choice of each union, one item per list. */
function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (union?.[0]) return sampleOf(union[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        sample[key] = sampleOf(property);
      }
      return sample;
    }
    case 'array': {
      const items = schema.prefixItems ?? (schema.items ? [schema.items] : []);
      return items.map(sampleOf);
    }
    case 'string':
      return sampleText(schema);
    case 'number':
    case 'integer':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** How far a value is from what the schema takes: its issues, a union's best branch counted. */
function misfit(schema: z.ZodType, value: unknown): number {
  const parsed = schema.safeParse(value);
  if (parsed.success) return 0;
  const count = (issues: readonly z.core.$ZodIssue[]): number =>
    issues.reduce(
      (total, issue) =>
        total +
        (issue.code === 'invalid_union' && issue.errors.length > 0
          ? Math.min(...issue.errors.map(count))
          : 1),
      0,
    );
  return count(parsed.error.issues);
}

/**
 * The sample with each value swapped for the first candidate its schema takes, one value at a
 * time: a request that passes validation reaches the handler, and then one broken value does too.
 */
function fitted(
  schema: z.ZodType | undefined,
  sample: unknown,
  candidates: readonly unknown[] = [...TEXT_CANDIDATES, ...OTHER_CANDIDATES],
): unknown {
  if (!schema) return sample;
  let best = sample;
  let bestMisfit = misfit(schema, best);
  for (const leaf of leaves(sample)) {
    if (bestMisfit === 0) break;
    for (const candidate of candidates) {
      const trial = replaced(best, leaf.path, candidate);
      const trialMisfit = misfit(schema, trial);
      if (trialMisfit < bestMisfit) {
        best = trial;
        bestMisfit = trialMisfit;
      }
    }
  }
  return best;
}

/** Fields the routes read that read their body themselves (the form saves, the upload). */
const FORM_SAMPLE: Record<string, unknown> = {
  id: '1',
  name: 'Asha Rao',
  email: 'lapsed@example.com',
  mobile_number: '9800000013',
  phone: '9800000013',
  state: '1',
  membership_id: '1',
  journey: 'new',
  is_draft: '1',
  members: [],
  director: [],
  verification_token: 'x',
  field: 'address_proof',
  old_file_name: '/api/files/x.pdf',
};

/** A route's sampled body: from its schema, or the form fields when it reads the body itself. */
export function sampleBody(route: RouteUnderTest): unknown {
  return route.body ? fitted(route.body, sampleOf(jsonSchemaOf(route.body))) : FORM_SAMPLE;
}

/** The query's keys, and a sample of the required ones (a filter left out filters nothing). */
function sampleQuery(route: RouteUnderTest): {
  keys: string[];
  sample: Record<string, string>;
} {
  const schema = jsonSchemaOf(route.querystring);
  const required = new Set(schema.required ?? []);
  const sampled = sampleOf(schema);
  const query: Record<string, string> = {};
  if (typeof sampled === 'object' && sampled !== null) {
    for (const [key, value] of Object.entries(sampled)) {
      if (required.has(key) && value !== null && value !== undefined) query[key] = String(value);
    }
  }
  return {
    keys: Object.keys(schema.properties ?? {}),
    sample: fitted(route.querystring, query, TEXT_CANDIDATES) as Record<string, string>,
  };
}

// Path values, raw as they appear in a URL: NUL, ids beyond PostgreSQL's integer, negative and
// non-numeric ids, long text, broken base64 and percent-encoding, unicode.
const PATH_VALUES = [
  '%00',
  'a%00b',
  '2147483648',
  '9999999999',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  'null',
  '%20',
  'x'.repeat(900),
  'x'.repeat(1100),
  '!!!',
  'MQ',
  'AA==',
  'LTE=',
  'OTk5OTk5OTk5OQ==',
  'MTIzNDU2Nzg5MDEyMzQ1Ng==',
  '%C3%A9',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  'PT-99999999999999',
  'PT-1%00',
  '..%2F..%2Fetc%2Fpasswd',
];

/** Candidates for a path value its params schema accepts (the first that parses wins). */
const GOOD_PATH_VALUES = ['1', 'MQ==', 'approve', 'register', 'new', 'north', 'WELCOME10', 'x'];

function encodeQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The route's path with each param filled: a value its schema takes, or the given raw one. */
function pathWith(route: RouteUnderTest, names: string[], raw: Record<string, string> = {}) {
  const good: Record<string, string> = {};
  for (const name of names) {
    const fits = GOOD_PATH_VALUES.find((candidate) => {
      if (!route.params) return true;
      const trial = Object.fromEntries(names.map((other) => [other, good[other] ?? candidate]));
      trial[name] = candidate;
      const parsed = route.params.safeParse(trial);
      return parsed.success || !parsed.error.issues.some((issue) => issue.path[0] === name);
    });
    good[name] = fits ?? '1';
  }
  return route.path
    .replace(/:(\w+)/g, (_match, name: string) => raw[name] ?? encodeURIComponent(good[name] ?? ''))
    .replace(/\*/g, raw['*'] ?? 'x');
}

function paramNames(route: RouteUnderTest): string[] {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return route.path.includes('*') ? [...names, '*'] : names;
}

// Query values, raw: NUL, ids beyond integer, wrong types, long and odd text, broken encoding.
const QUERY_VALUES = [
  '%00',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1e400',
  'NaN',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%ZZ',
  'x'.repeat(5000),
];

function queryProbes(route: RouteUnderTest, path: string, payload: Payload | undefined): Probe[] {
  const { keys, sample } = sampleQuery(route);
  const probes: Probe[] = [];
  // A route without a query schema reads no query: a NUL in one still reaches the input guard.
  const unread = route.querystring ? [] : ['q=%00'];
  for (const text of unread) {
    probes.push({
      description: `query ${text}`,
      url: `${path}?${text}`,
      ...(payload ? { payload } : {}),
    });
  }
  for (const key of keys) {
    const others = encodeQuery(
      Object.fromEntries(Object.entries(sample).filter(([k]) => k !== key)),
    );
    const prefix = others ? `${others}&` : '';
    const raw = [
      ...QUERY_VALUES.map((value) => [`${key}=${short(value)}`, `${key}=${value}`]),
      [`${key} twice`, `${key}=1&${key}=2`],
      [`${key}[a]`, `${key}[a]=1`],
    ];
    for (const [description, text] of raw) {
      probes.push({
        description: `query ${description}`,
        url: `${path}?${prefix}${text}`,
        ...(payload ? { payload } : {}),
      });
    }
  }
  probes.push({
    description: 'query of NUL keys',
    url: `${path}?%00=%00`,
    ...(payload ? { payload } : {}),
  });
  return probes;
}

type Leaf = { path: (string | number)[]; value: unknown };

function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) {
    return value.length === 0
      ? [{ path, value }]
      : value.flatMap((item, index) => leaves(item, [...path, index]));
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0
      ? [{ path, value }]
      : entries.flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path, value }];
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head = '', ...rest] = path;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(head)] = replaced(copy[Number(head)], rest, by);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[String(head)] = replaced(copy[String(head)], rest, by);
  return copy;
}

/** What one value of a body is replaced with. */
const LEAF_MUTATIONS: { name: string; apply: (value: unknown) => unknown }[] = [
  { name: 'NUL appended', apply: (value) => `${typeof value === 'string' ? value : 'x'}\u0000` },
  { name: 'integer overflow', apply: () => 2_147_483_648 },
  { name: 'integer overflow as text', apply: () => '9999999999' },
  { name: 'huge number', apply: () => 1e21 },
  { name: 'negative', apply: () => -1 },
  { name: 'fraction', apply: () => 1.5 },
  { name: 'null', apply: () => null },
  { name: 'object', apply: () => ({ a: 1 }) },
  { name: 'list', apply: () => [1] },
  { name: 'long text', apply: () => 'x'.repeat(20_000) },
  { name: 'lone surrogate', apply: () => '\ud800' },
];

const json = (payload: string | Buffer, type = 'application/json'): Payload => ({
  headers: { 'content-type': type },
  payload,
});

function multipartBody(fields: Record<string, unknown>, file = false): Payload {
  const boundary = '----porticofuzz';
  const parts = Object.entries(fields).map(([name, value]) => {
    const text =
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
  });
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\u0000\r\n',
    );
  }
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

const DEEP = 5_000;

/** Whole bodies that are broken as a whole: not JSON, the wrong type, not the declared type. */
const RAW_BODIES: { name: string; payload: Payload }[] = [
  { name: 'invalid JSON', payload: json('{"a":') },
  { name: 'JSON string with NUL', payload: json('"\\u0000"') },
  { name: 'JSON list', payload: json('[1,2]') },
  { name: 'JSON null', payload: json('null') },
  { name: 'JSON number beyond double', payload: json('1e400') },
  { name: 'ids beyond double', payload: json('{"id":1e400,"user_id":1e400,"history_id":1e400}') },
  { name: 'deeply nested lists', payload: json(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`) },
  { name: 'deeply nested objects', payload: json(`${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`) },
  { name: 'prototype key', payload: json('{"__proto__":{"admin":true}}') },
  {
    name: 'invalid UTF-8',
    payload: json(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])),
  },
  { name: 'empty JSON', payload: json('') },
  { name: 'JSON in another charset', payload: json('{}', 'application/json; charset=utf-16') },
  { name: 'text', payload: json('hello\u0000', 'text/plain') },
  {
    name: 'url-encoded',
    payload: json('a=%00&id=9999999999', 'application/x-www-form-urlencoded'),
  },
  { name: 'bytes', payload: json(Buffer.from([0, 1, 2, 255]), 'application/octet-stream') },
  { name: 'XML', payload: json('<a>\u0000</a>', 'application/xml') },
  { name: 'multipart without boundary', payload: json('a', 'multipart/form-data') },
  { name: 'multipart with empty boundary', payload: json('a', 'multipart/form-data; boundary=') },
  {
    name: 'multipart not matching its boundary',
    payload: json('garbage', 'multipart/form-data; boundary=zz'),
  },
  {
    name: 'multipart cut short',
    payload: json(
      '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
      'multipart/form-data; boundary=zz',
    ),
  },
  {
    name: 'multipart part without a name',
    payload: json(
      '--zz\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--zz--\r\n',
      'multipart/form-data; boundary=zz',
    ),
  },
];

function short(text: string): string {
  return text.length > 24 ? `${text.slice(0, 12)}…(${text.length} chars)` : JSON.stringify(text);
}

function bodyProbes(route: RouteUnderTest, url: string): Probe[] {
  const sample = sampleBody(route);
  const probes: Probe[] = [
    { description: 'sampled body', url, payload: json(JSON.stringify(sample)) },
  ];
  for (const leaf of leaves(sample)) {
    const where = leaf.path.join('.') || 'body';
    for (const mutation of LEAF_MUTATIONS) {
      probes.push({
        description: `body ${where}: ${mutation.name}`,
        url,
        payload: json(JSON.stringify(replaced(sample, leaf.path, mutation.apply(leaf.value)))),
      });
    }
  }
  for (const raw of RAW_BODIES)
    probes.push({ description: `body: ${raw.name}`, url, payload: raw.payload });

  // The same fields as a form, as the web app posts the applicant's saves.
  if (typeof sample === 'object' && sample !== null && !Array.isArray(sample)) {
    const fields = sample as Record<string, unknown>;
    probes.push({ description: 'form: sampled fields', url, payload: multipartBody(fields) });
    probes.push({ description: 'form: with a file', url, payload: multipartBody(fields, true) });
    for (const key of Object.keys(fields)) {
      const variants = [
        ['NUL', `${String(fields[key])}\u0000`, false],
        ['NUL, with a file', `${String(fields[key])}\u0000`, true],
        ['integer overflow', '9999999999', false],
      ] as const;
      for (const [name, value, file] of variants) {
        probes.push({
          description: `form ${key}: ${name}`,
          url,
          payload: multipartBody({ ...fields, [key]: value }, file),
        });
      }
    }
  }
  return probes;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The route's URL with path values and a query its schemas accept. */
export function plainUrlOf(route: RouteUnderTest): string {
  const path = pathWith(route, paramNames(route));
  const query = encodeQuery(sampleQuery(route).sample);
  return query ? `${path}?${query}` : path;
}

/** Every probe of one route, in a fixed order. */
export function probesFor(route: RouteUnderTest): Probe[] {
  const names = paramNames(route);
  const path = pathWith(route, names);
  const probes: Probe[] = [];
  const hasBody = BODY_METHODS.has(route.method);
  const plainBody = hasBody ? json(JSON.stringify(sampleBody(route))) : undefined;
  const query = encodeQuery(sampleQuery(route).sample);
  const withQuery = (url: string) => (query ? `${url}?${query}` : url);
  for (const name of names) {
    for (const value of PATH_VALUES) {
      probes.push({
        description: `path ${name}=${short(value)}`,
        url: withQuery(pathWith(route, names, { [name]: value })),
        ...(plainBody ? { payload: plainBody } : {}),
      });
    }
  }
  probes.push(...queryProbes(route, path, plainBody));
  if (hasBody) probes.push(...bodyProbes(route, withQuery(path)));
  return probes;
}
