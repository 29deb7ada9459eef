import { serverProject } from './vitest.config';

export default serverProject('server-pg');
