import { Radio, Space, Typography } from 'antd';
import type { ReturnStaff } from '@oms/api-client';

/** Who walks the returns back, each with what they hold — or how to get a 退货员 when there is none. */
export function ReturnStaffPicker({
  staff,
  value,
  onChange,
}: {
  staff: ReturnStaff;
  value: number | null;
  onChange: (staffId: number) => void;
}) {
  if (staff.length === 0)
    return (
      <Typography.Text type="secondary">
        还没有退货员：在「账号管理」给子账号分配含「退货登记指派」的角色。
      </Typography.Text>
    );
  return (
    <Radio.Group value={value} onChange={(e) => onChange(e.target.value)} aria-label="退货员">
      <Space direction="vertical">
        {staff.map((s) => (
          <Radio key={s.staffId} value={s.staffId}>
            {s.name}
            <Typography.Text type="secondary"> 待退档口 {s.open} 条</Typography.Text>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
