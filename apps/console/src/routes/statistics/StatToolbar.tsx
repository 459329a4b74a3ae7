import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { QuickDateRange, useFeedback, type DateRangeValue } from '@oms/ui';

/** The range, what else the page filters by, and 导出. */
export function StatToolbar({
  range,
  onRange,
  onExport,
  children,
}: {
  range: DateRangeValue;
  onRange: (v: DateRangeValue) => void;
  onExport: () => Promise<string | null>;
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
    </Space>
  );
}
