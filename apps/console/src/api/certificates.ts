import useSWR from 'swr';
import { callEndpoint, certificateEndpoints, type CertificateFields } from '@oms/api-client';
import { apiClient } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { unwrap } from './unwrap.ts';

export function useCertificatePageQuery(request: { pageNum: number; pageSize: number; keyword?: string }) {
  return useSWR(
    queryKeys.certificates.page(request),
    () => unwrap(callEndpoint(apiClient, certificateEndpoints.page, { body: request })),
    {
      keepPreviousData: true,
    },
  );
}

export function useCertificateQuery(id: number | null) {
  return useSWR(
    id ? queryKeys.certificates.one(id) : null,
    () => unwrap(callEndpoint(apiClient, certificateEndpoints.get, { params: { id: String(id) } })),
    { revalidateOnFocus: false },
  );
}

export const fetchCertificate = (id: number) =>
  unwrap(callEndpoint(apiClient, certificateEndpoints.get, { params: { id: String(id) } }));

export const createCertificate = (body: CertificateFields) =>
  callEndpoint(apiClient, certificateEndpoints.create, { body }, { abortFlag: true });

export const updateCertificate = (id: number, body: CertificateFields) =>
  callEndpoint(apiClient, certificateEndpoints.update, { body: { ...body, id } }, { abortFlag: true });

export const deleteCertificate = (id: number) =>
  callEndpoint(apiClient, certificateEndpoints.remove, { params: { id: String(id) } });
