// A bound on how many multipart forms hold their files in memory at once (issue 11, finding 9).
//
// readMultipartForm keeps each file whole in memory, and the route keeps it until it answers (checks, image
// encoding, the PDF sanitizer, the write). 48 concurrent uploads of 6 MB held about 350 MB at once. A form
// therefore takes a slot before it reads its first file, and gives it back when its response closes: once the
// answer is sent, or when the client goes away (ServerResponse 'close' covers both; the request's own 'close'
// already fires when its body has been read). While a form waits for a slot its body stays unread in the socket
// (the multipart parser applies back-pressure), so waiting costs no memory; a client that disconnects while
// waiting leaves the queue. Forms without a file (or whose files are all refused unread) never wait.
//
// Four slots: image encodes run one at a time anyway (image-encoder-settings.ts), so more would only hold more
// bytes without finishing sooner. At most 4 × (30 MB PDF + 5 MB image) of uploads in memory. The cost: a client
// uploading very slowly holds a slot for as long as it takes; behind nginx (nginx.conf) bodies arrive whole
// and fast, as nginx buffers them before passing them on.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const UPLOAD_SLOTS = 4;

declare module 'fastify' {
  interface FastifyInstance {
    uploadSlots: UploadSlots;
  }
}

interface Waiter {
  grant: () => void;
}

export class UploadSlots {
  #free: number;
  readonly #queue: Waiter[] = [];
  /** The response of each multipart request not yet holding a slot (set by the plugin's hook). */
  readonly #responses = new WeakMap<FastifyRequest, ServerResponse>();

  constructor(readonly capacity: number) {
    this.#free = capacity;
  }

  /** Slots held now. */
  get inUse(): number {
    return this.capacity - this.#free;
  }

  /** Forms waiting for a slot. */
  get waiting(): number {
    return this.#queue.length;
  }

  track(request: FastifyRequest, response: ServerResponse): void {
    this.#responses.set(request, response);
  }

  /**
   * Resolves once `request` holds a slot (at once when it already does, or when it was not tracked); the slot
   * is given back when its response closes. Rejects when the client goes away while waiting.
   */
  async hold(request: FastifyRequest): Promise<void> {
    const response = this.#responses.get(request);
    if (!response) return;
    this.#responses.delete(request);
    if (response.destroyed) throw new Error('the client went away before its upload was read');
    if (this.#free > 0) this.#free--;
    else await this.#wait(response);
    response.once('close', () => this.#release());
  }

  #wait(response: ServerResponse): Promise<void> {
    return new Promise((resolve, reject) => {
      const leave = () => {
        const index = this.#queue.indexOf(waiter);
        if (index !== -1) this.#queue.splice(index, 1);
        reject(new Error('the client went away while its upload waited'));
      };
      const waiter: Waiter = {
        grant: () => {
          response.removeListener('close', leave);
          resolve();
        },
      };
      this.#queue.push(waiter);
      response.once('close', leave);
    });
  }

  #release(): void {
    // The slot passes straight to the next form in line, or becomes free.
    const next = this.#queue.shift();
    if (next) next.grant();
    else this.#free++;
  }
}

export const uploadSlotsPlugin = fp(
  async (app: FastifyInstance, { slots = UPLOAD_SLOTS }: { slots?: number }) => {
    const uploadSlots = new UploadSlots(slots);
    app.decorate('uploadSlots', uploadSlots);
    // preValidation: the multipart plugin marks a request as multipart when its body is "parsed", after onRequest.
    // Callback style, as the hooks every request runs: an async hook costs a promise per request.
    app.addHook('preValidation', (request, reply, done) => {
      if (request.isMultipart()) uploadSlots.track(request, reply.raw);
      done();
    });
  },
  { name: 'upload-slots', dependencies: ['@fastify/multipart'] },
);
