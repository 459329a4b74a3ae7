import { TABLE_SPECIAL_COLUMN_WIDTH_PX } from '../../constants.ts';

/** The sticky bar on top of the scroll viewport (column titles; on phones the select-all bar). */
export const LIST_HEADER_HEIGHT_PX = 40;
/** The checkbox column, as wide as the DataTable's (spec §9). */
export const LIST_SELECTION_WIDTH_PX = TABLE_SPECIAL_COLUMN_WIDTH_PX;
/** Space above each group, so orders read as separate blocks. */
export const LIST_GROUP_GAP_PX = 8;

export interface GridLayout {
  /** `grid-template-columns` shared by the header and every row; a last `1fr` track fills a wide screen. */
  template: string;
  /** The rows' width: the sum of the columns (the viewport scrolls sideways below it). */
  width: number;
}

export function gridLayout(widths: readonly number[], withSelection: boolean): GridLayout {
  const tracks = withSelection ? [LIST_SELECTION_WIDTH_PX, ...widths] : [...widths];
  return {
    template: [...tracks.map((w) => `${w}px`), 'minmax(0, 1fr)'].join(' '),
    width: tracks.reduce((sum, w) => sum + w, 0),
  };
}
