// 打印环境检测: each check with its result, and for a failed one the message, the fix and the links.
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { environmentChecks, type LodopLoadState } from '@oms/print-bridge';

interface Props {
  state: LodopLoadState | null;
  onDetect: () => void;
}

export function PrintEnvironmentPanel({ state, onDetect }: Props) {
  const loading = !state || state.state === 'loading';
  const checks = state ? environmentChecks(state) : [];
  return (
    <section className="oms-print-env" aria-label="打印环境检测">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>打印环境检测</Typography.Text>
        <Button size="small" onClick={onDetect} loading={loading}>
          重新检测
        </Button>
      </Space>
      {loading ? (
        <p>
          <LoadingOutlined aria-hidden /> 正在连接本机打印服务…
        </p>
      ) : (
        <ul>
          {checks.map((c) => (
            <li key={c.key} data-ok={c.ok}>
              <span className="oms-print-env-title">
                {c.ok ? (
                  <CheckCircleFilled aria-hidden style={{ color: '#52c41a' }} />
                ) : (
                  <CloseCircleFilled aria-hidden style={{ color: '#ff4d4f' }} />
                )}{' '}
                {c.title}
              </span>
              <span className="oms-print-env-detail">{c.detail}</span>
              {c.problem && (
                <div className="oms-print-env-problem" role="alert">
                  <div>{c.problem.message}</div>
                  <div>{c.problem.fix}</div>
                  {c.problem.links.length > 0 && (
                    <Space>
                      {c.problem.links.map((l) => (
                        <a key={l.href} href={l.href} target="_blank" rel="noreferrer">
                          {l.label}
                        </a>
                      ))}
                    </Space>
                  )}
                  {c.problem.note && <Typography.Text type="secondary">{c.problem.note}</Typography.Text>}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
