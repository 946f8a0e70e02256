/**
 * The played length of a WebM (Matroska) recording, read from its blocks' timestamps: browsers record
 * WebM as a live stream, so the header carries no Duration, and a Duration written by a client could
 * claim anything. Returns undefined when the bytes are not a Matroska stream this walker understands.
 */

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;
/** Elements whose children are walked; every other element is skipped whole. */
const CONTAINERS = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean): Vint | undefined {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23; // 1 for 0b1xxxxxxx … 8 for 0b00000001
  if (offset + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Uint8Array, offset: number, size: number): number {
  let value = 0;
  for (let index = 0; index < size; index++) value = value * 256 + bytes[offset + index]!;
  return value;
}

export function webmDurationSeconds(bytes: Uint8Array): number | undefined {
  let offset = 0;
  let timecodeScale = 1_000_000; // nanoseconds per tick, Matroska's default
  let clusterTimecode = 0;
  let lastTick: number | undefined;
  let sawSegment = false;
  while (offset < bytes.length) {
    const id = readVint(bytes, offset, true);
    if (!id) return undefined;
    const size = readVint(bytes, offset + id.length, false);
    if (!size) break; // cut short: measure what arrived
    const dataStart = offset + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      if (id.value === SEGMENT) sawSegment = true;
      offset = dataStart; // walk into it (its size may be unknown in a live recording)
      continue;
    }
    if (size.unknown) return undefined;
    const dataEnd = dataStart + size.value;
    if (dataEnd > bytes.length) break;
    if (id.value === TIMECODE_SCALE) timecodeScale = readUint(bytes, dataStart, size.value);
    else if (id.value === CLUSTER_TIMECODE) clusterTimecode = readUint(bytes, dataStart, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(bytes, dataStart, false);
      if (track && dataStart + track.length + 2 <= dataEnd) {
        const view = new DataView(bytes.buffer, bytes.byteOffset + dataStart + track.length, 2);
        const tick = clusterTimecode + view.getInt16(0);
        lastTick = Math.max(lastTick ?? tick, tick);
      }
    }
    offset = dataEnd;
  }
  if (!sawSegment || lastTick === undefined) return undefined;
  return (lastTick * timecodeScale) / 1e9;
}
