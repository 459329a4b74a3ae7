import { describe, expect, it } from 'vitest';
import { ownerAndRival } from '../support/ownerAndRival.ts';

const { ctx, get } = ownerAndRival();

describe('预览数据: the account’s latest orders as label data', () => {
  it('maps an order and its lines to the pick-up keys; another tenant sees its own (none)', async () => {
    const pool = ctx.t.database.pool;
    const shop = await pool.query(
      `insert into shops (tenant_id, name, platform, last_auth_time, expire_time)
       select id, '小满女装旗舰店', 'TIKTOK', now(), now() + interval '30 days' from accounts where username = 'purchaser' returning id, tenant_id`,
    );
    const order = await pool.query(
      `insert into shop_orders (tenant_id, shop_id, platform, tid, status, buyer_nick, receiver_name, receiver_phone,
         receiver_province, receiver_city, receiver_district, receiver_address, receiver_masked, payment_fen, post_fee_fen,
         order_time, platform_modified_at, buyer_remark, seller_remark, express_company)
       values ($1, $2, 'TIKTOK', '6920001', 'WAIT_SEND', '买家', '张三', '13800001111', '广东省', '广州市', '天河区', '天河路 1 号',
         false, 9900, 0, now(), now(), '请发中通', '加急', '中通') returning id`,
      [shop.rows[0].tenant_id, shop.rows[0].id],
    );
    await pool.query(
      `insert into shop_order_lines (order_id, tenant_id, oid, title, image_url, color, size, article_no, stall, quantity, price_fen)
       values ($1, $2, 'o1', '针织连衣裙', '', '黑色', 'XL', 'A2088', '四季青A区', 2, 4950)`,
      [order.rows[0].id, shop.rows[0].tenant_id],
    );
    const rows = (await get(ctx.owner, '/api/b2/label/sampleRows')).data;
    expect(rows[0].label).toBe('抖音 6920001 · 小满女装旗舰店');
    expect(rows[0].data).toMatchObject({
      SHOP_ORDER_NO: '6920001',
      SHOP_NAME_AND_PLATFORM: '【抖音】小满女装旗舰店',
      ARTICLE_SIZE_NUM: '四季青A区 A2088 黑色/XL×2',
      ARTICLE_SIZE_NUM_WITHOUT_NAME: 'A2088 黑色/XL×2',
      SHOP_ORDER_GOODS_TYPE: '多件',
      BUYER_REMARK: '买家：请发中通',
      SELLER_REMARK: '卖家：加急',
      EXPRESS_NAME: '中通',
      PRINT_NAME: '打印：purchaser',
    });
    expect((await get(ctx.rival, '/api/b2/label/sampleRows')).data).toEqual([]);
  });
});
