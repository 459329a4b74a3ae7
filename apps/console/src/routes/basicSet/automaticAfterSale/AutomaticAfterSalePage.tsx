import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, InputNumber, Radio, Switch, Typography } from 'antd';
import {
  AUTO_INTERCEPT_MAX_FEN,
  AUTO_REFUND_TRIGGER_LABELS,
  AUTO_REFUND_TRIGGERS,
  AUTO_WAIT_MAX_MINUTES,
  type AutoAfterSaleRules,
} from '@oms/api-client';
import { formatDateTime, ListState, Page, useFeedback } from '@oms/ui';
import { saveAutoAfterSaleSettings, useAutoAfterSaleSettings } from '../../../api/autoAfterSale.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { PlatformSettingsTabs } from '../platformSettings/PlatformSettingsTabs.tsx';

export const AUTO_LOG_PATH = '/basicSet/automaticAfterSale/AutomaticLog';

function RuleRow(p: {
  title: string;
  hint: string;
  on: boolean;
  onChange: (on: boolean) => void;
  children?: React.ReactNode;
}) {
  return (
    <Flex vertical gap={8} style={{ padding: '12px 0', borderTop: '1px solid rgba(5,5,5,0.06)' }}>
      <Flex justify="space-between" align="center" gap={12}>
        <Flex vertical>
          <Typography.Text strong>{p.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.hint}
          </Typography.Text>
        </Flex>
        <Switch checked={p.on} onChange={p.onChange} aria-label={`${p.title} 自动售后`} />
      </Flex>
      {p.on && p.children}
    </Flex>
  );
}

/**
 * 自动售后设置 (/basicSet/automaticAfterSale, 平台代发设置's first tab): whether a buyer's refund on a shop
 * becomes its dropship case by itself, and by which rules. Saved as a whole; every decision lands in
 * 自动售后日志.
 */
