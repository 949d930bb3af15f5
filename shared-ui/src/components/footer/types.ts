export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok';
