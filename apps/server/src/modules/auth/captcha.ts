import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { ErrorCode } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';
import { ApiError } from '../../http/apiError.ts';
import { sha256 } from '../../security/tokens.ts';

export const CAPTCHA_TTL_SECONDS = 300;

export async function issueCaptcha(db: Db) {
  const { data: svg, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f6fb',
    width: 120,
    height: 40,
  });
  const [row] = await db
    .insert(captchas)
    .values({ answerHash: sha256(text.toLowerCase()), expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000) })
    .returning({ id: captchas.id });
  return {
    captchaId: row!.id,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresInSeconds: CAPTCHA_TTL_SECONDS,
    answer: text,
  };
}

/** Used and expired captchas are useless; the housekeeping timer drops them. */
export async function pruneCaptchas(db: Db): Promise<void> {
  await db.delete(captchas).where(or(lt(captchas.expiresAt, sql`now()`), isNotNull(captchas.usedAt)));
}

/** A captcha works once: the first attempt uses it up, right or wrong. */
export async function consumeCaptcha(db: Db, captchaId: string, code: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(captchaId)) throw new ApiError(ErrorCode.CAPTCHA_INVALID);
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ answerHash: captchas.answerHash });
  if (!row || row.answerHash !== sha256(code.trim().toLowerCase())) throw new ApiError(ErrorCode.CAPTCHA_INVALID);
}
