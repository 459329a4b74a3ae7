import { describe, expect, it } from 'vitest';
import { snapBox } from './snap.ts';

const label = { width: 60, height: 40 };

describe('snapping', () => {
  it('pulls an edge to the label edge and the centre to the label centre', () => {
    const r = snapBox({ x: 0.4, y: 17.2, width: 10, height: 6 }, [], label, 0.5);
    expect(r.dx).toBeCloseTo(-0.4);
    // centre 20.2 → 20
    expect(r.dy).toBeCloseTo(-0.2);
    expect(r.guides).toEqual([
      { axis: 'x', at: 0 },
      { axis: 'y', at: 20 },
    ]);
  });

  it('pulls to another element’s edges, the nearest line winning', () => {
    const r = snapBox({ x: 30.3, y: 5, width: 5, height: 5 }, [{ x: 10, y: 30, width: 20, height: 5 }], label, 0.5);
    expect(r.dx).toBeCloseTo(-0.3);
    expect(r.guides).toContainEqual({ axis: 'x', at: 30 });
  });

  it('leaves a box alone beyond the threshold', () => {
    expect(snapBox({ x: 3, y: 3, width: 5, height: 5 }, [], label, 0.5)).toEqual({ dx: 0, dy: 0, guides: [] });
  });
});
