/**
 * `npm run eval`: the teaching evaluation (eval/README.md). Runs the labelled learner sentences against
 * the configured teacher — the offline corrector, or the AI teacher when AI_BASE_URL is set — and prints
 * JSON per language: precision, recall by kind, false alarms on correct sentences, counts, for all
 * sentences, the development part and the held-out part.
 *
 *   npm run eval                      every language, every sentence
 *   npm run eval -- spanish           one or more languages
 *   npm run eval -- --development     leave the held-out sentences out
 *   npm run eval -- --misses          also list the sentences where the teacher erred
 *   npm run eval -- placement         the placement test, simulated (scripts/eval-placement.ts)
 *   npm run eval -- conversation      the conversation evaluation (scripts/eval-conversation.ts)
 */
import { loadConfig } from '../src/server/config.ts';
import { createChatModel } from '../src/server/integrations/ai/chat-model.ts';
import { createAiCorrectionSource } from '../src/server/integrations/ai/ai-tutor.ts';
import { createCorrector } from '../src/server/integrations/ai/corrections/corrector.ts';
import {
  evaluateLanguage,
  type CorrectionSource,
} from '../src/server/integrations/ai/corrections/evaluation.ts';
import { LANGUAGE_CODES, isLanguageCode } from '../src/shared/domain/languages.ts';

const args = process.argv.slice(2);
if (args[0] === 'placement') {
  const { evaluatePlacement } = await import('./eval-placement.ts');
  console.log(JSON.stringify(evaluatePlacement(args.slice(1)), null, 2));
  process.exit(0);
}
if (args[0] === 'conversation') {
  await import('./eval-conversation.ts');
  process.exit(0);
}
const languages = args.filter(isLanguageCode);
const config = loadConfig();
const model = await createChatModel(config.ai);
const corrector = model ? undefined : createCorrector();
const source: CorrectionSource = model
  ? createAiCorrectionSource({ model, timeoutMs: config.aiTimeoutMs })
  : (language, text, teacherText) => corrector!.correct({ language, text, teacherText });

const report: Record<string, unknown> = {
  teacher: model ? { kind: 'ai', model: config.ai!.model, baseUrl: config.ai!.baseUrl } : { kind: 'offline' },
};
try {
  for (const language of languages.length > 0 ? languages : LANGUAGE_CODES) {
    const { misses, ...figures } = await evaluateLanguage(language, source, {
      developmentOnly: args.includes('--development'),
      concurrency: model ? 4 : 2,
    });
    report[language] = args.includes('--misses') ? { ...figures, misses } : figures;
  }
} finally {
  await corrector?.close();
}
console.log(JSON.stringify(report, null, 2));
