import { ShopHistory, WaybillBook, type HistorySettings } from './shopHistory.ts';
import { planKey, shopKey, type ShopPlan } from './shopPlan.ts';

/** Histories kept built at once; a shop evicted is rebuilt (the same) when asked for again. */
const KEPT_HISTORIES = 16;

/** The histories of the shops in use, built on first use from their plans. */
export class ShopHistories {
  private readonly histories = new Map<string, ShopHistory>();
  private readonly waybills = new Map<string, WaybillBook>();

  constructor(private readonly settings: HistorySettings) {}

  of(plan: ShopPlan): ShopHistory {
    const key = planKey(plan);
    let history = this.histories.get(key);
    if (history) this.histories.delete(key);
    else history = new ShopHistory(plan, this.settings, this.waybillsOf(plan));
    this.histories.set(key, history);
    for (const oldest of this.histories.keys()) {
      if (this.histories.size <= KEPT_HISTORIES) break;
      this.histories.delete(oldest);
    }
    return history;
  }

  private waybillsOf(plan: ShopPlan): WaybillBook {
    const key = shopKey(plan);
    let book = this.waybills.get(key);
    if (!book) this.waybills.set(key, (book = new WaybillBook()));
    return book;
  }
}
