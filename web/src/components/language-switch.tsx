import { NativeSelect } from '@chakra-ui/react';
import { useLocale } from '../i18n/i18n-provider';
import { isLocale, LOCALES } from '../i18n/locales';
import { useT } from '../i18n/use-t';

export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const t = useT();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('language.label')}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.currentTarget.value)) setLocale(e.currentTarget.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
