/** Every failed API call answers with this shape (DESIGN: "Backend architecture"). */
export interface ApiFailure {
  success: false;
  error: string;
  messageKey: string;
  field?: string;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
