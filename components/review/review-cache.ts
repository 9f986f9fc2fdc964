import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ReactionState, SpotReviewList } from '@/api/contracts/reviews';
import { reviewKeys } from '@/api/reviews';
import { spotKeys } from '@/api/spots';

/** Every loaded list of a spot's reviews (each sort and language) shows the new reaction. */
export function applyReaction(queryClient: QueryClient, spotId: number, state: ReactionState) {
  queryClient.setQueriesData<InfiniteData<SpotReviewList>>({ queryKey: [...reviewKeys.spot(spotId), 'list'] }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            content: page.content.map((review) =>
              review.reviewId === state.reviewId
                ? { ...review, helpfulCount: state.helpfulCount, myReaction: state.myReaction }
                : review,
            ),
          })),
        }
      : old,
  );
}

/**
 * After a review is registered, edited or deleted: the spot's lists, overview, images and
 * 'have I reviewed it' answer, its review count (the tab label), and my review history.
 */
export function invalidateAfterReviewChange(queryClient: QueryClient, spotId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.spot(spotId) }),
    queryClient.invalidateQueries({ queryKey: spotKeys.reviewCount(spotId) }),
    queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'mine'] }),
    queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'with-reviews'] }),
  ]);
}
