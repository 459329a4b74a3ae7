import { headlessEndpoints } from '@oms/api-client';
import { useBlobUrl } from './blobUrl.ts';

const photoPath = (id: string) => headlessEndpoints.photo.path.replace(':id', encodeURIComponent(id));

/** A desk photo as an object URL, fetched once a session. */
export const useParcelPhotoUrl = (id: string) => useBlobUrl(photoPath(id));
