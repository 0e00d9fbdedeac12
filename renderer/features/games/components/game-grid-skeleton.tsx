import { memo } from 'react';
import { GameTileSkeleton } from './game-tile.tsx';

/**
 * A game grid's room while its games load: `count` tiles' rooms, hidden (a loading status is the page's to announce).
 * Memoized: a query's answer first re-renders its page at once with the previous (deferred) value; the skeleton tiles
 * (most of a loading page's elements) are not drawn again for that (issue 16: a phone's main thread).
 */
export const GameGridSkeleton = memo(function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <GameTileSkeleton key={i} />
      ))}
    </ul>
  );
});
