import { expect, type Page } from '@playwright/test';
import { pickOption } from './dialogs.ts';

/** 标签编辑器 (/tagEditorFabric): the template list, the designer and its panels. */
export class LabelDesignerPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/tagEditorFabric${query}`);
    await expect(this.page.getByRole('heading', { name: '标签编辑器' })).toBeVisible();
  }

  async newTemplate(name: string, kind?: string) {
    await this.page.getByRole('navigation', { name: '我的模板' }).getByRole('button', { name: /新建/ }).click();
    const dialog = this.page.getByRole('dialog', { name: '新建模板' });
    if (kind) await pickOption(this.page, dialog.getByLabel('模板类型'), kind);
    await dialog.getByLabel('模板名称').fill(name);
    await dialog.getByRole('button', { name: /创\s*建/ }).click();
    await expect(this.canvas()).toBeVisible({ timeout: 20_000 });
  }

  toolbar() {
    return this.page.getByRole('toolbar', { name: '设计工具' });
  }

  async add(kind: '文本' | '条形码' | '二维码' | '横线' | '竖线' | '虚线' | '图片') {
    await this.toolbar().getByRole('button', { name: kind, exact: true }).click();
  }

  canvas() {
    return this.page.getByTestId('label-canvas');
  }

  layers() {
    return this.page.getByRole('list', { name: '图层' }).getByRole('listitem');
  }

  async selectLayer(name: RegExp) {
    // the name, not the row's middle, where the eye and lock buttons are
    await this.layers().filter({ hasText: name }).first().locator('.oms-layer-name').click();
  }

  inspector() {
    return this.page.getByRole('complementary', { name: '属性面板' });
  }

  async setContent(value: string) {
    const box = this.inspector().getByRole('textbox', { name: '内容', exact: true });
    await box.fill(value);
  }

  async mmValue(label: string): Promise<number> {
    return Number(await this.inspector().getByLabel(label, { exact: true }).inputValue());
  }

  async setMm(label: string, value: number) {
    const input = this.inspector().getByLabel(label, { exact: true });
    await input.fill(String(value));
    await input.press('Enter');
  }

  /** A point of the label, in mm, as page coordinates. */
  async at(xMm: number, yMm: number) {
    const box = (await this.canvas().boundingBox())!;
    const zoom = Number(await this.canvas().getAttribute('data-zoom'));
    return { x: box.x + 44 + xMm * zoom, y: box.y + 44 + yMm * zoom, zoom };
  }

  /** Drags from a point of the label by (dx, dy) mm in small steps, as a hand would. */
  async drag(from: { x: number; y: number }, dxMm: number, dyMm: number) {
    const start = await this.at(from.x, from.y);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await this.page.mouse.move(start.x + (dxMm * start.zoom * i) / 10, start.y + (dyMm * start.zoom * i) / 10);
    await this.page.mouse.up();
  }

  async save() {
    await this.page.getByRole('button', { name: /保\s*存/ }).click();
  }

  /** The page's 打印 button (not 打印记录), and the dialog it opens. */
  async openPrint() {
    await this.page.getByRole('button', { name: /^(printer )?打\s*印$/ }).click();
    return this.page.getByRole('dialog', { name: '打印', exact: true });
  }
}
