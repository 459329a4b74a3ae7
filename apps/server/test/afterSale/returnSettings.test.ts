import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, fundsWorld } from '../funds/support.ts';

// Where returns go: the warehouses' return desks with the account's 退货编码, and each shop's phone.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;

async function shopOf(tenantId: number, name: string) {
  const r = await db().execute<{ id: number }>(sql`
    insert into shops (tenant_id, name, platform, last_auth_time, expire_time)
    values (${tenantId}, ${name}, 'TAOBAO', now(), now() + interval '1 year') returning id`);
  return Number(r.rows[0]!.id);
}

describe('退货地址 and 店铺退货电话', () => {
  it('the return address is each warehouse’s desk, addressed with the account’s 退货编码', async () => {
    const answer = await call(world, world.seller, 'GET', '/api/system/goods/return/address');
    expect(answer.errorCode).toBe(0);
    const code = `TH${String(world.sellerTenant).padStart(6, '0')}`;
    const warehouses = await world.t.daifa.fulfilment.warehouses();
    expect(answer.data).toHaveLength(warehouses!.length);
    expect(answer.data[0]).toMatchObject({
      code: warehouses![0]!.code,
      name: `${warehouses![0]!.name}退货处`,
      contact: `售后组-${code}`,
      returnCode: code,
      address: warehouses![0]!.address,
    });
  });

  it('a shop’s phone is saved, listed, refused when malformed (saying why) and cleared', async () => {
    const shopId = await shopOf(world.sellerTenant, '小鹿女装旗舰店');
    const save = (phone: string) =>
      call(world, world.seller, 'POST', '/api/b2/setting/returnPhone', { shopId, phone });
    expect(await save('020-83591234')).toMatchObject({
      errorCode: 0,
      data: { shopId, phone: '020-83591234' },
    });
    const listed = await call(world, world.seller, 'GET', '/api/b2/setting/returnPhone');
    expect(listed.data.shops).toContainEqual(
      expect.objectContaining({
        shopId,
        shopName: '小鹿女装旗舰店',
        platform: 'TAOBAO',
        phone: '020-83591234',
      }),
    );
    expect(await save('400-820-8820')).toMatchObject({ errorCode: 0 });
    expect(await save('12345')).toMatchObject({
      errorCode: 40000,
      errorMsg: '请输入正确的手机号、座机号或400电话',
    });
    expect(await save('')).toMatchObject({ errorCode: 0, data: { phone: null } });
    const cleared = await db().execute<{ return_phone: string | null }>(
      sql`select return_phone from shops where id = ${shopId}`,
    );
    expect(cleared.rows[0]!.return_phone).toBeNull();
  });
});
