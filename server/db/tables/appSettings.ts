/** Values generated once and shared by every instance, such as the token signing secret. */
export interface AppSettingsTable {
  key: string;
  value: string;
}
