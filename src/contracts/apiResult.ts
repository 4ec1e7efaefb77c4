/** Every failed API call answers with this shape (DESIGN: "Backend architecture"). */
export interface ApiFailure {
  success: false;
  error: string;
  messageKey: string;
  field?: string;
}
