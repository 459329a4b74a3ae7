import { describe, expect, it } from 'vitest';
import { combinedOrderState, daifaFlag, daifaTab } from '@oms/api-client';
import {
  LINE_STATES,
  ORDER_STATUSES,
  derive,
  nextLineState,
  nextStatus,
  type LineEvent,
  type LineView,
  type OrderEvent,
  type OrderStatus,
  type OrderView,
} from './stateMachine.ts';

/** Every cell of the order table: the allowed ones move, every other one is refused. */
const ALLOWED: Record<OrderEvent, Partial<Record<OrderStatus, OrderStatus>>> = {
  PAID: { WAITING_PAYMENT: 'WAITING_TAKING' },
  CANCEL: {
    WAITING_PAYMENT: 'CANCELED',
    WAITING_TAKING: 'CANCELED',
    TAKING: 'CANCELED',
    WAITING_DELIVERING: 'CANCELED',
  },
  EXPIRE: { WAITING_PAYMENT: 'CANCELED' },
  BATCH_CUT: { WAITING_TAKING: 'TAKING' },
  ALL_TAKEN: { TAKING: 'WAITING_DELIVERING' },
  ALL_CANCELED: { TAKING: 'CANCELED' },
  PICKED_UP: { WAITING_DELIVERING: 'DELIVERED' },
  FINISH: { DELIVERED: 'FINISHED' },
};

describe('order transitions', () => {
  for (const event of Object.keys(ALLOWED) as OrderEvent[])
    for (const status of ORDER_STATUSES)
      it(`${event} on ${status} → ${ALLOWED[event][status] ?? 'refused'}`, () => {
        expect(nextStatus(status, event)).toBe(ALLOWED[event][status] ?? null);
      });

  it('nothing leaves CANCELED or FINISHED', () => {
    for (const event of Object.keys(ALLOWED) as OrderEvent[]) {
      expect(nextStatus('CANCELED', event)).toBeNull();
      expect(nextStatus('FINISHED', event)).toBeNull();
    }
  });
});

describe('line transitions', () => {
  const events: [string, LineEvent, Partial<Record<string, string>>][] = [
    ['BATCHED', { type: 'BATCHED' }, { WAITING_TAKING: 'TAKING' }],
    ['RESULT TOOK', { type: 'RESULT', result: 'TOOK' }, { TAKING: 'TOOK' }],
    ['RESULT TOOK_PART', { type: 'RESULT', result: 'TOOK_PART' }, { TAKING: 'TOOK_PART' }],
    ['RESULT E_LACK_TAKING', { type: 'RESULT', result: 'E_LACK_TAKING' }, { TAKING: 'E_LACK_TAKING' }],
    ['RESULT E_STOP_TAKING', { type: 'RESULT', result: 'E_STOP_TAKING' }, { TAKING: 'E_STOP_TAKING' }],
    [
      'REQUEUE',
      { type: 'REQUEUE' },
      {
        E_STOP_TAKING: 'WAITING_TAKING',
        E_LACK_TAKING: 'WAITING_TAKING',
        E_CHANGE_TAKING: 'WAITING_TAKING',
        E_NEXT_TAKING: 'WAITING_TAKING',
      },
    ],
    ['ACCEPT_EXCHANGE', { type: 'ACCEPT_EXCHANGE' }, { E_CHANGE_TAKING: 'TOOK' }],
  ];
  for (const [name, event, allowed] of events)
    for (const state of LINE_STATES)
      it(`${name} on ${state} → ${allowed[state] ?? 'refused'}`, () => {
        expect(nextLineState(state, event)).toBe(allowed[state] ?? null);
      });
});

const order = (status: OrderStatus, extra: Partial<OrderView> = {}): OrderView => ({
  status,
  manualFlags: [],
  refundedWhole: false,
  ...extra,
});
const line = (pickupState: LineView['pickupState'], extra: Partial<LineView> = {}): LineView => ({
  pickupState,
  exceptionReason: null,
  exchanged: false,
  canceled: false,
  afterSaleState: null,
  ...extra,
});

