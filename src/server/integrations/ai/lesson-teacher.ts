import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { loadAiSdk } from '../openai-compatible.ts';
import type { ChatModel } from './chat-model.ts';

/**
 * The AI teacher in a guided lesson's role-play (decision 195). The lesson is its blueprint: one focused
 * prompt per checkpoint carries the scene, the roles, the register, the learner's level, the checkpoint's
 * goal and the language it practises. The model writes the teacher's next line and says whether the
 * learner's line meets the checkpoint — a second opinion only: the server decides, from the learner's
 * own words.
 */
export interface RolePlayPrompt {
  language: LanguageCode;
  /** CEFR level of the lesson. */
  level: string;
  objective: string;
  scene: string;
  teacherRole: string;
  learnerRole: string;
  register: 'informal' | 'formal';
  goal: string;
  /** What a learner could say to meet it, and the language the unit practises. */
  example: string;
  targets: readonly string[];
  transcript: readonly { from: 'teacher' | 'learner'; text: string }[];
  learnerLine: string;
}

export interface LessonTeacher {
  rolePlayTurn(
    prompt: RolePlayPrompt,
    signal: AbortSignal,
  ): Promise<{ reply: string; checkpointMet: boolean }>;
}

const VerdictSchema = z.object({ reply: z.string().min(1).max(600), checkpointMet: z.boolean() });

const REGISTER: Record<LanguageCode, Record<'informal' | 'formal', string>> = {
  english: { informal: 'friendly and informal', formal: 'polite' },
  spanish: {
    informal: 'informal: address the learner as tú',
    formal: 'formal: address the learner as usted',
  },
  french: { informal: 'informal: address the learner as tu', formal: 'formal: address the learner as vous' },
};

export function rolePlaySystemPrompt(prompt: RolePlayPrompt): string {
  const language = LANGUAGES[prompt.language].name;
  return [
    `You play ${prompt.teacherRole} in a role-play with a ${language} learner at CEFR level ${prompt.level}, who plays ${prompt.learnerRole}.`,
    `Scene: ${prompt.scene}. The lesson's objective: ${prompt.objective}.`,
    `Right now the learner must: ${prompt.goal}. For example: "${prompt.example}".`,
    `The language this lesson practises: ${prompt.targets.join('; ')}.`,
    `Stay in character and in ${language} only, ${REGISTER[prompt.language][prompt.register]}, in one or two short sentences at level ${prompt.level}.`,
    'React to exactly what the learner said. If it does the task, answer it in character. If not, reply naturally and lead them back to the task without giving the answer.',
    'Answer as JSON: { "reply": your line, "checkpointMet": true only if the learner’s own words do the task }.',
  ].join('\n');
}

let verdictFormat: Promise<unknown> | undefined;
async function buildVerdictFormat() {
  const { Output } = await loadAiSdk();
  return Output.object({ schema: VerdictSchema, name: 'role_play_turn' }).responseFormat;
}

export function createLessonTeacher(deps: { model: ChatModel; timeoutMs: number }): LessonTeacher {
  return {
    async rolePlayTurn(prompt, signal) {
      const abortSignal = AbortSignal.any([signal, AbortSignal.timeout(deps.timeoutMs)]);
      const result = await deps.model.doGenerate({
        prompt: [
          { role: 'system', content: rolePlaySystemPrompt(prompt) },
          ...prompt.transcript.slice(-8).map((line) => ({
            role: line.from === 'teacher' ? ('assistant' as const) : ('user' as const),
            content: [{ type: 'text' as const, text: line.text }],
          })),
          { role: 'user', content: [{ type: 'text', text: prompt.learnerLine }] },
        ],
        responseFormat: (await (verdictFormat ??= buildVerdictFormat())) as Parameters<
          ChatModel['doGenerate']
        >[0]['responseFormat'],
        temperature: 0.4,
        maxOutputTokens: 300,
        abortSignal,
      });
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      return VerdictSchema.parse(JSON.parse(text));
    },
  };
}
