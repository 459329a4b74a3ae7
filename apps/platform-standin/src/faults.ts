import type { ChannelCode } from './channels.ts';

/**
 * What a test can make the platform do to the next calls: hang past the client's timeout, fail (5xx),
 * refuse for load (429), call the access token expired, or call the authorisation revoked.
 */
export const FAULT_KINDS = ['timeout', '5xx', '429', 'token_expired', 'revoked'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRequest {
  channel?: ChannelCode | null;
  shopId?: string | null;
  kind: FaultKind;
  /** How many matching calls fail. */
  times: number;
}

export interface Fault {
  id: number;
  channel: ChannelCode | null;
  shopId: string | null;
  kind: FaultKind;
  remaining: number;
}

/** A call that faults may hit. Token-endpoint calls carry no access token, so `token_expired` spares them. */
export interface FaultableCall {
  channel: ChannelCode;
  shopId: string | null;
  tokenEndpoint: boolean;
}

export class FaultSwitch {
  private faults: Fault[] = [];
  private lastId = 0;

  add(request: FaultRequest): Fault {
    const fault: Fault = {
      id: ++this.lastId,
      channel: request.channel ?? null,
      shopId: request.shopId ?? null,
      kind: request.kind,
      remaining: request.times,
    };
    this.faults.push(fault);
    return { ...fault };
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** The kind of the first fault this call matches, counted down; null when none does. */
  take(call: FaultableCall): FaultKind | null {
    const fault = this.faults.find(
      (f) =>
        (f.channel === null || f.channel === call.channel) &&
        (f.shopId === null || f.shopId === call.shopId) &&
        !(f.kind === 'token_expired' && call.tokenEndpoint),
    );
    if (!fault) return null;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault.kind;
  }
}
