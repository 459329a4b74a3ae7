import type { ReceiverValues } from '../../order/shared/ReceiverFields.tsx';

const KEY = 'sendBackReceiver';

/** The receiver the last 寄回 went to (a seller sends back to their own address, time after time). */
export function lastSendBackReceiver(): ReceiverValues | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as ReceiverValues | null;
    if (saved && typeof saved.name === 'string' && Array.isArray(saved.area) && saved.area.length === 3)
      return saved;
  } catch {
    // an unreadable entry is as good as none
  }
  return undefined;
}

export function rememberSendBackReceiver(receiver: ReceiverValues) {
  try {
    localStorage.setItem(KEY, JSON.stringify(receiver));
  } catch {
    // storage full or denied: the next 寄回 asks again
  }
}
