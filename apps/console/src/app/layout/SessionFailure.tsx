import { Button, Result } from 'antd';

/** The frame could not load the account: say so and offer a reload. Lazy, as antd Result carries illustrations. */
export default function SessionFailure({ message }: { message: string | null }) {
  return (
    <Result
      status="warning"
      title="无法加载账号信息"
      subTitle={message ?? '请稍后刷新重试'}
      extra={<Button onClick={() => window.location.reload()}>刷新</Button>}
    />
  );
}
