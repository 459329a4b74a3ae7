import { useEffect, useMemo, useRef, useState } from 'react';
import type { ListKey } from '@oms/api-client';
import {
  applyColumnSettings,
  defaultColumnSettings,
  normalizeColumnSettings,
  setColumnWidth,
  useFeedback,
  type ColumnSetting,
  type ListColumn,
} from '@oms/ui';
import { saveColumnSettings, useColumnSettingsQuery } from '../api/listPrefs.ts';

const SAVE_AFTER_MS = 600;

/**
 * A list's columns with the user's settings from the server: show, order and widths follow the user to
 * another computer. Changes apply at once and are saved shortly after the last one.
 */
export function useListColumns<C extends ListColumn<never, never>>(listKey: ListKey, columns: readonly C[]) {
  const { toast } = useFeedback();
  const { data: saved, mutate } = useColumnSettingsQuery(listKey);
  const [local, setLocal] = useState<ColumnSetting[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const settings = useMemo(
    () => normalizeColumnSettings(columns, local ?? saved ?? defaultColumnSettings(columns)),
    [columns, local, saved],
  );
  const shown = useMemo(() => applyColumnSettings(columns, settings), [columns, settings]);

  const onChange = (next: ColumnSetting[]) => {
    setLocal(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const wire = next.map((s) => ({
        key: s.key,
        visible: s.visible,
        ...(s.width ? { width: Math.round(s.width) } : {}),
      }));
      void saveColumnSettings(listKey, wire).then((answer) => {
        if (answer.errorCode !== 0) return void toast.error(`列设置未保存：${answer.errorMsg}`);
        void mutate(wire, { revalidate: false });
      });
    }, SAVE_AFTER_MS);
  };

  return {
    /** The columns to draw. */
    columns: shown,
    /** One setting per column, for the 列设置 panel. */
    settings,
    onChange,
    onResize: (key: string, width: number) => onChange(setColumnWidth(columns, settings, key, width)),
  };
}
