import { defaultBrand, isBrand, type Brand } from '@oms/api-client';

/**
 * The brand comes from the server (OMS_BRAND), which writes it into index.html's
 * `<meta name="oms-brand">`, so one build serves every brand; VITE_BRAND covers the dev server.
 */
export function currentBrand(doc: Document = document): Brand {
  const fromPage = doc.querySelector('meta[name="oms-brand"]')?.getAttribute('content');
  if (isBrand(fromPage)) return fromPage;
  const fromBuild = import.meta.env.VITE_BRAND;
  return isBrand(fromBuild) ? fromBuild : defaultBrand;
}