export default function AutomaticAfterSalePage() {
  const { data, error, mutate } = useAutoAfterSaleSettings();
  const { toast } = useFeedback();
  const [enabled, setEnabled] = useState(false);
  const [rules, setRules] = useState<AutoAfterSaleRules | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) {
      setEnabled(data.enabled);
      setRules(data.rules);
    }
  }, [data]);
  const save = async () => {
    if (!rules) return;
    setSaving(true);
    try {
      const answer = await saveAutoAfterSaleSettings(enabled, rules);
      if (answer.errorCode !== 0) toast.error(answer.errorMsg);
      else toast.success(enabled ? '自动售后设置已保存并生效' : '已关闭自动售后');
    } finally {
      setSaving(false);
    }
  };
  const refund = rules?.refundUndelivery;
  return (
    <Page title="自动售后设置" extra={<ButtonLink to={AUTO_LOG_PATH}>自动售后日志</ButtonLink>}>
      <PlatformSettingsTabs />
      {error && !data ? (
        <ListState kind="error" message={error.message} onRetry={() => void mutate()} />
      ) : !rules || !refund ? (
        <ListState kind="loading" />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 760 }}>
          <Alert
            type="info"
            showIcon
            title="买家在店铺申请退款后，已下单代发的商品按下面的规则自动转为代发售后：还在档口的商品直接退款到余额，已签收的商品转为退货退款等买家寄回。每次处理都记在自动售后日志里。"
          />
          <Card size="small">
            <Flex justify="space-between" align="center" gap={12} style={{ paddingBottom: 12 }}>
              <Typography.Text strong>自动售后</Typography.Text>
              <Switch checked={enabled} onChange={setEnabled} aria-label="开启自动售后" />
            </Flex>
            <div style={{ opacity: enabled ? 1 : 0.55 }}>
              <RuleRow
                title="未发货仅退款"
                hint="商品还在档口未拿货：取消拿货，货款和代发费退回余额"
                on={refund.on}
                onChange={(on) => setRules({ ...rules, refundUndelivery: { ...refund, on } })}
              >
                <Flex gap={16} wrap align="center">
                  <Radio.Group
                    aria-label="触发时机"
                    value={refund.trigger}
                    onChange={(e) =>
                      setRules({ ...rules, refundUndelivery: { ...refund, trigger: e.target.value } })
                    }
                    options={AUTO_REFUND_TRIGGERS.map((t) => ({
                      value: t,
                      label: AUTO_REFUND_TRIGGER_LABELS[t],
                    }))}
                  />
                  <Flex gap={8} align="center">
                    <Typography.Text style={{ whiteSpace: 'nowrap' }}>等待</Typography.Text>
                    <InputNumber
                      aria-label="等待分钟数"
                      min={0}
                      max={AUTO_WAIT_MAX_MINUTES}
                      precision={0}
                      value={refund.waitMinutes}
                      onChange={(v) =>
                        setRules({ ...rules, refundUndelivery: { ...refund, waitMinutes: Number(v ?? 0) } })
                      }
                      style={{ width: 90 }}
                    />
                    <Typography.Text>
                      分钟后处理（0–{AUTO_WAIT_MAX_MINUTES}，给买家留撤销的时间）
                    </Typography.Text>
                  </Flex>
                </Flex>
              </RuleRow>
              <RuleRow
                title="已发货仅退款"
                hint="包裹在途、买家未签收：仓库联系快递拦截退回，拦截成功后货款退回余额（每件扣退货服务费 ¥2.00）；包裹里还有其他商品的不拦截"
                on={rules.refundDelivery.on}
                onChange={(on) => setRules({ ...rules, refundDelivery: { ...rules.refundDelivery, on } })}
              >
                <Flex gap={8} align="center" wrap>
                  <Typography.Text style={{ whiteSpace: 'nowrap' }}>退款金额不超过</Typography.Text>
                  <InputNumber
                    aria-label="自动拦截金额上限（元）"
                    prefix="¥"
                    min={1}
                    max={AUTO_INTERCEPT_MAX_FEN / 100}
                    precision={2}
                    value={rules.refundDelivery.maxFen / 100}
                    onChange={(v) =>
                      setRules({
                        ...rules,
                        refundDelivery: { ...rules.refundDelivery, maxFen: Math.round(Number(v ?? 1) * 100) },
                      })
                    }
                    style={{ width: 130 }}
                  />
                  <Typography.Text>的自动拦截，超过的记为已跳过，由您手动处理</Typography.Text>
                </Flex>
              </RuleRow>
              <RuleRow
                title="退货退款"
                hint="买家已签收：转为退货退款，买家寄回、档口退款后到账余额（每件扣退货服务费 ¥2.00）"
                on={rules.returnGoods.on}
                onChange={(on) => setRules({ ...rules, returnGoods: { on } })}
              />
              <RuleRow
                title="抖音极速退款"
                hint="抖店已先行退款给买家：不等待，商品还在档口的立即取消拿货、退回余额；已签收的转为退货等买家寄回"
                on={rules.fastRefund.on}
                onChange={(on) => setRules({ ...rules, fastRefund: { on } })}
              />
              <RuleRow
                title="换货"
                hint="买家在店铺申请换货：寄回的包裹有运单号后，自动转为代发换货，档口换好由仓库寄给买家（扣退货服务费和寄出运费）"
                on={rules.exchange.on}
                onChange={(on) => setRules({ ...rules, exchange: { on } })}
              />
              <RuleRow
                title="买家撤销"
                hint="买家在店铺撤销了退款：已转的退货退款若还没寄回，自动撤销代发售后（已签收的不动）"
                on={rules.buyerCancel.on}
                onChange={(on) => setRules({ ...rules, buyerCancel: { on } })}
              />
            </div>
          </Card>
          <Flex gap={12} align="center" wrap>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              保存
            </Button>
            {data?.updatedAt && (
              <Typography.Text type="secondary">
                上次保存：{formatDateTime(data.updatedAt)}（{data.operatorName}）
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      )}
    </Page>
  );
}
