/**
 * The JSON editor (CodeMirror 6): syntax highlighting, brackets, undo, completions from the page
 * meta-schema, and the lint problems drawn at their ranges (underline + gutter marker). CodeMirror
 * writes its styles into constructed style sheets (or a <style> element), which the app's
 * `style-src 'self' 'unsafe-inline'` allows; it evaluates no code, so `script-src 'self'` holds.
 * Messages are set as text, never as HTML.
 */
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { CompletionNames, JsonSchema } from '../model/schemaCompletions';
import { schemaCompletionSource } from './completionSource';

export interface EditorMark {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
}

export interface JsonEditorHandle {
  /** Puts the cursor at `from` (selecting up to `to`), scrolls it into view and focuses the editor. */
  moveTo(from: number, to?: number): void;
  /** Replaces the whole text (a page picked from the list). */
  setText(text: string): void;
}

interface JsonEditorProps {
  initialText: string;
  schema: JsonSchema;
  names: CompletionNames | null;
  marks: readonly EditorMark[];
  onChange: (text: string) => void;
}

export const JsonEditor = forwardRef<JsonEditorHandle, JsonEditorProps>(function JsonEditor({ initialText, schema, names, marks, onChange }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, names });
  latest.current = { onChange, names };

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          lintGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          json(),
          autocompletion({ override: [schemaCompletionSource(schema, () => latest.current.names)] }),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap, indentWithTab]),
          // An explicit tabindex: axe (scrollable-region-focusable) does not count a bare contenteditable as keyboard-reachable.
          EditorView.contentAttributes.of({ 'aria-label': '页面配置 JSON', 'aria-multiline': 'true', tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later text comes through setText.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const length = editor.state.doc.length;
    const diagnostics: Diagnostic[] = marks.map((m) => ({ from: Math.min(m.from, length), to: Math.min(Math.max(m.to, m.from), length), severity: m.severity, message: m.message }));
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [marks]);

  useImperativeHandle(ref, () => ({
    moveTo(from, to = from) {
      const editor = view.current;
      if (!editor) return;
      const length = editor.state.doc.length;
      editor.dispatch({ selection: { anchor: Math.min(from, length), head: Math.min(to, length) }, scrollIntoView: true });
      editor.focus();
    },
    setText(text) {
      const editor = view.current;
      if (!editor) return;
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text }, selection: { anchor: 0 }, scrollIntoView: true });
    },
  }), []);

  return <div ref={host} className="hpc-playground-editor" />;
});
