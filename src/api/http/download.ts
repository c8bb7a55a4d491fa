import {
  absorbModules,
  fail,
  isSuccess,
  NOT_JSON,
  parseJson,
  readText,
  send,
  type RequestOptions,
} from './transport';
import { networkError } from './errors';
import { tick } from '@/session/copy-clock';

function lastPathSegment(path: string): string {
  const pathPart = path.split('?', 1)[0] ?? '';
  const segment =
    pathPart
      .split('/')
      .filter((s) => s !== '')
      .pop() ?? 'download';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Long enough for every browser to have started reading the blob before it is released.
const revokeDelayMs = 10_000;

/**
 * File download (spec §7): a GET read as a blob and saved under `filename`, or else the
 * last path segment. It never asks for load_modules: a file body cannot carry them.
 */
export async function download(
  path: string,
  filename?: string,
  options: Omit<RequestOptions<never>, 'schema'> = {},
): Promise<void> {
  const sentAt = tick();
  const response = await send('GET', path, undefined, false, options, false);
  if (!isSuccess(response.status)) {
    const text = await readText(response, options);
    const parsed = parseJson(text);
    if (parsed !== NOT_JSON) absorbModules(parsed, sentAt);
    fail(response.status, parsed, text, options);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename || lastPathSegment(path);
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeDelayMs);
}
