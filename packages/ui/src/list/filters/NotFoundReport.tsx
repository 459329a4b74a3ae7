import { useId, useState } from 'react';
import { Alert, Button, Flex, theme } from 'antd';
import { useFeedback } from '../../feedback/useFeedback.ts';
import { copyText } from './copyText.ts';

export interface NotFoundReportProps {
  /** The numbers of a batch query that matched nothing (from the server). Nothing renders when empty. */
  numbers: string[];
  /** What they are (单号, 运单号): 未找到 3 个运单号. */
  label?: string;
}

/** 未找到 N 个 after a batch query, expanding to the numbers themselves with a 复制 button. */
export function NotFoundReport({ numbers, label = '' }: NotFoundReportProps) {
  const { token } = theme.useToken();
  const { toast } = useFeedback();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (numbers.length === 0) return null;

  const copy = async () => {
    if (await copyText(numbers.join('\n'))) {
      toast.success('已复制');
    } else {
      // No clipboard (an http page, an old browser): show the list so it can be selected by hand.
      setExpanded(true);
      toast.warning('无法访问剪贴板，请手动选择复制');
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      title={`未找到 ${numbers.length} 个${label}`}
      action={
        <Flex gap={4}>
          <Button
            size="small"
            type="link"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? '收起' : '查看'}
          </Button>
          <Button size="small" onClick={() => void copy()}>
            复制
          </Button>
        </Flex>
      }
      description={
        expanded && (
          <ul
            id={listId}
            // Scrolls past ~7 lines: focusable so the keyboard can scroll it.
            tabIndex={0}
            aria-label={`未找到的${label || '单号'}`}
            style={{
              maxHeight: 160,
              overflowY: 'auto',
              margin: 0,
              padding: 0,
              listStyle: 'none',
              fontFamily: token.fontFamilyCode,
              userSelect: 'text',
            }}
          >
            {numbers.map((number, index) => (
              <li key={index}>{number}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
