import axios, { type AxiosInstance } from 'axios';

/** One axios instance for every adapter: same base path, JSON, and a timeout so a dead network fails instead of hanging. */
export function createHttp(): AxiosInstance {
  return axios.create({ baseURL: '/api/', timeout: 20_000, headers: { 'content-type': 'application/json' } });
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
