/**
 * Sent by the web client on every API call. A cross-site page cannot set a custom header without a
 * CORS preflight, which the API never grants, and a navigation cannot set one at all: GET /new-token
 * (a GET that changes the session, as the spec has it) requires it. In a file of its own, without zod:
 * the web's first chunk needs it, and nothing else of the contract.
 */
export const CLIENT_HEADER = { name: 'x-requested-with', value: 'flipstack' } as const;
