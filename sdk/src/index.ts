/**
 * @msig/sdk: a typed client for the Market-Signal Service API.
 *
 * - `createClient({ baseUrl, apiKey | oauth })`: typed calls generated from the server's OpenAPI
 *   document (`get/post/put/patch/delete` return the success body; `api` is openapi-fetch's raw
 *   client), convenience methods (`confirm`, `confirmBatch`, `whales`, `webhooks.*`, `sandbox.*`, …),
 *   retries honouring Retry-After, a timeout per attempt, OAuth client credentials.
 * - Errors: every problem answer throws an `ApiError` subclass carrying its `code`.
 * - `client.pages/paginate`: async iterators over any list, whatever its paging style.
 * - `client.stream({ symbols })`: WebSocket alerts that resume across drops.
 * - `verifyWebhook({ secret, rawBody, headers })`: both signature formats, constant time.
 *
 * sdk/README.md has examples.
 */
export {
  type ArrayKeys,
  type BodyOf,
  type ClientOptions,
  type ConfirmComposite,
  type ConfirmSimple,
  createClient,
  MsigClient,
  type PathsWith,
  type QueryOf,
  type ResponseOf,
  SDK_VERSION,
} from './client.ts';
export {
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  errorFromResponse,
  type InvalidParam,
  isApiError,
  MsigError,
  NotFoundError,
  PermissionError,
  type Problem,
  RateLimitError,
  retryAfterSeconds,
  ServiceError,
  ValidationError,
} from './errors.ts';
export type { AccessToken, OAuthOptions } from './oauth.ts';
export { type ItemOptions, linkNext, nextQuery, type PageOptions } from './pagination.ts';
export type { components, operations, paths } from './schema.d.ts';
export { SignalStream, StreamError } from './stream.ts';
export type * from './stream-messages.ts';
export type { RetryOptions } from './transport.ts';
export {
  signFormat1,
  signFormat2,
  type VerifiedWebhook,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  type WebhookFailure,
  type WebhookHeaders,
  WebhookVerificationError,
} from './webhooks.ts';
