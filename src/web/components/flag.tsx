import type { LanguageCode } from '../../shared/domain/languages.ts';
import { cn } from '../lib/cn.ts';

const STRIPE = 20 / 13;

/** The United States' flag, simplified for its size: thirteen stripes and a canton with a few stars. */
function UnitedStates() {
  return (
    <>
      <rect width="30" height="20" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((stripe) => (
        <rect key={stripe} y={stripe * STRIPE} width="30" height={STRIPE} fill="#fff" />
      ))}
      <rect width="12" height={STRIPE * 7} fill="#3c3b6e" />
      {[2, 6, 10].flatMap((x) =>
        [2.2, 5.4, 8.6].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.8" fill="#fff" />),
      )}
    </>
  );
}

function Spain() {
  return (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  );
}

function France() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002654" />
      <rect x="20" width="10" height="20" fill="#ce1126" />
    </>
  );
}

const DRAWINGS: Record<LanguageCode, () => React.JSX.Element> = {
  english: UnitedStates,
  spanish: Spain,
  french: France,
};

/**
 * A language's flag as a small inline drawing, sized to the text around it. Emoji flags show as letters
 * on Windows ("US") and as boxes without an emoji font. Decorative: the language's name is always beside
 * it, so it is hidden from screen readers.
 */
export function Flag({ language, className }: { language: LanguageCode; className?: string }) {
  const Drawing = DRAWINGS[language];
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      data-flag={language}
      className={cn(
        'inline-block h-[0.8em] w-[1.2em] shrink-0 rounded-[0.1em] align-[-0.05em] shadow-[0_0_0_1px_rgb(0_0_0/0.15)]',
        className,
      )}
    >
      <Drawing />
    </svg>
  );
}
