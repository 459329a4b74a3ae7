/**
 * The address SSO sends the browser to after sign-in. That answer carries a fresh user_hash, so it must
 * never lead off this site: the decision is made on the address the browser will actually follow, not
 * on the text it was given.
 *
 * The answer is a path (`/x?y#z`) that the SSO page assigns to `location`. A path that starts with `//`
 * or `/\` is read by browsers as another host, so the emitted text is parsed again exactly as a browser
 * would parse it against our origin, and anything that does not come back as our origin with the same
 * path is refused.
 */
const DEFAULT_JUMP = '/home';
// Browsers drop tabs and line breaks inside addresses and read `\` as `/`; no real jump has either.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const SUSPICIOUS = /[\u0000-\u001f\u007f\\]|\s/u;

export function resolveJump(jump: string | undefined, origin: string): string | null {
  let own: string;
  try {
    // Normalised, so `host:80` and `host` are one origin.
    own = new URL(origin).origin;
  } catch {
    return null;
  }
  const raw = jump?.trim() ? jump.trim() : DEFAULT_JUMP;
  if (SUSPICIOUS.test(raw)) return null;
  let target: URL;
  try {
    target = new URL(raw, own);
  } catch {
    return null;
  }
  if (target.origin !== own || target.username || target.password) return null;
  if (target.pathname.startsWith('/sso') || target.pathname.startsWith('/api/')) return DEFAULT_JUMP;
  const emitted = target.pathname + target.search + target.hash;
  return followsToOwnPath(emitted, own) ? emitted : null;
}

/** The emitted text, read as a browser reads a relative address, stays on `own` at that very path. */
function followsToOwnPath(emitted: string, own: string): boolean {
  if (!emitted.startsWith('/') || emitted.startsWith('//') || SUSPICIOUS.test(emitted)) return false;
  try {
    const followed = new URL(emitted, own);
    return followed.origin === own && followed.pathname + followed.search + followed.hash === emitted;
  } catch {
    return false;
  }
}

/** The jump with the session added; checked again, so adding the query cannot change where it leads. */
export function withSession(jump: string, origin: string, userId: number, userHash: string): string {
  const own = new URL(origin).origin;
  const next = new URL(jump, own);
  next.searchParams.set('user_id', String(userId));
  next.searchParams.set('user_hash', userHash);
  const emitted = next.pathname + next.search + next.hash;
  if (!followsToOwnPath(emitted, own)) throw new Error('a checked jump changed its target');
  return emitted;
}
