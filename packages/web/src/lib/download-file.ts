import { ApiError, readError } from './api-client';
import { markNetworkActivity } from './network-activity';

/**
 * Downloads a file the server streams (the access policy checked on this read) and hands it to the
 * browser under `name`. Throws ApiError when the server refuses or the network fails, so the
 * caller can say so (§8 'Unexpected error while fetching document URL').
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network Error');
  }
  // The refusal's own code and message (e.g. §8 'Account is not linked with a correct external id').
  if (!response.ok) throw await readError(response);
  markNetworkActivity();
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
