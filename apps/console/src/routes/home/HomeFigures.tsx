import { Col, Row } from 'antd';
import { Link } from 'react-router-dom';
import { HOME_FIGURES, yuanText, type HomeFigure } from '@oms/api-client';
import { StatCard } from '@oms/ui';

const count = (n: number) => n.toLocaleString('zh-CN');

/** One stat card's words: 余额 in ¥; 已付款 and 待补款 a count with their ¥ under it. */
function cardOf(f: HomeFigure) {
  const spec = HOME_FIGURES[f.key];
  if (f.key === 'BALANCE')
    return {
      value: yuanText(f.today),
      yesterday: f.yesterday === null ? null : yuanText(f.yesterday),
      delta: f.yesterday === null ? null : f.today - f.yesterday,
      formatDelta: (n: number) => yuanText(n),
      sub: undefined,
      spec,
    };
  return {
    value: count(f.today),
    yesterday: f.yesterday === null ? null : count(f.yesterday),
    delta: f.yesterday === null ? null : f.today - f.yesterday,
    formatDelta: count,
    sub: f.todayFen === null ? undefined : yuanText(f.todayFen),
    spec,
  };
}

/** The stat cards, today against yesterday, each opening its page. */
export function HomeFigures({ figures }: { figures: readonly HomeFigure[] }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 24 }}>
      {figures.map((f) => {
        const c = cardOf(f);
        return (
          <Col key={f.key} xs={12} sm={8} md={6} xl={6} xxl={3}>
            <Link to={c.spec.link} className="oms-tile-link" aria-label={`${c.spec.label}：${c.value}`}>
              <StatCard
                title={c.spec.label}
                value={c.value}
                sub={c.sub}
                yesterday={c.yesterday}
                delta={c.delta}
                formatDelta={c.formatDelta}
              />
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}
