// The label designer: toolbar, layers, canvas and inspector around the headless editor core.
import { Alert, Button, Space, Tabs, message } from 'antd';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  layoutLabel,
  renderRaster,
  validateLabel,
  type LabelData,
  type ImageSource,
  type LabelElement,
  type LabelFont,
  type Template,
} from '@oms/label-engine';
import * as ed from '../core/editor.ts';
import { barcodeFixes } from '../core/barcodeFixes.ts';
import { DesignerToolbar } from './DesignerToolbar.tsx';
import { FieldPicker } from './FieldPicker.tsx';
import { Inspector } from './Inspector.tsx';
import { commandFor } from './keyboard.ts';
import { CANVAS_ORIGIN, LabelCanvas } from './LabelCanvas.tsx';
import { LayersPanel } from './LayersPanel.tsx';
import { useViewportSize } from './useViewportSize.ts';
import { ValidationPanel } from './ValidationPanel.tsx';
import { LabelImagesContext } from './imagesContext.ts';
import './designer.css';

export interface LabelDesignerProps {
  /** The template to start from; give the designer a new `key` to start over with another one. */
  initial: Template;
  font: LabelFont;
  /** Data the preview and the checks use (sample values or one of the account's real orders). */
  data: LabelData;
  /** Fields offered by the field picker. */
  fields: readonly { key: string; label?: string }[];
  onChange?: (template: Template) => void;
  /** Images the page loaded for this label (http addresses, JPEG); a new function when one more arrives. */
  images?: ImageSource;
}

/** Elements copied with Ctrl+C, kept across templates of the page. */
let clipboard: LabelElement[] = [];

const MIN_ZOOM = 1;
const MAX_ZOOM = 40;

