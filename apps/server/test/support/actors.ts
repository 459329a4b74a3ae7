import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ACCOUNT_MANAGEMENT_CODE } from '@oms/api-client';
import { purchaserLogin, ssoLogin, type Session, type TestApp } from './testApp.ts';
import { awaitingReplenish } from './replenishFixture.ts';
import { placeOrder } from '../../src/modules/daifa/placement/placement.ts';
import { createCanvas } from '@napi-rs/canvas';
import { addMarkets } from '../../src/modules/pickup/marketTree.ts';

/** What each signed-in sub-account holds; main accounts hold everything. */
/** A small real JPEG: a desk photo in fixtures, a photo for 以图搜件. */
export const TINY_JPEG = (() => {
  const canvas = createCanvas(64, 48);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3d5a86';
  ctx.fillRect(10, 8, 40, 30);
  return canvas.toBuffer('image/jpeg', 80);
})();

export const subAccountPermissions: Partial<Record<ActorName, readonly string[]>> = {
  picker: ['/offlineReturnOrder/pickup'],
  finance: [
    '/funds/balance',
    '/funds/rechargeWithdraw',
    '/funds/transferRecord',
    '/funds/nahuoSettlement',
    '/funds/accountStatement',
  ],
  manager: [ACCOUNT_MANAGEMENT_CODE, '/offlineReturnOrder/pickup', '/afterSale/problemList'],
};

export type ActorName =
  'anonymous' | 'seller' | 'purchaser' | 'picker' | 'finance' | 'manager' | 'otherTenant';
export const actorNames: ActorName[] = [
  'anonymous',
  'seller',
  'purchaser',
  'picker',
  'finance',
  'manager',
  'otherTenant',
];

/**
 * Extra accounts the matrix needs beside the seeded ones: a sub-account that may manage accounts
 * (manager / manager123) and a second purchaser tenant (rival / rival123) with its own staff.
 */
export async function addMatrixAccounts(t: TestApp) {
  const owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/b2/purchaser/role/add',
    headers: owner.headers,
    payload: { roleName: '主管', permissionCodes: [...subAccountPermissions.manager!] },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/b2/purchaser/user/add',
    headers: owner.headers,
    payload: {
      username: 'manager',
      password: 'manager123',
      subUsername: '主管',
      roleIds: [role.json().data.id],
    },
  });
  // Granted 拿退货 like the purchaser, so what keeps it out of the purchaser's rows is the tenant line.
  await t.database.db.execute(sql`insert into accounts (kind, username, password_hash, phone, manual_delivery)
    select 'purchaser', 'rival', password_hash, '13600136000', true from accounts where username = 'purchaser'`);
  // The rival tenant has staff of its own, who must stay invisible to the purchaser tenant.
  await t.database.db
    .execute(sql`insert into accounts (kind, username, password_hash, parent_id, sub_username)
    select 'purchaser', 'rival_staff', a.password_hash, r.id, '对手员工' from accounts a, accounts r
    where a.username = 'purchaser' and r.username = 'rival'`);
}

async function signIn(t: TestApp, actor: Exclude<ActorName, 'anonymous'>): Promise<Session> {
  switch (actor) {
    case 'seller':
      return ssoLogin(t.app, 'seller', 'seller123');
    case 'purchaser':
      return purchaserLogin(t.app, 'purchaser', 'purchaser123');
    case 'picker':
      return purchaserLogin(t.app, 'purchaser:picker', 'picker123');
    case 'finance':
      return purchaserLogin(t.app, 'purchaser:finance', 'finance123');
    case 'manager':
      return purchaserLogin(t.app, 'purchaser:manager', 'manager123');
    case 'otherTenant':
      return purchaserLogin(t.app, 'rival', 'purchaser123');
  }
}

const sessions = new WeakMap<TestApp, Map<ActorName, Session>>();

/**
 * The actor's session, signed in once per test app: a sign-in checks an argon2 hash, and the matrix asks
 * for a session over a thousand times. A session that was signed out (the logout case) is replaced.
 */
