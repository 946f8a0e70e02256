declare module 'fs-native-extensions' {
  /** Requests an exclusive (or shared) kernel lock on an open file; false when another holder has it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
