// First: zod's parsers without eval, as the Content-Security-Policy demands.
import '../contract/zod-csp';
import * as Comlink from 'comlink';
import { createWorkerApi } from './genealogy/worker-api';

// The worker only exposes the API; the logic sits in ./genealogy (pure, tested in Node).
Comlink.expose(createWorkerApi());
