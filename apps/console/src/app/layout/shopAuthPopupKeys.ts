/** Local storage, per account: the day the shop popup last showed (it shows at most once a day). */
export const shopPopupDayKey = (userId: number) => `shopAuthPopupShownOn:${userId}`;
/** `?shopAuthPopup=1` shows the popup even if it was shown today. */
export const SHOP_POPUP_FORCE_QUERY = 'shopAuthPopup';
