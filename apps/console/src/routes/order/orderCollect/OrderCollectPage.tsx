import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Select, Typography, theme } from 'antd';
import { COLLECT_MAX_ROWS, type CollectSubmitted } from '@oms/api-client';
import { formatFen, ListState, Page, useFeedback } from '@oms/ui';
import { saveCollectDrafts, submitCollect, useCollectPage } from '../../../api/collect.ts';
import { useExpressAll } from '../../../api/fromShop.ts';
import { useAreaTree } from '../../../api/placeOrder.ts';
import { CollectRowCard } from './CollectRowCard.tsx';
import {
  emptyRow,
  isBlank,
  rowFromRecord,
  rowProblems,
  toDraft,
  toSubmitted,
  type CollectRowValue,
} from './collectRows.ts';

type RowResult = CollectSubmitted['rows'][number];

/** `?edit=1,2` opens those records to fix; `?again=3` copies them into new rows. */
function loadRequest(params: URLSearchParams) {
  const mode: 'edit' | 'again' | null = params.has('edit') ? 'edit' : params.has('again') ? 'again' : null;
  if (!mode) return null;
  const ids = (params.get(mode) ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, COLLECT_MAX_ROWS);
  return ids.length ? { mode, ids } : null;
}

/**
 * 手动报单 (/order/orderCollect): up to 50 orders typed or pasted by hand — receiver by 智能识别, goods by
 * 档口 + 货号 — saved as 草稿 or submitted: the market prices each line; the priced orders are placed and
 * paid in one payment, unknown 货号 wait as 待核价, the rest say why and stay here to fix.
 */
