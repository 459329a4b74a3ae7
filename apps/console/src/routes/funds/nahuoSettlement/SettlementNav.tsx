import { Segmented } from 'antd';
import { useNavigate } from 'react-router-dom';
import { NAHUO_SETTLEMENT_PATH, NAHUOYUAN_SETTLEMENT_PATH } from './settlementUrls.ts';

/** 拿货结算账单 (what is owed to stalls) beside 拿货员结算 (what each staff member hands back). */
export function SettlementNav({ current }: { current: 'bills' | 'staff' }) {
  const navigate = useNavigate();
  return (
    <div style={{ marginBottom: 12 }}>
      <Segmented
        value={current}
        onChange={(v) => navigate(v === 'bills' ? NAHUO_SETTLEMENT_PATH : NAHUOYUAN_SETTLEMENT_PATH)}
        options={[
          { value: 'bills', label: '档口账单' },
          { value: 'staff', label: '拿货员结算' },
        ]}
      />
    </div>
  );
}
