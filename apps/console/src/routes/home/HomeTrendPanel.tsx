import { useState } from 'react';
import { Flex, Segmented, Typography } from 'antd';
import { LazyTrendChart } from '../../charts/LazyTrendChart.tsx';
import { useHomeTrend } from '../../api/home.ts';

/** 数据趋势's panel: 近7天 / 近30天 of orders placed, paid and shipped (echarts, loaded when it shows). */
export default function HomeTrendPanel() {
  const [days, setDays] = useState<7 | 30>(7);
  const { data } = useHomeTrend(true, days);
  const rows = data ?? [];
  if (data && rows.every((d) => d.orders === null && d.afterSales === null)) return null;
  const series = [
    { name: '订单数', kind: 'line' as const, values: rows.map((d) => d.orders ?? 0) },
    { name: '已付款', kind: 'line' as const, values: rows.map((d) => d.paid ?? 0) },
    { name: '已发货', kind: 'bar' as const, values: rows.map((d) => d.sent ?? 0) },
    { name: '售后', kind: 'bar' as const, values: rows.map((d) => d.afterSales ?? 0) },
  ];
  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          数据趋势
        </Typography.Title>
        <Segmented
          aria-label="趋势范围"
          value={days}
          onChange={(v) => setDays(v as 7 | 30)}
          options={[
            { value: 7, label: '近7天' },
            { value: 30, label: '近30天' },
          ]}
        />
      </Flex>
      <LazyTrendChart
        label={`近${days}天订单、付款、发货与售后趋势`}
        days={rows.map((d) => d.day)}
        series={series}
        height={260}
      />
    </>
  );
}
