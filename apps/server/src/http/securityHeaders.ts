import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer. Scripts only from our own files (no inline script, no
 * eval), so an injected `<script>` or `onerror=` does nothing. Styles allow inline because antd writes
 * its styles at run time. Images allow data: and blob: (the captcha, label previews) and any https:
 * origin (goods pictures live on the platforms' image hosts; an image cannot run code). Nobody may frame
 * the console (clickjacking).
 *
 * The one outside script is the seller's own local print service: C-Lodop serves CLodopfuncs.js from
 * localhost (8000/18000 over http, 8443 over https) and takes print tasks there. The browser-print
 * fallback shows a PDF from a blob: URL in a hidden frame.
 */
export const PRINT_SERVICE_ORIGINS = [
  'http://localhost:8000',
  'http://localhost:18000',
  'https://localhost:8443',
  'https://localhost.lodop.net:8443',
];

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...PRINT_SERVICE_ORIGINS],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // …and this machine's own ports: the demo's platform stand-in serves the goods pictures over http
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: [
    "'self'",
    ...PRINT_SERVICE_ORIGINS,
    'ws://localhost:8000',
    'ws://localhost:18000',
    'wss://localhost:8443',
  ],
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Helmet's headers worked out once: with no nonce every answer gets the same ones, and working them
 * out per request (helmet builds the policy string each time) cost ~25 µs of every answer — a twentieth
 * of what a warehouse event costs the server.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Tokens travel in the first URL after SSO (spec §3): no Referer may carry them off.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  })({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish at once');
  return Object.freeze(headers);
}
