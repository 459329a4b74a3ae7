import { lazy, Suspense, useEffect, useState } from 'react';
import type { ShopAuthPopupRow } from '@oms/api-client';
import { shanghaiToday, useFeedback } from '@oms/ui';
import { useLocation } from 'react-router-dom';
import { fetchShopAuthPopup, markNotShopPopup } from '../../api/shell.ts';
import { shopPopupDayKey, SHOP_POPUP_FORCE_QUERY } from './shopAuthPopupKeys.ts';

// The dialog (a table) loads only on the days it has something to show.
const ShopAuthDialog = lazy(() => import('./ShopAuthDialog.tsx'));

/** Once a day on the business's clock (Beijing), wherever the browser is. */
const today = () => shanghaiToday();

export type Row = ShopAuthPopupRow & { reminded: boolean };

/** Shops whose authorisation expired or ends within 5 days; at most once a day (spec §2, §4, §9). */
export function ShopAuthPopup({
  userId,
  onOpenChange,
}: {
  userId: number;
  onOpenChange?: (open: boolean) => void;
}) {
  const location = useLocation();
  const forced = new URLSearchParams(location.search).get(SHOP_POPUP_FORCE_QUERY) === '1';
  const [rows, setRows] = useState<Row[]>([]);
  const [open, setOpen] = useState(false);
  const { toast } = useFeedback();

  useEffect(() => {
    onOpenChange?.(open);
  }, [open, onOpenChange]);

  useEffect(() => {
    const dayKey = shopPopupDayKey(userId);
    if (!forced && localStorage.getItem(dayKey) === today()) return;
    let cancelled = false;
    fetchShopAuthPopup()
      .then((shops) => {
        if (cancelled || shops.length === 0) return;
        localStorage.setItem(dayKey, today());
        setRows(shops.map((s) => ({ ...s, reminded: false })));
        setOpen(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [forced, userId]);

  const doNotRemind = async (id: number) => {
    const answer = await markNotShopPopup(id);
    if (answer.errorCode === 0) {
      toast.success('已设置为不再提醒');
      setRows((current) => current.map((r) => (r.id === id ? { ...r, reminded: true } : r)));
    } else {
      toast.error('操作失败');
    }
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShopAuthDialog
        rows={rows}
        onClose={() => setOpen(false)}
        onDoNotRemind={(id) => void doNotRemind(id)}
      />
    </Suspense>
  );
}
