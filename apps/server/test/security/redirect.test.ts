import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJump } from '../../src/modules/auth/jump.ts';
import { codeOf, createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The SSO jump: whatever the text, the answer must never lead a browser to another host, since it
 * carries user_id and user_hash. The browser's own reading of the answer (WHATWG URL, which Node's URL
 * implements) is the judge.
 */
const HOST = 'console.example';
const ORIGIN = `http://${HOST}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (jump: string) =>
  t.app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'seller', password: 'seller123', jump }, headers: { host: HOST } });

/** Jumps that must never leave our origin. Many are refused; a few resolve to a harmless own path. */
const hostile: string[] = [
  // Dot segments that leave `//host` at the start of the path.
  '/.//other.example/x',
  '/./\\other.example/x',
  '/a/..//other.example/x',
  '/..//other.example',
  '/%2e//other.example/x',
  '/%2E%2E//other.example',
  '/.%2F/other.example',
  `${ORIGIN}/.//other.example/x`,
  `${ORIGIN}/a/../..//other.example`,
  // Our origin followed by doubled slashes.
  `${ORIGIN}//other.example/x`,
  `${ORIGIN}///other.example/x`,
  `${ORIGIN}/\\other.example/x`,
  `${ORIGIN}\\\\other.example`,
  // Protocol-relative and backslash forms.
  '//other.example',
  '//other.example/home',
  '///other.example',
  '////other.example',
  '/\\other.example',
  '\\/other.example',
  '\\\\other.example',
  '/\\/other.example',
  '\\other.example',
  // Other hosts, schemes and ports.
  'http://other.example',
  'https://other.example/x',
  'HTTP://other.example',
  'http:other.example',
  'http:/other.example',
  'http:\\\\other.example',
  'https:///other.example',
  'ftp://other.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  `${ORIGIN}:8443/home`,
  `https://${HOST}/home`,
  `http://${HOST}.other.example/home`,
  `http://other.example/${HOST}`,
  // Credentials and @ tricks.
  `http://${HOST}@other.example/`,
  `http://${HOST}:80@other.example/`,
  `//${HOST}@other.example`,
  `http://user:pass@${HOST}/home`,
  '/@other.example',
  '@other.example',
  // Tabs, newlines and other whitespace that browsers strip.
  '/\t/other.example',
  '/\n/other.example',
  '/\r\n/other.example',
  '\t//other.example',
  '/ /other.example',
  '/\u00a0/other.example',
  '/\u3000/other.example',
  // Encodings.
  '/%2F/other.example',
  '%2F%2Fother.example',
  '/%5Cother.example',
  '%5C%5Cother.example',
  '/%09/other.example',
  '/%0a/other.example',
  // Full-width and look-alike dots, slashes and colons.
  'http://other。example/x',
  'http://other．example/x',
  '／／other.example',
  '/／other.example',
  'http：//other.example',
  // Our own sign-in and API, which would loop or answer JSON.
  '/sso?jump=//other.example',
  '/api/sso/login',
  // Oversized and empty-looking.
  `/${'a'.repeat(1990)}//other.example`,
  '   ',
];

/** Where a browser on our SSO page goes when it does `location.replace(redirect)`. */
const followed = (redirect: string) => new URL(redirect, `${ORIGIN}/sso`);

describe('SSO jump: never off our origin', () => {
  it('the corpus is large enough to mean something', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(60);
  });

  it.each(hostile.map((jump) => [JSON.stringify(jump), jump]))('%s stays on our origin or is refused', async (_name, jump) => {
    const res = await signIn(jump);
    const body = res.json();
    if (body.errorCode !== 0) {
      expect(body).toMatchObject({ errorCode: 40000, errorMsg: jump.length > 2000 ? '跳转地址过长' : '不允许跳转到其他站点' });
      expect(res.headers['set-cookie']).toBeUndefined();
      return;
    }
    const redirect: string = body.data.redirect;
    expect(redirect.startsWith('/')).toBe(true);
    expect(redirect.startsWith('//')).toBe(false);
    expect(redirect).not.toMatch(/^\/\\/);
    const target = followed(redirect);
    expect(target.origin).toBe(ORIGIN);
    expect(target.pathname).not.toMatch(/^\/\//);
    expect(target.pathname.startsWith('/api/')).toBe(false);
    expect(target.pathname.startsWith('/sso')).toBe(false);
  });

  it('the review\'s two examples are refused outright', async () => {
    for (const jump of ['/.//other.example/x', `${ORIGIN}//other.example/x`]) {
      expect((await signIn(jump)).json()).toMatchObject({ errorCode: 40000, errorMsg: '不允许跳转到其他站点', data: { field: 'jump' } });
    }
  });

  it.each([
    ['/order/orderList?tab=2#top', '/order/orderList?tab=2&user_id='],
    [`${ORIGIN}/home`, '/home?user_id='],
    ['', '/home?user_id='],
    ['/afterSale/afterSaleList?keyword=%E4%B8%AD', '/afterSale/afterSaleList?keyword=%E4%B8%AD&user_id='],
  ])('an own address %j keeps its path and query', async (jump, prefix) => {
    const res = await signIn(jump);
    expect(codeOf(res)).toBe(0);
    expect(res.json().data.redirect.startsWith(prefix)).toBe(true);
  });

  it('the resolver refuses what the browser would read as another host, and sends /sso and /api/ home', () => {
    expect(resolveJump('/.//other.example/x', ORIGIN)).toBeNull();
    expect(resolveJump('/\\other.example', ORIGIN)).toBeNull();
    expect(resolveJump('/sso?x=1', ORIGIN)).toBe('/home');
    expect(resolveJump('/api/b2/user', ORIGIN)).toBe('/home');
    expect(resolveJump(undefined, ORIGIN)).toBe('/home');
  });
});
