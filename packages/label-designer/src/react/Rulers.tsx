// Millimetre rulers along the top and left of the canvas, zero at the label's corner.
import { Group, Line, Rect, Text } from 'react-konva';

export const RULER = 20;

interface Props {
  origin: number;
  zoom: number;
  width: number;
  height: number;
}

function ticks(length: number, zoom: number) {
  const out: { mm: number; size: number; label: boolean }[] = [];
  const labelEvery = zoom >= 8 ? 5 : 10;
  const minor = zoom >= 4 ? 1 : 5;
  for (let mm = 0; mm <= length; mm += minor)
    out.push({ mm, size: mm % 10 === 0 ? 10 : mm % 5 === 0 ? 6 : 3, label: mm % labelEvery === 0 });
  return out;
}

export function Rulers({ origin, zoom, width, height }: Props) {
  const alongX = ticks(Math.floor((width - origin) / zoom), zoom);
  const alongY = ticks(Math.floor((height - origin) / zoom), zoom);
  const style = { fill: '#8c8c8c', fontSize: 9, listening: false } as const;
  return (
    <Group listening={false} name="rulers">
      <Rect x={0} y={0} width={width} height={RULER} fill="#fafafa" />
      <Rect x={0} y={0} width={RULER} height={height} fill="#fafafa" />
      <Line points={[0, RULER, width, RULER]} stroke="#d9d9d9" strokeWidth={1} />
      <Line points={[RULER, 0, RULER, height]} stroke="#d9d9d9" strokeWidth={1} />
      {alongX.map((t) => (
        <Group key={`x${t.mm}`}>
          <Line points={[origin + t.mm * zoom, RULER - t.size, origin + t.mm * zoom, RULER]} stroke="#8c8c8c" strokeWidth={1} />
          {t.label && <Text x={origin + t.mm * zoom + 2} y={2} text={String(t.mm)} {...style} />}
        </Group>
      ))}
      {alongY.map((t) => (
        <Group key={`y${t.mm}`}>
          <Line points={[RULER - t.size, origin + t.mm * zoom, RULER, origin + t.mm * zoom]} stroke="#8c8c8c" strokeWidth={1} />
          {t.label && <Text x={2} y={origin + t.mm * zoom + 2} text={String(t.mm)} {...style} />}
        </Group>
      ))}
      <Rect x={0} y={0} width={RULER} height={RULER} fill="#f0f0f0" />
      <Text x={3} y={5} text="mm" {...style} />
    </Group>
  );
}

/** A light millimetre grid over the label, darker every 5 mm. */
export function Grid({ zoom, width, height }: { zoom: number; width: number; height: number }) {
  const lines = [];
  const step = zoom >= 4 ? 1 : 5;
  for (let mm = step; mm < width; mm += step)
    lines.push(
      <Line key={`gx${mm}`} points={[mm * zoom, 0, mm * zoom, height * zoom]} stroke={mm % 5 ? '#f0f0f0' : '#d6e4ff'} strokeWidth={1} />,
    );
  for (let mm = step; mm < height; mm += step)
    lines.push(
      <Line key={`gy${mm}`} points={[0, mm * zoom, width * zoom, mm * zoom]} stroke={mm % 5 ? '#f0f0f0' : '#d6e4ff'} strokeWidth={1} />,
    );
  return (
    <Group listening={false} name="grid">
      {lines}
    </Group>
  );
}
