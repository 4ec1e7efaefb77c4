import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazy screen's chunk can take more than a second to import on a busy two-core CI machine; a defect still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});

// A browser resolves a relative address against the page; Node's Request (which jsdom leaves in place) refuses
// one. axios's fetch adapter builds a Request from '/api/…', so the tests' Request behaves as the browser's does.
// Once per worker: the client project's files share one jsdom (vite.config.ts).
const NodeRequest = globalThis.Request;
if (NodeRequest.name !== 'PageRequest') globalThis.Request = class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};
