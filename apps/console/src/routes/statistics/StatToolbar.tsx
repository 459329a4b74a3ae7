import type { ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { QuickDateRange, useFeedback, type DateRangeValue } from '@oms/ui';
import { chinaTime } from '../funds/fundsFormat.ts';

/** The range, what else the page filters by, 导出, and when the figures' rollup was last refreshed. */
export function StatToolbar({
  range,
  onRange,
  onExport,
  refreshedAt,
  children,
}: {
  range: DateRangeValue;
  onRange: (v: DateRangeValue) => void;
  onExport: () => Promise<string | null>;
  refreshedAt?: string | null | undefined;
  children?: ReactNode;
}) {
  const { toast } = useFeedback();
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <QuickDateRange label="日期" value={range} onChange={onRange} />
      {children}
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={async () => {
          const refused = await onExport();
          if (refused) toast.error(refused);
        }}
      >
        导出
      </Button>
      {refreshedAt && (
        <Typography.Text type="secondary">数据更新于 {chinaTime(refreshedAt)}（每10分钟）</Typography.Text>
      )}
    </Space>
  );
}
