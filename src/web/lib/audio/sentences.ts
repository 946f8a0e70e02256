// The one sentence splitter (shared with the server): the browser speaks a streamed reply sentence by
// sentence as it arrives.
export { takeCompleteSentences } from '../../../shared/domain/sentences.ts';
