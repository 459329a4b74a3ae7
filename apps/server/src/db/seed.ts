import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { accountRoles, accounts, rolePermissions, roles } from './schema.ts';
import { hashPassword } from '../security/passwords.ts';

export interface DemoLogin {
  username: string;
  password: string;
  what: string;
}

export const demoLogins: readonly DemoLogin[] = [
  { username: 'seller', password: 'seller123', what: '卖家主账号（全部功能）' },
  { username: 'purchaser', password: 'purchaser123', what: '采购商主账号（全部功能）' },
  { username: 'picker', password: 'picker123', what: '采购商子账号，拿货员（只有拿货任务）' },
  { username: 'finance', password: 'finance123', what: '采购商子账号，财务（只有资金管理）' },
];

const demoRoles = [
  { roleName: '拿货员', remark: '只负责拿货任务', codes: ['/offlineReturnOrder/pickup'], member: 'picker' },
  {
    roleName: '财务',
    remark: '只负责资金',
    codes: ['/funds/balance', '/funds/rechargeWithdraw', '/funds/transferRecord', '/funds/nahuoSettlement', '/funds/accountStatement'],
    member: 'finance',
  },
] as const;

/** Creates the demo accounts once; returns false when they exist already. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)` }).from(accounts);
  if (Number(existing?.n) > 0) return false;
  const hashes = await Promise.all(demoLogins.map((l) => hashPassword(l.password)));
  const hashOf = (name: string) => hashes[demoLogins.findIndex((l) => l.username === name)]!;
  await db.transaction(async (tx) => {
    await tx.insert(accounts).values({ kind: 'seller', username: 'seller', passwordHash: hashOf('seller') });
    const [purchaser] = await tx
      .insert(accounts)
      .values({ kind: 'purchaser', username: 'purchaser', passwordHash: hashOf('purchaser') })
      .returning({ id: accounts.id });
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
        })
        .returning({ id: accounts.id });
      await tx.insert(accountRoles).values({ accountId: member!.id, roleId: role!.id });
    }
  });
  return true;
}
