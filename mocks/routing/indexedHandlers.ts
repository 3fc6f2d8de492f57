/**
 * The mock backend's handlers behind one index, for msw's worker and server. msw tries every
 * handler in order and, for each, compiles its path and parses the request's cookies: with some
 * 460 handlers that was 6–12 ms of the page's main thread per request (the page's own rendering
 * waits behind it). The index (handlerIndex.ts) leaves out only handlers that cannot match, and
 * the rest run exactly as msw's own loop runs them: in order, the first response wins, a handler
 * that matched without answering lets the request pass through, none matching is unhandled.
 */
import { RequestHandler, type WebSocketHandler } from 'msw';
import { createHandlerIndex } from './handlerIndex';

type RunArgs = Parameters<RequestHandler['run']>[0];
type RunResult = Awaited<ReturnType<RequestHandler['run']>>;

class IndexedRequestHandlers extends RequestHandler {
  private readonly candidates: (request: Request) => RequestHandler[];

  constructor(handlers: readonly RequestHandler[]) {
    super({ info: { header: `${handlers.length} indexed handlers` }, resolver: () => undefined });
    this.candidates = createHandlerIndex(handlers);
  }

  override async run(args: RunArgs): Promise<RunResult> {
    let matched: RunResult = null;
    for (const handler of this.candidates(args.request)) {
      const result = await handler.run(args);
      if (result !== null) matched = result;
      if (result?.response) break;
    }
    return matched;
  }

  // `run` is the whole behaviour; msw asks these only of handlers whose `run` it did not replace.
  predicate(): boolean {
    return false;
  }

  // Only a worker started without `quiet` logs, and the console starts it quiet.
  log(): void {}
}

const isRequestHandler = (handler: RequestHandler | WebSocketHandler): handler is RequestHandler => handler instanceof RequestHandler;

/** HTTP handlers as one handler behind the index (the mock server hands it to msw's `getResponse`). */
export function indexedRequestHandler(handlers: readonly RequestHandler[]): RequestHandler {
  return new IndexedRequestHandlers(handlers);
}

/** The same handlers for `setupWorker` / `setupServer`: the HTTP ones behind the index, the websockets as they are. */
export function indexedHandlers(handlers: readonly (RequestHandler | WebSocketHandler)[]): (RequestHandler | WebSocketHandler)[] {
  const sockets = handlers.filter((handler) => !isRequestHandler(handler));
  return [indexedRequestHandler(handlers.filter(isRequestHandler)), ...sockets];
}
