import { shanghaiToday } from '@oms/ui';
/**
 * Local storage, per account, for the daily REDBOOK verification prompt: the day it last showed (at
 * most once a day), and the spec §3 "red-book never-set flag", '1' once the seller chose 不再提示.
 */
export const redBookPromptDayKey = (userId: number) => `redBookPromptShownOn:${userId}`;
export const redBookNeverSetKey = (userId: number) => `redBookNeverSet:${userId}`;

/** Beijing's day: once a day on the business's clock, wherever the browser is. */
const localDay = (now = new Date()) => shanghaiToday(now);

/** True when the prompt may show now; marks today as shown, so the next call today says false. */
export function takeTodaysRedBookPrompt(userId: number): boolean {
  if (localStorage.getItem(redBookNeverSetKey(userId)) === '1') return false;
  const today = localDay();
  if (localStorage.getItem(redBookPromptDayKey(userId)) === today) return false;
  localStorage.setItem(redBookPromptDayKey(userId), today);
  return true;
}

export function neverPromptRedBook(userId: number) {
  localStorage.setItem(redBookNeverSetKey(userId), '1');
}
