import { Typography } from 'antd';
import { formatFen } from '@oms/ui';
import type { PriceChange } from './placeLines.ts';

/** What 核价 found before paying: each line whose stall price moved, and 应付 now against the page's. */
export function PriceChangeNotice({
  changes,
  shownFen,
  totalFen,
}: {
  changes: PriceChange[];
  shownFen: number;
  totalFen: number;
}) {
  return (
    <div>
      {changes.length > 0 && (
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>档口价格已更新：</Typography.Paragraph>
          <ul aria-label="价格变化" style={{ paddingInlineStart: 20, marginBottom: 8 }}>
            {changes.map((c) => (
              <li key={`${c.articleNo}-${c.color}-${c.size}`}>
                {c.articleNo} {c.color}/{c.size}：{formatFen(c.fromFen)} → {formatFen(c.toFen)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        应付 <Typography.Text strong>{formatFen(totalFen)}</Typography.Text>（原 {formatFen(shownFen)}）
      </Typography.Paragraph>
    </div>
  );
}
