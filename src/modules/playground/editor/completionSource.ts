/** CodeMirror completions from page.schema.json and the tree's names (model/schemaCompletions.ts). */
import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import type { EditorView } from '@codemirror/view';
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
    // Options are matched against what follows the opening quote; applying one replaces the quotes too.
    const opening = text.charAt(word.from) === '"' ? 1 : 0;
    const from = word.from + opening;
    const known = names();
    /** Replaces the typed word, its opening quote and a closing quote after it (closeBrackets adds one) by `insert`. */
    const replace = (insert: string): Completion['apply'] => (view: EditorView, _c: Completion, start: number, to: number) => {
      const closing = view.state.doc.sliceString(to, to + 1) === '"' ? 1 : 0;
      view.dispatch({ changes: { from: start - opening, to: to + closing, insert }, selection: { anchor: start - opening + insert.length } });
    };
    if (location.isAtPropertyKey) {
      const options = propertySuggestions(schema, doc, location.path.slice(0, -1)).map((s) => ({
        label: s.label,
        detail: s.detail,
        type: 'property',
        apply: replace(`${s.apply}: `),
      }));
      return options.length > 0 ? { from, options, validFor: /^[^"\s:,{}[\]]*$/ } : null;
    }
    if (!known) return null;
    const options = valueSuggestions(schema, doc, location.path, known).map((s) => ({
      label: s.label,
      detail: s.detail,
      type: 'constant',
      apply: replace(s.apply),
    }));
    return options.length > 0 ? { from, options, validFor: /^[^"\s:,{}[\]]*$/ } : null;
  };
}
