import { createBackendApi } from './backendApi';
import { createSelfHostedStore } from './documentStore';
import { createHttp } from './http';
import { createSelfHostedIdentity } from './identity';

/** The self-hosted profile's adapters, created once. Loaded lazily, so the landing page shows without them. */
const http = createHttp();
export const identity = createSelfHostedIdentity(http);
export const store = createSelfHostedStore(http);
export const backendApi = createBackendApi(http);
