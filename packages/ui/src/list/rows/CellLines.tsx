import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A table cell of two lines: what it is, and under it in grey what qualifies it (颜色尺码, 电话, 日期). */
export function CellLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <Flex vertical>
      <span>{main}</span>
      {sub !== undefined && sub !== null && sub !== '' && (
        <Typography.Text type="secondary">{sub}</Typography.Text>
      )}
    </Flex>
  );
}