describe('what lists show', () => {
  const cases: [string, OrderView, LineView[], string, string, string[]][] = [
    ['unpaid', order('WAITING_PAYMENT'), [line('WAITING_TAKING')], 'WAITING_PAYMENT', 'WAIT_PAY', []],
    [
      'paid, waiting for the batch',
      order('WAITING_TAKING'),
      [line('WAITING_TAKING')],
      'WAITING_TAKING',
      'WAIT_TAKE',
      [],
    ],
    ['in the pickers’ hands', order('TAKING'), [line('TAKING'), line('TAKING')], 'TAKING', 'WAIT_SEND', []],
    ['one of two taken', order('TAKING'), [line('TOOK'), line('TAKING')], 'TOOK_PART', 'WAIT_SEND', []],
    ['all taken', order('TAKING'), [line('TOOK'), line('TOOK')], 'TOOK', 'WAIT_SEND', []],
    [
      'taken as an exchange',
      order('TAKING'),
      [line('TOOK', { exchanged: true })],
      'TOOK_EXCHANGE',
      'WAIT_SEND',
      [],
    ],
    [
      'a canceled line does not count',
      order('TAKING'),
      [line('TOOK'), line('E_LACK_TAKING', { canceled: true })],
      'TOOK',
      'WAIT_SEND',
      [],
    ],
    [
      'the worst exception wins',
      order('TAKING'),
      [
        line('E_NEXT_TAKING'),
        line('E_STOP_TAKING', { exceptionReason: 'PRICE_RAISED' }),
        line('E_LACK_TAKING'),
      ],
      'E_STOP_TAKING',
      'ABNORMAL',
      ['LACK', 'NEXT_DAY', 'PRICE_RAISED'],
    ],
    [
      'a closed stall',
      order('TAKING'),
      [line('E_STOP_TAKING', { exceptionReason: 'STALL_CLOSED' })],
      'E_STOP_TAKING',
      'ABNORMAL',
      ['STALL_CLOSED'],
    ],
    [
      '明天有 only',
      order('TAKING'),
      [line('TOOK'), line('E_NEXT_TAKING')],
      'E_NEXT_TAKING',
      'ABNORMAL',
      ['NEXT_DAY'],
    ],
    [
      'packed, waiting for the courier',
      order('WAITING_DELIVERING'),
      [line('TOOK')],
      'WAITING_DELIVERING',
      'WAIT_SEND',
      [],
    ],
    [
      'a bad address holds it in 异常',
      order('WAITING_TAKING', { manualFlags: ['BAD_ADDRESS'] }),
      [line('WAITING_TAKING')],
      'WAITING_TAKING',
      'ABNORMAL',
      ['BAD_ADDRESS'],
    ],
    [
      '挂起',
      order('WAITING_TAKING', { manualFlags: ['HOLD'] }),
      [line('WAITING_TAKING')],
      'WAITING_TAKING',
      'ABNORMAL',
      ['HOLD'],
    ],
    ['shipped', order('DELIVERED'), [line('TOOK')], 'DELIVERED', 'SENT', []],
    [
      'an open refund',
      order('DELIVERED'),
      [line('TOOK', { afterSaleState: 'REFUNDING' })],
      'REFUNDING',
      'AFTER_SALE',
      [],
    ],
    [
      'goods coming back',
      order('DELIVERED'),
      [line('TOOK', { afterSaleState: 'GOODS_RETURNING' })],
      'GOODS_RETURNING',
      'AFTER_SALE',
      [],
    ],
    [
      'refunded whole',
      order('DELIVERED', { refundedWhole: true }),
      [line('TOOK', { afterSaleState: 'COMPLETE' })],
      'COMPLETE',
      'FINISHED',
      [],
    ],
    ['finished', order('FINISHED'), [line('TOOK')], 'FINISHED', 'FINISHED', []],
    [
      'canceled drops its chips',
      order('CANCELED', { manualFlags: ['HOLD'] }),
      [line('E_LACK_TAKING')],
      'CANCELED',
      'CANCELED',
      [],
    ],
  ];
  for (const [name, o, lines, combined, tab, flags] of cases)
    it(`${name}: ${combined}, ${tab}`, () => {
      const d = derive(o, lines);
      expect(d).toEqual({ combinedState: combined, tab, flags });
      // Every code the server derives has its Chinese label in the contract.
      expect(combinedOrderState[d.combinedState as keyof typeof combinedOrderState]).toBeDefined();
      expect(daifaTab[d.tab as keyof typeof daifaTab]).toBeDefined();
      for (const f of d.flags) expect(daifaFlag[f as keyof typeof daifaFlag]).toBeDefined();
    });
});
