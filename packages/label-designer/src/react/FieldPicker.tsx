// The data fields a template can bind, each with its sample value; a click inserts `{{field}}`.
import { Empty, Input } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useState } from 'react';
import type { LabelData } from '@oms/label-engine';

// antd names the clear button's only content, its icon, "close-circle" in English.
const inputClear = { clearIcon: <CloseCircleFilled aria-label="清除" /> };

interface Props {
  fields: readonly { key: string; label?: string }[];
  data: LabelData;
  onPick: (field: string) => void;
}

const show = (v: unknown) =>
  v === undefined || v === null || v === ''
    ? '（空）'
    : typeof v === 'object'
      ? JSON.stringify(v)
      : String(v);

export function FieldPicker({ fields, data, onPick }: Props) {
  const [q, setQ] = useState('');
  const shown = fields.filter(
    (f) => !q || f.key.toLowerCase().includes(q.toLowerCase()) || f.label?.includes(q),
  );
  return (
    <div>
      <Input.Search
        size="small"
        allowClear={inputClear}
        placeholder="搜索字段"
        aria-label="搜索字段"
        onChange={(e) => setQ(e.target.value)}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有字段" />
      ) : (
        <ul className="oms-fields" aria-label="数据字段">
          {shown.map((f) => (
            <li key={f.key}>
              <button type="button" onClick={() => onPick(f.key)} title={`插入 {{${f.key}}}`}>
                <span className="oms-field-name">{f.label ? `${f.label}` : f.key}</span>
                <code>{`{{${f.key}}}`}</code>
                <span className="oms-field-sample">{show(data[f.key])}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="oms-hint">选中文本、条码或二维码后点字段插入；未选中时新建一个文本。</p>
    </div>
  );
}
