/** Collects ASCII text and binary chunks into one byte array. */
export class ByteSink {
  private parts: Uint8Array[] = [];
  private size = 0;

  text(s: string): this {
    const b = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0xff;
    return this.bytes(b);
  }

  bytes(b: Uint8Array): this {
    this.parts.push(b);
    this.size += b.length;
    return this;
  }

  get length(): number {
    return this.size;
  }

  finish(): Uint8Array {
    const out = new Uint8Array(this.size);
    let off = 0;
    for (const p of this.parts) {
      out.set(p, off);
      off += p.length;
    }
    return out;
  }
}
