/** Spec section 3 "User" without the password; absent texts are '' as the forms hold them. */
export interface User {
  userId: number;
  userName: string;
  userSurname: string;
  email: string;
  phoneNumber: string;
  marketId: number | null;
  role: string;
  isActive: boolean;
}

/** GET /api/admin/users/{id} adds the user's market. */
export interface UserDetail extends User {
  marketName: string | null;
  marketLogo: string | null;
}
