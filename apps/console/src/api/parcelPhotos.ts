import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { headlessEndpoints } from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';

const photoPath = (id: string) => headlessEndpoints.photo.path.replace(':id', encodeURIComponent(id));

/**
 * A desk photo as an object URL (the API wants its headers, so an <img src> cannot fetch it itself):
 * fetched once a session, the URL revoked when the last image using it goes.
 */
export function useParcelPhotoUrl(id: string): { url: string | null; failed: boolean } {
  const { data, error } = useSWR(
    queryKeys.parcelPhoto(id),
    async () => {
      const answer = await apiClient.fetchBlob(photoPath(id));
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
  return { url, failed: !!error };
}
