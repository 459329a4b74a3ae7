import { expect, type Locator, type Page } from '@playwright/test';

/** 手动报单 (/order/orderCollect): a card per order, found by its number. */
export class OrderCollectPage {
  constructor(readonly page: Page) {}

  row(n: number): Locator {
    return this.page.getByRole('list', { name: '报单' }).getByRole('listitem', { name: `第${n}单` });
  }

  async recognise(row: Locator, text: string) {
    await row.getByLabel('收件信息').fill(text);
    await row.getByRole('button', { name: '识别' }).click();
    await expect(row.getByLabel('手机号')).not.toHaveValue('');
  }

  async fillLine(
    row: Locator,
    n: number,
    line: { stall: string; articleNo: string; color: string; size: string; qty: string },
  ) {
    const group = row.getByRole('group', { name: `第${n}款` });
    await group.getByLabel('档口').fill(line.stall);
    await group.getByLabel('货号').fill(line.articleNo);
    await group.getByLabel('颜色').fill(line.color);
    await group.getByLabel('尺码').fill(line.size);
    await group.getByLabel('数量').fill(line.qty);
  }
}
