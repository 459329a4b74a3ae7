import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button, Result } from 'antd';

/**
 * What a page that failed to render shows (inside the frame, so the menu still works) instead of the
 * router's developer screen: a plain apology and a way on.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // kept for whoever opens the console with the seller on the phone
    console.error(error);
  }, [error]);
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle="请刷新页面重试；如果反复出现，请联系客服并说明您的操作步骤。"
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>,
        <Button key="home" onClick={() => window.location.assign('/home')}>
          返回首页
        </Button>,
      ]}
    />
  );
}
