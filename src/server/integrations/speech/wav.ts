/** A 16-bit mono PCM WAV file around the given samples. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  Buffer.from(samples.buffer, samples.byteOffset, dataBytes).copy(buffer, 44);
  return buffer;
}

export interface WavInfo {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** The played length: the samples the data chunk holds, not what the header's byte rate claims. */
  durationSeconds: number;
}

/** PCM, IEEE float and WAVE_FORMAT_EXTENSIBLE: formats whose samples all take the same bytes. */
const SAMPLE_FORMATS = new Set([0x0001, 0x0003, 0xfffe]);
const SAMPLE_BITS = new Set([8, 16, 24, 32, 64]);
/** More channels than a recording of speech has, or a faster rate than any microphone, is not read. */
const MAX_CHANNELS = 8;
const MAX_SAMPLE_RATE = 384_000;

/**
 * Reads a WAV header (walking its chunks); undefined when the bytes are not a readable WAV file of
 * uncompressed samples. The length is counted from the data chunk's samples (its bytes over the bytes
 * of one sample frame, over the sample rate), never from the header's byte rate, which a forged file
 * can set to anything.
 */
export function readWavInfo(bytes: Uint8Array): WavInfo | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    buffer.length < 12 ||
    buffer.toString('ascii', 0, 4) !== 'RIFF' ||
    buffer.toString('ascii', 8, 12) !== 'WAVE'
  )
    return undefined;
  let offset = 12;
  let format: { channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= buffer.length) {
      const candidate = {
        formatTag: buffer.readUInt16LE(offset + 8),
        channels: buffer.readUInt16LE(offset + 10),
        sampleRate: buffer.readUInt32LE(offset + 12),
        bitsPerSample: buffer.readUInt16LE(offset + 22),
      };
      if (
        !SAMPLE_FORMATS.has(candidate.formatTag) ||
        candidate.channels < 1 ||
        candidate.channels > MAX_CHANNELS ||
        candidate.sampleRate < 1 ||
        candidate.sampleRate > MAX_SAMPLE_RATE ||
        !SAMPLE_BITS.has(candidate.bitsPerSample)
      )
        return undefined;
      format = {
        channels: candidate.channels,
        sampleRate: candidate.sampleRate,
        bitsPerSample: candidate.bitsPerSample,
      };
    } else if (id === 'data' && format) {
      const dataBytes = Math.min(size, buffer.length - offset - 8);
      const frameBytes = format.channels * (format.bitsPerSample / 8);
      const frames = Math.floor(dataBytes / frameBytes);
      return { ...format, durationSeconds: frames / format.sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}
