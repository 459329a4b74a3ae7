/**
 * The two shared dropship demo logins (daifademo01, daifademo02 and the like) are for showing the
 * product only; a browser signed in as one is signed out and its storage cleared (spec §6).
 */
const DEMO_DROPSHIP = /^daifademo\d*$/i;

export function isDemoDropshipAccount(username: string): boolean {
  return DEMO_DROPSHIP.test(username);
}
