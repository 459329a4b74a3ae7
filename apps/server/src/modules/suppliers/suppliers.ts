import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type SupplierRow, type SupplierSaveRequest, type SupplierTree } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { containing } from '../../db/likePattern.ts';
import { marketWriting, naturalKey } from '../pickup/marketTree.ts';
import { stallKeyOf } from '../pickup/pickupTasks.ts';
import { divisionOf } from '../daifa/express/areaTree.ts';

/** 供应商管理's tree: markets and floors in walking order, each with its stalls counted. */
export async function supplierTree(db: Db, caller: Caller): Promise<SupplierTree> {
  const rows = await db.execute<{
    market_id: number;
    market: string;
    floor_id: number | null;
    floor: string | null;
    n: number;
  }>(sql`
    select m.id as market_id, m.name as market, f.id as floor_id, f.name as floor,
           (select count(*) from suppliers s where s.floor_id = f.id)::int as n
      from markets m left join market_floors f on f.market_id = m.id
     where m.tenant_id = ${caller.tenantId}
     order by m.sort, m.name, f.sort, f.name`);
  const tree: SupplierTree = [];
  for (const r of rows.rows) {
    let market = tree.at(-1);
    if (market?.id !== Number(r.market_id))
      tree.push((market = { id: Number(r.market_id), name: r.market, stalls: 0, floors: [] }));
    if (r.floor_id === null) continue;
    market.floors.push({ id: Number(r.floor_id), name: r.floor!, stalls: Number(r.n) });
    market.stalls += Number(r.n);
  }
  return tree;
}

