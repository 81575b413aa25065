import type { WishListAnswer, WishResult } from '@app/domain';
import type { Clock } from '../lib/clock';
import type { SeasonWeek, StoredWishList } from '../services/wishes/wish-list';
import type { DrawRunRow } from '../services/draw/draw-runs';
import type { SeasonRow } from '../services/seasons/seasons';
import { presentSeason } from './season';

/** The family's wish list as its form reads it back: the children in id order, each with its wishes best first. */
export function presentWishList(
  input: { season: SeasonRow; run: DrawRunRow | undefined; weeks: SeasonWeek[]; stored: StoredWishList | null; result: WishResult | null; friends: WishListAnswer['data']['friends'] },
  clock: Clock,
): WishListAnswer['data'] {
  const { stored } = input;
  return {
    season: presentSeason(input.season, clock, input.run),
    result: input.result,
    friends: input.friends,
    weeks: input.weeks,
    list: stored && {
      emergency_contact1_phone: stored.list.emergency_contact1_phone,
      emergency_contact2_phone: stored.list.emergency_contact2_phone,
      children: stored.children.map(({ wish_list_id: _list, child_id, max_weeks, ...props }) => ({
        child: child_id,
        max_weeks,
        // A course's own questions are answered per course: `answers`.
        props: { ...props, custom_field: null, custom_field_2: null, custom_field_3: null },
        answers: stored.answers
          .filter((answer) => answer.child_id === child_id)
          .map(({ course_id, custom_field, custom_field_2, custom_field_3 }) => ({ course: course_id, custom_field, custom_field_2, custom_field_3 })),
        wishes: stored.wishes.filter((wish) => wish.child_id === child_id).map((wish) => ({ course_week: wish.course_week_id, day_type: wish.day_type, together: wish.together })),
      })),
      receipt: stored.list.receipt,
      submitted_at: stored.list.submitted_at.toISOString(),
    },
  };
}
