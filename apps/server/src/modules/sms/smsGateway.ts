/**
 * Sends one text message: `content` is the whole text (the outbox shows it), `params` what a provider's
 * approved template takes (`{ code }`). The demo's stand-in keeps it in `sms_outbox`; with real
 * Alipay a real provider (`aliyunSms.ts`) sends it.
 */
export interface SmsGateway {
  send(message: { phone: string; scene: string; content: string; params: Record<string, string> }): Promise<void>;
}
