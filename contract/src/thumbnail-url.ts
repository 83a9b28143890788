/**
 * The thumbnail of an image file (made on upload, WebP, at most 320 px). Without zod: search results in
 * every page's header show them.
 */
export const thumbnailUrl = (fileId: number): string => `/api/serve/${fileId}?size=thumb`;
