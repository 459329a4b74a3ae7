/** The detail's steps, each reached by the first timeline event that says so (spec: 已下单 → 已签收). */
export const ORDER_STEPS = [
  { title: '已下单', events: ['PLACED'] },
  { title: '已付款', events: ['PAID'] },
  { title: '已拿货', events: ['ALL_TAKEN'] },
  { title: '已打包', events: ['PACKED'] },
  { title: '已打单', events: ['WAYBILL_PRINTED'] },
  { title: '已发货', events: ['PICKED_UP'] },
  { title: '已签收', events: ['SIGNED'] },
] as const;

/**
 * How far the order went: the last step whose event is on the timeline (a later step implies the
 * earlier ones, whatever the warehouse forgot to say), and when each step was reached. -1 before any.
 */
export function orderProgress(timeline: readonly { type: string; at: string }[]) {
  const reachedAt = ORDER_STEPS.map(
    (step) => timeline.find((e) => (step.events as readonly string[]).includes(e.type))?.at ?? null,
  );
  const current = reachedAt.reduce((last, at, i) => (at ? i : last), -1);
  return { current, reachedAt };
}
