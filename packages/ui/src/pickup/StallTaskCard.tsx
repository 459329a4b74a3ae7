import { Button, Card, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { assignmentState, pickupOutcome, type PickupMine, type PickupRow } from '@oms/api-client';
import { formatFen } from '../helpers/money.ts';
import { StatusTag } from '../StatusTag/StatusTag.tsx';

export type QuickOutcome = 'LACK' | 'AFTERNOON' | 'NEXT_DAY' | 'CHANGE' | 'DISCONTINUED';

export interface StallTaskCardProps {
  stall: PickupMine['stalls'][number];
  /** Lines with a report waiting for signal: what it will say. */
  queued: ReadonlyMap<number, string>;
  onTook: (row: PickupRow) => void;
  onStop: (row: PickupRow) => void;
  onQuick: (row: PickupRow, outcome: QuickOutcome) => void;
  /** 本档口其余缺货: every line still open at this stall reported 缺货. */
  onRestLack: (rows: PickupRow[]) => void;
  onCancelTook: (row: PickupRow) => void;
  /** Lines the picker may still take back (their own 已拿 of the last 30 minutes). */
  canCancel: (row: PickupRow) => boolean;
}

const open = (r: PickupRow) => r.state === 'TAKING';
const CELL = { paddingInline: 0 } as const;

/** One stall of the walk: where it is, its phone, and each line to fetch with the answers a picker gives. */
export function StallTaskCard({
  stall,
  queued,
  onTook,
  onStop,
  onQuick,
  onRestLack,
  onCancelTook,
  canCancel,
}: StallTaskCardProps) {
  const where = stall.market ? `${stall.market} · ${stall.floor} · ${stall.stallNo}` : '未归类档口';
  const waiting = stall.rows.filter((r) => open(r) && !queued.has(r.id));
  const stuck = Math.max(...stall.rows.map((r) => r.stuckDays));
  return (
    <Card
      size="small"
      role="region"
      aria-label={`档口 ${stall.stallNo || stall.stall}`}
      title={
        <Flex vertical gap={0}>
          <Typography.Text strong>{where}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {stall.stallName || stall.stall}
            {stuck >= 2 && (
              <Tag color="error" style={{ marginLeft: 8 }}>
                滞留 {stuck} 天
              </Tag>
            )}
          </Typography.Text>
        </Flex>
      }
      extra={
        stall.phone ? (
          <Button
            href={`tel:${stall.phone}`}
            icon={<PhoneOutlined />}
            aria-label={`拨打档口电话 ${stall.phone}`}
          >
            拨打
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={12}>
        {stall.rows.map((row) => (
          <Flex key={row.id} vertical gap={6} data-testid="task-line" data-take-code={row.takeCode}>
            <Flex justify="space-between" align="baseline" gap={8} wrap>
              <Typography.Text strong>
                {row.articleNo} {row.color}/{row.size} ×{row.qty}
              </Typography.Text>
              <Space size={4}>
                {row.afternoon && open(row) && <Tag color="warning">下午有</Tag>}
                {queued.has(row.id) ? (
                  <Tag color="processing">待上传：{queued.get(row.id)}</Tag>
                ) : (
                  !open(row) && <StatusTag map={assignmentState} code={row.state} />
                )}
              </Space>
            </Flex>
            <Typography.Text type="secondary">
              参考价 {formatFen(row.refPriceFen)}
              {row.tookQty > 0 &&
                ` · 已拿 ${row.tookQty} 件${row.tookPriceFen !== null ? ` @ ${formatFen(row.tookPriceFen)}` : ''}`}
              {' · '}
              {row.takeCode}
              {row.stuckDays > 0 && ` · 滞留 ${row.stuckDays} 天`}
            </Typography.Text>
            {open(row) && !queued.has(row.id) && (
              // five answers in one row on a phone: big enough to hit at the stall
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 6 }}>
                <Button type="primary" style={CELL} onClick={() => onTook(row)}>
                  已拿
                </Button>
                <Button danger style={CELL} onClick={() => onQuick(row, 'LACK')}>
                  缺货
                </Button>
                <Button style={CELL} disabled={row.afternoon} onClick={() => onQuick(row, 'AFTERNOON')}>
                  下午有
                </Button>
                <Button style={CELL} onClick={() => onQuick(row, 'NEXT_DAY')}>
                  明天有
                </Button>
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'CHANGE', label: pickupOutcome.CHANGE.label },
                      { key: 'STOP', label: '停止拿货…' },
                      { key: 'DISCONTINUED', label: pickupOutcome.DISCONTINUED.label, danger: true },
                    ],
                    onClick: ({ key }) => (key === 'STOP' ? onStop(row) : onQuick(row, key as QuickOutcome)),
                  }}
                >
                  <Button style={CELL}>更多</Button>
                </Dropdown>
              </div>
            )}
            {canCancel(row) && (
              <div>
                <Button size="small" type="link" onClick={() => onCancelTook(row)} style={{ padding: 0 }}>
                  取消已拿
                </Button>
              </div>
            )}
          </Flex>
        ))}
        {waiting.length > 1 && (
          <Button danger type="dashed" onClick={() => onRestLack(waiting)}>
            本档口其余缺货（{waiting.length} 行）
          </Button>
        )}
      </Flex>
    </Card>
  );
}
