import type { Form } from '@formily/core';
import { useRef, useState } from 'react';
import { validValues } from './rules';

/**
 * The submit of a hand-written form: validates (the fields show their messages and keep what was
 * typed), sends the valid values once — a second press while a send is under way does nothing —
 * and says when it is busy (for the button's or the dialog's loading state). What `send` throws
 * is its own to handle, as before this was shared.
 */
export function useFormSubmit<T extends object>(form: Form<T>, send: (values: T) => Promise<unknown>): { submit: () => Promise<void>; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const submit = async () => {
    const values = await validValues(form);
    if (!values || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await send(values);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { submit, busy };
}
