import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The spec's "alert" messages (microphone denied, transcription failed, not signed in, limit reached) as an
 * in-page alert instead of the browser's `alert()`, which blocks the page, cannot be styled and is read out
 * of context (docs/decisions/181). `role="alert"` has it read at once; focus stays where the learner is.
 * It stays across a navigation (the limit's alert is read on /subscribe) until dismissed or replaced.
 */
export interface PageAlertItem {
  id: number;
  message: string;
}

let current: PageAlertItem | null = null;
let counter = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows `message` in the page's alert, replacing the one shown before. */
export function showPageAlert(message: string) {
  counter += 1;
  current = { id: counter, message };
  emit();
}

/** The alert shown now, if any. */
export function currentPageAlert(): PageAlertItem | null {
  return current;
}

export function dismissPageAlert() {
  current = null;
  emit();
}

export function usePageAlert(): PageAlertItem | null {
  return useSyncExternalStore(subscribe, currentPageAlert, () => null);
}

/** Drawn once by the app, above every page, the video call's full screen included. */
export function PageAlert() {
  const { t } = useTranslation();
  const item = usePageAlert();
  if (!item) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-3">
      <div
        key={item.id}
        role="alert"
        data-testid="page-alert"
        className="pointer-events-auto flex w-full max-w-lg items-start gap-3 rounded-lg border border-destructive/60 bg-background p-4 text-sm text-foreground shadow-lg"
      >
        <p className="flex-1 font-medium">{item.message}</p>
        <button
          type="button"
          onClick={dismissPageAlert}
          aria-label={t('common.close')}
          className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
