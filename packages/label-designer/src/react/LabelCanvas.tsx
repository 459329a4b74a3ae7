// The design surface: the engine's layout drawn with Konva at a zoom in px per mm, with rulers, grid,
// selection (click, Shift/Ctrl-click, selection box), snapped dragging with guides, the transformer
// for resizing, and double-click text editing in place. It owns no template state: every change goes
// out through a callback as a finished gesture (one drag is one undo step).
import type Konva from 'konva';
import { memo, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Group, Image as KImage, Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import { renderKonva, type KonvaNodeConfig, type LabelLayout, type MonoBitmap, type Template } from '@oms/label-engine';
import { boxFromCorners, boundsOf, intersects, round01, type Box } from '../core/geometry.ts';
import { snapBox, type Guide } from '../core/snap.ts';
import { KonvaConfigNode } from './KonvaConfigNode.tsx';
import { bitmapToCanvas } from './printerView.ts';
import { Grid, RULER, Rulers } from './Rulers.tsx';

const MARGIN = 24;
export const CANVAS_ORIGIN = RULER + MARGIN;
/** Snapping reaches this many screen pixels, whatever the zoom. */
const SNAP_PX = 5;

export interface LabelCanvasProps {
  template: Template;
  layout: LabelLayout;
  selection: readonly string[];
  /** Screen px per mm. */
  zoom: number;
  showGrid: boolean;
  /** When set, the label shows the printer's 1-bit raster instead of the vector preview. */
  printerBitmap: MonoBitmap | null;
  viewport: { width: number; height: number };
  onSelect: (ids: string[], mode: 'replace' | 'toggle' | 'add') => void;
  onMove: (dx: number, dy: number) => void;
  onResize: (boxes: Record<string, Box>) => void;
  onTextEdit: (id: string, content: string) => void;
  onZoom?: (factor: number) => void;
  ref?: Ref<LabelCanvasHandle>;
}

export interface LabelCanvasHandle {
  stage: () => Konva.Stage | null;
}

interface DragState {
  ids: string[];
  bounds: Box;
  others: Box[];
}

/** A value drawn during a gesture (guides, the selection box) with its own state, so a drag never re-renders the elements. */
interface Channel<T> {
  set: (value: T) => void;
}
const useChannel = <T,>(): Channel<T> => useRef<Channel<T>>({ set: () => {} }).current;

function Live<T>({ channel, initial, render }: { channel: Channel<T>; initial: T; render: (value: T) => ReactNode }) {
  const [value, setValue] = useState(initial);
  useLayoutEffect(() => {
    channel.set = setValue;
  }, [channel]);
  return <>{render(value)}</>;
}

const ElementGroups = memo(function ElementGroups({
  groups,
  lockedIds,
  printerMode,
  handlers,
}: {
  groups: KonvaNodeConfig[];
  lockedIds: ReadonlySet<string>;
  printerMode: boolean;
  handlers: GroupHandlers;
}) {
  return groups.map((g) => {
    const id = String(g.attrs['id']);
    const children = printerMode ? g.children!.filter((c) => c.attrs['name'] === 'hit-area') : g.children!;
    return (
      <Group
        key={id}
        id={id}
        name="label-element"
        x={0}
        y={0}
        draggable={!lockedIds.has(id)}
        onMouseDown={(e) => handlers.down(e, id)}
        onTap={(e) => handlers.down(e, id)}
        onDragStart={(e) => handlers.dragStart(e, id)}
        onDragMove={(e) => handlers.dragMove(e)}
        onDragEnd={(e) => handlers.dragEnd(e)}
        onDblClick={() => handlers.edit(id)}
        onDblTap={() => handlers.edit(id)}
      >
        {children.map((c, i) => (
          <KonvaConfigNode key={i} config={c} />
        ))}
      </Group>
    );
  });
});

interface GroupHandlers {
  down: (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>, id: string) => void;
  dragStart: (e: Konva.KonvaEventObject<DragEvent>, id: string) => void;
  dragMove: (e: Konva.KonvaEventObject<DragEvent>) => void;
  dragEnd: (e: Konva.KonvaEventObject<DragEvent>) => void;
  edit: (id: string) => void;
}

export function LabelCanvas(props: LabelCanvasProps) {
  const { template, layout, selection, zoom, viewport } = props;
  const stageRef = useRef<Konva.Stage>(null);
  const layerRef = useRef<Konva.Group>(null);
  const trRef = useRef<Konva.Transformer>(null);
  const drag = useRef<DragState | null>(null);
  const band = useRef<{ x: number; y: number; mode: 'replace' | 'add' } | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const guides = useChannel<Guide[]>();
  const bandBox = useChannel<Box | null>();
  const [editing, setEditing] = useState<string | null>(null);
  useImperativeHandle(props.ref, () => ({ stage: () => stageRef.current }), []);

  const labelW = template.width * zoom;
  const labelH = template.height * zoom;
  const stageW = Math.max(viewport.width, CANVAS_ORIGIN + labelW + MARGIN);
  const stageH = Math.max(viewport.height, CANVAS_ORIGIN + labelH + MARGIN);

  const groups = useMemo(
    () => (renderKonva(layout, { pxPerMm: zoom }).children ?? []).filter((c) => c.className === 'Group'),
    [layout, zoom],
  );
  const lockedIds = useMemo(() => new Set(template.elements.filter((e) => e.locked).map((e) => e.id)), [template]);
  const printerImage = useMemo(() => (props.printerBitmap ? bitmapToCanvas(props.printerBitmap) : null), [props.printerBitmap]);

  // the transformer follows the selection (locked elements are not resizable)
  useEffect(() => {
    const layer = layerRef.current;
    const tr = trRef.current;
    if (!layer || !tr) return;
    const nodes = selection
      .filter((id) => !lockedIds.has(id))
      .map((id) => layer.findOne((n: Konva.Node) => n.id() === id && n.name() === 'label-element'))
      .filter((n): n is Konva.Node => !!n);
    tr.nodes(nodes);
    tr.getLayer()?.batchDraw();
  }, [selection, groups, lockedIds]);

  const elementNode = (id: string) =>
    layerRef.current?.findOne((n: Konva.Node) => n.id() === id && n.name() === 'label-element') ?? null;

  // built once: the handlers read the latest props through a ref
  const handlers = useMemo<GroupHandlers>(
    () => ({
      down: (e, id) => {
        e.cancelBubble = true;
        const evt = e.evt as MouseEvent;
        const { selection: sel, onSelect } = latest.current;
        if (evt.shiftKey || evt.ctrlKey || evt.metaKey) onSelect([id], 'toggle');
        else if (!sel.includes(id)) onSelect([id], 'replace');
      },
      dragStart: (_e, id) => {
        const p = latest.current;
        const ids = p.selection.includes(id) ? p.selection.filter((x) => !lockedIdsOf(p.template).has(x)) : [id];
        const boxes = p.template.elements.filter((el) => ids.includes(el.id));
        drag.current = {
          ids,
          bounds: boundsOf(boxes) ?? { x: 0, y: 0, width: 0, height: 0 },
          others: p.template.elements.filter((el) => el.visible && !ids.includes(el.id)),
        };
      },
      dragMove: (e) => {
        const d = drag.current;
        if (!d) return;
        const p = latest.current;
        const z = p.zoom;
        const node = e.target;
        let dx = node.x() / z;
        let dy = node.y() / z;
        const moved = { ...d.bounds, x: d.bounds.x + dx, y: d.bounds.y + dy };
        const snap = snapBox(moved, d.others, p.template, SNAP_PX / z);
        dx += snap.dx;
        dy += snap.dy;
        for (const id of d.ids) elementNode(id)?.position({ x: dx * z, y: dy * z });
        guides.set(snap.guides);
      },
      dragEnd: (e) => {
        const d = drag.current;
        drag.current = null;
        guides.set([]);
        if (!d) return;
        const z = latest.current.zoom;
        const dx = round01(e.target.x() / z);
        const dy = round01(e.target.y() / z);
        for (const id of d.ids) elementNode(id)?.position({ x: 0, y: 0 });
        if (dx !== 0 || dy !== 0) latest.current.onMove(dx, dy);
      },
      edit: (id) => {
        const el = latest.current.template.elements.find((x) => x.id === id);
        if (el?.type === 'text' && !el.locked) setEditing(id);
      },
    }),
    [],
  );

  const onTransformEnd = () => {
    const p = latest.current;
    const boxes: Record<string, Box> = {};
    for (const node of trRef.current?.nodes() ?? []) {
      const el = p.template.elements.find((x) => x.id === node.id());
      if (!el) continue;
      // children sit at label coordinates inside a group at the origin, so the group's transform maps the box
      const sx = node.scaleX();
      const sy = node.scaleY();
      boxes[el.id] = {
        x: (node.x() + el.x * p.zoom * sx) / p.zoom,
        y: (node.y() + el.y * p.zoom * sy) / p.zoom,
        width: el.width * sx,
        height: el.height * sy,
      };
      node.setAttrs({ x: 0, y: 0, scaleX: 1, scaleY: 1 });
    }
    p.onResize(boxes);
  };

  const pointerMm = () => {
    const pos = stageRef.current?.getPointerPosition();
    return pos ? { x: (pos.x - CANVAS_ORIGIN) / zoom, y: (pos.y - CANVAS_ORIGIN) / zoom } : null;
  };

  const onStageDown = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (e.target.getParent()?.className === 'Transformer') return;
    const at = pointerMm();
    if (!at) return;
    const evt = e.evt as MouseEvent;
    band.current = { ...at, mode: evt.shiftKey || evt.ctrlKey || evt.metaKey ? 'add' : 'replace' };
  };
  const onStageMove = () => {
    const b = band.current;
    const at = pointerMm();
    if (!b || !at) return;
    bandBox.set(boxFromCorners(b.x, b.y, at.x, at.y));
  };
  const onStageUp = () => {
    const b = band.current;
    band.current = null;
    bandBox.set(null);
    const at = pointerMm();
    if (!b || !at) return;
    const box = boxFromCorners(b.x, b.y, at.x, at.y);
    const p = latest.current;
    if (box.width * p.zoom < 3 && box.height * p.zoom < 3) {
      if (b.mode === 'replace') p.onSelect([], 'replace');
      return;
    }
    const hit = p.template.elements.filter((el) => el.visible && intersects(el, box)).map((el) => el.id);
    p.onSelect(hit, b.mode);
  };

  const editingEl = editing ? template.elements.find((x) => x.id === editing) : undefined;

  return (
    <div style={{ position: 'relative', width: stageW, height: stageH }} data-testid="label-canvas" data-zoom={zoom}>
      <Stage
        ref={stageRef}
        width={stageW}
        height={stageH}
        onMouseDown={onStageDown}
        onTouchStart={onStageDown}
        onMouseMove={onStageMove}
        onTouchMove={onStageMove}
        onMouseUp={onStageUp}
        onTouchEnd={onStageUp}
        onWheel={(e) => {
          if (!e.evt.ctrlKey || !props.onZoom) return;
          e.evt.preventDefault();
          props.onZoom(e.evt.deltaY < 0 ? 1.1 : 1 / 1.1);
        }}
      >
        <Layer imageSmoothingEnabled={false}>
          <Rulers origin={CANVAS_ORIGIN} zoom={zoom} width={stageW} height={stageH} />
          <Group x={CANVAS_ORIGIN} y={CANVAS_ORIGIN} ref={layerRef}>
            <Rect
              name="label-background"
              width={labelW}
              height={labelH}
              fill={template.backgroundColor || '#ffffff'}
              shadowColor="rgba(0,0,0,0.25)"
              shadowBlur={6}
              shadowOffsetY={1}
            />
            {props.showGrid && <Grid zoom={zoom} width={template.width} height={template.height} />}
            {printerImage && (
              <KImage
                name="printer-view"
                image={printerImage}
                width={labelW}
                height={labelH}
                listening={false}
              />
            )}
            <ElementGroups groups={groups} lockedIds={lockedIds} printerMode={!!printerImage} handlers={handlers} />
            <Live
              channel={guides}
              initial={[] as Guide[]}
              render={(gs) =>
                gs.map((g, i) => (
                  <Line
                    key={i}
                    name="snap-guide"
                    points={g.axis === 'x' ? [g.at * zoom, -MARGIN, g.at * zoom, labelH + MARGIN] : [-MARGIN, g.at * zoom, labelW + MARGIN, g.at * zoom]}
                    stroke="#eb2f96"
                    strokeWidth={1}
                    dash={[4, 3]}
                    listening={false}
                  />
                ))
              }
            />
            <Live
              channel={bandBox}
              initial={null as Box | null}
              render={(b) =>
                b && (
                  <Rect
                    name="selection-box"
                    x={b.x * zoom}
                    y={b.y * zoom}
                    width={b.width * zoom}
                    height={b.height * zoom}
                    fill="rgba(22,119,255,0.08)"
                    stroke="#1677ff"
                    strokeWidth={1}
                    listening={false}
                  />
                )
              }
            />
            <Transformer
              ref={trRef}
              rotateEnabled={false}
              flipEnabled={false}
              ignoreStroke
              anchorSize={7}
              borderStroke="#1677ff"
              anchorStroke="#1677ff"
              boundBoxFunc={(old, next) => (Math.abs(next.width) < 3 || Math.abs(next.height) < 3 ? old : next)}
              onTransformEnd={onTransformEnd}
            />
          </Group>
        </Layer>
      </Stage>
      {editingEl?.type === 'text' && (
        <textarea
          aria-label="编辑文本"
          autoFocus
          defaultValue={editingEl.content}
          style={{
            position: 'absolute',
            left: CANVAS_ORIGIN + editingEl.x * zoom,
            top: CANVAS_ORIGIN + editingEl.y * zoom,
            width: Math.max(60, editingEl.width * zoom),
            height: Math.max(24, editingEl.height * zoom),
            fontSize: Math.max(12, editingEl.fontSize * zoom),
            lineHeight: 1.2,
            padding: 0,
            border: '1px solid #1677ff',
            outline: 'none',
            resize: 'none',
            background: '#fff',
            zIndex: 2,
          }}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Escape') setEditing(null);
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
          onBlur={(e) => {
            const value = e.currentTarget.value;
            setEditing(null);
            if (value !== editingEl.content) props.onTextEdit(editingEl.id, value);
          }}
        />
      )}
    </div>
  );
}

const lockedIdsOf = (t: Template) => new Set(t.elements.filter((e) => e.locked).map((e) => e.id));
