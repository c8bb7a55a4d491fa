// The one HTTP client (spec §7, §8), split by job: errors, configuration, query strings,
// transport and download. Callers import from here only.
export { ApiError, firstFieldError, isApiError } from './errors';
export { configureHttp, resetHttpConfig } from './config';
export { toQueryString, type QueryParams } from './query';
export {
  apiErrorFromWire,
  del,
  get,
  getRequestFor,
  post,
  postMultipart,
  postMultipartWithProgress,
  put,
} from './transport';
export { download } from './download';
export { actionKeys } from './action-key';
