import { useEffect, useMemo, useState } from 'react';
import type { PickupLabels, PickupPrintRequest } from '@oms/api-client';
import { pickupToTemplate, stallCardTemplate, type LabelData, type Template } from '@oms/label-engine';
import { useLabelFont } from '@oms/label-designer/font';
import { useFeedback } from '@oms/ui';
import { batchPrintLabels } from '../../../api/pickup.ts';
import { PrintDialog } from '../../../print/PrintDialog.tsx';
import { PrintLoading } from '../../../print/PrintLoading.tsx';

/** The roll in walking order: a card before each stall (tear there), then one label a piece. */
export function rollOf(answer: PickupLabels, template: Template, card: Template) {
  const sequence: { template: Template; row: LabelData }[] = [];
  answer.stalls.forEach((stall, i) => {
    sequence.push({
      template: card,
      row: {
        market: stall.market,
        title: stall.title,
        subtitle: stall.subtitle,
        count: `${stall.lines} 行 / ${stall.pieces} 件`,
        batch: answer.batchNo ? `批次 ${answer.batchNo}` : '重打',
      },
    });
    for (const label of answer.labels) if (label.stall === i) sequence.push({ template, row: label.data });
  });
  return sequence;
}

/**
 * 打印标签 of the board: asks the server for the roll (never-printed lines take the day's next batch),
 * then prints it through the print dialog as one job — the tenant's pick-up template for the pieces,
 * a stall card before each stall.
 */
export function BatchPrintDialog({
  request,
  onClose,
}: {
  request: PickupPrintRequest | null;
  onClose: () => void;
}) {
  const { font } = useLabelFont();
  const { toast } = useFeedback();
  const [answer, setAnswer] = useState<PickupLabels | null>(null);
  useEffect(() => {
    if (!request) return;
    setAnswer(null);
    void batchPrintLabels(request).then((a) => {
      if (a.errorCode !== 0) {
        toast.error(a.errorMsg);
        return onClose();
      }
      if (a.data!.labels.length === 0) {
        toast.info('没有需要打印的标签');
        return onClose();
      }
      if (a.data!.skipped) toast.warning(`${a.data!.skipped} 行已上报或已关闭，不打印`);
      setAnswer(a.data);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request
  }, [request]);
  const roll = useMemo(() => {
    if (!answer) return null;
    const template = pickupToTemplate(answer.setting.template);
    return {
      template,
      sequence: rollOf(answer, template, stallCardTemplate(template.width, template.height)),
    };
  }, [answer]);
  if (!request) return null;
  if (!answer || !roll || !font)
    return <PrintLoading title="打印标签" tip="正在生成标签…" onClose={onClose} />;
  return (
    <PrintDialog
      open
      onClose={onClose}
      template={roll.template}
      templateId={answer.setting.templateId}
      kind="pickup-60x40"
      rows={answer.labels.map((l) => l.data)}
      font={font}
      askCopies={false}
      sequence={roll.sequence}
      oneJob
    />
  );
}
