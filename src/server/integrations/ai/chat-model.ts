import type { LanguageModel } from 'ai';
import type { OpenAiCompatible } from '../../config.ts';
import { createOpenAiCompatible } from '../openai-compatible.ts';
import { plainChatCompletionBody, streamChatCompletion } from './chat-completions-stream.ts';

/** A chat model as the AI SDK's providers implement it (specification v3). */
export type ChatModel = Extract<LanguageModel, { specificationVersion: 'v3' }>;

/**
 * A chat model on any OpenAI-compatible API (OpenAI, Ollama, vLLM, LM Studio…), or undefined when no AI
 * is configured. `.chat()` speaks chat-completions; the provider's default would use the Responses API,
 * which most compatible servers lack.
 *
 * A streamed call of text alone (the teacher's reply) reads the provider's event stream itself
 * (`chat-completions-stream.ts`) and hands on the same parts the SDK's model would: the SDK's chain of web
 * streams took about a millisecond from the response's headers to the first text (decision 136). Every
 * other call, and every call with a `fetch` of its own, goes to the SDK's model.
 */
export async function createChatModel(
  settings: OpenAiCompatible | undefined,
  fetchImpl?: typeof fetch,
): Promise<ChatModel | undefined> {
  if (!settings) return undefined;
  const provider = await createOpenAiCompatible(settings, fetchImpl);
  const model = provider.chat(settings.model);
  if (fetchImpl) return model;
  const endpoint = {
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey || 'not-needed',
    model: settings.model,
  };
  return {
    specificationVersion: 'v3',
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    doGenerate: (options) => model.doGenerate(options),
    doStream(options) {
      const body = plainChatCompletionBody(settings.model, options);
      return body ? streamChatCompletion(endpoint, body, options.abortSignal) : model.doStream(options);
    },
  };
}
