// The console reads user_id and user_hash from cookies (spec §3), so they are not HttpOnly.
const BASE = 'Path=/; SameSite=Lax';

export function sessionCookies(userId: number, userHash: string, maxAgeSeconds: number): string[] {
  return [
    `user_id=${userId}; ${BASE}; Max-Age=${maxAgeSeconds}`,
    `user_hash=${encodeURIComponent(userHash)}; ${BASE}; Max-Age=${maxAgeSeconds}`,
  ];
}

export function expiredCookies(): string[] {
  return [`user_id=; ${BASE}; Max-Age=0`, `user_hash=; ${BASE}; Max-Age=0`];
}
