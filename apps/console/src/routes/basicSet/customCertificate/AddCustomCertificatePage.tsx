// 新建合格证 / 编辑 (/basicSet/addCustomCertificate[?id=]): the certificate's fields, washed labels and copies,
// with a live preview of the printed certificate; 保存 or 保存并打印.
import { Alert, Button, Card, Form, Input, InputNumber, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import { CERTIFICATE_QUANTITY_MAX, type CertificateFields } from '@oms/api-client';
import { useLabelFont } from '@oms/label-designer/font';
import { Page, showServerError, useFeedback } from '@oms/ui';
import { createCertificate, updateCertificate, useCertificateQuery } from '../../../api/certificates.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { LabelPreview } from '../../../print/LabelPreview.tsx';
import { certificateData, certificateTemplate } from './certificateLabel.ts';
import { CertificatePrintDialog } from './CertificatePrintDialog.tsx';
import { WashedLabelsField } from './WashedLabelsField.tsx';
import './certificate.css';

const EMPTY: CertificateFields = {
  title: '合格证',
  brand: '',
  categoryName: '',
  artNo: '',
  specification: '',
  productLevel: '合格品',
  fabricComposition: '',
  enforceStandards: '',
  safetyCategory: '',
  origin: '',
  washedLabelList: [],
  quantity: 1,
};

/** Optional fields and unused washed-label cells are left empty on purpose. */
const QUIET = ['missing-value'] as const;

const TEXT_FIELDS: [keyof CertificateFields, string, number, boolean][] = [
  ['title', '标题', 10, false],
  ['brand', '品牌', 20, true],
  ['categoryName', '品名', 20, true],
  ['artNo', '货号', 30, true],
  ['specification', '规格', 30, false],
  ['productLevel', '等级', 10, false],
  ['fabricComposition', '成分', 120, false],
  ['enforceStandards', '执行标准', 40, false],
  ['safetyCategory', '安全类别', 40, false],
  ['origin', '产地', 20, false],
];

export default function AddCustomCertificatePage() {
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = /^[1-9]\d{0,15}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const existing = useCertificateQuery(id);
  const [form] = Form.useForm<CertificateFields>();
  const values = Form.useWatch([], form) as CertificateFields | undefined;
  const { font } = useLabelFont();
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState<CertificateFields | null>(null);

  useEffect(() => {
    if (existing.data) form.setFieldsValue(existing.data);
  }, [existing.data, form]);

  const data = useMemo(() => certificateData({ ...EMPTY, ...(values ?? {}) }), [values]);

  const save = async (thenPrint: boolean) => {
    let fields: CertificateFields;
    try {
      fields = { ...EMPTY, ...(await form.validateFields()) };
    } catch {
      return;
    }
    setBusy(true);
    const res = id ? await updateCertificate(id, fields) : await createCertificate(fields);
    setBusy(false);
    if (res.errorCode !== 0) {
      if (!showServerError(form, res)) toast.error(res.errorMsg);
      return;
    }
    toast.success(id ? '合格证已保存' : '合格证已创建');
    void mutate((key) => Array.isArray(key) && key[0] === queryKeys.certificates.all()[0]);
    if (thenPrint) setPrinting(res.data);
    else navigate('/basicSet/customCertificate');
  };

  if (id && existing.error) return <Alert type="error" showIcon title={(existing.error as Error).message} />;
  if (id && !existing.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  return (
    <Page
      title={id ? '编辑合格证' : '新建合格证'}
      extra={
        <>
          <Button onClick={() => navigate('/basicSet/customCertificate')}>返回列表</Button>
          <Button loading={busy} disabled={!font} onClick={() => void save(true)}>
            保存并打印
          </Button>
          <Button type="primary" loading={busy} onClick={() => void save(false)}>
            保存
          </Button>
        </>
      }
    >
      <div className="oms-certificate-editor">
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 19 }}
          initialValues={EMPTY}
          className="oms-certificate-form"
        >
          {TEXT_FIELDS.map(([name, label, max, required]) => (
            <Form.Item
              key={name}
              name={name}
              label={label}
              rules={required ? [{ required: true, whitespace: true, message: `请输入${label}` }] : []}
            >
              {name === 'fabricComposition' ? (
                <Input.TextArea maxLength={max} autoSize={{ minRows: 2, maxRows: 4 }} aria-label={label} />
              ) : (
                <Input maxLength={max} aria-label={label} />
              )}
            </Form.Item>
          ))}
          <Form.Item name="washedLabelList" label="洗水标">
            <WashedLabelsField onError={(m) => void toast.error(m)} />
          </Form.Item>
          {/* No min/max on the box: it would turn 0 into 1 silently; out of range is said on the field. */}
          <Form.Item
            name="quantity"
            label="份数"
            rules={[
              { required: true, message: '请输入份数' },
              { type: 'number', min: 1, message: '份数至少1份' },
              {
                type: 'number',
                max: CERTIFICATE_QUANTITY_MAX,
                message: `份数最多${CERTIFICATE_QUANTITY_MAX}份`,
              },
            ]}
          >
            <InputNumber precision={0} aria-label="份数" />
          </Form.Item>
        </Form>
        <Card size="small" title="预览" className="oms-certificate-preview">
          {font ? (
            <LabelPreview
              template={certificateTemplate()}
              data={data}
              font={font}
              scale={0.75}
              label="合格证预览"
              quiet={QUIET}
            />
          ) : (
            <Spin />
          )}
        </Card>
      </div>
      {printing && font && (
        <CertificatePrintDialog
          certificate={printing}
          font={font}
          onClose={() => {
            setPrinting(null);
            navigate('/basicSet/customCertificate');
          }}
        />
      )}
    </Page>
  );
}
