/** Sends one text message. The demo's stand-in keeps it in `sms_outbox`; a real SMS provider replaces it. */
export interface SmsGateway {
  send(message: { phone: string; scene: string; content: string }): Promise<void>;
}
