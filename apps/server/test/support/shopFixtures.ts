import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { accounts, shops } from '../../src/db/schema.ts';
import type { PlatformOrder } from '../../src/modules/shops/platform/adapter.ts';
import { applyOrders } from '../../src/modules/shops/sync/applyOrders.ts';

export async function tenantIdOf(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username));
  return row!.id;
}

/** An authorised shop row without tokens (the fixtures write orders directly). */
export async function insertShop(
  db: Db,
  tenantId: number,
  platform: string,
  name: string,
  platformShopId = name,
) {
  const [shop] = await db
    .insert(shops)
    .values({
      tenantId,
      name,
      platform,
      platformShopId,
      lastAuthTime: new Date(),
      expireTime: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    })
    .returning();
  return shop!;
}

let serial = 0;

/** A platform order with sensible defaults; override what a test is about. */
export function platformOrder(overrides: Partial<PlatformOrder> & { tid: string }): PlatformOrder {
  serial += 1;
  const createdAt = overrides.createdAt ?? new Date('2026-11-01T10:00:00+08:00');
  return {
    status: 'WAIT_SEND',
    refundStatus: 'NONE',
    createdAt,
    paidAt: createdAt,
    modifiedAt: overrides.modifiedAt ?? createdAt,
    buyerNick: `buyer${serial}`,
    buyerRemark: '',
    sellerRemark: '',
    sellerFlag: 0,
    receiver: {
      name: '张三丰',
      phone: `138${String(10000000 + serial).slice(-8)}`,
      province: '广东省',
      city: '广州市',
      district: '天河区',
      address: '天河路 100 号',
      masked: false,
    },
    paymentFen: 12900,
    postFeeFen: 0,
    expressCompany: null,
    waybillNo: null,
    lines: [
      {
        oid: `${overrides.tid}-1`,
        title: '2026秋冬新款韩版宽松毛衣女',
        imageUrl: 'https://img.example.invalid/goods/A2317.jpg',
        color: '米白色',
        size: 'XL',
        articleNo: 'A2317',
        stall: '十三行新中国大厦 3楼 A318',
        quantity: 1,
        priceFen: 12900,
        refundStatus: 'NONE',
      },
    ],
    // An override given as undefined keeps the default.
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
  } as PlatformOrder;
}

export async function putOrders(
  db: Db,
  shop: { id: number; tenantId: number; platform: string },
  orders: PlatformOrder[],
) {
  return db.transaction((tx) => applyOrders(tx, shop, orders));
}
