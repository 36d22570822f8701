/**
 * "Download my data" (GET /v1/account/export): everything that is the member's, saved as a JSON file. The call
 * needs the bearer token, so the browser cannot follow a plain link: the answer is read, then handed to the
 * browser as a file to save.
 */
import { ACCOUNT_PATHS, accountExportSchema } from '@kindred/contracts/api/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

/** The file's name: the server's (its Content-Disposition), or one of the day. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? `kindred-data-${new Date().toISOString().slice(0, 10)}.json`;
}

async function downloadMyData(): Promise<string> {
  const response = await api.get(ACCOUNT_PATHS.export.slice(1));
  const data = accountExportSchema.parse(await response.json());
  const name = fileNameOf(response);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
