/**
 * GENERATED FILE: do not edit. The types of the Market-Signal Service API, made by
 * openapi-typescript from sdk/openapi.json (the document the server serves at /openapi.json).
 * Regenerate with `npm run sdk:generate`; a test fails when this file and the server disagree.
 */

export interface paths {
    "/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account with one sandbox and one production key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        plan: "free" | "trader" | "pro" | "enterprise";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                /** Format: date-time */
                                created_at: string;
                                email: string;
                                id: string;
                                /** @description Own quotas (enterprise); null means the plan defaults */
                                limits: {
                                    perDay: number;
                                    perMinute: number;
                                    sandboxPerHour?: number;
                                    sandboxPerMinute?: number;
                                } | null;
                                plan: string;
                            };
                            keys: {
                                live: {
                                    account_id: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** @enum {string} */
                                    environment: "sandbox" | "production";
                                    id: string;
                                    /** @description The secret key. Shown once: store it now. */
                                    key: string;
                                    name: string | null;
                                    /** @description The first characters of the key, to tell keys apart */
                                    prefix: string;
                                    revoked_at: string | null;
                                    scopes: string[];
                                };
                                test: {
                                    account_id: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** @enum {string} */
                                    environment: "sandbox" | "production";
                                    id: string;
                                    /** @description The secret key. Shown once: store it now. */
                                    key: string;
                                    name: string | null;
                                    /** @description The first characters of the key, to tell keys apart */
                                    prefix: string;
                                    revoked_at: string | null;
                                    scopes: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account and its keys (never the secrets) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                /** Format: date-time */
                                created_at: string;
                                email: string;
                                id: string;
                                /** @description Own quotas (enterprise); null means the plan defaults */
                                limits: {
                                    perDay: number;
                                    perMinute: number;
                                    sandboxPerHour?: number;
                                    sandboxPerMinute?: number;
                                } | null;
                                plan: string;
                            };
                            keys: {
                                account_id: string;
                                /** Format: date-time */
                                created_at: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                                id: string;
                                name: string | null;
                                /** @description The first characters of the key, to tell keys apart */
                                prefix: string;
                                revoked_at: string | null;
                                scopes: string[];
                            }[];
                        };
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an account's plan, or set its own quotas (enterprise) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        limits?: {
                            perDay: number;
                            perMinute: number;
                            /** @description Sandbox keys: per hour (default 10,000) */
                            sandboxPerHour?: number;
                            /** @description Sandbox keys: per-minute burst (default 500) */
                            sandboxPerMinute?: number;
                        } | null;
                        /** @enum {string} */
                        plan?: "free" | "trader" | "pro" | "enterprise";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                /** Format: date-time */
                                created_at: string;
                                email: string;
                                id: string;
                                /** @description Own quotas (enterprise); null means the plan defaults */
                                limits: {
                                    perDay: number;
                                    perMinute: number;
                                    sandboxPerHour?: number;
                                    sandboxPerMinute?: number;
                                } | null;
                                plan: string;
                            };
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/accounts/{accountId}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a key (the secret is shown once, in this response) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    accountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        environment: "sandbox" | "production";
                        name?: string;
                        scopes?: ("read" | "alerts" | "webhooks" | "nodeintel")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: {
                                account_id: string;
                                /** Format: date-time */
                                created_at: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                                id: string;
                                /** @description The secret key. Shown once: store it now. */
                                key: string;
                                name: string | null;
                                /** @description The first characters of the key, to tell keys apart */
                                prefix: string;
                                revoked_at: string | null;
                                scopes: string[];
                            };
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a key; it stops working at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: {
                                account_id: string;
                                /** Format: date-time */
                                created_at: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                                id: string;
                                name: string | null;
                                /** @description The first characters of the key, to tell keys apart */
                                prefix: string;
                                revoked_at: string | null;
                                scopes: string[];
                            };
                        };
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange OAuth client credentials for an access token (client credentials grant)
         * @description RFC 6749 section 4.4. Authenticate the client with HTTP Basic (client_id:client_secret, each form-url-encoded) or with client_id and client_secret in the body, not both. The token lasts 3600 s and is sent as Authorization: Bearer wherever an API key is accepted; there is no refresh token, ask again. Errors are problems carrying RFC 6749's error and error_description: invalid_request, invalid_client (401, WWW-Authenticate: Basic), invalid_scope, unsupported_grant_type. Repeated bad client credentials from one address are refused with 429; at most 20 tokens per client per minute.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description When not using HTTP Basic */
                        client_id?: string;
                        /** @description When not using HTTP Basic */
                        client_secret?: string;
                        /**
                         * @description Must be client_credentials
                         * @example client_credentials
                         */
                        grant_type: string;
                        /**
                         * @description Space-delimited scopes (read, alerts, webhooks, nodeintel), each one of the client's. Absent: all of the client's.
                         * @example read alerts
                         */
                        scope?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @description When not using HTTP Basic */
                        client_id?: string;
                        /** @description When not using HTTP Basic */
                        client_secret?: string;
                        /**
                         * @description Must be client_credentials
                         * @example client_credentials
                         */
                        grant_type: string;
                        /**
                         * @description Space-delimited scopes (read, alerts, webhooks, nodeintel), each one of the client's. Absent: all of the client's.
                         * @example read alerts
                         */
                        scope?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description The access token (Cache-Control: no-store) */
                200: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description at_test_… (sandbox) or at_live_… (production) */
                            access_token: string;
                            /**
                             * @description Seconds the token is valid
                             * @example 3600
                             */
                            expires_in: number;
                            /**
                             * @description The scopes granted, space-delimited
                             * @example read alerts
                             */
                            scope: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events emitted to this account by clock moves, oldest first
         * @description Read from the one events table (the account's sandbox events); `seq` is the event's position there, so it grows but is not contiguous.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Return events with seq greater than this */
                    after?: number;
                    limit?: number;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                direction: string | null;
                                /**
                                 * @description A confirmation side changing event (HIGH, MEDIUM, VETO), or a SIGNAL (a whale trade, an alert rule)
                                 * @enum {unknown}
                                 */
                                event: "HIGH" | "MEDIUM" | "VETO" | "SIGNAL";
                                /**
                                 * @description confirm: a confirmation bucket change; whale: a test whale trade; alert: one of your alert rules
                                 * @enum {unknown}
                                 */
                                kind: "confirm" | "whale" | "alert";
                                /** @description The event as a webhook carries it, with webhook_id null (docs/events.md) */
                                payload: {
                                    /** @description CONFIRM, REDUCE or SKIP */
                                    action: string;
                                    /** @description -1 (strong contra) to +1 (strong confirm) */
                                    composite: number;
                                    /** @description HIGH or MEDIUM */
                                    confidence: string;
                                    /** @description HIGH, MEDIUM, LOW or NONE */
                                    confirmation: string;
                                    /** @enum {string} */
                                    direction: "long" | "short";
                                    /** @description HIGH, MEDIUM or VETO */
                                    event: string;
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it fired, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                } | {
                                    /**
                                     * @description buy → long, sell → short
                                     * @enum {string}
                                     */
                                    direction: "long" | "short";
                                    /** @enum {string} */
                                    event: "SIGNAL";
                                    /** @enum {string} */
                                    signal: "whale_trade" | "whale_liquidation";
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it happened, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                    /** @description The row GET /v1/whales/events lists */
                                    whale_event: {
                                        [key: string]: unknown;
                                    };
                                } | {
                                    alert_id: number;
                                    /** @description Its composite, -1..1; null without one */
                                    composite: number | null;
                                    condition: {
                                        bucket: string | null;
                                        direction: string | null;
                                        level: number | null;
                                        min_usd: number | null;
                                        type: string;
                                    };
                                    /** @description The symbol's confirmation confidence for the direction; null without a fresh score */
                                    confidence: string | null;
                                    description: string | null;
                                    /** @enum {string} */
                                    direction: "long" | "short";
                                    /** @enum {string} */
                                    event: "SIGNAL";
                                    /** @enum {string} */
                                    signal: "alert";
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it fired, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description The figure that met the condition */
                                    value: number | string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                    whale_event: {
                                        [key: string]: unknown;
                                    } | null;
                                } | {
                                    [key: string]: unknown;
                                };
                                seq: number;
                                symbol: string;
                                /** @description When the signal fired, Unix ms (sandbox time) */
                                t: number;
                            }[];
                            next_after: number;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/inject-error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the next matching requests of this account fail with an error
         * @description The persistent counterpart of the X-Test-Error header. The /test operations themselves are never affected by injected errors, so reset always works (an X-Test-Error header sent with a /test request does apply to that request).
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "invalid_key" | "rate_limit_exceeded" | "not_found" | "service_unavailable" | "timeout";
                        count?: number;
                        /** @description Path prefix, with or without /v1 */
                        path?: string;
                        ttl_seconds?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            expires_at: number | null;
                            id: number;
                            path: string | null;
                            remaining: number | null;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset this account's sandbox state (one resource, or everything) */
        post: {
            parameters: {
                query?: {
                    /**
                     * @description One resource: clock, errors or whales (GET /v1/test/status lists them); none resets everything
                     * @example clock
                     */
                    resource?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /**
                         * @description One resource: clock, errors or whales (GET /v1/test/status lists them); none resets everything
                         * @example clock
                         */
                        resource?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resource: string;
                            /** @enum {string} */
                            status: "reset_complete";
                            timestamp: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/simulate-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Freeze this account's sandbox clock at an instant, or move it forward
         * @description Send {"to": <unix ms>} or {"advance_seconds": n}. Signals that fire in the skipped window are emitted, in order, as events (replayed over at most the last 7 days, at most 500 kept), your sandbox alert rules included; each is delivered to your matching sandbox webhooks (docs/events.md).
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        advance_seconds?: number;
                        /** @description Unix ms, from 2020-01-01 to ten years ahead of now */
                        to?: number;
                    } & (unknown | unknown);
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clock: {
                                iso: string;
                                /** @enum {string} */
                                mode: "frozen" | "real_time";
                                now_ms: number;
                            };
                            events: {
                                direction: string | null;
                                /**
                                 * @description A confirmation side changing event (HIGH, MEDIUM, VETO), or a SIGNAL (a whale trade, an alert rule)
                                 * @enum {unknown}
                                 */
                                event: "HIGH" | "MEDIUM" | "VETO" | "SIGNAL";
                                /**
                                 * @description confirm: a confirmation bucket change; whale: a test whale trade; alert: one of your alert rules
                                 * @enum {unknown}
                                 */
                                kind: "confirm" | "whale" | "alert";
                                /** @description The event as a webhook carries it, with webhook_id null (docs/events.md) */
                                payload: {
                                    /** @description CONFIRM, REDUCE or SKIP */
                                    action: string;
                                    /** @description -1 (strong contra) to +1 (strong confirm) */
                                    composite: number;
                                    /** @description HIGH or MEDIUM */
                                    confidence: string;
                                    /** @description HIGH, MEDIUM, LOW or NONE */
                                    confirmation: string;
                                    /** @enum {string} */
                                    direction: "long" | "short";
                                    /** @description HIGH, MEDIUM or VETO */
                                    event: string;
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it fired, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                } | {
                                    /**
                                     * @description buy → long, sell → short
                                     * @enum {string}
                                     */
                                    direction: "long" | "short";
                                    /** @enum {string} */
                                    event: "SIGNAL";
                                    /** @enum {string} */
                                    signal: "whale_trade" | "whale_liquidation";
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it happened, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                    /** @description The row GET /v1/whales/events lists */
                                    whale_event: {
                                        [key: string]: unknown;
                                    };
                                } | {
                                    alert_id: number;
                                    /** @description Its composite, -1..1; null without one */
                                    composite: number | null;
                                    condition: {
                                        bucket: string | null;
                                        direction: string | null;
                                        level: number | null;
                                        min_usd: number | null;
                                        type: string;
                                    };
                                    /** @description The symbol's confirmation confidence for the direction; null without a fresh score */
                                    confidence: string | null;
                                    description: string | null;
                                    /** @enum {string} */
                                    direction: "long" | "short";
                                    /** @enum {string} */
                                    event: "SIGNAL";
                                    /** @enum {string} */
                                    signal: "alert";
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it fired, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description The figure that met the condition */
                                    value: number | string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                    whale_event: {
                                        [key: string]: unknown;
                                    } | null;
                                } | {
                                    [key: string]: unknown;
                                };
                                seq: number;
                                symbol: string;
                                /** @description When the signal fired, Unix ms (sandbox time) */
                                t: number;
                            }[];
                            events_dropped: number;
                            events_emitted: number;
                            previous_ms: number;
                            replayed_from: number;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox health: the clock, seed, data range, active injected errors and last reset */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active_errors: {
                                code: string;
                                expires_at: number | null;
                                id: number;
                                path: string | null;
                                remaining: number | null;
                            }[];
                            clock: {
                                iso: string;
                                /** @enum {string} */
                                mode: "frozen" | "real_time";
                                now_ms: number;
                            };
                            data_range: {
                                from_ms: number;
                                to_ms: number;
                            };
                            /** @enum {string} */
                            environment: "sandbox";
                            last_reset: {
                                at_ms: number;
                                resource: string;
                            } | null;
                            /** @description Resources POST /v1/test/reset accepts */
                            resettable: string[];
                            seed: string;
                            /** @enum {string} */
                            status: "ok";
                            /** @description The TEST_ symbols this key can read */
                            symbols: string[];
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your plan, limits and usage today */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                email: string;
                                id: string;
                                plan: string;
                                price_usd_month: number | null;
                            };
                            key: {
                                environment: string;
                                id: string;
                                scopes: string[];
                            };
                            /** @description Rate policies of this key; the same as the RateLimit-Policy header */
                            limits: {
                                name: string;
                                quota: number;
                                window_seconds: number;
                            }[];
                            /** @description Billed per chain: one line for each chain with a connected node (POST /v1/node/connections) */
                            node_intelligence: {
                                /**
                                 * @example [
                                 *       "bsc"
                                 *     ]
                                 */
                                enabled_chains: string[];
                                lines: {
                                    /** @description Node Intelligence calls on this chain this UTC month */
                                    calls_this_month: number;
                                    /** @description Node Intelligence calls on this chain today (UTC) */
                                    calls_today: number;
                                    /** @example bsc */
                                    chain: string;
                                    /** @example 56 */
                                    chain_id: number;
                                    connection_id: string;
                                    /** Format: date-time */
                                    enabled_since: string;
                                    /** @description Flat monthly price of the chain; null when set by contract */
                                    price_usd_month: number | null;
                                }[];
                            };
                            /** @enum {string} */
                            status: "ok";
                            usage_today: {
                                by_endpoint: {
                                    [key: string]: number;
                                };
                                /** @description UTC day */
                                day: string;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your account's keys (never the secrets) */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                account_id: string;
                                /** Format: date-time */
                                created_at: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                                id: string;
                                name: string | null;
                                /** @description The first characters of the key, to tell keys apart */
                                prefix: string;
                                revoked_at: string | null;
                                scopes: string[];
                            }[];
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create another key for your account (production keys only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        environment: "sandbox" | "production";
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: {
                                account_id: string;
                                /** Format: date-time */
                                created_at: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                                id: string;
                                /** @description The secret key. Shown once: store it now. */
                                key: string;
                                name: string | null;
                                /** @description The first characters of the key, to tell keys apart */
                                prefix: string;
                                revoked_at: string | null;
                                scopes: string[];
                            };
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of your keys (production keys only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: {
                                account_id: string;
                                /** Format: date-time */
                                created_at: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                                id: string;
                                name: string | null;
                                /** @description The first characters of the key, to tell keys apart */
                                prefix: string;
                                revoked_at: string | null;
                                scopes: string[];
                            };
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This environment's alert rules of the account, oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerts: {
                                alert_id: number;
                                condition: {
                                    /** @description confirmation: the bucket the side must reach (MEDIUM also fires on a jump to HIGH) */
                                    bucket: ("HIGH" | "MEDIUM") | null;
                                    /** @description confirmation: the side */
                                    direction: ("long" | "short") | null;
                                    /** @description funding_above/funding_below: fraction per 8 h; accumulation_above: score 0..10 */
                                    level: number | null;
                                    /** @description whale: smallest trade or liquidation, USD */
                                    min_usd: number | null;
                                    /**
                                     * @description What to watch (docs/events.md)
                                     * @enum {string}
                                     */
                                    type: "confirmation" | "funding_above" | "funding_below" | "whale" | "accumulation_above";
                                };
                                /** Format: date-time */
                                created_at: string;
                                description: string | null;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                                /** @description Production: how often it fired (the sandbox keeps no count) */
                                fired_count: number;
                                last_fired_at: string | null;
                                symbol: string;
                            }[];
                            limit: number;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an alert rule on one symbol
         * @description Fires a SIGNAL event (signal `alert`) to your webhooks each time the condition starts to hold, at most once per 15 minutes (docs/events.md). At most 50 rules per account and environment. Trader plans and up.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        condition: {
                            /** @enum {string} */
                            bucket?: "HIGH" | "MEDIUM";
                            /** @enum {string} */
                            direction?: "long" | "short";
                            /** @example 0.001 */
                            level?: number;
                            /** @example 1000000 */
                            min_usd?: number;
                            /**
                             * @description What to watch (docs/events.md)
                             * @enum {string}
                             */
                            type: "confirmation" | "funding_above" | "funding_below" | "whale" | "accumulation_above";
                        };
                        description?: string;
                        /**
                         * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                         * @example TEST_BTC
                         */
                        symbol: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert_id: number;
                            condition: {
                                /** @description confirmation: the bucket the side must reach (MEDIUM also fires on a jump to HIGH) */
                                bucket: ("HIGH" | "MEDIUM") | null;
                                /** @description confirmation: the side */
                                direction: ("long" | "short") | null;
                                /** @description funding_above/funding_below: fraction per 8 h; accumulation_above: score 0..10 */
                                level: number | null;
                                /** @description whale: smallest trade or liquidation, USD */
                                min_usd: number | null;
                                /**
                                 * @description What to watch (docs/events.md)
                                 * @enum {string}
                                 */
                                type: "confirmation" | "funding_above" | "funding_below" | "whale" | "accumulation_above";
                            };
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            /** @enum {string} */
                            environment: "sandbox" | "production";
                            /** @description Production: how often it fired (the sandbox keeps no count) */
                            fired_count: number;
                            last_fired_at: string | null;
                            message: string;
                            /** @enum {string} */
                            status: "ok";
                            symbol: string;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One alert rule */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert_id: number;
                            condition: {
                                /** @description confirmation: the bucket the side must reach (MEDIUM also fires on a jump to HIGH) */
                                bucket: ("HIGH" | "MEDIUM") | null;
                                /** @description confirmation: the side */
                                direction: ("long" | "short") | null;
                                /** @description funding_above/funding_below: fraction per 8 h; accumulation_above: score 0..10 */
                                level: number | null;
                                /** @description whale: smallest trade or liquidation, USD */
                                min_usd: number | null;
                                /**
                                 * @description What to watch (docs/events.md)
                                 * @enum {string}
                                 */
                                type: "confirmation" | "funding_above" | "funding_below" | "whale" | "accumulation_above";
                            };
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            /** @enum {string} */
                            environment: "sandbox" | "production";
                            /** @description Production: how often it fired (the sandbox keeps no count) */
                            fired_count: number;
                            last_fired_at: string | null;
                            /** @enum {string} */
                            status: "ok";
                            symbol: string;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an alert rule */
        delete: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert_id: number;
                            /** @enum {boolean} */
                            deleted: true;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OHLCV candles for one symbol, oldest first, paged by open time
         * @description Candles whose open time lies in [start, end], oldest first, at most `limit` (default 500, at most 1000). start and end are Unix ms or ISO 8601, within the last 183 days and not after now (the sandbox clock for sandbox keys); end defaults to now. Without start the page holds the newest `limit` candles up to end. When the window holds more than one page, `next_start` is the start of the next page (pass it as start with the same end); it is null on the last page. The candle containing now is still forming: its close is the latest price. Production keys answer 503 data_unavailable until collectors have written candles.
         */
        get: {
            parameters: {
                query: {
                    /** @description Latest open time: ISO 8601 or Unix ms, not after now; default now */
                    end?: string;
                    /** @description Candle length */
                    interval?: "1m" | "5m" | "15m" | "1h" | "4h" | "1d";
                    limit?: number;
                    /** @description Earliest open time: ISO 8601 or Unix ms, within the last 183 days */
                    start?: string;
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            candles: {
                                /** @example 97311.8 */
                                close: number;
                                /** @example 97420.5 */
                                high: number;
                                /** @example 96980.1 */
                                low: number;
                                /**
                                 * @description USD (quote) price
                                 * @example 97150.2
                                 */
                                open: number;
                                /**
                                 * @description Open time, Unix milliseconds (UTC)
                                 * @example 1768478400000
                                 */
                                t: number;
                                /**
                                 * @description Base-asset units traded
                                 * @example 412.37
                                 */
                                volume: number;
                            }[];
                            count: number;
                            /**
                             * @example 1h
                             * @enum {unknown}
                             */
                            interval: "1m" | "5m" | "15m" | "1h" | "4h" | "1d";
                            /**
                             * @description Candle length in milliseconds
                             * @example 3600000
                             */
                            interval_ms: number;
                            /** @description Unix ms start of the next page, or null when this page reaches end */
                            next_start: number | null;
                            /** @enum {string} */
                            status: "ok";
                            /** @example TEST_BTC */
                            symbol: string;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charting/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue your account's charting alert secret
         * @description Issues the secret charting alerts carry in their body, for the key's environment (a sandbox key issues a sandbox secret, a live key a production one). It is shown once and stored only as its SHA-256; issuing again replaces it, and the old one is refused from the next alert on. Any plan (the alert runs confirm, with the plan's symbols); needs the alerts scope. The shared public sandbox keys cannot issue one.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A strategy alert message with this secret filled in */
                            alert_message: string;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {unknown} */
                            environment: "sandbox" | "production";
                            message: string;
                            /** @description The first characters, to tell secrets apart */
                            prefix: string;
                            /**
                             * @description Shown only now; only its SHA-256 is kept
                             * @example chs_live_…
                             */
                            secret: string;
                            /** @enum {string} */
                            status: "ok";
                            /** @example /v1/charting/webhook */
                            webhook_path: string;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charting/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a charting alert and answer with its confirmation
         * @description No API key: the body's `secret` names the account and its environment. Bodies: application/json, text/plain holding JSON, or application/x-www-form-urlencoded (at most 16384 bytes). Answers 200 with the composite confirmation; 202 when the alert is an exit (not evaluated); the same alert within 60 s is answered again without a new evaluation (`Idempotent-Replayed: true`). At most 30 alerts per minute per account and environment (fewer when the plan's burst is lower), plus the plan's daily (sandbox: hourly) quota. An unreplaced placeholder is a 400 naming the field. See docs/charting.md.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Used when direction is absent ({{strategy.order.action}})
                         * @enum {unknown}
                         */
                        action?: "buy" | "sell";
                        /**
                         * @description The side to confirm; flat is an exit (202, not evaluated)
                         * @enum {unknown}
                         */
                        direction?: "long" | "short" | "flat";
                        /** @description Your alert id: the same id within 60 s is a duplicate */
                        id?: string;
                        /**
                         * @description The position after the order ({{strategy.market_position}}): flat, or an order against it, is an exit
                         * @enum {unknown}
                         */
                        market_position?: "long" | "short" | "flat";
                        /** @description {{strategy.order.id}} */
                        order_id?: string;
                        /** @enum {unknown} */
                        prev_market_position?: "long" | "short" | "flat";
                        /** @description {{close}} */
                        price?: number | string;
                        /** @description The secret POST /v1/charting/secret issued (chs_test_… or chs_live_…) */
                        secret: string;
                        /** @description Recorded as the usage label */
                        strategy?: string;
                        /** @description The same as ticker; wins when both are given */
                        symbol?: string;
                        /**
                         * @description BINANCE:BTCUSDT.P, BTCUSDT, BTC, … ({{ticker}})
                         * @example BINANCE:BTCUSDT.P
                         */
                        ticker?: string;
                        /** @description {{time}}: with order_id, the duplicate key */
                        time?: string;
                        timeframe?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description true when this is the answer to the same alert within the last 60 s, not a new evaluation */
                        "Idempotent-Replayed"?: unknown;
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "action": "REDUCE",
                         *       "as_of": "2026-03-02T12:34:00.000Z",
                         *       "composite": 0.1048,
                         *       "confidence": "MEDIUM",
                         *       "deriv_score": 0.1572,
                         *       "direction": "short",
                         *       "figures": {
                         *         "exchange_netflow_24h_usd": 250493112,
                         *         "funding_crowded": false,
                         *         "funding_rate": -0.0000293,
                         *         "funding_venues": 3,
                         *         "long_short_crowded": false,
                         *         "long_short_ratio": 0.9213,
                         *         "long_short_venues": 3,
                         *         "mvrv": 1.4602,
                         *         "oi_change_24h": -0.019041,
                         *         "price_change_24h": -0.013872,
                         *         "stablecoin_supply_change_7d": -0.001391,
                         *         "whale_long_notional_fraction": 0.3512,
                         *         "whale_net_flow_24h_usd": 98332871,
                         *         "whales_long": 15,
                         *         "whales_short": 53
                         *       },
                         *       "missing": [],
                         *       "onchain_score": 0.1875,
                         *       "reasons": [
                         *         "funding -0.0029% avg across 3 venues",
                         *         "long/short ratio 0.92 (geometric mean of 3)",
                         *         "whales 15 long / 53 short (22% long, 35% of notional long), net flow +$98.3M 24h",
                         *         "MVRV 1.46",
                         *         "open interest -1.9% 24h with price -1.4%",
                         *         "exchange netflow +$250.5M 24h (inflow)",
                         *         "stablecoin supply -0.14% 7d"
                         *       ],
                         *       "size_mult": 0.3,
                         *       "status": "ok",
                         *       "symbol": "TEST_BTC",
                         *       "ts": 1772454840,
                         *       "whale_score": 0.0072
                         *     }
                         */
                        "application/json": {
                            /** @enum {unknown} */
                            action: "CONFIRM" | "REDUCE" | "SKIP";
                            /**
                             * Format: date-time
                             * @description The instant the snapshot describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @description -1 strong contra .. +1 strong confirm */
                            composite: number;
                            /**
                             * @description How sure the verdict is, whichever way it points: HIGH needs |composite| >= 0.25, agreeing sub-scores and full coverage. With confirmation NONE it marks a confident veto; it is never HIGH with confirmation LOW (docs/signals.md, "Confidence")
                             * @enum {unknown}
                             */
                            confidence: "HIGH" | "MEDIUM";
                            /** @description Funding, long/short ratio and open-interest momentum; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                            deriv_score: number | null;
                            /**
                             * @description The side the caller proposes
                             * @enum {unknown}
                             */
                            direction: "long" | "short";
                            /** @description The figures reasons quotes, as numbers */
                            figures: {
                                /** @description Net USD into exchanges over 24 h; negative = outflow; null without on-chain data */
                                exchange_netflow_24h_usd: number | null;
                                /** @description The requested side is crowded by funding */
                                funding_crowded: boolean;
                                /** @description Mean funding rate across venues, fraction per 8 h; null with no venue */
                                funding_rate: number | null;
                                funding_venues: number;
                                /** @description The requested side is crowded by the long/short ratio */
                                long_short_crowded: boolean;
                                /** @description Geometric mean of the venues' long/short account ratios; null with none */
                                long_short_ratio: number | null;
                                long_short_venues: number;
                                /** @description Market value / realised value; null when missing */
                                mvrv: number | null;
                                /** @description 24 h change of total open interest, fraction; null without venues */
                                oi_change_24h: number | null;
                                /** @description 24 h price change, fraction; null without venues */
                                price_change_24h: number | null;
                                /** @description 7-day change of stablecoin supply, fraction; null without on-chain data */
                                stablecoin_supply_change_7d: number | null;
                                /** @description Share of whale notional that is long, 0..1; null with none */
                                whale_long_notional_fraction: number | null;
                                /** @description Whale buying minus selling over 24 h, USD; null without whale data */
                                whale_net_flow_24h_usd: number | null;
                                /** @description Whales long (head count); null when whale data was left out */
                                whales_long: number | null;
                                /** @description Whales short (head count); null when whale data was left out */
                                whales_short: number | null;
                            };
                            /** @description Inputs left out of the score because their source has no fresh data; the score is blended from the rest (docs/signals.md, "Missing inputs") */
                            missing: {
                                /**
                                 * @description The input left out
                                 * @enum {unknown}
                                 */
                                component: "whales" | "derivatives" | "onchain";
                                /** @description Why, e.g. "last point 22 min old (fresh within 15 min)" */
                                reason: string;
                                /** @description With derivatives: the one venue left out (absent: every venue) */
                                venue?: string;
                            }[];
                            /** @description MVRV, exchange netflow and stablecoin supply; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                            onchain_score: number | null;
                            /** @description Funding, long/short ratio, whale consensus, MVRV and more */
                            reasons: string[];
                            /** @description Suggested size multiplier */
                            size_mult: number;
                            /** @enum {string} */
                            status: "ok";
                            /** @description Canonical symbol */
                            symbol: string;
                            /** @description Unix time of the snapshot, seconds */
                            ts: number;
                            /** @description Whale consensus and net flow; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                            whale_score: number | null;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            evaluated: false;
                            /** @example the order leaves the position flat */
                            reason: string;
                            /** @enum {string} */
                            status: "ok";
                            symbol: string;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Error */
                413: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Error */
                415: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm a proposed long or short
         * @description Scores the requested side from whale flow, derivatives positioning and on-chain data. Answers are computed on whole minutes of the caller's clock in the sandbox (`as_of` is the start of the minute), and as of the request instant in production. `Cache-Control: private, max-age=n` gives the seconds left until the next minute boundary (at least 1). The strong `ETag` is a hash of the body; send it back in `If-None-Match` to get 304 Not Modified with no body. `source` is a free label (printable ASCII, at most 64 characters) recorded with your usage, e.g. the bot or strategy name.
         */
        get: {
            parameters: {
                query: {
                    /** @description Sandbox keys only: the instant to answer as of, ISO 8601 or Unix ms, within the last 183 days of the account's clock and not after it (the sandbox world is a pure function of time, so this is exactly the answer given then). Production keys: 400, production confirmations are computed as of now. */
                    at?: string;
                    /** @description The side to confirm */
                    direction: "long" | "short";
                    /** @description sandbox or production; must agree with the key */
                    environment?: string;
                    /** @description simple (default) or composite shape */
                    format?: "simple" | "composite";
                    /** @example my-bot */
                    source?: string;
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The simple shape by default; the composite shape with format=composite */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the snapshot describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /**
                             * @description How strongly the market backs the requested side: the bucket of the signed composite
                             * @enum {unknown}
                             */
                            confirmation: "HIGH" | "MEDIUM" | "LOW" | "NONE";
                            derivatives: {
                                /** @description Mean funding rate across venues, fraction per 8 h; null without venues */
                                funding_rate: number | null;
                                /** @description 24 h change of total open interest, fraction; null without venues */
                                oi_change_24h: number | null;
                            };
                            /**
                             * @description The side the caller proposes
                             * @enum {unknown}
                             */
                            direction: "long" | "short";
                            /** @description Inputs left out of the score because their source has no fresh data; the score is blended from the rest (docs/signals.md, "Missing inputs") */
                            missing: {
                                /**
                                 * @description The input left out
                                 * @enum {unknown}
                                 */
                                component: "whales" | "derivatives" | "onchain";
                                /** @description Why, e.g. "last point 22 min old (fresh within 15 min)" */
                                reason: string;
                                /** @description With derivatives: the one venue left out (absent: every venue) */
                                venue?: string;
                            }[];
                            /** @description Conviction for the requested side: (composite + 1) / 2 */
                            score: number;
                            /** @description Whale positioning; null when whale data was left out (see missing) */
                            smart_money: {
                                /** @description Whales long / whales short (head count) */
                                long_short_ratio: number;
                                /** @description Whale buying minus selling over 24 h, USD */
                                net_flow_usd: number;
                                whales_long: number;
                                whales_short: number;
                            } | null;
                            /** @enum {string} */
                            status: "ok";
                            /** @description Canonical symbol */
                            symbol: string;
                        } | {
                            /** @enum {unknown} */
                            action: "CONFIRM" | "REDUCE" | "SKIP";
                            /**
                             * Format: date-time
                             * @description The instant the snapshot describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @description -1 strong contra .. +1 strong confirm */
                            composite: number;
                            /**
                             * @description How sure the verdict is, whichever way it points: HIGH needs |composite| >= 0.25, agreeing sub-scores and full coverage. With confirmation NONE it marks a confident veto; it is never HIGH with confirmation LOW (docs/signals.md, "Confidence")
                             * @enum {unknown}
                             */
                            confidence: "HIGH" | "MEDIUM";
                            /** @description Funding, long/short ratio and open-interest momentum; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                            deriv_score: number | null;
                            /**
                             * @description The side the caller proposes
                             * @enum {unknown}
                             */
                            direction: "long" | "short";
                            /** @description The figures reasons quotes, as numbers */
                            figures: {
                                /** @description Net USD into exchanges over 24 h; negative = outflow; null without on-chain data */
                                exchange_netflow_24h_usd: number | null;
                                /** @description The requested side is crowded by funding */
                                funding_crowded: boolean;
                                /** @description Mean funding rate across venues, fraction per 8 h; null with no venue */
                                funding_rate: number | null;
                                funding_venues: number;
                                /** @description The requested side is crowded by the long/short ratio */
                                long_short_crowded: boolean;
                                /** @description Geometric mean of the venues' long/short account ratios; null with none */
                                long_short_ratio: number | null;
                                long_short_venues: number;
                                /** @description Market value / realised value; null when missing */
                                mvrv: number | null;
                                /** @description 24 h change of total open interest, fraction; null without venues */
                                oi_change_24h: number | null;
                                /** @description 24 h price change, fraction; null without venues */
                                price_change_24h: number | null;
                                /** @description 7-day change of stablecoin supply, fraction; null without on-chain data */
                                stablecoin_supply_change_7d: number | null;
                                /** @description Share of whale notional that is long, 0..1; null with none */
                                whale_long_notional_fraction: number | null;
                                /** @description Whale buying minus selling over 24 h, USD; null without whale data */
                                whale_net_flow_24h_usd: number | null;
                                /** @description Whales long (head count); null when whale data was left out */
                                whales_long: number | null;
                                /** @description Whales short (head count); null when whale data was left out */
                                whales_short: number | null;
                            };
                            /** @description Inputs left out of the score because their source has no fresh data; the score is blended from the rest (docs/signals.md, "Missing inputs") */
                            missing: {
                                /**
                                 * @description The input left out
                                 * @enum {unknown}
                                 */
                                component: "whales" | "derivatives" | "onchain";
                                /** @description Why, e.g. "last point 22 min old (fresh within 15 min)" */
                                reason: string;
                                /** @description With derivatives: the one venue left out (absent: every venue) */
                                venue?: string;
                            }[];
                            /** @description MVRV, exchange netflow and stablecoin supply; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                            onchain_score: number | null;
                            /** @description Funding, long/short ratio, whale consensus, MVRV and more */
                            reasons: string[];
                            /** @description Suggested size multiplier */
                            size_mult: number;
                            /** @enum {string} */
                            status: "ok";
                            /** @description Canonical symbol */
                            symbol: string;
                            /** @description Unix time of the snapshot, seconds */
                            ts: number;
                            /** @description Whale consensus and net flow; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                            whale_score: number | null;
                        };
                    };
                };
                /** @description Not modified: the If-None-Match tag is current */
                304: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/confirm/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm up to 100 symbol/direction pairs in one call
         * @description Each item is answered on its own: `{index, ok: true, result}` with the same shape GET /v1/confirm returns, or `{index, ok: false, error}` with an RFC 9457 problem (unknown_symbol, plan_restricted, invalid_parameter, data_unavailable). The request itself is 200 whenever the body is valid. A batch of N items counts as N requests against the daily (sandbox: hourly) quota and in usage, and as one against the per-minute burst; a batch larger than what is left of the quota is refused whole with 429 and consumes nothing. Items are answered as of the same instant (the clock, or the batch's `at`) unless an item names its own `at` (sandbox keys; a bad item `at` fails that item); each distinct symbol and instant is read once.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Every item not naming its own. Sandbox keys only: the instant to answer as of, ISO 8601 or Unix ms, within the last 183 days of the account's clock and not after it (the sandbox world is a pure function of time, so this is exactly the answer given then). Production keys: 400, production confirmations are computed as of now.
                         * @example 2026-01-15T12:00:00Z
                         */
                        at?: number | string;
                        /**
                         * @description simple (default) or composite shape
                         * @default simple
                         * @enum {unknown}
                         */
                        format?: "simple" | "composite";
                        items: {
                            /**
                             * @description This item only, instead of the batch instant. Sandbox keys only: the instant to answer as of, ISO 8601 or Unix ms, within the last 183 days of the account's clock and not after it (the sandbox world is a pure function of time, so this is exactly the answer given then). Production keys: 400, production confirmations are computed as of now.
                             * @example 2026-01-15T12:00:00Z
                             */
                            at?: number | string;
                            /**
                             * @description long or short; another value fails only this item
                             * @example long
                             */
                            direction: string;
                            /**
                             * @description Any form GET /v1/confirm accepts
                             * @example TEST_BTC
                             */
                            symbol: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the snapshot describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            count: number;
                            /** @description One entry per requested item, in request order */
                            items: ({
                                index: number;
                                /** @enum {boolean} */
                                ok: true;
                                /** @description The simple shape by default; the composite shape with format=composite */
                                result: {
                                    /**
                                     * Format: date-time
                                     * @description The instant the snapshot describes (ISO 8601 UTC)
                                     */
                                    as_of: string;
                                    /**
                                     * @description How strongly the market backs the requested side: the bucket of the signed composite
                                     * @enum {unknown}
                                     */
                                    confirmation: "HIGH" | "MEDIUM" | "LOW" | "NONE";
                                    derivatives: {
                                        /** @description Mean funding rate across venues, fraction per 8 h; null without venues */
                                        funding_rate: number | null;
                                        /** @description 24 h change of total open interest, fraction; null without venues */
                                        oi_change_24h: number | null;
                                    };
                                    /**
                                     * @description The side the caller proposes
                                     * @enum {unknown}
                                     */
                                    direction: "long" | "short";
                                    /** @description Inputs left out of the score because their source has no fresh data; the score is blended from the rest (docs/signals.md, "Missing inputs") */
                                    missing: {
                                        /**
                                         * @description The input left out
                                         * @enum {unknown}
                                         */
                                        component: "whales" | "derivatives" | "onchain";
                                        /** @description Why, e.g. "last point 22 min old (fresh within 15 min)" */
                                        reason: string;
                                        /** @description With derivatives: the one venue left out (absent: every venue) */
                                        venue?: string;
                                    }[];
                                    /** @description Conviction for the requested side: (composite + 1) / 2 */
                                    score: number;
                                    /** @description Whale positioning; null when whale data was left out (see missing) */
                                    smart_money: {
                                        /** @description Whales long / whales short (head count) */
                                        long_short_ratio: number;
                                        /** @description Whale buying minus selling over 24 h, USD */
                                        net_flow_usd: number;
                                        whales_long: number;
                                        whales_short: number;
                                    } | null;
                                    /** @enum {string} */
                                    status: "ok";
                                    /** @description Canonical symbol */
                                    symbol: string;
                                } | {
                                    /** @enum {unknown} */
                                    action: "CONFIRM" | "REDUCE" | "SKIP";
                                    /**
                                     * Format: date-time
                                     * @description The instant the snapshot describes (ISO 8601 UTC)
                                     */
                                    as_of: string;
                                    /** @description -1 strong contra .. +1 strong confirm */
                                    composite: number;
                                    /**
                                     * @description How sure the verdict is, whichever way it points: HIGH needs |composite| >= 0.25, agreeing sub-scores and full coverage. With confirmation NONE it marks a confident veto; it is never HIGH with confirmation LOW (docs/signals.md, "Confidence")
                                     * @enum {unknown}
                                     */
                                    confidence: "HIGH" | "MEDIUM";
                                    /** @description Funding, long/short ratio and open-interest momentum; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                                    deriv_score: number | null;
                                    /**
                                     * @description The side the caller proposes
                                     * @enum {unknown}
                                     */
                                    direction: "long" | "short";
                                    /** @description The figures reasons quotes, as numbers */
                                    figures: {
                                        /** @description Net USD into exchanges over 24 h; negative = outflow; null without on-chain data */
                                        exchange_netflow_24h_usd: number | null;
                                        /** @description The requested side is crowded by funding */
                                        funding_crowded: boolean;
                                        /** @description Mean funding rate across venues, fraction per 8 h; null with no venue */
                                        funding_rate: number | null;
                                        funding_venues: number;
                                        /** @description The requested side is crowded by the long/short ratio */
                                        long_short_crowded: boolean;
                                        /** @description Geometric mean of the venues' long/short account ratios; null with none */
                                        long_short_ratio: number | null;
                                        long_short_venues: number;
                                        /** @description Market value / realised value; null when missing */
                                        mvrv: number | null;
                                        /** @description 24 h change of total open interest, fraction; null without venues */
                                        oi_change_24h: number | null;
                                        /** @description 24 h price change, fraction; null without venues */
                                        price_change_24h: number | null;
                                        /** @description 7-day change of stablecoin supply, fraction; null without on-chain data */
                                        stablecoin_supply_change_7d: number | null;
                                        /** @description Share of whale notional that is long, 0..1; null with none */
                                        whale_long_notional_fraction: number | null;
                                        /** @description Whale buying minus selling over 24 h, USD; null without whale data */
                                        whale_net_flow_24h_usd: number | null;
                                        /** @description Whales long (head count); null when whale data was left out */
                                        whales_long: number | null;
                                        /** @description Whales short (head count); null when whale data was left out */
                                        whales_short: number | null;
                                    };
                                    /** @description Inputs left out of the score because their source has no fresh data; the score is blended from the rest (docs/signals.md, "Missing inputs") */
                                    missing: {
                                        /**
                                         * @description The input left out
                                         * @enum {unknown}
                                         */
                                        component: "whales" | "derivatives" | "onchain";
                                        /** @description Why, e.g. "last point 22 min old (fresh within 15 min)" */
                                        reason: string;
                                        /** @description With derivatives: the one venue left out (absent: every venue) */
                                        venue?: string;
                                    }[];
                                    /** @description MVRV, exchange netflow and stablecoin supply; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                                    onchain_score: number | null;
                                    /** @description Funding, long/short ratio, whale consensus, MVRV and more */
                                    reasons: string[];
                                    /** @description Suggested size multiplier */
                                    size_mult: number;
                                    /** @enum {string} */
                                    status: "ok";
                                    /** @description Canonical symbol */
                                    symbol: string;
                                    /** @description Unix time of the snapshot, seconds */
                                    ts: number;
                                    /** @description Whale consensus and net flow; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                                    whale_score: number | null;
                                };
                            } | {
                                /** @description RFC 9457 problem details of this item */
                                error: {
                                    /**
                                     * @example unknown_symbol
                                     * @example plan_restricted
                                     * @example invalid_parameter
                                     * @example data_unavailable
                                     */
                                    code: string;
                                    detail: string;
                                    request_id: string;
                                    status: number;
                                    title: string;
                                    type: string;
                                } & {
                                    [key: string]: unknown;
                                };
                                index: number;
                                /** @enum {boolean} */
                                ok: false;
                            })[];
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/derivatives/funding-heatmap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Funding rate per venue × symbol × hour, for the hours ending at timestamp
         * @description timestamp (Unix ms) defaults to now; up to 5 minutes in the future is clamped to now (clamped: true); Unix seconds, or an instant further ahead or more than 183 days back, is 400 naming the unit and the accepted range. hours 1..168, default 24. cells[v][s][h] is the funding per 8 h (fraction) of venues[v], symbols[s] in hours[h], null where there is no reading. timestamp=1234567890000 returns the fixed test dataset of docs/signals.md for any key, ignoring the other parameters.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description One venue: binance, bybit, okx, hyperliquid (any case)
                     * @example binance
                     */
                    exchange?: string;
                    hours?: number;
                    /**
                     * @description Comma-separated, at most 20; without it every symbol your plan can read (heatmap)
                     * @example TEST_BTC,TEST_ETH
                     */
                    symbols?: string;
                    /** @example 1234567890000 */
                    timestamp?: number;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /**
                             * @example [
                             *       [
                             *         [
                             *           0.0001,
                             *           0.0001
                             *         ],
                             *         [
                             *           0.00008,
                             *           0.0001
                             *         ]
                             *       ]
                             *     ]
                             */
                            cells: (number | null)[][][];
                            /** @description The requested timestamp was in the future and was moved to now */
                            clamped: boolean;
                            /** @description The fixed test dataset (magic timestamp) */
                            fixed: boolean;
                            /**
                             * @description Hour starts, Unix ms, ascending
                             * @example [
                             *       1234566000000,
                             *       1234569600000
                             *     ]
                             */
                            hours: number[];
                            /** @enum {string} */
                            status: "ok";
                            /**
                             * @example [
                             *       "TEST_BTC",
                             *       "TEST_ETH",
                             *       "TEST_SOL"
                             *     ]
                             */
                            symbols: string[];
                            /** @description End of the window actually shown, Unix ms */
                            timestamp: number;
                            venues: ("binance" | "bybit" | "okx" | "hyperliquid")[];
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/derivatives/screener": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Funding, open interest and long/short ratio per venue and symbol
         * @description One row per (venue, symbol), symbols in catalogue order and venues binance, bybit, okx. Without symbol, symbols with no current data are left out.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description One venue: binance, bybit, okx, hyperliquid (any case)
                     * @example binance
                     */
                    exchange?: string;
                    /**
                     * @description Comma-separated, at most 20; without it every symbol your plan can read (screener)
                     * @example TEST_BTC,TEST_ETH
                     */
                    symbol?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @example 18 */
                            count: number;
                            rows: {
                                /**
                                 * @description Current funding per 8 h, fraction (0.0001 = 0.01 %)
                                 * @example 0.00006164
                                 */
                                funding_rate: number;
                                /**
                                 * @description Accounts long / accounts short (the venue's newest account ratio); null where the venue publishes none (Hyperliquid)
                                 * @example 1.0989
                                 */
                                long_short_ratio: number | null;
                                /** @example 88214.08 */
                                mark_price: number;
                                /**
                                 * Format: date-time
                                 * @example 2026-06-01T01:00:00.000Z
                                 */
                                next_funding_time: string;
                                /**
                                 * @description Open interest now vs 24 h earlier, fraction; null when the earlier reading is missing
                                 * @example 0.0412
                                 */
                                oi_change_24h: number | null;
                                /** @example 7053215089 */
                                open_interest_usd: number;
                                /** @description The reading is past its freshness bound (15 min): the venue has not answered since, so this is the last known figure (/v1/status/sources says why); always false in the sandbox */
                                stale: boolean;
                                /** @example TEST_BTC */
                                symbol: string;
                                /**
                                 * Format: date-time
                                 * @description When the venue reading was taken
                                 */
                                updated_at: string;
                                /**
                                 * @example binance
                                 * @enum {string}
                                 */
                                venue: "binance" | "bybit" | "okx" | "hyperliquid";
                            }[];
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/etf/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily spot-ETF net flows by issuer, with the cumulative total
         * @description Days run oldest first over the last `days` UTC calendar days (today included). Figures appear after the US close, and there are none for weekends and holidays. Sandbox keys may name TEST_BTC/TEST_ETH or BTC/ETH (the answer says TEST_…); production keys BTC or ETH. Every plan may read both assets.
         */
        get: {
            parameters: {
                query: {
                    asset: string;
                    days?: number;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @example BTC */
                            asset: string;
                            /**
                             * @example {
                             *       "GBTC": -31800000,
                             *       "IBIT": 212400000
                             *     }
                             */
                            by_issuer_total: {
                                [key: string]: number;
                            };
                            days: number;
                            flows: {
                                /**
                                 * @example {
                                 *       "GBTC": -31800000,
                                 *       "IBIT": 212400000
                                 *     }
                                 */
                                by_issuer: {
                                    [key: string]: number;
                                };
                                /** @description Running sum from the first day shown */
                                cumulative_net_flow_usd: number;
                                /**
                                 * Format: date
                                 * @example 2026-01-29
                                 */
                                date: string;
                                /** @example 342100000 */
                                net_flow_usd: number;
                            }[];
                            /**
                             * Format: date
                             * @example 2026-01-01
                             */
                            from: string;
                            /**
                             * @description Present when the source has gone quiet: nothing new within its freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                            /**
                             * Format: date
                             * @example 2026-01-30
                             */
                            to: string;
                            /**
                             * @description Sum over the window
                             * @example 1284000000
                             */
                            total_net_flow_usd: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/funding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current funding rate per venue for one or more symbols (legacy)
         * @deprecated
         * @description Deprecated: use /v2/derivatives/funding-heatmap. Removed on 2028-01-01; responses carry Deprecation, Sunset and Link (rel="successor-version") headers.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description One venue: binance, bybit, okx, hyperliquid (any case)
                     * @example binance
                     */
                    exchange?: string;
                    /**
                     * @description Comma-separated, at most 20
                     * @example TEST_BTC
                     */
                    symbol: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @example 3 */
                            count: number;
                            funding: {
                                /** @example 0.00006164 */
                                funding_rate: number;
                                /** @example 88214.08 */
                                mark_price: number;
                                /**
                                 * Format: date-time
                                 * @example 2026-06-01T01:00:00.000Z
                                 */
                                next_funding_time: string;
                                /** @description The reading is past its freshness bound (15 min): the venue has not answered since, so this is the last known figure (/v1/status/sources says why); always false in the sandbox */
                                stale: boolean;
                                /** @example TEST_BTC */
                                symbol: string;
                                /**
                                 * @example binance
                                 * @enum {string}
                                 */
                                venue: "binance" | "bybit" | "okx" | "hyperliquid";
                            }[];
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metrics/whale-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Addresses holding at least `threshold` coins, their 30-day change and holdings
         * @description threshold is a whole number of coins, 1..10,000,000, default 1000. Figures for other thresholds than 1000 are extrapolated, which lowers the confidence.
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol: string;
                    /** @example 1000 */
                    threshold?: number;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description Signed percent, one decimal: change_30d written as text
                             * @example +3.2%
                             */
                            "30d_change": string;
                            /**
                             * @description 0..10; above 5 the count is growing
                             * @example 8.1
                             */
                            accumulation_score: number;
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /**
                             * @description 30-day change of the address count, fraction (0.032 = +3.2 %)
                             * @example 0.031992
                             */
                            change_30d: number;
                            /**
                             * @example HIGH
                             * @enum {unknown}
                             */
                            confidence: "HIGH" | "MEDIUM" | "LOW";
                            /** @enum {string} */
                            status: "ok";
                            /** @example TEST_BTC */
                            symbol: string;
                            /** @example 1000 */
                            threshold: number;
                            /**
                             * @description Amount with unit: total_holdings_units and unit written as text
                             * @example 7,912,400 TEST_BTC
                             */
                            total_holdings: string;
                            /**
                             * @description Coins held, whole units
                             * @example 7912400
                             */
                            total_holdings_units: number;
                            /**
                             * @description The coin total_holdings_units counts (the symbol)
                             * @example TEST_BTC
                             */
                            unit: string;
                            /** @example 2093 */
                            whale_address_count: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Crypto news and macro calendar items, newest first
         * @description `since` defaults to 24 hours ago and may reach back ~6 months (183 days). With `symbol` (checked against your plan), items about that asset plus market-wide macro items are listed; without it, market-wide items and items about at least one symbol your key can read.
         */
        get: {
            parameters: {
                query?: {
                    kind?: "news" | "macro";
                    limit?: number;
                    /** @description Start of the window: ISO 8601 or Unix ms, within the last 183 days */
                    since?: string;
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            count: number;
                            items: {
                                /** @example news-331212 */
                                id: string;
                                /** @enum {string} */
                                kind: "news" | "macro";
                                /**
                                 * @description -1 bearish .. +1 bullish; production scores headlines with a word list (docs/sources.md)
                                 * @example 0.42
                                 */
                                sentiment: number;
                                /** @example CoinDesk */
                                source: string;
                                /** @description Assets the item is about; empty for market-wide macro items */
                                symbols: string[];
                                /** Format: date-time */
                                time: string;
                                /** @example BTC climbs 3.1% as whales add to positions */
                                title: string;
                                /** @description Link to the item, when the feed gives one */
                                url: string | null;
                            }[];
                            /** Format: date-time */
                            since: string;
                            /**
                             * @description Present when the source has gone quiet: nothing new within its freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/node/{chain}/tokens/{address}/honeypot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Honeypot check by simulation on your node
         * @description Simulates a buy with a small native amount through the chain's V2 router, a 1 % wallet-to-wallet transfer and a sell of the rest, in one eth_call with state overrides on your node (nothing is sent or deployed). Taxes are fractions measured against the router's quote. A token is a honeypot when buying or selling fails or a tax reaches 50 %; when a swap fails and your node serves debug_traceCall, the token's own revert reason replaces the router's masked one. 400 for a malformed address or an address without contract code; `is_honeypot: null` with `simulation_error` when the token has no pair.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /**
                     * @description Token contract address (20 bytes, hex)
                     * @example 0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82
                     */
                    address: string;
                    /**
                     * @description The chain of your node connection
                     * @example bsc
                     */
                    chain: "bsc" | "avalanche";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The block whose state was simulated */
                            block_number: number;
                            /** @description Fraction, not percent (0.05 = 5 %); null when the step did not run */
                            buy_tax: number | null;
                            cannot_buy: boolean | null;
                            cannot_sell: boolean | null;
                            /** @example bsc */
                            chain: string;
                            /** @description Execution gas of each step */
                            gas: {
                                buy: number | null;
                                sell: number | null;
                                transfer: number | null;
                            };
                            honeypot_reason: string | null;
                            honeypot_reason_code: string | null;
                            /** @description null when there was no liquidity to test */
                            is_honeypot: boolean | null;
                            liquidity: {
                                base_token: string;
                                pair: string;
                                /** @description Integer amount in the smallest unit */
                                reserve_base: string;
                                /** @description Integer amount in the smallest unit */
                                reserve_token: string;
                            } | null;
                            /** @enum {string} */
                            risk: "honeypot" | "high" | "medium" | "low" | "unknown";
                            /** @description Fraction, not percent (0.05 = 5 %); null when the step did not run */
                            sell_tax: number | null;
                            simulation: {
                                base_token: string;
                                buy: {
                                    /** @description Integer amount in the smallest unit */
                                    expected_out: string;
                                    /** @description Integer amount in the smallest unit */
                                    received: string;
                                    /** @description The token's own revert reason when a trace revealed it, else the router's */
                                    revert_reason: string | null;
                                    router_revert_reason: string | null;
                                    /** @description Integer amount in the smallest unit */
                                    spent: string;
                                    /** @description not_run, ok, quote_failed, failed or approve_failed */
                                    status: string;
                                };
                                factory: string;
                                /** @enum {string} */
                                revert_reason_source: "trace" | "router";
                                router: string;
                                rpc_calls: number;
                                sell: {
                                    /** @description Integer amount in the smallest unit */
                                    expected_out: string;
                                    /** @description Integer amount in the smallest unit */
                                    received: string;
                                    /** @description The token's own revert reason when a trace revealed it, else the router's */
                                    revert_reason: string | null;
                                    router_revert_reason: string | null;
                                    /** @description Integer amount in the smallest unit */
                                    spent: string;
                                    /** @description not_run, ok, quote_failed, failed or approve_failed */
                                    status: string;
                                };
                                /** @description not_needed, used, unavailable (node refused) or disabled */
                                trace: string;
                                transfer: {
                                    /** @description Integer amount in the smallest unit */
                                    received: string;
                                    /** @description The token's own revert reason when a trace revealed it, else the router's */
                                    revert_reason: string | null;
                                    router_revert_reason: string | null;
                                    /** @description Integer amount in the smallest unit */
                                    sent: string;
                                    /** @description not_run, ok, quote_failed, failed or approve_failed */
                                    status: string;
                                };
                            };
                            simulation_error: string | null;
                            simulation_success: boolean;
                            /** @enum {string} */
                            status: "ok";
                            /** @example 0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82 */
                            token: string;
                            transfer_blocked: boolean | null;
                            /** @description Fraction, not percent (0.05 = 5 %); null when the step did not run */
                            transfer_tax: number | null;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/node/{chain}/tokens/{address}/risk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A token's static risk report, read from your own node
         * @description Runtime bytecode analysis: function selectors (evmole) for mint, blacklist/whitelist, fee setters, pause, ownership, trading switches, cooldowns and max-tx setters; EIP-1967 (implementation, admin, beacon), EIP-1822, zos and EIP-1167 proxies, with the implementation analysed too; SELFDESTRUCT, DELEGATECALL and CALL found by an opcode walk that skips PUSH data and the metadata trailer. Owner from owner() or getOwner(); the zero or dead address counts as renounced. Holders: the token's Transfer logs of the last 5000 blocks (`holders_window`; a node refusing that range is asked for a tenth of it) name up to 100 candidates, whose balanceOf is read at `block`; the pair, the token itself and the zero/dead addresses are excluded, so `holder_count` is a lower bound for tokens older than the window. Liquidity: the factory's pair with the wrapped native coin, its reserves, and its value (both sides) in the native coin; in USD only when a native price is configured. `risk.score` is 0 (safest) to 100: each finding weighs by severity (critical 40, high 20, medium 10, low 4, info 0), summed and capped at 100; level low < 20 <= medium < 50 <= high < 80 <= critical. Privileged functions behind a renounced owner drop one severity step unless a proxy or a take-back function can restore the owner. `token_security` uses GoPlus token_security field names with JSON booleans and fractions (0..1); null where the node cannot tell. Every figure is read at `block`; reports are cached per block hash.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /** @example 0x55d398326f99059ff775485246999027b3197955 */
                    address: string;
                    /** @description bsc or avalanche (C-chain) */
                    chain: "bsc" | "avalanche";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            /** @description The block every figure was read at */
                            block: number;
                            chain: string;
                            code: {
                                implementation_selectors: number | null;
                                matched: {
                                    category: string;
                                    selector: string;
                                    signature: string;
                                }[];
                                selectors: number;
                                /** @description Code bytes before the metadata trailer */
                                size: number;
                            };
                            holders_window: {
                                candidates_read: number;
                                from_block: number;
                                to_block: number;
                                transfers: number;
                            } | null;
                            liquidity: {
                                liquidity_native: number | null;
                                liquidity_usd: number | null;
                                native_usd: number | null;
                                note: string | null;
                                pair: string | null;
                                reserve_native: string | null;
                                reserve_token: string | null;
                                wrapped_native: string;
                            };
                            risk: {
                                findings: {
                                    /** @example mintable */
                                    code: string;
                                    description: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                }[];
                                /** @enum {unknown} */
                                level: "low" | "medium" | "high" | "critical";
                                /** @description 0 safest, 100 riskiest */
                                score: number;
                            };
                            /** @enum {string} */
                            status: "ok";
                            token: {
                                decimals: number | null;
                                total_supply: string | null;
                            };
                            token_security: {
                                anti_whale_modifiable: boolean;
                                /** @description lock/unlock functions, or an upgradeable proxy */
                                can_take_back_ownership: boolean;
                                /** @description DELEGATECALL outside the proxy mechanism */
                                delegatecall: boolean;
                                dex: {
                                    liquidity_native: number | null;
                                    liquidity_usd: number | null;
                                    pair: string;
                                }[];
                                /** @description CALL in the code that runs (static, not traced) */
                                external_call: boolean;
                                /** @description Always null: needs privilege probing, not done here */
                                hidden_owner: boolean | null;
                                /** @description Holders seen in the log window (a lower bound) */
                                holder_count: number | null;
                                holders: {
                                    address: string;
                                    /** @description Integer amount in the smallest unit */
                                    balance: string;
                                    percent: number;
                                }[];
                                /** @description Blacklist functions exist */
                                is_blacklisted: boolean;
                                is_in_dex: boolean;
                                is_mintable: boolean;
                                /** @description Always null: source verification is not on the node */
                                is_open_source: boolean | null;
                                is_proxy: boolean;
                                /** @description Whitelist functions exist */
                                is_whitelisted: boolean;
                                lp_burned_percent: number | null;
                                lp_total_supply: string | null;
                                /** @description owner() or getOwner(); null when the token has neither */
                                owner_address: string | null;
                                /** @description owner is the zero or the dead address */
                                owner_renounced: boolean;
                                personal_slippage_modifiable: boolean;
                                proxy: {
                                    admin: string | null;
                                    beacon: string | null;
                                    implementation: string | null;
                                    /** @enum {unknown} */
                                    kind: "eip1967" | "eip1967_beacon" | "eip1822" | "zos" | "eip1167";
                                } | null;
                                selfdestruct: boolean;
                                /** @description A fee/tax setter exists */
                                slippage_modifiable: boolean;
                                top10_holder_percent: number | null;
                                total_supply: string | null;
                                /** @description A cooldown setter exists */
                                trading_cooldown: boolean;
                                /** @description Trading can be enabled/disabled */
                                trading_switch: boolean;
                                transfer_pausable: boolean;
                            };
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/node/{chain}/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your tracked wallets on a chain, oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /** @description The node connection's chain */
                    chain: "bsc" | "avalanche";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            limit: number;
                            /** @enum {string} */
                            status: "ok";
                            wallets: {
                                /** @description EIP-55 checksummed */
                                address: string;
                                chain: string;
                                /** Format: date-time */
                                created_at: string;
                                label: string | null;
                                /** @description Push only native-coin transfers of at least this many whole coins (BNB, AVAX); tokens unaffected */
                                min_native: number | null;
                                /** @description Push only transfers worth at least this much; needs a known USD value (docs) */
                                min_usd: number | null;
                            }[];
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Track a wallet on your node
         * @description Records its native and ERC-20 transfers once confirmed on your node, and pushes those meeting the minimums as SIGNAL events (signal `wallet_transfer`) to your production webhooks and stream.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /** @description The node connection's chain */
                    chain: "bsc" | "avalanche";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description 0x + 40 hex; lower, upper or EIP-55 mixed case (a wrong checksum is refused)
                         * @example 0x8894E0a0c962CB723c1976a4421c95949bE2D4E3
                         */
                        address: string;
                        label?: string;
                        /** @description Whole coins (BNB, AVAX), e.g. 0.5; rounded to 9 decimals */
                        min_native?: number;
                        min_usd?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            limit: number;
                            /** @enum {string} */
                            status: "ok";
                            wallet: {
                                /** @description EIP-55 checksummed */
                                address: string;
                                chain: string;
                                /** Format: date-time */
                                created_at: string;
                                label: string | null;
                                /** @description Push only native-coin transfers of at least this many whole coins (BNB, AVAX); tokens unaffected */
                                min_native: number | null;
                                /** @description Push only transfers worth at least this much; needs a known USD value (docs) */
                                min_usd: number | null;
                            };
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/node/{chain}/wallets/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop tracking a wallet (its recorded activity goes with it) */
        delete: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /**
                     * @description 0x + 40 hex; lower, upper or EIP-55 mixed case (a wrong checksum is refused)
                     * @example 0x8894E0a0c962CB723c1976a4421c95949bE2D4E3
                     */
                    address: string;
                    /** @description The node connection's chain */
                    chain: "bsc" | "avalanche";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            /** @enum {boolean} */
                            deleted: true;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/node/{chain}/wallets/{address}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tracked wallet's confirmed transfers, newest first
         * @description Pages with `cursor` (next_cursor of the previous page). Rows above a reorganisation's fork point are removed and the new blocks recorded.
         */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /**
                     * @description 0x + 40 hex; lower, upper or EIP-55 mixed case (a wrong checksum is refused)
                     * @example 0x8894E0a0c962CB723c1976a4421c95949bE2D4E3
                     */
                    address: string;
                    /** @description The node connection's chain */
                    chain: "bsc" | "avalanche";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activity: {
                                amount: number | null;
                                /** @enum {string} */
                                asset: "native" | "erc20";
                                /** @description The exact integer amount in base units (wei, token base units): uint256 does not fit a JSON number */
                                base_units: string;
                                block_hash: string;
                                block_number: number;
                                counterparty: string | null;
                                decimals: number | null;
                                /**
                                 * @description Seen from the tracked wallet
                                 * @enum {string}
                                 */
                                direction: "in" | "out";
                                log_index: number | null;
                                /** @description Went out as a SIGNAL event */
                                pushed: boolean;
                                /**
                                 * Format: date-time
                                 * @description The block's time
                                 */
                                time: string;
                                token: string | null;
                                tx_hash: string;
                                value_usd: number | null;
                            }[];
                            next_cursor: string | null;
                            /** @enum {string} */
                            status: "ok";
                            wallet: {
                                /** @description EIP-55 checksummed */
                                address: string;
                                chain: string;
                                /** Format: date-time */
                                created_at: string;
                                label: string | null;
                                /** @description Push only native-coin transfers of at least this many whole coins (BNB, AVAX); tokens unaffected */
                                min_native: number | null;
                                /** @description Push only transfers worth at least this much; needs a known USD value (docs) */
                                min_usd: number | null;
                            };
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/node/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your connected nodes (URLs masked) */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            connections: {
                                capabilities: {
                                    /** @description debug_traceCall with callTracer is available (revert reasons) */
                                    debug_trace_call: boolean;
                                    /** @description eth_simulateV1 is available */
                                    simulate_v1: boolean;
                                    /** @description eth_call applies state overrides (needed by the honeypot check) */
                                    state_overrides: boolean;
                                    /** @description eth_subscribe newHeads works over WebSocket; null when no WebSocket URL was given or derivable */
                                    websocket_subscriptions: boolean | null;
                                };
                                /**
                                 * @description bsc (chain id 56) or avalanche (C-chain, chain id 43114)
                                 * @enum {string}
                                 */
                                chain: "bsc" | "avalanche";
                                /**
                                 * @description What the node reported
                                 * @example 56
                                 */
                                chain_id: number;
                                /** @example Geth/v1.5.10/linux-amd64/go1.23 */
                                client_version: string | null;
                                /** @example nc_3f2a9c1b7d5e4f6a08 */
                                connection_id: string;
                                /** Format: date-time */
                                created_at: string;
                                label: string | null;
                                /**
                                 * @description scheme://host/… only: the path, query and credentials are never shown again
                                 * @example https://bsc-node.example.com/…
                                 */
                                rpc_url_masked: string;
                                ws_url_masked: string | null;
                            }[];
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Connect your BSC or Avalanche C-chain node: enables Node Intelligence (billed) on that chain
         * @description The node must answer eth_chainId with the chain’s id (56 or 43114) within 5 s. Its capabilities (state overrides, eth_simulateV1, debug_traceCall, WebSocket subscriptions) are probed and recorded. One node per chain: delete the old one to replace it (409 otherwise). Private-network and loopback hosts are accepted; link-local addresses are not. A ws_url may be given; otherwise the usual one is derived (…/ext/bc/C/ws for Avalanche, else the same address with ws://) and kept only if it answers. An unreachable, non-JSON-RPC or wrong-chain node gives 400 with node_error set.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description bsc (chain id 56) or avalanche (C-chain, chain id 43114)
                         * @enum {string}
                         */
                        chain: "bsc" | "avalanche";
                        label?: string;
                        /** @description HTTP(S) JSON-RPC endpoint; may carry credentials (user:password@ or a key in the path) */
                        rpc_url: string;
                        ws_url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            capabilities: {
                                /** @description debug_traceCall with callTracer is available (revert reasons) */
                                debug_trace_call: boolean;
                                /** @description eth_simulateV1 is available */
                                simulate_v1: boolean;
                                /** @description eth_call applies state overrides (needed by the honeypot check) */
                                state_overrides: boolean;
                                /** @description eth_subscribe newHeads works over WebSocket; null when no WebSocket URL was given or derivable */
                                websocket_subscriptions: boolean | null;
                            };
                            /**
                             * @description bsc (chain id 56) or avalanche (C-chain, chain id 43114)
                             * @enum {string}
                             */
                            chain: "bsc" | "avalanche";
                            /**
                             * @description What the node reported
                             * @example 56
                             */
                            chain_id: number;
                            /** @example Geth/v1.5.10/linux-amd64/go1.23 */
                            client_version: string | null;
                            /** @example nc_3f2a9c1b7d5e4f6a08 */
                            connection_id: string;
                            /** Format: date-time */
                            created_at: string;
                            label: string | null;
                            /**
                             * @description scheme://host/… only: the path, query and credentials are never shown again
                             * @example https://bsc-node.example.com/…
                             */
                            rpc_url_masked: string;
                            /** @enum {string} */
                            status: "ok";
                            ws_url_masked: string | null;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/node/connections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect a node: Node Intelligence stops (and stops being billed) on its chain */
        delete: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            capabilities: {
                                /** @description debug_traceCall with callTracer is available (revert reasons) */
                                debug_trace_call: boolean;
                                /** @description eth_simulateV1 is available */
                                simulate_v1: boolean;
                                /** @description eth_call applies state overrides (needed by the honeypot check) */
                                state_overrides: boolean;
                                /** @description eth_subscribe newHeads works over WebSocket; null when no WebSocket URL was given or derivable */
                                websocket_subscriptions: boolean | null;
                            };
                            /**
                             * @description bsc (chain id 56) or avalanche (C-chain, chain id 43114)
                             * @enum {string}
                             */
                            chain: "bsc" | "avalanche";
                            /**
                             * @description What the node reported
                             * @example 56
                             */
                            chain_id: number;
                            /** @example Geth/v1.5.10/linux-amd64/go1.23 */
                            client_version: string | null;
                            /** @example nc_3f2a9c1b7d5e4f6a08 */
                            connection_id: string;
                            /** Format: date-time */
                            created_at: string;
                            label: string | null;
                            /**
                             * @description scheme://host/… only: the path, query and credentials are never shown again
                             * @example https://bsc-node.example.com/…
                             */
                            rpc_url_masked: string;
                            /** @enum {string} */
                            status: "ok";
                            ws_url_masked: string | null;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your OAuth clients in this key's environment (never their secrets) */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clients: {
                                /** @example cid_4Fq9ZkR2mT7xW1bN8cV3dL */
                                client_id: string;
                                /** Format: date-time */
                                created_at: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                                name: string;
                                scopes: string[];
                            }[];
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an OAuth client: its client_id and client_secret, the secret shown once
         * @description The client belongs to your account and to the environment of the key creating it (a sandbox key makes a sandbox client). Exchange its credentials at POST /oauth/token for access tokens that last 3600 s. At most 25 clients per account and environment (409 beyond). The shared public sandbox keys cannot create clients (403).
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example trading-bot */
                        name: string;
                        /**
                         * @description What the client's tokens may do: read, alerts, webhooks, nodeintel. Each must be a scope of the key (or token) creating the client.
                         * @example [
                         *       "read",
                         *       "alerts"
                         *     ]
                         */
                        scopes: ("read" | "alerts" | "webhooks" | "nodeintel")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example cid_4Fq9ZkR2mT7xW1bN8cV3dL */
                            client_id: string;
                            /** @description Shown once: store it now. Only its SHA-256 is kept; a lost secret means a new client. */
                            client_secret: string;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            environment: "sandbox" | "production";
                            name: string;
                            scopes: string[];
                            /** @enum {string} */
                            status: "ok";
                            /** @example /oauth/token */
                            token_endpoint: string;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an OAuth client: its tokens stop working at once
         * @description Every access token issued to the client is refused from then on, on every instance within moments (the same invalidation a revoked key uses). A client of another account or environment is not found.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /** @example cid_4Fq9ZkR2mT7xW1bN8cV3dL */
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onchain/bitcoin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bitcoin network: block height, hashrate, difficulty and its next adjustment, mempool and fee rates
         * @description Fee rates are in sat/vB: `fastest` targets the next block, `half_hour` about three blocks, `hour` about six, `economy` and `minimum` a day or more. `mempool_vsize` (vbytes) and `difficulty_adjustment` are null when the source leaves them out. `as_of` is when the figures were collected; a read of now whose source has gone quiet answers the last figures with `stale: true`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Point-in-time read: ISO 8601 or Unix ms, not after now and not more than ~6 months (183 days) back */
                    at?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @example 930512 */
                            block_height: number;
                            /** @example 141668107417558 */
                            difficulty: number;
                            difficulty_adjustment: {
                                /**
                                 * @description Expected change, percent
                                 * @example -1.85
                                 */
                                change_percent: number;
                                /** Format: date-time */
                                estimated_retarget_at: string;
                                /** @example 44.4 */
                                progress_percent: number;
                                /** @example 1121 */
                                remaining_blocks: number;
                            } | null;
                            fees: {
                                /** @example 3.7 */
                                economy_sat_vb: number;
                                /** @example 12.4 */
                                fastest_sat_vb: number;
                                /** @example 9.9 */
                                half_hour_sat_vb: number;
                                /** @example 6.8 */
                                hour_sat_vb: number;
                                /** @example 1 */
                                minimum_sat_vb: number;
                            };
                            /**
                             * @description Exahashes per second
                             * @example 1012.4
                             */
                            hashrate_ehs: number;
                            /** @example 48210 */
                            mempool_tx_count: number;
                            mempool_vsize: number | null;
                            /**
                             * @description Present when the figures are older than their freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onchain/dex-volume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * DEX trading volume over the last 24 hours, in total and per chain
         * @description Chains are sorted by volume, largest first. `total_volume_24h_usd` is the all-chain total (production lists the largest chains only); `chain` narrows the list; `change_1d` compares with the 24 hours before. `as_of` is when the figures were collected; a read of now whose source has gone quiet answers the last figures with `stale: true`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Point-in-time read: ISO 8601 or Unix ms, not after now and not more than ~6 months (183 days) back */
                    at?: string;
                    /**
                     * @description Chain name, case-insensitive
                     * @example Ethereum
                     */
                    chain?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            chains: {
                                /** @example Ethereum */
                                chain: string;
                                /**
                                 * @description Fraction of the all-chain total
                                 * @example 0.62
                                 */
                                share: number;
                                /** @example 2310000000 */
                                volume_24h_usd: number;
                            }[];
                            /** @description Fraction, not percent; null when unknown */
                            change_1d: number | null;
                            /**
                             * @description Present when the figures are older than their freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                            /** @example 7420000000 */
                            total_volume_24h_usd: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onchain/gas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ethereum gas market: base fee, priority fees and block
         * @description Priority fees (tips) paid over recent blocks: `slow`, `standard` and `fast` are the 10th, 50th and 90th percentiles; `priority_fee_gwei` is `standard`. `next_base_fee_gwei` is what the next block charges. `suggested_max_fee_gwei` is the usual EIP-1559 rule of thumb, 2 × base fee + standard priority fee, which survives several full blocks. `as_of` is when the figures were collected; a read of now whose source has gone quiet answers the last figures with `stale: true`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Point-in-time read: ISO 8601 or Unix ms, not after now and not more than ~6 months (183 days) back */
                    at?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @example 6.412 */
                            base_fee_gwei: number;
                            /** @example 23950120 */
                            block_number: number;
                            /** @enum {string} */
                            chain: "ethereum";
                            /** @example 6.581 */
                            next_base_fee_gwei: number;
                            /** @example 0.35 */
                            priority_fee_gwei: number;
                            priority_fees_gwei: {
                                /** @example 1.6 */
                                fast: number;
                                /** @example 0.05 */
                                slow: number;
                                /** @example 0.35 */
                                standard: number;
                            };
                            /**
                             * @description Present when the figures are older than their freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                            /** @example 13.174 */
                            suggested_max_fee_gwei: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onchain/stablecoins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Total stablecoin supply and its changes over 1, 7 and 30 days
         * @description Changes are fractions (0.012 = +1.2 %); `change_7d_usd` is the 7-day change in dollars. A change is null when the source has no earlier figure. `as_of` is when the figures were collected; a read of now whose source has gone quiet answers the last figures with `stale: true`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Point-in-time read: ISO 8601 or Unix ms, not after now and not more than ~6 months (183 days) back */
                    at?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @description Fraction, not percent; null when unknown */
                            change_1d: number | null;
                            /** @description Fraction, not percent; null when unknown */
                            change_7d: number | null;
                            change_7d_usd: number | null;
                            /** @description Fraction, not percent; null when unknown */
                            change_30d: number | null;
                            /**
                             * @description Present when the figures are older than their freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                            /** @example 198300000000 */
                            total_supply_usd: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onchain/tvl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Total value locked in DeFi, in total and per chain
         * @description Chains are sorted by TVL, largest first. `total_tvl_usd` is always the all-chain total; `chain` narrows the list. `as_of` is when the figures were collected; a read of now whose source has gone quiet answers the last figures with `stale: true`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Point-in-time read: ISO 8601 or Unix ms, not after now and not more than ~6 months (183 days) back */
                    at?: string;
                    /**
                     * @description Chain name, case-insensitive
                     * @example Ethereum
                     */
                    chain?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            chains: {
                                /** @example Ethereum */
                                chain: string;
                                /**
                                 * @description Fraction of the all-chain total
                                 * @example 0.62
                                 */
                                share: number;
                                /** @example 61800000000 */
                                tvl_usd: number;
                            }[];
                            /**
                             * @description Present when the figures are older than their freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                            /** @example 95400000000 */
                            total_tvl_usd: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onchain/valuation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MVRV and exchange flows of one asset
         * @description The symbol follows your plan (Free: BTC only; sandbox keys: TEST_ symbols). `mvrv_zone`: undervalued below 1, fair 1 to 2.4, elevated 2.4 to 3.5, overheated from 3.5. `exchange_flow_direction`: inflow when more coins moved onto exchanges than off them over 24 h (selling pressure), outflow for the reverse. A figure the on-chain source does not publish is null (production: Coin Metrics community data has no large-transaction counts; see docs/sources.md). `as_of` is when the figures were collected; a read of now whose source has gone quiet answers the last figures with `stale: true`.
         */
        get: {
            parameters: {
                query: {
                    /** @description Point-in-time read: ISO 8601 or Unix ms, not after now and not more than ~6 months (183 days) back */
                    at?: string;
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            exchange_flow_direction: ("inflow" | "outflow" | "balanced") | null;
                            exchange_netflow_24h_usd: number | null;
                            large_holders: {
                                balance: number | null;
                                count: number | null;
                                count_30d_ago: number | null;
                            };
                            large_tx_count_7d_avg: number | null;
                            large_tx_count_24h: number | null;
                            mvrv: number | null;
                            mvrv_zone: ("undervalued" | "fair" | "elevated" | "overheated") | null;
                            /**
                             * @description Present when the figures are older than their freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                            /** @example TEST_BTC */
                            symbol: string;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onchain/yields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * DeFi yield pools, highest APY first
         * @description APYs are fractions (0.048 = 4.8 %): `apy` = `apy_base` (fees, lending) + `apy_reward` (incentive tokens), each null where the source has none. Production lists the largest pools by TVL. `matched` counts pools passing the filters before `limit`. `as_of` is when the figures were collected; a read of now whose source has gone quiet answers the last figures with `stale: true`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Point-in-time read: ISO 8601 or Unix ms, not after now and not more than ~6 months (183 days) back */
                    at?: string;
                    /**
                     * @description Chain name, case-insensitive
                     * @example Ethereum
                     */
                    chain?: string;
                    limit?: number;
                    /** @description Only pools with at least this TVL */
                    min_tvl_usd?: number;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            matched: number;
                            pools: {
                                /**
                                 * @description Fraction, not percent
                                 * @example 0.048
                                 */
                                apy: number;
                                /** @description Fraction, not percent; null when unknown */
                                apy_base: number | null;
                                /** @description Fraction, not percent; null when unknown */
                                apy_reward: number | null;
                                /** @example Ethereum */
                                chain: string;
                                /** @example aave-v3-eth-usdc */
                                pool: string;
                                /** @example aave-v3 */
                                project: string;
                                /** @example USDC */
                                symbol: string;
                                /** @example 2100000000 */
                                tvl_usd: number;
                            }[];
                            /**
                             * @description Present when the figures are older than their freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/options/flow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Large options prints for one asset, newest first, with call/put totals and the option book
         * @description `since` defaults to 24 hours ago and may reach back 30 days. `totals` cover every print in the window that passes `min_premium_usd`, whatever `kind` and `limit` say, so the put/call ratio stays meaningful; `put_call_ratio` is put premium / call premium (null without calls). `book` is the whole option book now: volume, open interest by expiry and strike and the open-interest put/call ratio. Options are listed for BTC and ETH (sandbox: TEST_BTC, TEST_ETH); other assets answer an empty list and a null book. Production records prints of at least $10,000 premium (docs/sources.md).
         */
        get: {
            parameters: {
                query: {
                    kind?: "call" | "put";
                    limit?: number;
                    min_premium_usd?: number;
                    /** @description Start of the window: ISO 8601 or Unix ms, within the last 30 days */
                    since?: string;
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @description The whole option book (open interest by expiry and strike); null for assets without listed options */
                            book: {
                                /** Format: date-time */
                                as_of: string;
                                /** @description Every listed expiry, soonest first */
                                by_expiry: {
                                    /**
                                     * @description Contracts (1 contract = 1 coin)
                                     * @example 1820.4
                                     */
                                    call_open_interest: number;
                                    /** Format: date-time */
                                    expiry: string;
                                    /** @example 1210.7 */
                                    put_open_interest: number;
                                    volume_24h_usd: number;
                                }[];
                                /** @description The strikes with the most open interest over all expiries, largest first */
                                by_strike: {
                                    /**
                                     * @description Contracts (1 contract = 1 coin)
                                     * @example 1820.4
                                     */
                                    call_open_interest: number;
                                    /** @example 1210.7 */
                                    put_open_interest: number;
                                    /** @example 100000 */
                                    strike: number;
                                }[];
                                call_open_interest_usd: number;
                                call_volume_24h_usd: number;
                                /** @example 31400000000 */
                                open_interest_usd: number;
                                /**
                                 * @description Put open interest / call open interest (contracts); null without calls
                                 * @example 0.62
                                 */
                                put_call_ratio: number | null;
                                put_open_interest_usd: number;
                                put_volume_24h_usd: number;
                                /**
                                 * @description Present when the source has gone quiet: nothing new within its freshness bound
                                 * @enum {boolean}
                                 */
                                stale?: true;
                                /** @example 98250 */
                                underlying_price: number;
                                /** @example 1480000000 */
                                volume_24h_usd: number;
                            } | null;
                            count: number;
                            flows: {
                                /** Format: date-time */
                                expiry: string;
                                /**
                                 * @description Annualised, fraction
                                 * @example 0.512
                                 */
                                implied_vol: number;
                                /** @example BTC-27MAR26-120000-C */
                                instrument: string;
                                /** @enum {string} */
                                kind: "call" | "put";
                                /** @example 2650000 */
                                notional_usd: number;
                                /** @example 184200 */
                                premium_usd: number;
                                /**
                                 * @description Aggressor side
                                 * @enum {string}
                                 */
                                side: "buy" | "sell";
                                /** @example 120000 */
                                strike: number;
                                /** Format: date-time */
                                time: string;
                            }[];
                            /** Format: date-time */
                            since: string;
                            /**
                             * @description Present when the source has gone quiet: nothing new within its freshness bound
                             * @enum {boolean}
                             */
                            stale?: true;
                            /** @enum {string} */
                            status: "ok";
                            /** @example BTC */
                            symbol: string;
                            totals: {
                                /** @example 18420000 */
                                call_premium_usd: number;
                                prints: number;
                                /** @example 0.5999 */
                                put_call_ratio: number | null;
                                /** @example 11050000 */
                                put_premium_usd: number;
                            };
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signals/accumulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accumulation score (0..10), components, phase and confidence per symbol
         * @description symbol takes a comma-separated list of at most 20. With exactly one symbol its signal is also given at the top level. Formulas in docs/signals.md ("Accumulation").
         */
        get: {
            parameters: {
                query: {
                    /**
                     * @description One symbol or a comma-separated list
                     * @example TEST_BTC,TEST_ETH
                     */
                    symbol: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description 0..10; above 7.5 is strong accumulation
                             * @example 7.82
                             */
                            accumulation_score?: number;
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            components?: {
                                exchange_outflow: number | null;
                                large_txn_increase: number | null;
                                mvrv_signal: number | null;
                                /** @example 8.9 */
                                whale_accumulation: number;
                            };
                            /**
                             * @example HIGH
                             * @enum {unknown}
                             */
                            confidence?: "HIGH" | "MEDIUM" | "LOW";
                            /** @example 2 */
                            count: number;
                            /**
                             * @description Rough heuristic, see docs/signals.md
                             * @example 9.9
                             */
                            estimated_duration_weeks?: number;
                            /** @description Components left out (their input is not available; they are null) with why; the score is blended from the rest. Empty when everything was there. */
                            missing?: {
                                /** @example large_txn_increase */
                                component: string;
                                /** @example large transaction counts: the on-chain source does not publish it */
                                reason: string;
                            }[];
                            /**
                             * @example ACCUMULATION
                             * @enum {unknown}
                             */
                            phase?: "ACCUMULATION" | "MARKUP" | "DISTRIBUTION" | "MARKDOWN" | "NEUTRAL";
                            signals: {
                                /**
                                 * @description 0..10; above 7.5 is strong accumulation
                                 * @example 7.82
                                 */
                                accumulation_score: number;
                                components: {
                                    exchange_outflow: number | null;
                                    large_txn_increase: number | null;
                                    mvrv_signal: number | null;
                                    /** @example 8.9 */
                                    whale_accumulation: number;
                                };
                                /**
                                 * @example HIGH
                                 * @enum {unknown}
                                 */
                                confidence: "HIGH" | "MEDIUM" | "LOW";
                                /**
                                 * @description Rough heuristic, see docs/signals.md
                                 * @example 9.9
                                 */
                                estimated_duration_weeks: number;
                                /** @description Components left out (their input is not available; they are null) with why; the score is blended from the rest. Empty when everything was there. */
                                missing: {
                                    /** @example large_txn_increase */
                                    component: string;
                                    /** @example large transaction counts: the on-chain source does not publish it */
                                    reason: string;
                                }[];
                                /**
                                 * @example ACCUMULATION
                                 * @enum {unknown}
                                 */
                                phase: "ACCUMULATION" | "MARKUP" | "DISTRIBUTION" | "MARKDOWN" | "NEUTRAL";
                                /** @example TEST_BTC */
                                symbol: string;
                                /**
                                 * @description Price change over 30 daily closes, fraction (used for the phase)
                                 * @example 0.021
                                 */
                                trend_30d: number;
                            }[];
                            /** @enum {string} */
                            status: "ok";
                            /** @example TEST_BTC */
                            symbol?: string;
                            /**
                             * @description Price change over 30 daily closes, fraction (used for the phase)
                             * @example 0.021
                             */
                            trend_30d?: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/status/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every upstream source and how it is doing
         * @description One entry per upstream, including those this deployment does not collect (disabled). Any key may ask. Data from a source that is down is still served, marked `stale: true` where it appears.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            count: number;
                            sources: {
                                /** @description Seconds since its last success */
                                age_seconds: number | null;
                                /** @description Whether this deployment collects it */
                                collected: boolean;
                                consecutive_failures: number;
                                failures: number;
                                /** @enum {unknown} */
                                feeds: "whales" | "derivatives" | "onchain" | "options" | "etf" | "news";
                                /** @description How old its data may be and still count as current */
                                fresh_within_seconds: number;
                                last_cycle_ms: number | null;
                                last_error: string | null;
                                last_error_at: string | null;
                                /** @description Rows the last good cycle wrote */
                                last_items: number | null;
                                /** @description Items it had to leave out */
                                last_skipped: number | null;
                                last_success_at: string | null;
                                /** @example binance */
                                name: string;
                                /**
                                 * @description The setting that points it at another address
                                 * @example BINANCE_FAPI_URL
                                 */
                                setting: string;
                                /**
                                 * @description ok: fresh and whole; degraded: fresh, but the last attempt failed or left items out; down: no success within its freshness bound (its data is served marked stale); disabled: not collected by this deployment (not in LIVE_SOURCES, or its address setting is empty)
                                 * @enum {unknown}
                                 */
                                state: "ok" | "degraded" | "down" | "disabled";
                                successes: number;
                            }[];
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/symbols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Symbols you can ask about, with the plans that include each
         * @description Sandbox keys see the TEST_ symbols; production keys the live universe: a static list of majors, then every perpetual the collectors have found on the venues. test_only=true keeps only TEST_ symbols. `readable` lists the symbols the calling key can read (`accessible` says the same per symbol): a plan reads the same set live and on its TEST_ twins.
         */
        get: {
            parameters: {
                query?: {
                    environment?: string;
                    test_only?: boolean;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            /** @description Symbols the calling key can read */
                            readable: string[];
                            /** @enum {string} */
                            status: "ok";
                            symbols: {
                                /** @description Whether the calling key can read it */
                                accessible: boolean;
                                instruments: {
                                    [key: string]: string;
                                };
                                /** @example BTCUSDT */
                                pair: string;
                                /** @description Plans whose keys can read this symbol */
                                plans: string[];
                                /**
                                 * @example BTC
                                 * @example TEST_BTC
                                 */
                                symbol: string;
                                test: boolean;
                                venues: string[];
                            }[];
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events emitted to this account by clock moves, oldest first
         * @description Read from the one events table (the account's sandbox events); `seq` is the event's position there, so it grows but is not contiguous.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Return events with seq greater than this */
                    after?: number;
                    limit?: number;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                direction: string | null;
                                /**
                                 * @description A confirmation side changing event (HIGH, MEDIUM, VETO), or a SIGNAL (a whale trade, an alert rule)
                                 * @enum {unknown}
                                 */
                                event: "HIGH" | "MEDIUM" | "VETO" | "SIGNAL";
                                /**
                                 * @description confirm: a confirmation bucket change; whale: a test whale trade; alert: one of your alert rules
                                 * @enum {unknown}
                                 */
                                kind: "confirm" | "whale" | "alert";
                                /** @description The event as a webhook carries it, with webhook_id null (docs/events.md) */
                                payload: {
                                    /** @description CONFIRM, REDUCE or SKIP */
                                    action: string;
                                    /** @description -1 (strong contra) to +1 (strong confirm) */
                                    composite: number;
                                    /** @description HIGH or MEDIUM */
                                    confidence: string;
                                    /** @description HIGH, MEDIUM, LOW or NONE */
                                    confirmation: string;
                                    /** @enum {string} */
                                    direction: "long" | "short";
                                    /** @description HIGH, MEDIUM or VETO */
                                    event: string;
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it fired, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                } | {
                                    /**
                                     * @description buy → long, sell → short
                                     * @enum {string}
                                     */
                                    direction: "long" | "short";
                                    /** @enum {string} */
                                    event: "SIGNAL";
                                    /** @enum {string} */
                                    signal: "whale_trade" | "whale_liquidation";
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it happened, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                    /** @description The row GET /v1/whales/events lists */
                                    whale_event: {
                                        [key: string]: unknown;
                                    };
                                } | {
                                    alert_id: number;
                                    /** @description Its composite, -1..1; null without one */
                                    composite: number | null;
                                    condition: {
                                        bucket: string | null;
                                        direction: string | null;
                                        level: number | null;
                                        min_usd: number | null;
                                        type: string;
                                    };
                                    /** @description The symbol's confirmation confidence for the direction; null without a fresh score */
                                    confidence: string | null;
                                    description: string | null;
                                    /** @enum {string} */
                                    direction: "long" | "short";
                                    /** @enum {string} */
                                    event: "SIGNAL";
                                    /** @enum {string} */
                                    signal: "alert";
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it fired, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description The figure that met the condition */
                                    value: number | string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                    whale_event: {
                                        [key: string]: unknown;
                                    } | null;
                                } | {
                                    [key: string]: unknown;
                                };
                                seq: number;
                                symbol: string;
                                /** @description When the signal fired, Unix ms (sandbox time) */
                                t: number;
                            }[];
                            next_after: number;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test/inject-error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the next matching requests of this account fail with an error
         * @description The persistent counterpart of the X-Test-Error header. The /test operations themselves are never affected by injected errors, so reset always works (an X-Test-Error header sent with a /test request does apply to that request).
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "invalid_key" | "rate_limit_exceeded" | "not_found" | "service_unavailable" | "timeout";
                        count?: number;
                        /** @description Path prefix, with or without /v1 */
                        path?: string;
                        ttl_seconds?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            expires_at: number | null;
                            id: number;
                            path: string | null;
                            remaining: number | null;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset this account's sandbox state (one resource, or everything) */
        post: {
            parameters: {
                query?: {
                    /**
                     * @description One resource: clock, errors or whales (GET /v1/test/status lists them); none resets everything
                     * @example clock
                     */
                    resource?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /**
                         * @description One resource: clock, errors or whales (GET /v1/test/status lists them); none resets everything
                         * @example clock
                         */
                        resource?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resource: string;
                            /** @enum {string} */
                            status: "reset_complete";
                            timestamp: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test/simulate-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Freeze this account's sandbox clock at an instant, or move it forward
         * @description Send {"to": <unix ms>} or {"advance_seconds": n}. Signals that fire in the skipped window are emitted, in order, as events (replayed over at most the last 7 days, at most 500 kept), your sandbox alert rules included; each is delivered to your matching sandbox webhooks (docs/events.md).
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        advance_seconds?: number;
                        /** @description Unix ms, from 2020-01-01 to ten years ahead of now */
                        to?: number;
                    } & (unknown | unknown);
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clock: {
                                iso: string;
                                /** @enum {string} */
                                mode: "frozen" | "real_time";
                                now_ms: number;
                            };
                            events: {
                                direction: string | null;
                                /**
                                 * @description A confirmation side changing event (HIGH, MEDIUM, VETO), or a SIGNAL (a whale trade, an alert rule)
                                 * @enum {unknown}
                                 */
                                event: "HIGH" | "MEDIUM" | "VETO" | "SIGNAL";
                                /**
                                 * @description confirm: a confirmation bucket change; whale: a test whale trade; alert: one of your alert rules
                                 * @enum {unknown}
                                 */
                                kind: "confirm" | "whale" | "alert";
                                /** @description The event as a webhook carries it, with webhook_id null (docs/events.md) */
                                payload: {
                                    /** @description CONFIRM, REDUCE or SKIP */
                                    action: string;
                                    /** @description -1 (strong contra) to +1 (strong confirm) */
                                    composite: number;
                                    /** @description HIGH or MEDIUM */
                                    confidence: string;
                                    /** @description HIGH, MEDIUM, LOW or NONE */
                                    confirmation: string;
                                    /** @enum {string} */
                                    direction: "long" | "short";
                                    /** @description HIGH, MEDIUM or VETO */
                                    event: string;
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it fired, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                } | {
                                    /**
                                     * @description buy → long, sell → short
                                     * @enum {string}
                                     */
                                    direction: "long" | "short";
                                    /** @enum {string} */
                                    event: "SIGNAL";
                                    /** @enum {string} */
                                    signal: "whale_trade" | "whale_liquidation";
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it happened, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                    /** @description The row GET /v1/whales/events lists */
                                    whale_event: {
                                        [key: string]: unknown;
                                    };
                                } | {
                                    alert_id: number;
                                    /** @description Its composite, -1..1; null without one */
                                    composite: number | null;
                                    condition: {
                                        bucket: string | null;
                                        direction: string | null;
                                        level: number | null;
                                        min_usd: number | null;
                                        type: string;
                                    };
                                    /** @description The symbol's confirmation confidence for the direction; null without a fresh score */
                                    confidence: string | null;
                                    description: string | null;
                                    /** @enum {string} */
                                    direction: "long" | "short";
                                    /** @enum {string} */
                                    event: "SIGNAL";
                                    /** @enum {string} */
                                    signal: "alert";
                                    symbol: string;
                                    /**
                                     * Format: date-time
                                     * @description When it fired, ISO 8601 UTC
                                     */
                                    ts: string;
                                    /** @description The figure that met the condition */
                                    value: number | string;
                                    /** @description null outside a webhook delivery */
                                    webhook_id: number | null;
                                    whale_event: {
                                        [key: string]: unknown;
                                    } | null;
                                } | {
                                    [key: string]: unknown;
                                };
                                seq: number;
                                symbol: string;
                                /** @description When the signal fired, Unix ms (sandbox time) */
                                t: number;
                            }[];
                            events_dropped: number;
                            events_emitted: number;
                            previous_ms: number;
                            replayed_from: number;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox health: the clock, seed, data range, active injected errors and last reset */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active_errors: {
                                code: string;
                                expires_at: number | null;
                                id: number;
                                path: string | null;
                                remaining: number | null;
                            }[];
                            clock: {
                                iso: string;
                                /** @enum {string} */
                                mode: "frozen" | "real_time";
                                now_ms: number;
                            };
                            data_range: {
                                from_ms: number;
                                to_ms: number;
                            };
                            /** @enum {string} */
                            environment: "sandbox";
                            last_reset: {
                                at_ms: number;
                                resource: string;
                            } | null;
                            /** @description Resources POST /v1/test/reset accepts */
                            resettable: string[];
                            seed: string;
                            /** @enum {string} */
                            status: "ok";
                            /** @description The TEST_ symbols this key can read */
                            symbols: string[];
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This account's webhook registrations in the key's environment */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example 20 */
                            max_registrations: number;
                            /** @enum {string} */
                            status: "ok";
                            webhooks: {
                                /** @description Deliveries in a row that failed after every retry; reset by an acknowledged one or by re-enabling */
                                consecutive_failures: number;
                                /** Format: date-time */
                                created_at: string;
                                description: string | null;
                                disabled_at: string | null;
                                /**
                                 * @description Why it is disabled: disabled_by_request (PATCH enabled=false), or repeated failed deliveries
                                 * @example null
                                 */
                                disabled_reason: string | null;
                                /** @description false: no deliveries are made (see disabled_reason) */
                                enabled: boolean;
                                /**
                                 * @description The environment of the key that registered it: which events it receives
                                 * @enum {string}
                                 */
                                environment: "sandbox" | "production";
                                /**
                                 * @example [
                                 *       "HIGH",
                                 *       "VETO"
                                 *     ]
                                 */
                                events: string[];
                                /** @enum {number} */
                                format: 1 | 2;
                                /**
                                 * @example [
                                 *       "TEST_BTC",
                                 *       "TEST_ETH"
                                 *     ]
                                 */
                                symbols: string[];
                                /** Format: date-time */
                                updated_at: string;
                                /** @example https://bot.example.com/hooks/msig */
                                url: string;
                                /** @example 42 */
                                webhook_id: number;
                            }[];
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a webhook: events and symbols to receive at an https url, signed with your secret
         * @description Pro and Enterprise plans (their sandbox keys included; not the public sandbox keys). A sandbox key's registration receives sandbox events (TEST_ symbols), a production key's production events. At most 20 registrations per account in each environment (409 beyond). Test it with POST /v1/webhooks/test.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description A label of your own
                         * @example BTC and ETH entries for the main bot
                         */
                        description?: string;
                        /**
                         * @description Event names (HIGH, MEDIUM, VETO, SIGNAL), or ["*"] for every event. "*" must stand alone; duplicates are dropped.
                         * @example [
                         *       "HIGH",
                         *       "VETO"
                         *     ]
                         */
                        events: ("HIGH" | "MEDIUM" | "VETO" | "SIGNAL" | "*")[];
                        /**
                         * @description 1: the documented X-Service-Event and X-Service-Signature headers; 2: Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature)
                         * @default 1
                         * @enum {number}
                         */
                        format?: 1 | 2;
                        /**
                         * @description Input only, 16 to 256 printable characters. Kept only as its lowercase hex SHA-256, which keys the signatures (format 1: that hex text is the HMAC-SHA256 key; format 2: its 32 bytes). Never returned.
                         * @example whsec-7Hq2pX9vLm4Rt8Kc
                         */
                        secret: string;
                        /**
                         * @description Symbols of the key's environment (sandbox keys: TEST_ symbols), in any spelling /v1/symbols accepts (BTCUSDT, BTC-USDT, BINANCE:BTCUSDT.P), stored canonical and de-duplicated; or ["*"] for every symbol. At most 100.
                         * @example [
                         *       "TEST_BTC",
                         *       "TEST_ETH"
                         *     ]
                         */
                        symbols: string[];
                        /**
                         * @description Must start with https://. Its host must resolve to public addresses only (not loopback, private, link-local or cloud metadata), unless the operator set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true. Stored normalised (lower-case host).
                         * @example https://bot.example.com/hooks/msig
                         */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Deliveries in a row that failed after every retry; reset by an acknowledged one or by re-enabling */
                            consecutive_failures: number;
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            disabled_at: string | null;
                            /**
                             * @description Why it is disabled: disabled_by_request (PATCH enabled=false), or repeated failed deliveries
                             * @example null
                             */
                            disabled_reason: string | null;
                            /** @description false: no deliveries are made (see disabled_reason) */
                            enabled: boolean;
                            /**
                             * @description The environment of the key that registered it: which events it receives
                             * @enum {string}
                             */
                            environment: "sandbox" | "production";
                            /**
                             * @example [
                             *       "HIGH",
                             *       "VETO"
                             *     ]
                             */
                            events: string[];
                            /** @enum {number} */
                            format: 1 | 2;
                            /** @example Webhook registered. Send a signed test delivery with POST /v1/webhooks/test {"webhook_id": 42}. */
                            message: string;
                            /** @enum {string} */
                            status: "ok";
                            /**
                             * @example [
                             *       "TEST_BTC",
                             *       "TEST_ETH"
                             *     ]
                             */
                            symbols: string[];
                            /** Format: date-time */
                            updated_at: string;
                            /** @example https://bot.example.com/hooks/msig */
                            url: string;
                            /** @example 42 */
                            webhook_id: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook registration (never its secret) */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /**
                     * @description webhook_id
                     * @example 42
                     */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Deliveries in a row that failed after every retry; reset by an acknowledged one or by re-enabling */
                            consecutive_failures: number;
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            disabled_at: string | null;
                            /**
                             * @description Why it is disabled: disabled_by_request (PATCH enabled=false), or repeated failed deliveries
                             * @example null
                             */
                            disabled_reason: string | null;
                            /** @description false: no deliveries are made (see disabled_reason) */
                            enabled: boolean;
                            /**
                             * @description The environment of the key that registered it: which events it receives
                             * @enum {string}
                             */
                            environment: "sandbox" | "production";
                            /**
                             * @example [
                             *       "HIGH",
                             *       "VETO"
                             *     ]
                             */
                            events: string[];
                            /** @enum {number} */
                            format: 1 | 2;
                            /** @enum {string} */
                            status: "ok";
                            /**
                             * @example [
                             *       "TEST_BTC",
                             *       "TEST_ETH"
                             *     ]
                             */
                            symbols: string[];
                            /** Format: date-time */
                            updated_at: string;
                            /** @example https://bot.example.com/hooks/msig */
                            url: string;
                            /** @example 42 */
                            webhook_id: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook registration; its pending deliveries are not sent */
        delete: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /**
                     * @description webhook_id
                     * @example 42
                     */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a webhook: url, events, symbols, format, description, rotate the secret, or disable/enable it
         * @description Send only the fields to change. `secret` replaces the old one at once. `enabled: false` pauses deliveries (disabled_reason disabled_by_request); `enabled: true` resumes them and resets consecutive_failures.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /**
                     * @description webhook_id
                     * @example 42
                     */
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description null removes it */
                        description?: string | null;
                        enabled?: boolean;
                        /**
                         * @description Event names (HIGH, MEDIUM, VETO, SIGNAL), or ["*"] for every event. "*" must stand alone; duplicates are dropped.
                         * @example [
                         *       "HIGH",
                         *       "VETO"
                         *     ]
                         */
                        events?: ("HIGH" | "MEDIUM" | "VETO" | "SIGNAL" | "*")[];
                        /**
                         * @description 1: the documented X-Service-Event and X-Service-Signature headers; 2: Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature)
                         * @enum {number}
                         */
                        format?: 1 | 2;
                        /**
                         * @description Input only, 16 to 256 printable characters. Kept only as its lowercase hex SHA-256, which keys the signatures (format 1: that hex text is the HMAC-SHA256 key; format 2: its 32 bytes). Never returned.
                         * @example whsec-7Hq2pX9vLm4Rt8Kc
                         */
                        secret?: string;
                        /**
                         * @description Symbols of the key's environment (sandbox keys: TEST_ symbols), in any spelling /v1/symbols accepts (BTCUSDT, BTC-USDT, BINANCE:BTCUSDT.P), stored canonical and de-duplicated; or ["*"] for every symbol. At most 100.
                         * @example [
                         *       "TEST_BTC",
                         *       "TEST_ETH"
                         *     ]
                         */
                        symbols?: string[];
                        /**
                         * @description Must start with https://. Its host must resolve to public addresses only (not loopback, private, link-local or cloud metadata), unless the operator set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true. Stored normalised (lower-case host).
                         * @example https://bot.example.com/hooks/msig
                         */
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Deliveries in a row that failed after every retry; reset by an acknowledged one or by re-enabling */
                            consecutive_failures: number;
                            /** Format: date-time */
                            created_at: string;
                            description: string | null;
                            disabled_at: string | null;
                            /**
                             * @description Why it is disabled: disabled_by_request (PATCH enabled=false), or repeated failed deliveries
                             * @example null
                             */
                            disabled_reason: string | null;
                            /** @description false: no deliveries are made (see disabled_reason) */
                            enabled: boolean;
                            /**
                             * @description The environment of the key that registered it: which events it receives
                             * @enum {string}
                             */
                            environment: "sandbox" | "production";
                            /**
                             * @example [
                             *       "HIGH",
                             *       "VETO"
                             *     ]
                             */
                            events: string[];
                            /** @enum {number} */
                            format: 1 | 2;
                            /** @enum {string} */
                            status: "ok";
                            /**
                             * @example [
                             *       "TEST_BTC",
                             *       "TEST_ETH"
                             *     ]
                             */
                            symbols: string[];
                            /** Format: date-time */
                            updated_at: string;
                            /** @example https://bot.example.com/hooks/msig */
                            url: string;
                            /** @example 42 */
                            webhook_id: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's delivery log: each delivery with every attempt
         * @description Newest first. `status` filters; page with `cursor` (the `next_cursor` of the previous page). Deliveries and their attempts are kept 30 days.
         */
        get: {
            parameters: {
                query?: {
                    cursor?: number;
                    limit?: number;
                    status?: "pending" | "succeeded" | "failed";
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /** @description The registration (webhook_id) */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                attempts: {
                                    /** Format: date-time */
                                    at: string;
                                    error: string | null;
                                    /** @description Until the whole answer arrived, or the attempt gave up */
                                    latency_ms: number;
                                    /** @description The attempt's number over the delivery's life (redeliveries continue it) */
                                    n: number;
                                    response_status: number | null;
                                }[];
                                /** @description The exact bytes sent and signed, kept 30 days */
                                body: string;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                delivery_id: number;
                                /** @example HIGH */
                                event: string;
                                /**
                                 * @description The event id: the same on every attempt and redelivery
                                 * @example evt_01k…
                                 */
                                event_id: string;
                                next_attempt_at: string | null;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                symbol: string;
                                /** @description Sent by POST /v1/webhooks/test (never retried) */
                                test: boolean;
                            }[];
                            next_cursor: number | null;
                            /** @enum {string} */
                            status: "ok";
                            webhook_id: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery again: a new series of attempts, the same event id and body
         * @description For a delivery that succeeded or failed (409 while it is still pending, for a test delivery, or when the webhook is disabled). Retries follow as for any delivery.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /** @description A delivery of that registration */
                    delivery_id: number;
                    /** @description The registration (webhook_id) */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The number the next attempt will have */
                            attempt: number;
                            delivery_id: number;
                            /** @enum {string} */
                            delivery_status: "pending";
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver every failed delivery created in a window
         * @description `since` (required) and `until` (default now): ISO 8601 or Unix ms, within the 30 days deliveries are kept. Each failed delivery gets a new series of attempts with its own event id and body.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /** @description The registration (webhook_id) */
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        since: string | number;
                        until?: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Failed deliveries queued again */
                            requeued: number;
                            /** Format: date-time */
                            since: string;
                            /** @enum {string} */
                            status: "ok";
                            /** Format: date-time */
                            until: string;
                            webhook_id: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed test delivery now and see the outcome
         * @description The body is the real shape of the event (default HIGH) with `"test": true`, signed in the registration's format. The answer comes after the attempt (at most 10 s). `symbol` defaults to the registration's first symbol (TEST_BTC or BTC for ["*"]).
         */
        post: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        event?: "HIGH" | "MEDIUM" | "VETO" | "SIGNAL";
                        symbol?: string;
                        webhook_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The exact bytes sent */
                            body: string;
                            /** @description The receiver answered 2xx within 10 s */
                            delivered: boolean;
                            /** @description In the delivery log, marked test */
                            delivery_id: number;
                            error: string | null;
                            event: string;
                            event_id: string;
                            /** @description 1 (X-Service-Signature) or 2 (Standard Webhooks) */
                            format: number;
                            latency_ms: number;
                            response_status: number | null;
                            /** @enum {string} */
                            status: "ok";
                            symbol: string;
                            webhook_id: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/whales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tracked whale wallets with an open-positions summary
         * @deprecated
         * @description Filter by a symbol they hold, by label; sort by account value, all-time PnL or 24 h volume (descending). Each wallet's positions block covers only the symbols your key can read (listed in `symbols`); account value, PnL and volume are the wallet's own figures. Deprecated: use /v2/whales/tracking. Removed on 2028-01-01; responses carry Deprecation, Sunset and Link (rel="successor-version") headers.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description Exact label, any case
                     * @example Accumulator
                     */
                    label?: string;
                    /** @description At most this many (1..500) */
                    limit?: number;
                    sort?: "account_value" | "pnl" | "volume";
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /**
                             * @description Whales in this answer
                             * @example 100
                             */
                            count: number;
                            /** @enum {string} */
                            status: "ok";
                            /**
                             * @description The symbols positions and position figures cover: those your key can read
                             * @example [
                             *       "BTC"
                             *     ]
                             */
                            symbols: string[];
                            /**
                             * @description Whales matching the filters before the limit
                             * @example 124
                             */
                            total: number;
                            whales: {
                                /**
                                 * @description Account value, USD
                                 * @example 157823077
                                 */
                                account_value_usd: number;
                                /** @example 0x7e5700000000000000000000000000000000acc1 */
                                address: string;
                                /**
                                 * @description Human label where known (the sandbox test whales: Accumulator, Distributor, Oscillator, Volatility)
                                 * @example Accumulator
                                 */
                                label: string | null;
                                /**
                                 * @description All-time PnL (leaderboard figure), USD
                                 * @example 55206166
                                 */
                                pnl_all_time_usd: number;
                                positions: {
                                    /**
                                     * @description Open positions
                                     * @example 6
                                     */
                                    count: number;
                                    /**
                                     * @description Open long notional, USD
                                     * @example 41250000
                                     */
                                    long_notional_usd: number;
                                    /**
                                     * @description Open short notional, USD
                                     * @example 0
                                     */
                                    short_notional_usd: number;
                                    /**
                                     * @description Symbols with an open position, largest first
                                     * @example [
                                     *       "TEST_BTC",
                                     *       "TEST_ETH"
                                     *     ]
                                     */
                                    symbols: string[];
                                };
                                /** @description The wallet's figures or positions are past their freshness bound (leaderboard 6 h, positions 1 h): the last known ones (/v1/status/sources says why); always false in the sandbox */
                                stale: boolean;
                                /**
                                 * @description Traded volume over the last 24 h, USD
                                 * @example 396792
                                 */
                                volume_24h_usd: number;
                            }[];
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/whales/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whales positioned in one symbol, largest first, with the long/short consensus
         * @description The consensus covers every tracked whale in the symbol, not only the listed ones.
         */
        get: {
            parameters: {
                query?: {
                    /** @description At most this many (1..500) */
                    limit?: number;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path: {
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            consensus: {
                                /**
                                 * @description long or short when that side holds at least 55 % of the notional, else neutral
                                 * @enum {string}
                                 */
                                bias: "long" | "short" | "neutral";
                                /**
                                 * @description Open long notional of the listed whales, USD
                                 * @example 310000000
                                 */
                                long_notional_usd: number;
                                /**
                                 * @description Long notional / total notional, 0..1 (0.5 with no positions)
                                 * @example 0.55
                                 */
                                long_share: number;
                                /**
                                 * @description Long minus short notional, USD
                                 * @example 56000000
                                 */
                                net_notional_usd: number;
                                /**
                                 * @description Open short notional, USD
                                 * @example 254000000
                                 */
                                short_notional_usd: number;
                                /** @example 41 */
                                whales_long: number;
                                /** @example 37 */
                                whales_short: number;
                            };
                            /** @example 78 */
                            count: number;
                            /** @enum {string} */
                            status: "ok";
                            /** @example TEST_BTC */
                            symbol: string;
                            whales: {
                                /** @example 0x7e5700000000000000000000000000000000acc1 */
                                address: string;
                                /** @example 61250.5 */
                                entry_price: number;
                                /**
                                 * @description Human label where known (the sandbox test whales: Accumulator, Distributor, Oscillator, Volatility)
                                 * @example Accumulator
                                 */
                                label: string | null;
                                /** @example 3 */
                                leverage: number;
                                /** @enum {string} */
                                side: "long" | "short";
                                /**
                                 * @description Position notional at the mark, USD
                                 * @example 12450000
                                 */
                                size_usd: number;
                                /** @description The whale's newest position snapshot is past its freshness bound (1 h); always false in the sandbox */
                                stale: boolean;
                                /**
                                 * @description Unrealised PnL, USD
                                 * @example 1830000
                                 */
                                unrealized_pnl_usd: number;
                            }[];
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/whales/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whale trades and liquidations, newest first, with cursor pagination
         * @description Pass next_cursor back as cursor, with the same filters, for the next page; pages neither skip nor repeat events. Without symbol, the feed holds the symbols your key can read.
         */
        get: {
            parameters: {
                query?: {
                    /**
                     * @description One wallet
                     * @example 0x7e5700000000000000000000000000000000acc1
                     */
                    address?: string;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    /** @description At most this many (1..500) */
                    limit?: number;
                    /**
                     * @description Smallest notional, USD
                     * @example 100000
                     */
                    min_usd?: number;
                    /**
                     * @description Oldest event time: Unix ms or ISO 8601; default 7 days ago, at most 183 days back
                     * @example 2026-05-25T00:00:00Z
                     */
                    since?: string;
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol?: string;
                    type?: "trade" | "liquidation";
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @example 100 */
                            count: number;
                            events: {
                                /** @example 0x7e5700000000000000000000000000000000acc1 */
                                address: string;
                                /**
                                 * @description Stable, unique id
                                 * @example tw-accumulator-61433
                                 */
                                id: string;
                                /**
                                 * @description Human label where known (the sandbox test whales: Accumulator, Distributor, Oscillator, Volatility)
                                 * @example Accumulator
                                 */
                                label: string | null;
                                /** @example 88214.08 */
                                price: number;
                                /**
                                 * @description buy adds long or reduces short exposure; sell the opposite
                                 * @enum {string}
                                 */
                                side: "buy" | "sell";
                                /**
                                 * @description Notional, USD
                                 * @example 264600
                                 */
                                size_usd: number;
                                /** @example TEST_BTC */
                                symbol: string;
                                /**
                                 * @description When it happened, Unix ms
                                 * @example 1780255320000
                                 */
                                t: number;
                                /**
                                 * Format: date-time
                                 * @example 2026-05-31T19:22:00.000Z
                                 */
                                time: string;
                                /** @enum {string} */
                                type: "trade" | "liquidation";
                            }[];
                            /** @description null on the last page */
                            next_cursor: string | null;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/whales/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregates over the tracked whale set: PnL, active wallets, 24 h volume, open interest by side
         * @description Formulas in docs/signals.md ("Whale summary"). USD figures are rounded to cents. The position figures (active_wallets, open_positions, long/short notional, unrealized PnL) cover only the symbols your key can read, listed in `symbols`; tracked_wallets, total_account_value, total_whale_pnl and rolling_volume_24h are wallet-wide.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description Whales with at least one open position
                             * @example 118
                             */
                            active_wallets: number;
                            /**
                             * Format: date-time
                             * @description The instant the answer describes (ISO 8601 UTC)
                             */
                            as_of: string;
                            /** @example 812000000 */
                            long_notional_usd: number;
                            /** @example 266 */
                            open_positions: number;
                            /**
                             * @description Sum of 24 h traded volume, USD
                             * @example 2310442871
                             */
                            rolling_volume_24h: number;
                            /** @example 640500000 */
                            short_notional_usd: number;
                            /** @enum {string} */
                            status: "ok";
                            /**
                             * @description The symbols positions and position figures cover: those your key can read
                             * @example [
                             *       "BTC"
                             *     ]
                             */
                            symbols: string[];
                            /** @example 1950220004 */
                            total_account_value: number;
                            /**
                             * @description Sum of all-time PnL, USD
                             * @example 1284530112.5
                             */
                            total_whale_pnl: number;
                            /** @example 124 */
                            tracked_wallets: number;
                            /** @example 42780310 */
                            unrealized_pnl_usd: number;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm a proposed long or short (both v1 shapes in one object)
         * @description The simple and the composite confirmation of GET /v1/confirm in one object, with clearer names (docs/migration-v1-v2.md) and meta.as_of the instant scored: the start of the sandbox clock's minute, or the request's second in production. `source` is a free label (printable ASCII, at most 64 characters) recorded with your usage.
         */
        get: {
            parameters: {
                query: {
                    /** @description The side to confirm */
                    direction: "long" | "short";
                    /** @example my-bot */
                    source?: string;
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            action: "CONFIRM" | "REDUCE" | "SKIP";
                            /** @description -1 strong contra .. +1 strong confirm */
                            composite: number;
                            /**
                             * @description How sure the verdict is, whichever way it points: HIGH needs |composite| >= 0.25, agreeing sub-scores and full coverage. With confirmation NONE it marks a confident veto; it is never HIGH with confirmation LOW (docs/signals.md, "Confidence")
                             * @enum {unknown}
                             */
                            confidence: "HIGH" | "MEDIUM";
                            /**
                             * @description How strongly the market backs the requested side: the bucket of the signed composite
                             * @enum {unknown}
                             */
                            confirmation: "HIGH" | "MEDIUM" | "LOW" | "NONE";
                            derivatives: {
                                /** @description Mean funding rate across venues, fraction per 8 h; null without venues */
                                funding_rate: number | null;
                                /** @description 24 h change of total open interest, fraction; null without venues */
                                open_interest_change_24h: number | null;
                            };
                            /** @description Funding, long/short ratio and open-interest momentum; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                            derivatives_score: number | null;
                            /**
                             * @description The side the caller proposes
                             * @enum {unknown}
                             */
                            direction: "long" | "short";
                            /** @description The figures reasons quotes, as numbers */
                            figures: {
                                /** @description Net USD into exchanges over 24 h; negative = outflow; null without on-chain data */
                                exchange_netflow_24h_usd: number | null;
                                /** @description The requested side is crowded by funding */
                                funding_crowded: boolean;
                                /** @description Mean funding rate across venues, fraction per 8 h; null with no venue */
                                funding_rate: number | null;
                                funding_venues: number;
                                /** @description The requested side is crowded by the long/short ratio */
                                long_short_crowded: boolean;
                                /** @description Geometric mean of the venues' long/short account ratios; null with none */
                                long_short_ratio: number | null;
                                long_short_venues: number;
                                /** @description Market value / realised value; null when missing */
                                mvrv: number | null;
                                /** @description 24 h change of total open interest, fraction; null without venues */
                                oi_change_24h: number | null;
                                /** @description 24 h price change, fraction; null without venues */
                                price_change_24h: number | null;
                                /** @description 7-day change of stablecoin supply, fraction; null without on-chain data */
                                stablecoin_supply_change_7d: number | null;
                                /** @description Share of whale notional that is long, 0..1; null with none */
                                whale_long_notional_fraction: number | null;
                                /** @description Whale buying minus selling over 24 h, USD; null without whale data */
                                whale_net_flow_24h_usd: number | null;
                                /** @description Whales long (head count); null when whale data was left out */
                                whales_long: number | null;
                                /** @description Whales short (head count); null when whale data was left out */
                                whales_short: number | null;
                            };
                            /** @description About this answer */
                            meta: {
                                /**
                                 * @description The API version that shaped the answer
                                 * @enum {string}
                                 */
                                api_version: "2.0-beta";
                                /**
                                 * Format: date-time
                                 * @description The instant the answer describes (ISO 8601 UTC)
                                 */
                                as_of: string;
                                /**
                                 * @description The Request-Id header of this answer
                                 * @example req_01HZY3K1M8
                                 */
                                request_id: string;
                            };
                            /** @description Inputs left out of the score because their source has no fresh data; the score is blended from the rest (docs/signals.md, "Missing inputs") */
                            missing: {
                                /**
                                 * @description The input left out
                                 * @enum {unknown}
                                 */
                                component: "whales" | "derivatives" | "onchain";
                                /** @description Why, e.g. "last point 22 min old (fresh within 15 min)" */
                                reason: string;
                                /** @description With derivatives: the one venue left out (absent: every venue) */
                                venue?: string;
                            }[];
                            /** @description MVRV, exchange netflow and stablecoin supply; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                            onchain_score: number | null;
                            /** @description Funding, long/short ratio, whale consensus, MVRV and more */
                            reasons: string[];
                            /** @description Conviction for the requested side: (composite + 1) / 2 */
                            score: number;
                            /** @description Suggested size multiplier */
                            size_multiplier: number;
                            /** @description Canonical symbol */
                            symbol: string;
                            /** @description Whale positioning (v1 smart_money); null when whale data was left out (see missing) */
                            whales: {
                                /** @description Whales holding a long */
                                long_count: number;
                                /** @description Whales long / whales short (head count) */
                                long_short_ratio: number;
                                /** @description Whale buying minus selling over 24 h, USD */
                                net_flow_24h_usd: number;
                                /** @description Whales holding a short */
                                short_count: number;
                            } | null;
                            /** @description Whale consensus and net flow; -1 .. +1 for the requested side, null when the input was left out (see missing) */
                            whales_score: number | null;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/derivatives/funding-heatmap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Funding rate per symbol × hour on one venue, for the hours ending at timestamp
         * @description Replaces GET /v1/funding. exchange is required (400 naming it when missing); sandbox keys have binance, bybit and okx, production keys also hyperliquid. timestamp (Unix ms) defaults to now; up to 5 minutes ahead is clamped to now (clamped: true). hours 1..168, default 24. funding_rates[s][h] is the funding per 8 h (fraction) of symbols[s] in the hour starting at hour_starts_ms[h], null where there is no reading. timestamp=1234567890000 returns the venue's plane of the fixed test dataset (docs/signals.md) for any key.
         */
        get: {
            parameters: {
                query: {
                    /** @description The venue */
                    exchange: "binance" | "bybit" | "okx" | "hyperliquid";
                    hours?: number;
                    /**
                     * @description Comma-separated, at most 20; without it the first 20 symbols your plan can read
                     * @example TEST_BTC,TEST_ETH
                     */
                    symbols?: string;
                    /** @example 1234567890000 */
                    timestamp?: number;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The requested timestamp was ahead of now and was moved to now */
                            clamped: boolean;
                            /** @description End of the window shown, Unix ms */
                            end_time_ms: number;
                            /** @enum {unknown} */
                            exchange: "binance" | "bybit" | "okx" | "hyperliquid";
                            /** @description The fixed test dataset (magic timestamp) */
                            fixed: boolean;
                            /**
                             * @description funding_rates[s][h]: funding per 8 h, fraction (0.0001 = 0.01 %)
                             * @example [
                             *       [
                             *         0.0001,
                             *         0.0001
                             *       ],
                             *       [
                             *         0.00008,
                             *         0.0001
                             *       ]
                             *     ]
                             */
                            funding_rates: (number | null)[][];
                            /**
                             * @description Hour starts, Unix ms, ascending
                             * @example [
                             *       1234566000000,
                             *       1234569600000
                             *     ]
                             */
                            hour_starts_ms: number[];
                            /** @description About this answer */
                            meta: {
                                /**
                                 * @description The API version that shaped the answer
                                 * @enum {string}
                                 */
                                api_version: "2.0-beta";
                                /**
                                 * Format: date-time
                                 * @description The instant the answer describes (ISO 8601 UTC)
                                 */
                                as_of: string;
                                /**
                                 * @description The Request-Id header of this answer
                                 * @example req_01HZY3K1M8
                                 */
                                request_id: string;
                            };
                            /**
                             * @example [
                             *       "TEST_BTC",
                             *       "TEST_ETH"
                             *     ]
                             */
                            symbols: string[];
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/derivatives/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open interest aggregated by venue, symbol or side
         * @description Sums the current open interest of each (venue, symbol) market into groups: group_by=venue (venues in the order binance, bybit, okx, hyperliquid), symbol (largest first) or side. Open interest has a long and a short holder for every contract, so by side it is split by each venue’s long/short account ratio, r / (1 + r) long: an estimate. Markets without a ratio (Hyperliquid) are left out of the side split and summed in unattributed_open_interest_usd. Without symbols, every symbol your key can read that has current data.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only this venue */
                    exchange?: "binance" | "bybit" | "okx" | "hyperliquid";
                    /** @description How to aggregate */
                    group_by?: "venue" | "symbol" | "side";
                    /**
                     * @description Comma-separated, at most 20
                     * @example TEST_BTC,TEST_ETH
                     */
                    symbols?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /**
                                 * @description Open-interest-weighted funding per 8 h, fraction; null for side groups
                                 * @example 0.00006164
                                 */
                                funding_rate: number | null;
                                /**
                                 * @description The venue, the symbol, or long / short
                                 * @example binance
                                 */
                                key: string;
                                /**
                                 * @description Open-interest-weighted share of accounts long (from the venues’ long/short account ratios); null for side groups and where no venue publishes a ratio
                                 * @example 0.5237
                                 */
                                long_account_share: number | null;
                                /**
                                 * @description (venue, symbol) readings in the group
                                 * @example 10
                                 */
                                markets: number;
                                /**
                                 * @description Open interest of the group, USD; by side, the estimate attributed to that side
                                 * @example 7053215089
                                 */
                                open_interest_usd: number;
                                /** @description Of the total across groups */
                                share: number;
                                /** @description A reading in the group is past its freshness bound (15 min); always false in the sandbox */
                                stale: boolean;
                            }[];
                            /** @description The venue filter, if any */
                            exchange: ("binance" | "bybit" | "okx" | "hyperliquid") | null;
                            /** @enum {unknown} */
                            group_by: "venue" | "symbol" | "side";
                            /** @description About this answer */
                            meta: {
                                /**
                                 * @description The API version that shaped the answer
                                 * @enum {string}
                                 */
                                api_version: "2.0-beta";
                                /**
                                 * Format: date-time
                                 * @description The instant the answer describes (ISO 8601 UTC)
                                 */
                                as_of: string;
                                /**
                                 * @description The Request-Id header of this answer
                                 * @example req_01HZY3K1M8
                                 */
                                request_id: string;
                            };
                            /**
                             * @description The symbols covered
                             * @example [
                             *       "TEST_BTC"
                             *     ]
                             */
                            symbols: string[];
                            /**
                             * @description Sum over the groups, USD
                             * @example 21159645267
                             */
                            total_open_interest_usd: number;
                            /** @description group_by=side: open interest of markets without a long/short ratio, USD; otherwise null */
                            unattributed_open_interest_usd: number | null;
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/whales/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whale trades and liquidations, newest first, filtered, with cursor pagination
         * @description Replaces GET /v1/whales. Ordered by time, newest first, then id: pages neither skip nor repeat events, even while new ones arrive (they appear on a fresh first page). Pass meta.next_cursor back as cursor with the same filters (the Link header with rel="next" is that URL); a cursor from other filters or another list is 400 naming cursor. Without symbol, the symbols your key can read.
         */
        get: {
            parameters: {
                query?: {
                    /** @description meta.next_cursor of the previous page */
                    cursor?: string;
                    event_type?: "trade" | "liquidation";
                    /** @description Page size (1..500) */
                    limit?: number;
                    /**
                     * @description Smallest notional, USD
                     * @example 100000
                     */
                    min_usd?: number;
                    /** @description Only buys or only sells */
                    side?: "buy" | "sell";
                    /**
                     * @description Oldest event time: Unix ms or ISO 8601; default 7 days ago, at most 183 days back
                     * @example 2026-05-25T00:00:00Z
                     */
                    since?: string;
                    /**
                     * @description BTC, BTCUSDT, BTC-USDT, BTC/USDT, BTC/USDT:USDT or BINANCE:BTCUSDT.P all name the same symbol; sandbox keys use TEST_ symbols
                     * @example TEST_BTC
                     */
                    symbol?: string;
                    /**
                     * @description One whale wallet, any case
                     * @example 0x7e5700000000000000000000000000000000acc1
                     */
                    wallet?: string;
                    /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
                    "X-Test-Error"?: components["parameters"]["XTestErrorQuery"];
                };
                header?: {
                    /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
                    "X-Test-Error"?: components["parameters"]["XTestErrorHeader"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        /** @description While more pages remain: `<this path?same filters&cursor=…>; rel="next"`, first; an answer to an API key alone also carries the key-only deprecation link (rel="deprecation") in the same field */
                        Link?: string;
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                event_type: "trade" | "liquidation";
                                /**
                                 * @description Stable, unique id
                                 * @example tw-accumulator-61433
                                 */
                                id: string;
                                /**
                                 * @description Size at the fill price, USD
                                 * @example 264600
                                 */
                                notional_usd: number;
                                /**
                                 * @description Fill price, USD(T)
                                 * @example 88214.08
                                 */
                                price: number;
                                /**
                                 * @description buy adds long or reduces short exposure; sell the opposite
                                 * @enum {string}
                                 */
                                side: "buy" | "sell";
                                /** @example TEST_BTC */
                                symbol: string;
                                /**
                                 * Format: date-time
                                 * @example 2026-05-31T19:22:00.000Z
                                 */
                                time: string;
                                /**
                                 * @description The same instant, Unix ms
                                 * @example 1780255320000
                                 */
                                time_ms: number;
                                /**
                                 * @description Whale wallet address, lowercase
                                 * @example 0x7e5700000000000000000000000000000000acc1
                                 */
                                wallet: string;
                                /**
                                 * @description Human label where known (sandbox: Accumulator, Distributor, Oscillator, Volatility)
                                 * @example Accumulator
                                 */
                                wallet_label: string | null;
                            }[];
                            /** @description About this answer */
                            meta: {
                                /**
                                 * @description The API version that shaped the answer
                                 * @enum {string}
                                 */
                                api_version: "2.0-beta";
                                /**
                                 * Format: date-time
                                 * @description The instant the answer describes (ISO 8601 UTC)
                                 */
                                as_of: string;
                                /**
                                 * @description Items in data
                                 * @example 100
                                 */
                                count: number;
                                /**
                                 * @description The page size asked for
                                 * @example 100
                                 */
                                limit: number;
                                /** @description Pass as cursor, with the same filters, for the next page; null on the last page */
                                next_cursor: string | null;
                                /**
                                 * @description The Request-Id header of this answer
                                 * @example req_01HZY3K1M8
                                 */
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Invalid parameter or body */
                400: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or wrong-environment API key */
                401: {
                    headers: {
                        "Request-Id": components["headers"]["Request-Id"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not included in the plan, or the key lacks the scope */
                403: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown resource or symbol */
                404: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded (see Retry-After) */
                429: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        "Retry-After": components["headers"]["Retry-After"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Data or service unavailable */
                503: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Timeout */
                504: {
                    headers: {
                        Deprecation: components["headers"]["Deprecation"];
                        Link: components["headers"]["Link"];
                        RateLimit: components["headers"]["RateLimit"];
                        "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                        "Request-Id": components["headers"]["Request-Id"];
                        Sunset: components["headers"]["Sunset"];
                        "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                        "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                        "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description RFC 9457 problem details */
        Problem: {
            /**
             * @description Stable machine-readable code
             * @enum {string}
             */
            code: "invalid_parameter" | "invalid_body" | "bad_request" | "invalid_scope" | "unsupported_grant_type" | "invalid_client" | "invalid_key" | "invalid_token" | "unauthorized" | "forbidden" | "plan_restricted" | "sandbox_shared_key" | "not_found" | "unknown_symbol" | "method_not_allowed" | "request_timeout" | "conflict" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "rate_limit_exceeded" | "headers_too_large" | "internal_error" | "service_unavailable" | "data_unavailable" | "timeout";
            /** @description What is wrong, naming the parameter where there is one */
            detail: string;
            instance?: string;
            invalid_params?: {
                in: string;
                name: string;
                reason: string;
            }[];
            request_id: string;
            status: number;
            title: string;
            /**
             * @description URI reference naming the problem type
             * @example /problems/invalid_key
             */
            type: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: {
        /** @description Sandbox keys only: answer this request with the given error instead (production keys ignore it) */
        XTestErrorHeader: "invalid_key" | "rate_limit_exceeded" | "not_found" | "service_unavailable" | "timeout";
        /** @description The X-Test-Error header as a query parameter, for clients that cannot set headers */
        XTestErrorQuery: "invalid_key" | "rate_limit_exceeded" | "not_found" | "service_unavailable" | "timeout";
    };
    requestBodies: never;
    headers: {
        /** @description RFC 9745: present when the request was authenticated by an API key alone (deprecated since March 2026 in favour of OAuth 2.0), or the path is deprecated; the earlier date when both */
        Deprecation: string;
        /** @description With Deprecation: rel="deprecation" (the OAuth documentation) and, on a deprecated path, rel="successor-version" */
        Link: string;
        /** @description Remaining requests and seconds to reset per window (IETF RateLimit), e.g. "burst";r=59;t=42 */
        RateLimit: string;
        /** @description Every window of this key (IETF RateLimit-Policy), e.g. "burst";q=60;w=60 */
        "RateLimit-Policy": string;
        /** @description This request's id (the caller's Request-Id when it was sane); problem bodies repeat it */
        "Request-Id": string;
        /** @description Seconds until a request may succeed again */
        "Retry-After": number;
        /** @description RFC 8594: when the request as made stops working (key-only authentication: March 2027) */
        Sunset: string;
        /** @description Quota of the binding (nearest to exhaustion) window */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the binding window */
        "X-RateLimit-Remaining": number;
        /** @description When the binding window resets, Unix seconds */
        "X-RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
