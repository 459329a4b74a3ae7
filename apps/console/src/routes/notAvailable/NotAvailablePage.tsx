import { Button, Result } from 'antd';
import { Page } from '@oms/ui';
import { useNavigate } from 'react-router-dom';

/** A route whose page arrives with a later issue: the real frame and title, and no fake data. */
export default function NotAvailablePage({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Page title={title}>
      <Result
        status="info"
        title="功能建设中"
        subTitle={`「${title}」页面正在建设中，暂未开放，敬请期待。`}
        extra={
          <Button type="primary" onClick={() => navigate('/home')}>
            返回首页
          </Button>
        }
      />
    </Page>
  );
}
