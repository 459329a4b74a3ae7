import { Steps } from 'antd';
import { afterSaleStepsOf, type CaseProgress } from './afterSaleSteps.ts';

export type AfterSaleStepsProps = CaseProgress & {
  /** Vertical on a phone. */
  direction?: 'horizontal' | 'vertical';
};

/** 售后进度 as steps: where the case stands and what it waits for (the words under the current step). */
export function AfterSaleSteps({ direction = 'horizontal', ...kase }: AfterSaleStepsProps) {
  const s = afterSaleStepsOf(kase);
  return (
    <Steps
      aria-label="售后步骤"
      size="small"
      orientation={direction}
      current={s.current}
      status={s.status}
      items={s.titles.map((title, i) => ({
        title,
        ...(i === s.current ? { content: s.note } : {}),
      }))}
    />
  );
}
