import { daifaFlag, stateLabel, yuanText, type MessageCategory } from '@oms/api-client';

/** What a message says, as written from an event's params. */
export interface Rendered {
  title: string;
  content: string;
  /** A list in its URL state (relative), or null. */
  link: string | null;
  /** The document it names (order, 补款 number, shop…). */
  code: string | null;
}

interface TypeSpec<P> {
  category: MessageCategory;
  render(params: P): Rendered;
  /** A burst (≥ DIGEST_AFTER in DIGEST_WINDOW) of this type becomes one message saying how many. */
  digest(count: number): Omit<Rendered, 'code'>;
}

const define = <P>(spec: TypeSpec<P>) => spec;

type AbnormalParams = { orderNo: string; goods: string; reason?: string };
const abnormal = (kind: keyof typeof daifaFlag, advice: string) =>
  define<AbnormalParams>({
    category: 'ORDER_ABNORMAL',
    render: (p) => ({
      title: `订单${stateLabel(daifaFlag, kind)}：${p.orderNo}`,
      content: `${p.goods}${p.reason ? `（${p.reason}）` : ''}，${advice}`,
      link: `/order/abnormalList?kind=${kind}`,
      code: p.orderNo,
    }),
    digest: (n) => ({
      title: `您有 ${n} 个订单${stateLabel(daifaFlag, kind)}待处理`,
      content: `近10分钟内有 ${n} 个订单${stateLabel(daifaFlag, kind)}，请到异常订单中处理。`,
      link: `/order/abnormalList?kind=${kind}`,
    }),
  });

const REPLENISH_LINK = '/funds/transferRecord';
const WITHDRAW_LINK = '/funds/rechargeWithdraw?tab=withdrawRecords';
const SHOP_LINK = '/basicSet/shopAuthorization';
const COLLECT_OVERDUE_LINK = '/order/daifaOrderList?flag=COLLECT_OVERDUE';
const INTERCEPT_LINK = '/order/orderList?tab=HOLD';

/**
 * Every kind of message a module may emit, with what it says. A new kind is added here; its params are
 * what the emitter passes (checked by the compiler through `NotifyEvent`).
 */