export async function sessionOf(t: TestApp, actor: ActorName): Promise<Session | null> {
  if (actor === 'anonymous') return null;
  let held = sessions.get(t);
  if (!held) sessions.set(t, (held = new Map()));
  const cached = held.get(actor);
  if (cached) {
    const alive = await t.app.inject({ method: 'GET', url: '/api/b2/user', headers: cached.headers });
    if (alive.json().errorCode === 0) return cached;
  }
  const session = await signIn(t, actor);
  held.set(actor, session);
  return session;
}

let counter = 0;
/** A role and a sub-account of the `purchaser` tenant to aim a call at, made fresh for each case. */
/** The smallest template the engine accepts: one text on a 60×40 label. */
export const MINIMAL_TEMPLATE = {
  schemaVersion: 2,
  name: '模板',
  width: 60,
  height: 40,
  elements: [
    { id: 't1', type: 'text', x: 2, y: 2, width: 40, height: 6, content: '{{SHOP_ORDER_NO}}', fontSize: 3 },
  ],
};

export async function freshTargets(t: TestApp) {
  const owner = (await sessionOf(t, 'purchaser'))!;
  counter += 1;
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/b2/purchaser/role/add',
    headers: owner.headers,
    payload: { roleName: `目标角色${counter}`, permissionCodes: ['/offlineReturnOrder/pickup'] },
  });
  // a sub-account of the owner's, its password hash borrowed (user/add would hash one: argon2, slow)
  const user = await t.database.pool.query(
    `insert into accounts (kind, username, password_hash, parent_id, sub_username)
     select 'purchaser', $1, password_hash, id, '目标' from accounts where username = 'purchaser' returning id`,
    [`target${counter}`],
  );
  const shop = await t.database.pool.query(
    `insert into shops (tenant_id, name, platform, last_auth_time, expire_time)
     select id, $1, 'PDD', now() - interval '1 year', now() + interval '2 days' from accounts where username = 'purchaser'
     returning id`,
    [`目标店铺${counter}`],
  );
  const shopId = Number(shop.rows[0].id);
  // 自动拦截策略: a rule of the owner's, last in its order (flag only, so a sync it meets changes little);
  // the matrices make one a target and save more, so only the newest few are kept (an account holds ≤ 50)
  await t.database.pool.query(
    `delete from intercept_rules r using accounts a
      where a.username = 'purchaser' and r.tenant_id = a.id
        and r.id not in (select id from intercept_rules where tenant_id = a.id order by id desc limit 10)`,
  );
  const interceptRule = await t.database.pool.query(
    `insert into intercept_rules (tenant_id, name, position, conditions, actions)
     select id, $1, coalesce((select max(position) from intercept_rules r where r.tenant_id = a.id), 0) + 1,
            '{"buyerRemark":["目标"]}', '{"flag":5,"notify":false}'
       from accounts a where username = 'purchaser' returning id`,
    [`目标规则${counter}`],
  );
  const redBook = await t.database.pool.query(
    `insert into shops (tenant_id, name, platform, last_auth_time, expire_time)
     select id, $1, 'REDBOOK', now(), now() + interval '30 days' from accounts where username = 'purchaser'
     returning id`,
    [`目标小红书${counter}`],
  );
  const order = await t.database.pool.query(
    `insert into shop_orders (tenant_id, shop_id, platform, tid, status, buyer_nick, receiver_name, receiver_phone,
       receiver_province, receiver_city, receiver_district, receiver_address, receiver_masked, payment_fen,
       post_fee_fen, order_time, platform_modified_at)
     select tenant_id, id, platform, $1, 'WAIT_SEND', '买家', '张三', '13800001111', '广东省', '广州市', '天河区',
       '天河路 1 号', false, 9900, 0, now(), now() from shops where id = $2
     returning id`,
    [`T${counter}`, shopId],
  );
  // 店铺售后 on that order, not dropshipped: the owner is told why it cannot be converted
  const shopAfterSale = await t.database.pool.query(
    `insert into shop_after_sales (tenant_id, shop_id, platform, refund_id, tid, status, reason, amount_fen,
                                   platform_modified_at, shop_order_id, raw)
     select tenant_id, shop_id, platform, $1, tid, 'REFUNDING', '七天无理由', 9900, now(), id, '{}'::jsonb
       from shop_orders where id = $2
     returning id`,
    [`RFT${counter}`, Number(order.rows[0].id)],
  );
  const autoLog = await t.database.pool.query(
    `insert into auto_after_sale_logs (tenant_id, shop_after_sale_id, rule, result, message)
     select tenant_id, id, null, 'SKIPPED', '该商品未下单代发' from shop_after_sales where id = $1
     returning id`,
    [Number(shopAfterSale.rows[0].id)],
  );
  // A finished bulk job with one failure, and an export still being written, both the owner's.
  const bulkJob = await t.database.pool.query(
    `insert into list_bulk_jobs (tenant_id, account_id, list_key, action, params, state, total, done, failed)
     select id, id, 'shopOrders', '挂起订单', '{"kind":"hold"}', 'FINISHED', 1, 1, 1 from accounts where username = 'purchaser'
     returning id`,
  );
  const bulkJobId = Number(bulkJob.rows[0].id);
  await t.database.pool.query(
    `insert into list_bulk_job_items (job_id, row_id, label, state, reason) values ($1, $2, $3, 'FAILED', '订单已发货，不能挂起')`,
    [bulkJobId, Number(order.rows[0].id), `T${counter}`],
  );
  const exported = await t.database.pool.query(
    `insert into list_exports (tenant_id, account_id, list_key, file_name, selection, state, expires_at)
     select id, id, 'shopOrders', '同步订单.xlsx', '{"mode":"ids","ids":[1]}', 'RUNNING', now() + interval '7 days'
       from accounts where username = 'purchaser'
     returning id`,
  );
  // A view the owner shares with the team (the previous targets' go, so the owner stays under the cap).
  await t.database.pool.query(`delete from list_saved_views where name like '待发货%'`);
  const view = await t.database.pool.query(
    `insert into list_saved_views (tenant_id, account_id, list_key, name, shared, filter)
     select id, id, 'shopOrders', $1, true, '{"tab":"WAIT_SEND"}' from accounts where username = 'purchaser'
     returning id`,
    [`待发货${counter}`],
  );
  // A label template of the owner's (the previous targets' go, so the tenant stays under the cap).
  await t.database.pool.query(`update label_templates set deleted_at = now() where name like '目标模板%'`);
  const template = await t.app.inject({
    method: 'POST',
    url: '/api/b2/label/templates',
    headers: owner.headers,
    payload: { kind: 'custom', name: `目标模板${counter}`, body: MINIMAL_TEMPLATE },
  });
  const templateId = template.json().data.id as number;
  const printJob = await t.database.pool.query(
    `insert into print_jobs (tenant_id, account_id, template_id, template_name, kind, mode, printer, labels, failed, result, template, rows)
     select id, id, $1, '目标模板', 'custom', 'lodop-raster', 'Gprinter GP-1324D', 1, 0, 'PRINTED', $2, '[]' from accounts where username = 'purchaser'
     returning id`,
    [templateId, JSON.stringify(MINIMAL_TEMPLATE)],
  );
  const certificate = await t.database.pool.query(
    `insert into custom_certificates (tenant_id, created_by, fields, art_no, brand, category_name)
     select id, id, $1, 'T' || (random() * 1e12)::bigint, '品牌', '品名' from accounts where username = 'purchaser' returning id`,
    [
      JSON.stringify({
        title: '合格证',
        brand: '品牌',
        categoryName: '品名',
        artNo: 'T1',
        specification: '',
        productLevel: '合格品',
        fabricComposition: '',
        enforceStandards: '',
        safetyCategory: '',
        origin: '',
        washedLabelList: [],
        quantity: 1,
      }),
    ],
  );
  // Money: a recharge waiting to be paid and a bill of the owner's; SMS limits start afresh for each call.
  await t.database.pool.query(`delete from sms_codes`);
  const ownerId = owner.userId;
  const payment = await t.database.db.transaction((tx) =>
    t.funds.createPaymentOrder(tx, {
      tenantId: ownerId,
      createdBy: ownerId,
      documentKind: 'RECHARGE',
      subject: '余额充值 ¥10.00',
      lines: [{ documentNo: `CZT${counter}`, itemType: 'OTHER', fen: 1000, label: '余额充值' }],
    }),
  );
  const bill = await t.database.db.transaction((tx) =>
    t.funds.ledger.post(tx, {
      tenantId: ownerId,
      billType: 'RECHARGE',
      direction: 'IN',
      document: { kind: 'RECHARGE', no: `CZT${counter}` },
      payMethod: 'ALIPAY_WEB',
      operator: { id: null, name: '支付宝' },
      idempotencyKey: `target-bill-${counter}-${crypto.randomUUID()}`,
      entries: [
        { account: 'alipayClearing', fen: -1000 },
        { account: 'available', fen: 1000 },
      ],
    }),
  );
  // A 补款 of the owner's waiting to be paid.
  const replenishNo = `BK${Date.now()}${counter}`;
  await awaitingReplenish(t.database.db, t.funds.ledger, ownerId, [{ replenishNo, fen: 500 }]);
  // A withdrawal of the owner's waiting for review, its money frozen.
  const withdrawNo = `TX${Date.now()}${counter}`;
  await t.database.pool.query(
    `insert into withdrawals (withdraw_no, tenant_id, applied_by, fen, alipay_account, real_name) values ($1, $2, $2, 500, '13900139000', '王采购')`,
    [withdrawNo, ownerId],
  );
  await t.database.db.transaction((tx) =>
    t.funds.ledger.post(tx, {
      tenantId: ownerId,
      billType: 'WITHDRAWAL',
      direction: 'OUT',
      document: { kind: 'WITHDRAWAL', no: withdrawNo },
      operator: { id: ownerId, name: 'purchaser' },
      idempotencyKey: `withdraw:${withdrawNo}:apply`,
      entries: [
        { account: 'available', fen: -500 },
        { account: 'frozen', fen: 500 },
      ],
    }),
  );
  const daifa = await t.database.db.transaction((tx) =>
    placeOrder(tx, t.funds, {
      tenantId: ownerId,
      accountId: ownerId,
      brand: 'e3e3',
      requestKey: crypto.randomUUID(),
      source: 'MANUAL',
      courierCode: 'ZTO',
      receiver: {
        name: '张三',
        phone: '13800001111',
        provinceCode: '440000',
        province: '广东省',
        city: '广州市',
        district: '天河区',
        address: '天河路 1 号',
      },
      lines: [
        {
          goodsId: null,
          stall: '国投 3F-A316',
          articleNo: 'A8821',
          title: '连衣裙',
          color: '杏色',
          size: 'M',
          qty: 1,
          priceFen: 3500,
          weightG: 300,
        },
      ],
    }),
  );
  const daifaRow = await t.database.db.execute<{ id: string }>(
    sql`select id from daifa_orders where order_no = ${daifa.orderNo}`,
  );
  const afterSaleNo = `SH261126${String(counter).padStart(8, '0')}`;
  const afterSale = await t.database.db.execute<{ id: string }>(sql`
    insert into after_sales (tenant_id, as_no, order_id, order_no, type, status, reason, applied_fen, operator_name)
    values (${ownerId}, ${afterSaleNo}, ${Number(daifaRow.rows[0]!.id)}, ${daifa.orderNo}, 'REFUND_UNDELIVERY',
            'COMPLETE', '买家不想要了', 3500, 'purchaser')
    returning id`);
  const problem = await t.database.db.execute<{ id: string }>(sql`
    insert into problem_parcels (tenant_id, parcel_no, problem_type, state, deadline_at)
    values (${ownerId}, ${`YT8${String(counter).padStart(11, '0')}`}, '拒收', 'WAITING_PROCESS', now() + interval '3 days')
    returning id`);
  const postNo = `JH2611290${String(counter).padStart(7, '0')}`;
  const postOrder = await t.database.db.execute<{ id: string }>(sql`
    insert into post_orders (tenant_id, post_no, state, courier_code, receiver_name, receiver_phone, area_code,
                             province, city, district, address, weight_g, freight_fen, problem_ids, operator_name)
    values (${ownerId}, ${postNo}, 'WAITING_PAYMENT', 'ZTO', '陈小姐', '13800138000', '440106', '广东省', '广州市',
            '天河区', '天河路 1 号', 600, 800, '{}', 'purchaser')
    returning id`);
  await t.database.db.execute(sql`
    insert into problem_parcels (tenant_id, parcel_no, problem_type, state, deadline_at, post_order_id)
    values (${ownerId}, ${`YT9${String(counter).padStart(11, '0')}`}, '拒收', 'WAITING_PAYMENT',
            now() + interval '3 days', ${Number(postOrder.rows[0]!.id)})`);
  const headlessNo = `WJ261129${String(counter).padStart(6, '0')}`;
  await t.database.db.execute(sql`
    insert into headless_parcels (headless_no, waybill_no, courier_code, phone_tail, signed_at, deadline_at, state)
    values (${headlessNo}, ${`YT7${String(counter).padStart(11, '0')}`}, 'YTO', '1234', now(), now() + interval '30 days',
            'WAIT_CLAIM')`);
  // one matched to the purchaser, its 问题件 待处理, with the desk's goods photo
  const mineHeadlessNo = `WJ261128${String(counter).padStart(6, '0')}`;
  const mineProblem = await t.database.db.execute<{ id: string }>(sql`
    insert into problem_parcels (tenant_id, parcel_no, problem_type, state, deadline_at, source)
    values (${ownerId}, ${`YT6${String(counter).padStart(11, '0')}`}, '无头件', 'WAITING_PROCESS', now() + interval '7 days', 'HEADLESS')
    returning id`);
  await t.database.db.execute(sql`
    insert into headless_parcels (headless_no, waybill_no, courier_code, phone_tail, signed_at, deadline_at, state,
                                  tenant_id, matched_by, matched_at, problem_parcel_id)
    values (${mineHeadlessNo}, ${`YT6${String(counter).padStart(11, '0')}`}, 'YTO', '1234', now(), now() + interval '30 days',
            'MATCHED', ${ownerId}, 'CLAIM', now(), ${Number(mineProblem.rows[0]!.id)})`);
  await t.database.db.execute(sql`
    insert into parcel_photos (photo_id, subject_no, tag, bytes)
    values (${`${mineHeadlessNo}-C`}, ${mineHeadlessNo}, 'C', ${TINY_JPEG})`);
  const collect = await t.database.db.execute<{ id: string }>(
    sql`insert into daifa_collects (tenant_id, account_id, lines) values (${ownerId}, ${ownerId},
        '[{"stall":"国投 3F-A316","articleNo":"A8821","color":"杏色","size":"M","qty":1}]') returning id`,
  );
  await t.database.db.execute(
    sql`insert into goods_associations (tenant_id, article_no, color, size, goods_id, goods_color, goods_size,
          stall, goods_article_no, title, created_by)
        values (${ownerId}, ${`MX-${counter}`}, '黑色', 'M', 'G100001', '黑色', 'M', '国投 3F-A316', 'A8821', '连衣裙', ${ownerId})`,
  );
  const imageId = `matrixImage${counter}`.padEnd(22, 'x');
  await t.database.db.execute(
    sql`insert into uploaded_images (tenant_id, account_id, image_id, content_type, bytes, size)
        values (${ownerId}, ${ownerId}, ${imageId}, 'image/jpeg', ${TINY_JPEG}, ${TINY_JPEG.length})`,
  );
  const shopSku = await t.database.db.execute<{ id: string }>(
    sql`insert into shop_skus (tenant_id, article_no, color, size, title)
        values (${ownerId}, ${`MX-${counter}`}, '黑色', 'M', '连衣裙') returning id`,
  );
  const imported = await t.database.db.execute<{ id: string }>(
    sql`insert into daifa_imports (tenant_id, account_id, file_name, encoding, headers, mapping)
        values (${ownerId}, ${ownerId}, '订单.csv', 'UTF-8', array['货号'],
                '{"platformOrderNo":null,"receiverName":null,"phone":null,"province":null,"city":null,"district":null,"address":null,"stall":null,"articleNo":0,"color":null,"size":null,"qty":null,"courier":null,"remark":null}')
        returning id`,
  );
  const importId = Number(imported.rows[0]!.id);
  await t.database.db.execute(
    sql`insert into daifa_import_rows (import_id, row_no, cells, group_key, state) values (${importId}, 2, array['A8821'], '#2', 'ERROR')`,
  );
  const offline = await t.database.db.execute<{ id: string; order_no: string; status: string }>(sql`
    insert into offline_orders (tenant_id, account_id, order_no, request_key, status, customer_name, customer_phone,
           lines, pieces, took_pieces, goods_fen, search_text)
    select ${ownerId}, ${ownerId}, 'XH261126' || lpad((${counter} * 10 + k)::text, 6, '0'), 'matrix-' || ${counter} || '-' || k,
           s, '周丽娟', '13812345601',
           '[{"lineNo":1,"stall":"四季青 A2-315","articleNo":"A2088","title":"","color":"黑色","size":"XL","qty":1,"priceFen":4500,"tookQty":1,"pickupState":"TOOK"}]',
           1, 1, 4500, 'a2088'
      from (values (1, 'DRAFT'), (2, 'TAKING'), (3, 'TOOK')) v(k, s)
    returning id, order_no, status`);
  const offlineOf = (status: string) => offline.rows.find((r) => r.status === status)!;
  const offlineReturn = await t.database.db.execute<{ id: string }>(sql`
    insert into offline_returns (tenant_id, account_id, return_no, request_key, state, customer_name, customer_phone,
           reason, lines, pieces, goods_fen, search_text)
    values (${ownerId}, ${ownerId}, ${`XT261126${String(counter).padStart(6, '0')}`}, ${`matrix-${counter}`},
            'WAITING_ASSIGNED', '周丽娟', '13812345601', 'QUALITY',
            '[{"lineNo":1,"stall":"四季青 A2-315","articleNo":"A2088","title":"","color":"黑色","size":"XL","qty":1,"priceFen":4500}]',
            1, 4500, 'a2088')
    returning id`);
  // its goods on the returns shelf, as saving one puts them
  await t.database.db.execute(sql`
    insert into return_items (tenant_id, return_no, storage_no, shelf, order_no, stall, article_no, color, size, qty,
                              price_fen, reason, registered_by, registered_name, offline_return_id, offline_line_no)
    values (${ownerId}, ${`TH261125${String(counter).padStart(6, '0')}`}, 'RK2611250001', '未归类',
            ${`XT261126${String(counter).padStart(6, '0')}`}, '四季青 A2-315', 'A2088', '黑色', 'XL', 1, 4500,
            'QUALITY', ${ownerId}, 'purchaser', ${offlineReturn.rows[0]!.id}, 1)`);
  const custom = await t.database.db.execute<{ id: string }>(sql`
    insert into custom_goods (tenant_id, stall, article_no, title, colors, sizes, price_fen, weight_g)
    values (${ownerId}, '新金马 3F-318', ${`CG-${counter}`}, '真丝衬衫', array['白色'], array['M'], 8800, 250)
    returning id`);
  const pickup = await pickupTargets(t, ownerId, counter);
  const captcha = await t.app.inject({ method: 'GET', url: '/api/b2/purchaser/auth/captcha' });
  return {
    ...pickup,
    customGoodsId: Number(custom.rows[0]!.id),
    offlineDraftId: Number(offlineOf('DRAFT').id),
    offlineTakingId: Number(offlineOf('TAKING').id),
    offlineTookNo: offlineOf('TOOK').order_no,
    offlineReturnId: Number(offlineReturn.rows[0]!.id),
    importId,
    associatedArticleNo: `MX-${counter}`,
    shopSkuId: Number(shopSku.rows[0]!.id),
    imageId,
    collectId: Number(collect.rows[0]!.id),
    daifaOrderNo: daifa.orderNo,
    afterSaleNo,
    afterSaleId: Number(afterSale.rows[0]!.id),
    problemParcelId: Number(problem.rows[0]!.id),
    postNo,
    headlessNo,
    mineHeadlessNo,
    shopAfterSaleId: Number(shopAfterSale.rows[0].id),
    autoLogId: Number(autoLog.rows[0].id),
    daifaOrderId: Number(daifaRow.rows[0]!.id),
    replenishNo,
    withdrawNo,
    payNo: payment.payNo,
    billId: bill.id,
    captchaId: captcha.json().data.captchaId as string,
    captchaCode: String(captcha.headers['x-test-captcha']),
    key: crypto.randomUUID(),
    certificateId: Number(certificate.rows[0].id),
    templateId,
    printJobId: Number(printJob.rows[0].id),
    viewId: Number(view.rows[0].id),
    roleId: role.json().data.id as number,
    userId: Number(user.rows[0].id),
    shopId,
    redBookShopId: Number(redBook.rows[0].id),
    orderId: Number(order.rows[0].id),
    bulkJobId,
    exportId: Number(exported.rows[0].id),
    interceptRuleId: Number(interceptRule.rows[0].id),
    n: counter,
  };
}

