// A fake server for unit and component tests: records each request (path, JSON body or multipart
// parts, headers) and answers from a queue of envelopes, through the real api-client. setup.ts
// makes `testApi` (createAppApi with this fetch) the app's `api` of shared/api.ts.
import { createAppApi } from '@tourplanner/api-client/app-api';
import { webformCalls } from '../shared/calls';

export interface RecordedRequest {
  path: string;
  headers: Headers;
  json: unknown;
  /** multipart: the parsed `_input` and the files of `files[]`. */
  input: unknown;
  files: File[];
}

type Given =
  | { status?: number; success: true; data: unknown; meta?: Record<string, unknown> }
  | {
      status?: number;
      success: false;
      error: string;
      meta?: Record<string, unknown>;
      /** Response headers, e.g. the Retry-After of a 429. */
      headers?: Record<string, string>;
    }
  | { network: true }
  /** An envelope as another server (the original API) writes it, sent as it is. */
  | { status?: number; raw: unknown };

/** An answer, or one given when its promise settles (the call is on its way meanwhile). */
type Answer = Given | { later: Promise<Given> };

export interface FakeApi {
  requests: RecordedRequest[];
  /** Queue an answer for a path (answers are taken in order per path). */
  answer: (path: string, answer: Answer) => void;
  /** The requests to a path. */
  to: (path: string) => RecordedRequest[];
}

let serve: typeof globalThis.fetch = async () => {
  throw new Error('installFakeApi() first');
};

/** The app's API client in tests: every call goes to the fake server installed last. */
export const testApi = createAppApi(webformCalls, {
  baseUrl: 'http://api.test',
  fetch: (input, init) => serve(input, init),
});

/** A fresh fake server for the next calls, with `token` as the session token. */
export function installFakeApi(token = 'test-token'): FakeApi {
  const queues = new Map<string, Answer[]>();
  const requests: RecordedRequest[] = [];
  serve = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const type = request.headers.get('content-type') ?? '';
    let json: unknown;
    let parsedInput: unknown;
    const files: File[] = [];
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      parsedInput = JSON.parse(String(form.get('_input')));
      for (const f of form.getAll('files[]')) files.push(f as File);
    } else {
      const text = await request.text();
      json = text ? JSON.parse(text) : undefined;
    }
    requests.push({ path, headers: request.headers, json, input: parsedInput, files });
    const queued = queues.get(path)?.shift();
    if (!queued) throw new Error(`No answer queued for ${path}`);
    const answer = 'later' in queued ? await queued.later : queued;
    if ('network' in answer) throw new TypeError('Failed to fetch');
    const body =
      'raw' in answer
        ? answer.raw
        : answer.success
          ? { status: { success: true }, data: answer.data, ...(answer.meta ? { meta: answer.meta } : {}) }
          : {
              status: { success: false },
              data: { error: answer.error },
              ...(answer.meta ? { meta: answer.meta } : {}),
            };
    return new Response(JSON.stringify(body), {
      status: answer.status ?? ('raw' in answer || answer.success ? 200 : 400),
      headers: { 'content-type': 'application/json', ...('headers' in answer ? answer.headers : {}) },
    });
  };
  testApi.setToken(token);
  return {
    requests,
    answer(path, answer) {
      const queue = queues.get(path) ?? [];
      queue.push(answer);
      queues.set(path, queue);
    },
    to: (path) => requests.filter((r) => r.path === path),
  };
}
