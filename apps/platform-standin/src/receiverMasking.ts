import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';
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

  /**
   * The receiver's handle (拼多多's oaid): the same for the same person and address across orders, so
   * parcels can be merged and e-waybills asked for without anyone holding the plain values.
   */
  oaidOf(receiver: Receiver): string {
    return createHmac('sha256', this.key)
      .update(`oaid:${JSON.stringify(receiver)}`)
      .digest('base64url')
      .slice(0, 24);
  }

  /** The receiver a blob of ours seals; null for anything else (another platform's, tampered, junk). */
  open(sealed: string): Receiver | null {
    const match = /^v1~([A-Za-z0-9_-]+)$/.exec(sealed);
    if (!match) return null;
    const bytes = Buffer.from(match[1]!, 'base64url');
    if (bytes.length < 12 + 16 + 2) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as Receiver;
    } catch {
      return null;
    }
  }

  /** The receiver as an e-waybill prints it: the platform's masked text, never the plain values. */
  masked(receiver: Receiver): Omit<WireReceiver, 'masked' | 'encrypted' | 'oaid'> {
    const { province, city, district } = receiver;
    return {
      name: maskName(receiver.name),
      phone: maskPhone(receiver.phone),
      province,
      city,
      district,
      address: maskAddress(receiver.address),
    };
  }

  wire(receiver: Receiver, masked: boolean): WireReceiver {
    const { name, phone, province, city, district, address } = receiver;
    if (!masked)
      return { name, phone, province, city, district, address, masked: false, encrypted: null, oaid: null };
    return {
      ...this.masked(receiver),
      masked: true,
      encrypted: this.seal(receiver),
      oaid: this.oaidOf(receiver),
    };
  }
}
