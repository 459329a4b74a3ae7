import type { CSSProperties, Key, ReactNode } from 'react';
import { theme } from 'antd';

export interface FieldListItem {
  key: Key;
  label: ReactNode;
  value: ReactNode;
}

/**
 * Label / value pairs stacked in two columns (labels as wide as the widest, values wrapping anywhere):
 * a row's fields on a phone card, in place of a table's columns.
 */
export function FieldList({ fields, style }: { fields: FieldListItem[]; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gap: '4px 12px',
        margin: 0,
        ...style,
      }}
    >
      {fields.map((field) => (
        <div key={field.key} style={{ display: 'contents' }}>
          <dt style={{ color: token.colorTextSecondary }}>{field.label}</dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
