import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, fen, id, tenant } from './tenantColumns.ts';

/** A wholesale market a purchaser's team walks (新中国大厦, 白马…), in the order they walk them. */
export const markets = pgTable(
  'markets',
  {
    id: id(),
    tenantId: tenant(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('markets_name').on(t.tenantId, t.name)],
);

/** A floor of a market (1F, 2F…), walked bottom up. */
export const marketFloors = pgTable(
  'market_floors',
  {
    id: id(),
    tenantId: tenant(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('market_floors_name').on(t.marketId, t.name)],
);

/**
 * A stall the team buys from. `stall_key` is 档口号 padded for natural order (A2 before A10), the walk
 * within a floor. `return_days` null: the stall takes nothing back (不退). `market_stall_id` is the
 * market listing's stall, the first thing a dropship line is matched by.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    tenantId: tenant(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    floorId: bigint('floor_id', { mode: 'number' }).references(() => marketFloors.id),
    stallNo: text('stall_no').notNull(),
    stallKey: text('stall_key').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    /** CASH 现结 | BALANCE 余额代付 | MONTHLY 月结 */
    settleMode: text('settle_mode').notNull().default('CASH'),
    returnDays: integer('return_days'),
    /** ACTIVE 合作中 | STOPPED 停止合作 */
    state: text('state').notNull().default('ACTIVE'),
    marketStallId: text('market_stall_id'),
    /** 异地档口: its returns go back by courier (寄回异地档口) to `returnAddress` {name, phone, areaCode, address}. */
    returnRemote: boolean('return_remote').notNull().default(false),
    returnAddress: jsonb('return_address'),
    /** 合并: folded into this stall (then STOPPED; new lines naming it go there). */
    mergedInto: bigint('merged_into', { mode: 'number' }),
    /** How the market writes the stall ("国投女装 3楼A316"), spaces dropped and lower-cased: what a line's stall text is matched to. */
    matchKey: text('match_key').notNull(),
    /** Its place in the walk: market, floor, 档口号 as one sortable text (kept by triggers, migration 0067). */
    walkKey: text('walk_key').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_stall').on(t.tenantId, t.marketId, t.stallNo),
    index('suppliers_name').on(t.tenantId, t.name),
    index('suppliers_market_stall').on(t.tenantId, t.marketStallId),
    index('suppliers_match').on(t.tenantId, t.matchKey),
  ],
);

/** Per tenant: 履约方式 PLATFORM 平台仓 (the dropship warehouse picks) | OWN 自有拿货 (the tenant's team). */
export const pickupSettings = pgTable('pickup_settings', {
  tenantId: tenant().primaryKey(),
  fulfilMode: text('fulfil_mode').notNull().default('PLATFORM'),
  /** 自动指派: the rules below hand out 待指派 lines at 08:30 and 14:00. */
  autoAssign: boolean('auto_assign').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * 自动指派设置: an area (a market, a floor or a stall) to a picker, tried in `priority` order; a picker
 * off duty (在岗 off) or at `cap` lines for the day is passed over for the next rule.
 */
export const pickupAutoRules = pgTable(
  'pickup_auto_rules',
  {
    id: id(),
    tenantId: tenant(),
    marketId: bigint('market_id', { mode: 'number' }).references(() => markets.id, { onDelete: 'cascade' }),
    floorId: bigint('floor_id', { mode: 'number' }).references(() => marketFloors.id, {
      onDelete: 'cascade',
    }),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id, {
      onDelete: 'cascade',
    }),
    pickerId: bigint('picker_id', { mode: 'number' }).notNull(),
    priority: integer('priority').notNull().default(0),
    onDuty: boolean('on_duty').notNull().default(true),
    cap: integer('cap'),
  },
  (t) => [index('pickup_auto_rules_tenant').on(t.tenantId, t.priority)],
);

/**
 * One goods line to fetch from a stall, from a dropship line (DAIFA: `source_id` the line's id), a
 * 线下拿货单 line (OFFLINE: the order's id + line no) or an ERP purchase line. What to fetch is a
 * snapshot taken when the task was made. `line_state` is spec §4's pick-up line; `version` guards
 * every move (compare-and-set). `closed` tasks (source canceled, given up) are off every list.
 */
export const pickupTasks = pgTable(
  'pickup_tasks',
  {
    id: id(),
    tenantId: tenant(),
    /** DAIFA | OFFLINE | ERP */
    source: text('source').notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    sourceLineNo: integer('source_line_no').notNull(),
    orderNo: text('order_no').notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id),
    stall: text('stall').notNull(),
    articleNo: text('article_no').notNull(),
    title: text('title').notNull().default(''),
    color: text('color').notNull(),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    tookQty: integer('took_qty').notNull().default(0),
    refPriceFen: fen('ref_price_fen').notNull(),
    tookPriceFen: fen('took_price_fen'),
    lineState: text('line_state').notNull().default('WAITING_TAKING'),
    reason: text('reason'),
    /** NH + yyMMdd + 5 digits, the tenant's running number of the day the task was made. */
    takeCode: text('take_code').notNull(),
    /** 明天有 answers so far: the third is 缺货. */
    nextTries: integer('next_tries').notNull().default(0),
    /** 挂起 at the source: nobody fetches it until released. */
    held: boolean('held').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pickup_tasks_source').on(t.source, t.sourceId, t.sourceLineNo),
    uniqueIndex('pickup_tasks_take_code').on(t.tenantId, t.takeCode),
    index('pickup_tasks_order').on(t.orderNo),
    index('pickup_tasks_open')
      .on(t.tenantId, t.lineState)
      .where(sql`not closed`),
  ],
);

