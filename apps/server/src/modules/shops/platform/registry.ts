import { salesChannel, stateCodes } from '@oms/api-client';
import type { PlatformAdapter } from './adapter.ts';
import { createHttpPlatformAdapter } from './httpPlatformAdapter.ts';

export interface PlatformRegistry {
  /** Every channel code an adapter exists for: the sales channels and the ERPs (KM, WDT). */
  readonly channels: readonly string[];
  /** The adapter of a channel; throws for a code that is no channel. */
  adapterFor(channel: string): PlatformAdapter;
}

export interface PlatformRegistryOptions {
  /** Our application's id with the platforms. */
  clientId?: string;
  /** Per call, answer included (default 10 s). */
  timeoutMs?: number;
}

/** One HTTP adapter per channel, all speaking to the platform open API at `baseUrl`. */
export function createPlatformRegistry(
  baseUrl: string,
  options: PlatformRegistryOptions = {},
): PlatformRegistry {
  const channels = stateCodes(salesChannel);
  const adapters = new Map<string, PlatformAdapter>(
    channels.map((channel) => [
      channel,
      createHttpPlatformAdapter({
        channel,
        baseUrl,
        clientId: options.clientId ?? 'oms-console',
        timeoutMs: options.timeoutMs ?? 10_000,
      }),
    ]),
  );
  return {
    channels,
    adapterFor(channel) {
      const adapter = adapters.get(channel);
      if (!adapter) throw new Error(`no platform adapter for channel ${channel}`);
      return adapter;
    },
  };
}
