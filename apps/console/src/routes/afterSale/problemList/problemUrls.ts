import { PROBLEM_TABS, type ProblemPageRequest } from '@oms/api-client';
import { tabbedKeysetUrl } from '../../../list/urlState.ts';

export const PROBLEM_LIST_PATH = '/afterSale/problemList';

/** 问题件 in the URL: `?tab=DISCARD&q=YT…&size=50` plus the cursor steps; 待处理 first. */
const problemList = tabbedKeysetUrl(PROBLEM_TABS, 'WAITING_PROCESS');
export const problemUrl = problemList.codec;
export type ProblemUrlState = ReturnType<typeof problemUrl.parse>;
export const problemPageRequestOf = (state: ProblemUrlState): ProblemPageRequest =>
  problemList.requestOf(state);
