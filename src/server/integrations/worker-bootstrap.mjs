// Entry of every worker thread: teaches the worker to load TypeScript (as the main thread does through
// tsx), then runs the module named in workerData.entry.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
