import { Button, HStack } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';
import { clampPage, DEFAULT_PAGE_SIZE, pageCount, pageWindow } from '../lib/pagination';

/** Spec part 3 §9: up to ten page numbers at a time, hidden for a single page. */
export function Pagination({
  total,
  page,
  onPageChange,
  pageSize = DEFAULT_PAGE_SIZE,
}: {
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
}) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = clampPage(page, pages);
  return (
    <HStack as="nav" aria-label={t('pagination.label')} gap="1" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        disabled={current === 1}
        onClick={() => onPageChange(current - 1)}
      >
        {t('pagination.previous')}
      </Button>
      {pageWindow(current, pages).map((n) => (
        <Button
          key={n}
          size="sm"
          variant={n === current ? 'solid' : 'ghost'}
          aria-current={n === current ? 'page' : undefined}
          aria-label={t('pagination.page', { page: n })}
          onClick={() => onPageChange(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        size="sm"
        variant="outline"
        disabled={current === pages}
        onClick={() => onPageChange(current + 1)}
      >
        {t('pagination.next')}
      </Button>
    </HStack>
  );
}
