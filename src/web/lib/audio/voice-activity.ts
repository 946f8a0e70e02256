import type { MicVAD } from '@ricky0123/vad-web';
import { wavFromSamples } from './wav.ts';

/** The sample rate of what the detector hands over. */
const SAMPLE_RATE = 16_000;

/** Where the model, the audio worklet and ONNX Runtime's WebAssembly are served (decision 213). */
const ASSETS: string = import.meta.env.VITE_VOICE_ACTIVITY_ASSETS ?? '/assets/vad/';

export interface VoiceActivityHandlers {
  /** A frame sounded like speech: the learner may be starting to talk (or it was a cough). */
  onSpeechStart(): void;
  /** Enough speech to be the learner talking. */
  onSpeechConfirmed(): void;
  /** What started was too short to be speech. */
  onMisfire(): void;
  /** The turn is over (the silence window passed): what was said, as a WAV recording. */
  onSpeechEnd(recording: Blob, seconds: number): void;
}

export interface VoiceActivity {
  /** A new silence window, from the next pause on. */
  setSilenceMs(silenceMs: number): void;
  /** Stops listening and lets the microphone go. */
  destroy(): Promise<void>;
}

export class MicrophoneUnavailableError extends Error {
  constructor(readonly reason: 'denied' | 'failed') {
    super(`microphone ${reason}`);
    this.name = 'MicrophoneUnavailableError';
  }
}

/**
 * Listens to the microphone with the Silero voice activity model (v5, 32 ms frames) running in the page,
 * and hands over each finished turn: a turn ends once the learner has been silent for `silenceMs`, and
 * speech that resumes before then continues it. The browser's echo cancellation keeps the teacher's own
 * voice out of what it hears. The detector and its runtime are loaded on first use, from this site.
 */
export async function startVoiceActivity(
  handlers: VoiceActivityHandlers,
  options: { silenceMs: number },
): Promise<VoiceActivity> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  } catch (error) {
    throw new MicrophoneUnavailableError(
      error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'failed',
    );
  }
  // Browsers start sound only after the person has clicked or typed on the page: a page opened afresh
  // listens from their first click or key.
  const context = new AudioContext();
  const wake = () => void context.resume().catch(() => undefined);
  if (context.state === 'suspended') {
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });
  }
  const release = async () => {
    document.removeEventListener('pointerdown', wake);
    document.removeEventListener('keydown', wake);
    stream.getTracks().forEach((track) => track.stop());
    await context.close().catch(() => undefined);
  };
  let vad: MicVAD;
  try {
    const { MicVAD } = await import('@ricky0123/vad-web');
    vad = await MicVAD.new({
      model: 'v5',
      baseAssetPath: ASSETS,
      onnxWASMBasePath: ASSETS,
      // The package's thresholds for v5; a turn shorter than a quarter second is a noise, not a word.
      positiveSpeechThreshold: 0.3,
      negativeSpeechThreshold: 0.25,
      minSpeechMs: 250,
      preSpeechPadMs: 300,
      redemptionMs: options.silenceMs,
      ortConfig: (ort) => {
        ort.env.logLevel = 'error';
        // Pages are not cross-origin isolated: no shared memory, so one thread.
        ort.env.wasm.numThreads = 1;
      },
      audioContext: context,
      getStream: () => Promise.resolve(stream),
      // The stream is ours: it stays open while paused, and is stopped in `destroy`.
      pauseStream: () => Promise.resolve(),
      resumeStream: () => Promise.resolve(stream),
      onSpeechStart: () => handlers.onSpeechStart(),
      onSpeechRealStart: () => handlers.onSpeechConfirmed(),
      onVADMisfire: () => handlers.onMisfire(),
      onSpeechEnd: (audio) =>
        handlers.onSpeechEnd(wavFromSamples(audio, SAMPLE_RATE), audio.length / SAMPLE_RATE),
    });
  } catch (error) {
    await release();
    throw error instanceof MicrophoneUnavailableError ? error : new MicrophoneUnavailableError('failed');
  }
  return {
    setSilenceMs: (silenceMs) => vad.setOptions({ redemptionMs: silenceMs }),
    async destroy() {
      try {
        await vad.destroy();
      } finally {
        await release();
      }
    },
  };
}