export function LabelDesigner({ initial, font, data, fields, onChange, images }: LabelDesignerProps) {
  const [state, setState] = useState(() => ed.createEditor(initial));
  const [zoom, setZoom] = useState<number | null>(null);
  const [showGrid, setShowGrid] = useState(false);
  const [printerDpi, setPrinterDpi] = useState<0 | 203 | 300>(0);
  const [tab, setTab] = useState('props');
  const viewportRef = useRef<HTMLDivElement>(null);
  const viewport = useViewportSize(viewportRef);
  const { template, selection } = state;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChangeRef.current?.(template);
  }, [template]);

  const fitZoom = useMemo(() => {
    const w = (viewport.width - CANVAS_ORIGIN - 24) / template.width;
    const h = (viewport.height - CANVAS_ORIGIN - 24) / template.height;
    return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.floor(Math.min(w, h) * 10) / 10));
  }, [viewport, template.width, template.height]);
  const pxPerMm = zoom ?? fitZoom;

  const withImages = images ? { images } : {};
  const layout = useMemo(() => layoutLabel(template, data, { font, dpi: 203, ...(images ? { images } : {}) }), [template, data, font, images]);
  const printerBitmap = useMemo(() => {
    if (!printerDpi) return null;
    // measured, so the console bench can report what an edit costs the printer view
    const start = performance.now();
    const l = printerDpi === 203 ? layout : layoutLabel(template, data, { font, dpi: printerDpi, ...withImages });
    const bitmap = renderRaster(l, font);
    performance.measure('oms:printer-view', { start, end: performance.now() });
    return bitmap;
  }, [printerDpi, layout, template, data, font, images]);
  const checked = useDeferredValue(template);
  const warnings = useMemo(
    () => validateLabel(checked, data, font, { dpis: [203, 300], lodop: true, ...(images ? { images } : {}) }).warnings,
    [checked, data, font, images],
  );

  const selectedBarcode = state.selection.length === 1 ? template.elements.find((e) => e.id === state.selection[0] && e.type === 'barcode') : undefined;
  const fixes = useMemo(
    () =>
      selectedBarcode?.type === 'barcode' && warnings.some((w) => w.elementId === selectedBarcode.id && w.code === 'barcode-module-small')
        ? barcodeFixes(selectedBarcode, template, data)
        : [],
    [selectedBarcode, warnings, template, data],
  );
  const apply = useCallback((f: (s: ed.EditorState) => ed.EditorState) => setState(f), []);
  const selected = ed.selectedElements(state);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const cmd = commandFor(e);
    if (!cmd) return;
    e.preventDefault();
    switch (cmd.kind) {
      case 'nudge':
        return apply((s) => ed.moveSelection(s, cmd.dx, cmd.dy, cmd.repeat ? 'nudge' : null));
      case 'delete':
        return apply(ed.deleteSelection);
      case 'undo':
        return apply(ed.undo);
      case 'redo':
        return apply(ed.redo);
      case 'copy':
        clipboard = selected;
        return;
      case 'cut':
        clipboard = selected;
        return apply(ed.deleteSelection);
      case 'paste':
        return apply((s) => ed.pasteElements(s, clipboard));
      case 'duplicate':
        return apply(ed.duplicateSelection);
      case 'selectAll':
        return apply((s) => ed.select(s, s.template.elements.filter((x) => x.visible).map((x) => x.id)));
      case 'clear':
        return apply((s) => ed.select(s, []));
    }
  };

  const pickField = (field: string) => {
    const one = selected.length === 1 ? selected[0]! : null;
    const token = `{{${field}}}`;
    if (one?.type === 'text') apply((s) => ed.patchElements(s, { [one.id]: { content: one.content + token } }));
    else if (one?.type === 'barcode' || one?.type === 'qrcode') apply((s) => ed.patchElements(s, { [one.id]: { content: token } }));
    else
      apply((s) => {
        const added = ed.addElement(s, 'text');
        const id = added.selection[0]!;
        return ed.patchElements(added, { [id]: { content: token } }, `${id}.content`);
      });
  };

  return (
    <LabelImagesContext.Provider value={images}>
    <div className="oms-designer" onKeyDown={onKeyDown} tabIndex={-1} data-testid="label-designer">
      <DesignerToolbar
        canUndo={ed.canUndo(state)}
        canRedo={ed.canRedo(state)}
        selectionCount={selection.length}
        zoomPercent={Math.round((pxPerMm / 3.7795) * 100)}
        showGrid={showGrid}
        printerDpi={printerDpi}
        onAdd={(k) => apply((s) => ed.addElement(s, k))}
        onUndo={() => apply(ed.undo)}
        onRedo={() => apply(ed.redo)}
        onDuplicate={() => apply(ed.duplicateSelection)}
        onDelete={() => apply(ed.deleteSelection)}
        onAlign={(how) => apply((s) => ed.alignSelection(s, how))}
        onDistribute={(axis) => apply((s) => ed.distributeSelection(s, axis))}
        onRotate={() => apply(ed.rotateSelection)}
        onZoom={(f) => setZoom(f === 'fit' ? null : Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, pxPerMm * f)))}
        onGrid={setShowGrid}
        onPrinterDpi={setPrinterDpi}
      />
      <div className="oms-designer-body">
        <aside className="oms-designer-side" aria-label="图层面板">
          <h3>图层</h3>
          <LayersPanel
            template={template}
            selection={selection}
            onSelect={(ids, mode) => apply((s) => (mode === 'toggle' ? ed.toggleSelected(s, ids[0]!) : ed.select(s, ids)))}
            onToggle={(id, field) =>
              apply((s) => {
                const el = s.template.elements.find((x) => x.id === id)!;
                return ed.patchElements(s, { [id]: { [field]: !el[field] } });
              })
            }
            onReorder={(id, how) => apply((s) => ed.reorder(s, id, how))}
          />
        </aside>
        <div className="oms-designer-viewport" ref={viewportRef}>
          <LabelCanvas
            template={template}
            layout={layout}
            selection={selection}
            zoom={pxPerMm}
            showGrid={showGrid}
            printerBitmap={printerBitmap}
            viewport={viewport}
            onSelect={(ids, mode) =>
              apply((s) =>
                mode === 'toggle' ? ed.toggleSelected(s, ids[0]!) : ed.select(s, mode === 'add' ? [...s.selection, ...ids] : ids),
              )
            }
            onMove={(dx, dy) => apply((s) => ed.moveSelection(s, dx, dy))}
            onResize={(boxes) => apply((s) => ed.resizeElements(s, boxes))}
            onTextEdit={(id, content) => apply((s) => ed.patchElements(s, { [id]: { content } }))}
            onZoom={(f) => setZoom(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, pxPerMm * f)))}
          />
        </div>
        <aside className="oms-designer-side oms-designer-right" aria-label="属性面板">
          <Tabs
            size="small"
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'props',
                label: '属性',
                children: (
                  <Inspector
                    template={template}
                    selected={selected}
                    onPatch={(id, patch, field) => apply((s) => ed.patchElements(s, { [id]: patch }, `${id}.${field}`))}
                    onTemplate={(patch, field) => apply((s) => ed.patchTemplate(s, patch, `template.${field}`))}
                    onRotate={() => apply(ed.rotateSelection)}
                    onError={(m) => void message.error(m)}
                  />
                ),
              },
              { key: 'fields', label: '字段', children: <FieldPicker fields={fields} data={data} onPick={pickField} /> },
              {
                key: 'checks',
                label: warnings.length ? `检查 (${warnings.length})` : '检查',
                children: (
                  <ValidationPanel
                    warnings={warnings}
                    onPick={(id) => {
                      apply((s) => ed.select(s, [id]));
                      setTab('props');
                    }}
                  />
                ),
              },
            ]}
          />
          {selected.length === 1 && warnings.some((w) => w.elementId === selected[0]!.id) && (
            <Alert
              type="warning"
              showIcon
              title={warnings
                .filter((w) => w.elementId === selected[0]!.id)
                .map((w) => w.message)
                .join('；')}
              description={
                fixes.length > 0 && (
                  <Space wrap size={4} aria-label="修正建议">
                    {fixes.map((f) => (
                      <Button key={f.kind} size="small" onClick={() => apply((s) => ed.patchElements(s, { [selected[0]!.id]: f.patch }))}>
                        {f.label}
                      </Button>
                    ))}
                    <span className="oms-hint">或缩短条码内容</span>
                  </Space>
                )
              }
            />
          )}
        </aside>
      </div>
    </div>
    </LabelImagesContext.Provider>
  );
}
