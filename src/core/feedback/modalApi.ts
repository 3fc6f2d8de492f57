import type { ModalFuncProps } from '../../adapters/antd/types';

/**
 * Confirm dialogs without antd's Modal in the first view's code. `modal.confirm()` answers at
 * once with a handle, as antd's hook does; the dialog itself is drawn by the feedback host
 * (src/app/feedback/FeedbackHost.tsx), whose chunk loads the first time a dialog or a toast is
 * asked for. Calls made before it is there wait for it, in order.
 */
export type ConfirmConfig = ModalFuncProps;

export interface ConfirmHandle {
  destroy(): void;
  update(config: ConfirmConfig): void;
}

export interface ModalApi {
  confirm(config: ConfirmConfig): ConfirmHandle;
}

type Listener = () => void;

let host: ModalApi | null = null;
let wanted = false;
const waiting: ((host: ModalApi) => void)[] = [];
const listeners = new Set<Listener>();

/** Whether something has asked for the feedback host (the slot then mounts it). */
export function feedbackWanted(): boolean {
  return wanted;
}

export function subscribeFeedbackWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for the feedback host to be mounted (idempotent). */
export function requestFeedbackHost(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Installed by the host once mounted (antd's `Modal.useModal()` API); null when it unmounts. Queued calls run now, in order. */
export function setModalHost(next: ModalApi | null): void {
  host = next;
  if (!next) return;
  for (const run of waiting.splice(0)) run(next);
}

function whenHost(run: (host: ModalApi) => void): void {
  if (host) run(host);
  else {
    waiting.push(run);
    requestFeedbackHost();
  }
}

export const modal: ModalApi = {
  confirm(config) {
    let real: ConfirmHandle | null = null;
    let destroyed = false;
    let pending: ConfirmConfig = config;
    whenHost((h) => {
      if (destroyed) return;
      real = h.confirm(pending);
    });
    return {
      destroy() {
        destroyed = true;
        real?.destroy();
      },
      update(next) {
        if (real) real.update(next);
        else pending = { ...pending, ...next };
      },
    };
  },
};

/** The confirm API for components (a hook so call sites read as antd's did). */
export function useModalApi(): ModalApi {
  return modal;
}
