import { randomInt } from 'node:crypto';

const CODE_TTL_MS = 10 * 60_000;
const KEPT_MESSAGES = 50;

export interface VerificationCode {
  code: string;
  expiresAt: number;
}

export interface InboxMessage {
  at: number;
  text: string;
}

/**
 * REDBOOK's shop verification: a 6-digit code sent as a 千帆 message to the shop's inbox, which the
 * seller types back. Codes are random and single-use, and live only in memory (ten minutes).
 */
export class QianfanInbox {
  private readonly codes = new Map<string, VerificationCode>();
  /** The last code sent to each shop, used or not, for tests to read. */
  private readonly lastSent = new Map<string, VerificationCode>();
  private readonly messages = new Map<string, InboxMessage[]>();

  send(shopId: string, now: number): VerificationCode {
    const sent = { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), expiresAt: now + CODE_TTL_MS };
    this.codes.set(shopId, sent);
    this.lastSent.set(shopId, sent);
    const inbox = this.messages.get(shopId) ?? [];
    inbox.unshift({
      at: now,
      text: `【小红书千帆】您的店铺验证码为 ${sent.code}，10分钟内有效，请勿泄露给他人。`,
    });
    this.messages.set(shopId, inbox.slice(0, KEPT_MESSAGES));
    return sent;
  }

  /** True once for the latest unexpired code; a wrong code leaves it in place. */
  check(shopId: string, code: string, now: number): boolean {
    const sent = this.codes.get(shopId);
    if (!sent || sent.expiresAt <= now || sent.code !== code) return false;
    this.codes.delete(shopId);
    return true;
  }

  lastCode(shopId: string): VerificationCode | null {
    return this.lastSent.get(shopId) ?? null;
  }

  messagesOf(shopId: string): readonly InboxMessage[] {
    return this.messages.get(shopId) ?? [];
  }
}
