import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

const DAY = 86_400_000;

const announcements: { title: string; body: string; pinned?: boolean }[] = [
  {
    title: '双十二大促发货安排',
    pinned: true,
    body: `## 双十二期间发货安排\n\n为保障大促期间的发货时效，**12月10日至12月14日**：\n\n1. 拿货截单时间提前至 **14:00**；\n2. 当日 14:00 后付款的订单次日拿货；\n3. 缺货订单将在 2 小时内通知，请留意[异常订单](/order/abnormalList)。\n\n> 大促期间快递揽收压力较大，物流信息更新可能延迟 6–12 小时。`,
  },
  {
    title: '平台代发设置入口调整',
    body: `自动售后设置、提速发货、自定义发货信息、自定义合格证和货款后付设置等功能都搬到了 **基础设置 → 平台代发设置**。\n\n原有设置不受影响，无需重新配置。`,
  },
  {
    title: '新增 40×70 热敏标签打印',
    body: `打印设置新增 40×70mm 热敏标签模板，支持条码、二维码与合格证同版打印。\n\n- 支持 C-Lodop 与 TSPL/ZPL 直连打印\n- 标签设计器可自定义字段\n\n详见[打印设置](/print/printSetting)。`,
  },
  {
    title: '春节放假安排（预告）',
    body: `2027 年春节期间市场档口陆续放假，预计 **1月28日** 起停止拿货，**2月12日** 恢复。\n\n具体时间以后续公告为准，请提前备货。`,
  },
  {
    title: '代发服务费调整说明',
    body: `自 12 月 1 日起，精细质检服务费调整为 **¥0.50/件**，普通代发服务费不变。\n\n已付款订单按原价格执行。`,
  },
  {
    title: '退货登记流程优化',
    body: `退货登记指派新增 **寄回异地档口**：异地档口的退货可直接快递寄回，运费按重量分摊到每件退货。`,
  },
  {
    title: '拼多多订单解密说明',
    body: `根据拼多多平台要求，查看收件人信息需在拼多多安全环境中进行。\n\n同步订单中点击 **查看收件人** 即可，系统不保存明文。`,
  },
  {
    title: '问题件处理时效提醒',
    body: `问题件需在 **3 天内** 处理，逾期未处理的将按平台规则处理（退回或丢弃）。\n\n请每天查看[问题件](/afterSale/problemList)列表。`,
  },
  {
    title: '新版异常订单上线',
    body: `异常订单按缺货、明天有、涨价、换款、档口关闭、已下架、地址异常、挂起分类展示，支持批量处理。`,
  },
  {
    title: '账号安全提醒',
    body: `请勿将账号密码告知他人。平台工作人员**不会**向您索要密码或验证码。\n\n如发现异常登录，请立即修改密码。`,
  },
  {
    title: '快递揽收时间调整',
    body: `部分快递揽收时间调整为每天 **17:30**，当日 17:30 后打单的包裹次日揽收。`,
  },
  {
    title: '会员权益升级',
    body: `专业版会员新增 **自动下单** 与 **工单优先处理**，代发服务费每件减免 ¥0.50。`,
  },
];

const systemNotices: { title: string; body: string; pinned?: boolean }[] = [
  { title: '系统维护通知', pinned: true, body: `系统将于 **12月3日 02:00–04:00** 维护，期间无法下单与支付，已付款订单不受影响。` },
  { title: '打印控件更新', body: `新版打印控件修复了部分打印机条码模糊的问题，请到[打印设置](/print/printSetting)下载更新。` },
  { title: '支付宝分账服务升级', body: `支付宝分账服务已升级，货款后付的分账到账时间缩短至 T+1。` },
  { title: '订单导出字段调整', body: `代发订单导出新增 **运费**、**服务费** 两列。` },
  { title: '短信验证码通道切换', body: `短信验证码通道已切换，如收不到验证码请稍候 60 秒后重试。` },
  { title: '店铺授权有效期提醒', body: `淘宝、抖店授权有效期为 **365 天**，到期前 5 天会在工作台和消息中心提醒。` },
  { title: '浏览器兼容说明', body: `推荐使用最新版 Chrome 或 Edge 浏览器，IE 浏览器已不再支持。` },
  { title: '数据统计口径说明', body: `拿退货统计按 **北京时间自然日** 统计，次日 00:10 前完成汇总。` },
];

/** 12 平台公告 and 8 系统通知 over the last six weeks, platform-wide. */
export async function seedDemoNotices(tx: DbOrTx): Promise<number> {
  const now = Date.now();
  const rows = [
    ...announcements.map((n, i) => ({ ...n, kind: 'ANNOUNCEMENT', at: now - (i * 3 + 1) * DAY })),
    ...systemNotices.map((n, i) => ({ ...n, kind: 'SYSTEM', at: now - (i * 5 + 2) * DAY })),
  ].map(
    (n) => sql`(${n.kind}, ${n.title}, ${n.body}, ${n.pinned ?? false}, ${new Date(n.at).toISOString()}::timestamptz, '运营')`,
  );
  await tx.execute(sql`
    insert into notices (kind, title, body, pinned, publish_at, created_by) values ${sql.join(rows, sql`, `)}`);
  return rows.length;
}
