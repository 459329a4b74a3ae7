import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import {
  accountRoles,
  accounts,
  erpBindings,
  problemParcels,
  rolePermissions,
  roles,
  shops,
} from './schema.ts';
import type { DbOrTx } from './client.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { seedDemoFunds } from '../modules/funds/demo/demoFunds.ts';
import { seedDemoOperator } from '../modules/ops/operators.ts';
import { seedDemoMessages } from '../modules/messages/demo/demoMessages.ts';
import { seedDemoPopups } from '../modules/messages/demo/demoPopups.ts';
import { seedDemoNotices } from '../modules/messages/demo/demoNotices.ts';

export interface DemoLogin {
  username: string;
  password: string;
  what: string;
}

export const demoLogins: readonly DemoLogin[] = [
  { username: 'seller', password: 'seller123', what: '卖家主账号（全部功能）' },
  { username: 'purchaser', password: 'purchaser123', what: '采购商主账号（全部功能）' },
  { username: 'purchaser:picker', password: 'picker123', what: '采购商子账号，拿货员（只有拿货任务）' },
  { username: 'purchaser:tuihuo', password: 'tuihuo123', what: '采购商子账号，退货员（退货登记、送退档口）' },
  { username: 'purchaser:finance', password: 'finance123', what: '采购商子账号，财务（只有资金管理）' },
  {
    username: 'purchaser:shouhou',
    password: 'shouhou123',
    what: '采购商子账号，售后（售后订单、问题件、无头件、平台代发设置）',
  },
  { username: 'ops', password: 'ops123', what: '平台财务（运营后台 /ops：提现审核、调账、对账）' },
];

const demoRoles = [
  { roleName: '拿货员', remark: '只负责拿货任务', codes: ['/offlineReturnOrder/pickup'], member: 'picker' },
  {
    roleName: '退货员',
    remark: '登记退货、把退货送回档口',
    codes: ['/offlineReturnOrder/offlineReturnOrderList'],
    member: 'tuihuo',
  },
  {
    roleName: '财务',
    remark: '只负责资金',
    codes: [
      '/funds/balance',
      '/funds/rechargeWithdraw',
      '/funds/transferRecord',
      '/funds/nahuoSettlement',
      '/funds/accountStatement',
    ],
    member: 'finance',
  },
  {
    roleName: '售后',
    remark: '处理售后、问题件和无头件',
    codes: [
      '/afterSale/afterSaleList',
      '/afterSale/problemList',
      '/afterSale/headlessList',
      '/basicSet/automaticAfterSale',
    ],
    member: 'shouhou',
  },
] as const;

/**
 * Whether any demo main account still has its published password: then the server is an open demo
 * and should not listen beyond this machine unless told to.
 */
