import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import type { MistakeCard } from '../../../shared/contracts/notebook.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formatDate } from '../../lib/format.ts';
import { useDebouncedValue } from '../admin/use-debounced-value.ts';
import { useDeleteCard } from './api/delete-card.ts';
import { useCards } from './api/get-cards.ts';
import { LanguageTabs, languageParam } from './components/language-tabs.tsx';
import { Flag } from '../../components/flag.tsx';

const PAGE_SIZE = 20;

function CardRow({ card }: { card: MistakeCard }) {
  const { t } = useTranslation();
  const remove = useDeleteCard();
  return (
    <li>
      <Card className="flex flex-wrap items-start gap-4 p-4" data-testid="notebook-card">
        <span aria-hidden className="text-2xl">
          <Flag language={card.language} />
        </span>
        <div className="min-w-48 flex-1">
          {card.kind === 'own' ? (
            <p>
              <span className="mr-2 text-xs font-medium text-muted-foreground">{t('notebook.ownCard')}</span>
              <strong>{card.corrected}</strong>
              <span className="block text-sm text-muted-foreground">{card.original}</span>
            </p>
          ) : (
            <p>
              <del className="text-destructive">{card.original}</del>
              {' → '}
              <ins className="font-semibold text-success no-underline">{card.corrected}</ins>
            </p>
          )}
          {card.explanation ? <p className="mt-1 text-sm text-muted-foreground">{card.explanation}</p> : null}
          <p className="mt-1 text-xs text-muted-foreground">
            {t('notebook.occurrences', { count: card.occurrences })}
            {' · '}
            {t('notebook.nextReview', { date: formatDate(card.due) })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          aria-label={t('notebook.deleteLabel', { text: card.corrected })}
          onClick={() =>
            remove.mutate(card.id, {
              onSuccess: () => toast({ title: t('notebook.deleted') }),
              onError: () => toast({ title: t('notebook.deleteFailed'), variant: 'destructive' }),
            })
          }
        >
          <Trash2 aria-hidden />
          {t('notebook.delete')}
        </Button>
      </Card>
    </li>
  );
}

/** `/notebook`: every card, searchable, by language. */
export default function NotebookPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageCode | undefined>(languageParam(useSearch()));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const cards = useCards({ language, search: debouncedSearch || undefined, page });
  const pages = cards.data ? Math.max(1, Math.ceil(cards.data.total / PAGE_SIZE)) : 1;
  const isFiltered = Boolean(language || debouncedSearch);

  return (
    <SignedInLayout user={user}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div>
          <h1 className="text-3xl font-bold">{t('notebook.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('notebook.intro')}</p>
        </div>
        <div className="grid gap-3">
          <LanguageTabs
            value={language}
            onChange={(next) => {
              setLanguage(next);
              setPage(1);
            }}
            label={t('notebook.languageFilter')}
            allLabel={t('notebook.allLanguages')}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="notebook-search">{t('notebook.search')}</Label>
            <Input
              id="notebook-search"
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        {cards.isError ? <p role="alert">{t('notebook.loadFailed')}</p> : null}
        {cards.isPending ? <Spinner /> : null}
        {cards.data && cards.data.total === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-6 text-center text-muted-foreground">
            <p>{isFiltered ? t('notebook.noMatches') : t('learning.empty')}</p>
            {isFiltered ? null : (
              <Link href="/conversation" className={buttonVariants({ size: 'sm' })}>
                {t('learning.startConversation')}
              </Link>
            )}
          </div>
        ) : null}
        {cards.data && cards.data.total > 0 ? (
          <>
            <ul className="grid gap-3" aria-busy={cards.isFetching}>
              {cards.data.cards.map((card) => (
                <CardRow key={card.id} card={card} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="flex items-center justify-between gap-3" aria-label={t('notebook.title')}>
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('notebook.previous')}
                </Button>
                <span className="text-sm text-muted-foreground">{t('notebook.page', { page, pages })}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('notebook.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
    </SignedInLayout>
  );
}
