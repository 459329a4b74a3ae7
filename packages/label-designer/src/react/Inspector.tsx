// The inspector: the selected element's box in mm and its own settings; with nothing selected, the label's.
import { Button, Checkbox, Input, InputNumber, Segmented, Select, Space, Upload } from 'antd';
import type { ReactNode } from 'react';
import { PX_PER_MM, type LabelElement, type Template } from '@oms/label-engine';
import type { Patch } from '../core/editor.ts';
import { imageFileToPngDataUrl } from './imageFiles.ts';

interface Props {
  template: Template;
  selected: readonly LabelElement[];
  onPatch: (id: string, patch: Patch, field: string) => void;
  onTemplate: (patch: Partial<Pick<Template, 'name' | 'width' | 'height'>>, field: string) => void;
  onRotate: () => void;
  onError: (message: string) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="oms-inspector-row">
      <span>{label}</span>
      {children}
    </label>
  );
}

const mmInput = (label: string, value: number, onChange: (v: number) => void, min = 0) => (
  <Row label={label}>
    <InputNumber
      size="small"
      aria-label={label}
      value={value}
      min={min}
      max={1000}
      step={0.1}
      precision={2}
      suffix="mm"
      onChange={(v) => typeof v === 'number' && onChange(v)}
    />
  </Row>
);

