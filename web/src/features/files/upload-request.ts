import { CLIENT_HEADER, type FileRow, type UploadResponse } from '@flipstack/contract';
import { ApiError, NETWORK_ERROR_CODE, api } from '../../lib/api.ts';

/** Where files go: a record (`products/12`) or, with entity 'team', the team's own files. */
export type UploadTarget = { entity: string; id: number };

export const uploadPath = ({ entity, id }: UploadTarget): string => `/api/upload/${entity}/${id}`;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * POST one file as multipart (field `file`) with XMLHttpRequest, because fetch reports no upload progress.
 * `onProgress` gets the share sent, 0 to 1. Sends the client header the API client sends on every call.
 */
function send(target: UploadTarget, file: File, onProgress: (sent: number) => void, signal?: AbortSignal) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadPath(target));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    request.onerror = () => reject(new ApiError(0, { code: NETWORK_ERROR_CODE }));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** Uploads `file` and answers its row. An expired access token is refreshed once (through the API client), then sent again. */
export async function uploadFile(
  target: UploadTarget,
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<FileRow> {
  let answer = await send(target, file, onProgress, signal);
  if (answer.status === 401) {
    await api.call('GET /auth/me');
    answer = await send(target, file, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, answer.body as Partial<{ code: string; message: string }>);
  }
  const row = (answer.body as UploadResponse).rows[0];
  if (!row) throw new ApiError(answer.status, { message: 'The server kept no file' });
  return row;
}
