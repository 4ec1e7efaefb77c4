import { saveFile } from '../../services/saveFile';

/** Saves `value` as a pretty-printed JSON file through the browser's download («Mine data»'s «Last ned»). */
export function saveJsonFile(fileName: string, value: unknown): void {
  saveFile(fileName, new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
}
