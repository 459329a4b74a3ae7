// Add elements, history, clipboard, arrangement, zoom and the two view switches.
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BorderOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  RedoOutlined,
  RotateRightOutlined,
  UndoOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
  ColumnHeightOutlined,
} from '@ant-design/icons';
import { Button, Divider, Segmented, Space, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { Alignment } from '../core/editor.ts';
import { NEW_ELEMENT_TITLES, type NewElementKind } from '../core/elements.ts';

export interface ToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  selectionCount: number;
  zoomPercent: number;
  showGrid: boolean;
  printerDpi: 0 | 203 | 300;
  onAdd: (kind: NewElementKind) => void;
  onUndo: () => void;
  onRedo: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onAlign: (how: Alignment) => void;
  onDistribute: (axis: 'horizontal' | 'vertical') => void;
  onRotate: () => void;
  onZoom: (factor: number | 'fit') => void;
  onGrid: (on: boolean) => void;
  onPrinterDpi: (dpi: 0 | 203 | 300) => void;
}

function Tool({ title, icon, onClick, disabled }: { title: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title={title}>
      <Button size="small" type="text" aria-label={title} icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
}

const KINDS: NewElementKind[] = ['text', 'barcode', 'qrcode', 'hline', 'vline', 'dashed', 'image'];

export function DesignerToolbar(p: ToolbarProps) {
  const none = p.selectionCount === 0;
  return (
    <div className="oms-designer-toolbar" role="toolbar" aria-label="设计工具">
      <Space size={4} wrap>
        {KINDS.map((k) => (
          <Button key={k} size="small" onClick={() => p.onAdd(k)}>
            {NEW_ELEMENT_TITLES[k]}
          </Button>
        ))}
      </Space>
      <Divider type="vertical" />
      <span className="oms-tool-group">
      <Tool title="撤销 (Ctrl+Z)" icon={<UndoOutlined aria-hidden />} onClick={p.onUndo} disabled={!p.canUndo} />
      <Tool title="重做 (Ctrl+Shift+Z / Ctrl+Y)" icon={<RedoOutlined aria-hidden />} onClick={p.onRedo} disabled={!p.canRedo} />
      <Tool title="复制一份 (Ctrl+D)" icon={<CopyOutlined aria-hidden />} onClick={p.onDuplicate} disabled={none} />
      <Tool title="删除 (Delete)" icon={<DeleteOutlined aria-hidden />} onClick={p.onDelete} disabled={none} />
      <Tool title="顺时针旋转 90°" icon={<RotateRightOutlined aria-hidden />} onClick={p.onRotate} disabled={none} />
      </span>
      <Divider type="vertical" />
      <span className="oms-tool-group">
      <Tool title="左对齐" icon={<AlignLeftOutlined aria-hidden />} onClick={() => p.onAlign('left')} disabled={none} />
      <Tool title="水平居中" icon={<AlignCenterOutlined aria-hidden />} onClick={() => p.onAlign('hcenter')} disabled={none} />
      <Tool title="右对齐" icon={<AlignRightOutlined aria-hidden />} onClick={() => p.onAlign('right')} disabled={none} />
      <Tool title="顶对齐" icon={<VerticalAlignTopOutlined aria-hidden />} onClick={() => p.onAlign('top')} disabled={none} />
      <Tool title="垂直居中" icon={<VerticalAlignMiddleOutlined aria-hidden />} onClick={() => p.onAlign('vcenter')} disabled={none} />
      <Tool title="底对齐" icon={<VerticalAlignBottomOutlined aria-hidden />} onClick={() => p.onAlign('bottom')} disabled={none} />
      <Tool title="水平等距分布" icon={<ColumnWidthOutlined aria-hidden />} onClick={() => p.onDistribute('horizontal')} disabled={p.selectionCount < 3} />
      <Tool title="垂直等距分布" icon={<ColumnHeightOutlined aria-hidden />} onClick={() => p.onDistribute('vertical')} disabled={p.selectionCount < 3} />
      </span>
      <Divider type="vertical" />
      <span className="oms-tool-group">
      <Tool title="缩小" icon={<ZoomOutOutlined aria-hidden />} onClick={() => p.onZoom(1 / 1.25)} />
      <span className="oms-zoom" aria-label="缩放比例">
        {p.zoomPercent}%
      </span>
      <Tool title="放大" icon={<ZoomInOutlined aria-hidden />} onClick={() => p.onZoom(1.25)} />
      <Tool title="适应窗口" icon={<BorderOutlined aria-hidden />} onClick={() => p.onZoom('fit')} />
      </span>
      <Divider type="vertical" />
      <label className="oms-switch">
        <Switch size="small" checked={p.showGrid} onChange={p.onGrid} aria-label="网格" /> 网格
      </label>
      <span className="oms-switch">
        打印机效果
        <Segmented
          size="small"
          aria-label="打印机效果"
          value={p.printerDpi}
          onChange={(v) => p.onPrinterDpi(v as 0 | 203 | 300)}
          options={[
            { label: '关', value: 0 },
            { label: '203dpi', value: 203 },
            { label: '300dpi', value: 300 },
          ]}
        />
      </span>
    </div>
  );
}
