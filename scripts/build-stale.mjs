#!/usr/bin/env node
// Builds the web app and the server only where they are missing or older than their sources.
import { buildWhatIsStale } from './freshness.mjs';

buildWhatIsStale();
