import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAID_PLAN_IDS, PLANS, allowanceHours } from '../../../shared/domain/plans.ts';
import { Footer } from '../../components/layout/footer.tsx';
import { appConfig } from '../../lib/app-config.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';

interface Section {
  heading: string;
  body: string;
}

/**
 * Terms of Service and Privacy Policy. The terms' plan list comes from the plan catalogue
 * (docs/product.md#minutes).
 */
export default function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const names = { app: appConfig.appName, company: appConfig.companyName };
  const sections = t(`legal.${kind}.sections`, { returnObjects: true, ...names }) as Section[];

  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <Link
          href="/login"
          className="inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('legal.backToLogin')}
        </Link>
        <h1 className="mt-6 text-3xl font-bold">{t(`legal.${kind}.title`)}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {t(kind === 'privacy' ? 'legal.privacy.lastUpdated' : 'legal.lastUpdated')}
        </p>
        <div className="mt-8 grid gap-6">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-lg font-semibold">{section.heading}</h2>
              <p className="mt-2 leading-relaxed text-muted-foreground">{section.body}</p>
              {kind === 'terms' && section.heading.startsWith('3.') ? (
                <ul className="mt-3 list-disc pl-6 text-muted-foreground" data-testid="terms-plans">
                  {[...(['free'] as const), ...PAID_PLAN_IDS].map((id) => {
                    const plan = PLANS[id];
                    const price =
                      plan.billing === 'monthly'
                        ? t('legal.terms.pricePerMonth', { price: formatPrice(plan.priceCents) })
                        : plan.billing === 'one-time'
                          ? t('legal.terms.priceOneTime', { price: formatPrice(plan.priceCents) })
                          : formatPrice(0);
                    return (
                      <li key={id}>
                        {t('legal.terms.planLine', {
                          plan: t(`plans.${id}`),
                          price,
                          minutes: formatNumber(plan.monthlyMinutes),
                          hours: formatNumber(allowanceHours(plan)),
                        })}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </main>
      <Footer />
    </div>
  );
}
