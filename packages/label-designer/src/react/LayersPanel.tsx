// The layers: topmost first, with visibility, lock and drawing order.
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UnlockOutlined, UpOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Empty, Tooltip } from 'antd';
import type { Template } from '@oms/label-engine';
import { drawingOrder, type Reorder } from '../core/editor.ts';
import { elementTitle } from './elementNames.ts';

interface Props {
  template: Template;
  selection: readonly string[];
  onSelect: (ids: string[], mode: 'replace' | 'toggle') => void;
  onToggle: (id: string, field: 'visible' | 'locked') => void;
  onReorder: (id: string, how: Reorder) => void;
}

export function LayersPanel({ template, selection, onSelect, onToggle, onReorder }: Props) {
  const layers = drawingOrder(template).reverse();
  if (layers.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有元素，从上方工具栏添加" />;
  return (
    <ul className="oms-layers" aria-label="图层">
      {layers.map((e, i) => {
        const selected = selection.includes(e.id);
        return (
          <li
            key={e.id}
            className={selected ? 'oms-layer oms-layer-selected' : 'oms-layer'}
            aria-current={selected ? 'true' : undefined}
          >
            <button
              type="button"
              className="oms-layer-name"
              // a hidden layer reads grey and struck through, still legible (opacity fell below 4.5:1)
              style={e.visible ? undefined : { color: '#595959', textDecoration: 'line-through' }}
              title={e.id}
              onClick={(ev) => onSelect([e.id], ev.shiftKey || ev.ctrlKey || ev.metaKey ? 'toggle' : 'replace')}
            >
              {elementTitle(e)}
            </button>
            <span className="oms-layer-actions">
              <Tooltip title={e.visible ? '隐藏' : '显示'}>
                <Button
                  size="small"
                  type="text"
                  aria-label={`${e.visible ? '隐藏' : '显示'} ${elementTitle(e)}`}
                  icon={e.visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
                  onClick={() => onToggle(e.id, 'visible')}
                />
              </Tooltip>
              <Tooltip title={e.locked ? '解锁' : '锁定'}>
                <Button
                  size="small"
                  type="text"
                  aria-label={`${e.locked ? '解锁' : '锁定'} ${elementTitle(e)}`}
                  icon={e.locked ? <LockOutlined aria-hidden /> : <UnlockOutlined aria-hidden />}
                  onClick={() => onToggle(e.id, 'locked')}
                />
              </Tooltip>
              <span className="oms-layer-order">
              <Button size="small" type="text" aria-label="上移一层" icon={<UpOutlined aria-hidden />} disabled={i === 0} onClick={() => onReorder(e.id, 'forward')} />
              <Button
                size="small"
                type="text"
                aria-label="下移一层"
                icon={<DownOutlined aria-hidden />}
                disabled={i === layers.length - 1}
                onClick={() => onReorder(e.id, 'backward')}
              />
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
