import type { Page } from '@playwright/test';

export interface FirstLoad {
  /** JavaScript bytes as they crossed the wire (compressed). */
  jsBytes: number;
  jsFiles: number;
  /** Each script: its path, compressed size and Content-Encoding. */
  scripts: { url: string; bytes: number; encoding: string }[];
  firstContentfulPaintMs: number | null;
}

/**
 * Loads `path` in a page with an empty cache and counts the scripts it fetched until the network is
 * idle: their compressed size from Content-Length, and when the first content was painted.
 */
export async function measureFirstLoad(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<FirstLoad> {
  const sizes: Promise<{ bytes: number; encoding: string; url: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response.allHeaders().then(async (headers) => ({
        bytes: Number(headers['content-length'] ?? (await response.body()).length),
        encoding: headers['content-encoding'] ?? 'identity',
        url: response.url(),
      })),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  const firstContentfulPaintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  return {
    jsBytes: all.reduce((sum, s) => sum + s.bytes, 0),
    jsFiles: all.length,
    scripts: all.map((s) => ({ url: new URL(s.url).pathname, bytes: s.bytes, encoding: s.encoding })),
    firstContentfulPaintMs,
  };
}
