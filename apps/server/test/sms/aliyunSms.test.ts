import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSmsFromEnv, aliyunSmsGateway, percentEncode, signAliyun } from '../../src/modules/sms/aliyunSms.ts';
import { loadConfig } from '../../src/config.ts';
import { outboxSmsGateway } from '../../src/standins/outboxSms.ts';
import { SmsCodes } from '../../src/modules/sms/smsCodes.ts';
import { createTestApp } from '../support/testApp.ts';

// 阿里云短信 SendSms over real HTTP: a local server in Aliyun's place checks the RPC signature as
// Aliyun does, and answers as Aliyun answers.
const SECRET = 'testsecret';
const received: Record<string, string>[] = [];
let answer: object = { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5' };
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const { Signature, ...rest } = params;
      received.push(params);
      const ok = Signature === signAliyun(rest, SECRET);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(ok ? answer : { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const config = () => ({
  accessKeyId: 'LTAI-test',
  accessKeySecret: SECRET,
  signName: '订单管理系统',
  templates: { WITHDRAW: 'SMS_1001', PAY_PASSWORD: 'SMS_1002', BIND_ALIPAY: 'SMS_1003' },
  endpoint: url,
});

describe('阿里云短信 (SendSms)', () => {
  it('encodes as Aliyun signs: !\'()* and spaces percent-encoded, ~ kept', () => {
    expect(percentEncode("a b!'()*~")).toBe('a%20b%21%27%28%29%2A~');
  });

  it('sends the scene’s template with the code, signed; a wrong secret is refused with Aliyun’s words, never the code', async () => {
    await aliyunSmsGateway(config()).send({ phone: '13800138000', scene: 'WITHDRAW', content: '验证码123456', params: { code: '123456' } });
    expect(received.at(-1)).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800138000',
      SignName: '订单管理系统',
      TemplateCode: 'SMS_1001',
      TemplateParam: '{"code":"123456"}',
      SignatureMethod: 'HMAC-SHA1',
      Version: '2017-05-25',
    });
    const wrong = aliyunSmsGateway({ ...config(), accessKeySecret: 'other' });
    const failure = await wrong
      .send({ phone: '13800138000', scene: 'WITHDRAW', content: '验证码654321', params: { code: '654321' } })
      .then(() => null, (e: Error) => e.message);
    expect(failure).toMatch(/^阿里云短信发送失败：SignatureDoesNotMatch/);
    expect(failure).not.toContain('654321');
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' };
    await expect(
      aliyunSmsGateway(config()).send({ phone: '13800138000', scene: 'BIND_ALIPAY', content: 'x', params: { code: '111111' } }),
    ).rejects.toThrow('isv.BUSINESS_LIMIT_CONTROL');
  });

  it('is configured by environment; real Alipay without it does not start', () => {
    expect(aliyunSmsFromEnv({})).toBeNull();
    expect(() => aliyunSmsFromEnv({ ALIYUN_SMS_ACCESS_KEY_ID: 'x' })).toThrow('ALIYUN_SMS_ACCESS_KEY_SECRET is required');
    expect(() =>
      loadConfig({ ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_PUBLIC_KEY: 'k', ALIPAY_SELLER_ID: 's' }),
    ).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID/);
  });
});

describe('the outbox (demo mode)', () => {
  it('keeps the whole text in sms_outbox, and its log line never holds the code', async () => {
    const t = await createTestApp();
    try {
      const lines: string[] = [];
      const codes = new SmsCodes(t.database.db, outboxSmsGateway(t.database.db, (l) => lines.push(l)), 'k');
      await codes.send('13900001234', 'WITHDRAW', null);
      const kept = await t.database.pool.query<{ content: string }>(`select content from sms_outbox where phone = '13900001234'`);
      const code = /验证码(\d{6})/.exec(kept.rows[0]!.content)![1]!;
      expect(lines).toEqual(['sms to 139****1234 (WITHDRAW) kept in the outbox']);
      expect(lines.join('\n')).not.toContain(code);
    } finally {
      await t.close();
    }
  });
});
