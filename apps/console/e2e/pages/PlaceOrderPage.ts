import { expect, type Page } from '@playwright/test';

/** 代发下单 (/order/placeOrder) as a seller fills it in. */
export class PlaceOrderPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/order/placeOrder${query}`);
    await expect(this.page.getByRole('heading', { name: '代发下单' })).toBeVisible();
  }

  results() {
    return this.page.getByLabel('商品搜索结果');
  }

  /** Adds the n-th goods of the search results; returns its 货号. */
  async addResult(n: number): Promise<string> {
    const button = this.results()
      .getByRole('button', { name: /^添加 / })
      .nth(n);
    const label = (await button.getAttribute('aria-label'))!;
    await button.click();
    return label.replace(/^添加 /, '');
  }

  lines() {
    return this.page.getByRole('table', { name: '下单商品' });
  }

  async recognise(text: string) {
    await this.page.getByLabel('智能识别').fill(text);
    await this.page.getByRole('button', { name: '识别' }).click();
  }

  courier(name: string) {
    return this.page.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  /** 应付, in fen. */
  async dueFen(): Promise<number> {
    const text = await this.page.getByText(/^应付/).innerText();
    return Math.round(Number(/¥([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, '')) * 100);
  }

  submit() {
    return this.page.getByRole('button', { name: '提交订单' }).click();
  }

  /** The market's goods as this session sees them (the goods page's side of a link). */
  async firstGoods(): Promise<{
    goodsId: string;
    articleNo: string;
    colors: string[];
    sizes: string[];
    priceFen: number;
  }> {
    return this.page.evaluate(async () => {
      const read = (name: string) =>
        new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1] ?? localStorage.getItem(name) ?? '';
      const res = await fetch('/api/b2/daifa/goods/search?pageSize=1', {
        headers: {
          'X-TOKEN': decodeURIComponent(read('user_hash')),
          'X-USER-ID': decodeURIComponent(read('user_id')),
        },
      });
      return (
        (await res.json()) as {
          data: {
            items: {
              goodsId: string;
              articleNo: string;
              colors: string[];
              sizes: string[];
              priceFen: number;
            }[];
          };
        }
      ).data.items[0]!;
    });
  }
}
