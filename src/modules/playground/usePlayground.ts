/**
 * The playground's state: the picked page, the edited text, its parse and lint (debounced), and
 * the last config the preview accepted (valid JSON that passes the page meta-schema — a config
 * with only reference problems still renders, as the renderer would draw it).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageConfig, PageDeclaration } from '../../pageLanguage/pageConfig';
import type { FamilyDeclaration } from '../../pageLanguage/family';
import { loadPageDeclaration } from '../../pageLanguage/pageConfigLoader';
import { FamilyReferenceError, pageFamilyName, resolvePage } from '../../pageLanguage/resolvePage';
import { parseDocument, type JsonDocument } from './model/jsonDocument';
import { lintPage, type PlaygroundProblem } from './model/lintPage';
import { loadLintSources, type LintSources } from './model/lintSources';
import { BLANK_PAGE_ID, blankListPage, configText } from './model/templates';
import type { PreviewState } from './PreviewPane';

export const DEBOUNCE_MS = 300;

export interface Playground {
  pageId: string;
  text: string;
  doc: JsonDocument;
  problems: PlaygroundProblem[] | null;
  sources: LintSources | null;
  sourcesError: string | null;
  preview: PreviewState | null;
  /** Loads a page config (or the blank template) and returns its text for the editor. */
  pick: (pageId: string) => Promise<string>;
  edit: (text: string) => void;
  retrySources: () => void;
}

export function usePlayground(): Playground {
  const [pageId, setPageId] = useState(BLANK_PAGE_ID);
  const [text, setText] = useState(() => configText(blankListPage()));
  const [doc, setDoc] = useState(() => parseDocument(configText(blankListPage())));
  const [sources, setSources] = useState<LintSources | null>(null);
  const [sourcesError, setSourcesError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const version = useRef(0);

  useEffect(() => {
    let live = true;
    loadLintSources().then(
      (loaded) => live && setSources(loaded),
      (error: unknown) => live && setSourcesError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // Parse after a pause in typing.
  useEffect(() => {
    if (text === doc.text) return undefined;
    const timer = setTimeout(() => setDoc(parseDocument(text)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, doc.text]);

  const problems = useLintResult(doc, pageId, sources);

  // The preview takes a config that parses and passes the meta-schema; one naming a family or an
  // action the contract does not declare shows why instead of a page.
  useEffect(() => {
    if (doc.error || problems === null || !sources) return;
    if (problems.some((p) => p.source === 'meta' && p.level === 'error')) return;
    version.current += 1;
    setPreview({ pageId, ...previewConfig(doc.value as PageDeclaration, sources), version: version.current });
  }, [doc, problems, pageId, sources]);

  const pick = useCallback(async (next: string) => {
    const config = next === BLANK_PAGE_ID ? blankListPage() : await loadPageDeclaration(next);
    const nextText = configText(config ?? blankListPage());
    setPageId(next);
    setText(nextText);
    setDoc(parseDocument(nextText));
    return nextText;
  }, []);

  const retrySources = useCallback(() => {
    setSourcesError(null);
    setAttempt((n) => n + 1);
  }, []);

  return { pageId, text, doc, problems, sources, sourcesError, preview, pick, edit: setText, retrySources };
}

/** lint:schemas' problems of the current document (null until the tree and facts are loaded). */
function useLintResult(doc: JsonDocument, pageId: string, sources: LintSources | null): PlaygroundProblem[] | null {
  return useMemo(
    () => (sources && !doc.error ? lintPage({ pageId, data: doc.value, tree: sources.tree, facts: sources.facts, validate: sources.validate }) : null),
    [doc, pageId, sources],
  );
}

/** The edited page as the renderer draws it (its family resolved), or why it cannot be drawn. */
function previewConfig(page: PageDeclaration, sources: LintSources): { config: PageConfig } | { problem: string } {
  const name = pageFamilyName(page);
  const family = name === undefined ? undefined : (sources.tree.families?.get(name)?.data as FamilyDeclaration | undefined);
  try {
    return { config: resolvePage(page, family) };
  } catch (error) {
    if (error instanceof FamilyReferenceError) return { problem: error.message };
    throw error;
  }
}
