declare module '@echogarden/espeak-ng-emscripten' {
  /** Instantiates the Emscripten module (WebAssembly and voice data). */
  const init: () => Promise<unknown>;
  export default init;
}
