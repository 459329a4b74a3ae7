import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import {
  FROM_SHOP_MAX_ORDERS,
  sellerFlag,
  stateCodes,
  type ShopOrderBulkAction,
  type ShopOrderSelection,
} from '@oms/api-client';
import { PromptDialog, useFeedback } from '@oms/ui';
import { startShopOrderBulk } from '../../../api/listJobs.ts';

export interface ShopOrderBulkActionsProps {
  /** The ticked orders, or every order matching the filters. */
  selection: ShopOrderSelection;
  /** The server accepted the job: follow it. */
  onStarted: (jobId: number) => void;
  /** 下单代发 of the ticked orders (shown to accounts that may place dropship orders). */
  onPlaceDaifa?: (shopOrderIds: number[]) => void;
}

/** 同步订单's bulk actions; each runs on the server as a job with a per-order report. */
export function ShopOrderBulkActions({ selection, onStarted, onPlaceDaifa }: ShopOrderBulkActionsProps) {
  const { toast } = useFeedback();
  const [remarkOpen, setRemarkOpen] = useState(false);
  const [starting, setStarting] = useState<string | null>(null);

  const start = async (action: ShopOrderBulkAction) => {
    setStarting(action.kind);
    const answer = await startShopOrderBulk({ selection, action });
    setStarting(null);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    onStarted(answer.data.id);
  };

  return (
    <>
      {onPlaceDaifa && (
        <Button
          type="primary"
          onClick={() =>
            selection.mode === 'ids'
              ? onPlaceDaifa(selection.ids)
              : toast.info(`请勾选要下单代发的订单（一次最多${FROM_SHOP_MAX_ORDERS}个）`)
          }
        >
          下单代发
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: stateCodes(sellerFlag).map((code) => ({ key: code, label: sellerFlag[code].label })),
          onClick: ({ key }) => void start({ kind: 'flag', sellerFlag: Number(key) }),
        }}
      >
        <Button loading={starting === 'flag'}>
          设置旗帜 <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Button loading={starting === 'remark'} onClick={() => setRemarkOpen(true)}>
        修改备注
      </Button>
      <Button loading={starting === 'hold'} onClick={() => void start({ kind: 'hold' })}>
        挂起
      </Button>
      <Button loading={starting === 'release'} onClick={() => void start({ kind: 'release' })}>
        取消挂起
      </Button>
      <Button loading={starting === 'sync'} onClick={() => void start({ kind: 'sync' })}>
        同步
      </Button>
      <PromptDialog
        open={remarkOpen}
        title="批量修改卖家备注"
        label="卖家备注（留空则清空备注）"
        placeholder="最多500个字"
        validator={(value) => value.length <= 500}
        errorText="卖家备注最多500个字符"
        onCancel={() => setRemarkOpen(false)}
        onConfirm={async (value) => {
          setRemarkOpen(false);
          await start({ kind: 'remark', sellerRemark: value.trim() });
        }}
      />
    </>
  );
}
