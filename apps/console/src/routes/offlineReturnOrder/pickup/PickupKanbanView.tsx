import { Button, Card, Col, Empty, Flex, Progress, Row, Statistic, Typography } from 'antd';
import type { PickupKanban } from '@oms/api-client';
import { ListState, shanghai } from '@oms/ui';

/**
 * 看板: a card per picker holding lines today — how far they are (pieces taken of pieces), their answers,
 * stalls done, when they last reported — and what nobody holds yet. A card opens their lines.
 */
export function PickupKanbanView({
  kanban,
  error,
  onRetry,
  onOpenPicker,
  onAssignArea,
}: {
  kanban: PickupKanban | undefined;
  error: Error | undefined;
  onRetry: () => void;
  onOpenPicker: (pickerId: number) => void;
  onAssignArea: () => void;
}) {
  if (error && !kanban) return <ListState kind="error" message={error.message} onRetry={onRetry} />;
  if (!kanban) return <Card loading />;
  const open = kanban.unassigned;
  return (
    <Row gutter={[12, 12]} role="list" aria-label="看板">
      <Col xs={24} sm={12} lg={8} xl={6} role="listitem">
        <Card size="small" title="未指派" style={{ height: '100%' }}>
          <Flex gap={24}>
            <Statistic title="行" value={open.lines} />
            <Statistic title="件" value={open.pieces} />
            <Statistic title="档口" value={open.stalls} />
          </Flex>
          {open.lines > 0 && (
            <Button type="primary" size="small" style={{ marginTop: 12 }} onClick={onAssignArea}>
              按区域指派
            </Button>
          )}
        </Card>
      </Col>
      {kanban.pickers.map((p) => {
        const percent = p.pieces ? Math.round((p.tookPieces * 100) / p.pieces) : 0;
        return (
          <Col xs={24} sm={12} lg={8} xl={6} key={p.pickerId} role="listitem">
            <Card
              size="small"
              title={p.name}
              style={{ height: '100%' }}
              extra={
                <Button
                  type="link"
                  size="small"
                  onClick={() => onOpenPicker(p.pickerId)}
                  aria-label={`查看 ${p.name} 的明细`}
                >
                  明细
                </Button>
              }
            >
              <Progress percent={percent} aria-label={`${p.name} 已拿 ${percent}%`} />
              <Typography.Paragraph style={{ margin: '8px 0 0' }}>
                已拿 {p.tookPieces} / {p.pieces} 件 · 档口 {p.stallsDone} / {p.stalls}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                拿货中 {p.taking} · 已拿货 {p.took} · 缺货 {p.lack} · 停止 {p.stopped}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {p.lastReportAt ? `最近上报 ${shanghai(p.lastReportAt).format('HH:mm')}` : '还没有上报'}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
      {!kanban.pickers.length && (
        <Col span={24}>
          <Empty description="这一天还没有指派给拿货员的任务" />
        </Col>
      )}
    </Row>
  );
}
