import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiClient } from './client.ts';

/**
 * A picture the API serves as an object URL (the API wants its headers, so an <img src> cannot fetch
 * it itself): fetched once a session per path, the URL revoked when the last image using it goes.
 * A null path fetches nothing.
 */
export function useBlobUrl(path: string | null): { url: string | null; failed: boolean } {
  const { data, error } = useSWR(
    path ? ['blob', path] : null,
    async () => {
      const answer = await apiClient.fetchBlob(path!);
      if (!(answer instanceof Blob)) throw new Error(answer.errorMsg);
      return answer;
    },
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  return { url: path ? url : null, failed: !!error };
}
