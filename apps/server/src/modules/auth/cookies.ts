// The console reads user_id and user_hash from cookies (spec §3), so they are not HttpOnly.
const BASE = 'Path=/; SameSite=Lax';

/** `Secure` whenever the page itself came over HTTPS (directly, or behind a trusted proxy). */
const attributes = (secure: boolean) => (secure ? `${BASE}; Secure` : BASE);

export function sessionCookies(userId: number, userHash: string, maxAgeSeconds: number, secure: boolean): string[] {
  return [
    `user_id=${userId}; ${attributes(secure)}; Max-Age=${maxAgeSeconds}`,
    `user_hash=${encodeURIComponent(userHash)}; ${attributes(secure)}; Max-Age=${maxAgeSeconds}`,
  ];
}

export function expiredCookies(secure: boolean): string[] {
  return [`user_id=; ${attributes(secure)}; Max-Age=0`, `user_hash=; ${attributes(secure)}; Max-Age=0`];
}
