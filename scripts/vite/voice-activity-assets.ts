import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Where a package's files are: the folder above its entry point that holds its package.json. */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name, { paths: [process.cwd()] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

function versionOf(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const vadDir = packageDir('@ricky0123/vad-web');
const ortDir = packageDir('onnxruntime-web');

/**
 * The files hands-free listening loads at run time, served from this site (decision 213): the Silero voice
 * activity model, the audio worklet that cuts the microphone into frames, and ONNX Runtime's WebAssembly
 * build with its loader (the single-threaded SIMD one; pages are not cross-origin isolated, so threads
 * are off). Named by both packages' versions under /assets/, so the year-long cache never serves a
 * stale file after an upgrade.
 */
const FILES: readonly { from: string; name: string }[] = [
  { from: path.join(vadDir, 'dist'), name: 'silero_vad_v5.onnx' },
  { from: path.join(vadDir, 'dist'), name: 'vad.worklet.bundle.min.js' },
  { from: path.join(ortDir, 'dist'), name: 'ort-wasm-simd-threaded.wasm' },
  { from: path.join(ortDir, 'dist'), name: 'ort-wasm-simd-threaded.mjs' },
];

/** The folder (under the site's root, ending in a slash) the files are served from. */
export const VOICE_ACTIVITY_ASSETS = `/assets/vad-${versionOf(vadDir)}-ort-${versionOf(ortDir)}/`;

/** Emits the files into the build, and tells the web app where they are (`VITE_VOICE_ACTIVITY_ASSETS`). */
export function voiceActivityAssets(): Plugin {
  return {
    name: 'linguacoach-voice-activity-assets',
    config: () => ({
      define: { 'import.meta.env.VITE_VOICE_ACTIVITY_ASSETS': JSON.stringify(VOICE_ACTIVITY_ASSETS) },
    }),
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      if (this.environment.config.command !== 'build') return;
      for (const { from, name } of FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${VOICE_ACTIVITY_ASSETS.slice(1)}${name}`,
          source: fs.readFileSync(path.join(from, name)),
        });
      }
    },
  };
}
