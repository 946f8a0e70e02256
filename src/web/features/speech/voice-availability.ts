import { useEffect, useState } from 'react';
import { appConfig } from '../../lib/app-config.ts';
import { hasBrowserRecognition, probeBrowserRecognition } from '../../lib/audio/browser-recognition.ts';

/** Which recogniser voice input uses; `checking` while the browser's is being tried. */
export type VoiceInputMode = 'server' | 'browser' | 'unavailable' | 'checking';

let browserVerdict: Promise<boolean> | undefined;
/** The verdict once known, so a microphone drawn later starts from it instead of `checking`. */
let knownBrowserVerdict: boolean | undefined;

/** The browser recogniser's verdict, tried once per page load and kept (docs/decisions/180). */
export function checkBrowserRecognition(): Promise<boolean> {
  browserVerdict ??= probeBrowserRecognition();
  return browserVerdict;
}

/** For tests: forget the kept verdict. */
export function forgetBrowserRecognitionVerdict() {
  browserVerdict = undefined;
  knownBrowserVerdict = undefined;
}

/**
 * The server's recogniser when the deployment has one (the page's configuration says so), else the browser's
 * once it has been seen to start, else none — known before the learner speaks, so the microphone is offered
 * only where a recording can become text.
 */
export function useVoiceInputMode(): VoiceInputMode {
  // A browser without a recogniser is known at once: its microphone is drawn disabled from the first paint.
  const [browserWorks, setBrowserWorks] = useState<boolean | undefined>(() =>
    hasBrowserRecognition() ? knownBrowserVerdict : false,
  );
  const isServer = appConfig.speechToText;
  useEffect(() => {
    if (isServer || browserWorks !== undefined) return;
    let isCurrent = true;
    void checkBrowserRecognition().then((works) => {
      knownBrowserVerdict = works;
      if (isCurrent) setBrowserWorks(works);
    });
    return () => {
      isCurrent = false;
    };
  }, [browserWorks, isServer]);
  if (isServer) return 'server';
  if (browserWorks === undefined) return 'checking';
  return browserWorks ? 'browser' : 'unavailable';
}
