import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, purchaserLogin, type Session, type TestApp } from '../support/testApp.ts';
import { fetchImage, isInternalAddress } from '../../src/modules/labelTemplates/labelImages.ts';

// a 1×1 PNG and the start of a JPEG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAG7buVgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);

let t: TestApp;
let owner: Session;
let images: Server;
let base = '';
let hits = 0;

beforeAll(async () => {
  images = createServer((req, res) => {
    hits++;
    if (req.url === '/logo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (req.url === '/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    if (req.url === '/moved') return res.writeHead(302, { location: '/logo.png' }).end();
    if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>');
    if (req.url === '/huge.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  t = await createTestApp({ exposeCaptchaAnswer: true, imageProxyAllowInternal: true });
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => images.close(r));
});

const get = (url: string, who: Session | null = owner) =>
  t.app.inject({ method: 'GET', url: `/api/b2/label/image?url=${encodeURIComponent(url)}`, headers: who?.headers ?? {} });

describe('label images through the server', () => {
  it('serves PNG and JPEG with their type, follows a redirect, and keeps them a day', async () => {
    const png = await get(`${base}/logo.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`${base}/photo.jpg`)).headers['content-type']).toBe('image/jpeg');
    expect((await get(`${base}/moved`)).rawPayload.equals(PNG)).toBe(true);
    const before = hits;
    expect((await get(`${base}/logo.png`)).statusCode).toBe(200);
    expect(hits).toBe(before);
  });

  it('refuses what is not an image, too big, missing, not http(s), or anonymous, in Chinese', async () => {
    const cases: [string, string][] = [
      [`${base}/page.html`, '只支持 PNG 或 JPEG 图片'],
      [`${base}/huge.png`, '图片超过 2MB，请换一张小一些的图片'],
      [`${base}/missing.png`, '图片下载失败：对方返回 404'],
      ['ftp://example.com/a.png', '图片地址必须以 http:// 或 https:// 开头'],
    ];
    for (const [url, message] of cases) expect((await get(url)).json()).toMatchObject({ errorCode: 40000, errorMsg: message });
    expect((await get(`${base}/logo.png`, null)).json().errorCode).toBe(10000);
  });

  it('never reads internal addresses unless told to', async () => {
    await expect(fetchImage(`${base}/logo.png`, false)).rejects.toThrow('不能使用内网地址的图片');
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '::1', 'fd00::1', '::ffff:10.0.0.1', '0.0.0.0'])
      expect(isInternalAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '47.96.1.2', '2408:8000::1']) expect(isInternalAddress(a), a).toBe(false);
  });
});
