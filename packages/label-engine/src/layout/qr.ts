// QR matrices from the `qrcode` package; capacity overflows become a Chinese reason for validation.
import QRCode from 'qrcode';
import { falseFinders } from './qrFalseFinder.ts';

export type QrErrorLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrix {
  size: number;
  version: number;
  /** size×size, 1 = dark */
  modules: Uint8Array;
}

export class QrCapacityError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'QrCapacityError';
  }
}

const cache = new Map<string, QrMatrix>();

export function encodeQr(data: string, errorLevel: QrErrorLevel): QrMatrix {
  const key = `${errorLevel}\u0000${data}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (data.length === 0) throw new QrCapacityError('二维码内容为空');
  let qr: QRCode.QRCode;
  try {
    qr = QRCode.create(data, { errorCorrectionLevel: errorLevel });
  } catch {
    throw new QrCapacityError(`二维码内容超出容量（纠错等级 ${errorLevel} 最多 40 版）`);
  }
  // the standard's penalty picked this mask; when it leaves a finder look-alike, the first clean mask wins
  if (falseFinders(Uint8Array.from(qr.modules.data), qr.modules.size).length > 0) {
    for (let mask = 0; mask < 8; mask++) {
      const other = QRCode.create(data, { errorCorrectionLevel: errorLevel, maskPattern: mask as QRCode.QRCodeMaskPattern });
      if (falseFinders(Uint8Array.from(other.modules.data), other.modules.size).length === 0) {
        qr = other;
        break;
      }
    }
  }
  const m: QrMatrix = {
    size: qr.modules.size,
    version: qr.version,
    modules: Uint8Array.from(qr.modules.data),
  };
  if (cache.size > 2000) cache.clear();
  cache.set(key, m);
  return m;
}
