import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useTheme, type Theme } from './theme-provider.tsx';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const ICON = { light: Sun, dark: Moon, system: Monitor } as const;

/** One button that cycles light → dark → system; its label names the current and the next theme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const Icon = ICON[theme];
  const label = t('theme.toggleLabel', { current: t(`theme.${theme}`), next: t(`theme.${NEXT[theme]}`) });
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      data-theme-current={theme}
      onClick={() => setTheme(NEXT[theme])}
    >
      <Icon aria-hidden />
    </Button>
  );
}
