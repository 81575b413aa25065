/** The draw's input and result (issue 37 part 4); the named fields are the ones the audit files publish. */

export interface DrawWeek {
  id: number;
  /** Places the draw may give: the week's places net of those the office holds back. */
  places: number;
  /** First and last day, `YYYY-MM-DD`; weeks whose dates overlap are one calendar week for a child. */
  from: string;
  to: string;
}

export interface DrawWish {
  week: number;
  /** The wishes sharing this text (one per child, all of one week) are granted to all of them or to none. */
  group?: string;
}

export interface DrawChild {
  id: number;
  household: number;
  /** The most weeks this child may get ("at most N weeks this summer"). */
  maxWeeks: number;
  /** Best first. */
  wishes: DrawWish[];
}

export interface DrawInput {
  seed: string;
  weeks: DrawWeek[];
  children: DrawChild[];
}

export interface DrawGrant {
  child: number;
  week: number;
  round: number;
}

export interface WaitingList {
  week: number;
  /** In draw order: the first is offered the next free place. */
  children: number[];
}

/** What happened to one wish at one turn of its child. `wish` is its rank, 1 = best. */
export type WishOutcome =
  | { wish: number; week: number; outcome: 'granted' }
  | {
      wish: number;
      week: number;
      outcome: 'full';
      /** Places still free when it was this child's turn: 0, or fewer than its group needed. */
      placesLeft: number;
      /**
       * The draw position (drawsAt) of the child that took the week's last place given before this turn, and
       * its round; null when the week had no place to give at all.
       */
      lastPlace: { position: number; round: number } | null;
    }
  /** The child already has a programme in these dates: the week granted that overlaps. */
  | { wish: number; week: number; outcome: 'same-calendar-week'; granted: number }
  /** A group wish another member cannot take: it has its weeks, or a programme in these dates (for good). */
  | { wish: number; week: number; outcome: 'member-unable'; member: number }
  /**
   * A group wish not taken this round only: a member already had its pick of the round, or another of its
   * wishes ranked higher is still possible for it. It stays open for the next round.
   */
  | { wish: number; week: number; outcome: 'member-busy'; member: number };

export interface RoundExplanation {
  round: number;
  wishes: WishOutcome[];
}

/** Everything a family page needs to say why a child got what it got. */
export interface ChildExplanation {
  child: number;
  household: number;
  /** The household's draw position, 1 = first, of `households` in the result. */
  position: number;
  /** The position the child draws at: its household's, or the latest of its friend groups' (never earlier). */
  drawsAt: number;
  /** The rounds in which something happened to one of its wishes. */
  rounds: RoundExplanation[];
}

export interface DrawResult {
  grants: DrawGrant[];
  waiting: WaitingList[];
  /** SHA-256 (hex) of the canonical result, see canonical.ts. */
  digest: string;
  /** The number of households with at least one child in the draw: the "of 3,000". */
  households: number;
  /** One per child, by child id. */
  explanations: ChildExplanation[];
}
