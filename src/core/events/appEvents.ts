import type { SocketMessage } from '../socket/socketCodes';

/**
 * The app-wide event bus. The user-events socket publishes every non-heartbeat message here
 * (docs/behaviour §4 Websocket "published as global events"); screens subscribe to the codes they care
 * about without knowing the socket exists, which keeps the socket free of UI concerns.
 */
export type AppEvent = SocketMessage;
export type AppEventListener = (event: AppEvent) => void;

const listeners = new Set<AppEventListener>();

/** Subscribes to every event; returns the unsubscribe function. */
export function subscribeAppEvents(listener: AppEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Subscribes to the events of one code only. */
export function onAppEvent(code: string, listener: AppEventListener): () => void {
  return subscribeAppEvents((event) => {
    if (event.code === code) listener(event);
  });
}

/**
 * Delivers an event to every current listener. A throwing listener is logged and does not keep
 * the event from the others: one broken screen must not swallow a forced-logout notice.
 */
export function publishAppEvent(event: AppEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('[app-events] listener failed for', event.code, error);
    }
  }
}
