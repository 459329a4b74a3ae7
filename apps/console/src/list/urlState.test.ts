import { describe, expect, it } from 'vitest';
import { listUrlCodec, urlField } from './urlState.ts';

const codec = listUrlCodec(
  {
    tab: urlField.oneOf(['all', 'WAIT_SEND'], 'all'),
    q: urlField.text(20),
    shops: urlField.ids(),
    size: urlField.oneOf(['20', '50'], '20'),
    cursor: urlField.text(100),
    page: urlField.int(1, 1, 1000),
  },
  { paging: ['cursor', 'page'] },
);

describe('a list’s URL state', () => {
  it('reads typed values and falls back key by key on nonsense', () => {
    const state = codec.parse(new URLSearchParams('tab=WAIT_SEND&shops=3,5,x&size=999&page=7&q=abc'));
    expect(state).toEqual({ tab: 'WAIT_SEND', q: 'abc', shops: [], size: '20', cursor: '', page: 7 });
    expect(codec.parse(new URLSearchParams('shops=3,5')).shops).toEqual([3, 5]);
  });

  it('writes only what differs from the defaults, so links stay short', () => {
    const state = { ...codec.defaults, tab: 'WAIT_SEND', shops: [4, 9] };
    expect(codec.serialize(state).toString()).toBe('tab=WAIT_SEND&shops=4%2C9');
    expect(codec.parse(codec.serialize(state))).toEqual(state);
  });

  it('a filter change starts again on page 1; a paging change keeps the filters', () => {
    const onPage3 = { ...codec.defaults, q: 'x', cursor: 'abc', page: 3 };
    expect(codec.apply(onPage3, { tab: 'WAIT_SEND' })).toMatchObject({
      tab: 'WAIT_SEND',
      q: 'x',
      cursor: '',
      page: 1,
    });
    expect(codec.apply(onPage3, { cursor: 'def', page: 4 })).toMatchObject({
      q: 'x',
      cursor: 'def',
      page: 4,
    });
  });
});
