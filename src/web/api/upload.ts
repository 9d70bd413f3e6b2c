import type { CallPath } from '../../domain/api/calls';
import { SESSION_ENDING_CODES } from '../../domain/api/codes';
import type { CallOutput } from '../../domain/api/contracts';
import { packageName } from '../lib/app-config';
import { reportError } from '../lib/report-error';
import { callHeaders, callUrl, failedCall } from './client';
import { decodeEnvelope, TIMEOUT_MS, type Envelope } from './fetch-envelope';
import { endSession } from './session-end';

type UploadPath =
  | '/user/upload/curp/back'
  | '/user/upload/curp/front'
  | '/user/saveFaceImage'
  | '/repay/upload/user/voucher'
  | '/user/complaints/photo';

export interface UploadOptions {
  /** 0–100 while the bytes leave the phone. */
  onProgress?: (percent: number) => void;
  fields?: Record<string, string | undefined>;
}

/**
 * A multipart upload with progress, which fetch cannot report: the same encrypted path,
 * `t`, headers and envelope handling as `call`, over XMLHttpRequest. Always resolves; a
 * network failure or timeout is code -1 with SPEC's message, an answer that is not an
 * envelope is a bug, reported with the screen and answered as ours (like `call`).
 */
export function uploadFile<P extends UploadPath & CallPath>(
  path: P,
  file: Blob,
  fileName: string,
  opts: UploadOptions = {},
): Promise<Envelope<CallOutput<P>>> {
  const pkg = packageName();
  const body = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) if (v !== undefined) body.append(k, v);
  body.append('file', file, fileName);

  const failed = () => failedCall<CallOutput<P>>('network');
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', callUrl(path, pkg));
    xhr.timeout = TIMEOUT_MS;
    for (const [name, value] of Object.entries(callHeaders(pkg))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let envelope: Envelope<CallOutput<P>>;
      try {
        envelope = decodeEnvelope<CallOutput<P>>(xhr.responseText, xhr.status, xhr.statusText);
      } catch (error) {
        reportError(error);
        resolve(failedCall('bug'));
        return;
      }
      if (SESSION_ENDING_CODES.includes(envelope.code)) {
        void endSession(envelope.msg, envelope.code).then(() => resolve(envelope));
        return;
      }
      resolve(envelope);
    };
    xhr.onerror = () => resolve(failed());
    xhr.ontimeout = () => resolve(failed());
    xhr.onabort = () => resolve(failed());
    xhr.send(body);
  });
}
