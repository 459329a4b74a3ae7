import { useEffect, useState } from 'react';

/** True `ms` after the page has loaded: for what must not weigh on the first load. */
export function useLater(ms: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setDue(true), ms);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (timer) clearTimeout(timer);
    };
  }, [ms]);
  return due;
}
