import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, Circle, CircleDot, RotateCcw, Star, Video } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import type { LessonFeedback, LessonRun, LessonStepView } from '../../../shared/contracts/lessons.ts';
import type { Transcript } from '../../../shared/contracts/speech.ts';
import { alignPronunciation } from '../../../shared/domain/pronunciation.ts';
import { FocusedHeading } from '../../components/focused-heading.tsx';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { QueryStates } from '../../components/query-states.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { describeError } from '../../lib/api-client.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import { ItemAudio } from '../quizzes/components/item-audio.tsx';
import { TeacherAvatar } from '../video-call/components/teacher-avatar.tsx';
import { MicButton, recorderStatusKey, VoiceUnavailableNote } from '../speech/components/mic-button.tsx';
import { VOICE_ERROR_KEYS } from '../speech/components/pronunciation-panel.tsx';
import { PronunciationResultView } from '../speech/components/pronunciation-result.tsx';
import { useVoiceInput, type VoiceInputError } from '../speech/use-voice-input.ts';
import { lessonAudioUrl, lessonRunQuery, useAnswerLesson, useStartLesson } from './api/course.ts';
import { useLocalized } from './components/localized.ts';

/** Speaking the answer: the microphone fills the text, which the learner sends like a typed one. */
function VoiceAnswer({ run, onHeard }: { run: LessonRun; onHeard: (transcript: Transcript) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<VoiceInputError | null>(null);
  const handlers = useMemo(
    () => ({
      onTranscript: (heard: Transcript) => {
        setError(null);
        onHeard(heard);
      },
      onError: (failure: VoiceInputError) => setError(failure),
    }),
    [onHeard],
  );
  const voice = useVoiceInput({ id: run.sessionId ?? 0, language: run.language }, handlers);
  const noteId = useId();
  const status = recorderStatusKey(voice.state);
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <MicButton
          state={voice.state}
          onClick={() => void voice.toggle()}
          mode={voice.mode}
          unavailableNoteId={noteId}
          disabled={run.sessionId === null}
        />
        {status ? (
          <span role="status" className="text-sm font-medium">
            {t(status)}
          </span>
        ) : null}
      </div>
      {voice.mode === 'unavailable' ? <VoiceUnavailableNote id={noteId} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {t(VOICE_ERROR_KEYS[error])}
        </p>
      ) : null}
    </div>
  );
}