export default function OrderCollectPage() {
  const [params] = useSearchParams();
  const load = useMemo(() => loadRequest(params), [params]);
  const loaded = useCollectPage(load ? { ids: load.ids, pageSize: COLLECT_MAX_ROWS } : null);
  const tree = useAreaTree();
  const couriers = useExpressAll();
  const { toast, confirm } = useFeedback();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [rows, setRows] = useState<CollectRowValue[]>(() => (load ? [] : [emptyRow()]));
  const [courierCode, setCourierCode] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [results, setResults] = useState<Map<string, RowResult>>(new Map());
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  // One key per content: a click repeated after a lost answer places nothing twice; any edit makes a new one.
  const requestKey = useRef<string | null>(null);

  useEffect(() => {
    if (!load || !loaded.data || rows.length) return;
    const records = loaded.data.items;
    setRows(records.length ? records.map((r) => rowFromRecord(r, load.mode)) : [emptyRow()]);
    const courier = records.find((r) => r.courierCode)?.courierCode;
    if (courier) setCourierCode(courier);
  }, [load, loaded.data, rows.length]);

  const updateRow = useCallback((row: CollectRowValue) => {
    requestKey.current = null;
    setRows((all) => all.map((r) => (r.key === row.key ? row : r)));
  }, []);
  const removeRow = useCallback((key: string) => {
    requestKey.current = null;
    setRows((all) => (all.length > 1 ? all.filter((r) => r.key !== key) : all));
  }, []);

  const filled = rows.filter((r) => !isBlank(r));
  const problems = new Map(rows.map((r) => [r.key, rowProblems(r)]));
  const lineCount = filled.reduce((n, r) => n + r.lines.length, 0);

  const save = async () => {
    if (!filled.length) return void toast.warning('请先填写订单');
    setBusy('save');
    try {
      const answer = await saveCollectDrafts({
        ...(courierCode ? { courierCode } : {}),
        rows: filled.map(toDraft),
      });
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      const ids = new Map(filled.map((r, i) => [r.key, answer.data.ids[i]!]));
      setRows((all) => all.map((r) => (ids.has(r.key) ? { ...r, id: ids.get(r.key)! } : r)));
      setResults(new Map());
      toast.success(`已保存 ${answer.data.ids.length} 个草稿，可在报单记录中继续编辑`);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    setChecked(true);
    if (!filled.length) return void toast.warning('请先填写订单');
    if (!courierCode) return void toast.warning('请选择快递');
    if (filled.some((r) => problems.get(r.key)!.length))
      return void toast.error('有订单信息不完整，请按红字补充');
    requestKey.current ??= crypto.randomUUID();
    setBusy('submit');
    try {
      const answer = await submitCollect({
        requestKey: requestKey.current,
        courierCode,
        rows: filled.map(toSubmitted),
      });
      if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
      requestKey.current = null;
      const byKey = new Map(filled.map((r, i) => [r.key, answer.data.rows[i]!]));
      const placed = answer.data.rows.filter((r) => r.state === 'PLACED');
      const left = answer.data.rows.length - placed.length;
      // Placed orders leave the table; the others stay, now records of their own, with why.
      const kept = rows
        .filter((r) => byKey.get(r.key)?.state !== 'PLACED')
        .map((r) => (byKey.has(r.key) ? { ...r, id: byKey.get(r.key)!.id } : r));
      setRows(kept.length ? kept : [emptyRow()]);
      setResults(new Map([...byKey].filter(([, r]) => r.state !== 'PLACED')));
      setChecked(false);
      if (!answer.data.payNo) {
        if (placed.length) toast.success(`已下单 ${placed.length} 单`);
        if (left) toast.warning(`${left} 单未下单，原因见各单红字`);
        return;
      }
      const go = await confirm({
        title: `已生成 ${placed.length} 个代发订单`,
        content: `合计 ${formatFen(answer.data.amountFen)}，请支付。${left ? `另有 ${left} 单未下单，已留在本页和报单记录中。` : ''}`,
        okText: '去支付',
        cancelText: '稍后支付',
      });
      if (go) navigate(`/funds/pay?payNo=${answer.data.payNo}`);
    } finally {
      setBusy(null);
    }
  };

  if (load && loaded.error && !loaded.data)
    return (
      <Page title="手动报单">
        <ListState kind="error" message={loaded.error.message} onRetry={() => void loaded.mutate()} />
      </Page>
    );
  if (load && !rows.length)
    return (
      <Page title="手动报单">
        <ListState kind="loading" />
      </Page>
    );

  return (
    <Page title="手动报单" extra={<Link to="/order/orderCollectRecord">报单记录</Link>}>
      <Flex vertical gap={12}>
        <Alert
          type="info"
          showIcon
          message="每单粘贴收件信息后点「识别」，再填写档口、货号、颜色、尺码和数量。按档口当前价格下单；市场未收录的货号提交后为「待核价」。"
        />
        <Flex gap={8} align="center" wrap>
          <Typography.Text>快递</Typography.Text>
          <Select
            aria-label="快递"
            style={{ minWidth: 220 }}
            placeholder="选择快递（所有订单同一快递）"
            loading={couriers.isLoading}
            value={courierCode}
            onChange={(code) => {
              requestKey.current = null;
              setCourierCode(code);
            }}
            options={(couriers.data ?? []).map((c) => ({
              value: c.code,
              label: `${c.name} · 约${c.etaDays}天`,
            }))}
          />
          <Link to="/order/expressList" target="_blank">
            查看各快递运费
          </Link>
        </Flex>
        <ol
          aria-label="报单"
          style={{ display: 'flex', flexDirection: 'column', gap: 12, margin: 0, padding: 0 }}
        >
          {rows.map((row, i) => (
            <CollectRowCard
              key={row.key}
              index={i}
              row={row}
              tree={tree.data}
              problems={checked && !isBlank(row) ? problems.get(row.key)! : null}
              result={results.get(row.key) ?? null}
              removable={rows.length > 1}
              onChange={updateRow}
              onRemove={removeRow}
            />
          ))}
        </ol>
        <Button
          disabled={rows.length >= COLLECT_MAX_ROWS}
          onClick={() => setRows((all) => [...all, emptyRow()])}
        >
          + 添加订单（最多{COLLECT_MAX_ROWS}单）
        </Button>
        <Flex
          gap={8}
          align="center"
          justify="flex-end"
          wrap
          style={{
            position: 'sticky',
            bottom: 0,
            background: token.colorBgContainer,
            borderTop: `1px solid ${token.colorBorderSecondary}`,
            padding: '8px 0',
          }}
        >
          <Typography.Text type="secondary">
            共 {filled.length} 单 · {lineCount} 款商品
          </Typography.Text>
          <Button loading={busy === 'save'} disabled={busy !== null} onClick={() => void save()}>
            保存草稿
          </Button>
          <Button
            type="primary"
            loading={busy === 'submit'}
            disabled={busy !== null}
            onClick={() => void submit()}
          >
            提交报单
          </Button>
        </Flex>
      </Flex>
    </Page>
  );
}
