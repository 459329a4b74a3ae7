import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { showServerError, useFeedback } from '@oms/ui';
import { downloadTakeCodes } from '../../../api/pickup.ts';
import { ExportRecordsDrawer } from '../../../list/ExportRecordsDrawer.tsx';

type Scope = 'UNPRINTED' | 'BATCH' | 'ALL';

/**
 * 下载取货码: the day's take codes as a sheet (a row a piece) to print elsewhere. 未打印 takes the day's
 * next batch as a print does; the file is written in the background and kept in 导出记录 for 7 days.
 */
export function DownloadCodesDialog({
  open,
  day,
  onClose,
}: {
  open: boolean;
  day: string | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ scope: Scope; batchNo?: string }>();
  const scope = Form.useWatch('scope', form);
  const [busy, setBusy] = useState(false);
  const [records, setRecords] = useState(false);
  const { toast } = useFeedback();
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const answer = await downloadTakeCodes({
        ...(day ? { day } : {}),
        scope: v.scope,
        ...(v.scope === 'BATCH' ? { batchNo: v.batchNo!.trim() } : {}),
      });
      if (answer.errorCode !== 0) {
        if (!showServerError(form, answer)) toast.error(answer.errorMsg);
        return;
      }
      toast.success(
        `已开始生成 ${answer.data.total} 行的取货码${answer.data.batchNo ? `（批次 ${answer.data.batchNo}）` : ''}，完成后在「导出记录」中下载`,
      );
      onClose();
      setRecords(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal
        open={open}
        title="下载取货码"
        okText="生成"
        okButtonProps={{ loading: busy }}
        onOk={() => void submit()}
        onCancel={onClose}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ scope: 'UNPRINTED' }} preserve={false}>
          <Form.Item name="scope" label="范围">
            <Radio.Group
              options={[
                { value: 'UNPRINTED', label: '未打印（生成新批次）' },
                { value: 'BATCH', label: '按批次重新下载' },
                { value: 'ALL', label: '当天全部待拿' },
              ]}
            />
          </Form.Item>
          {scope === 'BATCH' && (
            <Form.Item
              name="batchNo"
              label="批次"
              rules={[
                { required: true, message: '请输入批次，如 11.30-2' },
                { pattern: /^\d{1,2}\.\d{1,2}-\d{1,4}$/, message: '批次格式如 11.30-2' },
              ]}
            >
              <Input placeholder="如 11.30-2" autoComplete="off" />
            </Form.Item>
          )}
        </Form>
      </Modal>
      <ExportRecordsDrawer listKey="pickupCodes" open={records} onClose={() => setRecords(false)} />
    </>
  );
}
