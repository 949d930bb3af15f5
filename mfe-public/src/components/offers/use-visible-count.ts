import { useCallback, useState } from 'react';

/** How many items of a list are shown: `pageSize` at first, `pageSize` more on each showMore(). */
export function useVisibleCount(pageSize: number) {
  const [visible, setVisible] = useState(pageSize);
  const showMore = useCallback(() => setVisible((count) => count + pageSize), [pageSize]);
  const reset = useCallback(() => setVisible(pageSize), [pageSize]);
  return { visible, showMore, reset };
}
