import { z } from 'zod';

/** 查看完整信息: how many an account may see a day (Asia/Shanghai), whatever the platform allows. */
export const RECEIVER_REVEALS_PER_DAY = 100;

/**
 * An order's full receiver, shown once and never stored: a masking platform's (拼多多, 抖店, 快手) comes
 * from the platform's 解密 call. Every reveal is audited and counted against the day's allowance.
 */
/** A receiver's six fields, as the drawers show them. */
export const receiverFieldsSchema = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
});

export const revealedReceiverSchema = receiverFieldsSchema.extend({
  /** Reveals this account has left today. */
  leftToday: z.number().int().nonnegative(),
});
export type RevealedReceiver = z.infer<typeof revealedReceiverSchema>;
