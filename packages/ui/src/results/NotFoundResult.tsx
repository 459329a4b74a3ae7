import { Button, Result } from 'antd';
import type { ResultPageProps } from './ForbiddenResult.tsx';

/** The catch-all 404 page of spec §2. */
export function NotFoundResult({ onBack }: ResultPageProps) {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="请检查您输入的网址是否正确，点击以下按钮返回主页或者发送错误报告"
      extra={
        <Button type="primary" onClick={onBack}>
          返回首页
        </Button>
      }
    />
  );
}