export async function supplierPage(
  db: Db,
  caller: Caller,
  q: {
    marketId?: number | undefined;
    floorId?: number | undefined;
    state?: string | undefined;
    keyword?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
) {
  const where: SQL[] = [sql`s.tenant_id = ${caller.tenantId}`];
  if (q.marketId) where.push(sql`s.market_id = ${q.marketId}`);
  if (q.floorId) where.push(sql`s.floor_id = ${q.floorId}`);
  if (q.state) where.push(sql`s.state = ${q.state}`);
  if (q.keyword) {
    const like = containing(q.keyword);
    where.push(sql`(s.stall_no ilike ${like} or s.name ilike ${like} or s.phone ilike ${like})`);
  }
  const filter = sql.join(where, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select s.id, s.market_id, m.name as market, s.floor_id, coalesce(f.name, '') as floor, s.stall_no, s.name, s.phone,
             s.settle_mode, s.return_days, s.state, s.market_stall_id, s.return_remote, s.return_address,
             coalesce(h.pieces, 0) as pieces, coalesce(h.lack, 0) as lack,
             coalesce(h.lines, 0) as lines
        from suppliers s join markets m on m.id = s.market_id left join market_floors f on f.id = s.floor_id
        left join lateral (
          select sum(t.qty)::int as pieces, count(*)::int as lines,
                 count(*) filter (where a.state in ('E_LACK_TAKING', 'E_STOP_PRODUCTION'))::int as lack
            from pickup_assignments a join pickup_tasks t on t.id = a.task_id
           where a.supplier_id = s.id and a.day > (now() at time zone 'Asia/Shanghai')::date - 30
             and a.state not in ('WAITING_ASSIGNED', 'TAKING')) h on true
       where ${filter}
       order by m.sort, m.name, f.sort, f.name, s.stall_key
       limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from suppliers s where ${filter}`),
  ]);
  return {
    list: rows.rows.map((r): SupplierRow => ({
      id: Number(r.id),
      marketId: Number(r.market_id),
      market: String(r.market),
      floorId: r.floor_id == null ? null : Number(r.floor_id),
      floor: String(r.floor),
      stallNo: String(r.stall_no),
      name: String(r.name),
      phone: String(r.phone),
      settleMode: r.settle_mode as SupplierRow['settleMode'],
      returnDays: r.return_days == null ? null : Number(r.return_days),
      state: r.state as SupplierRow['state'],
      marketStallId: r.market_stall_id == null ? null : String(r.market_stall_id),
      returnRemote: Boolean(r.return_remote),
      returnAddress: addressOf(r.return_address as StoredAddress | null),
      pieces30d: Number(r.pieces),
      lackRate30d: Number(r.lines) ? Math.round((Number(r.lack) / Number(r.lines)) * 1000) / 10 : 0,
    })),
    total: Number(total.rows[0]!.n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** A market (and floor) by name: found, or added after the others (a floor sorts by its number: 1楼 … 10楼). */
async function placeOf(tx: DbOrTx, tenantId: number, market: string, floor: string) {
  const [m] = (
    await tx.execute<{ id: number }>(sql`
      insert into markets (tenant_id, name, sort)
      values (${tenantId}, ${market}, (select coalesce(max(sort), -1) + 1 from markets where tenant_id = ${tenantId}))
      on conflict (tenant_id, name) do update set name = excluded.name returning id`)
  ).rows;
  const floorSort = Number(/\d+/.exec(floor)?.[0] ?? 99);
  const [f] = (
    await tx.execute<{ id: number }>(sql`
      insert into market_floors (tenant_id, market_id, name, sort) values (${tenantId}, ${m!.id}, ${floor}, ${floorSort})
      on conflict (market_id, name) do update set name = excluded.name returning id`)
  ).rows;
  return { marketId: Number(m!.id), floorId: Number(f!.id) };
}

/**
 * 新增 / 编辑 a stall. The same market and 档口号 twice is 47020. Open pick-up lines of 未归类 whose stall
 * reads as this one (spaces and case aside) are matched to it at once.
 */
type StoredAddress = { name: string; phone: string; areaCode: string; address: string };

const addressOf = (a: StoredAddress | null): SupplierRow['returnAddress'] => {
  if (!a) return null;
  const d = divisionOf(a.areaCode);
  return { ...a, region: d ? `${d.province}${d.city}${d.district}` : '' };
};

export function saveSupplier(db: Db, caller: Caller, body: SupplierSaveRequest) {
  if (body.returnAddress && !divisionOf(body.returnAddress.areaCode))
    throw new ApiError(ErrorCode.INVALID_INPUT, '请选择省市区', { field: 'returnAddress.areaCode' });
  return db.transaction(async (tx) => {
    const { marketId, floorId } = await placeOf(tx, caller.tenantId, body.market, body.floor);
    const matchKey = stallKeyOf(marketWriting(body.market, body.floor, body.stallNo));
    const values = sql`${marketId}, ${floorId}, ${body.stallNo}, ${naturalKey(body.stallNo)}, ${body.name},
                       ${body.phone}, ${body.settleMode}, ${body.noReturn ? null : body.returnDays}::int, ${body.marketStallId || null}, ${matchKey}`;
    // 异地 and its address as given; left out (the 档口 sheet has no such columns), they stay as they were
    const remote = body.returnRemote ?? null;
    const address = body.returnAddress ? JSON.stringify(body.returnAddress) : null;
    const taken = await tx.execute(sql`
      select 1 from suppliers where tenant_id = ${caller.tenantId} and market_id = ${marketId} and stall_no = ${body.stallNo}
         ${body.id ? sql`and id <> ${body.id}` : sql``}`);
    if (taken.rows.length)
      throw new ApiError(ErrorCode.SUPPLIER_EXISTS, `该档口已存在：${body.market} ${body.stallNo}`, {
        field: 'stallNo',
      });
    const saved = body.id
      ? await tx.execute<{ id: number }>(sql`
          update suppliers set (market_id, floor_id, stall_no, stall_key, name, phone, settle_mode, return_days,
                                market_stall_id, match_key, return_remote, return_address)
                            = (${values}, coalesce(${remote}::boolean, return_remote),
                               coalesce(${address}::jsonb, return_address)), updated_at = now()
           where id = ${body.id} and tenant_id = ${caller.tenantId} returning id`)
      : await tx.execute<{ id: number }>(sql`
          insert into suppliers (tenant_id, market_id, floor_id, stall_no, stall_key, name, phone, settle_mode, return_days,
                                 market_stall_id, match_key, return_remote, return_address)
          values (${caller.tenantId}, ${values}, coalesce(${remote}::boolean, false), ${address}::jsonb) returning id`);
    const id = Number(saved.rows[0]?.id ?? 0);
    if (!id) throw notFound('档口不存在');
    const matched = await tx.execute<{ id: number }>(sql`
      update pickup_tasks set supplier_id = ${id}, updated_at = now()
       where tenant_id = ${caller.tenantId} and supplier_id is null and not closed
         and lower(regexp_replace(stall, '\\s+', '', 'g')) in (${matchKey}, ${stallKeyOf(body.name)})
       returning id`);
    if (matched.rows.length)
      await tx.execute(sql`
        update pickup_assignments set supplier_id = ${id}
         where task_id = any(${sql.param(matched.rows.map((r) => Number(r.id)))}::bigint[]) and state in ('WAITING_ASSIGNED', 'TAKING')`);
    return { id, matched: matched.rows.length };
  });
}

/** 停用 / 启用: a stopped stall takes no new lines (they stay 未归类 until matched to another). */
export async function setSupplierState(db: Db, caller: Caller, ids: number[], state: 'ACTIVE' | 'STOPPED') {
  const own = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from suppliers where tenant_id = ${caller.tenantId} and id = any(${sql.param([...new Set(ids)])}::bigint[])`);
  if (Number(own.rows[0]!.n) !== new Set(ids).size) throw notFound('档口不存在');
  const changed = await db.execute(sql`
    update suppliers set state = ${state}, updated_at = now()
     where tenant_id = ${caller.tenantId} and id = any(${sql.param(ids)}::bigint[]) and state <> ${state}`);
  return { changed: changed.rowCount ?? 0 };
}
