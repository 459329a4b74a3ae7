import { lazy, Suspense, useEffect, useState } from 'react';

const HomeTrendPanel = lazy(() => import('./HomeTrendPanel.tsx'));

/**
 * 数据趋势's place on 工作台: the panel (its range switch, its data and echarts) is fetched only once the
 * section scrolls into view — watched from when the cards above have their height, so it is never part
 * of /home's first load.
 */
export function HomeTrend({ ready }: { ready: boolean }) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const seen = useSeen(ready ? box : null);
  return (
    <section ref={setBox} style={{ marginBottom: 24, minHeight: 300 }}>
      {seen && (
        <Suspense fallback={null}>
          <HomeTrendPanel />
        </Suspense>
      )}
    </section>
  );
}
/** True once the element has been on screen (it stays true). */
function useSeen(el: HTMLElement | null): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!el || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, seen]);
  return seen;
}
