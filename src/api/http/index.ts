// The one HTTP client (spec §7, §8), split by job: errors, configuration, query strings,
// transport and download. Callers import from here only.
export { ApiError, errorTitles, firstFieldError, isApiError, type ApiErrorKind } from './errors';
export { configureHttp, headerNames, resetHttpConfig, type HttpConfig } from './config';
export { toQueryString, type QueryParams, type QueryScalar, type QueryValue } from './query';
export {
  apiErrorFromWire,
  del,
  get,
  getRequestFor,
  post,
  postMultipart,
  postMultipartWithProgress,
  put,
  type MultipartFields,
  type MultipartFiles,
  type RequestOptions,
} from './transport';
export { download } from './download';
