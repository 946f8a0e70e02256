import type { LanguageModel } from 'ai';
import type { OpenAiCompatible } from '../../config.ts';
import { createOpenAiCompatible } from '../openai-compatible.ts';

/** A chat model as the AI SDK's providers implement it (specification v3). */
export type ChatModel = Extract<LanguageModel, { specificationVersion: 'v3' }>;

/**
 * A chat model on any OpenAI-compatible API (OpenAI, Ollama, vLLM, LM Studio…), or undefined when no AI
 * is configured. `.chat()` speaks chat-completions; the provider's default would use the Responses API,
 * which most compatible servers lack.
 */
export async function createChatModel(
  settings: OpenAiCompatible | undefined,
  fetchImpl?: typeof fetch,
): Promise<ChatModel | undefined> {
  if (!settings) return undefined;
  const provider = await createOpenAiCompatible(settings, fetchImpl);
  return provider.chat(settings.model);
}