/**
 * 拿货任务指派's rows: a stall, and three tasks of a 线下拿货单 with today's assignments — one 待指派,
 * one 拿货中 and one just 已拿 by `picker`.
 */
async function pickupTargets(t: TestApp, ownerId: number, n: number) {
  const db = t.database.db;
  await addMarkets(db, ownerId, [
    {
      name: '矩阵市场',
      floors: [
        {
          name: '1楼',
          stalls: [
            { stallNo: `M${n}`, name: `矩阵档口${n}` },
            // a second stall, the one 合并 folds into
            { stallNo: `N${n}`, name: `矩阵档口${n}二店` },
          ],
        },
      ],
    },
  ]);
  const rows = await db.execute<{
    id: string;
    task_id: string;
    supplier_id: string;
    state: string;
    picker_id: string;
  }>(sql`
    with s as (select id from suppliers where tenant_id = ${ownerId} and stall_no = ${`M${n}`}),
         p as (select id from accounts where username = 'picker' and parent_id = ${ownerId}),
         t as (
      insert into pickup_tasks (tenant_id, source, source_id, source_line_no, order_no, supplier_id, stall, article_no,
                                color, size, qty, took_qty, ref_price_fen, line_state, take_code)
      select ${ownerId}, 'OFFLINE', ${900000 + n}, k, ${`XH${900000 + n}`}, (select id from s), '矩阵市场 1楼', 'A2088',
             '黑色', 'XL', 1, case when k = 3 then 1 else 0 end, 4500,
             (array['WAITING_TAKING', 'TAKING', 'TOOK'])[k], 'NH261126' || lpad((${n} * 3 + k)::text, 5, '0')
        from generate_series(1, 3) k
      returning id, source_line_no as k, supplier_id)
    insert into pickup_assignments (tenant_id, task_id, day, supplier_id, state, picker_id, assigned_at, took_qty,
                                    took_price_fen, reported_at, reported_by)
    select ${ownerId}, t.id, (now() at time zone 'Asia/Shanghai')::date, t.supplier_id,
           (array['WAITING_ASSIGNED', 'TAKING', 'TOOK'])[t.k],
           case when t.k > 1 then (select id from p) end, case when t.k > 1 then now() end,
           case when t.k = 3 then 1 else 0 end, case when t.k = 3 then 4500 end,
           case when t.k = 3 then now() end, case when t.k = 3 then (select id from p) end
      from t order by t.k
    returning id, task_id, supplier_id, state, picker_id`);
  const of = (state: string) => rows.rows.find((r) => r.state === state)!;
  // return items of the taken line (5 pieces taken, 4 on their way back): 未指派 (two: one to undo),
  // 待退档口, 档口拒收
  await db.execute(
    sql`update pickup_tasks set qty = 5, took_qty = 5 where id = ${Number(of('TOOK').task_id)}`,
  );
  const returns = await db.execute<{ id: string; return_no: string }>(sql`
    insert into return_items (tenant_id, return_no, storage_no, shelf, task_id, order_no, take_code, supplier_id, stall,
                              article_no, color, size, qty, price_fen, reason, state, refuse_reason,
                              registered_by, registered_name, reported_at)
    select ${ownerId}, 'TH261126' || lpad((${n} * 4 + k)::text, 6, '0'), 'RK2611260001', '矩阵市场 1楼', t.id,
           t.order_no, t.take_code, t.supplier_id, t.stall, t.article_no, t.color, t.size, 1, 4500, 'QUALITY',
           (array['WAITING_ASSIGNED', 'WAITING_ASSIGNED', 'WAIT_FACTORY', 'FACTORY_REFUSE'])[k],
           case when k = 4 then 'SMELL' end, ${ownerId}, 'purchaser', case when k = 4 then now() end
      from pickup_tasks t, generate_series(1, 4) k
     where t.id = ${Number(of('TOOK').task_id)}
    returning id, return_no`);
  // 拿货结算账单 of the stall on three old days: 待确认, 待付款, 有争议 — each its one line
  const bills = await db.execute<{ bill_no: string; state: string }>(sql`
    with b as (
      insert into pickup_bills (tenant_id, bill_no, supplier_id, day, settle_mode, lines, pieces, goods_fen, amount_fen, state)
      select ${ownerId}, 'JS20010' || k || lpad(${n}::text, 6, '0'), ${Number(of('TOOK').supplier_id)}, ('2020-01-0' || k)::date,
             'BALANCE', 1, 1, 4500, 4500, (array['WAIT_CONFIRM', 'WAIT_PAY', 'DISPUTED'])[k]
        from generate_series(1, 3) k
      returning id, bill_no, state)
    insert into pickup_bill_lines (bill_id, kind, code, order_no, article_no, color, size, qty, price_fen, amount_fen)
    select b.id, 'TAKE', 'NH200101' || lpad(${n}::text, 5, '0'), 'XH900000', 'A2088', '黑色', 'XL', 1, 4500, 4500 from b
    returning (select bill_no from b where b.id = bill_id) as bill_no, (select state from b where b.id = bill_id) as state`);
  const billIn = (state: string) => bills.rows.find((b) => b.state === state)!.bill_no;
  const ordered = [...returns.rows].sort((a, b) => a.return_no.localeCompare(b.return_no));
  const returnOf = (k: number) => Number(ordered[k - 1]!.id);
  return {
    billWaitConfirm: billIn('WAIT_CONFIRM'),
    billWaitPay: billIn('WAIT_PAY'),
    billDisputed: billIn('DISPUTED'),
    returnItemId: returnOf(1),
    returnUndoId: returnOf(2),
    returnWaitId: returnOf(3),
    returnRefusedId: returnOf(4),
    pickupTookCode: await db
      .execute<{ take_code: string }>(
        sql`select take_code from pickup_tasks where id = ${Number(of('TOOK').task_id)}`,
      )
      .then((r) => r.rows[0]!.take_code),
    pickupTookTaskId: Number(of('TOOK').task_id),
    returnStaffId: await db
      .execute<{ id: string }>(
        sql`select id from accounts where username = 'tuihuo' and parent_id = ${ownerId}`,
      )
      .then((r) => Number(r.rows[0]!.id)),
    pickupWaitingId: Number(of('WAITING_ASSIGNED').id),
    pickupTakingId: Number(of('TAKING').id),
    pickupTookId: Number(of('TOOK').id),
    pickupTaskId: Number(of('TAKING').task_id),
    pickupSupplierId: Number(of('TAKING').supplier_id),
    pickupOtherSupplierId: await db
      .execute<{ id: string }>(
        sql`select id from suppliers where tenant_id = ${ownerId} and stall_no = ${`N${n}`}`,
      )
      .then((r) => Number(r.rows[0]!.id)),
    pickerId: Number(of('TAKING').picker_id),
  };
}
