import { useState, type ReactNode } from 'react';
import { Flex, Input, Typography } from 'antd';
import { inputClear } from '../helpers/inputClear.tsx';

/** What a claim-pool search asks: a waybill's last six or more characters, or a phone's last four. */
export type ClaimQuery = { waybillTail: string } | { phoneTail: string };

/** The query a text is, or null: four digits are a phone's tail, 6–30 letters or digits a waybill's. */
export function claimQueryOf(text: string): ClaimQuery | null {
  const t = text.trim();
  if (/^\d{4}$/.test(t)) return { phoneTail: t };
  if (/^[A-Za-z0-9]{6,30}$/.test(t)) return { waybillTail: t };
  return null;
}

export interface ClaimSearchProps {
  /** The text last searched (the box follows it when the page clears it). */
  value: string;
  /** A query, or null when the box was emptied; the text as typed beside it. */
  onSearch: (query: ClaimQuery | null, text: string) => void;
  /** Beside the box: 以图搜件 and its 清除. */
  extra?: ReactNode;
}

/**
 * 无头件认领's search: one box for a waybill's tail or a phone's last four, telling what it needs when
 * the text is neither; `extra` sits beside it (以图搜件).
 */
export function ClaimSearch({ value, onSearch, extra }: ClaimSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [hint, setHint] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const search = (q: string) => {
    const t = q.trim();
    if (!t) {
      setHint(null);
      return onSearch(null, '');
    }
    const query = claimQueryOf(t);
    setHint(query ? null : '请输入运单号后6位以上，或手机号后4位');
    if (query) onSearch(query, t);
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        <Input.Search
          aria-label="搜索无头件"
          allowClear={inputClear}
          style={{ flex: '1 1 280px', maxWidth: 420 }}
          placeholder="运单号后6位以上，或手机号后4位（7天内签收）"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={search}
        />
        {extra}
      </Flex>
      {hint && <Typography.Text type="danger">{hint}</Typography.Text>}
    </Flex>
  );
}
