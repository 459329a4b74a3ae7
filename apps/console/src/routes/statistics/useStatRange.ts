import { useMemo, useState } from 'react';
import { resolveDateRange, shanghaiToday, type DateRangeValue } from '@oms/ui';

/** A statistics page's range: 近30天 first, any preset or days after; the request's dayFrom/dayTo. */
export function useStatRange(initial: DateRangeValue = { preset: 'last30' }) {
  const [range, setRange] = useState<DateRangeValue>(initial);
  const request = useMemo(() => {
    const r = resolveDateRange(range) ?? resolveDateRange({ preset: 'last30' })!;
    return { dayFrom: shanghaiToday(r.from), dayTo: shanghaiToday(r.to) };
  }, [range]);
  return { range, setRange, request };
}
