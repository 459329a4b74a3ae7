import { createCipheriv, createHash, createHmac } from 'node:crypto';
import type { Receiver } from './orderContent.ts';
import type { WireReceiver } from './wire.ts';

function maskName(name: string): string {
  return name.slice(0, 1) + '*'.repeat(Math.max(1, name.length - 1));
}

function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** Keeps the street's first characters, as the platforms do, so a seller can still tell parcels apart. */
function maskAddress(address: string): string {
  return `${address.slice(0, 3)}*******`;
}

/**
 * Seals receivers the way masking platforms do. The blob is deterministic (the IV derives from the
 * content) so a restarted stand-in answers byte for byte the same orders.
 */
export class ReceiverSealer {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`receiver-seal:${secret}`).digest();
  }

  private seal(receiver: Receiver): string {
    const plain = Buffer.from(JSON.stringify(receiver), 'utf8');
    const iv = createHmac('sha256', this.key).update(plain).digest().subarray(0, 12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    return `v1~${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`;
  }

  wire(receiver: Receiver, masked: boolean): WireReceiver {
    const { name, phone, province, city, district, address } = receiver;
    if (!masked) return { name, phone, province, city, district, address, masked: false, encrypted: null };
    return {
      name: maskName(name),
      phone: maskPhone(phone),
      province,
      city,
      district,
      address: maskAddress(address),
      masked: true,
      encrypted: this.seal(receiver),
    };
  }
}
