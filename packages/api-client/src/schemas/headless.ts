import { z } from 'zod';
import { keysetPageOf, keysetRequestSchema } from './list.ts';
import { afterSaleNoSchema } from './afterSale.ts';
import { parcelPhotoSchema } from './parcelPhoto.ts';

/**
 * 无头件 (issue 27): parcels the warehouse signed for that match no order — the pool (认领大厅) shows
 * them masked; a seller claims one with its full waybill number, and it becomes their 问题件.
 */
export const HEADLESS_NO = /^WJ\d{12}$/;
/** Days a 无头件 waits in the pool before the platform disposes of it. */
export const HEADLESS_CLAIM_DAYS = 30;
/** Wrong claims an account may make a day (Beijing). */
export const HEADLESS_CLAIM_TRIES = 5;
/** 无头件 searches an account may make a minute. */
export const HEADLESS_SEARCHES_PER_MINUTE = 60;

/** `headlessType` 1: 认领大厅 (the pool); 2: 我的认领 (matched to this account). */
export const HEADLESS_TYPES = [1, 2] as const;

export const headlessPageRequestSchema = keysetRequestSchema
  .extend({
    headlessType: z.union([z.literal(1), z.literal(2)], { error: '列表类型不正确' }).default(1),
  })
  .strict();

export const headlessRowSchema = z.object({
  headlessNo: z.string(),
  /** 4 + 4 in the pool (`7730****1234`); whole once it is the account's. */
  waybillNo: z.string(),
  courierName: z.string(),
  goodsHint: z.string(),
  weightG: z.number().int().nullable(),
  signedAt: z.string(),
  /** When the pool gives it up (30 days after signing). */
  deadlineAt: z.string(),
  /** `parcelState`: WAIT_CLAIM, MATCHED, PROCESSED. */
  state: z.string(),
  /** Mine only: how it became mine, and the 问题件 it is now. */
  matchedBy: z.string().nullable(),
  matchedAt: z.string().nullable(),
  problem: z.object({ id: z.number().int(), state: z.string() }).nullable(),
  /** The desk's photos: in the pool the goods only; once mine, the outside too. */
  photos: z.array(parcelPhotoSchema),
  /** Mine only: the return case it was linked to (关联售后), else null. */
  asNo: z.string().nullable(),
});

export const headlessPageSchema = keysetPageOf(headlessRowSchema);

/** Search the pool: the waybill's last 6 or more characters, or the phone's last 4 (signed ≤ 7 days). */
export const headlessSearchRequestSchema = z
  .object({
    waybillTail: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{6,30}$/, '请输入运单号后6位以上')
      .optional(),
    phoneTail: z
      .string()
      .trim()
      .regex(/^\d{4}$/, '请输入手机号后4位')
      .optional(),
  })
  .strict()
  .refine((b) => !!b.waybillTail !== !!b.phoneTail, '请输入运单号后6位以上或手机号后4位');

export const headlessSearchSchema = z.object({ rows: z.array(headlessRowSchema) });

export const headlessClaimRequestSchema = z
  .object({
    headlessNo: z.string({ error: '无头件编号无效' }).regex(HEADLESS_NO, '无头件编号无效'),
    waybillNo: z
      .string({ error: '请输入完整运单号' })
      .trim()
      .regex(/^[A-Za-z0-9]{8,30}$/, '请输入完整运单号'),
  })
  .strict();

/** 以图搜件: a photo of the goods, scaled down by the console (JPEG or PNG, base64, ≤ 300 KB). */
export const headlessPhotoSearchRequestSchema = z
  .object({
    image: z
      .string({ error: '请上传图片' })
      .min(100, '请上传图片')
      .max(400_000, '图片过大，请上传 300KB 以内的图片')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, '图片格式不正确'),
  })
  .strict();

/** The pool's parcels that look like it, the most alike first, each with how alike (50–100). */
export const headlessPhotoSearchSchema = z.object({
  rows: z.array(headlessRowSchema.extend({ similarity: z.number().int() })),
});

/** 关联售后: my 无头件 (its 问题件 still 待处理) is the parcel a return case of mine awaits. */
export const headlessLinkRequestSchema = z
  .object({
    headlessNo: z.string({ error: '无头件编号无效' }).regex(HEADLESS_NO, '无头件编号无效'),
    asNo: afterSaleNoSchema,
  })
  .strict();

export const headlessLinkSchema = z.object({
  headlessNo: z.string(),
  asNo: z.string(),
  waybillNo: z.string(),
});

/** The cases a 无头件 of mine may be linked to: returns awaiting their parcel, the likeliest first. */
export const headlessLinkCandidatesRequestSchema = z
  .object({ headlessNo: z.string({ error: '无头件编号无效' }).regex(HEADLESS_NO, '无头件编号无效') })
  .strict();

export const headlessLinkCandidatesSchema = z.object({
  rows: z.array(
    z.object({
      asNo: z.string(),
      orderNo: z.string(),
      goods: z.string(),
      returnWaybillNo: z.string().nullable(),
      createdAt: z.string(),
      /** Why it is likely (收件手机尾号一致, 商品相近), else null. */
      hint: z.string().nullable(),
    }),
  ),
});

export const headlessClaimSchema = z.object({
  headlessNo: z.string(),
  /** The 问题件 it now is (寄回 or 丢弃 there). */
  problemParcelId: z.number().int(),
});

export type HeadlessPageRequest = z.input<typeof headlessPageRequestSchema>;
export type HeadlessRow = z.output<typeof headlessRowSchema>;
