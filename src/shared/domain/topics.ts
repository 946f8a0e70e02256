/**
 * Conversation topics: General Practice (no topic) and the video call's four quick prompts.
 * The id is what the server stores as a session's topic.
 */
export const PRACTICE_TOPICS = ['restaurant', 'pronunciation', 'grammar', 'free-conversation'] as const;
export type PracticeTopic = (typeof PRACTICE_TOPICS)[number];

/** How a session is held: typed chat, voice, or the video call. */
export const PRACTICE_MODES = ['chat', 'voice', 'video'] as const;

export function isPracticeTopic(value: unknown): value is PracticeTopic {
  return typeof value === 'string' && (PRACTICE_TOPICS as readonly string[]).includes(value);
}
