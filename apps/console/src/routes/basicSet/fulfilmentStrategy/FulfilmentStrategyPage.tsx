import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, InputNumber, Typography } from 'antd';
import { LACK_WAIT_DAYS, NEXT_DAY_TRIES } from '@oms/api-client';
import { formatDateTime, ListState, Page, useFeedback } from '@oms/ui';
import { saveFulfilmentStrategy, useFulfilmentStrategy } from '../../../api/platformSettings.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { PlatformSettingsTabs } from '../platformSettings/PlatformSettingsTabs.tsx';

/** The defaults that are the platform's, not the tenant's: said as they apply. */
const FIXED_DEFAULTS: { label: string; rule: string }[] = [
  { label: '涨价', rule: '48 小时未处理：退款（已发起补款的，补款截止后退款）' },
  { label: '换款', rule: '24 小时未处理：拒绝换款并退款' },
  { label: '档口关闭 / 已下架', rule: '24 小时未处理：退款' },
  { label: '地址异常', rule: '72 小时未处理：取消订单，全额退回余额' },
];

/** One exception's default: its wait (or tries) typed in a bounded whole number. */
function DefaultRow(p: {
  kind: string;
  before: string;
  label: string;
  range: { min: number; max: number };
  value: number;
  onChange: (v: number) => void;
  after: string;
}) {
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text strong style={{ minWidth: 64 }}>
        {p.kind}
      </Typography.Text>
      <Typography.Text>{p.before}</Typography.Text>
      <InputNumber
        aria-label={p.label}
        min={p.range.min}
        max={p.range.max}
        precision={0}
        value={p.value}
        onChange={(v) => p.onChange(v ?? p.range.min)}
        style={{ width: 80 }}
      />
      <Typography.Text>{p.after}</Typography.Text>
    </Flex>
  );
}

/**
 * 订单履约策略 (/basicSet/orderFulfillmentStrategy, under 平台代发设置): what the system does with a stall's
 * answer nobody handled — how long 缺货 waits before 退款, how often 明天有 is waited for — as 异常订单
 * shows each row's default and the housekeeping applies it as 系统.
 */
export default function FulfilmentStrategyPage() {
  const { data, error, mutate } = useFulfilmentStrategy();
  const { toast } = useFeedback();
  const [lackWaitDays, setLackWaitDays] = useState<number | null>(null);
  const [nextDayTries, setNextDayTries] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!data) return;
    setLackWaitDays(data.lackWaitDays);
    setNextDayTries(data.nextDayTries);
  }, [data]);
  const save = async () => {
    if (lackWaitDays === null || nextDayTries === null) return;
    setSaving(true);
    try {
      const answer = await saveFulfilmentStrategy(lackWaitDays, nextDayTries);
      if (answer.errorCode !== 0) toast.error(answer.errorMsg);
      else toast.success('订单履约策略已保存，未处理的异常按新设置自动处理');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Page title="订单履约策略" extra={<ButtonLink to="/order/abnormalList">异常订单</ButtonLink>}>
      <PlatformSettingsTabs />
      {error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : !data || lackWaitDays === null || nextDayTries === null ? (
        <ListState kind="loading" />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 760 }}>
          <Alert
            type="info"
            showIcon
            title="档口回复缺货、明天有等异常后，您可以在异常订单里选择等待、换档口、退款或有货先发；超过下面的时间仍未处理，系统按默认方式自动处理，并记在订单动态里。"
          />
          <Card size="small" title="异常默认处理">
            <Flex vertical gap={16}>
              <DefaultRow
                kind="缺货"
                before="等待"
                label="缺货等待天数"
                range={LACK_WAIT_DAYS}
                value={lackWaitDays}
                onChange={setLackWaitDays}
                after={`天仍未处理：退款（${LACK_WAIT_DAYS.min}–${LACK_WAIT_DAYS.max} 天）`}
              />
              <DefaultRow
                kind="明天有"
                before="自动等待"
                label="明天有等待次数"
                range={NEXT_DAY_TRIES}
                value={nextDayTries}
                onChange={setNextDayTries}
                after={`次，之后仍说明天有：退款（${NEXT_DAY_TRIES.min}–${NEXT_DAY_TRIES.max} 次，每次等一天）`}
              />
              <Descriptions size="small" column={1} title="其他异常（平台统一规则）">
                {FIXED_DEFAULTS.map((d) => (
                  <Descriptions.Item key={d.label} label={d.label}>
                    {d.rule}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Flex>
          </Card>
          <Flex gap={12} align="center" wrap>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              保存
            </Button>
            {data.updatedAt && (
              <Typography.Text type="secondary">上次保存：{formatDateTime(data.updatedAt)}</Typography.Text>
            )}
          </Flex>
        </Flex>
      )}
    </Page>
  );
}
