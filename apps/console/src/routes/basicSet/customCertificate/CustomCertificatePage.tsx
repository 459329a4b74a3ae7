// 自定义合格证 (list): search by 货号/品牌/品名, edit, print (copies = 份数), delete.
import { Button, Input, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { mutate } from 'swr';
import type { CertificateWire } from '@oms/api-client';
import { useLabelFont } from '@oms/label-designer/font';
import { ConfirmButton, formatDateTime, Page, useFeedback, inputClear } from '@oms/ui';
import { PlatformSettingsTabs } from '../platformSettings/PlatformSettingsTabs.tsx';
import { deleteCertificate, fetchCertificate, useCertificatePageQuery } from '../../../api/certificates.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { CertificatePrintDialog } from './CertificatePrintDialog.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';

type Row = Omit<CertificateWire, 'washedLabelList'> & { washedLabels: number };

export default function CustomCertificatePage() {
  const { toast } = useFeedback();
  const [request, setRequest] = useState<{ pageNum: number; pageSize: number; keyword?: string }>({
    pageNum: 1,
    pageSize: 20,
  });
  const page = useCertificatePageQuery(request);
  const { font } = useLabelFont();
  const [printing, setPrinting] = useState<CertificateWire | null>(null);

  const print = async (id: number) => {
    try {
      setPrinting(await fetchCertificate(id));
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  const remove = async (row: Row) => {
    const res = await deleteCertificate(row.id);
    if (res.errorCode !== 0) return void toast.error(res.errorMsg);
    toast.success('已删除');
    void mutate((key) => Array.isArray(key) && key[0] === queryKeys.certificates.all()[0]);
  };

  return (
    <Page
      title="自定义合格证"
      extra={
        <ButtonLink to="/basicSet/addCustomCertificate" type="primary" icon={<PlusOutlined aria-hidden />}>
          新建合格证
        </ButtonLink>
      }
    >
      <PlatformSettingsTabs />
      <Input.Search
        allowClear={inputClear}
        placeholder="货号 / 品牌 / 品名"
        aria-label="搜索合格证"
        style={{ maxWidth: 320, marginBottom: 12 }}
        onSearch={(keyword) =>
          setRequest({
            pageNum: 1,
            pageSize: request.pageSize,
            ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
          })
        }
      />
      <Table<Row>
        rowKey="id"
        loading={page.isLoading}
        dataSource={page.data?.list ?? []}
        scroll={{ x: 880 }}
        pagination={{
          current: request.pageNum,
          pageSize: request.pageSize,
          total: page.data?.total ?? 0,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNum, pageSize) => setRequest({ ...request, pageNum, pageSize }),
        }}
        columns={[
          { title: '货号', dataIndex: 'artNo', width: 120 },
          { title: '品名', dataIndex: 'categoryName', width: 140 },
          { title: '品牌', dataIndex: 'brand', width: 120 },
          { title: '规格', dataIndex: 'specification', width: 120 },
          { title: '洗水标', dataIndex: 'washedLabels', width: 80, render: (n: number) => `${n} 个` },
          { title: '份数', dataIndex: 'quantity', width: 70 },
          { title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => formatDateTime(v) },
          {
            title: '操作',
            fixed: 'right',
            width: 170,
            render: (_: unknown, row) => (
              <Space size={4}>
                <Link to={`/basicSet/addCustomCertificate?id=${row.id}`}>编辑</Link>
                <Button type="link" size="small" disabled={!font} onClick={() => void print(row.id)}>
                  打印
                </Button>
                <ConfirmButton
                  title={`删除货号 ${row.artNo} 的合格证？`}
                  okText="删除"
                  okDanger
                  onConfirm={() => void remove(row)}
                  type="link"
                  size="small"
                  danger
                >
                  删除
                </ConfirmButton>
              </Space>
            ),
          },
        ]}
      />
      {printing && font && (
        <CertificatePrintDialog certificate={printing} font={font} onClose={() => setPrinting(null)} />
      )}
    </Page>
  );
}
