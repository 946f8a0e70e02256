import { MAX_RECORDING_SECONDS } from '../../../shared/contracts/speech.ts';
import { AppError } from '../../errors.ts';
import { readWavInfo } from '../../integrations/speech/wav.ts';
import { webmDurationSeconds } from './webm-duration.ts';

type Container = 'webm' | 'ogg' | 'mp4' | 'wav';

const CONTAINER_BY_TYPE: Record<string, Container> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'video/mp4': 'mp4',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
};

/** The container a media type names, or undefined when it is not an upload we accept. */
export function containerOf(mediaType: string): Container | undefined {
  return CONTAINER_BY_TYPE[mediaType.split(';')[0]!.trim().toLowerCase()];
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The played length in seconds, or undefined when it cannot be read from the bytes. */
async function durationSeconds(bytes: Uint8Array, container: Container): Promise<number | undefined> {
  if (container === 'wav') return readWavInfo(bytes)?.durationSeconds;
  if (container === 'webm') return webmDurationSeconds(bytes);
  try {
    // Ogg: the last page's granule position; MP4: the movie header, or the fragments' sample tables.
    // Loaded with the first recording of that kind, not at start.
    const { parseBuffer } = await import('music-metadata');
    const { format } = await parseBuffer(
      bytes,
      { mimeType: container === 'ogg' ? 'audio/ogg' : 'audio/mp4', size: bytes.length },
      { duration: true, skipCovers: true },
    );
    return format.duration;
  } catch {
    return undefined;
  }
}

/**
 * Checks that the bytes really are the container they claim to be (a renamed text file or random bytes
 * are refused before any provider sees them), and that the recording, whatever its container, is not
 * longer than allowed: a speech-to-text provider bills by the minute. Answers its length in seconds.
 */
export async function assertReadableAudio(bytes: Uint8Array, container: Container): Promise<number> {
  const isValid =
    (container === 'webm' && startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) ||
    (container === 'ogg' && startsWith(bytes, ascii('OggS'))) ||
    (container === 'mp4' && startsWith(bytes, ascii('ftyp'), 4)) ||
    (container === 'wav' && readWavInfo(bytes) !== undefined);
  if (!isValid) {
    throw new AppError(
      'UNPROCESSABLE',
      `The recording could not be read: it is not a valid ${container.toUpperCase()} audio file.`,
    );
  }
  const seconds = await durationSeconds(bytes, container);
  if (seconds === undefined || !Number.isFinite(seconds)) {
    throw new AppError('UNPROCESSABLE', 'The recording could not be read: its length is unknown.');
  }
  if (seconds > MAX_RECORDING_SECONDS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Recordings can be at most ${MAX_RECORDING_SECONDS} seconds long.`,
    );
  }
  if (seconds <= 0) throw new AppError('UNPROCESSABLE', 'The recording is empty.');
  return seconds;
}
