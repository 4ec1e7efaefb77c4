import { warmLocaleData } from './localeData';

self.onmessage = (event: MessageEvent<string>) => {
  warmLocaleData(event.data);
  self.postMessage('done');
};