export const NOTIFY_TYPES = {
  ABNORMAL_LACK: abnormal('LACK', '请选择等待、换档口、退款或有货先发。'),
  ABNORMAL_NEXT_DAY: abnormal('NEXT_DAY', '档口明天有货，可等待或退款。'),
  ABNORMAL_PRICE_RAISED: abnormal('PRICE_RAISED', '请补款、换档口或退款。'),
  ABNORMAL_CHANGE: abnormal('CHANGE', '档口提出换款，请确认是否接受。'),
  ABNORMAL_STALL_CLOSED: abnormal('STALL_CLOSED', '请换档口或退款。'),
  ABNORMAL_DELISTED: abnormal('DELISTED', '请换档口或退款。'),
  ABNORMAL_BAD_ADDRESS: abnormal('BAD_ADDRESS', '快递无法揽收，请修改地址、换快递或取消。'),
  REPLENISH_NEW: define<{
    replenishNo: string;
    orderNo: string;
    amountFen: number;
    reason: string;
    hours: number;
  }>({
    category: 'REPLENISH',
    render: (p) => ({
      title: `订单 ${p.orderNo} 需补款 ${yuanText(p.amountFen)}`,
      content: `${p.reason}，补款单 ${p.replenishNo} 请在${p.hours}小时内支付，逾期将自动取消。`,
      link: REPLENISH_LINK,
      code: p.replenishNo,
    }),
    digest: (n) => ({
      title: `您有 ${n} 笔补款待支付`,
      content: `近10分钟内新增 ${n} 笔补款，请到代发补款记录中支付。`,
      link: REPLENISH_LINK,
    }),
  }),
  REPLENISH_DUE: define<{ replenishNo: string; orderNo: string; amountFen: number; deadlineText: string }>({
    category: 'REPLENISH',
    render: (p) => ({
      title: `补款 ${p.replenishNo} 即将截止`,
      content: `订单 ${p.orderNo} 的补款 ${yuanText(p.amountFen)} 将于 ${p.deadlineText} 截止，逾期将自动取消。`,
      link: REPLENISH_LINK,
      code: p.replenishNo,
    }),
    digest: (n) => ({
      title: `您有 ${n} 笔补款即将截止`,
      content: `有 ${n} 笔补款将在12小时内截止，请尽快支付。`,
      link: REPLENISH_LINK,
    }),
  }),
  REPLENISH_EXPIRED: define<{ replenishNo: string; orderNo: string; amountFen: number }>({
    category: 'REPLENISH',
    render: (p) => ({
      title: `补款 ${p.replenishNo} 已过期`,
      content: `订单 ${p.orderNo} 的补款 ${yuanText(p.amountFen)} 未在截止前支付，已自动取消。`,
      link: REPLENISH_LINK,
      code: p.replenishNo,
    }),
    digest: (n) => ({
      title: `${n} 笔补款已过期`,
      content: `${n} 笔补款未在截止前支付，已自动取消。`,
      link: REPLENISH_LINK,
    }),
  }),
  WITHDRAW_PAID: define<{ withdrawNo: string; amountFen: number }>({
    category: 'FUNDS',
    render: (p) => ({
      title: `提现 ${yuanText(p.amountFen)} 已到账`,
      content: `提现单 ${p.withdrawNo} 已打款到您绑定的支付宝账户。`,
      link: WITHDRAW_LINK,
      code: p.withdrawNo,
    }),
    digest: (n) => ({ title: `${n} 笔提现已到账`, content: `${n} 笔提现已打款。`, link: WITHDRAW_LINK }),
  }),
  WITHDRAW_REFUSED: define<{ withdrawNo: string; amountFen: number; reason: string }>({
    category: 'FUNDS',
    render: (p) => ({
      title: `提现 ${yuanText(p.amountFen)} 未成功`,
      content: `提现单 ${p.withdrawNo}：${p.reason}。金额已退回余额。`,
      link: WITHDRAW_LINK,
      code: p.withdrawNo,
    }),
    digest: (n) => ({
      title: `${n} 笔提现未成功`,
      content: `${n} 笔提现未成功，金额已退回余额。`,
      link: WITHDRAW_LINK,
    }),
  }),
  SHOP_SYNC_FAILED: define<{ shopId: number; shopName: string; reason: string }>({
    category: 'SHOP',
    render: (p) => ({
      title: `店铺「${p.shopName}」订单同步失败`,
      content: `${p.reason}。请检查店铺授权，或稍后在同步订单中重新同步。`,
      link: SHOP_LINK,
      code: p.shopName,
    }),
    digest: (n) => ({
      title: `${n} 次店铺同步失败`,
      content: `近10分钟内店铺同步失败 ${n} 次，请检查店铺授权。`,
      link: SHOP_LINK,
    }),
  }),
  SHOP_EXPIRING: define<{ shopId: number; shopName: string; leftDays: number; expireDate: string }>({
    category: 'SHOP',
    render: (p) => ({
      title:
        p.leftDays > 0
          ? `店铺「${p.shopName}」授权 ${p.leftDays} 天后过期`
          : `店铺「${p.shopName}」授权已过期`,
      content: `授权${p.leftDays > 0 ? '将于' : '已于'} ${p.expireDate} 过期，过期后订单无法同步，请及时重新授权。`,
      link: SHOP_LINK,
      code: p.shopName,
    }),
    digest: (n) => ({
      title: `${n} 个店铺授权即将过期`,
      content: `${n} 个店铺授权即将过期，请及时重新授权。`,
      link: SHOP_LINK,
    }),
  }),
  GOODS_LINK_INVALID: define<{ articleNo: string; sku: string; goods: string; reason: string }>({
    category: 'GOODS',
    render: (p) => ({
      title: `商品关联已失效：${p.articleNo} ${p.sku}`,
      content: `关联的「${p.goods}」${p.reason}，含该商品的订单需重新关联后才能下单代发。`,
      link: '/goods/association?tab=INVALID',
      code: p.articleNo,
    }),
    digest: (n) => ({
      title: `您有 ${n} 个商品关联已失效`,
      content: `近10分钟内有 ${n} 个商品关联因档口商品下架或规格变化而失效，请重新关联。`,
      link: '/goods/association?tab=INVALID',
    }),
  }),
  COLLECT_OVERDUE: define<{ orderNo: string; waybillNo: string; hours: number }>({
    category: 'ORDER_ABNORMAL',
    render: (p) => ({
      title: `揽收超时：${p.orderNo}`,
      content: `运单 ${p.waybillNo} 已提前回传店铺（提速发货），但打单 ${p.hours} 小时仍未揽收，平台可能判定虚假发货，请联系仓库或快递尽快揽收。`,
      link: COLLECT_OVERDUE_LINK,
      code: p.orderNo,
    }),
    digest: (n) => ({
      title: `您有 ${n} 个订单揽收超时`,
      content: `近10分钟内有 ${n} 个提速发货的订单打单后超时未揽收，请尽快处理，以免被判虚假发货。`,
      link: COLLECT_OVERDUE_LINK,
    }),
  }),
  INTERCEPT_HIT: define<{ tid: string; shopName: string; ruleName: string; reason: string; held: boolean }>({
    category: 'ORDER_ABNORMAL',
    render: (p) => ({
      title: `订单被自动拦截：${p.tid}`,
      content: `「${p.shopName}」的订单 ${p.tid} 命中拦截规则「${p.ruleName}」（${p.reason}）${p.held ? '，已挂起，请核实后取消挂起或关闭订单' : '，请核实'}。`,
      link: p.held ? INTERCEPT_LINK : '/order/orderList',
      code: p.tid,
    }),
    digest: (n) => ({
      title: `您有 ${n} 个订单被自动拦截`,
      content: `近10分钟内有 ${n} 个新订单命中自动拦截规则，请到同步订单的已挂起中核实。`,
      link: INTERCEPT_LINK,
    }),
  }),
  /** Written by the platform (seed, /ops): title and content as given. */
  SYSTEM: define<{ title: string; content: string; link?: string }>({
    category: 'SYSTEM',
    render: (p) => ({ title: p.title, content: p.content, link: p.link ?? null, code: null }),
    digest: (n) => ({ title: `您有 ${n} 条系统消息`, content: `近10分钟内有 ${n} 条系统消息。`, link: null }),
  }),
} as const;

export type NotifyType = keyof typeof NOTIFY_TYPES;
export type ParamsOf<T extends NotifyType> = Parameters<(typeof NOTIFY_TYPES)[T]['render']>[0];

/** An event as an emitter writes it: `key` is unique in the tenant (a replay writes nothing). */
export type NotifyEvent = {
  [T in NotifyType]: { type: T; tenantId: number; key: string; params: ParamsOf<T> };
}[NotifyType];

/** Five of a type within ten minutes make a digest; later ones grow it while it is that fresh. */
export const DIGEST_AFTER = 5;
export const DIGEST_WINDOW_MINUTES = 10;

export function renderEvent(
  type: string,
  params: unknown,
): (Rendered & { category: MessageCategory }) | null {
  const spec = (NOTIFY_TYPES as Record<string, TypeSpec<unknown>>)[type];
  if (!spec) return null;
  return { category: spec.category, ...spec.render(params) };
}

export function renderDigest(type: string, count: number) {
  const spec = (NOTIFY_TYPES as Record<string, TypeSpec<unknown>>)[type];
  if (!spec) return null;
  return { category: spec.category, ...spec.digest(count) };
}
