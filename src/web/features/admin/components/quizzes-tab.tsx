import { Baby, Pencil, Plus, Sparkles, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../../../../shared/contracts/quizzes.ts';
import { LANGUAGE_CODES, LANGUAGES } from '../../../../shared/domain/languages.ts';
import { EmptyState, QueryStates } from '../../../components/query-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useAdminQuizzes, useDeleteQuiz } from '../api/admin-quizzes.ts';
import type { QuizKind } from '../quiz-form-model.ts';
import { ADMIN_LOAD_ERROR, useAdminToasts } from './admin-feedback.tsx';
import { AiQuizDialog } from './ai-quiz-dialog.tsx';
import { QuizFormDialog } from './quiz-form-dialog.tsx';
import { Flag } from '../../../components/flag.tsx';

const RECENT_KIDS_QUIZZES = 5;

type OpenDialog =
  | { kind: 'form'; quizKind: QuizKind; quiz?: Quiz }
  | { kind: 'ai'; quizKind: QuizKind }
  | { kind: 'delete'; quiz: Quiz }
  | null;

const newestFirst = (a: Quiz, b: Quiz) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Quizzes: the four creation dialogs, the kids overview with the latest five, and the regular list. */
export function QuizzesTab() {
  const { t } = useTranslation();
  const quizzes = useAdminQuizzes();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const all = quizzes.data?.quizzes ?? [];
  const kids = all.filter((quiz) => quiz.isKidsQuiz).sort(newestFirst);
  const regular = all.filter((quiz) => !quiz.isKidsQuiz).sort(newestFirst);
  const onEdit = (quiz: Quiz) =>
    setDialog({ kind: 'form', quizKind: quiz.isKidsQuiz ? 'kids' : 'adult', quiz });
  const onDelete = (quiz: Quiz) => setDialog({ kind: 'delete', quiz });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setDialog({ kind: 'form', quizKind: 'kids' })}>
          <Baby aria-hidden />
          {t('adminDashboard.quizzes.kidsQuiz')}
        </Button>
        <Button variant="outline" onClick={() => setDialog({ kind: 'ai', quizKind: 'kids' })}>
          <Wand2 aria-hidden />
          {t('adminDashboard.quizzes.aiKidsQuiz')}
        </Button>
        <Button onClick={() => setDialog({ kind: 'form', quizKind: 'adult' })}>
          <Plus aria-hidden />
          {t('adminDashboard.quizzes.createQuiz')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'ai', quizKind: 'adult' })}>
          <Sparkles aria-hidden />
          {t('adminDashboard.quizzes.generateAi')}
        </Button>
      </div>

      <QueryStates query={quizzes} loadError={ADMIN_LOAD_ERROR}>
        {() => (
          <>
            <Card>
              <CardHeader>
                <CardTitle level={2}>{t('adminDashboard.quizzes.kidsTitle')}</CardTitle>
                <CardDescription>{t('adminDashboard.quizzes.kidsDescription')}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-6">
                <ul className="grid gap-3 sm:grid-cols-3">
                  {LANGUAGE_CODES.map((code) => {
                    const count = kids.filter((quiz) => quiz.language === code).length;
                    return (
                      <li
                        key={code}
                        className="flex items-center gap-3 rounded-lg border p-4"
                        data-testid={`kids-count-${code}`}
                      >
                        <span className="text-3xl" aria-hidden>
                          <Flag language={code} />
                        </span>
                        <div>
                          <p className="font-semibold">{t(`adminDashboard.languages.${code}`)}</p>
                          <p className="text-sm text-muted-foreground">
                            {t('adminDashboard.quizzes.kidsCount', { count })}
                          </p>
                        </div>
                      </li>
                    );
                  })}
                </ul>
                <section className="grid gap-3" aria-labelledby="recent-kids-quizzes">
                  <h3 id="recent-kids-quizzes" className="font-semibold">
                    {t('adminDashboard.quizzes.recentKids')}
                  </h3>
                  {kids.length === 0 ? (
                    <EmptyState title={t('adminDashboard.quizzes.emptyKids')} />
                  ) : (
                    <ul className="grid gap-2" data-testid="recent-kids-quizzes">
                      {kids.slice(0, RECENT_KIDS_QUIZZES).map((quiz) => (
                        <QuizRow key={quiz.id} quiz={quiz} onEdit={onEdit} onDelete={onDelete} />
                      ))}
                    </ul>
                  )}
                </section>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle level={2}>{t('adminDashboard.quizzes.regularTitle')}</CardTitle>
                <CardDescription>{t('adminDashboard.quizzes.regularDescription')}</CardDescription>
              </CardHeader>
              <CardContent>
                {regular.length === 0 ? (
                  <EmptyState title={t('adminDashboard.quizzes.emptyRegular')} />
                ) : (
                  <ul className="grid gap-2" data-testid="regular-quizzes">
                    {regular.map((quiz) => (
                      <QuizRow key={quiz.id} quiz={quiz} onEdit={onEdit} onDelete={onDelete} />
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </>
        )}
      </QueryStates>

      <QuizFormDialog
        kind={dialog?.kind === 'form' ? dialog.quizKind : 'adult'}
        quiz={dialog?.kind === 'form' ? dialog.quiz : undefined}
        open={dialog?.kind === 'form'}
        onOpenChange={(open) => !open && close()}
      />
      <AiQuizDialog
        kind={dialog?.kind === 'ai' ? dialog.quizKind : 'adult'}
        open={dialog?.kind === 'ai'}
        onOpenChange={(open) => !open && close()}
      />
      <DeleteQuizDialog quiz={dialog?.kind === 'delete' ? dialog.quiz : undefined} onClose={close} />
    </div>
  );
}

function QuizRow({
  quiz,
  onEdit,
  onDelete,
}: {
  quiz: Quiz;
  onEdit: (quiz: Quiz) => void;
  onDelete: (quiz: Quiz) => void;
}) {
  const { t } = useTranslation();
  const language = LANGUAGES[quiz.language];
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg border p-4" data-testid="admin-quiz-row">
      <span className="text-2xl leading-none" aria-hidden>
        <Flag language={language.code} />
      </span>
      <div className="min-w-0 flex-1 grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold">{quiz.title}</h4>
          <Badge variant={quiz.isActive ? 'success' : 'outline'}>
            {t(quiz.isActive ? 'adminDashboard.quizzes.active' : 'adminDashboard.quizzes.inactive')}
          </Badge>
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{t(`adminDashboard.languages.${quiz.language}`)}</span>
          <span>
            {quiz.isKidsQuiz
              ? t('adminDashboard.quizzes.lesson', {
                  lesson: quiz.level,
                  name: t(`adminDashboard.kidsLessons.${quiz.level}`, { defaultValue: '' }),
                })
              : t('adminDashboard.quizzes.level', { level: quiz.level })}
          </span>
          {quiz.isKidsQuiz && quiz.ageGroup ? (
            <span>{t('adminDashboard.quizzes.ageGroup', { ageGroup: quiz.ageGroup })}</span>
          ) : null}
          <span>{t('adminDashboard.quizzes.questions', { count: quiz.questions.length })}</span>
        </p>
        <p className="text-sm">{quiz.description}</p>
      </div>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onEdit(quiz)}
          aria-label={t('adminDashboard.quizzes.editLabel', { title: quiz.title })}
          title={t('adminDashboard.quizzes.edit')}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onDelete(quiz)}
          aria-label={t('adminDashboard.quizzes.deleteLabel', { title: quiz.title })}
          title={t('adminDashboard.quizzes.delete')}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

function DeleteQuizDialog({ quiz, onClose }: { quiz: Quiz | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const toasts = useAdminToasts();
  const deleteQuiz = useDeleteQuiz();
  return (
    <Dialog open={quiz !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('adminDashboard.quizzes.deleteTitle')}</DialogTitle>
          <DialogDescription>
            {t('adminDashboard.quizzes.deleteDescription', { title: quiz?.title ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('adminDashboard.quizzes.cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={deleteQuiz.isPending}
            onClick={() =>
              quiz &&
              deleteQuiz.mutate(quiz.id, {
                onSuccess: () => {
                  toasts.success('adminDashboard.messages.quizDeleted');
                  onClose();
                },
                onError: (error) => toasts.failure(error, 'adminDashboard.errors.deleteQuiz'),
              })
            }
          >
            <Trash2 aria-hidden />
            {deleteQuiz.isPending ? t('adminDashboard.quizzes.deleting') : t('adminDashboard.quizzes.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
