// The pick-up label's tagElements: what goes on the label, each with its sample value.
import { Checkbox, Input, Radio, Typography } from 'antd';
import {
  chosenOption,
  type ChecklistChange,
  type PickupSection,
  type PickupTemplate,
} from '@oms/label-engine';

interface Props {
  spec: PickupTemplate;
  section: PickupSection;
  onChange: (key: string, change: ChecklistChange) => void;
}

type Item = PickupTemplate['datas']['pickup']['tagElements'][number];

export function PickupChecklist({ spec, section, onChange }: Props) {
  const items = (spec.datas as Record<PickupSection, { tagElements: Item[] }>)[section].tagElements;
  return (
    <ul className="oms-pickup-checklist" aria-label={section === 'pickup' ? '拿货标签内容' : '退货标签内容'}>
      {items.map((item) => (
        <li key={item.key}>
          <Checkbox
            checked={item.checked !== false}
            onChange={(e) => onChange(item.key, { checked: e.target.checked })}
          >
            {item.label}
          </Checkbox>
          {item.type === 'mutil_radio' && (
            <Radio.Group
              size="small"
              aria-label={`${item.label}样式`}
              disabled={item.checked === false}
              value={chosenOption(item)?.key}
              onChange={(e) => onChange(item.key, { option: String(e.target.value) })}
              options={(item.children ?? []).map((c) => ({ value: c.key, label: c.label }))}
            />
          )}
          {item.type === 'input_text' ? (
            <Input
              size="small"
              aria-label={`${item.label}文字`}
              value={item.mockValue ?? ''}
              maxLength={40}
              disabled={item.checked === false}
              onChange={(e) => onChange(item.key, { text: e.target.value })}
            />
          ) : (
            <Typography.Text type="secondary" className="oms-pickup-sample" ellipsis>
              示例：{(item.type === 'mutil_radio' ? chosenOption(item)?.mockValue : item.mockValue) ?? ''}
            </Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}
