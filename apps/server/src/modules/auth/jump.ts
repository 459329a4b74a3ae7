/**
 * The address SSO sends the browser to after sign-in. Only the site's own origin is allowed: an
 * open redirect would hand a fresh user_hash to whoever wrote the link.
 */
export function resolveJump(jump: string | undefined, origin: string): URL | null {
  let target: URL;
  let own: string;
  try {
    // Normalised, so `host:80` and `host` are one origin.
    own = new URL(origin).origin;
    target = new URL(jump && jump.trim() ? jump.trim() : '/home', own);
  } catch {
    return null;
  }
  if (target.origin !== own) return null;
  if (target.pathname.startsWith('/sso') || target.pathname.startsWith('/api/')) target = new URL('/home', origin);
  return target;
}

export function withSession(target: URL, userId: number, userHash: string): string {
  const next = new URL(target);
  next.searchParams.set('user_id', String(userId));
  next.searchParams.set('user_hash', userHash);
  return next.pathname + next.search + next.hash;
}
