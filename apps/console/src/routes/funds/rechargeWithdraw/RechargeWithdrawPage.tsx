// 充值提现: 充值 (Alipay), 提现 (to the bound Alipay), 充值记录 and 提现记录; the tab is in the URL
// (?tab=…), so a link (我的余额's 充值 / 提现) opens the right one.
import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd';
import { Page } from '@oms/ui';
import { RechargeForm } from './RechargeForm.tsx';
import { RechargeRecords } from './RechargeRecords.tsx';
import { WithdrawForm } from './WithdrawForm.tsx';
import { WithdrawRecords } from './WithdrawRecords.tsx';

const TABS = ['recharge', 'withdraw', 'rechargeRecords', 'withdrawRecords'] as const;
type Tab = (typeof TABS)[number];

export default function RechargeWithdrawPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'recharge';
  return (
    <Page title="充值提现">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'recharge', label: '充值', children: <RechargeForm /> },
          {
            key: 'withdraw',
            label: '提现',
            children: <WithdrawForm onApplied={() => setParams({ tab: 'withdrawRecords' })} />,
          },
          { key: 'rechargeRecords', label: '充值记录', children: <RechargeRecords /> },
          { key: 'withdrawRecords', label: '提现记录', children: <WithdrawRecords /> },
        ]}
      />
    </Page>
  );
}
