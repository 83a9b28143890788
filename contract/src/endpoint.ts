import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The statuses an error answer of a call can have (errorResponseSchema's body). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 501 | 503;

/**
 * One call of the API, declared once: the server registers its route from this, the web calls it by its
 * method and path and gets every type from here, so a changed shape fails the typecheck on both sides.
 */
export type Endpoint = {
  readonly method: Method;
  /** Under /api; `:name` segments are the params. */
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A file upload: the body is multipart form data, read by the handler itself. */
  readonly multipart?: true;
  /** An upload's form parts, for the API docs only (the handler reads the parts). */
  readonly form?: z.ZodType;
  /** A success's JSON; with `returns`, what the file, event stream or redirect is (for the API docs). */
  readonly answer: z.ZodType;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204 | 302;
  /** Other successes the API docs list, such as a file's 206 for a range. */
  readonly otherAnswers?: Readonly<Partial<Record<206 | 302 | 304, z.ZodType>>>;
  /** What the API docs say of the call when its name and schemas do not. */
  readonly description?: string;
  /** 'json-or-file': JSON, or a file when the query asks for one (a CSV `format`). */
  readonly returns?: 'json' | 'file' | 'json-or-file' | 'stream' | 'redirect';
  /** Besides 400 and 401, the errors this call answers with. */
  readonly errors?: readonly ErrorStatus[];
  /** Answered without a signed-in session. */
  readonly public?: boolean;
  /** The API docs' group. */
  readonly tag: string;
  /** Left out of the API docs (a second spelling of another call's path). */
  readonly hidden?: boolean;
};

/** Keeps the declaration's literal method and path, which the web client's types are keyed by. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;
/** A part the caller may leave out when every field of it is optional. */
type Part<Key extends string, S> = S extends z.ZodType
  ? object extends Input<S>
    ? { [K in Key]?: Input<S> }
    : { [K in Key]: Input<S> }
  : { [K in Key]?: never };

/** What a caller sends: the params, query and body its declaration names. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  (E extends { multipart: true } ? { body: FormData } : Part<'body', E['body']>);

/** What a caller gets back: the JSON of the answer, or the bytes of a file. */
export type EndpointAnswer<E extends Endpoint> = E extends { returns: 'file' }
  ? Blob
  : E extends { status: 204 }
    ? undefined
    : Output<E['answer']>;

/** The server's side: what its handler reads (parsed) and returns (before the answer's schema). */
export type HandlerParams<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<E['params']> : unknown;
export type HandlerQuery<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : unknown;
export type HandlerBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
export type HandlerAnswer<E extends Endpoint> = E extends { returns: 'file' | 'stream' | 'redirect' }
  ? unknown
  : E extends { status: 204 }
    ? null | undefined
    : Input<E['answer']>;

/** Every declaration by `METHOD path`, the web client's keys. */
export type EndpointsByRoute<All extends Endpoint> = { [E in All as `${E['method']} ${E['path']}`]: E };

export type PathParams = Record<string, string | number>;

/** `/files/:id` with {id: 7} → `/files/7`. */
export function fillPath(path: string, params: PathParams | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}
