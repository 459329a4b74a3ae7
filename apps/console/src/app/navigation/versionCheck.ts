export const APP_VERSION_KEY = 'app_version';
export const DEFAULT_APP_VERSION = '1.9.0';
/** Spec §4's dialog ("version update notice" / "I know"), in the console's language. */
export const VERSION_DIALOG_TITLE = '版本更新通知';
export const VERSION_DIALOG_BUTTON = '我知道了';

let checking = false;

export interface VersionCheckHost {
  fetchVersion(): Promise<{ version?: unknown; desc?: unknown }>;
  /** Resolves when the user confirms the dialog. */
  showNotice(desc: string): Promise<void>;
  reload(): void;
}

/**
 * Runs on navigation (spec §4): the first visit stores 1.9.0; later visits compare with
 * /version.json and, when it differs, show its desc once, store the new version and reload.
 * One check at a time; a failed check is silently ignored.
 */
export async function checkVersion(host: VersionCheckHost): Promise<void> {
  const stored = localStorage.getItem(APP_VERSION_KEY);
  if (!stored) {
    localStorage.setItem(APP_VERSION_KEY, DEFAULT_APP_VERSION);
    return;
  }
  if (checking) return;
  checking = true;
  try {
    const file = await host.fetchVersion();
    const version = typeof file.version === 'string' ? file.version : null;
    if (!version || version === stored) return;
    await host.showNotice(typeof file.desc === 'string' ? file.desc : '');
    localStorage.setItem(APP_VERSION_KEY, version);
    host.reload();
  } catch {
    // A version check must never get in the way of work.
  } finally {
    checking = false;
  }
}

export async function fetchVersionFile() {
  const res = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
  return (await res.json()) as { version?: unknown; desc?: unknown };
}
