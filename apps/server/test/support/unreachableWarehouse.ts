import { createDaifaServices, type DaifaServices } from '../../src/modules/daifa/daifaServices.ts';
import { httpFulfilmentGateway } from '../../src/modules/daifa/gateways/fulfilmentGateway.ts';
import { httpReturnsGateway } from '../../src/modules/daifa/gateways/returnsGateway.ts';
import { httpMarketGateway } from '../../src/modules/daifa/gateways/marketGateway.ts';

/** The warehouse and the market out of reach (port 9 answers nothing): test files that do not place through them. */
export function unreachableWarehouse(): DaifaServices {
  const target = { url: 'http://127.0.0.1:9', apiKey: 'none', timeoutMs: 1000 };
  return createDaifaServices({
    fulfilment: httpFulfilmentGateway(target),
    returns: httpReturnsGateway(target),
    market: httpMarketGateway(target),
  });
}
