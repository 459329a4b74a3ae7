import { useEffect, useRef, useState } from 'react';
import { Checkbox, Flex, Form, Modal, Select, Typography, type RefSelectProps } from 'antd';
import { PriceInput, priceTextToFen, useFeedback } from '@oms/ui';

export interface StallChoice {
  id: number;
  label: string;
}

interface Answer {
  errorCode: number;
  errorMsg: string;
  data: { updated: number; tasksMade: number } | null;
}

/**
 * 指定供应商: one stall (searched by market, floor, 档口号 or name) for the ticked goods or 采购单 lines;
 * goods may take a 拿货价 too, lines may leave their goods unset. Says how many went on the board.
 */
export function AssignStallDialog({
  open,
  count,
  stalls,
  loading,
  withPrice = false,
  withRemember = false,
  onAssign,
  onClose,
}: {
  open: boolean;
  count: number;
  stalls: StallChoice[];
  loading: boolean;
  withPrice?: boolean;
  withRemember?: boolean;
  onAssign: (input: { supplierId: number; takePriceFen?: number; remember: boolean }) => Promise<Answer>;
  onClose: (assigned: boolean) => void;
}) {
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const [price, setPrice] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const stallSelect = useRef<RefSelectProps>(null);
  const { toast } = useFeedback();
  useEffect(() => {
    if (!open) return;
    setSupplierId(null);
    setPrice('');
    setRemember(true);
  }, [open]);
  const submit = async () => {
    if (supplierId === null) return void toast.error('请选择档口');
    const takePriceFen = price ? (priceTextToFen(price) ?? undefined) : undefined;
    if (price && !takePriceFen) return void toast.error('拿货价格式不正确');
    setBusy(true);
    try {
      const answer = await onAssign({ supplierId, ...(takePriceFen ? { takePriceFen } : {}), remember });
      if (answer.errorCode !== 0 || !answer.data) return void toast.error(answer.errorMsg);
      const { updated, tasksMade } = answer.data;
      toast.success(
        tasksMade > 0 ? `已指定 ${updated} 条，${tasksMade} 行采购单上了拿货任务` : `已指定 ${updated} 条`,
      );
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={`指定供应商（已选 ${count} 条）`}
      okText="指定"
      okButtonProps={{ loading: busy, disabled: supplierId === null }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      // the stall box takes the keyboard, not the dialog's ✕: type a stall, Enter, 指定
      afterOpenChange={(opened) => opened && stallSelect.current?.focus()}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="档口" required htmlFor="assign-stall">
          <Select
            ref={stallSelect}
            id="assign-stall"
            showSearch
            loading={loading}
            placeholder="搜索市场、楼层、档口号或名称"
            optionFilterProp="label"
            value={supplierId ?? undefined}
            onChange={(v: number) => setSupplierId(v)}
            options={stalls.map((s) => ({ value: s.id, label: s.label }))}
            notFoundContent={loading ? '加载中…' : '没有合作中的档口，请先在供应商管理中添加'}
          />
        </Form.Item>
        {withPrice && (
          <Form.Item label="拿货价（不填则用ERP采购价）" htmlFor="assign-price">
            <PriceInput id="assign-price" value={price} onChange={setPrice} />
          </Form.Item>
        )}
        {withRemember && (
          <Flex vertical gap={4}>
            <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
              同时设为这些商品的供应商
            </Checkbox>
            <Typography.Text type="secondary">以后这些商品的采购单直接上拿货任务</Typography.Text>
          </Flex>
        )}
      </Form>
    </Modal>
  );
}
