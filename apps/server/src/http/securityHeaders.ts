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
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", ...PRINT_SERVICE_ORIGINS, 'ws://localhost:8000', 'ws://localhost:18000', 'wss://localhost:8443'],
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
