import crypto from 'node:crypto';
import type { SmsGateway } from './smsGateway.ts';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved 短信签名 (e.g. 订单管理系统). */
  signName: string;
  /** The approved template of each scene, its variable named `code` (e.g. 您的验证码为${code}). */
  templates: Record<string, string>;
  /** Default https://dysmsapi.aliyuncs.com/ */
  endpoint?: string;
  timeoutMs?: number;
}

/** RFC 3986 as Aliyun's RPC signature wants it: `!'()*` encoded too, space as %20, `~` kept. */
export const percentEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Aliyun RPC signature (SignatureVersion 1.0, HMAC-SHA1) over the sorted parameters of a POST. */
export function signAliyun(params: Record<string, string>, secret: string, method = 'POST'): string {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
  const toSign = `${method}&${percentEncode('/')}&${percentEncode(query)}`;
  return crypto.createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

/** The real text-message provider: 阿里云短信 SendSms (dysmsapi 2017-05-25). */
export function aliyunSmsGateway(config: AliyunSmsConfig): SmsGateway {
  const endpoint = config.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
  return {
    async send({ phone, scene, params }) {
      const template = config.templates[scene];
      if (!template) throw new Error(`no SMS template configured for ${scene}`);
      const request: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: crypto.randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: template,
        TemplateParam: JSON.stringify(params),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      request.Signature = signAliyun(request, config.accessKeySecret);
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(request).toString(),
        signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
      });
      const answer = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
      // The code is never in the error: only the provider's own words.
      if (answer.Code !== 'OK') throw new Error(`阿里云短信发送失败：${answer.Code ?? res.status} ${answer.Message ?? ''}`.trim());
    },
  };
}

/** The provider from the environment (ALIYUN_SMS_ACCESS_KEY_ID …), or null: demo mode's outbox then. */
export function aliyunSmsFromEnv(env: NodeJS.ProcessEnv): AliyunSmsConfig | null {
  if (!env.ALIYUN_SMS_ACCESS_KEY_ID) return null;
  const need = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required with ALIYUN_SMS_ACCESS_KEY_ID`);
    return value;
  };
  return {
    accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID,
    accessKeySecret: need('ALIYUN_SMS_ACCESS_KEY_SECRET'),
    signName: need('ALIYUN_SMS_SIGN_NAME'),
    templates: {
      WITHDRAW: need('ALIYUN_SMS_TEMPLATE_WITHDRAW'),
      PAY_PASSWORD: need('ALIYUN_SMS_TEMPLATE_PAY_PASSWORD'),
      BIND_ALIPAY: need('ALIYUN_SMS_TEMPLATE_BIND_ALIPAY'),
    },
    ...(env.ALIYUN_SMS_ENDPOINT ? { endpoint: env.ALIYUN_SMS_ENDPOINT } : {}),
  };
}
