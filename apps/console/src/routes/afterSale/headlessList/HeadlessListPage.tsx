import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Empty, Flex, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { parcelState, type HeadlessRow } from '@oms/api-client';
import {
  ClaimSearch,
  formatDateTime,
  ListPager,
  ListState,
  Page,
  ParcelCard,
  RowCards,
  StatusTag,
  useNarrowLayout,
  type ClaimQuery,
} from '@oms/ui';
import { useHeadlessPage, useHeadlessSearch } from '../../../api/headless.ts';
import { useListUrlState } from '../../../list/useListUrlState.ts';
import { cursorPaging } from '../../../list/cursorPaging.ts';
import { ClaimDialog } from './ClaimDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { PhotoSearch, type PhotoMatch } from './PhotoSearch.tsx';
import { ParcelPhotos } from '../shared/ParcelPhotos.tsx';
import { HeadlessLabelButton } from '../shared/LabelPrint.tsx';
import { headlessRequestOf, headlessUrl } from './headlessUrls.ts';

/** A parcel of the pool: its goods photo, and 认领. */
function PoolCard({
  row,
  onClaim,
}: {
  row: HeadlessRow & { similarity?: number };
  onClaim: (row: HeadlessRow) => void;
}) {
  return (
    <ParcelCard
      {...row}
      photos={<ParcelPhotos photos={row.photos} width={110} />}
      action={
        <Button
          type="primary"
          size="small"
          onClick={() => onClaim(row)}
          aria-label={`认领 ${row.headlessNo}`}
        >
          认领
        </Button>
      }
    />
  );
}

const mineColumns = (onLink: (row: HeadlessRow) => void): ColumnsType<HeadlessRow> => [
  { title: '无头件', dataIndex: 'headlessNo', key: 'headlessNo', width: 160 },
  {
    title: '照片',
    key: 'photos',
    width: 170,
    render: (_, r) => (r.photos.length ? <ParcelPhotos photos={r.photos} width={64} /> : '—'),
  },
  {
    title: '运单号',
    key: 'waybill',
    width: 200,
    render: (_, r) => (
      <Flex vertical>
        <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }}>{r.waybillNo}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {r.courierName}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: '商品', key: 'goods', render: (_, r) => r.goodsHint || '—' },
  { title: '签收时间', key: 'signedAt', width: 160, render: (_, r) => formatDateTime(r.signedAt) },
  {
    title: '认领',
    key: 'matched',
    width: 170,
    render: (_, r) => (
      <Flex vertical>
        <span>{r.matchedBy === 'AUTO' ? '按运单号自动匹配' : '已认领'}</span>
        {r.matchedAt && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(r.matchedAt)}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: '问题件',
    key: 'problem',
    width: 160,
    render: (_, r) =>
      r.problem ? (
        <Flex vertical gap={2}>
          <StatusTag map={parcelState} code={r.problem.state} appearance="dot" />
          <Link to={`/afterSale/problemList?tab=ALL&q=${encodeURIComponent(r.waybillNo)}`}>去处理</Link>
        </Flex>
      ) : (
        '—'
      ),
  },
  {
    title: '操作',
    key: 'afterSale',
    width: 170,
    fixed: 'right',
    render: (_, r) => (
      <Flex vertical gap={6} align="start">
        {r.asNo ? (
          <Link to={`/afterSale/afterSaleListDetail?asNo=${r.asNo}`}>{r.asNo}</Link>
        ) : (
          r.problem?.state === 'WAITING_PROCESS' && (
            <Button size="small" onClick={() => onLink(r)} aria-label={`关联售后 ${r.headlessNo}`}>
              关联售后
            </Button>
          )
        )}
        <HeadlessLabelButton row={r} />
      </Flex>
    ),
  },
];

/**
 * 无头件认领 (/afterSale/headlessList): 认领大厅 (`headlessType=1`) — parcels the warehouse signed for
 * that match no order, the longest waiting first, masked, searchable by a waybill's last six or more
 * characters or a phone's last four; 认领 with the full waybill, after which it is the account's 问题件
 * (寄回 or 丢弃 there). 我的认领 (`=2`): what is the account's, with its 问题件.
 */
