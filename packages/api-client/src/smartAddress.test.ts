import { describe, expect, it } from 'vitest';
import type { AreaTree } from './schemas/daifaPlace.ts';
import { recogniseAddress } from './smartAddress.ts';

const tree: AreaTree = [
  {
    code: '110000',
    name: '北京市',
    children: [{ code: '110100', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] }],
  },
  {
    code: '440000',
    name: '广东省',
    children: [
      {
        code: '440300',
        name: '深圳市',
        children: [
          { code: '440305', name: '南山区' },
          { code: '440306', name: '宝安区' },
        ],
      },
      { code: '440100', name: '广州市', children: [{ code: '440111', name: '白云区' }] },
    ],
  },
  {
    code: '450000',
    name: '广西壮族自治区',
    children: [{ code: '450100', name: '南宁市', children: [{ code: '450103', name: '青秀区' }] }],
  },
];

describe('智能识别', () => {
  it('name, phone, province/city/district and the street, in the usual order', () => {
    expect(recogniseAddress('张三 13800138000 广东省深圳市南山区科技园科苑路15号', tree)).toEqual({
      name: '张三',
      phone: '13800138000',
      areaCode: '440305',
      areaPath: ['广东省', '深圳市', '南山区'],
      address: '科技园科苑路15号',
    });
  });

  it('labels, commas and another order', () => {
    expect(
      recogniseAddress(
        '收货人：李小龙，所在地区：广西 南宁 青秀区，详细地址：民族大道 100 号，手机号码：13912345678',
        tree,
      ),
    ).toMatchObject({ name: '李小龙', phone: '13912345678', areaCode: '450103', address: '民族大道100号' });
  });

  it('a municipality written once, and a platform virtual number', () => {
    expect(recogniseAddress('王五 13800138000-1234 北京朝阳区建国路 88 号', tree)).toMatchObject({
      phone: '13800138000-1234',
      areaCode: '110105',
      address: '建国路88号',
    });
  });

  it('what it cannot tell is left out', () => {
    expect(recogniseAddress('赵六 某某路 1 号', tree)).toEqual({ name: '赵六', address: '某某路1号' });
  });
});
