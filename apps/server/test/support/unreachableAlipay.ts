import { generateKeyPair } from '@oms/alipay-protocol';
import { AlipayGateway } from '../../src/modules/funds/alipay/alipayGateway.ts';

let keys: { privateKey: string; publicKey: string } | null = null;

/** Alipay out of reach (port 9 answers nothing): test files that do not pay still build the funds module. */
export function unreachableAlipay(): AlipayGateway {
  keys ??= generateKeyPair();
  return new AlipayGateway({
    gatewayUrl: 'http://127.0.0.1:9/gateway.do',
    appId: '2021000000000009',
    privateKey: keys.privateKey,
    alipayPublicKey: keys.publicKey,
    sellerId: '2088000000000009',
    notifyUrl: 'http://localhost:8080/api/pay/alipay/notify',
    timeoutMs: 1000,
  });
}
