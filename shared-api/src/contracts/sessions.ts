/** One mobile-app user's usage on one day (spec section 3 "Mobile user session record"). */
export interface UserSessionDuration {
  userId: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Seconds, summed over the day. */
  totalDuration: number;
}
