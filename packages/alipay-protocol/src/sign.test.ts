import { describe, expect, it } from 'vitest';
import {
  extractSignedObject,
  fenToYuan,
  generateKeyPair,
  signingString,
  signNotify,
  signRequest,
  verifyNotify,
  verifyRequest,
  yuanToFen,
} from './sign.ts';

const keys = generateKeyPair();
const other = generateKeyPair();

describe('Alipay RSA2 signatures', () => {
  it('signs sorted k=v pairs with raw values, skipping sign and empty values', () => {
    expect(signingString({ b: '2', a: '中 文&x', sign: 's', sign_type: 'RSA2', e: '' }, ['sign'])).toBe('a=中 文&x&b=2&sign_type=RSA2');
    expect(signingString({ b: '2', a: '1', sign: 's', sign_type: 'RSA2' }, ['sign', 'sign_type'])).toBe('a=1&b=2');
  });

  it('a request verifies with the signer’s public key only, and not once a value changes', () => {
    const params = { app_id: '2021', method: 'alipay.trade.query', sign_type: 'RSA2', biz_content: '{"out_trade_no":"P1"}' };
    const signed = { ...params, sign: signRequest(params, keys.privateKey) };
    expect(verifyRequest(signed, keys.publicKey)).toBe(true);
    expect(verifyRequest(signed, other.publicKey)).toBe(false);
    expect(verifyRequest({ ...signed, biz_content: '{"out_trade_no":"P2"}' }, keys.publicKey)).toBe(false);
  });

  it('a notification leaves sign_type out of what is signed', () => {
    const params = { out_trade_no: 'P1', total_amount: '12.30', trade_status: 'TRADE_SUCCESS', sign_type: 'RSA2' };
    const signed = { ...params, sign: signNotify(params, keys.privateKey) };
    expect(verifyNotify(signed, keys.publicKey)).toBe(true);
    expect(verifyNotify({ ...signed, sign_type: 'RSA' }, keys.publicKey)).toBe(true);
    expect(verifyNotify({ ...signed, total_amount: '12.31' }, keys.publicKey)).toBe(false);
    expect(verifyNotify({ ...params }, keys.publicKey)).toBe(false);
  });

  it('finds the exact signed text of an answer, braces and quotes inside strings included', () => {
    const body = '{"alipay_trade_query_response":{"code":"10000","msg":"a}\\"{b","x":{"y":1}},"sign":"abc"}';
    expect(extractSignedObject(body, 'alipay_trade_query_response')).toBe('{"code":"10000","msg":"a}\\"{b","x":{"y":1}}');
    expect(extractSignedObject(body, 'missing')).toBeNull();
  });
});

describe('amounts', () => {
  it('fen ↔ yuan text without floating point', () => {
    expect(fenToYuan(1230)).toBe('12.30');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(500_000_000)).toBe('5000000.00');
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('19.99')).toBe(1999);
    for (const bad of ['1e3', '-1.00', '1.001', '', ' 1', '0x10', '1,000.00']) expect(yuanToFen(bad)).toBeNull();
  });
});
