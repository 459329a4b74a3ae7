import { useState } from 'react';
import { Alert, Card, Switch, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { COLLECT_OVERDUE_HOURS, salesChannel, stateLabel, type SpeedDelivery } from '@oms/api-client';
import { formatDateTime, ListState, Page, SmallTable, useFeedback } from '@oms/ui';
import { saveSpeedDelivery, useSpeedDelivery } from '../../../api/platformSettings.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { PlatformSettingsTabs } from '../platformSettings/PlatformSettingsTabs.tsx';

type PlatformRow = SpeedDelivery['platforms'][number];

const FAKE_SHIPPING_WARNING = `开启后，仓库打印面单即把运单号回传到店铺，店铺订单立即显示"已发货"。若包裹迟迟未被快递揽收，平台可能判定为虚假发货并处罚店铺。打单 ${COLLECT_OVERDUE_HOURS} 小时仍未揽收的订单，我们会发消息提醒并标记"揽收超时"。`;

/** One platform's switch: turning it on asks first (虚假发货), turning it off does not. */
function PlatformSwitch({ row }: { row: PlatformRow }) {
  const [saving, setSaving] = useState(false);
  const { toast, confirm } = useFeedback();
  const name = stateLabel(salesChannel, row.platform);
  const change = async (enabled: boolean) => {
    if (
      enabled &&
      !(await confirm({ title: `开启${name}提速发货`, content: FAKE_SHIPPING_WARNING, okText: '确认开启' }))
    )
      return;
    setSaving(true);
    try {
      const answer = await saveSpeedDelivery(row.platform, enabled);
      if (answer.errorCode !== 0) toast.error(answer.errorMsg);
      else toast.success(enabled ? `${name}已开启提速发货` : `${name}已关闭提速发货，运单号在快递揽收后回传`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      checked={row.enabled}
      loading={saving}
      onChange={(on) => void change(on)}
      aria-label={`${name} 提速发货`}
    />
  );
}

const columns: ColumnsType<PlatformRow> = [
  { title: '平台', key: 'platform', render: (_, r) => stateLabel(salesChannel, r.platform) },
  {
    title: '已授权店铺',
    key: 'shops',
    width: 110,
    render: (_, r) => (r.shops ? `${r.shops} 个` : <Typography.Text type="secondary">无</Typography.Text>),
  },
  {
    title: '回传时机',
    key: 'when',
    render: (_, r) => (r.enabled ? '仓库打单后立即回传' : '快递揽收后回传'),
  },
  { title: '提速发货', key: 'switch', width: 100, render: (_, r) => <PlatformSwitch row={r} /> },
  {
    title: '更新时间',
    key: 'updatedAt',
    width: 170,
    render: (_, r) => (r.updatedAt ? formatDateTime(r.updatedAt) : '—'),
  },
];

/**
 * 提速发货 (/basicSet/speedSelivery, under 平台代发设置): per platform, the waybill goes back to the shop
 * when the warehouse prints it instead of when the courier collects it — the shop shows 已发货 hours
 * earlier, at the risk of 虚假发货 when the parcel is not collected (揽收超时 after 20 hours).
 */
export default function SpeedDeliveryPage() {
  const { data, error, isLoading, mutate } = useSpeedDelivery();
  const rows = data?.platforms ?? [];
  return (
    <Page title="提速发货">
      <PlatformSettingsTabs />
      {error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : (
        <Card size="small">
          <Alert type="warning" showIcon title="提速发货有虚假发货风险" description={FAKE_SHIPPING_WARNING} />
          {data && data.collectOverdue > 0 && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 12 }}
              title={`有 ${data.collectOverdue} 个提速发货的订单揽收超时`}
              action={
                <ButtonLink size="small" to="/order/daifaOrderList?flag=COLLECT_OVERDUE">
                  去查看
                </ButtonLink>
              }
            />
          )}
          <div style={{ marginTop: 12 }}>
            <SmallTable<PlatformRow>
              aria-label="提速发货"
              rows={rows}
              rowKey="platform"
              columns={columns}
              titleKey="platform"
              actionsKey="switch"
              rowLabel={(r) => stateLabel(salesChannel, r.platform)}
              loading={isLoading}
              empty="暂无平台"
            />
          </div>
        </Card>
      )}
    </Page>
  );
}
