import type { CSSProperties } from 'react';

/** The home cards' box (the app's `.oms-tile` adds its hover shadow when the card is a link). */
export const tileStyle: CSSProperties = {
  boxSizing: 'border-box',
  height: '100%',
  padding: 12,
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
};
