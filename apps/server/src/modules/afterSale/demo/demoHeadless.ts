import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lockHeadless, matchHeadless, registerHeadless } from '../headless/headlessParcels.ts';

const DAY = 86_400_000;
const COURIERS = ['ZTO', 'YTO', 'YD', 'JTSD', 'STO'] as const;
const PREFIX: Record<string, string> = { ZTO: '7', YTO: 'YT', YD: '43', JTSD: 'JT', STO: '77' };
const GOODS = [
  '黑色连衣裙 ×1',
  '白色T恤 ×2',
  '牛仔裤 ×1',
  '卫衣（灰） ×1',
  '针织开衫 ×2',
  '运动鞋一双',
  '衬衫（蓝） ×3',
  '半身裙 ×1',
];

/** Deterministic digits from a label, so the demo is the same on every first start. */
const digits = (label: string, n: number) =>
  BigInt(`0x${crypto.createHash('sha1').update(label).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(n, '0')
    .slice(-n);

/**
 * 无头件 in the pool over the last 20 days, through the hook's own `registerHeadless` (numbered from
 * our sequence, below the desk's 9xxxxx): 40 waiting to be claimed, and two the seller claimed, now
 * their 问题件. The desk keeps adding about six a day live.
 */
export async function seedDemoHeadless(db: Db): Promise<number> {
  const seller = await db.execute<{ id: string }>(
    sql`select id from accounts where username = 'seller' and parent_id is null`,
  );
  const sellerId = Number(seller.rows[0]?.id ?? 0);
  let made = 0;
  for (let i = 0; i < 42; i++) {
    const courier = COURIERS[i % COURIERS.length]!;
    const signedAt = new Date(Date.now() - (i % 20) * DAY - ((i * 37) % 600) * 60_000);
    const day = new Date(signedAt.getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', '');
    await db.transaction(async (tx) => {
      const no = await tx.execute<{ n: string }>(sql`select nextval('headless_no_seq') % 900000 as n`);
      const headlessNo = `WJ${day}${String(no.rows[0]!.n).padStart(6, '0')}`;
      await registerHeadless(
        tx,
        {
          headlessNo,
          waybillNo: `${PREFIX[courier]}${digits(`demo-headless-${i}`, 12)}`,
          courierCode: courier,
          phoneTail: digits(`demo-phone-${i}`, 4),
          goodsHint: GOODS[i % GOODS.length]!,
          weightG: 300 + ((i * 97) % 1200),
          signedAt: signedAt.toISOString(),
        },
        1,
      );
      // the last two are the seller's: claimed with their full waybill
      if (i >= 40 && sellerId)
        await matchHeadless(tx, (await lockHeadless(tx, headlessNo))!, sellerId, 'CLAIM');
    });
    made++;
  }
  return made;
}
