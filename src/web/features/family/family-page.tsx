import { Baby, KeyRound, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import {
  CHILD_AVATARS,
  isGuessablePin,
  type ChildProfile,
  type ChildProfileBody,
} from '../../../shared/contracts/family.ts';
import { AGE_GROUPS } from '../../../shared/domain/kids-rules.ts';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { QueryStates } from '../../components/query-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useContentLanguage } from '../../lib/content-language.ts';
import {
  useAddChild,
  useDeleteChild,
  useEnterKidMode,
  useFamily,
  useSetPin,
  useUpdateChild,
} from './api/family.ts';
import { PinField } from './pin-field.tsx';

/** The PIN that leaves kid mode: set once, changed any time (the server keeps only its hash). */
function PinCard({ pinSet }: { pinSet: boolean }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const save = useSetPin();
  const guessable = isGuessablePin(pin);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <KeyRound className="size-5" aria-hidden />
          {t('family.pin.heading')}
        </CardTitle>
        <CardDescription>{pinSet ? t('family.pin.set') : t('family.pin.notSet')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (/^\d{4}$/.test(pin) && !guessable) save.mutate(pin, { onSuccess: () => setPin('') });
          }}
        >
          <PinField
            label={pinSet ? t('family.pin.newLabel') : t('family.pin.label')}
            value={pin}
            onChange={setPin}
            autoComplete="new-password"
          />
          <Button type="submit" disabled={pin.length !== 4 || guessable || save.isPending}>
            {t('family.pin.save')}
          </Button>
          {guessable ? <p className="w-full text-sm text-destructive">{t('family.pin.guessable')}</p> : null}
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {save.isSuccess ? t('family.pin.saved') : null}
          </p>
          {save.isError ? (
            <p role="alert" className="w-full text-sm text-destructive">
              {describeError(save.error, t('family.pin.failed'))}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

/** The form of a child profile: adding one, or changing one. */
function ChildForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: ChildProfileBody;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: ChildProfileBody) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [avatar, setAvatar] = useState<ChildProfileBody['avatar']>(initial?.avatar ?? CHILD_AVATARS[0]);
  const [ageGroup, setAgeGroup] = useState<ChildProfileBody['ageGroup']>(initial?.ageGroup ?? '4-6');
  const [language, setLanguage] = useState<ChildProfileBody['language']>(initial?.language ?? 'english');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit({ name: name.trim(), avatar, ageGroup, language });
  };
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>{t('family.form.name')}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={40}
          required
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('family.form.avatar')}</legend>
        <div className="flex flex-wrap gap-2">
          {CHILD_AVATARS.map((choice) => (
            <label
              key={choice}
              className="flex size-12 cursor-pointer items-center justify-center rounded-lg border-2 border-transparent text-2xl has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-avatar`}
                value={choice}
                checked={avatar === choice}
                onChange={() => setAvatar(choice)}
                className="sr-only"
                aria-label={t('family.form.avatarChoice', { avatar: choice })}
              />
              <span aria-hidden>{choice}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-age`}>{t('family.form.ageGroup')}</Label>
          <select
            id={`${id}-age`}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
            value={ageGroup}
            onChange={(event) => setAgeGroup(event.target.value as ChildProfileBody['ageGroup'])}
          >
            {AGE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t('family.form.ages', { group })}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-language`}>{t('family.form.language')}</Label>
          <select
            id={`${id}-language`}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
            value={language}
            onChange={(event) => setLanguage(event.target.value as ChildProfileBody['language'])}
          >
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`languageNames.${code}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(error, t('family.form.failed'))}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || !name.trim()}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('family.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** One child: the parent view of its figures, kid mode, changing and deleting it. */
function ChildCard({ child, pinSet }: { child: ChildProfile; pinSet: boolean }) {
  const { t } = useTranslation();
  const { quiz } = useContentLanguage();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateChild();
  const remove = useDeleteChild();
  const enter = useEnterKidMode();
  const { figures } = child;
  const next = figures.nextLesson;
  const headingId = useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle level={3} id={headingId} className="flex items-center gap-3">
          <span className="text-4xl" aria-hidden>
            {child.avatar}
          </span>
          {child.name}
        </CardTitle>
        <CardDescription>
          {t('family.child.about', {
            ages: t('family.form.ages', { group: child.ageGroup }),
            language: t(`languageNames.${child.language}`),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing ? (
          <ChildForm
            initial={child}
            submitLabel={t('family.form.save')}
            pending={update.isPending}
            error={update.error}
            onCancel={() => setEditing(false)}
            onSubmit={(body) =>
              update.mutate({ childId: child.id, body }, { onSuccess: () => setEditing(false) })
            }
          />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {(
                [
                  ['lessonsDone', figures.lessonsDone],
                  ['stars', figures.stars],
                  ['minutesThisWeek', figures.minutesThisWeek],
                  ['wordsPractised', figures.wordsPractised],
                  ['streakDays', figures.streakDays],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-lg bg-muted p-3">
                  <dt className="text-sm text-muted-foreground">{t(`family.figures.${key}`)}</dt>
                  <dd className="text-2xl font-bold">{value}</dd>
                </div>
              ))}
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-sm text-muted-foreground">{t('family.figures.nextLesson')}</dt>
                <dd className="font-semibold">
                  {next
                    ? t('family.figures.lesson', {
                        number: next.lesson,
                        title: quiz({
                          title: next.title,
                          description: '',
                          localized: next.localized ?? undefined,
                        }).title,
                      })
                    : t('family.figures.allDone')}
                </dd>
              </div>
            </dl>
            {enter.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {describeError(enter.error, t('family.child.kidModeFailed'))}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                size="lg"
                // The child's name makes it long: on a phone it wraps instead of pushing the page wider.
                className="h-auto min-h-11 whitespace-normal py-2 text-left"
                disabled={enter.isPending || !pinSet}
                onClick={() =>
                  enter.mutate(child.id, { onSuccess: () => navigate('/kids', { replace: true }) })
                }
              >
                <Play aria-hidden />
                {t('family.child.startKidMode', { name: child.name })}
              </Button>
              {pinSet ? null : (
                <p className="w-full text-sm text-muted-foreground">{t('family.child.pinFirst')}</p>
              )}
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                {t('family.child.edit')}
              </Button>
              {confirmingDelete ? (
                <span
                  className="flex flex-wrap items-center gap-2"
                  role="group"
                  aria-label={t('family.child.confirmDelete', { name: child.name })}
                >
                  <span className="text-sm">{t('family.child.confirmDelete', { name: child.name })}</span>
                  <Button
                    variant="destructive"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(child.id)}
                  >
                    {t('family.child.deleteConfirmed')}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirmingDelete(false)}>
                    {t('family.form.cancel')}
                  </Button>
                </span>
              ) : (
                <Button variant="ghost" onClick={() => setConfirmingDelete(true)}>
                  <Trash2 aria-hidden />
                  {t('family.child.delete')}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** `/family`: the parent's child profiles, each child's figures, the PIN, and kid mode (decision 208). */
export default function FamilyPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const family = useFamily();
  const add = useAddChild();
  const [formKey, setFormKey] = useState(0);
  return (
    <SignedInLayout user={user}>
      <div className="mx-auto grid max-w-4xl gap-6">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold">
            <Baby className="size-8" aria-hidden />
            {t('family.title')}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('family.intro')}</p>
        </div>
        <QueryStates
          query={family}
          loadError={{ messageKey: 'family.loadError', retryLabelKey: 'family.retry' }}
          spinnerClassName="py-8"
        >
          {(data) => (
            <>
              <PinCard pinSet={data.pinSet} />
              <section className="grid gap-4" aria-labelledby="family-children">
                <h2 id="family-children" className="text-2xl font-bold">
                  {t('family.children', { number: data.children.length, max: data.maxChildren })}
                </h2>
                {data.children.length === 0 ? (
                  <p className="text-muted-foreground">{t('family.empty')}</p>
                ) : (
                  data.children.map((child) => (
                    <ChildCard key={child.id} child={child} pinSet={data.pinSet} />
                  ))
                )}
              </section>
              {data.children.length < data.maxChildren ? (
                <Card>
                  <CardHeader>
                    <CardTitle level={2} className="flex items-center gap-2">
                      <Plus className="size-5" aria-hidden />
                      {t('family.addHeading')}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ChildForm
                      key={formKey}
                      submitLabel={t('family.form.add')}
                      pending={add.isPending}
                      error={add.error}
                      onSubmit={(body) => add.mutate(body, { onSuccess: () => setFormKey((key) => key + 1) })}
                    />
                  </CardContent>
                </Card>
              ) : (
                <p className="text-muted-foreground">{t('family.full', { max: data.maxChildren })}</p>
              )}
            </>
          )}
        </QueryStates>
      </div>
    </SignedInLayout>
  );
}