/**
 * A task's work item of one Shanghai day: who fetches it, what they reported. At most one open
 * (WAITING_ASSIGNED, TAKING) per task; a day's rows stay as that day's record (日结, statistics).
 */
export const pickupAssignments = pgTable(
  'pickup_assignments',
  {
    id: id(),
    tenantId: tenant(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => pickupTasks.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    /** The task's pieces and 参考价 while the work is open (kept by triggers, migration 0066): the day's sums read no task. */
    qty: integer('qty').notNull().default(0),
    refPriceFen: fen('ref_price_fen').notNull().default(0),
    /** The stall's walk key ('z' for a stall no supplier matches: last), so a page of the day reads an index. */
    walkKey: text('walk_key').notNull().default('z'),
    state: text('state').notNull().default('WAITING_ASSIGNED'),
    pickerId: bigint('picker_id', { mode: 'number' }),
    assignedAt: at('assigned_at'),
    /** 下午有: the stall has it later today; still TAKING. */
    afternoon: boolean('afternoon').notNull().default(false),
    tookQty: integer('took_qty').notNull().default(0),
    tookPriceFen: fen('took_price_fen'),
    reason: text('reason'),
    photos: jsonb('photos')
      .notNull()
      .default(sql`'[]'::jsonb`),
    reportedAt: at('reported_at'),
    reportedBy: bigint('reported_by', { mode: 'number' }),
    batchNo: text('batch_no'),
    printedAt: at('printed_at'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pickup_assignments_open')
      .on(t.taskId)
      .where(sql`state in ('WAITING_ASSIGNED', 'TAKING')`),
    index('pickup_assignments_day').on(t.tenantId, t.day, t.state),
    index('pickup_assignments_walk').on(t.tenantId, t.day, t.walkKey, t.id),
    index('pickup_assignments_supplier').on(t.supplierId, t.day),
    index('pickup_assignments_picker').on(t.tenantId, t.pickerId, t.day),
    index('pickup_assignments_task').on(t.taskId, t.day),
  ],
);

/** A day-count row's figures: what a move adds (negative for what it took away). */
const dayFigures = () => ({
  n: integer('n').notNull(),
  pieces: integer('pieces').notNull(),
  refFen: fen('ref_fen').notNull(),
  took: integer('took').notNull(),
  tookFen: fen('took_fen').notNull(),
  /** The latest report among the rows moved in (看板's 最后上报); folded as the max. */
  lastReportAt: at('last_report_at'),
  /** Written by the fold (one row a key); the triggers' moves are not, so folding finds them by index. */
  folded: boolean('folded').notNull().default(false),
});

/**
 * The board's day figures as appended moves: a row per (day, stall, picker, state, printed) of what an
 * assignment statement changed (−old, +new: lines, pieces, 参考货款, pieces and money taken), written by
 * statement triggers on `pickup_assignments` (migration 0072) so no move can forget one, and folded back
 * into one row a key by housekeeping every minute. The tab counts, 简报, 看板 and 按档口's stalls sum a few
 * thousand narrow rows instead of the day's 20,000 assignments. `supplier_id` 0: no known stall;
 * `picker_id` 0: nobody. No foreign key: a deleted tenant's rows sum to zero.
 */
export const pickupDayCounts = pgTable(
  'pickup_day_counts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    pickerId: bigint('picker_id', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    printed: boolean('printed').notNull(),
    ...dayFigures(),
  },
  (t) => [
    index('pickup_day_counts_day').on(t.tenantId, t.day, t.pickerId),
    index('pickup_day_counts_unfolded')
      .on(t.tenantId, t.day, t.supplierId, t.pickerId, t.state, t.printed)
      .where(sql`not ${t.folded}`),
  ],
);

/**
 * The same moves without the stall: a row per (day, picker, state, printed), summed by a trigger on what
 * the assignments' triggers append to `pickup_day_counts` (migration 0083) and folded alike. A day of 3,000 stalls is a few hundred rows here, so 简报,
 * the tab counts of no area and the pickers' figures sum those rather than the stalls'.
 */
export const pickupDayPickerCounts = pgTable(
  'pickup_day_picker_counts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    pickerId: bigint('picker_id', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    printed: boolean('printed').notNull(),
    ...dayFigures(),
  },
  (t) => [
    index('pickup_day_picker_counts_day').on(t.tenantId, t.day),
    index('pickup_day_picker_counts_unfolded')
      .on(t.tenantId, t.day, t.pickerId, t.state, t.printed)
      .where(sql`not ${t.folded}`),
  ],
);

/** 操作日志 of the board and the phones: one row a move. */
export const pickupEvents = pgTable(
  'pickup_events',
  {
    id: id(),
    tenantId: tenant(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => pickupTasks.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    byName: text('by_name').notNull(),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('pickup_events_task').on(t.taskId, t.at)],
);

/** Running numbers of a tenant's day: TAKE (取货码), BATCH (打印批次 M.D-N). */
export const pickupDayCounters = pgTable(
  'pickup_day_counters',
  {
    tenantId: tenant(),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.kind] })],
);

/** 日结审核: a tenant's pick-up day checked and closed; its answers can no longer change (47003). */
export const pickupDayAudits = pgTable(
  'pickup_day_audits',
  {
    tenantId: tenant(),
    day: date('day').notNull(),
    auditedBy: bigint('audited_by', { mode: 'number' }).notNull(),
    auditedName: text('audited_name').notNull(),
    auditedAt: at('audited_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);
