import { describe, expect, it } from 'vitest';
import { presetTemplate } from '../../../print/presetTemplate.ts';
import { fieldCaptions } from './fieldCaptions.ts';

describe('a field’s caption is what its label prints before it', () => {
  it('the 后道标: 订单号, 拣货码, 拣货员, 打印时间; the bare 分拣号 keeps its key', () => {
    const captions = fieldCaptions(presetTemplate('houdao'));
    expect(captions).toMatchObject({
      orderNo: '订单号',
      pickCode: '拣货码',
      picker: '拣货员',
      printTime: '打印时间',
    });
    expect(captions.sortNo).toBeUndefined();
  });
});