export default function HeadlessListPage() {
  const { state, update } = useListUrlState(headlessUrl);
  const request = useMemo(() => headlessRequestOf(state), [state]);
  const query = useHeadlessPage(request);
  const narrow = useNarrowLayout();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<ClaimQuery | null>(null);
  const search = useHeadlessSearch(searched);
  const [claiming, setClaiming] = useState<HeadlessRow | null>(null);
  const [linking, setLinking] = useState<HeadlessRow | null>(null);
  const [photoRows, setPhotoRows] = useState<PhotoMatch[] | null>(null);
  const columns = useMemo(() => mineColumns(setLinking), []);
  const pool = state.headlessType === '1';
  const { data } = query;

  const submitSearch = (query: ClaimQuery | null, q: string) => {
    setPhotoRows(null);
    setText(q);
    setSearched(query);
  };
  const poolRows: (HeadlessRow & { similarity?: number })[] =
    photoRows ?? (searched ? (search.data?.rows ?? []) : (data?.rows ?? []));
  const searching = !!searched || !!photoRows;

  return (
    <Page title="无头件认领">
      <Flex vertical gap={12}>
        <Segmented
          value={state.headlessType}
          onChange={(v) => update({ headlessType: v as '1' | '2' })}
          options={[
            { value: '1', label: `认领大厅${data ? `(${data.tabs['1'] ?? 0})` : ''}` },
            { value: '2', label: `我的认领${data ? `(${data.tabs['2'] ?? 0})` : ''}` },
          ]}
        />
        {pool && (
          <>
            <Alert
              type="info"
              showIcon
              title="仓库签收后匹配不到订单的包裹在这里等待认领，30天内无人认领由平台处理"
            />
            <ClaimSearch
              value={text}
              onSearch={submitSearch}
              extra={
                <>
                  <PhotoSearch
                    onResult={(rows) => {
                      setSearched(null);
                      setText('');
                      setPhotoRows(rows);
                    }}
                  />
                  {photoRows && <Button onClick={() => setPhotoRows(null)}>清除以图搜件</Button>}
                </>
              }
            />
            {photoRows && (
              <Typography.Text type="secondary">
                以图搜件：找到 {photoRows.length} 个相似的包裹，按相似度排列
              </Typography.Text>
            )}
            {searched && search.error && <Alert type="error" showIcon title={search.error.message} />}
            {(photoRows ? false : searched ? search.isLoading : !data && !query.error) ? (
              <ListState kind="loading" />
            ) : query.error && !searching ? (
              <ListState kind="error" message={query.error.message} onRetry={() => void query.mutate()} />
            ) : poolRows.length ? (
              <div
                role="list"
                aria-label="认领大厅"
                style={{
                  display: 'grid',
                  gap: 12,
                  gridTemplateColumns: narrow ? '1fr' : 'repeat(auto-fill, minmax(250px, 1fr))',
                }}
              >
                {poolRows.map((r) => (
                  <PoolCard key={r.headlessNo} row={r} onClaim={setClaiming} />
                ))}
              </div>
            ) : (
              <Empty
                description={
                  photoRows ? '没有找到相似的包裹' : searched ? '没有找到匹配的无头件' : '认领大厅暂无包裹'
                }
              />
            )}
          </>
        )}
        {!pool &&
          (narrow ? (
            <RowCards<HeadlessRow>
              aria-label="我的认领"
              rows={data?.rows ?? []}
              rowKey="headlessNo"
              columns={columns}
              titleKey="headlessNo"
              rowLabel={(r) => `无头件 ${r.headlessNo}`}
              loading={!data}
              empty="还没有认领的无头件"
            />
          ) : (
            <Table<HeadlessRow>
              aria-label="我的认领"
              rowKey="headlessNo"
              size="middle"
              loading={!data}
              dataSource={data?.rows ?? []}
              columns={columns}
              pagination={false}
              scroll={{ x: 1290 }}
              locale={{ emptyText: '还没有认领的无头件' }}
            />
          ))}
        {!(pool && searching) && (
          <ListPager
            {...cursorPaging(state.page, Number(state.size), data, update)}
            loading={query.isValidating}
            onPageSizeChange={(size) => update({ size: String(size) })}
          />
        )}
      </Flex>
      {linking && <LinkDialog row={linking} onClose={() => setLinking(null)} />}
      {claiming && (
        <ClaimDialog
          row={claiming}
          onClose={(claimed) => {
            setClaiming(null);
            if (claimed) {
              setSearched(null);
              setPhotoRows(null);
              setText('');
            }
          }}
        />
      )}
    </Page>
  );
}
