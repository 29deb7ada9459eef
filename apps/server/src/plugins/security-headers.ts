// The browser security headers of every answer, set for the whole app by helmet (decision 024). Its
// middleware is built once per set of options and applied to each request's response: built per
// request, as @fastify/helmet does, its policy parsing cost more than many a route. The web app is
// built by Vite into files under 'self' with no inline script or style, so the policy needs nothing
// else of ours; the card provider's checkout (Razorpay) loads its script from checkout.razorpay.com
// (and a risk script from cdn.razorpay.com), opens its payment form in a frame from api.razorpay.com
// and reports to *.razorpay.com.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export type RouteSecurityHeaders = Pick<HelmetOptions, 'contentSecurityPolicy'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own policy in place of the app's (its other headers are the app's). */
    securityHeaders?: RouteSecurityHeaders;
  }
}

const RAZORPAY = {
  scripts: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frames: ['https://api.razorpay.com', 'https://*.razorpay.com'],
} as const;

function contentSecurityPolicy(isProduction: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...RAZORPAY.scripts],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      // blob: the back office previews a stored document it fetched with its token.
      imgSrc: ["'self'", 'blob:', 'https://cdn.razorpay.com'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...RAZORPAY.frames],
      frameSrc: ["'self'", 'blob:', ...RAZORPAY.frames],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Only behind HTTPS: in development the app is served over plain http.
      upgradeInsecureRequests: isProduction ? [] : null,
    },
  };
}

/**
 * For a stored file or a receipt served back as it is: it may load nothing, run nothing (sandbox:
 * no script, no same-origin access) and be framed by nobody, whatever its bytes turn out to be.
 */
export const FILE_DOWNLOAD_HEADERS: RouteSecurityHeaders = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
  },
};

/**
 * For every other answer under /api/: data, not a document, so it may load and run nothing and be
 * framed by nobody (the policy the OWASP REST security cheat sheet gives an API). A few dozen bytes
 * instead of the pages' policy on each of the most frequent answers. The one page under /api/ (the
 * reminders' unsubscribe page) has neither script nor style, and its form posts to itself.
 */
const API_ANSWER_HEADERS: RouteSecurityHeaders = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
};

function appHeaders(isProduction: boolean) {
  return {
    contentSecurityPolicy: contentSecurityPolicy(isProduction),
    xFrameOptions: { action: 'deny' },
    // Emailed links carry tokens in paths and queries: another site gets the origin at most (the
    // card provider checks the payment comes from the merchant's website), never the path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The card provider's bank pages may open in a popup that reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Only in production, where the server sits behind HTTPS; never pinned on a developer's localhost.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  } satisfies HelmetOptions;
}

/** The app's own scripts and stylesheets, as Vite names them under /assets/. */
export const isScriptOrStyleAsset = (url: string) =>
  /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/.test(url);

/**
 * Off for an answer that is not a document: DNS prefetching, popups' opener, IE's download prompt,
 * Flash's cross-domain policy, the old XSS auditor and origin-keyed agent clusters steer only a
 * document's behaviour.
 */
const NO_DOCUMENT_BEHAVIOUR = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const satisfies HelmetOptions;

type SetHeaders = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export function registerSecurityHeaders(
  app: FastifyInstance,
  { isProduction }: { isProduction: boolean },
): void {
  const forTheApp = appHeaders(isProduction);
  const everyRoute: SetHeaders = helmet(forTheApp);
  const ownHeaders = new Map<RouteSecurityHeaders, SetHeaders>();
  const headersOf = (own: RouteSecurityHeaders): SetHeaders => {
    let setHeaders = ownHeaders.get(own);
    if (!setHeaders) {
      setHeaders = helmet({ ...forTheApp, contentSecurityPolicy: own.contentSecurityPolicy });
      ownHeaders.set(own, setHeaders);
    }
    return setHeaders;
  };
  // An API answer is data, not a document: the headers that only steer a document's behaviour are
  // left off, about 200 bytes on every answer; the policy, framing, sniffing, referrer, resource and
  // transport headers stay.
  const dataAnswer: SetHeaders = helmet({
    ...forTheApp,
    ...NO_DOCUMENT_BEHAVIOUR,
    contentSecurityPolicy: API_ANSWER_HEADERS.contentSecurityPolicy,
  });
  // A script or stylesheet the page loads is not a document either, and reads neither those nor the
  // policy, framing and referrer headers: they cost about 1 kB on each of the ~20 files a first page
  // loads (HTTP/1.1 repeats every header). Sniffing, resource and transport headers, which do apply,
  // stay.
  const assetAnswer: SetHeaders = helmet({
    ...forTheApp,
    ...NO_DOCUMENT_BEHAVIOUR,
    contentSecurityPolicy: false,
    referrerPolicy: false,
    xFrameOptions: false,
  });
  const headersFor = (request: FastifyRequest): SetHeaders => {
    const own = request.routeOptions.config.securityHeaders;
    if (own) return headersOf(own);
    if (request.url.startsWith('/api/')) return dataAnswer;
    return isScriptOrStyleAsset(request.url) ? assetAnswer : everyRoute;
  };
  app.addHook('onRequest', (request, reply, done) => {
    headersFor(request)(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
