import { useState } from 'react';
import { Alert, Empty, Flex, Modal, Radio, Spin, Tag, Typography } from 'antd';
import type { HeadlessRow } from '@oms/api-client';
import { formatDateTime, useFeedback } from '@oms/ui';
import { linkHeadless, useHeadlessLinkCandidates } from '../../../api/headless.ts';
import { useDialogSubmit } from '../../../api/useDialogSubmit.ts';

/**
 * 关联售后: this 无头件 is the parcel one of my return cases awaits. The cases awaiting a parcel are
 * listed, the likeliest first (the label's phone tail, the colour the desk saw); the desk then signs
 * for it under the case and QC follows as for any return.
 */
export function LinkDialog({ row, onClose }: { row: HeadlessRow; onClose: () => void }) {
  const { toast } = useFeedback();
  const candidates = useHeadlessLinkCandidates(row.headlessNo);
  const [asNo, setAsNo] = useState<string | null>(null);
  const { busy, problem, setProblem, submit } = useDialogSubmit();
  const rows = candidates.data?.rows ?? [];
  const link = () => {
    if (!asNo) return setProblem('请选择要关联的售后单');
    void submit(
      () => linkHeadless(row.headlessNo, asNo),
      () => {
        toast.success(`已关联售后 ${asNo}，仓库已签收该包裹，将按退货流程质检退档口`);
        onClose();
      },
    );
  };
  return (
    <Modal
      open
      title={`关联售后 ${row.headlessNo}`}
      okText="确定关联"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: !rows.length }}
      onOk={link}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {row.courierName} {row.waybillNo} · {row.goodsHint || '未登记商品'}
      </Typography.Paragraph>
      {candidates.isLoading ? (
        <Spin />
      ) : candidates.error ? (
        <Alert type="error" showIcon title={candidates.error.message} />
      ) : rows.length ? (
        <Radio.Group
          value={asNo}
          onChange={(e) => setAsNo(e.target.value as string)}
          aria-label="待签收的退货售后"
          style={{ width: '100%' }}
        >
          <Flex vertical gap={8}>
            {rows.map((c, i) => (
              <Radio key={c.asNo} value={c.asNo} autoFocus={i === 0}>
                <Flex vertical>
                  <span>
                    {c.asNo} {c.hint && <Tag color="green">{c.hint}</Tag>}
                  </span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {c.orderNo} · {c.goods || '—'} ·{' '}
                    {c.returnWaybillNo ? `退货单号 ${c.returnWaybillNo}` : '未填写退货单号'} ·{' '}
                    {formatDateTime(c.createdAt)}
                  </Typography.Text>
                </Flex>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      ) : (
        <Empty description="没有等待退货包裹的售后单" />
      )}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