export function Inspector({ template, selected, onPatch, onTemplate, onRotate, onError }: Props) {
  if (selected.length === 0)
    return (
      <div className="oms-inspector" aria-label="标签属性">
        <Row label="模板名称">
          <Input size="small" aria-label="模板名称" value={template.name} maxLength={30} onChange={(e) => onTemplate({ name: e.target.value }, 'name')} />
        </Row>
        {mmInput('标签宽度', template.width, (width) => onTemplate({ width }, 'width'), 5)}
        {mmInput('标签高度', template.height, (height) => onTemplate({ height }, 'height'), 5)}
        <p className="oms-hint">点选元素编辑其属性；Shift/Ctrl 点击或拖出选框可多选。</p>
      </div>
    );
  if (selected.length > 1)
    return (
      <div className="oms-inspector">
        <p>已选 {selected.length} 个元素：可用工具栏对齐、等距分布，方向键微调（Shift 加速）。</p>
      </div>
    );
  const e = selected[0]!;
  const set = (patch: Patch, field: string) => onPatch(e.id, patch, field);
  return (
    <div className="oms-inspector" aria-label="元素属性">
      {mmInput('X', e.x, (x) => set({ x }, 'x'), -1000)}
      {mmInput('Y', e.y, (y) => set({ y }, 'y'), -1000)}
      {e.type !== 'line' || e.direction === 'horizontal' ? mmInput('宽', e.width, (width) => set({ width }, 'width'), 0.5) : null}
      {e.type !== 'line' || e.direction === 'vertical' ? mmInput('高', e.height, (height) => set({ height }, 'height'), 0.5) : null}
      {e.type !== 'line' && (
        <Row label="旋转">
          <Space>
            <span>{e.rotation}°</span>
            <Button size="small" onClick={onRotate} disabled={e.locked}>
              顺时针 90°
            </Button>
          </Space>
        </Row>
      )}
      <Row label="状态">
        <Space>
          <Checkbox checked={e.visible} onChange={(v) => set({ visible: v.target.checked }, 'visible')}>
            显示
          </Checkbox>
          <Checkbox checked={e.locked} onChange={(v) => set({ locked: v.target.checked }, 'locked')}>
            锁定
          </Checkbox>
        </Space>
      </Row>
      {(e.type === 'text' || e.type === 'barcode' || e.type === 'qrcode') && (
        <Row label="内容">
          <Input.TextArea
            aria-label="内容"
            autoSize={{ minRows: 1, maxRows: 4 }}
            value={e.content}
            onChange={(v) => set({ content: v.target.value }, 'content')}
          />
        </Row>
      )}
      {e.type === 'text' && (
        <>
          <Row label="字号">
            <InputNumber
              size="small"
              aria-label="字号"
              value={Math.round(e.fontSize * PX_PER_MM * 10) / 10}
              min={4}
              max={200}
              step={1}
              suffix="px"
              onChange={(v) => typeof v === 'number' && set({ fontSize: v / PX_PER_MM }, 'fontSize')}
            />
          </Row>
          <Row label="对齐">
            <Segmented
              size="small"
              value={e.align}
              options={[
                { label: '左', value: 'left' },
                { label: '中', value: 'center' },
                { label: '右', value: 'right' },
              ]}
              onChange={(v) => set({ align: v as 'left' | 'center' | 'right' }, 'align')}
            />
          </Row>
          <Row label="垂直">
            <Segmented
              size="small"
              value={e.verticalAlign}
              options={[
                { label: '上', value: 'top' },
                { label: '中', value: 'middle' },
                { label: '下', value: 'bottom' },
              ]}
              onChange={(v) => set({ verticalAlign: v as 'top' | 'middle' | 'bottom' }, 'verticalAlign')}
            />
          </Row>
          <Row label="样式">
            <Space wrap>
              <Checkbox checked={e.bold} onChange={(v) => set({ bold: v.target.checked }, 'bold')}>
                粗体
              </Checkbox>
              <Checkbox checked={e.wrap} onChange={(v) => set({ wrap: v.target.checked }, 'wrap')}>
                自动换行
              </Checkbox>
              <Checkbox checked={e.ellipsis} onChange={(v) => set({ ellipsis: v.target.checked }, 'ellipsis')}>
                超出显示…
              </Checkbox>
            </Space>
          </Row>
          <Row label="最多行数">
            <InputNumber size="small" aria-label="最多行数" value={e.maxLines} min={0} max={50} onChange={(v) => typeof v === 'number' && set({ maxLines: v }, 'maxLines')} />
          </Row>
          <Row label="行高">
            <InputNumber size="small" aria-label="行高" value={e.lineHeight} min={0.8} max={3} step={0.1} onChange={(v) => typeof v === 'number' && set({ lineHeight: v }, 'lineHeight')} />
          </Row>
        </>
      )}
      {e.type === 'barcode' && (
        <>
          <Row label="编码">
            <Select
              size="small"
              aria-label="条码编码"
              value={e.subset}
              onChange={(subset) => set({ subset }, 'subset')}
              options={[
                { value: 'auto', label: 'CODE128 自动（数字段用 C，最窄）' },
                { value: 'A', label: 'CODE128A（128A）' },
                { value: 'B', label: 'CODE128B' },
                { value: 'C', label: 'CODE128C（仅偶数位数字）' },
              ]}
            />
          </Row>
          <Row label="文字">
            <Checkbox checked={e.showText} onChange={(v) => set({ showText: v.target.checked }, 'showText')}>
              条码下显示内容
            </Checkbox>
          </Row>
        </>
      )}
      {e.type === 'qrcode' && (
        <Row label="纠错级别">
          <Segmented size="small" value={e.errorLevel} options={['L', 'M', 'Q', 'H']} onChange={(errorLevel) => set({ errorLevel: errorLevel as 'L' }, 'errorLevel')} />
        </Row>
      )}
      {e.type === 'image' && (
        <>
          <Row label="图片地址">
            <Input size="small" aria-label="图片地址" value={e.src.startsWith('data:') ? '（已上传的图片）' : e.src} placeholder="https://… 或 {{字段}}" onChange={(v) => set({ src: v.target.value }, 'src')} />
          </Row>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              imageFileToPngDataUrl(file).then(
                (src) => set({ src }, 'src-upload'),
                (error: Error) => onError(error.message),
              );
              return false;
            }}
          >
            <Button size="small">上传图片（PNG/JPEG）</Button>
          </Upload>
          <Row label="适应">
            <Segmented
              size="small"
              value={e.fit}
              options={[
                { label: '完整', value: 'contain' },
                { label: '填满', value: 'cover' },
                { label: '拉伸', value: 'fill' },
              ]}
              onChange={(v) => set({ fit: v as 'contain' | 'cover' | 'fill' }, 'fit')}
            />
          </Row>
          <Row label="黑白化">
            <Segmented
              size="small"
              value={e.dither}
              options={[
                { label: '线稿', value: 'threshold' },
                { label: '照片', value: 'ordered' },
              ]}
              onChange={(v) => set({ dither: v as 'threshold' | 'ordered' }, 'dither')}
            />
          </Row>
        </>
      )}
      {e.type === 'line' && (
        <>
          <Row label="样式">
            <Segmented
              size="small"
              value={e.style}
              options={[
                { label: '实线', value: 'solid' },
                { label: '虚线', value: 'dashed' },
              ]}
              onChange={(v) => set({ style: v as 'solid' | 'dashed' }, 'style')}
            />
          </Row>
          {mmInput('粗细', e.thickness, (thickness) =>
            set(e.direction === 'horizontal' ? { thickness, height: thickness } : { thickness, width: thickness }, 'thickness'),
          0.1)}
        </>
      )}
    </div>
  );
}
