// Public surface of the data layer (the API client and what it needs).
export {
  request,
  upload,
  setBaseUrl,
  getBaseUrl,
  isSuccess,
  commonParams,
  REQUEST_TIMEOUT_MS,
  NETWORK_TOAST_MS,
  SESSION_LOST_CODES,
} from './client.ts';
export type { ApiResult, RequestOptions, UploadOptions, EndpointRef } from './client.ts';
export { endpoints, getEndpoint, isEndpointName } from './endpoints.ts';
export type { Endpoint, EndpointAuth, EndpointName } from './endpoints.ts';
export { ApiTransportError, isApiTransportError } from './errors.ts';
export type { TransportErrorKind } from './errors.ts';
export { setNavigator, getNavigator, resetNavigator, HOME_PATH, MEMBER_PATH, STORE_CLOSED_PATH } from './navigation.ts';
export type { Navigator } from './navigation.ts';
export { setUiHooks, getUiHooks, resetUiHooks } from './ui.ts';
export type { UiHooks, ModalOptions } from './ui.ts';
export { toFen, formatFen, formatMoney } from './money.ts';
export { appType, isWechatBrowser } from './appType.ts';
export type { AppType } from './appType.ts';
export { encodeValue, toSearchParams, paramsKey } from './encode.ts';
export type { Params } from './encode.ts';
