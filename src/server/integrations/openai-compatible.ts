import type { OpenAIProvider } from '@ai-sdk/openai';
import type * as AiSdk from 'ai';
import type { OpenAiCompatible } from '../config.ts';

/**
 * The AI SDK (`ai`), loaded on first use: the offline default never calls it, and loading it at start
 * took about a tenth of a second of the server's restart (decision 132).
 */
let aiSdk: Promise<typeof AiSdk> | undefined;
export const loadAiSdk = () => (aiSdk ??= import('ai'));

/**
 * The AI SDK's OpenAI provider pointed at any OpenAI-compatible API (OpenAI, Ollama, vLLM, LM Studio,
 * Whisper servers…). Local servers need no key, but the SDK wants one. The provider's package is loaded
 * here, only when such an API is configured.
 */
export async function createOpenAiCompatible(
  settings: OpenAiCompatible,
  fetchImpl?: typeof fetch,
): Promise<OpenAIProvider> {
  const { createOpenAI } = await import('@ai-sdk/openai');
  return createOpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey || 'not-needed',
    name: 'openai-compatible',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
