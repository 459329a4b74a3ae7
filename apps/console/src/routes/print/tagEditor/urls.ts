// The editor's URL state: which template is open (`?id=`), so a reload or a shared link opens it again.
import { useSearchParams } from 'react-router-dom';

export function useOpenTemplateId(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  const open = (next: number | null) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next) copy.set('id', String(next));
      else copy.delete('id');
      return copy;
    });
  return [id, open];
}
