/** How a sync run started (the server's shop_sync_logs.trigger), as the log shows it. */
const SYNC_TRIGGER_LABELS: Record<string, string> = {
  SCHEDULE: '定时',
  MANUAL: '手动',
  AUTHORIZE: '授权',
};

/** A newer server's trigger shows as its code rather than disappearing. */
export function syncTriggerLabel(trigger: string): string {
  return SYNC_TRIGGER_LABELS[trigger] ?? trigger;
}
