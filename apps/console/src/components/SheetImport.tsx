import { useState } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { SupplierImported } from '@oms/api-client';
import { useFeedback } from '@oms/ui';

type Imported = { errorCode: number; errorMsg: string; data?: SupplierImported | null };

/**
 * 导入 of a sheet whose rows are added or updated one by one (供应商, 自定义商品): the file picked, sent,
 * then 导入完成 with the counts — and the first rows left out with why when some were.
 */
export function SheetImport({
  importFile,
  noun,
  onDone,
  label = '导入',
}: {
  importFile: (file: File) => Promise<Imported>;
  /** What a row is: 个, 个商品… */
  noun: string;
  onDone?: () => void;
  label?: string;
}) {
  const { toast, alert } = useFeedback();
  const [importing, setImporting] = useState(false);
  const send = async (file: File) => {
    setImporting(true);
    try {
      const answer = await importFile(file);
      if (answer.errorCode !== 0 || !answer.data) return void toast.error(answer.errorMsg);
      const { added, updated, failed } = answer.data;
      const head = `导入完成：新增 ${added} ${noun}，更新 ${updated} ${noun}`;
      if (!failed.length) toast.success(head);
      else
        void alert({
          title: head,
          type: 'warning',
          content: `${failed.length} 行未导入：${failed
            .slice(0, 5)
            .map((f) => `第${f.rowNo}行 ${f.message}`)
            .join('；')}${failed.length > 5 ? '……' : ''}`,
        });
      onDone?.();
    } finally {
      setImporting(false);
    }
  };
  return (
    <Upload
      accept=".xlsx,.csv"
      showUploadList={false}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined aria-hidden />} loading={importing}>
        {label}
      </Button>
    </Upload>
  );
}
