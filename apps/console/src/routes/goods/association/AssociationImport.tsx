import { useRef, useState } from 'react';
import { Button, List, Modal, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { GoodsAssociationImported } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { importGoodsAssociations } from '../../../api/goodsAssociation.ts';

/** 导入关联: the export's file edited and sent back; what was linked, and each row left out with why. */
export function AssociationImport() {
  const input = useRef<HTMLInputElement>(null);
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<GoodsAssociationImported | null>(null);
  const send = async (file: File) => {
    setBusy(true);
    try {
      const answer = await importGoodsAssociations(file);
      if (answer.errorCode !== 0 || !answer.data) return void toast.error(answer.errorMsg);
      if (answer.data.failed.length) setReport(answer.data);
      else toast.success(`已导入 ${answer.data.linked} 个商品关联`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.csv"
        hidden
        aria-label="选择导入文件"
        onChange={(ev) => {
          const file = ev.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button
        icon={<UploadOutlined aria-hidden />}
        loading={busy}
        title="用「导出」的文件填好档口商品编号、档口颜色和档口尺码后导入"
        onClick={() => input.current?.click()}
      >
        导入关联
      </Button>
      <Modal
        open={report !== null}
        title="导入结果"
        onCancel={() => setReport(null)}
        onOk={() => setReport(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="知道了"
      >
        {report && (
          <>
            <Typography.Paragraph>
              共 {report.total} 行，已关联 {report.linked} 个，{report.failed.length} 行未导入：
            </Typography.Paragraph>
            <List
              size="small"
              bordered
              style={{ maxHeight: 320, overflow: 'auto' }}
              dataSource={report.failed}
              renderItem={(f) => (
                <List.Item>
                  第 {f.rowNo} 行：{f.reason}
                </List.Item>
              )}
            />
          </>
        )}
      </Modal>
    </>
  );
}