function FeedbackView({ feedback }: { feedback: LessonFeedback }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const good = feedback.verdict === 'correct' || feedback.verdict === 'met';
  return (
    <div
      role="status"
      data-testid="lesson-feedback"
      className={`grid gap-1 rounded-md border p-3 ${good ? 'border-green-600/40 bg-green-600/10' : 'border-amber-600/40 bg-amber-500/10'}`}
    >
      <p className="font-semibold">{t(`lessons.verdict.${feedback.verdict}`)}</p>
      {feedback.slips.map((slip) => (
        <p key={`${slip.given}-${slip.expected}`}>
          {t(slip.accents ? 'lessons.slipAccents' : 'lessons.slipSpelling', {
            given: slip.given,
            expected: slip.expected,
          })}
        </p>
      ))}
      {feedback.hint ? <p>{local(feedback.hint)}</p> : null}
      {feedback.model ? (
        <p>
          {t(good ? 'lessons.answerWas' : 'lessons.modelAnswer')} <strong>{feedback.model}</strong>
        </p>
      ) : null}
      {feedback.explanation ? (
        <p className="text-sm text-muted-foreground">{local(feedback.explanation)}</p>
      ) : null}
      {feedback.corrections.length > 0 ? (
        <div className="grid gap-1 border-t pt-2 text-sm" data-testid="lesson-corrections">
          <p className="font-medium">{t('lessons.alsoCheck')}</p>
          <ul className="grid gap-1">
            {feedback.corrections.map((correction) => (
              <li key={`${correction.original}-${correction.corrected}`}>
                <s>{correction.original}</s> → <strong>{correction.corrected}</strong>:{' '}
                {correction.explanation}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function StepPrompt({ run, step }: { run: LessonRun; step: LessonStepView }) {
  const { t } = useTranslation();
  const local = useLocalized();
  return (
    <div className="grid gap-3">
      <p className="text-lg font-medium" id="lesson-question">
        {local(step.question)}
      </p>
      {step.type === 'listen-choose' ? (
        <ItemAudio
          key={run.stepIndex}
          src={lessonAudioUrl(run.id)}
          label={t('lessons.play')}
          errorText={t('lessons.audioFailed')}
          className="items-start"
        />
      ) : null}
      {step.type === 'choose' ? (
        <blockquote className="rounded-md border-l-4 bg-muted p-3">{step.text}</blockquote>
      ) : null}
      {step.type === 'say' ? (
        <blockquote
          className="rounded-md border-l-4 bg-muted p-3 text-lg font-medium"
          data-testid="say-sentence"
        >
          {step.text}
        </blockquote>
      ) : null}
      {step.type === 'answer' ? (
        <blockquote className="rounded-md border-l-4 bg-muted p-3 text-lg">{step.prompt}</blockquote>
      ) : null}
      {step.type === 'gap' ? <p className="rounded-md bg-muted p-3 text-lg">{step.sentence}</p> : null}
      {step.type === 'say' || step.type === 'answer' ? (
        <ItemAudio
          key={`listen-${run.stepIndex}`}
          src={lessonAudioUrl(run.id)}
          label={t('lessons.listen')}
          errorText={t('lessons.audioFailed')}
          className="items-start"
        />
      ) : null}
    </div>
  );
}

/** One practice step: its prompt, the way to answer it, and the server's verdict. */
function StepPlayer({
  run,
  step,
  onAdvanced,
}: {
  run: LessonRun;
  step: LessonStepView;
  /** The step is behind the learner: right, or its answer shown after the second miss. */
  onAdvanced: (feedback: LessonFeedback) => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerLesson(run.id);
  const [text, setText] = useState('');
  const [placed, setPlaced] = useState<number[]>([]);
  const [feedback, setFeedback] = useState<LessonFeedback | null>(null);
  const [heard, setHeard] = useState<Transcript | null>(null);

  const send = (body: { choice?: number; text?: string; spoken?: boolean }) =>
    answer.mutate(
      { position: run.stepIndex, ...body },
      {
        onSuccess: (result) => {
          if (result.feedback.verdict === 'correct' || result.feedback.model !== null)
            onAdvanced(result.feedback);
          else setFeedback(result.feedback);
        },
      },
    );
  const onHeard = useMemo(
    () => (transcript: Transcript) => {
      setHeard(transcript);
      setText(transcript.text);
    },
    [],
  );

  const pending = answer.isPending;
  return (
    <div className="grid gap-4">
      <StepPrompt run={run} step={step} />
      {step.type === 'listen-choose' || step.type === 'choose' ? (
        <div role="group" aria-labelledby="lesson-question" className="grid gap-2">
          {step.options.map((option, index) => (
            <Button
              key={`${run.stepIndex}-${index}`}
              variant="outline"
              className="h-auto min-h-11 justify-start whitespace-normal py-2 text-left"
              disabled={pending}
              onClick={() => send({ choice: index })}
            >
              {option}
            </Button>
          ))}
        </div>
      ) : step.type === 'build' ? (
        <div className="grid gap-3">
          <p
            className="min-h-11 rounded-md border p-2 text-lg"
            data-testid="built-sentence"
            aria-live="polite"
          >
            {placed.map((index) => step.tiles[index]).join(' ') || (
              <span className="text-muted-foreground">{t('lessons.buildHint')}</span>
            )}
          </p>
          <div role="group" aria-label={t('lessons.tiles')} className="flex flex-wrap gap-2">
            {step.tiles.map((tile, index) => (
              <Button
                key={`${run.stepIndex}-${index}`}
                variant="secondary"
                disabled={pending || placed.includes(index)}
                onClick={() => setPlaced([...placed, index])}
              >
                {tile}
              </Button>
            ))}
          </div>
          <div className="flex gap-2">
            <Button
              disabled={pending || placed.length === 0}
              onClick={() => send({ text: placed.map((index) => step.tiles[index]).join(' ') })}
            >
              {t('lessons.check')}
            </Button>
            <Button variant="ghost" disabled={pending || placed.length === 0} onClick={() => setPlaced([])}>
              <RotateCcw aria-hidden />
              {t('lessons.clear')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) send({ text: text.trim(), spoken: heard !== null && heard.text === text });
          }}
        >
          <label className="grid gap-1">
            <span className="text-sm font-medium">
              {t(step.type === 'say' ? 'lessons.sayOrType' : 'lessons.yourAnswer')}
            </span>
            <input
              className="min-h-11 rounded-md border bg-background px-3 text-lg"
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              data-testid="lesson-answer"
            />
          </label>
          {step.type === 'say' || step.type === 'answer' ? <VoiceAnswer run={run} onHeard={onHeard} /> : null}
          {step.type === 'say' && heard ? (
            <PronunciationResultView result={alignPronunciation(step.text, heard.text, [])} />
          ) : null}
          <div>
            <Button type="submit" disabled={pending || !text.trim()}>
              {t('lessons.check')}
            </Button>
          </div>
        </form>
      )}
      {pending ? <p className="text-sm text-muted-foreground">{t('lessons.checking')}</p> : null}
      {answer.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(answer.error, t('lessons.answerFailed'))}
        </p>
      ) : null}
      {feedback ? <FeedbackView feedback={feedback} /> : null}
    </div>
  );
}

/** The role-play: the teacher's lines, the checkpoints to reach, and the learner's line. */
function RolePlayPlayer({ run }: { run: LessonRun }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const answer = useAnswerLesson(run.id);
  const [text, setText] = useState('');
  // As a video call: the teacher on screen, each new line spoken at once, the microphone to answer.
  const [call, setCall] = useState(false);
  const mouth = useRef<SVGGElement>(null);
  const teacher = TEACHERS[run.language];
  const lastTeacherLine = run.rolePlay.transcript.filter((line) => line.from === 'teacher').length;
  const [feedback, setFeedback] = useState<LessonFeedback | null>(null);
  const position = run.rolePlay.checkpoints.findIndex((checkpoint) => checkpoint.state === 'current');
  const onHeard = useMemo(() => (transcript: Transcript) => setText(transcript.text), []);
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">
        {local(run.rolePlay.scene)} ·{' '}
        {t('lessons.roles', {
          teacher: local(run.rolePlay.teacherRole),
          learner: local(run.rolePlay.learnerRole),
        })}
      </p>
      <ol className="grid gap-1" aria-label={t('lessons.checkpoints')}>
        {run.rolePlay.checkpoints.map((checkpoint) => (
          <li key={checkpoint.id} className="flex items-center gap-2" data-state={checkpoint.state}>
            {checkpoint.state === 'met' ? (
              <CheckCircle2 aria-hidden className="size-4 text-green-600" />
            ) : checkpoint.state === 'current' ? (
              <CircleDot aria-hidden className="size-4 text-primary" />
            ) : (
              <Circle aria-hidden className="size-4 text-muted-foreground" />
            )}
            <span className={checkpoint.state === 'current' ? 'font-semibold' : ''}>
              {local(checkpoint.goal)}
              <span className="sr-only"> · {t(`lessons.checkpointState.${checkpoint.state}`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={call ? 'default' : 'outline'}
          size="sm"
          aria-pressed={call}
          onClick={() => setCall(!call)}
        >
          <Video aria-hidden />
          {t('lessons.callView')}
        </Button>
      </div>
      {call ? (
        <div className="grid justify-items-center gap-2 rounded-md bg-muted p-4" data-testid="lesson-call">
          <TeacherAvatar
            teacher={teacher}
            label={t('lessons.teacherOnCall', { name: teacher.name })}
            mouthRef={mouth}
            className="h-48 w-auto"
          />
          {/* Each new teacher line is spoken as it arrives: the learner pressed Send or the call button. */}
          <audio
            key={lastTeacherLine}
            src={lessonAudioUrl(run.id)}
            autoPlay
            data-testid="lesson-call-audio"
          />
        </div>
      ) : null}
      <div className="grid gap-2 rounded-md border p-3" aria-live="polite" data-testid="role-play-transcript">
        {run.rolePlay.transcript.map((line, index) => (
          <p
            key={index}
            className={
              line.from === 'teacher'
                ? 'mr-8 rounded-md bg-muted p-2'
                : 'ml-8 rounded-md bg-primary/10 p-2 text-right'
            }
          >
            <span className="sr-only">
              {t(line.from === 'teacher' ? 'lessons.teacherSaid' : 'lessons.youSaid')}{' '}
            </span>
            {line.text}
          </p>
        ))}
      </div>
      <ItemAudio
        key={run.rolePlay.transcript.length}
        src={lessonAudioUrl(run.id)}
        label={t('lessons.listenTeacher')}
        errorText={t('lessons.audioFailed')}
        className="items-start"
      />
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          answer.mutate(
            { position, text: text.trim() },
            {
              onSuccess: (result) => {
                setFeedback(result.feedback);
                setText('');
              },
            },
          );
        }}
      >
        <label className="grid gap-1">
          <span className="text-sm font-medium">{t('lessons.yourLine')}</span>
          <input
            className="min-h-11 rounded-md border bg-background px-3 text-lg"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            data-testid="role-play-answer"
          />
        </label>
        <VoiceAnswer run={run} onHeard={onHeard} />
        <div>
          <Button type="submit" disabled={answer.isPending || !text.trim()}>
            {t('lessons.send')}
          </Button>
        </div>
      </form>
      {answer.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(answer.error, t('lessons.answerFailed'))}
        </p>
      ) : null}
      {feedback &&
      (feedback.verdict !== 'met' || feedback.corrections.length > 0 || feedback.slips.length > 0) ? (
        <FeedbackView feedback={feedback} />
      ) : null}
    </div>
  );
}

function Finished({ run }: { run: LessonRun }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const start = useStartLesson();
  const result = run.result;
  const next = result?.nextLessonId ?? null;
  return (
    <div className="grid gap-4">
      <FocusedHeading className="text-xl" focusKey={`done-${run.id}`}>
        {t('lessons.done.heading')}
      </FocusedHeading>
      {result ? (
        <>
          <p
            className="flex items-center gap-1"
            aria-label={t('lessons.done.stars', { count: result.stars })}
          >
            {[1, 2, 3].map((star) => (
              <Star
                key={star}
                aria-hidden
                className={`size-7 ${star <= result.stars ? 'fill-yellow-400 text-yellow-500' : 'text-muted-foreground'}`}
              />
            ))}
          </p>
          <p data-testid="lesson-score">{t('lessons.done.score', { score: result.score })}</p>
        </>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {next ? (
          <Button
            disabled={start.isPending}
            onClick={() =>
              start.mutate(next, { onSuccess: (created) => navigate(`/lessons/runs/${created.id}`) })
            }
          >
            {t('lessons.done.next')}
            <ArrowRight aria-hidden />
          </Button>
        ) : null}
        <Link href={`/course/${run.language}`} className={buttonVariants({ variant: 'outline' })}>
          {t('lessons.done.map')}
        </Link>
        <Link href="/dashboard" className={buttonVariants({ variant: 'ghost' })}>
          {t('lessons.done.today')}
        </Link>
      </div>
      {start.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(start.error, t('lessons.startFailed'))}
        </p>
      ) : null}
    </div>
  );
}

/** The dialogue the lesson models, each line heard with the app's speech. */
export function DialogueView({ run }: { run: LessonRun }) {
  const { t } = useTranslation();
  return (
    <details className="rounded-md border p-3" open={run.stepIndex === 0 && run.misses === 0}>
      <summary className="cursor-pointer font-semibold">{t('lessons.dialogue')}</summary>
      <ol className="mt-2 grid gap-2">
        {run.dialogue.map((line, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <ItemAudio
              src={lessonAudioUrl(run.id, index)}
              label={t('lessons.playLine', { n: index + 1 })}
              errorText={t('lessons.audioFailed')}
              className="items-start [&_button]:h-9 [&_button]:px-2 [&_button]:text-sm"
            />
            <span>
              <strong>{line.speaker}:</strong> {line.text}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** `/lessons/runs/:runId`: one run of a guided lesson, as the server keeps it (decision 195). */
export default function LessonRunPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const params = useParams<{ runId: string }>();
  const runId = Number(params.runId);
  const query = useQuery({ ...lessonRunQuery(runId), enabled: Number.isInteger(runId) && runId > 0 });
  // A step answered is kept on screen with its verdict until the learner goes on.
  const [held, setHeld] = useState<{ run: LessonRun; feedback: LessonFeedback } | null>(null);
  return (
    <SignedInLayout user={user}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <QueryStates
          query={query}
          loadError={{ messageKey: 'lessons.loadFailed', retryLabelKey: 'lessons.retry' }}
        >
          {(latest) => {
            const run = held?.run ?? latest;
            return (
              <>
                <div>
                  <h1 className="text-3xl font-bold">{local(run.title)}</h1>
                  <p className="mt-1 text-muted-foreground">{local(run.objective)}</p>
                </div>
                <Card>
                  <CardHeader>
                    {run.phase === 'steps' ? (
                      <FocusedHeading className="text-xl" focusKey={`step-${run.stepIndex}`}>
                        {t('lessons.stepOf', { n: run.stepIndex + 1, total: run.stepCount })}
                      </FocusedHeading>
                    ) : run.phase === 'role-play' ? (
                      <FocusedHeading className="text-xl" focusKey="role-play">
                        {t('lessons.rolePlay')}
                      </FocusedHeading>
                    ) : null}
                  </CardHeader>
                  <CardContent className="grid gap-4">
                    {run.phase === 'steps' ? <DialogueView run={run} /> : null}
                    {held && run.step ? (
                      <div className="grid gap-4">
                        <StepPrompt run={run} step={run.step} />
                        <FeedbackView feedback={held.feedback} />
                        <div>
                          <Button autoFocus onClick={() => setHeld(null)}>
                            {t('lessons.continue')}
                            <ArrowRight aria-hidden />
                          </Button>
                        </div>
                      </div>
                    ) : run.phase === 'steps' && run.step ? (
                      <StepPlayer
                        key={run.stepIndex}
                        run={run}
                        step={run.step}
                        onAdvanced={(feedback) => setHeld({ run, feedback })}
                      />
                    ) : run.phase === 'role-play' ? (
                      <RolePlayPlayer run={run} />
                    ) : (
                      <Finished run={run} />
                    )}
                  </CardContent>
                </Card>
              </>
            );
          }}
        </QueryStates>
      </div>
    </SignedInLayout>
  );
}
