import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button, Checkbox, Flex, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import {
  defaultColumnSettings,
  isHideable,
  moveColumnSetting,
  normalizeColumnSettings,
  type ColumnSetting,
  type ListColumn,
} from './columns.ts';
import { ColumnWidthInput } from './ColumnWidthInput.tsx';
import { VISUALLY_HIDDEN } from './visuallyHidden.ts';

export interface ColumnSettingsListProps {
  /** Every column the page has, in the code's order. */
  columns: readonly ListColumn<never, never>[];
  settings: readonly ColumnSetting[];
  /** The full new settings, one per column, in the new order. */
  onChange: (settings: ColumnSetting[]) => void;
}

type Direction = 'up' | 'down';

/**
 * The column settings themselves: show/hide, order (drag a row by its handle, or 上移/下移), width,
 * 恢复默认. Controlled: it shows `settings` and reports every change at once.
 */
export function ColumnSettingsList({ columns, settings, onChange }: ColumnSettingsListProps) {
  const { token } = theme.useToken();
  const rows = normalizeColumnSettings(columns, settings);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Only a row whose handle is held is draggable, so text in its width field can still be selected.
  const [armed, setArmed] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const refocus = useRef<{ key: string; direction: Direction } | null>(null);

  // After 上移/下移 the row has moved: keep focus on its button (or the other one at either end).
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const buttons = [target.direction, target.direction === 'up' ? 'down' : 'up'].map((d) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-key="${target.key}"] [data-move="${d}"]`),
    );
    buttons.find((b) => b && !b.disabled)?.focus();
  });

  const titleOf = (key: string) => byKey.get(key)?.title ?? key;
  const move = (key: string, to: number, direction?: Direction) => {
    if (direction) refocus.current = { key, direction };
    onChange(moveColumnSetting(rows, key, to));
    setAnnouncement(`「${titleOf(key)}」已移到第 ${Math.max(1, Math.min(to + 1, rows.length))} 列`);
  };
  const update = (key: string, patch: Partial<ColumnSetting>) =>
    onChange(rows.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const endDrag = () => {
    setArmed(null);
    setDragged(null);
    setOver(null);
  };
  const onDrop = (event: DragEvent, key: string) => {
    event.preventDefault();
    if (dragged && dragged !== key)
      move(
        dragged,
        rows.findIndex((s) => s.key === key),
      );
    endDrag();
  };

  return (
    <div style={{ width: 360, maxWidth: 'calc(100vw - 32px)' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <span style={{ fontWeight: 600 }}>列设置</span>
        <Button
          type="link"
          size="small"
          onClick={() => {
            onChange(defaultColumnSettings(columns));
            setAnnouncement('已恢复默认列设置');
          }}
        >
          恢复默认
        </Button>
      </Flex>
      <ol ref={list} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
        {rows.map((setting, i) => {
          const column = byKey.get(setting.key)!;
          const hideable = isHideable(column);
          const dropEdge = over === setting.key && dragged !== setting.key;
          return (
            <li
              key={setting.key}
              data-key={setting.key}
              draggable={armed === setting.key}
              onDragStart={(event) => {
                event.dataTransfer?.setData('text/plain', setting.key);
                setDragged(setting.key);
              }}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                setOver(setting.key);
              }}
              onDrop={(event) => onDrop(event, setting.key)}
              onDragEnd={endDrag}
              onPointerUp={() => setArmed(null)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 4,
                padding: '4px 0',
                opacity: dragged === setting.key ? 0.5 : 1,
                boxShadow: dropEdge ? `inset 0 2px 0 ${token.colorPrimary}` : undefined,
              }}
            >
              <HolderOutlined
                aria-hidden
                title="拖动排序"
                onPointerDown={() => setArmed(setting.key)}
                style={{ cursor: 'grab', color: token.colorTextSecondary, padding: 4, touchAction: 'none' }}
              />
              <Checkbox
                checked={setting.visible}
                disabled={!hideable}
                title={hideable ? undefined : '此列不能隐藏'}
                onChange={(e) => update(setting.key, { visible: e.target.checked })}
                style={{ flex: 1, minWidth: 0 }}
              >
                {column.title}
              </Checkbox>
              <ColumnWidthInput
                column={column}
                width={setting.width ?? column.width}
                onChange={(width) => update(setting.key, { width })}
              />
              {(['up', 'down'] as const).map((direction) => {
                const to = direction === 'up' ? i - 1 : i + 1;
                return (
                  <Button
                    key={direction}
                    type="text"
                    size="small"
                    icon={
                      direction === 'up' ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />
                    }
                    aria-label={`${direction === 'up' ? '上移' : '下移'}「${column.title}」`}
                    data-move={direction}
                    disabled={to < 0 || to >= rows.length}
                    onClick={() => move(setting.key, to, direction)}
                  />
                );
              })}
            </li>
          );
        })}
      </ol>
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
    </div>
  );
}
