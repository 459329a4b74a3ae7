import { expect, type BrowserContext, type ConsoleMessage, type Page, type Response } from '@playwright/test';

/** Request URLs that are ours to make: the page's own origin, and data:/blob: which never leave the browser. */
function isLocalScheme(url: string) {
  return url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('about:');
}

/**
 * Watches one browser context for anything leaving our origin: every request is recorded, and requests
 * to another host are aborted before they go out (so a leak is seen, never followed). Dialogs are
 * recorded and dismissed, so a `javascript:` jump that ran would show up.
 */
export class OffsiteGuard {
  /** Every http(s) request the context made, in order. */
  readonly requests: string[] = [];
  /** Requests to a host other than ours (aborted). */
  readonly offsite: string[] = [];
  /** Referer headers sent with any request. */
  readonly referers: string[] = [];
  readonly dialogs: string[] = [];
  readonly origin: string;

  private constructor(base: string) {
    this.origin = new URL(base).origin;
  }

  static async install(context: BrowserContext, base: string): Promise<OffsiteGuard> {
    const guard = new OffsiteGuard(base);
    context.on('request', (request) => {
      const url = request.url();
      if (isLocalScheme(url)) return;
      guard.requests.push(url);
      const referer = request.headers()['referer'];
      if (referer) guard.referers.push(referer);
    });
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (!isLocalScheme(url) && !guard.isOwn(url)) {
        guard.offsite.push(url);
        await route.abort('blockedbyclient');
        return;
      }
      await route.continue();
    });
    context.on('page', (page) => guard.watchDialogs(page));
    return guard;
  }

  private watchDialogs(page: Page) {
    page.on('dialog', (dialog) => {
      this.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
  }

  /** Forgets what was recorded, for the next step of a test that reuses its context. */
  reset() {
    for (const list of [this.requests, this.offsite, this.referers, this.dialogs]) list.length = 0;
  }

  isOwn(url: string): boolean {
    try {
      return new URL(url).origin === this.origin;
    } catch {
      return false;
    }
  }

  /** Requests whose URL names the given host anywhere (host, path or query), ours included. */
  mentioning(host: string): string[] {
    return this.requests.filter((url) => url.toLowerCase().includes(host.toLowerCase()) && !this.isOwn(url));
  }
}

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
  disposition: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/**
 * Collects Content-Security-Policy violations of a context: `securitypolicyviolation` events recorded
 * by an init script into window.__cspViolations (per document), and the console's "Refused to …" lines.
 */
export class CspRecorder {
  readonly consoleLines: string[] = [];
  readonly pageErrors: string[] = [];

  static async install(context: BrowserContext): Promise<CspRecorder> {
    const recorder = new CspRecorder();
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener(
        'securitypolicyviolation',
        (e) => {
          window.__cspViolations!.push({
            directive: e.effectiveDirective || e.violatedDirective,
            blocked: e.blockedURI,
            source: e.sourceFile,
            line: e.lineNumber,
            sample: e.sample,
            disposition: e.disposition,
          });
        },
        true,
      );
    });
    context.on('console', (msg: ConsoleMessage) => {
      const text = msg.text();
      if (/Content Security Policy|Refused to/i.test(text)) {
        recorder.consoleLines.push(`${msg.page()?.url() ?? ''}: ${text}`);
      }
    });
    context.on('weberror', (error) => recorder.pageErrors.push(String(error.error())));
    return recorder;
  }

  /** The violations the current document recorded, each as a readable line. */
  async violations(page: Page): Promise<string[]> {
    const recorded = await page.evaluate(() => window.__cspViolations ?? []);
    return recorded.map(
      (v) =>
        `${page.url()}: ${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}:${v.line} ${v.sample} [${v.disposition}]`,
    );
  }

  /** Every violation seen so far: the current document's events and all console reports. */
  async expectNone(page: Page, where: string) {
    const events = await this.violations(page);
    expect({ events, console: this.consoleLines }, `CSP violations on ${where}`).toEqual({
      events: [],
      console: [],
    });
  }
}

/** The policy headers every document must carry. */
export function expectSecurityHeaders(response: Response | null, where: string) {
  expect(response, `document response of ${where}`).not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-security-policy'], `content-security-policy of ${where}`).toContain(
    "frame-ancestors 'none'",
  );
  expect(headers['content-security-policy'], `content-security-policy of ${where}`).toContain(
    "script-src 'self'",
  );
  expect(headers['x-content-type-options'], `x-content-type-options of ${where}`).toBe('nosniff');
}

export interface SsoAnswer {
  errorCode: number;
  errorMsg: string;
  data: { userId: number; userHash: string; redirect: string } | null;
}

/**
 * The real /sso page opened with a `jump` parameter; submits the form and reports the server's answer.
 * When the server asks for the image captcha (40014) it reads the answer from the test-only header and
 * submits again, so earlier failures from this client cannot change what a test sees.
 */
export class SsoJumpPage {
  private captchaAnswer = '';
  private routed = false;
  private readonly answers: SsoAnswer[] = [];
  private answered: (() => void) | null = null;

  constructor(private readonly page: Page) {
    page.on('response', (response) => {
      if (response.url().includes('/api/b2/purchaser/auth/captcha')) {
        this.captchaAnswer = response.headers()['x-test-captcha'] ?? '';
      }
    });
  }

  /**
   * Reads each /api/sso/login answer on its way to the page (the page leaves right after a success,
   * taking the body with it) and hands it on unchanged, headers and cookies included.
   */
  private async watchAnswers() {
    await this.page.route(
      (url) => url.pathname === '/api/sso/login',
      async (route) => {
        const response = await route.fetch();
        this.answers.push((await response.json()) as SsoAnswer);
        await route.fulfill({ response });
        this.answered?.();
      },
    );
  }

  async open(jump?: string): Promise<Response | null> {
    if (!this.routed) {
      this.routed = true;
      await this.watchAnswers();
    }
    const response = await this.page.goto(
      jump === undefined ? '/sso' : `/sso?jump=${encodeURIComponent(jump)}`,
    );
    await expect(this.page.getByRole('heading', { name: '统一身份认证' })).toBeVisible();
    return response;
  }

  error() {
    return this.page.locator('#error');
  }

  captchaImage() {
    return this.page.locator('#captchaImage');
  }

  /** Types the credentials, submits, and returns the answer of /api/sso/login (after a captcha if asked). */
  async signIn(username: string, password: string): Promise<SsoAnswer> {
    await this.page.getByLabel('账号').fill(username);
    await this.page.getByLabel('密码').fill(password);
    let answer = await this.submit();
    if (answer.errorCode === 40014) {
      await expect(this.captchaImage()).toBeVisible();
      await expect.poll(() => this.captchaAnswer).not.toBe('');
      await this.page.getByLabel('验证码', { exact: true }).fill(this.captchaAnswer);
      answer = await this.submit();
    }
    return answer;
  }

  private async submit(): Promise<SsoAnswer> {
    const count = this.answers.length;
    const next = new Promise<void>((resolve) => (this.answered = resolve));
    await this.page.getByRole('button', { name: '登录' }).click();
    await next;
    expect(this.answers).toHaveLength(count + 1);
    return this.answers[count]!;
  }
}
