import path from 'node:path';

/** The Chromium flags every end-to-end test runs with (headless, no network chatter). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launch options for a fake camera and a fake microphone that says what the given WAV file (under
 * e2e/fixtures/) says, with permission prompts accepted — so voice scenarios run like a person talking.
 */
export function fakeMediaLaunchOptions(wavFile: string) {
  const wav = path.resolve(import.meta.dirname, 'fixtures', wavFile);
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  };
}
