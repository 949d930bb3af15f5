export interface JobPost {
  jobPostId: number;
  jobTitle: string;
  jobDescription: string;
  active: boolean;
  marketId: number;
  /** ISO timestamp. */
  createdAt: string;
  marketLogo: string | null;
  marketName: string;
}
