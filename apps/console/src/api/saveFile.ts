import type { ExportOptions } from '@oms/api-client';
import { apiClient } from './client.ts';

/** The spec's export helper as a promise: null once the file is saved, else the refusal's message. */
export function saveFile(options: Omit<ExportOptions, 'success' | 'error'>): Promise<string | null> {
  return new Promise((resolve) => {
    void apiClient.exportFile({
      ...options,
      success: () => resolve(null),
      error: (message) => resolve(message),
    });
  });
}
