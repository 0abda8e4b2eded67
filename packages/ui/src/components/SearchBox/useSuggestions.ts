import { useCallback, useEffect, useRef, useState } from 'react';

/** One entry of the suggestion dropdown. */
export interface Suggestion {
  /** The text searched for when the entry is chosen. */
  text: string;
  /** Secondary text on the right, e.g. a manufacturer or a result count. */
  hint?: string;
}

/** Loads suggestions for trimmed, non-empty text; should stop when `signal` aborts. */
export type LoadSuggestions = (text: string, signal: AbortSignal) => Promise<Suggestion[]>;

/** idle: nothing asked for; loading: waiting for typing to stop or for the load; done: `items` are for the text. */
export type SuggestionStatus = 'idle' | 'loading' | 'done';

interface SuggestionState {
  /** The trimmed text the status and items belong to. */
  text: string;
  status: SuggestionStatus;
  items: Suggestion[];
}

const idle: SuggestionState = { text: '', status: 'idle', items: [] };

/**
 * Debounced, cancellable suggestion loading with a short-lived cache (spec §4, §5, §9): a request
 * waits `debounceMs` after the last keystroke, aborts whatever load came before it, and reuses a list
 * stored for the same text unless it is older than `cacheMs`.
 */
export function useSuggestions(load: LoadSuggestions, debounceMs: number, cacheMs: number) {
  const [state, setState] = useState<SuggestionState>(idle);
  const cache = useRef(new Map<string, { storedAt: number; items: Suggestion[] }>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);

  const request = useCallback(
    (text: string) => {
      cancel();
      setState({ text, status: 'loading', items: [] });
      timer.current = setTimeout(() => {
        const cached = cache.current.get(text);
        if (cached && Date.now() - cached.storedAt <= cacheMs) {
          setState({ text, status: 'done', items: cached.items });
          return;
        }
        const controller = new AbortController();
        inFlight.current = controller;
        load(text, controller.signal).then(
          (items) => {
            if (controller.signal.aborted) return;
            cache.current.set(text, { storedAt: Date.now(), items });
            setState({ text, status: 'done', items });
          },
          () => {
            // A failed load reads as 暂无数据 and is not cached, so the next keystroke retries.
            if (!controller.signal.aborted) setState({ text, status: 'done', items: [] });
          },
        );
      }, debounceMs);
    },
    [cancel, load, debounceMs, cacheMs],
  );

  /** Empty text: stop loading and forget every stored list. */
  const clear = useCallback(() => {
    cancel();
    cache.current.clear();
    setState(idle);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { ...state, request, clear };
}
