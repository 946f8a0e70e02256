import { createOpenAI, type OpenAIProvider } from '@ai-sdk/openai';
import type { OpenAiCompatible } from '../config.ts';

/**
 * The AI SDK's OpenAI provider pointed at any OpenAI-compatible API (OpenAI, Ollama, vLLM, LM Studio,
 * Whisper servers…). Local servers need no key, but the SDK wants one.
 */
export function createOpenAiCompatible(settings: OpenAiCompatible, fetchImpl?: typeof fetch): OpenAIProvider {
  return createOpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey || 'not-needed',
    name: 'openai-compatible',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
