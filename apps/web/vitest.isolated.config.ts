// The screen tests that mock modules, each file in a fresh worker (see vitest.config.ts).
import { webProject } from './vitest.config';

export default webProject('web-isolated');
