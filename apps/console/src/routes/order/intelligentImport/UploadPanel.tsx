import { useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_ROWS, type ImportSummary } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { downloadImportTemplate, uploadImportFile } from '../../../api/daifaImport.ts';

/**
 * The file to import: dropped or chosen (.xlsx, or .csv as shops and Excel save it, UTF-8 or GBK),
 * sent at once; the server's refusal (43006) says what is wrong with it.
 */
export function UploadPanel({ onImported }: { onImported: (summary: ImportSummary) => void }) {
  const { toast } = useFeedback();
  const [uploading, setUploading] = useState(false);

  const send = async (file: File) => {
    setUploading(true);
    try {
      const answer = await uploadImportFile(file);
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      onImported(answer.data);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Upload.Dragger
        accept=".xlsx,.csv"
        multiple={false}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{uploading ? '正在读取文件…' : '点击或拖入订单文件'}</p>
        <p className="ant-upload-hint">
          支持 .xlsx 和 .csv（店铺后台导出的订单可直接导入），最大 5MB、{IMPORT_MAX_ROWS}{' '}
          行；同一平台订单号的多行合并为一个订单
        </p>
      </Upload.Dragger>
      <Typography.Text type="secondary">
        没有现成的文件？
        <Button
          type="link"
          size="small"
          onClick={() => void downloadImportTemplate().then((error) => error && toast.error(error))}
        >
          下载导入模板
        </Button>
      </Typography.Text>
    </Flex>
  );
}
