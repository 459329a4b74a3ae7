import useSWR from 'swr';
import { callEndpoint, helpEndpoints as e } from '@oms/api-client';
import { apiClient } from './client.ts';
import { unwrap } from './unwrap.ts';

export const useHelpCategories = () =>
  useSWR(['help', 'categories'], () => unwrap(callEndpoint(apiClient, e.categories)), {
    revalidateOnFocus: false,
  });

export const useHelpArticle = (slug: string | null) =>
  useSWR(slug ? ['help', 'article', slug] : null, () =>
    unwrap(callEndpoint(apiClient, e.article, { query: { slug: slug! } })),
  );

export const useHelpSearch = (question: string | null) =>
  useSWR(question ? ['help', 'search', question] : null, () =>
    unwrap(callEndpoint(apiClient, e.search, { body: { question: question! } })),
  );

export const useHelpForRoute = (path: string | null) =>
  useSWR(path ? ['help', 'route', path] : null, () =>
    unwrap(callEndpoint(apiClient, e.forRoute, { query: { path: path! } })),
  );