export async function demoPasswordsInUse(db: Db): Promise<boolean> {
  for (const login of demoLogins.filter((l) => !l.username.includes(':'))) {
    const [row] = await db
      .select({ passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(sql`${accounts.parentId} is null and lower(${accounts.username}) = ${login.username}`);
    if (row && (await verifyPassword(row.passwordHash, login.password))) return true;
  }
  return false;
}

/** Creates the demo accounts once; returns false when they exist already. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)` }).from(accounts);
  if (Number(existing?.n) > 0) return false;
  const hashes = await Promise.all(demoLogins.map((l) => hashPassword(l.password)));
  // Sub-accounts sign in as `purchaser:name`; their stored name is the part after the colon.
  const hashOf = (name: string) => hashes[demoLogins.findIndex((l) => l.username.split(':').pop() === name)]!;
  await db.transaction(async (tx) => {
    const [seller] = await tx
      .insert(accounts)
      // The platform has granted both demo accounts 拿退货 (spec §6), so every page of the demo shows.
      .values({
        kind: 'seller',
        username: 'seller',
        passwordHash: hashOf('seller'),
        phone: '13800138000',
        manualDelivery: true,
      })
      .returning({ id: accounts.id });
    const [purchaser] = await tx
      .insert(accounts)
      .values({
        kind: 'purchaser',
        username: 'purchaser',
        passwordHash: hashOf('purchaser'),
        hasErp: true,
        phone: '13900139000',
        manualDelivery: true,
      })
      .returning({ id: accounts.id });
    // the purchaser's 快麦 ERP (the platform stand-in's in demo mode): its goods and 采购单 feed 商品供应商 and the board
    await tx.insert(erpBindings).values({ tenantId: purchaser!.id, session: 'km-demo-purchaser' });
    await seedDemoNotices(tx);
    await seedDemoPopups(tx);
    await seedShellData(tx, seller!.id, { unread: 3, problemParcels: 5, shops: sellerShops });
    await seedShellData(tx, purchaser!.id, { unread: 1, problemParcels: 120, shops: purchaserShops });
    for (const demo of demoRoles) {
      const [role] = await tx
        .insert(roles)
        .values({ tenantId: purchaser!.id, roleName: demo.roleName, remark: demo.remark })
        .returning({ id: roles.id });
      await tx.insert(rolePermissions).values(demo.codes.map((code) => ({ roleId: role!.id, code })));
      const [member] = await tx
        .insert(accounts)
        .values({
          parentId: purchaser!.id,
          kind: 'purchaser',
          username: demo.member,
          passwordHash: hashOf(demo.member),
          subUsername: demo.roleName,
          // 财务 signs off withdrawals with codes on her own phone
          phone: demo.member === 'finance' ? '13700137000' : null,
        })
        .returning({ id: accounts.id });
      await tx.insert(accountRoles).values({ accountId: member!.id, roleId: role!.id });
    }
    await seedDemoFunds(tx, { seller: seller!.id, purchaser: purchaser!.id });
    await seedDemoOperator(tx);
  });
  return true;
}

const DAY = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

interface DemoShop {
  name: string;
  platform: string;
  expiresInDays: number;
  notRemind?: boolean;
}

const sellerShops: DemoShop[] = [
  { name: '小鹿女装旗舰店', platform: 'TAOBAO', expiresInDays: -2 },
  { name: '小鹿女装拼多多店', platform: 'PDD', expiresInDays: 3.5 },
  { name: '小鹿抖音小店', platform: 'TIKTOK', expiresInDays: 40 },
  { name: '小鹿快手小店', platform: 'KUAISHOU', expiresInDays: 1.5, notRemind: true },
];
const purchaserShops: DemoShop[] = [{ name: '采购商自营淘宝店', platform: 'TAOBAO', expiresInDays: 4.5 }];

const problemTypes = ['快递退回', '拒收', '破损', '地址异常'];
const problemReasons = [
  '派送三次无人签收，退回发件仓',
  '收件人拒收',
  '外包装破损，商品受潮',
  '地址不详，无法派送',
];
const problemGoods = [
  'K4551 黑色/M ×2',
  'A12-8865 白色/L ×1',
  'B3290 卡其/XL ×2',
  'T0617 藏青/S ×1',
  'K3108 杏色/均码 ×2',
];

/** Rows the console shell reads on every page: 40 messages (`unread` of them unread), shops, 问题件 (补款 come from 异常订单: demoDaifa). */
async function seedShellData(
  tx: DbOrTx,
  tenantId: number,
  counts: { unread: number; problemParcels: number; shops: DemoShop[] },
) {
  await seedDemoMessages(tx, tenantId, { total: 40, unread: counts.unread });
  await tx.insert(shops).values(
    counts.shops.map((shop) => ({
      tenantId,
      name: shop.name,
      platform: shop.platform,
      lastAuthTime: daysFromNow(shop.expiresInDays - 365),
      expireTime: daysFromNow(shop.expiresInDays),
      notRemind: shop.notRemind ?? false,
    })),
  );
  if (counts.problemParcels > 0) {
    await tx.insert(problemParcels).values(
      Array.from({ length: counts.problemParcels }, (_, i) => ({
        tenantId,
        parcelNo: `YT${String(7300000000 + tenantId * 100000 + i)}`,
        problemType: problemTypes[i % problemTypes.length]!,
        state: 'WAITING_PROCESS',
        deadlineAt: daysFromNow(3),
        reason: problemReasons[i % problemReasons.length]!,
        goods: [problemGoods[i % problemGoods.length]!],
        weightG: 650,
      })),
    );
  }
}
