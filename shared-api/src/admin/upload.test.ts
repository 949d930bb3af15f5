/**
 * @jest-environment node
 */
// Node environment for Request/Response/FormData (jsdom lacks them); XMLHttpRequest is replaced by a fake below.
import { createFlyer } from './flyers';
import { configureApiClient } from '../page-state/api-client';
import { ApiError } from '../client/api-error';
import type { UploadProgress } from './upload';

interface Reply {
  status: number;
  body: string;
  headers?: string;
  /** No answer ever comes: the upload only ends by an abort. */
  pending?: boolean;
}

/** Records what is sent, reports the upload in two halves, then answers with the given reply. */
class FakeXhr extends EventTarget {
  static reply: Reply;
  static last: FakeXhr;
  readonly upload = new EventTarget();
  readonly requestHeaders = new Map<string, string>();
  method = '';
  url = '';
  body: Blob | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  private responseHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders.set(name.toLowerCase(), value);
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  aborted = false;

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  send(body: Blob | null) {
    this.body = body;
    const total = body?.size ?? 0;
    for (const loaded of [total / 2, total]) {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
    }
    const { status, body: text, headers = 'content-type: application/json\r\n', pending } = FakeXhr.reply;
    if (pending) return;
    this.status = status;
    this.response = new Blob([text]);
    this.responseHeaders = headers;
    setTimeout(() => this.dispatchEvent(new Event('load')), 0);
  }
}

const onUnauthorized = jest.fn();
const fields = { marketId: 2, volantinoName: 'Java', volantinoStartDate: '2025-05-01', volantinoEndDate: '2025-05-07' };
const files = { image: new Blob(['png'], { type: 'image/png' }), pdf: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) };

beforeAll(() => {
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: FakeXhr, configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
});
beforeEach(() => {
  onUnauthorized.mockReset();
  configureApiClient({ baseUrl: 'http://api.test', getToken: () => 'token-1', onUnauthorized });
});

it('reports upload progress and sends the multipart form with the bearer token', async () => {
  FakeXhr.reply = { status: 201, body: '' };
  const progress: UploadProgress[] = [];
  await createFlyer(fields, files, { onUploadProgress: (event) => progress.push(event) });

  const xhr = FakeXhr.last;
  expect([xhr.method, xhr.url]).toEqual(['POST', 'http://api.test/api/volantino/add']);
  expect(xhr.requestHeaders.get('authorization')).toBe('Bearer token-1');
  expect(xhr.requestHeaders.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  const sent = await new Response(xhr.body, { headers: { 'content-type': xhr.requestHeaders.get('content-type')! } }).formData();
  expect(sent.get('volantinoName')).toBe('Java');
  expect(sent.get('volantinoPdfUrl')).toBeInstanceOf(Blob);
  expect(progress.map((event) => event.percent)).toEqual([0.5, 1]);
  expect(progress[1]!.transferredBytes).toBe(xhr.body!.size);
});

it('maps errors of an upload like any other call', async () => {
  FakeXhr.reply = { status: 401, body: JSON.stringify({ message: 'Token i skaduar.' }) };
  const error = await createFlyer(fields, files, { onUploadProgress: () => undefined }).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(401);
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

it('aborts the upload when its signal is aborted, and rejects as aborted', async () => {
  FakeXhr.reply = { status: 201, body: '', pending: true };
  const controller = new AbortController();
  // Aborted at the first progress report: mid-way, as a user's "Anulo".
  const error = await createFlyer(fields, files, { onUploadProgress: () => controller.abort(), signal: controller.signal }).catch(
    (reason: unknown) => reason,
  );
  expect(FakeXhr.last.aborted).toBe(true);
  expect(error).toMatchObject({ name: 'AbortError' });
  expect(onUnauthorized).not.toHaveBeenCalled();
});
