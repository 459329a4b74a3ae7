import { feedback } from '@oms/ui';
import { createApiClient } from '@oms/api-client';
import { readAuth } from '../app/session/authStorage.ts';

const baseURL = import.meta.env.VITE_API_BASE ?? '';
const ssoUrl = import.meta.env.VITE_SSO_URL ?? '/sso';

/** The one client of the console: browser navigation and an antd alert are its host. */
export const apiClient = createApiClient({
  baseURL,
  ssoUrl,
  getAuth: readAuth,
  currentUrl: () => window.location.href,
  navigate: (url) => window.location.assign(url),
  // The kit's alert ignores Escape and the backdrop, so 10001 is always confirmed before the redirect.
  alert: ({ title, content, okText }) => feedback.alert({ title, content, okText, type: 'warning' }),
});

/** The SSO page with a jump back to `path` on this console. */
export function ssoUrlFor(path: string): string {
  return `${ssoUrl}?jump=${encodeURIComponent(window.location.origin + path)}`;
}
