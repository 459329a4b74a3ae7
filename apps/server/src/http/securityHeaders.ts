/**
 * The Content-Security-Policy of every answer. Scripts only from our own files (no inline script, no
 * eval), so an injected `<script>` or `onerror=` does nothing. Styles allow inline because antd writes
 * its styles at run time. Images allow data: and blob: (the captcha, label previews) and any https:
 * origin (goods pictures live on the platforms' image hosts; an image cannot run code). Nobody may frame
 * the console (clickjacking).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
