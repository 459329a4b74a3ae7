import type { FastifyInstance } from 'fastify';
import {
  customGoodsIdOf,
  customGoodsRef,
  daifaEndpoints,
  ErrorCode,
  extrasOffered,
  type DaifaQuoteRequest,
} from '@oms/api-client';
import { ApiError, invalid } from '../../../http/apiError.ts';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { divisionOf } from '../express/areaTree.ts';
import { acceptedCallback } from './callbackUrl.ts';
import { stallKindOf } from './goodsEndpoints.ts';
import { marketGoodsOf } from '../association/supplyGoods.ts';
import type { MarketGoods } from '../gateways/marketGateway.ts';
import { placeOrder, priceOrder, type PlacementLine } from './placement.ts';
import { courierByCode } from '../express/couriers.ts';
import { customGoodsByIds, offersCustomGoods } from '../../customGoods/customGoods.ts';

type DaifaQuoteInput = Pick<DaifaQuoteRequest, 'extras' | 'receiver' | 'lines'>;

/** What a line is placed with: a market goods listed now, or one of the caller's 自定义商品. */
type Offer = Pick<
  MarketGoods,
  'stall' | 'articleNo' | 'title' | 'colors' | 'sizes' | 'priceFen' | 'weightG'
> & {
  goodsId: string | null;
};

/**
 * The form's goods and address as they stand now: each line at the market (listed, the brand's kind,
 * the colour and size it has, at its price now) or one of the caller's 自定义商品; the district from
 * the area tree; the brand's 增值服务 only. 核价 and 提交订单 both start here.
 */
async function resolvePlacement(ctx: AppContext, tenantId: number, body: DaifaQuoteInput) {
  const kind = stallKindOf(ctx.config.brand);
  const offered = extrasOffered(ctx.config.brand);
  if (body.extras?.shoeBox && !offered.shoeBox) throw invalid('该平台不提供鞋盒选项', 'extras.shoeBox');
  if (body.extras?.qc && !offered.qc) throw invalid('该平台不提供质检选项', 'extras.qc');
  const division = divisionOf(body.receiver.areaCode);
  if (!division) throw invalid('请选择正确的省市区', 'receiver.areaCode');
  const ids = [...new Set(body.lines.map((l) => l.goodsId))];
  const marketIds = ids.filter((id) => customGoodsIdOf(id) === null);
  const found = await marketGoodsOf(ctx.daifa.market, marketIds);
  const goods = new Map<string, Offer | null>(
    [...found].map(([id, g]) => [id, g && !g.delisted && g.kind === kind ? g : null]),
  );
  // 自定义商品: the caller's own (not on go2); the picker goes by 档口 and 货号, no market goods id
  const customIds = ids.flatMap((id) => customGoodsIdOf(id) ?? []);
  const custom = offersCustomGoods(ctx.config.brand)
    ? await customGoodsByIds(ctx.db, tenantId, customIds)
    : new Map();
  for (const id of customIds) {
    const c = custom.get(id);
    goods.set(customGoodsRef(id), c ? { ...c, goodsId: null } : null);
  }
  const lines: PlacementLine[] = body.lines.map((line, i) => {
    const g = goods.get(line.goodsId);
    const which = `第${i + 1}款`;
    if (!g)
      throw new ApiError(ErrorCode.GOODS_UNAVAILABLE, `${which}：商品已下架或不存在`, {
        field: `lines.${i}.goodsId`,
      });
    if (!g.colors.includes(line.color))
      throw invalid(`${which}：该商品没有「${line.color}」这个颜色`, `lines.${i}.color`);
    if (!g.sizes.includes(line.size))
      throw invalid(`${which}：该商品没有「${line.size}」这个尺码`, `lines.${i}.size`);
    return {
      goodsId: g.goodsId,
      stall: g.stall,
      articleNo: g.articleNo,
      title: g.title,
      color: line.color,
      size: line.size,
      qty: line.qty,
      priceFen: g.priceFen,
      weightG: g.weightG,
    };
  });
  return { lines, division };
}

/**
 * 代发下单: the goods are looked up at the market (listed, the brand's kind of stall, the colour and
 * size it has) and priced as it asks now — never as the page says; 自定义商品 from the caller's own
 * list; the address must be a district of the area tree. One transaction places the order and its
 * payment order; the requestKey places once. 核价 (`quote`) prices the same form and places nothing.
 */
export function registerPlaceEndpoint(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, daifaEndpoints.quote, async ({ body, caller }) => {
    const { lines, division } = await resolvePlacement(ctx, caller.tenantId, body);
    const price = await priceOrder(ctx.db, {
      brand: ctx.config.brand,
      lines,
      extras: body.extras ?? null,
      courierCode: body.courierCode,
      receiver: division,
    });
    return {
      lines: lines.map((l, i) => ({
        goodsId: l.goodsId,
        stall: l.stall,
        articleNo: l.articleNo,
        title: l.title,
        color: l.color,
        size: l.size,
        qty: l.qty,
        priceFen: l.priceFen,
        serviceFen: price.services[i]!,
      })),
      goodsFen: price.goodsFen,
      serviceFen: price.serviceFen,
      freightFen: price.freight.fen,
      weightG: price.weightG,
      totalFen: price.goodsFen + price.serviceFen + price.freight.fen,
      courierCode: body.courierCode,
      courierName: courierByCode(body.courierCode)?.name ?? body.courierCode,
    };
  });

  registerEndpoint(app, ctx, daifaEndpoints.place, async ({ body, caller }) => {
    const { lines, division } = await resolvePlacement(ctx, caller.tenantId, body);
    const callbackUrl = acceptedCallback(body.callbackUrl, ctx.config.brand, ctx.config.publicUrl);
    const attribution = {
      ...(body.attribution ?? {}),
      ...(callbackUrl ? { callback_url: callbackUrl } : {}),
    };
    const fromGoodsPage = Object.keys(attribution).length > 0;
    // one statement places a new order with its payment order: no transaction around it
    const placed = await placeOrder(ctx.db, ctx.funds, {
      tenantId: caller.tenantId,
      accountId: caller.accountId,
      brand: ctx.config.brand,
      requestKey: body.requestKey,
      source: fromGoodsPage ? 'GOODS_PAGE' : 'MANUAL',
      lines,
      receiver: {
        name: body.receiver.name,
        phone: body.receiver.phone,
        address: body.receiver.address,
        ...division,
      },
      courierCode: body.courierCode,
      remark: body.remark ?? '',
      shipAvailableFirst: body.shipAvailableFirst ?? false,
      extras: body.extras ?? null,
      attribution: fromGoodsPage ? attribution : null,
      sender: body.sender ?? null,
    });
    return {
      orderNo: placed.orderNo,
      payNo: placed.payNo,
      replayed: placed.replayed,
      totalFen: placed.totalFen,
      callbackUrl: placed.callbackUrl,
      callbackIgnored: !placed.replayed && !!body.callbackUrl && !callbackUrl,
    };
  });
}
