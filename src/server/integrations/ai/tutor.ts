import type { InterfaceLanguage } from '../../../shared/contracts/auth.ts';
import type { Correction } from '../../../shared/contracts/practice.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Teacher } from '../../../shared/domain/teachers.ts';
import type { PracticeTopic } from '../../../shared/domain/topics.ts';
import type { NotedFact } from './learner-facts.ts';

export interface TutorTurn {
  teacher: Teacher;
  language: LanguageCode;
  /** 1–5 (A1–C1). */
  level: number;
  topic: PracticeTopic | null;
  /**
   * The course unit whose theme a free conversation is on (decision 200): its title and can-do statement
   * (in English, for the AI teacher's instructions), its target phrases and vocabulary, and the questions
   * the offline partner asks on it (in the language taught).
   */
  theme?: { title: string; canDo: string; phrases: string[]; vocabulary: string[]; questions: string[] };
  /**
   * In a conversation on no theme, the unit of the learner's next course lesson: the AI teacher gives
   * them chances to use its language (decision 209). In English, for the AI teacher's instructions.
   */
  currentUnit?: { title: string; canDo: string; phrases: string[]; vocabulary: string[] };
  /** The learner's highest passed adult level quiz in this language, 1–5; 0 when none. */
  passedLevel: number;
  /** Distinct corrections from the learner's earlier sessions in this language, newest first. */
  recentCorrections: Correction[];
  /**
   * A few of the learner's notebook cards due for review in this language, most overdue first: the
   * teacher gives the learner a chance to use them (decision 117).
   */
  dueItems?: Correction[];
  /**
   * What the teacher remembers of the learner in this language (decision 209), newest first: the
   * offline partner never asks for these again, the AI teacher is told them.
   */
  facts?: NotedFact[];
  /**
   * The conversation so far, oldest first (a bounded window), without the new learner message. A teacher
   * message the learner cut into carries how many of its characters they heard (decision 212).
   */
  history: { sender: 'user' | 'ai'; content: string; interruptedAt?: number }[];
  /** How many learner messages came before this one in the whole session. */
  learnerTurn: number;
  learnerMessage: string;
  /** Whose turn it is (shared work, such as the spell checker, is queued fairly between learners). */
  learnerId?: number;
  /** The learner's interface language: correction explanations are written in it (English by default). */
  interfaceLanguage?: InterfaceLanguage;
}

export interface TutorReply {
  reply: string;
  /** null when corrections could not be produced (the message is then left out of the score). */
  corrections: Correction[] | null;
  /** Facts about themselves the learner stated in this message, to remember (decision 209). */
  facts?: NotedFact[];
}

export interface Tutor {
  readonly kind: 'ai' | 'offline';
  /** The teacher's opening line for a new session, in the target language. */
  greet(session: {
    language: LanguageCode;
    topic: PracticeTopic | null;
    /** What the teacher remembers of the learner, newest first: a returning learner is welcomed back. */
    facts?: readonly NotedFact[];
    /** Varies the wording between sessions. */
    seed?: string;
  }): string;
  /**
   * "Help me answer" (decision 214): two short replies the learner could give to the teacher's last
   * message. Only the AI teacher has it; the offline partner's replies are written by teachers.
   */
  suggestReplies?(
    turn: Pick<TutorTurn, 'language' | 'level' | 'history'>,
    options: { signal: AbortSignal },
  ): Promise<[string, string]>;
  /** Answers one learner message; `onDelta` receives the reply as it is produced. */
  respond(
    turn: TutorTurn,
    options: { signal: AbortSignal; onDelta(text: string): void },
  ): Promise<TutorReply>;
}
