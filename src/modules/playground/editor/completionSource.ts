/** CodeMirror completions from page.schema.json and the tree's names (model/schemaCompletions.ts). */
import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { getLocation, parse } from 'jsonc-parser';
import { propertySuggestions, valueSuggestions, type CompletionNames, type JsonSchema } from '../model/schemaCompletions';

export function schemaCompletionSource(schema: JsonSchema, names: () => CompletionNames | null): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const word = context.matchBefore(/"?[^"\s:,{}[\]]*/);
    if (!word) return null;
    if (word.from === word.to && !context.explicit) return null;
    const location = getLocation(text, context.pos);
    const doc: unknown = parse(text, [], { allowTrailingComma: true, disallowComments: true });
    const closing = text.charAt(context.pos) === '"' ? 1 : 0;
    const known = names();
    if (location.isAtPropertyKey) {
      const options = propertySuggestions(schema, doc, location.path.slice(0, -1)).map((s) => ({
        label: s.label,
        detail: s.detail,
        type: 'property',
        apply: (view: import('@codemirror/view').EditorView, _c: unknown, from: number, to: number) => {
          const insert = `${s.apply}: `;
          view.dispatch({ changes: { from, to: to + closing, insert }, selection: { anchor: from + insert.length } });
        },
      }));
      return options.length > 0 ? { from: word.from, options, validFor: /^"?[^"\s:,{}[\]]*$/ } : null;
    }
    if (!known) return null;
    const options = valueSuggestions(schema, doc, location.path, known).map((s) => ({
      label: s.label,
      detail: s.detail,
      type: 'constant',
      apply: (view: import('@codemirror/view').EditorView, _c: unknown, from: number, to: number) => {
        view.dispatch({ changes: { from, to: to + closing, insert: s.apply }, selection: { anchor: from + s.apply.length } });
      },
    }));
    return options.length > 0 ? { from: word.from, options, validFor: /^"?[^"\s:,{}[\]]*$/ } : null;
  };
}
