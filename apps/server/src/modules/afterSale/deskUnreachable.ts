import { ErrorCode } from '@oms/api-client';
import { ApiError } from '../../http/apiError.ts';

/**
 * The returns desk did not answer: nothing was done and a later try may succeed (40900 to the seller).
 * Its own class so callers that retry on their own (自动售后) tell it from a refusal without reading
 * the message.
 */
export class DeskUnreachable extends ApiError {
  constructor(notDone: string) {
    super(ErrorCode.CONFLICT, `仓库暂时联系不上，${notDone}，请稍后重试`);
  }
}
