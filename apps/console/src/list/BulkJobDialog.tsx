import { useEffect, useState } from 'react';
import { Modal, Space, Typography } from 'antd';
import { BulkJobProgress, BulkResultReport, useFeedback } from '@oms/ui';
import { retryBulkJob, useBulkJob, useBulkJobItems } from '../api/listJobs.ts';

export interface BulkJobDialogProps {
  /** The job to follow; null closes the dialog. */
  jobId: number | null;
  onClose: () => void;
  /** Called once each time a job (or its retry) finishes, to refresh the list and its counts. */
  onFinished?: () => void;
  /** Title of the report's label column (订单号). */
  labelTitle?: string;
}

/**
 * A bulk action of any list as the seller follows it: the server's progress, then the per-row report
 * with 重试失败项 (which follows the new job in the same dialog). Closing leaves the job running.
 */
export function BulkJobDialog({ jobId, onClose, onFinished, labelTitle }: BulkJobDialogProps) {
  const { toast } = useFeedback();
  const [current, setCurrent] = useState(jobId);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => setCurrent(jobId), [jobId]);
  const { data: job, error } = useBulkJob(current);
  const finished = job?.state === 'finished' || job?.state === 'failed';
  const { data: report } = useBulkJobItems(current, finished);

  useEffect(() => {
    if (finished) onFinished?.();
    // Once per job: `onFinished` may be a new function on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, current]);

  const retry = async () => {
    if (current === null) return;
    setRetrying(true);
    const answer = await retryBulkJob(current);
    setRetrying(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    setCurrent(answer.data.id);
  };

  return (
    <Modal
      open={jobId !== null}
      title={job ? `批量处理：${job.title}` : '批量处理'}
      footer={null}
      width={760}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {error && <Typography.Text type="danger">{error.message}</Typography.Text>}
        {job && (
          <BulkJobProgress
            done={job.done}
            total={job.total}
            state={job.state}
            title={job.title}
            {...(job.error ? { error: job.error } : {})}
          />
        )}
        {!finished && job && (
          <Typography.Text type="secondary">处理在服务器上进行，关闭窗口不会中断。</Typography.Text>
        )}
        {finished && report && (
          <BulkResultReport
            rows={report.items.map((item) => ({
              key: String(item.rowId),
              label: item.label,
              ok: item.state === 'ok',
              ...(item.reason ? { reason: item.reason } : {}),
            }))}
            {...(labelTitle ? { labelTitle } : {})}
            onRetryFailed={() => void retry()}
            retrying={retrying}
            onClose={onClose}
          />
        )}
        {report?.truncated && (
          <Typography.Text type="secondary">结果较多，只列出前 5,000 条（失败项在前）。</Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
