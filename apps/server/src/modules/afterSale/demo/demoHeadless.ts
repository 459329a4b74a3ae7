import { sql } from 'drizzle-orm';
import { newHeadless, renderParcelPhoto } from '@oms/fulfilment-standin';
import type { Db } from '../../../db/client.ts';
import { lockHeadless, matchHeadless, registerHeadless } from '../headless/headlessParcels.ts';
import { notePhotos, storePhoto } from '../photos/parcelPhotos.ts';

const DAY = 86_400_000;
/** The desk's own draw (courier, waybill, phone, goods, weight), so demo parcels look like live ones. */
const DEMO_SEED = 20261127;

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
    const signedAt = new Date(Date.now() - (i % 20) * DAY - ((i * 37) % 600) * 60_000);
    const drawn = newHeadless(DEMO_SEED, i, signedAt.getTime());
    const day = new Date(signedAt.getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', '');
    await db.transaction(async (tx) => {
      const no = await tx.execute<{ n: string }>(sql`select nextval('headless_no_seq') % 900000 as n`);
      const headlessNo = `WJ${day}${String(no.rows[0]!.n).padStart(6, '0')}`;
      await registerHeadless(
        tx,
        {
          headlessNo,
          waybillNo: drawn.waybillNo,
          courierCode: drawn.courier,
          phoneTail: drawn.phoneTail,
          goodsHint: drawn.goods,
          weightG: drawn.weightG,
          signedAt: signedAt.toISOString(),
        },
        1,
      );
      // the desk's photos, drawn as it would (it has no record of parcels from before its start)
      await notePhotos(tx, headlessNo, [`${headlessNo}-L`, `${headlessNo}-C`]);
      for (const tag of ['L', 'C'] as const) {
        const subject = {
          subject: headlessNo,
          goods: drawn.goods,
          waybillNo: drawn.waybillNo,
          courier: drawn.courier,
        };
        await storePhoto(tx, `${headlessNo}-${tag}`, renderParcelPhoto(DEMO_SEED, subject, tag));
      }
      // the last two are the seller's: claimed with their full waybill
      if (i >= 40 && sellerId)
        await matchHeadless(tx, (await lockHeadless(tx, headlessNo))!, sellerId, 'CLAIM');
    });
    made++;
  }
  return made;
}
